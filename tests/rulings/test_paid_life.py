"""Life paid again and again until it can't be (bot.core.rulings.paid_life): a player can't pay
more life than they have (MTG CR 119.4), so paying N at a time ends at 0 only from a multiple
of N. Through the one function every face calls."""

from __future__ import annotations

import pytest

from bot.core.languages import Language
from bot.core.messages import Message
from bot.core.rulings import Ruling, rule_on
from bot.faces.i18n import translate
from tests.rulings.test_chat_reading import _refused, _ruled


def test_an_unsaid_total_paid_down_two_at_a_time_depends_on_its_parity() -> None:
    ruling = _ruled(
        "I control my opponent's turn with Mindslaver. my opponent pays 2 life for each "
        "activation of Trespassing Souleater until he cannot"
    )
    assert ruling.depends
    by_case = {case.condition: (case.status, case.results) for case in ruling.cases}
    assert by_case == {
        "opponent had an even life total": ("over", {"opponent": "lost", "me": "won"}),
        "opponent had an odd life total": ("ongoing", {"me": "playing", "opponent": "playing"}),
    }
    assert "What life total did opponent have before paying?" in ruling.text()
    assert "MTG CR 119.4" in ruling.text()


@pytest.mark.parametrize(
    ("life", "left", "results"),
    [
        (20, 0, {"alice": "lost", "opponent": "won"}),  # one payment would leave 18
        (7, 1, {"alice": "playing", "opponent": "playing"}),
        (2, 0, {"alice": "lost", "opponent": "won"}),
        (1, 1, {"alice": "playing", "opponent": "playing"}),
    ],
)
def test_a_total_said_is_paid_down_to_its_remainder(
    life: int, left: int, results: dict[str, str]
) -> None:
    ruling = _ruled(f"alice is at {life} life. alice pays 2 life repeatedly until she can't")
    assert not ruling.depends
    assert ruling.results == results
    assert ruling.state.life["alice"] == left


def test_a_step_of_three_has_a_case_per_remainder() -> None:
    ruling = _ruled("I pay 3 life again until I cannot")
    conditions = [case.condition for case in ruling.cases]
    assert conditions == [
        "you had a life total that is a multiple of 3",
        "you had a life total 1 more than a multiple of 3",
        "you had a life total 2 more than a multiple of 3",
    ]
    assert [case.status for case in ruling.cases] == ["over", "ongoing", "ongoing"]


def test_one_life_at_a_time_always_ends_at_0() -> None:
    assert _ruled("bob pays 1 life repeatedly until he can't").results == {
        "bob": "lost",
        "opponent": "won",
    }


@pytest.mark.parametrize(
    "text",
    [
        # something said after it: the remainder would matter, never guessed
        "alice pays 2 life repeatedly until she can't. then bob concedes",
        # the total changed before it, never said outright
        "alice is at 8 life. alice takes 1 damage. alice pays 2 life repeatedly until she cannot",
        "everyone takes 3 damage. alice pays 2 life repeatedly until she can't",
        # too many remainders to list
        "alice pays 7 life repeatedly until she can't",
    ],
)
def test_payments_the_words_do_not_settle_ask_for_the_total(text: str) -> None:
    said = _refused(text)
    assert said.message.startswith("What life total did alice have before paying?")


@pytest.mark.parametrize("language", [lang for lang in Language if lang is not Language.ENGLISH])
def test_the_note_of_life_paid_down_is_in_the_readers_language(language: Language) -> None:
    """The note beside the total the payments leave was English in every language."""
    ruling = rule_on(
        "magic: I am at 5 life. I pay 2 life for each activation of Trespassing Souleater "
        "until I can't"
    )
    assert isinstance(ruling, Ruling)
    text = ruling.text(word=lambda message: translate(message, language))
    assert "life paid at a time" not in text, text
    note = Message(
        "{step} life paid at a time from {life} until it could not be: {left} left",
        step=2,
        life=5,
        left=1,
    )
    assert translate(note, language) in text, text
