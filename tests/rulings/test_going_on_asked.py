"""The game going on, offered as the other side of the outcome asked: "do I lose or do I keep
playing?", "would I lose then, or play on?", and with the asker's guess of when it would stop:
"or play until damage is done to me?" (outcome_questions.is_question). The question and the
guess are skipped and shown; the ruling says whether the game goes on. A guess that names a
card or a number is a moment of its own and stays unread. So is the outcome asked by its noun
("does that count as a loss for me?", "is that a victory?"); a game loss a judge gives is read
as told."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

READ = [
    ("I am at 0 life. Do I lose or do I keep playing?", {"me": "lost", "opponent": "won"}),
    ("My opponent is at -2 life. Does he lose, or play on?", {"me": "won", "opponent": "lost"}),
    (
        "Bob has 10 poison counters. Would he lose then, or continue playing?",
        {"Bob": "lost", "opponent": "won"},
    ),
    # the asker's guess of when the game would stop
    (
        "I have a Platinum Angel in play and I am at -3 life. Then my Angel dies. Would I lose "
        "then, or play until damage is done to me?",
        {"me": "lost", "opponent": "won"},
    ),
    (
        "my opponent is at 0 life and has a Platinum Angel in play. then his Angel leaves play. "
        "does he lose or keep playing till his next turn?",
        {"me": "won", "opponent": "lost"},
    ),
    (
        "I am at 2 life and take 1 damage. Do I lose or stay alive until something else happens?",
        {"me": "playing", "opponent": "playing"},
    ),
    (
        "I'm at 0 life and control Platinum Angel. My Angel leaves play. Do I lose, or keep "
        "going until my upkeep?",
        {"me": "lost", "opponent": "won"},
    ),
    (
        "Bob is at -1 life. Does he lose or still be alive until his turn?",
        {"Bob": "lost", "opponent": "won"},
    ),
]


@pytest.mark.parametrize(("text", "results"), READ)
def test_the_game_going_on_asked_beside_the_outcome_is_skipped(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


REFUSED = [
    # the guess names a number or a card: a moment of its own, never dropped
    "I am at 0 life. Do I lose or play until I take 3 damage from Lightning Bolt?",
    "I am at 0 life. Do I lose, or keep playing until my opponent deals 3 damage to me?",
    # a total said with "until" is no question
    "I am at 0 life until I take damage.",
]


@pytest.mark.parametrize("text", REFUSED)
def test_a_guess_with_a_fact_of_its_own_stays_unread(text: str) -> None:
    assert _refused(text).unread


# The outcome asked by its noun: "does that count as a loss for me?", "is that a victory?".
NOUN_ASKED = [
    ("I am at 0 life. Does that count as a loss for me?", {"me": "lost", "opponent": "won"}),
    ("My opponent concedes. Is that a victory for me?", {"me": "won", "opponent": "lost"}),
    (
        "We are both at 0 life. Would we both get a win, or will it count for a loss for both "
        "of us?",
        {"me": "drew", "opponent": "drew"},
    ),
]


@pytest.mark.parametrize(("text", "results"), NOUN_ASKED)
def test_the_outcome_asked_by_its_noun_is_skipped(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_a_loss_given_by_a_judge_is_still_read_as_told() -> None:
    # "a game loss" given by a judge is an event, not a question of the outcome
    assert _ruled("A judge gives my opponent a game loss.").results == {
        "me": "won",
        "opponent": "lost",
    }
