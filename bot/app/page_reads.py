"""What the pages read, by token, from a read-only database (`Database(read_only=True)`).

A token that is unknown, revoked, or of another kind of page reads as None, whatever the
reason, and the server answers 404. Each page reads in one transaction (one snapshot).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession

from bot.app import pages
from bot.app.links import find_link
from bot.app.match import MatchService
from bot.app.ratings import RatingLine, RatingService
from bot.core.errors import MatchError
from bot.core.ratings import Format
from bot.core.rules.games import GAMES
from bot.store.database import Database
from bot.store.decklists import published as published_decklists
from bot.store.leagues import load
from bot.store.rating_source import player_key
from bot.store.tables.leagues import LeaguePlayer, LeagueRow
from bot.store.tables.links import LinkKind
from bot.store.tables.matches import utcnow

# A ladder page lists at most this many of the rating service's pages (20 players each).
LADDER_PAGES = 25


class WebReads:
    def __init__(self, database: Database) -> None:
        self.db = database
        # The match service's reads (MatchService.match); its writes are never called here.
        self.matches = MatchService(database)
        # The rating service's reads (RatingService.leaderboard: indexed rows kept as
        # matches finish); nothing here rates or recomputes.
        self.ratings = RatingService(database)

    async def healthy(self) -> bool:
        try:
            async with self.db.transaction() as session:
                await session.execute(text("SELECT 1"))
        except Exception:
            return False
        return True

    async def league(self, token: str, now: datetime | None = None) -> dict[str, Any] | None:
        async with self.db.transaction() as session:
            link = await find_link(session, token, LinkKind.LEAGUE)
            if link is None or link.league_id is None:
                return None
            league = await session.get(LeagueRow, link.league_id)
            if league is None:
                return None
            rows = await load(session, league)
            seeds = rows.playoff.seeds if rows.playoff is not None else None
            shown = await published_decklists(session, link.league_id, seeds)
            language = await self._server_language(session, league.guild_id)
        ratings = await self._league_ratings(league, rows.players)
        page = pages.league_page(rows, now or utcnow(), ratings, decklists=shown)
        page["league"]["language"] = language
        return page

    async def _server_language(self, session: AsyncSession, guild_id: int | None) -> str | None:
        """The language the league's server set (`/arbiter config language`), by catalogue
        name; None when it set none (its preferred locale is Discord's, which a page cannot
        see) or the league has no server."""
        if guild_id is None:
            return None
        settings = await self.matches.unit.store.settings(session, guild_id)
        return settings.language.value if settings.language is not None else None

    async def _league_ratings(
        self, league: LeagueRow, players: list[LeaguePlayer]
    ) -> list[RatingLine] | None:
        """The league's own players in its game and format's all-time ladder (duel for swiss,
        multiplayer for pods), in the ladder's order; None when that ladder has no rated match.
        Nobody outside the league is kept, so the page shows nothing beyond its league."""
        if league.guild_id is None:
            return None
        shape = Format.MULTIPLAYER if league.kind == "pods" else Format.DUEL
        board = await self._board(league.guild_id, league.system, shape, "all-time")
        if board is None:
            return None
        own = {player_key(player.user_id, player.name) for player in players}
        return [line for line in board[1] if player_key(line.user_id, line.name) in own]

    async def match(self, token: str) -> dict[str, Any] | None:
        async with self.db.transaction() as session:
            link = await find_link(session, token, LinkKind.MATCH)
        if link is None or link.match_id is None:
            return None
        try:
            view = await self.matches.match(link.match_id)
        except MatchError:  # deleted since
            return None
        return pages.match_page(view)

    async def _board(
        self, guild_id: int, game: str, ladder_format: Format, season: str | None
    ) -> tuple[str | None, list[RatingLine]] | None:
        """(the season's name or None for all time, its lines) of one ladder, page after
        page of `RatingService.leaderboard`; None when the ladder has no rated match."""
        lines: list[RatingLine] = []
        for number in range(1, LADDER_PAGES + 1):
            view = await self.ratings.leaderboard(
                guild_id=guild_id,
                system=game,
                ladder_format=ladder_format,
                season=season,
                page=number,
            )
            if number == 1 and not view.lines:  # no rated match in this ladder (yet)
                return (view.season, []) if view.season else None
            lines += view.lines
            if not view.more:
                break
        return view.season, lines

    async def ladder(self, token: str, game: str, ladder_format: str) -> dict[str, Any] | None:
        """A server's ladder (ratings.md) all time and this season; None (404) for an unknown
        or revoked token, an unknown game or format, or a ladder with no rated match yet."""
        if game not in GAMES:
            return None
        try:
            shape = Format(ladder_format)
        except ValueError:
            return None
        async with self.db.transaction() as session:
            link = await find_link(session, token, LinkKind.LEADERBOARD)
        if link is None or link.guild_id is None:
            return None
        all_time = await self._board(link.guild_id, game, shape, "all-time")
        if all_time is None:
            return None
        current = await self._board(link.guild_id, game, shape, None)
        season = None
        if current is not None and current[0] is not None:
            season = (current[0], current[1])
        return pages.ladder_page(game, shape.value, all_time[1], season)
