"""The fake Discord's REST layer: the two seams of discord.py it patches
(``HTTPClient.request`` for bot-token calls, ``AsyncWebhookAdapter.request`` for interaction
responses and followups), the record of every call, the limit checks every call passes, and
the route table that sends each call to its route family's handler."""

from __future__ import annotations

import copy
import inspect
from collections.abc import Awaitable, Sequence
from typing import Any, ClassVar, Literal, cast

import discord
from discord.http import HTTPClient, Route
from discord.webhook.async_ import AsyncWebhookAdapter

from bot.fakediscord import rest_answers
from bot.fakediscord.rest_answers import http_error
from tests.harness import checks
from tests.harness.errors import HarnessError, PayloadLimitError, UnhandledRouteError
from tests.harness.fakes import JSON
from tests.harness.records import RestCall, RouteHandler, path_params, record_file
from tests.harness.rest_commands import CommandRoutes
from tests.harness.rest_interactions import InteractionRoutes
from tests.harness.rest_messages import MessageRoutes

# discord.py's route template of an interaction's webhook (its responses and followups).
_HOOK = "/webhooks/{webhook_id}/{webhook_token}"


class RestRouter(CommandRoutes, MessageRoutes, InteractionRoutes):
    """Capture every REST call, check it against Discord's limits, answer it by route."""

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
        for route, handler_name in {**self._BOT_HANDLERS, **self._WEBHOOK_HANDLERS}.items():
            self._routes[route] = getattr(self, handler_name)
