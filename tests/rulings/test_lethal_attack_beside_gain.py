"""An attack said to be "for lethal" beside life the attacked player gains (session 19): the
gain alone never tells what the attack dealt, and life gained with combat damage counts before
the check (MTG CR 510.2, 704.3), so whether the player survives turns on how far the damage
took them. Read "for lethal" as the attack's damage when the same sentence tells the gain
beside it (a case per side of the gain, "depends"); never answered as a game going on because
the attack was dropped and only the gain was read."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# The attack and the gain in one sentence: lethal damage and the gain at the same time.
BESIDE = [
    "I attack my opponent for lethal and he gains 3 life from a lifelink blocker. Does he die?",
    "magic: bob swung at alice for lethal but she gained 4 life from lifelink",
    "My opponent attacks me for lethal, and I gain 2 life from my blocker's lifelink.",
    "carol attacked dave for lethal damage and dave gained 5 life at the same time",
]


@pytest.mark.parametrize("text", BESIDE)
def test_a_lethal_attack_beside_a_gain_depends_on_how_far_it_went(text: str) -> None:
    answer = _ruled(text)
    assert answer.depends
    outcomes = {frozenset(case.results.values()) for case in answer.cases}
    assert frozenset({"playing"}) in outcomes
    assert any("lost" in case.results.values() for case in answer.cases)


# The gain told apart from the attack, or with nothing of the damage: never "still playing".
REFUSED = [
    "I attack for lethal. He gains 3 life.",
    "magic: I attacked my opponent for lethal. Then he gained 4 life from Healing Salve.",
    "My opponent swung at me for lethal; I gained 2 life.",
    # a card's trigger gains after the check: never read as lifelink's gain with the damage
    "I attack my opponent for lethal and he gains 3 life from Sanguine Bond.",
    # how far above 0 the gain left them decides what a later loss does: the words do not say
    "magic: bob takes lethal damage and gains 5 life. Then bob loses 3 life.",
    "magic: bob takes lethal damage and gains some life. Then bob loses 3 life.",
]


@pytest.mark.parametrize("text", REFUSED)
def test_a_gain_told_apart_from_a_lethal_attack_is_refused(text: str) -> None:
    _refused(text)


# Near misses: what the attack dealt is told, or the attack is not said to be lethal.
TOLD = [
    (
        "magic: my opponent is at 5 life. I attack him for lethal and he takes 7 combat damage and "
        "at the same time gains 3 life",
        {"me": "playing", "opponent": "playing"},
    ),
    (
        "magic: my opponent is at 3 life. I attack for lethal and he takes 6 combat damage and "
        "gains 2 life",
        {"me": "won", "opponent": "lost"},
    ),
]


@pytest.mark.parametrize(("text", "results"), TOLD)
def test_a_lethal_attack_whose_damage_is_told_is_judged(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results
