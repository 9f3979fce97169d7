"""``DiscordHarness``: the bot under test, logged in for real, against the in-memory Discord
(bot/fakediscord/memory.py) in its strict form: every call and message version recorded,
unknown channels refused, Discord's limits and 3-second deadline checked, and every error
raised to the test (see tests/harness/__init__.py). Here are its construction and lifecycle
(start, stop, settle)."""

from __future__ import annotations

import asyncio
import logging
import os
from types import TracebackType
from typing import Any, ClassVar, Self, cast

import discord
from discord import app_commands

from bot.fakediscord.records import RestCall
from bot.fakediscord.results import InteractionResult
from bot.fakediscord.router import RestRouter
from tests.harness import checks
from tests.harness.error_capture import ErrorLogCapture
from tests.harness.errors import HarnessError
from tests.harness.interactions import InteractionRunner

_DISCORD_DIR = os.path.dirname(discord.__file__)
# The route of a thread the bot opens: each test says how threads open (tests/discord/
# test_leagues.py's League opens them as channels of the guild discord.py caches).
THREADS = ("POST", "/channels/{channel_id}/threads")


class DiscordHarness(InteractionRunner):
    """Run a discord.py bot end to end against a fake Discord (see tests/harness/__init__.py).

    Typical use::

        bot = MyBot()
        async with DiscordHarness(bot) as harness:
            alice = harness.user(1001, "alice", roles=["Judge"])
            result = await harness.slash("match start", user=alice, options={"game": "magic"})
            assert result.content == "..."
    """

    _BOT_HANDLERS: ClassVar[dict[tuple[str, str], str]] = {
        route: handler for route, handler in RestRouter._BOT_HANDLERS.items() if route != THREADS
    }
    #: Bot-token routes answered by default (method, discord.py route template).
    BOT_ROUTES: ClassVar[tuple[tuple[str, str], ...]] = tuple(_BOT_HANDLERS)

    _active: ClassVar[DiscordHarness | None] = None

    def __init__(
        self,
        bot: discord.Client,
        *,
        tree: app_commands.CommandTree[Any] | None = None,
        token: str = "fake-token",
        time_limit: float = 10.0,
        **world: Any,
    ) -> None:
        """`token` logs the bot in; `time_limit` is how long an interaction may run; `world`
        names the guild (bot/fakediscord/world.py's World: bot_user_id, bot_name,
        application_id, guild_id, guild_name, owner_id, everyone_permissions,
        bot_permissions)."""
        self.token = token
        self.time_limit = time_limit
        self._stopped = False
        self._expired: set[str] = set()
        self._interactions: dict[str, discord.Interaction[Any]] = {}
        self._errors = []
        self._reported = set()
        self._log_capture = ErrorLogCapture(self)
        self._tree_had_on_error = False
        self._tree_on_error = None
        strict = {
            "record": True,
            "known_channels_only": True,
            "acknowledge_within": checks.ACKNOWLEDGE_WITHIN,
            "token_prefix": "harness-interaction-token-",
        }
        super().__init__(bot, tree=tree, **{**strict, **world})

    def _limit_problems(self, call: RestCall) -> list[str]:
        return checks.limit_problems(call)

    def expire(self, result: InteractionResult) -> None:
        """Discord's 15 minutes have passed for ``result``'s interaction: its token answers
        nothing any more (401 Invalid Webhook Token), and a use of it fails the test, since
        the user would see nothing. Its message and components stay, as on Discord."""
        self._expired.add(result.token)

    async def _answer(self, call: RestCall) -> Any:
        token = call.path_params.get("webhook_token")
        if token is not None and token in self._expired:
            error = HarnessError(f"{call.route_key} used an expired interaction token")
            self._record_error(error, None)  # whichever interaction did it fails
            raise self.http_error(401, 50027, "Invalid Webhook Token")
        return await super()._answer(call)

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

            # No gateway connection here: its one request discord.py sends while running,
            # a member search, is answered by the guild (InMemoryDiscord.request_chunks).
            await self.bot.login(self.token)
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
