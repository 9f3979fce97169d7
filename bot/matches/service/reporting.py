"""Reporting: one report (or several simultaneous events), through the fast path
(bot.matches.direct) when the live match allows it, else the full path.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy import and_, bindparam, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm.attributes import set_committed_value

from bot.matches import carry
from bot.matches.direct import DirectReport, ReportWriter
from bot.matches.errors import MatchError, NoActiveMatch
from bot.matches.inputs import refuse_nul
from bot.matches.models import (
    ACTIVE,
    APPLIED,
    PENDING,
    Confirmation,
    Game,
    Match,
    Report,
    RequestRecord,
    utcnow,
)
from bot.matches.render import match_view
from bot.matches.requests import fingerprint, request_for
from bot.matches.service import quick_writes
from bot.matches.service.batches import add_to_batch
from bot.matches.service.recording import (
    answer_fields,
    checked_report,
    confirmers_of,
    first_player_of,
    judge,
    record,
    report_row,
)
from bot.matches.service.unit import (
    NO_ACTIVE_MATCH,
    Actor,
    LiveMatch,
    LivePending,
    Unit,
    UseCase,
    maybe_retry,
)
from bot.matches.trips import Trip
from bot.matches.views import ReportAnswer
from bot.rules import Report as RulesReport
from bot.rules import Verdict
from bot.rules.snapshot import load_state

# The report path's first query, built once: the channel's active match and whether the
# interaction was already answered (the id of the report stored under its idempotency key, or
# the key of another record of it: a refusal).
_EARLIER_REPORT = (
    select(Report.id)
    .where(Report.idempotency_key == bindparam("key"))
    .scalar_subquery()
    .label("earlier_report")
)
_EARLIER_REQUEST = (
    select(RequestRecord.key)
    .where(RequestRecord.key == bindparam("key"))
    .scalar_subquery()
    .label("earlier_request")
)
# SQLite: the transaction holds the write lock from BEGIN IMMEDIATE on, so nothing changes
# under it and the current game can come in the same query.
_ACTIVE_WITH_GAME = (
    select(Match, Game, _EARLIER_REPORT, _EARLIER_REQUEST)
    .outerjoin(Game, and_(Game.match_id == Match.id, Game.number == Match.current_game))
    .where(Match.channel_id == bindparam("channel_id"), Match.status == ACTIVE)
)
# PostgreSQL: lock the match row first and read the game after the lock is granted. A join
# would hand back the game row as it was before a concurrent writer committed.
_ACTIVE_LOCKED = (
    select(Match, _EARLIER_REPORT, _EARLIER_REQUEST)
    .where(Match.channel_id == bindparam("channel_id"), Match.status == ACTIVE)
    .with_for_update(of=Match)
)


class Reporting(UseCase):
    """A player's or judge's report."""

    async def report(
        self,
        *,
        channel_id: int,
        actor: Actor,
        events: Sequence[Mapping[str, Any]],
        idempotency_key: str,
    ) -> ReportAnswer:
        """Report one event, or several that happened at the same time (one checkpoint)."""
        refuse_nul(events, "The report")
        request = request_for(
            idempotency_key, actor.user_id, "report", ReportAnswer, channel_id=channel_id
        )
        assert request is not None

        async def work(session: AsyncSession) -> ReportAnswer:
            match, current, answered = await _active_for_report(
                self.unit, session, channel_id, idempotency_key
            )
            if answered or match is None:
                # Already answered (maybe in a match that has finished since): same answer.
                earlier = await self.unit.answered(session, idempotency_key)
                if earlier is not None:
                    return earlier
            if match is None:
                raise NoActiveMatch(NO_ACTIVE_MATCH)
            roster = await self.unit.roster(session, match)
            report = checked_report(roster, actor, events)
            if self.unit.requests.recognise_retries:
                again = dataclasses.replace(
                    request, fingerprint=fingerprint("report", report.to_dict())
                )
                retried = await self.unit.requests.retry(
                    session, match.id or 0, match.version, again
                )
                if retried is not None:
                    return retried
            if match.pending_id is not None:
                raise MatchError(
                    "A report is waiting for confirmation. Confirm or dispute it first "
                    "(the buttons on its message), or undo it if it was yours."
                )
            game = current or await self.unit.game(session, match)
            state = load_state(game.state, roster.setup)
            if match.batch_id is not None:
                return await add_to_batch(
                    self.unit, session, match, game, state, report, actor, idempotency_key
                )
            verdict = judge(state, report)
            answer = await record(
                self.unit, session, match, roster, game, verdict, report, actor, idempotency_key
            )
            self.unit.keep_live(session, match, roster, game, verdict.state)
            return answer

        async with self.unit.lock(channel_id):
            live = self.unit.live.get(channel_id)
            if (
                live is not None
                and live.pending is None
                and self.unit.direct is not None
                and not maybe_retry(self.unit, live, request)
            ):
                quick = await _report_directly(
                    self.unit, self.unit.direct, live, actor, events, idempotency_key
                )
                if quick is not None:
                    self.unit.requests.deliveries.stored(idempotency_key)
                    return quick
            return await self.unit.attempt(channel_id, work, request, recorded_by_work=True)


async def _active_for_report(
    unit: Unit, session: AsyncSession, channel_id: int, key: str
) -> tuple[Match | None, Game | None, bool]:
    """The channel's active match (None if there is none), its current game if it came
    along (SQLite), and whether `key` was already answered: one round trip."""
    params = {"channel_id": channel_id, "key": key}
    if unit.db.dialect == "sqlite":
        row = (await session.execute(_ACTIVE_WITH_GAME, params)).first()
        if row is None:
            return None, None, False
        return row[0], row[1], row[2] is not None or row[3] is not None
    if unit.db.dialect == "postgresql":
        row = (await session.execute(_ACTIVE_LOCKED, params)).first()
        if row is None:
            return None, None, False
        return row[0], None, row[1] is not None or row[2] is not None
    answered = await unit.answered(session, key)
    try:
        match = await unit.active(session, channel_id)
    except NoActiveMatch:
        match = None
    return match, None, answered is not None


async def _report_directly(
    unit: Unit,
    writer: ReportWriter,
    live: LiveMatch,
    actor: Actor,
    events: Sequence[Mapping[str, Any]],
    key: str,
) -> ReportAnswer | None:
    """The fast path: a report that takes nobody out, judged against the live match and
    stored in one trip. None sends the report down the full path, which also answers
    every refusal (a repeated idempotency key's first answer comes before any refusal)."""
    match, roster, game = live.match, live.roster, live.game
    try:
        report = checked_report(roster, actor, events)
        verdict = judge(live.state, report)
    except MatchError:
        return None
    if verdict.outcomes or verdict.game_over:
        return await _report_in_one_trip(unit, writer, live, actor, report, verdict, key)
    assert match.id is not None
    answer = answer_fields("applied", game.number, verdict)
    state = carry.store(game.state, verdict.state, report)
    first_player = first_player_of(game)
    try:
        written = await writer.write(
            DirectReport(
                match_id=match.id,
                seen_version=match.version,
                game_number=game.number,
                reporter_id=actor.user_id,
                idempotency_key=key,
                payload=report.to_dict(),
                status=APPLIED,
                answer=answer,
                created_at=utcnow(),
                game_state=state,
                first_player=first_player,
            )
        )
    finally:
        # Whatever happens, the live match is out of date until this report is known to
        # be stored (then it is put back, updated) or the full path reads the match again.
        unit.live.pop(match.channel_id, None)
    if written is None:
        return None
    set_committed_value(match, "version", match.version + 1)
    set_committed_value(match, "scoreboard_message_id", written.scoreboard_message_id)
    set_committed_value(game, "first_player", first_player)
    set_committed_value(game, "state", state)
    live.state = verdict.state
    live.last_key, live.last_user = key, actor.user_id
    unit.live[match.channel_id] = live
    view = match_view(match, roster.players, roster.setup, game, None, None, verdict.state)
    return ReportAnswer(**{**answer, "report_id": written.report_id}, match=view)


async def _report_in_one_trip(
    unit: Unit,
    writer: ReportWriter,
    live: LiveMatch,
    actor: Actor,
    report: RulesReport,
    verdict: Verdict,
    key: str,
) -> ReportAnswer | None:
    """A report that takes a player out or ends the game, stored in one trip
    (bot.matches.service.quick_writes): it waits for confirmation, or it is applied, with the
    score, the match's end or the next game. None: the full path takes it."""
    confirmers = confirmers_of(live.roster, actor, verdict)
    if confirmers:
        trip = _waiting(live, actor, report, verdict, confirmers, key)
    else:
        trip = _applied(unit, live, actor, report, verdict, key)
    return await unit.one_trip(live.match.channel_id, trip, key, actor.user_id)


def _applied(
    unit: Unit,
    live: LiveMatch,
    actor: Actor,
    report: RulesReport,
    verdict: Verdict,
    key: str,
) -> Trip[tuple[ReportAnswer, LiveMatch | None]]:
    match, game = live.match, live.game
    played = yield from quick_writes.played(unit, live, verdict, report, utcnow())
    scoreboard = quick_writes.one((yield played.claim(key=key, waiting=None, pending=None)))[0]
    fields = answer_fields("applied", game.number, verdict, **played.answer_fields())
    row = report_row(match, game, match.version + 1, actor, key, report, APPLIED, fields)
    report_id = quick_writes.one((yield quick_writes.INSERT_REPORT.of(row)))[0]
    yield from played.game_steps()
    view, kept = played.apply(live, scoreboard, verdict.state)
    return ReportAnswer(**{**fields, "report_id": report_id}, match=view), kept


def _waiting(
    live: LiveMatch,
    actor: Actor,
    report: RulesReport,
    verdict: Verdict,
    confirmers: list[str],
    key: str,
) -> Trip[tuple[ReportAnswer, LiveMatch | None]]:
    """The report waits for the players it takes out (or a judge), unless the guild waives
    confirmation (then the full path applies it). What waits is stored first, so the claim
    can name it."""
    match, game, roster = live.match, live.game, live.roster
    waiting = Confirmation(
        match_id=match.id,
        report_id=None,
        requested_by=actor.user_id,
        confirmers=confirmers,
        would_decide=[o.explain() for o in verdict.outcomes],
    )
    pending_id = quick_writes.one((yield quick_writes.INSERT_CONFIRMATION.of(waiting)))[0]
    fields = answer_fields("pending", game.number, verdict, pending_id=pending_id)
    row = report_row(match, game, match.version + 1, actor, key, report, PENDING, fields)
    report_id = quick_writes.one((yield quick_writes.INSERT_REPORT.of(row)))[0]
    played = quick_writes.Played(
        match, roster.setup, game, game.state, game.first_player, None, row.created_at
    )
    claim = played.claim(key=key, waiting=None, pending=pending_id, to_wait=True)
    scoreboard = quick_writes.one((yield claim))[0]
    yield quick_writes.WAITS_FOR(report_id=report_id, pending_id=pending_id)
    pending = LivePending(
        pending_id,
        report_id,
        actor.user_id,
        tuple(confirmers),
        tuple(waiting.would_decide),
        report,
        verdict,
    )
    view, kept = played.apply(live, scoreboard, live.state, pending)
    return ReportAnswer(**{**fields, "report_id": report_id}, match=view), kept
