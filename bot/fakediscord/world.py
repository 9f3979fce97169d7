"""The guild: its roles, channels, threads and members (fed to the bot as gateway events
once it runs, memory.py), and the ids Discord gives everything."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.fakediscord import gateway
from bot.fakediscord.errors import FakeDiscordError
from bot.fakediscord.gateway import JSON
from bot.fakediscord.models import (
    Channel,
    Message,
    Role,
    User,
    default_bot_permissions,
    default_everyone_permissions,
)
from bot.fakediscord.state import DiscordState


class World(DiscordState):
    """Create and look up roles, channels and users; build the guild's gateway payloads."""

    def __init__(
        self,
        *,
        bot_user_id: int = 900_000_000_000_000_001,
        bot_name: str = "Arbiter",
        application_id: int | None = None,
        guild_id: int = 900_000_000_000_000_100,
        guild_name: str = "Arbiter Test Guild",
        owner_id: int = 900_000_000_000_000_002,
        everyone_permissions: discord.Permissions | None = None,
        bot_permissions: discord.Permissions | None = None,
        channel_name: str = "general",
        channel_id: int | None = None,
        record: bool = True,
        known_channels_only: bool = True,
        acknowledge_within: float | None = None,
        token_prefix: str = "interaction-token-",
        preferred_locale: str = "en-US",
    ) -> None:
        """A guild with @everyone, the bot (a member with its managed role) and one text
        channel (`default_channel`); see DiscordState for `record` and the rest.
        `preferred_locale`: the guild's language, as its community settings say."""
        self.application_id = application_id or bot_user_id
        self.preferred_locale = preferred_locale
        self.guild_id = guild_id
        self.guild_name = guild_name
        self.owner_id = owner_id
        self.bot_permissions = (
            bot_permissions if bot_permissions is not None else default_bot_permissions()
        )
        self.record = record
        self.known_channels_only = known_channels_only
        self.acknowledge_within = acknowledge_within
        self.token_prefix = token_prefix
        self.calls = []
        self.messages = {}
        self.member_queries = []
        self._started = False
        self._last_snowflake = 0
        self._roles = {}
        self._channels = {}
        self._users = {}
        self._joined_at = discord.utils.utcnow().isoformat()
        self._results = {}
        self._originals = {}
        self._synced = {}
        self._learned = None
        self._command_ids = {}
        self._routes = {}

        self.everyone = Role(
            id=guild_id,
            name="@everyone",
            permissions=everyone_permissions
            if everyone_permissions is not None
            else default_everyone_permissions(),
            position=0,
        )
        self._roles[guild_id] = self.everyone
        self.bot_role = self.role(bot_name, permissions=self.bot_permissions, managed=True)
        self.bot_user = self.user(bot_user_id, bot_name, roles=[self.bot_role], bot=True)
        self.owner = User(id=owner_id, name="guild-owner", in_guild=False)
        self.default_channel = self.channel(channel_name, channel_id=channel_id)

    def role(
        self,
        name: str,
        *,
        permissions: discord.Permissions | int = 0,
        role_id: int | None = None,
        position: int | None = None,
        colour: int = 0,
        managed: bool = False,
    ) -> Role:
        """Create a guild role (fed as ``GUILD_ROLE_CREATE`` if the Discord already runs)."""
        perms = (
            permissions
            if isinstance(permissions, discord.Permissions)
            else discord.Permissions(permissions)
        )
        role = Role(
            id=role_id if role_id is not None else self._snowflake(),
            name=name,
            permissions=perms,
            position=position if position is not None else len(self._roles),
            colour=colour,
            managed=managed,
        )
        self._roles[role.id] = role
        if self._started:
            self._feed(
                "GUILD_ROLE_CREATE", {"guild_id": str(self.guild_id), "role": role.to_payload()}
            )
        return role

    def get_role(self, name_or_id: str | int) -> Role:
        for role in self._roles.values():
            if role.id == name_or_id or role.name == name_or_id:
                return role
        raise FakeDiscordError(f"unknown role {name_or_id!r}; create it with .role(...)")

    def channel(
        self,
        name: str,
        *,
        channel_id: int | None = None,
        channel_type: int = 0,
        topic: str | None = None,
        overwrites: Sequence[JSON] = (),
    ) -> Channel:
        """Create a guild channel (fed as ``CHANNEL_CREATE`` if the Discord already runs), with
        permission ``overwrites`` (``gateway.overwrite(...)``), which discord.py applies in
        ``permissions_for`` (interaction payloads still carry guild-level permissions)."""
        channel = Channel(
            id=channel_id if channel_id is not None else self._snowflake(),
            name=name,
            type=channel_type,
            position=len(self._channels),
            topic=topic,
            overwrites=tuple(overwrites),
        )
        self._channels[channel.id] = channel
        if self._started:
            self._feed("CHANNEL_CREATE", channel.to_payload(self.guild_id))
        return channel

    def user(
        self,
        user_id: int,
        name: str,
        *,
        roles: Sequence[Role | str | int] = (),
        permissions: discord.Permissions | int | None = None,
        global_name: str | None = None,
        nick: str | None = None,
        bot: bool = False,
        in_guild: bool = True,
    ) -> User:
        """Register a user; guild members are fed as ``GUILD_MEMBER_ADD`` once the Discord runs.

        ``roles`` are ``Role`` objects, role names or role ids (unknown names create
        a permission-less role). ``permissions`` overrides the computed member permissions.
        """
        resolved_roles: list[Role] = []
        for role in roles:
            if isinstance(role, Role):
                resolved_roles.append(role)
            elif isinstance(role, str) and not any(r.name == role for r in self._roles.values()):
                resolved_roles.append(self.role(role))
            else:
                resolved_roles.append(self.get_role(role))
        perms: discord.Permissions | None
        if permissions is None or isinstance(permissions, discord.Permissions):
            perms = permissions
        else:
            perms = discord.Permissions(permissions)
        user = User(
            id=user_id,
            name=name,
            roles=tuple(resolved_roles),
            permissions=perms,
            global_name=global_name,
            nick=nick,
            bot=bot,
            in_guild=in_guild,
        )
        already_member = user_id in self._users and self._users[user_id].in_guild
        self._users[user_id] = user
        if self._started and in_guild and not already_member:
            self._feed(
                "GUILD_MEMBER_ADD", {**self._member_payload(user), "guild_id": str(self.guild_id)}
            )
        return user

    def get_user(self, user_id: int) -> User:
        try:
            return self._users[user_id]
        except KeyError:
            raise FakeDiscordError(
                f"unknown user id {user_id}; register it with .user(...)"
            ) from None

    def member_permissions(self, user: User) -> discord.Permissions:
        """Guild-level permissions Discord would put into ``member.permissions``."""
        if user.id == self.owner_id:
            return discord.Permissions.all()
        if user.permissions is not None:
            perms = discord.Permissions(user.permissions.value)
        else:
            value = self.everyone.permissions.value
            for role in user.roles:
                value |= role.permissions.value
            perms = discord.Permissions(value)
        if perms.administrator:
            return discord.Permissions.all()
        return perms

    def command_id(self, name: str, *, guild_id: int | None = None, command_type: int = 1) -> int:
        """The id Discord gave a command at sync (or a stable made-up one)."""
        key = (guild_id, name, command_type)
        if key not in self._command_ids:
            self._command_ids[key] = self._snowflake()
        return self._command_ids[key]

    def _member_payload(self, user: User, *, with_permissions: bool = False) -> JSON:
        return gateway.member_payload(
            user.to_payload(),
            roles=[r.id for r in user.roles],
            joined_at=self._joined_at,
            nick=user.nick,
            permissions=self.member_permissions(user).value if with_permissions else None,
        )

    def _guild_payload(self) -> JSON:
        return gateway.guild_payload(
            self.guild_id,
            self.guild_name,
            owner_id=self.owner_id,
            joined_at=self._joined_at,
            roles=[r.to_payload() for r in self._roles.values()],
            channels=[c.to_payload(None) for c in self._channels.values() if c.parent_id is None],
            members=[self._member_payload(u) for u in self._users.values() if u.in_guild],
            preferred_locale=self.preferred_locale,
        )

    def _resolve_channel(self, channel: Channel | int | None) -> Channel:
        if channel is None:
            return self.default_channel
        channel_id = channel if isinstance(channel, int) else channel.id
        try:
            return self._channels[channel_id]
        except KeyError:
            raise FakeDiscordError(
                f"unknown channel {channel_id}; create it with .channel(...)"
            ) from None

    def _known_channel(self, channel_id: int) -> bool:
        return channel_id in self._channels or not self.known_channels_only

    def _channel_of(self, message: Message) -> Channel:
        if message.channel_id in self._channels:
            return self._channels[message.channel_id]
        raise FakeDiscordError(f"message {message.id} is in unknown channel {message.channel_id}")

    def _feed(self, event: str, payload: JSON) -> None:
        """Deliver a gateway event to the bot (memory.py); a Discord without a bot (the HTTP
        one of tests/fake_discord) has nobody to tell."""

    def members_named(
        self, query: str | None, *, user_ids: Sequence[int] = (), limit: int = 0
    ) -> list[User]:
        """The gateway's member search (opcode 8), as Discord answers it: the members whose
        username or nickname starts with `query`, ignoring case (or whose id is asked for)."""
        wanted = (query or "").casefold()
        found = [
            user
            for user in self._users.values()
            if user.in_guild
            and (user.id in user_ids or (query is not None and any(
                (n or "").casefold().startswith(wanted) for n in (user.name, user.nick)
            )))
        ]  # fmt: skip
        return found[: limit or None]

    # -- threads ------------------------------------------------------------------------------

    def open_thread(self, parent_id: int, name: str, *, thread_type: int = 11) -> Channel:
        """A thread the bot opened under `parent_id` (a public one: 11). Discord's REST answer
        (rest_answers.thread_payload) is all discord.py learns of it here."""
        thread = Channel(
            id=self._snowflake(),
            name=name,
            type=thread_type,
            position=len(self._channels),
            parent_id=parent_id,
        )
        self._channels[thread.id] = thread
        return thread

    def kept_thread(self, thread_id: int, parent_id: int, name: str) -> Channel:
        """A thread Discord kept from an earlier session on the same database (the console
        started again): known by its id and name, as Discord would still list it."""
        thread = Channel(
            id=thread_id, name=name, type=11, position=len(self._channels), parent_id=parent_id
        )
        self._channels[thread.id] = thread
        self._last_snowflake = max(self._last_snowflake, thread_id)  # new ids come after it
        return thread

    @property
    def threads(self) -> dict[int, str]:
        """The threads opened so far, id -> name, oldest first."""
        return {c.id: c.name for c in self._channels.values() if c.parent_id is not None}
