"""A life total told with life as the subject: "my life is at 6", "Bob's life total is now at
1" (phrases.py), and a second total right after one, its words of life left out: "my life is
at 6, and his is at 2", "my life total is 3 and my opponent's is 5" (chat_forms.TOTAL_ELIDED).
A second total that says no number ("his is higher"), or one not after a total said with its
words of life, stays unread."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

READ = [
    ("My life is at 6. My opponent deals 6 damage to me.", {"me": "lost", "opponent": "won"}),
    (
        "My opponent's life is at 4 and I deal 3 damage to him.",
        {"me": "playing", "opponent": "playing"},
    ),
    ("my life total is now at 1 and I lose 1 life", {"me": "lost", "opponent": "won"}),
    # the second total, its words of life left out
    (
        "My life is at 6, and his is at 2. I deal 2 damage to my opponent.",
        {"me": "won", "opponent": "lost"},
    ),
    (
        "My life total is 3 and my opponent's is 5. My opponent deals 3 damage to me.",
        {"me": "lost", "opponent": "won"},
    ),
    (
        "Bob's life is 2 while Alice's is at 9. Alice deals 2 damage to Bob.",
        {"Alice": "won", "Bob": "lost"},
    ),
    (
        "my life total was 4 but player 2's was 1. player 2 takes 1 damage",
        {"me": "won", "player 2": "lost"},
    ),
    # the first total said with the player as subject is no total "of life": not this form,
    # and the second is read only after one said with its words of life
    ("her life is 5 and mine is 8. she loses 5 life.", {"opponent": "lost", "me": "won"}),
]


@pytest.mark.parametrize(("text", "results"), READ)
def test_a_total_told_with_life_as_its_subject_is_read(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


REFUSED = [
    # no number: what the second total is stays unsaid
    "My life is at 6, and his is higher. He takes 3 damage.",
    # not after a total said with its words of life
    "I am at 6 life, and his is 2. He takes 2 damage.",
]


@pytest.mark.parametrize("text", REFUSED)
def test_a_second_total_without_its_number_or_its_first_stays_unread(text: str) -> None:
    assert _refused(text).unread
