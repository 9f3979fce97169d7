"""Discord's rules the fake enforces on every captured request: the size limits of
``bot.faces.discord.limits`` (content, embeds, fields, buttons, custom ids, autocomplete
choices, ``allowed_mentions``), the 3-second deadline for an interaction's first answer,
no empty messages, and pings only where ``allowed_mentions`` allows them."""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from typing import TYPE_CHECKING

import discord

from bot.faces.discord import limits
from bot.fakediscord.rest_answers import http_error
from tests.harness.errors import HarnessError
from tests.harness.fakes import JSON, FakeMessage, FakeUser
from tests.harness.records import RecordedFile, RestCall

if TYPE_CHECKING:
    from tests.harness.results import InteractionResult

_MENTION_RE = re.compile(r"<@!?(\d+)>")
_ROLE_MENTION_RE = re.compile(r"<@&(\d+)>")
# Discord's deadline for the first response to an interaction.
ACKNOWLEDGE_WITHIN = 3.0


def limit_problems(call: RestCall) -> list[str]:
    """Why Discord would refuse this request as over a limit (empty: it would not)."""
    problems = (
        limits.callback_violations(call.json)
        if call.path.endswith("/callback")
        else limits.violations(call.json if isinstance(call.json, dict) else None)
    )
    if call.method in ("POST", "PATCH") and not call.path.endswith("/commands"):
        return problems
    return []


def late_answer(result: InteractionResult, now: float) -> HarnessError | None:
    """The error for a first answer after Discord's deadline (``None`` when in time)."""
    late = now - result.dispatched_at
    if late <= ACKNOWLEDGE_WITHIN:
        return None
    return HarnessError(
        f"{result.describe()} was first answered after {late:.1f}s "
        f"(Discord allows {ACKNOWLEDGE_WITHIN:.0f}s)"
    )


def pinged_users(content: str, allowed: JSON | None, users: Mapping[int, FakeUser]) -> list[JSON]:
    """The users a message pings: mentioned in its content *and* allowed by its
    ``allowed_mentions`` (absent: Discord parses every mention)."""
    found: dict[int, JSON] = {}
    for match in _MENTION_RE.finditer(content):
        user = users.get(int(match.group(1)))
        if user is not None and _allows(allowed, "users", user.id):
            found[user.id] = user.to_payload()
    return list(found.values())


def pinged_roles(content: str, allowed: JSON | None, role_ids: Collection[int]) -> list[str]:
    """The roles a message pings, as ``pinged_users``."""
    ids = dict.fromkeys(int(m) for m in _ROLE_MENTION_RE.findall(content))
    return [str(i) for i in ids if i in role_ids and _allows(allowed, "roles", i)]


def _allows(allowed: JSON | None, kind: str, snowflake: int) -> bool:
    if allowed is None:
        return True
    if kind in (allowed.get("parse") or []):
        return True
    return str(snowflake) in {str(i) for i in allowed.get(kind) or []}


def form_error(field_name: str, message: str) -> discord.HTTPException:
    return http_error(
        400,
        50035,
        "Invalid Form Body",
        {field_name: {"_errors": [{"code": "INVALID", "message": message}]}},
    )


def validate_message(body: JSON, files: Sequence[RecordedFile]) -> None:
    """The checks Discord applies to a new message that are easy to get wrong in code."""
    content = body.get("content") or ""
    embeds = body.get("embeds") or []
    components = body.get("components") or []
    if not (
        content or embeds or components or files or body.get("poll") or body.get("sticker_ids")
    ):
        raise http_error(400, 50006, "Cannot send an empty message")


def validate_edit(msg: FakeMessage, body: JSON) -> None:
    merged = {
        **msg.data,
        **{k: v for k, v in body.items() if k in ("content", "embeds", "components")},
    }
    if not (
        merged.get("content")
        or merged.get("embeds")
        or merged.get("components")
        or msg.data.get("attachments")
    ):
        raise http_error(400, 50006, "Cannot send an empty message")
