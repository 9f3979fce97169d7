"""Combat damage, lifelink and deaths as told in play (issue #31, session 34a).

A card said to die beside another card said to die itself ("my Herald of Eternal Dawn died
and his Lightning Angel died and my opponent goes to -2 life"): the other card is one more
death in the moment, never the spell or ability that killed the first, so how the first died
stays open (in the check of state-based actions, its effect still holding there, 704.3, or
before it). Main took the other card as the killer, a confident draw where a Herald dying of
combat damage wins."""

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


@pytest.mark.parametrize(
    "text",
    [
        _BOARD + "my Herald of Eternal Dawn didn't die and his Lightning Angel died and my "
        "opponent goes to -2 life",
    ],
)
def test_what_may_matter_unsaid_is_refused(text: str) -> None:
    assert isinstance(rule_on(text, default_game=MAGIC), NoRuling), text
