"""Confirmations: what happens when someone presses Confirm or Dispute on a waiting report, or
agrees to a proposal to draw or end the match.
"""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from bot.matches import scoring
from bot.matches.errors import NotAllowed
from bot.matches.models import APPLIED, DISPUTED, Confirmation, Game, Match, Report, utcnow
from bot.matches.requests import request_for
from bot.matches.service.recording import answer_fields, apply_verdict, finish_match, judge
from bot.matches.service.unit import Actor, Roster, Unit, UseCase
from bot.matches.service.waiting import close_leftovers, close_pending, find_pending, mark_report
from bot.matches.views import MatchView, ReportAnswer
from bot.rules import parse_report
from bot.rules.snapshot import load_state


class Confirmations(UseCase):
    """Confirming or disputing what waits for confirmation."""

    async def _waiting_for(
        self, session: AsyncSession, channel_id: int, pending_id: int | None, actor: Actor
    ) -> tuple[Match, Roster, Confirmation]:
        """What Confirm and Dispute settle: the channel's waiting report or proposal, once the
        actor may settle it; the match's version is claimed for the change."""
        match = await self.unit.active(session, channel_id)
        roster = await self.unit.roster(session, match)
        pending = await find_pending(session, match, pending_id)
        _check_may_confirm(roster, pending, actor)
        await self.unit.bump(session, match)
        return match, roster, pending

    async def confirm(
        self,
        *,
        channel_id: int,
        actor: Actor,
        pending_id: int | None = None,
        idempotency_key: str | None = None,
    ) -> ReportAnswer:
        request = request_for(
            idempotency_key,
            actor.user_id,
            "confirm",
            ReportAnswer,
            {"pending_id": pending_id},
            channel_id=channel_id,
        )

        async def work(session: AsyncSession) -> ReportAnswer:
            match, roster, pending = await self._waiting_for(session, channel_id, pending_id, actor)
            game = await self.unit.game(session, match)
            if pending.kind != "report":
                settled = await agree(self.unit, session, match, roster, game, pending, actor)
                view = await self.unit.view(session, match)
                return ReportAnswer(
                    "applied" if settled else "pending",
                    None,
                    game.number,
                    tuple(pending.would_decide),
                    (),
                    settled,
                    settled,
                    None,
                    None if settled else pending.id,
                    view,
                )
            close_pending(match, pending, "confirmed", actor)
            row = await session.get(Report, pending.report_id)
            assert row is not None
            state = load_state(game.state, roster.setup)
            report = parse_report(row.payload)
            verdict = judge(state, report)
            finished = await apply_verdict(self.unit, session, match, roster, game, verdict, report)
            # Both after apply_verdict (which may flush): the report is updated once.
            row.status = APPLIED
            row.answer = answer_fields("applied", game.number, verdict, **finished)
            answer = {**row.answer, "report_id": row.id}
            return ReportAnswer(**answer, match=await self.unit.view(session, match))

        return await self.unit.write(channel_id, work, request)

    async def dispute(
        self,
        *,
        channel_id: int,
        actor: Actor,
        pending_id: int | None = None,
        idempotency_key: str | None = None,
    ) -> MatchView:
        """Refuse a pending report or proposal: the report is marked disputed and has no effect."""
        request = request_for(
            idempotency_key,
            actor.user_id,
            "dispute",
            MatchView,
            {"pending_id": pending_id},
            channel_id=channel_id,
        )

        async def work(session: AsyncSession) -> MatchView:
            match, _roster, pending = await self._waiting_for(
                session, channel_id, pending_id, actor
            )
            close_pending(match, pending, "disputed", actor)
            await mark_report(session, pending.report_id, DISPUTED, actor)
            return await self.unit.view(session, match)

        return await self.unit.write(channel_id, work, request)


def _check_may_confirm(roster: Roster, pending: Confirmation, actor: Actor) -> None:
    name = roster.name_of(actor.user_id)
    if actor.is_judge or (name is not None and name in pending.confirmers):
        return
    who = ", ".join(pending.confirmers)
    raise NotAllowed(f"Only {who} or a judge can confirm or dispute this.")


async def agree(
    unit: Unit,
    session: AsyncSession,
    match: Match,
    roster: Roster,
    game: Game,
    pending: Confirmation,
    actor: Actor,
) -> bool:
    """One more agreement to a match draw or early end, which needs every other player
    (or a judge); True once it is settled."""
    agreed = {*(pending.action or {}).get("agreed", []), roster.name_of(actor.user_id)}
    waiting = [p for p in pending.confirmers if p not in agreed]
    settled = actor.is_judge or not waiting
    if settled:
        close_pending(match, pending, "confirmed", actor)
        await settle_match_action(unit, session, match, roster, game, pending)
    else:
        pending.action = {"agreed": sorted(a for a in agreed if a)}
    return settled


async def settle_match_action(
    unit: Unit,
    session: AsyncSession,
    match: Match,
    roster: Roster,
    game: Game,
    pending: Confirmation,
) -> None:
    setup = roster.setup
    current = scoring.Score(tuple(match.wins), match.draws)
    game.ended_at = utcnow()
    await close_leftovers(session, match, pending.resolved_by or pending.requested_by)
    if pending.kind == "match_draw":
        game.status = "unplayed"
        finish_match(match, setup, None, "intentional_draw", scoring.intentional_draw_text(current))
        return
    in_progress = bool(await unit.applied_reports(session, match, game.number))
    game.status = "unfinished" if in_progress else "unplayed"
    final = scoring.after_early_end(current, in_progress)
    match.draws = final.draws
    finish_match(match, setup, final.leader(), "early_end", final.text())
