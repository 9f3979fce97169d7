"""/arbiter config: the server's judge role, confirmation policy, default game, whether its
leaderboards are on the web, where questions for its judges go, and its language."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.core.match.commands import ChangeSettings
from bot.faces.discord.cogs.match import GAMES
from bot.faces.discord.command_registration import GuildGroupCog
from bot.faces.discord.languages import LANGUAGE_CHOICES

if TYPE_CHECKING:
    from bot.faces.discord.actions import Actions

ON_OFF = [app_commands.Choice(name="on", value="on"), app_commands.Choice(name="off", value="off")]


@app_commands.default_permissions(manage_guild=True)
class AdminCommands(GuildGroupCog, group_name="arbiter", description="Arbiter settings"):
    def __init__(self, actions: Actions) -> None:
        self.actions = actions

    @app_commands.command(
        name="config",
        description="Judge role, confirmations, default game, web leaderboard, judges, language",
    )
    @app_commands.describe(
        judge_role="Members with this role can rule on any match",
        confirmation="Reports that knock out someone else wait for their confirmation",
        default_game="Game used when /match start names none",
        clear_judge_role="Remove the judge role setting",
        web_leaderboard="Give /leaderboard a web page link (off: the old link stops working)",
        judge_channel="Where questions Arbiter cannot rule on go, for the judges to answer",
        clear_judge_channel="Remove the judge channel setting (no more questions to judges)",
        language="The language of Arbiter's public posts here (boards, verdicts, leagues)",
    )
    @app_commands.choices(default_game=GAMES, web_leaderboard=ON_OFF, language=LANGUAGE_CHOICES)
    async def config(
        self,
        interaction: discord.Interaction,
        judge_role: discord.Role | None = None,
        confirmation: bool | None = None,
        default_game: str | None = None,
        clear_judge_role: bool = False,
        web_leaderboard: str | None = None,
        judge_channel: discord.TextChannel | None = None,
        clear_judge_channel: bool = False,
        language: str | None = None,
    ) -> None:
        change = ChangeSettings(
            judge_role_id=judge_role.id if judge_role else None,
            clear_judge_role=clear_judge_role,
            confirmation_required=confirmation,
            default_game=default_game,
            judge_channel_id=judge_channel.id if judge_channel else None,
            clear_judge_channel=clear_judge_channel,
        )
        await self.actions.configure(
            interaction,
            change,
            web_leaderboard=web_leaderboard,
            judge_channel=judge_channel,
            language=language,
        )
