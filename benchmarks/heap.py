"""The bot's own heap as reports come in, and what a full garbage collection of it costs.

    python benchmarks/heap.py                 # 10 rounds of 500 reports through discord.py
    python benchmarks/heap.py --rounds 20 --reports 1000 --json

The test suite found that a full (generation 2) collection over a heap of about 950,000
objects takes over a second, and one falling inside an interaction pushed the first answer
past Discord's 3 seconds. A test process keeps what thousands of tests leave behind; this
measures the bot itself: one ``ArbiterBot`` logged in against the in-memory Discord
(``benchmarks/discord_report.Bench``), ``/life`` reports through discord.py one after
another, and a quick ruling every tenth report. After each round it prints:

* the objects the garbage collector tracks, after a full collection, once the in-memory
  Discord has dropped its records of what it was sent (the real Discord keeps those on its
  side): flat means the bot does not hold on to what it served;
* the full collections Python ran by itself during the round, and the longest;
* the time of one full collection forced at the round's end.

``--freeze`` starts the bot as ``arbiter run`` does, with ``freeze_heap``: ``gc.freeze()`` at
the end of ``setup_hook``, so what start-up built (modules, the catalogues, the compiled patterns,
SQLAlchemy's tables) moves to the permanent generation, which full
collections no longer walk. Nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import logging
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # `python benchmarks/heap.py` from anywhere
    sys.path.insert(0, str(ROOT))

from benchmarks.discord_report import Bench  # noqa: E402
from bot.fakediscord import gateway  # noqa: E402

STRING = 3
QUESTION = "magic: we were playing and my opponent is at 2 life. I deal 3 damage to him, do I win?"


def _forget_records(bench: Bench) -> None:
    """Drop what the in-memory Discord keeps of what it was sent (the calls, the interactions,
    their answers, old versions of messages): the real Discord keeps those on its side, and
    counted here they would hide whether the bot itself holds on to anything."""
    offline = bench.offline
    offline.calls.clear()
    offline._results.clear()
    offline._originals.clear()
    for message_id, message in list(offline.messages.items()):
        if message.source != "channel" or message.deleted:  # answers to interactions
            del offline.messages[message_id]
        else:
            message.versions.clear()


class Collections:
    """Every full collection Python runs by itself, timed (``gc.callbacks``)."""

    def __init__(self) -> None:
        self.durations: list[float] = []
        self._start = 0.0

    def __call__(self, phase: str, info: dict[str, Any]) -> None:
        if info.get("generation") != 2:
            return
        if phase == "start":
            self._start = time.perf_counter()
        else:
            self.durations.append(time.perf_counter() - self._start)


async def _ruling(bench: Bench) -> None:
    option = gateway.command_option("situation", STRING, QUESTION)
    data = gateway.command_data(["ruling"], [option], command_id=1)
    before = len(bench.offline.messages)
    await bench.offline.command(data, bench.alice)
    if len(bench.offline.messages) == before:
        raise RuntimeError("the quick ruling got no answer")


async def measure(rounds: int, reports: int, freeze: bool) -> dict[str, Any]:
    logging.getLogger("discord").setLevel(logging.ERROR)
    collections = Collections()
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="arbiter-heap-") as tmp:
        bench = Bench(Path(tmp))
        bench.bot.freeze_heap = freeze  # as `arbiter run` sets it: gc.freeze() once started
        with bench.offline.patched():
            await bench.start()
            for _ in range(20):  # warm: the first report and ruling fill caches, as in production
                await bench.through_discord()
            await _ruling(bench)
            gc.collect()
            started = len(gc.get_objects())
            frozen = gc.get_freeze_count()
            gc.callbacks.append(collections)
            try:
                for number in range(1, rounds + 1):
                    before = len(collections.durations)
                    for i in range(reports):
                        await bench.through_discord()
                        if i % 10 == 0:
                            await _ruling(bench)
                    during = collections.durations[before:]
                    _forget_records(bench)
                    forced = time.perf_counter()
                    gc.collect()
                    forced = time.perf_counter() - forced
                    collections.durations.pop()  # the forced one is reported apart
                    rows.append(
                        {
                            "round": number,
                            "reports": number * reports,
                            "objects": len(gc.get_objects()),
                            "full_collections": len(during),
                            "longest_ms": round(max(during, default=0.0) * 1e3, 2),
                            "forced_ms": round(forced * 1e3, 2),
                        }
                    )
            finally:
                gc.callbacks.remove(collections)
                errors = list(bench.bot.unexpected_errors)
                await bench.close()
    if freeze:
        gc.unfreeze()
    return {
        "freeze": freeze,
        "objects_after_start": started,
        "frozen_objects": frozen,
        "rounds": rows,
        "forced_ms_median": round(statistics.median(r["forced_ms"] for r in rows), 2),
        "unexpected_errors": [repr(e) for e in errors],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--reports", type=int, default=500, help="reports per round")
    parser.add_argument("--freeze", action="store_true", help="gc.freeze() after start-up")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    result = asyncio.run(measure(args.rounds, args.reports, args.freeze))
    if args.json:
        print(json.dumps(result, indent=2))
        return 0 if not result["unexpected_errors"] else 1
    how = "with gc.freeze() after start-up" if args.freeze else "without gc.freeze()"
    print(f"the bot's heap, {args.rounds} rounds of {args.reports} reports, {how}")
    print(
        f"  after start-up: {result['objects_after_start']:,} objects tracked"
        f" ({result['frozen_objects']:,} frozen)"
    )
    print("  reports   objects   full collections (longest)   one forced full collection")
    for row in result["rounds"]:
        print(
            f"  {row['reports']:7,}  {row['objects']:9,}   {row['full_collections']:3}"
            f" ({row['longest_ms']:7.2f} ms)             {row['forced_ms']:7.2f} ms"
        )
    if result["unexpected_errors"]:
        print(f"  unexpected errors: {result['unexpected_errors']}")
    return 0 if not result["unexpected_errors"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
