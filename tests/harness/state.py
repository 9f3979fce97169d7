"""What every part of the harness shares: the bot under test, the fake guild's ids, the
stores of the fake Discord, the recorded calls and errors. ``DiscordHarness.__init__`` fills
these in; the parts of the harness (world.py, messages.py, the REST route families,
payloads.py, interactions.py ...) are mixins over this one state."""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from tests.harness.errors import HarnessError
from tests.harness.fakes import JSON, FakeChannel, FakeMessage, FakeRole, FakeUser
from tests.harness.records import RestCall, RouteHandler

if TYPE_CHECKING:
    from tests.harness.results import InteractionResult


class HarnessState:
    """The harness's state, and the three helpers every part of it uses."""

    bot: discord.Client
    tree: app_commands.CommandTree[Any]
    token: str
    application_id: int
    guild_id: int
    guild_name: str
    owner_id: int
    time_limit: float
    bot_permissions: discord.Permissions
    everyone: FakeRole
    bot_role: FakeRole
    bot_user: FakeUser
    owner: FakeUser
    default_channel: FakeChannel

    #: Every REST call discord.py made, in order.
    calls: list[RestCall]
    #: Every message the fake Discord stores, by id.
    messages: dict[int, FakeMessage]
    #: The query of every gateway member search (`Guild.query_members`), in order.
    member_queries: list[str | None]

    _started: bool
    _stopped: bool
    _last_snowflake: int
    _roles: dict[int, FakeRole]
    _channels: dict[int, FakeChannel]
    _users: dict[int, FakeUser]
    _joined_at: str
    # Interactions by token: what the test sees, the id of the original response message,
    # and the discord.Interaction the bot got.
    _results: dict[str, InteractionResult]
    _originals: dict[str, int]
    _interactions: dict[str, discord.Interaction[Any]]
    # (interaction token or None, error), and the ids of errors already raised to the test.
    _errors: list[tuple[str | None, BaseException]]
    _reported: set[int]
    _background: set[asyncio.Task[Any]]
    _synced: dict[int | None, list[JSON]]
    _command_ids: dict[tuple[int | None, str, int], int]
    _patches: list[tuple[Any, str, Any]]
    _log_capture: logging.Handler
    _tree_had_on_error: bool
    _tree_on_error: Any
    _routes: dict[tuple[str, str], RouteHandler]

    def _snowflake(self) -> int:
        value = max(discord.utils.time_snowflake(discord.utils.utcnow()), self._last_snowflake + 1)
        self._last_snowflake = value
        return value

    def _require_started(self) -> None:
        if not self._started or self._stopped:
            raise HarnessError("call `await harness.start()` first (and not after stop())")

    def _record_error(self, error: BaseException, token: str | None) -> None:
        if any(existing is error for _, existing in self._errors):
            return
        self._errors.append((token, error))
