"""Why real questions as asked are refused (issue #31): a census of the questions of
tests/rulings/real_questions.json that Arbiter refuses as asked, as figures.

    python benchmarks/rulings_census.py              # the table
    python benchmarks/rulings_census.py --verbose    # and every refused question
    python benchmarks/rulings_census.py --json       # the figures as JSON

Each refused question is asked as benchmarks/rulings_real.py asks it (its `asked`, once a process),
and these parts are computed:

* the refusal's kind (`NoRuling.kind`: unread, rule_question, card_not_judged) and the first
  unread words (`NoRuling.unread`);
* the numbers the documented rewrite writes that the question as asked never writes (in
  digits or a word, either sign): a floor on the facts the rewrite added, since a number the
  question writes in another role counts as written;
* whether the documented rewrite says a life total the question never gives, and if so the
  verdict on the rewrite without it (benchmarks/rulings_unsaid.py: right only as "depends"
  with the published answer as a case, or where the total cannot change the outcome);
* the verdict of the EXPERIMENT of benchmarks/rulings_real.py (skip every sentence the reader
  cannot read), so that its WRONG answers are counted by category.

These parts are read, one question at a time, and kept in tests/rulings/asked_census.json:
its category (CATEGORIES below, one per question: what stops it first) and whether the
documented rewrite adds a fact the question does not state (a number, a player, a card, an
order of events), with a one-line note. tests/rulings/test_asked_census.py holds that file
to the questions refused today.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from dataclasses import asdict, dataclass
from enum import StrEnum
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # `python benchmarks/rulings_census.py` from anywhere
    sys.path.insert(0, str(ROOT))

from benchmarks.rulings_real import Verdict, asked, experiment, questions, verdict_of  # noqa: E402
from benchmarks.rulings_unsaid import _written  # noqa: E402
from benchmarks.rulings_unsaid import run as unsaid_totals  # noqa: E402
from bot.core.rulings import NoRuling  # noqa: E402

CENSUS = ROOT / "tests" / "rulings" / "asked_census.json"


class Category(StrEnum):
    """What stops a question as asked, first (one per question)."""

    COMBAT = "combat"  # combat told by attacks, blocks, creature stats, not damage to players
    COUNT_GIVEN = "count_given"  # a count Arbiter does not keep (library, hand, counters, X)
    CARD_ACTING = "card_acting"  # a card cast, activated, triggering, redirecting, as play
    BELIEF = "belief"  # the asker's reasoning, belief, intent or claim about the rules
    QUOTED_TEXT = "quoted_text"  # card text or rules text quoted or paraphrased
    HYPOTHETICAL = "hypothetical"  # a hypothetical or general question about a rule
    BUG_REPORT = "bug_report"  # an engine's bug report (XMage, Forge, Magarena, phase-rs...)
    UNSTATED = "unstated"  # the question as trimmed never states the situation
    OTHER = "other"  # tournament conduct: a bluff, a handshake, a disputed slip


DESCRIPTIONS = {
    Category.COMBAT: "combat told by attacks, blocks or creature stats (`I block with a 4/5`)",
    Category.COUNT_GIVEN: "a count Arbiter does not keep, given (cards in library, counters, X)",
    Category.CARD_ACTING: "a card acting, told as play (`He Shocks me, and in response ...`)",
    Category.BELIEF: "the asker's reasoning or belief (`I was under the impression that`)",
    Category.QUOTED_TEXT: "card text or rules text quoted or paraphrased",
    Category.HYPOTHETICAL: "a hypothetical or general question about a rule",
    Category.BUG_REPORT: "a software bug report (XMage, Forge, Magarena, phase-rs, argentum)",
    Category.UNSTATED: "the situation the answer rests on is not in the question as trimmed",
    Category.OTHER: "tournament conduct (a bluff, a premature handshake, a disputed slip)",
}


@dataclass(frozen=True)
class Row:
    entry: str
    kind: str  # NoRuling.kind
    unread: str | None  # NoRuling.unread
    category: Category
    adds_fact: bool  # read: the documented rewrite adds a fact the question does not state
    added_numbers: tuple[int, ...]  # computed: numbers the rewrite writes, the question not
    experiment: Verdict  # the loosened reader's verdict on the question as asked
    # The documented rewrite without the life totals the question never gives, asked
    # (benchmarks/rulings_unsaid.py): None when it gives every total the rewrite says.
    totals_left_open: Verdict | None
    note: str


def census() -> dict[str, dict[str, object]]:
    entries: dict[str, dict[str, object]] = json.loads(CENSUS.read_text(encoding="utf-8"))[
        "questions"
    ]
    return entries


_DIGITS = re.compile(r"-?\d+")


def added_numbers(documented: str, question: str) -> tuple[int, ...]:
    """The numbers `documented` writes that `question` never writes, in digits or a word, with
    either sign (a question's "negative 3" writes the rewrite's -3)."""
    found = sorted({int(n) for n in _DIGITS.findall(documented.partition(":")[2])})
    return tuple(n for n in found if not (_written(question, n) or _written(question, -n)))


def refused_as_asked() -> dict[str, NoRuling]:
    """Every question Arbiter refuses as asked today, by id, with its refusal."""
    refused = {}
    for entry in questions():
        answer = asked(entry["question"], entry["game"])
        if isinstance(answer, NoRuling):
            refused[entry["id"]] = answer
        assert verdict_of(answer, entry["expected"]) is not Verdict.WRONG, entry["id"]
    return refused


def rows() -> list[Row]:
    read = census()
    loosened = {judged.entry: judged.verdict for judged in experiment()[1]}
    texts = {entry["id"]: entry for entry in questions()}
    left_open = {entry: verdict for _, entry, verdict, _, _ in unsaid_totals()[1]}
    out = []
    for entry, refusal in refused_as_asked().items():
        said = read[entry]
        out.append(
            Row(
                entry=entry,
                kind=refusal.kind.value,
                unread=refusal.unread,
                category=Category(str(said["category"])),
                adds_fact=bool(said["documented_adds_a_fact"]),
                added_numbers=added_numbers(texts[entry]["documented"], texts[entry]["question"]),
                experiment=loosened[entry],
                totals_left_open=left_open.get(entry),
                note=str(said["note"]),
            )
        )
    return out


@dataclass(frozen=True)
class Tally:
    """The figures of a set of refused questions (one category, or all)."""

    questions: int
    kinds: dict[str, int]
    adds_fact: int  # read
    adds_number: int  # computed
    nothing_added: int  # read: every fact the rewrite writes is in the question
    experiment_right: int
    experiment_wrong: int
    totals_unsaid: int  # computed: the rewrite says a life total the question never gives
    totals_unsaid_right: int  # ...and the rewrite without it is answered right (depends)

    @classmethod
    def of(cls, part: list[Row]) -> Tally:
        return cls(
            questions=len(part),
            kinds=dict(Counter(row.kind for row in part)),
            adds_fact=sum(row.adds_fact for row in part),
            adds_number=sum(bool(row.added_numbers) for row in part),
            nothing_added=sum(not row.adds_fact for row in part),
            experiment_right=sum(row.experiment is Verdict.RIGHT for row in part),
            experiment_wrong=sum(row.experiment is Verdict.WRONG for row in part),
            totals_unsaid=sum(row.totals_left_open is not None for row in part),
            totals_unsaid_right=sum(row.totals_left_open is Verdict.RIGHT for row in part),
        )


def tallies(table: list[Row]) -> dict[Category, Tally]:
    """Each category's figures, the largest first."""
    each = {c: Tally.of([row for row in table if row.category is c]) for c in Category}
    return dict(sorted(each.items(), key=lambda item: -item[1].questions))


def ceiling(table: list[Row]) -> int:
    """At most how many questions could be right as asked without inventing a fact: those
    right today, every refused one whose rewrite adds nothing (as if every phrase, card and
    count were read), and every one whose rewrite adds a life total that, left open, is
    answered right (as "depends"; other facts its rewrite adds are not counted against it)."""
    right_today = len(questions()) - len(table)
    open_total = [r for r in table if r.adds_fact and r.totals_left_open is Verdict.RIGHT]
    return right_today + sum(not r.adds_fact for r in table) + len(open_total)


def _line(label: str, tally: Tally) -> str:
    kinds = " / ".join(str(tally.kinds.get(kind, 0)) for kind in KINDS)
    return (
        f"| {label} | {tally.questions} | {kinds} | {tally.adds_fact} | {tally.adds_number}"
        f" | {tally.nothing_added} | {tally.totals_unsaid_right} of {tally.totals_unsaid}"
        f" | {tally.experiment_right} | {tally.experiment_wrong} |"
    )


KINDS = ("unread", "rule_question", "card_not_judged")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--verbose", action="store_true", help="every refused question")
    args = parser.parse_args(argv)
    table = rows()
    each = tallies(table)
    everything = Tally.of(table)
    if args.json:
        print(
            json.dumps(
                {
                    "questions": len(questions()),
                    "refused_as_asked": asdict(everything),
                    "categories": {c.value: asdict(t) for c, t in each.items()},
                    "at_most_right_as_asked": ceiling(table),
                }
            )
        )
        return 0
    print(f"refused as asked: {len(table)} of {len(questions())}")
    print(
        "| what stops it first | questions | unread / rule_question / card_not_judged"
        " | documented adds a fact (read) | documented writes a number the question does not"
        " (computed) | nothing added (read) | a life total unsaid: right when left open"
        " (computed) | EXPERIMENT right | EXPERIMENT WRONG |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    for category, tally in each.items():
        print(_line(f"{DESCRIPTIONS[category]} [{category.value}]", tally))
    print(_line("all", everything))
    stated = [row for row in table if row.experiment is Verdict.WRONG and not row.adds_fact]
    print(
        f"EXPERIMENT WRONG on a question whose rewrite adds nothing (the dropped sentence held"
        f" a stated fact): {len(stated)} of {everything.experiment_wrong}"
    )
    most = ceiling(table)
    print(
        f"at most {most} of {len(questions())} ({100 * most / len(questions()):.0f}%) right as"
        " asked without inventing a fact: those right today, every refused question whose"
        " rewrite adds nothing, every one whose added life total left open is answered right"
    )
    if args.verbose:
        for row in table:
            numbers = ",".join(map(str, row.added_numbers)) or "-"
            print(
                f"{row.category.value:<13} {row.kind:<15} adds {'yes' if row.adds_fact else 'no'}"
                f"  numbers {numbers:<12} experiment {row.experiment.value:<7} {row.entry}"
                f"\n    unread: {(row.unread or '')[:100]!r}\n    {row.note}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
