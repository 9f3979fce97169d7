"""Two bot processes on one database (issue 20, items 6 and 7): each process is its own
Database (its own connections) with its own match and league services, as two replicas of the
bot are. League writes take turns on the league's row; the round clock's notices are claimed
once across processes."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import timedelta
from typing import Any

import pytest

from bot.app.league import LeagueService, clock, rounds
from bot.app.league.floor import EventFloor
from bot.app.match import Actor, MatchService
from bot.app.ports import CheckinClosed, Notice
from bot.store.database import Database
from tests.test_league_service import (
    LEAGUE_CHANNEL,
    NOW,
    ORGANISER,
    SWISS,
    USERS,
    finish_round,
    new_league,
    start_all,
)


@pytest.fixture
async def processes(database: Database) -> AsyncIterator[tuple[LeagueService, LeagueService]]:
    """Two processes on the test's database (SQLite file or PostgreSQL)."""
    first = Database(database.url)
    second = Database(database.url)
    try:
        yield (
            LeagueService(first, MatchService(first)),
            LeagueService(second, MatchService(second)),
        )
    finally:
        await first.close()
        await second.close()


async def test_a_drop_racing_a_round_start_in_another_process_waits_for_it(
    processes: tuple[LeagueService, LeagueService], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Process A pairs round 1 while process B drops dan. Without a lock on the league, B
    reads "0 rounds" and stores dan as dropped after round 0 while A pairs him into round 1:
    a league file no reader accepts, and the league is stuck. With it, B waits for A."""
    a, b = processes
    await new_league(a, SWISS, 4)
    dropping: list[asyncio.Task[Any]] = []
    reads: list[int] = []
    read = rounds.load

    async def read_then_race(session: Any, league: Any) -> Any:
        rows = await read(session, league)
        reads.append(1)
        # The second read is the round start's write (the first, what it pairs from): B
        # drops now, and A goes on after 1 s.
        if len(reads) == 2:
            dropping.append(
                asyncio.create_task(b.drop(channel_id=LEAGUE_CHANNEL, actor=Actor(USERS["dan"])))
            )
            await asyncio.wait(dropping, timeout=1.0)
        return rows

    monkeypatch.setattr(rounds, "load", read_then_race)
    view = await a.start_round(channel_id=LEAGUE_CHANNEL, actor=ORGANISER, now=NOW)
    monkeypatch.undo()
    dropped = await dropping[0]
    assert "dan" in {name for p in view.pairings for name in p.players}
    assert dict((n, d) for n, _, d in dropped.players)["dan"] == 1  # after the round he is in
    for process in (a, b):  # standings and export still work, in both processes
        assert len(await process.standings(channel_id=LEAGUE_CHANNEL)) == 4
        assert (await process.export(channel_id=LEAGUE_CHANNEL))["dropped"] == {"dan": 1}


async def _round_with_an_unfinished_table(leagues: LeagueService) -> Any:
    await new_league(leagues, SWISS, 4)
    view = await leagues.start_round(channel_id=LEAGUE_CHANNEL, actor=ORGANISER, now=NOW)
    await start_all(leagues, view)
    return view


async def test_two_processes_ticking_at_once_hand_out_each_notice_once(
    processes: tuple[LeagueService, LeagueService],
) -> None:
    a, b = processes
    view = await _round_with_an_unfinished_table(a)
    for moment in (view.deadline - timedelta(minutes=10), view.deadline):
        handed = [
            notice
            for notices in await asyncio.gather(a.clock(moment), b.clock(moment))
            for notice in notices
        ]
        assert len(handed) == 1, handed  # one process has it, the other nothing
        (notice,) = handed
        assert len(notice.posts) == (1 if notice.minutes_left else 3)  # the channel, 2 threads
        await a.clock_done(posted=notice.posts, failed=[])


async def test_a_refused_time_call_is_posted_after_a_restart(
    processes: tuple[LeagueService, LeagueService],
) -> None:
    a, b = processes
    view = await _round_with_an_unfinished_table(a)
    (called,) = await a.clock(view.deadline)
    thread_post = called.table_posts[0][0]
    await a.clock_done(posted=[p for p in called.posts if p != thread_post], failed=[thread_post])
    # Process A restarts; the next tick (here, in B) tries exactly the refused post again.
    (again,) = await b.clock(view.deadline + timedelta(seconds=30))
    assert again.posts == (thread_post,) and again.channel_post is None
    assert again.minutes_left is None and again.procedure is not None
    assert "MTG MTR 2.4" in again.procedure.english()
    await b.clock_done(posted=again.posts, failed=[])
    assert await a.clock(view.deadline + timedelta(minutes=1)) == []


async def test_a_time_call_whose_poster_was_lost_is_claimed_again(
    processes: tuple[LeagueService, LeagueService],
) -> None:
    """Process A claimed the time call and died (or its report back never arrived): nobody
    else takes it while A's claim lasts, then another process posts it."""
    a, b = processes
    view = await _round_with_an_unfinished_table(a)
    (called,) = await a.clock(view.deadline)
    assert await b.clock(view.deadline + timedelta(seconds=30)) == []  # A's, for now
    (taken,) = await b.clock(view.deadline + clock.CLAIM_FOR + timedelta(seconds=1))
    assert taken.posts == called.posts


class _Told:
    """The face's notices, as a process posts them (the check-in's closing, here)."""

    arbiter_id = 1

    def __init__(self) -> None:
        self.posted: list[tuple[int, Notice]] = []

    async def post(self, channel_id: int, notice: Notice) -> bool:
        self.posted.append((channel_id, notice))
        return True


@pytest.mark.parametrize("first", ["together", "clock", "start"])
async def test_a_checkin_deadline_and_a_round_start_at_the_same_moment(
    processes: tuple[LeagueService, LeagueService], first: str
) -> None:
    """At the check-in's deadline, process A's clock closes it while process B starts round 1
    (at once, or either one first). Whichever comes first, the no-show is dropped before
    round 1 and never paired, and the organiser is told once."""
    a, b = processes
    told = _Told()
    floors = [EventFloor(p, p.matches, told) for p in (a, b)]  # type: ignore[arg-type]
    await new_league(a, SWISS, 5)
    deadline = NOW + timedelta(minutes=15)
    await floors[0].open_checkin(
        channel_id=LEAGUE_CHANNEL, actor=ORGANISER, deadline=deadline, now=NOW
    )
    for name in ("ann", "bob", "cat", "dan"):  # eve does not come
        await floors[1].check_in(channel_id=LEAGUE_CHANNEL, user_id=USERS[name], now=NOW)

    def start() -> Any:
        return b.start_round(channel_id=LEAGUE_CHANNEL, actor=ORGANISER, now=deadline)

    if first == "together":
        _, view = await asyncio.gather(floors[0].close_checkins(deadline), start())
    elif first == "clock":
        await floors[0].close_checkins(deadline)
        view = await start()
    else:
        view = await start()
        await floors[0].close_checkins(deadline)
    await floors[1].close_checkins(deadline + timedelta(seconds=30))  # the next tick, in B

    paired = sorted(name for p in view.pairings for name in p.players)
    assert paired == ["ann", "bob", "cat", "dan"] and view.byes == ()
    closings = [n for _, n in told.posted if isinstance(n, CheckinClosed)]
    assert [c.dropped for c in closings] == [("eve",)]
    assert closings[0].organiser_id == ORGANISER.user_id
    for process in (a, b):
        assert (await process.export(channel_id=LEAGUE_CHANNEL))["dropped"] == {"eve": 0}


async def test_two_judges_fixing_one_table_at_once_keep_one_whole_result(
    processes: tuple[LeagueService, LeagueService],
) -> None:
    """Two judges, each answered by a different bot process, fix round 1's table 1 at the same
    moment with different results. Both are applied whole, one after the other (they take turns
    on the league), and the table, the other process, the export and the standings all show the
    one applied last: never a mix of the two, never an error to either judge."""
    a, b = processes
    await new_league(a, SWISS, 4)
    view = await a.start_round(channel_id=LEAGUE_CHANNEL, actor=ORGANISER, now=NOW)
    await start_all(a, view)
    await finish_round(a)
    judges = (Actor(901, is_judge=True), Actor(902, is_judge=True))
    records = ({"games": [2, 1, 0]}, {"games": [0, 2, 0]})
    answers = await asyncio.gather(
        *(
            process.fix_result(
                channel_id=LEAGUE_CHANNEL, actor=judge, round_number=1, table=1, record=record
            )
            for process, judge, record in zip((a, b), judges, records, strict=True)
        )
    )

    def table_one(round_view: Any) -> Any:
        return next(p for p in round_view.pairings if p.table == 1)

    told = {table_one(answer).result.score for answer in answers}
    assert told == {"2-1-0", "0-2-0"}  # each judge is shown their own result, applied
    final = {table_one(await p.round_status(channel_id=LEAGUE_CHANNEL)) for p in (a, b)}
    assert len(final) == 1  # both processes see the same table
    (shown,) = final
    assert shown.fixed and shown.result.score in told
    exported = await b.export(channel_id=LEAGUE_CHANNEL)
    games = exported["rounds"][0]["matches"][0]["games"]
    assert "-".join(map(str, games)) == shown.result.score
    standings = {s.player: s.points for s in await a.standings(channel_id=LEAGUE_CHANNEL)}
    winner, loser = shown.players if games[0] > games[1] else reversed(shown.players)
    assert (standings[winner], standings[loser]) == (3, 0)
