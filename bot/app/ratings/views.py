"""Plain data the rating service returns: safe to keep and render."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True, slots=True)
class ShownChange:
    """How a rated match moved one player's shown rating (`alice 1012 -> 1037`)."""

    name: str
    user_id: int | None
    before: int
    after: int


@dataclass(frozen=True, slots=True)
class RatingLine:
    rank: int | None  # None: provisional
    name: str
    user_id: int | None
    rating: int
    mu: float
    sigma: float
    wins: int
    losses: int
    draws: int

    @property
    def matches(self) -> int:
        return self.wins + self.losses + self.draws

    @property
    def record(self) -> str:
        return f"{self.wins}-{self.losses}-{self.draws}"

    @property
    def provisional(self) -> bool:
        return self.rank is None


@dataclass(frozen=True, slots=True)
class LeaderboardView:
    system: str
    format: str
    season: str | None  # None: all time
    page: int
    lines: tuple[RatingLine, ...]
    more: bool  # a later page has players


@dataclass(frozen=True, slots=True)
class RecentMatch:
    match_id: int
    outcome: str
    before: int
    after: int
    finished_at: datetime


@dataclass(frozen=True, slots=True)
class PlayerLadderView:
    system: str
    format: str
    season: str | None
    line: RatingLine  # rank: None when provisional, else the rank in the ladder
    recent: tuple[RecentMatch, ...]


@dataclass(frozen=True, slots=True)
class SeasonView:
    id: int
    name: str
    started_at: datetime
    ended_at: datetime | None
