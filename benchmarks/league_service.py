"""Benchmark of the league service's standings on a real database (what `/league standings`
calls: `LeagueService.standings`).

    python benchmarks/league_service.py              # SQLite (aiosqlite)
    python benchmarks/league_service.py --postgres   # also a throwaway PostgreSQL server
    python benchmarks/league_service.py --json       # the same figures as JSON

A 256-player Swiss league after 8 rounds of finished matches is stored (bulk core INSERTs
into the service's own tables: the league, its players, rounds, pairings and their matches),
then `LeagueService.standings` is measured on two databases:

* (a) nothing else stored;
* (b) the same league plus 10,000 unrelated finished matches (benchmarks/run.py's history)
  and another league of the same size, stored before and after it.

Figures per backend: the median wall time and CPU time (`time.process_time`) of (a), the same
of (b), the ratio (b)/(a) of the wall medians, of the CPU medians, and the paired estimate
(median over rounds of each round's ratio), and the SQL statements one call runs. The cases
are measured in turn within each round, so a burst of load from elsewhere hits both alike.
Targets: (a) and (b) well under a second; (b)/(a) <= 1.25 (the CPU ratio on SQLite, whose
work is all in this process; the paired estimate on PostgreSQL). Nothing asserts a time.

    python benchmarks/league_service.py --event-day  # a 200-player event day, SQLite

`--event-day` measures a venue's day instead (issue 33), against the fake Discord that
enforces Discord's rate limits (tests/fake_discord, as benchmarks/discord_limits.py): 200
players registered through the league service, check-in opened and the 200 players'
`/league checkin here` sent at once through the gateway (every one answered within
Discord's 3 s, 429s), the deadline moved to now, `/league round start` of their 100 tables
(wall time against the pacing budget's minimum for its 300 bot-token requests, 429s), then
the projector's JSON (`/l/{token}.json`) under 300 open screens, each polling it every 5 s
as the projector's script does, for three polls: p50/p99 of a request's wall time and the
SQL statements per request (the in-flight sharing makes one read serve the requests that
arrive during it).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
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
if str(ROOT) not in sys.path:  # `python benchmarks/league_service.py` from anywhere
    sys.path.insert(0, str(ROOT))

import aiohttp  # noqa: E402
from sqlalchemy import event, insert  # noqa: E402

from benchmarks import run as bench  # noqa: E402
from benchmarks.league import swiss_league  # noqa: E402
from bot.app.league.service import LeagueService  # noqa: E402
from bot.app.links import WebLinks  # noqa: E402
from bot.app.match import Actor, MatchService  # noqa: E402
from bot.app.page_reads import WebReads  # noqa: E402
from bot.core.league import League  # noqa: E402
from bot.faces.web.server import POLL_SECONDS, create_app, start_site  # noqa: E402
from bot.store.database import Database  # noqa: E402
from bot.store.tables.leagues import LeaguePairing, LeaguePlayer, LeagueRound, LeagueRow  # noqa: E402
from bot.store.tables.matches import FINISHED, MatchPlayer, MatchRow  # noqa: E402
from tests.fake_discord import load  # noqa: E402
from tests.fake_discord.arbiter import ADMIN_ID  # noqa: E402
from tests.fake_discord.server import FakeDiscordProcess  # noqa: E402

TARGET_MS = 1_000.0
RATIO_TARGET = 1.25
MEASURED_CHANNEL = 30_000_000
OTHER_CHANNEL = 30_000_001


@dataclass(frozen=True)
class Sizes:
    players: int
    rounds: int
    history_matches: int  # unrelated finished matches in (b)
    other_players: int  # the other league's players in (b) (same number of rounds)
    runs: int  # rounds of measurement, each timing both cases
    batch: int  # calls per case per round


FULL = Sizes(players=256, rounds=8, history_matches=10_000, other_players=256, runs=15, batch=3)
QUICK = Sizes(players=256, rounds=8, history_matches=10_000, other_players=256, runs=5, batch=2)
TINY = Sizes(players=8, rounds=3, history_matches=20, other_players=8, runs=2, batch=1)


async def seed_league(
    database: Database, league: League, *, channel_id: int, first_match_id: int
) -> int:
    """Store `league` (a pure Swiss league with every match finished) as the league service
    would have: league, players, rounds, one finished match per pairing. Returns the next
    free match id."""
    when = datetime(2026, 6, 1, tzinfo=UTC)
    async with database.engine.begin() as conn:
        league_id = (
            await conn.execute(
                insert(LeagueRow.__table__).returning(LeagueRow.__table__.c.id),  # type: ignore[attr-defined]
                {
                    "guild_id": 1,
                    "channel_id": channel_id,
                    "name": f"bench league {channel_id}",
                    "system": league.system,
                    "kind": "swiss",
                    "best_of": 3,
                    "variant": None,
                    "round_minutes": 50,
                    "rounds_planned": len(league.rounds),
                    "points": vars(league.points).copy(),
                    "seed": 0,
                    "status": "open",
                    "created_by": bench.ALICE,
                    "created_at": when,
                },
            )
        ).scalar_one()
        await conn.execute(
            insert(LeaguePlayer.__table__),  # type: ignore[attr-defined]
            [
                {"league_id": league_id, "name": name, "user_id": 100_000 + i, "joined_at": when}
                for i, name in enumerate(league.players)
            ],
        )
        await conn.execute(
            insert(LeagueRound.__table__),  # type: ignore[attr-defined]
            [
                {
                    "league_id": league_id,
                    "number": number,
                    "byes": list(rnd.byes),
                    "started_at": when + timedelta(hours=number),
                    "deadline": when + timedelta(hours=number, minutes=50),
                    "warnings_sent": [],
                    "time_called_at": None,
                }
                for number, rnd in enumerate(league.rounds, start=1)
            ],
        )
        match_id = first_match_id
        match_rows: list[dict[str, Any]] = []
        player_rows: list[dict[str, Any]] = []
        pairing_rows: list[dict[str, Any]] = []
        for number, rnd in enumerate(league.rounds, start=1):
            at = when + timedelta(hours=number)
            for table, match in enumerate(rnd.matches, start=1):
                assert match.games is not None
                wins_a, wins_b, draws = match.games
                winner = 0 if wins_a > wins_b else 1 if wins_b > wins_a else None
                match_rows.append(
                    {
                        "id": match_id,
                        "guild_id": 1,
                        "channel_id": channel_id * 10_000 + number * 1_000 + table,  # a thread
                        "system": league.system,
                        "variant": None,
                        "best_of": 3,
                        "setup": {"system": league.system, "players": list(match.players)},
                        "status": FINISHED,
                        "current_game": wins_a + wins_b + draws,
                        "version": 0,
                        "started_by": bench.ALICE,
                        "wins": [wins_a, wins_b],
                        "draws": draws,
                        "result": {"reason": "games", "winner_side": winner},
                        "created_at": at,
                        "finished_at": at + timedelta(minutes=40),
                    }
                )
                player_rows += [
                    {
                        "match_id": match_id,
                        "seat": seat,
                        "name": name,
                        "user_id": None,
                        "team": seat,
                    }
                    for seat, name in enumerate(match.players)
                ]
                pairing_rows.append(
                    {
                        "league_id": league_id,
                        "round_number": number,
                        "table_number": table,
                        "players": list(match.players),
                        "match_id": match_id,
                        "thread_id": channel_id * 10_000 + number * 1_000 + table,
                        "fixed": None,
                        "fixed_by": None,
                    }
                )
                match_id += 1
        await conn.execute(insert(MatchRow.__table__), match_rows)  # type: ignore[attr-defined]
        await conn.execute(insert(MatchPlayer.__table__), player_rows)  # type: ignore[attr-defined]
        await conn.execute(insert(LeaguePairing.__table__), pairing_rows)  # type: ignore[attr-defined]
    return match_id


async def _settle(database: Database) -> None:
    if database.dialect == "postgresql":
        # Sequences do not move on explicit ids; keep the service's own inserts clear of them.
        async with database.engine.begin() as conn:
            await conn.exec_driver_sql(
                "SELECT setval(pg_get_serial_sequence('match', 'id'), (SELECT max(id) FROM match))"
            )
    async with database.engine.begin() as conn:  # fresh planner statistics, as in production
        await conn.exec_driver_sql("ANALYZE")


async def statements_per_call(service: LeagueService, channel_id: int) -> int:
    """How many SQL statements one `standings` call runs."""
    seen: list[str] = []

    def count(*args: Any) -> None:
        seen.append(args[2])

    engine = service.db.engine.sync_engine
    event.listen(engine, "before_cursor_execute", count)
    try:
        await service.standings(channel_id=channel_id)
    finally:
        event.remove(engine, "before_cursor_execute", count)
    return len(seen)


async def measure(
    backend: bench.Backend, sizes: Sizes, log: Any = lambda _: None
) -> dict[str, Any]:
    log(f"{backend.name}: building a {sizes.players}-player league, {sizes.rounds} rounds")
    league = swiss_league(sizes.players, sizes.rounds, seed=2)
    other = (
        league
        if sizes.other_players == sizes.players
        else swiss_league(sizes.other_players, sizes.rounds, seed=3)
    )
    try:
        alone = await backend.new_database("league_alone")
        await seed_league(alone, league, channel_id=MEASURED_CHANNEL, first_match_id=1)
        await _settle(alone)

        crowded = await backend.new_database("league_crowded")
        # Another league's matches first, then the history, then the league asked about,
        # so its rows are neither first nor last in any table.
        next_id = await seed_league(crowded, other, channel_id=OTHER_CHANNEL, first_match_id=1)
        await bench.seed_history(crowded, matches=sizes.history_matches, reports_each=0)
        assert next_id < 1_000_000  # seed_history's ids start there
        await seed_league(
            crowded,
            league,
            channel_id=MEASURED_CHANNEL,
            first_match_id=1_000_000 + sizes.history_matches,
        )
        await _settle(crowded)

        services = {
            "alone": LeagueService(alone, MatchService(alone)),
            "crowded": LeagueService(crowded, MatchService(crowded)),
        }
        first = {
            name: await s.standings(channel_id=MEASURED_CHANNEL) for name, s in services.items()
        }
        assert first["alone"] == first["crowded"], "both databases hold the same league"
        assert len(first["alone"]) == sizes.players
        statements = {
            name: await statements_per_call(s, MEASURED_CHANNEL) for name, s in services.items()
        }
        log(f"{backend.name}: measuring")
        timings = {name: bench.request_figures._new() for name in services}
        cases = list(services)
        for n in range(sizes.runs):
            for name in cases[n % 2 :] + cases[: n % 2]:
                service = services[name]
                await bench.request_figures._timed(
                    timings[name],
                    lambda s=service: s.standings(channel_id=MEASURED_CHANNEL),
                    sizes.batch,
                )
        ratios = bench.request_figures._ratios(timings["crowded"], timings["alone"])
        a = timings["alone"]
        figures: dict[str, Any] = {
            "alone": {
                "median_ms": round(statistics.median(a.wall) * 1e3, 2),
                "cpu_ms": round(statistics.median(a.cpu) * 1e3, 2),
                "n": len(a.wall),
            },
            "crowded": {
                "median_ms": round(ratios["median_ms"], 2),
                "cpu_ms": round(ratios["cpu_ms"], 2),
                "n": ratios["n"],
            },
            "ratio": ratios["ratio"],
            "cpu_ratio": ratios["cpu_ratio"],
            "paired": ratios["paired"],
            "statements": statements,
        }
        figures["robust"] = figures["cpu_ratio" if backend.name == "sqlite" else "paired"]
        figures["targets_met"] = {
            "time": max(figures["alone"]["median_ms"], figures["crowded"]["median_ms"]) < TARGET_MS,
            "ratio": figures["robust"] <= RATIO_TARGET,
        }
        for database in (alone, crowded):
            await database.close()
        return figures
    finally:
        if backend.cleanup is not None:
            await backend.cleanup()


async def run(
    sizes: Sizes, *, start_postgres: bool = False, log: Any = lambda _: None
) -> dict[str, Any]:
    results: dict[str, Any] = {
        "machine": bench.machine(),
        "sizes": sizes.__dict__,
        "backends": {},
    }
    with tempfile.TemporaryDirectory(prefix="arbiter-league-bench-") as workdir:
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


@dataclass(frozen=True)
class EventDay:
    players: int
    screens: int
    polls: int  # each screen's requests
    poll_seconds: float


EVENT_DAY = EventDay(players=200, screens=300, polls=3, poll_seconds=POLL_SECONDS["projector"])
EVENT_DAY_TINY = EventDay(players=8, screens=10, polls=2, poll_seconds=0.5)


async def open_screens(url: str, channel_id: int, day: EventDay) -> dict[str, Any]:
    """`day.screens` projectors open on the league's link, each polling its JSON: the
    request's wall times and the SQL statements the web process ran for them."""
    writer = Database(url)
    try:
        links = WebLinks(writer, MatchService(writer))
        _, token = await links.league_link(
            channel_id=channel_id, actor=Actor(ADMIN_ID, is_judge=True)
        )
    finally:
        await writer.close()
    reader = Database(url, read_only=True)
    statements: list[str] = []

    def count(*args: Any) -> None:
        statements.append(args[2])

    event.listen(reader.engine.sync_engine, "before_cursor_execute", count)
    from benchmarks.web import free_port  # benchmarks/web.py imports this module

    port = free_port()
    runner = await start_site(create_app(WebReads(reader)), "127.0.0.1", port)
    address = f"http://127.0.0.1:{port}/l/{token}.json"
    times: list[float] = []
    failures = 0
    rng = random.Random(33)
    try:
        connector = aiohttp.TCPConnector(limit=0)
        async with aiohttp.ClientSession(connector=connector) as session:

            async def screen() -> None:
                nonlocal failures
                # Screens were opened at different moments: their polls are spread.
                await asyncio.sleep(rng.uniform(0, day.poll_seconds))
                for _ in range(day.polls):
                    started = time.perf_counter()
                    async with session.get(address) as response:
                        await response.read()
                        failures += response.status != 200
                    times.append(time.perf_counter() - started)
                    await asyncio.sleep(day.poll_seconds)

            await asyncio.gather(*(screen() for _ in range(day.screens)))
    finally:
        await runner.cleanup()
        await reader.close()
    return {
        "screens": day.screens,
        "requests": len(times),
        "failures": failures,
        "p50_ms": round(bench.percentile(times, 50) * 1e3, 1),
        "p99_ms": round(bench.percentile(times, 99) * 1e3, 1),
        "statements_per_request": round(len(statements) / len(times), 2),
    }


async def event_day(day: EventDay, log: Any = lambda _: None) -> dict[str, Any]:
    results: dict[str, Any] = {"machine": bench.machine(), "sizes": day.__dict__}
    results["machine"]["uptime_load"] = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="arbiter-event-day-") as workdir:
        url = f"sqlite+aiosqlite:///{workdir}/event.db"
        log(f"{day.players} players, round 1 of {day.players // 2} tables")
        async with FakeDiscordProcess() as fake:
            start = await load.round_start(fake, url, tables=day.players // 2, checkin=True)
        results["registration"] = {
            "players": day.players,
            "seconds": round(start.registration_seconds, 2),
        }
        results["checkin"] = {
            "players": day.players,
            "checked_in": start.checked_in,
            "seconds": round(start.checkin_seconds, 2),
            "response_p99_seconds": round(start.checkin_response_p99, 2),
            "rate_limited": start.checkin_limited,
        }
        results["round_start"] = {
            "tables": start.tables,
            "seconds": round(start.seconds, 2),
            "budget_minimum_seconds": round(start.minimum, 2),
            "ratio": round(start.ratio, 2),
            "bot_requests": start.bot_requests,
            "rate_limited": start.limited,
            "threads": start.threads,
            "pinged_tables": start.pinged_tables,
        }
        log(f"{day.screens} screens on the projector's JSON")
        results["projector"] = await open_screens(url, start.channel_id, day)
    results["machine"]["uptime_load_after"] = os.getloadavg()
    return results


def event_day_table(results: dict[str, Any]) -> str:
    reg, rnd, screens = results["registration"], results["round_start"], results["projector"]
    checkin = results["checkin"]
    return "\n".join(
        [
            f"registration: {reg['players']} players in {reg['seconds']} s (league service)",
            f"check-in: {checkin['checked_in']} of {checkin['players']} by /league checkin "
            f"here sent at once, all answered in {checkin['seconds']} s (first response p99 "
            f"{checkin['response_p99_seconds']} s), {checkin['rate_limited']} answered 429",
            f"round start: {rnd['tables']} tables in {rnd['seconds']} s, budget minimum "
            f"{rnd['budget_minimum_seconds']} s (x{rnd['ratio']}), {rnd['bot_requests']} "
            f"bot-token requests, {rnd['rate_limited']} answered 429, {rnd['threads']} "
            f"threads, {rnd['pinged_tables']} tables pinged",
            f"projector JSON: {screens['screens']} screens, {screens['requests']} requests "
            f"({screens['failures']} failed), p50 {screens['p50_ms']} ms, p99 "
            f"{screens['p99_ms']} ms, {screens['statements_per_request']} SQL statements "
            "per request",
            f"load average before {results['machine']['uptime_load']}, after "
            f"{results['machine']['uptime_load_after']}",
        ]
    )


def table(results: dict[str, Any]) -> str:
    sizes = results["sizes"]
    rows = [
        f"`LeagueService.standings`, {sizes['players']} players after {sizes['rounds']} rounds; "
        f"(b) adds {sizes['history_matches']:,} finished matches and a "
        f"{sizes['other_players']}-player league",
        "",
        "| backend | (a) alone: median / CPU | (b) crowded: median / CPU "
        "| (b)/(a) wall / CPU / paired | statements (a)/(b) | target | met |",
        "|---|---|---|---|---|---|---|",
    ]
    for name, f in results["backends"].items():
        met = f["targets_met"]
        rows.append(
            f"| {name} | {f['alone']['median_ms']} / {f['alone']['cpu_ms']} ms "
            f"| {f['crowded']['median_ms']} / {f['crowded']['cpu_ms']} ms "
            f"| {f['ratio']} / {f['cpu_ratio']} / {f['paired']} "
            f"| {f['statements']['alone']} / {f['statements']['crowded']} "
            f"| < 1 s, <= {RATIO_TARGET}x | "
            f"{'yes' if met['time'] else 'no'}, {'yes' if met['ratio'] else 'no'} |"
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
    parser.add_argument(
        "--event-day", action="store_true", help="a 200-player event day (see above)"
    )
    args = parser.parse_args(argv)
    sizes = TINY if args.tiny else QUICK if args.quick else FULL

    def log(message: str) -> None:
        print(message, file=sys.stderr, flush=True)

    if args.event_day:
        logging.basicConfig(level=logging.ERROR)  # discord.py warns on every 429 it retries
        day = asyncio.run(event_day(EVENT_DAY_TINY if args.tiny else EVENT_DAY, log))
        print(json.dumps(day, indent=2) if args.json else event_day_table(day))
        return 0

    started = time.perf_counter()
    results = asyncio.run(run(sizes, start_postgres=args.postgres, log=log))
    results["seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(results, indent=2) if args.json else table(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
