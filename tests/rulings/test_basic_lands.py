"""A basic land said by its type ("2 Forests in hand", "he plays his Forest", "I control a
Swamp") is a land, held or played, which ends nothing by itself: never a card Arbiter does not
know (it was, after a possessive, and the whole situation was refused), and never read past a
name it cannot be (a list naming it as a card beside another card)."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

HELD_OR_PLAYED = [
    ("magic: bob is at 3 life and has 2 Forests in hand. alice deals 3 damage to bob", "bob"),
    ("magic: I have two Islands in my hand and I am at 1 life. I lose 1 life", "me"),
    ("magic: bob is at 3 life. bob plays his Forest and alice deals 3 damage to bob", "bob"),
    (
        "magic: carol controls three Mountains and a Swamp. carol is at 2 life. carol loses 2 life",
        "carol",
    ),
    ("magic: I control a Forest and I am at 2 life. I lose 2 life", "me"),
]


@pytest.mark.parametrize(("text", "loser"), HELD_OR_PLAYED)
def test_a_basic_land_by_its_type_ends_nothing(text: str, loser: str) -> None:
    ruling = _ruled(text)
    assert ruling.results[loser] == "lost"


def test_lands_in_hand_alone_change_nothing() -> None:
    ruling = _ruled("magic: bob is at 5 life and has 2 Plains in hand. I play my Swamp")
    assert ruling.status == "ongoing"


def test_a_basic_land_is_no_player() -> None:
    # "Forest" as a name beside a card in a list: a player or an unknown card, never guessed
    _refused("magic: bob controls Forest and Platinum Angel and is at 0 life")
