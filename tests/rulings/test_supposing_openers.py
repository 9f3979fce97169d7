"""The words that open a moment supposed (issue #31, "as asked": letters open "Let's suppose
...", "Picture this: ...", "Consider a game where ..."): skipped and shown as the other openers
("Let's say", "Imagine") are, the moment after them read. Words after which no moment comes are
not openers: "Scenario is that ..." is refused, never guessed."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    "opener",
    [
        "Let's suppose",
        "Let us suppose that",
        "Let's assume",
        "Let's imagine",
        "Picture this:",
        "Consider this:",
        "Consider the following:",
        "Consider a game where",
        "Imagine a game where",
        "Hypothetical scenario:",
    ],
)
def test_a_moment_supposed_after_its_opener_is_read(opener: str) -> None:
    ruling = _ruled(f"{opener} my opponent is at 3 life and I deal him 3 damage.")
    assert ruling.results == {"opponent": "lost", "me": "won"}
    assert any(opener.lower().rstrip(":") in s.lower() for s in ruling.skipped)


def test_what_the_opener_supposes_still_holds() -> None:
    ruling = _ruled("Consider this: I control Platinum Angel and I'm at 0 life.")
    assert ruling.results == {"me": "playing", "opponent": "playing"}


@pytest.mark.parametrize(
    "text",
    [
        "Scenario is that bob concedes.",
        # an opener with nothing supposed after it that reads as a moment
        "Let's suppose that.",
    ],
)
def test_no_moment_after_the_words_is_refused(text: str) -> None:
    _refused(text)
