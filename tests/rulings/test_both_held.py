"""A card both players are said to hold, each their own (issue #31, cards told as play: "we
both have a Disciple of the Vault out", "both players control a Gideon of the Trials"): read as
"alice and bob control ..." reads, one card for each of the two players. Which two is known only
where the words name nobody else (the two named before it, or the asker and their opponent);
a third player named after it, a table of more, "we" of two others, a team that plays as one
("we" in Two-Headed Giant) and "all of us" stay refused."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    "text",
    [
        "We both control Platinum Angel and we are both at 1 life. My opponent deals 5 damage to "
        "me.",
        "Both players have an Abyssal Persecutor out. Both players are at 0 life.",
        "Each player controls Platinum Angel. I draw from an empty library.",
        "Alice and Bob are at 2 life. Both control a Platinum Angel. Alice deals 4 damage to Bob.",
        "I'm at 5 life and Alice is at 5 life. We both control Platinum Angel. Alice takes 50 "
        "damage.",
        "Both players have Gideon of the Trials's emblem and control Gideon of the Trials. Both "
        "players draw from an empty library.",
    ],
)
def test_a_card_each_of_the_two_holds_keeps_both_in_the_game(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"
    assert set(ruling.results.values()) == {"playing"}
    assert len(ruling.results) == 2


@pytest.mark.parametrize(
    "text",
    [
        "Each of us controls Platinum Angel. Then my opponent's Platinum Angel dies. My opponent "
        "is at -3 life.",
        "My opponent is at 20 life and both of us have a Platinum Angel on the battlefield. My "
        "opponent's Platinum Angel is exiled, then my opponent takes 30 damage.",
    ],
)
def test_one_of_the_two_losing_its_card_loses_the_other_still_wins(text: str) -> None:
    # the Angel left is the asker's: it stops its controller's opponents from winning, never
    # from losing
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results == {"me": "won", "opponent": "lost"}


@pytest.mark.parametrize(
    "text",
    [
        # someone else named after it: "both" was two of three
        "Both players control Platinum Angel. Carol draws from an empty library.",
        "Each of us has a Platinum Angel. Alice draws from an empty library.",
        # a table of more than two
        "In a 4 player game, both players control Platinum Angel. I draw from an empty library.",
        "Alice, Bob and Carol are playing. Each player controls Platinum Angel. Alice takes 30 "
        "damage.",
        # "we" is the asker and another, never two others
        "Alice and Carol are at 5 life. We both control Platinum Angel. Alice takes 10 damage.",
        # a game of more than two, or not said to be of two
        "Alice, Bob and I are playing. We both control Platinum Angel. Bob takes 50 damage.",
        "We're playing commander. We both control Platinum Angel. My opponent takes 50 damage.",
        # a team, or all of several
        "We are playing Two-Headed Giant. Both players control Platinum Angel. I take 50 damage.",
        "We control Platinum Angel. I draw from an empty library.",
        "All of us control Platinum Angel. I draw from an empty library.",
    ],
)
def test_both_of_an_open_pair_is_still_refused(text: str) -> None:
    _refused(text)
