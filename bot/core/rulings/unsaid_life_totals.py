"""The cases of a life total the words never say, where the outcome turns on it: one per range
of totals that ends alike (bot.core.rulings.total_ranges finds the ranges), each judged by the
engine at a total of its own, with the one question that settles it; and whether a total never
said was at 0 or less or above (life_below_zero)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from itertools import product
from types import MappingProxyType
from typing import Final

from bot.core.messages import Message
from bot.core.rules.games import listed
from bot.core.rules.setup import GameSetup
from bot.core.rules.state import GameState
from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings import life_below_zero, open_facts, total_ranges
from bot.core.rulings.answer import Judged
from bot.core.rulings.describing import Voice
from bot.core.rulings.game_setup import canonical_names, names_spelled
from bot.core.rulings.judging import judge_reading
from bot.core.rulings.open_cases import YOU, Opened, name_said, two_open
from bot.core.rulings.phrase_events import PAID
from bot.core.rulings.situation_values import Sentence, Situation, question_asked
from bot.core.rulings.sudden_death_ahead import behind_unsaid, who_is_ahead
from bot.core.rulings.words import EVERYONE, Refusal, SituationError


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
            raise two_open(
                question_asked(question, situation.said(question)),
                question_asked(opened.question, opened.question_said),
            )
        if opened is not None:
            return opened
    return None


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
    ahead = who_is_ahead(situation, sentences, begin, asker)
    if ahead is not None:
        return ahead
    open_players = _never_said(situation, sentences, begin, asker)
    if not open_players:
        return None
    behind_unsaid(sentences, open_players, asker)
    default = {player: begin.life[player] or 0 for player in open_players}
    events = [e for sentence in sentences for e in sentence.events]
    plenty = sum(default.values()) + _most_lost(events) + 1

    tries = _Tries(max(len(sentences), len(events)), open_players, asker)

    def judge(totals: Mapping[str, int]) -> Judged | None:
        """The words judged from the game with these players at these totals."""
        tries.one_more()
        had = replace(
            begin, life=MappingProxyType({**begin.life, **each_side(begin.setup, totals)})
        )
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
    players = [player for player, _, _ in moved]
    if not all(_ranges_hold(p, found, c, default, judged, judge) for p, found, c in moved):
        # the engine does not move their life by the words alone (a card replaces a loss with
        # a new total, Exquisite Archangel): no range stands for the rest, and in chat the
        # starting totals, which nobody said, are the answer only where every total ends alike
        if not situation.prefixed:  # the documented language's default: the starting totals
            unset = _never_set(players, events, begin, asker)
            _alike_at_any_total(unset, default, plenty, judged, judge, asker)
        return None
    ranges = [found for _, found, _ in moved]
    cells = _cells(players, ranges, default, judged, judge)
    if cells is None:
        return None
    found_cases = total_ranges.leaves(players, ranges, cells, Judged.same_outcome)
    if len(found_cases) == 1:
        return None
    if len(found_cases) > 3:
        raise _totals_asked(players, asker)
    return _worded(found_cases, players, ranges, default, judged, asker)


def _totals_asked(players: list[str], asker: str) -> SituationError:
    """The refusal that asks for the life totals of `players`, which the outcome turns on."""
    voice = Voice(asker)
    return SituationError(
        Message(
            "The outcome turns on the life totals of {names} before this, which the words "
            'do not say. Say them ("alice is at 3 life"), and ask again.',
            names=listed([voice.name(player) for player in players], "and"),
        ),
        kind=Refusal.DEPENDS_TWICE,
    )


def _never_set(players: list[str], events: list[Event], begin: GameState, asker: str) -> list[str]:
    """The players whose life total the words never set, even after a change ("I Char him.
    Now I'm at 2" sets mine: the total before the Char is the one that left 2)."""
    told = canonical_names(events, begin.setup, asker)
    set_for = {e.player for e in told if e.kind is EventKind.LIFE and e.value is not None}
    return [p for p in players if p not in set_for and EVERYONE not in set_for]


def _alike_at_any_total(
    players: list[str],
    default: Mapping[str, int],
    plenty: int,
    judged: Judged,
    judge: Callable[[Mapping[str, int]], Judged | None],
    asker: str,
) -> None:
    """Refuse, asking for the totals, where the words judged with the players at 1 life, at
    their starting totals or at more than the words could take away do not all end as they
    do at the starting totals ("I control Exquisite Archangel. I take 20 damage and my
    opponent takes 20 damage": "you win" from 20 each, though at 30 each nobody loses). It
    was ruled from the starting totals, which nobody said (a case Arbiter cannot judge is
    one that may differ)."""
    if not players:
        return
    for totals in product(*((1, default[p], plenty) for p in players)):
        case = judge(dict(zip(players, totals, strict=True)))
        if case is None or not case.same_outcome(judged):
            raise _totals_asked(players, asker)


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

    size: int  # sentences, or events where a sentence holds several
    open_players: list[str]
    asker: str
    made: int = 0

    def one_more(self) -> None:
        self.made += 1
        if self.made * max(1, self.size) > _MOST_PLAYED:
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
# Sentences played out, at most, to find the cases of totals never said (a sentence of many
# events counts as that many): each total tried plays the whole situation again, so a long one
# with a total never said (45 sentences of damage to one player: 137 tries, 0.3 s of CPU; one
# sentence of 110 clauses, 6 tries, 20 ms) would hold the bot's event loop. The real questions
# need at most 10 tries of a few sentences each.
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
        said = total_ranges.condition(conditions, name_said, asker)
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
        question_said = total_ranges.question(name_said(player), kept, yours=yours)
    else:
        question = total_ranges.question_of_totals(listed([voice.name(p) for p in asked], "and"))
        question_said = total_ranges.question_of_totals(
            total_ranges.both([YOU if p == asker else name_said(p) for p in asked])
        )
    return Opened(tuple(ordered), question.english(), question_said)


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


def _never_said(
    situation: Situation, sentences: list[Sentence], begin: GameState, asker: str
) -> list[str]:
    """The players with a life total that the words never say: no starting total given, none
    set outright. A team's one total in a variant played as one (Two-Headed Giant) is said
    as any of its players' and stands for them all: the team's first player where none is
    said ("our team is at 2 life. Each player takes 3 damage." took the other team to be at
    30, and to win, where at 6 or less it loses too: `each_side` gives its players it)."""
    setup = begin.setup
    given = situation.starting_life
    if isinstance(given, int):
        return []
    said = {name.casefold() for name in given or {}}
    events = canonical_names([e for sentence in sentences for e in sentence.events], setup, asker)
    unsaid = [
        player
        for player in setup.players
        if begin.life.get(player) is not None
        and player.casefold() not in said
        and not _said_before_changed(events, player)
    ]
    if setup.variant_rules is None or setup.variant_rules.one_side is None:
        return unsaid
    sides = dict.fromkeys(setup.side_of(player) for player in setup.players)
    return [side[0] for side in sides if set(unsaid).issuperset(side)]


def each_side(setup: GameSetup, totals: Mapping[str, int]) -> dict[str, int]:
    """The totals given to each player's side: a team played as one shares its total."""
    return {member: total for player, total in totals.items() for member in setup.side_of(player)}


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
