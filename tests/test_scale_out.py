"""Many channels and many processes on one database: what a process holds stays bounded.

A bot process keeps per-channel locks and the rosters of its matches in memory, and holds
PostgreSQL connections. Locks must not outlive their requests, the rosters kept are bounded, a
process must never hold more connections than its pool settings allow, and a lost connection
must not fail the next request.
"""

from __future__ import annotations

import asyncio

import pytest
from sqlalchemy import text

from bot.app.match import MatchService
from bot.store import matches as store
from bot.store.database import Database
from tests.matches_helpers import ALICE, BOB, GUILD, alice, concede, key, report, start

CHANNELS = 30


async def _play_to_the_end(service: MatchService, channel_id: int) -> None:
    await start(service, channel_id=channel_id, best_of=1, starting_life=20)
    await report(
        service, alice, {"event": "life", "player": BOB, "delta": -3}, channel_id=channel_id
    )
    answer = await report(service, alice, concede(ALICE), channel_id=channel_id)
    assert answer.match.status == "finished"


async def test_what_a_process_keeps_in_memory_stays_bounded(
    database: Database, service: MatchService, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(store, "ROSTERS_KEPT", 10)
    await asyncio.gather(*(_play_to_the_end(service, 100 + n) for n in range(CHANNELS)))
    for n in range(CHANNELS):
        await service.status(channel_id=100 + n)
    await service.history(guild_id=GUILD, channel_id=100, limit=50)
    assert len(service.unit.locks) == 0
    assert len(service.unit.store.rosters) == 10


async def _connections(database: Database) -> int:
    """Connections to this database, besides the one asking."""
    async with database.engine.connect() as conn:
        found = await conn.execute(
            text(
                "SELECT count(*) FROM pg_stat_activity "
                "WHERE datname = current_database() AND pid <> pg_backend_pid()"
            )
        )
        return int(found.scalar_one())


async def test_a_process_keeps_to_its_connection_budget(
    postgres_database: Database,
) -> None:
    await postgres_database.engine.dispose()
    before = await _connections(postgres_database)
    await postgres_database.engine.dispose()
    small = Database(postgres_database.url, pool_size=1, max_overflow=1)
    service = MatchService(small)
    try:
        channels = range(200, 220)
        await asyncio.gather(*(start(service, channel_id=c, starting_life=100) for c in channels))

        async def reports(channel_id: int) -> None:
            for _ in range(3):
                await report(
                    service,
                    alice,
                    {"event": "life", "player": BOB, "delta": -1},
                    channel_id=channel_id,
                )

        await asyncio.gather(*(reports(c) for c in channels))
        # The pool keeps what it opened: at most pool_size + max_overflow, and since the
        # overflow is closed on return, the pool's one.
        assert await _connections(postgres_database) - before <= 2
    finally:
        await small.close()


async def _terminate_others(database: Database) -> None:
    async with database.engine.begin() as conn:
        await conn.execute(
            text(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                "WHERE datname = current_database() AND pid <> pg_backend_pid()"
            )
        )
    await database.engine.dispose()


async def test_a_lost_connection_does_not_fail_the_next_write(
    postgres_database: Database,
) -> None:
    # Connections are not pinged on each checkout: a write that finds its connection gone
    # runs again on a fresh one.
    database = Database(postgres_database.url, idle_ping_after=3600)
    service = MatchService(database)
    try:
        await start(service, starting_life=20)
        await report(service, alice, {"event": "life", "player": BOB, "delta": -1})
        await _terminate_others(postgres_database)
        answer = await report(service, alice, {"event": "life", "player": BOB, "delta": -1})
        assert answer.match.player("bob").life == 18
        answer = await report(service, alice, {"event": "life", "player": BOB, "delta": -1})
        assert answer.match.player("bob").life == 17
    finally:
        await database.close()


async def test_a_connection_idle_in_the_pool_is_checked_before_a_read(
    postgres_database: Database,
) -> None:
    # Reads are not run again: a connection that sat idle is pinged before use instead.
    database = Database(postgres_database.url, idle_ping_after=0.0)
    service = MatchService(database)
    try:
        await start(service, starting_life=20)
        await _terminate_others(postgres_database)
        assert (await service.status(channel_id=8001)).player("alice").life == 20
        assert len(await service.history(guild_id=GUILD, channel_id=8001)) == 1
        answer = await service.report(
            channel_id=8001,
            actor=alice,
            events=[{"event": "life", "player": BOB, "delta": -1}],
            idempotency_key=key(),
        )
        assert answer.match.player("bob").life == 19
    finally:
        await database.close()
