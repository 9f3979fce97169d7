"""A total said as where a player was reduced or dropped ("my opponent reduces me to 0 life",
chat.brought_down with lexicon bring_verbs): the player's total, as "brings me down to"; who
did it is skipped and shown. Never where a card did it, nor of something other than life."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("my opponent reduces me to 0 life", {"me": "lost", "opponent": "won"}),
        (
            "I control Platinum Angel. my opponent reduced me to 0 life.",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "players: alice, bob. bob drops alice to 3. alice loses 3 life",
            {"alice": "lost", "bob": "won"},
        ),
    ],
)
def test_the_total_a_player_is_reduced_to_is_read(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert {name.lower(): result for name, result in ruling.results.items()} == results
    assert len(ruling.skipped) >= 1


@pytest.mark.parametrize(
    "text",
    [
        # a card did it: what the card does is read, never skipped
        "Lightning Bolt reduces him to 0 life",
        # a hand, not life
        "my opponent reduces my hand to 0",
        # carol named only as who did it: skipping her would lose a player
        "carol dropped me to 2. I lose 2 life",
    ],
)
def test_no_total_is_read_where_words_would_be_lost(text: str) -> None:
    _refused(text)
