"""A planeswalker's loyalty told ("Gideon of the Trials is at 4 loyalty", "has 5 loyalty
counters") and the damage said dealt to it or an attack at it, unblocked: its loyalty goes down
by the damage (120.3c), and at 0 it is put into its owner's graveyard at the checkpoint
(704.5i), where its effects end with the rest of what the check sees (704.3). Damage by number
to a permanent whose toughness or loyalty the words never told is refused, asking what
happened to it: it was read as the permanent staying ("Platinum Angel is dealt 5 damage" kept
its controller in at -2 life)."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

EMBLEM = "magic: I have Gideon of the Trials's emblem and control Gideon of the Trials. "

GONE = [
    # its last loyalty, in the same damage as the player's: the check that sees the player at
    # 0 still sees the planeswalker, then the next one does not (704.3)
    EMBLEM + "I am at 10 life. Gideon of the Trials is at 4 loyalty. I take 10 combat damage "
    "and my Gideon of the Trials is dealt 4 combat damage",
    EMBLEM + "I am at 0 life. my Gideon of the Trials has 3 loyalty counters. my opponent "
    "attacks Gideon of the Trials with a 5/5 and I don't block",
    EMBLEM + "I am at -3 life. Gideon of the Trials is at 6 loyalty. Gideon of the Trials is "
    "dealt 2 damage. then Gideon of the Trials is dealt 4 damage",
]


@pytest.mark.parametrize("text", GONE)
def test_a_planeswalker_at_no_loyalty_leaves_and_its_emblem_stops_keeping_me_in(
    text: str,
) -> None:
    ruling = _ruled(text)
    assert ruling.results == {"me": "lost", "opponent": "won"}, ruling.text()


STAYS = [
    EMBLEM + "I am at 10 life. my Gideon of the Trials has 5 loyalty counters. I take 10 combat "
    "damage and my Gideon of the Trials is dealt 4 combat damage",
    EMBLEM + "I am at 0 life. Gideon of the Trials is at 5 loyalty. my opponent attacks my "
    "Gideon of the Trials with a 4/4 and I don't block",
]


@pytest.mark.parametrize("text", STAYS)
def test_a_planeswalker_with_loyalty_left_stays(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing", ruling.text()


REFUSED = [
    # less than its toughness (4): was damage already marked on the Angel?
    (
        "magic: bob controls Platinum Angel and is at -2 life. Platinum Angel is dealt 3 damage",
        "Platinum Angel is dealt lethal damage",
    ),
    # a word beside the card that may change its toughness: its data no longer gives it
    (
        "magic: bob controls Platinum Angel and is at -2 life. bob's pumped Platinum Angel is "
        "dealt 4 damage",
        "Platinum Angel is dealt lethal damage",
    ),
    # a loyalty ability used since the loyalty was told: what is it now?
    (
        EMBLEM + "I am at 0 life. Gideon of the Trials is at 3 loyalty. I use Gideon of the "
        "Trials's +1. my opponent attacks Gideon of the Trials with a 3/3 and I don't block",
        "Gideon of the Trials is at 4 loyalty",
    ),
    # loyalty never told
    (
        EMBLEM + "I am at 0 life. my opponent attacks Gideon of the Trials with a 4/4 and I don't "
        "block",
        "Gideon of the Trials is at 4 loyalty",
    ),
    (
        EMBLEM + "I am at 10 life. I take 10 combat damage and my Gideon of the Trials is dealt 4 "
        "combat damage",
        "Gideon of the Trials is at 4 loyalty",
    ),
]


@pytest.mark.parametrize(("text", "asked"), REFUSED)
def test_damage_to_a_permanent_of_unknown_toughness_or_loyalty_is_refused(
    text: str, asked: str
) -> None:
    assert asked in _refused(text).message


TOUGHNESS_REACHED = [
    # at least its toughness (4): destroyed whatever was on it before, at the checkpoint
    (
        "magic: bob controls Platinum Angel and is at -2 life. Platinum Angel is dealt 5 damage",
        {"bob": "lost", "opponent": "won"},
    ),
    (
        "magic: I control Laboratory Maniac and my library is empty. Laboratory Maniac is dealt 2 "
        "damage. I draw a card",
        {"me": "lost", "opponent": "won"},
    ),
]


@pytest.mark.parametrize(("text", "results"), TOUGHNESS_REACHED)
def test_damage_of_at_least_a_creatures_toughness_destroys_it(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


SPLIT = EMBLEM + "I am at 10 life. Gideon of the Trials is at 4 loyalty. "


SPLIT_ATTACKS = [
    # the player and the planeswalker take their damage in one step: the check that sees me at
    # 0 still sees Gideon, the next one does not (704.3)
    (
        SPLIT + "My opponent attacks me with a 10/10, and Gideon of the Trials with a 4/4, and I "
        "don't block",
        {"me": "lost", "opponent": "won"},
    ),
    # Gideon keeps 1 loyalty: I stay in at 0
    (
        SPLIT + "My opponent attacks me with a 10/10 and my Gideon of the Trials with a 3/3 and I "
        "don't block",
        {},
    ),
    # Gideon leaves, and I am still at 1
    (
        SPLIT + "My opponent attacks me with a 9/9 and Gideon of the Trials with a 4/4 and I don't "
        "block",
        {},
    ),
]


@pytest.mark.parametrize(("text", "results"), SPLIT_ATTACKS)
def test_an_attack_split_between_a_player_and_a_planeswalker_is_one_damage_step(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert {p: r for p, r in ruling.results.items() if r in ("won", "lost", "drew")} == results


SPLIT_REFUSED = [
    # a step of its own for the first striker (510.4): not read as one
    SPLIT + "My opponent attacks me with a 10/10 and Gideon of the Trials with a 4/4 with first "
    "strike and I don't block",
    # a block among several attackers: which one?
    SPLIT + "My opponent attacks me with a 10/10 and Gideon of the Trials with a 4/4 and I block "
    "with a 2/2",
    # no block said
    SPLIT + "My opponent attacks me with a 10/10 and Gideon of the Trials with a 4/4",
]


@pytest.mark.parametrize("text", SPLIT_REFUSED)
def test_a_split_attack_not_fixed_by_the_words_is_refused(text: str) -> None:
    _refused(text)
