"""A league's check-in (`/league checkin`): open until its deadline, then closed once, by the
clock's tick or a round start, whichever comes first, with every registered player who did
not check in dropped before the next round."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from bot.store.leagues import as_utc, forget_byes_after, load
from bot.store.tables.leagues import LeagueRow


def checkin_open(league: LeagueRow, now: datetime) -> bool:
    """A check-in is open: its deadline not passed, and not closed."""
    return (
        league.checkin_deadline is not None
        and league.checkin_closed_at is None
        and now < as_utc(league.checkin_deadline)
    )


def checkin_due(league: LeagueRow, now: datetime) -> bool:
    """Its deadline has passed and nobody has closed it yet."""
    return (
        league.checkin_deadline is not None
        and league.checkin_closed_at is None
        and now >= as_utc(league.checkin_deadline)
    )


async def close_due_checkin(session: AsyncSession, league: LeagueRow, now: datetime) -> bool:
    """At the deadline (the league's row locked): every registered player who did not check
    in is dropped before the next round; whom, is kept for the organiser. Once."""
    if not checkin_due(league, now):
        return False
    rows = await load(session, league)
    dropped = []
    for player in rows.players:
        if player.dropped_after is None and player.checked_in_at is None:
            player.dropped_after = len(rows.rounds)
            dropped.append(player.name)
            assert league.id is not None  # an awarded bye goes with the player who missed it
            await forget_byes_after(session, league.id, player.name, player.dropped_after)
    league.checkin_closed_at = now
    league.checkin_dropped = dropped
    return True


async def close_if_due(session: AsyncSession, league: LeagueRow, now: datetime) -> None:
    """A round start's first step: the league's check-in closed, its row locked, if its
    deadline has passed."""
    if checkin_due(league, now):
        await session.refresh(league, with_for_update=True)
        await close_due_checkin(session, league, now)
