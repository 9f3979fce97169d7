"""A block of one of several attackers told as people tell it (combat_told.py): "he attacks me
with two 3/3s and I block one of them with a 2/2 with lifelink". Where the attackers are alike,
whichever one was blocked, the fight deals the same: the others' damage reaches the player, and
a lifelinker's gain comes with it, at the same time (MTG CR 510.2, 702.15b), so a blocker with
lifelink can keep its player in. Attackers that differ, more blocks said, or a block that is
not said to be of one of them stay refused: which one was blocked is never guessed."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

READ = [
    # 3 life, 3 from the unblocked 3/3 and 2 gained at the same time: 2 left
    (
        "magic: I am at 3 life. My opponent attacks me with two 3/3 creatures. I block one of "
        "them with a 2/2 with lifelink.",
        {"me": "playing", "opponent": "playing"},
    ),
    # no lifelink: the 3 from the unblocked one is lethal
    (
        "magic: I am at 3 life. my opponent attacks me with two 3/3s and I block one of them "
        "with a 2/2",
        {"me": "lost", "opponent": "won"},
    ),
    # another name, count and wording: two of the three 2/2s get through
    (
        "magic: carol is at 4 life. dave attacks carol with three 2/2 tokens and she blocks one "
        "of the 2/2s with a 5/5",
        {"carol": "lost", "dave": "won"},
    ),
    (
        "magic: carol is at 5 life. dave attacks carol with three 2/2 tokens and she blocks one "
        "with a 5/5",
        {"carol": "playing", "dave": "playing"},
    ),
    # a trampler among alike attackers: its excess over the blocker reaches the player too
    (
        "magic: my opponent is at 5 life. I attack with two 4/4s with trample and he blocks one "
        "of them with a 1/1",
        {"me": "won", "opponent": "lost"},
    ),
    # the blocked attacker has lifelink too: its controller gains what it dealt the blocker
    (
        "magic: I am at 1 life. my opponent is at 4 life. I attack with two 2/2s with lifelink "
        "and he blocks one of them with a 4/4 with lifelink",
        {"me": "playing", "opponent": "playing"},
    ),
]


@pytest.mark.parametrize(("text", "results"), READ)
def test_a_block_of_one_of_several_alike_attackers_is_read(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


def test_the_lifelinkers_gain_comes_with_the_unblocked_damage() -> None:
    ruling = _ruled(
        "magic: I am at 3 life. my opponent attacks me with two 3/3s and I block one of the 3/3s "
        "with a 2/2 lifelinker"
    )
    assert "at the same time: you lose 3 life (from your opponent); you gain 2 life" in (
        ruling.text()
    )
    assert "life 2 " in ruling.text()


REFUSED = [
    # attackers that differ: which one was blocked decides
    "magic: I am at 3 life. my opponent attacks me with a 3/3 and a 2/2 and I block one of them "
    "with a 2/2 with lifelink",
    "magic: I am at 3 life. my opponent attacks me with a 3/3 and a 3/3 with trample and I block "
    "one of them with a 1/1",
    # more blocks said after it: the other one was blocked as well
    "magic: I am at 3 life. my opponent attacks me with two 3/3s and I block one of them with a "
    "2/2 and the other with a 1/1",
    "magic: I am at 3 life. my opponent attacks me with two 3/3s and I block one of them with a "
    "2/2. I block another with a 1/1.",
    # two blockers on the one: the order damage is assigned in
    "magic: I am at 3 life. my opponent attacks me with two 3/3s and I block one of them with a "
    "2/2 and a 1/1",
    # no "one of them": a block among several attackers is not read (as before)
    "magic: I am at 3 life. my opponent attacks me with two 3/3s and I block with a 2/2",
    # stats no attacker has
    "magic: I am at 3 life. my opponent attacks me with two 3/3s and I block one of the 4/4s "
    "with a 2/2",
    # "one of them" with a single attacker says more than was told
    "magic: I am at 3 life. my opponent attacks me with a 3/3 and I block one of them with a 2/2",
    # only thought of, or supposed: never a block
    "magic: I am at 3 life. my opponent attacks me with two 3/3s and I could block one of them "
    "with a 2/2",
]


@pytest.mark.parametrize("text", REFUSED)
def test_which_attacker_was_blocked_is_never_guessed(text: str) -> None:
    _refused(text)


# The blocker said before the block, as the one creature its player holds ("all I had was a 2/2
# with lifelink available to block"), and the block bare ("I block one of them").
HELD_BEFORE = [
    (
        "magic: I am at 3 life. I have a 2/2 with lifelink. My opponent attacks me with two 3/3s "
        "and I block one of them.",
        {"me": "playing", "opponent": "playing"},
    ),
    (
        "magic: my opponent is at 2 life and the only creature he controls is a 1/1. I attack "
        "with two 2/2s. He blocks one of them.",
        {"me": "won", "opponent": "lost"},
    ),
    (
        "magic: bob is at 4 life. alice attacks bob with two 3/3s, and all bob had was a 2/2 with "
        "lifelink available to block. bob blocked one of the 3/3s.",
        {"alice": "playing", "bob": "playing"},
    ),
    (
        "magic: I am at 3 life and my opponent attacked me with two 3/3 creatures, and all I had "
        "was a 2/2 creature with lifelink available to block, ... I blocked one of the 3/3s: do I "
        "lose?",
        {"me": "playing", "opponent": "playing"},
    ),
]


@pytest.mark.parametrize(("text", "results"), HELD_BEFORE)
def test_the_one_creature_said_before_blocks_one_of_the_attackers(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


HELD_NOT_READ = [
    # two creatures said for the defending player: which one blocked
    "magic: I have a 2/2 with lifelink. I have a 1/1. I am at 3 life. My opponent attacks me "
    "with two 3/3s and I block one of them.",
    # the creature said is the attacking player's, not the blocker's
    "magic: I am at 3 life. My opponent has a 2/2 with lifelink. my opponent attacks me with two "
    "3/3s. I block one of them.",
    # not a block: only what could be, or a block left out
    "magic: I am at 3 life. I have a 2/2 with lifelink. my opponent attacks me with two 3/3s. I "
    "could block one of them.",
    "magic: I am at 3 life. I have a 2/2 with lifelink. my opponent attacks me with two 3/3s. I "
    "don't block one of them.",
    "magic: I am at 3 life. all I had was a 2/2 with lifelink. my opponent attacks me with a 3/3 "
    "and a 2/2. I block one of them.",
]


@pytest.mark.parametrize("text", HELD_NOT_READ)
def test_the_blocker_said_before_is_never_guessed(text: str) -> None:
    _refused(text)


# Damage told again after a fight read from stats: the fight's own damage restated, or more of
# it, the words do not say which. It was counted twice: "I attack with a 3/3 and he doesn't
# block. He takes 3 combat damage." at 5 life said he lost at -1.
RESTATED = [
    "magic: my opponent is at 5 life. I attack with a 3/3 and he doesn't block and takes 3 damage",
    "magic: my opponent is at 5 life. I attack with a 3/3 and he doesn't block. He takes 3 combat "
    "damage.",
    "magic: carol is at 4 life. dave attacks carol with two 2/2s and she blocks one of them with a "
    "1/1. carol loses 2 life.",
    "magic: I am at 3 life. my opponent attacks me with a 2/2 with trample and I block with a 1/1. "
    "I take 1 damage.",
]


@pytest.mark.parametrize("text", RESTATED)
def test_damage_told_again_after_the_fight_is_never_counted_twice(text: str) -> None:
    _refused(text)


def test_the_askers_reasoning_about_the_damage_is_no_second_damage() -> None:
    # "would assign 2 damage" is what the asker thinks, not an event: the fight is still read
    ruling = _ruled(
        "magic: my opponent is at 3 life. I attack with a 4/4 with trample and he blocks with a "
        "2/2. I understand that my trample would assign 2 damage to his creature."
    )
    assert ruling.results == {"me": "playing", "opponent": "playing"}


# "he" or "she" said to block, or not, where the one attacked is the asker: who is "he"? The
# asker was guessed: "my opponent attacks me with a 3/3 and he blocks with a 2/2 with lifelink"
# at 3 life gave the asker the 2 life ("nobody has won or lost").
PRONOUN_BLOCKERS = [
    "magic: I am at 3 life. my opponent attacks me with a 3/3 and he blocks with a 2/2 with "
    "lifelink",
    "magic: I am at 3 life. my opponent attacks me with two 3/3s and he blocks one of them with a "
    "2/2 with lifelink",
    "magic: I am at 3 life. my opponent attacks with a 3/3 and she doesn't block",
]


@pytest.mark.parametrize("text", PRONOUN_BLOCKERS)
def test_a_pronoun_blocking_against_the_asker_is_never_read_as_the_asker(text: str) -> None:
    _refused(text)


def test_a_pronoun_for_the_one_attacked_by_the_asker_still_reads() -> None:
    ruling = _ruled(
        "magic: my opponent is at 3 life. I attack with two 3/3s and he blocks one of them "
        "with a 1/1"
    )
    assert ruling.results == {"me": "won", "opponent": "lost"}


# "he doesn't block any of them": no block at all, as "he doesn't block" (it was refused);
# "one of them" still says he blocked the other.
NONE_BLOCKED = [
    (
        "magic: my opponent is at 6 life. I attack him with two 3/3s, and he doesn't block any of "
        "them.",
        {"me": "won", "opponent": "lost"},
    ),
    (
        "magic: carol is at 5 life. dave attacks carol with three 2/2 tokens and she doesn't block "
        "either of them",
        {"dave": "won", "carol": "lost"},
    ),
    (
        "magic: my opponent is at 7 life. I attack with two 3/3s and he does not block at all",
        {"me": "playing", "opponent": "playing"},
    ),
]


@pytest.mark.parametrize(("text", "results"), NONE_BLOCKED)
def test_no_block_of_any_of_them_is_no_block(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_no_block_of_any_of_them_with_more_said_stays_refused() -> None:
    _refused(
        "magic: my opponent is at 6 life. I attack with two 3/3s and he doesn't block any of them "
        "with his 2/2"
    )


# The attacker blocked said by its stats among attackers that differ ("he blocks the 3/3 with a
# 4/4"): the others reach the player. It was refused.
SAID_BY_STATS = [
    (
        "magic: my opponent is at 2 life. I attack with a 3/3 and a 2/2 and he blocks the 3/3 "
        "with a 4/4",
        {"me": "won", "opponent": "lost"},
    ),
    (
        "magic: my opponent is at 3 life. I attack with a 3/3 and a 2/2 and he blocks the 3/3 "
        "with a 4/4",
        {"me": "playing", "opponent": "playing"},
    ),
    (
        "magic: bob is at 4 life. alice attacks bob with a 5/5 with trample and a 1/1, and he "
        "blocks the 5/5 with a 2/2",
        {"alice": "won", "bob": "lost"},
    ),
]


@pytest.mark.parametrize(("text", "results"), SAID_BY_STATS)
def test_the_attacker_blocked_said_by_its_stats_fixes_the_rest(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


SAID_BY_STATS_NOT_READ = [
    # stats no attacker has
    "magic: my opponent is at 3 life. I attack with a 3/3 and a 2/2 and he blocks the 5/5 with a "
    "4/4",
    # two attackers with those stats that differ otherwise: which one
    "magic: my opponent is at 3 life. I attack with a 3/3 with trample and a 3/3 and he blocks "
    "the 3/3 with a 1/1",
]


@pytest.mark.parametrize("text", SAID_BY_STATS_NOT_READ)
def test_the_attacker_blocked_said_by_stats_is_never_guessed(text: str) -> None:
    _refused(text)


# Keywords as people spell them: "doublestrike", "firstrike", "life link" (each was refused).
SPELLED = [
    (
        "magic: my opponent is at 3 life. I attack with a 2/2 with doublestrike and he doesn't "
        "block",
        {"me": "won", "opponent": "lost"},
    ),
    # in the first-strike step 1 is lethal to the 1/1 and 2 trample over: 1 life left
    (
        "magic: my opponent is at 3 life. I attack with a 3/3 with firstrike and trample and he "
        "blocks with a 1/1",
        {"me": "playing", "opponent": "playing"},
    ),
    (
        "magic: I am at 1 life. my opponent attacks me with two 2/2s and I block one of them with "
        "a 3/3 with life link",
        {"me": "playing", "opponent": "playing"},
    ),
]


@pytest.mark.parametrize(("text", "results"), SPELLED)
def test_keywords_spelled_as_people_spell_them(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


def test_life_link_said_of_a_source_in_words_is_never_dropped() -> None:
    # read with its gain since session 28 (infect_said.lifelink_said): never without it
    ruling = _ruled("magic: my opponent is at 5. my creature with life link deals 2 damage to him")
    assert "you gain 2 life" in ruling.text()


# "I attack my opponent directly for 1 damage": the attack reached the player, as "for 1
# unblocked" says (it was refused as an attack whose block is not said).
DIRECTLY = [
    (
        "magic: my opponent is at 1 life. I attack my opponent directly for 1 damage",
        {"me": "won", "opponent": "lost"},
    ),
    ("magic: bob is at 3 life. alice attacks bob directly for 3", {"alice": "won", "bob": "lost"}),
    (
        "magic: bob is at 4 life. alice attacks bob directly for 3 unblocked",
        {"alice": "playing", "bob": "playing"},
    ),
]


@pytest.mark.parametrize(("text", "results"), DIRECTLY)
def test_an_attack_directly_for_an_amount_reaches_the_player(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


DIRECTLY_NOT_READ = [
    # "directly" with creatures and no amount: the block is still unsaid
    "magic: bob is at 3 life. alice attacks bob directly with a 2/2",
    # a block said after it: which is it?
    "magic: bob is at 3 life. alice attacks bob directly for 3 and he blocks with a 2/2",
]


@pytest.mark.parametrize("text", DIRECTLY_NOT_READ)
def test_directly_never_says_more_than_the_amount_reached(text: str) -> None:
    _refused(text)


# A block said in the passive ("it is blocked by a 2/2", "one of them gets blocked by his 2/2"):
# the defending player's block (it was refused).
PASSIVE = [
    (
        "magic: my opponent is at 3 life. I attack with a 5/5 with trample and it is blocked by a "
        "2/2",
        {"me": "won", "opponent": "lost"},
    ),
    (
        "magic: I am at 3 life. my opponent attacks me with two 3/3s and one of them is blocked by "
        "my 2/2 with lifelink",
        {"me": "playing", "opponent": "playing"},
    ),
    (
        "magic: bob is at 4 life. alice attacks bob with a 5/5 with trample and it gets blocked by "
        "his 2/2",
        {"alice": "playing", "bob": "playing"},
    ),
]


@pytest.mark.parametrize(("text", "results"), PASSIVE)
def test_a_block_said_in_the_passive_is_the_defending_players(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


PASSIVE_NOT_READ = [
    # two blockers, a block denied, the defending player not fixed among three
    "magic: my opponent is at 3 life. I attack with a 5/5 with trample and it is blocked by a 2/2 "
    "and a 1/1",
    "magic: my opponent is at 3 life. I attack with a 5/5 with trample and it is not blocked by a "
    "2/2",
    "magic: 3 players: me, alice and bob. alice is at 3 life. I attack with a 5/5 with trample "
    "and it is blocked by a 2/2",
]


@pytest.mark.parametrize("text", PASSIVE_NOT_READ)
def test_a_passive_block_never_says_more_than_the_words(text: str) -> None:
    _refused(text)
