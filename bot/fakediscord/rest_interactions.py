"""REST routes: an interaction's answer (the callback, with the 3 s deadline), its
original response message and its followups."""

from __future__ import annotations

import asyncio
from typing import cast

import discord
from discord import app_commands

from bot.fakediscord import refusals, rest_answers
from bot.fakediscord.gateway import JSON, copied
from bot.fakediscord.messages import MessageStore
from bot.fakediscord.models import Message
from bot.fakediscord.records import RestCall
from bot.fakediscord.rest_answers import LOADING, http_error
from bot.fakediscord.results import InteractionResult

_KINDS = discord.InteractionResponseType
# How Discord lets each kind of interaction be answered.
_ANSWERS: dict[str, frozenset[discord.InteractionResponseType]] = {
    "slash": frozenset({_KINDS.channel_message, _KINDS.deferred_channel_message, _KINDS.modal}),
    "component": frozenset(
        {
            _KINDS.channel_message,
            _KINDS.deferred_channel_message,
            _KINDS.deferred_message_update,
            _KINDS.message_update,
            _KINDS.modal,
        }
    ),
    "autocomplete": frozenset({_KINDS.autocomplete_result}),
    "modal_submit": frozenset(
        {
            _KINDS.channel_message,
            _KINDS.deferred_channel_message,
            _KINDS.deferred_message_update,
            _KINDS.message_update,
        }
    ),
}


class InteractionRoutes(MessageStore):
    """``/interactions/{id}/{token}/callback`` and ``/webhooks/{id}/{token}...``."""

    def _interaction_for(self, token: str) -> InteractionResult | None:
        """The interaction Discord sent with this token (None: none it knows of)."""
        return self._results.get(token)

    def _result_for(self, call: RestCall) -> InteractionResult:
        result = self._interaction_for(call.path_params.get("webhook_token", ""))
        if result is None:
            raise http_error(404, 10015, "Unknown Webhook")
        return result

    def _unanswered(self, call: RestCall) -> InteractionResult:
        """The interaction a callback answers, refused as Discord refuses a bad one."""
        result = self._interaction_for(call.path_params["webhook_token"])
        if result is None or call.path_params["webhook_id"] != result.payload["id"]:
            raise http_error(404, 10062, "Unknown interaction")
        if result.response_type is not None:
            raise http_error(400, 40060, "Interaction has already been acknowledged.")
        if self.acknowledge_within is None:
            return result
        now = asyncio.get_running_loop().time()
        late = refusals.late_answer(result, now, self.acknowledge_within)
        if late is not None:
            # Discord forgets an interaction not answered in time; the user saw "The
            # application did not respond". A test fails, whatever the bot does with the 404.
            self._record_error(late, result.token)
            raise http_error(404, 10062, "Unknown interaction")
        return result

    def _interaction_callback(self, call: RestCall) -> JSON:
        result = self._unanswered(call)
        body = call.json or {}
        response_type = discord.InteractionResponseType(int(body["type"]))
        data = cast(JSON, body.get("data") or {})
        kinds = discord.InteractionResponseType
        if response_type not in _ANSWERS[result.kind]:
            raise http_error(
                400, 50035, f"Invalid Form Body: {response_type.name} is not valid here"
            )
        answered: Message | None = None  # the message the answer created or updated
        channel_id = int(result.payload["channel_id"])

        if response_type in (kinds.channel_message, kinds.deferred_channel_message):
            loading = response_type is kinds.deferred_channel_message
            if not loading:
                refusals.validate_message(data, call.files)
            answered = self._new_message(
                channel_id=channel_id,
                body={"flags": data.get("flags", 0)} if loading else data,
                files=[] if loading else call.files,
                source="response",
                result=result,
                extra_flags=LOADING if loading else 0,
            )
        elif response_type in (kinds.deferred_message_update, kinds.message_update):
            clicked = result.payload.get("message")
            if clicked is None:
                raise http_error(400, 50035, "Invalid Form Body: there is no message to update")
            answered = self.message(int(clicked["id"]))
            if response_type is kinds.message_update:
                self._apply_edit(answered, data, call.files)
        elif response_type is kinds.autocomplete_result:
            choices = data.get("choices") or []
            result.choices = [
                app_commands.Choice(name=c["name"], value=c["value"]) for c in choices
            ]
        elif response_type is kinds.modal:
            result.modal = copied(data)
        if answered is not None:
            self._originals[result.token] = answered.id
            result.response = answered
            call.message = answered
            if response_type is kinds.channel_message:
                self._shown(answered, "reply")
            elif response_type is kinds.message_update:
                self._shown(answered, "updated")
        result.response_type = response_type
        result.answered.set()
        message = None if answered is None else answered.data
        return rest_answers.callback_answer(result.payload, response_type.value, message)

    def _original_message(self, call: RestCall) -> Message:
        result = self._result_for(call)
        message_id = self._originals.get(result.token)
        if message_id is None or self.messages[message_id].deleted:
            raise http_error(404, 10008, "Unknown Message")
        return self.messages[message_id]

    def _get_original(self, call: RestCall) -> JSON:
        return self._read(call, self._original_message(call))

    def _patch_original(self, call: RestCall) -> JSON:
        original = self._original_message(call)
        thinking = original.loading  # the deferred placeholder gets its answer
        answer = self._edit(call, original)
        self._shown(original, "reply" if thinking else "edited")
        return answer

    def _delete_original(self, call: RestCall) -> None:
        self._delete(call, self._original_message(call))

    def _post_followup(self, call: RestCall) -> JSON:
        result = self._result_for(call)
        if result.response_type is None:
            raise http_error(404, 10015, "Unknown Webhook")
        body = call.json or {}
        refusals.validate_message(body, call.files)
        original_id = self._originals.get(result.token)
        original = self.messages.get(original_id) if original_id is not None else None
        if original is not None and original.loading and not original.deleted:
            # Discord: the first followup after a "thinking" defer replaces the loading message.
            self._apply_edit(original, {k: v for k, v in body.items() if k != "flags"}, call.files)
            msg = original
        else:
            msg = self._new_message(
                channel_id=int(result.payload["channel_id"]),
                body=body,
                files=call.files,
                source="followup",
                result=result,
            )
        result.followups.append(msg)
        call.message = msg
        self._shown(msg, "reply")
        return msg.data
