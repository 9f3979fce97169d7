"""The fake guild: its roles, channels and members, fed to the bot as gateway events."""

from __future__ import annotations

import asyncio
import copy
from collections.abc import Sequence

import discord

from bot.fakediscord import gateway
from tests.harness.errors import HarnessError
from tests.harness.fakes import JSON, FakeChannel, FakeMessage, FakeRole, FakeUser
from tests.harness.state import HarnessState


class FakeWorld(HarnessState):
    """Create and look up roles, channels and users; build the guild's gateway payloads."""

    async def request_chunks(
        self,
        guild_id: int,
        query: str | None = None,
        *,
        limit: int,
        user_ids: list[int] | None = None,
        presences: bool = False,
        nonce: str | None = None,
    ) -> None:
        """The gateway's member search (opcode 8 with a query, which needs no members
        intent; discord.py's `Guild.query_members`), answered as Discord does: one
        GUILD_MEMBERS_CHUNK with the request's nonce, of the members whose username or
        nickname starts with the query, ignoring case."""
        self.member_queries.append(query)
        wanted = (query or "").casefold()
        found = [
            user
            for user in self._users.values()
            if user.in_guild
            and (user.id in (user_ids or ()) or (query is not None and any(
                (n or "").casefold().startswith(wanted) for n in (user.name, user.nick)
            )))
        ][: limit or None]  # fmt: skip
        members = [self._member_payload(user) for user in found]
        chunk = gateway.members_chunk(guild_id, members, nonce)
        # After discord.py starts waiting for it, as the real answer would be.
        asyncio.get_running_loop().call_later(0.001, self._feed, "GUILD_MEMBERS_CHUNK", chunk)

    @property
    def guild(self) -> discord.Guild:
        guild = self.bot.get_guild(self.guild_id)
        if guild is None:
            raise HarnessError("the fake guild is not in the bot's cache (harness not started?)")
        return guild

    def role(
        self,
        name: str,
        *,
        permissions: discord.Permissions | int = 0,
        role_id: int | None = None,
        position: int | None = None,
        colour: int = 0,
        managed: bool = False,
    ) -> FakeRole:
        """Create a guild role (fed as ``GUILD_ROLE_CREATE`` if the harness already started)."""
        perms = (
            permissions
            if isinstance(permissions, discord.Permissions)
            else discord.Permissions(permissions)
        )
        role = FakeRole(
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

    def get_role(self, name_or_id: str | int) -> FakeRole:
        for role in self._roles.values():
            if role.id == name_or_id or role.name == name_or_id:
                return role
        raise HarnessError(f"unknown role {name_or_id!r}; create it with harness.role(...)")

    def channel(
        self,
        name: str,
        *,
        channel_id: int | None = None,
        channel_type: int = 0,
        topic: str | None = None,
        overwrites: Sequence[JSON] = (),
    ) -> FakeChannel:
        """Create a guild channel (fed as ``CHANNEL_CREATE`` if the harness already started),
        with permission ``overwrites`` (``gateway.overwrite(...)``), which discord.py applies
        in ``permissions_for`` (interaction payloads still carry guild-level permissions)."""
        channel = FakeChannel(
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
        roles: Sequence[FakeRole | str | int] = (),
        permissions: discord.Permissions | int | None = None,
        global_name: str | None = None,
        nick: str | None = None,
        bot: bool = False,
        in_guild: bool = True,
    ) -> FakeUser:
        """Register a user; guild members are fed as ``GUILD_MEMBER_ADD`` after ``start()``.

        ``roles`` are ``FakeRole`` objects, role names or role ids (unknown names create
        a permission-less role). ``permissions`` overrides the computed member permissions.
        """
        resolved_roles: list[FakeRole] = []
        for role in roles:
            if isinstance(role, FakeRole):
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
        user = FakeUser(
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

    def get_user(self, user_id: int) -> FakeUser:
        try:
            return self._users[user_id]
        except KeyError:
            raise HarnessError(
                f"unknown user id {user_id}; register it with harness.user(...)"
            ) from None

    def member_permissions(self, user: FakeUser) -> discord.Permissions:
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

    def _member_payload(self, user: FakeUser, *, with_permissions: bool = False) -> JSON:
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
            channels=[c.to_payload(None) for c in self._channels.values()],
            members=[self._member_payload(u) for u in self._users.values() if u.in_guild],
        )

    def _resolve_channel(self, channel: FakeChannel | int | None) -> FakeChannel:
        if channel is None:
            return self.default_channel
        channel_id = channel if isinstance(channel, int) else channel.id
        try:
            return self._channels[channel_id]
        except KeyError:
            raise HarnessError(
                f"unknown channel {channel_id}; create it with harness.channel(...)"
            ) from None

    def _channel_of(self, message: FakeMessage) -> FakeChannel:
        if message.channel_id in self._channels:
            return self._channels[message.channel_id]
        raise HarnessError(f"message {message.id} is in unknown channel {message.channel_id}")

    def _feed(self, event: str, payload: JSON) -> None:
        """Deliver a gateway DISPATCH event the way DiscordWebSocket.received_message does."""
        before = asyncio.all_tasks()
        self.bot._connection.parsers[event](copy.deepcopy(payload))
        self._background |= asyncio.all_tasks() - before
