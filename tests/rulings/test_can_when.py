"""Whether a player may act in a state, asked (issue #31, "as asked": "Can I use the Angel of
Grace exile ability when I have negative life?"): the state holds first, then the act; a player
at 0 or less life has lost before anyone gets priority to act (MTG CR 704.3, 117.5), unless
something keeps them in. "Can I" is skipped and shown. Only the asker's own act, asked; a total
held as "I have negative life" is one of 0 or less."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "status", "results"),
    [
        (
            "Could I activate Angel of Grace while I'm at -2 life?",
            "over",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "Can you cast Lightning Bolt if you have 0 or less life?",
            "over",
            {"me": "lost", "opponent": "won"},
        ),
        ("Can I concede when I am at 5 life?", "over", {"me": "lost", "opponent": "won"}),
        (
            "Can I activate Angel of Grace when I have negative life",
            "over",
            {"me": "lost", "opponent": "won"},
        ),
        # Something keeps the asker in: the act comes after, the game goes on.
        (
            "I control Platinum Angel. Can I activate Angel of Grace when I have negative life?",
            "ongoing",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_the_state_holds_before_the_act_asked(
    text: str, status: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.status == status
    assert ruling.results == results
    assert any(s.lower() in ("can i", "could i", "can you") for s in ruling.skipped)


def test_the_outcome_asked_after_the_state_is_skipped_too() -> None:
    ruling = _ruled("Can I use Angel of Grace when I have negative life and not lose?")
    assert ruling.results == {"me": "lost", "opponent": "won"}
    assert "and not lose" in ruling.skipped


def test_can_i_still_win_if_is_the_outcome_asked_not_an_act() -> None:
    ruling = _ruled("Can I still win if my opponent loses the game?")
    assert ruling.results == {"me": "won", "opponent": "lost"}
    assert "Can I" not in ruling.skipped


@pytest.mark.parametrize(
    "text",
    [
        # Another player's act: not the asker's.
        "Can my opponent activate Angel of Grace when he has negative life?",
        # Denied, not asked.
        "I can't activate Angel of Grace when I have negative life",
        # Not held: no total read.
        "I don't have negative life",
    ],
)
def test_no_act_asked_of_the_asker_is_not_read_as_one(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    ("text", "loser"),
    [("bob has negative life", "bob"), ("I have 0 or less life", "me")],
)
def test_negative_life_held_is_a_total_of_0_or_less(text: str, loser: str) -> None:
    assert _ruled(text).results[loser] == "lost"
