"""The event floor around a league's rounds (issue 33): check-in before a round with its
deadline, a player late at their table, a judge's time extension for one table, and judge
calls from a table's thread.

Every interaction that writes goes through the league's request log (`LeagueService._write`:
applied once per interaction id, under the league's row lock). What the clock does on its own
(the check-in's deadline, a late player's penalties) is keyed too: the deadline closes a
check-in once (`checkin_closed_at`), and a penalty is a match write under a key naming the
table, the player and the step, so two processes, or a tick after a restart, apply it once
and only the one that applied it announces it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from bot.app.league.checkin import checkin_open, close_due_checkin
from bot.app.league.rounds import PairingView, round_view
from bot.app.league.service import LeagueService
from bot.app.match import Actor, MatchService
from bot.app.ports import CheckinClosed, LateAtTable, Ports, TableExtended
from bot.core.errors import MatchError, NotAllowed
from bot.core.league.penalties import Infraction, PenaltyKind
from bot.core.match.statuses import MatchStatus
from bot.core.messages import Message, channel_mention, timestamp
from bot.core.rules.games import game_of
from bot.store import floor as floor_rows
from bot.store.leagues import LeagueRows, as_utc, load, open_league
from bot.store.playoffs import refuse_after_cut
from bot.store.tables.leagues import (
    LEAGUE_OPEN,
    JudgeCall,
    LeaguePairing,
    LeaguePlayer,
    LeagueRound,
    LeagueRow,
)
from bot.store.tables.matches import ACTIVE, utcnow
from bot.store.tables.penalties import LeaguePenalty
from bot.store.tables.playoffs import LeaguePlayoffMatch

MAX_EXTENSION = 60  # minutes a table may be given in all
CALL_GAP = timedelta(minutes=2)  # between two calls from one table's thread
# A round's tables are watched for players who have not shown this long from its start (a
# clock stopped at the minute a penalty fell due gives it when it comes back).
LATENESS_WINDOW = timedelta(hours=2)


# -- what the floor answers ----------------------------------------------------------------------


@dataclass(frozen=True)
class CheckinView:
    """A league's check-in: open until `deadline` (or closed, with whom it dropped)."""

    league_id: int
    league_name: str
    deadline: datetime | None  # None: no check-in was ever opened
    closed: bool
    checked_in: tuple[str, ...]
    waiting: tuple[str, ...]  # registered, not dropped, not checked in
    user_ids: tuple[tuple[str, int | None], ...]
    dropped: tuple[str, ...] = ()
    duplicate: bool = False


@dataclass(frozen=True)
class CheckedIn:
    league_name: str
    name: str
    deadline: datetime
    already: bool  # checked in before: nothing changed
    duplicate: bool = False


@dataclass(frozen=True)
class Arrived:
    """A player's Here at their table; `late`: the penalty the clock gave them already."""

    name: str
    round_number: int
    table: int
    already: bool
    late: str | None = None
    duplicate: bool = False


@dataclass(frozen=True)
class Extended:
    round_number: int
    table: PairingView
    minutes: int  # given now; `table.extra_minutes` in all
    duplicate: bool = False


class LateStep(StrEnum):
    GAME_LOSS = "game_loss"
    MATCH_LOSS = "match_loss"


@dataclass(frozen=True)
class LateDue:
    """A penalty due to a player who has not shown at their table."""

    pairing_id: int
    thread_id: int
    match_id: int
    players: int  # at the table
    name: str
    user_id: int | None
    step: LateStep
    minutes: int  # after which it is due
    rule: str


@dataclass(frozen=True)
class CallView:
    id: int
    round_number: int
    table: int
    playoff: bool
    thread_id: int
    caller_id: int
    called_at: datetime
    answered_by: int | None = None
    answered_at: datetime | None = None


class CallStatus(StrEnum):
    CALLED = "called"  # a new call: the judges are pinged
    OPEN = "open"  # the table's last call is still open: nobody is pinged again
    TOO_SOON = "too_soon"  # answered moments ago: wait `wait_seconds`


@dataclass(frozen=True)
class JudgeCalled:
    status: CallStatus
    call: CallView
    judge_role_id: int
    judge_channel_id: int | None
    wait_seconds: int = 0
    duplicate: bool = False


@dataclass(frozen=True)
class CallAnswered:
    call: CallView
    already: bool  # another judge answered it first
    duplicate: bool = False


@dataclass(frozen=True)
class OpenCalls:
    league_name: str
    calls: tuple[CallView, ...]


def _call_view(row: JudgeCall) -> CallView:
    assert row.id is not None
    return CallView(
        id=row.id,
        round_number=row.round_number,
        table=row.table_number,
        playoff=row.playoff,
        thread_id=row.thread_id,
        caller_id=row.caller_id,
        called_at=as_utc(row.called_at),
        answered_by=row.answered_by,
        answered_at=as_utc(row.answered_at) if row.answered_at else None,
    )


# -- check-in ------------------------------------------------------------------------------------


def _checkin_view(rows: LeagueRows) -> CheckinView:
    league = rows.league
    assert league.id is not None
    active = [p for p in rows.players if p.dropped_after is None]
    return CheckinView(
        league_id=league.id,
        league_name=league.name,
        deadline=as_utc(league.checkin_deadline) if league.checkin_deadline else None,
        closed=league.checkin_closed_at is not None,
        checked_in=tuple(p.name for p in active if p.checked_in_at is not None),
        waiting=tuple(p.name for p in active if p.checked_in_at is None),
        user_ids=tuple((p.name, p.user_id) for p in rows.players),
        dropped=tuple(league.checkin_dropped or ()),
    )


# -- the service ---------------------------------------------------------------------------------


class EventFloor:
    def __init__(self, leagues: LeagueService, matches: MatchService, ports: Ports) -> None:
        self.leagues = leagues
        self.db = leagues.db
        self.matches = matches
        self.ports = ports

    def _league_actor(self) -> Actor:
        return Actor(user_id=self.ports.arbiter_id, is_judge=True)

    # -- check-in --------------------------------------------------------------------------

    async def open_checkin(
        self,
        *,
        channel_id: int,
        actor: Actor,
        deadline: datetime,
        now: datetime | None = None,
        idempotency_key: str | None = None,
    ) -> CheckinView:
        """Open check-in until `deadline` (or move the deadline of the one open)."""

        async def work(session: AsyncSession) -> CheckinView:
            if not actor.is_judge:
                raise NotAllowed(
                    Message("Only an organiser (Manage Server or the judge role) opens check-in.")
                )
            moment = now or utcnow()
            league = await open_league(session, channel_id, lock=True)
            if league.channel_id != channel_id:
                raise MatchError(
                    Message(
                        "Open check-in in the league's channel, {channel}, where its players are.",
                        channel=channel_mention(league.channel_id),
                    )
                )
            rows = await load(session, league)
            refuse_after_cut(
                rows.playoff,
                Message(
                    "The playoff of {league} has begun: there is no round to check in for. "
                    "See /league playoff status.",
                    league=league.name,
                ),
            )
            current = rows.current_round
            if current is not None and round_view(rows, current.number).unfinished:
                raise MatchError(
                    Message(
                        "Round {round} is still being played: open check-in for the next "
                        "round once its results are in.",
                        round=current.number,
                    )
                )
            if deadline < moment - timedelta(minutes=1):
                raise MatchError(Message("That deadline has passed already: give a later time."))
            if not checkin_open(league, moment):  # a new check-in: everyone checks in again
                for player in rows.players:
                    player.checked_in_at = None
            league.checkin_deadline = deadline
            league.checkin_by = actor.user_id
            league.checkin_closed_at = None
            league.checkin_dropped = None
            league.checkin_told_at = None
            await session.flush()
            return _checkin_view(rows)

        return await self.leagues.write(
            channel_id,
            work,
            kind="checkin_open",
            answer=CheckinView,
            user_id=actor.user_id,
            key=idempotency_key,
        )

    async def check_in(
        self,
        *,
        channel_id: int,
        user_id: int,
        now: datetime | None = None,
        idempotency_key: str | None = None,
    ) -> CheckedIn:
        async def work(session: AsyncSession) -> CheckedIn:
            moment = now or utcnow()
            league = await open_league(session, channel_id, lock=True)
            rows = await load(session, league)
            player = next((p for p in rows.players if p.user_id == user_id), None)
            if player is None:
                raise MatchError(
                    Message(
                        "You are not registered in {league}: join first with /league join.",
                        league=league.name,
                    )
                )
            if player.dropped_after is not None:
                raise MatchError(
                    Message(
                        "You dropped from {league}; a dropped player is not paired again.",
                        league=league.name,
                    )
                )
            if league.checkin_deadline is None:
                raise MatchError(Message("{league} has no check-in open.", league=league.name))
            deadline = as_utc(league.checkin_deadline)
            if not checkin_open(league, moment):
                raise MatchError(
                    Message(
                        "Check-in for {league} closed {when}. Ask an organiser.",
                        league=league.name,
                        when=timestamp(deadline, "R"),
                    )
                )
            already = player.checked_in_at is not None
            if not already:
                player.checked_in_at = moment
            return CheckedIn(league.name, player.name, deadline, already)

        return await self.leagues.write(
            channel_id,
            work,
            kind="checkin",
            answer=CheckedIn,
            user_id=user_id,
            key=idempotency_key,
        )

    async def checkin_list(self, *, channel_id: int) -> CheckinView:
        async with self.db.transaction() as session:
            league = await open_league(session, channel_id)
            return _checkin_view(await load(session, league))

    async def close_checkins(self, now: datetime | None = None) -> list[CheckinClosed]:
        """The clock's part: every check-in whose deadline has passed closed (its no-shows
        dropped), and each organiser told once whom (posted here)."""
        moment = now or utcnow()
        async with self.db.transaction() as session:
            due = await session.scalars(
                select(LeagueRow)
                .where(
                    col(LeagueRow.status) == LEAGUE_OPEN,
                    col(LeagueRow.checkin_deadline) <= moment,
                    col(LeagueRow.checkin_closed_at).is_(None),
                )
                .with_for_update(skip_locked=True)
            )
            for league in list(due):
                await close_due_checkin(session, league, moment)
        async with self.db.transaction() as session:
            untold = await session.scalars(
                select(LeagueRow)
                .where(
                    col(LeagueRow.status) == LEAGUE_OPEN,
                    col(LeagueRow.checkin_closed_at).is_not(None),
                    col(LeagueRow.checkin_told_at).is_(None),
                )
                .with_for_update(skip_locked=True)
            )
            told = []
            for league in list(untold):
                league.checkin_told_at = moment
                told.append(
                    CheckinClosed(
                        league.channel_id,
                        league.name,
                        league.checkin_by,
                        tuple(league.checkin_dropped or ()),
                    )
                )
        for notice in told:
            await self.ports.post(notice.channel_id, notice)
        return told

    # -- a table ---------------------------------------------------------------------------

    async def here(
        self,
        *,
        thread_id: int,
        user_id: int,
        idempotency_key: str | None = None,
    ) -> Arrived:
        """A player's Here in their table's thread: they showed (no tardiness penalty from
        now on)."""

        async def work(session: AsyncSession) -> Arrived:
            league = await open_league(session, thread_id, lock=True)
            rows = await load(session, league)
            current = rows.current_round
            pairing = next(
                (p for p in rows.pairings if p.thread_id == thread_id),
                None,
            )
            if pairing is None or current is None or pairing.round_number != current.number:
                raise MatchError(
                    Message("Here is for the thread of a table of the round being played.")
                )
            names = {p.name for p in rows.players if p.user_id == user_id}
            name = next((n for n in pairing.players if n in names), None)
            if name is None:
                raise NotAllowed(
                    Message(
                        "Only the players of table {table} say Here.", table=pairing.table_number
                    )
                )
            arrived = list(pairing.arrived or [])
            already = name in arrived
            if not already:
                pairing.arrived = [*arrived, name]
            late = (pairing.late or {}).get(name)
            return Arrived(name, pairing.round_number, pairing.table_number, already, late)

        return await self.leagues.write(
            thread_id, work, kind="here", answer=Arrived, user_id=user_id, key=idempotency_key
        )

    async def extend(
        self,
        *,
        channel_id: int,
        actor: Actor,
        table: int,
        minutes: int,
        idempotency_key: str | None = None,
    ) -> Extended:
        """A judge's time extension for one table of the round being played: its deadline
        moves by `minutes` (on its board, the clock and the league page), and its thread is
        told."""

        async def work(session: AsyncSession) -> Extended:
            if not actor.is_judge:
                raise NotAllowed(Message("Only a judge or an organiser gives a table extra time."))
            league = await open_league(session, channel_id, lock=True)
            rows = await load(session, league)
            current = rows.current_round
            if current is None:
                raise MatchError(
                    Message("No round is being played; start one with /league round start.")
                )
            pairing = next(
                (p for p in rows.pairings_of(current.number) if p.table_number == table), None
            )
            if pairing is None:
                raise MatchError(
                    Message(
                        "Round {round} has no table {table}; see /league round status.",
                        round=current.number,
                        table=table,
                    )
                )
            view = next(p for p in round_view(rows, current.number).pairings if p.id == pairing.id)
            if view.result is not None:
                raise MatchError(
                    Message("Table {table} has finished: no time to add.", table=table)
                )
            if pairing.time_called_at is not None or (
                current.time_called_at is not None and not pairing.extra_minutes
            ):
                raise MatchError(
                    Message(
                        "Time has been called at table {table}: extra time is given before that.",
                        table=table,
                    )
                )
            if pairing.extra_minutes + minutes > MAX_EXTENSION:
                raise MatchError(
                    Message.plural(
                        "Table {table} has {n} extra minute already; a table gets at most "
                        "{most} in all.",
                        "Table {table} has {n} extra minutes already; a table gets at most "
                        "{most} in all.",
                        pairing.extra_minutes,
                        table=table,
                        most=MAX_EXTENSION,
                    )
                )
            pairing.extra_minutes += minutes
            await session.flush()
            extended = next(
                p for p in round_view(rows, current.number).pairings if p.id == pairing.id
            )
            return Extended(current.number, extended, minutes)

        extended = await self.leagues.write(
            channel_id,
            work,
            kind="time_extend",
            answer=Extended,
            user_id=actor.user_id,
            key=idempotency_key,
        )
        thread = extended.table.thread_id
        if thread is not None and not extended.duplicate:
            await self.ports.post(
                thread, TableExtended(extended.round_number, extended.table, extended.minutes)
            )
        return extended

    # -- lateness --------------------------------------------------------------------------

    async def late_due(self, now: datetime) -> list[LateDue]:
        """The tardiness penalties due now at the tables of every round being played: a
        player who has not shown (no Here, nothing done in the thread) while someone else at
        the table has, once the game's minutes have gone from the round's start."""
        due: list[LateDue] = []
        async with self.db.transaction() as session:
            leagues = list(  # those with a round begun lately, time not called: few
                await session.scalars(
                    select(LeagueRow).where(
                        col(LeagueRow.status) == LEAGUE_OPEN,
                        col(LeagueRow.id).in_(
                            select(col(LeagueRound.league_id)).where(
                                col(LeagueRound.time_called_at).is_(None),
                                col(LeagueRound.started_at) > now - LATENESS_WINDOW,
                            )
                        ),
                    )
                )
            )
            for league in leagues:
                due += await self._late_in(session, league, now)
        return due

    async def _late_in(
        self, session: AsyncSession, league: LeagueRow, now: datetime
    ) -> list[LateDue]:
        rows = await load(session, league)
        current = rows.current_round
        if current is None or current.time_called_at is not None:
            return []
        lateness = game_of(league.system).tournament.lateness
        elapsed = now - as_utc(current.started_at)
        if elapsed < timedelta(minutes=lateness.game_loss_after):
            return []
        users = {p.name: p.user_id for p in rows.players}
        found = []
        for pairing in rows.pairings_of(current.number):
            match = rows.matches.get(pairing.match_id) if pairing.match_id else None
            if match is None or match.status != ACTIVE or pairing.thread_id is None:
                continue
            if pairing.told_at is None or pairing.fixed is not None:
                continue
            assert pairing.id is not None and match.id is not None
            ids = [u for u in (users.get(n) for n in pairing.players) if u is not None]
            wrote = await floor_rows.shown(
                session, thread_id=pairing.thread_id, match_id=match.id, user_ids=ids
            )
            present = {
                n for n in pairing.players if n in (pairing.arrived or []) or users.get(n) in wrote
            }
            if not present:
                continue  # nobody is there: the judges' to decide
            for name in pairing.players:
                if name in present:
                    continue
                step = _late_step(
                    (pairing.late or {}).get(name),
                    elapsed,
                    lateness.game_loss_after,
                    lateness.match_loss_after,
                )
                if step is None:
                    continue
                minutes = (
                    lateness.match_loss_after
                    if step is LateStep.MATCH_LOSS
                    else lateness.game_loss_after
                )
                found.append(
                    LateDue(
                        pairing.id,
                        pairing.thread_id,
                        match.id,
                        len(pairing.players),
                        name,
                        users.get(name),
                        step,
                        minutes,
                        lateness.rule,
                    )
                )
        return found

    async def apply_late(self, due: LateDue) -> bool:
        """Give the penalty through the match's own write path (under a key naming the table,
        the player and the step: applied once, wherever it is asked), keep it on the table,
        and tell its thread, once. Whether this call applied it."""
        actor = self._league_actor()
        key = f"late:{due.pairing_id}:{due.name}:{due.step.value}"
        applied = True
        given = True  # the match took it (now, or under the same key before a crash)
        try:
            if due.step is LateStep.MATCH_LOSS and due.players == 2:
                conceded = await self.matches.concede_match(
                    channel_id=due.thread_id, actor=actor, player=due.name, idempotency_key=key
                )
                applied = not conceded.duplicate
            else:
                match = await self.matches.match(due.match_id)
                if match.status != MatchStatus.ACTIVE:
                    applied = given = False
                else:
                    answer = await self.matches.report(
                        channel_id=due.thread_id,
                        actor=actor,
                        events=[{"event": "penalty", "player": due.name}],
                        idempotency_key=key,
                    )
                    applied = not answer.duplicate
        except MatchError:
            applied = given = False  # the match ended or moved on meanwhile: nothing to give
        async with self.db.transaction() as session:
            pairing = await session.get(LeaguePairing, due.pairing_id, with_for_update=True)
            if pairing is not None:
                first = (pairing.late or {}).get(due.name) != due.step.value
                pairing.late = {**(pairing.late or {}), due.name: due.step.value}
                if given and first:  # on the league's penalty record, as a judge's would be
                    session.add(_tardiness(pairing, due, actor))
        if applied:
            await self.ports.post(
                due.thread_id,
                LateAtTable(
                    due.name, due.user_id, due.step.value, due.minutes, due.rule, due.match_id
                ),
            )
        return applied

    # -- judge calls -----------------------------------------------------------------------

    async def call_judge(
        self,
        *,
        guild_id: int | None,
        thread_id: int,
        actor: Actor,
        now: datetime | None = None,
        idempotency_key: str | None = None,
    ) -> JudgeCalled:
        """A press of "Call a judge" in a table's thread: recorded, and the judge role pinged
        once (the face does); while the table's call is open, or moments after it was
        answered, nobody is pinged again."""
        settings = await self.matches.settings(guild_id) if guild_id is not None else None
        role = settings.judge_role_id if settings is not None else None
        if role is None:
            raise MatchError(
                Message(
                    "This server has no judge role to call. A server admin (Manage Server) sets "
                    "one with `/arbiter config judge_role:@role`."
                )
            )
        assert settings is not None

        async def work(session: AsyncSession) -> JudgeCalled:
            moment = now or utcnow()
            league = await open_league(session, thread_id, lock=True)
            assert league.id is not None
            table = await _table_of_thread(session, league.id, thread_id)
            if table is None:
                raise MatchError(Message("Call a judge from a league table's thread."))
            round_number, number, players, playoff = table
            users = await session.scalars(
                select(col(LeaguePlayer.user_id)).where(
                    col(LeaguePlayer.league_id) == league.id, col(LeaguePlayer.name).in_(players)
                )
            )
            if actor.user_id not in set(users) and not actor.is_judge:
                raise NotAllowed(
                    Message(
                        "Only the players of table {table} call a judge from here.", table=number
                    )
                )
            calls = await floor_rows.calls_of_thread(session, thread_id)
            last = calls[0] if calls else None
            channel = settings.judge_channel_id
            if last is not None and last.answered_at is None:
                return JudgeCalled(CallStatus.OPEN, _call_view(last), role, channel)
            if last is not None and last.answered_at is not None:
                wait = as_utc(last.answered_at) + CALL_GAP - moment
                if wait > timedelta(0):
                    seconds = int(wait.total_seconds()) + 1
                    return JudgeCalled(
                        CallStatus.TOO_SOON, _call_view(last), role, channel, seconds
                    )
            row = JudgeCall(
                league_id=league.id,
                thread_id=thread_id,
                round_number=round_number,
                table_number=number,
                playoff=playoff,
                caller_id=actor.user_id,
                called_at=moment,
            )
            session.add(row)
            await session.flush()
            return JudgeCalled(CallStatus.CALLED, _call_view(row), role, channel)

        return await self.leagues.write(
            thread_id,
            work,
            kind="judge_call",
            answer=JudgeCalled,
            user_id=actor.user_id,
            key=idempotency_key,
        )

    async def answer_call(
        self,
        *,
        channel_id: int,
        call_id: int,
        actor: Actor,
        guild_id: int | None,
        now: datetime | None = None,
        idempotency_key: str | None = None,
    ) -> CallAnswered:
        """A judge marks call `call_id` answered (its button, or /league judge answered)."""

        async def work(session: AsyncSession) -> CallAnswered:
            if not actor.is_judge:
                raise NotAllowed(Message("Only a judge marks a call answered."))
            row = await session.get(JudgeCall, call_id, with_for_update=True)
            league = await session.get(LeagueRow, row.league_id) if row is not None else None
            if row is None or league is None or league.guild_id != guild_id:
                raise MatchError(
                    Message("There is no judge call #{id} in this server.", id=call_id)
                )
            already = row.answered_at is not None
            if not already:
                row.answered_at = now or utcnow()
                row.answered_by = actor.user_id
            return CallAnswered(_call_view(row), already)

        return await self.leagues.write(
            channel_id,
            work,
            kind="judge_call_answer",
            answer=CallAnswered,
            user_id=actor.user_id,
            key=idempotency_key,
        )

    async def open_calls(self, *, channel_id: int, actor: Actor) -> OpenCalls:
        if not actor.is_judge:
            raise NotAllowed(Message("Only judges and organisers see the judge calls."))
        async with self.db.transaction() as session:
            league = await open_league(session, channel_id)
            assert league.id is not None
            calls = await floor_rows.open_calls(session, league.id)
            return OpenCalls(league.name, tuple(_call_view(c) for c in calls))


def _tardiness(pairing: LeaguePairing, due: LateDue, actor: Actor) -> LeaguePenalty:
    """The penalty record of a late player's game or match loss (`/league penalty list`, the
    league's export), given by Arbiter for the league."""
    kind = PenaltyKind.GAME_LOSS if due.step is LateStep.GAME_LOSS else PenaltyKind.MATCH_LOSS
    return LeaguePenalty(
        league_id=pairing.league_id,
        player=due.name,
        user_id=due.user_id,
        round_number=pairing.round_number,
        kind=kind.value,
        infraction=Infraction.TARDINESS.value,
        note=due.rule,  # the rule cited; the infraction says the rest
        given_by=actor.user_id,
        match_id=due.match_id,
    )


def _late_step(
    given: str | None, elapsed: timedelta, game_loss: int, match_loss: int
) -> LateStep | None:
    """The next penalty due to a player not there after `elapsed`, given what they had."""
    if given == LateStep.MATCH_LOSS:
        return None
    if elapsed >= timedelta(minutes=match_loss):
        return LateStep.MATCH_LOSS
    if given is None:
        return LateStep.GAME_LOSS
    return None


async def _table_of_thread(
    session: AsyncSession, league_id: int, thread_id: int
) -> tuple[int, int, Sequence[str], bool] | None:
    """The round, table, players and stage of the league table played in the thread."""
    pairing = (
        await session.scalars(
            select(LeaguePairing).where(
                col(LeaguePairing.league_id) == league_id,
                col(LeaguePairing.thread_id) == thread_id,
            )
        )
    ).first()
    if pairing is not None:
        return pairing.round_number, pairing.table_number, pairing.players, False
    playoff = (
        await session.scalars(
            select(LeaguePlayoffMatch).where(
                col(LeaguePlayoffMatch.league_id) == league_id,
                col(LeaguePlayoffMatch.thread_id) == thread_id,
            )
        )
    ).first()
    if playoff is not None:
        return playoff.round_number, playoff.table_number, playoff.players, True
    return None
