"""Burn spells people name at the moment a game ends, added in session 20 (card_data/README.md):
each deals a fixed amount to any target as it resolves (MTG CR 119.3, 704.5a), as Lightning
Bolt and Lightning Strike do; Blaze's X must be said. Told cast at a player, their damage is
read; a spell told cast with nothing said of whether it resolved is "depends"."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "loser"),
    [
        ("My opponent is at 3 life. I cast Searing Spear at him and it resolves.", "opponent"),
        ("I'm at 2 life. bob casts Volcanic Hammer at me and it resolves.", "me"),
        (
            "My opponent is at 4 life. I cast Lightning Blast targeting him. It resolves.",
            "opponent",
        ),
        ("He's at 4. I cast Stoke the Flames on him and it resolves.", "opponent"),
        ("I am at 3 life. My opponent casts Skewer the Critics at me and it resolves.", "me"),
    ],
)
def test_a_burn_spell_that_resolves_deals_its_damage(text: str, loser: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results[loser] == "lost"


@pytest.mark.parametrize(
    "text",
    [
        "My opponent is at 4 life and I cast Searing Spear at him and it resolves.",
        "My opponent is at 5 life. I cast Incinerate at him. It resolves.",
    ],
)
def test_a_burn_spell_short_of_lethal_leaves_the_player_in(text: str) -> None:
    assert _ruled(text).status == "ongoing"


def test_blazes_damage_must_be_said() -> None:
    _refused("My opponent is at 4 life and I cast Blaze at him.")
