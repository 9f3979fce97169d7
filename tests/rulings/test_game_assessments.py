"""The asker's view of how the game was going, or of a moment, at a clause's end (issue #31,
session 26; game_assessments.py): "I was at 4 life but winning", "and way ahead on board",
"which is bad". It tells no event: skipped and shown. Each was refused on main, the view
unread. More after the word ("losing 3 life", "behind on life") is left as written."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

VIEWS = [
    ("I was at 4 life but winning. My opponent dealt 5 damage to me.", {"me": "lost"}),
    ("I was at 4 life and way ahead on board. My opponent dealt 5 damage to me.", {"me": "lost"}),
    ("I'm at 4 life, which is bad. My opponent deals 5 damage to me.", {"me": "lost"}),
    ("My opponent is at 3 life but is winning. I deal 3 damage to him.", {"opponent": "lost"}),
    (
        "I'm at 10, and my opponent is at 2. He is way behind. He takes 2 damage.",
        {"opponent": "lost", "me": "won"},
    ),
    ("Bob was at 6 life, yet clearly ahead, and took 6 damage.", {"Bob": "lost"}),
    # "was losing the game" was "an effect says he loses" (fresh26a's report)
    ("He was losing the game. I was at 5 and he was at 2. I deal 2 damage to him.", {"me": "won"}),
    ("I was at 3 life. I was winning the game. My opponent deals 3 damage to me.", {"me": "lost"}),
]


@pytest.mark.parametrize(("text", "results"), VIEWS)
def test_a_view_of_the_game_is_skipped(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert {p: r for p, r in ruling.results.items() if p in results} == results
    assert ruling.skipped


@pytest.mark.parametrize(
    "text",
    [
        "I'm at 4 life and losing 3 life.",
        "My opponent is behind on life and at 2. He takes 2 damage.",
        "I'm at 4 life, which is 2 more than him.",
        "he takes 5 damage, losing the game",
    ],
)
def test_more_after_the_view_is_not_skipped(text: str) -> None:
    _refused(text)
