"""Run interactions: hand the payload to discord.py's connection state exactly as the
gateway does and wait for every task that dispatch started."""

from __future__ import annotations

import asyncio
import copy
from collections.abc import Mapping, Sequence
from typing import Any

from discord import app_commands

from tests.harness.errors import HarnessError
from tests.harness.fakes import JSON, FakeChannel, FakeMessage, FakeRole, FakeUser
from tests.harness.payloads import PayloadBuilder
from tests.harness.results import InteractionKind, InteractionResult, PendingInteraction


class InteractionRunner(PayloadBuilder):
    """``slash``, ``autocomplete``, ``click`` and ``dispatch`` (several at once)."""

    async def slash(
        self,
        command: str,
        *,
        user: FakeUser,
        options: Mapping[str, Any] | None = None,
        channel: FakeChannel | int | None = None,
        locale: str = "en-US",
        time_limit: float | None = None,
        raise_on_error: bool = True,
        expect_response: bool = True,
    ) -> InteractionResult:
        """Invoke a slash command (``"group sub"`` for subcommands) and wait for it."""
        payload = self.slash_payload(
            command, user=user, options=options, channel=channel, locale=locale
        )
        pending = self.dispatch(
            payload,
            time_limit=time_limit,
            raise_on_error=raise_on_error,
            expect_response=expect_response,
        )
        return await pending.wait()

    async def autocomplete(
        self,
        command: str,
        *,
        user: FakeUser,
        focused: str,
        value: Any = "",
        options: Mapping[str, Any] | None = None,
        channel: FakeChannel | int | None = None,
        locale: str = "en-US",
        time_limit: float | None = None,
    ) -> list[app_commands.Choice[Any]]:
        """Send an autocomplete interaction while typing ``value`` into ``focused``."""
        payload = self.slash_payload(
            command,
            user=user,
            options=options,
            channel=channel,
            locale=locale,
            focused=focused,
            focused_value=value,
        )
        result = await self.dispatch(payload, time_limit=time_limit).wait()
        if result.choices is None:
            raise HarnessError(
                f"{result.describe()} answered with {result.response_type!r}, not choices"
            )
        return result.choices

    async def click(
        self,
        custom_id: str,
        *,
        user: FakeUser,
        message: FakeMessage | int | None = None,
        values: Sequence[str | FakeUser | FakeRole | FakeChannel] | None = None,
        component_type: int | None = None,
        locale: str = "en-US",
        time_limit: float | None = None,
        raise_on_error: bool = True,
        expect_response: bool = True,
    ) -> InteractionResult:
        """Click a button (or choose ``values`` in a select) with ``custom_id``.

        ``message`` is the message carrying the component (a :class:`FakeMessage` or an
        id). Without it, the newest stored message with that ``custom_id`` is used, or a
        message is synthesised (like a message sent by a previous run of the bot, for
        persistent views).
        """
        payload = self.component_payload(
            custom_id,
            user=user,
            message=message,
            values=values,
            component_type=component_type,
            locale=locale,
        )
        hint = (
            f"No View handled custom_id {custom_id!r}: persistent views must be registered with "
            "bot.add_view(view) (timeout=None and every item has a custom_id), other views only "
            "listen on the message they were sent with (and stop after their timeout)."
        )
        pending = self.dispatch(
            payload,
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
        payload = self.modal_submit_payload(
            modal.modal, values, user=user, channel=channel or int(modal.payload["channel_id"])
        )
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
        kind_by_type: dict[int, InteractionKind] = {
            2: "slash",
            3: "component",
            4: "autocomplete",
            5: "modal_submit",
        }
        result = InteractionResult(
            kind=kind_by_type[int(payload["type"])],
            payload=payload,
            dispatched_at=asyncio.get_running_loop().time(),
        )
        self._results[result.token] = result
        error_mark = len(self._errors)
        call_mark = len(self.calls)
        before = asyncio.all_tasks()
        # Exactly what DiscordWebSocket.received_message does for a DISPATCH event.
        self.bot._connection.parsers["INTERACTION_CREATE"](copy.deepcopy(payload))
        tasks = asyncio.all_tasks() - before
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
