"""The total a change left a player at, said after it as a participle or a relative clause
(issue #31, session 28): "he takes 9 damage, putting him at -3", "I pay 2 life, which puts me
at 3", "leaving him at 6", "bringing her to neg 2" was refused as unread, though it only says
again where the change left that player, as "... and he goes to -3" (read and checked) does.
Read as that: a total that does not follow from what was told is refused, never taken."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "my opponent is at 6 life and takes 9 damage, putting her at -3",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "My opponent is at 10 life. She loses 4 life leaving her at 6.",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "players: alice, bob. bob is at 10 life and loses 4 life, leaving bob at 6",
            {"alice": "playing", "bob": "playing"},
        ),
        (
            "I'm at 5 life and pay 2 life, which puts me at 3",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "my opponent is at 3 life. I deal 5 damage to him, bringing him to neg 2",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "my opponent is at 3 life and takes 5 damage, which brings him down to -2.",
            {"me": "won", "opponent": "lost"},
        ),
    ],
)
def test_the_total_put_after_a_change_is_read(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    "text",
    [
        # the asker's total does not follow from the change told: never taken over it
        "my opponent is at 3 life and takes 2 damage, putting him at 0",
        "my opponent is at 6 life and takes 9 damage, leaving him at 1",
        # two players named: "him" may be either, never guessed
        "players: alice, bob. alice deals 4 damage to bob, leaving him at 6",
    ],
)
def test_a_total_that_does_not_follow_is_refused(text: str) -> None:
    _refused(text)
