"""Records: reading matches (status, history, log, games), the scoreboard and confirmation
message ids, and export and import of match documents.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from bot.matches.database import WriteSession
from bot.matches.documents import adjudicate_match, export_match
from bot.matches.domain import carry, scoring
from bot.matches.errors import MatchError
from bot.matches.inputs import refuse_nul, require_guild
from bot.matches.models import (
    ACTIVE,
    FINISHED,
    Confirmation,
    Game,
    MatchPlayer,
    MatchRow,
    ReportRow,
    utcnow,
)
from bot.matches.requests import request_for
from bot.matches.service.unit import Actor, UseCase
from bot.matches.views import MatchSummary, MatchView
from bot.rules import GameState, parse_report, parse_setup, replay
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
            found = await session.get(MatchRow, match_id)
            if found is None:
                raise MatchError(f"There is no match #{match_id}.")
            return await self.unit.view(session, found)

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
            matches = await session.scalars(select(MatchRow).where(col(MatchRow.status) == ACTIVE))
            return [await self.unit.view(session, m) for m in matches]

    async def set_scoreboard(self, *, match_id: int, message_id: int) -> None:
        async with self.unit.db.transaction() as session:
            await session.execute(
                update(MatchRow)
                .where(col(MatchRow.id) == match_id)
                .values(scoreboard_message_id=message_id)
            )

    async def set_confirmation_message(self, *, pending_id: int, message_id: int) -> None:
        async with self.unit.db.transaction() as session:
            await session.execute(
                update(Confirmation)
                .where(col(Confirmation.id) == pending_id)
                .values(message_id=message_id)
            )

    async def log(self, match_id: int) -> list[ReportRow]:
        """Every report of a match in order, undone and disputed ones included."""
        async with self.unit.db.transaction() as session:
            rows = await session.scalars(
                select(ReportRow)
                .where(col(ReportRow.match_id) == match_id)
                .order_by(col(ReportRow.seq))
            )
            return list(rows)

    async def games(self, match_id: int) -> list[Game]:
        async with self.unit.db.transaction() as session:
            rows = await session.scalars(
                select(Game).where(col(Game.match_id) == match_id).order_by(col(Game.number))
            )
            return list(rows)

    async def export(self, match_id: int) -> dict[str, Any]:
        """The match as a document: each game in the replay format, plus the full log."""
        async with self.unit.db.transaction() as session:
            match = await session.get(MatchRow, match_id)
            if match is None:
                raise MatchError(f"There is no match #{match_id}.")
            roster = await self.unit.roster(session, match)
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
        setup = parse_setup(document)
        user_ids = document.get("user_ids") or {}
        games = [_imported_game(document, raw) for raw in document["games"]]
        result = adjudication.result

        async def work(session: AsyncSession) -> MatchView:
            if (
                result is None
                and (
                    await session.scalars(
                        select(MatchRow).where(
                            col(MatchRow.channel_id) == channel_id, col(MatchRow.status) == ACTIVE
                        )
                    )
                ).first()
            ):
                raise MatchError("This channel already has an active match; import it elsewhere.")
            finished = [scoring.game_result(state) for _, state, _ in games if state.is_over]
            current = scoring.score(setup, finished)
            if result is not None and adjudication.final is not None:
                # As recorded: a concession or an early end changes the score (MTR 2.4, 2.5).
                current = adjudication.final
            match = MatchRow(
                guild_id=guild_id,
                channel_id=channel_id,
                system=setup.system.value,
                variant=setup.variant.value if setup.variant else None,
                best_of=document.get("best_of", scoring.default_best_of(len(setup.players))),
                setup=setup.to_dict(),
                started_by=actor.user_id,
                wins=list(current.wins),
                draws=current.draws,
                current_game=len(games),
                status=FINISHED if result else ACTIVE,
                result=result,
                finished_at=utcnow() if result else None,
            )
            session.add(match)
            await session.flush()
            assert match.id is not None
            team_index = {p: i for i, team in enumerate(setup.teams) for p in team}
            for seat, name in enumerate(setup.players):
                user_id = user_ids.get(name)
                session.add(
                    MatchPlayer(
                        match_id=match.id,
                        seat=seat,
                        name=name,
                        user_id=user_id if isinstance(user_id, int) else None,
                        team=team_index[name],
                    )
                )
            seq = 0
            for number, (raw, state, stored) in enumerate(games, start=1):
                session.add(
                    Game(
                        match_id=match.id,
                        number=number,
                        chooser=raw.get("chooser"),
                        first_player=raw.get("first_player"),
                        state=stored,
                        status=raw.get("status") or ("over" if state.is_over else "playing"),
                    )
                )
                for payload in raw.get("reports", []):
                    seq += 1
                    session.add(
                        ReportRow(
                            match_id=match.id,
                            game_number=number,
                            seq=seq,
                            reporter_id=actor.user_id,
                            payload=payload,
                            idempotency_key=f"import:{match.id}:{seq}",
                        )
                    )
            match.version = seq
            await session.flush()
            assert isinstance(session, WriteSession)
            session.changed = (match.id, match.version)
            return await self.unit.view(session, match)

        return await self.unit.write(channel_id, work, request)


def _imported_game(
    document: Mapping[str, Any], raw: Mapping[str, Any]
) -> tuple[Mapping[str, Any], GameState, dict[str, Any]]:
    """One game of a match document: replayed from its own setup (a Terrus game may open
    with the vitae carried from the game before, Terrus 4.3), and its stored JSON."""
    setup = parse_setup({**document, **raw})
    reports = [parse_report(r) for r in raw.get("reports", [])]
    state = replay(setup, reports)
    own = raw.get("starting_life")
    carried = carry.opening_vitae(parse_setup(document), own if isinstance(own, Mapping) else {})
    return raw, state, carry.rebuild({carry.OPENING: carried}, state, reports)
