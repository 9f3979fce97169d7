"""Benchmark of ratings on a real database: a ladder's full recomputation, and the reads.

    python benchmarks/ratings.py              # SQLite (aiosqlite)
    python benchmarks/ratings.py --postgres   # also a throwaway PostgreSQL server
    python benchmarks/ratings.py --json       # the same figures as JSON

Finished matches of one server are stored (bulk core INSERTs into the match tables: duels and
four-player pods among a fixed pool of players, finished one minute apart), then:

* recompute: `RatingService.recompute` of a duel ladder of 10,000 matches (what an /undo or a
  judge's league fix sets off in the background): wall time, CPU time, CPU per match;
* reads: `RatingService.leaderboard` (page 1 and page 5) and `RatingService.player` (what
  /leaderboard and /rating call) on (a) a server with 1,000 rated matches and (b) one with
  50,000, among the same 100 players (so everyone is qualified in both, and each read does
  the same work: what may differ is only what the number of matches costs). Median wall and
  CPU time of each, and (b)/(a). The two cases are measured in turn within each round, so
  load from elsewhere hits both alike.

Targets: the reads at 50,000 within 1.25x of 1,000 (indexes, no recomputation on read).
Nothing asserts a time.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # `python benchmarks/ratings.py` from anywhere
    sys.path.insert(0, str(ROOT))

from sqlalchemy import insert  # noqa: E402

from benchmarks import run as bench  # noqa: E402
from bot.app.ratings import LadderKey, RatingService  # noqa: E402
from bot.core.ratings import Format  # noqa: E402
from bot.store.database import Database  # noqa: E402
from bot.store.tables.matches import FINISHED, MatchPlayer, MatchRow  # noqa: E402

RATIO_TARGET = 1.25
GUILD = 1


@dataclass(frozen=True)
class Sizes:
    recompute_matches: int
    small: int  # rated matches in (a)
    large: int  # rated matches in (b)
    players: int
    runs: int
    batch: int


FULL = Sizes(recompute_matches=10_000, small=1_000, large=50_000, players=100, runs=15, batch=5)
QUICK = Sizes(recompute_matches=10_000, small=1_000, large=50_000, players=100, runs=5, batch=3)
TINY = Sizes(recompute_matches=60, small=20, large=100, players=12, runs=2, batch=1)


async def seed(database: Database, matches: int, players: int, *, pods: bool) -> None:
    """`matches` finished matches of GUILD among `players` (every fifth a pod when `pods`)."""
    rng = random.Random(matches)
    start = datetime(2026, 1, 1, tzinfo=UTC)
    match_rows: list[dict[str, Any]] = []
    seat_rows: list[dict[str, Any]] = []
    for n in range(1, matches + 1):
        size = 4 if pods and n % 5 == 0 else 2
        seated = rng.sample(range(players), size)
        names = [f"player{p}" for p in seated]
        winner = rng.randrange(size) if rng.random() > 0.1 else None
        wins = [0] * size
        if winner is not None:
            wins[winner] = 1
        match_rows.append(
            {
                "id": n,
                "guild_id": GUILD,
                "channel_id": 1_000_000 + n,
                "system": "magic",
                "variant": "commander" if size > 2 else None,
                "best_of": 1,
                "setup": {"system": "magic", "players": names},
                "status": FINISHED,
                "current_game": 1,
                "version": 1,
                "started_by": 1,
                "wins": wins,
                "draws": 0 if winner is not None else 1,
                "result": {
                    "winner_side": winner,
                    "winners": [names[winner]] if winner is not None else [],
                    "reason": "games",
                },
                "created_at": start + timedelta(minutes=n),
                "finished_at": start + timedelta(minutes=n, seconds=30),
            }
        )
        seat_rows += [
            {"match_id": n, "seat": i + 1, "name": name, "user_id": 10_000 + p, "team": i}
            for i, (name, p) in enumerate(zip(names, seated, strict=True))
        ]
    async with database.engine.begin() as conn:
        for first in range(0, len(match_rows), 2_000):
            await conn.execute(insert(MatchRow.__table__), match_rows[first : first + 2_000])  # type: ignore[attr-defined]
        for first in range(0, len(seat_rows), 4_000):
            await conn.execute(insert(MatchPlayer.__table__), seat_rows[first : first + 4_000])  # type: ignore[attr-defined]
    if database.dialect == "postgresql":
        async with database.engine.begin() as conn:
            await conn.exec_driver_sql(
                "SELECT setval(pg_get_serial_sequence('match', 'id'), (SELECT max(id) FROM match))"
            )


async def fill(database: Database, matches: int, players: int) -> RatingService:
    await seed(database, matches, players, pods=True)
    ratings = RatingService(database)
    for fmt in Format:
        await ratings.recompute(LadderKey(GUILD, "magic", fmt))
    async with database.engine.begin() as conn:  # fresh planner statistics, as in production
        await conn.exec_driver_sql("ANALYZE")
    return ratings


def _ms(seconds: float) -> float:
    return round(seconds * 1000, 3)


async def measure_recompute(backend: bench.Backend, sizes: Sizes) -> dict[str, Any]:
    database = await backend.new_database("ratings_recompute")
    try:
        await seed(database, sizes.recompute_matches, sizes.players, pods=False)
        ratings = RatingService(database)
        key = LadderKey(GUILD, "magic", Format.DUEL)
        wall, cpu = time.perf_counter(), time.process_time()
        rated = await ratings.recompute(key)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        return {
            "matches": rated,
            "wall_s": round(wall, 2),
            "cpu_s": round(cpu, 2),
            "cpu_per_match_ms": round(cpu / rated * 1000, 3),
        }
    finally:
        await database.close()


async def measure_reads(backend: bench.Backend, sizes: Sizes) -> dict[str, Any]:
    small_db = await backend.new_database("ratings_small")
    large_db = await backend.new_database("ratings_large")
    try:
        small = await fill(small_db, sizes.small, sizes.players)
        large = await fill(large_db, sizes.large, sizes.players)

        def calls(ratings: RatingService) -> dict[str, Any]:
            return {
                "leaderboard": lambda: ratings.leaderboard(
                    guild_id=GUILD, system="magic", ladder_format=Format.DUEL, season=None, page=1
                ),
                "leaderboard_page_5": lambda: ratings.leaderboard(
                    guild_id=GUILD, system="magic", ladder_format=Format.DUEL, season=None, page=5
                ),
                "rating": lambda: ratings.player(
                    guild_id=GUILD, user_id=10_007, name="player7", system=None
                ),
            }

        cases = {"small": calls(small), "large": calls(large)}
        times: dict[str, dict[str, list[tuple[float, float]]]] = {
            case: {name: [] for name in cases[case]} for case in cases
        }
        for case in cases:  # warm up: connections, statement caches
            for call in cases[case].values():
                await call()
        for _ in range(sizes.runs):
            for name in cases["small"]:
                for case in ("small", "large"):
                    wall, cpu = time.perf_counter(), time.process_time()
                    for _ in range(sizes.batch):
                        await cases[case][name]()
                    times[case][name].append(
                        (
                            (time.perf_counter() - wall) / sizes.batch,
                            (time.process_time() - cpu) / sizes.batch,
                        )
                    )
        out: dict[str, Any] = {}
        for name in cases["small"]:
            small_wall = statistics.median(w for w, _ in times["small"][name])
            large_wall = statistics.median(w for w, _ in times["large"][name])
            small_cpu = statistics.median(c for _, c in times["small"][name])
            large_cpu = statistics.median(c for _, c in times["large"][name])
            out[name] = {
                "small_ms": _ms(small_wall),
                "large_ms": _ms(large_wall),
                "small_cpu_ms": _ms(small_cpu),
                "large_cpu_ms": _ms(large_cpu),
                "ratio": round(large_wall / small_wall, 2),
                "cpu_ratio": round(large_cpu / small_cpu, 2) if small_cpu else None,
            }
            out[name]["met"] = min(out[name]["ratio"], out[name]["cpu_ratio"] or 99) <= (
                RATIO_TARGET
            )
        return out
    finally:
        await small_db.close()
        await large_db.close()


async def run(sizes: Sizes, *, start_postgres: bool = False) -> dict[str, Any]:
    results: dict[str, Any] = {"machine": bench.machine(), "sizes": sizes.__dict__, "backends": {}}
    with tempfile.TemporaryDirectory(prefix="arbiter-ratings-bench-") as workdir:
        backend = bench.sqlite_backend(Path(workdir))
        results["backends"]["sqlite"] = {
            "recompute": await measure_recompute(backend, sizes),
            "reads": await measure_reads(backend, sizes),
        }
    async with bench.postgres_server(start_postgres) as server:
        if server is not None:
            backend = bench.postgres_backend(server)
            try:
                results["backends"]["postgresql"] = {
                    "recompute": await measure_recompute(backend, sizes),
                    "reads": await measure_reads(backend, sizes),
                }
            finally:
                if backend.cleanup is not None:
                    await backend.cleanup()
    return results


def table(results: dict[str, Any]) -> str:
    sizes = results["sizes"]
    rows = [
        f"Full recomputation of a {sizes['recompute_matches']:,}-match duel ladder:",
        "",
        "| backend | wall | CPU | CPU per match |",
        "|---|---|---|---|",
    ]
    for name, figures in results["backends"].items():
        r = figures["recompute"]
        rows.append(f"| {name} | {r['wall_s']} s | {r['cpu_s']} s | {r['cpu_per_match_ms']} ms |")
    rows += [
        "",
        f"Reads at {sizes['small']:,} and {sizes['large']:,} rated matches "
        f"({sizes['players']} players):",
        "",
        "| backend | read | (a) median / CPU | (b) median / CPU | (b)/(a) wall / CPU "
        f"| <= {RATIO_TARGET}x |",
        "|---|---|---|---|---|---|",
    ]
    for name, figures in results["backends"].items():
        for read, f in figures["reads"].items():
            rows.append(
                f"| {name} | {read} | {f['small_ms']} / {f['small_cpu_ms']} ms "
                f"| {f['large_ms']} / {f['large_cpu_ms']} ms | {f['ratio']} / {f['cpu_ratio']} "
                f"| {'yes' if f['met'] else 'no'} |"
            )
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    parser.add_argument("--tiny", action="store_true", help="a few seconds; figures meaningless")
    parser.add_argument(
        "--postgres", action="store_true", help="start a throwaway PostgreSQL server too"
    )
    args = parser.parse_args(argv)
    sizes = TINY if args.tiny else QUICK if args.quick else FULL
    started = time.perf_counter()
    results = asyncio.run(run(sizes, start_postgres=args.postgres))
    results["seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(results, indent=2) if args.json else table(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
