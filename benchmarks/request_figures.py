"""Every writing request's service time, and the reads that must stay flat under history.

Two sets of figures for `benchmarks/run.py`:

* **Service time of each writing request**: `/match start`, a plain report, a report that
  takes a player out (it waits for confirmation), the Confirm press and a report that ends a
  game, through `MatchService`, each kind timed in the same rounds: median and p99, and the
  SQL statements each sends. These are what a user waits for on top of Discord's round trip.
* **Reads under history**: `/match status`, `/match history` for a channel and for a guild, on
  a database with 50,000 stored matches against one with 1,000; the channel and the guild
  asked about hold the same matches in both (20 and 200), the larger database has more
  channels and guilds.

How a ratio is made robust on a noisy, shared machine: every case runs in small batches in
turn within each round (the order rotating), and three ratios come out of the same samples:
of the wall-clock medians, of the CPU time per operation (`time.process_time`, which counts
this process's threads, aiosqlite's included, and not the time the machine gave to others),
and the paired estimate: the median over rounds of each round's ratio, which cancels a slow
spell that falls on one round. The verdict ("robust") uses the CPU ratio on SQLite, where the
database works inside this process, and the paired estimate on PostgreSQL, whose server's
work runs in other processes and would be left out of this process's CPU time.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import event

from bot.app.match import Actor, MatchService, PlayerSpec
from bot.store.database import Database

ALICE, BOB = 1, 2
alice, bob = Actor(ALICE), Actor(BOB)
LIFE = 10**6

REQUESTS = ("start", "plain", "takes_out", "confirm", "ends_game")
HISTORY_TARGET = 1.25


@dataclass
class Timings:
    wall: list[float]
    cpu: list[float]
    round_medians: list[float]


def _new() -> Timings:
    return Timings([], [], [])


async def _timed(timings: Timings, call: Callable[[], Awaitable[Any]], n: int = 1) -> None:
    walls = []
    for _ in range(n):
        cpu, wall = time.process_time(), time.perf_counter()
        await call()
        walls.append(time.perf_counter() - wall)
        timings.cpu.append(time.process_time() - cpu)
    timings.wall += walls
    timings.round_medians.append(statistics.median(walls))


def _ratios(case: Timings, base: Timings) -> dict[str, Any]:
    paired = statistics.median(
        c / b for c, b in zip(case.round_medians, base.round_medians, strict=True)
    )
    return {
        "median_ms": round(statistics.median(case.wall) * 1e3, 4),
        "cpu_ms": round(statistics.median(case.cpu) * 1e3, 4),
        "ratio": round(statistics.median(case.wall) / statistics.median(base.wall), 2),
        "cpu_ratio": round(statistics.median(case.cpu) / statistics.median(base.cpu), 2),
        "paired": round(paired, 2),
        "n": len(case.wall),
    }


# -- every writing request ---------------------------------------------------------------------


class _Round:
    """One match in its own channel, taken through every kind of request once."""

    def __init__(self, service: MatchService, channel_id: int) -> None:
        self.service = service
        self.channel_id = channel_id
        self.sent = 0
        self.pending: int | None = None

    def _key(self) -> str:
        self.sent += 1
        return f"req-{self.channel_id}-{self.sent}"

    async def start(self) -> None:
        await self.service.start_match(
            guild_id=1,
            channel_id=self.channel_id,
            system="magic",
            players=[PlayerSpec(ALICE, "alice"), PlayerSpec(BOB, "bob")],
            actor=alice,
            best_of=7,
            starting_life=LIFE,
        )

    async def _report(self, who: Actor, event: dict[str, Any]) -> Any:
        return await self.service.report(
            channel_id=self.channel_id, actor=who, events=[event], idempotency_key=self._key()
        )

    async def plain(self) -> None:
        await self._report(alice, {"event": "life", "player": ALICE, "delta": -1})

    async def takes_out(self) -> None:
        # Alice reports Bob's life at 0: Bob (or a judge) has to confirm.
        answer = await self._report(alice, {"event": "life", "player": BOB, "set": 0})
        assert answer.status == "pending", answer
        self.pending = answer.pending_id

    async def confirm(self) -> None:
        answer = await self.service.confirm(
            channel_id=self.channel_id, actor=bob, pending_id=self.pending
        )
        assert answer.game_over, answer

    async def ends_game(self) -> None:
        answer = await self._report(bob, {"event": "concede", "player": BOB})
        assert answer.game_over and not answer.match_over, answer


async def measure_requests(
    database: Database, *, rounds: int, plain_each: int = 3, first_channel: int = 700_000
) -> dict[str, Any]:
    """`rounds` matches, each through: /match start, plain reports, a report that takes a
    player out, its Confirm, plain reports, a report that ends a game (a concession)."""
    service = MatchService(database)
    warm = _Round(service, first_channel - 1)
    # Statements each request sends (BEGIN and COMMIT not counted).
    statements: dict[str, int] = {}
    seen: list[str] = []

    def count(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        if statement.split(None, 1)[0].upper() not in ("BEGIN", "COMMIT", "ROLLBACK"):
            seen.append(statement)

    event.listen(database.engine.sync_engine, "before_cursor_execute", count)
    for name, call in (
        ("start", warm.start),
        ("plain", warm.plain),
        ("takes_out", warm.takes_out),
        ("confirm", warm.confirm),
        ("ends_game", warm.ends_game),
    ):
        sent = len(seen)
        await call()
        statements[name] = len(seen) - sent
    event.remove(database.engine.sync_engine, "before_cursor_execute", count)
    timings = {name: _new() for name in REQUESTS}
    for n in range(rounds):
        one = _Round(service, first_channel + n)
        await _timed(timings["start"], one.start)
        await _timed(timings["plain"], one.plain, plain_each)
        await _timed(timings["takes_out"], one.takes_out)
        await _timed(timings["confirm"], one.confirm)
        await _timed(timings["plain"], one.plain, plain_each)
        await _timed(timings["ends_game"], one.ends_game)
    return {
        name: {
            **_stats(timings[name].wall),
            "cpu_ms": round(statistics.median(timings[name].cpu) * 1e3, 4),
            "statements": statements[name],
        }
        for name in REQUESTS
    }


def _stats(samples: list[float]) -> dict[str, Any]:
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    return {
        "median_ms": round(statistics.median(ordered) * 1e3, 4),
        "p99_ms": round(p99 * 1e3, 4),
        "n": len(ordered),
    }


# -- reads under history -----------------------------------------------------------------------

# The channel and the guild asked about hold the same matches in both databases (20 and 200);
# the larger database has more channels and guilds.
MATCHES_PER_CHANNEL = 20
CHANNELS_PER_GUILD = 10
HISTORY_CHANNEL = 10_000_000  # seed_history's channels: 10_000_000 + match id % channels


async def measure_reads(
    small: Database,
    large: Database,
    seed: Callable[..., Awaitable[None]],
    *,
    sizes: tuple[int, int],
    rounds: int,
    batch: int = 5,
) -> dict[str, Any]:
    """/match status and /match history with sizes[1] stored matches against sizes[0]."""
    services = {}
    for name, database, matches in (("small", small, sizes[0]), ("large", large, sizes[1])):
        channels = max(1, matches // MATCHES_PER_CHANNEL)
        await seed(
            database,
            matches=matches,
            reports_each=0,
            channels=channels,
            guilds=max(1, channels // CHANNELS_PER_GUILD),
        )
        service = services[name] = MatchService(database)
        # An active match in the channel asked about, as /match status usually finds.
        await _Round(service, HISTORY_CHANNEL).start()

    reads: dict[str, Callable[[MatchService], Awaitable[Any]]] = {
        "status": lambda s: s.status(channel_id=HISTORY_CHANNEL),
        "history_channel": lambda s: s.history(guild_id=1, channel_id=HISTORY_CHANNEL),
        "history_guild": lambda s: s.history(guild_id=1),
    }
    timings = {(read, size): _new() for read in reads for size in services}
    cases = list(timings)
    for call in reads.values():  # warm up
        for service in services.values():
            await call(service)
    for n in range(rounds):
        shift = n % len(cases)
        for read, size in cases[shift:] + cases[:shift]:
            service = services[size]
            await _timed(timings[read, size], lambda r=read, s=service: reads[r](s), batch)
    return {
        read: {
            "small_ms": round(statistics.median(timings[read, "small"].wall) * 1e3, 4),
            **_ratios(timings[read, "large"], timings[read, "small"]),
        }
        for read in reads
    }


def choose_verdicts(figures: dict[str, Any], *, cpu: bool) -> None:
    """Mark which ratio each read's verdict uses: `cpu` (SQLite: the database works in this
    process, so CPU time per operation counts all of it and none of the time the machine gave
    to others) or the paired estimate (PostgreSQL: the server's work runs elsewhere)."""
    for value in figures["reads"].values():
        value["robust"] = value["cpu_ratio" if cpu else "paired"]


def read_verdicts(figures: dict[str, Any]) -> dict[str, bool]:
    return {name: value["robust"] <= HISTORY_TARGET for name, value in figures.items()}
