"""A library's count told after a card that takes cards from a library was cast (Glimpse the
Unthinkable, Traumatize), how many it took unsaid, may be the count from before it resolved:
"I cast Glimpse the Unthinkable targeting my opponent, he has 8 cards in library. Then he draws
(a card)." was "nobody has won or lost yet", though after the Glimpse resolved he drew from an
empty library (found by fresh25b). Such a count above 0 is not followed; 0 is the same either
way."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on


def _asked(text: str) -> Ruling | NoRuling:
    return rule_on(text, default_game=System("magic"))


@pytest.mark.parametrize(
    "text",
    [
        "I cast Glimpse the Unthinkable targeting my opponent, he has 8 cards in library. "
        "Then he draws.",
        "I cast Glimpse the Unthinkable targeting my opponent, he has 8 cards in library. "
        "Then he draws a card.",
        "I cast Glimpse the Unthinkable at bob. bob has 9 cards in his library. bob draws a card.",
        "alice casts Traumatize on me and I have 12 cards in my library. I draw a card.",
    ],
)
def test_a_count_told_after_an_uncounted_mill_is_not_followed(text: str) -> None:
    answer = _asked(text)
    assert isinstance(answer, NoRuling), answer.text()


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I cast Glimpse the Unthinkable targeting my opponent. It resolves. He has 0 cards "
            "in his library. Then he draws a card.",
            {"opponent": "lost", "me": "won"},
        ),
        ("I have 3 cards in my library and draw 4 cards.", {"me": "lost", "opponent": "won"}),
        (
            "I have 3 cards in my library and draw 2 cards.",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_counts_told_without_an_uncounted_mill_are_followed(
    text: str, results: dict[str, str]
) -> None:
    answer = _asked(text)
    assert isinstance(answer, Ruling), answer.message
    assert answer.results == results
