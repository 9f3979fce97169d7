"""The round clock: warnings before time, and at time each unfinished match is told its
game's end-of-round procedure. Deadlines are stored with the round, so a restart keeps them.

Each post is a row (`LeagueNotice`), stored in the transaction that finds it due (the round's
row is locked, so one process finds it). A tick then claims the posts waiting, for CLAIM_FOR,
and the poster reports each one posted or failed (`ClockService.done`): a failed post is
claimed again at the next tick, in any process, after a restart too, up to RETRIES times; one
whose poster died or whose report was lost is claimed again when its claim runs out. Two
processes never hold the same post at once, and what Discord took is not posted again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from bot.app.league.rounds import PairingView, round_view
from bot.core.messages import Message
from bot.core.rules.games import game_of
from bot.core.rules.vocabulary import Variant
from bot.store.leagues import as_utc, load
from bot.store.tables.leagues import (
    LEAGUE_OPEN,
    LeagueNotice,
    LeaguePairing,
    LeagueRound,
    LeagueRow,
)
from bot.store.tables.matches import ACTIVE, MatchRow

WARNINGS = (10, 5)  # minutes before time
RETRIES = 10  # ticks (30 s each) that a post Discord refused is tried again
CLAIM_FOR = timedelta(minutes=2)  # a claimed post is someone's until then


def end_of_round_procedure(system: str, variant: str | None) -> Message:
    """What players do when time is called, in our words, citing the game's tournament rules
    (the rule's name is kept as it is; the game's extra turns are a message of its own)."""
    tournament = game_of(system).tournament
    extra = tournament.extra_time_in(Variant(variant) if variant else None)
    return Message(
        "Time ({rule}): {extra}. No new game starts. An unfinished game is a draw; the player "
        "with more game wins wins the match, otherwise it is a draw. Then record it with "
        "/match end.",
        rule=tournament.time_rule,
        extra=Message(extra),
    )


@dataclass(frozen=True)
class ClockNotice:
    """A warning or a time call of one league's round, as one tick hands it out: the posts
    it claimed, by row id (`channel_post` in the league channel; `table_posts` in the tables'
    threads, at time), to report back with `ClockService.done`."""

    league_id: int
    channel_id: int
    league_name: str
    round_number: int
    deadline: datetime
    minutes_left: int | None  # a warning; None: time is called
    unfinished: tuple[PairingView, ...]
    procedure: Message | None  # at time: the end-of-round procedure of the league's game
    channel_post: int | None = None  # None: the league channel was told already
    table_posts: tuple[tuple[int, PairingView], ...] = ()

    @property
    def posts(self) -> tuple[int, ...]:
        channel = () if self.channel_post is None else (self.channel_post,)
        return channel + tuple(post for post, _ in self.table_posts)


async def store_due(session: AsyncSession, now: datetime) -> None:
    """Store every warning and time call due at `now` in every open league as posts to make.
    Rounds another process is looking at are skipped (it stores theirs)."""
    rows_of = (
        await session.execute(
            select(LeagueRow, LeagueRound)
            .join(LeagueRound, col(LeagueRound.league_id) == col(LeagueRow.id))
            .where(col(LeagueRow.status) == LEAGUE_OPEN, col(LeagueRound.time_called_at).is_(None))
            .order_by(col(LeagueRow.id), col(LeagueRound.number))
            .with_for_update(of=LeagueRound, skip_locked=True)
        )
    ).all()
    for league, rnd in rows_of:
        deadline = as_utc(rnd.deadline)
        if now < deadline - timedelta(minutes=max(WARNINGS)):
            continue
        rows = await load(session, league)
        if rows.current_round is None or rows.current_round.number != rnd.number:
            rnd.time_called_at = now  # an older round: never call it now
            continue
        unfinished = round_view(rows, rnd.number).unfinished
        assert league.id is not None
        league_id, number = league.id, rnd.number
        if now >= deadline:
            rnd.time_called_at = now
            if unfinished:
                session.add(
                    LeagueNotice(
                        league_id=league_id, round_number=number, channel_id=league.channel_id
                    )
                )
                for table in unfinished:
                    if table.extra_minutes:
                        continue  # its own time, later (`_store_extended`)
                    if table.thread_id is not None:
                        session.add(
                            LeagueNotice(
                                league_id=league_id,
                                round_number=number,
                                channel_id=table.thread_id,
                                pairing_id=table.id,
                            )
                        )
            continue
        due = [
            w
            for w in WARNINGS
            if w not in rnd.warnings_sent and now >= deadline - timedelta(minutes=w)
        ]
        if due and unfinished:
            session.add(
                LeagueNotice(
                    league_id=league_id,
                    round_number=number,
                    channel_id=league.channel_id,
                    minutes_left=min(due),
                )
            )
        if due:
            rnd.warnings_sent = sorted({*rnd.warnings_sent, *due}, reverse=True)
    await _store_extended(session, now)


async def _store_extended(session: AsyncSession, now: datetime) -> None:
    """The time calls of tables a judge gave extra minutes, each at its own deadline once
    its round's time was called: a post in its thread, as for the others."""
    found = (
        await session.execute(
            select(LeaguePairing, LeagueRound)
            .join(
                LeagueRound,
                (col(LeagueRound.league_id) == col(LeaguePairing.league_id))
                & (col(LeagueRound.number) == col(LeaguePairing.round_number)),
            )
            .join(LeagueRow, col(LeagueRow.id) == col(LeaguePairing.league_id))
            .where(
                col(LeagueRow.status) == LEAGUE_OPEN,
                col(LeaguePairing.extra_minutes) > 0,
                col(LeaguePairing.time_called_at).is_(None),
                col(LeagueRound.time_called_at).is_not(None),
                col(LeaguePairing.fixed).is_(None),
            )
            .with_for_update(of=LeaguePairing, skip_locked=True)
        )
    ).all()
    for pairing, rnd in found:
        if now < as_utc(rnd.deadline) + timedelta(minutes=pairing.extra_minutes):
            continue
        pairing.time_called_at = now
        match = await session.get(MatchRow, pairing.match_id) if pairing.match_id else None
        if match is None or match.status != ACTIVE or pairing.thread_id is None:
            continue
        session.add(
            LeagueNotice(
                league_id=pairing.league_id,
                round_number=pairing.round_number,
                channel_id=pairing.thread_id,
                pairing_id=pairing.id,
            )
        )


async def claim_waiting(session: AsyncSession, now: datetime) -> list[ClockNotice]:
    """Claim every post waiting (not posted, not claimed by anyone, tried fewer than RETRIES
    times), grouped into one notice per league, round and kind."""
    posts = list(
        await session.scalars(
            select(LeagueNotice)
            .where(
                col(LeagueNotice.posted_at).is_(None),
                col(LeagueNotice.attempts) < RETRIES,
                (col(LeagueNotice.claimed_until).is_(None))
                | (col(LeagueNotice.claimed_until) < now),
            )
            .order_by(col(LeagueNotice.id))
            .with_for_update(skip_locked=True)
        )
    )
    groups: dict[tuple[int, int, int | None], list[LeagueNotice]] = {}
    for post in posts:
        post.claimed_until = now + CLAIM_FOR
        post.attempts += 1
        groups.setdefault((post.league_id, post.round_number, post.minutes_left), []).append(post)
    notices = []
    for (league_id, number, minutes_left), group in groups.items():
        league = await session.get(LeagueRow, league_id)
        assert league is not None and league.id is not None
        rows = await load(session, league)
        rnd = next((r for r in rows.rounds if r.number == number), None)
        if league.status != LEAGUE_OPEN or rnd is None:
            for post in group:  # nothing to tell any more
                post.posted_at = now
            continue
        view = round_view(rows, number)
        tables = {p.id: p for p in view.pairings}
        channel = next((p.id for p in group if p.pairing_id is None), None)
        told = tuple(
            (p.id, tables[p.pairing_id])
            for p in group
            if p.pairing_id is not None and p.id is not None and p.pairing_id in tables
        )
        notices.append(
            ClockNotice(
                league_id=league.id,
                channel_id=league.channel_id,
                league_name=league.name,
                round_number=number,
                deadline=as_utc(rnd.deadline),
                minutes_left=minutes_left,
                unfinished=view.unfinished
                if minutes_left is not None
                else tuple(table for _, table in told),
                procedure=(
                    None
                    if minutes_left is not None
                    else end_of_round_procedure(league.system, league.variant)
                ),
                channel_post=channel,
                table_posts=told,
            )
        )
    return notices


async def mark(
    session: AsyncSession, *, posted: Sequence[int], failed: Sequence[int], now: datetime
) -> None:
    """What the poster made of its claimed posts: posted ones are done; failed ones wait for
    the next tick."""
    if posted:
        await session.execute(
            update(LeagueNotice).where(col(LeagueNotice.id).in_(posted)).values(posted_at=now)
        )
    if failed:
        await session.execute(
            update(LeagueNotice)
            .where(col(LeagueNotice.id).in_(failed), col(LeagueNotice.posted_at).is_(None))
            .values(claimed_until=None)
        )
