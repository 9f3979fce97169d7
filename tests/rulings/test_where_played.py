"""Where, and against whom, the game was played, said in passing ("I play Char at a DCI
sanctioned tournament", "I played in a tournament against a friend and I was at 4 life", "at
FNM"): no fact of the game, skipped and shown (game_in_passing.PLACE_PLAYED). Who played
"with" whom says how many play and stays to be read or refused; "in the event that" is a moment
supposed, never a place."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

READ = [
    (
        "I played in a tournament against a friend and I was at 4 life. He dealt 5 damage to me.",
        {"me": "lost", "opponent": "won"},
    ),
    ("We were playing at FNM and my opponent conceded.", {"me": "won", "opponent": "lost"}),
    (
        "At a local tournament, my opponent is at 2 life and I deal 2 damage to him.",
        {"me": "won", "opponent": "lost"},
    ),
    (
        "My opponent conceded at a DCI sanctioned event.",
        {"me": "won", "opponent": "lost"},
    ),
]


@pytest.mark.parametrize(("text", "results"), READ)
def test_where_the_game_was_played_is_skipped(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert ruling.skipped


def test_who_played_with_whom_is_not_skipped() -> None:
    assert _refused("While playing with some of my friends I was at 3 life and took 3 damage.")


def test_in_the_event_that_is_a_moment_supposed() -> None:
    assert _ruled("Do I win in the event that my opponent concedes?").results == {
        "me": "won",
        "opponent": "lost",
    }


def test_a_cast_at_a_tournament_is_still_a_cast_with_what_it_did_unsaid() -> None:
    # the place is skipped; the spell, its damage unsaid, is asked about
    refused = _refused("I play Char at a DCI sanctioned tournament. I'm at two, and he is at four.")
    assert refused.unread is not None and "Char" in refused.unread
