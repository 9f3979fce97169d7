"""A fake Discord REST API on loopback that rate limits the way Discord does.

discord.py's own `HTTPClient` (and the interaction webhook adapter, on the same session)
talks to it over HTTP: `FakeDiscord.pointed()` sets `discord.http.Route.BASE` to this server,
so discord.py's bucket handling, its reading of `X-RateLimit-*` headers and its retries on 429
all run as against Discord. What it enforces, from Discord's "Rate Limits" documentation:

* **the global limit**: `global_limit` bot-token requests a second (50 by default) in all.
  Interaction callbacks and interaction webhook requests (`/interactions/...`,
  `/webhooks/{application}/{token}...`) are exempt, as on Discord;
* **per-channel message buckets**: `channel_limit` creates or edits of messages per
  `channel_window` seconds in each channel (5 in 5 s), one bucket per channel, reported in
  `X-RateLimit-Limit`, `-Remaining`, `-Reset`, `-Reset-After` and `-Bucket` on every answer;
* **429 answers as Discord's**: a JSON body with `message`, `retry_after` and `global`, the
  `Retry-After` header, `X-RateLimit-Global` and `X-RateLimit-Scope`, and the `Via` header
  that discord.py looks for to tell Discord's 429 from a Cloudflare ban.

Messages and threads are kept (`messages`, `threads`), built by bot/fakediscord/rest_answers.py as
the
in-memory Discords' are; every request is recorded (`requests`) for the figures.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import math
import re
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import aiohttp
import discord
from aiohttp import web

from bot.faces.discord.answers import POSTED
from bot.fakediscord import gateway, rest_answers
from bot.fakediscord.gateway import JSON

GUILD_ID = 910_000_000_000_000_001
APP_ID = 910_000_000_000_000_002
BOT_ID = 910_000_000_000_000_003
API = "/api/v10"
REPLY = 19  # the message type of a reply
ROOT = Path(__file__).resolve().parents[2]  # the repository: `-m tests.fake_discord.server`
# Routes of interaction responses: Discord does not count them against the global limit.
_EXEMPT = re.compile(r"^/(interactions/\d+/[^/]+/callback|webhooks/\d+/[^/]+)")


@dataclass
class Request:
    """One request as the fake Discord saw it."""

    at: float
    method: str
    path: str
    status: int
    bot_token: bool  # counted against the global limit (not an interaction response)
    global_limited: bool = False


@dataclass
class _Window:
    """A fixed window of `limit` requests that opens with its first request."""

    limit: int
    seconds: float
    opened: float = -math.inf
    used: int = 0

    def take(self, now: float) -> float:
        """0 if the request may go (and count it), else the seconds until the window resets."""
        if now - self.opened >= self.seconds:
            self.opened, self.used = now, 0
        if self.used >= self.limit:
            return self.opened + self.seconds - now
        self.used += 1
        return 0.0

    def headers(self, now: float, bucket: str) -> dict[str, str]:
        reset_after = max(0.0, self.opened + self.seconds - now)
        return {
            "X-RateLimit-Limit": str(self.limit),
            "X-RateLimit-Remaining": str(max(0, self.limit - self.used)),
            "X-RateLimit-Reset": f"{time.time() + reset_after:.3f}",
            "X-RateLimit-Reset-After": f"{reset_after:.3f}",
            "X-RateLimit-Bucket": bucket,
        }


@dataclass
class Message:
    data: JSON
    edits: int = 0


@dataclass
class Snapshot:
    """What the fake Discord saw and holds, as plain data (it crosses processes as JSON)."""

    requests: list[Request]
    # (channel, when, embed) for every bot-token post or edit of a message with an embed
    embeds_shown: list[tuple[int, float, JSON]]
    first_responses: dict[str, float]
    threads: dict[int, str]
    channel_messages: list[tuple[int, str, bool]]  # (channel, content, has an embed)
    interaction_edits: list[str]
    answers: dict[str, float] = field(default_factory=dict)

    def bot_requests(self, after: float = -math.inf) -> list[Request]:
        return [r for r in self.requests if r.bot_token and r.at >= after]

    def limited(self, after: float = -math.inf) -> list[Request]:
        return [r for r in self.bot_requests(after) if r.status == 429]

    def to_json(self) -> JSON:
        return {
            "requests": [list(vars(r).values()) for r in self.requests],
            "embeds_shown": self.embeds_shown,
            "first_responses": self.first_responses,
            "threads": {str(k): v for k, v in self.threads.items()},
            "channel_messages": self.channel_messages,
            "interaction_edits": self.interaction_edits,
            "answers": self.answers,
        }

    @classmethod
    def from_json(cls, data: JSON) -> Snapshot:
        return cls(
            [Request(*r) for r in data["requests"]],
            [(int(c), float(t), e) for c, t, e in data["embeds_shown"]],
            data["first_responses"],
            {int(k): v for k, v in data["threads"].items()},
            [(int(c), str(t), bool(e)) for c, t, e in data["channel_messages"]],
            data["interaction_edits"],
            data["answers"],
        )


@dataclass
class FakeDiscord:
    """The server; `async with FakeDiscord() as fake:` runs it on 127.0.0.1."""

    global_limit: int = 50
    channel_limit: int = 5
    channel_window: float = 5.0
    clock: Callable[[], float] = time.monotonic
    requests: list[Request] = field(default_factory=list)
    messages: dict[int, Message] = field(default_factory=dict)
    threads: dict[int, str] = field(default_factory=dict)
    # the content of every edit of an interaction's message (e.g. a round start's progress)
    interaction_edits: list[str] = field(default_factory=list)
    # interaction token -> when its first response (callback) arrived
    first_responses: dict[str, float] = field(default_factory=dict)
    # interaction token -> when its answer arrived (a message, not a deferral or a placeholder)
    answers: dict[str, float] = field(default_factory=dict)
    # (channel, when, embed) for every bot-token post or edit of a message with an embed
    embeds_shown: list[tuple[int, float, JSON]] = field(default_factory=list)
    # (method, path regex) -> (status, code, message): refuse requests, e.g. 403 on threads
    refusals: dict[tuple[str, str], tuple[int, int, str]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self._ids = itertools.count(discord.utils.time_snowflake(discord.utils.utcnow()))
        self._global = _Window(self.global_limit, 1.0)
        self._channels: dict[int, _Window] = {}
        self._asked: dict[str, JSON] = {}
        self._responses: dict[str, int] = {}  # interaction token -> its original response
        self._runner: web.AppRunner | None = None
        self.base = ""
        self.bot_user = gateway.user_payload(BOT_ID, "Arbiter", bot=True)

    # -- running -------------------------------------------------------------------------------

    async def __aenter__(self) -> FakeDiscord:
        app = web.Application(client_max_size=16 * 1024 * 1024)
        app.router.add_get("/_fake/snapshot", self._snapshot)
        app.router.add_route("*", API + "/{tail:.*}", self._handle)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = self._runner.addresses[0][1]
        self.base = f"http://127.0.0.1:{port}{API}"
        return self

    async def __aexit__(self, *_exc: object) -> None:
        if self._runner is not None:
            await self._runner.cleanup()

    def pointed(self) -> contextlib.AbstractContextManager[None]:
        return pointed_at(self.base)

    def next_id(self) -> int:
        return next(self._ids)

    def expect_interaction(self, payload: JSON) -> None:
        """An INTERACTION_CREATE about to be dispatched: its answers refer to it."""
        self._asked[payload["token"]] = rest_answers.interaction_metadata(payload)

    # -- figures -------------------------------------------------------------------------------

    async def snapshot(self) -> Snapshot:
        return Snapshot(
            list(self.requests),
            list(self.embeds_shown),
            dict(self.first_responses),
            dict(self.threads),
            [
                (int(m.data["channel_id"]), m.data.get("content") or "", bool(m.data["embeds"]))
                for m in self.messages.values()
            ],
            list(self.interaction_edits),
            dict(self.answers),
        )

    async def _snapshot(self, _request: web.Request) -> web.Response:
        return web.json_response((await self.snapshot()).to_json())

    # -- the API -------------------------------------------------------------------------------

    async def _handle(self, request: web.Request) -> web.StreamResponse:
        path = "/" + request.match_info["tail"]
        now = self.clock()
        bot_token = not _EXEMPT.match(path)
        if bot_token and not request.headers.get("Authorization", "").startswith("Bot "):
            return self._answer(now, request.method, path, bot_token, 401, {"code": 0})
        if bot_token:
            wait = self._global.take(now)
            if wait > 0:
                return self._limited(now, request.method, path, wait, is_global=True)
        channel = self._message_channel(request.method, path)
        headers: dict[str, str] = {}
        if channel is not None:
            window = self._channels.setdefault(
                channel, _Window(self.channel_limit, self.channel_window)
            )
            wait = window.take(now)
            headers = window.headers(now, "messages")
            if wait > 0:
                return self._limited(now, request.method, path, wait, headers=headers)
        for (method, pattern), (status, code, text) in self.refusals.items():
            if method == request.method and re.fullmatch(pattern, path):
                body = {"code": code, "message": text}
                return self._answer(now, request.method, path, bot_token, status, body, headers)
        body = await self._body(request)
        try:
            answer = self._route(request.method, path, body)
        except KeyError:
            return self._answer(
                now, request.method, path, bot_token, 404, {"code": 10008, "message": "Unknown"}
            )
        if answer is None:
            return self._answer(now, request.method, path, bot_token, 204, None, headers)
        return self._answer(now, request.method, path, bot_token, 200, answer, headers)

    @staticmethod
    def _message_channel(method: str, path: str) -> int | None:
        """The channel whose message bucket a request counts against, if any."""
        found = re.fullmatch(r"/channels/(\d+)/messages(/\d+)?", path)
        if found is None or method not in ("POST", "PATCH"):
            return None
        return int(found[1])

    def _answer(
        self,
        now: float,
        method: str,
        path: str,
        bot_token: bool,
        status: int,
        body: Any,
        headers: dict[str, str] | None = None,
        *,
        global_limited: bool = False,
    ) -> web.Response:
        self.requests.append(Request(now, method, path, status, bot_token, global_limited))
        if body is None:
            return web.Response(status=status, headers=headers)
        # Exactly `application/json`, as Discord sends it (discord.py compares the header).
        return web.Response(
            body=json.dumps(body).encode(),
            status=status,
            headers={**(headers or {}), "Content-Type": "application/json"},
        )

    def _limited(
        self,
        now: float,
        method: str,
        path: str,
        wait: float,
        *,
        is_global: bool = False,
        headers: dict[str, str] | None = None,
    ) -> web.Response:
        headers = {
            **(headers or {}),
            "Retry-After": str(math.ceil(wait)),
            "X-RateLimit-Scope": "global" if is_global else "user",
            "Via": "1.1 google",
        }
        if is_global:
            headers["X-RateLimit-Global"] = "true"
        body = {
            "message": "You are being rate limited.",
            "retry_after": round(wait, 3),
            "global": is_global,
        }
        return self._answer(now, method, path, True, 429, body, headers, global_limited=is_global)

    @staticmethod
    async def _body(request: web.Request) -> JSON:
        if request.content_type.startswith("multipart/"):
            form = await request.post()
            value = form.get("payload_json")
            return json.loads(str(value)) if value is not None else {}
        if request.can_read_body:
            data = await request.json()
            return data if isinstance(data, dict) else {"items": data}
        return {}

    def _route(self, method: str, path: str, body: JSON) -> Any:
        parts = path.strip("/").split("/")
        if (method, path) == ("GET", "/users/@me"):
            return rest_answers.current_user_payload(self.bot_user)
        if (method, path) == ("GET", "/oauth2/applications/@me"):
            owner = {**self.bot_user, "bot": False}
            return rest_answers.application_payload(APP_ID, bot=self.bot_user, owner=owner)
        if method == "POST" and re.fullmatch(r"/channels/\d+/threads", path):
            return self._open_thread(int(parts[1]), body)
        if method == "POST" and re.fullmatch(r"/channels/\d+/messages", path):
            return self._post(int(parts[1]), body).data
        if method == "PATCH" and re.fullmatch(r"/channels/\d+/messages/\d+", path):
            return self._edit(self.messages[int(parts[3])], body, int(parts[1])).data
        if method == "POST" and re.fullmatch(r"/interactions/\d+/[^/]+/callback", path):
            return self._callback(parts[2], body)
        if parts[0] == "webhooks":
            return self._webhook(method, parts[2], parts[3:], body)
        raise KeyError(path)

    def _timestamp(self) -> str:
        return datetime.now(UTC).isoformat()

    def _new_message(self, channel_id: int, body: JSON, **extra: Any) -> Message:
        message_id = self.next_id()
        data = rest_answers.message_object(
            message_id,
            channel_id,
            json.loads(json.dumps(body)),
            author=self.bot_user,
            timestamp=self._timestamp(),
            guild_id=GUILD_ID,
            **extra,
        )
        message = Message(data)
        self.messages[message_id] = message
        return message

    def _post(self, channel_id: int, body: JSON) -> Message:
        message = self._new_message(channel_id, body)
        if body.get("message_reference"):  # a reply, as Discord answers one
            message.data["message_reference"] = body["message_reference"]
            message.data["type"] = REPLY
        self._shown(channel_id, message)
        return message

    def _edit(self, message: Message, body: JSON, channel_id: int | None = None) -> Message:
        rest_answers.edit_message(message.data, body, timestamp=self._timestamp())
        message.edits += 1
        if channel_id is not None:
            self._shown(channel_id, message)
        return message

    def _shown(self, channel_id: int, message: Message) -> None:
        if message.data["embeds"]:
            self.embeds_shown.append((channel_id, self.clock(), message.data["embeds"][0]))

    def _open_thread(self, parent_id: int, body: JSON) -> JSON:
        thread_id = self.next_id()
        self.threads[thread_id] = str(body.get("name") or "thread")
        return rest_answers.thread_payload(
            thread_id,
            self.threads[thread_id],
            parent_id=parent_id,
            guild_id=GUILD_ID,
            owner_id=BOT_ID,
            archive_timestamp=self._timestamp(),
            auto_archive_duration=body.get("auto_archive_duration", 1440),
        )

    def _callback(self, token: str, body: JSON) -> JSON:
        self.first_responses.setdefault(token, self.clock())
        kind, data = int(body["type"]), body.get("data") or {}
        if kind in (rest_answers.CHANNEL_MESSAGE, rest_answers.UPDATE_MESSAGE):
            self.answers.setdefault(token, self.clock())
        interaction = self._asked.get(token) or _command(token)
        message: Message | None = None
        if kind in (rest_answers.CHANNEL_MESSAGE, rest_answers.DEFERRED_CHANNEL_MESSAGE):
            loading = rest_answers.LOADING if kind == rest_answers.DEFERRED_CHANNEL_MESSAGE else 0
            message = self._new_message(
                0,
                data,
                webhook_id=APP_ID,
                interaction=interaction,
                response=True,
                extra_flags=loading,
            )
            self._responses[token] = int(message.data["id"])
        return rest_answers.callback_answer(
            interaction, kind, None if message is None else message.data
        )

    def _webhook(self, method: str, token: str, rest: list[str], body: JSON) -> Any:
        if not rest and method == "POST":  # a followup
            self.answers.setdefault(token, self.clock())
            message = self._new_message(
                0, body, webhook_id=APP_ID, interaction=self._asked.get(token) or _command(token)
            )
            return message.data
        if len(rest) == 2 and rest[0] == "messages":
            target = self._responses[token] if rest[1] == "@original" else int(rest[1])
            if method == "DELETE":
                del self.messages[target]
                return None
            message = self.messages[target]
            if method == "PATCH":
                if body.get("content") != POSTED:  # not the deferred placeholder's last word
                    self.answers.setdefault(token, self.clock())
                self.interaction_edits.append(str(body.get("content") or ""))
                self._edit(message, body)
            return message.data
        raise KeyError("/".join(rest))


@contextmanager
def pointed_at(base: str) -> Iterator[None]:
    """discord.py's requests (bot token and interaction webhooks) go to `base`."""
    before = discord.http.Route.BASE
    discord.http.Route.BASE = base
    try:
        yield
    finally:
        discord.http.Route.BASE = before


def _command(token: str) -> JSON:
    """An interaction not announced with `expect_interaction` (a server in another process):
    a slash command, its user's id and its own in its token (`LiveArbiter` makes tokens so:
    fake-{user}-{interaction})."""
    _, user_id, interaction_id = token.split("-")
    user = gateway.user_payload(int(user_id), f"user{user_id[-5:]}")
    return {"id": interaction_id, "type": 2, "member": {"user": user}}


async def _serve(settings: JSON) -> None:
    """A child process's main: run a FakeDiscord, say where, and stop when stdin closes."""
    async with FakeDiscord(**settings) as fake:
        print(fake.base, flush=True)
        await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)


class FakeDiscordProcess:
    """A FakeDiscord in a process of its own, so that its work does not share the bot's event
    loop and CPU (for the full benchmark); the same `pointed`, `clock` and `snapshot`."""

    def __init__(self, **settings: Any) -> None:
        self.settings = settings
        self.clock = time.monotonic  # CLOCK_MONOTONIC: the same in both processes (Linux)
        self.base = ""

    async def __aenter__(self) -> FakeDiscordProcess:
        self._process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "tests.fake_discord.server",
            json.dumps(self.settings),
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            cwd=ROOT,
        )
        assert self._process.stdout is not None
        self.base = (await self._process.stdout.readline()).decode().strip()
        return self

    async def __aexit__(self, *_exc: object) -> None:
        assert self._process.stdin is not None
        self._process.stdin.close()
        try:
            await asyncio.wait_for(self._process.wait(), 10)
        except TimeoutError:
            self._process.kill()
            await self._process.wait()

    def pointed(self) -> contextlib.AbstractContextManager[None]:
        return pointed_at(self.base)

    def expect_interaction(self, payload: JSON) -> None:
        """(The process answers interactions by their token alone.)"""

    async def snapshot(self) -> Snapshot:
        root = self.base[: -len(API)]
        async with (
            aiohttp.ClientSession() as session,
            session.get(f"{root}/_fake/snapshot") as response,
        ):
            return Snapshot.from_json(await response.json())


if __name__ == "__main__":
    asyncio.run(_serve(json.loads(sys.argv[1]) if len(sys.argv) > 1 else {}))
