"""Run interactions: the in-memory Discord hands the payload to discord.py's connection
state exactly as the gateway does; here each is waited for, its errors raised to the test."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from discord import app_commands

from bot.fakediscord.gateway import JSON
from bot.fakediscord.models import Channel as FakeChannel
from bot.fakediscord.models import User as FakeUser
from tests.harness.error_capture import ErrorCapture
from tests.harness.errors import HarnessError
from tests.harness.results import InteractionResult, PendingInteraction


class InteractionRunner(ErrorCapture):
    """``slash``, ``autocomplete``, ``click`` and ``dispatch`` (several at once)."""

    time_limit: float
    _started: bool
    _stopped: bool

    def _require_started(self) -> None:
        if not self._started or self._stopped:
            raise HarnessError("call `await harness.start()` first (and not after stop())")

    async def slash(
        self,
        command: str,
        *,
        time_limit: float | None = None,
        raise_on_error: bool = True,
        expect_response: bool = True,
        **payload: Any,
    ) -> InteractionResult:
        """Invoke a slash command (``"group sub"`` for subcommands) and wait for it;
        ``payload`` as ``slash_payload`` takes it (``user``, ``options``, ``channel``,
        ``locale``)."""
        await self._names_of(command, payload)
        pending = self.dispatch(
            self.slash_payload(command, **payload),
            time_limit=time_limit,
            raise_on_error=raise_on_error,
            expect_response=expect_response,
        )
        return await pending.wait()

    async def _names_of(self, command: str, payload: Mapping[str, Any]) -> None:
        """A command typed with a language's names (`/enfrentamiento iniciar`) is read as
        Discord reads it, from the registered names of every language (learned once)."""
        if not self.typed_in_default_names(command, payload.get("options") or {}):
            await self.learn_commands()

    async def autocomplete(
        self,
        command: str,
        *,
        focused: str,
        value: Any = "",
        time_limit: float | None = None,
        **payload: Any,
    ) -> list[app_commands.Choice[Any]]:
        """Send an autocomplete interaction while typing ``value`` into ``focused`` (the
        other options, the user and the channel as for ``slash``)."""
        typed = {**(payload.get("options") or {}), focused: value}
        await self._names_of(command, {**payload, "options": typed})
        typing = self.slash_payload(command, focused=focused, focused_value=value, **payload)
        result = await self.dispatch(typing, time_limit=time_limit).wait()
        if result.choices is None:
            raise HarnessError(
                f"{result.describe()} answered with {result.response_type!r}, not choices"
            )
        return result.choices

    async def click(
        self,
        custom_id: str,
        *,
        time_limit: float | None = None,
        raise_on_error: bool = True,
        expect_response: bool = True,
        **payload: Any,
    ) -> InteractionResult:
        """Click a button (or choose ``values`` in a select) with ``custom_id``; ``payload``
        as ``component_payload`` takes it (``user``, ``message``, ``values``,
        ``component_type``, ``locale``).

        ``message`` is the message carrying the component (a :class:`Message` or an
        id). Without it, the newest stored message with that ``custom_id`` is used, or a
        message is synthesised (like a message sent by a previous run of the bot, for
        persistent views).
        """
        pressed = self.component_payload(custom_id, **payload)
        hint = (
            f"No View handled custom_id {custom_id!r}: persistent views must be registered with "
            "bot.add_view(view) (timeout=None and every item has a custom_id), other views only "
            "listen on the message they were sent with (and stop after their timeout)."
        )
        pending = self.dispatch(
            pressed,
            time_limit=time_limit,
            raise_on_error=raise_on_error,
            expect_response=expect_response,
            no_response_hint=hint,
        )
        return await pending.wait()

    async def submit(
        self,
        modal: InteractionResult,
        values: Mapping[str, str],
        *,
        user: FakeUser,
        channel: FakeChannel | int | None = None,
        raise_on_error: bool = True,
    ) -> InteractionResult:
        """Fill in and submit the modal `modal` answered with (``result.modal``)."""
        if modal.modal is None:
            raise HarnessError(f"{modal.describe()} opened no modal")
        # Submitted from the Discord client that opened it: in the same language.
        payload = self.modal_submit_payload(
            modal.modal,
            values,
            user=user,
            channel=channel or int(modal.payload["channel_id"]),
            locale=str(modal.payload.get("locale", "en-US")),
        )
        pressed = modal.payload.get("message")
        if pressed is not None:
            # A form opened from a component: Discord sends that message, as it is now.
            payload["message"] = copy.deepcopy(self.message(int(pressed["id"])).data)
        return await self.dispatch(payload, raise_on_error=raise_on_error).wait()

    def dispatch(
        self,
        payload: JSON,
        *,
        time_limit: float | None = None,
        raise_on_error: bool = True,
        expect_response: bool = True,
        no_response_hint: str = "",
    ) -> PendingInteraction:
        """Feed an ``INTERACTION_CREATE`` payload to the bot *without* waiting for it.

        Use this for flows where a command waits for a later interaction; call
        ``await pending.wait()`` afterwards.
        """
        self._require_started()
        error_mark = len(self._errors)
        call_mark = len(self.calls)
        result, tasks = self.start_interaction(payload)
        return PendingInteraction(
            self,
            result,
            tasks,
            error_mark=error_mark,
            call_mark=call_mark,
            time_limit=time_limit if time_limit is not None else self.time_limit,
            raise_on_error=raise_on_error,
            expect_response=expect_response,
            no_response_hint=no_response_hint,
        )
