"""One life total told for several players at once (issue #31, session 23): "We are at 5 life
each", "alice and bob have 4 life apiece", "5 life each." and "Both on 5 life" were unread,
though "we're at 5 life" and "both at 5" were read. Each is the total of every player it names
(every player where it names none); "each" that is no total's ("each turn") is read as
written."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("We are at 5 life each. I take 5 damage.", {"me": "lost", "opponent": "won"}),
        (
            "We're at 20 each. My opponent takes 19 damage.",
            {"me": "playing", "opponent": "playing"},
        ),
        ("5 life each. My opponent takes 5 damage.", {"me": "won", "opponent": "lost"}),
        ("Both on 3 life. I take 3 damage. Who wins?", {"me": "lost", "opponent": "won"}),
        ("both at 2, my opponent takes 2 damage", {"me": "won", "opponent": "lost"}),
        ("5 life each, my opponent takes 4 damage.", {"me": "playing", "opponent": "playing"}),
        (
            "My opponent and I have 2 life apiece, and I take 2 damage",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_one_total_told_for_both_players_is_each_ones(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "alice and bob have 4 life apiece. alice takes 4 damage.",
            {"alice": "lost", "bob": "playing", "carol": "playing"},
        ),
        (
            "everyone is on 3 life each. carol takes 1 damage",
            {"alice": "playing", "bob": "playing", "carol": "playing"},
        ),
        (
            "7 life each. bob loses 7 life.",
            {"alice": "playing", "bob": "lost", "carol": "playing"},
        ),
        # the board before what the rest of its sentence says, as one player's total is
        (
            "everyone at 2, alice takes 2 damage.",
            {"alice": "lost", "bob": "playing", "carol": "playing"},
        ),
        (
            "all players at 3 life, bob loses 3 life",
            {"alice": "playing", "bob": "lost", "carol": "playing"},
        ),
        (
            "Everyone on 1 life. alice deals 1 damage to bob. Who wins?",
            {"alice": "playing", "bob": "lost", "carol": "playing"},
        ),
    ],
)
def test_one_total_for_several_of_three_players(text: str, results: dict[str, str]) -> None:
    assert _ruled(f"players: alice, bob, carol. {text}").results == results


@pytest.mark.parametrize(
    "text",
    [
        "players: alice, bob. We lose 5 life each turn. alice takes 4 damage.",
        "players: alice, bob. 5 cards each. alice takes 4 damage.",
    ],
)
def test_each_that_is_no_total_is_read_as_written(text: str) -> None:
    _refused(text)
