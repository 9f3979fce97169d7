"""A library's count said only about, and a draw of more than it (issue #31, session 19,
counts given): "I have around 50 cards in my library and I draw more than 50" draws more than
the library holds, a draw from an empty library (704.5b); any other draw beside a count said
about is refused, its count unknown. A question with no comma before it may offer a way out
after the loss it asks ("... would I lose due to deck out immediately or could I still finish
my turn and cast Laboratory Maniac and win"): later acts, skipped where the moment told ended
the game (it is then too late), refused where it did not (the acts are the moment asked).
"""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "I have around 50 cards in my library and I draw more than 50. Do I lose?",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "My opponent has about 30 cards in his library and draws more than 30 cards.",
            {"opponent": "lost", "me": "won"},
        ),
        (
            "I have roughly 20 cards left in my library and I draw more than 20 would I lose"
            " right away or could I still finish my turn and cast Jace, Wielder of Mysteries"
            " and win",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "I have around 40 cards in my library and I draw more than 40. Would I lose"
            " immediately or could I still go on and cast Laboratory Maniac and win?",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "My opponent has about 40 cards in his library and draws more than 40 would he lose"
            " right away or could he still finish his turn and cast Laboratory Maniac and win?",
            {"opponent": "lost", "me": "won"},
        ),
    ],
)
def test_more_than_a_count_said_about_is_more_than_the_library(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert not ruling.depends
    assert {p: r for p, r in ruling.results.items() if r != "playing"} == results


@pytest.mark.parametrize(
    "text",
    [
        # a count said about, alone, and beside a draw of an exact count or of fewer
        "I have around 50 cards in my library. Do I lose?",
        "I have around 50 cards in my library and I draw 51 cards.",
        "I have about 50 cards in my library and I draw more than 40.",
        # a way out offered where the moment told ends nothing: the later acts are the question
        "I have 50 cards in my library and I draw 3 cards would I lose immediately or could I"
        " still finish my turn and cast Laboratory Maniac and win",
        # a response is no later act: it may come before the damage
        "My opponent is at 3 life and I deal 3 damage to him, does he lose or can he still cast"
        " Angel's Grace and survive?",
    ],
)
def test_near_misses_stay_refused(text: str) -> None:
    _refused(text)
