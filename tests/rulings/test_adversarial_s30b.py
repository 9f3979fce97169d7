"""Adversarial pass on session 30's readings of a copy cast off Isochron Scepter, a
concession said again and Maralen of the Mornsong (adv30b; census30a's readings,
tests/rulings/test_census_s30a.py). A refusal is always acceptable, a wrong answer never."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused

# A card that copies the card imprinted on it (Isochron Scepter, MTG CR 707.10) used where the
# copy reading did not take the words (another's Scepter, a card name typed lowercase, no card
# said imprinted), or a card said "imprinted" that copies nothing, was read as a card used that
# does nothing, the imprinted card dropped: "I'm at 3 life. my opponent uses my Isochron
# Scepter imprinted with Lightning Bolt at me" was "nobody has won or lost yet" (you lose if the
# copy resolves), "my library is empty. I use isochron scepter imprinted w/ brainstorm" the
# same (you lose if it resolves: a draw from the empty library, 704.5b).


@pytest.mark.parametrize(
    "text",
    [
        "I'm at 3 life. my opponent uses my Isochron Scepter imprinted with Lightning Bolt at me",
        "I'm at 3 life. bob uses my Isochron Scepter imprinted with Shock at me",
        "my library is empty. I use isochron scepter imprinted w/ brainstorm",
        "my library is empty. i use isochron sceptre imprinted with brainstrom",
        "I use Isochron Scepter. my library is empty",
        "I'm at 3 life. my opponent uses Sneak Attack imprinted with Lightning Bolt at me",
    ],
)
def test_a_copy_cast_off_a_card_the_reading_did_not_take_is_refused(text: str) -> None:
    _refused(text)


# A spell that sets up a delayed trigger as it resolves, which makes a player lose later
# (Final Fortune's end step, a Pact's upkeep, 603.7), told cast with more said after it, was
# read as never resolving: "I cast Final Fortune. I'm at 3 life" and "I use Isochron Scepter
# imprinted with Final Fortune. my opponent controls Platinum Angel" were "nobody has won or
# lost yet" (you lose at the extra turn's end step if it resolved; his Angel keeps only him in).
@pytest.mark.parametrize(
    "text",
    [
        "I use Isochron Scepter imprinted with Final Fortune. my opponent controls Platinum Angel",
        "If I cast Final Fortune can I cast it every turn without losing the game? I'm at 3 life",
        "I cast Pact of Negation. my opponent is at 3 life",
        "I cast Final Fortune. I'm at 3 life",
    ],
)
def test_a_spell_that_sets_up_a_loss_cast_before_more_is_refused(text: str) -> None:
    _refused(text)
