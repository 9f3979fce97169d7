"""A player's own commander dealing them combat damage (issue #31; commander_sources.py): a
commander stolen and sent at its owner. 21 combat damage from one commander loses the game,
whoever owns it (MTG CR 104.3j, 903.10a names no owner); "alice's own commander deals 21 combat
damage to alice" was "nobody has won or lost yet", the damage read as life lost only."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _ruled


@pytest.mark.parametrize(
    "text",
    [
        "magic commander: alice is at 40 life. alice's own commander deals 21 combat damage to "
        "alice.",
        "magic commander: alice is at 40 life. alice takes 21 combat damage from her own "
        "commander.",
        "magic commander: bob is at 35. bob's commander deals 12 combat damage to bob. then "
        "bob's commander deals 9 combat damage to bob.",
    ],
)
def test_21_combat_damage_from_ones_own_commander_loses(text: str) -> None:
    ruling = _ruled(text)
    assert "lost" in ruling.results.values()
    assert any(v == "lost" for k, v in ruling.results.items() if k in ("alice", "bob"))


def test_less_than_21_from_ones_own_commander_plays_on() -> None:
    ruling = _ruled(
        "magic commander: alice is at 40 life. alice's commander deals 20 combat damage to alice."
    )
    assert ruling.results["alice"] == "playing"
