"""Cards that stop life gain (issue #31; MTG CR 119.7): Sulfuric Vortex (no player can gain
life) and Erebos, God of the Dead (its controller's opponents can't), followed by the engine
(`no_life_gain`, bot/core/rules/guards.py; the scenario 119.7-no-player-can-gain-life.json):
life a player would gain, by an effect or with lifelink, is not gained; life lost still is.
Before, both cards were unknown and every such question was refused."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _ruled

VORTEX, EREBOS = "Sulfuric Vortex", "Erebos, God of the Dead"


@pytest.mark.parametrize(
    ("text", "results", "card"),
    [
        # The gain told is not gained: the damage after it is lethal.
        (
            "I control Sulfuric Vortex. I am at 2 life. I gain 3 life and then I take 4 damage",
            {"me": "lost", "opponent": "won"},
            VORTEX,
        ),
        (
            "bob controls Sulfuric Vortex. alice is at 3 life. alice gains 10 life. then alice "
            "loses 3 life",
            {"alice": "lost", "bob": "won"},
            VORTEX,
        ),
        # Erebos stops only its controller's opponents.
        (
            "My opponent controls Erebos. I am at 2 life and I gain 5 life. Then I take 3 damage",
            {"me": "lost", "opponent": "won"},
            EREBOS,
        ),
        (
            "I control Erebos. I am at 2 life and I gain 5 life. Then I take 3 damage",
            {"me": "playing", "opponent": "playing"},
            EREBOS,
        ),
        # No gain, but damage is still floored by Worship.
        (
            "I control Worship and a creature and Sulfuric Vortex and I am at 1 life. My opponent "
            "shocks me. Do I lose?",
            {"me": "playing", "opponent": "playing"},
            VORTEX,
        ),
    ],
)
def test_life_that_cant_be_gained_is_not(text: str, results: dict[str, str], card: str) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert card in [named.name for named in ruling.cards]


def test_without_the_card_the_same_gain_keeps_the_player_in() -> None:
    """The near-miss: the same words with no such card in play."""
    ruling = _ruled("I am at 2 life. I gain 3 life and then I take 4 damage")
    assert ruling.status == "ongoing"


def test_the_card_is_said_in_the_answer() -> None:
    ruling = _ruled(
        "I control Sulfuric Vortex. I am at 2 life. I gain 3 life and then I take 4 damage"
    )
    assert "no player can gain life" in ruling.text()
