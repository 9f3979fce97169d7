"""A card held in passing, told right after what its holder does and before a clause of its
own ("I draw from an empty library with Laboratory Maniac out while my opponent has Platinum
Angel", "... with Platinum Angel in play and my opponent destroys it"): said first, as its
holder's (prose_boards.held_in_passing), as it is at a sentence's end. The holder is the
clause's subject, after a joining word too (", and I'm drawing ..."); a pronoun's card stays
as written."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

READ = [
    (
        "I draw from an empty library with Laboratory Maniac out while my opponent has "
        "Platinum Angel.",
        {"me": "playing", "opponent": "playing"},
    ),
    (
        "Bob draws from an empty library with Laboratory Maniac in play while Alice controls "
        "Platinum Angel.",
        {"Bob": "playing", "Alice": "playing"},
    ),
    (
        "We are playing commander, and I draw from an empty library with Laboratory Maniac out "
        "while my opponent controls Platinum Angel.",
        {"me": "playing", "opponent": "playing"},
    ),
    (
        "I draw from an empty library with Laboratory Maniac out and my opponent has Platinum "
        "Angel.",
        {"me": "playing", "opponent": "playing"},
    ),
    # the card's holder acts on it in the next clause
    (
        "I'm at 0 life with Platinum Angel in play and my opponent destroys it.",
        {"me": "lost", "opponent": "won"},
    ),
]


@pytest.mark.parametrize(("text", "results"), READ)
def test_a_card_held_before_a_clause_of_its_own_is_its_holders(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


def test_a_pronouns_card_before_a_clause_stays_as_written() -> None:
    # "he" is not said to be anyone yet: whose Laboratory Maniac it is stays unread
    assert _refused(
        "he draws from an empty library with Laboratory Maniac out while my opponent has "
        "Platinum Angel."
    ).unread
