"""Benchmark of quick rulings: a ruling is pure CPU (read, judge, word), so this measures the
one function every surface calls, `bot.core.rulings.rule_on`.

    python benchmarks/rulings.py            # the table
    python benchmarks/rulings.py --json     # the same figures as JSON
    python benchmarks/rulings.py --quick    # fewer repetitions

Figures (wall time per ruling: minimum, median and p99 of repeated runs, one process):

* a one-event situation ("magic: alice concedes");
* a 20-sentence situation (a Commander game of four, 20 reports of one to three events, the
  last one ending the game), under the 1,000 characters a situation may have, and the same
  game in 10 sentences;
* the ratios: 20 sentences against 10 (about 2 when the cost is linear in the text) and
  against one event; and, since wall time on a shared machine is noisy, the number of Python
  function calls of one ruling (cProfile), which does not depend on the load.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import platform
import pstats
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # `python benchmarks/rulings.py` from anywhere
    sys.path.insert(0, str(ROOT))

from bot.core.rulings import MAX_SITUATION, Ruling, rule_on  # noqa: E402

ONE_EVENT = "magic: alice concedes"
_SENTENCES = (
    "carol takes 3 damage",
    "bob takes 4 commander damage from alice and dave gains 2 life",
    "alice loses 2 life, carol gets 1 poison counter",
    "dave takes 5 commander damage from carol",
)


def twenty_sentences(count: int = 20) -> str:
    """`count` sentences; the last ends the game (everyone else concedes)."""
    body = [_SENTENCES[i % len(_SENTENCES)] for i in range(count - 1)]
    body.append("bob concedes, carol concedes and dave concedes")
    text = "magic commander: 4 players: alice, bob, carol, dave. " + ". ".join(body)
    if len(text) > MAX_SITUATION:  # pragma: no cover - guards the figure's meaning
        raise RuntimeError(f"the 20-sentence situation has {len(text)} characters")
    return text


def check(text: str, sentences: int) -> Ruling:
    answer = rule_on(text)
    if not isinstance(answer, Ruling) or len(answer.understood["reports"]) != sentences:
        raise RuntimeError(f"the benchmark situation does not read as {sentences} reports")
    return answer


def timings(text: str, repeat: int) -> list[float]:
    rule_on(text)  # warm the regular expressions and caches once
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        rule_on(text)
        samples.append(time.perf_counter() - start)
    return samples


def calls(text: str) -> int:
    """Python function calls of one ruling: the work done, whatever the machine's load."""
    profile = cProfile.Profile()
    profile.enable()
    rule_on(text)
    profile.disable()
    return int(pstats.Stats(profile).total_calls)  # type: ignore[attr-defined]


def summary(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    return {
        "min_ms": ordered[0] * 1000,
        "median_ms": statistics.median(ordered) * 1000,
        "p99_ms": p99 * 1000,
    }


def run(repeat: int) -> dict[str, Any]:
    long_text, half_text = twenty_sentences(), twenty_sentences(10)
    check(ONE_EVENT, 1)
    check(half_text, 10)
    check(long_text, 20)
    one = summary(timings(ONE_EVENT, repeat))
    ten = summary(timings(half_text, repeat))
    twenty = summary(timings(long_text, repeat))
    return {
        "python": platform.python_version(),
        "repeat": repeat,
        "one_event": {"characters": len(ONE_EVENT), "calls": calls(ONE_EVENT), **one},
        "ten_sentences": {"characters": len(half_text), "calls": calls(half_text), **ten},
        "twenty_sentences": {"characters": len(long_text), "calls": calls(long_text), **twenty},
        "ratio_20_to_10": twenty["median_ms"] / ten["median_ms"],
        "ratio_20_to_10_min": twenty["min_ms"] / ten["min_ms"],
        "ratio_median": twenty["median_ms"] / one["median_ms"],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--quick", action="store_true", help="200 repetitions instead of 2,000")
    args = parser.parse_args(argv)
    figures = run(200 if args.quick else 2_000)
    if args.json:
        print(json.dumps(figures))
        return 0
    print(f"quick rulings, Python {figures['python']}, {figures['repeat']} runs each")
    rows = (
        ("one_event", "one event"),
        ("ten_sentences", "10 sentences"),
        ("twenty_sentences", "20 sentences"),
    )
    for key, label in rows:
        row = figures[key]
        print(
            f"  {label:<13} {row['characters']:>4} chars  min {row['min_ms']:.3f} ms"
            f"  median {row['median_ms']:.3f} ms"
            f"  p99 {row['p99_ms']:.3f} ms  {row['calls']:>6} calls"
        )
    print(
        f"  20 sentences / 10 sentences: medians {figures['ratio_20_to_10']:.2f}x, "
        f"minimums {figures['ratio_20_to_10_min']:.2f}x"
    )
    print(f"  20 sentences / one event (medians): {figures['ratio_median']:.1f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
