"""One report end to end through discord.py, against the same report through the service alone.

    python benchmarks/discord_report.py            # 300 timed reports per path
    python benchmarks/discord_report.py --reps 600 --json

Both paths run in one process, on one SQLite file (the app's own engine and pragmas: WAL,
synchronous=NORMAL, BEGIN IMMEDIATE), in interleaved batches so that load from elsewhere on
the machine hits both alike:

* discord: a gateway INTERACTION_CREATE payload for ``/life change:-1`` (or ``+1``) is handed
  to discord.py's connection state, which builds the Interaction, runs the real CommandTree,
  the cog, ``Actions.report`` (permissions, ``MatchService.report``), answers through the
  interaction webhook and redraws the live scoreboard with the bot token. The two REST seams
  are answered in memory by ``bot.fakediscord.offline.OfflineDiscord`` (what ``arbiter console``
  uses); the time ends when every task the dispatch started has finished. The scoreboard is
  redrawn at most once a second per match, and reports here come back to back: every
  report would wait for the next second. As in the tests, that interval is 0 here, so each
  report pays a whole redraw of its own, as a report a second or more after the last one
  does (a burst shares one redraw, which would flatter the figure).
  The guild reaches discord.py's cache in a GUILD_CREATE first, as from the gateway at
  connect (Arbiter has the guilds intent).
  The reporter is a player with no roles (Arbiter then knows without a database read that
  they cannot hold the judge role); ``discord_with_role`` is the same report by a member with
  a role, which costs one read of the server's settings to check for the judge role.
* service: ``MatchService.report`` with the same event, in another channel of the same
  database, then ``MatchService.delivered`` as the bot says once an answer is out.
* german: the discord path in a server whose language is German (`/arbiter config
  language:de`), by a player whose Discord client is German: every word of the answer and
  the board comes from the German catalogues (issue 34: answering in a locale may add at
  most 5% of CPU to a report). Before each batch of it the server's language is set to
  German, and before each batch of the discord path back to English, so both pay the same
  settings read after a change.

Printed: medians and p99 of wall-clock time, medians of CPU time per report, and the ratios
to the service alone (target <= 1.5x). **The verdict uses the CPU ratio**
(``time.process_time()``, every thread of this process, aiosqlite's included, and nothing of
what other processes take from the machine), as
benchmarks/run.py does on SQLite; the wall ratio and the paired estimate (the median over
batches of each batch's ratio of CPU medians) are shown beside it. Nothing here asserts a time.
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
from discord import app_commands  # noqa: E402

from bot.app.match import Actor, PlayerSpec  # noqa: E402
from bot.config import Settings  # noqa: E402
from bot.core.languages import Language  # noqa: E402
from bot.core.match.commands import ChangeSettings  # noqa: E402
from bot.faces.discord.client import ArbiterBot  # noqa: E402
from bot.fakediscord import gateway  # noqa: E402
from bot.fakediscord.offline import CHANNEL_ID, GUILD_ID, OfflineDiscord  # noqa: E402

TARGET_RATIO = 1.5
TARGET_LOCALE_COST = 0.05  # answering in German may cost at most 5% more CPU than English


ALICE = gateway.user_payload(100_000_000_000_000_001, "alice", global_name="alice")
BOB = gateway.user_payload(100_000_000_000_000_002, "bob", global_name="bob")
SERVICE_CHANNEL = CHANNEL_ID + 1
ROLE_ID = 100_000_000_000_000_099  # some role that is not the judge role
STRING, INTEGER, USER = 3, 4, 6  # application command option types


FLOOR_COMMAND = "benchmark-floor"


def _floor_command() -> app_commands.Command[Any, Any, None]:
    """A command of this benchmark only (never registered with Discord): it answers at once
    with a constant private message, to measure what discord.py itself costs a command."""

    async def answer(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("Recorded.", ephemeral=True)

    return app_commands.Command(name=FLOOR_COMMAND, description="floor", callback=answer)


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
        self.bot.scoreboards.min_interval = 0.0  # a redraw per report (see above)
        self.bot.budget.unpaced()  # the in-memory Discord has no rate limits
        self.offline = OfflineDiscord(self.bot, lambda _message, _how: None)
        self.alice = self.offline.member(ALICE, manage_guild=False, roles=[])
        self.alice_with_role = self.offline.member(ALICE, manage_guild=False, roles=[ROLE_ID])
        self._turn = 0
        self.bot.tree.add_command(_floor_command())

    async def start(self) -> None:
        await self.bot.login("benchmark")  # runs setup_hook: migrations, cogs
        # The GUILD_CREATE the gateway sends at connect. Arbiter asks for the guilds intent,
        # so in production discord.py has each guild and its channels cached when an
        # interaction comes; without it discord.py would build a stand-in guild and channel
        # for every interaction, work the real bot does not do.
        self.offline.channel("table-1", channel_id=SERVICE_CHANNEL)
        self.offline._feed("GUILD_CREATE", self.offline._guild_payload())
        # bob as Discord resolves a member of the server (a user alone is refused).
        resolved: dict[str, Any] = {}
        bob = self.offline.member(BOB, manage_guild=False, roles=[])
        opponent = gateway.resolve_user(resolved, BOB, bob)
        options = [
            gateway.command_option("opponent", USER, opponent),
            gateway.command_option("game", STRING, "magic"),
        ]
        data = gateway.command_data(["match", "start"], options, command_id=1, resolved=resolved)
        await self.offline.command(data, self.alice)
        answers = [m.data.get("content") or "" for m in self.offline.messages.values()]
        if not any("started" in text for text in answers):
            # Measured on a refused start, every report would time a refusal.
            raise RuntimeError(f"/match start did not start the match: {answers}")
        await self.bot.service.start_match(
            guild_id=GUILD_ID,
            channel_id=SERVICE_CHANNEL,
            system="magic",
            players=[PlayerSpec(int(ALICE["id"]), "alice"), PlayerSpec(int(BOB["id"]), "bob")],
            actor=Actor(int(ALICE["id"])),
        )

    def _data(self, name: str, options: list[Any]) -> Any:
        return gateway.command_data([name], options, command_id=1)

    def _delta(self) -> int:
        """-1, +1, -1, ...: the same events on both paths, and nobody's life runs out."""
        self._turn += 1
        return -1 if self._turn % 2 else 1

    async def through_discord(self, member: Any = None, locale: str = "en-US") -> None:
        before = len(self.offline.messages)
        option = gateway.command_option("change", INTEGER, self._delta())
        data = self._data("life", [option])
        await self.offline.command(data, member or self.alice, locale=locale)
        if len(self.offline.messages) == before:  # the reply is a new (ephemeral) message
            raise RuntimeError("the report through discord.py got no answer")

    async def discord_floor(self) -> None:
        """discord.py's own part of any command: the interaction parsed, the command tree,
        a constant private answer sent and its response parsed; no database, no board."""
        before = len(self.offline.messages)
        await self.offline.command(self._data(FLOOR_COMMAND, []), self.alice)
        if len(self.offline.messages) == before:
            raise RuntimeError("the floor command got no answer")

    async def through_discord_with_role(self) -> None:
        await self.through_discord(self.alice_with_role)

    async def in_german(self) -> None:
        await self.through_discord(locale="de")

    async def speak(self, language: Language) -> None:
        """The server's language for its public posts, as `/arbiter config language:` sets it."""
        change = ChangeSettings(language=language)
        await self.bot.service.change_guild_settings(GUILD_ID, change)

    async def through_service(self) -> None:
        key = uuid.uuid4().hex
        answer = await self.bot.service.report(
            channel_id=SERVICE_CHANNEL,
            actor=Actor(int(ALICE["id"])),
            events=[{"event": "life", "player": int(ALICE["id"]), "delta": self._delta()}],
            idempotency_key=key,
        )
        if answer.status != "applied":
            raise RuntimeError(f"unexpected answer {answer.status}")
        # As the bot says once the answer is out: otherwise the service takes the next report
        # of the same user for a possible retry and sends it down the full path.
        self.bot.service.delivered(key, True)

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


def cpu_ms(samples: list[float]) -> float:
    return round(statistics.median(samples) * 1e3, 4)


async def measure(reps: int, batch: int, warmup: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="arbiter-discord-bench-") as tmp:
        bench = Bench(Path(tmp))
        with bench.offline.patched():
            await bench.start()
            try:
                await timed(bench.through_discord, warmup)
                await timed(bench.through_discord_with_role, warmup)
                await timed(bench.through_service, warmup)
                await timed(bench.discord_floor, warmup)
                await bench.speak(Language.GERMAN)
                await timed(bench.in_german, warmup)
                said = bench.offline.messages[max(bench.offline.messages)].data
                german_said = said.get("content") or json.dumps(said.get("embeds"))
                paths = ("discord", "with_role", "service", "floor", "german")
                wall: dict[str, list[float]] = {name: [] for name in paths}
                cpu: dict[str, list[float]] = {name: [] for name in paths}
                batch_ratios: list[float] = []
                german_ratios: list[float] = []  # each batch's German CPU median / English
                work = {
                    "discord": bench.through_discord,
                    "service": bench.through_service,
                    "with_role": bench.through_discord_with_role,
                    "floor": bench.discord_floor,
                    "german": bench.in_german,
                }
                speaks = {"discord": Language.ENGLISH, "german": Language.GERMAN}
                while len(wall["discord"]) < reps:
                    n = min(batch, reps - len(wall["discord"]))
                    batch_cpu: dict[str, list[float]] = {}
                    for name, run in work.items():
                        if name in speaks:
                            await bench.speak(speaks[name])
                        batch_cpu[name] = []
                        wall[name] += await timed(run, n, batch_cpu[name])
                        cpu[name] += batch_cpu[name]
                    batch_ratios.append(
                        statistics.median(batch_cpu["discord"])
                        / statistics.median(batch_cpu["service"])
                    )
                    german_ratios.append(
                        statistics.median(batch_cpu["german"])
                        / statistics.median(batch_cpu["discord"])
                    )
                errors = list(bench.bot.unexpected_errors)
            finally:
                await bench.close()
    through_discord, service = stats_ms(wall["discord"]), stats_ms(wall["service"])
    with_role = stats_ms(wall["with_role"])
    cpu_ratio = statistics.median(cpu["discord"]) / statistics.median(cpu["service"])
    return {
        "discord": through_discord,
        "discord_with_role": with_role,
        "service": service,
        "ratio": round(through_discord["median_ms"] / service["median_ms"], 3),
        "ratio_with_role": round(with_role["median_ms"] / service["median_ms"], 3),
        # Medians of CPU time per report: the robust reading on a shared machine.
        "cpu_ms": {name: cpu_ms(samples) for name, samples in cpu.items()},
        "cpu_ratio": round(cpu_ratio, 3),
        "cpu_ratio_with_role": round(
            statistics.median(cpu["with_role"]) / statistics.median(cpu["service"]), 3
        ),
        "paired_cpu_ratio": round(statistics.median(batch_ratios), 3),
        # Issue 34: the same report answered in German against English (CPU medians).
        "german": stats_ms(wall["german"]),
        "german_cpu_cost": round(
            statistics.median(cpu["german"]) / statistics.median(cpu["discord"]) - 1, 4
        ),
        "german_paired_cost": round(statistics.median(german_ratios) - 1, 4),
        "german_said": german_said[:300],
        "target_locale_cost": TARGET_LOCALE_COST,
        # discord.py's own cost of a command, against the service alone: a report through
        # discord.py cannot cost less than the service plus this.
        "discord_floor": stats_ms(wall["floor"]),
        "floor_cpu_ratio": round(
            statistics.median(cpu["floor"]) / statistics.median(cpu["service"]), 3
        ),
        "target_ratio": TARGET_RATIO,
        "verdict_uses": "cpu_ratio",
        "meets_target": cpu_ratio <= TARGET_RATIO,
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
        c = results["cpu_ms"]
        print(f"One report, {args.reps} reps each, SQLite (WAL, synchronous=NORMAL)")
        print("                          wall median    wall p99   CPU median")
        for label, wall, cpu in (
            ("through discord.py", d, c["discord"]),
            ("... reporter has roles", r, c["with_role"]),
            ("MatchService.report", s, c["service"]),
            ("discord.py floor", results["discord_floor"], c["floor"]),
        ):
            print(
                f"  {label:22s}: {wall['median_ms']:8.3f} ms {wall['p99_ms']:8.3f} ms {cpu:8.3f} ms"
            )
        verdict = "meets" if results["meets_target"] else "MISSES"
        print(
            f"  CPU ratio {results['cpu_ratio']:.2f}x (target <= {TARGET_RATIO}x: {verdict}); "
            f"paired {results['paired_cpu_ratio']:.2f}x, wall {results['ratio']:.2f}x; "
            f"with roles {results['cpu_ratio_with_role']:.2f}x (wall "
            f"{results['ratio_with_role']:.2f}x)"
        )
        print(
            f"  discord.py floor (a constant answer, no database) vs the service alone: "
            f"{results['floor_cpu_ratio']:.2f}x CPU; no report through discord.py can cost "
            f"less than {1 + results['floor_cpu_ratio']:.2f}x"
        )
        cost = results["german_cpu_cost"]
        verdict = "meets" if cost <= TARGET_LOCALE_COST else "MISSES"
        print(
            f"  in German (server and client): {results['german']['median_ms']:.3f} ms wall, "
            f"{c['german']:.3f} ms CPU: {cost:+.1%} CPU against English "
            f"(target <= +{TARGET_LOCALE_COST:.0%}: {verdict}); paired by batch "
            f"{results['german_paired_cost']:+.1%}"
        )
        print(f"  the German answer began: {results['german_said'][:120]!r}")
        if results["unexpected_errors"]:
            print(f"  unexpected errors: {results['unexpected_errors']}")
    return 0 if not results["unexpected_errors"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
