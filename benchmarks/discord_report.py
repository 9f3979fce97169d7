"""One report end to end through discord.py, against the same report through the service alone.

    python benchmarks/discord_report.py            # 300 timed reports per path
    python benchmarks/discord_report.py --reps 600 --json

Both paths run in one process, on one SQLite file (the app's own engine and pragmas: WAL,
synchronous=NORMAL, BEGIN IMMEDIATE), in interleaved batches so that load from elsewhere on
the machine hits both alike:

* discord: a gateway INTERACTION_CREATE payload for ``/life change:-1`` (or ``+1``) is handed
  to discord.py's connection state, which builds the Interaction, runs the real CommandTree,
  the cog, ``Actions.report`` (permissions, ``MatchService.report``), answers through the
  interaction webhook and edits the live scoreboard with the bot token. The two REST seams are
  answered in memory by ``bot.cli.offline.OfflineDiscord`` (what ``arbiter console`` uses);
  the time ends when every task the dispatch started has finished.
  The reporter is a player with no roles (Arbiter then knows without a database read that
  they cannot hold the judge role); ``discord_with_role`` is the same report by a member with
  a role, which costs one read of the server's settings to check for the judge role.
* service: ``MatchService.report`` with the same event, in another channel of the same
  database.

Printed: medians and p99, and the ratios of the medians to the service alone (target <= 1.5x).
Nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import math
import os
import platform
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # `python benchmarks/discord_report.py` from anywhere
    sys.path.insert(0, str(ROOT))

import discord  # noqa: E402

from bot.cli.offline import CHANNEL_ID, GUILD_ID, OfflineDiscord  # noqa: E402
from bot.config import Settings  # noqa: E402
from bot.discord_face.client import ArbiterBot  # noqa: E402
from bot.matches.service import Actor, PlayerSpec  # noqa: E402

TARGET_RATIO = 1.5


def user(user_id: int, name: str) -> dict[str, Any]:
    return {
        "id": str(user_id),
        "username": name,
        "discriminator": "0",
        "global_name": name,
        "avatar": None,
    }


ALICE = user(100_000_000_000_000_001, "alice")
BOB = user(100_000_000_000_000_002, "bob")
SERVICE_CHANNEL = CHANNEL_ID + 1
ROLE_ID = 100_000_000_000_000_099  # some role that is not the judge role


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[max(1, math.ceil(q / 100 * len(ordered))) - 1]


def stats_ms(samples: list[float]) -> dict[str, float]:
    return {
        "median_ms": round(percentile(samples, 50) * 1e3, 4),
        "p99_ms": round(percentile(samples, 99) * 1e3, 4),
        "n": len(samples),
    }


class Bench:
    """The bot, logged in against the in-memory Discord, with one match per path."""

    def __init__(self, workdir: Path) -> None:
        url = f"sqlite+aiosqlite:///{workdir / 'bench.db'}"
        self.bot = ArbiterBot(Settings(_env_file=None, database_url=url), sync_commands=False)  # type: ignore[call-arg]
        self.offline = OfflineDiscord(self.bot, lambda _message, _how: None)
        self.alice = self.offline.member(ALICE, manage_guild=False, roles=[])
        self.alice_with_role = self.offline.member(ALICE, manage_guild=False, roles=[ROLE_ID])
        self._turn = 0

    async def start(self) -> None:
        await self.bot.login("benchmark")  # runs setup_hook: migrations, cogs
        start = {
            "name": "start",
            "type": 1,
            "options": [
                {"name": "opponent", "type": 6, "value": BOB["id"]},
                {"name": "game", "type": 3, "value": "magic"},
            ],
        }
        resolved = {"users": {BOB["id"]: BOB}}
        await self.offline.command(self._data("match", [start], resolved), self.alice)
        if not self.offline.messages:
            raise RuntimeError("/match start got no answer")
        await self.bot.service.start_match(
            guild_id=GUILD_ID,
            channel_id=SERVICE_CHANNEL,
            system="magic",
            players=[PlayerSpec(int(ALICE["id"]), "alice"), PlayerSpec(int(BOB["id"]), "bob")],
            actor=Actor(int(ALICE["id"])),
        )

    def _data(self, name: str, options: list[Any], resolved: dict[str, Any] | None = None) -> Any:
        data: dict[str, Any] = {"id": "1", "name": name, "type": 1, "options": options}
        if resolved:
            data["resolved"] = resolved
        return data

    def _delta(self) -> int:
        """-1, +1, -1, ...: the same events on both paths, and nobody's life runs out."""
        self._turn += 1
        return -1 if self._turn % 2 else 1

    async def through_discord(self, member: Any = None) -> None:
        before = len(self.offline.messages)
        option = {"name": "change", "type": 4, "value": self._delta()}
        await self.offline.command(self._data("life", [option]), member or self.alice)
        if len(self.offline.messages) == before:  # the reply is a new (ephemeral) message
            raise RuntimeError("the report through discord.py got no answer")

    async def through_discord_with_role(self) -> None:
        await self.through_discord(self.alice_with_role)

    async def through_service(self) -> None:
        answer = await self.bot.service.report(
            channel_id=SERVICE_CHANNEL,
            actor=Actor(int(ALICE["id"])),
            events=[{"event": "life", "player": int(ALICE["id"]), "delta": self._delta()}],
            idempotency_key=uuid.uuid4().hex,
        )
        if answer.status != "applied":
            raise RuntimeError(f"unexpected answer {answer.status}")

    async def close(self) -> None:
        await self.bot.close()


async def timed(
    work: Callable[[], Awaitable[None]], n: int, cpu: list[float] | None = None
) -> list[float]:
    """Wall-clock time of each call; with `cpu`, this process's CPU time of each call too
    (every thread's: the SQLite writer's included), which a busy machine does not inflate
    by making the process wait."""
    samples = []
    for _ in range(n):
        cpu_start, start = time.process_time(), time.perf_counter()
        await work()
        samples.append(time.perf_counter() - start)
        if cpu is not None:
            cpu.append(time.process_time() - cpu_start)
    return samples


async def measure(reps: int, batch: int, warmup: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="arbiter-discord-bench-") as tmp:
        bench = Bench(Path(tmp))
        with bench.offline.patched():
            await bench.start()
            try:
                await timed(bench.through_discord, warmup)
                await timed(bench.through_discord_with_role, warmup)
                await timed(bench.through_service, warmup)
                discord_samples: list[float] = []
                role_samples: list[float] = []
                service_samples: list[float] = []
                discord_cpu: list[float] = []
                service_cpu: list[float] = []
                while len(discord_samples) < reps:
                    n = min(batch, reps - len(discord_samples))
                    discord_samples += await timed(bench.through_discord, n, discord_cpu)
                    service_samples += await timed(bench.through_service, n, service_cpu)
                    role_samples += await timed(bench.through_discord_with_role, n)
                errors = list(bench.bot.unexpected_errors)
            finally:
                await bench.close()
    through_discord, service = stats_ms(discord_samples), stats_ms(service_samples)
    with_role = stats_ms(role_samples)
    ratio = through_discord["median_ms"] / service["median_ms"]
    return {
        "discord": through_discord,
        "discord_with_role": with_role,
        "service": service,
        "ratio": round(ratio, 3),
        "ratio_with_role": round(with_role["median_ms"] / service["median_ms"], 3),
        # Medians of CPU time per report: the robust reading on a shared machine.
        "cpu_ms": {
            "discord": round(statistics.median(discord_cpu) * 1e3, 4),
            "service": round(statistics.median(service_cpu) * 1e3, 4),
        },
        "cpu_ratio": round(statistics.median(discord_cpu) / statistics.median(service_cpu), 3),
        "target_ratio": TARGET_RATIO,
        "meets_target": ratio <= TARGET_RATIO,
        "unexpected_errors": [repr(e) for e in errors],
    }


def machine() -> dict[str, Any]:
    return {
        "python": platform.python_version(),
        "discord.py": discord.__version__,
        "platform": platform.platform(),
        "cpus": os.cpu_count(),
        "date": datetime.now(UTC).date().isoformat(),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reps", type=int, default=300, help="timed reports per path")
    parser.add_argument("--batch", type=int, default=25, help="reports per interleaved batch")
    parser.add_argument("--warmup", type=int, default=30)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    logging.getLogger("discord").setLevel(logging.ERROR)
    results = asyncio.run(measure(args.reps, args.batch, args.warmup))
    results["machine"] = machine()
    results["reps"] = args.reps
    if args.json:
        print(json.dumps(results, indent=2))
    else:
        d, r, s = results["discord"], results["discord_with_role"], results["service"]
        print(f"One report, {args.reps} reps each, SQLite (WAL, synchronous=NORMAL)")
        print(f"  through discord.py    : median {d['median_ms']:.3f} ms, p99 {d['p99_ms']:.3f} ms")
        print(f"  ... reporter has roles: median {r['median_ms']:.3f} ms, p99 {r['p99_ms']:.3f} ms")
        print(f"  MatchService.report   : median {s['median_ms']:.3f} ms, p99 {s['p99_ms']:.3f} ms")
        verdict = "meets" if results["meets_target"] else "MISSES"
        print(
            f"  ratio {results['ratio']:.2f}x (target <= {TARGET_RATIO}x: {verdict}); "
            f"with roles {results['ratio_with_role']:.2f}x"
        )
        c = results["cpu_ms"]
        print(
            f"  CPU per report: {c['discord']:.3f} ms vs {c['service']:.3f} ms, "
            f"ratio {results['cpu_ratio']:.2f}x"
        )
        if results["unexpected_errors"]:
            print(f"  unexpected errors: {results['unexpected_errors']}")
    return 0 if not results["unexpected_errors"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
