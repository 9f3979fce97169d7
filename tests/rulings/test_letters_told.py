"""Questions told as letters (issue #31, "as asked"): the asker tells of a game with someone
never named ("I played with my friend and he ...", "My brother and I were playing last night
at the lgs."), and guesses the outcome ("so he lost right?", "He lost?"). The one the asker
played, in a game of two, is their opponent, and "he"/"she" is that one; a friend beside an
opponent, a teammate or more than two players is not guessed at. A guess made only of outcome
words, asked or after "so", is skipped and shown (the ruling settles it); a fact after "so" is
read."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results", "told"),
    [
        (
            "I played with my friend and he drew from an empty library.",
            {"me": "won", "opponent": "lost"},
            "I played with my friend",
        ),
        (
            "My brother and I were playing last night at the lgs. He is at 0 life.",
            {"me": "won", "opponent": "lost"},
            "My brother and I were playing last night at the lgs",
        ),
        (
            "I was playing against a buddy yesterday, and he conceded.",
            {"me": "won", "opponent": "lost"},
            "I was playing against a buddy yesterday",
        ),
        (
            "I'm playing a game with my opponent and I concede",
            {"me": "lost", "opponent": "won"},
            "I'm playing a game with my opponent",
        ),
        (
            "Me and my girlfriend are playing. She is at 2 life and I deal her 2 damage.",
            {"me": "won", "opponent": "lost"},
            "Me and my girlfriend are playing",
        ),
    ],
)
def test_the_one_the_asker_played_is_their_opponent(
    text: str, results: dict[str, str], told: str
) -> None:
    ruling = _ruled(text)
    assert {name.lower(): result for name, result in ruling.results.items()} == results
    assert told in ruling.skipped  # the asker's words, shown as they wrote them


def test_a_friend_said_alone_is_the_opponent() -> None:
    ruling = _ruled("My friend is at 0 life.")
    assert ruling.results == {"me": "won", "opponent": "lost"}


@pytest.mark.parametrize(
    "text",
    [
        # a friend beside an opponent may be a third person: never merged with the opponent
        "My friend and my opponent are at 0 life.",
        "I was playing against my opponent and my friend conceded.",
        # more than two play: which of the others is not said
        "In a four player game my friend is at 0 life.",
        "We are playing multiplayer. My buddy concedes.",
        # the game is of more than two: the one played against is not the only other player
        "We were playing a 4 player game. I was playing against my opponent and he conceded.",
        "My teammate and I were playing against my opponent. He is at 0 life.",
        # a friend on the asker's team is no opponent
        "My friend and I are a team and my friend is at 0 life.",
        # "he" and "she" are two people: the one the asker played is only one of them
        "I played with my friend and she conceded and he drew from an empty library.",
    ],
)
def test_a_friend_who_may_be_someone_else_is_refused(text: str) -> None:
    _refused(text)


def test_what_a_friend_says_is_an_opinion() -> None:
    ruling = _ruled(
        "I was playing against my friend. My friend says I lose. I am at 0 life and control"
        " Platinum Angel."
    )
    assert ruling.results == {"me": "playing", "opponent": "playing"}


@pytest.mark.parametrize(
    ("text", "results", "guess"),
    [
        (
            "My opponent drew the last card. So he lost?",
            {"me": "playing", "opponent": "playing"},
            "he lost",
        ),
        (
            "I am at 0 life and control Platinum Angel, so I lose?",
            {"me": "playing", "opponent": "playing"},
            "so I lose",
        ),
        (
            "My opponent is at 0 life so he lost.",
            {"me": "won", "opponent": "lost"},
            "so he lost",
        ),
        (
            "My opponent controls Platinum Angel and is at 0 life. I told him he lost but he"
            " said not yet.",
            {"me": "playing", "opponent": "playing"},
            "I told him he lost but he said not yet",
        ),
        (
            "My opponent didnt have cards in his library, which means he lost right?",
            {"me": "playing", "opponent": "playing"},
            "which means he lost",
        ),
    ],
)
def test_the_askers_guess_is_skipped(text: str, results: dict[str, str], guess: str) -> None:
    ruling = _ruled(text)
    assert {name.lower(): result for name, result in ruling.results.items()} == results
    assert guess in ruling.skipped


def test_a_fact_after_so_is_read() -> None:
    ruling = _ruled("My opponent is at 3 life, so I deal him 3 damage.")
    assert ruling.results == {"me": "won", "opponent": "lost"}


@pytest.mark.parametrize(
    "text",
    [
        # an outcome told, not asked: what the asker says happened is not taken for a guess
        "My opponent drew the last card. He lost.",
        # a player named only in the guess is no guess to drop
        "My opponent is at 0 life. alice wins?",
    ],
)
def test_an_outcome_told_or_naming_someone_new_is_not_skipped(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # no cards in the library, then a draw: a draw from an empty library
        (
            "My opponent didn't have any cards in his library and he drew a card.",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "My opponent doesnt have cards in a library and drawed a card.",
            {"me": "won", "opponent": "lost"},
        ),
        # the last card drawn ends nothing (704.5b): "drew last card", "drawed"
        ("My opponent drew last card.", {"me": "playing", "opponent": "playing"}),
        (
            "My opponent drawed the last card of his library.",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_an_empty_library_told_in_a_letter(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_a_library_without_creatures_is_no_count_of_cards() -> None:
    _refused("My opponent didn't have any creatures in his library and drew a card.")


@pytest.mark.parametrize(
    ("text", "told"),
    [
        ("Me and my friend were playing Magic last night. He conceded.", "Me and my friend were"),
        ("I was playing Magic with my buddy and he conceded.", "I was playing Magic with my buddy"),
        ("So my brother and I were playing and he conceded.", "So my brother and I were playing"),
        ("Ok, so I was playing against my friend and he conceded.", "Ok, so I was playing"),
        ("Playing against my friend, he conceded.", "Playing against my friend"),
    ],
)
def test_the_telling_said_many_ways(text: str, told: str) -> None:
    ruling = _ruled(text)
    assert ruling.results == {"me": "won", "opponent": "lost"}
    assert any(told in skipped for skipped in ruling.skipped)


def test_a_card_played_against_the_opponent_is_no_telling() -> None:
    # "played" a card, not a game: the sentence is read (and refused), never skipped
    _refused("I played Lightning Bolt against my friend and he conceded.")


def test_opponent_mistyped_is_the_opponent() -> None:
    assert _ruled("My oppenent is at 0 life.").results == {"me": "won", "opponent": "lost"}
    # ... and counts as an opponent named beside a friend, who may then be someone else
    _refused("My friend and my oponent are at 0 life.")
