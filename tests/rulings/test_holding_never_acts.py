"""What a player holds, said by kind ("a creature with lifelink"), never swallows what happens
next (issue #31, found by cards7 in session 19): "I'm at 1 life. My opponent controls Platinum
Angel and a creature with lifelink deals 2 damage to me. Do I lose?" was "nobody has won or
lost yet", the damage read as part of what the opponent controls ("... controls a creature with
lifelink deals 2 damage to me"). A verb of an event in those words says it happened."""

from __future__ import annotations

import pytest

from bot.core.rulings import Ruling, rule_on
from bot.core.rulings.words import Refusal
from tests.rulings.test_chat_reading import MAGIC, _refused, _ruled


@pytest.mark.parametrize(
    "text",
    [
        "I'm at 1 life. My opponent controls Platinum Angel and a creature with lifelink deals 2"
        " damage to me. Do I lose?",
        "I'm at 1 life. My opponent controls Platinum Angel and a creature with lifelink dealt 2"
        " damage to me.",
        "bob is at 2 life. alice has Platinum Angel and a creature with deathtouch deals 3 damage"
        " to bob",
        "I'm at 3 life. he controls Sanguine Bond and a creature with flying hits me for 4",
    ],
)
def test_damage_after_a_holding_said_by_kind_is_never_dropped(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    if isinstance(answer, Ruling):  # read: the damage is in it
        assert answer.status != "ongoing", answer.text()


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I'm at 1 life. My opponent controls Platinum Angel and a goblin deals 2 damage to me.",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_a_holding_said_by_kind_reads_as_before(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


# A creature held that no card names may turn the loss told: bob's two fliers may be Abyssal
# Persecutors (his opponents can't lose), and so may the asker's lifelinker. Asked for since
# session 22 (test_unnamed_held.py).
@pytest.mark.parametrize(
    "text",
    [
        "I control a creature with lifelink and my opponent is at 3 life. He takes 3 damage.",
        "bob controls two creatures with flying and alice is at 2 life. alice takes 2 damage.",
    ],
)
def test_a_creature_held_by_kind_beside_a_loss_is_asked_for(text: str) -> None:
    assert _refused(text).kind is Refusal.UNNAMED_CARD
