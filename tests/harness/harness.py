"""``DiscordHarness``: the bot under test, logged in for real, against the fake Discord.
It composes the parts of the package (see tests/harness/__init__.py): the fake guild and
its messages, the REST router, the payload builders and interaction runner, error capture;
here are only its construction and its lifecycle (start, stop, settle)."""

from __future__ import annotations

import asyncio
import logging
import os
from types import TracebackType
from typing import Any, ClassVar, Self, cast

import discord
from discord import app_commands

from tests.harness.error_capture import ErrorCapture, ErrorLogCapture
from tests.harness.errors import HarnessError
from tests.harness.fakes import (
    FakeRole,
    FakeUser,
    default_bot_permissions,
    default_everyone_permissions,
)
from tests.harness.interactions import InteractionRunner
from tests.harness.router import RestRouter

_DISCORD_DIR = os.path.dirname(discord.__file__)


class DiscordHarness(RestRouter, InteractionRunner, ErrorCapture):
    """Run a discord.py bot end to end against a fake Discord (see tests/harness/__init__.py).

    Typical use::

        bot = MyBot()
        async with DiscordHarness(bot) as harness:
            alice = harness.user(1001, "alice", roles=["Judge"])
            result = await harness.slash("match start", user=alice, options={"game": "magic"})
            assert result.content == "..."
    """

    #: Gateway events the harness feeds through ``ConnectionState.parsers``.
    GATEWAY_EVENTS: ClassVar[tuple[str, ...]] = (
        "INTERACTION_CREATE",
        "GUILD_CREATE",
        "GUILD_MEMBER_ADD",
        "GUILD_ROLE_CREATE",
        "CHANNEL_CREATE",
    )

    _active: ClassVar[DiscordHarness | None] = None

    def __init__(
        self,
        bot: discord.Client,
        *,
        tree: app_commands.CommandTree[Any] | None = None,
        token: str = "fake-token",
        bot_user_id: int = 900_000_000_000_000_001,
        bot_name: str = "Arbiter",
        application_id: int | None = None,
        guild_id: int = 900_000_000_000_000_100,
        guild_name: str = "Arbiter Test Guild",
        owner_id: int = 900_000_000_000_000_002,
        everyone_permissions: discord.Permissions | None = None,
        bot_permissions: discord.Permissions | None = None,
        time_limit: float = 10.0,
    ) -> None:
        self.bot = bot
        found_tree = tree if tree is not None else getattr(bot, "tree", None)
        if found_tree is None:
            found_tree = getattr(bot._connection, "_command_tree", None)
        if found_tree is None:
            raise HarnessError("the bot has no CommandTree; pass tree=...")
        self.tree = found_tree
        self.token = token
        self.application_id = application_id or bot_user_id
        self.guild_id = guild_id
        self.guild_name = guild_name
        self.owner_id = owner_id
        self.time_limit = time_limit
        self.bot_permissions = (
            bot_permissions if bot_permissions is not None else default_bot_permissions()
        )

        self.calls = []
        self.messages = {}

        self._started = False
        self._stopped = False
        self._last_snowflake = 0
        self._roles = {}
        self._channels = {}
        self._users = {}
        self.member_queries = []
        self._joined_at = discord.utils.utcnow().isoformat()
        self._results = {}
        self._originals = {}
        self._interactions = {}
        self._errors = []
        self._reported = set()
        self._background = set()
        self._synced = {}
        self._command_ids = {}
        self._patches = []
        self._log_capture = ErrorLogCapture(self)
        self._tree_had_on_error = False
        self._tree_on_error = None
        self._routes = {}
        self._install_default_routes()

        self.everyone = FakeRole(
            id=guild_id,
            name="@everyone",
            permissions=everyone_permissions
            if everyone_permissions is not None
            else default_everyone_permissions(),
            position=0,
        )
        self._roles[guild_id] = self.everyone
        self.bot_role = self.role(bot_name, permissions=self.bot_permissions, managed=True)
        self.bot_user = self.user(bot_user_id, bot_name, roles=[self.bot_role], bot=True)
        self.owner = FakeUser(id=owner_id, name="guild-owner", in_guild=False)
        self.default_channel = self.channel("general")

    # ------------------------------------------------------------------ lifecycle

    async def __aenter__(self) -> Self:
        await self.start()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.stop(check_errors=exc is None)

    async def start(self) -> None:
        """Patch REST, ``bot.login`` (runs ``setup_hook``), then create the fake guild."""
        if self._started:
            raise HarnessError("harness already started")
        stale = DiscordHarness._active
        if stale is not None:
            # A previous test forgot stop(): undo its patches so only this test fails.
            stale._release()
            raise HarnessError(
                "another DiscordHarness was still active (missing `await harness.stop()`)"
            )
        DiscordHarness._active = self
        self._started = True
        try:
            self._install_patches()
            logging.getLogger("discord").addHandler(self._log_capture)
            self._wrap_tree_on_error()
            add_listener = getattr(self.bot, "add_listener", None)
            if add_listener is not None:
                add_listener(self._capture_interaction, "on_interaction")

            await self.bot.login(self.token)
            # No gateway connection here: its one request discord.py sends while running,
            # a member search, is answered by the fake guild (FakeWorld.request_chunks).
            state = self.bot._connection
            self._patches.append((state, "_get_websocket", state._get_websocket))
            state._get_websocket = lambda guild_id=None, *, shard_id=None: self
            if self.bot.user is None or self.bot.user.id != self.bot_user.id:
                raise HarnessError("bot.login did not set bot.user from GET /users/@me")
            self._feed("GUILD_CREATE", self._guild_payload())
            await self.settle()
        except BaseException:
            await self.stop(check_errors=False)
            raise
        self._raise_unreported("start()")

    async def stop(self, *, check_errors: bool = True) -> None:
        """Close the bot (unloads cogs), stop leftover discord.py tasks, undo all patches."""
        if not self._started or self._stopped:
            return
        self._stopped = True
        try:
            await self.settle()
            await self.bot.close()
            await self._cancel_leftover_discord_tasks()
        finally:
            self._release()
        if check_errors:
            self._raise_unreported("the test")

    def _release(self) -> None:
        """Undo every patch/hook this harness installed (idempotent)."""
        self._stopped = True
        remove_listener = getattr(self.bot, "remove_listener", None)
        if remove_listener is not None:
            remove_listener(self._capture_interaction, "on_interaction")
        self._unwrap_tree_on_error()
        logging.getLogger("discord").removeHandler(self._log_capture)
        self._remove_patches()
        if DiscordHarness._active is self:
            DiscordHarness._active = None

    async def settle(self) -> None:
        """Wait for event-listener tasks started by gateway events the harness fed."""
        while self._background:
            tasks = set(self._background)
            self._background.clear()
            done, pending = await asyncio.wait(tasks, timeout=self.time_limit)
            for task in pending:
                task.cancel()
            for task in done:
                if not task.cancelled() and task.exception() is not None:
                    self._record_error(cast(BaseException, task.exception()), None)
            if pending:
                raise HarnessError(
                    f"gateway event handlers did not finish: {[t.get_name() for t in pending]}"
                )

    async def _capture_interaction(self, interaction: discord.Interaction[Any]) -> None:
        if interaction.token in self._results:
            self._interactions[interaction.token] = interaction

    async def _cancel_leftover_discord_tasks(self) -> None:
        """Cancel discord.py-internal tasks still pending (e.g. View timeout timers)."""
        current = asyncio.current_task()
        leftovers: list[asyncio.Task[Any]] = []
        for task in asyncio.all_tasks():
            if task is current or task.done():
                continue
            code = getattr(task.get_coro(), "cr_code", None)
            if code is not None and code.co_filename.startswith(_DISCORD_DIR):
                task.cancel()
                leftovers.append(task)
        if leftovers:
            await asyncio.gather(*leftovers, return_exceptions=True)
