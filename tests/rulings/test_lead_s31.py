"""Wrong answers the lead found in session 31 (issue #31). A refusal is always acceptable, the
wrong answer never."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


# A bare "we" where more than two play was every player: "alice, bob and carol are playing. we
# concede" was all three conceding, a draw, where the asker may be one of them and "we" two of
# them. Refused, as "both" of three is; "we all" and "all of us" still name every player, and a
# bare "we" of two players still names both.
@pytest.mark.parametrize(
    "text",
    [
        "alice, bob and carol are playing. we concede",
        "alice, bob and carol are at 3 life. we take 3 damage",
        "alice, bob, carol and dave are at 2 life. we lose 2 life",
    ],
)
def test_a_bare_we_among_more_than_two_players_is_refused(text: str) -> None:
    _refused(text)


def test_we_all_and_a_bare_we_of_two_still_name_every_player() -> None:
    everyone = {"alice": "drew", "bob": "drew", "carol": "drew"}
    assert _ruled("alice, bob and carol are at 3 life. we all take 3 damage").results == everyone
    assert _ruled("alice, bob and carol are at 3 life. all of us take 3 damage").results == (
        everyone
    )
    assert _ruled("we concede").results == {"me": "drew", "opponent": "drew"}


# A concession is a choice (104.3a): one asked of, demanded or about to be made tells none.
# "I'm locked, I have to concede?" was "you lose: you conceded"; "he must concede" was
# "opponent loses"; "my opponent is about to concede" was "you win". Refused, with no "did you
# mean" that drops the "have to". A concession told done ("I had to concede", "bob will
# concede") reads as before.
@pytest.mark.parametrize(
    "text",
    [
        "I'm locked, I have to concede?",
        "I have to concede?",
        "he must concede",
        "bob is at 3 life. bob needs to concede",
        "do I have to concede?",
        "my opponent is about to concede",
        "bob's about to concede",
    ],
)
def test_a_concession_asked_of_or_demanded_is_not_told(text: str) -> None:
    refused = _refused(text)
    assert "Did you mean" not in refused.message, refused.message


def test_a_concession_told_done_with_a_modal_reads_as_before() -> None:
    assert _ruled("I had to concede").results == {"me": "lost", "opponent": "won"}
    assert _ruled("bob will concede").results == {"bob": "lost", "opponent": "won"}
