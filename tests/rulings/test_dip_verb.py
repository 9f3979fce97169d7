"""Chat's "dip" for "drop" ("I dip below 1 life", "my opponent dipped to 0"): a life total
moved, read as "drop" is, in every tense; "dip into green" is no such thing and stays unread."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("I dip to 0 life", {"me": "lost", "opponent": "won"}),
        ("my opponent dipped below 1 life", {"me": "won", "opponent": "lost"}),
        (
            "bob is at 5 life and bob is dipping to 0 life. alice is at 3 life",
            {"bob": "lost", "alice": "won"},
        ),
        (
            "alice is at 6 life. alice dips down to 2 life. bob is at 3",
            {"alice": "playing", "bob": "playing"},
        ),
    ],
)
def test_dip_moves_a_life_total(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_dip_into_a_colour_is_unread() -> None:
    _refused("I dip into green")
