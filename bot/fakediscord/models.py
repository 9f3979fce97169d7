"""What the in-memory Discord holds: roles, channels (threads among them), users (members)
and messages, as Discord stores them; each turns into the JSON discord.py parses via
``bot/fakediscord/gateway.py``."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Literal, cast

import discord

from bot.fakediscord import gateway, rest_answers
from bot.fakediscord.errors import FakeDiscordError
from bot.fakediscord.gateway import JSON
from bot.fakediscord.records import RecordedFile
from bot.fakediscord.rest_answers import EPHEMERAL, LOADING

MessageSource = Literal["channel", "response", "followup", "synthetic"]


def default_everyone_permissions() -> discord.Permissions:
    return discord.Permissions(
        view_channel=True,
        send_messages=True,
        send_messages_in_threads=True,
        create_public_threads=True,
        read_message_history=True,
        embed_links=True,
        attach_files=True,
        add_reactions=True,
        use_external_emojis=True,
        use_application_commands=True,
        change_nickname=True,
        create_instant_invite=True,
        connect=True,
        speak=True,
    )


def default_bot_permissions() -> discord.Permissions:
    return default_everyone_permissions() | discord.Permissions(
        manage_messages=True, manage_threads=True
    )


@dataclass(frozen=True)
class Role:
    """A guild role. ``id == guild id`` for ``@everyone``."""

    id: int
    name: str
    permissions: discord.Permissions
    position: int = 1
    colour: int = 0
    managed: bool = False

    @property
    def mention(self) -> str:
        return f"<@&{self.id}>"

    def to_payload(self) -> JSON:
        return gateway.role_payload(
            self.id,
            self.name,
            permissions=self.permissions.value,
            position=self.position,
            color=self.colour,
            managed=self.managed,
        )


@dataclass(frozen=True)
class Channel:
    """A guild channel (``type`` is a ``discord.ChannelType`` value, 0 = text), a thread the
    bot opened under ``parent_id`` (11), or a DM (1)."""

    id: int
    name: str
    type: int = 0
    position: int = 0
    topic: str | None = None
    parent_id: int | None = None
    overwrites: tuple[JSON, ...] = ()  # gateway.overwrite(...): what a role may do here

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"

    def to_payload(self, guild_id: int | None) -> JSON:
        return gateway.channel_payload(
            self.id,
            self.name,
            guild_id=guild_id,
            type=self.type,
            position=self.position,
            topic=self.topic,
            parent_id=self.parent_id,
            overwrites=self.overwrites,
        )


@dataclass(frozen=True)
class User:
    """A Discord user; ``in_guild`` users are also members of the guild.

    ``permissions`` overrides the computed guild permissions (``@everyone`` + roles) that
    are put into ``member.permissions`` of interaction payloads.
    """

    id: int
    name: str
    roles: tuple[Role, ...] = ()
    permissions: discord.Permissions | None = None
    global_name: str | None = None
    nick: str | None = None
    bot: bool = False
    in_guild: bool = True

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    @property
    def display_name(self) -> str:
        return self.nick or self.global_name or self.name

    def to_payload(self) -> JSON:
        return gateway.user_payload(self.id, self.name, global_name=self.global_name, bot=self.bot)


@dataclass
class Message:
    """A message as the in-memory Discord stores it. ``data`` is the live message JSON;
    ``versions`` each version of it, when the Discord keeps a record (``record=True``)."""

    id: int
    channel_id: int
    source: MessageSource
    data: JSON
    versions: list[JSON] = field(default_factory=list)
    files: list[RecordedFile] = field(default_factory=list)
    deleted: bool = False

    def __repr__(self) -> str:
        return (
            f"<Message id={self.id} source={self.source} channel_id={self.channel_id} "
            f"content={self.content!r} embeds={len(self.data.get('embeds') or [])} "
            f"custom_ids={self.custom_ids} ephemeral={self.ephemeral} deleted={self.deleted}>"
        )

    @property
    def content(self) -> str:
        return cast(str, self.data.get("content") or "")

    @property
    def embeds(self) -> list[discord.Embed]:
        return [discord.Embed.from_dict(e) for e in self.data.get("embeds") or []]

    @property
    def components(self) -> list[JSON]:
        return cast(list[JSON], self.data.get("components") or [])

    @property
    def flags(self) -> discord.MessageFlags:
        return discord.MessageFlags._from_value(int(self.data.get("flags") or 0))

    @property
    def ephemeral(self) -> bool:
        return bool(int(self.data.get("flags") or 0) & EPHEMERAL)

    @property
    def loading(self) -> bool:
        """True while this is a deferred 'Bot is thinking...' message."""
        return bool(int(self.data.get("flags") or 0) & LOADING)

    @property
    def edited(self) -> bool:
        return len(self.versions) > 1

    @property
    def content_history(self) -> list[str]:
        return [cast(str, v.get("content") or "") for v in self.versions]

    @property
    def mention_ids(self) -> list[int]:
        """The users this message pinged (mentioned and allowed by ``allowed_mentions``)."""
        return [int(u["id"]) for u in self.data.get("mentions") or []]

    @property
    def role_mention_ids(self) -> list[int]:
        """The roles this message pinged."""
        return [int(r) for r in self.data.get("mention_roles") or []]

    def walk_components(self) -> Iterator[JSON]:
        return rest_answers.walk_components(self.components)

    @property
    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in self.walk_components() if "custom_id" in c]

    def labelled_ids(self) -> list[tuple[str, str]]:
        """(label, custom_id) of each button or select, as a person picks one (the console)."""
        components = self.walk_components()
        return [
            (c.get("label") or c["custom_id"], c["custom_id"])
            for c in components
            if "custom_id" in c
        ]

    def component(self, custom_id: str) -> JSON | None:
        return next((c for c in self.walk_components() if c.get("custom_id") == custom_id), None)

    @property
    def buttons(self) -> list[JSON]:
        return [
            c for c in self.walk_components() if c.get("type") == discord.ComponentType.button.value
        ]

    def button(self, label: str) -> JSON:
        for button in self.buttons:
            if button.get("label") == label:
                return button
        labels = [b.get("label") for b in self.buttons]
        raise FakeDiscordError(
            f"message {self.id} has no button labelled {label!r}; buttons: {labels}"
        )
