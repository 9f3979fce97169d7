"""Confirmations: what happens when someone presses Confirm or Dispute on a waiting report, or
agrees to a proposal to draw or end the match.
"""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from bot.matches import scoring
from bot.matches.errors import NotAllowed
from bot.matches.models import APPLIED, DISPUTED, Confirmation, Game, Match, Report, utcnow
from bot.matches.requests import Request, request_for
from bot.matches.service import quick_writes
from bot.matches.service.recording import (
    answer_fields,
    apply_verdict,
    finish_match,
    judge,
)
from bot.matches.service.unit import (
    Actor,
    LiveMatch,
    LivePending,
    Roster,
    Unit,
    UseCase,
    maybe_retry,
)
from bot.matches.service.waiting import close_leftovers, close_pending, find_pending, mark_report
from bot.matches.trips import Trip
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
            if not _report_settled(roster, pending, actor):
                # One of several players it takes out: the report waits for the others.
                return ReportAnswer(
                    "pending",
                    pending.report_id,
                    game.number,
                    tuple(pending.would_decide),
                    (),
                    False,
                    False,
                    None,
                    pending.id,
                    await self.unit.view(session, match),
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

        async with self.unit.lock(channel_id):
            quick = await _confirm_in_one_trip(self.unit, channel_id, actor, pending_id, request)
            if quick is not None:
                return quick
            return await self.unit.attempt(channel_id, work, request)

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


async def _confirm_in_one_trip(
    unit: Unit,
    channel_id: int,
    actor: Actor,
    pending_id: int | None,
    request: Request[ReportAnswer] | None,
) -> ReportAnswer | None:
    """Confirm a report stored in one trip while the match is live (its verdict is kept
    with it), in one trip (bot.matches.service.quick_writes). None: the full path takes it,
    and answers every refusal."""
    live = unit.live.get(channel_id)
    if live is None or live.pending is None or unit.direct is None:
        return None
    waiting = live.pending
    if pending_id not in (None, waiting.id) or not may_confirm(live.roster, waiting, actor):
        return None
    if not actor.is_judge and set(waiting.confirmers) - {live.roster.name_of(actor.user_id)}:
        return None  # others it takes out must confirm too: the full path records this one
    if request is not None and maybe_retry(unit, live, request):
        return None
    trip = _confirmed(unit, live, waiting, actor, request)
    return await unit.one_trip(channel_id, trip, request, actor.user_id)


def _confirmed(
    unit: Unit,
    live: LiveMatch,
    waiting: LivePending,
    actor: Actor,
    request: Request[ReportAnswer] | None,
) -> Trip[tuple[ReportAnswer, LiveMatch | None]]:
    match, game = live.match, live.game
    verdict = waiting.verdict
    now = utcnow()
    played = yield from quick_writes.played(unit, live, verdict, waiting.report, now)
    key = None if request is None else request.key
    scoreboard = quick_writes.one((yield played.claim(key=key, waiting=waiting.id, pending=None)))[
        0
    ]
    quick_writes.one(
        (
            yield quick_writes.CLOSE_CONFIRMATION(
                resolved_by=actor.user_id, resolved_at=now, pending_id=waiting.id
            )
        )
    )
    fields = answer_fields("applied", game.number, verdict, **played.answer_fields())
    quick_writes.one((yield quick_writes.APPLY_REPORT(answer=fields, report_id=waiting.report_id)))
    yield from played.game_steps()
    view, kept = played.apply(live, scoreboard, verdict.state)
    answer = ReportAnswer(**{**fields, "report_id": waiting.report_id}, match=view)
    yield from quick_writes.record_request(request, answer, match.id, match.version, now)
    return answer, kept


def _report_settled(roster: Roster, pending: Confirmation, actor: Actor) -> bool:
    """Record the actor's Confirm of a waiting report; True once it takes effect: a judge
    confirmed, or every player it takes out has (product.md, "Confirmation")."""
    if actor.is_judge:
        return True
    agreed = {*(pending.action or {}).get("agreed", []), roster.name_of(actor.user_id)}
    if all(p in agreed for p in pending.confirmers):
        return True
    pending.action = {"agreed": sorted(a for a in agreed if a)}
    return False


def may_confirm(roster: Roster, pending: Confirmation | LivePending, actor: Actor) -> bool:
    name = roster.name_of(actor.user_id)
    return actor.is_judge or (name is not None and name in pending.confirmers)


def _check_may_confirm(roster: Roster, pending: Confirmation, actor: Actor) -> None:
    if may_confirm(roster, pending, actor):
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
