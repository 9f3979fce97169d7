"""One paced budget for the requests Arbiter makes with its bot token.

Discord lets a bot token make about 50 requests a second in all (the global limit) and about
5 message creates or edits in 5 seconds per channel; every request answered 429 counts as an
invalid request, and past 10,000 of those in 10 minutes Discord bans the IP for an hour. So
Arbiter does not wait for 429s to slow it down: every bot-token call in `messaging` first asks
this budget for a turn, and the budget hands turns out

* **at a steady rate** below the global limit (`rate` a second, a small `burst`), and at most
  `channel_limit` per `channel_window` seconds in any one channel;
* **to what a person waits on first** (`Urgency.PERSON`: a ping in a round thread, a clock
  notice, a round start), then the board of a table that has just reported after a quiet
  spell (`Urgency.REPORTED`), then every other board redraw (`Urgency.BOARD`); within a
  class, the oldest change first. A ticket that has waited `starve_after` seconds is served
  with the reported boards, oldest first, so no board waits unboundedly behind newer work;
* **not to board redraws while invalid requests are near Discord's ban threshold**
  (`InvalidRequests.near_limit`): they wait, coalesced, until the count falls again.

A turn is a permit for one request, spent when it is handed out: nothing is held while the
request runs. Interaction responses and followups never ask (Discord does not count them
against the global limit), so answers to commands are never queued behind boards.

Coalescing is the caller's: a scoreboard asks for one turn at a time and draws from the
latest state when it gets it (`messaging.redraw`), so changes made while it waited are drawn
once.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import time
from collections import deque
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from enum import IntEnum

import aiohttp

log = logging.getLogger(__name__)

# Discord's window for counting invalid requests, and its ban threshold within it.
INVALID_WINDOW = 600.0
DISCORD_INVALID_LIMIT = 10_000
INVALID_STATUSES = frozenset({401, 403, 429})
# Requests leave here and reach Discord a little apart: a channel's window is kept this much
# longer than Discord's, so a request sent late and one sent early never share a window.
CHANNEL_SLACK = 0.25


class Urgency(IntEnum):
    """Who waits on a request, most urgent first."""

    PERSON = 0  # a ping, a clock notice, a round start: people are waiting for it
    REPORTED = 1  # the board of a table that just reported, after a quiet spell
    BOARD = 2  # any other board redraw: held back near the invalid-request limit


class InvalidRequests:
    """Every 401, 403 and 429 answer of the last 10 minutes, as Discord counts them (bot token
    and interaction webhooks alike: they share the IP): a warning well before the ban
    threshold, and `near_limit` when non-essential traffic should stop."""

    def __init__(
        self,
        *,
        warn_at: int = 1_000,
        stop_at: int = 5_000,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.warn_at = warn_at
        self.stop_at = stop_at
        self.clock = clock
        self._seen: deque[float] = deque()
        self._warned_at = -INVALID_WINDOW
        self.total = 0  # since start, for figures

    def record(self, status: int) -> None:
        if status not in INVALID_STATUSES:
            return
        now = self.clock()
        self._seen.append(now)
        self.total += 1
        count = self.count(now)
        if count >= self.warn_at and now - self._warned_at >= 60.0:
            self._warned_at = now
            log.warning(
                "%d invalid requests (401, 403, 429) to Discord in the last 10 minutes; Discord "
                "bans the IP for an hour at %d. Board redraws stop at %d.",
                count,
                DISCORD_INVALID_LIMIT,
                self.stop_at,
            )

    def count(self, now: float | None = None) -> int:
        horizon = (self.clock() if now is None else now) - INVALID_WINDOW
        while self._seen and self._seen[0] <= horizon:
            self._seen.popleft()
        return len(self._seen)

    def near_limit(self) -> bool:
        return self.count() >= self.stop_at

    def trace(self) -> aiohttp.TraceConfig:
        """An aiohttp trace that records the status of every answer on the client's session
        (discord.py's `http_trace`): the 429s discord.py retries by itself included."""
        config = aiohttp.TraceConfig()

        async def on_request_end(
            _session: aiohttp.ClientSession,
            _context: object,
            params: aiohttp.TraceRequestEndParams,
        ) -> None:
            self.record(params.response.status)

        config.on_request_end.append(on_request_end)
        return config


@dataclass(eq=False)
class _Ticket:
    channel_id: int | None
    urgency: Urgency
    since: float
    order: int
    granted: asyncio.Future[None] = field(repr=False)
    # When its request counts in its channel's window from: the grant, then (`paced`) the
    # answer. Discord counts a request when it arrives, which is after the grant (a turn may
    # be used a while after it is given: a board reads its match first) and before the answer.
    counted_from: list[float] = field(default_factory=lambda: [0.0])


class Budget:
    """Turns for bot-token requests (see the module's docstring). `rate=None`: no pacing (an
    offline Discord, tests of something else)."""

    def __init__(
        self,
        rate: float | None = 40.0,
        *,
        burst: int | None = None,
        channel_limit: int = 5,
        channel_window: float = 5.0,
        starve_after: float = 10.0,
        invalid: InvalidRequests | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.rate = rate
        # Discord counts the global limit over a second: rate + burst stays below its 50.
        self.burst = burst if burst is not None else max(1, int((rate or 0) / 8))
        self.channel_limit = channel_limit
        self.channel_window = channel_window
        self.starve_after = starve_after
        self.invalid = invalid or InvalidRequests(clock=clock)
        self.clock = clock
        self._tokens = float(self.burst)
        self._refilled_at = clock()
        self._tickets: list[_Ticket] = []
        self._channels: dict[int, deque[list[float]]] = {}
        self._order = itertools.count()
        self._kick: asyncio.Future[None] | None = None
        self._dispatcher: asyncio.Task[None] | None = None

    def unpaced(self) -> None:
        """No pacing from now on (an in-memory Discord has no rate limits)."""
        self.rate = None

    @property
    def waiting(self) -> int:
        return len(self._tickets)

    @asynccontextmanager
    async def paced(
        self, channel_id: int | None, urgency: Urgency, *, since: float | None = None
    ) -> AsyncIterator[None]:
        """`turn`, for the one request made inside: in its channel's window it counts from its
        answer on (when it is over), so a turn used late never shares a window of Discord's
        with the channel's next one."""
        ticket = await self._turn(channel_id, urgency, since)
        try:
            yield
        finally:
            if ticket is not None:
                ticket.counted_from[0] = max(ticket.counted_from[0], self.clock())

    async def turn(
        self, channel_id: int | None, urgency: Urgency, *, since: float | None = None
    ) -> None:
        """Wait for a turn to make one request (in `channel_id` when it creates or edits a
        message there: paced per channel too). `since`: when the change it shows was made
        (now if left out); older changes go first within their urgency."""
        await self._turn(channel_id, urgency, since)

    async def _turn(
        self, channel_id: int | None, urgency: Urgency, since: float | None
    ) -> _Ticket | None:
        if self.rate is None:
            return None
        now = self.clock()
        ticket = _Ticket(
            channel_id,
            urgency,
            now if since is None else since,
            next(self._order),
            asyncio.get_running_loop().create_future(),
        )
        self._tickets.append(ticket)
        if self._kick is not None and not self._kick.done():
            self._kick.set_result(None)
        if self._dispatcher is None or self._dispatcher.done():
            self._dispatcher = asyncio.create_task(self._dispatch())
        try:
            await ticket.granted
        except asyncio.CancelledError:
            if ticket in self._tickets:
                self._tickets.remove(ticket)
            raise
        return ticket

    def _refill(self, now: float) -> None:
        assert self.rate is not None
        self._tokens = min(self.burst, self._tokens + (now - self._refilled_at) * self.rate)
        self._refilled_at = now

    def _channel_free_at(self, channel_id: int | None, now: float) -> float:
        """When the channel may take another request (now or earlier: at once)."""
        if channel_id is None:
            return now
        sent = self._channels.get(channel_id)
        if sent is None or len(sent) < self.channel_limit:
            return now
        return sent[0][0] + self.channel_window + CHANNEL_SLACK

    def _rank(self, ticket: _Ticket, now: float) -> tuple[int, float, int]:
        if ticket.urgency is Urgency.PERSON:
            level = 0
        elif ticket.urgency is Urgency.REPORTED or now - ticket.since >= self.starve_after:
            level = 1
        else:
            level = 2
        return (level, ticket.since, ticket.order)

    def _next(self, now: float) -> tuple[_Ticket | None, float]:
        """The ticket to serve now, or None and when one may be served."""
        boards_held = self.invalid.near_limit()
        best: _Ticket | None = None
        best_rank: tuple[int, float, int] | None = None
        free_at = now + 60.0
        for ticket in self._tickets:
            if ticket.granted.done():
                continue
            if boards_held and ticket.urgency is not Urgency.PERSON:
                free_at = min(free_at, now + 1.0)
                continue
            channel_free = self._channel_free_at(ticket.channel_id, now)
            if channel_free > now:
                free_at = min(free_at, channel_free)
                continue
            rank = self._rank(ticket, now)
            if best_rank is None or rank < best_rank:
                best, best_rank = ticket, rank
        return best, free_at

    async def _dispatch(self) -> None:
        """Hand out turns while tickets wait: one per token, the best ready ticket first."""
        loop = asyncio.get_running_loop()
        while self._tickets and self.rate is not None:
            now = self.clock()
            self._refill(now)
            if self._tokens < 1.0:
                await asyncio.sleep((1.0 - self._tokens) / self.rate)
                continue
            ticket, free_at = self._next(now)
            if ticket is None:
                self._kick = loop.create_future()
                await asyncio.wait([self._kick], timeout=max(0.0, free_at - now))
                continue
            self._tokens -= 1.0
            self._tickets.remove(ticket)
            if ticket.channel_id is not None:
                sent = self._channels.setdefault(ticket.channel_id, deque())
                ticket.counted_from[0] = now
                sent.append(ticket.counted_from)
                while len(sent) > self.channel_limit:
                    sent.popleft()
            ticket.granted.set_result(None)
            if len(self._channels) > 4096:
                self._forget_quiet_channels(now)
        for ticket in self._tickets:  # unpaced meanwhile: let everyone through
            if not ticket.granted.done():
                ticket.granted.set_result(None)
        self._tickets.clear()

    def _forget_quiet_channels(self, now: float) -> None:
        horizon = now - self.channel_window - CHANNEL_SLACK
        self._channels = {c: s for c, s in self._channels.items() if s and s[-1][0] > horizon}

    def minimum_seconds(self, requests: int) -> float:
        """The least time `requests` turns in distinct channels can take (from a full burst)."""
        if self.rate is None:
            return 0.0
        return max(0.0, requests - self.burst) / self.rate

    async def close(self) -> None:
        if self._dispatcher is not None and not self._dispatcher.done():
            self._dispatcher.cancel()
            await asyncio.gather(self._dispatcher, return_exceptions=True)
        for ticket in self._tickets:
            if not ticket.granted.done():
                ticket.granted.cancel()
        self._tickets.clear()
