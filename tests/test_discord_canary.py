"""Canary: the private discord.py surface tests/discord_harness.py relies on.

If one of these fails after a discord.py upgrade, fix the harness before trusting any
end-to-end test. We pin discord.py to 2.7.x.
"""

from __future__ import annotations

import inspect
import logging
import re

import discord
import discord.app_commands.tree
import discord.http
import discord.ui.view
from discord import app_commands
from discord.ext import commands
from discord.http import HTTPClient, Route
from discord.state import ConnectionState
from discord.webhook import async_ as webhook_async
from discord.webhook.async_ import AsyncWebhookAdapter

from tests.discord_harness import DiscordHarness

P = inspect.Parameter


def test_discord_py_is_pinned_to_2_7() -> None:
    assert discord.__version__.startswith("2.7"), discord.__version__


def test_http_client_request_is_the_bot_token_seam() -> None:
    assert inspect.iscoroutinefunction(HTTPClient.request)
    params = inspect.signature(HTTPClient.request).parameters
    assert list(params)[:2] == ["self", "route"]
    assert params["files"].kind is P.KEYWORD_ONLY
    assert params["form"].kind is P.KEYWORD_ONLY
    assert any(p.kind is P.VAR_KEYWORD for p in params.values())
    source = inspect.getsource(HTTPClient.request)
    # discord.py passes the JSON body as json=..., the audit log reason as reason=...
    assert "'json' in kwargs" in source
    assert "kwargs.pop('reason')" in source
    # login goes through request() for GET /users/@me
    assert "Route('GET', '/users/@me')" in inspect.getsource(HTTPClient.static_login)


def test_webhook_adapter_request_is_the_interaction_seam() -> None:
    assert inspect.iscoroutinefunction(AsyncWebhookAdapter.request)
    params = inspect.signature(AsyncWebhookAdapter.request).parameters
    assert list(params)[:3] == ["self", "route", "session"]
    expected = {
        "payload",
        "multipart",
        "files",
        "params",
        "reason",
        "auth_token",
        "proxy",
        "proxy_auth",
    }
    assert expected <= {name for name, p in params.items() if p.kind is P.KEYWORD_ONLY}
    # The adapter discord.py uses is an instance of the class the harness patches.
    assert isinstance(webhook_async.async_context.get(), AsyncWebhookAdapter)
    # session is passed as a keyword argument by the callers
    assert "session=session" in inspect.getsource(AsyncWebhookAdapter.create_interaction_response)


def test_route_exposes_method_path_and_url() -> None:
    route = Route(
        "PATCH", "/channels/{channel_id}/messages/{message_id}", channel_id=1, message_id=2
    )
    assert route.method == "PATCH"
    assert route.path == "/channels/{channel_id}/messages/{message_id}"
    assert route.url == Route.BASE + "/channels/1/messages/2"
    assert route.webhook_token is None


def test_default_fake_routes_match_discord_py_route_templates() -> None:
    source = inspect.getsource(discord.http) + inspect.getsource(webhook_async)
    for method, path in DiscordHarness.BOT_ROUTES + DiscordHarness.WEBHOOK_ROUTES:
        pattern = rf"Route\(\s*'{method}',\s*'{re.escape(path)}'"
        assert re.search(pattern, source), f"discord.py no longer uses {method} {path}"


def test_connection_state_gateway_parsers() -> None:
    client = discord.Client(intents=discord.Intents.default())
    state = client._connection
    assert isinstance(state, ConnectionState)
    for event in DiscordHarness.GATEWAY_EVENTS:
        assert callable(getattr(ConnectionState, f"parse_{event.lower()}"))
        assert event in state.parsers
    # Interaction reads the aiohttp session created by login from this mangled name.
    assert hasattr(client.http, "_HTTPClient__session")


def test_interaction_create_dispatch_shape() -> None:
    source = inspect.getsource(ConnectionState.parse_interaction_create)
    assert "self._command_tree._from_interaction(interaction)" in source
    assert "self._view_store.dispatch_view(" in source
    assert "self._view_store.dispatch_modal(" in source
    assert "self.dispatch('interaction', interaction)" in source
    # Work is scheduled as tasks synchronously (the harness diffs asyncio.all_tasks()).
    assert "create_task" in inspect.getsource(app_commands.CommandTree._from_interaction)
    assert "create_task" in inspect.getsource(discord.ui.View._dispatch_item)
    assert "create_task" in inspect.getsource(discord.Client._schedule_event)


def test_command_tree_on_error_can_be_wrapped() -> None:
    params = list(inspect.signature(app_commands.CommandTree.on_error).parameters.values())
    assert [p.name for p in params] == ["self", "interaction", "error"]
    assert all(p.kind is P.POSITIONAL_ONLY for p in params[1:])
    assert "__slots__" not in vars(app_commands.CommandTree)
    assert "await self.on_error(interaction, e)" in inspect.getsource(
        app_commands.CommandTree._call
    )
    assert "await self.on_error(interaction, error)" in inspect.getsource(
        app_commands.CommandTree._dispatch_error
    )


def test_swallowed_errors_are_logged_under_the_discord_logger() -> None:
    for logger in (discord.app_commands.tree._log, discord.ui.view._log, discord.client._log):
        assert isinstance(logger, logging.Logger)
        assert logger.name.startswith("discord.")
    assert "_log.error(" in inspect.getsource(discord.ui.View.on_error)
    assert "_log.exception(" in inspect.getsource(app_commands.CommandTree._call)


def test_bot_listener_api_used_to_capture_interactions() -> None:
    assert callable(commands.Bot.add_listener)
    assert callable(commands.Bot.remove_listener)


def test_response_types_used_by_the_fake_callback() -> None:
    kinds = discord.InteractionResponseType
    assert kinds.channel_message.value == 4
    assert kinds.deferred_channel_message.value == 5
    assert kinds.deferred_message_update.value == 6
    assert kinds.message_update.value == 7
    assert kinds.autocomplete_result.value == 8
    assert kinds.modal.value == 9


async def test_interaction_reads_the_payload_the_harness_builds() -> None:
    bot = commands.Bot(command_prefix="!", intents=discord.Intents.default())
    harness = DiscordHarness(bot)
    judge = harness.role("Judge", permissions=discord.Permissions(manage_messages=True))
    alice = harness.user(1001, "alice", roles=[judge])
    async with harness:
        payload = harness.slash_payload("anything", user=alice, options={"count": 3})
        interaction = discord.Interaction(data=payload, state=bot._connection)  # type: ignore[arg-type]

        assert interaction.type is discord.InteractionType.application_command
        assert interaction.application_id == harness.application_id
        assert interaction.guild is harness.guild
        assert interaction.channel is harness.guild.get_channel(harness.default_channel.id)
        assert isinstance(interaction.user, discord.Member) and interaction.user.id == 1001
        assert [r.name for r in interaction.user.roles] == ["@everyone", "Judge"]
        assert interaction.permissions.manage_messages
        assert interaction.app_permissions == harness.bot_permissions
        assert interaction.context.guild
        assert interaction.locale is discord.Locale.american_english
        assert interaction.filesize_limit == payload["attachment_size_limit"]
        assert interaction.data is not None
        assert interaction.data["options"][0]["value"] == 3  # type: ignore[typeddict-item]


def test_member_keeps_the_role_ids_the_interaction_sent() -> None:
    """bot/faces/discord/context.py reads Member._roles: the ids from the payload, even for
    roles the guild cache has not seen, so a judge role always counts."""
    assert "_roles" in discord.Member.__slots__
    assert "self._roles: utils.SnowflakeList" in inspect.getsource(discord.Member.__init__)


def test_offline_console_relies_on_the_same_seams() -> None:
    """bot/fakediscord/offline.py replaces the same two seams and reads these Route attributes."""
    route = Route(
        "PATCH", "/channels/{channel_id}/messages/{message_id}", channel_id=1, message_id=2
    )
    assert route.url.endswith("/channels/1/messages/2")
    callback = Route(
        "POST",
        "/interactions/{webhook_id}/{webhook_token}/callback",
        webhook_id=3,
        webhook_token="t",
    )
    assert (callback.webhook_id, callback.webhook_token) == (3, "t")
    assert "with_response" in inspect.getsource(
        webhook_async.AsyncWebhookAdapter.create_interaction_response
    )
