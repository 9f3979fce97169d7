"""REST routes: messages sent, read, edited and deleted with the bot token (and the
webhook routes for a followup message by id)."""

from __future__ import annotations

from bot.fakediscord.rest_answers import http_error
from tests.harness import checks
from tests.harness.fakes import JSON, FakeMessage
from tests.harness.messages import MessageStore
from tests.harness.records import RestCall


class MessageRoutes(MessageStore):
    """``/channels/{channel_id}/messages...`` and ``/webhooks/.../messages/{message_id}``."""

    def _known_channel(self, channel_id: int) -> bool:
        return channel_id in self._channels

    def _post_channel_message(self, call: RestCall) -> JSON:
        channel_id = call.param("channel_id")
        if not self._known_channel(channel_id):
            raise http_error(404, 10003, "Unknown Channel")
        body = call.json or {}
        checks.validate_message(body, call.files)
        msg = self._new_message(
            channel_id=channel_id, body=body, files=call.files, source="channel"
        )
        call.message = msg
        return msg.data

    def _stored_message(self, call: RestCall) -> FakeMessage:
        msg = self.messages.get(call.param("message_id"))
        if msg is None or msg.deleted:
            raise http_error(404, 10008, "Unknown Message")
        if "channel_id" in call.path_params and msg.channel_id != call.param("channel_id"):
            raise http_error(404, 10008, "Unknown Message")
        return msg

    def _get_message(self, call: RestCall) -> JSON:
        return self._read(call, self._stored_message(call))

    def _patch_message(self, call: RestCall) -> JSON:
        return self._edit(call, self._stored_message(call))

    def _delete_message(self, call: RestCall) -> None:
        self._delete(call, self._stored_message(call))
