"""The players of a game listed with one "player" for all ("Player A, B, and C are in a
Multiplayer Game", "Players 1, 2 and 3 were all playing together"; issue #31): each is a role of
its own ("Player A", "Player B", "Player C") and the list declares the game's players, as
"Arnold, Beth, and Chuck are playing a multiplayer game" does; "are in a ... game" is said as
"are playing a ... game". A table of more than those listed ("a four player game"), numbers
with no "player" before them, and a list with the asker in it keep their old reading."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "Player A, B, and C are in a Multiplayer Game. Player B is at 1 life and takes 1 "
            "damage.",
            {"Player A": "playing", "Player B": "lost", "Player C": "playing"},
        ),
        (
            "Players A, B and C are playing. Player A concedes. Then player C concedes.",
            {"Player A": "lost", "Player B": "won", "Player C": "lost"},
        ),
        (
            "Players 1, 2, and 3 were all playing together. Player 1 and player 2 concede.",
            {"Player 1": "lost", "Player 2": "lost", "Player 3": "won"},
        ),
        (
            "player x, y, z and w are in a casual free-for-all game. player w draws from an "
            "empty library.",
            {
                "player x": "playing",
                "player y": "playing",
                "player z": "playing",
                "player w": "lost",
            },
        ),
        (
            "Alice, Bob and Carol are in a casual game. Alice concedes. Bob concedes.",
            {"Alice": "lost", "Bob": "lost", "Carol": "won"},
        ),
    ],
)
def test_players_listed_under_one_player_word_are_the_game(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert {name.casefold(): result for name, result in ruling.results.items()} == {
        name.casefold(): result for name, result in results.items()
    }


def test_a_letter_alone_without_a_shared_player_stays_a_name() -> None:
    ruling = _ruled("Alice, B and C are playing. Alice concedes.")
    assert ruling.results == {"Alice": "lost", "B": "playing", "C": "playing"}


@pytest.mark.parametrize(
    "text",
    [
        # more players than listed: who the fourth is, and what they did, is not said
        "Player A, B, and C are in a four player game. Player A concedes. Player B concedes.",
        # numbers with no "player": no names
        "1, 2 and 3 are playing. Player 1 concedes. Player 2 concedes.",
        # a fourth player named later than the three declared
        "Player A, B, and C are in a multiplayer game. Player D concedes.",
    ],
)
def test_a_list_that_leaves_the_table_open_is_still_refused(text: str) -> None:
    _refused(text)
