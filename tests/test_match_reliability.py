"""Reports stay exact under pressure: many at once, the same interaction twice, two bot
processes on one database, a process killed mid-stream, a restart, and a PostgreSQL server
restarted (as by a crash) mid-stream.

Each test runs on SQLite (a file in WAL mode, as in production) and on PostgreSQL. After every
scenario the stored data must agree with itself: the report log replayed from scratch gives
exactly the cached game state, each report took its own version of the match, and every
report an answer was given for is stored and applied. The crash and restart tests run on
`durable_database`: on PostgreSQL, a server with production's durability settings (the suite's
usual server runs with fsync and synchronous_commit off, and an immediate restart of it loses
commits it had acknowledged).
"""

from __future__ import annotations

import asyncio
import dataclasses
import os
import signal
import sys
from pathlib import Path
from typing import Any

from sqlalchemy import select, text

from bot.app.match import Actor, MatchService, PlayerSpec
from bot.app.match.views import MatchView, ReportAnswer
from bot.core.rules import parse_report, parse_setup, replay
from bot.core.rules.snapshot import dump_state
from bot.store.database import Database
from bot.store.tables.matches import APPLIED, Game, MatchRow, ReportRow
from tests.support.postgres import PostgresServer

ROOT = Path(__file__).resolve().parent.parent

ALICE, BOB = 1101, 1102
alice, bob = Actor(ALICE), Actor(BOB)
CHANNEL, OTHER_CHANNEL, THIRD_CHANNEL = 9101, 9102, 9103
STARTING_LIFE = 1000  # high enough that no test here kills anyone by accident
PYTHONPATH = os.environ.get("PYTHONPATH", "")


async def start(service: MatchService, channel_id: int = CHANNEL) -> MatchView:
    return await service.start_match(
        guild_id=1,
        channel_id=channel_id,
        system="magic",
        players=[PlayerSpec(ALICE, "alice"), PlayerSpec(BOB, "bob")],
        actor=alice,
        starting_life=STARTING_LIFE,
    )


def lose_one(user: int) -> dict[str, Any]:
    return {"event": "life", "player": user, "delta": -1}


async def report(
    service: MatchService, user: int, key: str, channel_id: int = CHANNEL
) -> ReportAnswer:
    return await service.report(
        channel_id=channel_id, actor=Actor(user), events=[lose_one(user)], idempotency_key=key
    )


@dataclasses.dataclass
class Stored:
    match: MatchRow
    game: Game
    reports: list[ReportRow]  # every report of the match, in seq order

    @property
    def applied(self) -> list[ReportRow]:
        return [r for r in self.reports if r.status == APPLIED]

    @property
    def keys(self) -> list[str]:
        return [r.idempotency_key for r in self.reports]


async def stored(database: Database, match_id: int) -> Stored:
    """What the database holds for a match, read in a session of its own, from one snapshot.

    On PostgreSQL a killed client's last COMMIT may still be finishing on the server when the
    test reads: at READ COMMITTED each statement sees its own snapshot, so the match could be
    read before that commit and its reports after it. REPEATABLE READ reads them together (a
    SQLite transaction is one snapshot already)."""
    async with database.transaction() as session:
        if database.dialect == "postgresql":
            await session.execute(text("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ"))
        match = await session.get(MatchRow, match_id)
        assert match is not None
        game = await session.get(Game, (match_id, match.current_game))
        assert game is not None
        reports = list(
            await session.scalars(
                select(ReportRow).where(ReportRow.match_id == match_id).order_by(ReportRow.seq)
            )
        )
    return Stored(match, game, reports)


def assert_consistent(data: Stored) -> None:
    """Nothing half-applied: the cached state is the replay of the applied log, and every
    report claimed its own version of the match."""
    setup = parse_setup(data.match.setup)
    replayed = replay(setup, [parse_report(r.payload) for r in data.applied])
    assert data.game.state == dump_state(replayed)
    # Only reports change the match in these scenarios: each stored report claimed the next
    # version, so the log is numbered 1..n without a gap or a twice-used number.
    assert [r.seq for r in data.reports] == list(range(1, len(data.reports) + 1))
    assert data.match.version == len(data.reports)
    assert len(set(data.keys)) == len(data.keys)


def life_of(view: MatchView) -> dict[str, int | None]:
    return {p.name: p.life for p in view.players}


def same_answer(first: ReportAnswer, second: ReportAnswer) -> None:
    assert dataclasses.replace(second, duplicate=first.duplicate) == first


# -- many reports at once ---------------------------------------------------------------------


async def test_fifty_concurrent_reports_equal_the_same_reports_made_one_by_one(
    database: Database,
) -> None:
    service = MatchService(database)
    view = await start(service)
    users = [ALICE if i % 2 == 0 else BOB for i in range(50)]

    answers = await asyncio.gather(
        *(report(service, user, f"many-{i}") for i, user in enumerate(users))
    )

    assert [a.status for a in answers] == ["applied"] * 50
    assert not any(a.duplicate for a in answers)
    assert len({a.report_id for a in answers}) == 50
    # Each report saw the game as the one before left it: 1..50 reports, no two alike.
    assert sorted(a.match.game.reports for a in answers) == list(range(1, 51))
    data = await stored(database, view.id)
    assert len(data.applied) == len(data.reports) == 50
    assert sorted(data.keys) == sorted(f"many-{i}" for i in range(50))
    assert_consistent(data)
    assert data.game.state["life"] == {"alice": STARTING_LIFE - 25, "bob": STARTING_LIFE - 25}

    # The same reports, serially, in the order the log holds them, in another match.
    serial = await start(service, OTHER_CHANNEL)
    for i, row in enumerate(data.applied):
        await report(service, row.reporter_id, f"serial-{i}", OTHER_CHANNEL)
    again = await stored(database, serial.id)
    assert again.game.state == data.game.state
    assert [r.payload for r in again.applied] == [r.payload for r in data.applied]
    now = await service.status(channel_id=CHANNEL)
    assert life_of(now) == life_of(await service.status(channel_id=OTHER_CHANNEL))
    assert life_of(now) == {"alice": STARTING_LIFE - 25, "bob": STARTING_LIFE - 25}


# -- the same interaction delivered twice -----------------------------------------------------


async def test_an_interaction_delivered_twice_is_stored_once_with_one_answer(
    database: Database,
) -> None:
    service = MatchService(database)
    view = await start(service)

    first = await report(service, ALICE, "twice-serial")
    second = await report(service, ALICE, "twice-serial")
    assert (first.duplicate, second.duplicate) == (False, True)
    same_answer(first, second)

    # Both deliveries at once, to one process.
    one, two = await asyncio.gather(
        report(service, BOB, "twice-together"), report(service, BOB, "twice-together")
    )
    assert sorted([one.duplicate, two.duplicate]) == [False, True]
    same_answer(one, two)

    data = await stored(database, view.id)
    assert data.keys == ["twice-serial", "twice-together"]
    assert_consistent(data)
    assert data.game.state["life"] == {"alice": STARTING_LIFE - 1, "bob": STARTING_LIFE - 1}


async def test_an_interaction_delivered_to_two_processes_at_once_is_stored_once(
    database: Database,
) -> None:
    other = Database(database.url)  # a second bot process (or shard) on the same database
    try:
        here, there = MatchService(database), MatchService(other)
        view = await start(here)
        for round_number in range(5):
            key = f"shared-{round_number}"
            one, two = await asyncio.gather(report(here, ALICE, key), report(there, ALICE, key))
            assert sorted([one.duplicate, two.duplicate]) == [False, True]
            same_answer(one, two)
        data = await stored(database, view.id)
        assert data.keys == [f"shared-{i}" for i in range(5)]
        assert_consistent(data)
        assert data.game.state["life"]["alice"] == STARTING_LIFE - 5
    finally:
        await other.close()


# -- two processes on one match ---------------------------------------------------------------


async def test_two_processes_reporting_on_one_match_lose_no_update(database: Database) -> None:
    other = Database(database.url)  # on SQLite: a second engine on the same file
    try:
        here, there = MatchService(database), MatchService(other)
        view = await start(here)
        calls = [
            report(here if i % 2 == 0 else there, ALICE if i % 3 else BOB, f"both-{i}")
            for i in range(40)
        ]

        answers = await asyncio.gather(*calls)

        assert [a.status for a in answers] == ["applied"] * 40
        assert sorted(a.match.game.reports for a in answers) == list(range(1, 41))
        data = await stored(database, view.id)
        assert len(data.applied) == 40
        assert_consistent(data)
        alice_reports = sum(1 for i in range(40) if i % 3)
        assert data.game.state["life"] == {
            "alice": STARTING_LIFE - alice_reports,
            "bob": STARTING_LIFE - (40 - alice_reports),
        }
        # Both processes read the same match afterwards.
        assert life_of(await here.status(channel_id=CHANNEL)) == life_of(
            await there.status(channel_id=CHANNEL)
        )
        # And each still writes: the version moves on from where the other left it.
        await report(there, BOB, "both-after")
        assert_consistent(await stored(database, view.id))
    finally:
        await other.close()


# -- a process killed mid-stream --------------------------------------------------------------


async def _stream(url: str, channel_id: int, prefix: str, *path: str) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "tests.support.report_stream",
        url,
        str(channel_id),
        prefix,
        *(("1000000", *path) if path else ()),
        cwd=ROOT,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), PYTHONPATH]))},
    )


async def _stream_and_kill(
    url: str, channel_id: int, prefix: str, kill_after: int, delay: float
) -> list[str]:
    """Run tests/support/report_stream.py and SIGKILL it `delay` seconds after its
    `kill_after`-th ack; return what it printed: ``STARTED <match id>``, then one
    ``ACK <key>`` per report answered."""
    process = await _stream(url, channel_id, prefix)
    lines: list[str] = []
    try:
        assert process.stdout is not None
        while sum(line.startswith("ACK ") for line in lines) < kill_after:
            raw = await asyncio.wait_for(process.stdout.readline(), timeout=60)
            if not raw:
                assert process.stderr is not None
                error = (await process.stderr.read()).decode(errors="replace")
                raise AssertionError(f"report_stream ended early: {lines}\n{error}")
            lines.append(raw.decode().strip())
        # Somewhere inside the next report: before, during or after its transaction.
        await asyncio.sleep(delay)
    finally:
        if process.returncode is None:
            process.send_signal(signal.SIGKILL)
        # Acks it printed before it died but that were not read yet.
        lines += await _rest_of(process, grace=20)
    assert process.returncode == -signal.SIGKILL
    assert lines[0].startswith("STARTED ")
    return lines


async def test_a_process_killed_mid_stream_loses_no_acknowledged_report(
    durable_database: Database,
) -> None:
    database = durable_database
    for channel_id, kill_after, delay in (
        (CHANNEL, 12, 0.0),
        (OTHER_CHANNEL, 31, 0.003),
        (THIRD_CHANNEL, 20, 0.008),
    ):
        prefix = f"crash-{channel_id}"
        lines = await _stream_and_kill(database.url, channel_id, prefix, kill_after, delay)
        match_id = int(lines[0].split()[1])
        # Lines that arrived after the count was reached (during the delay) count too.
        acked = [line.split()[1] for line in lines[1:]]
        assert len(acked) >= kill_after

        # What a restarted bot finds.
        restarted = Database(database.url)
        try:
            data = await stored(restarted, match_id)
            assert data.keys[: len(acked)] == acked, "an acknowledged report is missing"
            # At most the one report in flight when the process died, whole or not at all.
            assert len(data.keys) in (len(acked), len(acked) + 1)
            assert all(r.status == APPLIED for r in data.reports)
            assert all(r.answer is not None for r in data.reports)
            assert_consistent(data)

            service = MatchService(restarted)
            answer = await report(service, BOB, f"{prefix}-after", channel_id)
            assert answer.status == "applied"
            assert answer.match.game.reports == len(data.reports) + 1
            after = await stored(restarted, match_id)
            assert_consistent(after)
            assert len(after.reports) == len(data.reports) + 1
        finally:
            await restarted.close()


# -- a restart ----------------------------------------------------------------------------------


async def test_a_restarted_service_resumes_active_matches_and_their_confirmations(
    durable_database: Database,
) -> None:
    database = durable_database
    before = MatchService(database)
    waiting = await start(before, CHANNEL)
    playing = await start(before, OTHER_CHANNEL)
    finished = await start(before, THIRD_CHANNEL)
    await report(before, ALICE, "restart-1", OTHER_CHANNEL)
    await before.concede_match(channel_id=THIRD_CHANNEL, actor=bob)
    # Alice reports Bob dead: it waits for Bob (or a judge) to confirm.
    pending = await before.report(
        channel_id=CHANNEL,
        actor=alice,
        events=[{"event": "life", "player": BOB, "set": 0}],
        idempotency_key="restart-kill",
    )
    assert pending.status == "pending"
    assert pending.pending_id is not None
    await database.close()  # the old process is gone

    restarted = Database(database.url)
    try:
        after = MatchService(restarted)
        active = {view.id: view for view in await after.active_matches()}
        assert set(active) == {waiting.id, playing.id}
        assert finished.id not in active
        resumed = active[waiting.id].pending
        assert resumed is not None
        assert (resumed.id, resumed.kind, resumed.confirmers) == (
            pending.pending_id,
            "report",
            ("bob",),
        )
        assert active[playing.id].pending is None
        assert life_of(active[playing.id])["alice"] == STARTING_LIFE - 1

        confirmed = await after.confirm(channel_id=CHANNEL, actor=bob, pending_id=resumed.id)
        assert confirmed.status == "applied"
        assert confirmed.game_over
        assert confirmed.match.wins == (1, 0)
        assert confirmed.match.pending is None
        assert confirmed.match.game.number == 2
        # The same interaction again, after the restart: answered from the log.
        again = await after.report(
            channel_id=CHANNEL,
            actor=alice,
            events=[{"event": "life", "player": BOB, "set": 0}],
            idempotency_key="restart-kill",
        )
        assert again.duplicate
        assert again.report_id == pending.report_id
        still = {view.id: view.pending for view in await after.active_matches()}
        assert still == {waiting.id: None, playing.id: None}
    finally:
        await restarted.close()


# -- the database server restarted ------------------------------------------------------------


async def test_an_immediate_postgresql_restart_loses_no_acknowledged_report(
    durable_postgres_server: PostgresServer, durable_postgres_database: Database
) -> None:
    """The server stops without a checkpoint (`pg_ctl restart -m immediate`, as after a
    crash) while a bot process reports as fast as it can: every report it acknowledged is
    there after recovery, in each of two channels."""
    database = durable_postgres_database
    assert await database.setting_problems() == []
    streams = {}
    for channel_id in (CHANNEL, OTHER_CHANNEL):
        process = await _stream(database.url, channel_id, f"pg-{channel_id}")
        streams[channel_id] = (process, await _read_until_acks(process, 15))
    await asyncio.to_thread(durable_postgres_server.restart, mode="immediate")
    for process, lines in streams.values():
        # Each stream fails on the lost connection, or reconnects and goes on until it is
        # stopped a few seconds later: whatever it printed counts.
        lines += await _rest_of(process, grace=3)
        match_id = int(lines[0].split()[1])
        acked = [line.split()[1] for line in lines[1:] if line.startswith("ACK ")]
        assert len(acked) >= 15

        restarted = Database(database.url)
        try:
            data = await stored(restarted, match_id)
            assert data.keys[: len(acked)] == acked, "an acknowledged report was lost"
            assert len(data.keys) in (len(acked), len(acked) + 1)
            assert_consistent(data)
        finally:
            await restarted.close()


async def _rest_of(process: asyncio.subprocess.Process, *, grace: float) -> list[str]:
    """The lines a stream printed that were not read yet, once it has ended on its own within
    `grace` seconds or been killed. Both pipes are drained while it ends: on Python 3.11,
    `wait()` returns only once the pipes are closed, and a pipe whose unread output filled
    asyncio's buffer stops being read, so waiting without draining never returns (the hang
    a fast machine met after the restart below, when the first stream had printed over
    128 KiB while the second one started)."""
    assert process.stdout is not None and process.stderr is not None
    drained = asyncio.gather(process.stdout.read(), process.stderr.read())
    try:
        await asyncio.wait_for(process.wait(), grace)
    except TimeoutError:
        process.kill()
        await process.wait()
    out, _ = await drained
    return [line.strip() for line in out.decode().splitlines() if line.strip()]


async def _read_until_acks(process: asyncio.subprocess.Process, acks: int) -> list[str]:
    assert process.stdout is not None
    lines: list[str] = []
    while sum(line.startswith("ACK ") for line in lines) < acks:
        raw = await asyncio.wait_for(process.stdout.readline(), timeout=60)
        if not raw:
            assert process.stderr is not None
            error = (await process.stderr.read()).decode(errors="replace")
            raise AssertionError(f"report_stream ended early: {lines}\n{error}")
        lines.append(raw.decode().strip())
    return lines
