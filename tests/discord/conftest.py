"""The real ArbiterBot, driven end to end through discord.py by the test harness.

Each test gets a fresh SQLite database (`arbiter`), or one of each backend (`arbiter_on`: SQLite
and PostgreSQL), and a guild with players, a judge, an admin and a stranger. A test fails if any
interaction hit an unexpected error (not a refusal).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any

import discord
import pytest

from bot.config import Settings
from bot.core.match import scoring
from bot.core.rules import GameSetup
from bot.faces.discord import answers
from bot.faces.discord.client import ArbiterBot
from bot.store.database import Database
from tests.discord_harness import DiscordHarness, FakeChannel, FakeRole, FakeUser


@dataclass
class Arbiter:
    """The running bot, its harness, and the people in its test guild."""

    bot: ArbiterBot
    harness: DiscordHarness
    database_url: str
    judge_role: FakeRole
    table: FakeChannel  # where matches are played
    alice: FakeUser
    bob: FakeUser
    carol: FakeUser
    dave: FakeUser
    erin: FakeUser
    frank: FakeUser
    judge: FakeUser  # has the judge role once /arbiter config sets it
    admin: FakeUser  # Manage Server
    stranger: FakeUser  # in the guild, in no match


def settings_for(database_url: str) -> Settings:
    return Settings(_env_file=None, database_url=database_url)  # type: ignore[call-arg]


async def start_arbiter(database_url: str, **world: Any) -> tuple[ArbiterBot, DiscordHarness]:
    """The bot and its harness; `world`: the guild's own settings (e.g. `preferred_locale`)."""
    bot = ArbiterBot(settings_for(database_url), sync_commands=False)
    harness = DiscordHarness(bot, **world)
    return bot, harness


# Arbiter defers when the database has not answered within answers.ACK_BUDGET (1 s). A
# test machine under load must not turn answers into deferred ones at random: the tests get
# most of Discord's 3 s (the harness still fails any first answer after 3 s); tests of
# deferral slow the service past this budget.
TEST_ACK_BUDGET = 2.5


@asynccontextmanager
async def running_arbiter(url: str, **guild: Any) -> AsyncIterator[Arbiter]:
    """The bot on the database at `url`, with the test guild's people; on leaving, fails if
    any interaction hit an unexpected error. `guild`: the guild's own settings
    (`preferred_locale="de"`)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(answers, "ACK_BUDGET", TEST_ACK_BUDGET)
        async with _running_arbiter(url, **guild) as world:
            yield world


@asynccontextmanager
async def _running_arbiter(url: str, **guild: Any) -> AsyncIterator[Arbiter]:
    bot, harness = await start_arbiter(url, **guild)
    bot.scoreboards.min_interval = 0.0  # reports come faster than any player's; see its test
    bot.budget.unpaced()  # the fake Discord here has no rate limits (tests/fake_discord has)
    judge_role = harness.role("Judges")
    people = {
        name: harness.user(900_000_000_000_001_000 + n, name)
        for n, name in enumerate(("alice", "bob", "carol", "dave", "erin", "frank", "stranger"))
    }
    judge = harness.user(900_000_000_000_002_000, "judy", roles=[judge_role])
    admin = harness.user(
        900_000_000_000_003_000,
        "adminna",
        permissions=discord.Permissions(
            manage_guild=True, send_messages=True, view_channel=True, use_application_commands=True
        ),
    )
    table = harness.channel("table-1")
    await harness.start()
    world = Arbiter(
        bot=bot,
        harness=harness,
        database_url=url,
        judge_role=judge_role,
        table=table,
        judge=judge,
        admin=admin,
        **people,
    )
    try:
        yield world
    finally:
        errors = list(bot.unexpected_errors)
        await harness.stop()
    assert not errors, f"unexpected errors in interactions: {errors!r}"


@pytest.fixture
async def arbiter(sqlite_url: str) -> AsyncIterator[Arbiter]:
    async with running_arbiter(sqlite_url) as world:
        yield world


@pytest.fixture
async def arbiter_on(database: Database) -> AsyncIterator[Arbiter]:
    """The bot on a fresh database of each backend (SQLite, then PostgreSQL)."""
    async with running_arbiter(database.url) as world:
        yield world


@pytest.fixture
def seat_one_chooses(monkeypatch: pytest.MonkeyPatch) -> None:
    """Game 1's chooser is normally drawn with `secrets`; make it seat 1 (so, usually alice)."""

    def first_seat(setup: GameSetup) -> str:
        return setup.players[0]

    monkeypatch.setattr(scoring, "first_chooser", first_seat)
