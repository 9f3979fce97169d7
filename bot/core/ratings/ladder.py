"""A ladder: everyone's rating in one server x game x format (and season), event by event.

`Ladder.apply` rates one finished match and says how each player's rating moved; applying a
ladder's events in the order the matches finished is all a (re)computation is. `Ladder.table`
lists it as `/leaderboard` and `arbiter ratings` show it: qualified players by rating (then mu,
then name), then provisional ones the same way, ranks counting qualified players only.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from bot.core.ratings.events import MatchOutcome, RatingEvent
from bot.core.ratings.model import DEFAULT_SKILL, PROVISIONAL_BELOW, Skill, rate


@dataclass(frozen=True, slots=True)
class PlayerRating:
    """One player's standing in one ladder."""

    player: str
    skill: Skill = DEFAULT_SKILL
    wins: int = 0
    losses: int = 0
    draws: int = 0

    @property
    def matches(self) -> int:
        return self.wins + self.losses + self.draws

    @property
    def provisional(self) -> bool:
        return self.matches < PROVISIONAL_BELOW

    @property
    def shown(self) -> int:
        return self.skill.shown

    @property
    def record(self) -> str:
        return f"{self.wins}-{self.losses}-{self.draws}"

    def after(self, skill: Skill, outcome: MatchOutcome) -> PlayerRating:
        return replace(
            self,
            skill=skill,
            wins=self.wins + (outcome is MatchOutcome.WON),
            losses=self.losses + (outcome is MatchOutcome.LOST),
            draws=self.draws + (outcome is MatchOutcome.DREW),
        )


@dataclass(frozen=True, slots=True)
class RatingChange:
    """How one match moved one player's rating."""

    player: str
    outcome: MatchOutcome
    before: Skill
    after: Skill

    @property
    def text(self) -> str:
        return f"{self.before.shown} -> {self.after.shown}"


@dataclass(frozen=True, slots=True)
class Row:
    """A line of a ladder's table; `rank` is None for a provisional player."""

    rank: int | None
    rating: PlayerRating

    def to_json(self) -> dict[str, Any]:
        r = self.rating
        return {
            "rank": self.rank,
            "player": r.player,
            "rating": r.shown,
            "mu": round(r.skill.mu, 6),
            "sigma": round(r.skill.sigma, 6),
            "matches": r.matches,
            "record": r.record,
            "provisional": r.provisional,
        }


def order_key(rating: PlayerRating) -> tuple[bool, int, float, str]:
    """Qualified first, then higher rating, higher mu, then name (shared/spec/ratings.md).

    The one tie-break of `arbiter ratings` and `/leaderboard` (whose SQL mirrors it): names
    compared by code point, the same in Python, SQLite and PostgreSQL whatever its locale. On
    Discord the board then orders two accounts under one name by account."""
    return (rating.provisional, -rating.shown, -rating.skill.mu, rating.player)


def ranked(ratings: Iterable[PlayerRating]) -> list[Row]:
    """The table: ranks for qualified players only, shared when rating and mu are equal."""
    rows: list[Row] = []
    position = 0
    rank = 0
    previous: tuple[int, float] | None = None
    for rating in sorted(ratings, key=order_key):
        if rating.provisional:
            rows.append(Row(None, rating))
            continue
        position += 1
        key = (rating.shown, rating.skill.mu)
        if key != previous:
            rank, previous = position, key
        rows.append(Row(rank, rating))
    return rows


class Ladder:
    """The ratings of one ladder, built by applying its events in order."""

    def __init__(self, ratings: Mapping[str, PlayerRating] | None = None) -> None:
        self.ratings: dict[str, PlayerRating] = dict(ratings or {})

    def rating(self, player: str) -> PlayerRating:
        return self.ratings.get(player) or PlayerRating(player)

    def apply(self, event: RatingEvent) -> list[RatingChange]:
        """Rate one finished match; each player's change, in seat order."""
        before = [[self.rating(p) for p in side] for side in event.sides]
        after = rate([[r.skill for r in side] for side in before], event.ranks)
        changes = []
        for side, new_side, outcome in zip(before, after, event.outcomes, strict=True):
            for old, skill in zip(side, new_side, strict=True):
                self.ratings[old.player] = old.after(skill, outcome)
                changes.append(RatingChange(old.player, outcome, old.skill, skill))
        return changes

    def apply_all(self, events: Iterable[RatingEvent]) -> Ladder:
        for event in events:
            self.apply(event)
        return self

    def table(self) -> list[Row]:
        return ranked(self.ratings.values())
