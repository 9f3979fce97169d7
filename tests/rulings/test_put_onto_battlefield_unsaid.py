"""A card that puts creature cards onto the battlefield (Tooth and Nail, Elvish Piper), told
used beside a card Arbiter knows that acts by itself and may be the one it put there: the card
put there was dropped. "my library is empty. I cast Tooth and Nail for Thassa's Oracle and it
resolves" was "nobody has won": the Oracle's trigger as it enters wins at an empty library."""

from __future__ import annotations

import pytest

from bot.core.rulings.words import Refusal
from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "card"),
    [
        (
            "my library is empty. I cast Tooth and Nail for Thassa's Oracle and it resolves",
            "Thassa's Oracle",
        ),
        (
            "my library is empty. I activate Elvish Piper targeting Thassa's Oracle",
            "Thassa's Oracle",
        ),
        (
            "I have 0 cards in my library. my opponent casts Tooth and Nail for Phage the "
            "Untouchable and it resolves",
            "Phage the Untouchable",
        ),
    ],
)
def test_a_card_it_may_put_onto_the_battlefield_is_asked_about(text: str, card: str) -> None:
    refusal = _refused(text)
    assert refusal.kind is Refusal.CARD_NOT_JUDGED, refusal.message
    assert refusal.cards == (card,) and "may put it onto the battlefield" in refusal.message


# Near misses: the card said put there (its arrival is read), or only spells beside it.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I have no cards in my library. I use Elvish Piper to put Laboratory Maniac onto the "
            "battlefield. Then I draw a card",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "I'm at 3. I cast Tooth and Nail and my opponent bolts me",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_a_card_said_put_there_or_a_spell_beside_it_is_read(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results
