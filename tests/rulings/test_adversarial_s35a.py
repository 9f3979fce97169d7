"""Lifelink told in a player's account of combat, asked as players type it (issue #31, session
35, adv35a).

A gain from a card's lifelink told after the combat damage ("He takes 5 combat damage and then
gains 3 life from Vampire Nighthawk's lifelink"), with no block said: the life came as that
creature's damage was dealt, at the same moment as the damage told before if both were in one
combat damage step, after it only in a later one (MTG CR 702.15b, 510.2, 510.4). "then" is how
the asker believes it went; the answer depends on it and asks. Main read it as a check between
them: "opponent loses at -1", WRONG where the lifelinker dealt its damage in the same step.
A lifelink that is a trigger (Spirit Link, 603.3) and a card Arbiter does not know said only as
the source keep their reading."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on

MAGIC = System("magic")
_AT_4 = "My opponent is at 4 life. "


def _ruled(text: str) -> Ruling:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), getattr(answer, "message", answer)
    return answer


@pytest.mark.parametrize(
    "text",
    [
        _AT_4 + "He takes 5 combat damage and then gains 3 life from X's lifelink.",
        _AT_4 + "He takes 5 combat damage. Then he gains 3 life from Vampire Nighthawk's lifelink.",
        _AT_4 + "He takes 5 combat damage, then gains 3 life from his Vampire Nighthawk.",
        _AT_4 + "He takes 5 combat damage and then gains 3 life from Olivia Voldaren's lifelink.",
        _AT_4 + "He takes 5 combat damage and then gains 3 life from his lifelinker.",
        _AT_4 + "He takes 5 combat damage and then gains 3 life from Batterskull.",
        _AT_4 + "He takes 5 combat damage and then gains 3 life from Vampire Nighthawk and "
        "Vault Skirge.",
        _AT_4 + "He gains 3 life from his Vampire Nighthawk after he takes 5 combat damage.",
        _AT_4 + "After he takes 5 combat damage, he gains 3 life from Exalted Angel's lifelink.",
        _AT_4 + "He takes 5 combat damage then gains 3 life from vampire nighthawks lifelink",
        _AT_4 + "He takes 5 combat damage and then gains 3 life from Vampire Nighthawk's "
        "lifelink in the same combat damage step.",
        "My opponent controls Vampire Nighthawk and is at 4 life. He takes 5 combat damage and "
        "then gains 3 life from it.",
        # the question after it is no question of the gain's
        _AT_4 + "He takes 5 combat damage and then he gains 3 life from lifelink, does he lose?",
        "I'm at 4 life. I take 5 combat damage and then I gain 3 life from my Vampire "
        "Nighthawk's lifelink. Do I lose?",
    ],
)
def test_a_named_lifelink_gain_after_the_damage_asks_when(text: str) -> None:
    answer = _ruled(text)
    assert answer.question is not None, answer.text()
    alive, dead = answer.cases
    who = "me" if text.startswith("I'm") else "opponent"
    assert (alive.results[who], alive.lives[-1][who]) == ("playing", 2), answer.text()
    assert (dead.results[who], dead.lives[-1][who]) == ("lost", -1), answer.text()


@pytest.mark.parametrize(
    "text",
    [
        # a trigger: its life comes once it resolves, after the check (603.3)
        _AT_4 + "He takes 5 combat damage and then gains 3 life from Spirit Link.",
        # said to come later
        _AT_4 + "He takes 5 combat damage. On his turn he gains 3 life from Vampire Nighthawk's "
        "lifelink.",
    ],
)
def test_a_gain_that_comes_later_is_still_too_late(text: str) -> None:
    answer = _ruled(text)
    assert answer.question is None, answer.text()
    assert answer.results["opponent"] == "lost", answer.text()


# The account of a block with a lifelinker is one combat damage step only where nothing else
# named may split it: Embercleave gives double strike and trample, Rograkh has first strike
# and trample (a first combat damage step of its own, 510.4: the loss may come before the
# gain). Main read both as the lifelink account: "opponent at 2".
@pytest.mark.parametrize(
    "text",
    [
        "My opponent controls Olivia, Opulent Outlaw and has 4 life. I attack and he blocks my "
        "ezio with Olivia. I cast Embercleave. He lost 5 life and then gained 3 life from Olivia.",
        "My opponent controls Olivia, Opulent Outlaw and has 4 life. I control Rograkh, Son of "
        "Rohgahh. I swing with all four creatures and he blocks my ezio with Olivia. He lost 5 "
        "life and then gained 3 life from Olivia.",
    ],
)
def test_a_lifelink_account_beside_another_card_is_refused(text: str) -> None:
    assert isinstance(rule_on(text, default_game=MAGIC), NoRuling), text


# "Olivia's lifelink" beside Olivia, Opulent Outlaw is that card said short, never "Olivia: a
# card Arbiter does not know"; a card of another name stays one it does not know.
@pytest.mark.parametrize(
    ("text", "unknown"),
    [
        (
            "My opponent controls Olivia the opulent outlaw and has 4 life ... I swing with all "
            "four creatures and he blocks my ezio with Olivia, he then proceeds to say he's still "
            "alive because of Olivia's lifelink. He would've lost 18 life putting him at neg 14 "
            "and then gained 3 life from Olivia putting him at neg 11.",
            (),
        ),
        (
            _AT_4 + "He takes 5 combat damage and then gains 3 life from Olivia Voldaren's "
            "lifelink.",
            ("Olivia Voldaren",),
        ),
    ],
)
def test_a_card_said_short_is_the_card(text: str, unknown: tuple[str, ...]) -> None:
    assert _ruled(text).unknown_cards == unknown
