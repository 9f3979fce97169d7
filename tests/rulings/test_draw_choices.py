"""A draw replacement told used by the kind its player names (issue #31, session 23, found in
fresh set 1; bot/core/rulings/draw_choices.py): "you choose "land" but you do not find a land
card" with Abundance is Abundance used instead of a draw, so no card is drawn, whatever the
library holds (MTG CR 614.1a, 121.6); using it ends nothing by itself. And a question of the
outcome with other guesses after "or" (alternatives_asked.py) is skipped and shown, unless a
guess names a number or a card not named before."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    "text",
    [
        'If you have an Abundance in play, and you choose "land" but you do not find a land '
        "card, do you lose the game?",
        "I control Abundance and my library is empty. I name nonland and find none. Do I lose?",
        "bob controls Abundance. He names land but doesn't find one. Does bob lose the game?",
        "I have Abundance on the battlefield. I chose nonland and I didn't find a nonland card. "
        "Am I dead?",
        "With Abundance in play, I pick land and reveal no land. Do I lose?",
        # the asker's other guess after "or", of what the card lets them do
        "I control Abundance and I choose land. Do I lose the game or do I get to put the "
        "cards on the bottom?",
        'If you have an Abundance in play, and you choose "land" but you do not find a land '
        "cards does that mean you lose the game or does it mean that you can stack the deck "
        "with Abundance's ability?",
    ],
)
def test_the_kind_named_is_the_draw_replaced(text: str) -> None:
    ruling = _ruled(text)
    assert not ruling.depends
    assert ruling.status == "ongoing"
    assert set(ruling.results.values()) == {"playing"}
    assert "Abundance" in [card.name for card in ruling.cards]


@pytest.mark.parametrize(
    "text",
    [
        # a card that asks for no kind: what was chosen is unsaid
        "I control Parallel Thoughts. I choose land and find none. Do I lose?",
        # a kind the card does not ask for
        "I control Abundance. I choose artifact and find none. Do I lose?",
        # no card named before the choice
        "I choose land and find none. I control Abundance. Do I lose?",
        # Words of War replaces a draw with damage: using it may end the game
        "I control Words of War. I use Words of War. Do I lose?",
        # more told after the choice than what it did not find
        "I control Abundance. I choose land and take 3 damage. Do I lose?",
        # a guess after "or" naming a number, or a card not named before
        "I am at 2 life and take 3 damage. Do I lose or do I go to 5 life?",
        "I am at 2 life and take 3 damage. Do I lose or do I get to cast Lightning Bolt first?",
    ],
)
def test_near_misses_are_not_read(text: str) -> None:
    _refused(text)


def test_a_guess_of_a_card_named_before_is_skipped() -> None:
    ruling = _ruled(
        "I control Platinum Angel and I am at 2 life. I take 3 damage. Do I lose or does "
        "Platinum Angel keep me in the game?"
    )
    assert ruling.status == "ongoing"
    assert any(" or does " in said for said in ruling.skipped)
