"""Session 33's census (d): a report that a card's trigger at a step killed a player ("Angel of
Destiny is broke - My own Angel of Destiny killed me at my own endstep?"), read as that trigger
at its step, who it killed skipped as the program's verdict; and Angel of Destiny's trigger
played out by the engine: in a game of two it can make only the opponent lose, if it attacked
them that turn and its controller had 15 more life than their starting total (MTG CR 104.3e,
603.4, 506.2): a case where that held and one where it did not, never its controller's loss.
Every other reading stays refused."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

ME_WON = {"me": "won", "opponent": "lost"}
GOES_ON = {"me": "playing", "opponent": "playing"}

# Each was refused ("could not read", or "cannot yet judge" the Angel) on main.
JUDGED = [
    "Angel of Destiny is broke \u2014 My own angel of Destiny killed me at my own endstep?",
    "Angel of Destiny is broken. My Angel of Destiny killed me at my end step.",
    "My Angel of Destiny killed my opponent at the beginning of my end step",
    "My Angel of Destny killed me at the end step",
    "I am at 36 life. My Angel of Destiny killed me at my end step",
    "magic: I control Angel of Destiny. I am at 35 life. then Angel of Destiny triggers",
]


@pytest.mark.parametrize("text", JUDGED)
def test_angel_of_destiny_never_kills_its_controller(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "depends", ruling.text()
    # where its condition held, its opponent loses; never its controller
    assert [case.results for case in ruling.cases] == [ME_WON, GOES_ON]
    assert "MTG CR 506.2" in ruling.text()


def test_an_opponent_who_cant_lose_stays_in_either_way() -> None:
    ruling = _ruled(
        "My opponent controls Platinum Angel. My Angel of Destiny killed him at my end step"
    )
    assert ruling.results == GOES_ON


# Whose card or step not said, another step, no step (combat damage may have killed), a card
# whose trigger is no loss at that step, a card Arbiter does not know, a game of three, more
# told after it, negations and guesses: never read as the trigger.
REFUSED = [
    "My opponent's Angel of Destiny killed me at his end step",
    "My Angel of Destiny killed me",
    "My Angel of Destiny killed me at my upkeep",
    "My Angel of Destiny killed me at my opponent's end step",
    "My Felidar Sovereign killed me at my upkeep",
    "My Platinum Angel killed me at my end step",
    "My Angel of Fate killed me at my end step",
    "My two Angels of Destiny killed me at my end step",
    "magic: 3 players: me, bob, carol. My Angel of Destiny killed me at my end step",
    "My Angel of Destiny killed me at my end step. Then I gained 5 life",
    "My Angel of Destiny didn't kill me at my end step",
    "My Angel of Destiny would kill me at my end step",
    "Did my Angel of Destiny kill me at my end step?",
    "Angel of Destiny is broke",
    "Platinum Angel is broken. My Angel of Destiny killed me at my end step.",
]


@pytest.mark.parametrize("text", REFUSED)
def test_what_the_words_do_not_say_stays_refused(text: str) -> None:
    _refused(text)
