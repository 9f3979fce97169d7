"""A supposition told as alternatives beside a card held ("What happens if I have a Platinum
Angel, and my opponent reduces my life to 0 or I deplete my library? Do I continue playing with
0 life or with a depleted library, or is it a draw?"): a library depleted or run out of is empty
(its player loses only on drawing from it, 704.5b); a player reduced to a total before "or" is
that total; a card in play said first holds in either alternative; a question after the moment
that only says parts of it again is the outcome asked. Never where a word says more."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("I deplete my library.", {"me": "playing", "opponent": "playing"}),
        ("my opponent emptied his library.", {"me": "playing", "opponent": "playing"}),
        (
            "players: alice, bob. alice ran out of cards in her library. then alice draws a card",
            {"alice": "lost", "bob": "won"},
        ),
        (
            "players: alice, bob. bob reduces alice's life to 0 or alice concedes",
            {"alice": "lost", "bob": "won"},
        ),
        (
            "I control Platinum Angel, and I go to 0 life or I draw from an empty library.",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "What happen if I have a Platinum Angel, and my opponent reduces my life to 0 or I "
            "deplete my library? Do I continue playing with 0 life or with a depleted library, "
            "or is it a draw?",
            {"me": "playing", "opponent": "playing"},
        ),
        (
            "What happens if my friend controls Lich's Mastery, and I bring his life down to 0 or "
            "he exhausts his library? Does he keep playing with 0 life or an exhausted library?",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_alternatives_beside_a_card_held_are_read(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert ruling.status != "depends"
    assert {name.lower(): result for name, result in ruling.results.items()} == results


def test_a_total_reduced_to_before_or_is_one_alternative_never_both() -> None:
    # "my opponent reduces my life to 0 or I draw ...": a case each (test_brought_down refused
    # it so as never to read both); both cases end alike, and the answer says so
    ruling = _ruled("my opponent reduces my life to 0 or I draw from an empty library")
    assert ruling.results == {"me": "lost", "opponent": "won"}
    assert "Whichever happened" in ruling.cases[0].explanation
    assert len(ruling.cases[0].understood["reports"]) == 1


def test_alternatives_that_end_apart_depend_on_which_happened() -> None:
    ruling = _ruled(
        "What happens if I go to 0 life or I deplete my library? Do I keep playing with 0 life?"
    )
    assert ruling.status == "depends"
    assert {case.status for case in ruling.cases} == {"over", "ongoing"}


@pytest.mark.parametrize(
    "text",
    [
        # not the whole library, or not a library
        "I almost deplete my library.",
        "I deplete my hand.",
        # several players named, their libraries said together: whose is whose, not said
        # ("both players run out of cards in their library" is each one's own: read since
        # session 23, test_hypothetical_frames_s23.py)
        "alice and bob run out of cards in their library",
        # a moment said first, not a card held: how the alternatives group is open
        "I go to 0 life, and bob concedes or I draw from an empty library.",
        # the question says what the moment does not: a total, a card, poison
        "What happens if I go to 0 life? Do I keep playing with 5 life?",
        "What happens if I go to 0 life? Do I keep playing with Platinum Angel?",
        "What happens if I go to 0 life? do I keep playing with 0 poison?",
    ],
)
def test_no_alternative_is_read_where_words_say_more(text: str) -> None:
    _refused(text)
