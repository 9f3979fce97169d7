"""Benchmarks of the playoff core: seeding a top cut and reading a whole top-16 bracket.

    python benchmarks/playoff.py            # the table
    python benchmarks/playoff.py --json     # the same figures as JSON
    python benchmarks/playoff.py --quick    # fewer repetitions

Figures (medians of repeated runs, wall time and CPU time, one process):

* the seeds of a top 16 from a 256-player Swiss league after 8 rounds (`seed_playoff`: the
  standings with every tiebreaker, then the draw among players who share a rank);
* a top-16 bracket played out (4 rounds, 15 matches, a judge's winner at level game wins):
  `playoff_rounds`, which checks the seeds against the standings and every round's pairings
  and winners, and gives the champion (what `arbiter standings` and every Discord view of the
  playoff compute);
* the same for a 256-player pods league cut to its top 16 (four semifinal pods and a final).

Target: instant (well under the 1 s a slash command may take before Arbiter defers).
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # `python benchmarks/playoff.py` from anywhere
    sys.path.insert(0, str(ROOT))

from benchmarks.league import measure, swiss_league  # noqa: E402
from bot.core.league import League, LeagueMatch, Round, pair_next_round  # noqa: E402
from bot.core.league.chance import draw  # noqa: E402
from bot.core.league.leaguefile import DEFAULT_POINTS, Kind  # noqa: E402
from bot.core.league.playoff import Playoff, playoff_rounds, seed_playoff  # noqa: E402

TARGET_MS = 1000.0


def pods_league(players: int, rounds: int, seed: int = 0) -> League:
    """A pods league of `players` after `rounds` rounds, paired by the core round by round."""
    names = tuple(f"player{i:03d}" for i in range(players))
    league = League("magic", Kind.PODS, DEFAULT_POINTS[Kind.PODS], names)
    for number in range(1, rounds + 1):
        pairing = pair_next_round(league, seed)
        matches = []
        for pod in pairing.pods:  # type: ignore[union-attr]
            pick = draw(seed, f"pod {number}", pod[0]) % (len(pod) + 1)
            if pick == len(pod):
                matches.append(LeagueMatch(pod, draw=True))
            else:
                matches.append(LeagueMatch(pod, winner=pod[pick]))
        league = replace(league, rounds=(*league.rounds, Round(tuple(matches))))
    return league


def played_out(league: League, size: int, seed: int) -> League:
    """`league` with a top-`size` playoff played to its champion: in each match the lower
    seed wins when the hash says so; one swiss match is level and decided by a judge."""
    playoff = Playoff(size, seed_playoff(league, size, seed))
    while True:
        state = playoff_rounds(league, playoff)
        if state.next_round is None:
            return replace(league, playoff=playoff)
        matches = []
        for table in state.next_round:
            upset = draw(seed, f"playoff {state.next_number}", table[0]) % 3 == 0
            winner = table[-1] if upset else table[0]
            if league.kind is Kind.PODS:
                matches.append(LeagueMatch(table, winner=winner))
            elif not matches and state.next_number == 1:  # a level match, a judge's winner
                matches.append(LeagueMatch(table, games=(1, 1, 1), winner=winner))
            else:
                games = (2, 1, 0) if winner == table[0] else (1, 2, 0)
                matches.append(LeagueMatch(table, games=games))
        playoff = replace(playoff, rounds=(*playoff.rounds, tuple(matches)))


def run(reps: int = 15, players: int = 256, rounds: int = 8) -> dict[str, Any]:
    swiss = swiss_league(players, rounds, seed=4)
    pods = pods_league(players, rounds, seed=5)
    swiss_done = played_out(swiss, 16, seed=4)
    pods_done = played_out(pods, 16, seed=5)
    champion = {
        "swiss": playoff_rounds(swiss_done).champion,
        "pods": playoff_rounds(pods_done).champion,
    }
    figures = {
        "seed": measure(lambda: seed_playoff(swiss, 16, 4), reps),
        "bracket": measure(lambda: playoff_rounds(swiss_done), reps),
        "pods_bracket": measure(lambda: playoff_rounds(pods_done), reps),
    }
    return {
        "machine": {"python": platform.python_version()},
        "players": players,
        "rounds": rounds,
        "champions": champion,
        **figures,
        "target_ms": TARGET_MS,
        "targets_met": {k: f["median_ms"] < TARGET_MS for k, f in figures.items()},
    }


def table(results: dict[str, Any]) -> str:
    n, rounds = results["players"], results["rounds"]
    rows = [
        "| figure | median | min | max | CPU median | runs | target | met |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for key, label in (
        ("seed", f"top-16 seeds of a {n}-player Swiss league after {rounds} rounds"),
        ("bracket", "a top-16 Swiss bracket played out (4 rounds, checked, champion)"),
        ("pods_bracket", f"a top-16 pods bracket of a {n}-player pods league (2 rounds)"),
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
    reps = 2 if args.tiny else 5 if args.quick else 15
    results = run(reps, players=16, rounds=2) if args.tiny else run(reps)
    print(json.dumps(results, indent=2) if args.json else table(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
