"""The checks every fresh, held-out set of real questions is held to (issue #31): sets 2 to 5
(tests/rulings/fresh_questions_<n>.json) are each checked by their own test module with these,
and set 1's own checks (test_fresh_questions.py) apply to every entry."""

from __future__ import annotations

import json
from typing import Any

from benchmarks import rulings_fresh as bench
from benchmarks.rulings_real import Verdict
from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, rule_on
from bot.core.rulings.words import Refusal
from tests.rulings import test_fresh_questions as set_one


def load(number: int) -> dict[str, Any]:
    document: dict[str, Any] = json.loads(bench.SETS[number].read_text(encoding="utf-8"))
    return document


def says_when_and_how_it_was_collected(document: dict[str, Any], session: str) -> None:
    collection = document["collection"]
    assert "AFTER the reader" in collection["collected"] and session in collection["collected"]
    assert collection["queries"] and collection["how"]


def repeats_no_earlier_question(entry: dict[str, Any], earlier: list[dict[str, Any]]) -> None:
    """Not a question of the development corpus nor of an earlier set, or the set would no
    longer be held out. A source may be cited again only for another question (some columns
    answer several)."""
    set_one.test_no_fresh_question_comes_from_the_development_corpus(entry)
    for document in earlier:
        questions = document["questions"]
        assert entry["id"] not in {e["id"] for e in questions}
        assert entry["question"] not in {e["question"] for e in questions}
        assert (set_one._source(entry["source"]), entry["question"]) not in {
            (set_one._source(e["source"]), e["question"]) for e in questions
        }


def answers_none_wrong(number: int, floor: int) -> None:
    judged = bench.as_asked(number)
    assert [j.entry for j in judged if j.verdict is Verdict.WRONG] == []
    assert sum(j.verdict is Verdict.RIGHT for j in judged) >= floor
    assert len(judged) == len(bench.questions(number))


def names_what_it_could_not_read(number: int) -> None:
    figures = bench.run(number)
    assert figures["set"] == number
    assert sum(figures["as_asked"].values()) == figures["questions"]
    assert figures["questions"] == len(bench.questions(number))
    assert sum(figures["experiment_skip_unread"].values()) == figures["questions"]
    # A refusal names its first unread words (the families in the report), or the rules or cards
    # to read, or says the question is about the rules and what a quick ruling needs instead.
    for entry, judged in zip(bench.questions(number), bench.as_asked(number), strict=True):
        if judged.verdict is Verdict.REFUSED:
            answer = rule_on(entry["question"], default_game=System(entry["game"]))
            assert isinstance(answer, NoRuling)
            pointed = bench.unread(entry) or answer.rules or answer.cards
            assert pointed or answer.kind is Refusal.RULE_QUESTION, entry["id"]


def holds_the_questions_collected(document: dict[str, Any], minimum: int) -> None:
    assert len(document["questions"]) >= minimum
    assert len({e["id"] for e in document["questions"]}) == len(document["questions"])
