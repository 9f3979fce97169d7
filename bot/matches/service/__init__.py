"""The match service: best-of-N matches per channel over the rules core and the database.

Plain async Python taking ids, names and events and returning plain data (bot.matches.views),
so the Discord face and the console stay thin. Every change runs in one transaction under a
per-channel lock (one process) and a version check on the match row (all processes), so no
report is half-applied or lost. Every request that writes is applied once per Discord
interaction, and a retry under a new interaction is recognised (bot.matches.requests).

`MatchService` is a thin facade: each use case lives in its own module (starting, reporting,
confirmations, batches, undo, choosing, agreements, reading, settings) and every request runs
through one shared unit of work (`unit.Unit`: the channel lock, the transaction, the version
check, the rosters).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Hashable
from typing import TypeVar

from sqlalchemy.ext.asyncio import AsyncSession

from bot.matches.database import Database
from bot.matches.domain.commands import ServerSettings
from bot.matches.requests import Request
from bot.matches.service.agreements import Agreements
from bot.matches.service.batches import Batches
from bot.matches.service.choosing import Choosing
from bot.matches.service.confirmations import Confirmations
from bot.matches.service.reading import Records
from bot.matches.service.reporting import Reporting
from bot.matches.service.settings import Configuring
from bot.matches.service.starting import Starting
from bot.matches.service.undo import Undoing
from bot.matches.service.unit import Actor, PlayerSpec, Unit
from bot.matches.showing import game_view
from bot.matches.store import TimeCalled

SETTINGS_TTL = 30.0  # seconds
T = TypeVar("T")


class MatchService(
    Starting, Reporting, Batches, Confirmations, Undoing, Choosing, Agreements, Records, Configuring
):
    """Every use case of the service, each from its own module, over one `Unit`."""

    def __init__(
        self,
        database: Database,
        *,
        settings_ttl: float = SETTINGS_TTL,
        recognise_retries: bool = False,
    ) -> None:
        """`recognise_retries=True`: the caller reports whether each answer reached the
        user (`delivered`), and a request repeated under a new key after an undelivered
        answer is answered from the record (bot.matches.requests, 3); the Discord face does
        this."""
        self.db = database
        self.unit = Unit(database, recognise_retries=recognise_retries)
        # Guild settings are read by almost every interaction (is this member a judge?) and
        # change rarely: keep them briefly. A change made here is seen at once; one made by
        # another process (a shard) within `settings_ttl` seconds.
        self._settings_ttl = settings_ttl
        self._settings_cache: dict[int, tuple[float, ServerSettings]] = {}

    @property
    def time_called(self) -> TimeCalled | None:
        """The leagues' word on whether time is called for a match's round (no new game)."""
        return self.unit.store.time_called

    @time_called.setter
    def time_called(self, check: TimeCalled | None) -> None:
        self.unit.store.time_called = check

    # -- plumbing ---------------------------------------------------------------------------

    async def write_request(
        self,
        lock: Hashable,
        work: Callable[[AsyncSession], Awaitable[T]],
        request: Request[T] | None,
    ) -> T:
        """A write of another service (the leagues'), one at a time per `lock`, applied once
        per request key through this service's request log: the same records, and the same
        deliveries the Discord face reports (bot.matches.requests)."""
        async with self.unit.lock(lock):
            return await self.unit.requests.run(work, request)

    def delivered(self, key: str, ok: bool) -> None:
        """Whether the answer to the request with this key reached the user (the caller's
        word; see bot.matches.requests, 3)."""
        self.unit.requests.deliveries.delivered(key, ok)

    def was_stored(self, key: str) -> bool:
        """Whether the request with this key was applied (here, or found applied before)."""
        return self.unit.requests.deliveries.was_stored(key)

    def is_retry(self, key: str) -> bool:
        """Whether the request with this key was answered as a retry of an earlier one."""
        return self.unit.requests.deliveries.retry_of(key) is not None


__all__ = ["Actor", "MatchService", "PlayerSpec", "game_view"]
