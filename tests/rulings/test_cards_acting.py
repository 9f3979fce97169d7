"""Cards told acting, as people ask about them (issue #31, "as asked"): the words around a
card's arrival that the reader used to refuse.

- "under my opponents control": the possessive's apostrophe left out (arrivals.py); the plural
  possessive ("my opponents' control", several players) stays as written;
- "When Phage comes into play under my opponent's control will he lose the game": a question
  after the moment with no comma before it, known by its verb before its subject ("will he");
  a statement with its verb after its subject ("he will lose") is no question.
"""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

PHAGE = "Phage the Untouchable"


@pytest.mark.parametrize(
    "text",
    [
        f"If {PHAGE} comes into play under my opponents control, will he lose the game?",
        f"{PHAGE} enters the battlefield under your opponents control. Who loses?",
        f"When {PHAGE} comes into play under my opponents control will he lose the game?",
    ],
)
def test_a_card_entering_under_the_opponents_control_without_an_apostrophe(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.depends  # was it cast from a hand: unsaid
    lost = [case for case in ruling.cases if case.results.get("opponent") == "lost"]
    assert lost and all(case.results.get("me") != "lost" for case in ruling.cases)


def test_several_opponents_control_is_not_one_players() -> None:
    _refused(f"If {PHAGE} comes into play under my opponents' control, will he lose the game?")


@pytest.mark.parametrize(
    ("text", "status", "loser"),
    [
        (
            "alice is at 3 life and bob deals 3 damage to alice will she lose the game",
            "over",
            "alice",
        ),
        (
            "my opponent is at 2 life and loses 5 life would he lose the game or not",
            "over",
            "opponent",
        ),
        ("I am at 4 life and I lose 4 life will I lose the game", "over", "me"),
        ("I am at 9 life and I lose 4 life is he the winner", "ongoing", None),
    ],
)
def test_a_question_after_the_moment_without_a_comma_is_skipped(
    text: str, status: str, loser: str | None
) -> None:
    ruling = _ruled(text)
    assert ruling.status == status
    if loser is not None:
        assert ruling.results[loser] == "lost"
    assert any(asked in text for asked in ruling.skipped)


@pytest.mark.parametrize(
    "text",
    [
        # Its verb after its subject: a statement, not a question; left to the grammar.
        "alice is at 3 life and bob deals 3 damage to her and she will lose the game",
        # No subject after the verb: no question.
        "alice is at 3 life and bob deals 3 damage to her will lose the game",
    ],
)
def test_a_statement_after_the_moment_is_not_skipped_as_a_question(text: str) -> None:
    _refused(text)
