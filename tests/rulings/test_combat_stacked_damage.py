"""Combat damage "on the stack", as letters written before 2010 tell it ("there are six points
of combat damage on the stack against me"): never read as damage dealt, and never offered as
"I take 6 damage"; the refusal says that combat damage no longer uses the stack (MTG CR 510.2)
and asks for what was done before the damage, then what the damage did. Its example reads."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

STACKED = [
    "magic: I have three life and there are six points of combat damage on the stack against "
    "me. I play Lightning Bolt, targeting my opponent. Am I dead or not?",
    "magic: I'm at 3 life. I put 6 combat damage on the stack.",
    "magic: I'm at 3 life and my opponent is at 3. With combat damage on the stack, I cast "
    "Lightning Bolt targeting him. I take 6 combat damage.",
    "magic: bob is at 2 life. While the damage is on the stack, bob sacrifices his creature.",
    # it was dropped as a response to a spell, and "bob gains 3 life" read alone
    "magic: bob is at 2 life. With the damage on the stack, bob gains 3 life.",
]


@pytest.mark.parametrize("text", STACKED)
def test_combat_damage_on_the_stack_is_never_damage_dealt(text: str) -> None:
    refused = _refused(text)
    assert "has not used the stack since 2010" in refused.message
    assert "Did you mean" not in refused.message


def test_the_way_to_say_it_today_reads() -> None:
    ruled = _ruled(
        "magic: I'm at 3 life and my opponent is at 3. I cast Lightning Bolt targeting my "
        "opponent. Then I take 6 combat damage"
    )
    # read, not refused: the Bolt, told only cast, leaves one question (608.2); the combat
    # damage after it is dealt only where the Bolt did not end the game first
    assert ruled.status == "depends"
    assert {case.condition: dict(case.results) for case in ruled.cases} == {
        "your Lightning Bolt resolved": {"me": "won", "opponent": "lost"},
        "your Lightning Bolt did not resolve": {"me": "lost", "opponent": "won"},
    }


def test_a_spell_on_the_stack_beside_damage_is_not_combat_damage_on_the_stack() -> None:
    # "on the stack" said of a spell, not of combat damage: no word of the old rules
    refused = _refused("magic: I'm at 3 life. I have a Fireball on the stack and he attacks me.")
    assert "since 2010" not in refused.message
