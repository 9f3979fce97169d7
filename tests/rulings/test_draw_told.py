"""A draw said with no count after the library's count was told (session 23): "My library is
empty. I draw.", "my opponent has 0 cards in his library and draws", "I had 0 cards in library
and had to draw". Each was refused ('I could not read "I draw"'), though an empty library and
a draw from it lose (MTG CR 121.4, 704.5b). Where no count of the library was told, "I draw"
and "we draw" (which may be a game drawn) stay unread."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("My library is empty. I draw.", {"me": "lost", "opponent": "won"}),
        ("I have 0 cards in my library. I draw.", {"me": "lost", "opponent": "won"}),
        ("I had 0 cards in library and had to draw. Do I lose?", {"me": "lost", "opponent": "won"}),
        ("I have no cards left in deck and I draw", {"me": "lost", "opponent": "won"}),
        ("my library is empty. I drew.", {"me": "lost", "opponent": "won"}),
        ("my opponent's library is empty. He has to draw.", {"me": "won", "opponent": "lost"}),
        ("my opponent has 0 cards in his library and draws", {"me": "won", "opponent": "lost"}),
        ("Bob has no cards in his library. Bob must draw.", {"Bob": "lost", "opponent": "won"}),
        ("I have 2 cards in my library. I draw.", {"me": "playing", "opponent": "playing"}),
        ("I have 1 card left in my library and I draw", {"me": "playing", "opponent": "playing"}),
    ],
)
def test_a_draw_after_the_library_told_is_one_card(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    "text",
    [
        "I draw.",  # how many cards are left is unsaid
        "we draw",  # a game drawn, or a card each?
        "my library is empty. we draw",  # the other library's count is unsaid
        "bob's library is empty. alice draws.",  # alice's library is unsaid
    ],
)
def test_a_draw_of_a_library_never_told_is_still_refused(text: str) -> None:
    _refused(text)
