"""What the asker reads a card's wording to say, or has heard others claim, of the order of
what was told ("The wording on the card seems to suggest that it is a simultaneous effect, but
I've heard people claim that your opponent takes the damage before you do"): no fact of the
moment, skipped and shown; the ruling settles the order (bot/core/rulings/timing_beliefs.py).
One with a number, a card not named before, or a fact beside the order is read or refused."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

_FIGHT = "I have 4 life and my opponent has 10. I attack with Flesh Reaver and he doesn't block."
_BOLT = "My opponent is at 3 life and I'm at 2. I Lightning Bolt him."


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "If I have 4 life, and my opponent has 4 life, and I attack with a Flesh Reaver, do "
            "both of us die if it is unblocked? The wording on the card seems to suggest that it "
            "is a simultaneous effect, but I've heard people claim that your opponent takes the "
            "damage before you do.",
            {"me": "won", "opponent": "lost"},
        ),
        (
            f"{_FIGHT} Do I lose? The card seems to say it is simultaneous, but I have heard that "
            "he takes the damage first.",
            {"me": "lost", "opponent": "won"},
        ),
        (
            f"{_FIGHT} Some people claim that the trigger happens after the damage. Who wins?",
            {"me": "lost", "opponent": "won"},
        ),
        (
            f"{_BOLT} I've read that it is simultaneous. Does he lose?",
            {"opponent": "lost", "me": "won"},
        ),
        (
            f"{_BOLT} People say that it is simultaneous. Who wins?",
            {"opponent": "lost", "me": "won"},
        ),
    ],
)
def test_a_belief_of_the_order_is_skipped(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert ruling.results == results


@pytest.mark.parametrize(
    "text",
    [
        # a number, or a fact beside the order
        f"{_FIGHT} I've heard people claim that he was at 2 life before.",
        f"{_FIGHT} Some people say I take 4 damage first.",
        f"{_BOLT} I've heard that my opponent conceded before the damage.",
        # no order at all
        f"{_FIGHT} I heard he has Platinum Angel.",
        f"{_FIGHT} The card seems to suggest that nothing happens.",
        f"{_FIGHT} I've heard people say that he is dead before the trigger.",
    ],
)
def test_a_belief_holding_a_fact_is_not_skipped(text: str) -> None:
    _refused(text)
