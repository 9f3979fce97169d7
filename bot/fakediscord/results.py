"""What one interaction produced, as the in-memory Discord saw it: :class:`InteractionResult`.
The route table fills it in as the bot answers (the response, followups, choices, a modal);
a test layer adds the calls and errors of its run (tests/harness/results.py waits for it)."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any, Literal, cast

import discord
from discord import app_commands

from bot.fakediscord.gateway import JSON
from bot.fakediscord.models import Message
from bot.fakediscord.records import RestCall

InteractionKind = Literal["slash", "component", "autocomplete", "modal_submit"]
# The kind of each interaction type (Discord's numbers).
_KINDS: dict[int, InteractionKind] = {
    2: "slash",
    3: "component",
    4: "autocomplete",
    5: "modal_submit",
}


@dataclass
class InteractionResult:
    """What happened while one interaction was handled."""

    kind: InteractionKind
    payload: JSON
    interaction: discord.Interaction[Any] | None = None
    response_type: discord.InteractionResponseType | None = None
    response: Message | None = None
    followups: list[Message] = field(default_factory=list)
    choices: list[app_commands.Choice[Any]] | None = None
    modal: JSON | None = None
    calls: list[RestCall] = field(default_factory=list)
    errors: list[BaseException] = field(default_factory=list)
    dispatched_at: float = 0.0  # the event loop's clock when the interaction was created
    # Set once the interaction's first answer (its callback) reached this Discord.
    answered: asyncio.Event = field(default_factory=asyncio.Event, repr=False)

    @classmethod
    def sent(cls, payload: JSON, *, at: float = 0.0) -> InteractionResult:
        """The interaction of an INTERACTION_CREATE `payload` sent to the bot at `at` (the
        event loop's clock)."""
        return cls(kind=_KINDS[int(payload["type"])], payload=payload, dispatched_at=at)

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
    def answer_text(self) -> str | None:
        """The answer's text as the user ends up seeing it: the original response's, or, when a
        busy bot deferred and posted a public answer below its placeholder (then removed it),
        the first followup's. A test that does not care whether the bot had to defer reads this."""
        placeholder = self.deferred and self.response is not None and self.response.deleted
        if placeholder and self.followups:
            return self.followups[0].content
        return self.content

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
    def channel_messages(self) -> list[Message]:
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
    def edited_messages(self) -> list[Message]:
        """Messages edited with the bot token during the interaction (in first-edit order)."""
        seen: dict[int, Message] = {}
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
    def messages(self) -> list[Message]:
        """Every message the interaction produced: response, followups, channel messages."""
        found: dict[int, Message] = {}
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
