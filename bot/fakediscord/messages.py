"""The messages the in-memory Discord stores: created, edited (every version kept when it
keeps a record) and looked up, with the pings ``allowed_mentions`` allows and the files
uploaded."""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from typing import TYPE_CHECKING, cast

import discord

from bot.fakediscord import refusals, rest_answers
from bot.fakediscord.errors import FakeDiscordError
from bot.fakediscord.gateway import JSON, copied
from bot.fakediscord.models import Channel, Message, MessageSource, User
from bot.fakediscord.records import RecordedFile, RestCall
from bot.fakediscord.world import World

if TYPE_CHECKING:
    from bot.fakediscord.results import InteractionResult

_MENTION_RE = re.compile(r"<@!?(\d+)>")
_ROLE_MENTION_RE = re.compile(r"<@&(\d+)>")


def pinged_users(content: str, allowed: JSON | None, users: Mapping[int, User]) -> list[JSON]:
    """The users a message pings: mentioned in its content *and* allowed by its
    ``allowed_mentions`` (absent: Discord parses every mention)."""
    found: dict[int, JSON] = {}
    if "<@" not in content:
        return []
    for match in _MENTION_RE.finditer(content):
        user = users.get(int(match.group(1)))
        if user is not None and _allows(allowed, "users", user.id):
            found[user.id] = user.to_payload()
    return list(found.values())


def pinged_roles(content: str, allowed: JSON | None, role_ids: Collection[int]) -> list[str]:
    """The roles a message pings, as ``pinged_users``."""
    if "<@&" not in content:
        return []
    ids = dict.fromkeys(int(m) for m in _ROLE_MENTION_RE.findall(content))
    return [str(i) for i in ids if i in role_ids and _allows(allowed, "roles", i)]


def _allows(allowed: JSON | None, kind: str, snowflake: int) -> bool:
    if allowed is None:
        return True
    if kind in (allowed.get("parse") or []):
        return True
    return str(snowflake) in {str(i) for i in allowed.get(kind) or []}


class MessageStore(World):
    """Messages by id, as Discord stores them."""

    def message(self, message_id: int) -> Message:
        try:
            return self.messages[message_id]
        except KeyError:
            raise FakeDiscordError(f"no message with id {message_id}") from None

    def channel_history(self, channel: Channel | int) -> list[Message]:
        """Non-deleted, non-ephemeral messages in a channel, oldest first."""
        channel_id = channel if isinstance(channel, int) else channel.id
        return [
            m
            for m in self.messages.values()
            if m.channel_id == channel_id and not m.deleted and not m.ephemeral
        ]

    def _new_message(
        self,
        *,
        channel_id: int,
        body: JSON,
        files: Sequence[RecordedFile],
        source: MessageSource,
        result: InteractionResult | None = None,
        extra_flags: int = 0,
        message_id: int | None = None,
    ) -> Message:
        mid = message_id if message_id is not None else self._snowflake()
        content = cast(str, body.get("content") or "")
        data = rest_answers.message_object(
            mid,
            channel_id,
            copied(body) if self.record else body,
            author=self.bot_user.to_payload(),
            timestamp=discord.utils.utcnow().isoformat(),
            guild_id=self.guild_id if self._known_channel(channel_id) else None,
            webhook_id=None if source == "channel" else self.application_id,
            interaction=None if result is None else result.payload,
            response=source == "response",
            extra_flags=extra_flags,
            mentions=pinged_users(content, body.get("allowed_mentions"), self._users),
            mention_roles=pinged_roles(content, body.get("allowed_mentions"), self._roles),
            attachments=self._attachments(files, channel_id=channel_id),
        )
        msg = Message(id=mid, channel_id=channel_id, source=source, data=data, files=list(files))
        if self.record:
            msg.versions.append(copied(data))
        self.messages[mid] = msg
        return msg

    def _apply_edit(self, msg: Message, body: JSON, files: Sequence[RecordedFile]) -> None:
        if body or files:
            refusals.validate_edit(msg, body)
        data = msg.data
        rest_answers.edit_message(
            data,
            copied(body) if self.record else body,
            timestamp=discord.utils.utcnow().isoformat(),
        )
        if "content" in body:
            allowed = body.get("allowed_mentions")
            data["mentions"] = pinged_users(data["content"], allowed, self._users)
            data["mention_roles"] = pinged_roles(data["content"], allowed, self._roles)
        if "attachments" in body:
            kept_ids = {str(a.get("id")) for a in body["attachments"] or []}
            data["attachments"] = [a for a in data["attachments"] if a["id"] in kept_ids]
        if files:
            data["attachments"].extend(self._attachments(files, channel_id=msg.channel_id))
        msg.files.extend(files)
        if self.record:
            msg.versions.append(copied(data))

    def _attachments(self, files: Sequence[RecordedFile], *, channel_id: int) -> list[JSON]:
        return [
            rest_answers.attachment_payload(
                self._snowflake(), f.filename, len(f.data), channel_id=channel_id
            )
            for f in files
        ]

    # The answers to reading, editing and deleting a stored message, whichever route found it.

    def _read(self, call: RestCall, msg: Message) -> JSON:
        call.message = msg
        return msg.data

    def _edit(self, call: RestCall, msg: Message) -> JSON:
        self._apply_edit(msg, call.json or {}, call.files)
        call.message = msg
        return msg.data

    def _delete(self, call: RestCall, msg: Message) -> None:
        msg.deleted = True
        call.message = msg
