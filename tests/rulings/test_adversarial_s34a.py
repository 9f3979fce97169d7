"""Session 34a's adversarial pass on cards said to die beside other events (checked_deaths.py).

A card named as what destroyed or killed a card whose effect ends as it dies was taken, unless
Arbiter knew it as a creature, to have destroyed it before the check of state-based actions, a
confident draw. A card that deals damage kills in the check after that damage (MTG CR 704.5g,
704.3: "destroyed by Lightning Bolt", "killed by Earthquake"), so the Herald's effect may still
hold there: depends. A card Arbiter does not know ("destroyed by his Tarmogoyf") may have dealt
combat damage, or done more than kill it: refused, naming it. An instant said to die ("my
Angel's Grace dies") was read as the end of its effects: what it did lasts the turn whatever
becomes of the card (611.2a), so the words are refused."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on

MAGIC = System("magic")
_BOARD = "I control Herald of Eternal Dawn and I am at -6 life. My opponent is at 2 life. "
_ANGEL = "I control Platinum Angel and I am at -6 life. My opponent is at 2 life. "
_TO_MINUS_TWO = " and my opponent goes to -2 life"


def _results(answer: Ruling) -> list[list[tuple[str, str]]]:
    return sorted(sorted(case.results.items()) for case in answer.cases)


_WON = [("me", "won"), ("opponent", "lost")]
_DRAW = [("me", "drew"), ("opponent", "drew")]


@pytest.mark.parametrize(
    ("text", "cases"),
    [
        # a card dealing damage as the killer: it died in the check, or (as told) before it
        (
            _BOARD + "my Herald of Eternal Dawn was destroyed by Lightning Bolt" + _TO_MINUS_TWO,
            [_WON, _DRAW],
        ),
        (
            _BOARD + "my Herald of Eternal Dawn was killed by his Fireball" + _TO_MINUS_TWO,
            [_WON, _DRAW],
        ),
        (_ANGEL + "my Platinum Angel was killed by Earthquake" + _TO_MINUS_TWO, [_WON, _DRAW]),
        # a destroying spell, or the card said to leave otherwise: before the check, as before
        (
            _BOARD + "my Herald of Eternal Dawn was destroyed by Wrath of God" + _TO_MINUS_TWO,
            [_DRAW],
        ),
        (_BOARD + "my Herald of Eternal Dawn is sacrificed" + _TO_MINUS_TWO, [_DRAW]),
    ],
)
def test_a_killer_that_deals_damage(text: str, cases: list[list[tuple[str, str]]]) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), answer
    assert _results(answer) == sorted(cases), text


_GRACE = "I cast Angel's Grace this turn and I am at -6 life. My opponent is at 2 life. "


@pytest.mark.parametrize(
    "text",
    [
        *(
            _BOARD + f"my Herald of Eternal Dawn was destroyed by {killer}" + _TO_MINUS_TWO
            for killer in (
                "his Tarmogoyf",
                "his Grizzly Bears",
                "his Goblin token",
                "Murderous Rider",
            )
        ),
        # an instant said to die: what it did lasts the turn whatever becomes of it (611.2a)
        _GRACE + "my opponent goes to -2 life and my Angel's Grace dies",
        _GRACE + "my opponent goes to -2 life and my Angel's Grace is destroyed",
    ],
)
def test_what_the_words_cannot_tell_is_refused(text: str) -> None:
    assert isinstance(rule_on(text, default_game=MAGIC), NoRuling), text


def test_an_instant_that_lasts_the_turn_still_holds() -> None:
    answer = rule_on(_GRACE + "my opponent goes to -2 life", default_game=MAGIC)
    assert isinstance(answer, Ruling), answer
    assert _results(answer) == [_WON]
