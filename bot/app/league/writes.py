"""The writes of the league's services (bot.app.league.service, bot.app.league.playoffs): one
transaction under the league channel's lock, applied once per idempotency key by the match
service's request log."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import ClassVar, TypeVar

from sqlalchemy.ext.asyncio import AsyncSession

from bot.app.match import MatchService
from bot.core.errors import OutcomeUnknown
from bot.store.database import Database
from bot.store.requests import request_for

T = TypeVar("T")

UNKNOWN = (
    "The database did not answer in time, so Arbiter cannot tell whether this was saved. "
    "Look at /league players or /league round status before you send it again."
)


class LeagueWrites:
    """A league service's database and match service, and its one way to write."""

    kind_prefix: ClassVar[str]  # the request log's kinds: "<prefix>_<kind>"

    def __init__(self, database: Database, matches: MatchService) -> None:
        self.db = database
        self.matches = matches
        # How long a write may wait for the database, locks included (None: as long as it
        # takes), before the user is told that Arbiter cannot tell whether it was saved.
        self.write_wait: float | None = None

    async def _write(
        self,
        channel_id: int,
        work: Callable[[AsyncSession], Awaitable[T]],
        kind: str,
        answer: type[T],
        user_id: int,
        key: str | None,
    ) -> T:
        """One transaction, one at a time per league channel in this process, applied once per
        idempotency key (the interaction id) by the match service's request log: a repeat
        gets the first answer (or refusal) and changes nothing. The unique keys catch a second
        process doing the same thing at the same moment; the log then tries again. A database
        that does not answer within `write_wait` (a lock held elsewhere, a lost connection)
        ends the wait: OutcomeUnknown, and the channel is free again."""
        request = request_for(
            key, user_id, f"{self.kind_prefix}_{kind}", answer, channel_id=channel_id
        )
        try:
            async with asyncio.timeout(self.write_wait):
                return await self.matches.write_request(("league", channel_id), work, request)
        except TimeoutError:
            raise OutcomeUnknown(UNKNOWN) from None
