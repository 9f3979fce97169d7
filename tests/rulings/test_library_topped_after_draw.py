"""A card put on top of its owner's library (Set Adrift) after a draw from that empty library
was told (issue #31, "as asked"; bot/core/rulings/removals.py): the draw was checked before the
spell could be cast (MTG CR 704.5b, 117.5), so the card on top changes nothing of it, and the
removal is read as the permanent leaving. Where a library, a draw or any card is told after it,
the card on top may be drawn: refused as before."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

DRAWN_BEFORE = [
    # the draw told before, its player kept in by the permanent that then leaves
    "My library was empty and I controlled Platinum Angel. I drew from an empty library. "
    "My opponent cast Set Adrift on the Angel.",
    "I have no cards in my library and I control Platinum Angel. I draw from an empty library. "
    "Then he casts Set Adrift on my Platinum Angel.",
    "Bob controls Platinum Angel and his library is empty. Bob draws from an empty library. "
    "Alice casts Set Adrift targeting his Angel.",
    "my library is empty and I have Platinum Angel out. I had to draw from my empty library. "
    "Then my opponent used Set Adrift on my Platinum Angel. Who wins?",
]


@pytest.mark.parametrize("text", DRAWN_BEFORE)
def test_a_card_put_on_a_library_after_its_draw_changes_nothing_of_it(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"
    assert set(ruling.results.values()) == {"playing"}


LEFT_OPEN = [
    # a draw, a library or a card told after it: the card on top may be drawn
    "My library was empty and I controlled Platinum Angel. I drew from an empty library. "
    "My opponent cast Set Adrift on the Angel. Then I draw a card.",
    "I have no cards in my library and I control Platinum Angel. I draw from an empty library. "
    "He casts Set Adrift on my Angel. Then I cast Night's Whisper.",
    "My library is empty and I control Platinum Angel. He casts Set Adrift on my Angel and "
    "I draw from my library.",
    # said beside what may have stopped it
    "My library was empty and I controlled Platinum Angel. I drew from an empty library. "
    "My opponent cast Set Adrift on the Angel but it was countered.",
]


@pytest.mark.parametrize("text", LEFT_OPEN)
def test_a_card_put_on_a_library_before_a_draw_told_is_refused(text: str) -> None:
    _refused(text)
