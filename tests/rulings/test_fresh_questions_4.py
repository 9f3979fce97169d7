"""The fourth fresh, held-out set of real questions (issue #31, session 19): collected after the
reader was built and held out while it is developed (tests/rulings/fresh_questions_4.json, its
"collection" note). Each entry is held to set 1's checks (test_fresh_questions.py); asked as
written, none may be answered WRONG; the right answers reached are a floor; and none may repeat a
question of the development corpus or of sets 1, 2 and 3, or the set would no longer be held out
(set 3 is compared by this test only: nobody collecting set 4 read it)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.rulings import fresh_sets
from tests.rulings import test_fresh_questions as set_one

FRESH_4 = fresh_sets.load(4)

# Measured in session 19 (engineer collect6) on main 9cbbdc23: 0 of 11 right, 11 refused,
# 0 WRONG (11 questions: far short of the 50 asked for, see the collection note).
# A floor: raise it when the reader answers more of them as asked. Grow the set, never shrink it.
RIGHT_AS_ASKED = 0
QUESTIONS = 11


def test_the_set_says_when_and_how_it_was_collected() -> None:
    fresh_sets.says_when_and_how_it_was_collected(FRESH_4, "session 19")


@pytest.mark.parametrize("entry", FRESH_4["questions"], ids=set_one._ids)
def test_no_question_comes_from_the_corpus_or_an_earlier_set(entry: dict[str, Any]) -> None:
    earlier = [set_one.FRESH, fresh_sets.load(2), fresh_sets.load(3)]
    fresh_sets.repeats_no_earlier_question(entry, earlier)


@pytest.mark.parametrize("entry", FRESH_4["questions"], ids=set_one._ids)
def test_each_question_is_a_sourced_checkable_entry(entry: dict[str, Any]) -> None:
    set_one.test_each_fresh_question_is_a_sourced_checkable_entry(entry)


def test_no_question_is_answered_wrong_and_the_right_ones_are_kept() -> None:
    fresh_sets.answers_none_wrong(4, RIGHT_AS_ASKED)


def test_the_benchmark_measures_set_four_and_names_what_it_could_not_read() -> None:
    fresh_sets.names_what_it_could_not_read(4)


def test_the_set_holds_the_questions_collected() -> None:
    fresh_sets.holds_the_questions_collected(FRESH_4, QUESTIONS)
