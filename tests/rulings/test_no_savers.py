"""A player said to hold nothing that keeps them in (issue #31, session 19, found in fresh
set 1; bot/core/rulings/prose_boards.py `no_savers`): "Opponent didn't have any cards that
prevent his loss if his life reached 0." adds no fact (a card no one names is absent), so it is
skipped and shown; a count said the same way ("he has no cards in hand") is no such sentence."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "My opponent is at -1. Opponent didn't have any cards that prevent his loss if "
            "his life reached 0.",
            {"opponent": "lost", "me": "won"},
        ),
        (
            "bob is at 0 life. bob has no permanents that would keep him alive.",
            {"bob": "lost", "opponent": "won"},
        ),
        (
            "I'm at 4 life and take 7 damage. I had no cards that could stop me from losing.",
            {"me": "lost", "opponent": "won"},
        ),
        ("I'm at 0 life. Nothing prevents my loss.", {"me": "lost", "opponent": "won"}),
        (
            "bob is at -2 life. No permanents on the battlefield keep him alive.",
            {"bob": "lost", "opponent": "won"},
        ),
    ],
)
def test_nothing_that_keeps_a_player_in_adds_no_fact(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert {p: r for p, r in ruling.results.items() if r != "playing"} == results
    assert any("keep" in s or "prevent" in s or "stop" in s for s in ruling.skipped)


def test_near_misses_are_not_read() -> None:
    _refused("bob is at 0 life. He has no cards in his library that prevent his loss either.")
    # an empty hand is read since session 32 as a holding (tests/rulings/test_fresh_s32.py),
    # never skipped as a sentence about what keeps a player in
    ruling = _ruled("bob is at 0 life. He has no cards in hand.")
    assert ruling.results["bob"] == "lost" and not ruling.skipped
