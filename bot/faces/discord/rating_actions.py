"""The work of /leaderboard, /rating and /ratings season. Each method returns an `Answer` and
runs through `answers.respond`."""

from __future__ import annotations

import logging

import discord

from bot.app.runtime import Services
from bot.core.errors import MatchError
from bot.core.ratings import Format
from bot.core.rules.games import title_of
from bot.faces.discord import rating_render
from bot.faces.discord.answers import Answer, Answering, Say, answers, refusal
from bot.faces.discord.context import actor_for
from bot.faces.discord.mentions import name
from bot.faces.discord.web_actions import WebActions

log = logging.getLogger(__name__)


def _guild(interaction: discord.Interaction) -> int:
    if interaction.guild_id is None:
        raise MatchError("Ratings are kept per server: use this in a server's channel.")
    return interaction.guild_id


class RatingActions:
    def __init__(self, answering: Answering, services: Services, web: WebActions) -> None:
        self.answering = answering
        self.matches = services.matches
        self.ratings = services.ratings
        self.web = web

    # -- commands --------------------------------------------------------------------------------

    @answers
    async def leaderboard(
        self,
        interaction: discord.Interaction,
        game: str | None,
        ladder_format: str | None,
        season: str | None,
        page: int,
    ) -> Answer:
        view = await self.ratings.leaderboard(
            guild_id=_guild(interaction),
            system=game,
            ladder_format=Format(ladder_format) if ladder_format is not None else None,
            season=season,
            page=page,
        )
        if not view.system or (not view.lines and page <= 1):
            # No ladder yet, or none in this game or format: nothing to page through.
            if game and ladder_format:
                where = rating_render.ladder_title(game, ladder_format, None)
            else:
                where = title_of(game) if game else ""
            return refusal(
                "No rated matches yet"
                + (f" in {where}" if where else "")
                + (f" this season ({name(view.season)})" if view.season else "")
                + ": a match counts once it is finished in this server."
            )
        if not view.lines and page > 1:
            return refusal(f"Page {page} is empty; the leaderboard has fewer players.")
        web_page = await self.web.leaderboard_page(
            guild_id=_guild(interaction), system=view.system, ladder_format=view.format
        )
        return Answer(Say(embed=rating_render.leaderboard_embed(view, web_page)))

    @answers
    async def rating(
        self, interaction: discord.Interaction, player: discord.abc.User | None, game: str | None
    ) -> Answer:
        who = player or interaction.user
        if who.bot:
            return refusal(f"{name(who.display_name)} is a bot: bots play no rated matches.")
        views = await self.ratings.player(
            guild_id=_guild(interaction), user_id=who.id, name=who.display_name, system=game
        )
        if not views:
            return refusal(
                f"{name(who.display_name)} has no rated matches in this server"
                + (f" at {title_of(game)}" if game else "")
                + " yet."
            )
        return Answer(Say(embed=rating_render.player_embed(who.display_name, views)))

    @answers
    async def season_start(self, interaction: discord.Interaction, season_name: str) -> Answer:
        actor = await actor_for(interaction, self.matches)
        season = await self.ratings.start_season(
            guild_id=_guild(interaction),
            name=season_name,
            user_id=actor.user_id,
            is_organiser=actor.is_judge,
            idempotency_key=str(interaction.id),
        )
        return Answer(
            Say(
                f"Season **{name(season.name)}** has started: its leaderboards start fresh "
                "and count the matches that finish from now on (/leaderboard). All-time "
                "ratings go on as before."
            )
        )

    @answers
    async def season_end(self, interaction: discord.Interaction) -> Answer:
        actor = await actor_for(interaction, self.matches)
        season = await self.ratings.end_season(
            guild_id=_guild(interaction),
            is_organiser=actor.is_judge,
            user_id=actor.user_id,
            idempotency_key=str(interaction.id),
        )
        return Answer(
            Say(
                f"Season **{name(season.name)}** has ended. Its final leaderboard stays: "
                f"/leaderboard season:{name(season.name)}."
            )
        )
