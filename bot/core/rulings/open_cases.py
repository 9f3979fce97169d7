"""What the words leave open that the outcome turns on, a case each, judged by the engine: a life
total never said (one case per range of totals that ends alike: unsaid_life_totals.py) and the
other open facts (bot.core.rulings.open_facts finds them), with the one question that settles
it; two open questions at once are asked, nothing ruled.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Final

from bot.core.messages import Message
from bot.core.rules.games import listed
from bot.core.rules.state import GameState
from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings import (
    bounded_total,
    cant_lose_scope,
    damage_amount,
    lethal_with_gain,
    loop_turn_order,
    open_facts,
    paid_life,
    replaced_draws,
    total_ranges,
    trigger_conditions,
    unsaid_controller,
)
from bot.core.rulings import told as reader_words
from bot.core.rulings.answer import Judged
from bot.core.rulings.card_model import Kind
from bot.core.rulings.describing import Voice
from bot.core.rulings.game_setup import names_spelled
from bot.core.rulings.judging import judge_reading
from bot.core.rulings.situation_values import Sentence, Situation, question_asked
from bot.core.rulings.words import OPPONENT, Refusal, SituationError


@dataclass(frozen=True)
class Opened:
    """The cases of a fact the words leave open, and the one question that settles it."""

    cases: tuple[Judged, ...]
    question: str  # in English, the asker spoken to as "you"
    question_said: Message  # the players by their names, for other languages


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
    cards = {
        card.name: card
        for sentence in sentences
        for source in (*sentence.held, *sentence.sources, sentence.by)
        if source is not None
        for card in source.cards
    }
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


YOU: Final = Message.within("a player", "you")  # the asker among players named


def name_said(player: str) -> str | Message:
    """A player as another language's answer names them: the unnamed opponent in its words."""
    return reader_words.OPPONENT_NAMED if player == OPPONENT else player


def open_fact(
    situation: Situation,
    readings: list[tuple[str | None, list[Sentence]]],
    players: tuple[str, ...],
    asker: str,
) -> open_facts.Fact | None:
    """A fact the words leave open besides life totals (bot.core.rulings.open_facts). Damage
    of an amount never said beside another open fact, or an open moment: both asked; so is
    how far a "can't lose" effect said in words reaches, never left out."""
    reach = next(
        (r for _, s in readings if (r := cant_lose_scope.cant_lose_reach(s, asker)) is not None),
        None,
    )
    _totals_unsettled(readings, asker)
    if len(readings) != 1:
        paying = next((s for _, s in readings if paid_life.paying_down(s)), None)
        if paying is not None:  # never judged as one payment
            raise paid_life.unsettled_in(paying, asker)
        opened = reach or next(
            (
                u
                for _, s in readings
                if (u := damage_amount.unmeasured_damage(s, asker)) is not None
            ),
            None,
        )
        if opened is not None:
            question = situation.question or ""
            moment = question_asked(question, situation.said(question))
            raise two_open(moment, opened.asked)
        return None
    sentences = readings[0][1]
    paid = paid_life.paid_down(sentences, situation.entities, asker)
    if paid is not None:
        if reach is not None:
            raise two_open(paid.asked, reach.asked)
        return paid
    unmeasured = damage_amount.unmeasured_damage(sentences, asker)
    other = (
        lethal_with_gain.lethal_beside_gain(sentences, asker)
        or bounded_total.at_most(sentences, asker)
        or replaced_draws.chosen_draw(sentences, asker)
        or loop_turn_order.loop_in_turn_order(sentences, players, asker)
        or trigger_conditions.arrival_condition(sentences, asker, players)
        or unsaid_controller.whose_card(sentences, players, asker)
    )
    if unmeasured is not None and other is not None:
        raise two_open(unmeasured.asked, other.asked)
    fact = unmeasured or other
    if fact is not None and reach is not None:
        if len(fact.cases) != 1:
            raise two_open(fact.asked, reach.asked)
        (settled,) = fact.cases  # the words settle the other fact: the reach is the question
        within = cant_lose_scope.cant_lose_reach(settled.sentences, asker)
        if within is None:
            return fact
        cases = tuple(replace(c, untriggered=settled.untriggered) for c in within.cases)
        return replace(within, cases=cases)
    return fact or reach


def _totals_unsettled(readings: list[tuple[str | None, list[Sentence]]], asker: str) -> None:
    """Refuse a total of 0 or less that life gained later leaves open, and a total said as a
    bound beside another open question (never judged at one end of it)."""
    for _, read in readings:
        if (gained := lethal_with_gain.gained_after(read, asker)) is not None:
            raise gained
        if len(readings) != 1 and (bound := bounded_total.at_most(read, asker)) is not None:
            raise SituationError(bound.asked)


def two_open(first: Message, second: Message) -> SituationError:
    return SituationError(
        Message(
            "The outcome turns on two things the words leave open: {first} "
            "And: {second} Say which, and ask again.",
            first=first,
            second=second,
        ),
        kind=Refusal.DEPENDS_TWICE,
    )


def fact_cases(
    situation: Situation, fact: open_facts.Fact, begin: GameState, asker: str
) -> list[Judged]:
    """A case per way the open fact may have been, each judged by the engine (at each of
    the life totals it is about, which must end alike)."""
    if len(fact.cases) == 1:  # the words settle it
        (case,) = fact.cases
        judged = judge_reading(situation, case.sentences, begin, asker, None, told=case.untriggered)
        for other in case.ends:
            end = judge_reading(situation, other, begin, asker, None, told=case.untriggered)
            if not end.same_outcome(judged):
                raise SituationError(fact.asked)
        if case.note is None:
            return [judged]
        said = judged.explanation_said
        return [
            replace(
                judged,
                explanation=f"{judged.explanation} {case.note.english()}".strip(),
                explanation_said=reader_words.in_turn([said, case.note]) if said else case.note,
            )
        ]
    return [replace(_case_judged(situation, case, begin, asker), condition_said=case.said)
            for case in fact.cases]  # fmt: skip


def _case_judged(
    situation: Situation, case: open_facts.OpenCase, begin: GameState, asker: str
) -> Judged:
    ends = [
        judge_reading(
            situation,
            case.sentences,
            _with_lives(begin, lives, asker),
            asker,
            case.condition,
            told=case.untriggered,
            lives_said=frozenset(lives),
        )
        for lives in case.lives or ({},)
    ]
    if any(not end.same_outcome(ends[0]) for end in ends[1:]):
        raise SituationError(
            Message(
                "The outcome turns on the life totals of {names} before this, which the words "
                'do not say. Say them ("alice is at 3 life"), and ask again.',
                names=listed([Voice(asker).name(p) for p in case.lives[0]], "and"),
            ),
            kind=Refusal.DEPENDS_TWICE,
        )
    return ends[0]


def _with_lives(begin: GameState, lives: Mapping[str, int], asker: str) -> GameState:
    """The game before the situation with these players (as the words name them) at these
    life totals."""
    if not lives:
        return begin
    spelling = names_spelled(begin.setup, asker)
    totals = {spelling.get(name.casefold(), name): life for name, life in lives.items()}
    return replace(begin, life=MappingProxyType({**begin.life, **totals}))
