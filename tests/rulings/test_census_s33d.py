"""Session 33's census (d): one player's Disciple of the Vault beside artifacts said to leave
for a graveyard, the opponent's total said (each artifact a trigger, every one used, 603.3,
704.3); a report that a card's trigger at a step killed a player ("Angel of
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
    "my angel of destiny's trigger killed me at my own end step?",
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
    "My Angel of Destiny's trigger killed me",
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


# A card that ends the game only in its controller's favour, said to make its controller lose
# or another player win: refused with the card named (the first was "you lose" on main).
WRONG_SIDE = [
    "I control Angel of Destiny. at the beginning of my end step Angel of Destiny says I lose",
    "my opponent controls Angel of Destiny. Angel of Destiny says my opponent loses",
    "I control Angel of Destiny. Angel of Destiny says everyone loses",
    "I control Felidar Sovereign. Felidar Sovereign says my opponent wins",
    "my Thassa's Oracle says my opponent wins",
    "I control Mirrodin Besieged. Mirrodin Besieged says I lose",
]


@pytest.mark.parametrize("text", WRONG_SIDE)
def test_a_card_never_decides_against_its_controller(text: str) -> None:
    answer = _refused(text)
    assert len(answer.cards) == 1 and answer.cards[0] in text
    assert "in its controller's favour" in answer.message


# Its own side, a teammate, whose it is unsaid, or control changed: as said.
RIGHT_SIDE = [
    (
        "I control Angel of Destiny and I am at 36 life. at the beginning of my end step Angel of"
        " Destiny says my opponent loses",
        ME_WON,
    ),
    ("I control Felidar Sovereign. Felidar Sovereign says I win", ME_WON),
    ("Angel of Destiny says I lose", {"me": "lost", "opponent": "won"}),
    (
        "magic two headed giant: teams: alice and bob vs carol and dave. bob controls Felidar "
        "Sovereign. then bob's Felidar Sovereign says alice wins",
        {"alice": "won", "bob": "won", "carol": "lost", "dave": "lost"},
    ),
]


@pytest.mark.parametrize(("text", "results"), RIGHT_SIDE)
def test_a_card_deciding_for_its_side_is_as_said(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


# One player's Disciple of the Vault, the opponent's total said: its triggers resolve one at a
# time (each was refused, "cannot yet judge", on main).
DISCIPLE = [
    (
        "I control Disciple of the Vault. my opponent is at 3 life. 5 artifacts are destroyed",
        ME_WON,
    ),
    (
        "I control Disciple of the Vault. my opponent is at 3 life. 3 artifacts are destroyed",
        ME_WON,
    ),
    (
        "I control Disciple of the Vault. my opponent is at 6 life. 5 artifacts are destroyed",
        GOES_ON,
    ),
    (
        "I control Disciple of the Vault. my opponent is at 3 life and I am at 1 life. 5"
        " artifacts are destroyed",
        ME_WON,
    ),
    (
        "bob controls Disciple of the Vault. alice is at 4 life. 4 artifacts are destroyed",
        {"bob": "won", "alice": "lost"},
    ),
    (
        "I am at 5 life and my opponent is at 5. I control Disciple of the Vault. Five artifacts "
        "are destroyed.",
        ME_WON,
    ),
    (
        "I'm at 5 life and my opponent is at 1 life. I have a Disciple of the Vault. Five "
        "artifacts are destroyed. Does he lose?",
        ME_WON,
    ),
]


@pytest.mark.parametrize(("text", "results"), DISCIPLE)
def test_one_players_disciple_triggers_for_each_artifact(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert "Each trigger is optional" in ruling.text()


# The opponent's total unsaid, more told after or between, more than 20 artifacts, a guess, a
# game of three, creatures only, another card held: refused.
DISCIPLE_REFUSED = [
    "I control Disciple of the Vault. 5 artifacts are destroyed",
    "I control Disciple of the Vault. I am at 3 life. 5 artifacts are destroyed",
    "I control Disciple of the Vault. my opponent is at 3 life. 5 artifacts are destroyed. then I"
    " gain 2 life",
    "I control Disciple of the Vault. my opponent is at 3 life. my opponent gains 2 life. 3"
    " artifacts are destroyed",
    "I control Disciple of the Vault. my opponent is at 3 life. 30 artifacts are destroyed",
    "I control Disciple of the Vault. my opponent is at 3 life. 5 artifacts would be destroyed",
    "I control Disciple of the Vault. my opponent is at 3 life. 5 artifacts are not destroyed",
    "I control Disciple of the Vault. my opponent is at 3 life. 5 creatures are destroyed",
    "magic: 3 players: me, bob, carol. I control Disciple of the Vault. bob is at 2 life and carol"
    " is at 2 life. 3 artifacts are destroyed",
    "I control Disciple of the Vault and Platinum Angel. my opponent is at 3 life. 5 artifacts"
    " are destroyed",
    "I control Vault Disciple. my opponent is at 3 life. 3 artifacts are destroyed",
]


@pytest.mark.parametrize("text", DISCIPLE_REFUSED)
def test_what_one_players_disciple_leaves_open_stays_refused(text: str) -> None:
    _refused(text)
