"""A question that tells an event with its amount is a moment asked about, not a question about
a rule (issue #31: "What happens when a player has Transcendence in play, a False Cure has
resolved, and the player with Transcendence loses 1 life?" was sent to the rules index): the
words that could not be read are named instead, a pointer the asker can act on. A question in
general terms with no player and no amount told still goes to the rules index; one asked of a
hypothetical player ("Does a player with 0 life lose?") is ruled on as a general situation
(test_hypothetical_players.py)."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, rule_on
from bot.core.rulings.words import Refusal
from tests.rulings.test_chat_reading import MAGIC, _refused


@pytest.mark.parametrize(
    ("text", "named"),
    [
        (
            "What happens when a player controls Platinum Angel and that player loses 3 life?",
            "a player controls Platinum Angel",
        ),
        ("If a player takes 5 damage, do they lose?", "a player takes 5 damage"),
        (
            "What happens when a player with Platinum Angel takes 7 damage?",
            "player with Platinum Angel takes 7 damage",
        ),
    ],
)
def test_an_amount_told_makes_it_a_moment(text: str, named: str) -> None:
    # ruled on as a general situation, or the words it could not read named
    answer = rule_on(text, default_game=MAGIC)
    if isinstance(answer, NoRuling):
        assert answer.kind is Refusal.UNREAD
        assert named in answer.message


@pytest.mark.parametrize(
    "text",
    [
        "how many poison counters does it take to lose?",
        "what is the starting life total in commander?",
        "how many cards do we draw",
    ],
)
def test_a_question_with_no_amount_told_still_asks_about_a_rule(text: str) -> None:
    assert _refused(text).kind is Refusal.RULE_QUESTION
