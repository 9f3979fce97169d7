"""A total then another, told with "and now" ("I was at 5 and now I'm at 0"): "now" after "and"
or a comma, before a player, says what came after, as "then" does. Before, both totals were
taken as one moment and refused as a contradiction that named the asker "me's life". Two
totals told at once with no word of order are still refused, asking which came first, in the
asker's words."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("I was at 5 and now I'm at 0.", {"me": "lost", "opponent": "won"}),
        ("I was at 5 and now I'm at 2", {"me": "playing", "opponent": "playing"}),
        ("I was at 5 life, now I'm at 0 life. Did I lose?", {"me": "lost", "opponent": "won"}),
        ("Bob was at 5 and now he's at 0.", {"Bob": "lost", "opponent": "won"}),
        ("My opponent was at 4 and now his life is 0", {"me": "won", "opponent": "lost"}),
        ("my opponent had 3 life and now they are at 1", {"me": "playing", "opponent": "playing"}),
        # "now" inside the clause after "and" says the same (session 23, life_changes_told.py)
        ("I was at 5 and I'm now at 0", {"me": "lost", "opponent": "won"}),
    ],
)
def test_a_total_and_now_another_is_read_in_that_order(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert len(ruling.understood["reports"]) == 2  # two moments, the second after the first


@pytest.mark.parametrize(
    "text",
    [
        "I'm at 5 and I'm at 2",  # no word of order: which came first?
        "I'm now at 0 and I was at 5",  # "now" first: which came first is not said
    ],
)
def test_two_totals_at_once_ask_which_came_first_without_naming_me(text: str) -> None:
    words = _refused(text).message
    assert "which came first" in words
    assert "me's" not in words
