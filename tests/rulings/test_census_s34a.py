"""Combat damage, lifelink and deaths as told in play (issue #31, session 34a).

A card said to die beside another card said to die itself ("my Herald of Eternal Dawn died
and his Lightning Angel died and my opponent goes to -2 life"): the other card is one more
death in the moment, never the spell or ability that killed the first, so how the first died
stays open (in the check of state-based actions, its effect still holding there, 704.3, or
before it). Main took the other card as the killer, a confident draw where a Herald dying of
combat damage wins. So a creature named as what destroyed it ("is destroyed by his Lightning
Angel"): its combat damage may have killed it in the check (704.5g).

The Herald question as asked (reddit-arena-herald-of-eternal-dawn-both-negative) also tells a
creature held with its size ("My opponent had a 6/6 abhorrent oculus": the card held, where
Arbiter does not use its printed size or the size is the printed one) and "They both died"
after exactly two creatures were named, where "they" cannot be the players (the asker and one
opponent play): those two died. Abhorrent Oculus (a 5/5 flier, nothing of it ends a game) is
in the card data."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on

MAGIC = System("magic")
_WON = ("over", {"me": "won", "opponent": "lost"})
_LOST = ("over", {"me": "lost", "opponent": "won"})
_DRAW = ("over", {"me": "drew", "opponent": "drew"})


def _one(status: str, results: dict[str, str]) -> tuple[str, list[tuple[str, str]]]:
    return status, sorted(results.items())


def _said(answer: Ruling) -> list[tuple[str, list[tuple[str, str]]]]:
    return sorted(_one(case.status, case.results) for case in answer.cases)


_BOARD = (
    "I control Herald of Eternal Dawn and I am at -6 life. My opponent controls Lightning "
    "Angel and is at 2 life. "
)


@pytest.mark.parametrize(
    ("text", "cases"),
    [
        # another creature said to die in the same moment: how the Herald died stays open
        (
            "I had a herald of eternal dawn on the field while being at -6 health. My opponent "
            "had a Lightning Angel while being at 2 health. my herald died and his lightning "
            "angel died and they ended up at -2 health.",
            [_WON, _DRAW],
        ),
        (
            _BOARD + "his Lightning Angel died and my Herald of Eternal Dawn died and my "
            "opponent goes to -2 life",
            [_WON, _DRAW],
        ),
        (
            "My opponent controls Herald of Eternal Dawn and is at -6 life. I control Lightning "
            "Angel and I am at 2 life. his Herald of Eternal Dawn died and my Lightning Angel "
            "died and I go to -2 life",
            [_LOST, _DRAW],
        ),
        # a creature named as the killer: its combat damage may have killed it in the check
        (
            _BOARD + "my opponent goes to -2 life and my Herald of Eternal Dawn is destroyed by "
            "his Lightning Angel",
            [_WON, _DRAW],
        ),
        # exiled by it, or a spell the killer: as before
        (
            _BOARD + "my opponent goes to -2 life and my Herald of Eternal Dawn is exiled by his "
            "Lightning Angel",
            [_DRAW],
        ),
        (
            _BOARD + "my opponent takes 4 damage from Lightning Angel and my Herald of Eternal "
            "Dawn is destroyed by Murder",
            [_DRAW],
        ),
        # the killer named: as before
        (
            _BOARD + "my Herald of Eternal Dawn is destroyed by Murder and his Lightning Angel "
            "died and my opponent goes to -2 life",
            [_DRAW],
        ),
        # both ways alike: one answer
        (
            _BOARD.replace("is at 2", "is at 5") + "my Herald of Eternal Dawn died and his "
            "Lightning Angel died and my opponent goes to 1 life",
            [_LOST],
        ),
    ],
)
def test_a_death_beside_another_death(text: str, cases: list[tuple[str, dict[str, str]]]) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), answer
    assert _said(answer) == sorted(_one(*case) for case in cases), text


_H = "I had a herald of eternal dawn on the field while being at -6 health. "
_O = "My opponent had a 6/6 abhorrent oculus while being at 2 health. "


@pytest.mark.parametrize(
    ("text", "cases"),
    [
        (_H + _O + "They both died and they ended up at -2 health.", [_WON, _DRAW]),
        (
            "My opponent had a herald of eternal dawn on the field while being at -6 health. I "
            "had a 6/6 abhorrent oculus while being at 2 health. Both of them died and I ended "
            "up at -2 health.",
            [_LOST, _DRAW],
        ),
        (
            _H + _O.replace("2 health", "5 health") + "They both died and they ended up at 1",
            [_LOST],
        ),
        (_H.replace("-6", "6") + _O + "The two of them died and they ended up at -2", [_WON]),
        (_H + _O + "They both died.", [_LOST]),
        # the printed size Arbiter uses, told as it is
        (
            _H + _O.replace("6/6 abhorrent oculus", "2/3 Vampire Nighthawk") + "They both died "
            "and they ended up at -2 health.",
            [_WON, _DRAW],
        ),
    ],
)
def test_creatures_told_in_passing(text: str, cases: list[tuple[str, dict[str, str]]]) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), answer
    assert _said(answer) == sorted(_one(*case) for case in cases), text


@pytest.mark.parametrize(
    "text",
    [
        # "they" may be the players, or which two is unsaid
        _H.replace("I had", "alice had") + "bob had a 6/6 abhorrent oculus while being at 2 "
        "health. They both died and bob ended up at -2 health.",
        _H + _O + "They both died and both players ended up at -2 health.",
        _H + _O.replace("oculus", "oculus and a Lightning Angel") + "They both died.",
        _H + "My opponent was at 2 health. They both died and they ended up at -2 health.",
        _H + _O + "They both didn't die and they ended up at -2 health.",
        _H + _O + "We both died.",
        # a size other than the printed one Arbiter uses, or a card it does not know
        _H + _O.replace("abhorrent oculus", "Vampire Nighthawk") + "They both died.",
        _H + _O.replace("abhorrent oculus", "Tarmogoyf") + "They both died.",
        _BOARD + "my Herald of Eternal Dawn didn't die and his Lightning Angel died and my "
        "opponent goes to -2 life",
    ],
)
def test_what_may_matter_unsaid_is_refused(text: str) -> None:
    assert isinstance(rule_on(text, default_game=MAGIC), NoRuling), text
