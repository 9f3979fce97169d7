"""A question of the asker's own outcome makes the asker one of the two players."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import Ruling, rule_on

MAGIC = System("magic")


def _ruled(text: str) -> Ruling:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), answer.text()
    return answer


# "Bob concedes. Do I win?" named Bob and a player nobody named: "Bob loses ... opponent wins",
# which reads as someone else winning; the asker asked of their own outcome.
ASKED = [
    ("Bob concedes. Do I win?", {"Bob": "lost", "me": "won"}),
    ("Carol is at 0 life. Did I win?", {"Carol": "lost", "me": "won"}),
    ("The AI is at -2 life. Am I the winner?", {"AI": "lost", "me": "won"}),
    ("bob concedes. So I win?", {"bob": "lost", "me": "won"}),
    # the question around the moment it asks of (adv9: these were "opponent wins")
    ("Do I win if Bob concedes?", {"Bob": "lost", "me": "won"}),
    ("If Bob concedes, do I win?", {"Bob": "lost", "me": "won"}),
    ("Do I win if bob is at 0 life?", {"bob": "lost", "me": "won"}),
]


@pytest.mark.parametrize(("text", "results"), ASKED)
def test_the_asker_asking_of_their_outcome_is_the_other_player(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results
    assert "you win" in ruling.text()


# Near misses: no question of the asker (a player nobody named stays "opponent"), the asker
# already named, or a question of someone else.
NOT_ASKED = [
    ("bob concedes", {"bob": "lost", "opponent": "won"}),
    ("Bob concedes. Did he lose?", {"Bob": "lost", "opponent": "won"}),
    ("I am at 0 life. Do I lose?", {"me": "lost", "opponent": "won"}),
    ("My opponent concedes. Do I win?", {"me": "won", "opponent": "lost"}),
    ("If Bob concedes, does he lose?", {"Bob": "lost", "opponent": "won"}),
]


@pytest.mark.parametrize(("text", "results"), NOT_ASKED)
def test_otherwise_the_players_are_as_before(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_a_question_of_the_asker_that_asks_no_outcome_names_no_player() -> None:
    text = "bob is at 3 life and takes 3 damage. Am I the only one that notices this?"
    assert _ruled(text).results == {"bob": "lost", "opponent": "won"}
