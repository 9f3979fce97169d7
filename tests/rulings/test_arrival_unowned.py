"""A card said to enter the battlefield with nobody said to control it (found by the round-2
bug-report engineer in session 15): "I cast Platinum Angel and it enters the battlefield" was
answered "cannot happen: '' is not a player in this game", the card's effects handed to the
engine for a player with no name. Refused, asking under whose control it entered; said, it is
read."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on

MAGIC = System("magic")


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("Platinum Angel enters the battlefield", "Platinum Angel"),
        ("I cast Platinum Angel and it enters the battlefield", "Platinum Angel"),
        (
            "bob controls Platinum Angel. Laboratory Maniac enters the battlefield",
            "Laboratory Maniac",
        ),
    ],
)
def test_a_card_entering_under_nobodys_control_is_asked(text: str, card: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer
    assert "under whose control" in answer.message and card in answer.message
    assert "''" not in answer.message


def test_a_card_entering_under_a_players_control_is_read() -> None:
    answer = rule_on(
        "I am at 0 life. Platinum Angel enters the battlefield under my control.",
        default_game=MAGIC,
    )
    assert isinstance(answer, Ruling), answer
    assert answer.results["me"] == "lost"  # it came after the checkpoint that ended the game
