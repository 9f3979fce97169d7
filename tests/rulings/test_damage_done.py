"""Damage said with chat's "do" and lethal damage made precise by the total it left (issue #31,
session 19, found in fresh set 1; bot/core/rulings/tenses.py `DEAL_OR_DO`,
lethal_with_gain.py `lethal_made_precise`): "I did lethal damage to my opponent", "Bolt does 3
damage to him" deal it; "..., he is at -1" said after lethal damage in the same sentence is the
total the damage left, not a second total at one moment."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        ("I'm at 3 life. My opponent does 3 damage to me.", {"me": "lost", "opponent": "won"}),
        ("I'm at 3. Lightning Bolt did 3 damage to me.", {"me": "lost", "opponent": "won"}),
        ("bob is at 4 life. I did 2 combat damage to bob.", {}),
        ("I did lethal damage to my opponent.", {"opponent": "lost", "me": "won"}),
        ("I'm at 5 life. His creature is doing 6 damage to me.", {"me": "lost", "opponent": "won"}),
        # lethal damage, then the total it left
        ("I did lethal damage to my opponent, he is at -1.", {"opponent": "lost", "me": "won"}),
        ("bob takes lethal damage and is at -4 life.", {"bob": "lost", "opponent": "won"}),
        (
            "I dealt lethal damage to bob and he is at -1. He gains 3 life.",
            {"bob": "lost", "me": "won"},
        ),
    ],
)
def test_damage_done_is_dealt(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert {p: r for p, r in ruling.results.items() if r != "playing"} == results


@pytest.mark.parametrize(
    "text",
    [
        # not done, or only asked
        "bob is at 2 life. I don't do 3 damage to bob.",
        "bob is at 2 life. Nobody did 3 damage to bob.",
        "bob is at 2 life. I would have done 3 damage to bob.",
        "bob is at 2 life. What does 3 damage to bob?",
        # lethal, then a total above 0 or one changed between: two totals at one moment
        "bob takes lethal damage and is at 2 life.",
        "bob takes lethal damage, gains 3 life and is at -1.",
    ],
)
def test_near_misses_are_not_read(text: str) -> None:
    _refused(text)
