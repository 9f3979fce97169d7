"""A creature told as played by a card that puts it onto the battlefield (issue #31, "as
asked"; bot/core/rulings/arrivals.py `played_via`): "I play Phage via Shifty Doppelganger", "he
casts Phage with Sneak Attack", "I Sneak Attack in Phage". The card (`puts_onto_battlefield` in
the catalogue: Sneak Attack, Show and Tell, Shifty Doppelganger, Tooth and Nail, Elvish Piper,
Quicksilver Amulet, Through the Breach) puts the creature there, so it is not cast (110.2a,
603.4): Phage's trigger makes the player who put it there lose. With any other card, another
player's creature, a denial or a supposition, nothing is read."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

PHAGE = "Phage the Untouchable"


@pytest.mark.parametrize(
    ("text", "loser"),
    [
        (f"If I play the {PHAGE} via Shifty Doppelganger, do I lose?", "me"),
        (f"I play {PHAGE} with Sneak Attack. Do I lose?", "me"),
        (f"My opponent plays his {PHAGE} with Quicksilver Amulet", "opponent"),
        (f"bob casts {PHAGE} using Elvish Piper. alice is at 3 life", "bob"),
        (f"Would I lose if I were to play {PHAGE} with Tooth and Nail?", "me"),
        (f"I played {PHAGE} because of Through the Breach", "me"),
        (f"I Sneak Attack in {PHAGE}", "me"),
        (f"I Tooth and Nail out {PHAGE}. My opponent is at 2 life", "me"),
    ],
)
def test_a_creature_played_by_a_card_that_puts_it_there_was_not_cast(text: str, loser: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results[loser] == "lost"  # Phage's trigger: not cast from a hand (603.4)


def test_a_cant_lose_effect_still_holds_against_the_creature_put_there() -> None:
    ruling = _ruled(
        f"If I play {PHAGE} via Shifty Doppelganger and I control Platinum Angel, do I lose?"
    )
    assert ruling.status == "ongoing"
    assert ruling.results["me"] == "playing"  # Platinum Angel: its controller can't lose


@pytest.mark.parametrize(
    "text",
    [
        # A card that puts nothing onto the battlefield: Phage may have been cast.
        f"I play {PHAGE} with Lightning Bolt",
        f"I cast {PHAGE} with Fireball in my graveyard",
        # Another player's creature: under whose control it enters, unsaid.
        f"I play his {PHAGE} via Sneak Attack",
        f"bob plays alice's {PHAGE} with Elvish Piper",
        # Denied, or only wished.
        f"I don't play {PHAGE} via Sneak Attack",
        f"I never played {PHAGE} with Tooth and Nail",
        # Tooth and Nail's other mode: searched for, into the hand.
        f"I search for {PHAGE} with Tooth and Nail",
    ],
)
def test_a_creature_played_otherwise_or_not_at_all_is_not_read(text: str) -> None:
    _refused(text)
