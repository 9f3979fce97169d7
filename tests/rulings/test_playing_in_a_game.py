"""The game said as the one the asker was playing *in* (issue #31, as asked;
game_in_passing.GAME_FRAMING): "I was playing in a four-person game", "we're playing in a 3
player game", "I was playing in a commander game" read as "we were playing a four-person game"
is: the table's size or the variant, then the rest. On main "in" between the verb and the game
left "I was playing" unread and the question refused."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I was playing in a four-person game. I am at 0 life.",
            {"me": "lost", "player 1": "playing", "player 2": "playing", "player 3": "playing"},
        ),
        (
            "We're playing in a 3 player game. I am at 0 life.",
            {"me": "lost", "player 1": "playing", "player 2": "playing"},
        ),
        (
            "I was playing in a two-headed giant game. Our team is at 0 life.",
            {"me": "lost", "my teammate": "lost", "opponent 1": "won", "opponent 2": "won"},
        ),
        # two players said: the game ends
        (
            "I'm playing in a 2-player game. My opponent is at 0 life.",
            {"me": "won", "opponent": "lost"},
        ),
    ],
)
def test_a_game_played_in_is_the_game(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_a_variant_played_in_asks_who_plays_as_the_variant_said_does() -> None:
    # Commander with no players named asks who plays, as "we were playing commander" does.
    refusal = _refused("I was playing in a commander game. I am at 0 life.")
    assert "Commander" in refusal.message
    assert refusal.message == _refused("We were playing commander. I am at 0 life.").message


@pytest.mark.parametrize(
    "text",
    [
        # no game said after "in": a step, a place in the turn
        "I was playing in my main phase and I am at 0 life.",
        "I was playing in response and I am at 0 life.",
    ],
)
def test_playing_in_what_is_no_game_is_not_a_game(text: str) -> None:
    _refused(text)
