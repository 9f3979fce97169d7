"""/leaderboard and /rating read down indexes: no statement scans a table, so their cost does
not grow with the number of rated matches (benchmarks/ratings.py measures it)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import event

from benchmarks.ratings import GUILD, fill
from bot.core.ratings import Format
from bot.store.database import Database


async def test_the_leaderboard_and_a_players_ratings_read_down_indexes(
    sqlite_database: Database,
) -> None:
    ratings = await fill(sqlite_database, 200, 30)
    seen: list[tuple[str, Any]] = []

    def record(_conn: Any, _cursor: Any, statement: str, parameters: Any, *_: Any) -> None:
        seen.append((statement, parameters))

    engine = sqlite_database.engine.sync_engine
    event.listen(engine, "before_cursor_execute", record)
    try:
        board = await ratings.leaderboard(
            guild_id=GUILD, system="magic", ladder_format=Format.DUEL, season=None, page=2
        )
        views = await ratings.player(guild_id=GUILD, user_id=10_003, name="player3", system=None)
    finally:
        event.remove(engine, "before_cursor_execute", record)
    assert board.lines and views and all(v.recent for v in views)
    plans = []
    async with sqlite_database.engine.connect() as conn:
        for statement, parameters in seen:
            if statement.lstrip().upper().startswith("SELECT"):
                rows = await conn.exec_driver_sql("EXPLAIN QUERY PLAN " + statement, parameters)
                plans.append((statement, [row[-1] for row in rows]))
    assert plans
    for statement, plan in plans:
        assert not any(step.startswith("SCAN") for step in plan), (statement, plan)
