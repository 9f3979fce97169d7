"""The console's Discord (`arbiter console`, also benchmarks/discord_report.py): the in-memory
Discord (memory.py) with one guild and one text channel, where the console's people type.

It keeps no record of its calls (a session is long, and a benchmark times it), sets no
deadline on answers (a person at a terminal is not Discord's 3 seconds), and takes a channel
it has not heard of for one Discord kept from an earlier session on the same database (a
league's threads). Each message that appears or changes goes to `on_message`, which prints
it; files uploaded wait in `files` until the console saves them.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import replace

import discord
from discord.ext import commands

from bot.fakediscord import gateway
from bot.fakediscord.gateway import JSON
from bot.fakediscord.memory import InMemoryDiscord
from bot.fakediscord.models import Message
from bot.fakediscord.records import RestCall

GUILD_ID = 900_000_000_000_000_001
CHANNEL_ID = 900_000_000_000_000_002
APP_ID = 900_000_000_000_000_003
BOT_ID = 900_000_000_000_000_004
OWNER_ID = 900_000_000_000_000_005

__all__ = ["APP_ID", "BOT_ID", "CHANNEL_ID", "GUILD_ID", "JSON", "Message", "OfflineDiscord"]


class OfflineDiscord(InMemoryDiscord):
    """The console's in-memory Discord, with a guild and one text channel."""

    def __init__(
        self,
        bot: commands.Bot | commands.AutoShardedBot,
        on_message: Callable[[Message, str], None],
        *,
        locale: str = "en-US",
    ) -> None:
        """`locale`: the console's user's Discord locale, and its guild's preferred one."""
        super().__init__(
            bot,
            bot_user_id=BOT_ID,
            application_id=APP_ID,
            guild_id=GUILD_ID,
            guild_name="console",
            owner_id=OWNER_ID,
            channel_name="console",
            channel_id=CHANNEL_ID,
            bot_permissions=discord.Permissions.all(),
            record=False,
            known_channels_only=False,
            token_prefix="offline-",
            preferred_locale=locale,
        )
        self.on_message = on_message
        self.files: list[tuple[str, bytes]] = []  # uploaded, not yet saved by the console
        # Where commands are typed: the console's channel, or a thread (`in N`).
        self.channel_id = CHANNEL_ID
        # The Discord locale the console's user has (its language: bot.faces.cli.language).
        self.locale = locale

    def connected(self) -> None:
        """The gateway's GUILD_CREATE for the console's guild, as Discord sends it when the bot
        connects: the bot knows its guild (its name, its preferred locale) from then on."""
        self._feed("GUILD_CREATE", self._guild_payload())

    def _shown(self, message: Message, how: str) -> None:
        self.on_message(message, how)

    def _call(self, call: RestCall) -> RestCall:
        self.files.extend((file.filename, file.data) for file in call.files)
        return super()._call(call)

    # -- the gateway --------------------------------------------------------------------------

    def member(self, user: JSON, *, manage_guild: bool, roles: list[int]) -> JSON:
        """`user` as a member of the guild: a player, or a judge with Manage Server."""
        joined_at = discord.utils.utcnow().isoformat()
        return gateway.acting_member(
            user, joined_at=joined_at, roles=roles, manage_guild=manage_guild
        )

    def _invocation_of(self, member: JSON) -> gateway.Invocation:
        """`member` acting where the console types. A thread is typed in as the console's
        channel, as the console always has (the bot sees a text channel)."""
        channel = gateway.channel_payload(self.channel_id, "console", guild_id=GUILD_ID)
        return self.invocation(
            member, channel, app_permissions=discord.Permissions.all().value, locale=self.locale
        )

    async def dispatch(self, payload: JSON) -> None:
        """Feed one INTERACTION_CREATE to the client and wait for what it started."""
        _result, started = self.start_interaction(payload)
        if started:
            await asyncio.wait(started, timeout=30)

    async def command(self, data: JSON, member: JSON, *, locale: str | None = None) -> None:
        """`data` run by `member`, whose Discord client speaks `locale` (else `self.locale`)."""
        at = self._invocation_of(member)
        if locale is not None:
            at = replace(at, locale=locale)
        await self.dispatch(gateway.command_interaction(at, data))

    async def press(self, message: Message, custom_id: str, member: JSON) -> None:
        at = self._invocation_of(member)
        await self.dispatch(gateway.component_interaction(at, message.data, custom_id))
