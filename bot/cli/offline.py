"""Drive the real bot without Discord: gateway payloads in, REST calls captured.

Used by `arbiter console`. Interactions go through discord.py's own parsing and the real
CommandTree; the two seams that carry all of discord.py's REST are replaced by an in-memory
Discord that keeps the messages it was sent:
- discord.http.HTTPClient.request (calls made with the bot token),
- discord.webhook.async_.AsyncWebhookAdapter.request (interaction responses and followups).
"""

from __future__ import annotations

import asyncio
import itertools
import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any
from unittest import mock

import discord
from discord.ext import commands
from discord.webhook.async_ import AsyncWebhookAdapter

JSON = dict[str, Any]
GUILD_ID = 900_000_000_000_000_001
CHANNEL_ID = 900_000_000_000_000_002
APP_ID = 900_000_000_000_000_003
BOT_ID = 900_000_000_000_000_004
EPHEMERAL = 1 << 6


@dataclass
class Message:
    """A message as the in-memory Discord holds it."""

    id: int
    data: JSON
    ephemeral: bool = False
    history: list[JSON] = field(default_factory=list)

    def custom_ids(self) -> list[tuple[str, str]]:
        found = []
        for row in self.data.get("components") or []:
            for item in row.get("components", []):
                if "custom_id" in item:
                    found.append((item.get("label") or item["custom_id"], item["custom_id"]))
        return found


def _timestamp() -> str:
    return datetime.now(UTC).isoformat()


def _payload_of(kwargs: JSON) -> JSON:
    """The JSON body of a REST call, whether sent as JSON or as multipart with files."""
    if kwargs.get("json") is not None:
        return dict(kwargs["json"])
    if kwargs.get("payload") is not None:
        return dict(kwargs["payload"])
    for part in kwargs.get("form") or kwargs.get("multipart") or []:
        if part.get("name") == "payload_json":
            return dict(json.loads(part["value"]))
    return {}


class OfflineDiscord:
    """An in-memory Discord for one bot, with a guild and one text channel."""

    def __init__(self, bot: commands.Bot, on_message: Callable[[Message, str], None]) -> None:
        self.bot = bot
        self.on_message = on_message
        # Snowflakes from the clock, as Discord's: interaction ids are the reports' idempotency
        # keys, so a later session on the same database must not reuse an earlier one's.
        self._ids = itertools.count(discord.utils.time_snowflake(discord.utils.utcnow()))
        self.messages: dict[int, Message] = {}
        self._responses: dict[str, Message] = {}  # interaction token -> its original response
        self.files: list[tuple[str, bytes]] = []
        self._component_messages: dict[str, int] = {}  # interaction id -> message pressed
        self._thinking: set[str] = set()  # tokens whose response is a deferred placeholder
        self.last_choices: list[JSON] = []
        # Threads the bot opened (league rounds): id -> name; commands go to `channel_id`.
        self.threads: dict[int, str] = {}
        self.channel_id = CHANNEL_ID
        self.bot_user = {
            "id": str(BOT_ID),
            "username": "Arbiter",
            "discriminator": "0",
            "global_name": "Arbiter",
            "avatar": None,
            "bot": True,
        }

    def next_id(self) -> int:
        return next(self._ids)

    # -- the REST seams ----------------------------------------------------------------------

    @contextmanager
    def patched(self) -> Iterator[None]:
        offline = self

        async def http_request(_http: Any, route: discord.http.Route, **kwargs: Any) -> Any:
            return offline._bot_call(route, kwargs)

        async def webhook_request(
            _adapter: Any, route: discord.http.Route, session: Any = None, **kwargs: Any
        ) -> Any:
            return offline._webhook_call(route, kwargs)

        with (
            mock.patch.object(discord.http.HTTPClient, "request", http_request),
            mock.patch.object(AsyncWebhookAdapter, "request", webhook_request),
        ):
            yield

    def _message(
        self, body: JSON, *, ephemeral: bool = False, channel_id: int | None = None
    ) -> Message:
        message_id = self.next_id()
        data = {
            "id": str(message_id),
            "channel_id": str(channel_id or self.channel_id),
            "author": self.bot_user,
            "content": body.get("content") or "",
            "embeds": body.get("embeds") or [],
            "components": body.get("components") or [],
            "attachments": [],
            "timestamp": _timestamp(),
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "pinned": False,
            "type": 0,
            "flags": EPHEMERAL if ephemeral else 0,
        }
        message = Message(message_id, data, ephemeral)
        self.messages[message_id] = message
        return message

    def _edit(self, message: Message, body: JSON) -> None:
        message.history.append(dict(message.data))
        for key in ("content", "embeds", "components"):
            if key in body:
                message.data[key] = (
                    body[key] if body[key] is not None else ("" if key == "content" else [])
                )
        message.data["edited_timestamp"] = _timestamp()

    def _keep_files(self, kwargs: JSON) -> None:
        for file in kwargs.get("files") or []:
            file.fp.seek(0)
            self.files.append((file.filename, file.fp.read()))

    def _bot_call(self, route: discord.http.Route, kwargs: JSON) -> Any:
        method, path = route.method, route.path
        if (method, path) == ("GET", "/users/@me"):
            return self.bot_user
        if (method, path) == ("GET", "/oauth2/applications/@me"):
            return {
                "id": str(APP_ID),
                "name": "Arbiter",
                "icon": None,
                "description": "",
                "bot_public": True,
                "bot_require_code_grant": False,
                "verify_key": "0",
                "flags": 0,
                "owner": {**self.bot_user, "bot": False},
                "team": None,
                "summary": "",
                "rpc_origins": [],
            }
        if (method, path) == ("POST", "/channels/{channel_id}/threads"):
            return self._open_thread(int(route.channel_id or CHANNEL_ID), _payload_of(kwargs))
        if (method, path) == ("POST", "/channels/{channel_id}/messages"):
            self._keep_files(kwargs)
            message = self._message(_payload_of(kwargs), channel_id=route.channel_id)
            self.on_message(message, "posted")
            return message.data
        if (method, path) == ("PATCH", "/channels/{channel_id}/messages/{message_id}"):
            message = self.messages.get(int(route.url.rstrip("/").rsplit("/", 1)[-1]))
            if message is None:
                raise discord.NotFound(
                    _Response(404), {"message": "Unknown Message", "code": 10008}
                )
            self._edit(message, _payload_of(kwargs))
            self.on_message(message, "edited")
            return message.data
        if method == "PUT" and path.endswith("/commands"):
            return [
                {**c, "id": str(self.next_id()), "application_id": str(APP_ID), "version": "1"}
                for c in (kwargs.get("json") or [])
            ]
        raise RuntimeError(f"the offline Discord does not know {method} {path}")

    def _open_thread(self, parent_id: int, body: JSON) -> JSON:
        thread_id = self.next_id()
        self.threads[thread_id] = str(body.get("name") or "thread")
        return {
            "id": str(thread_id),
            "guild_id": str(GUILD_ID),
            "parent_id": str(parent_id),
            "owner_id": self.bot_user["id"],
            "name": self.threads[thread_id],
            "type": discord.ChannelType.public_thread.value,
            "last_message_id": None,
            "rate_limit_per_user": 0,
            "message_count": 0,
            "member_count": 1,
            "flags": 0,
            "thread_metadata": {
                "archived": False,
                "auto_archive_duration": body.get("auto_archive_duration", 1440),
                "archive_timestamp": _timestamp(),
                "locked": False,
            },
        }

    def _webhook_call(self, route: discord.http.Route, kwargs: JSON) -> Any:
        method, path = route.method, route.path
        body = _payload_of(kwargs)
        self._keep_files(kwargs)
        token = str(getattr(route, "webhook_token", ""))
        if path == "/interactions/{webhook_id}/{webhook_token}/callback":
            return self._callback(str(getattr(route, "webhook_id", "")), token, body)
        if method == "POST" and path == "/webhooks/{webhook_id}/{webhook_token}":
            placeholder = self._responses.get(token)
            if placeholder is not None and token in self._thinking:
                # As on Discord: the first followup after "thinking" fills that message.
                self._thinking.discard(token)
                self._edit(placeholder, body)
                self.on_message(placeholder, "reply")
                return placeholder.data
            message = self._message(body, ephemeral=bool((body.get("flags") or 0) & EPHEMERAL))
            self.on_message(message, "reply")
            return message.data
        if path.startswith("/webhooks/{webhook_id}/{webhook_token}/messages/"):
            message = self._responses.get(str(token))
            if message is None:
                raise discord.NotFound(
                    _Response(404), {"message": "Unknown Message", "code": 10008}
                )
            if method == "PATCH":
                self._edit(message, body)
                self.on_message(message, "reply" if token in self._thinking else "edited")
                self._thinking.discard(token)
            elif method == "DELETE":
                self.messages.pop(message.id, None)
                self._responses.pop(token, None)
                return None
            return message.data
        raise RuntimeError(f"the offline Discord does not know {method} {path}")

    def _callback(self, interaction_id: str, token: str, body: JSON) -> JSON:
        """An interaction response; answered `with_response`, as discord.py asks."""
        kind, data = body.get("type"), body.get("data") or {}
        info: JSON = {"id": interaction_id, "type": 2}
        message: Message | None = None
        if kind in (4, 5):  # a new message (5: deferred, filled in later)
            ephemeral = bool((data.get("flags") or 0) & EPHEMERAL)
            message = self._message(data, ephemeral=ephemeral)
            self._responses[token] = message
            if kind == 5:
                self._thinking.add(token)
            info.update(
                response_message_id=str(message.id),
                response_message_ephemeral=ephemeral,
                response_message_loading=kind == 5,
            )
            if kind == 4:
                self.on_message(message, "reply")
        elif kind in (6, 7):  # update the message whose button was pressed
            message = self.messages.get(self._component_messages.pop(interaction_id, 0))
            if message is not None and kind == 7:
                self._edit(message, data)
                self.on_message(message, "updated")
        elif kind == 8:  # autocomplete choices
            self.last_choices = data.get("choices") or []
        response: JSON = {"interaction": info}
        if message is not None:
            response["resource"] = {"type": kind, "message": message.data}
        return response

    # -- the gateway -------------------------------------------------------------------------

    def member(self, user: JSON, *, manage_guild: bool, roles: list[int]) -> JSON:
        permissions = discord.Permissions.none()
        permissions.update(
            send_messages=True,
            view_channel=True,
            use_application_commands=True,
            manage_guild=manage_guild,
        )
        return {
            "user": user,
            "roles": [str(r) for r in roles],
            "joined_at": _timestamp(),
            "deaf": False,
            "mute": False,
            "flags": 0,
            "nick": None,
            "permissions": str(permissions.value),
        }

    def _interaction(self, kind: int, data: JSON, member: JSON) -> JSON:
        interaction_id = self.next_id()
        return {
            "id": str(interaction_id),
            "application_id": str(APP_ID),
            "type": kind,
            "token": f"offline-{interaction_id}",
            "version": 1,
            "guild_id": str(GUILD_ID),
            "channel_id": str(self.channel_id),
            "channel": {
                "id": str(self.channel_id),
                "type": 0,
                "guild_id": str(GUILD_ID),
                "name": "console",
                "position": 0,
                "permission_overwrites": [],
                "nsfw": False,
                "parent_id": None,
            },
            "member": member,
            "app_permissions": str(discord.Permissions.all().value),
            "locale": "en-US",
            "guild_locale": "en-US",
            "entitlements": [],
            "authorizing_integration_owners": {"0": str(GUILD_ID)},
            "context": 0,
            "data": data,
            "attachment_size_limit": 25 * 1024 * 1024,
        }

    async def dispatch(self, payload: JSON) -> None:
        """Feed one INTERACTION_CREATE to the client and wait for what it started."""
        before = asyncio.all_tasks()
        self.bot._connection.parse_interaction_create(payload)  # type: ignore[arg-type]
        new = asyncio.all_tasks() - before
        if new:
            await asyncio.wait(new, timeout=30)

    async def command(self, data: JSON, member: JSON) -> None:
        await self.dispatch(self._interaction(2, data, member))

    async def press(self, message: Message, custom_id: str, member: JSON) -> None:
        payload = self._interaction(3, {"custom_id": custom_id, "component_type": 2}, member)
        payload["message"] = message.data
        self._component_messages[payload["id"]] = message.id
        await self.dispatch(payload)


class _Response:
    """Just enough of an aiohttp response for discord.HTTPException."""

    def __init__(self, status: int) -> None:
        self.status = status
        self.reason = "offline"
