"""A clock a test moves by hand: `now` for the code under test's clock, `sleep` for its sleeps,
`advance` to let time pass. Nothing waits for real time."""

from __future__ import annotations

import asyncio


class ManualClock:
    def __init__(self, start: float = 1_000.0) -> None:
        self.time = start
        self._sleepers: list[tuple[float, asyncio.Future[None]]] = []

    def now(self) -> float:
        return self.time

    def sleep(self, seconds: float) -> asyncio.Future[None]:
        """Until `advance` has moved the clock `seconds` on from now (cancelled: forgotten).
        Not a coroutine: the wake-up time is taken when it is called, not when a task first
        runs it, so an `advance` in between cannot leave it sleeping for ever."""
        woken: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._sleepers.append((self.time + seconds, woken))
        return woken

    def advance(self, seconds: float) -> None:
        """Let `seconds` pass: every sleep that ends by then is over (its task runs next)."""
        self.time += seconds
        due = [(at, woken) for at, woken in self._sleepers if at <= self.time]
        self._sleepers = [(at, woken) for at, woken in self._sleepers if at > self.time]
        for _, woken in due:
            if not woken.done():
                woken.set_result(None)
