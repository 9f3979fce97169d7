"""Milling told in the words older cards print and players repeat: "puts the top ten cards of his
library into his graveyard", "I make him put the top 8 cards of his library into his graveyard",
a mill counted without "cards" ("he mills 10"), and a player milled "out" named by role ("I
milled my opponent out"). Cards put from a library into a graveyard are no draw: however many
more were asked than the library held, nobody loses for it (MTG CR 121.4, 704.5b); a draw said
after it turns on what is left (docs/situation-language.md, "Cards in a library")."""

from __future__ import annotations

import pytest

from bot.core.rulings import Ruling, rule_on
from tests.rulings.test_chat_reading import _refused, _ruled
from tests.rulings.test_library_counts import (
    test_the_last_card_drawn_or_a_library_milled_away_ends_nothing as _ends_nothing,
)

NOTHING_ENDS = [
    "magic: my opponent has 3 cards in his library and puts the top 10 cards of his library"
    " into his graveyard. does he lose?",
    "magic: bob has 4 cards in his library. bob puts the top ten cards of his or her library into"
    " his or her graveyard",
    "magic: my opponent has 5 cards left in his library. I make him put the top 8 cards of his"
    " library into his graveyard. does he lose the game?",
    "magic: bob has 6 cards in his library. I put the top 9 cards of bob's library into his"
    " graveyard",
    "magic: my opponent has 5 cards left in library and mills 10. does he lose?",
    "magic: alice has 2 cards in her library. alice milled 7",
    "magic: I milled my opponent out. did I win?",
    "magic: my opponent milled me out. do I lose?",
]


@pytest.mark.parametrize("text", NOTHING_ENDS)
def test_a_mill_in_card_words_of_more_than_the_library_holds_ends_nothing(text: str) -> None:
    _ends_nothing(text)


DRAWN_AFTER = [
    (
        "magic: my opponent has 3 cards in his library and puts the top 10 cards of his library"
        " into his graveyard. then he draws a card",
        {"opponent": "lost", "me": "won"},
    ),
    (
        "magic: bob has 5 cards in his library. I make bob put the top 3 cards of his library"
        " into his graveyard. bob draws 3 cards",
        {"bob": "lost", "me": "won"},
    ),
    (
        "magic: bob has 5 cards in his library. I make bob put the top 3 cards of his library"
        " into his graveyard. bob draws 2 cards",
        None,
    ),
    ("magic: bob has 5 cards in his library and mills 5. bob draws a card", {"bob": "lost"}),
    ("magic: I milled my opponent out. then he draws a card", {"opponent": "lost", "me": "won"}),
]


@pytest.mark.parametrize(("text", "results"), DRAWN_AFTER)
def test_a_draw_after_a_mill_in_card_words_turns_on_what_is_left(
    text: str, results: dict[str, str] | None
) -> None:
    if results is None:
        _ends_nothing(text)
    else:
        ruling = _ruled(text)
        assert {p: r for p, r in ruling.results.items() if p in results} == results, text


def test_a_mill_that_names_no_library_beside_another_players_count_is_not_guessed() -> None:
    """ "bob has 3 cards in his library. I mill 10 cards": the asker's own library, or bob's,
    as chat often means? The count told is bob's: which was milled is asked, never guessed."""
    refused = _refused(
        "magic: my opponent has 3 cards in his library. I mill 10 cards. he draws a card"
    )
    assert "I mill 10 cards" in refused.message
    own = _ruled("magic: bob has 5 cards in his library. bob mills 3 cards. bob draws 2 cards")
    assert own.status == "ongoing"


@pytest.mark.parametrize(
    "text",
    [
        "magic: my opponent has 2 cards in his library and I mill him for 3 and draw a card",
        "magic: my opponent has 2 cards in his library. I put the top 3 cards of his library into"
        " his graveyard and draw a card",
    ],
)
def test_a_draw_after_a_mill_done_to_another_is_never_the_milled_players(text: str) -> None:
    """ "I mill him for 3 and draw a card": I draw, not he. It was read as his draw from his
    emptied library, a loss for him (WRONG); whose draw it is is not guessed now."""
    answer = rule_on(text)
    if isinstance(answer, Ruling):
        assert "opponent" not in {p for p, r in answer.results.items() if r == "lost"}
        assert all(case.results.get("opponent") != "lost" for case in answer.cases)
