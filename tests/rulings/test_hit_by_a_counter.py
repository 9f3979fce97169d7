"""A spell "hit with" a counterspell (issue #31, session 28): "if you cast Approach and it
gets hit with a Counterspell", "it got hit by my Negate" was refused as unread, though it is
how players say a spell was countered ("it gets countered by Counterspell" was read). Read as
that, where the card is one that counters (MTG CR 701.6a); a card that copies ("hit with
Twincast") or one that does not act on spells is read as before, never as a counter."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I am at 3 life. my opponent casts Lightning Bolt targeting me and it gets hit "
            "with a Counterspell.",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "I am at 5 life. my opponent casts Lava Axe targeting me and it gets hit by my Negate.",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "my opponent is at 3 life. I cast Lightning Bolt targeting him and it got hit "
            "with a Counterspell. Then I cast Shock targeting him and it resolves.",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_a_spell_hit_with_a_counter_is_countered(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    "text",
    [
        # a copy is no counter: never read as one
        "I am at 3 life. my opponent casts Lightning Bolt targeting me and it gets hit with "
        "Twincast.",
    ],
)
def test_a_spell_hit_with_a_card_that_counters_nothing_is_not_countered(text: str) -> None:
    _refused(text)
