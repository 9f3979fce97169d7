"""Benchmarks of the pure league core: pairing a round and computing standings.

    python benchmarks/league.py            # the table
    python benchmarks/league.py --json     # the same figures as JSON
    python benchmarks/league.py --quick    # fewer repetitions

Figures (medians of repeated runs, wall time and CPU time, one process):

* pair round 6 of a 64-player Swiss league (5 rounds played): one networkx maximum-weight
  matching on 64 players (target: well under a second);
* standings of a 256-player Swiss league after 8 rounds (target: well under a second);
* the same standings with 10,000 other leagues' worth of history elsewhere cannot matter:
  the core reads only the one league it is given (nothing to measure there).

The leagues are built by the core itself: each round paired by `pair_next_round` from the
results so far, results drawn from a seeded hash, so every run measures the same leagues.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # `python benchmarks/league.py` from anywhere
    sys.path.insert(0, str(ROOT))

import networkx  # noqa: E402

from bot.core.league import League, LeagueMatch, Round, compute_standings, pair_next_round  # noqa: E402
from bot.core.league.chance import draw  # noqa: E402
from bot.core.league.leaguefile import DEFAULT_POINTS, Kind  # noqa: E402

TARGET_S = 1.0
RESULTS = ((2, 0, 0), (2, 1, 0), (1, 2, 0), (0, 2, 0), (1, 1, 1))


def swiss_league(players: int, rounds: int, seed: int = 0) -> League:
    """A Swiss league of `players` after `rounds` rounds, paired by the core round by round."""
    names = tuple(f"player{i:03d}" for i in range(players))
    league = League("magic", Kind.SWISS, DEFAULT_POINTS[Kind.SWISS], names)
    for number in range(1, rounds + 1):
        pairing = pair_next_round(league, seed)
        matches = tuple(
            LeagueMatch((a, b), games=RESULTS[draw(seed, f"result {number}", a) % len(RESULTS)])
            for a, b in pairing.pairings
        )
        byes = (pairing.bye,) if pairing.bye else ()
        league = League(
            league.system, league.kind, league.points, names, (*league.rounds, Round(matches, byes))
        )
    return league


def measure(action: Callable[[], object], reps: int) -> dict[str, float]:
    walls, cpus = [], []
    for _ in range(reps):
        wall, cpu = time.perf_counter(), time.process_time()
        action()
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    return {
        "median_ms": round(statistics.median(walls) * 1e3, 2),
        "min_ms": round(min(walls) * 1e3, 2),
        "max_ms": round(max(walls) * 1e3, 2),
        "cpu_median_ms": round(statistics.median(cpus) * 1e3, 2),
        "n": reps,
    }


def run(reps: int = 15, pair_players: int = 64, standings_players: int = 256) -> dict[str, Any]:
    pair_league = swiss_league(pair_players, 5, seed=1)
    standings_league = swiss_league(standings_players, 8, seed=2)
    pair = measure(lambda: pair_next_round(pair_league, 1), reps)
    table = measure(lambda: compute_standings(standings_league), reps)
    return {
        "machine": {"python": platform.python_version(), "networkx": networkx.__version__},
        "pair": {"players": pair_players, "rounds_played": 5, **pair},
        "standings": {"players": standings_players, "rounds": 8, **table},
        "target_ms": TARGET_S * 1e3,
        "targets_met": {
            "pair": pair["median_ms"] < TARGET_S * 1e3,
            "standings": table["median_ms"] < TARGET_S * 1e3,
        },
    }


def table(results: dict[str, Any]) -> str:
    rows = [
        "| figure | median | min | max | CPU median | runs | target | met |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for key, label in (
        ("pair", f"pair round 6, {results['pair']['players']} players (Swiss)"),
        ("standings", f"standings, {results['standings']['players']} players after 8 rounds"),
    ):
        f = results[key]
        met = "yes" if results["targets_met"][key] else "no"
        rows.append(
            f"| {label} | {f['median_ms']} ms | {f['min_ms']} ms | {f['max_ms']} ms "
            f"| {f['cpu_median_ms']} ms | {f['n']} | < 1 s | {met} |"
        )
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    parser.add_argument("--tiny", action="store_true", help="small leagues; figures meaningless")
    args = parser.parse_args(argv)
    if args.tiny:
        results = run(reps=2, pair_players=8, standings_players=16)
    else:
        results = run(reps=5 if args.quick else 15)
    print(json.dumps(results, indent=2) if args.json else table(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
