"""Judge calls from a table's thread (issue 33): a player's "Call a judge" recorded and the
judge role pinged once, a judge marking it answered, and the calls still open."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from bot.app.league.floor_part import FloorPart
from bot.app.match import Actor
from bot.core.errors import MatchError, NotAllowed
from bot.core.messages import Message
from bot.store import floor as floor_rows
from bot.store.leagues import as_utc, open_league
from bot.store.tables.leagues import JudgeCall, LeaguePairing, LeaguePlayer, LeagueRow
from bot.store.tables.matches import utcnow
from bot.store.tables.playoffs import LeaguePlayoffMatch

CALL_GAP = timedelta(minutes=2)  # between two calls from one table's thread


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


class JudgeCalling(FloorPart):
    """A table's judge calls: called, answered, listed."""

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
