"""Life paid (MTG CR 119.4): a player pays life only with a life total at least the amount. A
payment the total said before cannot make was played as a loss ("I am at 1 life. I pay 2 life":
you lose at -1); it never happened as told, so it is refused, naming the rule."""

from __future__ import annotations

import pytest

from bot.core.messages import Message
from bot.core.rulings import NoRuling, Ruling, rule_on
from bot.faces.i18n import translate


@pytest.mark.parametrize(
    "text",
    [
        "magic: I am at 1 life. I pay 2 life",
        "magic: my opponent is at 1 life and pays 4 life",
        "magic: alice is at 3 life. bob is at 20 life. alice pays 4 life",
        "magic: I'm at 49 life. I paid 50 life",
    ],
)
def test_life_paid_beyond_the_total_said_is_refused(text: str) -> None:
    answer = rule_on(text)
    assert isinstance(answer, NoRuling), answer
    assert "MTG CR 119.4" in answer.message and "say what was paid instead" in answer.message


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("magic: I am at 2 life. I pay 2 life", "over"),  # paid to 0: a loss, 704.5a
        ("magic: I am at 5 life. I pay 2 life", "ongoing"),
        ("magic: bob is at 1 life. alice pays 4 life", "depends"),  # alice's total unsaid
    ],
)
def test_life_paid_within_the_total_or_a_total_unsaid_is_read(text: str, status: str) -> None:
    answer = rule_on(text)
    assert isinstance(answer, Ruling), answer
    assert answer.status == status, answer.text()


def test_life_paid_is_shown_as_paid_in_the_readers_language() -> None:
    answer = rule_on("magic: I am at 5 life. I pay 2 life", asker="me")
    assert isinstance(answer, Ruling)
    assert "you lose 2 life (paid)" in answer.text()
    paid = translate(Message.within("life paid", "paid"), "de")
    assert paid != "paid"
    assert paid in answer.text(word=lambda message: translate(message, "de"))
