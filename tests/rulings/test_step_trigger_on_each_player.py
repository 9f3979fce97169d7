"""A card's trigger at a step that ends the game for each player a count holds for
(Triskaidekaphobia: each player with exactly 13 life loses, MTG CR 104.3e, 603.3), or for a
player other than its controller or the one opponent (Celestial Convergence: the highest life
total). Where the engine does not play these out
(Triskaidekaphobia only with every player's total told, each_player_trigger.py), the words are
refused with the card named, never answered "nobody has won or lost yet" as if the trigger did
nothing."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    "text",
    [
        # (Triskaidekaphobia, each player at exactly 13 life, with every total told, is judged
        # from the counts since session 32: test_census_s32b; a total unsaid stays refused)
        "magic: I control Triskaidekaphobia. My opponent is at 13 life. then Triskaidekaphobia"
        " triggers",
        # the player with the highest life total wins as the last omen counter goes
        "magic: I control Celestial Convergence with 1 omen counter. I am at 20 life and my "
        "opponent is at 10 life. then Celestial Convergence triggers",
        # (Angel of Destiny, each player it attacked this turn, is played out in a game of two
        # since session 33: whether it attacked the opponent is a case, test_census_s33d)
    ],
)
def test_a_trigger_for_each_player_is_refused_not_ignored(text: str) -> None:
    # Each was answered "nobody has won or lost yet": the trigger that makes a player at
    # exactly 13 life lose was left out.
    answer = _refused(text)
    assert answer.cards and answer.cards[0] in answer.message


@pytest.mark.parametrize(
    "text",
    [
        # the card held, its trigger never said to happen: nothing to judge beyond the totals
        "magic: I control Triskaidekaphobia. I am at 13 life and my opponent is at 13 life",
        # another player's step is not its controller's
        "magic: bob controls Triskaidekaphobia. alice is at 13 life. At the beginning of "
        "alice's upkeep, alice is at 13 life",
    ],
)
def test_no_trigger_said_is_still_answered(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing", ruling.text()
