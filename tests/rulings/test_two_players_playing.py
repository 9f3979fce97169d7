"""Two players named as playing ("Alice and Bob are playing.", "Bob and I are playing a game.",
"Players A and B were playing"): the game's two players, as three or more named so ("Arnold,
Beth, and Chuck are playing a multiplayer game") already were; the sentence was unread (issue
#31, session 22). A player named after them is not one of the two; a card held "under her
control" still asks who "her" is; a table said bigger than the names listed ("Alice, Bob and
Carol are playing a four player game", which gave Carol the win when the other two conceded)
is not read as theirs."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("Alice and Bob are playing. Alice concedes.", {"Alice": "lost", "Bob": "won"}),
        ("Bob and I are playing a game. Bob concedes.", {"Bob": "lost", "me": "won"}),
        (
            "Players A and B were playing. Player B is at 1 life and takes 1 damage.",
            {"Player A": "won", "Player B": "lost"},
        ),
        (
            "Carol and Dan are playing. Carol is at 2 life. Dan deals 3 damage to Carol.",
            {"Carol": "lost", "Dan": "won"},
        ),
        (
            "Alice, Bob and Carol are playing a three player game. Alice concedes. Bob concedes.",
            {"Alice": "lost", "Bob": "lost", "Carol": "won"},
        ),
    ],
)
def test_two_players_named_as_playing_are_the_game(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert ruling.results == results


@pytest.mark.parametrize(
    "text",
    [
        # someone else than the two
        "Alice and Bob are playing. Carol concedes.",
        # whose control "her" is, never guessed
        "Bob and I are playing. I control Phyrexian Unlife under her control. I am at 0 life.",
        # a game of more than those named: it was "Bob wins", and with three named "Carol wins"
        "Alice and Bob are playing a four player game. Alice concedes.",
        "Alice, Bob and Carol are playing a four player game. Alice concedes. Bob concedes.",
        "Bob and I are playing a 3 person game. Bob concedes.",
    ],
)
def test_what_the_two_do_not_settle_stays_refused(text: str) -> None:
    _refused(text)
