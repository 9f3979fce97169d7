"""Fresh real questions, session 31 (fresh31b; issue #31, benchmarks/rulings_fresh.py): a draw
to come asked of, an act asked to make a player lose, and a trailing question that offers the
asker's guesses. Each reading is tested with its variants; a refusal is always acceptable, a
wrong answer never."""

from __future__ import annotations

import pytest

from tests.rulings.test_census_s30a import GOES_ON, LOST, _outcomes
from tests.rulings.test_chat_reading import _refused, _ruled

OPPONENT_LOST = ("over", (("me", "won"), ("opponent", "lost")))
REPLACED = [GOES_ON, LOST]  # the draw replaced, or drawn from the empty library

# -- a draw to come ---------------------------------------------------------------------------

# "Will I lose at my next draw step?" after an empty library was refused, and "Do I lose when
# I draw?" answered "nobody has won or lost yet" (the draw, with no card said, was dropped), as
# if the draw were safe: a draw from an empty library loses (MTG CR 704.5b) unless a card told
# replaces it (a case each, 614.1a).


@pytest.mark.parametrize(
    ("text", "outcomes"),
    [
        ("My library is empty. Will I lose at my next draw step?", [LOST]),
        ("I have no cards in my library. Do I lose when I draw?", [LOST]),
        ("My library is empty. Do I lose when I draw or not?", [LOST]),
        ("my deck is empty. would I lose on my next draw?", [LOST]),
        ("My library is empty. Will I lose the next time I have to draw?", [LOST]),
        ("I have no cards in my library. Will drawing a card make me lose?", [LOST]),
        (
            "My opponent has no cards in his library. Does he lose the next time he has to draw?",
            [OPPONENT_LOST],
        ),
        (
            "My opponent has no cards in his library. Does he lose at his next draw step?",
            [OPPONENT_LOST],
        ),
        ("I have 4 cards in my library. Do I lose when I draw?", [GOES_ON]),
        ("My library has 1 card. Will I lose when I draw?", [GOES_ON]),
        ("I have 3 cards in my library. Will drawing a card make me lose?", [GOES_ON]),
        ("My library is empty and I control Abundance. Do I lose when I draw?", REPLACED),
        (
            "My library is empty and I control Words of War. Will I lose at my next draw step?",
            REPLACED,
        ),
        (
            "My library is empty and I control Platinum Angel. Will I lose at my next draw step?",
            [GOES_ON],
        ),
    ],
)
def test_a_draw_to_come_is_ruled_as_the_draw(
    text: str, outcomes: list[tuple[str, tuple[tuple[str, str], ...]]]
) -> None:
    assert _outcomes(_ruled(text)) == outcomes


@pytest.mark.parametrize(
    "text",
    [
        # a gerund's act is no effect that says who wins: "Will drawing a card make me win?"
        # was "you win", and with 5 cards in the library "... make me lose?" was "you lose"
        "Will drawing a card make me win?",
        "Drawing a card makes me lose.",
        "Does casting a spell make him lose the game?",
        "I have 5 cards in my library. Would drawing a card kill him?",
        # a library never told, a typo, whose draw unsaid
        "Will I lose at my next draw step?",
        "My library is empty. Wil I lose at my nxt draw step?",
        "My library is empty. Would I lose at my opponent's next draw step?",
    ],
)
def test_an_act_asked_of_is_never_an_effect_and_an_unsaid_draw_is_refused(text: str) -> None:
    _refused(text)
