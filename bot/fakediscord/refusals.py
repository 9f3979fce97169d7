"""Requests Discord refuses, refused as Discord does: an empty message (400), a first answer
to an interaction after its deadline (404 Unknown interaction), a form over a limit (400
Invalid Form Body; which limits, a test layer says: tests/harness/checks.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord

from bot.fakediscord.errors import FakeDiscordError
from bot.fakediscord.gateway import JSON
from bot.fakediscord.models import Message
from bot.fakediscord.records import RecordedFile
from bot.fakediscord.rest_answers import http_error

if TYPE_CHECKING:
    from bot.fakediscord.results import InteractionResult


def late_answer(result: InteractionResult, now: float, deadline: float) -> FakeDiscordError | None:
    """The error for a first answer after Discord's deadline (``None`` when in time)."""
    late = now - result.dispatched_at
    if late <= deadline:
        return None
    return FakeDiscordError(
        f"{result.describe()} was first answered after {late:.1f}s (Discord allows {deadline:.0f}s)"
    )


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


def validate_edit(msg: Message, body: JSON) -> None:
    """An edit may not leave a message empty (what it does not set, the message keeps)."""
    data = msg.data
    kept = (body[k] if k in body else data.get(k) for k in ("content", "embeds", "components"))
    if not (any(kept) or data.get("attachments")):
        raise http_error(400, 50006, "Cannot send an empty message")
