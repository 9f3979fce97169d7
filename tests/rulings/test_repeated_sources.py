"""Damage, life or poison said to come from a source more than once ("I take 2 damage from my
own Sulfurous Springs twice", "from Shock x2"): the repeat was swallowed into the source's words
and the amount taken once ("I'm at 4 ..." was "nobody has won or lost yet", at 0). The amount
said is not all that was dealt: refused, asking for the total; a source said once is read."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on


def _asked(text: str) -> Ruling | NoRuling:
    return rule_on(text, default_game=System("magic"))


@pytest.mark.parametrize(
    "text",
    [
        "I'm at 4. I take 2 damage from my own Sulfurous Springs twice.",
        "I'm at 4. I take 2 damage from Shock twice.",
        "I'm at 4. I take 2 damage from Shock x2",
        "im at 4 and i take 2 dmg from shock 2x",
        "bob is at 6 life. bob loses 3 life from Sulfuric Vortex two times",
        "I'm at 1. I gain 1 life from Soul Warden twice. then I take 2 damage",
        "My opponent has 8 poison. He gets 1 poison counter from my Plague Stinger twice",
        "I'm at 4. I take 2 damage twice from Shock",
    ],
)
def test_a_source_said_to_act_more_than_once_is_never_taken_once(text: str) -> None:
    answer = _asked(text)
    assert isinstance(answer, NoRuling), answer.text()


@pytest.mark.parametrize(
    ("text", "result"),
    [
        ("I'm at 4. I take 2 damage from Shock.", "playing"),
        ("I'm at 2. I take 2 damage from Shock again.", "lost"),
        ("I'm at 4. I take 4 damage from Shock and Lightning Bolt.", "lost"),
    ],
)
def test_a_source_said_once_is_still_read(text: str, result: str) -> None:
    answer = _asked(text)
    assert isinstance(answer, Ruling), answer.message
    assert answer.results["me"] == result
