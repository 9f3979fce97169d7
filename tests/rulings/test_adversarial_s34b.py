"""Session 34's adversarial pass (b) on the mandatory loops read this session, asked as a new
user would. A card supposed by its text beside Essence Warden (supposed_loops.py): a token
that is no creature ("a non creature token", "a Saproling or Food creature token"), none made
("zero", "-1"), Essence Warden's text quoted as something else ("you may gain 1 life", "each
opponent loses 1 life"), or "if not" asked right after the loop is said to be unstoppable (the
other case, where a player can stop it): each was a draw on main (MTG CR 104.4b), now refused.
A land played into the loop Life and Limb and Sporemound start (reading_settled.py), with a
half of it destroyed or sacrificed in the same sentence ("I play a Forest and my opponent
destroys Sporemound", "In response ..."): each was a case of a draw on main, now refused asking
how the loop went on, as a sentence told after it is."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled
from tests.rulings.test_land_loops import (
    test_what_is_told_after_the_loop_asks_how_it_ended as asks_how_the_loop_went_on,
)

_HAVE = "I have an Essence Warden and a card that says Whenever you gain life, "
_SAPROLING = "create a 1/1 Saproling creature token."
_STUCK = "Both players are tapped out. What happens?"


NO_LOOP_SURE = [
    # no creature enters: nothing makes Essence Warden trigger again
    f"{_HAVE}create a non creature token. {_STUCK}",
    f"{_HAVE}create a 1/1 Saproling or Food creature token. {_STUCK}",
    f"{_HAVE}create zero 1/1 Saproling creature tokens. {_STUCK}",
    f"{_HAVE}create -1 1/1 Saproling creature tokens. {_STUCK}",
    # Essence Warden quoted as another card: a "may" (a player can stop it), or no life gained
    "I have an Essence Warden (Whenever another creature enters, you may gain 1 life.) and a "
    f"card that says Whenever you gain life, {_SAPROLING} {_STUCK}",
    "I have an Essence Warden (Whenever another creature enters, each opponent loses 1 life.) "
    f"and a card that says Whenever you gain life, {_SAPROLING} {_STUCK}",
    # "if not": the case where a player can stop it, asked beside the one where nobody can
    f"{_HAVE}{_SAPROLING} Both players are tapped out. If not, what happens?",
    f"{_HAVE}{_SAPROLING} If both players are tapped out, what happens? And if not, what happens?",
]


@pytest.mark.parametrize("text", NO_LOOP_SURE)
def test_what_may_stop_or_never_start_the_loop_is_refused(text: str) -> None:
    _refused(text)


# a half of the land loop gone in the land's own sentence: it may have stopped the loop
HALF_GONE_WITH_THE_LAND = [
    "I control Life and Limb and Sporemound. I play a Forest. In response my opponent destroys "
    "Sporemound.",
    "I control Life and Limb and Sporemound. I play a Forest and my opponent destroys Sporemound.",
    "I control Life and Limb and Sporemound. I play a Forest and I sacrifice Sporemound.",
    "I control Life and Limb and Sporemound. I play a Forest, but my opponent destroys Life and "
    "Limb in response.",
]


@pytest.mark.parametrize("text", HALF_GONE_WITH_THE_LAND)
def test_a_half_gone_with_the_land_asks_how_the_loop_went_on(text: str) -> None:
    asks_how_the_loop_went_on(text)  # as a sentence told after the land is


DREW = {"me": "drew", "opponent": "drew"}


def test_the_loops_asked_plainly_stay_answered() -> None:
    for text in (
        f"{_HAVE}{_SAPROLING} Both players are tapped out. Who wins?",
        f"{_HAVE}{_SAPROLING} When both players are tapped out, is it a draw?",
        "I have an Essence Warden (Whenever another creature enters, you gain 1 life.) and a card "
        "that says Whenever you gain life, create two 1/1 green Saproling creature tokens. "
        f"{_STUCK}",
        f"{_HAVE}{_SAPROLING} If both players are tapped out, what happens? ... If not, who wins?",
    ):
        ruling = _ruled(text)
        assert (ruling.status, ruling.results) == ("over", DREW), text
    land = _ruled(
        "magic: 3 players: me, bob, carol. I control Life and Limb and Sporemound. I play a Forest."
    )
    assert [set(case.results.values()) for case in land.cases] == [{"drew"}, {"playing"}]


# A card that acts in the land loop: Essence Warden's life with Sanguine Bond drains the
# opponent to 0, Blood Artist's drain for each Saproling Lethal Vapors destroys; the loop ends
# with a loss, never a draw (each was a case of a draw on main)
ACTS_IN_THE_LOOP = [
    (
        "I control Life and Limb, Sporemound, Essence Warden and Sanguine Bond. I play a Forest.",
        "Sanguine Bond",
    ),
    (
        "I control Life and Limb and Sporemound. my opponent controls Essence Warden and Sanguine "
        "Bond. I play a Forest.",
        "Sanguine Bond",
    ),
    (
        "I control Life and Limb and Sporemound and Blood Artist. my opponent controls Lethal "
        "Vapors. I play a Forest.",
        "Blood Artist",
    ),
    # said to be a loop of mandatory actions: the drain ends it (it was a draw on main)
    (
        "I control Life and Limb, Sporemound, Essence Warden and Sanguine Bond. I play a Forest "
        "and the game is in a loop of mandatory actions.",
        "Sanguine Bond",
    ),
]


@pytest.mark.parametrize(("text", "card"), ACTS_IN_THE_LOOP)
def test_a_card_acting_in_the_land_loop_is_named_and_refused(text: str, card: str) -> None:
    refused = _refused(text)
    assert refused.cards == (card,), refused.message


def test_cards_that_do_nothing_in_the_land_loop_leave_it_a_case_each() -> None:
    for text in (
        "I control Life and Limb and Sporemound and Essence Warden. I play a Forest.",
        "I control Life and Limb and Sporemound. my opponent controls Platinum Angel. I play a "
        "Forest.",
    ):
        cases = [set(case.results.values()) for case in _ruled(text).cases]
        assert cases == [{"drew"}, {"playing"}], text


# Sporemound taken by another player: a land its old controller plays starts nothing (each was a
# case of a draw on main); one the taker plays beside Life and Limb starts the loop
def test_sporemound_taken_is_the_takers_to_trigger() -> None:
    for text in (
        "I control Life and Limb and Sporemound. my opponent steals Sporemound. I am at 3 life. "
        "I play a Forest.",
        "I control Life and Limb and Sporemound. my opponent gains control of Sporemound. I am "
        "at 3 life. I play a Forest.",
    ):
        assert _ruled(text).status == "ongoing", text
    taken = _ruled(
        "I control Life and Limb. my opponent controls Sporemound. I steal Sporemound. I play a "
        "Forest."
    )
    assert [set(case.results.values()) for case in taken.cases] == [{"drew"}, {"playing"}]


def test_a_land_played_last_in_a_sentence_of_cards_held_is_read_as_told_last() -> None:
    # the cards held told with it before it (refused by the first fix of this pass)
    ruling = _ruled("I control Life and Limb and Sporemound, and I play a Forest.")
    assert [set(case.results.values()) for case in ruling.cases] == [{"drew"}, {"playing"}]
