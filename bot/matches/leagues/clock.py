"""The round clock: warnings before time, and at time each unfinished match is told its
game's end-of-round procedure. Deadlines are stored with the round, so a restart keeps them.

Each notice is marked as sent in the same transaction that hands it out, so two processes
(or a restart) never post it twice. If a post then fails, the poster hands back what was not
posted (`unposted`) and the league service hands it out again at the next tick, up to
RETRIES times (about five minutes): what was posted is never posted again.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from bot.matches.league_models import LEAGUE_OPEN, League, LeagueRound
from bot.matches.leagues.records import as_utc, load
from bot.matches.leagues.rounds import PairingView, round_view

WARNINGS = (10, 5)  # minutes before time
RETRIES = 10  # ticks (30 s each) that a notice whose post failed is tried again


def end_of_round_procedure(system: str, variant: str | None) -> str:
    """What players do when time is called, in our words, citing the tournament rules."""
    if system == "grand-archive":
        return (
            "Time (GA tournament rules, end of round): the turn player finishes the current "
            "turn, then play goes on for up to 5 more minutes or 3 more turns, whichever "
            "comes first. No new game starts. An unfinished game is a draw; the player with "
            "more game wins wins the match, otherwise it is a draw. Then record it with "
            "/match end."
        )
    turns = "three" if variant == "two-headed-giant" else "five"
    rules = "MTG MTR 2.4" if system == "magic" else "MTG MTR 2.4, as Terrus tournaments use"
    return (
        f"Time ({rules}): the active player finishes this turn, then {turns} more turns are "
        "played in total. No new game starts. An unfinished game is a draw; the player with "
        "more game wins wins the match, otherwise it is a draw. Then record it with /match end."
    )


@dataclass(frozen=True)
class ClockNotice:
    league_id: int
    channel_id: int
    league_name: str
    round_number: int
    deadline: datetime
    minutes_left: int | None  # a warning; None: time is called
    unfinished: tuple[PairingView, ...]
    procedure: str | None  # at time: the end-of-round procedure of the league's game
    channel_told: bool = False  # at time: the league channel was told already (a retry)
    attempt: int = 0  # 0 the first time, then one more for each retry


def unposted(
    notice: ClockNotice, *, channel_told: bool, untold: tuple[PairingView, ...] = ()
) -> ClockNotice | None:
    """What is left of `notice` to post after a try: the league channel's message if it
    failed, and at time the tables whose thread was not told (`untold`); None when all was
    posted, or when the notice has been tried RETRIES times already."""
    if (channel_told and not untold) or notice.attempt >= RETRIES:
        return None
    left = untold if notice.minutes_left is None else notice.unfinished
    return replace(notice, unfinished=left, channel_told=channel_told, attempt=notice.attempt + 1)


async def due_notices(session: AsyncSession, now: datetime) -> list[ClockNotice]:
    """Every warning and time call due at `now` in every open league, marked as sent."""
    rows_of = (
        await session.execute(
            select(League, LeagueRound)
            .join(LeagueRound, LeagueRound.league_id == League.id)
            .where(League.status == LEAGUE_OPEN, LeagueRound.time_called_at.is_(None))
            .order_by(League.id, LeagueRound.number)
        )
    ).all()
    notices = []
    for league, rnd in rows_of:
        deadline = as_utc(rnd.deadline)
        if now < deadline - timedelta(minutes=max(WARNINGS)):
            continue
        rows = await load(session, league)
        if rows.current_round is None or rows.current_round.number != rnd.number:
            rnd.time_called_at = now  # an older round: never call it now
            continue
        view = round_view(rows, rnd.number)
        assert league.id is not None
        base = {
            "league_id": league.id,
            "channel_id": league.channel_id,
            "league_name": league.name,
            "round_number": rnd.number,
            "deadline": deadline,
            "unfinished": view.unfinished,
        }
        if now >= deadline:
            rnd.time_called_at = now
            if view.unfinished:
                procedure = end_of_round_procedure(league.system, league.variant)
                notices.append(ClockNotice(minutes_left=None, procedure=procedure, **base))
            continue
        due = [
            w
            for w in WARNINGS
            if w not in rnd.warnings_sent and now >= deadline - timedelta(minutes=w)
        ]
        if due and view.unfinished:
            notices.append(ClockNotice(minutes_left=min(due), procedure=None, **base))
        if due:
            rnd.warnings_sent = sorted({*rnd.warnings_sent, *due}, reverse=True)
    return notices
