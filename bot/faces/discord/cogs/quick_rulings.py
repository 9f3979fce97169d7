"""`/ruling`, the message menu "Ask Arbiter" and answers to mentions and DMs: quick rulings,
anywhere, for anyone (the app is user-installable too). The work is in
bot.faces.discord.quick_ruling_actions; the ruling itself in bot.core.rulings."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.core.rulings import MAX_SITUATION
from bot.faces.discord.cogs.match import GAMES
from bot.faces.discord.quick_ruling_actions import QuickRulings

# Servers, DMs with Arbiter and group DMs; installed to a server or by a user.
EVERYWHERE = app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=True)
ANY_INSTALL = app_commands.AppInstallationType(guild=True, user=True)


class QuickRulingCommands(commands.Cog):
    def __init__(self, tree: app_commands.CommandTree[Any], rulings: QuickRulings) -> None:
        self.tree = tree
        self.rulings = rulings
        self.ask_menu = app_commands.ContextMenu(
            name="Ask Arbiter",
            callback=self.ask,
            allowed_contexts=EVERYWHERE,
            allowed_installs=ANY_INSTALL,
        )

    async def cog_load(self) -> None:
        self.tree.add_command(self.ask_menu)

    async def cog_unload(self) -> None:
        self.tree.remove_command(self.ask_menu.name, type=self.ask_menu.type)

    @app_commands.command(
        name="ruling", description="What happens if...? A situation in plain words, ruled on"
    )
    @app_commands.describe(
        situation="e.g. magic: I'm at 0 life and an effect says I win",
        game="The game, unless the situation starts with magic:, ga: or terrus:",
        private="Only you see the answer (default: the table sees it)",
        from_match="Start from this match's current game; nothing is recorded",
    )
    @app_commands.choices(game=GAMES)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    @app_commands.allowed_installs(guilds=True, users=True)
    async def ruling(
        self,
        interaction: discord.Interaction,
        situation: app_commands.Range[str, 1, MAX_SITUATION],
        game: str | None = None,
        private: bool = False,
        from_match: bool = False,
    ) -> None:
        await self.rulings.slash(interaction, situation, game, private, from_match)

    async def ask(self, interaction: discord.Interaction, message: discord.Message) -> None:
        await self.rulings.ask(interaction, message)

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        await self.rulings.on_message(message)
