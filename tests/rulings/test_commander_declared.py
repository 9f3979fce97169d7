"""A card said to be the asker's commander ("Phage, the Untouchable is my commander", issue #31
"as asked"): it says the commander variant is played (MTG CR 903.3), and is read as that. Not
where damage or an attack is told: damage a card named by its name deals may be a commander's
(903.10a), which the words do not settle, so such a text is refused. A card named twice and then
"it" is that one card (not two)."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    "text",
    [
        "Phage, the Untouchable is my commander. I cast Phage from my hand and it enters the"
        " battlefield",
        "magic: Platinum Angel is my commander. I control Platinum Angel and I am at 0 life",
        "Laboratory Maniac is my commander, I control Laboratory Maniac",
    ],
)
def test_a_card_said_to_be_my_commander_says_the_commander_variant(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.variant is not None and ruling.variant.value == "commander"
    assert ruling.status == "ongoing"


def test_a_commander_put_onto_the_battlefield_uncast_still_loses_by_its_own_words() -> None:
    ruling = _ruled(
        "magic: Phage the Untouchable is my commander. I put Phage the Untouchable onto the"
        " battlefield from my graveyard"
    )
    assert ruling.status == "over" and ruling.results["me"] == "lost"  # not cast from hand


@pytest.mark.parametrize(
    "text",
    [
        # its damage may be commander damage (903.10a): not read by name
        "magic: Phage the Untouchable is my commander. Phage the Untouchable deals 21 combat"
        " damage to my opponent",
        "magic: Platinum Angel is my commander. I attack my opponent with Platinum Angel",
        # someone else's commander, or not the commander: not the asker's declaration
        "magic: Phage the Untouchable is his commander. I cast Phage the Untouchable from my"
        " hand and it enters the battlefield",
        "magic: Phage the Untouchable is not my commander. I cast Phage the Untouchable from my"
        " hand and it enters the battlefield",
    ],
)
def test_commander_said_where_it_may_matter_is_refused(text: str) -> None:
    _refused(text)


def test_it_after_one_card_named_twice_is_that_card() -> None:
    ruling = _ruled(
        "magic: I cast Platinum Angel. I control Platinum Angel and I am at 0 life. then it dies"
    )
    assert ruling.status == "over" and ruling.results["me"] == "lost"  # the Angel that died


def test_it_after_two_cards_stays_unread() -> None:
    _refused(
        "magic: I control Platinum Angel. I cast Phage the Untouchable from my hand and it"
        " enters the battlefield under my opponent's control. it dies"
    )
