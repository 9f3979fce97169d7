"""A card named again by one capitalised word of its name where it leaves (issue #31, "as
asked"; bot/core/rulings/card_marks.py `_named_before`): "I have a Platinum Angel in play ...
then my Angel leaves play", "he destroys my Mastery" are the one card Arbiter knows named
before with that word, as "my angel dies" already was. Where it does not leave, or where the
word fits no card named before, nothing is taken: the word stays a card of its own."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import Ruling, rule_on
from tests.rulings.test_chat_reading import _ruled


@pytest.mark.parametrize(
    "text",
    [
        "If I have a Platinum Angel in play and have negative life, then my Angel leaves play, "
        "would I lose?",
        "I control Platinum Angel and I am at 0 life. My opponent destroys my Angel",
        "I control Lich's Mastery. My opponent exiles my Mastery",
    ],
)
def test_a_card_named_again_by_a_word_of_its_name_where_it_leaves(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results["me"] == "lost"  # its effects end as it leaves (or its trigger)


def test_a_card_that_does_not_leave_is_not_taken_for_one() -> None:
    # Not leaving: whether "my Angel" is the Platinum Angel does not arise here (an attack told
    # without stats may be refused or read; either way the Angel stays, and its controller).
    text = "I control Platinum Angel and I am at 0 life. My Angel attacks"
    answer = rule_on(text, default_game=System("magic"))
    assert not isinstance(answer, Ruling) or answer.results["me"] == "playing"


@pytest.mark.parametrize(
    ("text", "other"),
    [
        # A word of no card named before: another card, unknown.
        ("I control Platinum Angel and I am at 0 life. My Dragon dies", "Dragon"),
        # Said before the card it would be.
        ("My Angel dies. I control Platinum Angel and I am at 0 life", "Angel"),
    ],
)
def test_a_word_that_names_no_card_before_it_is_not_taken_for_one(text: str, other: str) -> None:
    ruling = _ruled(text)
    assert ruling.results["me"] == "playing"  # the Platinum Angel stays
    assert ruling.unknown_cards == (other,)  # shown: "Dragon: a card Arbiter does not know"
