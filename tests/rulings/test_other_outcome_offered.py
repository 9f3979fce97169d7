"""The other outcome the asker offers after a question of the outcome (issue #31,
moment_questions._LATER_ALTERNATIVE): "..., would I lose then or play until damage is done to
me?" asks whether the player loses now or plays on until a later moment they name; the ruling
says which, so the alternative is skipped and shown. Only after a question of the outcome; an
alternative after a fact stays, to be read or refused."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

OFFERED = [
    # each was refused: 'I could not read "or play until damage is done to me"'
    (
        "My opponent controls Platinum Angel and is at -4 life. Then his Angel is destroyed. "
        "Would he lose then or keep playing until I attack him?",
        {"opponent": "lost", "me": "won"},
        "or keep playing until I attack him",
    ),
    (
        "I am at 3 life and I take 2 damage. Do I lose, or survive until my upkeep?",
        {"me": "playing", "opponent": "playing"},
        "or survive until my upkeep",
    ),
    (
        "Bob is at 1 life and loses 2 life. Does he lose then or stay in the game?",
        {"Bob": "lost"},
        "or stay in the game",
    ),
]


@pytest.mark.parametrize(("text", "results", "said"), OFFERED)
def test_the_other_outcome_offered_after_the_question_is_skipped(
    text: str, results: dict[str, str], said: str
) -> None:
    ruling = _ruled(text)
    for player, result in results.items():
        assert ruling.results[player] == result
    assert any(said in skipped for skipped in ruling.skipped)


NOT_AFTER_A_QUESTION = [
    "I am at 3 life, or keep playing.",
    "I am at 3 life. I take 5 damage or keep playing until my next turn.",
]


@pytest.mark.parametrize("text", NOT_AFTER_A_QUESTION)
def test_an_alternative_after_a_fact_is_not_skipped(text: str) -> None:
    _refused(text)
