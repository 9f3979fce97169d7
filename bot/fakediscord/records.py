"""Each request the in-memory Discord answers: the call (route, JSON body, query) and the
files uploaded with it, as discord.py sent them; kept in `calls` when it keeps a record."""

from __future__ import annotations

import functools
import io
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal
from urllib.parse import unquote

import discord
from discord.http import Route

if TYPE_CHECKING:
    from bot.fakediscord.models import Message


@dataclass(frozen=True)
class RecordedFile:
    """A file uploaded with a REST call."""

    filename: str
    data: bytes
    description: str | None = None
    spoiler: bool = False

    @property
    def text(self) -> str:
        return self.data.decode("utf-8", errors="replace")


@dataclass
class RestCall:
    """One request discord.py tried to send to Discord.

    ``seam`` is ``"bot"`` for bot-token calls (``HTTPClient.request``) and ``"webhook"`` for
    interaction callbacks / followups (``AsyncWebhookAdapter.request``). ``path`` is
    discord.py's route template (e.g. ``/channels/{channel_id}/messages``) and
    ``path_params`` the values substituted into it. ``json`` is the JSON body (for
    multipart uploads: the decoded ``payload_json`` part).
    """

    seam: Literal["bot", "webhook"]
    method: str
    path: str
    url: str
    path_params: dict[str, str]
    json: Any
    files: list[RecordedFile]
    query: dict[str, Any] | None
    reason: str | None
    response: Any = None
    message: Message | None = None

    @property
    def route_key(self) -> str:
        return f"{self.method} {self.path}"

    def param(self, name: str) -> int:
        """A path parameter as an int (e.g. ``call.param('channel_id')``)."""
        return int(self.path_params[name])


def record_file(file: discord.File) -> RecordedFile:
    fp = file.fp
    data = b""
    if isinstance(fp, io.IOBase) and fp.seekable():
        position = fp.tell()
        data = fp.read()
        fp.seek(position)
    return RecordedFile(
        filename=file.filename, data=data, description=file.description, spoiler=file.spoiler
    )


@functools.cache
def template_pattern(template: str) -> re.Pattern[str] | None:
    """The path a route template (`/channels/{channel_id}/messages`) stands for, its
    parameters named; None for a template without parameters."""
    names = re.findall(r"\{(\w+)\}", template)
    if not names:
        return None
    pattern = re.escape(template)
    for name in names:
        pattern = pattern.replace(re.escape("{" + name + "}"), f"(?P<{name}>[^/]+)")
    return re.compile(pattern)


def params_of(template: str, path: str) -> dict[str, str] | None:
    """The values `path` gives the parameters of `template` (None: it is not that route)."""
    pattern = template_pattern(template)
    if pattern is None:
        return {} if path == template else None
    match = pattern.fullmatch(path)
    if match is None:
        return None
    return {key: unquote(value) for key, value in match.groupdict().items()}


def path_params(route: Route) -> dict[str, str]:
    return params_of(route.path, route.url[len(Route.BASE) :]) or {}


#: Answers one REST route: gets the call, returns the JSON answer (may be a coroutine
#: function, may raise e.g. ``discord.Forbidden``).
RouteHandler = Callable[[RestCall], Any]
