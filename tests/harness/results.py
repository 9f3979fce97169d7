"""What one interaction produced (:class:`InteractionResult`), and an interaction still
running (:class:`PendingInteraction`, from ``DiscordHarness.dispatch``)."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any, Literal, cast

import discord
from discord import app_commands

from tests.harness.errors import HarnessError, InteractionError, NoResponseError
from tests.harness.fakes import JSON, FakeMessage
from tests.harness.records import RestCall
from tests.harness.state import HarnessState

InteractionKind = Literal["slash", "component", "autocomplete", "modal_submit"]


@dataclass
class InteractionResult:
    """What happened while one interaction was handled."""

    kind: InteractionKind
    payload: JSON
    interaction: discord.Interaction[Any] | None = None
    response_type: discord.InteractionResponseType | None = None
    response: FakeMessage | None = None
    followups: list[FakeMessage] = field(default_factory=list)
    choices: list[app_commands.Choice[Any]] | None = None
    modal: JSON | None = None
    calls: list[RestCall] = field(default_factory=list)
    errors: list[BaseException] = field(default_factory=list)
    dispatched_at: float = 0.0  # the event loop's clock when the interaction was created

    def __repr__(self) -> str:
        response_type = None if self.response_type is None else self.response_type.name
        return (
            f"<InteractionResult {self.describe()} response_type={response_type} "
            f"content={self.content!r} ephemeral={self.ephemeral} followups={len(self.followups)} "
            f"calls={[c.route_key for c in self.calls]} errors={self.errors!r}>"
        )

    @property
    def token(self) -> str:
        return cast(str, self.payload["token"])

    def describe(self) -> str:
        data = self.payload.get("data") or {}
        label = data.get("name") or data.get("custom_id") or "?"
        return f"{self.kind} interaction {label!r}"

    @property
    def responded(self) -> bool:
        return self.response_type is not None

    @property
    def deferred(self) -> bool:
        return self.response_type in (
            discord.InteractionResponseType.deferred_channel_message,
            discord.InteractionResponseType.deferred_message_update,
        )

    @property
    def content(self) -> str | None:
        """Content of the original response message (``None`` if there is none)."""
        return None if self.response is None else self.response.content

    @property
    def embeds(self) -> list[discord.Embed]:
        return [] if self.response is None else self.response.embeds

    @property
    def ephemeral(self) -> bool:
        return self.response is not None and self.response.ephemeral

    @property
    def components(self) -> list[JSON]:
        return [] if self.response is None else self.response.components

    @property
    def bot_calls(self) -> list[RestCall]:
        return [c for c in self.calls if c.seam == "bot"]

    @property
    def webhook_calls(self) -> list[RestCall]:
        return [c for c in self.calls if c.seam == "webhook"]

    @property
    def channel_messages(self) -> list[FakeMessage]:
        """Messages created with the bot token (e.g. ``channel.send``) during the interaction."""
        return [
            c.message
            for c in self.calls
            if c.seam == "bot"
            and c.method == "POST"
            and c.path == "/channels/{channel_id}/messages"
            and c.message
        ]

    @property
    def edited_messages(self) -> list[FakeMessage]:
        """Messages edited with the bot token during the interaction (in first-edit order)."""
        seen: dict[int, FakeMessage] = {}
        for c in self.calls:
            if (
                c.seam == "bot"
                and c.method == "PATCH"
                and c.path == "/channels/{channel_id}/messages/{message_id}"
                and c.message
            ):
                seen.setdefault(c.message.id, c.message)
        return list(seen.values())

    @property
    def messages(self) -> list[FakeMessage]:
        """Every message the interaction produced: response, followups, channel messages."""
        found: dict[int, FakeMessage] = {}
        for message in [
            *([self.response] if self.response else []),
            *self.followups,
            *self.channel_messages,
        ]:
            found.setdefault(message.id, message)
        return list(found.values())

    def calls_to(self, method: str, path: str) -> list[RestCall]:
        return [c for c in self.calls if c.method == method and c.path == path]

    @property
    def original_errors(self) -> list[BaseException]:
        """``errors`` with ``CommandInvokeError`` wrappers removed."""
        out: list[BaseException] = []
        for error in self.errors:
            if isinstance(error, app_commands.CommandInvokeError):
                error = error.original
            if not any(seen is error for seen in out):
                out.append(error)
        return out


class PendingInteraction:
    """An interaction that was dispatched but not yet awaited (see ``DiscordHarness.dispatch``)."""

    def __init__(
        self,
        harness: HarnessState,
        result: InteractionResult,
        tasks: set[asyncio.Task[Any]],
        *,
        error_mark: int,
        call_mark: int,
        time_limit: float,
        raise_on_error: bool,
        expect_response: bool,
        no_response_hint: str = "",
    ) -> None:
        self.result = result
        self._harness = harness
        self._tasks = tasks
        self._error_mark = error_mark
        self._call_mark = call_mark
        self._time_limit = time_limit
        self._raise_on_error = raise_on_error
        self._expect_response = expect_response
        self._no_response_hint = no_response_hint
        self._finished = False

    async def wait(self) -> InteractionResult:
        """Wait for every task the dispatch created, then check errors and the response."""
        if self._finished:
            return self.result
        self._finished = True
        harness = self._harness
        token = self.result.token
        if self._tasks:
            done, pending = await asyncio.wait(self._tasks, timeout=self._time_limit)
            if pending:
                for task in pending:
                    task.cancel()
                await asyncio.gather(*pending, return_exceptions=True)
                names = sorted(t.get_name() for t in pending)
                raise HarnessError(
                    f"{self.result.describe()} did not finish within {self._time_limit}s "
                    f"(still running: {names}). Is the command waiting for another interaction? "
                    "Use harness.dispatch(...) and await .wait() later for such flows."
                )
            for task in done:
                if not task.cancelled() and task.exception() is not None:
                    harness._record_error(cast(BaseException, task.exception()), token)
        result = self.result
        result.interaction = harness._interactions.pop(token, None)
        result.calls = harness.calls[self._call_mark :]
        result.errors = [
            error
            for tok, error in harness._errors[self._error_mark :]
            if tok is None or tok == token
        ]
        for error in result.errors:
            harness._reported.add(id(error))
        if self._raise_on_error and result.errors:
            raise InteractionError(result)
        if self._expect_response and not result.responded:
            raise NoResponseError(result, self._no_response_hint)
        return result
