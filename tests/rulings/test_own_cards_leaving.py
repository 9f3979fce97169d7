"""A card of a player's own named as it leaves the battlefield, never said held (issue #31,
session 23): "My Lich's Mastery is destroyed", the example the leaving question itself offers,
was refused unless "I control Lich's Mastery" came first. A card of one's own destroyed,
exiled, sacrificed or dying was on the battlefield under its owner's control; where the words
leave open whether it was there at an earlier moment that decides the outcome, that is asked."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("I'm at 5 life. My Lich's Mastery is destroyed.", {"me": "lost", "opponent": "won"}),
        (
            "I'm at 5 life. My opponent destroys my Lich's Mastery.",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "players: alice, bob. bob is at 7 life. alice exiles bob's Lich's Mastery.",
            {"alice": "won", "bob": "lost"},
        ),
        (
            "players: alice, bob. alice is at 4 life. alice's Lich's Mastery is sacrificed.",
            {"alice": "lost", "bob": "won"},
        ),
        (
            "3 players: player a, player b, player c. player a is at 1 life. player b's "
            "Platinum Angel dies. player c deals 1 damage to player a.",
            {"player a": "lost", "player b": "playing", "player c": "playing"},
        ),
        (
            "My opponent is at 3 life. My opponent's Platinum Angel dies. I deal 3 damage to him.",
            {"me": "won", "opponent": "lost"},
        ),
    ],
)
def test_a_card_of_ones_own_said_to_leave_was_held_by_its_owner(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    "text",
    [
        # held before the end, or only after it? the order of the words leaves it open: asked
        "I'm at -2 life. My Platinum Angel dies.",
        # not said to leave: whether it was there at all is open
        "I'm at 0 life and I don't destroy my opponent's Platinum Angel.",
        "I'm at 0 life. I try to exile my opponent's Platinum Angel.",
        # no owner said: which card left, and whose, is open
        "I'm at 5 life. Lich's Mastery is destroyed.",
    ],
)
def test_what_the_words_leave_open_is_still_asked(text: str) -> None:
    _refused(text)


def test_a_card_arbiter_does_not_know_said_to_leave_is_read_as_written() -> None:
    text = (
        "magic: 3 players: player a, player b, player c. player a is at 1 life, player b is at "
        "1 life and player c is at 2 life. player b takes 1 combat damage and player b's "
        "Memnite dies. then player c's Blood Artist triggers and player a loses 1 life"
    )
    assert _ruled(text).results == {"player a": "lost", "player b": "lost", "player c": "won"}
