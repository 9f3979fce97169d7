"""Wrong answers the lead found in session 30 (issue #31). A refusal is always acceptable, the
wrong answer never."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


# "@everyone concedes" was "@everyone loses: they conceded; opponent wins", a player called
# "@everyone". A ping of the whole channel names nobody: refused. A typed handle is still the
# name, also one that begins with a ping's word.
@pytest.mark.parametrize(
    "text",
    [
        "@everyone concedes",
        "@here concedes",
        "@everyone is at 0 life",
        "@Everyone concedes",
        "bob is at 3 life. @here i bolt bob",
        "alice and bob. @everyone concedes",
    ],
)
def test_a_ping_of_the_whole_channel_is_no_player(text: str) -> None:
    _refused(text)


def test_a_handle_that_begins_with_a_pings_word_is_still_a_name() -> None:
    assert _ruled("@everyoneelse concedes").results == {"everyoneelse": "lost", "opponent": "won"}
    assert _ruled("@hereford concedes").results == {"hereford": "lost", "opponent": "won"}
