"""A tournament's sudden death (MTG MTR 2.4) where the words never say the life totals: a case
for each of who had the higher life total when nothing said touches a total, each judged by the
engine; otherwise the totals asked for."""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from bot.core.messages import Message
from bot.core.rules.games import listed
from bot.core.rules.state import GameState
from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings import total_ranges
from bot.core.rulings.card_model import Kind
from bot.core.rulings.describing import Voice
from bot.core.rulings.judging import judge_reading
from bot.core.rulings.open_cases import YOU, Opened, name_said
from bot.core.rulings.situation_values import Sentence, Situation, cards_named
from bot.core.rulings.words import Refusal, SituationError


def behind_unsaid(sentences: list[Sentence], open_players: list[str], asker: str) -> None:
    """Refuse a tournament's sudden death where a player's life total is never said and
    nobody is said to be behind: who loses turns on who is behind, not on a range of one
    player's total."""
    deaths = [
        e for sentence in sentences for e in sentence.events if e.kind is EventKind.SUDDEN_DEATH
    ]
    if deaths and not any(e.player for e in deaths):  # nobody is said to be behind
        raise SituationError(
            Message(
                "In sudden death a player without the highest life total loses (MTG MTR 2.4), "
                'and the words do not say the life totals of {names}: say them ("alice is at '
                '3 life"), and ask again.',
                names=listed([Voice(asker).name(player) for player in open_players], "and"),
            ),
            kind=Refusal.DEPENDS_TWICE,
        )


# What a card said beside sudden death may do for the totals to matter only by who is ahead:
# keep a player from losing or winning, or nothing (a loss replaced sets a total: Lich's Mirror).
_AHEAD_BLIND: Final = frozenset({Kind.ENDS_NOTHING, Kind.CANT_LOSE, Kind.CANT_WIN})


def who_is_ahead(
    situation: Situation, sentences: list[Sentence], begin: GameState, asker: str
) -> Opened | None:
    """A tournament's sudden death between two sides (two players, or two teams that each play
    as one: Two-Headed Giant) whose totals the words never say, where nothing said touches a
    total (no life, damage or poison; each card said only keeps a player from losing or
    winning): a case for each of who is ahead, each judged by the engine (MTG MTR 2.4). None
    otherwise (`behind_unsaid` then asks for the totals)."""
    events = [e for sentence in sentences for e in sentence.events]
    setup = begin.setup
    as_one = setup.variant_rules is not None and setup.variant_rules.one_side is not None
    sides = (
        [list(team) for team in setup.teams] if setup.has_teams else [[p] for p in setup.players]
    )
    cards = cards_named(sentences)
    if (
        len(sides) != 2
        or (setup.has_teams and not as_one)
        or situation.starting_life is not None
        or not any(e.kind is EventKind.SUDDEN_DEATH and e.player is None for e in events)
        or any(e.kind is EventKind.SUDDEN_DEATH and e.player is not None for e in events)
        or any(e.kind not in (EventKind.SUDDEN_DEATH, EventKind.EFFECT_BEGINS) for e in events)
        or any(e.kind is EventKind.EFFECT_BEGINS and e.life is not None for e in events)
        or any(effect.kind not in _AHEAD_BLIND for c in cards.values() for effect in c.effects)
    ):
        return None
    first, second = sorted(sides, key=lambda side: asker not in side)  # the asker's first
    cases = []
    for ahead, behind in ((None, None), (first, second), (second, first)):  # as said first
        told = [_behind_told(sentence, behind[0] if behind else None) for sentence in sentences]
        case = judge_reading(situation, told, begin, asker, None)
        said = _ahead_said(ahead, asker)
        english = _ahead_said(ahead, asker, english=True)
        cases.append(replace(case, condition=english.english(), condition_said=said))
    question = _ahead_asked(_side(first, asker, True), _side(second, asker, True)).english()
    question_said = _ahead_asked(_side(first, asker, False), _side(second, asker, False))
    return Opened(tuple(cases), question, question_said)


def _side(side: list[str], asker: str, english: bool) -> str | Message:
    """A side's players as the answer names them: "you", "alice and bob", "you and my
    teammate" (in other languages, each named in their words)."""
    if english:
        voice = Voice(asker)
        return listed([voice.name(player) for player in side], "and")
    return total_ranges.both([YOU if player == asker else name_said(player) for player in side])


def _ahead_asked(first: str | Message, second: str | Message) -> Message:
    return Message(
        "Who had the higher life total, {a} or {b}? In sudden death a player without the "
        "highest life total loses (MTG MTR 2.4); with the totals tied the game goes on.",
        a=first,
        b=second,
    )


def _behind_told(sentence: Sentence, behind: str | None) -> Sentence:
    """The sentence that begins sudden death, with `behind` said not to have the highest life
    total (the engine's own event); any other sentence, or nobody behind, as it is."""
    if behind is None or not any(e.kind is EventKind.SUDDEN_DEATH for e in sentence.events):
        return sentence
    count = len(sentence.events)
    return replace(
        sentence,
        events=[*sentence.events, Event(EventKind.SUDDEN_DEATH, player=behind)],
        sources=[*sentence.sources, *[None] * (count + 1 - len(sentence.sources))],
        whys=[*sentence.whys, *[None] * (count + 1 - len(sentence.whys))],
        dealt=[*sentence.dealt, *[False] * (count + 1 - len(sentence.dealt))],
    )


def _ahead_said(ahead: list[str] | None, asker: str, *, english: bool = False) -> Message:
    """`you had the higher life total`, `bob had ...`, `the life totals were tied`."""
    if ahead is None:
        return Message("the life totals were tied")
    if ahead == [asker]:
        return Message("you had the higher life total")
    return Message("{player} had the higher life total", player=_side(ahead, asker, english))
