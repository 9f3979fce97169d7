"""A question about a rule, not a moment, is pointed at the rule that answers it, with its number
(issue #31: "a question about a rule rather than a situation goes to the rule index"): the rule
whose title says every word asked about, wherever the index ranks it among the rules it finds,
and words that only say how a question is asked ("how does infect work?", "what does it mean")
are no words asked about. Where no rule's title says them all, the nearest rules are listed as
only that, never one of them said to answer ("how many poison counters does it take to lose?"
is not answered by Infect, whose summary happens to hold those words)."""

from __future__ import annotations

import pytest

from bot.core.rulings.words import Refusal
from tests.rulings.test_chat_reading import _refused

_POINTED = "That asks about a rule. "


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("how does infect work?", "MTG CR 702.90b"),
        ("How does toxic work?", "MTG CR 702.164c"),
        ("How do poison counters work?", "MTG CR 104.3d"),
        ("How does commander damage work?", "MTG CR 104.3j"),
        ("what does conceding do?", "MTG CR 104.3a"),
    ],
)
def test_a_rule_question_is_pointed_at_the_rule_whose_title_it_asks(text: str, rule: str) -> None:
    said = _refused(text)
    assert said.kind is Refusal.RULE_QUESTION
    assert said.message.startswith(f"{_POINTED}{rule} (")
    assert said.rules[0] == rule


def test_a_rule_the_index_ranks_second_is_still_the_one_pointed_at() -> None:
    # the index finds Ten poison counters first for "infect"; Infect's title is the one asked
    said = _refused("how does infect work?")
    assert said.rules[0] == "MTG CR 702.90b"
    assert "MTG CR 104.3d" in said.message  # still offered, after it


@pytest.mark.parametrize(
    "text",
    [
        # words of the question no rule's title says: the nearest rules, not an answer
        "how many poison counters does it take to lose?",
        "how many cards do we draw",
        "does infect work with lifelink?",
        "does commander damage count if it's lifelinked?",
    ],
)
def test_no_rule_is_said_to_answer_what_its_title_does_not_say(text: str) -> None:
    said = _refused(text)
    assert said.kind is Refusal.RULE_QUESTION
    assert not said.message.startswith(_POINTED)
    assert "nearest rules" in said.message
