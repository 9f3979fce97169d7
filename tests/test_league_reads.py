"""`/league standings` reads one league's rows down indexes, in a fixed number of statements,
however many other leagues and matches are stored (benchmarks/league_service.py measures it).

Plan and statement-count properties only; no time is asserted.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import event

from benchmarks.league import swiss_league
from benchmarks.league_service import seed_league
from bot.app.league.service import LeagueService
from bot.app.match import MatchService
from bot.store.database import Database

ASKED, OTHER = 30_000_000, 30_000_001


async def _two_leagues(database: Database, others: int = 1) -> LeagueService:
    """The league asked about and `others` other leagues of the same size, with fresh
    planner statistics (as production has after its own ANALYZE runs)."""
    league = swiss_league(8, 3, seed=1)
    next_id = 1
    for n in range(others):
        next_id = await seed_league(database, league, channel_id=OTHER + n, first_match_id=next_id)
    await seed_league(database, league, channel_id=ASKED, first_match_id=next_id)
    async with database.engine.begin() as conn:
        await conn.exec_driver_sql("ANALYZE")
    return LeagueService(database, MatchService(database))


async def _statements(service: LeagueService) -> list[tuple[str, Any]]:
    seen: list[tuple[str, Any]] = []

    def record(_conn: Any, _cursor: Any, statement: str, parameters: Any, *_: Any) -> None:
        seen.append((statement, parameters))

    engine = service.db.engine.sync_engine
    event.listen(engine, "before_cursor_execute", record)
    try:
        await service.standings(channel_id=ASKED)
    finally:
        event.remove(engine, "before_cursor_execute", record)
    return seen


async def test_standings_run_the_same_statements_however_many_leagues(
    database: Database,
) -> None:
    service = await _two_leagues(database, others=3)
    before = len(await _statements(service))
    assert len(await service.standings(channel_id=ASKED)) == 8
    await seed_league(
        database, swiss_league(8, 3, seed=2), channel_id=OTHER + 10, first_match_id=1_000
    )
    # No statement per match or player (the seventh: the league's playoff, by its key).
    assert len(await _statements(service)) == before <= 9


async def test_standings_read_every_table_down_an_index(sqlite_database: Database) -> None:
    """No statement of `/league standings` scans a table: each reads only this league's rows,
    so its cost does not grow with other leagues' players, rounds, pairings or matches."""
    service = await _two_leagues(sqlite_database)
    statements = await _statements(service)
    plans = []
    async with sqlite_database.engine.connect() as conn:
        for statement, parameters in statements:
            if not statement.lstrip().upper().startswith("SELECT"):
                continue
            rows = await conn.exec_driver_sql("EXPLAIN QUERY PLAN " + statement, parameters)
            plans.append((statement.split("FROM")[1].split()[0], [row[-1] for row in rows]))
    assert len(plans) == 9  # with the penalties (0016), awarded byes (0017) and swaps (0018)
    for table, plan in plans:
        assert not any(step.startswith("SCAN") for step in plan), (table, plan)
