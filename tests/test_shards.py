"""Eight bot processes (shards) on one PostgreSQL server with a default server's 100
connections, 150 channels each with a match going at once, 16 requests in flight per
process (twice its pool, so every pool is exhausted throughout): no request fails.

Each process uses the default pool settings (DATABASE_POOL_SIZE, DATABASE_MAX_OVERFLOW), so
together they hold at most 8 x 8 = 64 connections.
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
CHANNELS = 150  # enough to keep every pool full for the whole run; 500 took 4x as long

SHARD = """
import asyncio, json, sys
from bot.store.database import Database
from bot.app.match import Actor, MatchService, PlayerSpec

URL, SHARD, CHANNELS = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
IN_FLIGHT = 16
ALICE, BOB = 1, 2
alice = Actor(ALICE)

async def start(service, channel_id, errors, in_flight):
    try:
        async with in_flight:
            await service.start_match(
                guild_id=SHARD + 1, channel_id=channel_id, system="magic", best_of=1,
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

async def main():
    database = Database(URL)
    service = MatchService(database)
    errors = []
    try:
        print("ready", flush=True)
        sys.stdin.readline()  # all processes go at once
        base = (SHARD + 1) * 1_000_000
        channels = range(base, base + CHANNELS)
        # Interactions in flight in this process at a time: twice its connections. (A burst
        # far beyond what the pool serves within its 30 s timeout fails when the machine is
        # as loaded as the shared one this was written on.)
        in_flight = asyncio.Semaphore(IN_FLIGHT)
        # Every channel gets a match going, then every match is played to its end.
        await asyncio.gather(*(start(service, c, errors, in_flight) for c in channels))
        await asyncio.gather(*(play(service, c, errors, in_flight) for c in channels))
        print(json.dumps({"errors": errors[:5], "failed": len(errors),
                          "locks": len(service.unit.locks)}), flush=True)
    finally:
        await database.close()

asyncio.run(main())
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

        shards = [
            await asyncio.create_subprocess_exec(
                sys.executable,
                "-c",
                SHARD,
                url,
                str(shard),
                str(CHANNELS),
                cwd=ROOT,
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.PIPE,
            )
            for shard in range(PROCESSES)
        ]
        for shard in shards:
            assert shard.stdout is not None
            assert await shard.stdout.readline() == b"ready\n"
        for shard in shards:
            assert shard.stdin is not None
            shard.stdin.write(b"go\n")
        outputs = await asyncio.gather(*(shard.communicate() for shard in shards))

        for shard, (out, err) in zip(shards, outputs, strict=True):
            assert shard.returncode == 0, err.decode()[-2000:]
            result = json.loads(out.decode().strip().splitlines()[-1])
            assert result["failed"] == 0, result["errors"]
            # Every match finished: no channel lock, roster or live match is left behind.
            assert result["locks"] == 0

        async with database.transaction() as session:
            finished = await session.scalar(
                select(func.count()).select_from(MatchRow).where(MatchRow.status == FINISHED)
            )
            reports = await session.scalar(select(func.count()).select_from(ReportRow))
        assert finished == PROCESSES * CHANNELS
        assert reports == PROCESSES * CHANNELS * 2
    finally:
        await database.close()
