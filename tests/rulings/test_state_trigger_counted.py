"""A card whose state trigger ends the game on a count the words tell (issue #31, found probing
the families of the fresh held-out set: Saturday School's Darksteel Reactor and Platinum Angel).
"my opponent controls Darksteel Reactor with 20 charge counters. I control Platinum Angel" was
ruled "nobody has won or lost yet": the Reactor was read as a card held and its trigger never
fired. A state trigger fires as soon as its condition is true (MTG CR 603.8): its controller
wins; where that can't happen (a player who can't win or can't lose), the condition stays true
and it fires again after every resolution, a loop of mandatory actions: a draw (104.4b). A
count short of the condition, or none told, triggers nothing; anything told after the moment
it fired is refused (whether it broke the loop is more than the words say)."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on
from bot.core.rulings.words import Refusal

MAGIC = System("magic")


@pytest.mark.parametrize(
    "text",
    [
        "my opponent controls Darksteel Reactor with 20 charge counters. I control Platinum Angel.",
        "I control Darksteel Reactor with twenty charge counters. My opponent controls Platinum "
        "Angel.",
        "I control Platinum Angel and my opponent controls Darksteel Reactor with 23 charge "
        "counters.",
        "My opponent controls Platinum Angel. I control Darksteel Reactor with 20 charge counters.",
    ],
)
def test_a_win_that_cannot_happen_loops_into_a_draw(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), answer
    assert answer.status == "over"
    assert answer.results == {"me": "drew", "opponent": "drew"}


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("I control Darksteel Reactor with 20 charge counters.", {"me": "won", "opponent": "lost"}),
        (
            "Alice is at 7 life. Bob controls Darksteel Reactor with 21 charge counters.",
            {"Bob": "won", "Alice": "lost"},
        ),
        # Abyssal Persecutor stops its controller winning, not their opponent.
        (
            "my opponent controls Darksteel Reactor with 20 charge counters. I control Abyssal "
            "Persecutor.",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_the_count_told_fires_the_trigger(text: str, results: dict[str, str]) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), answer
    assert answer.status == "over"
    assert answer.results == results


@pytest.mark.parametrize(
    "text",
    [
        "my opponent controls Darksteel Reactor with 5 charge counters. I control Platinum Angel.",
        "my opponent controls Darksteel Reactor with 19 charge counters. I control Platinum Angel.",
        "my opponent controls Darksteel Reactor. I control Platinum Angel.",
    ],
)
def test_a_count_short_of_it_or_none_told_fires_nothing(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), answer
    assert answer.status == "ongoing"


def test_what_is_told_after_it_fired_is_refused_not_guessed() -> None:
    # Sacrificing the Angel breaks the loop (the next trigger wins): when, the words don't say.
    answer = rule_on(
        "my opponent controls Darksteel Reactor with 20 charge counters. I control Platinum "
        "Angel. Then I sacrifice Platinum Angel.",
        default_game=MAGIC,
    )
    assert isinstance(answer, NoRuling), answer
    assert answer.kind is Refusal.CARD_NOT_JUDGED
    assert answer.cards == ("Darksteel Reactor",)
