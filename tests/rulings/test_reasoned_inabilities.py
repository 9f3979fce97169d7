"""The asker's inference of what a told card makes impossible, said before the question it leads
to (issue #31, session 26; reasoned_inabilities.py): "... the opponent can never draw again, so
does this get him to deck?" with Shared Fate told. The claim is skipped and shown; the card is
judged. Each was refused on main, the claim unread. With no card behind it that does so, with
no question after it, or with a number in it, the claim may be a fact: it stays refused."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

REASONED = [
    (
        "What happens if I have a Shared Fate and then play a Leveler? The opponent can never "
        "draw again, so does he lose?",
        "ongoing",
        {"opponent": "playing", "me": "playing"},
    ),
    (
        "My opponent controls Shared Fate and casts Leveler. I can't draw anymore, so do I "
        "deck out?",
        "ongoing",
        {"me": "playing", "opponent": "playing"},
    ),
    (
        "I control Abundance and have no cards in my library. So I can never draw again?",
        "ongoing",
        {"me": "playing", "opponent": "playing"},
    ),
    (
        "My opponent controls Platinum Angel and is at 0 life. He can't lose anymore, so what "
        "happens?",
        "ongoing",
        {"opponent": "playing", "me": "playing"},
    ),
    (
        "I control Platinum Angel and am at -4 life. My opponent will never win again, so is "
        "it a draw?",
        "ongoing",
        {"me": "playing", "opponent": "playing"},
    ),
]


@pytest.mark.parametrize(("text", "status", "results"), REASONED)
def test_an_inference_of_what_a_told_card_does_is_skipped(
    text: str, status: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.status == status
    assert ruling.results == results
    assert ruling.skipped


@pytest.mark.parametrize(
    "text",
    [
        # no card behind the claim: it may be a fact the words tell nowhere else
        "My opponent is at 0 life. He can't lose anymore, so what happens?",
        "My opponent has no cards in library. He can never draw again, so does he lose?",
        # a card that does something else
        "My opponent controls Leveler. He can never draw again, so does he lose?",
        # no question after it
        "What happens if I have a Shared Fate and then play a Leveler? The opponent can never "
        "draw again.",
        # more than the claim: a count
        "I control Shared Fate. My opponent can never draw 2 cards again, so does he lose?",
    ],
)
def test_a_claim_that_may_be_a_fact_is_not_skipped(text: str) -> None:
    _refused(text)
