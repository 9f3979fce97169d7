"""Leftovers of session 33's list (left33): answers that misled. A refusal is always
acceptable, a wrong answer never."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, rule_on
from tests.rulings.test_chat_reading import MAGIC, _ruled

# A card beside life totals never said, in chat, took them as the game's starting totals: "I
# control Exquisite Archangel. I take 20 damage and my opponent takes 20 damage" was "you win"
# (20 each), though at 30 each nobody loses, and the same damage with no card asks for the
# totals. It asks for them beside the card too, unless every total ends alike. The documented
# language ("magic: ...") keeps the starting totals as its default (rulings.md).


@pytest.mark.parametrize(
    "text",
    [
        "I control Exquisite Archangel. I take 20 damage and my opponent takes 20 damage",
        "My opponent controls Exquisite Archangel. I take 20 damage and he takes 20 damage",
        "I control Lich's Mirror. I take 20 damage and my opponent takes 10 damage",
        "I cast Angel's Grace. I take 20 damage and my opponent takes 20 damage",
    ],
)
def test_a_card_beside_totals_never_said_asks_for_them(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer.text()
    assert "life totals" in answer.message


def test_a_card_beside_totals_that_cannot_matter_or_are_said_is_ruled() -> None:
    # every total ends alike: the Archangel replaces the one loss the damage can cause
    assert _ruled("I control Exquisite Archangel. I take 30 damage").first.status == "ongoing"
    told = "I control Exquisite Archangel. I'm at 3 and my opponent is at 5. We both take 20"
    assert _ruled(f"{told} damage").first.results == {"me": "won", "opponent": "lost"}
    documented = (
        "magic: I control Exquisite Archangel. I take 20 damage and my opponent takes 20 damage"
    )
    assert _ruled(documented).first.results == {"me": "won", "opponent": "lost"}
