"""A card whose effect is an exchange of control between its caster and the player it is cast at
(Reins of Power, card data `exchanges`), told as play ("I play Reins of Power on my opponent"):
the exchange, in which nothing enters or leaves the battlefield (MTG CR 603.6a), so a card that
acts only as it enters, leaves or deals damage (Phage the Untouchable) does nothing; and a
question whether what was told sets off a card's trigger as it enters ("would that trigger
Phage's come in to play ability killing both of us?"), skipped and shown: the ruling plays it
out."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    "text",
    [
        "bob controls Phage the Untouchable. I cast Reins of Power targeting bob",
        "My opponent has Phage the Untouchable in play. If I play Reins of Power on my opponent, "
        "would that trigger Phage's come in to play ability killing both of us?",
        "My opponent has Phage the Untouchable in play. I play Reins of Power on him. Does that "
        "trigger Phage's etb?",
        "I control Phage the Untouchable. my opponent plays Reins of Power on me, would that "
        "trigger Phage's enters the battlefield trigger?",
    ],
)
def test_an_exchange_of_control_cast_at_a_player_triggers_nothing(text: str) -> None:
    ruled = _ruled(text)
    assert ruled.status == "ongoing", text
    assert set(ruled.results.values()) == {"playing"}, text


def test_the_trigger_asked_is_skipped_and_the_ruling_plays_it_out() -> None:
    """Asked of a card that did enter, the same question is skipped and the trigger happens."""
    ruled = _ruled(
        "I put Phage onto the battlefield with Sneak Attack, would that trigger Phage's etb "
        "trigger?"
    )
    assert ruled.results == {"me": "lost", "opponent": "won"}
    assert "would that trigger Phage the Untouchable's etb trigger" in ruled.skipped


@pytest.mark.parametrize(
    "text",
    [
        # cast at its caster: no exchange with another player
        "bob controls Phage the Untouchable. I cast Reins of Power on myself",
        # an outcome asked beside the trigger is a fact to read, never skipped
        "bob controls Phage the Untouchable. I cast Reins of Power on bob, would that trigger "
        "Phage's etb and make me win?",
    ],
)
def test_near_misses_are_refused(text: str) -> None:
    _refused(text)
