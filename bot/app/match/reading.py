"""Records: reading matches (status, history, log, games), the scoreboard and confirmation
message ids, and the export of match documents.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from sqlalchemy import Select, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from bot.app.match.documents import export_match
from bot.app.match.unit import NO_MATCH_YET, UseCase
from bot.app.match.views import GameRecord, LogEntry, MatchResultView, MatchSummary, MatchView
from bot.core.errors import MatchError, NoActiveMatch
from bot.core.match import scoring
from bot.core.match.commands import ShowIn
from bot.core.match.inputs import require_guild
from bot.core.messages import Message
from bot.core.rules import parse_setup
from bot.store.answer_json import decode
from bot.store.tables.matches import ACTIVE, Game, MatchRow, ReportRow


class Records(UseCase):
    """Reading and exporting matches."""

    async def status(self, *, channel_id: int) -> MatchView:
        """The channel's active match, else its latest: however long the history."""
        async with self.unit.db.transaction() as session:
            found = await self.unit.store.current_or_latest(session, channel_id)
            if found is None:
                raise NoActiveMatch(NO_MATCH_YET)
            return await self.unit.view(session, found)

    async def match(self, match_id: int) -> MatchView:
        async with self.unit.db.transaction() as session:
            return await self.unit.view(session, match_id)

    async def history(
        self, *, guild_id: int | None, channel_id: int | None = None, limit: int = 10
    ) -> list[MatchSummary]:
        guild_id = require_guild(guild_id)
        query = (
            select(MatchRow)
            .where(col(MatchRow.guild_id) == guild_id)
            .order_by(col(MatchRow.id).desc())
            .limit(max(1, min(limit, 50)))
        )
        if channel_id is not None:
            query = query.where(col(MatchRow.channel_id) == channel_id)
        async with self.unit.db.transaction() as session:
            return [_summary(match) for match in await session.scalars(query)]

    async def active_matches(self) -> list[MatchView]:
        """Every active match, e.g. to restore scoreboards and buttons after a restart."""
        async with self.unit.db.transaction() as session:
            ids = await session.scalars(
                select(col(MatchRow.id)).where(col(MatchRow.status) == ACTIVE)
            )
            return [await self.unit.view(session, i) for i in ids if i is not None]

    async def set_scoreboard(self, *, channel_id: int, match_id: int, message_id: int) -> None:
        """The match's board is this message (decided and saved like any change of it)."""
        await self._show(channel_id, match_id, ShowIn(message_id))

    async def set_confirmation_message(
        self, *, channel_id: int, match_id: int, pending_id: int, message_id: int
    ) -> None:
        """What waits for confirmation (`pending_id`) is shown in this message; nothing is
        kept if it was settled meanwhile."""
        await self._show(channel_id, match_id, ShowIn(message_id, pending_id))

    async def _show(self, channel_id: int, match_id: int, command: ShowIn) -> None:
        async def work(session: AsyncSession) -> None:
            await self.unit.shown_in(session, channel_id, match_id, command)

        await self.unit.write(channel_id, work)

    async def log(self, match_id: int) -> list[LogEntry]:
        """Every report of a match in order, undone and disputed ones included."""
        async with self.unit.db.transaction() as session:
            return [LogEntry(*row) for row in await session.execute(_log(match_id, LogEntry))]

    async def games(self, match_id: int) -> list[GameRecord]:
        """Every game of a match in order, as stored."""
        async with self.unit.db.transaction() as session:
            return [GameRecord(*row) for row in await session.execute(_games(match_id, GameRecord))]

    async def export(self, match_id: int) -> dict[str, Any]:
        """The match as a document: each game in the replay format, plus the full log."""
        async with self.unit.db.transaction() as session:
            match = await session.get(MatchRow, match_id)
            if match is None:
                raise MatchError(Message("There is no match #{id}.", id=match_id))
            assert match.id is not None
            roster = await self.unit.store.roster(session, match.id, match.setup)
            games = await session.scalars(_games(match_id))
            log = await session.scalars(_log(match_id))
            return export_match(match, roster.players, list(games), list(log))


def _columns(table: type[Any], record: type[Any] | None) -> list[Any]:
    """The table's columns named as `record`'s fields (None: whole rows)."""
    if record is None:
        return [table]
    return [col(getattr(table, field.name)) for field in dataclasses.fields(record)]


def _games(match_id: int, record: type[GameRecord] | None = None) -> Select[Any]:
    """A match's games in order."""
    query = select(*_columns(Game, record)).where(col(Game.match_id) == match_id)
    return query.order_by(col(Game.number))


def _log(match_id: int, record: type[LogEntry] | None = None) -> Select[Any]:
    """A match's reports in order."""
    query = select(*_columns(ReportRow, record)).where(col(ReportRow.match_id) == match_id)
    return query.order_by(col(ReportRow.seq))


def _summary(match: MatchRow) -> MatchSummary:
    # The players' names are in the match's setup: no query per match.
    setup = parse_setup(match.setup)
    return MatchSummary(
        id=match.id or 0,
        channel_id=match.channel_id,
        system=match.system,
        status=match.status,
        players=setup.players,
        score=scoring.Score(tuple(match.wins), match.draws).text(),
        # The stored result (scoring.match_result) holds exactly the view's fields.
        result=decode(MatchResultView, match.result) if match.result else None,
        created_at=match.created_at.isoformat(),
        variant=match.variant,
        teams=setup.teams,
        wins=tuple(match.wins),
        draws=match.draws,
    )
