"""A program said to be stuck (issue #31, session 19, found in fresh set 1;
bot/core/rulings/bug_reports.py `_STUCK`): "..., the game is stuck saying "waiting for
opponent..."", "Then the game froze." is what a program did, no event of the game: the text
is a report, the words skipped and shown, and the ruling says what the game comes to. A game
"stuck" with nothing shown, or stuck in a loop, is no program's: read, or refused, as before."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            'My opponent is at -1 and the game is stuck saying "waiting for opponent".',
            {"opponent": "lost", "me": "won"},
        ),
        ("bob is at 0 life. Then the game froze.", {"bob": "lost", "opponent": "won"}),
        (
            "I'm at 2 life and take 5 damage, but the client crashed.",
            {"me": "lost", "opponent": "won"},
        ),
        ("bob is at 3 life, and the program is stuck showing the combat screen.", {}),
    ],
)
def test_a_stuck_program_is_no_event(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert {p: r for p, r in ruling.results.items() if r != "playing"} == results
    assert ruling.skipped


@pytest.mark.parametrize(
    "text",
    [
        "bob is at 0 life. The game is stuck in a loop.",
        "bob is at 0 life and the game is stuck.",
        "I control Platinum Angel, and it is stuck on the battlefield. I'm at 0 life.",
    ],
)
def test_a_game_stuck_with_nothing_shown_is_not_a_program(text: str) -> None:
    _refused(text)
