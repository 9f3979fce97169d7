"""Both players' cards triggering on the same events, told as the events (issue #31, session
22; the real question saturday-school-70: "If my opponent and I both have 5 life points and we
both have a Disciple of the Vault out while five artifacts are destroyed... who would lose if
it was my turn?"): each card triggers once for each artifact, both players' triggers go on the
stack at once, the active player's first, so the other player's resolve first, one at a time
(MTG CR 603.3b, 704.3). Whose turn it was the words leave open: a case each. Read only with
both life totals said, one such card for each of two players, and nothing else told; anything
else told beside the artifacts leaving is refused naming the card (it was, or it was "nobody has
won or lost yet" with the triggers left out)."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    "text",
    [
        "If my opponent and I both have 5 life points and we both have a Disciple of the Vault "
        "out while five artifacts are destroyed... who would lose if it was my turn?",
        "I am at 5 life and my opponent is at 5 life. We both control Disciple of the Vault. "
        "Five artifacts are destroyed.",
        "We're both at 3 life. Each of us controls a Disciple of the Vault. 3 artifacts were "
        "destroyed.",
        "My opponent and I are at 2 life. Both players have a Disciple of the Vault out. Then "
        "four artifacts die.",
    ],
)
def test_the_active_players_opponent_wins_the_race(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "depends"
    by_turn = {case.condition: case.results for case in ruling.cases}
    assert by_turn["it was your turn"] == {"me": "lost", "opponent": "won"}
    assert by_turn["it was opponent's turn"] == {"me": "won", "opponent": "lost"}
    assert "603.3b" in ruling.question


def test_players_named_and_totals_apart() -> None:
    # bob's triggers resolve first on alice's turn: alice falls to 0 after two of them
    ruling = _ruled(
        "Alice is at 2 life and Bob is at 4 life. Alice and Bob both control Disciple of the "
        "Vault. Four artifacts are sacrificed."
    )
    by_turn = {case.condition: case.results for case in ruling.cases}
    assert by_turn["it was Alice's turn"] == {"Alice": "lost", "Bob": "won"}
    # on bob's turn alice's four resolve first: bob falls to 0 with the last of them
    assert by_turn["it was Bob's turn"] == {"Alice": "won", "Bob": "lost"}


def test_a_race_that_ends_alike_whoever_was_active_is_no_question() -> None:
    # on either turn the asker's 3 runs out before the opponent's 8
    ruling = _ruled(
        "I am at 3 life and my opponent is at 8. We both control Disciple of the Vault. Five "
        "artifacts are destroyed."
    )
    assert ruling.status == "over"
    assert ruling.results == {"me": "lost", "opponent": "won"}


@pytest.mark.parametrize(
    "text",
    [
        # (one player's card only is read since session 33, its opponent's total said:
        # test_census_s33d)
        # a life total never said
        "We both control Disciple of the Vault. Five artifacts are destroyed.",
        "I am at 3 life. We both control Disciple of the Vault. Five artifacts are destroyed.",
        # something told after the artifacts left: before the triggers resolved, or after?
        "I am at 5 life and my opponent is at 5. We both control Disciple of the Vault. Five "
        "artifacts are destroyed. I concede.",
        "I am at 5 life and my opponent is at 5. I control Disciple of the Vault. Five artifacts "
        "are destroyed. My opponent concedes.",
        # more told with them: it was "nobody has won or lost yet", the triggers left out
        "I am at 2 life and my opponent is at 2 life. We both control Disciple of the Vault. Two "
        "artifacts are destroyed and I gain 5 life.",
        "I am at 2 life and my opponent is at 2 life. I control Disciple of the Vault. Two "
        "artifacts are destroyed and my opponent gains 5 life.",
        # more than a game tells
        "I am at 2 life and my opponent is at 2 life. We both control Disciple of the Vault. Two "
        "hundred artifacts are destroyed.",
        # more told before them
        "I am at 5 life and my opponent is at 5. We both control Disciple of the Vault. I take 2 "
        "damage. Five artifacts are destroyed.",
        # a game of three
        "Alice, Bob and Carol are playing. Alice is at 5 life and Bob is at 5 life. Alice and "
        "Bob both control Disciple of the Vault. Five artifacts are destroyed.",
        # one player's two: more triggers than one card's
        "I am at 5 life and my opponent is at 5. I control two Disciples of the Vault and my "
        "opponent controls one. Five artifacts are destroyed.",
    ],
)
def test_what_is_not_told_whole_stays_refused(text: str) -> None:
    _refused(text)
