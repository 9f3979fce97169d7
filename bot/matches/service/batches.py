"""Batches: reports collected and then judged together as one simultaneous report."""

from __future__ import annotations

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from bot.matches.consent import batch_consent
from bot.matches.errors import MatchError
from bot.matches.models import BATCHED, CANCELLED, MERGED, Batch, Game, Match
from bot.matches.requests import request_for
from bot.matches.service.recording import confirmers_of, judge, record, report_row
from bot.matches.service.unit import Actor, Roster, Unit, UseCase, check_player_or_judge
from bot.matches.service.waiting import close_batch
from bot.matches.views import MatchView, ReportAnswer
from bot.rules import GameState, Verdict, parse_report
from bot.rules import Report as RulesReport
from bot.rules.snapshot import load_state


class Batches(UseCase):
    """Opening, resolving and cancelling a batch."""

    async def open_batch(
        self, *, channel_id: int, actor: Actor, idempotency_key: str | None = None
    ) -> MatchView:
        request = request_for(
            idempotency_key, actor.user_id, "batch_start", MatchView, {}, channel_id=channel_id
        )

        async def work(session: AsyncSession) -> MatchView:
            match = await self.unit.active(session, channel_id)
            roster = await self.unit.roster(session, match)
            check_player_or_judge(roster, actor)
            if match.batch_id is not None:
                raise MatchError(
                    "A batch is already open here: add reports, then /batch resolve or "
                    "/batch cancel."
                )
            if match.pending_id is not None:
                raise MatchError("A report is waiting for confirmation; settle it first.")
            await self.unit.bump(session, match)
            assert match.id is not None  # an active match is stored
            batch = Batch(
                match_id=match.id, game_number=match.current_game, opened_by=actor.user_id
            )
            session.add(batch)
            await session.flush()
            match.batch_id = batch.id
            return await self.unit.view(session, match)

        return await self.unit.write(channel_id, work, request)

    async def resolve_batch(
        self, *, channel_id: int, actor: Actor, idempotency_key: str
    ) -> ReportAnswer:
        request = request_for(
            idempotency_key, actor.user_id, "batch_resolve", ReportAnswer, {}, channel_id=channel_id
        )

        async def work(session: AsyncSession) -> ReportAnswer:
            match = await self.unit.active(session, channel_id)
            roster = await self.unit.roster(session, match)
            check_player_or_judge(roster, actor)
            batch = await _open_batch(session, match)
            if not batch.events:
                raise MatchError("The batch is empty: report events first, or /batch cancel.")
            report = RulesReport(
                tuple(parse_report(e).events[0] for e in batch.events), simultaneous=True
            )
            game = await self.unit.game(session, match)
            state = load_state(game.state, roster.setup)
            verdict = judge(state, report)
            await close_batch(session, batch, MERGED)
            match.batch_id = None
            consented = batch_consent(roster.user_of, state, report, batch.origins, verdict)
            return await record(
                self.unit,
                session,
                match,
                roster,
                game,
                verdict,
                report,
                actor,
                idempotency_key,
                consented=consented,
                reporter_id=_credited(roster, verdict, consented, batch, actor),
            )

        return await self.unit.write(channel_id, work, request)

    async def cancel_batch(
        self, *, channel_id: int, actor: Actor, idempotency_key: str | None = None
    ) -> MatchView:
        request = request_for(
            idempotency_key, actor.user_id, "batch_cancel", MatchView, {}, channel_id=channel_id
        )

        async def work(session: AsyncSession) -> MatchView:
            match = await self.unit.active(session, channel_id)
            roster = await self.unit.roster(session, match)
            check_player_or_judge(roster, actor)
            batch = await _open_batch(session, match)
            await self.unit.bump(session, match)
            await close_batch(session, batch, CANCELLED)
            match.batch_id = None
            return await self.unit.view(session, match)

        return await self.unit.write(channel_id, work, request)


async def add_to_batch(
    unit: Unit,
    session: AsyncSession,
    match: Match,
    game: Game,
    state: GameState,
    report: RulesReport,
    actor: Actor,
    key: str,
) -> ReportAnswer:
    batch = await session.get(Batch, match.batch_id)
    assert batch is not None
    # Check each event on its own now, so a typo is refused when it is made.
    for event in report.events:
        judge(state, RulesReport((event,)))
    seq = await unit.bump(session, match)
    batch.events = [*batch.events, *(e.to_dict() for e in report.events)]
    batch.origins = [*batch.origins, *([actor.user_id, actor.is_judge] for _ in report.events)]
    batch.reporters = [*batch.reporters, actor.user_id]
    batch.keys = [*batch.keys, key]
    # The report joins the log too: marked batched (then merged or cancelled), so the
    # record is complete and its interaction id is never applied twice.
    answer: dict[str, Any] = {
        "status": "batched",
        "report_id": None,
        "game_number": game.number,
        "outcomes": (),
        "notes": (),
        "game_over": False,
        "match_over": False,
        "next_chooser": None,
        "pending_id": None,
    }
    session.add(report_row(match, game, seq, actor, key, report, BATCHED, answer))
    await session.flush()
    return ReportAnswer(**answer, match=await unit.view(session, match))


def _credited(
    roster: Roster, verdict: Verdict, consented: frozenset[str], batch: Batch, actor: Actor
) -> int:
    """Who the merged report is credited to, whoever resolved the batch: the first reporter of
    its events who is not among the players asked to confirm (their own events are not what
    they confirm); else whoever reported first."""
    asked = {roster.user_of(p) for p in confirmers_of(roster, actor, verdict, consented)}
    reporters = [int(origin[0]) for origin in batch.origins] or list(batch.reporters)
    others = [user for user in reporters if user not in asked]
    return next(iter(others or reporters), actor.user_id)


async def _open_batch(session: AsyncSession, match: Match) -> Batch:
    batch = await session.get(Batch, match.batch_id) if match.batch_id else None
    if batch is None:
        raise MatchError("No batch is open here. Start one with /batch start.")
    return batch
