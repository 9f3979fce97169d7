"""The real ArbiterBot against the fake Discord on loopback (tests/fake_discord/server.py).

The bot logs in over HTTP (GET /users/@me, /oauth2/applications/@me), so every request it
makes with its token, and every interaction response, goes through discord.py's own
`HTTPClient` and rate-limit handling. Gateway events are handed to discord.py's connection
state as the gateway would (GUILD_CREATE at start, INTERACTION_CREATE per command), built by
bot/fakediscord/gateway.py.
"""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import discord

from bot.config import Settings
from bot.faces.discord.client import ArbiterBot
from bot.fakediscord import gateway
from bot.fakediscord.gateway import JSON
from tests.fake_discord.server import APP_ID, BOT_ID, GUILD_ID, FakeDiscord, FakeDiscordProcess

ADMIN_ID = 920_000_000_000_000_001
CHANNEL_ID_START = 930_000_000_000_000_000
USER_ID_START = 940_000_000_000_000_000
ARBITER = gateway.user_payload(BOT_ID, "Arbiter", bot=True)


@dataclass
class Sent:
    """An interaction (or a message) handed to the bot: when, and its task(s)."""

    token: str
    at: float
    tasks: set[asyncio.Task[Any]] = field(default_factory=set)


class LiveArbiter:
    """ArbiterBot logged in to the fake Discord, in one guild with `channels` text channels."""

    def __init__(
        self, fake: FakeDiscord | FakeDiscordProcess, database_url: str, **settings: Any
    ) -> None:
        self.fake = fake
        self.settings = Settings(_env_file=None, database_url=database_url, **settings)  # type: ignore[call-arg]
        self.bot = ArbiterBot(self.settings, sync_commands=False)
        self.channels: list[JSON] = []
        self.sent: list[Sent] = []
        self._ids = itertools.count(discord.utils.time_snowflake(discord.utils.utcnow()))
        self._pointed = fake.pointed()

    async def start(self, channels: int) -> None:
        self._pointed.__enter__()
        await self.bot.login("fake-token")  # setup_hook: migrations, cogs
        self.channels = [
            gateway.channel_payload(CHANNEL_ID_START + n, f"table-{n}", guild_id=GUILD_ID)
            for n in range(channels)
        ]
        everyone = discord.Permissions.general() | discord.Permissions.text()
        self.bot._connection.parsers["GUILD_CREATE"](
            gateway.guild_payload(
                GUILD_ID,
                "fake",
                owner_id=ADMIN_ID,
                joined_at=datetime.now(UTC).isoformat(),
                roles=[gateway.role_payload(GUILD_ID, "@everyone", permissions=everyone.value)],
                channels=self.channels,
                members=[],
            )
        )

    async def stop(self) -> None:
        try:
            await self.wait()
            await self.bot.close()
        finally:
            self._pointed.__exit__(None, None, None)

    @staticmethod
    def user_id(n: int) -> int:
        return USER_ID_START + n

    def member(self, user_id: int, *, manage_guild: bool = False) -> JSON:
        user = gateway.user_payload(user_id, f"player{user_id % 100_000}")
        joined_at = datetime.now(UTC).isoformat()
        return gateway.acting_member(user, joined_at=joined_at, manage_guild=manage_guild)

    def command(
        self,
        channel: JSON,
        member: JSON,
        path: Sequence[str],
        options: list[JSON] | None = None,
    ) -> Sent:
        """Hand a slash command's INTERACTION_CREATE to discord.py, as the gateway does."""
        interaction_id = next(self._ids)
        at = gateway.Invocation(
            interaction_id=interaction_id,
            token=f"fake-{member['user']['id']}-{interaction_id}",
            application_id=APP_ID,
            guild_id=GUILD_ID,
            channel=channel,
            member=member,
            app_permissions=discord.Permissions.all().value,
        )
        data = gateway.command_data(path, options or [], command_id=1, guild_id=GUILD_ID)
        payload = gateway.command_interaction(at, data)
        self.fake.expect_interaction(payload)
        sent = Sent(at.token, self.fake.clock())
        with self._caught(sent):
            self.bot._connection.parse_interaction_create(payload)  # type: ignore[arg-type]
        return sent

    def message(self, channel: JSON, member: JSON, content: str, *, mentions_arbiter: bool) -> int:
        """Hand a MESSAGE_CREATE typed by `member` in `channel` to discord.py, as the gateway
        does (Discord sends the content of a message that mentions the app); its id."""
        message_id = next(self._ids)
        user = member["user"]
        payload = {
            "id": str(message_id),
            "channel_id": channel["id"],
            "guild_id": str(GUILD_ID),
            "author": user,
            "member": {k: v for k, v in member.items() if k != "user"},
            "content": content,
            "timestamp": datetime.now(UTC).isoformat(),
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [ARBITER] if mentions_arbiter else [],
            "mention_roles": [],
            "attachments": [],
            "embeds": [],
            "pinned": False,
            "type": 0,
            "flags": 0,
        }
        with self._caught(Sent(f"message-{message_id}", self.fake.clock())):
            self.bot._connection.parsers["MESSAGE_CREATE"](payload)
        return message_id

    @contextmanager
    def _caught(self, sent: Sent) -> Iterator[None]:
        """The tasks discord.py starts for what is handed to it meanwhile, caught as they are
        created (asking the loop for all its tasks before and after would cost more than the
        command, at scale), so that `wait` waits for them."""
        loop = asyncio.get_running_loop()
        factory = loop.get_task_factory()

        def catch(loop: asyncio.AbstractEventLoop, coro: Any, **kwargs: Any) -> Any:
            task = (
                factory(loop, coro, **kwargs)
                if factory is not None
                else asyncio.Task(coro, loop=loop, **kwargs)
            )
            sent.tasks.add(task)
            return task

        loop.set_task_factory(catch)
        try:
            yield
        finally:
            loop.set_task_factory(factory)
        self.sent.append(sent)

    async def wait(self) -> None:
        """Until every interaction's work (its answer and follow-up) is done (2 minutes at
        most)."""
        tasks = {t for s in self.sent for t in s.tasks if not t.done()}
        if tasks:
            await asyncio.wait(tasks, timeout=120.0)

    def response_times(self, first_responses: dict[str, float]) -> list[float]:
        """Seconds from each interaction to its first response reaching Discord (inf: none)."""
        return [first_responses.get(s.token, float("inf")) - s.at for s in self.sent]
