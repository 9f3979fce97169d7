"""A loop told as going on forever, its kind unsaid (issue #31, "as asked": "... the triggers
will just keep going forever"): whether a player can stop it is the one question that settles
it (MTG CR 104.4b: a loop of mandatory actions nobody can stop is a draw; one with an optional
action goes on until that player stops it), so the answer depends on it, a case for each. "The
game goes on forever" says no loop: refused with the way to say one, as before."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    "text",
    [
        "the triggers will just keep going forever",
        "I control Platinum Angel. The two abilities will keep triggering forever",
        "alice is at 3 life. they loop forever",
    ],
)
def test_a_loop_told_as_forever_depends_on_who_can_stop_it(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.depends
    outcomes = sorted(case.status for case in ruling.cases)
    assert outcomes == ["ongoing", "over"]
    drawn = next(case for case in ruling.cases if case.status == "over")
    assert set(drawn.results.values()) == {"drew"}


@pytest.mark.parametrize(
    "text",
    [
        # The game said to go on is no loop.
        "the game goes on forever",
        # Not a loop's parts: who "he" is, and what he does forever, is not read as one.
        "he keeps going forever",
    ],
)
def test_no_loop_is_read_where_none_is_said(text: str) -> None:
    _refused(text)
