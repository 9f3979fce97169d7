"""Quick rulings on real questions (issue #31): how Arbiter answers the questions people
asked in public (tests/rulings/real_questions.json), as they asked them and as the situation
language writes them, and how much CPU a ruling takes.

    python benchmarks/rulings_real.py              # the figures
    python benchmarks/rulings_real.py --verbose    # and every question's verdict
    python benchmarks/rulings_real.py --json       # the figures as JSON
    python benchmarks/rulings_real.py --quick      # fewer repetitions for the speed

Each figure is also given for the two halves of the corpus: the even-numbered questions (0,
2, 4...: the ones the reader is developed on) and the odd-numbered ones (held out until the last
round of session 15: measured, never read to write the reader), so that a gain that only fits
the questions read shows. Since then the odd half is developed on too, and the held-out measure
is the fresh set (tests/rulings/fresh_questions.json, `benchmarks/rulings_fresh.py`), collected
after the reader was built.

Each question is asked through `rule_on` as a server would ask it: its `question` as written,
in a server whose default game is the question's game (the `game` option people use), and its
`documented` rewrite (which names its game). An answer is

* right: the status and every result the published answer states are Arbiter's (players
  matched without regard to case or a leading "the"); an answer that depends is right when
  one of its cases is the published answer, or, for a published answer that itself depends,
  when each of its cases is one of Arbiter's;
* refused: Arbiter gave no ruling (words it cannot read, a card it does not know or cannot
  judge yet, a question about a rule);
* WRONG: any other ruling. Never acceptable: when unsure, Arbiter refuses or depends.

An experiment, which Arbiter does not do: "if the reader skipped every sentence it cannot
read". Each question is asked as written; while the answer is a refusal that names words it
could not read (`NoRuling.unread`), the sentence of the question holding those words is
dropped and the question asked again. Its right/refused/WRONG show what loosening the reader
would cost: every WRONG there is a sentence that mattered and would have been skipped.

The speed is CPU time (`time.process_time`) of the one function every face calls, for a
one-sentence situation, a 20-sentence one (benchmarks/rulings.py's) and a chat question of
1,000 characters written as people write (framing, roles, numbers in words, cards).
"""

from __future__ import annotations

import argparse
import functools
import json
import platform
import re
import sys
import time
from collections import Counter
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # `python benchmarks/rulings_real.py` from anywhere
    sys.path.insert(0, str(ROOT))

from benchmarks.rulings import ONE_EVENT, summary, twenty_sentences  # noqa: E402
from bot.core.rules.vocabulary import System  # noqa: E402
from bot.core.rulings import MAX_SITUATION, NoRuling, Ruling, rule_on  # noqa: E402
from bot.core.rulings.answer import Judged  # noqa: E402

QUESTIONS = ROOT / "tests" / "rulings" / "real_questions.json"

# A question as people write it in chat, of about 1,000 characters: framing, a game said in
# passing, players by role and pronoun, numbers in words, verbs in several tenses, cards
# Arbiter knows and one it does not, a trigger after the checkpoint, and a question at the end.
CHAT_QUESTION = (
    "Hey, quick question about timing, according to the comp rules. We were playing commander "
    "last night. In a 4 person edh game, player 1 was at twenty-two life, player 2 was at "
    "7 life, player 3 was at 15 and player 4 was at thirty. Player 1 took 6 combat damage from "
    "player 2's Tymna the Weaver and gained 2 life, while player 3 lost 4 life. Then player 4 "
    "is taking 9 damage from a Lightning Bolt copy and player 2 loses ten life. After that, "
    "player 3 cast Fireball and player 2 takes five damage from it. Player 1's Blood Artist "
    "triggers and player 4 loses one life. Then player 4 gets 3 poison counters, player 1 "
    "gains 4 life and player 3 takes 2 damage from Blightsteel Colossus. Player 4 hits 20 life "
    "and player 1 is at 23. Thanks to good 'ol Boros Reckoner, player 3 takes 4 damage. Player "
    "4 loses 2 life and player 1 gains one life. Then player 3 is at 7 life and player 4 is at "
    "18 life. So who wins if player 4 concedes and player 3 takes lethal damage? Is it a draw?"
)


class Verdict(StrEnum):
    RIGHT = "right"
    REFUSED = "refused"
    WRONG = "WRONG"


@dataclass(frozen=True)
class Judgement:
    entry: str
    verdict: Verdict
    said: str  # Arbiter's status and results, or its refusal


def _key(name: str) -> str:
    name = " ".join(name.casefold().split())
    return name.removeprefix("the ")


def _agrees(status: str, results: dict[str, str], expected: dict[str, Any]) -> bool:
    ours = {_key(player): result for player, result in results.items()}
    wanted = {_key(player): result for player, result in expected["results"].items()}
    return status == expected["status"] and all(ours.get(p) == r for p, r in wanted.items())


def _case(case: Judged) -> tuple[str, dict[str, str]]:
    return case.status, case.results


def verdict_of(answer: Ruling | NoRuling, expected: dict[str, Any]) -> Verdict:
    if isinstance(answer, NoRuling):
        return Verdict.REFUSED
    cases = [_case(case) for case in answer.cases]
    if expected["status"] == "depends":
        if not answer.depends:
            return Verdict.WRONG  # it depends, and Arbiter chose
        each = all(any(_agrees(s, r, want) for s, r in cases) for want in expected["cases"])
        return Verdict.RIGHT if each else Verdict.WRONG
    return Verdict.RIGHT if any(_agrees(s, r, expected) for s, r in cases) else Verdict.WRONG


@functools.cache
def asked(text: str, game: str) -> Ruling | NoRuling:
    """Arbiter's answer to `text` in `game`, asked once per process: the reader is
    deterministic, and the tally, the experiment's first asking and the census ask the same
    questions. Callers only read what this returns."""
    return rule_on(text, default_game=System(game))


def judge(entry: dict[str, Any], field: str) -> Judgement:
    """One question asked as written (`field` "question") or as documented ("documented")."""
    answer = asked(entry[field], entry["game"])
    verdict = verdict_of(answer, entry["expected"])
    said = answer.message if isinstance(answer, NoRuling) else f"{answer.status} {answer.results}"
    return Judgement(entry["id"], verdict, said)


# A sentence of the question: up to and with its end (".", "!", "?", ";" or a new line).
_SENTENCE = re.compile(r"[^.!?;\n]*+(?:[.!?;\n]++|$)")
_WORD = re.compile(r"[\w']+")


def _sentence_holding(text: str, unread: str) -> tuple[int, int] | None:
    """Where the sentence of `text` that holds the words `unread` is: the one that holds them
    as written (any case, any spaces), else the one holding most of their words (at least
    half), else None."""
    words = unread.split()
    written = re.compile(r"\s+".join(re.escape(w) for w in words), re.IGNORECASE)
    found = written.search(text) if words else None
    spans = [(m.start(), m.end()) for m in _SENTENCE.finditer(text) if m[0].strip()]
    if found is not None:
        return next(((a, b) for a, b in spans if a <= found.start() < b), None)
    wanted = {w.lower() for w in _WORD.findall(unread)}
    if not wanted:
        return None
    best = max(
        spans,
        key=lambda span: len(wanted & {w.lower() for w in _WORD.findall(text[span[0] : span[1]])}),
        default=None,
    )
    if best is None:
        return None
    shared = wanted & {w.lower() for w in _WORD.findall(text[best[0] : best[1]])}
    return best if 2 * len(shared) >= len(wanted) else None


def loosened(entry: dict[str, Any]) -> tuple[Judgement, int]:
    """The experiment Arbiter does not do: the question as written, asked again without each
    sentence a refusal names as unread, until it is answered or refused for another reason
    (or the words named are in no sentence of it). The verdict, and how many sentences were
    dropped."""
    text: str = entry["question"]
    dropped = 0
    while True:
        answer = asked(text, entry["game"])
        if not isinstance(answer, NoRuling) or not answer.unread:
            break
        span = _sentence_holding(text, answer.unread)
        if span is None:
            break
        text = (text[: span[0]] + " " + text[span[1] :]).strip()
        dropped += 1
        if not text:
            break
    verdict = verdict_of(answer, entry["expected"])
    said = answer.message if isinstance(answer, NoRuling) else f"{answer.status} {answer.results}"
    return Judgement(entry["id"], verdict, said), dropped


def questions() -> list[dict[str, Any]]:
    entries: list[dict[str, Any]] = json.loads(QUESTIONS.read_text(encoding="utf-8"))["questions"]
    return entries


# The reader is deterministic and the corpus fixed while a process runs: the corpus is asked
# once per field (and the experiment run once) however many figures and tests read the answers.
# Callers only read what these return.
@functools.cache
def tally(field: str) -> tuple[Counter[Verdict], list[Judgement]]:
    judged = [judge(entry, field) for entry in questions()]
    return Counter(j.verdict for j in judged), judged


class Half(StrEnum):
    """The questions developed on (even positions in the corpus) and the held-out ones (odd)."""

    EVEN = "even"
    ODD = "odd"


def halves(judged: list[Judgement]) -> dict[Half, Counter[Verdict]]:
    """The verdicts of each half of the corpus, in corpus order."""
    return {
        Half.EVEN: Counter(j.verdict for j in judged[0::2]),
        Half.ODD: Counter(j.verdict for j in judged[1::2]),
    }


def cpu(text: str, repeat: int) -> dict[str, float]:
    """Median and p99 CPU milliseconds of one ruling of `text`."""
    rule_on(text)  # warm the patterns and the card catalogue once
    samples = []
    for _ in range(repeat):
        start = time.process_time()
        rule_on(text)
        samples.append(time.process_time() - start)
    figures = summary(samples)
    return {"median_ms": figures["median_ms"], "p99_ms": figures["p99_ms"]}


def check_chat_question() -> Ruling:
    answer = rule_on(CHAT_QUESTION, default_game=System("magic"))
    if not isinstance(answer, Ruling) or not 950 <= len(CHAT_QUESTION) <= MAX_SITUATION:
        raise RuntimeError(f"the chat question does not read: {answer}")
    return answer


@functools.cache
def experiment() -> tuple[Counter[Verdict], list[Judgement], int]:
    """The loosened reader over every question: verdicts, each one, sentences dropped."""
    results = [loosened(entry) for entry in questions()]
    judged = [judgement for judgement, _ in results]
    return Counter(j.verdict for j in judged), judged, sum(n for _, n in results)


def run(repeat: int) -> dict[str, Any]:
    asked, asked_each = tally("question")
    skipping, skipping_each, dropped = experiment()
    documented, documented_each = tally("documented")
    total = len(questions())
    check_chat_question()
    long_text = twenty_sentences()
    return {
        "python": platform.python_version(),
        "questions": total,
        "as_asked": {verdict.value: asked[verdict] for verdict in Verdict},
        "documented": {verdict.value: documented[verdict] for verdict in Verdict},
        "halves": {
            field: {
                half.value: {verdict.value: counts[verdict] for verdict in Verdict}
                for half, counts in halves(judged).items()
            }
            for field, judged in (("as_asked", asked_each), ("documented", documented_each))
        },
        "experiment_skip_unread": {
            **{verdict.value: skipping[verdict] for verdict in Verdict},
            "halves": {
                half.value: {verdict.value: counts[verdict] for verdict in Verdict}
                for half, counts in halves(skipping_each).items()
            },
            "sentences_dropped": dropped,
        },
        "right_as_asked_percent": 100 * asked[Verdict.RIGHT] / total,
        "right_documented_percent": 100 * documented[Verdict.RIGHT] / total,
        "repeat": repeat,
        "speed": {
            "one_sentence": {"characters": len(ONE_EVENT), **cpu(ONE_EVENT, repeat)},
            "twenty_sentences": {"characters": len(long_text), **cpu(long_text, repeat)},
            "chat_question": {"characters": len(CHAT_QUESTION), **cpu(CHAT_QUESTION, repeat)},
        },
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--quick", action="store_true", help="100 runs instead of 1,000")
    parser.add_argument("--verbose", action="store_true", help="every question's verdict")
    args = parser.parse_args(argv)
    figures = run(100 if args.quick else 1_000)
    if args.json:
        print(json.dumps(figures))
        return 0
    total = figures["questions"]
    print(f"quick rulings on {total} real questions, Python {figures['python']}")
    for field, label in (("as_asked", "as asked"), ("documented", "as documented")):
        counts = figures[field]
        print(
            f"  {label:<14} right {counts['right']:>2} ({100 * counts['right'] / total:.0f}%)"
            f"  refused {counts['refused']:>2}  WRONG {counts['WRONG']}"
        )
        for half, label_half in (("even", "even (dev)"), ("odd", "odd (held out to s15)")):
            part = figures["halves"][field][half]
            size = sum(part.values())
            print(
                f"    {label_half:<14} right {part['right']:>2} of {size}"
                f" ({100 * part['right'] / size:.0f}%)  refused {part['refused']:>2}"
                f"  WRONG {part['WRONG']}"
            )
    loose = figures["experiment_skip_unread"]
    print(
        "  EXPERIMENT, not what Arbiter does: as asked, skipping every sentence it cannot read"
        f" ({loose['sentences_dropped']} dropped)"
    )
    print(
        f"    {'all':<14} right {loose['right']:>2} ({100 * loose['right'] / total:.0f}%)"
        f"  refused {loose['refused']:>2}  WRONG {loose['WRONG']}"
    )
    for half, label_half in (("even", "even (dev)"), ("odd", "odd (held out to s15)")):
        part = loose["halves"][half]
        print(
            f"    {label_half:<14} right {part['right']:>2} of {sum(part.values())}"
            f"  refused {part['refused']:>2}  WRONG {part['WRONG']}"
        )
    print(f"  CPU per ruling ({figures['repeat']} runs each):")
    for key, label in (
        ("one_sentence", "one sentence"),
        ("twenty_sentences", "20 sentences"),
        ("chat_question", "chat question"),
    ):
        row = figures["speed"][key]
        print(
            f"    {label:<14} {row['characters']:>5} chars  median {row['median_ms']:.2f} ms"
            f"  p99 {row['p99_ms']:.2f} ms"
        )
    if args.verbose:
        for field in ("question", "documented"):
            print(f"\n{field}:")
            for judged in tally(field)[1]:
                print(f"  {judged.verdict.value:<7} {judged.entry}: {judged.said[:150]}")
        print("\nexperiment (skipping every sentence it cannot read), the WRONG ones:")
        for judged in experiment()[1]:
            if judged.verdict is Verdict.WRONG:
                print(f"  {judged.entry}: {judged.said[:150]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
