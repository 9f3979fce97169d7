"""/leaderboard, /rating and /ratings season start|end (shared/spec/ratings.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.faces.discord.cogs.match import GAMES
from bot.faces.discord.command_registration import GuildCog, GuildGroupCog

if TYPE_CHECKING:
    from bot.faces.discord.rating_actions import RatingActions

FORMATS = [
    app_commands.Choice(name="Duel (two players)", value="duel"),
    app_commands.Choice(name="Multiplayer (pods, teams)", value="multiplayer"),
]


class RatingCommands(GuildCog):
    def __init__(self, actions: RatingActions) -> None:
        self.actions = actions

    @app_commands.command(name="leaderboard", description="The server's ratings ladder")
    @app_commands.describe(
        game="The game (the ladder played last if left out)",
        format="duel or multiplayer (the ladder played last if left out)",
        season="A season's name, or all-time (the current season if left out)",
        page="Page of the ladder (20 players a page)",
    )
    @app_commands.choices(game=GAMES, format=FORMATS)
    async def leaderboard(
        self,
        interaction: discord.Interaction,
        game: str | None = None,
        format: str | None = None,
        season: app_commands.Range[str, 1, 100] | None = None,
        page: app_commands.Range[int, 1, 500] = 1,
    ) -> None:
        await self.actions.leaderboard(interaction, game, format, season, page)

    @app_commands.command(name="rating", description="A player's ratings in this server")
    @app_commands.describe(player="The player (yourself if left out)", game="Only this game")
    @app_commands.choices(game=GAMES)
    async def rating(
        self,
        interaction: discord.Interaction,
        player: discord.User | None = None,
        game: str | None = None,
    ) -> None:
        await self.actions.rating(interaction, player, game)


class RatingSeasonCommands(GuildGroupCog, group_name="ratings", description="Rating seasons"):
    season = app_commands.Group(name="season", description="Organisers: rating seasons")

    def __init__(self, actions: RatingActions) -> None:
        self.actions = actions

    @season.command(name="start", description="Organisers: start a season (fresh ladders)")
    @app_commands.describe(name="The season's name, e.g. Spring 2026")
    async def season_start(
        self, interaction: discord.Interaction, name: app_commands.Range[str, 1, 100]
    ) -> None:
        await self.actions.season_start(interaction, name)

    @season.command(name="end", description="Organisers: end the current season")
    async def season_end(self, interaction: discord.Interaction) -> None:
        await self.actions.season_end(interaction)
