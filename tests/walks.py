"""Walks through the code: which files of bot/ a request runs, and how often it comes back to a
file it had left (docs/architecture.md, "Walks").

A walk records every Python call into bot/ (outside the rules core, which every walk ends in,
and the in-memory Discord, which stands in for Discord) while one interaction is handled end to
end through discord.py, its follow-up tasks included.
The sequence of files called, with repeats in a row collapsed, gives two figures:

- files: how many different files ran;
- returns: how many different steps A -> B enter a file B that the walk had already left (the
  back-and-forth between modules; each such step counts once, however often a loop repeats it).

A coroutine or generator resumed after an await or a yield is not a call, and is not recorded;
its first run is (see `CallRecorder.is_first_run` for how the two are told apart).

`python -m tests.walks` prints the three walks of issue 30: `/life`, a Confirm press and a
league round start of 8 players. tests/test_walks.py holds each to its bound.
"""

from __future__ import annotations

import asyncio
import dis
import inspect
import sys
import tempfile
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
BOT = str(ROOT / "bot") + "/"
RESUMABLE = inspect.CO_COROUTINE | inspect.CO_GENERATOR | inspect.CO_ASYNC_GENERATOR
RESUME = dis.opmap.get("RESUME")  # Python 3.11 and later
RULES_CORE = (str(ROOT / "bot" / "rules") + "/", str(ROOT / "bot" / "core" / "rules") + "/")
# The in-memory Discord stands in for Discord itself: its code is not the bot's walk (it moved
# under bot/ from tests/harness, and counted there it would add Discord's side to every walk).
NOT_WALKED = (*RULES_CORE, str(ROOT / "bot" / "fakediscord") + "/")


@dataclass
class Walk:
    """The files a request called, in order, repeats in a row collapsed."""

    name: str
    sequence: list[str] = field(default_factory=list)

    @property
    def files(self) -> int:
        return len(set(self.sequence))

    @property
    def returns(self) -> int:
        seen: set[str] = set()
        back: set[tuple[str, str]] = set()
        previous = ""
        for path in self.sequence:
            if path in seen:
                back.add((previous, path))
            seen.add(path)
            previous = path
        return len(back)

    def line(self) -> str:
        return f"{self.name}: {self.files} files, {self.returns} returns"


class CallRecorder:
    """Records calls into the files under `root` (bot/ by default), outside `left_out` (the
    rules core and the in-memory Discord), while it is on (sys.setprofile)."""

    def __init__(self, walk: Walk, root: str = BOT, left_out: tuple[str, ...] = NOT_WALKED) -> None:
        self.walk = walk
        self.root = root
        self.left_out = left_out

    @staticmethod
    def is_first_run(frame: FrameType) -> bool:
        """Whether a 'call' event on a coroutine's or generator's frame is its first run.

        The profiler sees a 'call' event each time such a frame starts running: on its first
        `send` (the call of the async function, as far as the walk is concerned) and again on
        every resume after an `await` or a `yield` (no call at all). Up to Python 3.10 the first
        run is the one at `f_lasti == -1`. From 3.11 the function's code starts with
        RETURN_GENERATOR, POP_TOP, RESUME 0: calling it runs the first two (no event) to make
        the coroutine object, so on its first run `f_lasti` already points past the start, at
        that RESUME (offset 4, more with closure cells): "f_lasti > 0 is a resume" missed every
        first call of an async function (and of a generator, a generator expression, an
        asynccontextmanager). Every run starts at a RESUME; its operand tells them apart: 0 at
        the start of the function, 1 after a yield, 2 after a yield from, 3 after an await.
        """
        lasti = frame.f_lasti
        if lasti < 0:
            return True
        if RESUME is None:
            return False
        code = frame.f_code.co_code
        return code[lasti] == RESUME and code[lasti + 1] == 0

    def _profile(self, frame: FrameType, event: str, arg: Any) -> None:
        if event != "call":
            return
        filename = frame.f_code.co_filename
        if not filename.startswith(self.root) or filename.startswith(self.left_out):
            return
        if frame.f_code.co_flags & RESUMABLE and not self.is_first_run(frame):
            return  # a coroutine or generator resumed, not called
        path = filename[len(str(ROOT)) + 1 :] if filename.startswith(str(ROOT)) else filename
        if not self.walk.sequence or self.walk.sequence[-1] != path:
            self.walk.sequence.append(path)

    def __enter__(self) -> CallRecorder:
        sys.setprofile(self._profile)
        return self

    def __exit__(self, *exc: object) -> None:
        sys.setprofile(None)


async def record(name: str, act: Callable[[], Awaitable[Any]]) -> Walk:
    """Run `act` (one interaction, awaited until its tasks are done) under the recorder."""
    walk = Walk(name)
    with CallRecorder(walk):
        await act()
        # Follow-up tasks the interaction started (the scoreboard, after-commit work).
        for _ in range(3):
            await asyncio.sleep(0)
    return walk


@asynccontextmanager
async def _arbiter() -> AsyncIterator[Any]:
    from tests.discord.conftest import running_arbiter

    with tempfile.TemporaryDirectory() as folder:
        async with running_arbiter(f"sqlite+aiosqlite:///{folder}/walks.db") as arbiter:
            yield arbiter


async def walk_life(arbiter: Any) -> Walk:
    """`/life` of 3 off bob's total, reported by alice in a started match."""
    from tests.discord.helpers import slash, start

    await start(arbiter)
    await slash(arbiter, "life", arbiter.alice, player=arbiter.bob, change=-3)
    return await record(
        "/life", lambda: slash(arbiter, "life", arbiter.alice, player=arbiter.bob, change=-3)
    )


async def walk_confirm(arbiter: Any) -> Walk:
    """bob presses Confirm on alice's report that takes him to 0 life."""
    from tests.discord.helpers import press, slash, start

    await start(arbiter)
    report = await slash(arbiter, "life", arbiter.alice, player=arbiter.bob, total=0)
    return await record("Confirm", lambda: press(arbiter, report.response, "Confirm", arbiter.bob))


async def walk_round_start(arbiter: Any) -> Walk:
    """An organiser starts round 1 of an 8-player Magic league (4 tables, 4 threads)."""
    from tests.discord.test_leagues import League

    league = League(arbiter)
    await league.slash("league create", arbiter.admin, name="Walks", game="magic", rounds=3)
    for person in league.people[:8]:
        await league.slash("league join", person)
    return await record("round start", lambda: league.slash("league round start", arbiter.admin))


WALKS = (walk_life, walk_confirm, walk_round_start)


async def all_walks() -> list[Walk]:
    walks = []
    for walk in WALKS:
        async with _arbiter() as arbiter:
            walks.append(await walk(arbiter))
    return walks


if __name__ == "__main__":
    for found in asyncio.run(all_walks()):
        print(found.line())
