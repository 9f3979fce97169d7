"""A land played into a loop that a land entering starts (MTG CR 104.4b): a card that makes a
Saproling for each land entering under its controller's control (Sporemound) beside one that
makes every Saproling a land (Life and Limb, whoever controls it). Each Saproling made is a
land entering, which makes another, a loop nobody may decline: whether a player can stop it
decides (a draw if nobody can), never "nobody has won or lost yet" as if the land did nothing.
Told last, a case each (session 34); with anything told after it, the words must say how it
ended. One half alone, the other half gone, or a land the Saproling maker's controller did
not play starts nothing."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

STARTS_A_LOOP = [
    "magic: bob controls Life and Limb and Sporemound. bob is at 3 life. bob plays a Forest.",
    "magic: I control Sporemound and Life and Limb. my opponent is at 7 life. I play a land.",
    # what makes every Saproling a land does so for whoever controls it
    "magic: I control Life and Limb. my opponent controls Sporemound. I am at 3 life. my "
    "opponent plays a land.",
    "magic: carol controls Sporemound and Life and Limb. carol played a Forest",
    "magic: I control Life and Limb and Sporemound. I am at 3 life. I play my Forest.",
]


@pytest.mark.parametrize("text", STARTS_A_LOOP)
def test_a_land_played_into_the_loop_depends_on_whether_a_player_can_stop_it(text: str) -> None:
    # refused on main (session 33), asking how the loop ended
    ruling = _ruled(text)
    assert ruling.status == "depends", ruling.text()
    drawn, goes_on = (set(case.results.values()) for case in ruling.cases)
    assert (drawn, goes_on) == ({"drew"}, {"playing"})
    assert "MTG CR 104.4b" in ruling.text()


# told after the land (or with it): it may have come in the loop, or after a player stopped it
TOLD_AFTER_THE_LOOP = [
    "magic: bob controls Life and Limb and Sporemound. bob is at 3 life. bob plays a Forest. "
    "then alice concedes",
    "magic: bob controls Life and Limb and Sporemound. bob plays a Forest and alice concedes",
    "magic: I control Life and Limb and Sporemound. I play a Forest. my opponent is at 0 life.",
    "magic: I control Life and Limb and Sporemound. I play a Forest. Then I play another Forest.",
    "magic: I control Life and Limb and Sporemound. I play a Forest. my opponent destroys "
    "Sporemound.",
]


@pytest.mark.parametrize("text", TOLD_AFTER_THE_LOOP)
def test_what_is_told_after_the_loop_asks_how_it_ended(text: str) -> None:
    refused = _refused(text)
    assert "loop of mandatory actions" in refused.message
    assert "MTG CR 104.4b" in refused.message


def test_the_loop_said_is_a_draw() -> None:
    ruling = _ruled(
        "magic: bob controls Life and Limb and Sporemound. bob is at 3 life. bob plays a Forest "
        "and the game is in a loop of mandatory actions"
    )
    assert ruling.status == "over"
    assert set(ruling.results.values()) == {"drew"}


STARTS_NOTHING = [
    # one half alone: one Saproling, no more
    "magic: I control Sporemound. I am at 3 life. I play a Forest.",
    "magic: I control Life and Limb. I am at 3 life. I play a Forest.",
    # a half gone before the land
    "magic: I control Life and Limb and Sporemound. Sporemound dies. I am at 3 life. I play a "
    "Forest.",
    "magic: I control Life and Limb and Sporemound. my opponent destroys my Life and Limb. I am "
    "at 3 life. I play a Forest.",
    # the land is not the Saproling maker's controller's: Sporemound does not trigger
    "magic: I control Life and Limb. my opponent controls Sporemound. I am at 3 life. I play a "
    "land.",
]


@pytest.mark.parametrize("text", STARTS_NOTHING)
def test_a_land_that_starts_no_loop_ends_nothing(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing", ruling.text()
