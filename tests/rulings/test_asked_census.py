"""The census of the real questions Arbiter refuses as asked (benchmarks/rulings_census.py,
tests/rulings/asked_census.json, REAL_QUESTIONS.md): it names exactly the questions refused
today, so that it cannot go stale silently (a question the reader comes to answer must leave
it, a question it comes to refuse must be read and added), and its computed parts count."""

from __future__ import annotations

from dataclasses import replace

import pytest

from benchmarks import rulings_census as census
from benchmarks import rulings_real as bench


@pytest.fixture(scope="module")
def table() -> list[census.Row]:
    return census.rows()


def test_the_census_names_exactly_the_questions_refused_as_asked() -> None:
    _, judged = bench.tally("question")
    refused = {j.entry for j in judged if j.verdict is bench.Verdict.REFUSED}
    answered = {j.entry for j in judged if j.verdict is not bench.Verdict.REFUSED}
    listed = set(census.census())
    assert sorted(listed & answered) == [], "answered as asked now: take them out of the census"
    assert sorted(refused - listed) == [], "refused as asked and never read: add them"
    assert listed == refused


def test_each_question_of_the_census_has_a_category_and_a_note() -> None:
    for entry, said in census.census().items():
        assert census.Category(said["category"]) in census.DESCRIPTIONS, entry
        assert isinstance(said["documented_adds_a_fact"], bool), entry
        assert isinstance(said["note"], str) and len(said["note"]) > 20, entry


def test_the_numbers_a_rewrite_adds_are_the_ones_the_question_never_writes() -> None:
    question = "I'm at twelve life and he is on negative 3, I have 2 creatures"
    assert census.added_numbers("magic: I am at 12 life. he is at -3 life", question) == ()
    assert census.added_numbers("magic: I am at 12 life. I take 20 damage", question) == (20,)
    # The game's prefix is not read as the situation ("magic commander: 2 players...").
    assert census.added_numbers("magic 2: he concedes", "he concedes") == ()


def test_the_table_counts_every_refused_question_once(table: list[census.Row]) -> None:
    each = census.tallies(table)
    assert sum(t.questions for t in each.values()) == len(table) == len(census.census())
    everything = census.Tally.of(table)
    assert everything.adds_fact + everything.nothing_added == len(table)
    # The loosened reader's WRONG answers are all on questions refused as asked: each counted.
    wrong = [j for j in bench.experiment()[1] if j.verdict is bench.Verdict.WRONG]
    assert sum(t.experiment_wrong for t in each.values()) == len(wrong)


def test_the_ceiling_counts_only_what_needs_no_invented_fact(table: list[census.Row]) -> None:
    row = table[0]
    stated = replace(row, adds_fact=False, totals_left_open=None)
    added = replace(row, adds_fact=True, totals_left_open=None)
    open_right = replace(row, adds_fact=True, totals_left_open=bench.Verdict.RIGHT)
    open_refused = replace(row, adds_fact=True, totals_left_open=bench.Verdict.REFUSED)
    right_today = len(bench.questions()) - 4  # a table of four refused questions
    assert census.ceiling([stated, added, open_right, open_refused]) == right_today + 2
