"""The work of /leaderboard, /rating and /ratings season. Each method returns an `Answer` and
runs through `answers.respond`."""

from __future__ import annotations

import logging

import discord

from bot.app.runtime import Services
from bot.core.errors import MatchError
from bot.core.languages import Language
from bot.core.messages import Message
from bot.core.ratings import Format
from bot.core.rules.games import title_of
from bot.faces.discord import rating_render
from bot.faces.discord.answers import Answer, Answering, Say, answers, refusal
from bot.faces.discord.context import actor_for
from bot.faces.discord.languages import private_language, public_language
from bot.faces.discord.league_render import said
from bot.faces.discord.mentions import name
from bot.faces.discord.validation import game_id
from bot.faces.discord.web_actions import WebActions

log = logging.getLogger(__name__)


def _guild(interaction: discord.Interaction) -> int:
    if interaction.guild_id is None:
        raise MatchError(Message("Ratings are kept per server: use this in a server's channel."))
    return interaction.guild_id


def _format(value: str | None) -> Format | None:
    """A ladder's format as the choice gives it; any other value (a hand-made payload: discord.py
    does not check choices) is refused by name."""
    if value is None:
        return None
    try:
        return Format(value)
    except ValueError:
        raise MatchError(
            Message("A ladder's format is duel or multiplayer, not {value}.", value=repr(value))
        ) from None


class RatingActions:
    def __init__(self, answering: Answering, services: Services, web: WebActions) -> None:
        self.answering = answering
        self.matches = services.matches
        self.ratings = services.ratings
        self.web = web

    async def _public(self, interaction: discord.Interaction) -> Language:
        """The language of a post everyone in the channel reads: the server's."""
        return await public_language(self.matches, interaction.guild)

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
        game = game_id(game) if game is not None else None
        view = await self.ratings.leaderboard(
            guild_id=_guild(interaction),
            system=game,
            ladder_format=_format(ladder_format),
            season=season,
            page=page,
        )
        if not view.system or (not view.lines and page <= 1):
            # No ladder yet, or none in this game or format: nothing to page through.
            return _refused(interaction, _no_ladder(game, ladder_format, view.season))
        if not view.lines and page > 1:
            empty = Message("Page {page} is empty; the leaderboard has fewer players.", page=page)
            return _refused(interaction, empty)
        web_page = await self.web.leaderboard_page(
            guild_id=_guild(interaction), system=view.system, ladder_format=view.format
        )
        language = await self._public(interaction)
        return Answer(Say(embed=rating_render.leaderboard_embed(view, language, web_page)))

    @answers
    async def rating(
        self, interaction: discord.Interaction, player: discord.abc.User | None, game: str | None
    ) -> Answer:
        who = player or interaction.user
        if who.bot:
            bot = Message(
                "{player} is a bot: bots play no rated matches.", player=name(who.display_name)
            )
            return _refused(interaction, bot)
        game = game_id(game) if game is not None else None
        views = await self.ratings.player(
            guild_id=_guild(interaction), user_id=who.id, name=who.display_name, system=game
        )
        if not views:
            named = name(who.display_name)
            if game:
                none = Message(
                    "{player} has no rated matches in this server at {game} yet.",
                    player=named,
                    game=title_of(game),
                )
            else:
                none = Message("{player} has no rated matches in this server yet.", player=named)
            return _refused(interaction, none)
        language = await self._public(interaction)
        return Answer(Say(embed=rating_render.player_embed(who.display_name, views, language)))

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
        started = Message(
            "Season **{season}** has started: its leaderboards start fresh and count the "
            "matches that finish from now on (/leaderboard). All-time ratings go on as before.",
            season=name(season.name),
        )
        return Answer(Say(said(started, await self._public(interaction))))

    @answers
    async def season_end(self, interaction: discord.Interaction) -> Answer:
        actor = await actor_for(interaction, self.matches)
        season = await self.ratings.end_season(
            guild_id=_guild(interaction),
            is_organiser=actor.is_judge,
            user_id=actor.user_id,
            idempotency_key=str(interaction.id),
        )
        ended = Message(
            "Season **{season}** has ended. Its final leaderboard stays: /leaderboard "
            "season:{season}.",
            season=name(season.name),
        )
        return Answer(Say(said(ended, await self._public(interaction))))


def _no_ladder(game: str | None, ladder_format: str | None, season: str | None) -> Message:
    """Why a leaderboard has nothing to show: no rated match yet (in this game and format,
    this season)."""
    if game and ladder_format:
        where: Message | str = rating_render.ladder_title(game, ladder_format, None)
    else:
        where = title_of(game) if game else ""
    if where and season:
        return Message(
            "No rated matches yet in {ladder} this season ({season}): a match counts once it "
            "is finished in this server.",
            ladder=where,
            season=name(season),
        )
    if where:
        return Message(
            "No rated matches yet in {ladder}: a match counts once it is finished in this server.",
            ladder=where,
        )
    if season:
        return Message(
            "No rated matches yet this season ({season}): a match counts once it is finished "
            "in this server.",
            season=name(season),
        )
    return Message("No rated matches yet: a match counts once it is finished in this server.")


def _refused(interaction: discord.Interaction, message: Message) -> Answer:
    """A refusal in the asker's language."""
    return refusal(said(message, private_language(interaction)))
