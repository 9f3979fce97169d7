"""Combat, lifelink and the asker's account of it as told in play (issue #31, session 35a).

A block with a creature with lifelink ("he blocks my ezio with Olivia"), then the asker's
account of what the combat did to the one who blocked ("He would've lost 18 life putting him
at neg 14 and then gained 3 life from Olivia putting him at neg 11"): the lifelink gain comes
at the moment the combat damage is dealt (MTG CR 510.2, 702.15b), so the loss and the gain are
one event whatever order the account gives them; its end total is checked against the total
told before. What he says of it ("he then proceeds to say he's still alive because of
Olivia's lifelink") is his opinion, skipped: the ruling settles it. Main refused the question
as asked (mtgrules-olivia-lifelink-over-lethal) on the block."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on

MAGIC = System("magic")
_SAID = (
    "My opponent controls Olivia the opulent outlaw and has {life} life ... I swing with all "
    "four creatures and he blocks my ezio with Olivia, he then proceeds to say he's still "
    "alive because of Olivia's lifelink. "
)


def _ruled(text: str) -> Ruling:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), getattr(answer, "message", answer)
    return answer


@pytest.mark.parametrize(
    ("text", "status", "opponent", "life"),
    [
        (
            _SAID.format(life=4) + "He would've lost 18 life putting him at neg 14 and then "
            "gained 3 life from Olivia putting him at neg 11.",
            "over",
            "lost",
            -11,
        ),
        # the gain with the damage: at -1 "and then" +3 he was never below 1 in a check
        (
            _SAID.format(life=4) + "He lost 5 life putting him at -1 and then gained 3 life "
            "from Olivia putting him at 2.",
            "ongoing",
            "playing",
            2,
        ),
        (
            _SAID.format(life=4) + "He took 5 damage and then gained 3 life from Olivia.",
            "ongoing",
            "playing",
            2,
        ),
        (
            "I control Olivia, Opulent Outlaw and have 4 life. My opponent swings with all four "
            "creatures and I block his ezio with Olivia. I lost 5 life and then gained 3 life "
            "from Olivia.",
            "ongoing",
            "playing",
            None,
        ),
    ],
)
def test_a_lifelink_block_and_its_account(
    text: str, status: str, opponent: str, life: int | None
) -> None:
    (case,) = _ruled(text).cases
    assert case.status == status
    assert case.results["opponent"] == opponent
    if life is not None:
        assert case.lives[-1]["opponent"] == life


@pytest.mark.parametrize(
    "text",
    [
        # the account's totals disagree with each other, or with the total told before
        _SAID.format(life=4) + "He lost 18 life putting him at -14 and then gained 3 life from "
        "Olivia putting him at -10.",
        _SAID.format(life=5) + "He lost 18 life putting him at -14 and then gained 3 life from "
        "Olivia putting him at -11.",
        # a first striker deals its damage in a step of its own (510.4)
        _SAID.format(life=4) + "My ezio has first strike. He lost 5 life and then gained 3 life "
        "from Olivia.",
        # the loss told again after the account: the same, or more?
        _SAID.format(life=4) + "He lost 5 life and then gained 3 life from Olivia. He takes 5 "
        "combat damage.",
        # a card Arbiter doesn't know, one without lifelink, a player called Olivia
        _SAID.format(life=4).replace("with Olivia", "with Oliver") + "He lost 5 life and then "
        "gained 3 life from Oliver.",
        "My opponent controls Memnite and has 4 life. I swing with all four creatures and he "
        "blocks my ezio with Memnite. He lost 5 life and then gained 3 life from Memnite.",
        "Olivia is at 20 life. My opponent has 4 life. I attack and he blocks my ezio with "
        "Olivia. He lost 5 life and then gained 3 life from Olivia.",
        # a total of another player in the account
        _SAID.format(life=4) + "He lost 5 life putting me at 10 and then gained 3 life from "
        "Olivia.",
        # another player blocked than the one the account is of; a negation
        "My opponent controls Olivia, Opulent Outlaw and has 4 life. I attack and he blocks my "
        "ezio with Olivia. I lost 5 life and then gained 3 life from Olivia.",
        _SAID.format(life=4) + "He didn't lose 5 life and then gained 3 life from Olivia.",
        # a lifelink said only as his reason, its gain told nowhere: it may have saved him
        "My opponent is at 3 life. He takes 5 combat damage. He says he's still alive because "
        "of his Exalted Angel's lifelink.",
    ],
)
def test_what_the_account_does_not_fix_is_refused(text: str) -> None:
    assert isinstance(rule_on(text, default_game=MAGIC), NoRuling), text
