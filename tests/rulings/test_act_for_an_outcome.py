"""The outcome an act of the asker's is for, asked (issue #31, "as asked": "can I play Gilded
Light so that I protect myself?"): "can I <act> so that I don't lose?", "... to win?", "... so I
win the game?" is the act, as "can I <act> and not lose?" is; "can I" and the outcome asked
are skipped and shown, the ruling answers them. An act someone else does, or a purpose that
is no outcome ("to my opponent"), is not read so."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results", "asked"),
    [
        (
            "I'm at 1 life and I control Platinum Angel. Can I concede so that I don't lose?",
            {"me": "lost", "opponent": "won"},  # conceding is no game effect: it still loses
            "so that I don't lose",
        ),
        (
            "I'm at 0 life. Can I cast Lightning Bolt at my opponent so that I survive?",
            {"me": "lost", "opponent": "won"},  # lost before anyone could cast anything
            "so that I survive",
        ),
        (
            "Bob is at 2 life. Could you concede in order to win?",
            {"me": "lost", "Bob": "won"},
            "in order to win",
        ),
    ],
)
def test_the_act_is_ruled_on_and_the_outcome_asked_skipped(
    text: str, results: dict[str, str], asked: str
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert asked in ruling.skipped


@pytest.mark.parametrize(
    "text",
    [
        "My opponent is at 3 life. Can I cast Lightning Bolt at him to win?",
        "My opponent is at 3 life. Can I cast Lightning Bolt at him so I win the game?",
    ],
)
def test_a_spell_cast_for_the_win_depends_on_whether_it_resolved(text: str) -> None:
    ruling = _ruled(text)
    assert [dict(case.results) for case in ruling.cases] == [
        {"opponent": "lost", "me": "won"},
        {"opponent": "playing", "me": "playing"},
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Can I concede to my opponent?",
        "My opponent is at 3 life. Can he cast Lightning Bolt at me so that he wins?",
    ],
)
def test_no_outcome_the_askers_act_is_for_is_not_read_so(text: str) -> None:
    _refused(text)
