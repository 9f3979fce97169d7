"""A card a player holds, told in a sentence after the one that ended the game (issue #31,
found probing the fresh held-out set): "my opponent is at -1 life. he has Platinum Angel" was
ruled "your opponent lost", the Angel dropped as coming too late. Chat tells a board in any
order: a sentence that only says who has or controls a card does not say whether the card was
already there when the game would have ended, so Arbiter refuses and says how to tell it,
rather than choosing. An action told after the end (casting the card, the card entering) is
still too late, and a holding told first or in the same sentence still counts."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on

MAGIC = System("magic")


@pytest.mark.parametrize(
    ("text", "holding"),
    [
        ("My opponent is at -1 life. He has Platinum Angel.", "He has Platinum Angel"),
        ("my opponent is at -1 life. he controls Platinum Angel", "he controls Platinum Angel"),
        ("Bob is at 0 life. Bob had Platinum Angel.", "Bob had Platinum Angel"),
        ("I am at -3 life. I have Lich's Mastery.", "I have Lich's Mastery"),
        (
            "my opponent goes to 0 life. I control Abyssal Persecutor.",
            "I control Abyssal Persecutor",
        ),
    ],
)
def test_a_holding_told_after_the_end_is_not_dropped_as_too_late(text: str, holding: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer
    assert answer.unread == holding
    assert "first" in answer.message


@pytest.mark.parametrize(
    "text",
    [
        "My opponent is at -1 life and has Platinum Angel.",
        "My opponent has Platinum Angel. He is at -1 life.",
        "My opponent is at 3 life. He has Platinum Angel.",
    ],
)
def test_a_holding_told_first_or_beside_still_counts(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), answer
    assert answer.status == "ongoing"
    assert answer.results == {"me": "playing", "opponent": "playing"}


@pytest.mark.parametrize(
    "text",
    [
        "My opponent is at -1 life. Then he casts Platinum Angel.",
        "My opponent is at -1 life. Platinum Angel enters the battlefield under his control.",
    ],
)
def test_an_action_after_the_end_is_still_too_late(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), answer
    assert answer.results == {"me": "won", "opponent": "lost"}
    assert answer.too_late
