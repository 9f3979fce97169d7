"""Arbiter within Discord's rate limits, measured against a fake Discord that enforces them.

    python benchmarks/discord_limits.py             # the full run: 300 tables for 40 s, 64 tables
    python benchmarks/discord_limits.py --json      # the same figures as JSON
    python benchmarks/discord_limits.py --unpaced   # the busy tables without the budget (before)
    python benchmarks/discord_limits.py --tables 60 --seconds 10 --round-tables 16  # quick
    python benchmarks/discord_limits.py --postgres  # also on a throwaway PostgreSQL server
    python benchmarks/discord_limits.py --postgres --no-sqlite  # on PostgreSQL only

The fake Discord (tests/fake_discord/server.py) runs in a process of its own on loopback and
enforces Discord's global limit (50 bot-token requests a second; interaction responses
exempt) and per-channel message buckets (5 in 5 s), answering 429 as Discord does. The real
ArbiterBot talks to it through discord.py's own HTTP client, on a fresh SQLite file (and,
with `--postgres`, on a fresh database of a throwaway PostgreSQL server: tests/support/postgres.py,
or the server `ARBITER_TEST_POSTGRES_URL` names).

* **Busy tables**: `--tables` matches, one per channel, each reporting `/life total:N` every
  2 s on average (exponential gaps) for `--seconds`. Figures: 429s as a share of bot-token
  requests and global 429s after a 5 s warm-up; each interaction's first response time (p99,
  max); the lag from a report to the first board edit showing it (p50, p95, max), in two
  parts: from the report to its answer (the database's write, mostly) and from the answer to
  the board; whether every board shows its match's stored state once reports stop.
* **Round start**: a 128-player swiss league, `/league round start` of 64 tables: wall time
  from the command to its last request against the budget's minimum for its 192 bot-token
  requests (thread, ping, board per table), and 429s.

Targets (issue 23): <= 1% 429s and no global 429 after warm-up; every interaction answered
within 3 s; no board more than 30 s behind while reports come; every board right once they
stop; the round start within 1.5x the budget's minimum. Nothing here asserts a time; the
figures are printed (and recorded in docs/performance.md).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import platform
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # `python benchmarks/discord_limits.py` from anywhere
    sys.path.insert(0, str(ROOT))

from tests.fake_discord import load  # noqa: E402
from tests.fake_discord.server import FakeDiscordProcess  # noqa: E402


def verdicts(busy: load.BusyFigures, round_start: load.RoundFigures) -> dict[str, bool]:
    return {
        "429s <= 1%": busy.limited_share <= 0.01,
        "no global 429 after warm-up": busy.global_limited_after_warm_up == 0,
        "every interaction within 3 s": busy.response_max <= 3.0,
        "no board > 30 s behind": busy.lag_max <= 30.0 and busy.unshown_reports == 0,
        "every board right at the end": busy.boards_right == busy.tables,
        "round start <= 1.5x the minimum": round_start.ratio <= 1.5,
        "round start without 429": round_start.limited == 0,
    }


async def measure(args: argparse.Namespace, url: Callable[[str], str]) -> dict[str, Any]:
    """Both loads on fresh databases `url(name)` gives, each against a fresh fake Discord."""
    load_at_start = os.getloadavg()
    async with FakeDiscordProcess() as fake:
        busy = await load.busy_tables(
            fake, url("busy"), tables=args.tables, seconds=args.seconds, paced=not args.unpaced
        )
    async with FakeDiscordProcess() as fake:
        round_start = await load.round_start(fake, url("round"), tables=args.round_tables)
    round_figures = round_start.as_dict()
    round_figures["answer"] = f"{len(round_start.answer)} characters"
    return {
        "load_average_at_start": load_at_start,
        "busy_tables": busy.as_dict(),
        "round_start": round_figures,
        "targets": verdicts(busy, round_start),
    }


async def run(args: argparse.Namespace) -> dict[str, Any]:
    backends: dict[str, Any] = {}
    if args.sqlite:
        with tempfile.TemporaryDirectory() as workdir:
            backends["sqlite"] = await measure(
                args, lambda name: f"sqlite+aiosqlite:///{workdir}/{name}.db"
            )
    if args.postgres:
        from tests.support.postgres import start_postgres

        server = await asyncio.to_thread(start_postgres)
        try:
            backends["postgresql"] = await measure(
                args, lambda name: server.create_database(f"limits_{name}")
            )
        finally:
            await asyncio.to_thread(server.stop)
    return {"machine": machine(), "backends": backends}


def machine() -> dict[str, Any]:
    return {
        "python": platform.python_version(),
        "cpus": os.cpu_count(),
        "load_average": os.getloadavg(),
    }


def show(
    figures: dict[str, Any], report: Callable[[str, dict[str, Any]], None], as_json: bool
) -> int:
    """The figures of every backend, as JSON or in words (`report`)."""
    if as_json:
        print(json.dumps(figures, indent=2))
        return 0
    print(f"load average at the end {figures['machine']['load_average']}")
    for backend, measured in figures["backends"].items():
        report(backend, measured)
    return 0


def report(backend: str, figures: dict[str, Any]) -> None:
    busy, rounds = figures["busy_tables"], figures["round_start"]
    print(f"{backend} (load average at its start {figures['load_average_at_start']})")
    print(
        f"busy tables: {busy['tables']} tables, {busy['reports']} reports in "
        f"{busy['seconds']:.0f} s (bot CPU {busy['bot_cpu_seconds']:.1f} s)"
    )
    print(
        f"  bot-token requests {busy['bot_requests']}, 429 {busy['limited']} "
        f"({busy['limited_share']:.2%}), global 429 after warm-up "
        f"{busy['global_limited_after_warm_up']}"
    )
    print(f"  first response p99 {busy['response_p99']:.3f} s, max {busy['response_max']:.3f} s")
    print(
        f"  report to board p50 {busy['lag_p50']:.2f} s, p95 {busy['lag_p95']:.2f} s, "
        f"max {busy['lag_max']:.2f} s; never shown {busy['unshown_reports']}, never answered "
        f"{busy['unanswered_reports']}"
    )
    print(
        f"    report to answer p50 {busy['answer_p50']:.2f} s, p95 {busy['answer_p95']:.2f} s, "
        f"max {busy['answer_max']:.2f} s; answer to board p50 "
        f"{busy['board_after_answer_p50']:.2f} s, p95 {busy['board_after_answer_p95']:.2f} s, "
        f"max {busy['board_after_answer_max']:.2f} s"
    )
    print(
        f"  boards right at the end {busy['boards_right']} of {busy['tables']} "
        f"(settled {busy['boards_settled_after']:.1f} s after the last report)"
    )
    print(
        f"round start: {rounds['tables']} tables in {rounds['seconds']:.2f} s, budget minimum "
        f"{rounds['minimum']:.2f} s ({rounds['ratio']:.2f}x), {rounds['bot_requests']} "
        f"requests, 429 {rounds['limited']}, progress {rounds['progress']}"
    )
    for target, met in figures["targets"].items():
        print(f"  {'met ' if met else 'MISSED'} {target}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=300)
    parser.add_argument("--seconds", type=float, default=40.0)
    parser.add_argument("--round-tables", type=int, default=64)
    parser.add_argument("--unpaced", action="store_true", help="without the budget (before)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--postgres", action="store_true", help="also on a throwaway PostgreSQL")
    parser.add_argument("--no-sqlite", dest="sqlite", action="store_false", help="not on SQLite")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.ERROR)  # discord.py warns on every 429 it retries
    return show(asyncio.run(run(args)), report, args.json)


if __name__ == "__main__":
    sys.exit(main())
