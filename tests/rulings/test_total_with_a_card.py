"""A player's life total and a card they control, said in one clause with "with" (issue #31, as
asked; prose_boards.py `_AT_WITH_CARD`): "My opponent is at 0 life with Platinum Angel", "I'm at
2 life with Platinum Angel". Read as "X is at N life and controls CARD". On main it was refused
unread unless "in play" followed the card."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# Each was refused on main, the clause unread.
TOTAL_WITH_A_CARD = [
    (
        "My opponent is at 0 life with Platinum Angel. I destroy his Platinum Angel.",
        "over",
        {"opponent": "lost", "me": "won"},
    ),
    (
        "I'm at 2 life with Platinum Angel. I take 5 damage.",
        "ongoing",
        {"me": "playing", "opponent": "playing"},
    ),
    (
        "He is at 0 life with Platinum Angel. I destroy his Platinum Angel. Do I win?",
        "over",
        {"opponent": "lost", "me": "won"},
    ),
    (
        "My opponent was at 0 life, with Platinum Angel. I cast Shatter on his Platinum Angel.",
        "over",
        {"me": "won", "opponent": "lost"},
    ),
    (
        "Alice is at 1 life with her Platinum Angel. Alice takes 4 damage.",
        "ongoing",
        {"Alice": "playing", "opponent": "playing"},
    ),
]


@pytest.mark.parametrize(("text", "status", "results"), TOTAL_WITH_A_CARD)
def test_a_total_with_a_card_is_the_total_and_the_card_held(
    text: str, status: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.status == status
    assert ruling.results == results


# Near misses: another player's card, a card in a hand, a card with more said of it: left as
# written, and refused.
@pytest.mark.parametrize(
    "text",
    [
        "I'm at 2 life with his Platinum Angel. I take 5 damage.",
        "My opponent is at 2 life with Lightning Bolt in hand. I deal him 3 damage.",
        "My opponent is at 2 life with Platinum Angel in his hand. I deal him 3 damage.",
        "My opponent is at 2 life with Platinum Angel tapped. I deal him 3 damage.",
    ],
)
def test_a_card_not_plainly_held_is_refused(text: str) -> None:
    _refused(text)
