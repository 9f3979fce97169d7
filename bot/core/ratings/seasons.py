"""Seasons: a named span of time set by an organiser; a season's ladders start fresh at its
start and count the matches that finished while it ran."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True, slots=True)
class Season:
    id: int
    name: str
    started_at: datetime
    ended_at: datetime | None = None  # None: the current season

    @property
    def current(self) -> bool:
        return self.ended_at is None

    def contains(self, finished_at: datetime) -> bool:
        """Whether a match that finished at this moment counts in this season."""
        if finished_at < self.started_at:
            return False
        return self.ended_at is None or finished_at < self.ended_at
