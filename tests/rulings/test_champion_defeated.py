"""A Grand Archive champion defeated, as players say it (session 23): "my champion is
defeated", "got killed", "takes lethal damage", "has 0 health", "is at 0 life", "both champions
die". Only "dies" and "is destroyed" were read. A champion is defeated when the damage marked on
it reaches its health, and a player whose champions die loses (GA Ending the Game 3); all
remaining players losing at once is a draw (4)."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

LOST = {"me": "lost", "opponent": "won"}
DRAWN = {"me": "drew", "opponent": "drew"}


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("ga: my champion is defeated", LOST),
        ("ga: my champion got killed", LOST),
        ("ga: my champion was slain. do i lose?", LOST),
        ("ga: my champion takes lethal damage", LOST),
        ("ga: my champion is dealt lethal damage", LOST),
        ("ga: my champion has 0 health", LOST),
        ("ga: my champion is at 0 life", LOST),
        ("ga: my opponent's champion has no health left", {"me": "won", "opponent": "lost"}),
        ("ga: both champions die at the same time", DRAWN),
        ("ga: both of our champions took lethal damage", DRAWN),
    ],
)
def test_a_champion_defeated_loses_the_game(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


@pytest.mark.parametrize(
    "text",
    [
        "ga: my champion is at 3 health",  # health left: nothing ends
        "ga: my champion takes 3 damage",  # its health is unsaid
        "magic: my champion is defeated",  # no champions in Magic
    ],
)
def test_a_champion_not_said_defeated_is_not_read_as_one(text: str) -> None:
    _refused(text)
