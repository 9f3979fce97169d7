"""The in-memory Discord's REST layer: each call recorded (when it keeps a record), checked
against the limits a test layer names, and sent by the route table to its route family's
handler. discord.py's calls reach it through the seams memory.py patches; HTTP requests
through tests/fake_discord/server.py."""

from __future__ import annotations

import inspect
from collections.abc import Sequence
from typing import Any, ClassVar, Literal

import discord
from discord.http import Route

from bot.fakediscord import refusals
from bot.fakediscord.errors import PayloadLimitError, UnhandledRouteError
from bot.fakediscord.gateway import copied
from bot.fakediscord.records import RestCall, RouteHandler, params_of, path_params, record_file
from bot.fakediscord.rest_answers import http_error
from bot.fakediscord.rest_commands import CommandRoutes
from bot.fakediscord.rest_interactions import InteractionRoutes
from bot.fakediscord.rest_messages import MessageRoutes

# discord.py's route template of an interaction's webhook (its responses and followups).
_HOOK = "/webhooks/{webhook_id}/{webhook_token}"


class RestRouter(CommandRoutes, MessageRoutes, InteractionRoutes):
    """Capture every REST call, check it against Discord's limits, answer it by route.

    A Discord without a bot: the HTTP one (tests/fake_discord/server.py) answers with it
    as it stands; memory.py's InMemoryDiscord adds the bot."""

    def __init__(self, **world: Any) -> None:
        super().__init__(**world)
        self._install_default_routes()

    # Each route answered by default, with the name of the method that answers it.
    _BOT_HANDLERS: ClassVar[dict[tuple[str, str], str]] = {
        ("GET", "/users/@me"): "_get_me",
        ("GET", "/oauth2/applications/@me"): "_get_application",
        ("GET", "/applications/{application_id}/commands"): "_get_commands",
        ("PUT", "/applications/{application_id}/commands"): "_put_commands",
        ("GET", "/applications/{application_id}/guilds/{guild_id}/commands"): "_get_commands",
        ("PUT", "/applications/{application_id}/guilds/{guild_id}/commands"): "_put_commands",
        ("POST", "/channels/{channel_id}/messages"): "_post_channel_message",
        ("GET", "/channels/{channel_id}/messages/{message_id}"): "_get_message",
        ("PATCH", "/channels/{channel_id}/messages/{message_id}"): "_patch_message",
        ("DELETE", "/channels/{channel_id}/messages/{message_id}"): "_delete_message",
        ("POST", "/channels/{channel_id}/threads"): "_open_thread",
    }
    _WEBHOOK_HANDLERS: ClassVar[dict[tuple[str, str], str]] = {
        ("POST", "/interactions/{webhook_id}/{webhook_token}/callback"): "_interaction_callback",
        ("GET", f"{_HOOK}/messages/@original"): "_get_original",
        ("PATCH", f"{_HOOK}/messages/@original"): "_patch_original",
        ("DELETE", f"{_HOOK}/messages/@original"): "_delete_original",
        ("POST", _HOOK): "_post_followup",
        ("GET", f"{_HOOK}/messages/{{message_id}}"): "_get_message",
        ("PATCH", f"{_HOOK}/messages/{{message_id}}"): "_patch_message",
        ("DELETE", f"{_HOOK}/messages/{{message_id}}"): "_delete_message",
    }
    #: Bot-token routes answered by default (method, discord.py route template).
    BOT_ROUTES: ClassVar[tuple[tuple[str, str], ...]] = tuple(_BOT_HANDLERS)
    #: Interaction webhook routes answered by default.
    WEBHOOK_ROUTES: ClassVar[tuple[tuple[str, str], ...]] = tuple(_WEBHOOK_HANDLERS)

    def route(self, method: str, path: str, handler: RouteHandler) -> None:
        """Answer (or override) a REST route; ``path`` is discord.py's route template.

        The handler receives the :class:`RestCall` and returns the JSON response (may be
        a coroutine function, may raise e.g. ``discord.Forbidden``).
        """
        self._routes[(method.upper(), path)] = handler

    def http_error(self, status: int, code: int, message: str) -> discord.HTTPException:
        """Exception to raise from a custom route handler to simulate a Discord error."""
        return http_error(status, code, message)

    def route_of(self, method: str, path: str) -> tuple[str, dict[str, str]] | None:
        """The route template a request path (`/channels/1/messages`) takes and the values of
        its parameters, among the routes answered (None: no route takes it)."""
        found = [
            (template, params)
            for known_method, template in self._routes
            if known_method == method and (params := params_of(template, path)) is not None
        ]
        # `/messages/@original` is also `/messages/{message_id}`: the more literal one.
        return min(found, key=lambda match: len(match[1]), default=None)

    def _new_call(
        self,
        seam: Literal["bot", "webhook"],
        route: Route,
        body: Any,
        files: Sequence[discord.File] | None,
        query: dict[str, Any] | None,
        reason: str | None,
    ) -> RestCall:
        return self._call(
            RestCall(
                seam=seam,
                method=route.method,
                path=route.path,
                url=route.url,
                path_params=path_params(route),
                json=body,
                files=[record_file(f) for f in files or []],
                query=dict(query) if query else None,
                reason=reason,
            )
        )

    def _call(self, call: RestCall) -> RestCall:
        """A call as this Discord keeps it: a copy of its body, recorded, when it keeps a
        record (the bot's own dict could change after); as sent otherwise."""
        if self.record:
            call.json = copied(call.json)
            self.calls.append(call)
        return call

    def _limit_problems(self, call: RestCall) -> list[str]:
        """Why Discord would refuse this request as over one of its limits: which limits, a
        test layer says (tests/harness/checks.py holds them to bot.faces.discord.limits,
        which this package may not import); none here."""
        return []

    async def _answer(self, call: RestCall) -> Any:
        problems = self._limit_problems(call)
        if problems:
            # Discord refuses the request (400). Whatever the bot makes of that, a test fails.
            over = PayloadLimitError(f"{call.route_key}: {'; '.join(problems)}")
            self._record_error(over, call.path_params.get("webhook_token"))
            raise refusals.form_error("limits", "; ".join(problems))
        handler = self._routes.get((call.method, call.path))
        if handler is None:
            error = UnhandledRouteError(
                f"the fake Discord has no handler for {call.route_key} ({call.url}); "
                f"register one with .route({call.method!r}, {call.path!r}, handler)"
            )
            self._record_error(error, call.path_params.get("webhook_token"))
            raise error
        response = handler(call)
        if inspect.isawaitable(response):
            response = await response
        if not self.record:
            return response
        call.response = copied(response)
        return copied(response)

    def _install_default_routes(self) -> None:
        for route, handler_name in {**self._BOT_HANDLERS, **self._WEBHOOK_HANDLERS}.items():
            self._routes[route] = getattr(self, handler_name)
