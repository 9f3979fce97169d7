""" "An opponent" holding a card ("... while an opponent has Platinum Angel"), where the text
names no other opponent, is the opponent (prose_boards.an_opponent_holding): in a game of two
the only one. Beside another opponent named, where the asker is not in the game told, or where
any opponent is supposed ("If an opponent controls ..."), the words are refused and named; in a
game of more than two, "opponent" is refused as before."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

READ = [
    (
        "An opponent has Platinum Angel. I draw from an empty library with Laboratory Maniac out.",
        {"me": "playing", "opponent": "playing"},
    ),
    ("I am at 0 life and an opponent has a Platinum Angel.", {"me": "lost", "opponent": "won"}),
    (
        "I control Laboratory Maniac and an opponent controls Platinum Angel. I draw from an "
        "empty library.",
        {"me": "playing", "opponent": "playing"},
    ),
]


@pytest.mark.parametrize(("text", "results"), READ)
def test_an_opponent_holding_a_card_is_the_opponent(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    "text",
    [
        # another opponent named beside it: which one holds the Angel is unsaid
        "An opponent controls Platinum Angel and my opponent is at 0 life.",
        "An opponent has Platinum Angel and another opponent is at 0 life.",
        # the asker is not in the game told: an opponent of whom?
        "Bob is at 0 life and an opponent has Platinum Angel.",
        # any opponent supposed: a question of the rules, its example a game of others
        "If an opponent controls Platinum Angel, can he lose? For example, bob is at 0 life",
    ],
)
def test_beside_another_opponent_it_stays_unread(text: str) -> None:
    assert _refused(text).unread


def test_in_a_game_of_more_than_two_it_is_refused() -> None:
    refused = _refused(
        "In a four player game, an opponent has Platinum Angel and I draw from an empty "
        "library with Laboratory Maniac out."
    )
    assert "more players" in refused.message
