"""Readings from the visible fresh sets (issue #31, session 32): a hand said to hold nothing
("He had no cards in hand", fresh set 2's Fiery Justice question; "my hand is empty", "he had an
empty hand") ends nothing by itself and was left unread, refusing every question that said it.
It is read as a state, never where a card the text names speaks of a hand (Barren Glory wins on
an empty hand: refused as before)."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# Each was refused on main ("I could not read "He had no cards in hand""); the outcome is the
# damage's alone (MTG CR 704.5a).
EMPTY_HANDS = [
    ("He had no cards in hand. I am at 4 life. I take 5 damage.", {"me": "lost"}),
    ("I am at 4 life. He has no cards in his hand. I take 3 damage.", {"me": "playing"}),
    ("I am at 4 life. My hand is empty. I take 5 damage.", {"me": "lost"}),
    ("I am at 4 life. He had an empty hand. I take 5 damage.", {"me": "lost"}),
    (
        "I am at 3 life and I have zero cards in hand. My opponent has no cards in his hand "
        "and is at 2 life. He takes 2 damage.",
        {"me": "won", "opponent": "lost"},
    ),
    ("I have no cards in hand, I control Platinum Angel and I am at 0 life.", {"me": "playing"}),
    ("My library is empty and my hand is empty. I draw a card.", {"me": "lost"}),
]


@pytest.mark.parametrize(("text", "players"), EMPTY_HANDS)
def test_a_hand_said_empty_ends_nothing_by_itself(text: str, players: dict[str, str]) -> None:
    results = _ruled(text).results
    assert {name: results[name] for name in players} == players


# A card that speaks of a hand, a double negation, a draw with its library unsaid: refused.
REFUSED = [
    "I control Barren Glory and no other permanents. I have no cards in hand. My upkeep begins.",
    "I control Triskaidekaphile. I have no cards in hand. My upkeep begins.",
    "He doesn't have no cards in hand. I am at 4 life.",
    "I have no cards in hand. I draw a card.",
]


@pytest.mark.parametrize("text", REFUSED)
def test_what_an_empty_hand_may_turn_is_refused(text: str) -> None:
    _refused(text)
