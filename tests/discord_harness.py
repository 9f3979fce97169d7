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
import logging
import os
import traceback
from collections.abc import Callable, Mapping, Sequence
from types import TracebackType
from typing import Any, ClassVar, Self, cast

import discord
from discord import app_commands

from bot.cli import gateway
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
    default_bot_permissions,
    default_everyone_permissions,
)
from tests.harness.records import RecordedFile, RestCall
from tests.harness.results import InteractionKind, InteractionResult, PendingInteraction
from tests.harness.router import RestRouter

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

_DISCORD_DIR = os.path.dirname(discord.__file__)


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


class DiscordHarness(RestRouter):
    """Run a discord.py bot end to end against a fake Discord (see the module docstring).

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
        self._log_capture = _ErrorLogCapture(self)
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

    async def _capture_interaction(self, interaction: discord.Interaction[Any]) -> None:
        if interaction.token in self._results:
            self._interactions[interaction.token] = interaction

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
