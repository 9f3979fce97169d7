"""Real questions refused as asked (session 31, census31c; issue #31, benchmarks/
rulings_census.py): Rankle's second mode beside a library whose count is unsaid. Each reading is
tested with its variants; a refusal is always acceptable, a wrong answer never."""

from __future__ import annotations

import pytest

from tests.rulings.test_census_s30a import GOES_ON, LOST, WON, _outcomes
from tests.rulings.test_chat_reading import _refused, _ruled

AGREED = ("over", (("me", "drew"), ("opponent", "drew")))


# -- a draw from a library whose count is never told ------------------------------------------

# "alice is at 1 life. alice loses 1 life and draws a card" was refused ("whether that is a draw
# from an empty library turns on how many cards ..."): her library's count is never guessed,
# but empty or not she is at 0 life and loses (MTG CR 704.5a, 704.5b): a case each, answered
# where both end alike, saying the count does not change the outcome.


@pytest.mark.parametrize(
    ("text", "outcomes"),
    [
        ("I am at 1 life. I lose 1 life and draw a card", [LOST]),
        ("my opponent is at 2 life. he loses 3 life and draws 2 cards", [WON]),
        ("my library is empty. my opponent is at 1 life. he loses 1 life and draws a card", [WON]),
        (
            "my library is empty. my opponent is at 1 life. he loses 1 life and draws a card "
            "and I draw a card",
            [AGREED],
        ),
        ("I control Platinum Angel. I am at 1 life. I lose 1 life and draw a card", [GOES_ON]),
        (
            "I control Platinum Angel. my opponent is at 1 life. he loses 1 life and draws a card",
            [WON],
        ),
        ("I am at 1 life. If I lose 1 life and draw a card, do I lose?", [LOST]),
        ("I am at 3 life. I lose 3 life and draw two cards", [LOST]),
        (
            "I mill my opponent for 5 cards. he is at 1 life. he loses 1 life and draws a card",
            [WON],
        ),
        ("I am at 1 life. I lose 1 life and draw a card and an effect says I win", [WON]),
    ],
)
def test_a_draw_whose_library_is_unsaid_is_answered_where_both_counts_end_alike(
    text: str, outcomes: list[tuple[str, tuple[tuple[str, str], ...]]]
) -> None:
    ruled = _ruled(text)
    assert _outcomes(ruled) == outcomes
    assert "does not change the outcome" in ruled.text()


def test_a_draw_whose_library_is_unsaid_is_refused_where_the_count_would_decide() -> None:
    for text in (
        "I am at 2 life. I lose 1 life and draw a card",  # empty: I lose; else: nothing
        "I draw a card",
        "I am at 1 life. I gain 1 life and draw a card",
        "my opponent is at 1 life. I draw 3 cards",
        "I am at 1 life. I lose 1 life and draw a card. then I draw a card",  # asked twice
        "I control Laboratory Maniac. I am at 5 life. I draw a card",
        "I control Psychosis Crawler. my opponent is at 1 life. I draw a card",
        "I am at 1 life. I lose 1 life and draw more than 5 cards",
        "I am at 5 life. I draw 0 cards",
        "I am at 3 life. I lose 2 life and draw two cards",
        "I am at 1 life. I lose 1 life and draw a card and gain 5 life",  # at once: alive if cards
        "I control Phyrexian Unlife. I am at 1 life. I lose 1 life and draw a card",
        "my opponent controls Alms Collector. I am at 1 life. I lose 1 life and draw 2 cards",
        "ga: alice is at 1 life. alice loses 1 life and draws a card",
    ):
        _refused(text)


def test_a_draw_beside_a_total_already_lost_is_answered_at_once() -> None:
    # was refused on main: "said at the same moment, it may be before the checkpoint"; either
    # count, alice is at 0 life and loses (MTG CR 704.5a)
    ruled = _ruled("players: alice, bob. alice is at 0 life and alice draws a card.")
    assert ruled.results == {"alice": "lost", "bob": "won"}


def test_rankles_second_mode_written_out_beside_a_library_unsaid_is_a_draw() -> None:
    # Rankle's question, its trigger's second mode written out (was refused asking for the
    # count of one player's library): at 0 life and drawing from an empty library, both lose
    # at the same check whatever that library held, a draw (704.3, 704.5a, 704.5b, 104.4a)
    ruled = _ruled(
        "Say one player is at 1 life, and the other has no cards left in their library. Rankle, "
        "Master of Pranks's trigger: one player loses 1 life and draws a card and the other "
        "player loses 1 life and draws a card. Would one of them lose before the other?"
    )
    assert ruled.results == {"one player": "drew", "the other player": "drew"}
    assert "does not change the outcome" in ruled.text()


@pytest.mark.parametrize(("then", "outcomes"), [("1", [GOES_ON]), ("2", [LOST])])
def test_each_count_is_read_from_what_was_told_before_the_sentence_once(
    then: str, outcomes: list[tuple[str, tuple[tuple[str, str], ...]]]
) -> None:
    # the sentence is read once per count: the damage to the planeswalker in it is dealt once
    ruled = _ruled(
        "magic: I have Gideon of the Trials's emblem and control Gideon of the Trials. I am at 1 "
        "life. Gideon of the Trials is at 4 loyalty. I lose 1 life and draw a card and Gideon of "
        f"the Trials is dealt 2 damage. then Gideon of the Trials is dealt {then} damage"
    )
    assert _outcomes(ruled) == outcomes
