"""A life total said as it stands, after a spell cast at that player, with no total of theirs
told before: it may be the total the spell was cast at, or the one it left. "he bolts me, im at
3 life" and "my buddy bolted me, do i lose? im at 3" were "nobody has won or lost yet": the
total read as the one after the Bolt, where the asker most likely gives the one before it."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

REFUSED = [
    "he bolts me, im at 3 life",
    "my opponent shocks me and I'm at 2 life",
    "bob lightning bolts alice, alice is at 3",
    "my buddy bolted me, do i lose? im at 3",
    "my opponent bolted me. do I lose? I'm at 3 life",
    "My opponent bolts me, I'm at 3 life. In response I cast an instant.",
]


@pytest.mark.parametrize("text", REFUSED)
def test_a_total_as_it_stands_after_a_spell_at_that_player_is_asked_for(text: str) -> None:
    refusal = _refused(text)
    assert "may be the total before it or after it" in refusal.message, refusal.message


# Near misses: the total said where the change took it, a total told before the spell, or the
# total said first.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("he bolts me and I go to 0 life", {"opponent": "won", "me": "lost"}),
        ("he bolts me, I'm now at 3", {"opponent": "playing", "me": "playing"}),
        # the Shock's 2 lead from 5 to 3 (one they do not lead to: test_totals_s28.py)
        ("I am at 5. bob shocks me and I am at 3 life", {"me": "playing", "bob": "playing"}),
        ("I am at 5 and bob shocks me and I am at 3 life", {"me": "playing", "bob": "playing"}),
        ("I'm at 3 life and he bolts me", {"me": "lost", "opponent": "won"}),
    ],
)
def test_a_total_placed_by_its_words_is_read(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results
