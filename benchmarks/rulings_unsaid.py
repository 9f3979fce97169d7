"""Quick rulings on real questions with the life totals their askers never gave (issue #31,
"depends"): the corpus's documented rewrites (tests/rulings/real_questions.json) often say a
life total that the question as asked never does (the rewriter read it off the published
answer). A reader that never invents facts meets those questions without it. This takes each
such total out of the documented rewrite (a clause "X is/am at N life" with N above 0 that the
question as asked never writes, as a number or a word) and asks again: a right answer then
can only be "depends" with the published answer as one of its cases, or a ruling the missing
total cannot change.

    python benchmarks/rulings_unsaid.py              # the figures, even and odd halves
    python benchmarks/rulings_unsaid.py --verbose    # and every question rewritten

The cutting is by words, not by meaning: a total that is also how a player is first named
takes the player with it. Read the verbose lines before trusting a WRONG.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.rulings_real import Verdict, questions, verdict_of  # noqa: E402
from bot.core.rules.vocabulary import System  # noqa: E402
from bot.core.rulings import NoRuling, rule_on  # noqa: E402

_NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fifteen": 15,
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
}  # fmt: skip
_LIFE_CLAUSE = re.compile(r"^[\w' ]{1,30}? (?:is|am|are) at (?P<n>-?\d+) life$", re.IGNORECASE)
_JOINS = re.compile(r"(, and |, | and )")


def _written(question: str, number: int) -> bool:
    """Whether the question as asked writes `number`, in digits or in a word."""
    text = question.lower()
    numbers = {int(found) for found in re.findall(r"-?\d+", text)}
    numbers |= {n for word, n in _NUMBER_WORDS.items() if re.search(rf"\b{word}\b", text)}
    return number in numbers


def unsaid(documented: str, question: str) -> str | None:
    """The documented rewrite without the life totals the question never gives; None when
    it gives every one it says."""
    prefix, _, body = documented.partition(":")
    cut = False
    sentences = []
    for sentence in body.split(". "):
        kept = []
        for clause in _JOINS.split(sentence.strip())[0::2]:
            said = _LIFE_CLAUSE.match(clause.strip())
            if said and int(said["n"]) > 0 and not _written(question, int(said["n"])):
                cut = True
                continue
            kept.append(clause.strip())
        if kept:
            sentences.append(" and ".join(kept))
    return f"{prefix}: {'. '.join(sentences)}" if cut else None


def run() -> tuple[dict[str, Counter[Verdict]], list[tuple[int, str, Verdict, str, str]]]:
    rows = []
    for number, entry in enumerate(questions()):
        text = unsaid(entry["documented"], entry["question"])
        if text is None:
            continue
        answer = rule_on(text, default_game=System(entry["game"]))
        verdict = verdict_of(answer, entry["expected"])
        if isinstance(answer, NoRuling):
            said = answer.message
        elif answer.depends:
            said = "depends " + "; ".join(f"if {c.condition}: {c.results}" for c in answer.cases)
        else:
            said = f"{answer.status} {answer.results}"
        rows.append((number, entry["id"], verdict, text, said))
    halves = {
        "even (dev)": Counter(row[2] for row in rows if row[0] % 2 == 0),
        "odd (held out to s15)": Counter(row[2] for row in rows if row[0] % 2 == 1),
    }
    return halves, rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--verbose", action="store_true")
    options = parser.parse_args(argv)
    halves, rows = run()
    total: Counter[Verdict] = sum(halves.values(), Counter())
    print(f"real questions with a life total the asker never gave: {len(rows)}")
    for name, counts in [("all", total), *halves.items()]:
        line = "  ".join(f"{v.value} {counts[v]}" for v in Verdict)
        print(f"  {name:<15} {sum(counts.values()):>3}  {line}")
    if options.verbose:
        for number, entry, verdict, text, said in rows:
            print(f"{verdict.value:<8} #{number} {entry}\n    {text}\n    -> {said[:300]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
