"""/match history and /match status read a bounded amount however long the history is:
the newest matches down an index (tests/test_migrations.py checks the plans), with the
players' names from the match rows, not one roster query per match (benchmarks/run.py
measures 50,000 stored matches against 1,000)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy import event

from bot.app.match import MatchService
from bot.store.database import Database
from tests.matches_helpers import (
    ALICE,
    BOB,
    CAROL,
    CHANNEL,
    GUILD,
    OTHER_CHANNEL,
    alice,
    carol,
    concede,
    report,
    start,
)


@contextmanager
def statements(database: Database) -> Iterator[list[str]]:
    seen: list[str] = []

    def count(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        if statement.split(None, 1)[0].upper() not in ("BEGIN", "COMMIT", "ROLLBACK"):
            seen.append(statement)

    event.listen(database.engine.sync_engine, "before_cursor_execute", count)
    try:
        yield seen
    finally:
        event.remove(database.engine.sync_engine, "before_cursor_execute", count)


async def _finished(service: MatchService, channel_id: int, players: tuple[int, int]) -> int:
    first = alice if players[0] == ALICE else carol
    view = await start(service, channel_id=channel_id, players=players, best_of=1, actor=first)
    await report(service, first, concede(players[0]), channel_id=channel_id)
    return view.id


async def test_history_is_one_query_and_newest_first(database: Database) -> None:
    writer = MatchService(database)
    ids = [await _finished(writer, CHANNEL, (ALICE, BOB)) for _ in range(6)]
    other = await _finished(writer, OTHER_CHANNEL, (CAROL, BOB))

    reader = MatchService(database)  # nothing kept in memory from the writes
    with statements(database) as sent:
        channel = await reader.history(guild_id=GUILD, channel_id=CHANNEL, limit=50)
    assert len(sent) == 1, sent
    assert [m.id for m in channel] == ids[::-1]
    assert all(m.players == ("alice", "bob") and m.status == "finished" for m in channel)
    assert channel[0].result is not None and channel[0].result.winners == ("bob",)

    with statements(database) as sent:
        guild = await reader.history(guild_id=GUILD, limit=3)
    assert len(sent) == 1, sent
    assert [m.id for m in guild] == [other, ids[-1], ids[-2]]
    assert guild[0].players == ("carol", "bob")


async def test_status_finds_the_active_match_else_the_latest(database: Database) -> None:
    service = MatchService(database)
    ids = [await _finished(service, CHANNEL, (ALICE, BOB)) for _ in range(3)]
    assert (await service.status(channel_id=CHANNEL)).id == ids[-1]
    active = await start(service, channel_id=CHANNEL)
    await _finished(service, OTHER_CHANNEL, (CAROL, BOB))  # a newer match elsewhere
    view = await service.status(channel_id=CHANNEL)
    assert view.id == active.id and view.status == "active"
