"""Presses that add up: a player's quick presses on one counter are one report.

A player who takes 3 presses -1 three times. Each press is answered at once (their panel shows
the running total), and the presses are one report, with one answer in the channel, once the
player has stopped: no press for `WINDOW` seconds, and at most `LONGEST` after the first, so a
report never waits long. A press on anything else (another player's total, another counter, an
event such as a concession) ends the burst before it at once; bursts are reported in the order
they began, each after the one before it.

The press that began a burst reports it (`Bursts.hold`, then the caller's report, then
`Bursts.reported`): its interaction id is the report's key in the request log (one report per
burst, applied once), its token carries the answer. A press delivered twice (a gateway replay)
counts once. Bursts live in the process that received their presses (a server's interactions
all reach one shard): `close` reports what is open before the bot stops; a process killed
within a burst's window loses its presses, which the panel showed as not reported yet.

The clock and the sleep are the caller's (tests drive them by hand: no test waits 2 s).
"""

from __future__ import annotations

import asyncio
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable
from dataclasses import dataclass, field
from typing import Generic, TypeVar

WINDOW = 2.0  # seconds without a press that end a burst
LONGEST = 6.0  # seconds after its first press that end a burst whatever comes
REMEMBERED = 10_000  # press ids kept to recognise one delivered twice

P = TypeVar("P")  # what a press is (the face's interaction)


@dataclass(eq=False)
class Burst(Generic[P]):
    """Presses of one player on one thing, added up."""

    player: Hashable  # whose presses (a match and a user)
    key: Hashable | None  # what the presses add up on; None: a single press, never joined
    amount: int
    first: P  # the press that began it: it reports the burst
    began: float
    deadline: float
    previous: Burst[P] | None = None  # the player's burst before this one: reported first
    presses: int = 1
    last: P | None = None  # the latest press (None: only the first)
    closed: bool = False
    woken: asyncio.Event = field(default_factory=asyncio.Event, repr=False)  # ended early
    done: asyncio.Event = field(default_factory=asyncio.Event, repr=False)  # reported

    @property
    def latest(self) -> P:
        return self.first if self.last is None else self.last


class Bursts(Generic[P]):
    """The open burst of each player (see the module docstring)."""

    def __init__(
        self,
        *,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[object]] = asyncio.sleep,
        window: float = WINDOW,
        longest: float = LONGEST,
    ) -> None:
        self.clock = clock
        self.sleep = sleep
        self.window = window
        self.longest = longest
        self._open: dict[Hashable, Burst[P]] = {}
        self._last: dict[Hashable, Burst[P]] = {}  # each player's latest burst, open or not
        self._seen: OrderedDict[Hashable, None] = OrderedDict()

    def seen(self, press_id: Hashable) -> bool:
        """Whether this press was counted already (the same interaction delivered twice)."""
        if press_id in self._seen:
            return True
        self._seen[press_id] = None
        if len(self._seen) > REMEMBERED:
            self._seen.popitem(last=False)
        return False

    def add(
        self, player: Hashable, key: Hashable | None, amount: int, press: P
    ) -> tuple[Burst[P], bool]:
        """Count a press: the burst it is part of, and whether it began it (then its caller
        holds it and reports it). `key` None: a press that adds up with nothing."""
        now = self.clock()
        current = self._open.get(player)
        if (
            current is not None
            and key is not None
            and current.key == key
            and not current.closed
            and now < current.deadline
        ):
            current.amount += amount
            current.presses += 1
            current.last = press
            current.deadline = min(now + self.window, current.began + self.longest)
            return current, False
        if current is not None:
            self._close(current)  # something else: the burst before is reported now
        burst = Burst(
            player=player,
            key=key,
            amount=amount,
            first=press,
            began=now,
            deadline=now if key is None else now + self.window,
            previous=self._last.get(player),
        )
        self._last[player] = burst
        if key is not None:
            self._open[player] = burst
        return burst, True

    def newest(self, burst: Burst[P]) -> bool:
        """Whether no press of the player's came after this burst's."""
        return self._last.get(burst.player) is burst

    async def hold(self, burst: Burst[P]) -> None:
        """Until the burst is over (its window passed, or another press ended it) and the
        player's bursts before it are reported; no press joins it after this."""
        while not burst.closed:
            remaining = burst.deadline - self.clock()
            if remaining <= 0:
                break
            burst.woken.clear()
            sleeping = asyncio.ensure_future(self.sleep(remaining))
            woken = asyncio.ensure_future(burst.woken.wait())
            try:
                await asyncio.wait({sleeping, woken}, return_when=asyncio.FIRST_COMPLETED)
            finally:
                sleeping.cancel()
                woken.cancel()
        self._close(burst)
        if burst.previous is not None:
            await burst.previous.done.wait()
            burst.previous = None  # reported: nothing keeps it

    def reported(self, burst: Burst[P]) -> None:
        """The burst's report is answered (or refused): the next burst may go."""
        burst.done.set()
        if self._last.get(burst.player) is burst:
            del self._last[burst.player]

    def _close(self, burst: Burst[P]) -> None:
        burst.closed = True
        burst.woken.set()
        if self._open.get(burst.player) is burst:
            del self._open[burst.player]

    async def close(self, within: float = 10.0) -> None:
        """Report every open burst now (the bot is stopping), waiting `within` seconds at most
        for them."""
        waiting = list(self._last.values())
        for burst in list(self._open.values()):
            self._close(burst)
        if waiting:
            await asyncio.wait(
                [asyncio.ensure_future(burst.done.wait()) for burst in waiting], timeout=within
            )
