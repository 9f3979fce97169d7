"""Damage turned back at a player (issue #31, "as asked"; card data Deflecting Palm and Boros
Fury-Shield, `cards.TurnsDamageBack`, cards_in_combat.turned_back): an unblocked fight told by
stats, then the defending player's spell on one of the attackers. Deflecting Palm prevents the
chosen creature's damage to its caster and deals as much to its controller in the same event,
so at the same time as the rest of the combat damage (MTG CR 615, 510.2; both at 0: a draw,
104.4a). Boros Fury-Shield, with red mana spent, deals the creature's power to its controller
as it resolves, before combat damage (608.2). Where the words leave open which creature, whether
the red mana was spent, or who cast it, or the creatures have abilities that change their
damage, it is refused; a card that turns damage back beside damage it did not write out is
refused, never ignored."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # The judges' forum's own case: face-down creatures are 2/2s (708.2a); a draw.
        (
            "Andrew and November are both at 2. Andrew is attacking with two face-down morph "
            "creatures. November declares no blocks, and then casts Deflecting Palm choosing one "
            "of Andrew's attacking morph creatures. Is the result of this game a draw?",
            {"Andrew": "drew", "November": "drew"},
        ),
        # Our own paraphrases: other numbers, names, words.
        (
            "I am at 2 life and my opponent is at 2 life. He attacks me with two 2/2s and I don't "
            "block. I cast Deflecting Palm choosing one of them.",
            {"me": "drew", "opponent": "drew"},
        ),
        (
            "I am at 4 life and my opponent is at 3. He attacks me with a 3/3 and a 4/4 and I "
            "don't block. During the declare blockers step I cast Deflecting Palm choosing his "
            "3/3.",
            {"me": "drew", "opponent": "drew"},
        ),
        # Only the attacker falls: all of it turned back.
        (
            "alice is at 3 life and bob is at 5 life. bob attacks alice with a 5/5 and alice "
            "doesn't block. alice casts Deflecting Palm choosing it.",
            {"alice": "won", "bob": "lost"},
        ),
        # The rest of the attack still kills the caster, the one chosen the attacker too.
        (
            "I am at 3 life and my opponent is at 5. He attacks me with a 5/5 and a 3/3 and I "
            "don't block. I cast Deflecting Palm choosing the 5/5.",
            {"me": "drew", "opponent": "drew"},
        ),
        # The attacker's creature by its owner's name or role.
        (
            "alice is at 2 life and bob is at 2 life. bob attacks alice with two 2/2s and alice "
            "doesn't block. alice casts Deflecting Palm choosing bob's 2/2.",
            {"alice": "drew", "bob": "drew"},
        ),
        (
            "I am at 2 life and my opponent is at 2 life. My opponent attacks me with two 2/2s and "
            "I don't block. I cast Deflecting Palm choosing my opponent's 2/2.",
            {"me": "drew", "opponent": "drew"},
        ),
        # The card's name as the verb ("he Deflecting Palms my attacker").
        (
            "I am at 3 life and my opponent is at 3 life. I attack him with a 3/3 and he doesn't "
            "block. He Deflecting Palms my attacker.",
            {"me": "lost", "opponent": "won"},
        ),
        (
            "I am at 2 life and my opponent is at 2 life. He attacks me with two 2/2s and I don't "
            "block. I Deflecting Palm one of them.",
            {"me": "drew", "opponent": "drew"},
        ),
        # Boros Fury-Shield with red mana: the creature's power as it resolves, before the
        # other creature's combat damage.
        (
            "I am at 6 life and my opponent is at 6 life. He attacks me with two 6/6s and I don't "
            "block. I cast Boros Fury-Shield with red mana targeting one of them.",
            {"me": "won", "opponent": "lost"},
        ),
    ],
)
def test_damage_turned_back_in_a_fight_told_by_stats(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results == results


def test_damage_turned_back_that_ends_nothing_leaves_the_game_going() -> None:
    ruling = _ruled(
        "I am at 10 life and my opponent is at 10. He attacks me with a 3/3 and a 4/4 and I "
        "don't block. I cast Deflecting Palm choosing the 4/4."
    )
    assert ruling.status == "ongoing"


@pytest.mark.parametrize(
    "text",
    [
        # Which attacker was chosen is unsaid, and they differ: 3 or 4 turned back?
        "I am at 4 life and my opponent is at 3. He attacks me with a 3/3 and a 4/4 and I don't "
        "block. I cast Deflecting Palm choosing one of them.",
        # The attacker casts it: whose damage would it prevent?
        "I am at 2 life and my opponent is at 2 life. I attack him with two 2/2s and he doesn't "
        "block. I cast Deflecting Palm choosing one of them.",
        # Supposed, not done.
        "I am at 2 life and my opponent is at 2 life. He attacks me with two 2/2s and I don't "
        "block. If I cast Deflecting Palm choosing one of them, what happens?",
        # An ability that changes the damage (trample) is not read here.
        "I am at 2 life and my opponent is at 2 life. He attacks me with two 2/2s with trample "
        "and I don't block. I cast Deflecting Palm choosing one of them.",
        # Whether red mana was spent decides Boros Fury-Shield's damage.
        "I am at 6 life and my opponent is at 6 life. He attacks me with two 6/6s and I don't "
        "block. I cast Boros Fury-Shield targeting one of them.",
        # Another act after it: before the damage or after?
        "I'm at 2 and he's at 2. He attacks me with two 2/2s and I don't block, and I cast "
        "Deflecting Palm on one of them. Then I Shock him.",
        # More told after it: before the damage or after?
        "I am at 2 life and my opponent is at 2 life. He attacks me with two 2/2s and I don't "
        "block. I cast Deflecting Palm choosing one of them. Then he gains 5 life.",
        "I am at 2 life and my opponent is at 2 life. He attacks me with two 2/2s and I don't "
        "block. I cast Deflecting Palm choosing one of them. He gains 5 life, do I lose?",
        # Cast, and damage told without what it turned back: never ignored.
        "I am at 4 life. I cast Deflecting Palm. I take 4 combat damage.",
        "I am at 4 life. I cast Deflecting Palm choosing his creature. He attacks me with a 4/4 "
        "and I don't block.",
        # The creature chosen is the caster's own, not an attacker's.
        "I am at 2 life and my opponent is at 2 life. He attacks me with two 2/2s and I don't "
        "block. I cast Deflecting Palm choosing my 2/2.",
        "alice is at 2 life and bob is at 2 life. bob attacks alice with two 2/2s and alice "
        "doesn't block. alice casts Deflecting Palm choosing alice's 2/2.",
        # The name as the verb: the caster's own creature, or a pronoun for a named player.
        "I am at 2 life and my opponent is at 2 life. He attacks me with two 2/2s and I don't "
        "block. I Deflecting Palm my 2/2.",
        "alice is at 3 life and bob is at 3 life. alice attacks bob with a 3/3 and bob doesn't "
        "block. He Deflecting Palms her attacker.",
        # A blocked fight beside it.
        "I am at 2 life and my opponent is at 2 life. He attacks me with two 2/2s and I block "
        "one of them with a 1/1. I cast Deflecting Palm choosing the other.",
    ],
)
def test_damage_turned_back_left_open_is_not_read(text: str) -> None:
    _refused(text)


def test_damage_turned_back_written_out_is_judged_at_the_moment_said() -> None:
    ruling = _ruled(
        "alice is at 2 life and bob is at 2 life. bob takes 2 damage from Deflecting Palm and "
        "alice takes 2 damage at the same time"
    )
    assert ruling.results == {"alice": "drew", "bob": "drew"}


_FIGHT = (
    "alice is at 2 life and bob is at 2 life. bob attacks alice with two 2/2s and alice doesn't "
    "block, and then casts Deflecting Palm choosing one of bob's attacking creatures. "
)


@pytest.mark.parametrize(
    "said",
    [
        "Assuming the game then proceeds to combat damage with no other effects, who wins?",
        "Assuming nothing else happens, is it a draw?",
        "We go to combat damage and nobody responds. What happens?",
    ],
)
def test_the_game_going_on_to_damage_is_skipped_and_shown(said: str) -> None:
    ruling = _ruled(_FIGHT + said)
    assert ruling.results == {"alice": "drew", "bob": "drew"}


def test_the_game_going_on_to_damage_adds_no_fight_of_its_own() -> None:
    # No fight told: going on to combat damage deals nothing, and the words are shown skipped.
    ruling = _ruled(
        "alice is at 2 life and bob is at 2 life. The game then proceeds to combat damage."
    )
    assert ruling.status == "ongoing"
    assert ruling.skipped == ("The game proceeds to combat damage",)
    # A fight whose block is unsaid stays refused beside it.
    _refused(
        "alice is at 2 life and bob is at 2 life. bob attacks alice with two 2/2s. Assuming the "
        "game proceeds to combat damage, who wins?"
    )
