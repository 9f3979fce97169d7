"""A life total told as a change of state (issue #31, session 23): "I was at 5 and I'm now at
0" was refused as two totals at once, and "he went from 7 to 0" was unread, though each says
where the total stood and where it went, in that order. Each is the total before, then the total
after; a count that is no life ("to 9 poison counters") is not read as one."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

_PLAYERS = "players: alice, bob. "


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("alice was at 5 and alice is now at 0", {"alice": "lost", "bob": "won"}),
        ("bob was at 10 life, bob is now at 2 life", {"alice": "playing", "bob": "playing"}),
        (
            "alice was at 6 and alice's life is now 0. Does she lose?",
            {"alice": "lost", "bob": "won"},
        ),
        ("alice is at 4 and bob is now at 0", {"alice": "won", "bob": "lost"}),
        ("bob went from 7 to 0", {"alice": "won", "bob": "lost"}),
        ("alice dropped from 20 to 3 life", {"alice": "playing", "bob": "playing"}),
        ("bob's life went from 5 to 0. Who wins?", {"alice": "won", "bob": "lost"}),
        ("alice goes from 3 life down to -2 life", {"alice": "lost", "bob": "won"}),
        (
            "bob fell from 12 all the way down to 1 and alice is at 0",
            {"alice": "lost", "bob": "won"},
        ),
    ],
)
def test_a_total_told_as_a_change_is_the_total_before_then_after(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(_PLAYERS + text).results == results


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("I was at 5 and I'm now at 0. Do I lose?", {"me": "lost", "opponent": "won"}),
        ("My opponent went from 7 to 0. Does he lose?", {"me": "won", "opponent": "lost"}),
        ("I went from 20 to 7 life and my opponent is at 0", {"me": "won", "opponent": "lost"}),
    ],
)
def test_the_asker_and_their_opponent_told_so(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_a_total_said_with_its_change_keeps_a_card_that_stops_the_loss() -> None:
    ruled = _ruled("I control Platinum Angel. I went from 3 to -2 life.")
    assert ruled.results == {"me": "playing", "opponent": "playing"}


@pytest.mark.parametrize(
    "text",
    [
        # a count after "to" that is no life total is read as written (unread)
        _PLAYERS + "bob went from 2 to 9 poison counters",
        _PLAYERS + "alice went from 3 to 0 cards in her library",
        # no total said after "now": nothing is moved
        _PLAYERS + "alice was at 5 and alice is now dead",
    ],
)
def test_a_change_of_something_else_is_not_read_as_a_life_total(text: str) -> None:
    _refused(text)
