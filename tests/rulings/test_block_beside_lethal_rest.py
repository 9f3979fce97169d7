"""A block of one attacker beside the rest of the attack said to be lethal (rest_lethal.py,
session 19): "my opponent blocks 1 of my creatures with 1 of his (that has lifelink). My 2
remaining unblocked creatures would be dealing lethal damage". The one who blocks takes lethal
combat damage; a lifelink blocker gains its controller what it deals at the same time (MTG CR
510.2, 702.15b), its power where its stats are told, else an amount never said: whether they
stay in then turns on how far below 0 the damage took them ("depends", never guessed)."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# A lifelink blocker whose power is never said: a case each side of the gain.
UNMEASURED = [
    "I attack with four creatures. My opponent blocks 1 of my creatures with 1 of his (that has "
    "lifelink). My 3 remaining unblocked creatures would be dealing lethal damage, so how does "
    "that work with lifelink?",
    "magic: carol blocks one of dave's attackers with a creature with lifelink, but the other "
    "attackers are lethal. Who wins?",
    "I block one of his creatures with one of mine that has lifelink; the unblocked creatures "
    "would deal lethal damage to me.",
]


@pytest.mark.parametrize("text", UNMEASURED)
def test_a_lifelink_blocker_of_unsaid_power_beside_lethal_damage_depends(text: str) -> None:
    answer = _ruled(text)
    assert answer.depends
    outcomes = [set(case.results.values()) for case in answer.cases]
    assert {"playing"} in outcomes
    assert any("lost" in outcome for outcome in outcomes)
    assert "gained" in (answer.question or "")


# A blocker told by its stats: its power is the gain; without lifelink, the rest is lethal.
TOLD = [
    (
        "magic: my opponent is at 4 life. I attack with three creatures. He blocks one of my "
        "attackers with a 3/3 with lifelink but my other attackers deal lethal damage.",
        True,
    ),
    (
        "My opponent blocks one of my attackers with a 2/2 lifelink creature, but the rest are "
        "lethal.",
        True,
    ),
    (
        "magic: he blocks one of my creatures with his 3/3 lifelinker and the others are lethal",
        True,
    ),
    (
        "magic: bob blocks one of alice's creatures with a 2/2, but the rest are lethal",
        False,
    ),
]


@pytest.mark.parametrize(("text", "depends"), TOLD)
def test_a_blocker_told_by_its_stats_beside_lethal_damage(text: str, depends: bool) -> None:
    answer = _ruled(text)
    assert answer.depends is depends
    if not depends:
        assert answer.results == {"alice": "won", "bob": "lost"}


# Life gained whose amount is never said and no lethal damage beside it: refused, never a
# guessed amount. A block whose rest is not said lethal stays refused too.
REFUSED = [
    "magic: my opponent gains life from lifelink",
    "magic: my opponent is at 3 life. he takes 6 combat damage and gains life from his lifelinker",
    "magic: my opponent blocks one of my creatures with a creature with lifelink",
    "magic: my opponent blocks one of my attackers with a 2/2 with lifelink, and the rest are "
    "blocked too",
]


@pytest.mark.parametrize("text", REFUSED)
def test_an_unsaid_gain_or_an_unsaid_rest_is_refused(text: str) -> None:
    _refused(text)


# A creature card with lifelink held back to block an attack said lethal: the card's printed
# power is the gain; a card without lifelink, or an attack not said lethal, stays refused.
HELD_BACK = [
    "I swung for lethal but she kept her Vampire Nighthawk back to block. Does she die?",
    "magic: bob attacked alice for lethal but alice had an Exalted Angel untapped to block",
    "I was attacking for lethal, but my opponent had a Dragonlord Dromoka left back to block.",
    "I attacked for lethal but he blocked with his Vampire Nighthawk. Does he die?",
    "magic: dave swung at carol for lethal, and carol blocks one of them with an Exalted Angel",
    "He blocks one of my attackers with his Vampire Nighthawk, but the rest are lethal.",
]


@pytest.mark.parametrize("text", HELD_BACK)
def test_a_lifelink_card_held_back_to_block_a_lethal_attack_depends(text: str) -> None:
    answer = _ruled(text)
    assert answer.depends
    assert {"playing"} in [set(case.results.values()) for case in answer.cases]


HELD_BACK_REFUSED = [
    "I attacked for lethal, but my opponent had a Serra Angel left back to block",
    "I attacked but my opponent had a Vampire Nighthawk left back to block",
    "I attacked for lethal but I had a Vampire Nighthawk left back to block",
]


@pytest.mark.parametrize("text", HELD_BACK_REFUSED)
def test_a_card_held_back_without_lifelink_or_lethal_is_refused(text: str) -> None:
    _refused(text)
