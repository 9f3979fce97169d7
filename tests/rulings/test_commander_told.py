"""A commander's damage told as people tell it (issue #31, "as asked"): "bob's commander has
dealt 10 damage to alice" (a verb of any tense after the commander, never its name), and an
attack made with a commander, whose damage counts toward that commander (MTG CR 903.10a)."""

from __future__ import annotations

import pytest

from tests.rulings.test_chat_reading import _refused, _ruled

# -- "has dealt": the tense of the verb, not the commander's name ------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "magic commander: bob's commander has dealt 10 combat damage to alice. then bob's"
        " commander deals 11 combat damage to alice",
        "magic commander: Player A's Commander had dealt 15 Commander Damage to Player B."
        " Player A's commander dealt 6 combat damage to Player B",
        "magic commander: my commander has dealt 21 combat damage to my opponent",
    ],
)
def test_a_commander_that_has_dealt_damage_is_the_same_commander(text: str) -> None:
    ruling = _ruled(text)
    lost = [who for who, result in ruling.results.items() if result == "lost"]
    assert len(lost) == 1 and lost[0] in ("alice", "Player B", "opponent")  # 21 from one


def test_two_named_commanders_that_have_dealt_damage_stay_two() -> None:
    ruling = _ruled(
        "magic commander: bob's commander Kozilek has dealt 11 combat damage to alice."
        " bob's commander Emrakul has dealt 10 combat damage to alice"
    )
    assert ruling.status == "ongoing"  # 11 and 10 from two commanders: not 21 from one
    assert ruling.results["alice"] == "playing"


# -- an attack made with a commander: its damage is the commander's ----------------------------


@pytest.mark.parametrize(
    ("text", "loser"),
    [
        (
            "magic commander: alice's commander deals 15 combat damage to bob. then alice"
            " attacks bob with alice's commander for 6 damage unblocked",
            "bob",
        ),
        (
            "magic commander: my commander deals 15 combat damage to my opponent. then I attack"
            " him with my commander for 6 and he doesn't block",
            "opponent",
        ),
        # Stolen: whoever attacks with it, the damage is the commander's (903.10a).
        (
            "magic commander: 3 players: alice, bob, carol. alice's commander deals 15 combat"
            " damage to bob. then carol attacks bob with alice's commander for 6 unblocked",
            "bob",
        ),
    ],
)
def test_an_attack_with_a_commander_counts_its_commander_damage(text: str, loser: str) -> None:
    ruling = _ruled(text)
    assert ruling.results[loser] == "lost"  # 21 combat damage from one commander (704.6c)


@pytest.mark.parametrize(
    "text",
    [
        # "her": alice's, or another player's commander she controls?
        "magic commander: alice's commander deals 15 combat damage to bob. then alice attacks"
        " bob with her commander for 6 damage unblocked",
        "magic commander: alice's commander deals 15 combat damage to bob. then alice attacks"
        " bob with a commander for 6 damage unblocked",
    ],
)
def test_an_attack_with_a_commander_of_no_one_said_is_not_judged(text: str) -> None:
    _refused(text)  # it was judged as 6 life lost, dropping the commander's damage


# -- "with it", "for another N damage" ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "loser"),
    [
        (
            "magic commander: 3 players: alice, bob, carol. alice's commander deals 10 combat"
            " damage to bob. carol gains control of alice's commander through Control Magic,"
            " and subsequently attacks bob with it for another 11 damage",
            "bob",
        ),
        (
            "magic commander: my commander deals 20 combat damage to my opponent. I attack my"
            " opponent with my commander for another 1 damage",
            "opponent",
        ),
        (
            "magic commander: bob's commander deals 16 combat damage to alice. bob attacks"
            " alice with bob's commander for an additional 5 damage",
            "alice",
        ),
    ],
)
def test_an_attack_with_it_for_another_amount_is_its_damage(text: str, loser: str) -> None:
    assert _ruled(text).results[loser] == "lost"  # 21 from one commander (903.10a)


@pytest.mark.parametrize(
    "text",
    [
        # "it" in a sentence of its own: a commander of a sentence before, or something else?
        "magic commander: alice's commander deals 15 combat damage to bob. then carol attacks"
        " bob with it for another 6 damage",
        # Two commanders named before "it".
        "magic commander: 3 players: alice, bob, carol. alice's commander deals 15 combat damage"
        " to bob and carol's commander deals 15 combat damage to bob, and alice attacks bob with"
        " it for another 6 damage",
        # Without "another", an attack's damage is what its blocks leave: unsaid.
        "magic commander: alice's commander deals 15 combat damage to bob. then alice attacks"
        " bob with alice's commander for 6 damage",
    ],
)
def test_an_attack_whose_source_or_damage_is_unsure_is_not_judged(text: str) -> None:
    _refused(text)


# -- "commander damage" said: the variant that counts it ----------------------------------------


@pytest.mark.parametrize(
    ("text", "loser"),
    [
        ("bob takes 21 commander damage from alice", "bob"),
        ("Player A's Commander has dealt 21 Commander Damage to Player B", "Player B"),
        ("I took 12 commander damage from bob. then I took 9 commander damage from bob", "me"),
    ],
)
def test_commander_damage_said_is_a_commander_game(text: str, loser: str) -> None:
    ruling = _ruled(text)
    assert ruling.variant == "commander"
    assert ruling.results[loser] == "lost"  # 21 from one commander (704.6c)


@pytest.mark.parametrize(
    "text",
    [
        # A commander without commander damage: Brawl and others have commanders too.
        "alice's commander deals 21 combat damage to bob",
        # Another variant said: its rules, not Commander's.
        "we were playing two-headed giant. bob takes 21 commander damage from alice",
        "ga: bob takes 21 commander damage from alice",
    ],
)
def test_commander_damage_in_another_game_is_not_judged(text: str) -> None:
    _refused(text)


def test_the_prefix_says_the_game_and_no_variant_then_it_has_none() -> None:
    # "magic:" is the situation language's own declaration: a game with no variant.
    refused = _refused("magic: alice takes 3 commander damage from bob")
    assert "say whether this is a Commander game" in str(refused.message)
