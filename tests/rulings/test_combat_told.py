"""Combat told by attacks, blocks and creature stats (issue #31, combat_told.py): what the fight
dealt to each player is read where the stats and the blocks said fix it (an unblocked
attacker's power; a trampler's excess over lethal damage to its blocker, MTG CR 702.19c, with
deathtouch 1 is lethal, 702.2c; lifelink gained with the damage, at the same time, 702.15b);
where a block, an order of damage or a damage step of its own is not said, nothing is invented:
the attack is refused and named."""

from __future__ import annotations

import pytest

from bot.core.rulings.words import Refusal
from tests.rulings.test_chat_reading import _refused, _ruled

WON = {"me": "won", "opponent": "lost"}
LOST = {"me": "lost", "opponent": "won"}
GOES_ON = {"me": "playing", "opponent": "playing"}


UNBLOCKED = [
    # Each was refused: "Arbiter does not play combat out".
    ("my opponent is at 3 life. I attack with a 4/4 and my opponent doesn't block", WON),
    ("my opponent is at 5 life. I attack with a 4/4 and my opponent doesn't block", GOES_ON),
    ("I'm at 10 life. my opponent attacks me with a 10/10 and I don't block", LOST),
    ("I am at 7 life. my opponent swings at me with a 3/3 and a 4/4, and I don't block", LOST),
    ("I am at 8 life. my opponent swings at me with a 3/3 and a 4/4, and I don't block", GOES_ON),
    ("my opponent is at 2 life. I attack him with an unblocked 2/1 creature", WON),
    ("I am at 3 life. bob attacks me with a 4/4 unblocked", {"me": "lost", "bob": "won"}),
    ("my opponent is at 4 life. I attack with a 3/3 with flying unblocked", GOES_ON),
    (
        "my opponent is at 1 life. I attack with a 1/1 token and my opponent chose not to block",
        WON,
    ),
    # Lifelink: gained with the damage (702.15b).
    (
        "I'm at 10 life. my opponent attacks me with a 10/10 with lifelink and I didn't block",
        LOST,
    ),
]


@pytest.mark.parametrize(("text", "results"), UNBLOCKED)
def test_an_unblocked_attacker_deals_its_power_to_the_defending_player(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


def test_an_unblocked_attack_is_understood_as_its_combat_damage_and_lifelink() -> None:
    ruling = _ruled(
        "bob is at 5 life and alice is at 1 life. "
        "alice attacks bob with a 3/3 with lifelink and a 2/2 and bob doesn't block"
    )
    assert ruling.results == {"bob": "lost", "alice": "won"}
    text = ruling.text()
    assert "bob loses 5 life (from alice)" in text
    assert "alice gains 3 life" in text


def test_an_unblocked_attack_with_no_life_said_depends_on_the_life() -> None:
    ruling = _ruled("I attack with a 4/4 and my opponent doesn't block")
    assert ruling.status == "depends"
    assert "4" in (ruling.question or "")


BLOCKED = [
    # The trampler assigns lethal damage (the blocker's toughness) and the rest goes on;
    # the blocker's lifelink gains at the same time as the damage (702.19c, 702.15b).
    (
        "my opponent is at 2 life. I attack with a 4/4 with trample and my opponent blocks "
        "with a 3/2 with deathtouch and lifelink",
        GOES_ON,
    ),
    # Told in two sentences.
    (
        "my opponent is at 2 life. I attack with a 4/4 with trample. My opponent blocks with "
        "a 3/2 with deathtouch and lifelink",
        GOES_ON,
    ),
    (
        "my opponent is at 2 life. I attack with a 4/4 with trample and my opponent blocks "
        "with a 3/2 with deathtouch",
        WON,
    ),
    # With deathtouch, 1 is lethal damage to the blocker (702.2c): 4 goes on.
    (
        "my opponent is at 4 life. I attack with a 5/5 with trample and deathtouch and my "
        "opponent blocks with a 1/6",
        WON,
    ),
    (
        "my opponent is at 4 life. I attack with a 5/5 with trample and my opponent blocks "
        "with a 1/6",
        "refused",
    ),
    # A blocked attacker without trample deals nothing to the player; lifelink still gains.
    (
        "I am at 1 life. my opponent attacks me with a 6/6 with trample and I block with a 4/5 "
        "with lifelink",
        GOES_ON,
    ),
    (
        "I am at 1 life. my opponent attacks me with a 7/7 with trample and I block with a 2/2 "
        "with lifelink",
        LOST,
    ),
]


@pytest.mark.parametrize(("text", "results"), BLOCKED)
def test_a_trampler_deals_its_excess_over_lethal_damage_to_the_player(
    text: str, results: dict[str, str] | str
) -> None:
    if results == "refused":  # nothing reaches a player: what it did is asked for
        assert _refused(text).kind is Refusal.UNREAD
    else:
        assert _ruled(text).results == results


def test_a_block_and_lifelink_are_understood_at_the_same_time_as_the_damage() -> None:
    ruling = _ruled(
        "my opponent is at 2 life. I attack with a 4/4 with trample and my opponent blocks "
        "with a 3/2 with deathtouch and lifelink"
    )
    text = ruling.text()
    assert "at the same time: opponent loses 2 life (from you); opponent gains 3 life" in text
    assert "life 3" in text


# Each leaves open what decides the outcome (the block, the order damage is assigned in, a
# damage step of its own, an ability the reader does not know), or says no attack: refused,
# the attack named, nothing invented.
NOT_READ = [
    ("my opponent is at 3 life. I attack with a 4/4", "I attack with a 4/4"),
    ("my opponent is at 3 life. I attack with a 4/4 and he blocks", "I attack with a 4/4"),
    (
        "my opponent is at 3 life. I attack with a 4/4 with trample and he blocks with a 1/1 "
        "and a 2/2",
        "I attack with a 4/4 with trample",
    ),
    # A first-strike blocker with deathtouch destroys the attacker before it deals damage:
    # nothing reaches a player (what it did is asked for).
    (
        "my opponent is at 1 life. I attack with a 4/4 with trample and my opponent blocks "
        "with a 1/1 with first strike and deathtouch",
        "I attack with a 4/4 with trample",
    ),
    (
        "my opponent is at 3 life. I attack with a 4/4 with infect and my opponent doesn't block",
        "infect",
    ),
    ("my opponent is at 3 life. I attack with a 4/4 that has trample and he doesn't block", "has"),
    ("my opponent is at 3 life. I don't attack with a 4/4 and he doesn't block", "don't"),
    ("my opponent is at 3 life. we attack with a 4/4 and he doesn't block", "we attack"),
    ("my opponent is at 3 life. I attack with a 4/4 and I don't block", "I attack with a 4/4"),
    # A word between the verb and "with" that names no player named anywhere is no player.
    ("I attack quickly with a 4/4 and he doesn't block", "I attack quickly"),
    ("my opponent is at 3 life. I attack first with a 4/4 and he doesn't block", "first"),
    # a block supposed is read (test_blocks_supposed.py); one supposed with no blocker is not
    (
        "my opponent is at 3 life. I attack with a 4/4. If he blocks, does he lose?",
        "I attack with a 4/4",
    ),
]


@pytest.mark.parametrize(("text", "named"), NOT_READ)
def test_what_the_fight_turns_on_unsaid_is_refused_and_named(text: str, named: str) -> None:
    refused = _refused(text)
    assert refused.unread is not None and named in refused.unread


def test_the_defending_player_is_never_guessed_among_three() -> None:
    # alice attacks; "he" could be either of two other players: nothing read as damage.
    refused = _refused(
        "alice is at 3 life and bob is at 3 life. alice attacks with a 4/4 and he doesn't block"
    )
    assert refused.unread is not None and "alice attacks" in refused.unread


# A creature said to be a player's before a bare "I attack" / "he blocks" is the one that
# attacks or blocks (the one creature that player was said to hold).
HELD_BEFORE = [
    (
        "my opponent is at 2 life. I have a 4/4 with trample. I attack. My opponent blocks "
        "with a 3/2 with deathtouch and lifelink",
        GOES_ON,
    ),
    (
        "My opponent had 2 life and one creature in play. This creature was a 3/2 with "
        "deathtouch and lifelink. I have a 4/4 with trample. I attack. My opponent blocks.",
        GOES_ON,
    ),
    (
        "My opponent had 2 life and one creature in play. This creature was a 3/2 with "
        "deathtouch. I have a 4/4 with trample. I attack. My opponent blocks.",
        WON,
    ),
    ("my opponent is at 3 life. I control a 4/4. I attack and he doesn't block", WON),
    (
        "my opponent is at 3 life. I have a 2/2 with lifelink on the battlefield. I attack my "
        "opponent with it, and my opponent doesn't block",
        GOES_ON,
    ),
    (
        "I am at 3 life. my opponent has a 4/4 with trample and I have a 2/2. my opponent "
        "attacks and I block",
        GOES_ON,
    ),
    (
        "I am at 2 life. my opponent has a 4/4 with trample and I have a 2/2. my opponent "
        "attacks. I block with it",
        LOST,
    ),
]


@pytest.mark.parametrize(("text", "results"), HELD_BEFORE)
def test_a_creature_said_before_is_the_one_that_attacks_or_blocks(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


HELD_NOT_READ = [
    # Two creatures said: which attacked is not said.
    ("my opponent is at 3 life. I control a 4/4 and a 2/2. I attack and he doesn't block", "4/4"),
    ("my opponent is at 3 life. I have a 4/4. I have a 2/2. I attack and he doesn't block", "4/4"),
    # The block is not said.
    ("I am at 3 life. my opponent has a 4/4 with trample. my opponent attacks.", "4/4"),
    # Two creatures said for the blocker: which blocked is not said.
    (
        "I am at 3 life. my opponent has a 4/4 with trample. I have a 2/2 and a 1/1. my "
        "opponent attacks and I block",
        "4/4",
    ),
]


@pytest.mark.parametrize(("text", "named"), HELD_NOT_READ)
def test_a_creature_said_before_is_never_guessed_among_several(text: str, named: str) -> None:
    refused = _refused(text)
    assert refused.unread is not None and named in refused.unread


# A card Arbiter knows attacking unblocked deals its combat damage to the defending player:
# its trigger on that damage is judged (Phage the Untouchable); its amount is the card's, so a
# card whose power would decide is refused as any card's damage is.
CARD_ATTACKS = [
    # Each was refused: "Arbiter does not play combat out".
    ("I attack with my Phage the Untouchable and my opponent doesn't block it", WON),
    ("my opponent attacks me with Phage the Untouchable and I don't block", LOST),
    ("I am at 20 life. my opponent attacks with Phage the Untouchable unblocked", LOST),
    ("I attack him with Phage the Untouchable and my opponent chose not to block", WON),
]


@pytest.mark.parametrize(("text", "results"), CARD_ATTACKS)
def test_a_known_card_unblocked_deals_its_combat_damage(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


CARD_ATTACKS_NOT_READ = [
    # No block said: what it dealt is asked for.
    ("my opponent attacks me with Phage the Untouchable", "ends nothing by itself"),
    # A card whose power would decide: not judged with what else happens.
    ("my opponent is at 2 life. I attack with Platinum Angel unblocked", "Platinum Angel"),
]


@pytest.mark.parametrize(("text", "said"), CARD_ATTACKS_NOT_READ)
def test_a_known_card_attacking_is_never_given_an_amount(text: str, said: str) -> None:
    assert said in _refused(text).message


def test_what_the_defending_player_does_after_not_blocking_keeps_its_subject() -> None:
    # "and concedes" is the defending player's: it was read as the asker's damage's subject.
    ruling = _ruled(
        "my opponent is at 5 life. I attack with a 4/4 and he doesn't block, and concedes"
    )
    assert ruling.results == WON
    assert "opponent concedes" in ruling.text()


NO_BLOCKERS = [
    # A player said to have no creatures has nothing to block with: an attack on them after
    # that is unblocked. Each was refused.
    ("I have no creatures and I am at 10 life. my opponent attacks me with a 10/10", LOST),
    ("I have no creatures and I am at 11 life. my opponent attacks me with a 10/10", GOES_ON),
    (
        "my opponent has no creatures. my opponent is at 4 life. I attack with a 2/2 and a 2/2",
        WON,
    ),
]


@pytest.mark.parametrize(("text", "results"), NO_BLOCKERS)
def test_an_attack_on_a_player_with_no_creatures_is_unblocked(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


NO_BLOCKERS_NOT_READ = [
    # Said after the attack, or of another player: the block is still not said.
    ("I am at 10 life. my opponent attacks me with a 10/10. I have no creatures", "10/10"),
    ("bob has no creatures and I am at 10 life. my opponent attacks me with a 10/10", "10/10"),
    # Said to have none, then said to block: nothing read, nothing invented.
    (
        "I have no creatures and I am at 10 life. my opponent attacks me with a 10/10 and I "
        "block with a 2/2",
        "10/10",
    ),
]


@pytest.mark.parametrize(("text", "named"), NO_BLOCKERS_NOT_READ)
def test_no_creatures_said_elsewhere_is_no_block_read(text: str, named: str) -> None:
    refused = _refused(text)
    assert refused.unread is not None and named in refused.unread


# First and double strike make a damage step of their own (MTG CR 510.4), with state-based
# actions between: each step is told as a sentence of its own.
STRIKES = [
    # Each was refused.
    (
        "my opponent is at 3 life. I attack with a 2/2 with double strike and my opponent "
        "doesn't block",
        WON,
    ),
    (
        "my opponent is at 5 life. I attack with a 2/2 with double strike and my opponent "
        "doesn't block",
        GOES_ON,
    ),
    # The blocker is destroyed in the first step; the trampler's second deals all its damage
    # to the player (702.19e): 1, then 3.
    (
        "my opponent is at 4 life. I attack with a 3/3 with double strike and trample and my "
        "opponent blocks with a 2/2",
        WON,
    ),
    (
        "my opponent is at 5 life. I attack with a 3/3 with double strike and trample and my "
        "opponent blocks with a 2/2",
        GOES_ON,
    ),
    # An indestructible blocker stays: lethal damage to it counts what is marked (702.19c).
    (
        "my opponent is at 4 life. I attack with a 3/3 with double strike and trample and my "
        "opponent blocks with a 2/2 with indestructible",
        WON,
    ),
    # A first-strike blocker with lifelink gains first; the trampler deals 2 over after.
    (
        "my opponent is at 1 life. I attack with a 4/4 with trample and my opponent blocks "
        "with a 2/2 with first strike and lifelink",
        GOES_ON,
    ),
    # Unblocked: the first striker's damage comes first, alone.
    (
        "I am at 2 life. my opponent attacks me with a 2/2 with first strike and a 3/3 with "
        "lifelink, and I don't block",
        LOST,
    ),
]


@pytest.mark.parametrize(("text", "results"), STRIKES)
def test_first_and_double_strike_deal_in_a_damage_step_of_their_own(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


def test_each_damage_step_is_understood_on_its_own() -> None:
    ruling = _ruled(
        "my opponent is at 1 life. I attack with a 4/4 with trample and my opponent blocks "
        "with a 2/2 with first strike and lifelink"
    )
    text = ruling.text()
    assert "2. opponent gains 2 life" in text
    assert "3. opponent loses 2 life (from you)" in text


def test_an_attack_left_open_points_to_a_way_of_saying_it_that_reads() -> None:
    # It said "Arbiter does not play combat out", and gave only damage to say instead.
    refused = _refused("my opponent is at 3 life. I attack with a 4/4")
    example = "I attack with a 4/4 and my opponent doesn't block"
    assert example in refused.message
    assert _ruled(f"my opponent is at 3 life. {example}").results == WON


BLOCK_WORDINGS = [
    # Each was refused: the creatures said with a possessive, the attacker named by its stats.
    (
        "my opponent is at 2 life. I attack with my 4/4 with trample and he blocks my 4/4 with "
        "his 3/2 with lifelink",
        GOES_ON,
    ),
    (
        "my opponent is at 2 life. I attack with my 4/4 with trample and my opponent blocks it "
        "with his 1/1",
        WON,
    ),
]


@pytest.mark.parametrize(("text", "results"), BLOCK_WORDINGS)
def test_a_block_said_with_possessives_and_the_attackers_stats(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


def test_a_block_of_another_creature_than_the_one_said_is_never_read() -> None:
    refused = _refused(
        "my opponent is at 2 life. I attack with my 4/4 with trample and he blocks my 2/2 with "
        "his 3/2 with lifelink"
    )
    assert refused.unread is not None and "4/4" in refused.unread


def test_the_defending_player_among_more_than_two_is_the_one_named() -> None:
    named = _ruled(
        "3 players: me, alice and bob. alice is at 3 life. I attack alice with a 4/4 and she "
        "doesn't block"
    )
    assert named.results == {"me": "playing", "alice": "lost", "bob": "playing"}
    # Not named: "he" could be alice or bob; never guessed.
    unnamed = _refused(
        "3 players: me, alice and bob. alice is at 3 life. I attack with a 4/4 and he doesn't block"
    )
    assert "two-player" in unnamed.message


# Something said beside the fight that may prevent or move its damage: a card Arbiter does not
# know ("Fog"), one it only describes (Captain's Maneuver), a word of redirecting or
# preventing. No damage is read from the stats then; the attack is refused and named.
CHANGED_BESIDE = [
    # It was read as Phage's damage to the asker beside the redirect: "you lose", wrong.
    (
        "my opponent attacks with Phage the Untouchable and I don't block, and I use Captain's "
        "Maneuver to redirect all the damage that Phage would deal to me to my opponent",
        "block",
    ),
    ("my opponent is at 3 life. I attack with a 4/4 and he doesn't block. He casts Fog", "4/4"),
    (
        "my opponent is at 3 life. I attack with a 4/4 and he doesn't block, but he prevents "
        "the damage",
        "4/4",
    ),
    ("I cast Fog. my opponent is at 3 life. I attack with a 4/4 and he doesn't block", "Fog"),
]


@pytest.mark.parametrize(("text", "named"), CHANGED_BESIDE)
def test_what_may_change_the_damage_beside_the_fight_keeps_it_unread(text: str, named: str) -> None:
    refused = _refused(text)
    assert named in refused.message


def test_a_card_arbiter_judges_beside_the_fight_still_lets_it_be_read() -> None:
    ruling = _ruled(
        "my opponent is at 3 life and controls Platinum Angel. I attack with a 4/4 and he "
        "doesn't block"
    )
    assert ruling.results == GOES_ON
    assert "life -1" in ruling.text()
