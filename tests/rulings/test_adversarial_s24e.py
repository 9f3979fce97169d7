"""Grand Archive and Terrus questions typed as players type them (issue #31, the session-24
adversarial pass "adversary24e"): two turns begun at once were a draw. Each reading, its
paraphrases, and the near readings that must stay as they were."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on

TERRUS = System("terrus")


def _refused(text: str, game: System) -> str:
    answer = rule_on(text, default_game=game)
    assert isinstance(answer, NoRuling), answer.text()
    return answer.message


def _ruled(text: str, game: System) -> Ruling:
    answer = rule_on(text, default_game=game)
    assert isinstance(answer, Ruling), answer
    return answer


# -- two players' turns never begin at once


# "I begin my turn with 10 structures while my opponent begins his turn with 4 relics" was a
# draw (two victories at once): turns are taken one at a time, so which began first decides it.
@pytest.mark.parametrize(
    "text",
    [
        "I begin my turn with 10 structures while my opponent begins his turn with 4 relics",
        "alice begins her turn with 10 structures and bob begins his turn with 3 structures",
        "bob began his turn with 4 relics at the same time as carol began her turn with 12"
        " structures. who wins?",
        "who wins if my opponent begins their turn with five relics and I begin my turn with"
        " ten structures",
    ],
)
def test_two_turns_begun_at_once_are_refused(text: str) -> None:
    assert "turns cannot begin at the same time" in _refused(text, TERRUS)


@pytest.mark.parametrize(
    ("text", "winner"),
    [
        ("alice begins her turn with 10 structures. then bob begins his turn with 4 relics",
         "alice"),
        ("alice begins her turn with 10 structures and 4 relics", "alice"),
        ("bob is at 0 vitae and alice begins her turn with 10 structures", "alice"),
        ("I begin my turn with 9 structures. then my opponent begins his turn with 4 relics",
         "opponent"),
    ],
)  # fmt: skip
def test_one_turn_at_a_time_is_still_answered(text: str, winner: str) -> None:
    answer = _ruled(text, TERRUS)
    assert (answer.status, answer.results[winner]) == ("over", "won"), answer.text()
