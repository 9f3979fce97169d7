"""The SQLite connection the app writes through (bot/store/database.py): its statements run
on the connection's thread, so a write that waits for another process's lock does not hold up
the rest of the bot."""

from __future__ import annotations

import asyncio
import sqlite3

from sqlalchemy.engine import make_url

from bot.app.match import Actor, MatchService, PlayerSpec
from bot.store.database import Database

ALICE, BOB = 1301, 1302
CHANNEL = 9301


async def _start(service: MatchService) -> None:
    await service.start_match(
        guild_id=1,
        channel_id=CHANNEL,
        system="magic",
        players=[PlayerSpec(ALICE, "alice"), PlayerSpec(BOB, "bob")],
        actor=Actor(ALICE),
        starting_life=1000,
    )


async def _report(service: MatchService, key: str) -> str:
    answer = await service.report(
        channel_id=CHANNEL,
        actor=Actor(ALICE),
        events=[{"event": "life", "player": ALICE, "delta": -1}],
        idempotency_key=key,
    )
    return answer.status


async def test_a_report_waiting_for_another_process_lock_leaves_the_bot_running(
    sqlite_database: Database,
) -> None:
    service = MatchService(sqlite_database)
    await _start(service)
    path = make_url(sqlite_database.url).database
    assert path is not None
    other = sqlite3.connect(path, isolation_level=None)  # another process's writer
    other.execute("BEGIN IMMEDIATE")
    loop = asyncio.get_running_loop()
    try:
        report = asyncio.create_task(_report(service, "while-locked"))
        # The event loop keeps running other work meanwhile: no pause anywhere near the
        # busy timeout (30 s), nor even Discord's 3 seconds to answer an interaction.
        pauses = []
        for _ in range(20):
            before = loop.time()
            await asyncio.sleep(0.01)
            pauses.append(loop.time() - before)
        assert max(pauses) < 2.5
        assert not report.done()  # it waits for the lock, in the connection's thread
    finally:
        other.execute("COMMIT")
        other.close()
    assert await report == "applied"
    life = (await service.status(channel_id=CHANNEL)).players[0].life
    assert life == 999
