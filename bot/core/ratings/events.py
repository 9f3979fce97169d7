"""Rating events: one per finished match, with each side's outcome (shared/spec/ratings.md).

A side is a player, or a team rated as a team (Two-Headed Giant, Emperor). Ranks come from the
outcomes: won 1, drew 2, lost 3, closed up when a kind is missing, so a duel's winner is 1 and
its loser 2, a pod of one winner and three losers is 1, 2, 2, 2, and a draw is all 1.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum


class MatchOutcome(StrEnum):
    WON = "won"
    DREW = "drew"
    LOST = "lost"


class Format(StrEnum):
    """A ladder's format: two players and no teams, or anything larger."""

    DUEL = "duel"
    MULTIPLAYER = "multiplayer"

    @classmethod
    def of(cls, sides: Sequence[Sequence[str]]) -> Format:
        return cls.DUEL if len(sides) == 2 and all(len(s) == 1 for s in sides) else cls.MULTIPLAYER


_ORDER = (MatchOutcome.WON, MatchOutcome.DREW, MatchOutcome.LOST)


def ranks(outcomes: Sequence[MatchOutcome]) -> list[int]:
    """Each side's rank, 1 the best, with no gaps for a kind of outcome nobody had."""
    present = [o for o in _ORDER if o in outcomes]
    return [present.index(o) + 1 for o in outcomes]


@dataclass(frozen=True, slots=True)
class RatingEvent:
    """A finished match as the model sees it: its sides (player keys) and their outcomes."""

    sides: tuple[tuple[str, ...], ...]
    outcomes: tuple[MatchOutcome, ...]
    match: int | str | None = None  # the match's id, for the caller's bookkeeping

    def __post_init__(self) -> None:
        if len(self.sides) < 2 or len(self.sides) != len(self.outcomes):
            raise ValueError("a rating event needs two sides or more, each with its outcome")
        players = [p for side in self.sides for p in side]
        if len(set(players)) != len(players) or not all(self.sides):
            raise ValueError("a rating event seats each player once, on a non-empty side")

    @property
    def format(self) -> Format:
        return Format.of(self.sides)

    @property
    def ranks(self) -> list[int]:
        return ranks(self.outcomes)

    def outcome_of(self, player: str) -> MatchOutcome:
        return next(o for side, o in zip(self.sides, self.outcomes, strict=True) if player in side)

    @classmethod
    def with_winners(
        cls, sides: Sequence[Sequence[str]], winners: Sequence[int], match: int | str | None = None
    ) -> RatingEvent:
        """Sides `winners` (indexes) won and the others lost; no winner at all is a draw."""
        outcomes = tuple(
            MatchOutcome.DREW
            if not winners
            else MatchOutcome.WON
            if i in winners
            else MatchOutcome.LOST
            for i in range(len(sides))
        )
        return cls(tuple(tuple(s) for s in sides), outcomes, match)
