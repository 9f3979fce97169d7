"""A later turn of a player the words can't place (issue #31; later_turns.py): "On my next
turn" in a text of named players, the asker never a player of it. Taken as framing, "alice casts
Angel's Grace and it resolves. On my next turn alice takes 3 damage." was "nobody has won or
lost yet", the Grace still in force. Whose turn it is decides what has ended by then (MTG CR
514.2), so where a card is named or a turn said elsewhere it is refused."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    "text",
    [
        "alice casts Angel's Grace and it resolves. On my next turn alice takes 3 damage.",
        "alice is at 2 life. alice casts Angel's Grace and it resolves. During my next turn, "
        "alice is dealt 4 damage. Does alice lose?",
        "bob is at 1 life and casts Angel's Grace. It resolves. At the beginning of your next "
        "upkeep bob takes 2 damage.",
        "alice gives her creature +2/+2 until end of turn. On my following turn alice attacks "
        "bob for 3. bob is at 3 life.",
        "carol casts Angel's Grace, it resolves. Then on my next turn carol loses 5 life.",
    ],
)
def test_a_later_turn_of_a_player_never_named_is_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # near-misses: the turn's player named, or the asker a player of the words
        (
            "alice is at 3 life. alice casts Angel's Grace and it resolves. On bob's next "
            "turn, alice takes 3 damage.",
            {"alice": "lost", "bob": "won"},
        ),
        (
            "I'm at 3 life. I cast Angel's Grace and it resolves. On my next turn I take 3 damage.",
            {"me": "lost", "opponent": "won"},
        ),
        # nothing named lasts for a turn: the turn is framing, as before
        (
            "alice is at 3 life and bob is at 5. On my next turn alice takes 3 damage.",
            {"alice": "lost", "bob": "won"},
        ),
    ],
)
def test_a_later_turn_placed_is_still_read(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results
