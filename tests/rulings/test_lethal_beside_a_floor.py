"""Damage said only to be lethal ("I take lethal damage"), or of no amount, to a player whose
life damage can't take below a floor (Ali from Cairo, Worship with a creature): it was read as a
life total of 0, the floor skipped ("Can Ali from Cairo save me from lethal damage?" was "you
lose"); it is refused now, asking for the total and the damage. A total said outright, life lost
that is no damage, and damage of an amount said are read as before."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    "text",
    [
        "Can Ali from Cairo save me from lethal damage?",
        "I control Worship and a creature. I take lethal damage.",
        "My opponent controls Ali from Cairo. My opponent took lethal damage.",
        "bob controls Fortune Thief. alice is at 20 life. bob is dealt lethal damage",
        "How does Sustaining Spirit work with lethal damage?",
    ],
)
def test_lethal_damage_beside_a_floor_is_refused(text: str) -> None:
    refusal = _refused(text)
    assert "Not events" not in refusal.message


@pytest.mark.parametrize(
    ("text", "mine"),
    [
        ("I control Ali from Cairo. I am at 3 life. I take 5 damage.", "playing"),
        ("I control Ali from Cairo. I am at 3 life. I lose 5 life.", "lost"),
        ("I control Ali from Cairo and I'm at negative life.", "lost"),
    ],
)
def test_a_floor_beside_amounts_and_totals_said_is_ruled(text: str, mine: str) -> None:
    assert _ruled(text).results["me"] == mine
