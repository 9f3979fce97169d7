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

What it answers, and how, is the in-memory Discord's: each request is answered by its route
table (bot/fakediscord/router.py: users, the application, messages and their edits, threads,
interaction callbacks, followups, `@original`, Discord's 404s), which keeps the messages and
threads. Here are the limits, the 429s and the figures: every request is recorded
(`requests`), and what the benchmarks measure is read off each answered call.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import math
import re
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp
import discord
from aiohttp import web

from bot.faces.discord.answers import POSTED
from bot.fakediscord import gateway, rest_answers
from bot.fakediscord.gateway import JSON
from bot.fakediscord.models import Message as FakeMessage
from bot.fakediscord.records import RestCall
from bot.fakediscord.results import InteractionResult
from bot.fakediscord.router import RestRouter

GUILD_ID = 910_000_000_000_000_001
APP_ID = 910_000_000_000_000_002
BOT_ID = 910_000_000_000_000_003
API = "/api/v10"
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


class _Answers(RestRouter):
    """The in-memory Discord's route table, answering over HTTP: no record kept (the figures
    are taken here), and a channel it has not heard of is one of the guild the bot was given
    in its own process (tests/fake_discord/arbiter.py)."""

    def __init__(self) -> None:
        super().__init__(
            bot_user_id=BOT_ID,
            application_id=APP_ID,
            guild_id=GUILD_ID,
            record=False,
            known_channels_only=False,
        )

    def _interaction_for(self, token: str) -> InteractionResult | None:
        """An interaction not announced with `expect_interaction` (a server in another
        process) is a slash command its token describes (see `_command`)."""
        found = super()._interaction_for(token)
        if found is None and re.fullmatch(r"fake-\d+-\d+", token):
            found = self._results[token] = InteractionResult.sent(_command(token))
        return found


@dataclass
class FakeDiscord:
    """The server; `async with FakeDiscord() as fake:` runs it on 127.0.0.1."""

    global_limit: int = 50
    channel_limit: int = 5
    channel_window: float = 5.0
    clock: Callable[[], float] = time.monotonic
    requests: list[Request] = field(default_factory=list)
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
        self.discord = _Answers()
        self._global = _Window(self.global_limit, 1.0)
        self._channels: dict[int, _Window] = {}
        self._runner: web.AppRunner | None = None
        self.base = ""

    @property
    def messages(self) -> dict[int, FakeMessage]:
        return self.discord.messages

    @property
    def threads(self) -> dict[int, str]:
        return self.discord.threads

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

    def expect_interaction(self, payload: JSON) -> None:
        """An INTERACTION_CREATE about to be dispatched: its answers refer to it."""
        self.discord._results[payload["token"]] = InteractionResult.sent(payload)

    # -- figures -------------------------------------------------------------------------------

    async def snapshot(self) -> Snapshot:
        return Snapshot(
            list(self.requests),
            list(self.embeds_shown),
            dict(self.first_responses),
            dict(self.threads),
            [
                (m.channel_id, m.content, bool(m.data["embeds"]))
                for m in self.messages.values()
                if not m.deleted
            ],
            list(self.interaction_edits),
            dict(self.answers),
        )

    async def _snapshot(self, _request: web.Request) -> web.Response:
        return web.json_response((await self.snapshot()).to_json())

    def _seen(self, call: RestCall) -> None:
        """The figures of a call Discord answered."""
        now, token = self.clock(), call.path_params.get("webhook_token", "")
        body = call.json if isinstance(call.json, dict) else {}
        message = call.message
        shown = call.seam == "bot" and call.method in ("POST", "PATCH")
        if shown and message is not None and message.data["embeds"]:
            self.embeds_shown.append((message.channel_id, now, message.data["embeds"][0]))
        if call.path.endswith("/callback"):
            if int(body["type"]) in (rest_answers.CHANNEL_MESSAGE, rest_answers.UPDATE_MESSAGE):
                self.answers.setdefault(token, now)
        elif call.seam == "webhook" and call.method == "POST":  # a followup
            self.answers.setdefault(token, now)
        elif call.seam == "webhook" and call.method == "PATCH":
            if body.get("content") != POSTED:  # not the deferred placeholder's last word
                self.answers.setdefault(token, now)
            self.interaction_edits.append(str(body.get("content") or ""))

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
        found = self.discord.route_of(request.method, path)
        if found is None:
            unknown = {"code": 10008, "message": "Unknown"}
            return self._answer(now, request.method, path, bot_token, 404, unknown)
        template, params = found
        call = RestCall(
            seam="bot" if bot_token else "webhook",
            method=request.method,
            path=template,
            url=str(request.url),
            path_params=params,
            json=await self._body(request),
            files=[],
            query=dict(request.query) or None,
            reason=None,
        )
        if call.path.endswith("/callback"):
            self.first_responses.setdefault(params["webhook_token"], now)
        try:
            answer = await self.discord._answer(call)
        except discord.HTTPException as refused:
            body = {"code": refused.code, "message": refused.text}
            return self._answer(now, request.method, path, bot_token, refused.status, body)
        self._seen(call)
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
    async def _body(request: web.Request) -> Any:
        if request.content_type.startswith("multipart/"):
            form = await request.post()
            value = form.get("payload_json")
            return json.loads(str(value)) if value is not None else {}
        if request.can_read_body:
            return await request.json()
        return {}


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
    fake-{user}-{interaction}); its channel is unknown (0)."""
    _, user_id, interaction_id = token.split("-")
    user = gateway.user_payload(int(user_id), f"user{user_id[-5:]}")
    return {
        "id": interaction_id,
        "type": 2,
        "token": token,
        "channel_id": "0",
        "member": {"user": user},
    }


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
