"""What the pages read, by token, from a read-only database (`Database(read_only=True)`).

A token that is unknown, revoked, or of another kind of page reads as None, whatever the
reason, and the server answers 404. Each page reads in one transaction (one snapshot).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

from sqlalchemy import text

from bot.matches.database import Database
from bot.matches.errors import MatchError
from bot.matches.league_models import League
from bot.matches.leagues.records import load
from bot.matches.models import utcnow
from bot.matches.service import MatchService
from bot.matches.web_links import find_link
from bot.matches.web_models import LinkKind
from bot.web import pages

# A server's ladder, all time and this season (ratings.md), or None: given by the ratings
# work once it lands (issue-21-ratings); until then no ladder is read.
LadderSource = Callable[[int, str, str], Any]


class WebReads:
    def __init__(self, database: Database, *, ladders: LadderSource | None = None) -> None:
        self.db = database
        # The match service's reads (MatchService.match); its writes are never called here.
        self.matches = MatchService(database)
        self.ladders = ladders

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
            league = await session.get(League, link.league_id)
            if league is None:
                return None
            rows = await load(session, league)
        return pages.league_page(rows, now or utcnow())

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

    async def ladder(self, token: str, game: str, ladder_format: str) -> dict[str, Any] | None:
        async with self.db.transaction() as session:
            link = await find_link(session, token, LinkKind.LEADERBOARD)
        if link is None or link.guild_id is None or self.ladders is None:
            return None
        found = await self.ladders(link.guild_id, game, ladder_format)
        return dict(found) if found is not None else None
