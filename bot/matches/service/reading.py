"""Records: reading matches (status, history, log, games), the scoreboard and confirmation
message ids, and export and import of match documents.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any
from uuid import uuid4

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from bot.matches.documents import adjudicate_match, export_match
from bot.matches.domain import scoring
from bot.matches.domain.commands import ImportMatch
from bot.matches.domain.start import imported
from bot.matches.errors import MatchError
from bot.matches.inputs import refuse_nul, require_guild
from bot.matches.models import (
    ACTIVE,
    Confirmation,
    Game,
    MatchRow,
    ReportRow,
)
from bot.matches.requests import request_for
from bot.matches.service.unit import Actor, UseCase
from bot.matches.showing import match_view
from bot.matches.views import GameRecord, LogEntry, MatchSummary, MatchView
from bot.rules import parse_setup
from bot.rules.gamefile import GameFileError


class Records(UseCase):
    """Reading, exporting and importing matches."""

    async def status(self, *, channel_id: int) -> MatchView:
        async with self.unit.db.transaction() as session:
            return await self.unit.view(
                session, await self.unit.current_or_latest(session, channel_id)
            )

    async def match(self, match_id: int) -> MatchView:
        async with self.unit.db.transaction() as session:
            found = (await self.unit.store.load(session, match_id=match_id)).state
        if found is None:
            raise MatchError(f"There is no match #{match_id}.")
        return match_view(found)

    async def history(
        self, *, guild_id: int | None, channel_id: int | None = None, limit: int = 10
    ) -> list[MatchSummary]:
        guild_id = require_guild(guild_id)
        limit = max(1, min(limit, 50))
        async with self.unit.db.transaction() as session:
            query = (
                select(MatchRow)
                .where(col(MatchRow.guild_id) == guild_id)
                .order_by(col(MatchRow.id).desc())
                .limit(limit)
            )
            if channel_id is not None:
                query = query.where(col(MatchRow.channel_id) == channel_id)
            matches = list(await session.scalars(query))
            summaries = []
            for match in matches:
                # The players' names are in the match's setup: no query per match.
                setup = parse_setup(match.setup)
                result = match.result
                summaries.append(
                    MatchSummary(
                        id=match.id or 0,
                        channel_id=match.channel_id,
                        system=match.system,
                        status=match.status,
                        players=setup.players,
                        score=scoring.Score(tuple(match.wins), match.draws).text(),
                        result=scoring.result_line(
                            setup.teams,
                            result["winners"],
                            result["reason"],
                            match.wins,
                            match.draws,
                        )
                        if result
                        else None,
                        created_at=match.created_at.isoformat(),
                        variant=match.variant,
                        score_line=scoring.score_line(setup.teams, match.wins, match.draws),
                    )
                )
        return summaries

    async def active_matches(self) -> list[MatchView]:
        """Every active match, e.g. to restore scoreboards and buttons after a restart."""
        async with self.unit.db.transaction() as session:
            ids = await session.scalars(
                select(col(MatchRow.id)).where(col(MatchRow.status) == ACTIVE)
            )
            return [await self.unit.view(session, i) for i in ids if i is not None]

    async def set_scoreboard(self, *, match_id: int, message_id: int) -> None:
        async with self.unit.db.transaction() as session:
            await session.execute(
                update(MatchRow)
                .where(col(MatchRow.id) == match_id)
                .values(scoreboard_message_id=message_id)
            )
        self.unit.store.note_message(message_id, match_id=match_id)

    async def set_confirmation_message(self, *, pending_id: int, message_id: int) -> None:
        async with self.unit.db.transaction() as session:
            await session.execute(
                update(Confirmation)
                .where(col(Confirmation.id) == pending_id)
                .values(message_id=message_id)
            )
        self.unit.store.note_message(message_id, pending_id=pending_id)

    async def log(self, match_id: int) -> list[LogEntry]:
        """Every report of a match in order, undone and disputed ones included."""
        fields = [col(getattr(ReportRow, f.name)) for f in dataclasses.fields(LogEntry)]
        async with self.unit.db.transaction() as session:
            rows = await session.execute(
                select(*fields)
                .where(col(ReportRow.match_id) == match_id)
                .order_by(col(ReportRow.seq))
            )
            return [LogEntry(*row) for row in rows]

    async def games(self, match_id: int) -> list[GameRecord]:
        """Every game of a match in order, as stored."""
        fields = [col(getattr(Game, f.name)) for f in dataclasses.fields(GameRecord)]
        async with self.unit.db.transaction() as session:
            rows = await session.execute(
                select(*fields).where(col(Game.match_id) == match_id).order_by(col(Game.number))
            )
            return [GameRecord(*row) for row in rows]

    async def export(self, match_id: int) -> dict[str, Any]:
        """The match as a document: each game in the replay format, plus the full log."""
        async with self.unit.db.transaction() as session:
            match = await session.get(MatchRow, match_id)
            if match is None:
                raise MatchError(f"There is no match #{match_id}.")
            assert match.id is not None
            roster = await self.unit.store.roster(session, match.id, match.setup)
            games = await session.scalars(
                select(Game).where(col(Game.match_id) == match_id).order_by(col(Game.number))
            )
            log = await session.scalars(
                select(ReportRow)
                .where(col(ReportRow.match_id) == match_id)
                .order_by(col(ReportRow.seq))
            )
            return export_match(match, roster.players, list(games), list(log))

    async def import_match(
        self,
        document: Mapping[str, Any],
        *,
        guild_id: int | None,
        channel_id: int,
        actor: Actor,
        idempotency_key: str | None = None,
    ) -> MatchView:
        """Store a match document after re-adjudicating every game from its reports. A finished
        match joins the records; an unfinished one becomes this channel's active match."""
        require_guild(guild_id)
        refuse_nul(document, "That export")
        request = request_for(
            idempotency_key,
            actor.user_id,
            "match_import",
            MatchView,
            {"document": document},
            channel_id=channel_id,
            guild_id=guild_id,
        )
        try:
            adjudication = adjudicate_match(document)
        except GameFileError as error:
            where = error.location()
            raise MatchError(
                f"That export is not valid{' (' + where + ')' if where else ''}: {error.message}"
            ) from None
        result = adjudication.result
        command = ImportMatch(
            guild_id, channel_id, document, result, adjudication.final, f"import:{uuid4().hex}"
        )
        decision = imported(command, actor)

        async def work(session: AsyncSession) -> MatchView:
            if result is None and await self.unit.store.active_id(session, channel_id):
                raise MatchError("This channel already has an active match; import it elsewhere.")
            return match_view((await self.unit.decided(session, decision)).after)

        return await self.unit.write(channel_id, work, request)
