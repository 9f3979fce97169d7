"""Timing questions asked as new Magic players ask them (issue #31 point 3, the session-28
adversarial pass "timing28"): did these happen at the same time?

One spell or ability does everything it does as it resolves, and the game checks state-based
actions only once it is done (MTG CR 608.2, 704.3): "my opponent loses 3 life, then I lose 3
life from the same spell" is one moment whatever order its words tell, so two players taken to
0 by it lose together, a draw (MTG CR 104.4a). The "then" had been read as a checkpoint between
them: the opponent lost first and the asker was told "you win"."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

DRAW = {"me": "drew", "opponent": "drew"}

ONE_RESOLUTION = [
    "I'm at 3 life and my opponent is at 3 life. my opponent loses 3 life and then I lose 3 life "
    "from the same spell. who wins?",
    "both at 3. my opponent loses 3 life, then I lose 3 life, both from one spell.",
    "both at 3. my opponent loses 3 life, then I lose 3 life as part of the same ability.",
    "both at 3. my opponent loses 3 life, then I lose 3 life from the same effect.",
    "both at 3. my opponent loses 3 life. I lose 3 life from the same spell too.",
    "both players at 2. my opponent takes 2 damage, then I take 2 damage from the same "
    "Pestilence activation.",
]


@pytest.mark.parametrize("text", ONE_RESOLUTION)
def test_what_one_spell_did_is_one_moment(text: str) -> None:
    answer = _ruled(text)
    assert answer.results == DRAW, answer.text()


def test_a_gain_from_the_same_spell_comes_before_the_check() -> None:
    answer = _ruled("alice is at 1. alice takes 2 damage, then gains 2 life from the same spell.")
    assert answer.results["alice"] == "playing", answer.text()


# What "then" orders without saying it was one spell stays two moments (rulings.md, Time).
def test_then_alone_still_orders() -> None:
    answer = _ruled("both at 3. my opponent loses 3 life, then I lose 3 life.")
    assert answer.results == {"me": "won", "opponent": "lost"}, answer.text()


# Lifelink is no trigger: its life comes as its creature's damage is dealt (MTG CR 702.15b), at
# once with the damage told before it if both were in one combat damage step (510.2), after it
# only if in a later one (first strike, 510.4). Told after "then", or in a sentence after the
# damage, the order is asked; it had been read as a check between them, "you lose" at 0.
LIFELINK_AFTER = [
    "I'm at 1 life. I take 1 combat damage and then I gain 3 life from my lifelink creature.",
    "I'm at 1 life. I take 1 combat damage. then I gain 3 life from lifelink.",
    "I'm at 1 life. I take 1 combat damage, then gain 3 life from lifelink.",
    "I'm at 1 and opp at 10. i take 1 combat damage, and then I gain 3 life from lifelink",
    "I'm at 1. I take 1 combat damage. I gain 3 life from lifelink.",
    "I'm at 1. I take 1 damage, then I gain three life from lifelink.",
]

# The same told in one sentence by "after" or "before": the order is asked as "when" is.
LIFELINK_ORDERED = [
    "I'm at 1. I gain 3 life from lifelink after I take 1 combat damage.",
    "I'm at 1. I take 1 combat damage before I gain 3 life from lifelink.",
]


@pytest.mark.parametrize("text", LIFELINK_AFTER)
def test_lifelink_told_after_the_damage_asks_when(text: str) -> None:
    answer = _ruled(text)
    asked = answer.question or ""
    assert "lifelink in the same combat damage" in asked, answer.text()
    assert [case.results["me"] for case in answer.cases] == ["playing", "lost"], answer.text()


@pytest.mark.parametrize("text", LIFELINK_ORDERED)
def test_lifelink_said_after_the_damage_asks_when(text: str) -> None:
    answer = _ruled(text)
    assert answer.status == "depends", answer.text()
    assert [case.results["me"] for case in answer.cases] == ["playing", "lost"], answer.text()


# A card that deals its damage to every player at once (Earthquake, Pestilence, Flame Rift)
# told one player at a time, or of one player where another's total is told: read as told, the
# first player lost alone at the check between (704.3), "alice wins" where both were at 0
# together, a draw (608.2, 104.4a). Refused, asking what it dealt each player.
EACH_PLAYER_APART = [
    "alice is at 3, bob is at 3. alice casts Earthquake for 3. bob takes 3 damage.",
    "alice is at 3, bob is at 3. alice casts Earthquake for 3. bob takes 3 damage, then alice "
    "takes 3 damage.",
    "alice is at 3, bob is at 3. bob takes 3 damage from Earthquake, then alice takes 3 damage "
    "from Earthquake.",
    "alice is at 3, bob is at 3. bob takes 3 damage from Earthquake. alice takes 3 damage from it.",
    "alice is at 3, bob is at 3. alice casts Earthquake for 3 and bob takes 3 damage, then alice "
    "takes 3 damage.",
    "both at 2. my opponent takes 2 damage, then I take 2 damage from Pestilence.",
    "both at 2. my opponent takes 2 damage from Pestilence, then I take 2 damage from Pestilence.",
    # was "alice lost, bob won" in test_cast_after_events: Flame Rift hit bob at 3 too
    "alice and bob are at 3 life. bob casts Flame Rift and alice takes 4 damage",
]


@pytest.mark.parametrize("text", EACH_PLAYER_APART)
def test_damage_to_every_player_told_of_one_is_refused(text: str) -> None:
    refused = _refused(text)
    assert "deals its damage to every player at the same time" in refused.message


# Told of every player at once, or of one player where no other's total is told, it reads.
TOLD_WHOLE = {
    "alice is at 3, bob is at 3. alice and bob each take 3 damage from Earthquake.": "drew",
    "my opponent is at 1. Pestilence deals 1 damage to him.": "lost",
    "alice is at 3 and bob is at 3. alice casts Earthquake for 3 and it resolves. then bob "
    "takes 2 damage.": "drew",
}


@pytest.mark.parametrize("text", TOLD_WHOLE)
def test_damage_to_every_player_told_whole_reads(text: str) -> None:
    answer = _ruled(text)
    told = next(player for player in answer.results if player != "me")
    assert answer.results[told] == TOLD_WHOLE[text], answer.text()


# Lifelink said in words of a creature whose controller the words say: its damage as told, and
# its controller's gain at the same time (MTG CR 702.15b). It was refused as unread, the most
# common refusal of this pass ("My creature with lifelink deals 2 combat damage to him").
LIFELINK_SAID = {
    "I'm at 2 life and my opponent is at 2. My creature with lifelink deals 2 combat damage to "
    "him.": {"me": "won", "opponent": "lost"},
    "I'm at 2 life and my opponent is at 2. My lifelink creature deals 2 combat damage to him.": {
        "me": "won",
        "opponent": "lost",
    },
    "I'm at 1 life. his creature with lifelink deals 1 damage to me.": {
        "me": "lost",
        "opponent": "won",
    },
    # the asker's "at the same time" of damage not by combat, read as told (as without lifelink)
    "magic: 3 players: me, alice, bob. i'm at 5. bob is at 20. alice deals 5 damage to me and my "
    "lifelinker deals 5 combat damage to bob at the same time.": {
        "me": "playing",
        "alice": "playing",
        "bob": "playing",
    },
}


@pytest.mark.parametrize("text", LIFELINK_SAID)
def test_lifelink_said_of_a_creature_gains_its_controller_life(text: str) -> None:
    answer = _ruled(text)
    assert answer.results == LIFELINK_SAID[text], answer.text()
    assert "lifelink: its controller gains that much life" in answer.text()


# Whose it is unsaid, or said without it, it stays unread.
UNREAD = (
    "I'm at 2 life and my opponent is at 2. a creature with lifelink deals 2 damage to him.",
    "I'm at 2 and my opponent is at 2. My creature without lifelink deals 2 damage to him.",
)


def test_lifelink_of_no_one_said_stays_unread() -> None:
    for text in UNREAD:
        assert "could not read" in _refused(text).message


# Combat damage by two players' creatures in one moment never happens (all attackers are one
# player's, MTG CR 506.2, 510.1), a commander's too: read at once, with the lifelinker read
# (above), "alice's commander deals 5 combat damage to me and my lifelinker deals 5 combat
# damage to bob" left the asker at 5; the commander's damage may have come first.
def test_combat_damage_by_two_players_creatures_is_never_one_moment() -> None:
    refused = _refused(
        "magic commander: 3 players: me, alice, bob. i'm at 5. bob is at 20. alice's commander "
        "deals 5 combat damage to me and my lifelinker deals 5 combat damage to bob at the same "
        "time."
    )
    assert "were not in one combat" in refused.message


# Life gained "from two triggers" beside a loss at the beginning of an upkeep: each trigger
# resolves on its own, in an order their controller chooses (MTG CR 603.3b), so the gain may
# have come first; read as one gain after the loss, it was "you lose". Not read.
def test_a_gain_from_several_triggers_is_not_one_moment() -> None:
    refused = _refused(
        "I'm at 1. at the beginning of my upkeep I lose 1 life and gain 2 life from two triggers."
    )
    assert "could not read" in refused.message


# "from the same spell" after a sentence that tells only totals joins nothing: the totals are
# the board before it (it was refused as two totals at once).
def test_the_same_spell_after_totals_alone_is_its_own_moment() -> None:
    answer = _ruled("I'm at 3 and my opponent is at 3 life. I lose 3 life from the same spell.")
    assert answer.results == {"me": "lost", "opponent": "won"}, answer.text()
