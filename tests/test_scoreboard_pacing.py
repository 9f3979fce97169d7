"""The scoreboard within the paced budget (bot/faces/discord/scoreboard.py with pacing.py): a
board's request goes out at its turn, whatever it had to read first."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from bot.faces.discord import pacing, scoreboard
from bot.faces.discord.pacing import Budget
from bot.faces.discord.scoreboard import Place, Scoreboards
from tests.support.virtual_time import VirtualTime


class _Service:
    """Matches read from a database that is slow for some of them (a busy server's), in the
    budget's virtual seconds."""

    def __init__(self, read_seconds: dict[int, float], time: VirtualTime) -> None:
        self.read_seconds = read_seconds
        self.time = time

    def live_match(self, _channel_id: int) -> None:
        return None  # nothing kept in memory: every redraw reads

    async def match(self, match_id: int) -> Any:
        await self.time.sleep(self.read_seconds[match_id])
        return SimpleNamespace(
            id=match_id,
            scoreboard_message_id=1000 + match_id,
            version=0,
            status="active",
            guild_id=None,
        )

    async def set_scoreboard(self, *, channel_id: int, match_id: int, message_id: int) -> None:
        pass


class _Http:
    def __init__(self, time: VirtualTime) -> None:
        self.edits: list[tuple[int, float]] = []  # channel, when it was sent
        self.time = time

    async def edit_message(self, channel_id: int, _message_id: int, **_: Any) -> None:
        self.edits.append((channel_id, self.time.clock()))


async def test_a_slow_read_does_not_send_a_board_late_into_the_next_boards_turn(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Turns come half a second apart. The first board's match takes 0.4 s to read, the
    second's none: read inside its turn, the first board's edit would leave 0.4 s after its
    turn, 0.1 s before the second's, and Discord would see the two together (bursts like this,
    over hundreds of boards, are what broke the global limit under load). Read before the
    turn, the edits reach Discord at the budget's pace. Virtual seconds: nothing is timed."""
    virtual = VirtualTime()
    monkeypatch.setattr(pacing, "asyncio", virtual)
    monkeypatch.setattr(
        scoreboard.render,
        "scoreboard",
        lambda match, _language: discord.Embed(title=f"Match #{match.id}"),
    )
    budget = Budget(2, burst=1, clock=virtual.clock)
    http = _Http(virtual)
    bot = SimpleNamespace(budget=budget, http=http)
    errors: list[BaseException] = []
    boards = Scoreboards(bot, _Service({1: 0.4, 2: 0.0}, virtual), errors, clock=virtual.clock)  # type: ignore[arg-type]
    everything = discord.Permissions.all()
    try:
        first = asyncio.create_task(boards.show(1, Place(101, everything)))
        await asyncio.sleep(0)  # the first board asks first
        second = asyncio.create_task(boards.show(2, Place(102, everything)))
        outcomes = await asyncio.gather(first, second)
    finally:
        await budget.close()
    assert all(outcome.shown for outcome in outcomes)
    assert not errors
    (_, sent_first), (_, sent_second) = sorted(http.edits, key=lambda edit: edit[1])
    assert sent_second - sent_first == pytest.approx(0.5)  # the budget's pace: 2 a second


class _Titles:
    """Discord's side of an edit: the title of each board drawn."""

    def __init__(self) -> None:
        self.titles: list[str] = []

    async def edit_message(self, _channel_id: int, _message_id: int, **sent: Any) -> None:
        self.titles.append(sent["params"].payload["embeds"][0]["title"])


class _Stored:
    """The match as stored now: version 2."""

    async def match(self, match_id: int) -> Any:
        return SimpleNamespace(
            id=match_id, scoreboard_message_id=1001, version=2, status="active", guild_id=None
        )

    async def set_scoreboard(self, *, channel_id: int, match_id: int, message_id: int) -> None:
        pass


async def test_an_answer_shown_late_never_draws_an_older_match(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Two changes' answers reach the board out of order (a phone's change shown after a
    newer one, or a slow delivery): the board drew version 2 and, idle, was forgotten;
    version 1's answer comes then. It is drawn as stored (version 2), never as version 1:
    an older board must not land after a newer one."""
    monkeypatch.setattr(
        scoreboard.render,
        "scoreboard",
        lambda match, _language: discord.Embed(title=f"version {match.version}"),
    )
    http = _Titles()
    bot = SimpleNamespace(budget=Budget(None), http=http)
    errors: list[BaseException] = []
    boards = Scoreboards(bot, _Stored(), errors)  # type: ignore[arg-type]
    boards.min_interval = 0.0
    place = Place(101, discord.Permissions.all())
    newer = SimpleNamespace(
        id=1, scoreboard_message_id=1001, version=2, status="active", guild_id=None
    )
    older = SimpleNamespace(
        id=1, scoreboard_message_id=1001, version=1, status="active", guild_id=None
    )
    assert (await boards.show(1, place, newer, as_stored=True)).shown  # type: ignore[arg-type]
    assert not boards.busy()  # idle: the board is forgotten
    assert (await boards.show(1, place, older, as_stored=True)).shown  # type: ignore[arg-type]
    assert http.titles == ["version 2", "version 2"]
    assert not errors
