"""Quirks of quick rulings found in session 26 and fixed in session 27 (issue #31): each as
players type it, its paraphrases, and the near readings that must stay as they were. A refusal
that names the question is always acceptable, a wrong answer never."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, rule_on
from tests.rulings.test_chat_reading import MAGIC, _ruled

# -- 1. a spell cast back at its caster, in the next sentence


# "i'm at 3, he's at 3. i bolt him. he bolts me" was "you win": the second Bolt read as cast
# after the first resolved. In chat a Bolt back may be cast in response (it resolves first,
# MTG CR 405.5) or after: a case each, asked where they end apart.
REPLY_CASTS = [
    "i'm at 3, he's at 3. i bolt him. he bolts me",
    "we are both at 3. i bolt him. he bolts me. who wins?",
    "bob is at 3 and alice is at 3. alice bolts bob. bob bolts alice.",
    "we're both at 2. he shocks me. I shock him",
]


@pytest.mark.parametrize("text", REPLY_CASTS)
def test_a_spell_cast_back_may_be_a_response(text: str) -> None:
    answer = _ruled(text)
    assert answer.status == "depends", answer.text()
    assert answer.question is not None and "resolved first" in answer.question, answer.text()
    winners = {player for case in answer.cases for player, r in case.results.items() if r == "won"}
    assert len(winners) == 2, answer.text()


def test_a_spell_cast_back_with_no_totals_is_asked() -> None:
    answer = rule_on("i bolt him. he bolts me", default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer.text()
    assert "resolved first" in answer.message, answer.message


# Where the order does not change the outcome, one answer; said in order, in that order.
@pytest.mark.parametrize(
    ("text", "winner"),
    [
        ("i'm at 20, he's at 3. i bolt him. he bolts me", "me"),
        ("i'm at 3, he's at 3. i bolt him, then he bolts me", "me"),
        ("i'm at 3, he's at 3. i bolt him. after that he bolts me", "me"),
        ("i'm at 3, he's at 3. i bolt him. he bolts me in response", "opponent"),
    ],
)
def test_a_spell_cast_back_in_a_said_order(text: str, winner: str) -> None:
    answer = _ruled(text)
    assert answer.status == "over", answer.text()
    assert answer.results[winner] == "won", answer.text()


# -- 2. a total told after its own change, in one sentence


# "I hit him with a 1/1 with lifelink and I'm at 5" was refused as "two totals at once",
# quoting the reader's rewording ("my opponent took 1 combat damage from me and at the same
# time I gained 1 life and I'm at 5"): the 5 may be the total before the gain or after it.
@pytest.mark.parametrize(
    ("text", "total"),
    [
        ("I hit him with a 1/1 with lifelink and I'm at 5", "I'm at 5"),
        ("I attack with a 2/2 lifelinker, he doesn't block, and I'm at 5", "I'm at 5"),
        ("bob deals 3 damage to me and I'm at 2", "I'm at 2"),
        ("he's at 1. I hit him with a 1/1 with lifelink and I'm at 5", "I'm at 5"),
    ],
)
def test_a_total_told_after_its_change_asks_which(text: str, total: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer.text()
    assert f'"{total}"' in answer.message and "before it or after it" in answer.message
    assert "two totals" not in answer.message, answer.message


# The total first reads as before: the board, and the gain on it.
def test_a_total_told_before_a_lifelink_gain_reads() -> None:
    answer = _ruled("I'm at 5. I hit him with a 1/1 with lifelink")
    assert all(case.state.life["me"] == 6 for case in answer.cases), answer.text()
