"""Creatures said to enter beside a card whose trigger nobody may decline acts on each
creature entering (Essence Warden's life gain, bot/core/rulings/loops_unstarted.py): the
reader does not play those triggers out, so the text is refused, never read as if the card did
nothing ("my opponent is at 1 life and controls Essence Warden. I create 3 Goblin tokens. I
deal 1 damage to him": he gained 3 life first, and lives)."""

from __future__ import annotations

import pytest

from bot.core.rulings.words import Refusal
from tests.rulings.test_chat_reading import _refused, _ruled

ENTERING = [
    # tokens, by their kind or as tokens
    "my opponent is at 1 life and controls Essence Warden. I create 3 Goblin tokens. I deal 1 "
    "damage to my opponent",
    "bob has 2 life and an Essence Warden. alice makes 2 zombies, then alice deals 2 damage to bob",
    # a creature entering, named by no card
    "my opponent is at 1 life and controls Essence Warden. a creature enters the battlefield "
    "under my control. I deal 1 damage to my opponent",
    "my opponent is at 1 life and controls Essence Warden. I cast a creature. I deal 1 damage to "
    "my opponent",
    # a creature card named, cast or entering
    "my opponent is at 1 life and controls Essence Warden. I cast Platinum Angel. I deal 1 damage "
    "to my opponent",
    "I control Essence Warden and I'm at 2 life. my opponent's Vampire Nighthawk enters the "
    "battlefield. I take 2 damage",
]


@pytest.mark.parametrize("text", ENTERING)
def test_creatures_entering_beside_essence_warden_are_refused(text: str) -> None:
    refused = _refused(text)
    assert refused.kind is Refusal.CARD_NOT_JUDGED
    assert "Essence Warden" in refused.message


def test_essence_warden_with_no_creature_entering_is_still_read() -> None:
    ruling = _ruled(
        "my opponent is at 1 life and controls Essence Warden. I deal 1 damage to my opponent"
    )
    assert ruling.results == {"opponent": "lost", "me": "won"}


def test_a_loop_said_with_essence_warden_is_still_a_draw() -> None:
    assert _ruled("we created a loop using Essence Warden").results == {
        "me": "drew",
        "opponent": "drew",
    }
