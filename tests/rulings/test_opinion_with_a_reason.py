"""The asker's guess of the outcome, contracted or in the progressive ("I'm sure I won", "I'm
guessing that I would win", "I'd say he lost"), and with a reason of the order of play only
("... since I have priority during my turn", "... because his trigger goes on the stack
first"), is an opinion: skipped and shown, the ruling settles it (issue #31, session 22; the
real question saturday-school-70's last sentence). A reason that holds a fact of the moment (a
number, a card, a life total, a library) is read or refused, never skipped."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("My opponent is at 0 life. I'm sure I won.", {"me": "won", "opponent": "lost"}),
        (
            "My opponent is at 0 life. I am guessing that I would win.",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "I am at 20 life and take 20 damage. I'm guessing that he won since it was his turn.",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "Alice is at 1 life and Bob is at 3. Alice loses 2 life. Bob's pretty sure he won "
            "because his trigger went on the stack first.",
            {"alice": "lost", "bob": "won"},
        ),
        (
            "My friend concedes. I'd say I won since I had priority.",
            {"me": "won", "opponent": "lost"},
        ),
        (
            "I draw from an empty library. My opponent was guessing I lost because it was "
            "during my turn.",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_a_guess_of_the_outcome_with_a_reason_of_play_is_skipped(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert {k.lower(): v for k, v in ruling.results.items()} == results
    assert len(ruling.skipped) == 1


@pytest.mark.parametrize(
    "text",
    [
        # a reason that tells a fact of the moment
        "My opponent is at 1 life. I think I would win since he was at 0 life.",
        "My opponent is at 0 life. I'm guessing I win because I have Platinum Angel.",
        "My opponent is at 0 life. I'm sure I won since he has no cards in his library.",
        "My opponent is at 0 life. I'd say I won because he took 3 damage.",
        # in the asker's reasoning too ("would"): it was skipped, the damage with it
        "My opponent is at 2 life. I think I would win since he took 2 damage.",
        # a guess of more than the outcome
        "My opponent is at 0 life. I'm guessing that he drew a card.",
    ],
)
def test_a_reason_that_tells_a_fact_is_not_skipped(text: str) -> None:
    _refused(text)
