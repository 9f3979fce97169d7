"""Players' seats told in prose: "X is the (non-)active player" (whose turn it is: ends
nothing by itself), "X sits (stands) at N life" (a life total), and "X is at N life with N
cards in her library", whose pronoun is the subject's own however many players were named
(docs/situation-language.md)."""

from __future__ import annotations

import pytest

from tests.rulings.test_cast_draws import _resolved
from tests.rulings.test_chat_reading import _refused, _ruled


def test_two_seats_told_with_their_counts_and_a_brainstorm() -> None:
    ruling = _ruled(
        "Player A is the Active Player and is at 3 life with two cards left in his Library. "
        "Player B is the non-Active Player and sits at 1 life with four cards in her Library. "
        "Player A casts Brainstorm. What happens?"
    )
    assert _resolved(ruling) == {"Player A": "lost", "Player B": "won"}


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "carol is the active player and stands at 2 life with 1 card left in her library. "
            "dave is at 5 life with 3 cards in his library. carol draws 2 cards",
            {"carol": "lost", "dave": "won"},
        ),
        (
            "Player 1 sits at 4 life with 3 cards in their library. Player 2 sits at 4 life "
            "with no more than that. player 1 draws 4 cards",
            None,
        ),
        (
            "bob is at 9 life with 5 cards in his library. alice is the nonactive player and "
            "sits at 1 life with 0 cards in her library. alice draws a card",
            {"alice": "lost", "bob": "won"},
        ),
        ("bob is the active player and sits at 0 life", {"bob": "lost", "opponent": "won"}),
    ],
)
def test_seats_and_counts_told_in_prose(text: str, results: dict[str, str] | None) -> None:
    if results is None:
        _refused(text)  # "no more than that": no count read
        return
    assert _ruled(text).results == results


def test_whose_turn_it_is_ends_nothing() -> None:
    ruling = _ruled("bob is the active player")
    assert ruling.status == "ongoing"


NOT_READ = [
    # a pronoun not in a "with" of its own subject: still two players it may be
    (
        "bob is at 3 life with 2 cards in his library. carol is at 2 life. "
        "he has 0 cards in his library. carol draws a card",
        "he",
    ),
    # "sits" is a verb, never a new player
    ("bob is at 3 life and sits down. bob takes 3 damage", "sits down"),
]


@pytest.mark.parametrize(("text", "says"), NOT_READ)
def test_near_misses_stay_refused(text: str, says: str) -> None:
    assert says in _refused(text).message
