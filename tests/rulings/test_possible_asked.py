"""Whether an outcome is possible, asked of a moment (issue #31, "as asked": "is it possible to
... if I have ..."): "Is it possible to lose if I control Platinum Angel and I'm at 0 life?" asks
the outcome of that moment, as "do I lose if ...?" does: skipped and shown, the moment ruled
on. A way of losing asked ("is it possible to lose to decking") is still the moment's event;
a player named only in the question, by a name, is not read as one."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _events, _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results", "asked"),
    [
        (
            "Is it possible to lose if I control Platinum Angel and I'm at 0 life?",
            {"me": "playing", "opponent": "playing"},
            "Is it possible to lose",
        ),
        (
            "Is it possible for my opponent to win if I control Platinum Angel and I'm at 0 life?",
            {"me": "playing", "opponent": "playing"},
            "Is it possible for my opponent to win",
        ),
        (
            "Is it possible for me to survive if I'm at 1 life and take 2 damage?",
            {"me": "lost", "opponent": "won"},
            "Is it possible for me to survive",
        ),
        (
            "Is it impossible to win if my opponent is at 0 life?",
            {"me": "won", "opponent": "lost"},
            "Is it impossible to win",
        ),
    ],
)
def test_an_outcome_asked_possible_is_the_outcome_asked(
    text: str, results: dict[str, str], asked: str
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert asked in ruling.skipped


def test_a_way_of_losing_asked_possible_is_still_its_event() -> None:
    ruling = _ruled("Is it possible to lose to decking if I control Platinum Angel?")
    assert ruling.results == {"me": "playing", "opponent": "playing"}
    assert any(e["event"] == "deck_out" for report in _events(ruling) for e in report)


@pytest.mark.parametrize(
    "text",
    [
        # a player named only by a name in the question: not guessed to be the asker's opponent
        "Is it possible for bob to lose if alice concedes?",
        # no moment after it
        "Is it possible to lose the game?",
    ],
)
def test_near_misses_are_refused(text: str) -> None:
    _refused(text)
