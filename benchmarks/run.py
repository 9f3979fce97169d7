"""Benchmarks of the match service where users feel it, measured in one run.

    python benchmarks/run.py                # SQLite (+ PostgreSQL if DATABASE_URL is set)
    python benchmarks/run.py --postgres     # also start a throwaway PostgreSQL server
    python benchmarks/run.py --quick        # fewer repetitions (about a minute)
    python benchmarks/run.py --json         # the same figures as JSON

Figures, per backend:

* floor: the cheapest durable write of one report-sized row through the bare driver
  (SQLite: aiosqlite INSERT + COMMIT on a file with the app's pragmas, WAL and
  synchronous=NORMAL; PostgreSQL: one autocommitted asyncpg INSERT);
* one report through ``MatchService.report`` on an empty database: median, p99 and the ratio
  to the floor (shown for context: what the database alone costs);
* the same with 1,000 reports already in the game and 10,000 finished matches in the database
  (target <= 1.25x the empty case: the cost must not grow with history);
* 1,000 matches in 1,000 channels reporting at once: reports/s and errors (target: no errors,
  >= 500 reports/s, ten times Discord's global limit of 50 requests a second);
* every writing request's service time, median and p99 (benchmarks/request_figures.py);
* /match status and history at 50,000 stored matches against 1,000 (target <= 1.25x);
* one report through discord.py (benchmarks/discord_report.py), and the same report answered
  in German (issue 34: at most 5% more CPU than in English).

The floor and both single-report cases are measured in interleaved batches, so a burst of
load from something else on the machine hits all three alike. Nothing here asserts a time:
the targets are printed next to the figures.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import math
import os
import platform
import sqlite3
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # `python benchmarks/run.py` from anywhere
    sys.path.insert(0, str(ROOT))

import aiosqlite  # noqa: E402
import asyncpg  # noqa: E402
from sqlalchemy import event, insert, update  # noqa: E402

from benchmarks import discord_report, request_figures  # noqa: E402
from bot.app.match import Actor, MatchService, PlayerSpec  # noqa: E402
from bot.core.rules import parse_report, parse_setup, replay  # noqa: E402
from bot.core.rules.snapshot import dump_state  # noqa: E402
from bot.store.database import SQLITE_PRAGMAS, Database  # noqa: E402
from bot.store.tables.matches import (  # noqa: E402
    APPLIED,
    FINISHED,
    Game,
    MatchPlayer,
    MatchRow,
    ReportRow,
)

try:  # Alembic migrations when present, else the models' metadata.
    from bot.store.migrate import upgrade as _upgrade

    SCHEMA_SOURCE = "bot.store.migrate.upgrade"
except ImportError:  # pragma: no cover - only before migrations existed
    _upgrade = None
    SCHEMA_SOURCE = "SQLModel.metadata.create_all"

TARGETS = {
    "history_vs_empty": 1.25,
    "concurrent_reports_per_s": 500.0,
    "concurrent_errors": 0,
}

# Life high enough that nobody ever dies, however many reports a benchmark sends.
STARTING_LIFE = 10**9
ALICE, BOB = 1, 2


@dataclass(frozen=True)
class Sizes:
    """How much work each figure is measured over."""

    reps: int = 600  # reports timed per single-report case
    floor_reps: int = 2000
    batch: int = 5  # reports per interleaved batch
    reconnect_every: int = 3  # rounds of batches between new connections
    warmup: int = 30
    history_matches: int = 10_000
    history_reports_each: int = 3  # reports in each finished match
    game_reports: int = 1_000  # reports already in the timed game, history case
    channels: int = 1_000
    reports_per_channel: int = 3
    request_rounds: int = 40  # matches taken through /match start, take-out, Confirm, ...
    read_small: int = 1_000  # stored matches, /match status and history: fewer
    read_large: int = 50_000  # and more
    read_rounds: int = 30
    discord_reps: int = 300  # reports timed per path, one report through discord.py


FULL = Sizes()
QUICK = Sizes(
    reps=200,
    floor_reps=600,
    warmup=20,
    reports_per_channel=1,
    request_rounds=15,
    read_rounds=10,
    discord_reps=150,
)
# Seconds: only proves that every figure is produced (tests/test_benchmark_smoke.py).
TINY = Sizes(
    reps=10,
    floor_reps=10,
    warmup=2,
    reconnect_every=1,
    history_matches=50,
    history_reports_each=2,
    game_reports=20,
    channels=10,
    reports_per_channel=2,
    request_rounds=2,
    read_small=40,
    read_large=200,
    read_rounds=2,
    discord_reps=4,
)


# -- statistics -----------------------------------------------------------------------------


def percentile(samples: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100) of a non-empty sample."""
    ordered = sorted(samples)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


def paired_ratio(cases: list[float], bases: list[float], digits: int) -> float:
    """The median over rounds of (this round's median / the base case's in the same round):
    measured side by side, so a slow spell of the machine cancels out."""
    return round(statistics.median(c / b for c, b in zip(cases, bases, strict=True)), digits)


def stats_ms(samples: list[float]) -> dict[str, float]:
    return {
        "p10_ms": round(percentile(samples, 10) * 1e3, 4),
        "median_ms": round(percentile(samples, 50) * 1e3, 4),
        "p99_ms": round(percentile(samples, 99) * 1e3, 4),
        "n": len(samples),
    }


# -- databases ------------------------------------------------------------------------------


async def migrate(database: Database) -> None:
    if _upgrade is not None:
        await _upgrade(database)
    else:  # pragma: no cover
        from sqlmodel import SQLModel

        async with database.engine.begin() as conn:
            await conn.run_sync(SQLModel.metadata.create_all)


DatabaseFactory = Callable[[str], Awaitable[Database]]


@dataclass
class Backend:
    """Where one backend's databases come from, and its bare-driver floor."""

    name: str
    new_database: DatabaseFactory  # a fresh, migrated database per name
    floor: Callable[[str, int], Awaitable[FloorRunner]]  # (name, reps) -> a bare connection
    cleanup: Callable[[], Awaitable[None]] | None = None


def sqlite_backend(workdir: Path) -> Backend:
    async def new_database(name: str) -> Database:
        database = Database(f"sqlite+aiosqlite:///{workdir / name}.db")
        await migrate(database)
        return database

    return Backend("sqlite", new_database, lambda name, reps: sqlite_floor(workdir, name, reps))


def postgres_backend(server: Any) -> Backend:
    """`server`: a tests.support.postgres.PostgresServer (throwaway, or from DATABASE_URL)."""
    made: list[str] = []

    async def new_database(name: str) -> Database:
        dbname = f"arbiter_bench_{name}_{uuid.uuid4().hex[:8]}"
        url = await asyncio.to_thread(server.create_database, dbname)
        made.append(dbname)
        database = Database(url)
        await migrate(database)
        return database

    async def floor(name: str, reps: int) -> list[float]:
        dbname = f"arbiter_bench_{name}_{uuid.uuid4().hex[:8]}"
        await asyncio.to_thread(server.create_database, dbname)
        made.append(dbname)
        return await postgres_floor(server.dsn_for(dbname), reps)

    async def cleanup() -> None:
        for dbname in made:
            with contextlib.suppress(Exception):
                await asyncio.to_thread(server.drop_database, dbname)

    return Backend("postgresql", new_database, floor, cleanup)


# -- the floor: one report-sized row through the bare driver --------------------------------

FLOOR_TABLE = """
CREATE TABLE IF NOT EXISTS floor_report (
    id {id_type} PRIMARY KEY,
    match_id INTEGER NOT NULL,
    game_number INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    reporter_id BIGINT NOT NULL,
    idempotency_key VARCHAR(100) NOT NULL UNIQUE,
    payload TEXT NOT NULL,
    status VARCHAR NOT NULL,
    answer TEXT,
    created_at TIMESTAMP NOT NULL
)"""
FLOOR_PAYLOAD = json.dumps({"event": "life", "player": "alice", "delta": -1})
FLOOR_ANSWER = json.dumps(
    {
        "status": "applied",
        "report_id": 1,
        "game_number": 1,
        "outcomes": [],
        "notes": [],
        "game_over": False,
        "match_over": False,
        "next_chooser": None,
        "pending_id": None,
    }
)


def _floor_row(i: int) -> tuple[Any, ...]:
    return (1, 1, i, ALICE, f"floor-{i}", FLOOR_PAYLOAD, APPLIED, FLOOR_ANSWER)


Writer = Callable[[int], Awaitable[None]]


async def sqlite_floor(workdir: Path, name: str, _reps: int) -> FloorRunner:
    path = workdir / f"{name}.db"
    sql = (
        "INSERT INTO floor_report (match_id, game_number, seq, reporter_id, "
        "idempotency_key, payload, status, answer, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, CURRENT_TIMESTAMP)"
    )

    async def connect() -> tuple[Writer, Callable[[], Awaitable[None]]]:
        conn = await aiosqlite.connect(path)  # default isolation: the INSERT opens a transaction
        for pragma in SQLITE_PRAGMAS:
            await conn.execute(pragma)
        await conn.execute(FLOOR_TABLE.format(id_type="INTEGER"))
        await conn.commit()

        async def write(i: int) -> None:
            await conn.execute(sql, _floor_row(i))
            await conn.commit()

        return write, conn.close

    return await FloorRunner.open(connect)


async def postgres_floor(dsn: str, _reps: int) -> FloorRunner:
    sql = (
        "INSERT INTO floor_report (match_id, game_number, seq, reporter_id, "
        "idempotency_key, payload, status, answer, created_at) "
        "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())"
    )

    async def connect() -> tuple[Writer, Callable[[], Awaitable[None]]]:
        conn = await asyncpg.connect(dsn)
        await conn.execute(FLOOR_TABLE.format(id_type="BIGSERIAL"))

        async def write(i: int) -> None:
            await conn.execute(sql, *_floor_row(i))  # autocommit: INSERT + COMMIT

        return write, conn.close

    return await FloorRunner.open(connect)


class FloorRunner:
    """A bare driver connection that times one write per call of `batch(n)`."""

    def __init__(
        self, connect: Callable[[], Awaitable[tuple[Writer, Callable[[], Awaitable[None]]]]]
    ) -> None:
        self._connect = connect
        self._write: Writer | None = None
        self._close: Callable[[], Awaitable[None]] | None = None
        self._i = 0

    @classmethod
    async def open(
        cls, connect: Callable[[], Awaitable[tuple[Writer, Callable[[], Awaitable[None]]]]]
    ) -> FloorRunner:
        runner = cls(connect)
        await runner.reconnect()
        return runner

    async def reconnect(self) -> None:
        """A new connection (for aiosqlite, a new thread), then one untimed write."""
        await self.close()
        self._write, self._close = await self._connect()
        await self.batch(1)

    async def batch(self, n: int) -> list[float]:
        assert self._write is not None
        samples = []
        for _ in range(n):
            self._i += 1
            started = time.perf_counter()
            await self._write(self._i)
            samples.append(time.perf_counter() - started)
        return samples

    async def close(self) -> None:
        if self._close is not None:
            await self._close()
            self._write = self._close = None


# -- reports through the service ------------------------------------------------------------


async def start_match(service: MatchService, channel_id: int) -> int:
    view = await service.start_match(
        guild_id=1,
        channel_id=channel_id,
        system="magic",
        players=[PlayerSpec(ALICE, "alice"), PlayerSpec(BOB, "bob")],
        actor=Actor(ALICE),
        starting_life=STARTING_LIFE,
    )
    return view.id


class Reporter:
    """Sends life-loss reports to one channel, alternating players, and times each one."""

    def __init__(self, service: MatchService, channel_id: int, prefix: str) -> None:
        self.service = service
        self.channel_id = channel_id
        self.prefix = prefix
        self.sent = 0

    async def reconnect(self) -> None:
        """Drop the pooled connection (for aiosqlite, its thread), then one untimed report."""
        await self.service.db.engine.dispose()
        await self.one()

    async def one(self) -> float:
        self.sent += 1
        user = ALICE if self.sent % 2 else BOB
        started = time.perf_counter()
        await self.service.report(
            channel_id=self.channel_id,
            actor=Actor(user),
            events=[{"event": "life", "player": user, "delta": -1}],
            idempotency_key=f"{self.prefix}-{self.channel_id}-{self.sent}",
        )
        return time.perf_counter() - started

    async def batch(self, n: int) -> list[float]:
        return [await self.one() for _ in range(n)]


async def statements_per_report(database: Database, reporter: Reporter) -> int:
    """How many SQL statements one report sends (BEGIN and COMMIT not counted)."""
    seen: list[str] = []

    def count(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        if statement.split(None, 1)[0].upper() not in ("BEGIN", "COMMIT", "ROLLBACK"):
            seen.append(statement)

    event.listen(database.engine.sync_engine, "before_cursor_execute", count)
    try:
        await reporter.one()
    finally:
        event.remove(database.engine.sync_engine, "before_cursor_execute", count)
    return len(seen)


# -- history ----------------------------------------------------------------------------------


async def seed_history(
    database: Database, *, matches: int, reports_each: int, channels: int = 5_000, guilds: int = 1
) -> None:
    """Bulk-insert `matches` finished two-player matches, each with one game and its reports,
    with core INSERTs (executemany in chunks): the history a busy server builds up."""
    setup = {"system": "magic", "players": ["alice", "bob"], "starting_life": 20}
    rules_setup = parse_setup(setup)
    payloads = [{"event": "life", "player": "bob", "delta": -1}] * reports_each
    final = dump_state(replay(rules_setup, [parse_report(p) for p in payloads]))
    answer = json.loads(FLOOR_ANSWER)
    when = datetime(2026, 1, 1, tzinfo=UTC)
    # Channel ids far from the benchmark's own; ids explicit so children can point at them.
    first_id = 1_000_000
    chunk = 1_000
    for start in range(0, matches, chunk):
        ids = range(first_id + start, first_id + min(start + chunk, matches))
        match_rows, player_rows, game_rows, report_rows = [], [], [], []
        for match_id in ids:
            at = when + timedelta(minutes=match_id - first_id)
            match_rows.append(
                {
                    "id": match_id,
                    # Channel c is in guild 1 + c % guilds.
                    "guild_id": 1 + match_id % channels % guilds,
                    "channel_id": 10_000_000 + match_id % channels,
                    "system": "magic",
                    "variant": None,
                    "best_of": 1,
                    "setup": setup,
                    "status": FINISHED,
                    "current_game": 1,
                    "version": reports_each,
                    "started_by": ALICE,
                    "wins": [0, 0],
                    "draws": 0,
                    "result": None,
                    "created_at": at,
                    "finished_at": at + timedelta(minutes=30),
                }
            )
            for seat, (user, name) in enumerate(((ALICE, "alice"), (BOB, "bob"))):
                player_rows.append(
                    {
                        "match_id": match_id,
                        "seat": seat,
                        "name": name,
                        "user_id": user,
                        "team": seat,
                    }
                )
            game_rows.append(
                {
                    "match_id": match_id,
                    "number": 1,
                    "status": "playing",
                    "chooser": "alice",
                    "first_player": "alice",
                    "state": final,
                    "started_at": at,
                }
            )
            for seq, payload in enumerate(payloads, start=1):
                report_rows.append(
                    {
                        "match_id": match_id,
                        "game_number": 1,
                        "seq": seq,
                        "reporter_id": ALICE,
                        "idempotency_key": f"history-{match_id}-{seq}",
                        "payload": payload,
                        "status": APPLIED,
                        "answer": answer,
                        "created_at": at,
                    }
                )
        async with database.engine.begin() as conn:
            await conn.execute(insert(MatchRow.__table__), match_rows)  # type: ignore[attr-defined]
            await conn.execute(insert(MatchPlayer.__table__), player_rows)  # type: ignore[attr-defined]
            await conn.execute(insert(Game.__table__), game_rows)  # type: ignore[attr-defined]
            if report_rows:
                await conn.execute(insert(ReportRow.__table__), report_rows)  # type: ignore[attr-defined]
    if database.dialect == "postgresql":
        # Sequences do not move on explicit ids; keep the service's own inserts clear of them.
        async with database.engine.begin() as conn:
            await conn.exec_driver_sql(
                "SELECT setval(pg_get_serial_sequence('match', 'id'), (SELECT max(id) FROM match))"
            )
    async with database.engine.begin() as conn:  # fresh planner statistics, as in production
        await conn.exec_driver_sql("ANALYZE")


async def fill_game(database: Database, match_id: int, reports: int) -> None:
    """Put `reports` applied life reports into game 1 of a started match, consistently: log,
    version and state snapshot, as if they had been reported one by one."""
    payloads = [
        {"event": "life", "player": "alice" if i % 2 else "bob", "delta": -1}
        for i in range(1, reports + 1)
    ]
    setup = parse_setup({"system": "magic", "players": ["alice", "bob"],
                         "starting_life": STARTING_LIFE})  # fmt: skip
    state = dump_state(replay(setup, [parse_report(p) for p in payloads]))
    now = datetime.now(UTC)
    rows = [
        {
            "match_id": match_id,
            "game_number": 1,
            "seq": seq,
            "reporter_id": ALICE if seq % 2 else BOB,
            "idempotency_key": f"filled-{match_id}-{seq}",
            "payload": payload,
            "status": APPLIED,
            "answer": json.loads(FLOOR_ANSWER),
            "created_at": now,
        }
        for seq, payload in enumerate(payloads, start=1)
    ]
    async with database.engine.begin() as conn:
        if rows:
            await conn.execute(insert(ReportRow.__table__), rows)  # type: ignore[attr-defined]
        await conn.execute(
            update(MatchRow.__table__)  # type: ignore[arg-type]
            .where(MatchRow.__table__.c.id == match_id)  # type: ignore[attr-defined]
            .values(version=reports)
        )
        await conn.execute(
            update(Game.__table__)  # type: ignore[arg-type]
            .where(Game.__table__.c.match_id == match_id)  # type: ignore[attr-defined]
            .values(state=state, first_player="alice")
        )


# -- concurrency -------------------------------------------------------------------------------


async def concurrent_reports(
    service: MatchService, *, channels: int, reports_each: int, first_channel: int = 500_000
) -> dict[str, Any]:
    """`channels` matches, one per channel, all reporting at once; each channel sends its
    reports one after another (as people in one channel do)."""
    ids = range(first_channel, first_channel + channels)
    starts = await asyncio.gather(*(start_match(service, c) for c in ids), return_exceptions=True)
    start_errors = sum(isinstance(s, BaseException) for s in starts)
    errors: dict[str, int] = {}
    latencies: list[float] = []

    async def channel(channel_id: int) -> None:
        reporter = Reporter(service, channel_id, "load")
        for _ in range(reports_each):
            try:
                latencies.append(await reporter.one())
            except Exception as error:  # counted, not raised: the figure is the error count
                kind = type(error).__name__
                errors[kind] = errors.get(kind, 0) + 1

    load_before = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    started, cpu_started = time.perf_counter(), time.process_time()
    await asyncio.gather(*(channel(c) for c in ids))
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu_started
    done = len(latencies)
    return {
        "channels": channels,
        "reports": done,
        "seconds": round(elapsed, 3),
        "reports_per_s": round(done / elapsed, 1) if elapsed else 0.0,
        # This process's CPU per report (all its threads): 1 / this is what one core could
        # do if the process had it to itself; the load average says how far it was from that.
        "cpu_ms_per_report": round(cpu / done * 1e3, 3) if done else None,
        "load_average": [
            None if load_before is None else round(load_before, 2),
            round(os.getloadavg()[0], 2) if hasattr(os, "getloadavg") else None,
        ],
        "errors": sum(errors.values()) + start_errors,
        "error_kinds": errors,
        "latency": stats_ms(latencies) if latencies else None,
    }


# -- one backend --------------------------------------------------------------------------------


async def measure(backend: Backend, sizes: Sizes, log: Callable[[str], None]) -> dict[str, Any]:
    """Every figure for one backend."""
    try:
        return await _measure(backend, sizes, log)
    finally:
        if backend.cleanup is not None:
            await backend.cleanup()


async def _measure(backend: Backend, sizes: Sizes, log: Callable[[str], None]) -> dict[str, Any]:
    log(f"[{backend.name}] setting up")
    empty_db = await backend.new_database("empty")
    history_db = await backend.new_database("history")
    floor = await backend.floor("floor", sizes.floor_reps)
    try:
        empty_service, history_service = MatchService(empty_db), MatchService(history_db)
        await start_match(empty_service, 1)
        started = time.perf_counter()
        await seed_history(
            history_db, matches=sizes.history_matches, reports_each=sizes.history_reports_each
        )
        history_match = await start_match(history_service, 1)
        await fill_game(history_db, history_match, sizes.game_reports)
        seeded = time.perf_counter() - started
        log(f"[{backend.name}] history seeded in {seeded:.1f}s; timing single reports")
        empty, history = Reporter(empty_service, 1, "empty"), Reporter(history_service, 1, "hist")
        await floor.batch(sizes.warmup)
        await empty.batch(sizes.warmup)
        await history.batch(sizes.warmup)
        statements = await statements_per_report(empty_db, empty)
        rounds = max(1, math.ceil(sizes.reps / sizes.batch))
        floor_batch = max(1, math.ceil(sizes.floor_reps / rounds))
        # Small batches in turn, the order rotating, so that load from anything else on the
        # machine falls on the three cases alike. Every few rounds each case gets a new
        # connection: aiosqlite runs each connection in its own thread, and where the OS
        # happens to schedule that thread would otherwise favour one case for the whole run.
        cases = [
            ("floor", floor, floor_batch),
            ("report", empty, sizes.batch),
            ("history", history, sizes.batch),
        ]
        samples: dict[str, list[float]] = {name: [] for name, _, _ in cases}
        cpu: dict[str, float] = dict.fromkeys(samples, 0.0)
        round_medians: dict[str, list[float]] = {name: [] for name in samples}
        for round_number in range(rounds):
            shift = round_number % len(cases)
            for name, runner, n in cases[shift:] + cases[:shift]:
                if round_number and round_number % sizes.reconnect_every == 0:
                    await runner.reconnect()
                cpu_started = time.process_time()
                batch = await runner.batch(n)
                cpu[name] += time.process_time() - cpu_started
                samples[name] += batch
                round_medians[name].append(statistics.median(batch))
    finally:
        await floor.close()
        await empty_db.close()
        await history_db.close()

    log(f"[{backend.name}] {sizes.channels} channels reporting concurrently")
    load_db = await backend.new_database("load")
    try:
        load = await concurrent_reports(
            MatchService(load_db), channels=sizes.channels, reports_each=sizes.reports_per_channel
        )
    finally:
        await load_db.close()

    log(f"[{backend.name}] every writing request's service time")
    requests_db = await backend.new_database("requests")
    try:
        requests = await request_figures.measure_requests(requests_db, rounds=sizes.request_rounds)
    finally:
        await requests_db.close()
    log(f"[{backend.name}] /match status and history, {sizes.read_large} vs {sizes.read_small}")
    small_db, large_db = await backend.new_database("small"), await backend.new_database("large")
    try:
        reads = await request_figures.measure_reads(
            small_db,
            large_db,
            seed_history,
            sizes=(sizes.read_small, sizes.read_large),
            rounds=sizes.read_rounds,
        )
    finally:
        await small_db.close()
        await large_db.close()

    floor_stats, empty_stats, history_stats = (
        {**stats_ms(samples[name]), "cpu_ms": round(cpu[name] / len(samples[name]) * 1e3, 4)}
        for name in ("floor", "report", "history")
    )
    return {
        "floor": floor_stats,
        "report": empty_stats,
        "report_vs_floor": round(empty_stats["median_ms"] / floor_stats["median_ms"], 2),
        "report_vs_floor_paired": paired_ratio(round_medians["report"], round_medians["floor"], 2),
        "report_vs_floor_cpu": round(empty_stats["cpu_ms"] / floor_stats["cpu_ms"], 2),
        "statements_per_report": statements,
        "history": {
            **history_stats,
            "finished_matches": sizes.history_matches,
            # already in the timed game when timing starts (it grows by `reps` meanwhile)
            "reports_in_game": sizes.game_reports + sizes.warmup,
        },
        "history_vs_empty": round(history_stats["median_ms"] / empty_stats["median_ms"], 3),
        "history_vs_empty_paired": paired_ratio(
            round_medians["history"], round_medians["report"], 3
        ),
        "concurrent": load,
        "requests": requests,
        "reads": reads,
    }


# -- machine and output -------------------------------------------------------------------------


def machine() -> dict[str, Any]:
    cpu = platform.processor() or "unknown"
    with contextlib.suppress(OSError):
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    ram = None
    with contextlib.suppress(OSError, ValueError, IndexError):
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal"):
                ram = round(int(line.split()[1]) / 1024 / 1024, 1)
    return {
        "nproc": os.cpu_count(),
        "cpu": cpu,
        "ram_gib": ram,
        "python": platform.python_version(),
        "sqlite": sqlite3.sqlite_version,
        "schema": SCHEMA_SOURCE,
        "load_average": round(os.getloadavg()[0], 2) if hasattr(os, "getloadavg") else None,
    }


def cpu_ticks() -> list[int] | None:
    """The machine's CPU time counters (/proc/stat: user nice system idle iowait irq softirq
    steal), to tell how much CPU the hypervisor took away during the run."""
    with contextlib.suppress(OSError, ValueError, IndexError):
        return [int(v) for v in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:9]]
    return None


def steal_share(before: list[int] | None, after: list[int] | None) -> float | None:
    if before is None or after is None:
        return None
    spent = [b - a for a, b in zip(before, after, strict=True)]
    total = sum(spent)
    return round(spent[7] / total, 3) if total else None


def check(figures: dict[str, Any]) -> dict[str, bool]:
    load = figures["concurrent"]
    return {
        "history_vs_empty": figures["history_vs_empty"] <= TARGETS["history_vs_empty"],
        "concurrent_reports_per_s": load["reports_per_s"] >= TARGETS["concurrent_reports_per_s"],
        "concurrent_errors": load["errors"] <= TARGETS["concurrent_errors"],
        # The robust verdicts (see benchmarks/request_figures.py): CPU time per operation on
        # SQLite, where the database works in this process; the paired estimate on
        # PostgreSQL, whose server's work CPU time here would leave out.
        **{f"read_{k}": ok for k, ok in request_figures.read_verdicts(figures["reads"]).items()},
    }


def table(results: dict[str, Any]) -> str:
    header = ("backend", "figure", "median", "p99", "cpu/op", "ratio / value", "target", "met")
    rows: list[tuple[str, ...]] = [header]

    def ms(stat: dict[str, Any]) -> tuple[str, str, str]:
        cpu = f"{stat['cpu_ms']:.3f} ms" if "cpu_ms" in stat else ""
        return f"{stat['median_ms']:.3f} ms", f"{stat['p99_ms']:.3f} ms", cpu

    for name, figures in results["backends"].items():
        met = {key: "yes" if ok else "NO" for key, ok in check(figures).items()}
        f, r, h, c = figures["floor"], figures["report"], figures["history"], figures["concurrent"]
        history = f"report, {h['finished_matches']} matches + {h['reports_in_game']} in game"
        rows += [
            (name, "floor: bare driver INSERT+COMMIT", *ms(f), "1.00x", "", ""),
            (
                name,
                f"report, empty db ({figures['statements_per_report']} statements)",
                *ms(r),
                f"{figures['report_vs_floor']:.2f}x floor "
                f"(paired {figures['report_vs_floor_paired']:.2f}x, "
                f"cpu {figures['report_vs_floor_cpu']:.2f}x)",
                "",
                "",
            ),
            (
                name,
                history,
                *ms(h),
                f"{figures['history_vs_empty']:.3f}x empty "
                f"(paired {figures['history_vs_empty_paired']:.3f}x)",
                "<= 1.25x",
                met["history_vs_empty"],
            ),
            (
                name,
                f"{c['channels']} channels at once: throughput",
                "",
                "",
                "",
                f"{c['reports_per_s']:.0f} reports/s ({c['cpu_ms_per_report']} ms CPU each, "
                f"load {c['load_average'][0]} -> {c['load_average'][1]})",
                ">= 500/s",
                met["concurrent_reports_per_s"],
            ),
            (
                name,
                f"{c['channels']} channels at once: errors",
                "",
                "",
                "",
                f"{c['errors']} of {c['reports']}",
                "0",
                met["concurrent_errors"],
            ),
        ]
        if c["latency"]:
            rows.append((name, "  one report's latency under that load", *ms(c["latency"]),
                         "", "", ""))  # fmt: skip
        rows += _request_rows(name, figures, met)
    if "discord" in results:
        rows += _discord_rows(results["discord"])
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip()
             for row in rows]  # fmt: skip
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


REQUEST_LABELS = {
    "start": "/match start",
    "plain": "plain report",
    "takes_out": "report that takes a player out (waits)",
    "confirm": "Confirm press",
    "ends_game": "report that ends a game",
}
READ_LABELS = {
    "status": "/match status",
    "history_channel": "/match history, channel",
    "history_guild": "/match history, guild",
}


def _ratio_text(f: dict[str, Any], of: str) -> str:
    return (
        f"{f['robust']:.2f}x{of} (wall {f['ratio']:.2f}x, paired {f['paired']:.2f}x, "
        f"cpu {f['cpu_ratio']:.2f}x)"
    )


def _request_rows(name: str, figures: dict[str, Any], met: dict[str, str]) -> list[tuple[str, ...]]:
    """Rows for benchmarks/request_figures.py's figures: each writing request's service time,
    and the reads' ratios under history."""
    rows: list[tuple[str, ...]] = []
    for key, label in REQUEST_LABELS.items():
        f = figures["requests"][key]
        rows.append((name, f"{label} ({f['statements']} statements)", f"{f['median_ms']:.3f} ms",
                     f"{f['p99_ms']:.3f} ms", f"{f['cpu_ms']:.3f} ms", "", "", ""))  # fmt: skip
    for key, label in READ_LABELS.items():
        f = figures["reads"][key]
        rows.append((name, f"{label}, more matches vs fewer", f"{f['median_ms']:.3f} ms", "",
                     f"{f['cpu_ms']:.3f} ms",
                     _ratio_text(f, ""),
                     f"<= {request_figures.HISTORY_TARGET}x", met[f"read_{key}"]))  # fmt: skip
    return rows


def _discord_rows(d: dict[str, Any]) -> list[tuple[str, ...]]:
    """benchmarks/discord_report.py's figures (SQLite)."""
    cpu = d["cpu_ms"]
    return [
        ("sqlite", "one report through discord.py (board redrawn)",
         f"{d['discord']['median_ms']:.3f} ms", f"{d['discord']['p99_ms']:.3f} ms",
         f"{cpu['discord']:.3f} ms",
         f"{d['cpu_ratio']:.2f}x service alone (paired {d['paired_cpu_ratio']:.2f}x, "
         f"wall {d['ratio']:.2f}x)", "", ""),
        ("sqlite", "  the same report through MatchService alone",
         f"{d['service']['median_ms']:.3f} ms", f"{d['service']['p99_ms']:.3f} ms",
         f"{cpu['service']:.3f} ms", "1.00x", "", ""),
        ("sqlite", "  discord.py's floor: a constant answer, no database",
         f"{d['discord_floor']['median_ms']:.3f} ms", f"{d['discord_floor']['p99_ms']:.3f} ms",
         f"{cpu['floor']:.3f} ms", f"{d['floor_cpu_ratio']:.2f}x service alone", "", ""),
        ("sqlite", "  the same report in German (server and client)",
         f"{d['german']['median_ms']:.3f} ms", f"{d['german']['p99_ms']:.3f} ms",
         f"{cpu['german']:.3f} ms", f"{d['german_cpu_cost']:+.1%} CPU vs English",
         f"<= +{d['target_locale_cost']:.0%}",
         "met" if d["german_cpu_cost"] <= d["target_locale_cost"] else "MISSED"),
    ]  # fmt: skip


@contextlib.asynccontextmanager
async def postgres_server(start: bool) -> AsyncIterator[Any]:
    """The PostgreSQL server to measure: DATABASE_URL's, a throwaway one, or None."""
    url = os.environ.get("DATABASE_URL", "")
    if url.startswith("postgres") and not start:
        from tests.support.postgres import server_from_url

        yield server_from_url(url)
    elif start:
        from tests.support.postgres import start_postgres

        server = await asyncio.to_thread(start_postgres)
        try:
            yield server
        finally:
            await asyncio.to_thread(server.stop)
    else:
        yield None


async def postgres_version(server: Any) -> str:
    conn = await asyncpg.connect(server.dsn)
    try:
        return str(await conn.fetchval("SHOW server_version"))
    finally:
        await conn.close()


async def run(
    sizes: Sizes,
    *,
    start_postgres: bool = False,
    sqlite: bool = True,
    log: Callable[[str], None] = lambda _: None,
) -> dict[str, Any]:
    results: dict[str, Any] = {
        "machine": machine(),
        "sizes": sizes.__dict__,
        "targets": TARGETS,
        "backends": {},
    }
    if sqlite:
        with tempfile.TemporaryDirectory(prefix="arbiter-bench-") as workdir:
            results["backends"]["sqlite"] = await measure(sqlite_backend(Path(workdir)), sizes, log)
        log("[sqlite] one report through discord.py against the service alone")
        results["discord"] = await discord_report.measure(
            sizes.discord_reps, batch=25, warmup=sizes.warmup
        )
    async with postgres_server(start_postgres) as server:
        if server is not None:
            results["machine"]["postgresql"] = await postgres_version(server)
            results["backends"]["postgresql"] = await measure(postgres_backend(server), sizes, log)
    for name, figures in results["backends"].items():
        request_figures.choose_verdicts(figures, cpu=name == "sqlite")
        figures["targets_met"] = check(figures)
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    parser.add_argument("--tiny", action="store_true", help="a few seconds; figures meaningless")
    parser.add_argument(
        "--postgres", action="store_true", help="start a throwaway PostgreSQL server too"
    )
    parser.add_argument("--no-sqlite", action="store_true", help="PostgreSQL only")
    parser.add_argument("--reps", type=int, help="reports timed per single-report case")
    parser.add_argument("--channels", type=int, help="matches reporting at once")
    args = parser.parse_args(argv)
    sizes = TINY if args.tiny else QUICK if args.quick else FULL
    if args.reps:
        sizes = replace(sizes, reps=args.reps, floor_reps=max(args.reps, sizes.floor_reps))
    if args.channels:
        sizes = replace(sizes, channels=args.channels)

    def log(message: str) -> None:
        print(message, file=sys.stderr, flush=True)

    started, ticks = time.perf_counter(), cpu_ticks()
    results = asyncio.run(
        run(sizes, start_postgres=args.postgres, sqlite=not args.no_sqlite, log=log)
    )
    results["seconds"] = round(time.perf_counter() - started, 1)
    if hasattr(os, "getloadavg"):
        results["machine"]["load_average_after"] = round(os.getloadavg()[0], 2)
    # Share of the machine's CPU time the hypervisor gave to other guests meanwhile.
    results["machine"]["steal"] = steal_share(ticks, cpu_ticks())
    if args.json:
        print(json.dumps(results, indent=2))
    else:
        m = results["machine"]
        print(
            f"{m['nproc']} CPUs ({m['cpu']}), {m['ram_gib']} GiB, Python {m['python']}, "
            f"SQLite {m['sqlite']}"
            + (f", PostgreSQL {m['postgresql']}" if "postgresql" in m else "")
            + f"; schema via {m['schema']}; {results['seconds']}s; load average "
            + f"{m.get('load_average')} -> {m.get('load_average_after')}; steal {m['steal']}"
        )
        print(table(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
