"""A step named after what was told, then the question ("I have 60 life and control Test of
Endurance. At the beginning of my upkeep, what happens?", "..., during my next upkeep what
happens?"): the step comes after what was told, so a card's trigger at that step is judged
there (MTG CR 603.3) by the counts told. A total may be said with "already", "still" or "now"
and in round words ("a thousand", "a million"). Where the step is said with a pronoun for its
player ("his upkeep") whose step it was is open: refused, never guessed."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

WON = {"me": "won", "opponent": "lost"}
GOES_ON = {"me": "playing", "opponent": "playing"}


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # the whole sentence is the step and the question: before, the step was dropped and
        # the answer was "nobody has won or lost yet" (wrong: the trigger wins)
        (
            "I am at 60 life and control Test of Endurance. At the beginning of my upkeep, "
            "what happens?",
            WON,
        ),
        (
            "I already have a thousand life and I control Test of Endurance, during my next "
            "upkeep what happens?",
            WON,
        ),
        ("I still have 55 life and control Test of Endurance; during my upkeep what happens", WON),
        # the count short of the card's: its trigger ends nothing
        (
            "I have 40 life and control Test of Endurance, during my next upkeep what happens?",
            GOES_ON,
        ),
        # the opponent's Platinum Angel: the win the trigger gives never happens (104.2a)
        (
            "My opponent controls Platinum Angel, I now have a million life and I control Test "
            "of Endurance, during my next upkeep what would happen?",
            GOES_ON,
        ),
    ],
)
def test_a_step_said_after_what_was_told_judges_the_card_trigger_there(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert not ruling.depends and ruling.results == results, ruling.text()


@pytest.mark.parametrize(
    "text",
    [
        # whose upkeep "his" is: not said
        "Bob has a thousand life and controls Test of Endurance. At the beginning of his "
        "upkeep, what happens?",
        # another player's step: the card's trigger is not said to happen; never read as it
        "I have 60 life and control Test of Endurance, during my opponent's next upkeep what "
        "happens?",
    ],
)
def test_a_step_whose_player_is_open_is_never_taken_for_the_card_controller(text: str) -> None:
    answer = _refused(text)
    assert "Test of Endurance" in answer.message or "upkeep" in answer.message, answer.message


def test_a_million_is_read_as_the_total() -> None:
    ruling = _ruled("bob has a million life. bob loses 999999 life")
    assert ruling.results["bob"] == "playing", ruling.text()
    assert "life 1 (" in ruling.text(), ruling.text()
