"""The real ArbiterBot in simcord's simulated Discord (a second harness, independent of
tests/discord_harness.py): virtual time, permission-checked users, the command picker's
visibility rules, pings as Discord computes them, injected REST errors."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass

import pytest
import simcord
from simcord import ChannelHandle, Env, MemberActor

from bot.config import Settings
from bot.faces.discord import answers
from bot.faces.discord.client import ArbiterBot
from bot.faces.discord.limits import callback_violations, violations
from tests.discord.conftest import TEST_ACK_BUDGET


def arbiter_bot(database_url: str) -> ArbiterBot:
    # AutoShardedBot: simcord needs the shard count that Discord would otherwise tell it.
    settings = Settings(_env_file=None, database_url=database_url, shard_count=1)  # type: ignore[call-arg]
    return ArbiterBot(settings, sync_commands=True)


@pytest.fixture
def database_url(sqlite_url: str) -> str:
    return sqlite_url


@pytest.fixture
async def simcord_bot(
    database_url: str, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[ArbiterBot]:
    # simcord fires a virtual timer after that much real time too: a loaded test machine
    # must not defer answers at random (see tests/discord/conftest.py).
    monkeypatch.setattr(answers, "ACK_BUDGET", TEST_ACK_BUDGET)
    bot = arbiter_bot(database_url)
    bot.scoreboards.min_interval = 0.0
    bot.budget.unpaced()  # virtual time: no rate limits to pace for
    yield bot
    await bot.database.close()  # after simcord's shutdown (simcord_env depends on this)


@dataclass
class Table:
    env: Env
    bot: ArbiterBot
    channel: ChannelHandle
    alice: MemberActor
    bob: MemberActor
    carol: MemberActor

    def within_limits(self) -> None:
        """Every request Arbiter made fits Discord's limits (simcord checks most of them; this
        checks all, autocomplete answers included)."""
        for request in self.env.http_requests:
            if request.method not in ("POST", "PATCH") or request.path.endswith("/commands"):
                continue
            body = request.json if isinstance(request.json, dict) else None
            check = callback_violations if request.path.endswith("/callback") else violations
            assert check(body) == [], (request.method, request.path)


@pytest.fixture
def table(simcord_env: Env, simcord_bot: ArbiterBot) -> Iterator[Table]:
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("table-1")
    people = [guild.add_member(simcord_env.create_user(n)) for n in ("alice", "bob", "carol")]
    world = Table(simcord_env, simcord_bot, channel, *people)
    yield world
    world.within_limits()
    assert simcord_bot.unexpected_errors == []


__all__ = ["Table", "arbiter_bot", "simcord"]
