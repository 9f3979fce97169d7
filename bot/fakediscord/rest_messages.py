"""REST routes: messages sent, read, edited and deleted with the bot token (and the
webhook routes for a followup message by id), and the threads the bot opens."""

from __future__ import annotations

import discord

from bot.fakediscord import refusals, rest_answers
from bot.fakediscord.gateway import JSON
from bot.fakediscord.messages import MessageStore
from bot.fakediscord.models import Message
from bot.fakediscord.records import RestCall
from bot.fakediscord.rest_answers import http_error

REPLY = 19  # the message type of a reply


class MessageRoutes(MessageStore):
    """``/channels/{channel_id}/messages...``, ``/webhooks/.../messages/{message_id}`` and
    ``/channels/{channel_id}/threads``."""

    def _post_channel_message(self, call: RestCall) -> JSON:
        channel_id = call.param("channel_id")
        if not self._known_channel(channel_id):
            raise http_error(404, 10003, "Unknown Channel")
        body = call.json or {}
        refusals.validate_message(body, call.files)
        msg = self._new_message(
            channel_id=channel_id, body=body, files=call.files, source="channel"
        )
        if body.get("message_reference"):  # a reply, as Discord answers one
            msg.data["message_reference"] = body["message_reference"]
            msg.data["type"] = REPLY
        call.message = msg
        self._shown(msg, "posted")
        return msg.data

    def _open_thread(self, call: RestCall) -> JSON:
        """A public thread without a starter message (`start_thread_without_message`)."""
        parent_id = call.param("channel_id")
        if not self._known_channel(parent_id):
            raise http_error(404, 10003, "Unknown Channel")
        body = call.json or {}
        thread = self.open_thread(
            parent_id, str(body.get("name") or "thread"), thread_type=int(body.get("type") or 11)
        )
        return rest_answers.thread_payload(
            thread.id,
            thread.name,
            parent_id=parent_id,
            guild_id=self.guild_id,
            owner_id=self.bot_user.id,
            archive_timestamp=discord.utils.utcnow().isoformat(),
            auto_archive_duration=body.get("auto_archive_duration", 1440),
        )

    def _stored_message(self, call: RestCall) -> Message:
        msg = self.messages.get(call.param("message_id"))
        if msg is None or msg.deleted:
            raise http_error(404, 10008, "Unknown Message")
        if "channel_id" in call.path_params and msg.channel_id != call.param("channel_id"):
            raise http_error(404, 10008, "Unknown Message")
        return msg

    def _get_message(self, call: RestCall) -> JSON:
        return self._read(call, self._stored_message(call))

    def _patch_message(self, call: RestCall) -> JSON:
        msg = self._stored_message(call)
        answer = self._edit(call, msg)
        self._shown(msg, "edited")
        return answer

    def _delete_message(self, call: RestCall) -> None:
        self._delete(call, self._stored_message(call))
