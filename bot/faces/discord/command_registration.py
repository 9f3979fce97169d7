"""How Arbiter's slash commands are registered with Discord.

**Where a command is offered.** A match lives in a server channel or thread, so every match
command is registered for servers only: `contexts` [guild] and `integration_types` [guild
install] in the registration payload, so Discord never offers it in DMs. discord.py reads
`@app_commands.guild_only()` on a class only for a `GroupCog`; on a plain `Cog` it does
nothing. Cogs inherit from `GuildCog` / `GuildGroupCog` instead, which mark every top-level
command and group they define, however it is declared. `/rule` and `/help` work anywhere
and live in a plain `Cog`.

**When to sync.** Registering commands is rate limited and every bot process (shard) starts
with the same set, so a process registers them only when the payload changed since the last
registration: its hash is kept in the database (`app_state`), shared by all processes. The
payload hashed is the one sent, every locale's words included: a changed translation is a
change to register.
"""

from __future__ import annotations

import hashlib
import json
import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.runtime import remember, remembered

if TYPE_CHECKING:
    from bot.faces.discord.client import ArbiterBot

log = logging.getLogger(__name__)

GUILD_CONTEXTS = app_commands.AppCommandContext(guild=True, dm_channel=False, private_channel=False)
GUILD_INSTALLS = app_commands.AppInstallationType(guild=True, user=False)


def mark_guild_only(command: app_commands.Command[Any, ..., Any] | app_commands.Group) -> None:
    """Register a top-level command or group for server channels only."""
    command.guild_only = True
    command.allowed_contexts = GUILD_CONTEXTS
    command.allowed_installs = GUILD_INSTALLS


class GuildCog(commands.Cog):
    """A cog whose slash commands exist only in servers (see the module's docstring)."""

    def __new__(cls, *args: Any, **kwargs: Any) -> Any:
        self = super().__new__(cls, *args, **kwargs)
        group = self.__cog_app_commands_group__
        if group is not None:  # a GroupCog: its group is the only top-level command
            mark_guild_only(group)
        else:
            for command in self.__cog_app_commands__:
                if command.parent is None:
                    mark_guild_only(command)
        return self


class GuildGroupCog(GuildCog, commands.GroupCog):
    """A `GroupCog` (one top-level command group) that exists only in servers."""

    __cog_is_app_commands_group__ = True


async def payload(tree: app_commands.CommandTree[Any], guild: discord.abc.Snowflake | None) -> Any:
    """What `tree.sync` sends for `guild` (None: the global commands), with every locale's
    words when the tree has a translator (bot.faces.discord.command_words), as sync does."""
    # With no type, get_commands gives every kind (slash and context menu), as tree.sync does.
    commands = tree.get_commands(guild=guild)
    if tree.translator is None:
        return [command.to_dict(tree) for command in commands]
    return [await command.get_translated_payload(tree, tree.translator) for command in commands]


async def payload_hash(
    tree: app_commands.CommandTree[Any], guild: discord.abc.Snowflake | None
) -> str:
    text = json.dumps(await payload(tree, guild), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


async def sync_if_changed(bot: ArbiterBot) -> bool:
    """Register the commands if they changed since the last registration; True if it did."""
    guild_id = bot.settings.dev_guild_id
    guild = discord.Object(id=guild_id) if guild_id is not None else None
    if guild is not None:
        bot.tree.copy_global_to(guild=guild)
    application_id = bot.application_id or (bot.user.id if bot.user else 0)
    key = f"commands:{application_id}:{guild_id if guild_id is not None else 'global'}"
    digest = await payload_hash(bot.tree, guild)
    if await remembered(bot.database, key) == digest:
        log.info("slash commands unchanged since the last registration; not syncing")
        return False
    synced = await bot.tree.sync(guild=guild)
    await remember(bot.database, key, digest)
    where = f"guild {guild_id}" if guild_id is not None else "global (they may take a while)"
    log.info("synced %d commands, %s", len(synced), where)
    return True
