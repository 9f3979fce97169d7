"""A creature card named as what fights ("I block one with the Exalted Angel", "I attack with
my Vampire Nighthawk and he doesn't block") is read from the printed power, toughness and
keywords its card data gives (combat_stats.as_stats), where its effects are nothing but its
lifelink: the life comes with the damage, at the same time (MTG CR 702.15b, 510.2). Where
anything said may have changed its stats (a counter, equipment, face down), or the card does
more than its lifelink, or its stats are not in the card data, nothing is read from them."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

READ = [
    # 2 from the unblocked 2/2 and 4 gained by the Angel's lifelink, at once: 4 left
    (
        "magic: I am at 2 life and have an Exalted Angel in play. My opponent attacks with two "
        "2/2 creatures. I block one with the Exalted Angel.",
        {"me": "playing", "opponent": "playing"},
    ),
    (
        "magic: my opponent is at 2 life. I attack with my Vampire Nighthawk and he doesn't block.",
        {"me": "won", "opponent": "lost"},
    ),
    # 1 life, 1 damage from the unblocked 1/1 and 1 gained at once: still 1
    (
        "magic: I am at 1 life. my opponent attacks me with two 1/1s and I block one of them with "
        "my Vault Skirge",
        {"me": "playing", "opponent": "playing"},
    ),
    (
        "magic: bob is at 4 life. alice attacks bob with Exalted Angel and he doesn't block",
        {"alice": "won", "bob": "lost"},
    ),
    # deathtouch from the card data: the 5/5 blocker dies, nothing reaches the player
    (
        "magic: my opponent is at 1 life. I attack with my Vampire Nighthawk and he blocks with "
        "a 5/5",
        {"me": "playing", "opponent": "playing"},
    ),
]


@pytest.mark.parametrize(("text", "results"), READ)
def test_a_card_that_fights_is_read_from_its_printed_stats(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


def test_the_angels_life_comes_with_the_damage_and_the_card_is_shown() -> None:
    ruling = _ruled(
        "magic: I am at 2 life. my opponent attacks me with two 2/2s. I block one of them with "
        "my Exalted Angel."
    )
    text = ruling.text()
    assert "at the same time: you lose 2 life (from your opponent); you gain 4 life" in text
    assert "Exalted Angel: a 4/5 flier with lifelink" in text


NOT_READ = [
    # its stats may have changed: a counter, equipment, face down
    "magic: my opponent is at 5 life. I attack with my Exalted Angel with a +1/+1 counter on it "
    "and he doesn't block",
    "magic: my opponent is at 4 life. My Exalted Angel is equipped. I attack with my Exalted "
    "Angel and he doesn't block",
    "magic: my opponent is at 2 life. I attack with a face-down Exalted Angel and he doesn't block",
    # a card whose power the card data does not give: the lifelink's amount is asked
    "magic: my opponent is at 5 life. I attack with my Baneslayer Angel and he doesn't block",
    # the block not said
    "magic: I am at 2 life. My opponent attacks me with two 2/2s. I have an Exalted Angel.",
    # which of two different attackers it blocked
    "magic: I am at 2 life. My opponent attacks me with a 2/2 and a 3/3. I block one of them "
    "with my Exalted Angel.",
]


@pytest.mark.parametrize("text", NOT_READ)
def test_a_card_whose_stats_may_not_be_printed_ones_is_never_given_them(text: str) -> None:
    _refused(text)


# The card said as the one creature its player holds, then a bare attack or block: it fights
# with its printed stats, as a creature told by stats would (it was refused).
HELD = [
    (
        "magic: I am at 2 life. I have an Exalted Angel. my opponent attacks me with two 2/2s and "
        "I block one of them.",
        {"me": "playing", "opponent": "playing"},
    ),
    (
        "magic: my opponent is at 2 life. I control Vampire Nighthawk. I attack and he doesn't "
        "block.",
        {"me": "won", "opponent": "lost"},
    ),
    # held but not fighting: the card stays as named, the fight read from the 2/2s
    (
        "magic: I am at 3 life. I have an Exalted Angel. my opponent attacks me with two 2/2s and "
        "I don't block.",
        {"me": "lost", "opponent": "won"},
    ),
]


@pytest.mark.parametrize(("text", "results"), HELD)
def test_a_card_held_before_a_bare_block_fights_with_its_stats(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


HELD_NOT_READ = [
    # two creatures held: which one blocked
    "magic: I am at 2 life. I have an Exalted Angel and a 1/1. my opponent attacks me with two "
    "2/2s and I block one of them.",
    "magic: I am at 2 life. I have an Exalted Angel. I have a Vault Skirge. my opponent attacks "
    "me with two 2/2s and I block one of them.",
]


@pytest.mark.parametrize("text", HELD_NOT_READ)
def test_a_card_held_beside_another_creature_is_never_guessed_the_blocker(text: str) -> None:
    _refused(text)
