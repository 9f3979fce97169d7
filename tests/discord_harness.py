"""End-to-end test harness for discord.py 2.7 application commands.

The harness drives a real ``commands.Bot`` through discord.py itself:

* ``await harness.start()`` patches the two REST seams of discord.py, runs the real
  ``bot.login(...)`` (and therefore the real ``setup_hook``: cogs load exactly as in
  production) and feeds a ``GUILD_CREATE`` payload for a fake guild (roles, channels,
  members) through the connection state's gateway parser table.
* ``await harness.slash(...)`` / ``click(...)`` / ``autocomplete(...)`` build the gateway
  ``INTERACTION_CREATE`` payload, hand it to the connection state exactly like the
  gateway does (``state.parsers['INTERACTION_CREATE']``), let the real ``CommandTree`` /
  ``ViewStore`` parse and run it, wait for every task that dispatch created, and return an
  :class:`InteractionResult` with what a Discord user would see (interaction response,
  followups, channel messages sent/edited with the bot token) plus every REST call made.
* Any error raised while handling the interaction (tree ``on_error``, exceptions in the
  dispatched tasks, anything discord.py logs at ERROR level such as exceptions in view
  callbacks or autocomplete callbacks) makes ``slash``/``click``/... raise
  :class:`InteractionError` unless ``raise_on_error=False`` is passed.

No network is used: the aiohttp session created by ``login`` is never used because every
request is answered by the fake REST layer. The JSON it sends and answers (users, members,
roles, channels, the guild, interactions, message objects, callback answers, errors) is built
by ``bot/cli/gateway.py`` and ``bot/cli/rest_answers.py``, as for ``arbiter console``'s offline
Discord (``tests/test_offline_gateway.py`` checks both give discord.py the same shapes).

Discord's rules the fake enforces on every request, so no test passes with a request Discord
would refuse: every size limit of ``bot.discord_face.limits.violations`` (content, embeds,
fields, buttons, custom ids, autocomplete choices, ``allowed_mentions``) and the 3-second
deadline for an interaction's first answer; both are refused as Discord does (400, 404
Unknown interaction) *and* recorded as errors that fail the test, whatever the bot does with
the refusal. Pings follow ``allowed_mentions`` (``FakeMessage.mention_ids``).

This harness and simcord. ``tests/simulated/`` drives the same bot through simcord (PyPI),
which covers much of what is written here by hand: DMs and command visibility, modals,
selects, permission overwrites, injected REST errors, virtual time. Tests that only need
that are written there, and features of this harness no Arbiter test needed, and that
simcord covers, were removed (DMs, modals, select menus, attachment and channel options,
``wait_for`` flows, the reaction, typing, role and DM routes). What stays here, and why:

* the ~150 existing tests of tests/discord are written against it;
* ``dispatch()`` runs interactions truly at once (ten concurrent reports against a real
  database): simcord runs one user action at a time and settles after each;
* real time, as the database's threads see it; simcord's clock is virtual, which is what
  its slow-database tests want and what a concurrency test must not have;
* every request is recorded with its files (``/match export``), and limits are checked the
  same way for autocomplete answers too (simcord does not check those).

Private discord.py names this module relies on (guarded by ``tests/test_discord_canary.py``):

* ``discord.http.HTTPClient.request(self, route, *, files=None, form=None, **kwargs)`` --
  patched: every bot-token REST call goes through it.
* ``discord.webhook.async_.AsyncWebhookAdapter.request(self, route, session, *, payload,
  multipart, files, params, reason, auth_token, proxy, proxy_auth)`` -- patched: every
  interaction response / followup / ``@original`` call goes through it (discord.py uses the
  instance stored in the ``discord.webhook.async_.async_context`` context variable).
* ``discord.http.Route`` (``.method``, ``.path`` -- the route template --, ``.url``,
  ``Route.BASE``) and the route templates used in ``http.py`` / ``webhook/async_.py``
  (see :data:`DiscordHarness.BOT_ROUTES` and :data:`DiscordHarness.WEBHOOK_ROUTES`).
* ``Client._connection`` (the ``ConnectionState``) and its ``parsers`` dict (built from
  the ``parse_*`` methods) with keys ``INTERACTION_CREATE``, ``GUILD_CREATE``,
  ``GUILD_MEMBER_ADD``, ``GUILD_ROLE_CREATE`` and ``CHANNEL_CREATE``.
* Behaviour: dispatching ``INTERACTION_CREATE`` schedules its work as asyncio tasks
  *synchronously* (``CommandTree._from_interaction``, ``ViewStore.dispatch_view``,
  ``Client.dispatch``). The harness diffs ``asyncio.all_tasks()`` around the synchronous
  parser call and awaits exactly those tasks.
* Behaviour: errors swallowed by discord.py (view ``on_error``, autocomplete callbacks,
  event listeners, the default tree ``on_error``) are logged at ERROR level on the
  ``discord`` logger hierarchy.
* ``Interaction.__init__`` reads ``state.http._HTTPClient__session``, which only exists
  after ``login`` -- one more reason the harness logs in for real.

Pitfalls (what the fake does the way Discord does, and what it does not model):

* The tree's ``on_error`` is wrapped on the *instance* (``tree.on_error = ...``) and
  restored on ``stop()``; the original (project) handler still runs, so user-visible
  error replies can be asserted with ``raise_on_error=False``.
* Persistent views must be registered with ``bot.add_view(view)`` (``timeout=None``,
  every item has a ``custom_id``), normally in ``setup_hook``; only then does a click on
  a message from "a previous run" (``click(custom_id, message=<unknown id>)``) reach them.
  Non-persistent views only listen on the message id the response returned, so click
  with ``message=result.response``.
* discord.py does not re-check ``app_commands.Range`` / choices for incoming payloads:
  out-of-range values reach the callback; validate in our own code.
* After a "thinking" defer the first ``followup.send`` fills the deferred message (as on
  Discord), so ``result.response is result.followups[0]``.
* Autocomplete payloads carry no ``data.resolved`` (as on Discord): non-focused user /
  role / channel options arrive as ``discord.Object`` in ``interaction.namespace``.
* No READY is sent: ``on_ready`` never fires and ``bot.wait_until_ready()`` would hang.
* Only tasks created *by the dispatch* are awaited; tasks a command starts itself with
  ``asyncio.create_task`` are not (their REST calls are still recorded in
  ``harness.calls``). ``harness.dispatch(...)`` starts an interaction without waiting for
  it (``await pending.wait()`` later): several can run at once.
* Permissions are guild-level (``@everyone`` + roles, administrator = all, owner = all);
  channel permission overwrites are not modelled. Members are cached in ``guild`` only
  if the bot has the members intent, as in production.
* Unknown REST routes raise :class:`UnhandledRouteError` (and fail the interaction);
  add them with ``harness.route(method, template, handler)``.
"""

from __future__ import annotations

import asyncio
import copy
import inspect
import logging
import os
import traceback
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import TracebackType
from typing import Any, ClassVar, Literal, Self, cast

import discord
from discord import app_commands
from discord.http import HTTPClient, Route
from discord.webhook.async_ import AsyncWebhookAdapter

from bot.cli import gateway, rest_answers
from bot.cli.rest_answers import LOADING, http_error
from tests.harness import checks
from tests.harness.errors import (
    HarnessError,
    InteractionError,
    LoggedError,
    NoResponseError,
    PayloadLimitError,
    UnhandledRouteError,
)
from tests.harness.fakes import (
    JSON,
    FakeChannel,
    FakeMessage,
    FakeRole,
    FakeUser,
    MessageSource,
    default_bot_permissions,
    default_everyone_permissions,
)
from tests.harness.records import RecordedFile, RestCall, path_params, record_file

__all__ = [
    "DiscordHarness",
    "FakeChannel",
    "FakeMessage",
    "FakeRole",
    "FakeUser",
    "HarnessError",
    "InteractionError",
    "InteractionResult",
    "LoggedError",
    "NoResponseError",
    "PayloadLimitError",
    "PendingInteraction",
    "RecordedFile",
    "RestCall",
    "UnhandledRouteError",
]

RouteHandler = Callable[["RestCall"], Any]
InteractionKind = Literal["slash", "component", "autocomplete", "modal_submit"]

_DISCORD_DIR = os.path.dirname(discord.__file__)


@dataclass
class InteractionResult:
    """What happened while one interaction was handled."""

    kind: InteractionKind
    payload: JSON
    interaction: discord.Interaction[Any] | None = None
    response_type: discord.InteractionResponseType | None = None
    response: FakeMessage | None = None
    followups: list[FakeMessage] = field(default_factory=list)
    choices: list[app_commands.Choice[Any]] | None = None
    modal: JSON | None = None
    calls: list[RestCall] = field(default_factory=list)
    errors: list[BaseException] = field(default_factory=list)
    dispatched_at: float = 0.0  # the event loop's clock when the interaction was created

    def __repr__(self) -> str:
        response_type = None if self.response_type is None else self.response_type.name
        return (
            f"<InteractionResult {self.describe()} response_type={response_type} "
            f"content={self.content!r} ephemeral={self.ephemeral} followups={len(self.followups)} "
            f"calls={[c.route_key for c in self.calls]} errors={self.errors!r}>"
        )

    @property
    def token(self) -> str:
        return cast(str, self.payload["token"])

    def describe(self) -> str:
        data = self.payload.get("data") or {}
        label = data.get("name") or data.get("custom_id") or "?"
        return f"{self.kind} interaction {label!r}"

    @property
    def responded(self) -> bool:
        return self.response_type is not None

    @property
    def deferred(self) -> bool:
        return self.response_type in (
            discord.InteractionResponseType.deferred_channel_message,
            discord.InteractionResponseType.deferred_message_update,
        )

    @property
    def content(self) -> str | None:
        """Content of the original response message (``None`` if there is none)."""
        return None if self.response is None else self.response.content

    @property
    def embeds(self) -> list[discord.Embed]:
        return [] if self.response is None else self.response.embeds

    @property
    def ephemeral(self) -> bool:
        return self.response is not None and self.response.ephemeral

    @property
    def components(self) -> list[JSON]:
        return [] if self.response is None else self.response.components

    @property
    def bot_calls(self) -> list[RestCall]:
        return [c for c in self.calls if c.seam == "bot"]

    @property
    def webhook_calls(self) -> list[RestCall]:
        return [c for c in self.calls if c.seam == "webhook"]

    @property
    def channel_messages(self) -> list[FakeMessage]:
        """Messages created with the bot token (e.g. ``channel.send``) during the interaction."""
        return [
            c.message
            for c in self.calls
            if c.seam == "bot"
            and c.method == "POST"
            and c.path == "/channels/{channel_id}/messages"
            and c.message
        ]

    @property
    def edited_messages(self) -> list[FakeMessage]:
        """Messages edited with the bot token during the interaction (in first-edit order)."""
        seen: dict[int, FakeMessage] = {}
        for c in self.calls:
            if (
                c.seam == "bot"
                and c.method == "PATCH"
                and c.path == "/channels/{channel_id}/messages/{message_id}"
                and c.message
            ):
                seen.setdefault(c.message.id, c.message)
        return list(seen.values())

    @property
    def messages(self) -> list[FakeMessage]:
        """Every message the interaction produced: response, followups, channel messages."""
        found: dict[int, FakeMessage] = {}
        for message in [
            *([self.response] if self.response else []),
            *self.followups,
            *self.channel_messages,
        ]:
            found.setdefault(message.id, message)
        return list(found.values())

    def calls_to(self, method: str, path: str) -> list[RestCall]:
        return [c for c in self.calls if c.method == method and c.path == path]

    @property
    def original_errors(self) -> list[BaseException]:
        """``errors`` with ``CommandInvokeError`` wrappers removed."""
        out: list[BaseException] = []
        for error in self.errors:
            if isinstance(error, app_commands.CommandInvokeError):
                error = error.original
            if not any(seen is error for seen in out):
                out.append(error)
        return out


class PendingInteraction:
    """An interaction that was dispatched but not yet awaited (see ``DiscordHarness.dispatch``)."""

    def __init__(
        self,
        harness: DiscordHarness,
        result: InteractionResult,
        tasks: set[asyncio.Task[Any]],
        *,
        error_mark: int,
        call_mark: int,
        time_limit: float,
        raise_on_error: bool,
        expect_response: bool,
        no_response_hint: str = "",
    ) -> None:
        self.result = result
        self._harness = harness
        self._tasks = tasks
        self._error_mark = error_mark
        self._call_mark = call_mark
        self._time_limit = time_limit
        self._raise_on_error = raise_on_error
        self._expect_response = expect_response
        self._no_response_hint = no_response_hint
        self._finished = False

    async def wait(self) -> InteractionResult:
        """Wait for every task the dispatch created, then check errors and the response."""
        if self._finished:
            return self.result
        self._finished = True
        harness = self._harness
        token = self.result.token
        if self._tasks:
            done, pending = await asyncio.wait(self._tasks, timeout=self._time_limit)
            if pending:
                for task in pending:
                    task.cancel()
                await asyncio.gather(*pending, return_exceptions=True)
                names = sorted(t.get_name() for t in pending)
                raise HarnessError(
                    f"{self.result.describe()} did not finish within {self._time_limit}s "
                    f"(still running: {names}). Is the command waiting for another interaction? "
                    "Use harness.dispatch(...) and await .wait() later for such flows."
                )
            for task in done:
                if not task.cancelled() and task.exception() is not None:
                    harness._record_error(cast(BaseException, task.exception()), token)
        result = self.result
        result.interaction = harness._interactions.pop(token, None)
        result.calls = harness.calls[self._call_mark :]
        result.errors = [
            error
            for tok, error in harness._errors[self._error_mark :]
            if tok is None or tok == token
        ]
        for error in result.errors:
            harness._reported.add(id(error))
        if self._raise_on_error and result.errors:
            raise InteractionError(result)
        if self._expect_response and not result.responded:
            raise NoResponseError(result, self._no_response_hint)
        return result


class _ErrorLogCapture(logging.Handler):
    def __init__(self, harness: DiscordHarness) -> None:
        super().__init__(level=logging.ERROR)
        self._harness = harness

    def emit(self, record: logging.LogRecord) -> None:
        error: BaseException | None = record.exc_info[1] if record.exc_info else None
        if error is None:
            error = LoggedError(f"{record.name}: {record.getMessage()}")
        self._harness._record_error(error, None)


# --------------------------------------------------------------------------- harness


class DiscordHarness:
    """Run a discord.py bot end to end against a fake Discord (see the module docstring).

    Typical use::

        bot = MyBot()
        async with DiscordHarness(bot) as harness:
            alice = harness.user(1001, "alice", roles=["Judge"])
            result = await harness.slash("match start", user=alice, options={"game": "magic"})
            assert result.content == "..."
    """

    #: Bot-token routes answered by default (method, discord.py route template).
    BOT_ROUTES: ClassVar[tuple[tuple[str, str], ...]] = (
        ("GET", "/users/@me"),
        ("GET", "/oauth2/applications/@me"),
        ("GET", "/applications/{application_id}/commands"),
        ("PUT", "/applications/{application_id}/commands"),
        ("GET", "/applications/{application_id}/guilds/{guild_id}/commands"),
        ("PUT", "/applications/{application_id}/guilds/{guild_id}/commands"),
        ("POST", "/channels/{channel_id}/messages"),
        ("GET", "/channels/{channel_id}/messages/{message_id}"),
        ("PATCH", "/channels/{channel_id}/messages/{message_id}"),
        ("DELETE", "/channels/{channel_id}/messages/{message_id}"),
    )
    #: Interaction webhook routes answered by default.
    WEBHOOK_ROUTES: ClassVar[tuple[tuple[str, str], ...]] = (
        ("POST", "/interactions/{webhook_id}/{webhook_token}/callback"),
        ("GET", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"),
        ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"),
        ("DELETE", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"),
        ("POST", "/webhooks/{webhook_id}/{webhook_token}"),
        ("GET", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"),
        ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"),
        ("DELETE", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"),
    )
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
        self.tree: app_commands.CommandTree[Any] = found_tree
        self.token = token
        self.application_id = application_id or bot_user_id
        self.guild_id = guild_id
        self.guild_name = guild_name
        self.owner_id = owner_id
        self.time_limit = time_limit
        self.bot_permissions = (
            bot_permissions if bot_permissions is not None else default_bot_permissions()
        )

        self.calls: list[RestCall] = []
        self.messages: dict[int, FakeMessage] = {}

        self._started = False
        self._stopped = False
        self._last_snowflake = 0
        self._roles: dict[int, FakeRole] = {}
        self._channels: dict[int, FakeChannel] = {}
        self._users: dict[int, FakeUser] = {}
        self._joined_at = discord.utils.utcnow().isoformat()
        self._results: dict[str, InteractionResult] = {}
        self._originals: dict[str, int] = {}
        self._interactions: dict[str, discord.Interaction[Any]] = {}
        self._errors: list[tuple[str | None, BaseException]] = []
        self._reported: set[int] = set()
        self._background: set[asyncio.Task[Any]] = set()
        self._synced: dict[int | None, list[JSON]] = {}
        self._command_ids: dict[tuple[int | None, str, int], int] = {}
        self._patches: list[tuple[type, str, Any]] = []
        self._log_capture = _ErrorLogCapture(self)
        self._tree_had_on_error = False
        self._tree_on_error: Any = None
        self._routes: dict[tuple[str, str], RouteHandler] = {}
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

    @property
    def errors(self) -> list[BaseException]:
        """Every error recorded so far (tree errors, task exceptions, ERROR logs)."""
        return [error for _, error in self._errors]

    @property
    def guild(self) -> discord.Guild:
        guild = self.bot.get_guild(self.guild_id)
        if guild is None:
            raise HarnessError("the fake guild is not in the bot's cache (harness not started?)")
        return guild

    # ------------------------------------------------------------------ fake world

    def role(
        self,
        name: str,
        *,
        permissions: discord.Permissions | int = 0,
        id: int | None = None,
        position: int | None = None,
        colour: int = 0,
        managed: bool = False,
    ) -> FakeRole:
        """Create a guild role (fed as ``GUILD_ROLE_CREATE`` if the harness already started)."""
        perms = (
            permissions
            if isinstance(permissions, discord.Permissions)
            else discord.Permissions(permissions)
        )
        role = FakeRole(
            id=id if id is not None else self._snowflake(),
            name=name,
            permissions=perms,
            position=position if position is not None else len(self._roles),
            colour=colour,
            managed=managed,
        )
        self._roles[role.id] = role
        if self._started:
            self._feed(
                "GUILD_ROLE_CREATE", {"guild_id": str(self.guild_id), "role": role.to_payload()}
            )
        return role

    def get_role(self, name_or_id: str | int) -> FakeRole:
        for role in self._roles.values():
            if role.id == name_or_id or role.name == name_or_id:
                return role
        raise HarnessError(f"unknown role {name_or_id!r}; create it with harness.role(...)")

    def channel(
        self, name: str, *, id: int | None = None, type: int = 0, topic: str | None = None
    ) -> FakeChannel:
        """Create a guild channel (fed as ``CHANNEL_CREATE`` if the harness already started)."""
        channel = FakeChannel(
            id=id if id is not None else self._snowflake(),
            name=name,
            type=type,
            position=len(self._channels),
            topic=topic,
        )
        self._channels[channel.id] = channel
        if self._started:
            self._feed("CHANNEL_CREATE", channel.to_payload(self.guild_id))
        return channel

    def user(
        self,
        id: int,
        name: str,
        *,
        roles: Sequence[FakeRole | str | int] = (),
        permissions: discord.Permissions | int | None = None,
        global_name: str | None = None,
        nick: str | None = None,
        bot: bool = False,
        in_guild: bool = True,
    ) -> FakeUser:
        """Register a user; guild members are fed as ``GUILD_MEMBER_ADD`` after ``start()``.

        ``roles`` are ``FakeRole`` objects, role names or role ids (unknown names create
        a permission-less role). ``permissions`` overrides the computed member permissions.
        """
        resolved_roles: list[FakeRole] = []
        for role in roles:
            if isinstance(role, FakeRole):
                resolved_roles.append(role)
            elif isinstance(role, str) and not any(r.name == role for r in self._roles.values()):
                resolved_roles.append(self.role(role))
            else:
                resolved_roles.append(self.get_role(role))
        perms: discord.Permissions | None
        if permissions is None or isinstance(permissions, discord.Permissions):
            perms = permissions
        else:
            perms = discord.Permissions(permissions)
        user = FakeUser(
            id=id,
            name=name,
            roles=tuple(resolved_roles),
            permissions=perms,
            global_name=global_name,
            nick=nick,
            bot=bot,
            in_guild=in_guild,
        )
        already_member = id in self._users and self._users[id].in_guild
        self._users[id] = user
        if self._started and in_guild and not already_member:
            self._feed(
                "GUILD_MEMBER_ADD", {**self._member_payload(user), "guild_id": str(self.guild_id)}
            )
        return user

    def get_user(self, id: int) -> FakeUser:
        try:
            return self._users[id]
        except KeyError:
            raise HarnessError(
                f"unknown user id {id}; register it with harness.user(...)"
            ) from None

    def member_permissions(self, user: FakeUser) -> discord.Permissions:
        """Guild-level permissions Discord would put into ``member.permissions``."""
        if user.id == self.owner_id:
            return discord.Permissions.all()
        if user.permissions is not None:
            perms = discord.Permissions(user.permissions.value)
        else:
            value = self.everyone.permissions.value
            for role in user.roles:
                value |= role.permissions.value
            perms = discord.Permissions(value)
        if perms.administrator:
            return discord.Permissions.all()
        return perms

    def message(self, id: int) -> FakeMessage:
        try:
            return self.messages[id]
        except KeyError:
            raise HarnessError(f"no message with id {id}") from None

    def channel_history(self, channel: FakeChannel | int) -> list[FakeMessage]:
        """Non-deleted, non-ephemeral messages in a channel, oldest first."""
        channel_id = channel if isinstance(channel, int) else channel.id
        return [
            m
            for m in self.messages.values()
            if m.channel_id == channel_id and not m.deleted and not m.ephemeral
        ]

    def command_id(self, name: str, *, guild_id: int | None = None, type: int = 1) -> int:
        """The id Discord gave a command at sync (or a stable made-up one)."""
        key = (guild_id, name, type)
        if key not in self._command_ids:
            self._command_ids[key] = self._snowflake()
        return self._command_ids[key]

    def route(self, method: str, path: str, handler: RouteHandler) -> None:
        """Answer (or override) a REST route; ``path`` is discord.py's route template.

        The handler receives the :class:`RestCall` and returns the JSON response (may be
        a coroutine function, may raise e.g. ``discord.Forbidden``).
        """
        self._routes[(method.upper(), path)] = handler

    def http_error(self, status: int, code: int, message: str) -> discord.HTTPException:
        """Exception to raise from a custom route handler to simulate a Discord error."""
        return http_error(status, code, message)

    # ------------------------------------------------------------------ interactions

    async def slash(
        self,
        command: str,
        *,
        user: FakeUser,
        options: Mapping[str, Any] | None = None,
        channel: FakeChannel | int | None = None,
        locale: str = "en-US",
        time_limit: float | None = None,
        raise_on_error: bool = True,
        expect_response: bool = True,
    ) -> InteractionResult:
        """Invoke a slash command (``"group sub"`` for subcommands) and wait for it."""
        payload = self.slash_payload(
            command, user=user, options=options, channel=channel, locale=locale
        )
        pending = self.dispatch(
            payload,
            time_limit=time_limit,
            raise_on_error=raise_on_error,
            expect_response=expect_response,
        )
        return await pending.wait()

    async def autocomplete(
        self,
        command: str,
        *,
        user: FakeUser,
        focused: str,
        value: Any = "",
        options: Mapping[str, Any] | None = None,
        channel: FakeChannel | int | None = None,
        locale: str = "en-US",
        time_limit: float | None = None,
    ) -> list[app_commands.Choice[Any]]:
        """Send an autocomplete interaction while typing ``value`` into ``focused``."""
        payload = self.slash_payload(
            command,
            user=user,
            options=options,
            channel=channel,
            locale=locale,
            focused=focused,
            focused_value=value,
        )
        result = await self.dispatch(payload, time_limit=time_limit).wait()
        if result.choices is None:
            raise HarnessError(
                f"{result.describe()} answered with {result.response_type!r}, not choices"
            )
        return result.choices

    async def click(
        self,
        custom_id: str,
        *,
        user: FakeUser,
        message: FakeMessage | int | None = None,
        values: Sequence[str | FakeUser | FakeRole | FakeChannel] | None = None,
        component_type: int | None = None,
        locale: str = "en-US",
        time_limit: float | None = None,
        raise_on_error: bool = True,
        expect_response: bool = True,
    ) -> InteractionResult:
        """Click a button (or choose ``values`` in a select) with ``custom_id``.

        ``message`` is the message carrying the component (a :class:`FakeMessage` or an
        id). Without it, the newest stored message with that ``custom_id`` is used, or a
        message is synthesised (like a message sent by a previous run of the bot, for
        persistent views).
        """
        payload = self.component_payload(
            custom_id,
            user=user,
            message=message,
            values=values,
            component_type=component_type,
            locale=locale,
        )
        hint = (
            f"No View handled custom_id {custom_id!r}: persistent views must be registered with "
            "bot.add_view(view) (timeout=None and every item has a custom_id), other views only "
            "listen on the message they were sent with (and stop after their timeout)."
        )
        pending = self.dispatch(
            payload,
            time_limit=time_limit,
            raise_on_error=raise_on_error,
            expect_response=expect_response,
            no_response_hint=hint,
        )
        return await pending.wait()

    def dispatch(
        self,
        payload: JSON,
        *,
        time_limit: float | None = None,
        raise_on_error: bool = True,
        expect_response: bool = True,
        no_response_hint: str = "",
    ) -> PendingInteraction:
        """Feed an ``INTERACTION_CREATE`` payload to the bot *without* waiting for it.

        Use this for flows where a command waits for a later interaction; call
        ``await pending.wait()`` afterwards.
        """
        self._require_started()
        kind_by_type: dict[int, InteractionKind] = {
            2: "slash",
            3: "component",
            4: "autocomplete",
            5: "modal_submit",
        }
        result = InteractionResult(
            kind=kind_by_type[int(payload["type"])],
            payload=payload,
            dispatched_at=asyncio.get_running_loop().time(),
        )
        self._results[result.token] = result
        error_mark = len(self._errors)
        call_mark = len(self.calls)
        before = asyncio.all_tasks()
        # Exactly what DiscordWebSocket.received_message does for a DISPATCH event.
        self.bot._connection.parsers["INTERACTION_CREATE"](copy.deepcopy(payload))
        tasks = asyncio.all_tasks() - before
        return PendingInteraction(
            self,
            result,
            tasks,
            error_mark=error_mark,
            call_mark=call_mark,
            time_limit=time_limit if time_limit is not None else self.time_limit,
            raise_on_error=raise_on_error,
            expect_response=expect_response,
            no_response_hint=no_response_hint,
        )

    # ------------------------------------------------------------------ payload builders

    def slash_payload(
        self,
        command: str,
        *,
        user: FakeUser,
        options: Mapping[str, Any] | None = None,
        channel: FakeChannel | int | None = None,
        locale: str = "en-US",
        focused: str | None = None,
        focused_value: Any = "",
    ) -> JSON:
        """Build the gateway payload of an application command (or autocomplete) interaction."""
        parts = command.split()
        if not parts:
            raise HarnessError("empty command name")
        at = self._invocation(user, self._resolve_channel(channel), locale)
        in_guild = True

        root_name = parts[0]
        cmd_guild_id: int | None = None
        found: app_commands.Command[Any, ..., Any] | app_commands.Group | None = None
        if in_guild:
            found = self.tree.get_command(root_name, guild=discord.Object(self.guild_id))
            if found is not None:
                cmd_guild_id = self.guild_id
        if found is None:
            found = self.tree.get_command(root_name)
        for sub in parts[1:]:
            if not isinstance(found, app_commands.Group):
                found = None
                break
            found = found.get_command(sub)
        leaf = found if isinstance(found, app_commands.Command) else None

        resolved: JSON = {}
        leaf_options = self._build_options(
            leaf,
            dict(options or {}),
            resolved,
            invoker=user,
            in_guild=in_guild,
            focused=focused,
            focused_value=focused_value,
        )
        data = gateway.command_data(
            parts,
            leaf_options,
            command_id=self.command_id(root_name, guild_id=cmd_guild_id),
            guild_id=cmd_guild_id,
            resolved=resolved if focused is None else None,
        )
        return gateway.command_interaction(at, data, autocomplete=focused is not None)

    def component_payload(
        self,
        custom_id: str,
        *,
        user: FakeUser,
        message: FakeMessage | int | None = None,
        values: Sequence[str | FakeUser | FakeRole | FakeChannel] | None = None,
        component_type: int | None = None,
        locale: str = "en-US",
    ) -> JSON:
        """Build the gateway payload of a message component interaction."""
        msg = self._message_for_component(custom_id, message, values, component_type)
        component = msg.component(custom_id)
        if component is not None and component.get("disabled"):
            raise HarnessError(
                f"component {custom_id!r} on message {msg.id} is disabled; it cannot be clicked"
            )
        ctype = component_type or (component or {}).get("type") or (2 if values is None else 3)
        at = self._invocation(user, self._channel_of(msg), locale)
        if values is not None and not all(isinstance(v, str) for v in values):
            raise HarnessError("user, role and channel selects: use simcord (tests/simulated)")
        return gateway.component_interaction(
            at,
            copy.deepcopy(msg.data),
            custom_id,
            component_type=ctype,
            values=None if values is None else [str(v) for v in values],
        )

    # ------------------------------------------------------------------ internals: payloads

    def _snowflake(self) -> int:
        value = max(discord.utils.time_snowflake(discord.utils.utcnow()), self._last_snowflake + 1)
        self._last_snowflake = value
        return value

    def _require_started(self) -> None:
        if not self._started or self._stopped:
            raise HarnessError("call `await harness.start()` first (and not after stop())")

    def _member_payload(self, user: FakeUser, *, with_permissions: bool = False) -> JSON:
        return gateway.member_payload(
            user.to_payload(),
            roles=[r.id for r in user.roles],
            joined_at=self._joined_at,
            nick=user.nick,
            permissions=self.member_permissions(user).value if with_permissions else None,
        )

    def _guild_payload(self) -> JSON:
        return gateway.guild_payload(
            self.guild_id,
            self.guild_name,
            owner_id=self.owner_id,
            joined_at=self._joined_at,
            roles=[r.to_payload() for r in self._roles.values()],
            channels=[c.to_payload(None) for c in self._channels.values()],
            members=[self._member_payload(u) for u in self._users.values() if u.in_guild],
        )

    def _resolve_channel(self, channel: FakeChannel | int | None) -> FakeChannel:
        if channel is None:
            return self.default_channel
        channel_id = channel if isinstance(channel, int) else channel.id
        try:
            return self._channels[channel_id]
        except KeyError:
            raise HarnessError(
                f"unknown channel {channel_id}; create it with harness.channel(...)"
            ) from None

    def _channel_of(self, message: FakeMessage) -> FakeChannel:
        if message.channel_id in self._channels:
            return self._channels[message.channel_id]
        raise HarnessError(f"message {message.id} is in unknown channel {message.channel_id}")

    def _invocation(self, user: FakeUser, channel: FakeChannel, locale: str) -> gateway.Invocation:
        """`user` acting in `channel`: what every interaction payload carries."""
        interaction_id = self._snowflake()
        if not user.in_guild:
            raise HarnessError(
                f"{user.name} is not a member of the guild (DMs: use simcord, tests/simulated)"
            )
        return gateway.Invocation(
            interaction_id=interaction_id,
            token=f"harness-interaction-token-{interaction_id}",
            application_id=self.application_id,
            guild_id=self.guild_id,
            channel=channel.to_payload(self.guild_id),
            member=self._member_payload(user, with_permissions=True),
            app_permissions=self.bot_permissions.value,
            locale=locale,
        )

    def _build_options(
        self,
        command: app_commands.Command[Any, ..., Any] | None,
        options: dict[str, Any],
        resolved: JSON,
        *,
        invoker: FakeUser,
        in_guild: bool,
        focused: str | None,
        focused_value: Any,
    ) -> list[JSON]:
        params: dict[str, app_commands.Parameter] = {}
        if command is not None:
            for param in command.parameters:
                params[param.name] = param
                params[param.display_name] = param
        if focused is not None:
            options = {**options, focused: focused_value}
        out: list[JSON] = []
        for key, value in options.items():
            param = params.get(key)
            if command is not None and param is None:
                known = sorted({p.display_name for p in params.values()})
                raise HarnessError(
                    f"/{command.qualified_name} has no option {key!r}; options: {known}"
                )
            name = param.display_name if param is not None else key
            option_type = param.type.value if param is not None else self._infer_option_type(value)
            if key != focused:
                value = self._option_value(
                    option_type, value, resolved, invoker=invoker, in_guild=in_guild
                )
            out.append(gateway.command_option(name, option_type, value, focused=key == focused))
        return out

    @staticmethod
    def _infer_option_type(value: Any) -> int:
        types = discord.AppCommandOptionType
        if isinstance(value, bool):
            return types.boolean.value
        if isinstance(value, int):
            return types.integer.value
        if isinstance(value, float):
            return types.number.value
        if isinstance(value, FakeUser):
            return types.user.value
        if isinstance(value, FakeRole):
            return types.role.value
        if isinstance(value, FakeChannel):
            return types.channel.value
        return types.string.value

    def _option_value(
        self, option_type: int, value: Any, resolved: JSON, *, invoker: FakeUser, in_guild: bool
    ) -> Any:
        types = discord.AppCommandOptionType
        if option_type == types.user.value:
            return self._resolve_user(value, resolved, in_guild=in_guild)
        if option_type == types.role.value:
            return self._resolve_role(value, resolved)
        if option_type == types.mentionable.value:
            if isinstance(value, FakeRole) or (isinstance(value, int) and value in self._roles):
                return self._resolve_role(value, resolved)
            return self._resolve_user(value, resolved, in_guild=in_guild)
        if option_type in (types.channel.value, types.attachment.value):
            raise HarnessError("channel and attachment options: use simcord (tests/simulated)")
        return value

    def _resolve_user(self, value: Any, resolved: JSON, *, in_guild: bool) -> str:
        user_id = value.id if hasattr(value, "id") else int(value)
        user = self.get_user(user_id)
        in_the_guild = in_guild and user.in_guild
        member = self._member_payload(user, with_permissions=True) if in_the_guild else None
        return gateway.resolve_user(resolved, user.to_payload(), member)

    def _resolve_role(self, value: Any, resolved: JSON) -> str:
        role = value if isinstance(value, FakeRole) else self.get_role(int(value))
        return gateway.resolve_role(resolved, role.to_payload())

    def _attachments(self, files: Sequence[RecordedFile], *, channel_id: int) -> list[JSON]:
        return [
            rest_answers.attachment_payload(
                self._snowflake(), f.filename, len(f.data), channel_id=channel_id
            )
            for f in files
        ]

    def _message_for_component(
        self,
        custom_id: str,
        message: FakeMessage | int | None,
        values: Sequence[Any] | None,
        component_type: int | None,
    ) -> FakeMessage:
        if message is not None:
            msg = self._resolve_message(message, synthesize_for=custom_id)
            if msg.component(custom_id) is None and msg.source != "synthetic":
                raise HarnessError(
                    f"message {msg.id} has no component {custom_id!r}; it has {msg.custom_ids}"
                )
            return msg
        for msg in reversed(list(self.messages.values())):
            if not msg.deleted and msg.component(custom_id) is not None:
                return msg
        ctype = component_type or (2 if values is None else 3)
        return self._synthesize_message(custom_id, ctype)

    def _resolve_message(
        self, message: FakeMessage | int, *, synthesize_for: str | None = None
    ) -> FakeMessage:
        if isinstance(message, FakeMessage):
            return message
        if message in self.messages:
            return self.messages[message]
        if synthesize_for is None:
            raise HarnessError(f"no message with id {message}")
        return self._synthesize_message(synthesize_for, 2, message_id=message)

    def _synthesize_message(
        self, custom_id: str, component_type: int, *, message_id: int | None = None
    ) -> FakeMessage:
        """A bot message that exists on Discord but not in this run (e.g. before a restart)."""
        component: JSON = {"type": component_type, "custom_id": custom_id}
        if component_type == 2:
            component.update({"style": 1, "label": custom_id})
        body = {"content": "", "components": [{"type": 1, "components": [component]}]}
        msg = self._new_message(
            channel_id=self.default_channel.id,
            body=body,
            files=[],
            source="synthetic",
            message_id=message_id,
        )
        return msg

    # ------------------------------------------------------------------ internals: gateway

    def _feed(self, event: str, payload: JSON) -> None:
        """Deliver a gateway DISPATCH event the way DiscordWebSocket.received_message does."""
        before = asyncio.all_tasks()
        self.bot._connection.parsers[event](copy.deepcopy(payload))
        self._background |= asyncio.all_tasks() - before

    async def _capture_interaction(self, interaction: discord.Interaction[Any]) -> None:
        if interaction.token in self._results:
            self._interactions[interaction.token] = interaction

    def _record_error(self, error: BaseException, token: str | None) -> None:
        if any(existing is error for _, existing in self._errors):
            return
        self._errors.append((token, error))

    def _raise_unreported(self, where: str) -> None:
        unreported = [error for _, error in self._errors if id(error) not in self._reported]
        if not unreported:
            return
        for error in unreported:
            self._reported.add(id(error))
        details = "\n\n".join("".join(traceback.format_exception(e)).rstrip() for e in unreported)
        raise HarnessError(f"{len(unreported)} unhandled error(s) during {where}:\n\n{details}")

    def _wrap_tree_on_error(self) -> None:
        tree = self.tree
        self._tree_had_on_error = "on_error" in vars(tree)
        original = tree.on_error

        async def recording_on_error(
            interaction: discord.Interaction[Any], error: app_commands.AppCommandError, /
        ) -> None:
            self._record_error(error, interaction.token)
            await original(interaction, error)

        self._tree_on_error = original
        tree.on_error = recording_on_error  # type: ignore[method-assign]

    def _unwrap_tree_on_error(self) -> None:
        if self._tree_on_error is None:
            return
        if self._tree_had_on_error:
            self.tree.on_error = self._tree_on_error  # type: ignore[method-assign]
        else:
            vars(self.tree).pop("on_error", None)
        self._tree_on_error = None

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

    # ------------------------------------------------------------------ internals: REST seams

    def _install_patches(self) -> None:
        harness = self

        async def fake_http_request(
            http: HTTPClient,
            route: Route,
            *,
            files: Sequence[discord.File] | None = None,
            form: Sequence[JSON] | None = None,
            **kwargs: Any,
        ) -> Any:
            if http is not harness.bot.http:
                raise HarnessError(
                    "HTTPClient.request called for a client this harness does not drive"
                )
            body = rest_answers.request_body(kwargs.get("json"), form)
            call = harness._new_call(
                "bot", route, body, files, kwargs.get("params"), kwargs.get("reason")
            )
            return await harness._answer(call)

        async def fake_webhook_request(
            adapter: AsyncWebhookAdapter,
            route: Route,
            session: Any = None,
            *,
            payload: JSON | None = None,
            multipart: Sequence[JSON] | None = None,
            files: Sequence[discord.File] | None = None,
            reason: str | None = None,
            params: dict[str, Any] | None = None,
            **_ignored: Any,
        ) -> Any:
            body = rest_answers.request_body(payload, multipart)
            call = harness._new_call("webhook", route, body, files, params, reason)
            return await harness._answer(call)

        for owner, name, replacement in (
            (HTTPClient, "request", fake_http_request),
            (AsyncWebhookAdapter, "request", fake_webhook_request),
        ):
            self._patches.append((owner, name, owner.__dict__[name]))
            setattr(owner, name, replacement)

    def _remove_patches(self) -> None:
        while self._patches:
            owner, name, original = self._patches.pop()
            setattr(owner, name, original)

    def _new_call(
        self,
        seam: Literal["bot", "webhook"],
        route: Route,
        body: Any,
        files: Sequence[discord.File] | None,
        query: dict[str, Any] | None,
        reason: str | None,
    ) -> RestCall:
        call = RestCall(
            seam=seam,
            method=route.method,
            path=route.path,
            url=route.url,
            path_params=path_params(route),
            json=copy.deepcopy(body),
            files=[record_file(f) for f in files or []],
            query=dict(query) if query else None,
            reason=reason,
        )
        self.calls.append(call)
        return call

    async def _answer(self, call: RestCall) -> Any:
        problems = checks.limit_problems(call)
        if problems:
            # Discord refuses the request (400). Whatever the bot makes of that, the test fails.
            error = PayloadLimitError(f"{call.route_key}: {'; '.join(problems)}")
            self._record_error(error, call.path_params.get("webhook_token"))
            raise checks.form_error("limits", "; ".join(problems))
        handler = self._routes.get((call.method, call.path))
        if handler is None:
            error = UnhandledRouteError(
                f"the fake Discord has no handler for {call.route_key} ({call.url}); "
                f"register one with harness.route({call.method!r}, {call.path!r}, handler)"
            )
            self._record_error(error, call.path_params.get("webhook_token"))
            raise error
        response = handler(call)
        if inspect.isawaitable(response):
            response = await cast(Awaitable[Any], response)
        call.response = copy.deepcopy(response)
        return copy.deepcopy(response)

    def _install_default_routes(self) -> None:
        handlers: dict[tuple[str, str], RouteHandler] = {
            ("GET", "/users/@me"): self._get_me,
            ("GET", "/oauth2/applications/@me"): self._get_application,
            ("GET", "/applications/{application_id}/commands"): self._get_commands,
            ("PUT", "/applications/{application_id}/commands"): self._put_commands,
            (
                "GET",
                "/applications/{application_id}/guilds/{guild_id}/commands",
            ): self._get_commands,
            (
                "PUT",
                "/applications/{application_id}/guilds/{guild_id}/commands",
            ): self._put_commands,
            ("POST", "/channels/{channel_id}/messages"): self._post_channel_message,
            ("GET", "/channels/{channel_id}/messages/{message_id}"): self._get_message,
            ("PATCH", "/channels/{channel_id}/messages/{message_id}"): self._patch_message,
            ("DELETE", "/channels/{channel_id}/messages/{message_id}"): self._delete_message,
            (
                "POST",
                "/interactions/{webhook_id}/{webhook_token}/callback",
            ): self._interaction_callback,
            (
                "GET",
                "/webhooks/{webhook_id}/{webhook_token}/messages/@original",
            ): self._get_original,
            (
                "PATCH",
                "/webhooks/{webhook_id}/{webhook_token}/messages/@original",
            ): self._patch_original,
            (
                "DELETE",
                "/webhooks/{webhook_id}/{webhook_token}/messages/@original",
            ): self._delete_original,
            ("POST", "/webhooks/{webhook_id}/{webhook_token}"): self._post_followup,
            (
                "GET",
                "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}",
            ): self._get_message,
            (
                "PATCH",
                "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}",
            ): self._patch_message,
            (
                "DELETE",
                "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}",
            ): self._delete_message,
        }
        assert set(handlers) == set(self.BOT_ROUTES) | set(self.WEBHOOK_ROUTES)
        self._routes.update(handlers)

    # ------------------------------------------------------------------ fake REST: identity

    def _get_me(self, call: RestCall) -> JSON:
        return rest_answers.current_user_payload(self.bot_user.to_payload())

    def _get_application(self, call: RestCall) -> JSON:
        return rest_answers.application_payload(
            self.application_id, bot=self.bot_user.to_payload(), owner=self.owner.to_payload()
        )

    def _get_commands(self, call: RestCall) -> list[JSON]:
        guild_id = int(call.path_params["guild_id"]) if "guild_id" in call.path_params else None
        return self._synced.get(guild_id, [])

    def _put_commands(self, call: RestCall) -> list[JSON]:
        guild_id = int(call.path_params["guild_id"]) if "guild_id" in call.path_params else None
        echoed: list[JSON] = []
        for command in call.json or []:
            command_type = int(command.get("type", 1))
            command_id = self.command_id(command["name"], guild_id=guild_id, type=command_type)
            synced = rest_answers.synced_command(
                copy.deepcopy(command),
                command_id=command_id,
                application_id=self.application_id,
                version=self._snowflake(),
                guild_id=guild_id,
            )
            echoed.append(synced)
        self._synced[guild_id] = echoed
        return echoed

    # ------------------------------------------------------------------ fake REST: messages

    def _known_channel(self, channel_id: int) -> bool:
        return channel_id in self._channels

    def _post_channel_message(self, call: RestCall) -> JSON:
        channel_id = call.param("channel_id")
        if not self._known_channel(channel_id):
            raise http_error(404, 10003, "Unknown Channel")
        body = call.json or {}
        checks.validate_message(body, call.files)
        msg = self._new_message(
            channel_id=channel_id, body=body, files=call.files, source="channel"
        )
        call.message = msg
        return msg.data

    def _stored_message(self, call: RestCall) -> FakeMessage:
        msg = self.messages.get(call.param("message_id"))
        if msg is None or msg.deleted:
            raise http_error(404, 10008, "Unknown Message")
        if "channel_id" in call.path_params and msg.channel_id != call.param("channel_id"):
            raise http_error(404, 10008, "Unknown Message")
        return msg

    def _get_message(self, call: RestCall) -> JSON:
        msg = self._stored_message(call)
        call.message = msg
        return msg.data

    def _patch_message(self, call: RestCall) -> JSON:
        msg = self._stored_message(call)
        self._apply_edit(msg, call.json or {}, call.files)
        call.message = msg
        return msg.data

    def _delete_message(self, call: RestCall) -> None:
        msg = self._stored_message(call)
        msg.deleted = True
        call.message = msg

    def _new_message(
        self,
        *,
        channel_id: int,
        body: JSON,
        files: Sequence[RecordedFile],
        source: MessageSource,
        result: InteractionResult | None = None,
        extra_flags: int = 0,
        message_id: int | None = None,
    ) -> FakeMessage:
        mid = message_id if message_id is not None else self._snowflake()
        content = cast(str, body.get("content") or "")
        data = rest_answers.message_object(
            mid,
            channel_id,
            copy.deepcopy(body),
            author=self.bot_user.to_payload(),
            timestamp=discord.utils.utcnow().isoformat(),
            guild_id=self.guild_id if channel_id in self._channels else None,
            webhook_id=None if source == "channel" else self.application_id,
            interaction=None if result is None else result.payload,
            response=source == "response",
            extra_flags=extra_flags,
            mentions=checks.pinged_users(content, body.get("allowed_mentions"), self._users),
            mention_roles=checks.pinged_roles(content, body.get("allowed_mentions"), self._roles),
            attachments=self._attachments(files, channel_id=channel_id),
        )
        msg = FakeMessage(
            id=mid, channel_id=channel_id, source=source, data=data, files=list(files)
        )
        msg.versions.append(copy.deepcopy(data))
        self.messages[mid] = msg
        return msg

    def _apply_edit(self, msg: FakeMessage, body: JSON, files: Sequence[RecordedFile]) -> None:
        if body or files:
            checks.validate_edit(msg, body)
        data = msg.data
        rest_answers.edit_message(
            data, copy.deepcopy(body), timestamp=discord.utils.utcnow().isoformat()
        )
        if "content" in body:
            allowed = body.get("allowed_mentions")
            data["mentions"] = checks.pinged_users(data["content"], allowed, self._users)
            data["mention_roles"] = checks.pinged_roles(data["content"], allowed, self._roles)
        if "attachments" in body:
            kept_ids = {str(a.get("id")) for a in body["attachments"] or []}
            data["attachments"] = [a for a in data["attachments"] if a["id"] in kept_ids]
        data["attachments"].extend(self._attachments(files, channel_id=msg.channel_id))
        msg.files.extend(files)
        msg.versions.append(copy.deepcopy(data))

    # ------------------------------------------------------------------ fake REST: interactions

    def _result_for(self, call: RestCall) -> InteractionResult:
        result = self._results.get(call.path_params.get("webhook_token", ""))
        if result is None:
            raise http_error(404, 10015, "Unknown Webhook")
        return result

    def _interaction_callback(self, call: RestCall) -> JSON:
        result = self._results.get(call.path_params["webhook_token"])
        if result is None or call.path_params["webhook_id"] != result.payload["id"]:
            raise http_error(404, 10062, "Unknown interaction")
        if result.response_type is not None:
            raise http_error(400, 40060, "Interaction has already been acknowledged.")
        late = checks.late_answer(result, asyncio.get_running_loop().time())
        if late is not None:
            # Discord forgets an interaction not answered in time; the user saw "The
            # application did not respond". A test fails, whatever the bot does with the 404.
            self._record_error(late, result.token)
            raise http_error(404, 10062, "Unknown interaction")
        body = call.json or {}
        response_type = discord.InteractionResponseType(int(body["type"]))
        data = cast(JSON, body.get("data") or {})
        kinds = discord.InteractionResponseType
        allowed = {
            "slash": {kinds.channel_message, kinds.deferred_channel_message, kinds.modal},
            "component": {
                kinds.channel_message,
                kinds.deferred_channel_message,
                kinds.deferred_message_update,
                kinds.message_update,
                kinds.modal,
            },
            "autocomplete": {kinds.autocomplete_result},
            "modal_submit": {
                kinds.channel_message,
                kinds.deferred_channel_message,
                kinds.deferred_message_update,
                kinds.message_update,
            },
        }[result.kind]
        if response_type not in allowed:
            raise http_error(
                400, 50035, f"Invalid Form Body: {response_type.name} is not valid here"
            )
        answered: FakeMessage | None = None  # the message the answer created or updated
        channel_id = int(result.payload["channel_id"])

        if response_type in (kinds.channel_message, kinds.deferred_channel_message):
            loading = response_type is kinds.deferred_channel_message
            if not loading:
                checks.validate_message(data, call.files)
            answered = self._new_message(
                channel_id=channel_id,
                body={"flags": data.get("flags", 0)} if loading else data,
                files=[] if loading else call.files,
                source="response",
                result=result,
                extra_flags=LOADING if loading else 0,
            )
        elif response_type in (kinds.deferred_message_update, kinds.message_update):
            clicked = result.payload.get("message")
            if clicked is None:
                raise http_error(400, 50035, "Invalid Form Body: there is no message to update")
            answered = self.message(int(clicked["id"]))
            if response_type is kinds.message_update:
                self._apply_edit(answered, data, call.files)
        elif response_type is kinds.autocomplete_result:
            choices = data.get("choices") or []
            result.choices = [
                app_commands.Choice(name=c["name"], value=c["value"]) for c in choices
            ]
        elif response_type is kinds.modal:
            result.modal = copy.deepcopy(data)
        if answered is not None:
            self._originals[result.token] = answered.id
            result.response = answered
            call.message = answered
        result.response_type = response_type
        message = None if answered is None else answered.data
        return rest_answers.callback_answer(result.payload, response_type.value, message)

    def _original_message(self, call: RestCall) -> FakeMessage:
        result = self._result_for(call)
        message_id = self._originals.get(result.token)
        if message_id is None or self.messages[message_id].deleted:
            raise http_error(404, 10008, "Unknown Message")
        return self.messages[message_id]

    def _get_original(self, call: RestCall) -> JSON:
        msg = self._original_message(call)
        call.message = msg
        return msg.data

    def _patch_original(self, call: RestCall) -> JSON:
        msg = self._original_message(call)
        self._apply_edit(msg, call.json or {}, call.files)
        call.message = msg
        return msg.data

    def _delete_original(self, call: RestCall) -> None:
        msg = self._original_message(call)
        msg.deleted = True
        call.message = msg

    def _post_followup(self, call: RestCall) -> JSON:
        result = self._result_for(call)
        if result.response_type is None:
            raise http_error(404, 10015, "Unknown Webhook")
        body = call.json or {}
        checks.validate_message(body, call.files)
        original_id = self._originals.get(result.token)
        original = self.messages.get(original_id) if original_id is not None else None
        if original is not None and original.loading and not original.deleted:
            # Discord: the first followup after a "thinking" defer replaces the loading message.
            self._apply_edit(original, {k: v for k, v in body.items() if k != "flags"}, call.files)
            msg = original
        else:
            msg = self._new_message(
                channel_id=int(result.payload["channel_id"]),
                body=body,
                files=call.files,
                source="followup",
                result=result,
            )
        result.followups.append(msg)
        call.message = msg
        return msg.data
