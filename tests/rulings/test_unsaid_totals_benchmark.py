"""benchmarks/rulings_unsaid.py as a smoke test (issue #31, "depends"): the real questions
asked without the life totals their askers never gave are answered right (a case of "depends"
is the published answer) far more often, and confidently wrong at most where the cutting takes
a player's only mention with it (the script's known limit)."""

from __future__ import annotations

from benchmarks import rulings_unsaid as bench

# Reached on 31 such questions (main before: 14 right, 13 WRONG): a floor and a ceiling.
RIGHT = 22
WRONG_AT_MOST = 1  # #92: "player b is at 20 life" was player b's only mention


def test_a_life_total_never_given_is_asked_not_assumed() -> None:
    halves, rows = bench.run()
    verdicts = [row[2] for row in rows]
    assert verdicts.count(bench.Verdict.RIGHT) >= RIGHT
    assert verdicts.count(bench.Verdict.WRONG) <= WRONG_AT_MOST
    assert sum(sum(counts.values()) for counts in halves.values()) == len(rows)


def test_a_total_the_question_writes_is_kept() -> None:
    assert bench.unsaid("magic: I am at 3 life. I take 4 damage", "at three life I take 4") is None
    cut = bench.unsaid("magic: I am at 3 life and bob is at 5 life. I take 4 damage", "take 4?")
    assert cut == "magic: I take 4 damage"
    # 0 or less is what happened, not a total before it: never cut.
    assert bench.unsaid("magic: bob is at 0 life", "bob died") is None
