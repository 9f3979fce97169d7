"""The check-in before a round (issue 33): an organiser opens it until a deadline, each player
checks in, the list of who has and who has not, and the clock's close at the deadline (its
no-shows dropped, the organiser told once). What the deadline does to the league's rows is
bot.app.league.checkin, shared with a round start."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from bot.app.league.checkin import checkin_open, close_due_checkin
from bot.app.league.floor_part import FloorPart
from bot.app.league.rounds import round_view
from bot.app.match import Actor
from bot.app.ports import CheckinClosed
from bot.core.errors import MatchError, NotAllowed
from bot.core.messages import Message, channel_mention, timestamp
from bot.store.leagues import LeagueRows, as_utc, load, open_league
from bot.store.playoffs import refuse_after_cut
from bot.store.tables.leagues import LEAGUE_OPEN, LeagueRow
from bot.store.tables.matches import utcnow


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


class CheckinDesk(FloorPart):
    """Check-in: opened, checked into, listed, closed at its deadline."""

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
