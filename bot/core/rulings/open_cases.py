"""What the words leave open that the outcome turns on, a case each, judged by the engine: a life
total never said (one case per range of totals that ends alike) and the other open facts
(bot.core.rulings.open_facts finds them), with the one question that settles it; two open
questions at once are asked, nothing ruled.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from itertools import product
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
    life_below_zero,
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
from bot.core.rulings.game_setup import canonical_names, names_spelled
from bot.core.rulings.judging import judge_reading
from bot.core.rulings.phrase_events import PAID
from bot.core.rulings.situation_values import Sentence, Situation, question_asked
from bot.core.rulings.words import EVERYONE, OPPONENT, Refusal, SituationError


@dataclass(frozen=True)
class Opened:
    """The cases of a fact the words leave open, and the one question that settles it."""

    cases: tuple[Judged, ...]
    question: str  # in English, the asker spoken to as "you"
    question_said: Message  # the players by their names, for other languages


def open_lives(
    situation: Situation,
    readings: list[tuple[str | None, list[Sentence]]],
    cases: list[Judged],
    begin: GameState,
    asker: str,
) -> Opened | None:
    """The cases of a life total the words never say (`_open_life`); beside another open
    question (the situation's own cases), the two questions are asked, nothing ruled."""
    for (_, sentences), case in zip(readings, cases, strict=True):
        opened = _open_life(situation, sentences, begin, asker, case)
        if opened is not None and len(cases) > 1:
            question = situation.question or ""
            raise _two_open(
                question_asked(question, situation.said(question)),
                question_asked(opened.question, opened.question_said),
            )
        if opened is not None:
            return opened
    return None


def _behind_unsaid(sentences: list[Sentence], open_players: list[str], asker: str) -> None:
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


def _who_is_ahead(
    situation: Situation, sentences: list[Sentence], begin: GameState, asker: str
) -> Opened | None:
    """A tournament's sudden death between two sides (two players, or two teams that each play
    as one: Two-Headed Giant) whose totals the words never say, where nothing said touches a
    total (no life, damage or poison; each card said only keeps a player from losing or
    winning): a case for each of who is ahead, each judged by the engine (MTG MTR 2.4). None
    otherwise (`_behind_unsaid` then asks for the totals)."""
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
    return total_ranges.both([YOU if player == asker else _name_said(player) for player in side])


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


def _open_life(
    situation: Situation,
    sentences: list[Sentence],
    begin: GameState,
    asker: str,
    judged: Judged,
) -> Opened | None:
    """The cases of a life total the words never say, where the outcome turns on it
    (bot.core.rulings.total_ranges): one per range of totals that ends alike, each judged by the
    engine at a total of its own (the words' reading with the game's starting total stands
    for its range), the range with the starting total first. None when no such total
    matters; refused when two players' totals do (two questions)."""
    ahead = _who_is_ahead(situation, sentences, begin, asker)
    if ahead is not None:
        return ahead
    open_players = _never_said(situation, sentences, begin, asker)
    if not open_players:
        return None
    _behind_unsaid(sentences, open_players, asker)
    default = {player: begin.life[player] or 0 for player in open_players}
    events = [e for sentence in sentences for e in sentence.events]
    plenty = sum(default.values()) + _most_lost(events) + 1

    tries = _Tries(len(sentences), open_players, asker)

    def judge(totals: Mapping[str, int]) -> Judged | None:
        """The words judged from the game with these players at these totals."""
        tries.one_more()
        had = replace(begin, life=MappingProxyType({**begin.life, **totals}))
        try:
            return judge_reading(situation, sentences, had, asker, None)
        except SituationError:
            return None

    probe = judge(dict.fromkeys(open_players, plenty))
    if probe is None:
        return None
    moved = _moved_by_the_words(open_players, probe, plenty)
    moved = [(p, _payable(p, found, sentences, begin, asker), c) for p, found, c in moved]
    if not moved or len(moved) > _MOST_OPEN:
        return None
    for player, found, changes in moved:
        if not _ranges_hold(player, found, changes, default, judged, judge):
            return None  # the engine does not move their life by the words alone
    players = [player for player, _, _ in moved]
    ranges = [found for _, found, _ in moved]
    cells = _cells(players, ranges, default, judged, judge)
    if cells is None:
        return None
    found_cases = total_ranges.leaves(players, ranges, cells, Judged.same_outcome)
    if len(found_cases) == 1:
        return None
    voice = Voice(asker)
    if len(found_cases) > 3:
        raise SituationError(
            Message(
                "The outcome turns on the life totals of {names} before this, which the words "
                'do not say. Say them ("alice is at 3 life"), and ask again.',
                names=listed([voice.name(player) for player in players], "and"),
            ),
            kind=Refusal.DEPENDS_TWICE,
        )
    return _worded(found_cases, players, ranges, default, judged, asker)


def _payable(
    player: str,
    ranges: tuple[total_ranges.LifeRange, ...],
    sentences: list[Sentence],
    begin: GameState,
    asker: str,
) -> tuple[total_ranges.LifeRange, ...]:
    """The ranges of `player`'s total never said that can pay the life the words say they
    paid: a player pays life only with a life total at least the amount (MTG CR 119.4), so
    "I pay 2 life" with the total unsaid had 2 or more ("you had 2 life or less" offered
    totals it could not have been paid from)."""
    floor = 1
    running = 0
    for sentence in sentences:
        for event, why in zip(sentence.events, sentence.whys, strict=True):
            named = canonical_names([event], begin.setup, asker)[0].player
            if event.kind is not EventKind.LIFE or named != player:
                continue
            if event.value is not None:
                return ranges  # a total said from here on: the payments after it are checked
            if why == PAID:
                floor = max(floor, -(event.delta or 0) - running)
            running += event.delta or 0
    kept = [r for r in ranges if r.high is None or r.high >= floor]
    return tuple(replace(r, low=max(r.low, floor)) for r in kept)


def _moved_by_the_words(
    open_players: list[str], probe: Judged, plenty: int
) -> list[tuple[str, tuple[total_ranges.LifeRange, ...], tuple[int, ...]]]:
    """The players whose total is never said and whose life the words move down, with the
    ranges of totals that end alike and the running change (read from a game where each
    had `plenty`)."""
    moved = []
    for player in open_players:
        changes = total_ranges.running_changes([life.get(player) for life in probe.lives], plenty)
        found = total_ranges.life_ranges(changes or ())
        if found and changes is not None:
            moved.append((player, found, changes))
    return moved


@dataclass
class _Tries:
    """How often the words are played out again to find the cases of totals never said:
    refused, asking for the totals, once that is more than one answer may take."""

    sentences: int
    open_players: list[str]
    asker: str
    made: int = 0

    def one_more(self) -> None:
        self.made += 1
        if self.made * max(1, self.sentences) > _MOST_PLAYED:
            voice = Voice(self.asker)
            raise SituationError(
                Message(
                    "The outcome may turn on the life totals of {names} before this, which "
                    "the words do not say, at more moments than Arbiter weighs in one answer. "
                    'Say them ("alice is at 3 life"), and ask again.',
                    names=listed([voice.name(player) for player in self.open_players], "and"),
                ),
                kind=Refusal.DEPENDS_TWICE,
            )


_MOST_OPEN: Final = 3  # players whose open totals are split into cases at most
# Sentences played out, at most, to find the cases of totals never said: each total tried plays
# the whole situation again, so a long one with a total never said (45 sentences of damage to
# one player: 137 tries, 0.3 s of CPU) would hold the bot's event loop. The real questions need
# at most 10 tries of a few sentences each.
_MOST_PLAYED: Final = 330


def _worded(
    found_cases: list[tuple[total_ranges.Conditions, list[total_ranges.Cell[Judged]]]],
    players: list[str],
    ranges: list[tuple[total_ranges.LifeRange, ...]],
    default: Mapping[str, int],
    judged: Judged,
    asker: str,
) -> Opened:
    """The cases with their conditions, the one with the starting totals first, and the
    question: in English the asker is "you"; in other languages the players are named."""
    voice = Voice(asker)
    cases = []
    for conditions, group in found_cases:
        # The starting totals' reading where it is one of the group, else the one where
        # everything said happened (the highest ranges).
        starting = [
            c
            for c in group
            if all(r.holds(default[p]) for p, r in zip(players, c.ranges, strict=True))
        ]
        case = judged if starting else max(group, key=lambda c: _heights(c, ranges)).case
        said = total_ranges.condition(conditions, _name_said, asker)
        english = total_ranges.condition(conditions, lambda p: p, asker)
        cases.append(
            (bool(starting), replace(case, condition=english.english(), condition_said=said))
        )
    ordered = [case for first, case in cases if first] + [
        case for first, case in cases if not first
    ]
    asked = [
        p for p in players if any(p == q for conditions, _ in found_cases for q, _ in conditions)
    ]
    if len(asked) == 1:
        (player,) = asked
        kept = tuple(
            sorted({r for conditions, _ in found_cases for _, r in conditions}, key=lambda r: r.low)
        )
        yours = player == asker
        question = total_ranges.question(player, kept, yours=yours)
        question_said = total_ranges.question(_name_said(player), kept, yours=yours)
    else:
        question = total_ranges.question_of_totals(listed([voice.name(p) for p in asked], "and"))
        question_said = total_ranges.question_of_totals(
            total_ranges.both([YOU if p == asker else _name_said(p) for p in asked])
        )
    return Opened(tuple(ordered), question.english(), question_said)


YOU: Final = Message.within("a player", "you")  # the asker among players named


def _name_said(player: str) -> str | Message:
    """A player as another language's answer names them: the unnamed opponent in its words."""
    return reader_words.OPPONENT_NAMED if player == OPPONENT else player


def _heights(
    cell: total_ranges.Cell[Judged], ranges: list[tuple[total_ranges.LifeRange, ...]]
) -> tuple[int, ...]:
    return tuple(found.index(r) for r, found in zip(cell.ranges, ranges, strict=True))


def _cells(
    players: list[str],
    ranges: list[tuple[total_ranges.LifeRange, ...]],
    default: Mapping[str, int],
    judged: Judged,
    judge: Callable[[Mapping[str, int]], Judged | None],
) -> list[total_ranges.Cell[Judged]] | None:
    """Every combination of the players' ranges, judged by the engine at the top of each
    (the starting totals' reading where they all hold)."""
    cells = []
    for combination in product(*ranges):
        if all(r.holds(default[p]) for p, r in zip(players, combination, strict=True)):
            case: Judged | None = judged
        else:
            case = judge({p: r.judged_at[0] for p, r in zip(players, combination, strict=True)})
        if case is None:
            return None
        cells.append(total_ranges.Cell(tuple(combination), case))
    return cells


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
            raise _two_open(moment, opened.asked)
        return None
    sentences = readings[0][1]
    paid = paid_life.paid_down(sentences, situation.entities, asker)
    if paid is not None:
        if reach is not None:
            raise _two_open(paid.asked, reach.asked)
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
        raise _two_open(unmeasured.asked, other.asked)
    fact = unmeasured or other
    if fact is not None and reach is not None:
        if len(fact.cases) != 1:
            raise _two_open(fact.asked, reach.asked)
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


def _two_open(first: Message, second: Message) -> SituationError:
    return SituationError(
        Message(
            "The outcome turns on two things the words leave open: {first} "
            "And: {second} Say which, and ask again.",
            first=first,
            second=second,
        ),
        kind=Refusal.DEPENDS_TWICE,
    )


def sign_fact(
    situation: Situation,
    readings: list[tuple[str | None, list[Sentence]]],
    begin: GameState,
    asker: str,
) -> open_facts.Fact | None:
    """Whether a player was at 0 or less life or above, where an effect makes their damage
    something else at 0 or less and the words never say their total (life_below_zero)."""
    if len(readings) != 1:
        return None
    sentences = readings[0][1]
    spelling = names_spelled(begin.setup, asker)
    unsaid = {
        name: begin.life[player] or 0
        for player in _never_said(situation, sentences, begin, asker)
        for name in [n for n, spelt in spelling.items() if spelt == player] or [player.casefold()]
    }
    return life_below_zero.sign_of_life(sentences, unsaid, EVERYONE, asker)


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


def _never_said(
    situation: Situation, sentences: list[Sentence], begin: GameState, asker: str
) -> list[str]:
    """The players with a life total that the words never say: no starting total given, none
    set outright (a team's one total in a variant played as one is said as the team's)."""
    setup = begin.setup
    given = situation.starting_life
    if isinstance(given, int) or (
        setup.variant_rules is not None and setup.variant_rules.one_side is not None
    ):
        return []
    said = {name.casefold() for name in given or {}}
    events = canonical_names([e for sentence in sentences for e in sentence.events], setup, asker)
    return [
        player
        for player in setup.players
        if begin.life.get(player) is not None
        and player.casefold() not in said
        and not _said_before_changed(events, player)
    ]


def _said_before_changed(events: list[Event], player: str) -> bool:
    """Whether the player's life total is set outright before anything changes it: one told
    only after a change ("... he Shocks me in response. I'm at 2.") leaves the total the
    change found unsaid."""
    for event in events:
        if event.kind is EventKind.LIFE and event.player in (player, EVERYONE):
            if event.value is not None:
                return True
            if event.delta:
                return False
        if event.effects and open_facts.said_outright(event.effects, player, EVERYONE):
            return True
    return False


def _moved_alike(case: Judged, player: str, life: int, changes: tuple[int, ...]) -> bool:
    """Whether `player`, from `life`, moved by `changes` in every report of `case` they were
    in."""
    lives = [
        lives.get(player)
        for lives, before in zip(case.lives, case.playing, strict=True)
        if player in before
    ]
    return total_ranges.linear(lives, changes, life)


def _ranges_hold(
    player: str,
    ranges: tuple[total_ranges.LifeRange, ...],
    changes: tuple[int, ...],
    default: Mapping[str, int],
    judged: Judged,
    judge: Callable[[Mapping[str, int]], Judged | None],
) -> bool:
    """Whether each range of `player`'s total ends alike at both its ends (the others at
    their starting totals), their life moving by `changes` from each: the engine shows the
    words alone decide how their life moves."""
    for life_range in ranges:
        ends = []
        for life in life_range.judged_at:
            case = judged if life == default[player] else judge({player: life})
            if case is None or not _moved_alike(case, player, life, changes):
                return False
            ends.append(case)
        if any(not end.same_outcome(ends[0]) for end in ends[1:]):
            return False
    return True


def _most_lost(events: list[Event]) -> int:
    """All the life the events could take away, at most: every loss, damage and amount."""
    total = 0
    for event in events:
        total += abs(event.delta or 0) + abs(event.amount or 0) + abs(event.value or 0)
        total += _most_lost(list(event.effects or ()))
    return total
