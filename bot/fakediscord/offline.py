"""Drive the real bot without Discord: gateway payloads in, REST calls captured.

Used by `arbiter console`. Interactions go through discord.py's own parsing and the real
CommandTree; the two seams that carry all of discord.py's REST are replaced by an in-memory
Discord that keeps the messages it was sent:
- discord.http.HTTPClient.request (calls made with the bot token),
- discord.webhook.async_.AsyncWebhookAdapter.request (interaction responses and followups).
The JSON it sends and answers is built by bot/fakediscord/gateway.py and
bot/fakediscord/rest_answers.py, as
the test harness's is (tests/discord_harness.py).
"""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any
from unittest import mock

import discord
from discord.ext import commands
from discord.webhook.async_ import AsyncWebhookAdapter

from bot.fakediscord import gateway, rest_answers
from bot.fakediscord.gateway import JSON

GUILD_ID = 900_000_000_000_000_001
CHANNEL_ID = 900_000_000_000_000_002
APP_ID = 900_000_000_000_000_003
BOT_ID = 900_000_000_000_000_004


@dataclass
class Message:
    """A message as the in-memory Discord holds it."""

    id: int
    data: JSON
    ephemeral: bool = False
    history: list[JSON] = field(default_factory=list)

    def custom_ids(self) -> list[tuple[str, str]]:
        """(label, custom_id) of each button or select on the message."""
        components = rest_answers.walk_components(self.data.get("components") or [])
        return [
            (c.get("label") or c["custom_id"], c["custom_id"])
            for c in components
            if "custom_id" in c
        ]


def _timestamp() -> str:
    return datetime.now(UTC).isoformat()


def _payload_of(kwargs: JSON) -> JSON:
    """The JSON body of a REST call, whether sent as JSON or as multipart with files."""
    body = kwargs.get("json") if kwargs.get("json") is not None else kwargs.get("payload")
    return dict(
        rest_answers.request_body(body, kwargs.get("form") or kwargs.get("multipart")) or {}
    )


class OfflineDiscord:
    """An in-memory Discord for one bot, with a guild and one text channel."""

    def __init__(
        self,
        bot: commands.Bot | commands.AutoShardedBot,
        on_message: Callable[[Message, str], None],
    ) -> None:
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
        self._asked: dict[str, JSON] = {}  # interaction token -> the interaction it answers
        self.last_choices: list[JSON] = []
        # Threads the bot opened (league rounds): id -> name; commands go to `channel_id`.
        self.threads: dict[int, str] = {}
        self.channel_id = CHANNEL_ID
        self.bot_user = gateway.user_payload(BOT_ID, "Arbiter", bot=True)  # bots: no global_name

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

        def websocket(_guild_id: int | None = None, *, shard_id: int | None = None) -> Any:
            return offline  # its one gateway request: request_chunks, the member search

        with (
            mock.patch.object(discord.http.HTTPClient, "request", http_request),
            mock.patch.object(AsyncWebhookAdapter, "request", webhook_request),
            mock.patch.object(self.bot._connection, "_get_websocket", websocket),  # noqa: SLF001
        ):
            yield

    async def request_chunks(
        self,
        guild_id: int,
        query: str | None = None,
        *,
        limit: int,
        user_ids: list[int] | None = None,
        presences: bool = False,
        nonce: str | None = None,
    ) -> None:
        """The gateway's member search by name (`Guild.query_members`): the console's server
        lists no members, so the search is answered with none (one complete, empty chunk)
        once discord.py waits for it. Not through GUILD_MEMBERS_CHUNK's parser, which drops
        a chunk of a guild discord.py has not cached (the console's is known from its
        interactions only): every /league join waited out its limit."""
        state = self.bot._connection  # noqa: SLF001
        asyncio.get_running_loop().call_later(
            0.001, state.process_chunk_requests, guild_id, nonce, [], True
        )

    def _message(
        self,
        body: JSON,
        *,
        channel_id: int | None = None,
        token: str | None = None,
        response: bool = False,
        extra_flags: int = 0,
    ) -> Message:
        """A new message: posted to a channel, or (with the interaction's `token`) an
        interaction's response or followup."""
        message_id = self.next_id()
        data = rest_answers.message_object(
            message_id,
            channel_id or self.channel_id,
            body,
            author=self.bot_user,
            timestamp=_timestamp(),
            guild_id=GUILD_ID,
            webhook_id=None if token is None else APP_ID,
            interaction=None if token is None else self._asked.get(token),
            response=response,
            extra_flags=extra_flags,
        )
        message = Message(message_id, data, bool(data["flags"] & rest_answers.EPHEMERAL))
        self.messages[message_id] = message
        return message

    def _edit(self, message: Message, body: JSON) -> None:
        message.history.append(dict(message.data))
        rest_answers.edit_message(message.data, body, timestamp=_timestamp())

    def _keep_files(self, kwargs: JSON) -> None:
        for file in kwargs.get("files") or []:
            file.fp.seek(0)
            self.files.append((file.filename, file.fp.read()))

    def _bot_call(self, route: discord.http.Route, kwargs: JSON) -> Any:
        method, path = route.method, route.path
        if (method, path) == ("GET", "/users/@me"):
            return rest_answers.current_user_payload(self.bot_user)
        if (method, path) == ("GET", "/oauth2/applications/@me"):
            owner = {**self.bot_user, "bot": False}
            return rest_answers.application_payload(APP_ID, bot=self.bot_user, owner=owner)
        if (method, path) == ("POST", "/channels/{channel_id}/threads"):
            return self._open_thread(int(route.channel_id or CHANNEL_ID), _payload_of(kwargs))
        if (method, path) == ("POST", "/channels/{channel_id}/messages"):
            self._keep_files(kwargs)
            channel = None if route.channel_id is None else int(route.channel_id)
            posted = self._message(_payload_of(kwargs), channel_id=channel)
            self.on_message(posted, "posted")
            return posted.data
        if (method, path) == ("PATCH", "/channels/{channel_id}/messages/{message_id}"):
            edited = self.messages.get(int(route.url.rstrip("/").rsplit("/", 1)[-1]))
            if edited is None:
                raise rest_answers.http_error(404, 10008, "Unknown Message")
            self._edit(edited, _payload_of(kwargs))
            self.on_message(edited, "edited")
            return edited.data
        if method == "PUT" and path.endswith("/commands"):
            return [
                rest_answers.synced_command(
                    command, command_id=self.next_id(), application_id=APP_ID, version=1
                )
                for command in kwargs.get("json") or []
            ]
        raise RuntimeError(f"the offline Discord does not know {method} {path}")

    def _open_thread(self, parent_id: int, body: JSON) -> JSON:
        thread_id = self.next_id()
        self.threads[thread_id] = str(body.get("name") or "thread")
        return rest_answers.thread_payload(
            thread_id,
            self.threads[thread_id],
            parent_id=parent_id,
            guild_id=GUILD_ID,
            owner_id=BOT_ID,
            archive_timestamp=_timestamp(),
            auto_archive_duration=body.get("auto_archive_duration", 1440),
        )

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
            followup = self._message(body, token=token)
            self.on_message(followup, "reply")
            return followup.data
        if path.startswith("/webhooks/{webhook_id}/{webhook_token}/messages/"):
            response = self._responses.get(str(token))
            if response is None:
                raise rest_answers.http_error(404, 10008, "Unknown Message")
            if method == "PATCH":
                self._edit(response, body)
                self.on_message(response, "reply" if token in self._thinking else "edited")
                self._thinking.discard(token)
            elif method == "DELETE":
                self.messages.pop(response.id, None)
                self._responses.pop(token, None)
                return None
            return response.data
        raise RuntimeError(f"the offline Discord does not know {method} {path}")

    def _callback(self, interaction_id: str, token: str, body: JSON) -> JSON:
        """An interaction response; answered `with_response`, as discord.py asks."""
        kind, data = int(body["type"]), body.get("data") or {}
        interaction = self._asked.get(token) or {"id": interaction_id, "type": 2}
        message: Message | None = None
        if kind in (4, 5):  # a new message (5: deferred, filled in later)
            loading = rest_answers.LOADING if kind == 5 else 0
            message = self._message(data, token=token, response=True, extra_flags=loading)
            self._responses[token] = message
            if kind == 5:
                self._thinking.add(token)
            else:
                self.on_message(message, "reply")
        elif kind in (6, 7):  # update the message whose button was pressed
            message = self.messages.get(self._component_messages.pop(interaction_id, 0))
            if message is not None and kind == 7:
                self._edit(message, data)
                self.on_message(message, "updated")
        elif kind == 8:  # autocomplete choices
            self.last_choices = data.get("choices") or []
        return rest_answers.callback_answer(
            interaction, kind, None if message is None else message.data
        )

    # -- the gateway -------------------------------------------------------------------------

    def member(self, user: JSON, *, manage_guild: bool, roles: list[int]) -> JSON:
        """`user` as a member of the guild: a player, or a judge with Manage Server."""
        permissions = discord.Permissions(
            send_messages=True,
            view_channel=True,
            use_application_commands=True,
            manage_guild=manage_guild,
        )
        return gateway.member_payload(
            user, roles=roles, joined_at=_timestamp(), permissions=permissions.value
        )

    def _invocation(self, member: JSON) -> gateway.Invocation:
        """`member` acting in the current channel (the console's, or a thread's)."""
        interaction_id = self.next_id()
        return gateway.Invocation(
            interaction_id=interaction_id,
            token=f"offline-{interaction_id}",
            application_id=APP_ID,
            guild_id=GUILD_ID,
            channel=gateway.channel_payload(self.channel_id, "console", guild_id=GUILD_ID),
            member=member,
            app_permissions=discord.Permissions.all().value,
        )

    async def dispatch(self, payload: JSON) -> None:
        """Feed one INTERACTION_CREATE to the client and wait for what it started."""
        self._asked[payload["token"]] = rest_answers.interaction_metadata(payload)
        before = asyncio.all_tasks()
        # discord.py has no public way to receive a gateway event; its connection state is the
        # one place that turns this payload into an Interaction, as the real gateway does.
        state = self.bot._connection  # noqa: SLF001
        state.parse_interaction_create(payload)  # type: ignore[arg-type]
        new = asyncio.all_tasks() - before
        if new:
            await asyncio.wait(new, timeout=30)

    async def command(self, data: JSON, member: JSON) -> None:
        await self.dispatch(gateway.command_interaction(self._invocation(member), data))

    async def press(self, message: Message, custom_id: str, member: JSON) -> None:
        at = self._invocation(member)
        payload = gateway.component_interaction(at, message.data, custom_id)
        self._component_messages[payload["id"]] = message.id
        await self.dispatch(payload)
