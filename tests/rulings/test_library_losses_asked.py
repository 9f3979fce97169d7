"""A card that only takes cards out of a library, asked of no moment whether it makes a player
lose (issue #31, a general question answered as one): "My friends and I are wondering if the
effect of a Millstone and similar spells (Brain Freeze) can be the cause of a player losing the
game." was sent to the rules index. It presupposes the card used on a player, which by itself
ends nothing (an empty library loses only when its player would draw from it, MTG CR 704.5b):
nobody has won or lost. Only cards Arbiter knows to take from a target player's library as they
are cast or used; any other card, or another sentence, is left to the reader."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, Ruling, rule_on
from tests.rulings.test_chat_reading import MAGIC, _ruled

NOBODY_LOST = {"me": "playing", "opponent": "playing"}


@pytest.mark.parametrize(
    "text",
    [
        "My friends and I are wondering if the effect of a Millstone and similar spells (Brain"
        " Freeze) can be the cause of a player losing the game.",
        "Can Millstone make a player lose?",
        "We were wondering whether Millstone can make a player lose the game.",
        "Can Millstone make me lose?",
        "Could Brain Freeze cause my opponent to lose the game?",
        "Will Traumatize make me lose?",
        "I was wondering if Glimpse the Unthinkable can make someone lose.",
        "We were wondering whether the effect of a Traumatize and similar cards (Glimpse the"
        " Unthinkable) could be the cause of my opponent losing the game.",
        "Does Glimpse the Unthinkable force an opponent to lose?",
    ],
)
def test_a_library_taker_asked_whether_it_makes_a_player_lose_ends_nothing(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"
    assert ruling.results == NOBODY_LOST
    assert ruling.cards  # the card's own words and rules are shown


@pytest.mark.parametrize(
    "text",
    [
        # a card that deals damage: whether it kills depends on a total never said
        "Can Lightning Bolt make a player lose?",
        # its controller's own library (Leveler), or by a trigger (Hedron Crab): not asked here
        "Can Leveler make me lose?",
        "Can Hedron Crab make a player lose?",
        "Can Hermit Druid make a player lose?",
        # a card beside it that is no library taker
        "Can Millstone and Lightning Bolt make a player lose?",
        "Can Millstone and similar spells (Lightning Bolt) make a player lose?",
        # another outcome asked, and a moment told beside the question
        "Can Millstone make a player win?",
        "Can Millstone make a player lose? He has 2 cards left.",
        "My opponent has 0 cards in library. Can Millstone make him lose?",
    ],
)
def test_any_other_card_or_moment_is_left_to_the_reader(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling) or (
        isinstance(answer, Ruling) and answer.status != "ongoing"
    )
