"""A question about a rule with a moment inside it (issue #31, session 16, "as asked"): the
moment is answered, the question around it is skipped and shown; where the words leave open
a fact that matters, the answer depends or is refused, never guessed."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


# -- a total moved below a bound that loses ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("I go below 1 life", {"me": "lost", "opponent": "won"}),
        ("My opponent drops below one", {"me": "won", "opponent": "lost"}),
        ("alice falls under 1 life and bob is at 4 life", {"alice": "lost", "bob": "won"}),
        ("I go to negative life", {"me": "lost", "opponent": "won"}),
        ("my opponent is reduced below 1 life", {"me": "won", "opponent": "lost"}),
    ],
)
def test_a_total_moved_below_one_is_zero_or_less(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_below_one_with_something_that_keeps_the_player_in_goes_on() -> None:
    ruling = _ruled("I control Platinum Angel and I go below 1 life")
    assert ruling.results == {"me": "playing", "opponent": "playing"}


@pytest.mark.parametrize(
    "text",
    [
        "I go below 5 life",  # a bound above 0: any total from 4 down, never read as lost
        "I don't go below 1 life",  # a negation: nothing happened
    ],
)
def test_a_bound_that_does_not_lose_or_a_negation_is_not_read_as_a_loss(text: str) -> None:
    _refused(text)
