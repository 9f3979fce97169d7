"""Virtual seconds for the paced budget (bot/faces/discord/pacing.py): its clock and its waits
move on at once by what they wait for, so a test times nothing."""

from __future__ import annotations

import asyncio
from typing import Any


class VirtualTime:
    """The budget's clock and its waits, in virtual seconds: a wait moves the clock on by what
    it waits for, at once, so the times of the turns are the budget's own arithmetic and the
    test times nothing. `asyncio` stands in for the module in bot.faces.discord.pacing."""

    def __init__(self) -> None:
        self.now = 1000.0

    def clock(self) -> float:
        return self.now

    def __getattr__(self, name: str) -> Any:
        return getattr(asyncio, name)

    async def sleep(self, seconds: float) -> None:
        self.now += max(seconds, 1e-9)  # a real clock always moves on; a sum may round short
        await asyncio.sleep(0)

    async def wait(self, waited: list[asyncio.Future[None]], timeout: float) -> None:  # noqa: ASYNC109 (asyncio.wait's own)
        await asyncio.sleep(0)
        if not all(future.done() for future in waited):
            self.now += timeout
