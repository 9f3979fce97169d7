"""A turn said first in a sentence after a card whose effect lasts a turn, or until a next turn
(issue #31; turns_framed.py). Skipped as framing, the turn was lost: "I'm at 2 life. I cast
Angel's Grace on my opponent's turn. On my turn I take 4 damage." was "nobody has won or lost
yet", the Grace still in force though its turn had ended (MTG CR 514.2). Which turn it is
decides it, so such a text is refused; a step of no turn named is the turn told."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    "text",
    [
        # each was "nobody has won or lost yet" on main
        "I'm at 2 life. I cast Angel's Grace on my opponent's turn. On my turn I take 4 damage. "
        "Do I lose?",
        "I'm at 3 life. I cast Angel's Grace, it resolves. At the beginning of the next turn I "
        "take 3 damage. Do I lose?",
        "alice is at 2 life. alice casts Angel's Grace, then during bob's turn alice takes 4 "
        "damage.",
        "I'm at 3 life. I cast Angel's Grace and it resolves. At the beginning of my upkeep I "
        "take 5 damage.",
        "I'm at 2 life. I cast Everybody Lives! and it resolves. On my opponent's turn I take "
        "5 damage. Do I lose?",
        "I'm at 4 life. I cast Teferi's Protection on my opponent's turn. Then on my turn I take "
        "6 damage.",
        "bob is at 1 life and casts Angel's Grace. In the following turn bob is dealt 2 damage.",
        # the turn said as reached, or said to be someone's, or a moment maybe in a later turn
        "alice is at 2 life. alice casts Angel's Grace. As bob enters his upkeep alice takes 3 "
        "damage.",
        "alice is at 2 life. alice casts Angel's Grace. It is bob's turn. alice takes 3 damage.",
        "I'm at 1 life. I cast Angel's Grace. It's now my opponent's turn, I take 2 damage.",
        "I'm at 1 life. I cast Angel's Grace. Later I take 2 damage. Do I lose?",
        "carol is at 4 life. carol casts Angel's Grace and it resolves. Afterwards carol takes "
        "6 damage.",
        "I'm at 1 life. I cast Angel's Grace. Some time later, I take 2 damage.",
        # a turn said before the card, but another one after it
        "I'm at 3 life. In this turn I cast Angel's Grace and it resolves. In his turn I take 5 "
        "damage.",
        "I'm at 3 life. On my opponent's turn I cast Angel's Grace and it resolves. On my turn I "
        "take 5 damage.",
    ],
)
def test_a_turn_said_after_a_card_lasting_a_turn_is_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    ("text", "life"),
    [
        # near-misses: a step of no turn named, or the turn said before the card
        (
            "I'm at 3 life. I cast Angel's Grace and it resolves. At the beginning of the end "
            "step I take 5 damage.",
            1,
        ),
        ("I'm at 2 life. I cast Angel's Grace. During combat I take 4 damage.", 1),
        ("It's my turn. I'm at 3 life. I cast Angel's Grace and it resolves. I take 5 damage.", 1),
        (
            "I'm at 3 life. During my turn I cast Angel's Grace and it resolves. During my turn "
            "I take 5 damage.",
            1,
        ),
    ],
)
def test_a_step_of_the_turn_told_is_still_read(text: str, life: int) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"
    assert "nobody has won or lost yet" in ruling.text()
    assert f"life {life} " in ruling.text()


def test_a_later_turn_whose_player_is_said_is_still_read() -> None:
    ruling = _ruled(
        "I'm at 3 life. I cast Angel's Grace and it resolves. On my next turn I take 3 damage."
    )
    assert ruling.results == {"me": "lost", "opponent": "won"}
