"""The "Why" line speaks to the asker about their own loss held off (adversary pass, session
23): "You would lose (their life total is 0), but can't lose the game: Platinum Angel (your)"
said the asker's reason in the third person and "(your)" for "(yours)"."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _ruled


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "i'm at 0 life and i control lich's mastery. do i lose",
            "You would lose (your life total is 0), but can't lose the game: Lich's Mastery "
            "(yours)",
        ),
        (
            "both at 0 life and we both have platinum angel. who wins",
            "You would lose (your life total is 0), but can't lose the game: Platinum Angel "
            "(yours)",
        ),
        (
            "my library is empty but i control platinum angel. i draw a card. do i lose?",
            "You would lose (you had to draw from an empty library)",
        ),
        (
            "I have 10 poison counters and I control Platinum Angel",
            "You would lose (you have 10 poison counters)",
        ),
    ],
)
def test_the_askers_reason_is_said_to_them(text: str, said: str) -> None:
    assert said in _ruled(text).text()


def test_another_players_reason_stays_theirs() -> None:
    text = _ruled("both at 0 life and we both have platinum angel. who wins").text()
    assert "Opponent would lose (their life total is 0)" in text
    assert "Platinum Angel (opponent's)" in text
