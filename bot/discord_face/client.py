"""ArbiterBot: the discord.py client that owns the database, the service and the commands."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

from bot.config import Settings
from bot.discord_face.actions import Actions, report_failure
from bot.discord_face.cogs.admin import AdminCommands
from bot.discord_face.cogs.match import MatchCommands
from bot.discord_face.cogs.reports import BatchCommands, ReportCommands
from bot.discord_face.cogs.rulings import RulingCommands
from bot.discord_face.components import PERSISTENT_ITEMS
from bot.discord_face.registration import sync_if_changed
from bot.discord_face.scoreboard import Scoreboards
from bot.matches.database import Database
from bot.matches.migrate import upgrade
from bot.matches.service import MatchService

log = logging.getLogger(__name__)


class ArbiterTree(app_commands.CommandTree["ArbiterBot"]):
    async def on_error(
        self, interaction: discord.Interaction[ArbiterBot], error: app_commands.AppCommandError, /
    ) -> None:
        # Errors raised before a command runs (option conversion, checks) end up here.
        cause = error.original if isinstance(error, app_commands.CommandInvokeError) else error
        await report_failure(interaction.client, interaction, cause)


class ArbiterBot(commands.AutoShardedBot):
    def __init__(self, settings: Settings, *, sync_commands: bool = True) -> None:
        intents = discord.Intents.none()
        intents.guilds = True  # channels, threads and roles for permissions; no message content
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            tree_cls=ArbiterTree,
            shard_count=settings.shard_count,
            shard_ids=settings.shard_ids,
            help_command=None,
            allowed_mentions=discord.AllowedMentions.none(),
        )
        self.settings = settings
        self.sync_commands = sync_commands
        self.database = Database(settings.database_url)
        self.service = MatchService(self.database)
        self.actions = Actions(self)
        self.scoreboards = Scoreboards(self)
        # Failures that were not refusals; tests assert this stays empty.
        self.unexpected_errors: list[BaseException] = []

    async def setup_hook(self) -> None:
        await upgrade(self.database)
        for cog in (MatchCommands, ReportCommands, BatchCommands, RulingCommands, AdminCommands):
            await self.add_cog(cog(self))
        self.add_dynamic_items(*PERSISTENT_ITEMS)
        if self.sync_commands:
            await sync_if_changed(self)

    async def close(self) -> None:
        await self.scoreboards.close()
        await super().close()
        await self.database.close()
