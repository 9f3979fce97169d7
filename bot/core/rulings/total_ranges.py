"""A life total never said, that an outcome turns on (rulings.md revision 3, "depends"): the
ranges of totals that end alike, the cases they group into and the one question that settles
them (`unsaid_life_totals.py` has the engine judge each range).

A player whose life total the words never state (no "is at N life", no starting life given,
not a match's state) and who loses life in the situation has one: the game's starting total is
only the reading revision 2 gives such words. What the words do say is how their life moves,
report by report; with that, the totals that matter are few. Life moved by c_1, c_2, ... (each
report's running change) makes a player who had L life leave at the first checkpoint where
L + c_k <= 0, so the totals fall into ranges, one per report where the running change reaches a
new low, and one above them all. Each range is judged at both its ends by the engine, and a
range is offered only when its ends agree and the player's life moved by the same amounts
whatever the total (`linear`): where a card changes that (a life total reset, a loss replaced),
the words alone cannot be split into ranges, and today's reading stands.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import permutations
from typing import Generic, TypeVar

from bot.core.messages import Message


@dataclass(frozen=True)
class LifeRange:
    """The life totals a player may have had before the situation, from `low` to `high`
    (None: no upper bound), that all lead to the same checkpoint for them."""

    low: int
    high: int | None

    @property
    def judged_at(self) -> tuple[int, ...]:
        """The totals the engine judges the range at: its ends (the upper one first)."""
        if self.high is None:
            return (self.low,)
        return (self.high,) if self.high == self.low else (self.high, self.low)

    def holds(self, life: int) -> bool:
        return life >= self.low and (self.high is None or life <= self.high)

    def merged(self, other: LifeRange) -> LifeRange:
        """This range and the next one up, as one."""
        return LifeRange(self.low, other.high)

    def said(self, who: str | Message, *, yours: bool = False) -> Message:
        """`you had 3 life or less` (`yours`: said to the asker, with each language's own verb
        form), `bob had 4 to 6 life`, `bob had more than 6 life`."""
        if yours:
            if self.high is None:
                return Message("you had more than {n} life", n=self.low - 1)
            if self.low <= 1:
                return Message("you had {n} life or less", n=self.high)
            if self.low == self.high:
                return Message("you had exactly {n} life", n=self.high)
            return Message("you had {low} to {high} life", low=self.low, high=self.high)
        if self.high is None:
            return Message("{who} had more than {n} life", who=who, n=self.low - 1)
        if self.low <= 1:
            return Message("{who} had {n} life or less", who=who, n=self.high)
        if self.low == self.high:
            return Message("{who} had exactly {n} life", who=who, n=self.high)
        return Message("{who} had {low} to {high} life", who=who, low=self.low, high=self.high)


Case = TypeVar("Case")


# Conditions on some players' totals: (player, range), in the order they are asked.
Conditions = tuple[tuple[str, LifeRange], ...]


@dataclass(frozen=True)
class Cell(Generic[Case]):
    """One range per open player (in `players` order) and what the engine made of it."""

    ranges: tuple[LifeRange, ...]
    case: Case


def leaves(
    players: Sequence[str],
    ranges: Sequence[Sequence[LifeRange]],
    cells: Sequence[Cell[Case]],
    same: Callable[[Case, Case], bool],
) -> list[tuple[Conditions, list[Cell[Case]]]]:
    """The cases: the cells grouped by conditions on the players' totals, asked one player
    at a time, so that all the cells of a group end alike (adjacent ranges of a player that
    end alike are one). Of the orders of asking, the one with the fewest cases."""
    best: list[tuple[Conditions, list[Cell[Case]]]] = []
    for order in permutations(range(len(players))):
        found = _split(order, players, ranges, list(cells), same)
        if not best or len(found) < len(best):
            best = found
    return best


def _split(
    order: Sequence[int],
    players: Sequence[str],
    ranges: Sequence[Sequence[LifeRange]],
    cells: list[Cell[Case]],
    same: Callable[[Case, Case], bool],
) -> list[tuple[Conditions, list[Cell[Case]]]]:
    def alike(group: list[Cell[Case]]) -> bool:
        return all(same(cell.case, group[0].case) for cell in group[1:])

    if alike(cells) or not order:
        return [((), cells)]
    index, rest = order[0], order[1:]
    groups: list[tuple[LifeRange, list[Cell[Case]]]] = []
    for life_range in ranges[index]:
        part = [cell for cell in cells if cell.ranges[index] == life_range]
        if not part:
            continue
        if groups:
            last_range, last = groups[-1]
            if alike(last) and alike(part) and same(last[0].case, part[0].case):
                groups[-1] = (last_range.merged(life_range), last + part)
                continue
        groups.append((life_range, part))
    if len(groups) == 1:
        return _split(rest, players, ranges, cells, same)
    return [
        (((players[index], life_range), *conditions), found)
        for life_range, part in groups
        for conditions, found in _split(rest, players, ranges, part, same)
    ]


def running_changes(lives: Sequence[int | None], before: int) -> tuple[int, ...] | None:
    """How far a player's life total had moved after each report from `before` (None: their
    life stopped being a number)."""
    changes: list[int] = []
    for life in lives:
        if life is None:
            return None
        changes.append(life - before)
    return tuple(changes)


def life_ranges(changes: Sequence[int]) -> tuple[LifeRange, ...]:
    """The ranges of life totals before the situation that end alike, lowest first: one per
    report where the running change reaches a new low, and one above them all. None of it
    when life only ever went up (no total would make them leave)."""
    ranges: list[LifeRange] = []
    low = 1
    deepest = 0
    for change in changes:
        if change < deepest:
            deepest = change
            ranges.append(LifeRange(low, -deepest))
            low = -deepest + 1
    if not ranges:
        return ()
    return (*ranges, LifeRange(low, None))


def linear(lives: Sequence[int | None], changes: Sequence[int], before: int) -> bool:
    """Whether a player who had `before` life moved by `changes` (as far as the game went):
    their life total followed the words whatever it was."""
    return all(
        life is not None and life == before + change
        for life, change in zip(lives, changes, strict=False)
    )


def condition(conditions: Conditions, name: Callable[[str], str | Message], asker: str) -> Message:
    """`you had more than 7 life and bob had 1 life or less` (the asker as "you")."""
    return both(
        [life_range.said(name(player), yours=player == asker) for player, life_range in conditions]
    )


def question(who: str | Message, ranges: Sequence[LifeRange], *, yours: bool = False) -> Message:
    """The one question that settles it: how much life the player (`yours`: the asker) had."""
    if len(ranges) == 2:
        if yours:
            return Message(
                "How much life did you have before this? The outcome turns on whether it was "
                "more than {n}.",
                n=ranges[0].high or 0,
            )
        return Message(
            "How much life did {who} have before this? The outcome turns on whether it was "
            "more than {n}.",
            who=who,
            n=ranges[0].high or 0,
        )
    bounds = ", ".join(str(r.high) for r in ranges if r.high is not None)
    if yours:
        return Message(
            "How much life did you have before this? The outcome turns on how it compares "
            "with {bounds}.",
            bounds=bounds,
        )
    return Message(
        "How much life did {who} have before this? The outcome turns on how it compares "
        "with {bounds}.",
        who=who,
        bounds=bounds,
    )


def both(names: Sequence[str | Message]) -> Message:
    """Players named one after another: "you and bob", "alice, bob and carol"."""
    said: Message | str = names[-1]
    for name in reversed(names[:-1]):
        said = Message("{first} and {then}", first=name, then=said)
    return said if isinstance(said, Message) else Message.verbatim_text(said)


def question_of_totals(names: str | Message) -> Message:
    """The one question when the outcome turns on several players' totals."""
    return Message(
        "How much life did {names} each have before this? The outcome turns on it.",
        names=names,
    )
