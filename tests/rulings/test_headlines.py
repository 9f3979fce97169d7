"""A headline before the question, naming the card the question is about (issue #31, "as
asked"): "Worst Fears Can't Force a Concession! [I control my opponent during their turn with
Worst Fears and make them concede.]". A headline at the text's start, ended by "!" or a line
break, made of a title's words around one card that the rest names again, is skipped and shown;
one that names no card said again, holds a number, a game term or a word the rest says again (a
player's name) is read, or refused."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "headline"),
    [
        (
            "Worst Fears Can't Force a Concession! [I control my opponent during their turn"
            " with Worst Fears and make them concede. Do they lose the game?]",
            "Worst Fears Can't Force a Concession",
        ),
        (
            "Concessions Under Worst Fears!! I control my opponent during their turn with"
            " Worst Fears and make them concede",
            "Concessions Under Worst Fears",
        ),
        (
            "Platinum Angel Holds The Line\nI control Platinum Angel and I am at 0 life."
            " Did I lose?",
            "Platinum Angel Holds The Line",
        ),
        (
            "The Angel Of Last Resort, Platinum Angel! my opponent controls Platinum Angel."
            " my opponent is at -3 life",
            "The Angel Of Last Resort, Platinum Angel",
        ),
    ],
)
def test_a_headline_naming_the_card_is_skipped_and_shown(text: str, headline: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"  # the card keeps the player in (or ends nothing)
    assert headline in ruling.skipped


@pytest.mark.parametrize(
    "text",
    [
        # The card is not named again: the question may be about what the headline says.
        "Platinum Angel Saves The Day! I am at -3 life.",
        # A number in it is a fact to read.
        "Platinum Angel Survives 5 Damage! I control Platinum Angel. I am at -3 life.",
        # A player of the game named in it (named again in the rest).
        "Bob Beats Platinum Angel! bob controls Platinum Angel. bob is at -3 life.",
        # A player in it ("You") is a fact of the game too.
        "Platinum Angel Keeps You Around\nI control Platinum Angel and I am at 0 life.",
        # A game term in it says something of the game.
        "Worst Fears Wins! [I control my opponent during their turn with Worst Fears and"
        " make them concede.]",
        # In lower case it is no title.
        "worst fears can't force a concession! I control my opponent during their turn with"
        " Worst Fears and make them concede.",
    ],
)
def test_a_headline_that_may_tell_a_fact_is_not_skipped(text: str) -> None:
    _refused(text)
