"""Counts of a library the asker gives, and the draws and mills of N cards said after them
(docs/situation-language.md, "Cards in a library"): drawing more cards than the library holds
is a draw from an empty library (MTG CR 121.4, 704.5b); drawing its last card, or the whole of
it, is none; milling or exiling more than it holds ends nothing by itself. A count the outcome
turns on that is not said exactly is never guessed: refused, naming it."""

from __future__ import annotations

import re

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

DRAWN_FROM_EMPTY = [
    ("magic: bob has 2 cards in his library and draws 3 cards", "bob"),
    ("magic: I have one card left in my library. I draw two cards.", "me"),
    ("magic: carol's library has only 4 cards. carol drew five cards", "carol"),
    ("magic: my deck has 3 cards left in it. then I draw 10 cards", "me"),
    ("magic: I have 40 cards in my library. I draw more than 50 cards", "me"),
    ("magic: my library is empty. I would draw a card", "me"),
    ("magic: I have 2 cards in my library. I draw 2 cards. I draw a card", "me"),
    ("magic: dave draws the rest of his library. then dave draws a card", "dave"),
    (
        "magic: bob has 7 cards in his library. I exile the top 9 cards of bob's library. "
        "bob draws a card",
        "bob",
    ),
    ("magic: bob has 5 cards in his library. I mill bob for 3 cards. bob draws 3 cards", "bob"),
    ("magic: erin mills her entire library. erin draws a card", "erin"),
]


@pytest.mark.parametrize(("text", "loser"), DRAWN_FROM_EMPTY)
def test_drawing_more_cards_than_the_library_holds_loses(text: str, loser: str) -> None:
    ruling = _ruled(text)
    assert ruling.results[loser] == "lost"
    assert [p for p, r in ruling.results.items() if r == "lost"] == [loser]


NO_LOSS = [
    "magic: I have 2 cards in my library. I draw 2 cards",
    "magic: bob has 1 card in his library. bob draws a card",
    "magic: I draw my entire library",
    "magic: alice draws all the cards in her library",
    "magic: bob has 7 cards in his library. I exile the top 9 cards of bob's library",
    "magic: I mill bob for 18 cards. bob has 15 cards in his library",
    "magic: bob has 5 cards in his library. bob mills 3 cards. bob draws 2 cards",
    "magic: I have 30 cards in my library and I draw seven cards",
]


@pytest.mark.parametrize("text", NO_LOSS)
def test_the_last_card_drawn_or_a_library_milled_away_ends_nothing(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing", text
    assert "lost" not in ruling.results.values()


def test_a_library_emptied_says_why_it_ends_nothing() -> None:
    for text in (
        "magic: I draw my entire library",
        "magic: bob has 7 cards in his library. I exile the top 9 cards of bob's library",
    ):
        assert "MTG CR 704.5b" in _ruled(text).explanation


def test_a_draw_from_an_empty_library_replaced_by_laboratory_maniac_wins() -> None:
    ruling = _ruled(
        "magic: I control Laboratory Maniac and have 1 card in my library. I draw 2 cards"
    )
    assert ruling.results == {"me": "won", "opponent": "lost"}


REFUSED = [
    # no count at all
    ("magic: I draw 2 cards", "how many were in the library"),
    # a count of another player's library
    ("magic: bob has 3 cards in his library. I draw 5 cards", "how many were in the library"),
    # a count not exact: never read as one
    ("magic: I have around 50 cards in my library. I draw 50 cards", "around 50"),
    ("magic: I have like 3 cards left in my library. I draw 2 cards", "like 3"),
    # more than 50 from a library of 60: how many more?
    ("magic: I have 60 cards in my library. I draw more than 50 cards", "how many cards"),
    # no count of cards is below 0
    ("magic: I have -3 cards in my library. I draw 1 card", "how many were in the library"),
    ("magic: I have 3 cards in my library. I draw -2 cards. I draw 4 cards", "-2 cards"),
    ("magic: bob has 3 cards in his library. I mill bob for -5 cards. bob draws 4 cards", "-5"),
    # a count denied is no count
    ("magic: I don't have 3 cards in my library. I draw 2 cards", "don't have 3"),
    # a count said after a mill of a library never counted: before the mill, or after?
    (
        "magic: I mill bob for 18 cards and bob has only 15 cards in his library. bob draws a card",
        "how many were in the library",
    ),
    # milled by a number not said
    ("magic: I make bob mill 5 cards. bob draws a card", "how many were in the library"),
    # "he" with two players named
    (
        "magic: alice has 2 cards in her library and bob has 10 cards in his library. "
        "he draws 5 cards",
        "he",
    ),
]


@pytest.mark.parametrize(("text", "says"), REFUSED)
def test_a_count_not_said_exactly_is_never_guessed(text: str, says: str) -> None:
    refused = _refused(text)
    assert says in refused.message


def test_two_readings_of_one_sentence_each_draw_from_the_library_as_told() -> None:
    # "when" leaves open whether two moments were one: each reading draws 2 of the 3 cards
    ruling = _ruled(
        "magic: bob is at 20 life. I have 3 cards in my library. I draw 2 cards when bob "
        "takes 1 damage."
    )
    assert ruling.status == "ongoing"


def test_one_count_told_of_every_player_is_each_ones() -> None:
    every = "magic: both players have 3 cards in their libraries. "
    both = _ruled(every + "each player draws 7 cards")
    assert both.results == {"me": "drew", "opponent": "drew"}
    assert _ruled(every + "I draw 4 cards").results == {"me": "lost", "opponent": "won"}
    kept = _ruled("magic: we both have 7 cards in our libraries. each player draws 7 cards")
    assert kept.status == "ongoing"
    assert _ruled("magic: we both have no cards in our libraries").status == "ongoing"
    # every player's draw with no count, or with counts told of each apart: never guessed
    assert "how many were in the library" in _refused("magic: each player draws 7 cards").message
    _refused(
        "magic: alice has 3 cards in her library and bob has 9 cards in his library. "
        "each player draws 7 cards"
    )


WITH_A_COUNT = [
    (
        "magic: bob is at 5 life with two cards left in his library. bob draws 3 cards",
        "bob",
        "lost",
    ),
    ("magic: my opponent, with only 2 cards in his library, draws 3 cards", "opponent", "lost"),
    ("magic: carol, with 4 cards remaining in her deck, draws four cards", "carol", "playing"),
    ("magic: I draw the last card of my library. then I draw a card", "me", "lost"),
    ("magic: dave draws his last card. then dave draws a card", "dave", "lost"),
    ("magic: I'm down to my last 2 cards in my library. I draw 3 cards", "me", "lost"),
    ("magic: erin was down to 3 cards in her deck. erin drew 3 cards", "erin", "playing"),
]


@pytest.mark.parametrize(("text", "who", "result"), WITH_A_COUNT)
def test_a_count_said_with_a_player_or_as_the_last_card_is_read(
    text: str, who: str, result: str
) -> None:
    assert _ruled(text).results[who] == result


def test_the_last_card_drawn_alone_ends_nothing() -> None:
    ruling = _ruled("magic: I draw the last card of my library")
    assert ruling.status == "ongoing" and "MTG CR 704.5b" in ruling.explanation


def test_two_players_told_together_each_have_the_count() -> None:
    # each draws from an empty library; each Laboratory Maniac's win comes first for the
    # player who draws first, whose turn it is: the words do not say
    ruling = _ruled(
        "magic: my opponent and I both control a Laboratory Maniac and have no cards in our "
        "library. I draw a card and my opponent draws a card"
    )
    assert ruling.status == "depends"
    assert {tuple(sorted(case.results.items())) for case in ruling.cases} == {
        (("me", "won"), ("opponent", "lost")),
        (("me", "lost"), ("opponent", "won")),
    }


def test_a_card_known_to_mill_by_the_count_the_words_give() -> None:
    # Brain Freeze's storm copies, said as the cards it milled
    emptied = "magic: bob has 15 cards in his library. I Brain Freeze him for 18 cards"
    assert _ruled(emptied).status == "ongoing"
    assert _ruled(emptied + ". then he draws a card").results == {"bob": "lost", "me": "won"}
    glimpse = _ruled(
        "magic: carol has 15 cards in her library. I cast Glimpse the Unthinkable targeting "
        "carol for 10 cards. carol draws 5 cards"
    )
    assert glimpse.status == "ongoing"
    # a card that mills nothing, said so, is never read as a mill
    _refused("magic: bob has 15 cards in his library. I Lightning Bolt him for 18 cards")
    _refused("magic: I have 3 cards in my library. I Brainstorm myself for 3 cards")


def test_a_draw_an_effect_causes_is_its_players() -> None:
    lost = _ruled(
        "magic: my opponent has no cards in his library. an effect causes my opponent to draw "
        "two cards"
    )
    assert lost.results == {"me": "won", "opponent": "lost"}
    kept = _ruled("magic: bob has 5 cards in his library. a spell makes bob draw 3 cards")
    assert kept.status == "ongoing"
    _refused("magic: an effect causes bob to draw 2 cards")
    # a card Arbiter does not know in play may change the draw: refused, never judged
    unknown = _refused(
        "magic: I control a Flibbertigibbet. bob has 1 card in his library. an effect causes "
        "bob to draw 2 cards"
    )
    assert "Flibbertigibbet" in unknown.message


def test_the_way_a_refusal_offers_to_say_the_count_reads() -> None:
    for text in (
        "magic: I draw 2 cards",
        "magic: I have 60 cards in my library. I draw more than 50 cards",
    ):
        refused = _refused(text)
        said = re.findall(r'\("([^"]+)"\)', refused.message)
        assert len(said) == 1
        assert _ruled(said[0]).results["alice"] == "lost"


# A bare count right after a mill of a library never counted is that library's count, its
# noun left out; a mill by a card that only mills (Brain Freeze) ends nothing by itself.
ELIDED_AFTER_A_MILL = [
    "magic: If I Brain Freeze my opponent for 18 cards and he has only 15 do I automatically "
    "win the game?",
    "magic: I mill bob for 12 cards and he has just 9 left. does he immediately lose?",
    "magic: I Brain Freeze carol for 9 cards and she has 6",
    "magic: I cast Brain Freeze on bob for 6 cards. bob has only 4 cards left",
    "magic: If I remove 9 cards from my opponent's library and they only had 7, would he lose "
    "the game?",
]


@pytest.mark.parametrize("text", ELIDED_AFTER_A_MILL)
def test_a_bare_count_after_a_mill_is_the_library_s_and_ends_nothing(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing", text
    assert "lost" not in ruling.results.values()


BARE_COUNT_NOT_A_LIBRARY = [
    # no mill before it: life? cards? not read
    ("magic: bob takes 3 damage and he has only 2", "he has only 2"),
    ("magic: bob takes 3 damage and he only had 2", "he only had 2"),
    # a mill of another player's library: the asker's bare count is not that library's
    ("magic: I mill bob for 10 cards and I have only 2. I take 3 damage", "I have only 2"),
    # the bare count after the mill is no count of what is left: a draw after asks for it
    ("magic: I Brain Freeze bob for 18 cards and he has 15. bob draws a card", "bob draws"),
]


@pytest.mark.parametrize(("text", "says"), BARE_COUNT_NOT_A_LIBRARY)
def test_a_bare_count_is_read_only_of_a_library_just_milled(text: str, says: str) -> None:
    assert says in _refused(text).message


def test_a_draw_after_a_counted_library_milled_by_brain_freeze_still_loses() -> None:
    ruling = _ruled(
        "magic: bob has 2 cards in his library. I Brain Freeze bob for 9 cards. bob draws a card"
    )
    assert ruling.results == {"bob": "lost", "me": "won"}
