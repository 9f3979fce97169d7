"""A card whose every effect takes cards out of a library as it resolves or enters (Leveler,
Traumatize, Glimpse the Unthinkable, Demonic Consultation; bot/core/rulings/library_takers.py),
told cast, played or entering with how many cards it took unsaid: it ends nothing by itself
(an empty library loses only at a draw from it, MTG CR 704.5b), so nothing else told, nobody
has won or lost. What it leaves in a library is never guessed: a count told before it is no
longer followed, and a draw told after it asks for the count."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    "text",
    [
        "What happens if I have a Shared Fate and then play a Leveler?",
        "I cast Leveler. Does anyone lose?",
        "My opponent plays Leveler. Does he lose the game?",
        "Leveler enters the battlefield under my control. Do I lose?",
        "My opponent casts Traumatize on me. Do I lose?",
        "bob has no cards in his library. alice casts Glimpse the Unthinkable on bob. Who wins?",
        "My opponent cast Maddening Cacophony. What happens?",
        "I'm at 3 life and I cast Tainted Pact. Do I lose?",
    ],
)
def test_a_library_taker_alone_ends_nothing(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"
    assert all(result == "playing" for result in ruling.results.values())


def test_what_else_is_told_beside_it_is_still_judged() -> None:
    ruling = _ruled("My opponent is at 2 life. I cast Leveler, then I deal 3 damage to him.")
    assert ruling.status == "over"
    assert ruling.results == {"opponent": "lost", "me": "won"}


def test_an_emptied_library_told_after_it_is_drawn_from() -> None:
    ruling = _ruled("I cast Leveler. My library is empty. I draw a card. Do I lose?")
    assert ruling.status == "over"
    assert ruling.results["me"] == "lost"  # 704.5b


@pytest.mark.parametrize(
    "text",
    [
        # a count told before it is no longer followed: what it took is unsaid
        "I have 3 cards in my library. I cast Leveler. I draw a card. Do I lose?",
        "bob has 4 cards in his library. I cast Traumatize on bob. bob draws a card.",
        "I have 20 cards in my library. Leveler enters under my control. Then I draw a card.",
        # nor is one never told
        "I play Leveler. Then I draw a card.",
    ],
)
def test_a_draw_after_it_asks_for_the_count(text: str) -> None:
    _refused(text)
