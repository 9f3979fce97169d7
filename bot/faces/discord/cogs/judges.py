"""/precedents: the questions this server's judges answered (the work is in
bot.faces.discord.judge_actions, which also answers the "Ask a judge" and Answer buttons)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.faces.discord.command_registration import GuildCog

if TYPE_CHECKING:
    from bot.faces.discord.client import ArbiterBot


class PrecedentCommands(GuildCog):
    def __init__(self, bot: ArbiterBot) -> None:
        self.bot = bot

    @app_commands.command(
        name="precedents", description="Questions this server's judges answered, newest first"
    )
    @app_commands.describe(
        page="Which page (5 to a page)",
        export="All of them as a JSON file instead",
    )
    async def precedents(
        self,
        interaction: discord.Interaction,
        page: app_commands.Range[int, 1, 100_000] = 1,
        export: bool = False,
    ) -> None:
        await self.bot.judge_actions.precedents(interaction, page, export)
