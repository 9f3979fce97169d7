"""A card held told by what it does for its holder (issue #31, session 26; kept_alive.py): "My
opponent is at 0 life, but is being kept alive by a Platinum Angel he controls". The player
holds the card; the ruling judges it as any card held. Each was refused on main, the clause
unread ("I could not read "is being kept alive by ...""). Near misses stay refused: a spell
("saved by Angel's Grace" was cast, not held), a card that keeps nobody in the game, a card
said to be another player's, and more said after the card."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

HELD = [
    (
        "My opponent is at 0 life, but is being kept alive by a Platinum Angel he controls. "
        "I destroy the Angel. Does my opponent die?",
        "over",
        {"opponent": "lost", "me": "won"},
    ),
    (
        "My oppenent is at 0 life, but is being kept alive by a Platinum Angel he controls. "
        "Does he die?",
        "ongoing",
        {"opponent": "playing", "me": "playing"},
    ),
    (
        "My opponent is at -3 life but is kept alive by his Platinum Angel. I kill the Angel.",
        "over",
        {"opponent": "lost", "me": "won"},
    ),
    (
        "I'm at 0 life and only alive thanks to my Platinum Angel. My opponent destroys it.",
        "over",
        {"me": "lost", "opponent": "won"},
    ),
    (
        "I'm at 0 life, kept alive by Platinum Angel. My opponent destroys it.",
        "over",
        {"me": "lost", "opponent": "won"},
    ),
    (
        "He's at -2 and still in the game because of his Phyrexian Unlife. I hit him for 3.",
        "ongoing",
        {"opponent": "playing", "me": "playing"},
    ),
    (
        "My opponent is kept alive by his Platinum Angel. He is at -4 life. Does he lose?",
        "ongoing",
        {"opponent": "playing", "me": "playing"},
    ),
    (
        "Bob was at -5 life, kept in the game by a Platinum Angel in play. Alice destroyed the "
        "Angel.",
        "over",
        {"Bob": "lost", "Alice": "won"},
    ),
]


@pytest.mark.parametrize(("text", "status", "results"), HELD)
def test_a_player_kept_alive_by_a_card_holds_it(
    text: str, status: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.status == status
    assert ruling.results == results


# What a card held does for its holder, said after it: taken off, the card held as said.
KEEPING = [
    (
        "My opponent is at 0 life with a Platinum Angel keeping him alive. I destroy the Angel.",
        "over",
        {"opponent": "lost", "me": "won"},
    ),
    (
        "My opponent is at 0 life and has a Platinum Angel keeping him in the game. I destroy "
        "the Angel.",
        "over",
        {"opponent": "lost", "me": "won"},
    ),
    (
        "I'm at -3 with a Platinum Angel keeping me alive. Do I lose?",
        "ongoing",
        {"me": "playing", "opponent": "playing"},
    ),
    (
        "Bob is at 0 life with a Platinum Angel that lets him survive. Alice destroys the Angel.",
        "over",
        {"Bob": "lost", "Alice": "won"},
    ),
]


@pytest.mark.parametrize(("text", "status", "results"), KEEPING)
def test_what_a_held_card_does_for_its_holder_is_taken_off(
    text: str, status: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.status == status
    assert ruling.results == results


@pytest.mark.parametrize(
    "text",
    [
        # the card keeps another player alive: whose is it?
        "My opponent is at 0 life with a Platinum Angel keeping me alive.",
        "Bob is at 0 life with a Platinum Angel that lets Alice survive. Alice destroys the Angel.",
        # a total after it
        "My opponent controls a Platinum Angel that keeps him alive at 0 life. I destroy it.",
        # no card that keeps anyone alive
        "I'm at 0 life and have a Lightning Bolt keeping me alive.",
        # a spell: cast, never held
        "I'm at 0 life, kept alive by Angel's Grace. Do I lose?",
        # a card that keeps nobody in the game
        "I'm at 0 life, kept alive by Lightning Bolt. Do I lose?",
        # another player's card: Platinum Angel keeps only its controller in the game
        "My opponent is at 0 life, kept alive by my Platinum Angel. Does he lose?",
        "My opponent is at 0 life, kept alive by a Platinum Angel I control. Does he lose?",
        # more said after the card
        "My opponent is at 0 life, kept alive by Platinum Angel until his turn ends.",
        # nobody kept alive
        "This is kept alive by Platinum Angel. My opponent is at 0 life.",
    ],
)
def test_a_card_that_may_not_be_the_players_is_not_read_as_held(text: str) -> None:
    _refused(text)
