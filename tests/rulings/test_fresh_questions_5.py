"""The fifth fresh, held-out set of real questions (issue #31, session 28): collected after the
reader was built and held out while it is developed (tests/rulings/fresh_questions_5.json, its
"collection" note). Each entry is held to set 1's checks (test_fresh_questions.py); asked as
written, none may be answered WRONG; the right answers reached are a floor; and none may repeat a
question of the development corpus or of sets 1 to 4, or the set would no longer be held out
(sets 3 and 4 are compared by this test only: nobody collecting set 5 read them)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.rulings import fresh_sets
from tests.rulings import test_fresh_questions as set_one

FRESH_5 = fresh_sets.load(5)

# Measured in session 28 (engineer fresh28) on main 5c78df47: 0 of 2 right, 2 refused, 0 WRONG
# (2 questions: far short of the 40 asked for, see the collection note).
# A floor: raise it when the reader answers more of them as asked. Grow the set, never shrink it.
RIGHT_AS_ASKED = 0
QUESTIONS = 2


def test_the_set_says_when_and_how_it_was_collected() -> None:
    fresh_sets.says_when_and_how_it_was_collected(FRESH_5, "session 28")


@pytest.mark.parametrize("entry", FRESH_5["questions"], ids=set_one._ids)
def test_no_question_comes_from_the_corpus_or_an_earlier_set(entry: dict[str, Any]) -> None:
    earlier = [set_one.FRESH, fresh_sets.load(2), fresh_sets.load(3), fresh_sets.load(4)]
    fresh_sets.repeats_no_earlier_question(entry, earlier)


@pytest.mark.parametrize("entry", FRESH_5["questions"], ids=set_one._ids)
def test_each_question_is_a_sourced_checkable_entry(entry: dict[str, Any]) -> None:
    set_one.test_each_fresh_question_is_a_sourced_checkable_entry(entry)


def test_no_question_is_answered_wrong_and_the_right_ones_are_kept() -> None:
    fresh_sets.answers_none_wrong(5, RIGHT_AS_ASKED)


def test_the_benchmark_measures_set_five_and_names_what_it_could_not_read() -> None:
    fresh_sets.names_what_it_could_not_read(5)


def test_the_set_holds_the_questions_collected() -> None:
    fresh_sets.holds_the_questions_collected(FRESH_5, QUESTIONS)
