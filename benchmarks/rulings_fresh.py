"""Quick rulings on a fresh, held-out set of real questions (issue #31): the questions of
tests/rulings/fresh_questions.json (set 1, collected in session 15 AFTER the reader was built,
open for development since session 16), tests/rulings/fresh_questions_2.json (set 2, collected
in session 16, open for development since session 17), tests/rulings/fresh_questions_3.json
(set 3, collected in session 17, held out: never read to write the reader) or
tests/rulings/fresh_questions_4.json (set 4, collected in session 19, held out as well) or
tests/rulings/fresh_questions_5.json (set 5, collected in session 28, held out as well), asked
exactly as written.
They estimate what a new set of questions will see, above all whether anything is answered
confidently WRONG.

    python benchmarks/rulings_fresh.py             # set 1's figures
    python benchmarks/rulings_fresh.py --set 2     # set 2's figures
    python benchmarks/rulings_fresh.py --set 3     # set 3's figures (held out)
    python benchmarks/rulings_fresh.py --set 4     # set 4's figures (held out)
    python benchmarks/rulings_fresh.py --set 5     # set 5's figures (held out)
    python benchmarks/rulings_fresh.py --verbose   # and each question's verdict and unread words
    python benchmarks/rulings_fresh.py --json      # the figures as JSON

Each question is judged as benchmarks/rulings_real.py judges the corpus (its `judge`: right,
refused or WRONG against the published answer), and also in its experiment (`loosened`: every
sentence a refusal names as unread dropped), which Arbiter does not do: a WRONG there is a
sentence that mattered. The set is small (see its "collection" note): read the figures as
counts, not shares.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # `python benchmarks/rulings_fresh.py` from anywhere
    sys.path.insert(0, str(ROOT))

from benchmarks.rulings_real import Judgement, Verdict, judge, loosened  # noqa: E402
from bot.core.rules.vocabulary import System  # noqa: E402
from bot.core.rulings import NoRuling, rule_on  # noqa: E402

FRESH = ROOT / "tests" / "rulings" / "fresh_questions.json"
# Each fresh set by its number: 1 (session 15), 2 (session 16), 3 (session 17), 4 (session 19) and
# 5 (session 28); 3, 4 and 5 are held out.
SETS = {
    1: FRESH,
    2: ROOT / "tests" / "rulings" / "fresh_questions_2.json",
    3: ROOT / "tests" / "rulings" / "fresh_questions_3.json",
    4: ROOT / "tests" / "rulings" / "fresh_questions_4.json",
    5: ROOT / "tests" / "rulings" / "fresh_questions_5.json",
}


def questions(number: int = 1) -> list[dict[str, Any]]:
    text = SETS[number].read_text(encoding="utf-8")
    entries: list[dict[str, Any]] = json.loads(text)["questions"]
    return entries


def as_asked(number: int = 1) -> list[Judgement]:
    return [judge(entry, "question") for entry in questions(number)]


def experiment(number: int = 1) -> list[Judgement]:
    return [loosened(entry)[0] for entry in questions(number)]


def unread(entry: dict[str, Any]) -> str:
    """The words a refusal of the question as asked names as unread ("" if none)."""
    answer = rule_on(entry["question"], default_game=System(entry["game"]))
    return answer.unread if isinstance(answer, NoRuling) and answer.unread else ""


def _counts(judged: list[Judgement]) -> dict[str, int]:
    counts = Counter(j.verdict for j in judged)
    return {verdict.value: counts[verdict] for verdict in Verdict}


def run(number: int = 1) -> dict[str, Any]:
    return {
        "set": number,
        "questions": len(questions(number)),
        "as_asked": _counts(as_asked(number)),
        "experiment_skip_unread": _counts(experiment(number)),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--verbose", action="store_true", help="every question's verdict")
    parser.add_argument("--set", type=int, choices=sorted(SETS), default=1, help="which fresh set")
    args = parser.parse_args(argv)
    figures = run(args.set)
    if args.json:
        print(json.dumps(figures))
        return 0
    print(f"quick rulings on {figures['questions']} fresh real questions (set {args.set})")
    for key, label in (
        ("as_asked", "as asked"),
        ("experiment_skip_unread", "EXPERIMENT (skipping unread sentences)"),
    ):
        counts = figures[key]
        print(
            f"  {label}: right {counts['right']}  refused {counts['refused']}"
            f"  WRONG {counts['WRONG']}"
        )
    if args.verbose:
        for entry, judged in zip(questions(args.set), as_asked(args.set), strict=True):
            words = unread(entry)
            print(f"  {judged.verdict.value:<7} {judged.entry}: {words or judged.said[:150]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
