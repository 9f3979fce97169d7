"""A parenthesis inside a sentence that goes on with it ("she casts Coalition Victory (with a
creature and a land of each color) and I control Platinum Angel", "I am at 3 life (and he is
at 5)") is read as its words, as if written without the brackets (quoted_text.asides_read).
Any other parenthesis (a clause of its own, "(or less)", a question) stays, to be read or
refused and named; a card's text quoted beside its name is still taken out."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

READ = [
    # a spell's condition told in a parenthesis, beside a card that keeps its player in
    (
        "What happens if my friend casts Coalition Victory (with a creature and land for each "
        "color) and I have a Platinum Angel in play?",
        {"me": "playing", "opponent": "playing"},
    ),
    (
        "bob plays Coalition Victory (with a land and a creature of every color) while alice "
        "has a Platinum Angel on the battlefield",
        {"alice": "playing", "bob": "playing"},
    ),
    # a second total told in a parenthesis
    (
        "I am at 3 life (and my opponent is at 5). My opponent deals 3 damage to me.",
        {"me": "lost", "opponent": "won"},
    ),
    (
        "My opponent has 2 life (and I have 7 life), and I deal 4 damage to him. Does he lose?",
        {"me": "won", "opponent": "lost"},
    ),
]


@pytest.mark.parametrize(("text", "results"), READ)
def test_a_parenthesis_that_goes_on_with_its_sentence_is_read(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


REFUSED = [
    # a clause of its own: not read as part of the sentence
    "My opponent casts Coalition Victory (he has a creature of each color). I control "
    "Platinum Angel.",
    # "or less" leaves the total open: not folded into the sentence
    "I am at 3 life (or less). Do I lose?",
    # a question in the parenthesis stays a question of its own
    "I am at 3 life (and do I lose to 3 damage?). My opponent deals 3 damage to me.",
]


@pytest.mark.parametrize("text", REFUSED)
def test_another_parenthesis_stays_to_be_read_or_refused(text: str) -> None:
    assert _refused(text).unread


def test_a_parenthesis_after_a_known_card_that_goes_on_is_no_card_text() -> None:
    # not the Angel's text: read as the sentence's words, the Angel held all along (two
    # Forests: creatures no card names may be asked for, test_unnamed_held.py)
    ruling = _ruled("I control Platinum Angel (and two Forests) and I am at 0 life")
    assert ruling.results == {"me": "playing", "opponent": "playing"}
    assert [card.name for card in ruling.cards] == ["Platinum Angel"]


def test_a_cards_text_in_a_parenthesis_is_still_taken_out() -> None:
    ruling = _ruled(
        "I control Platinum Angel (You can't lose the game and your opponents can't win the "
        "game.) and I am at 0 life"
    )
    assert ruling.results == {"me": "playing", "opponent": "playing"}
