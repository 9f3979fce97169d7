"""The same later turn said twice ("On my next turn I cast Angel's Grace. On my next turn I take
5 damage."): it may be that turn again or the one after it, and what lasts a turn ends between
them only in the second. It was read as two turns ("you lose"); now it is asked about."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    "text",
    [
        "I'm at 3 life. On my next turn I cast Angel's Grace. On my next turn I take 5 damage.",
        "bob is at 2. On bob's next turn bob casts Angel's Grace. On bob's next turn he takes 4 "
        "damage.",
        "I'm at 1. During my next upkeep I cast Angel's Grace. During my next upkeep I lose 3 "
        "life.",
    ],
)
def test_the_same_later_turn_said_twice_is_asked_about(text: str) -> None:
    assert "The same later turn is said twice" in _refused(text).message


# Near misses: said once, then what follows in it; or the later turn of another player.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I'm at 3 life. On my next turn I cast Angel's Grace and it resolves. Then I take 5 "
            "damage.",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "alice is at 3. On alice's next turn alice casts Angel's Grace. On bob's next turn "
            "alice takes 5 damage.",
            {"alice": "lost", "bob": "won"},
        ),
    ],
)
def test_one_later_turn_or_two_players_turns_are_read(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results
