"""A player controlling another player's turn (Mindslaver, Worst Fears: MTG CR 722): it ends
nothing by itself, and a concession is never one of the choices the controller makes for them
(only a player concedes, 104.3a). Through the one function every face calls."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

CONTROLLED_TURNS = [
    "I control my opponent's turn with Mindslaver",
    "alice controls bob's next turn with Worst Fears",
    "alice takes control of bob's turn",
    "I control my opponent during their turn with Worst Fears",
    "alice controls bob during his next turn with Mindslaver",
]


@pytest.mark.parametrize("text", CONTROLLED_TURNS)
def test_controlling_a_turn_ends_nothing_by_itself(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"
    assert set(ruling.results.values()) == {"playing"}


@pytest.mark.parametrize(
    "text",
    [
        "I control my opponent during their turn with Worst Fears and make them concede",
        "I control my opponent's turn with Mindslaver. I make my opponent concede",
        "alice controls bob's next turn. alice forces bob to concede",
        "alice controls bob's turn with Mindslaver and makes bob concede the game",
    ],
)
def test_the_controller_cannot_make_the_controlled_player_concede(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"
    assert set(ruling.results.values()) == {"playing"}


def test_the_card_says_why_a_made_concession_is_none() -> None:
    said = _ruled(
        "I control my opponent during their turn with Worst Fears and make them concede"
    ).text()
    assert "conceding is never one of those choices" in said
    assert "MTG CR 104.3a" in said
    # the rule that the controller of another player can't make them concede (722.6), not
    # only the one that puts a player's next turn under another's control (722.1)
    assert "MTG CR 722.1, MTG CR 722.6" in said


def test_the_controlled_player_may_still_concede_and_the_game_goes_on_around_it() -> None:
    conceded = _ruled("alice controls bob's turn with Mindslaver. bob concedes")
    assert conceded.results == {"alice": "won", "bob": "lost"}
    damage = _ruled("alice controls bob's turn with Mindslaver. bob is at 0 life")
    assert damage.results == {"alice": "won", "bob": "lost"}


@pytest.mark.parametrize(
    "text",
    [
        # no turn controlled: "made them concede" may tell a concession the play brought about
        "I make my opponent concede",
        "alice attacks bob and makes bob concede",
        # the one controlled cannot be made to concede by the one controlling... nor the reverse
        "bob controls alice's turn with Mindslaver. alice makes bob concede",
    ],
)
def test_making_a_player_concede_is_read_only_of_a_turn_controlled(text: str) -> None:
    assert _refused(text).unread


def test_a_card_arbiter_does_not_know_controlling_a_turn_is_not_taken_for_idle() -> None:
    # Sorin's Thirst is no card of the catalogue: what else it did is not known.
    _refused("alice controls bob's turn with Sorin's Thirst. alice makes bob concede")
