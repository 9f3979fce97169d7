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
