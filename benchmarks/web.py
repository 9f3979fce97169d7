"""Benchmark of the web pages (shared/spec/web.md) on a real database.

    python benchmarks/web.py              # SQLite (aiosqlite)
    python benchmarks/web.py --postgres   # also a throwaway PostgreSQL server
    python benchmarks/web.py --json       # the same figures as JSON

A 256-player Swiss league after 8 rounds is stored (benchmarks/league_service.py's bulk
inserts) and published (a web link). Measured per backend:

* render: the league page (`/l/{token}`) and its JSON (`/l/{token}.json`), each request
  served by the web app over a local socket, read through its read-only database: median and
  p99 of the request's wall time;
* load: 200 concurrent page loads against one `arbiter web` process (a subprocess, as
  deployed), in waves: the pages per second (200 x waves / the waves' wall time) and the p99
  of a load's wall time, as a browser would wait for it;
* history: the same league page on a second database that also holds 50,000 other finished
  matches and another league of the same size: the median ratio (b)/(a), measured in turns
  (paired per round). Target <= 1.25.

Nothing asserts a time (docs/performance.md records one run).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import socket
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # `python benchmarks/web.py` from anywhere
    sys.path.insert(0, str(ROOT))

import aiohttp  # noqa: E402
from aiohttp.test_utils import TestServer  # noqa: E402
from sqlalchemy import insert, select  # noqa: E402

from benchmarks import run as bench  # noqa: E402
from benchmarks.league import swiss_league  # noqa: E402
from benchmarks.league_service import _settle, seed_league  # noqa: E402
from bot.app.links import new_token  # noqa: E402
from bot.app.page_reads import WebReads  # noqa: E402
from bot.faces.web.server import create_app  # noqa: E402
from bot.store.database import Database  # noqa: E402
from bot.store.tables.leagues import LeagueRow  # noqa: E402
from bot.store.tables.links import WebLink  # noqa: E402

RATIO_TARGET = 1.25
MEASURED_CHANNEL = 40_000_000
OTHER_CHANNEL = 40_000_001


@dataclass(frozen=True)
class Sizes:
    players: int
    rounds: int
    history_matches: int  # other finished matches in (b)
    runs: int  # rounds of measurement, each timing every case
    batch: int  # requests per case per round
    concurrent: int  # page loads at once against one `arbiter web`
    waves: int


FULL = Sizes(256, 8, 50_000, runs=20, batch=5, concurrent=200, waves=5)
QUICK = Sizes(256, 8, 50_000, runs=6, batch=3, concurrent=200, waves=2)
TINY = Sizes(8, 3, 50, runs=2, batch=1, concurrent=10, waves=1)


async def publish(database: Database, channel_id: int) -> str:
    """A web link for the league of `channel_id`, as /league web makes it."""
    token = new_token()
    async with database.engine.begin() as conn:
        league_id = (
            await conn.execute(
                select(LeagueRow.__table__.c.id).where(  # type: ignore[attr-defined]
                    LeagueRow.__table__.c.channel_id == channel_id  # type: ignore[attr-defined]
                )
            )
        ).scalar_one()
        await conn.execute(
            insert(WebLink.__table__),  # type: ignore[attr-defined]
            {"token": token, "kind": "league", "league_id": league_id, "created_by": 1,
             "created_at": datetime(2026, 6, 1, tzinfo=UTC)},
        )  # fmt: skip
    return token


def stats(samples: list[float]) -> dict[str, float]:
    return {
        "median_ms": round(statistics.median(samples) * 1e3, 2),
        "p99_ms": round(bench.percentile(samples, 99) * 1e3, 2),
        "n": len(samples),
    }


async def timed_get(
    session: aiohttp.ClientSession, url: str, *, failed: list[int] | None = None
) -> float:
    """The wall time of one GET; a failure is counted in `failed` (else it raises)."""
    started = time.perf_counter()
    async with session.get(url) as response:
        await response.read()
        if response.status != 200:
            if failed is None:
                raise AssertionError((url, response.status))
            failed.append(response.status)
    return time.perf_counter() - started


async def render_and_history(
    urls: dict[str, str], tokens: dict[str, str], sizes: Sizes
) -> dict[str, Any]:
    """The page and its JSON on (a), the page on (b): in turns, each round in a new order."""
    readers = {name: Database(url, read_only=True) for name, url in urls.items()}
    servers = {name: TestServer(create_app(WebReads(db))) for name, db in readers.items()}
    for server in servers.values():
        await server.start_server()
    cases = {
        "page": str(servers["alone"].make_url(f"/l/{tokens['alone']}")),
        "json": str(servers["alone"].make_url(f"/l/{tokens['alone']}.json")),
        "crowded": str(servers["crowded"].make_url(f"/l/{tokens['crowded']}")),
    }
    samples: dict[str, list[float]] = {name: [] for name in cases}
    per_round: dict[str, list[float]] = {name: [] for name in cases}
    try:
        async with aiohttp.ClientSession() as session:
            for url in cases.values():  # warm: templates compiled, connections open
                await timed_get(session, url)
            names = list(cases)
            for n in range(sizes.runs):
                for name in names[n % 3 :] + names[: n % 3]:
                    got = [await timed_get(session, cases[name]) for _ in range(sizes.batch)]
                    samples[name] += got
                    per_round[name].append(statistics.median(got))
        page_bytes = {}
        async with aiohttp.ClientSession() as session:
            for name, url in cases.items():
                async with session.get(url) as response:
                    page_bytes[name] = len(await response.read())
    finally:
        for server in servers.values():
            await server.close()
        for db in readers.values():
            await db.close()
    return {
        "page": stats(samples["page"]),
        "json": stats(samples["json"]),
        "crowded_page": stats(samples["crowded"]),
        "bytes": page_bytes,
        "history_ratio": round(
            statistics.median(samples["crowded"]) / statistics.median(samples["page"]), 3
        ),
        "history_paired": bench.paired_ratio(per_round["crowded"], per_round["page"], 3),
    }


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def concurrent_loads(url: str, token: str, sizes: Sizes) -> dict[str, Any]:
    """`sizes.concurrent` page loads at once against one `arbiter web` process, in waves."""
    port = free_port()
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "web", "--port", str(port), "--database", url,
        cwd=ROOT, stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL,
    )  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    try:
        connector = aiohttp.TCPConnector(limit=0)
        async with aiohttp.ClientSession(connector=connector) as session:
            for _ in range(300):
                try:
                    await timed_get(session, f"{base}/healthz")
                    break
                except aiohttp.ClientConnectionError:
                    await asyncio.sleep(0.1)
            page = f"{base}/l/{token}"
            for _ in range(5):
                await timed_get(session, page)
            latencies: list[float] = []
            failed: list[int] = []
            wall = 0.0
            for _ in range(sizes.waves):
                started = time.perf_counter()
                got = await asyncio.gather(
                    *(timed_get(session, page, failed=failed) for _ in range(sizes.concurrent))
                )
                wall += time.perf_counter() - started
                latencies += got
    finally:
        process.terminate()
        await process.wait()
    return {
        "pages_per_second": round(len(latencies) / wall, 1),
        "p99_ms": round(bench.percentile(latencies, 99) * 1e3, 1),
        "median_ms": round(statistics.median(latencies) * 1e3, 1),
        "loads": len(latencies),
        "failed": len(failed),  # not 200 (a load that waited past the pool's timeout)
    }


async def measure(backend: bench.Backend, sizes: Sizes, log: Any) -> dict[str, Any]:
    log(f"{backend.name}: a {sizes.players}-player league after {sizes.rounds} rounds")
    league = swiss_league(sizes.players, sizes.rounds, seed=2)
    try:
        alone = await backend.new_database("web_alone")
        await seed_league(alone, league, channel_id=MEASURED_CHANNEL, first_match_id=1)
        crowded = await backend.new_database("web_crowded")
        log(f"{backend.name}: (b) with {sizes.history_matches:,} other matches")
        next_id = await seed_league(crowded, league, channel_id=OTHER_CHANNEL, first_match_id=1)
        await bench.seed_history(crowded, matches=sizes.history_matches, reports_each=0)
        assert next_id < 1_000_000  # seed_history's ids start there
        await seed_league(
            crowded,
            league,
            channel_id=MEASURED_CHANNEL,
            first_match_id=1_000_000 + sizes.history_matches,
        )
        tokens = {}
        for name, database in (("alone", alone), ("crowded", crowded)):
            tokens[name] = await publish(database, MEASURED_CHANNEL)
            await _settle(database)
        urls = {"alone": alone.url, "crowded": crowded.url}
        for database in (alone, crowded):
            await database.close()
        log(f"{backend.name}: render and history")
        figures = await render_and_history(urls, tokens, sizes)
        log(f"{backend.name}: {sizes.concurrent} concurrent loads x {sizes.waves}")
        figures["load"] = await concurrent_loads(urls["alone"], tokens["alone"], sizes)
        figures["target_met"] = figures["history_paired"] <= RATIO_TARGET
        return figures
    finally:
        if backend.cleanup is not None:
            await backend.cleanup()


async def run(sizes: Sizes, *, start_postgres: bool = False, log: Any = print) -> dict[str, Any]:
    results: dict[str, Any] = {"machine": bench.machine(), "sizes": sizes.__dict__, "backends": {}}
    with tempfile.TemporaryDirectory(prefix="arbiter-web-bench-") as workdir:
        results["backends"]["sqlite"] = await measure(
            bench.sqlite_backend(Path(workdir)), sizes, log
        )
    async with bench.postgres_server(start_postgres) as server:
        if server is not None:
            results["machine"]["postgresql"] = await bench.postgres_version(server)
            results["backends"]["postgresql"] = await measure(
                bench.postgres_backend(server), sizes, log
            )
    return results


def table(results: dict[str, Any]) -> str:
    s = results["sizes"]
    rows = [
        f"{s['players']} players after {s['rounds']} rounds; (b) adds "
        f"{s['history_matches']:,} finished matches and another league; "
        f"{s['concurrent']} concurrent loads x {s['waves']} waves against one `arbiter web`",
        "",
        "| backend | page median / p99 | JSON median / p99 | page (b) median "
        "| (b)/(a) wall / paired | concurrent: pages/s, p99, failed | target (b)/(a) <= 1.25 |",
        "|---|---|---|---|---|---|---|",
    ]
    for name, f in results["backends"].items():
        rows.append(
            f"| {name} | {f['page']['median_ms']} / {f['page']['p99_ms']} ms "
            f"| {f['json']['median_ms']} / {f['json']['p99_ms']} ms "
            f"| {f['crowded_page']['median_ms']} ms "
            f"| {f['history_ratio']} / {f['history_paired']} "
            f"| {f['load']['pages_per_second']}/s, {f['load']['p99_ms']} ms, "
            f"{f['load']['failed']} failed "
            f"| {'yes' if f['target_met'] else 'no'} |"
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

    def log(message: str) -> None:
        print(message, file=sys.stderr, flush=True)

    started = time.perf_counter()
    results = asyncio.run(run(sizes, start_postgres=args.postgres, log=log))
    results["seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(results, indent=2) if args.json else table(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
