"""Discord's REST answers, built in one place: the bot's user and application, synced
commands, opened threads, message objects and their edits, interaction callback answers and
error answers.

The in-memory Discord's route table (bot/fakediscord/router.py) answers discord.py's REST
calls with these, in memory or over HTTP (tests/fake_discord/server.py); the gateway payloads
are built in bot/fakediscord/gateway.py. Fields follow Discord's API documentation (User,
Application, Channel, Message, Attachment and Interaction Callback Response objects).
"""

from __future__ import annotations

import json
import mimetypes
from collections.abc import Iterator, Sequence
from types import SimpleNamespace
from typing import Any, cast

import discord

from bot.fakediscord.gateway import APPLICATION_COMMAND, JSON

EPHEMERAL = 1 << 6  # message flag: only the invoking user sees it
LOADING = 1 << 7  # message flag: the deferred "Bot is thinking..." message
# Interaction callback types (Discord's numbers).
CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE = 4, 5, 6, 7
CHAT_INPUT_COMMAND_MESSAGE = 20  # message type of a slash command's original response

# -- the bot and its commands -------------------------------------------------------------------


def current_user_payload(user: JSON) -> JSON:
    """GET /users/@me: the bot's own User object, with the fields only its owner sees."""
    return {**user, "verified": True, "mfa_enabled": False, "flags": 0, "locale": "en-US"}


def application_payload(application_id: int, *, bot: JSON, owner: JSON) -> JSON:
    """GET /oauth2/applications/@me: the bot's application."""
    return {
        "id": str(application_id),
        "name": bot["username"],
        "description": "",
        "icon": None,
        "rpc_origins": [],
        "bot_public": True,
        "bot_require_code_grant": False,
        "owner": owner,
        "team": None,
        "verify_key": "0" * 64,
        "flags": 0,
        "summary": "",
        "redirect_uris": [],
        "interactions_endpoint_url": None,
        "bot": bot,
    }


def synced_command(
    command: JSON,
    *,
    command_id: int,
    application_id: int,
    version: int,
    guild_id: int | None = None,
) -> JSON:
    """One entry of PUT .../commands' answer: the command as sent, with Discord's ids."""
    synced = {
        **command,
        "id": str(command_id),
        "application_id": str(application_id),
        "version": str(version),
    }
    synced.setdefault("description", "")
    synced.setdefault("options", [])
    synced.setdefault("default_member_permissions", None)
    if guild_id is not None:
        synced["guild_id"] = str(guild_id)
    return synced


def thread_payload(
    thread_id: int,
    name: str,
    *,
    parent_id: int,
    guild_id: int,
    owner_id: int,
    archive_timestamp: str,
    auto_archive_duration: int = 1440,
) -> JSON:
    """POST /channels/{id}/threads: the public thread the bot opened."""
    return {
        "id": str(thread_id),
        "guild_id": str(guild_id),
        "parent_id": str(parent_id),
        "owner_id": str(owner_id),
        "name": name,
        "type": discord.ChannelType.public_thread.value,
        "last_message_id": None,
        "rate_limit_per_user": 0,
        "message_count": 0,
        "member_count": 1,
        "flags": 0,
        "thread_metadata": {
            "archived": False,
            "auto_archive_duration": auto_archive_duration,
            "archive_timestamp": archive_timestamp,
            "locked": False,
        },
    }


# -- interactions and messages -----------------------------------------------------------------


def interaction_metadata(interaction: JSON) -> JSON:
    """A message's `interaction_metadata`: the interaction it answers."""
    member = interaction.get("member") or {}
    return {
        "id": interaction["id"],
        "type": interaction["type"],
        "user": member.get("user") or interaction.get("user"),
        "authorizing_integration_owners": interaction.get("authorizing_integration_owners", {}),
    }


def callback_answer(interaction: JSON, response_type: int, message: JSON | None = None) -> JSON:
    """POST /interactions/{id}/{token}/callback?with_response=true (discord.py asks for it):
    the interaction answered and the message it created or updated."""
    info: JSON = {
        "id": interaction["id"],
        "type": interaction["type"],
        "response_message_loading": False,
        "response_message_ephemeral": False,
    }
    answer: JSON = {"interaction": info}
    if message is None:
        return answer
    info["response_message_id"] = message["id"]
    if response_type in (CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE):
        info["response_message_loading"] = response_type == DEFERRED_CHANNEL_MESSAGE
        info["response_message_ephemeral"] = bool(int(message.get("flags") or 0) & EPHEMERAL)
    if response_type != DEFERRED_UPDATE:
        answer["resource"] = {"type": response_type, "message": message}
    return answer


def walk_components(components: Sequence[JSON]) -> Iterator[JSON]:
    """Every component of a message: rows, their items, sections' accessories."""
    for component in components:
        yield component
        yield from walk_components(component.get("components") or [])
        for key in ("component", "accessory"):
            child = component.get(key)
            if isinstance(child, dict):
                yield from walk_components([child])


def with_component_ids(components: list[JSON]) -> list[JSON]:
    """Number the components that have no `id`, as Discord does (in place)."""
    next_id = 1
    for component in walk_components(components):
        if component.get("id") is None:
            component["id"] = next_id
        next_id = max(next_id, int(component["id"])) + 1
    return components


def attachment_payload(attachment_id: int, filename: str, size: int, *, channel_id: int) -> JSON:
    """An Attachment object of an uploaded file."""
    url = f"https://cdn.discordapp.com/attachments/{channel_id}/{attachment_id}/{filename}"
    return {
        "id": str(attachment_id),
        "filename": filename,
        "size": size,
        "url": url,
        "proxy_url": url.replace("cdn.discordapp.com", "media.discordapp.net"),
        "content_type": mimetypes.guess_type(filename)[0] or "application/octet-stream",
    }


def message_object(
    message_id: int,
    channel_id: int,
    body: JSON,
    *,
    author: JSON,
    timestamp: str,
    guild_id: int | None = None,
    webhook_id: int | None = None,
    interaction: JSON | None = None,
    response: bool = False,
    extra_flags: int = 0,
    mentions: list[JSON] | None = None,
    mention_roles: list[str] | None = None,
    attachments: list[JSON] | None = None,
) -> JSON:
    """The Message object Discord answers a message POST with (and sends for a GET).

    `body` is the request's JSON; `webhook_id` is the application's id for a message sent
    through an interaction's webhook; `interaction` the INTERACTION_CREATE it answers (or its
    `interaction_metadata`), and `response` whether it is that interaction's original response
    (not a followup). The message keeps `body`'s lists: callers that store it copy them first.
    """
    content = cast(str, body.get("content") or "")
    data: JSON = {
        "id": str(message_id),
        "channel_id": str(channel_id),
        "author": author,
        "content": content,
        "timestamp": timestamp,
        "edited_timestamp": None,
        "tts": bool(body.get("tts", False)),
        "mention_everyone": False,
        "mentions": mentions or [],
        "mention_roles": mention_roles or [],
        "attachments": attachments or [],
        "embeds": body.get("embeds") or [],
        "reactions": [],
        "pinned": False,
        "type": 0,
        "flags": int(body.get("flags") or 0) | extra_flags,
        "components": with_component_ids(body.get("components") or []),
    }
    if guild_id is not None:
        data["guild_id"] = str(guild_id)
    if webhook_id is not None:
        data["webhook_id"] = data["application_id"] = str(webhook_id)
    if interaction is not None:
        if response and interaction["type"] == APPLICATION_COMMAND:
            data["type"] = CHAT_INPUT_COMMAND_MESSAGE
        data["interaction_metadata"] = interaction_metadata(interaction)
    return data


def edit_message(data: JSON, body: JSON, *, timestamp: str) -> None:
    """Apply a PATCH's `body` to a Message object (in place): content, embeds, components
    and flags as Discord does (a message stays ephemeral; an edit ends "thinking")."""
    if "content" in body:
        data["content"] = body["content"] or ""
    if "embeds" in body:
        data["embeds"] = body["embeds"] or []
    if "components" in body:
        data["components"] = with_component_ids(body["components"] or [])
    flags = int(data.get("flags") or 0)
    if body.get("flags") is not None:
        data["flags"] = (int(body["flags"]) & ~(EPHEMERAL | LOADING)) | (flags & EPHEMERAL)
    else:
        data["flags"] = flags & ~LOADING
    data["edited_timestamp"] = timestamp


# -- requests and errors ------------------------------------------------------------------------


def request_body(body: Any, parts: Sequence[JSON] | None = None) -> Any:
    """The JSON a REST call sends: `body`, or for an upload its multipart `payload_json`."""
    if body is not None:
        return body
    for part in parts or []:
        if part.get("name") == "payload_json":
            return json.loads(part["value"])
    return None


def http_error(
    status: int, code: int, message: str, errors: JSON | None = None
) -> discord.HTTPException:
    """The exception discord.py raises for Discord's error answer."""
    reasons = {400: "Bad Request", 403: "Forbidden", 404: "Not Found"}
    response = cast(
        Any, SimpleNamespace(status=status, reason=reasons.get(status, "Error"), headers={})
    )
    answer: JSON = {"code": code, "message": message}
    if errors is not None:
        answer["errors"] = errors
    if status == 404:
        return discord.NotFound(response, answer)
    if status == 403:
        return discord.Forbidden(response, answer)
    return discord.HTTPException(response, answer)
