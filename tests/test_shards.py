"""Eight bot processes (shards) on one PostgreSQL server with a default server's 100
connections, 60 channels each with a match going at once, 16 requests in flight per
process (twice its pool, so every pool is exhausted): no request fails.

Each process uses the default pool settings (DATABASE_POOL_SIZE, DATABASE_MAX_OVERFLOW), so
together they hold at most 8 x 8 = 64 connections.

One Python process imports the bot, then forks the eight shards (tests/support/forked.py):
each is a process of its own, with its own event loop, engine and pool made after the fork,
as a shard started on its own would have; the imports are paid once instead of eight times.

How many channels (measured, sampling each shard's requests in flight every few ms): with
60, more requests than the pool's 8 connections were in flight in every shard for 89-92% of
its run (the rest: the ends of its two phases, as its last 16 requests finish), and the
eight runs overlapped for 83-94% of the time from the first start to the last end; with 150,
96%, at 2.5 times the CPU (15 s against 6 s). Fewer channels spend a larger share of the run
in those ends.
"""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import func, select

from bot.store.database import Database
from bot.store.migrate import upgrade
from bot.store.tables.matches import FINISHED, MatchRow, ReportRow
from tests.support.postgres import PostgresServer, start_postgres

ROOT = Path(__file__).resolve().parent.parent
PROCESSES = 8
CHANNELS = 60  # enough to keep every pool exhausted (the figures above); 500 took 10x as long

SHARDS = """
import asyncio, dataclasses, json, sys
from bot.store.database import Database
from bot.app.match import Actor, MatchService, PlayerSpec
from tests.support.forked import together

URL, PROCESSES, CHANNELS = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
IN_FLIGHT = 16
ALICE, BOB = 1, 2
alice = Actor(ALICE)

async def start(service, shard, channel_id, errors, in_flight):
    try:
        async with in_flight:
            await service.start_match(
                guild_id=shard + 1, channel_id=channel_id, system="magic", best_of=1,
                players=[PlayerSpec(ALICE, "alice"), PlayerSpec(BOB, "bob")], actor=alice,
            )
    except Exception as error:
        errors.append(f"{channel_id}: {type(error).__name__}: {error}")

async def play(service, channel_id, errors, in_flight):
    try:
        for n, event in enumerate((
            {"event": "life", "player": BOB, "delta": -3},   # the fast path
            {"event": "concede", "player": ALICE},           # the full path: the match ends
        )):
            async with in_flight:
                await service.report(
                    channel_id=channel_id, actor=alice, events=[event],
                    idempotency_key=f"{channel_id}-{n}",
                )
    except Exception as error:
        errors.append(f"{channel_id}: {type(error).__name__}: {error}")

async def shard_main(shard):
    database = Database(URL)
    service = MatchService(database)
    errors = []
    try:
        base = (shard + 1) * 1_000_000
        channels = range(base, base + CHANNELS)
        # Interactions in flight in this process at a time: twice its connections. (A burst
        # far beyond what the pool serves within its 30 s timeout fails when the machine is
        # as loaded as the shared one this was written on.)
        in_flight = asyncio.Semaphore(IN_FLIGHT)
        # Every channel gets a match going, then every match is played to its end.
        await asyncio.gather(*(start(service, shard, c, errors, in_flight) for c in channels))
        await asyncio.gather(*(play(service, c, errors, in_flight) for c in channels))
        return {"shard": shard, "errors": errors[:5], "failed": len(errors),
                "locks": len(service.unit.locks)}
    finally:
        await database.close()

# The shards: forked once the bot is imported, each its own process from there on.
shards = together(PROCESSES, lambda shard: asyncio.run(shard_main(shard)))
print(json.dumps([dataclasses.asdict(shard) for shard in shards]))
"""


@pytest.fixture(scope="module")
def default_server() -> Iterator[PostgresServer]:
    """A server of its own (max_connections 100, as a default one), so that connections the
    rest of the suite keeps open do not count against the shards'."""
    server = start_postgres()
    try:
        yield server
    finally:
        server.stop()


async def test_eight_processes_on_one_default_server(default_server: PostgresServer) -> None:
    url = default_server.create_database("shards")
    database = Database(url)
    try:
        await upgrade(database)
        async with database.engine.connect() as conn:
            slots = (await conn.exec_driver_sql("SHOW max_connections")).scalar_one()
        assert slots == "100"
        await database.engine.dispose()

        process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-c",
            SHARDS,
            url,
            str(PROCESSES),
            str(CHANNELS),
            cwd=ROOT,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        out, err = await process.communicate()
        assert process.returncode == 0, err.decode()[-2000:]
        shards = json.loads(out)
        assert len(shards) == PROCESSES
        for shard in shards:
            assert shard["status"] == 0, shard["output"][-2000:]
            assert shard["result"]["failed"] == 0, shard["result"]["errors"]
            # Every match finished: no channel lock, roster or live match is left behind.
            assert shard["result"]["locks"] == 0

        async with database.transaction() as session:
            finished = await session.scalar(
                select(func.count()).select_from(MatchRow).where(MatchRow.status == FINISHED)
            )
            reports = await session.scalar(select(func.count()).select_from(ReportRow))
        assert finished == PROCESSES * CHANNELS
        assert reports == PROCESSES * CHANNELS * 2
    finally:
        await database.close()
