"""The messages the fake Discord stores: created, edited (with every version kept) and
looked up, with the pings ``allowed_mentions`` allows and the files uploaded."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import cast

import discord

from bot.fakediscord import rest_answers
from tests.harness import checks
from tests.harness.errors import HarnessError
from tests.harness.fakes import JSON, FakeChannel, FakeMessage, MessageSource
from tests.harness.records import RecordedFile, RestCall
from tests.harness.results import InteractionResult
from tests.harness.world import FakeWorld


class MessageStore(FakeWorld):
    """Messages by id, as Discord stores them."""

    def message(self, message_id: int) -> FakeMessage:
        try:
            return self.messages[message_id]
        except KeyError:
            raise HarnessError(f"no message with id {message_id}") from None

    def channel_history(self, channel: FakeChannel | int) -> list[FakeMessage]:
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
    ) -> FakeMessage:
        mid = message_id if message_id is not None else self._snowflake()
        content = cast(str, body.get("content") or "")
        data = rest_answers.message_object(
            mid,
            channel_id,
            copy.deepcopy(body),
            author=self.bot_user.to_payload(),
            timestamp=discord.utils.utcnow().isoformat(),
            guild_id=self.guild_id if channel_id in self._channels else None,
            webhook_id=None if source == "channel" else self.application_id,
            interaction=None if result is None else result.payload,
            response=source == "response",
            extra_flags=extra_flags,
            mentions=checks.pinged_users(content, body.get("allowed_mentions"), self._users),
            mention_roles=checks.pinged_roles(content, body.get("allowed_mentions"), self._roles),
            attachments=self._attachments(files, channel_id=channel_id),
        )
        msg = FakeMessage(
            id=mid, channel_id=channel_id, source=source, data=data, files=list(files)
        )
        msg.versions.append(copy.deepcopy(data))
        self.messages[mid] = msg
        return msg

    def _apply_edit(self, msg: FakeMessage, body: JSON, files: Sequence[RecordedFile]) -> None:
        if body or files:
            checks.validate_edit(msg, body)
        data = msg.data
        rest_answers.edit_message(
            data, copy.deepcopy(body), timestamp=discord.utils.utcnow().isoformat()
        )
        if "content" in body:
            allowed = body.get("allowed_mentions")
            data["mentions"] = checks.pinged_users(data["content"], allowed, self._users)
            data["mention_roles"] = checks.pinged_roles(data["content"], allowed, self._roles)
        if "attachments" in body:
            kept_ids = {str(a.get("id")) for a in body["attachments"] or []}
            data["attachments"] = [a for a in data["attachments"] if a["id"] in kept_ids]
        data["attachments"].extend(self._attachments(files, channel_id=msg.channel_id))
        msg.files.extend(files)
        msg.versions.append(copy.deepcopy(data))

    def _attachments(self, files: Sequence[RecordedFile], *, channel_id: int) -> list[JSON]:
        return [
            rest_answers.attachment_payload(
                self._snowflake(), f.filename, len(f.data), channel_id=channel_id
            )
            for f in files
        ]

    # The answers to reading, editing and deleting a stored message, whichever route found it.

    def _read(self, call: RestCall, msg: FakeMessage) -> JSON:
        call.message = msg
        return msg.data

    def _edit(self, call: RestCall, msg: FakeMessage) -> JSON:
        self._apply_edit(msg, call.json or {}, call.files)
        call.message = msg
        return msg.data

    def _delete(self, call: RestCall, msg: FakeMessage) -> None:
        msg.deleted = True
        call.message = msg
