"""Triggers on attacking and on combat damage that change who wins (issue #31): Hissing Miasma
(each creature that attacks its controller costs its own controller 1 life, in the declare
attackers step, MTG CR 508.3a, 603.3) and Ebonblade Reaper (its attack costs its controller half
their life, rounded up; its combat damage costs the player hit half theirs, each half worked out
as its trigger resolves, 107.1a). The engine takes half a life total as a trigger resolves
(tests/scenarios/magic/107.1a-*.json); the reader names these cards and refuses a fight told
beside them, never judging the fight as if the triggers were not there."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings.cards import CardMatch, DamageSource, Who, find_card
from bot.core.rulings.cards import Moment as CardMoment
from tests.rulings.test_chat_reading import _refused, _ruled

MAGIC = System("magic")

# A player's name written with a capital before a card Arbiter knows is that player's card:
# "Alice's Phage the Untouchable" was read as an unknown card of that whole name, "taken to do
# only what the words say", and Bob at 2 life hit by it was still playing (Phage's trigger makes
# him lose, 603.3).
OWNED_KNOWN = [
    (
        "Bob is at 2 life. Alice's Phage the Untouchable deals 1 combat damage to bob.",
        {"Bob": "lost", "Alice": "won"},
    ),
    (
        "Dana is at 20 life. Carol's Phage the Untouchable deals 3 combat damage to Dana.",
        {"Dana": "lost", "Carol": "won"},
    ),
]


@pytest.mark.parametrize(("text", "players"), OWNED_KNOWN)
def test_a_capitalised_owner_before_a_known_card_is_a_player(
    text: str, players: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.results == players
    assert "Phage the Untouchable" in [card.name for card in ruling.cards]
    assert not ruling.unknown_cards


def test_a_possessive_that_begins_an_unknown_name_stays_that_name() -> None:
    # near-miss: no card Arbiter knows follows the possessive, so the name is as written
    # (Pariah's Shield is known since left34b: a name Arbiter does not know stands for it)
    ruling = _ruled("Bob is at 2 life. Pariah's Cloak deals 1 combat damage to bob.")
    assert ruling.unknown_cards == ("Pariah's Cloak",)


def test_the_cards_are_modelled_as_triggers_on_attacking_and_on_combat_damage() -> None:
    found = find_card("Hissing Miasma", MAGIC), find_card("Ebonblade Reaper", MAGIC)
    assert isinstance(found[0], CardMatch) and isinstance(found[1], CardMatch)
    miasma, reaper = found[0].card, found[1].card
    (loss,) = miasma.effects
    assert isinstance(loss, DamageSource)
    assert (loss.moment, loss.to, loss.amount, loss.half) == (
        CardMoment.ATTACKS,
        Who.ATTACKING_PLAYER,
        1,
        False,
    )
    attack, hit = reaper.effects
    assert isinstance(attack, DamageSource) and isinstance(hit, DamageSource)
    assert (attack.moment, attack.to, attack.half) == (CardMoment.ATTACKS, Who.CONTROLLER, True)
    assert (hit.moment, hit.to, hit.half) == (CardMoment.DAMAGE, Who.DAMAGED_PLAYER, True)


# Each, before the cards were known, was refused naming no card or judged without the trigger
# ("nobody has won or lost yet" where the Reaper's trigger takes bob at 1 life to 0).
NAMED_BESIDE_A_FIGHT = [
    (
        "My opponent is at 1 life and I control Hissing Miasma. He attacks me with a 2/2 and "
        "I don't block.",
        "Hissing Miasma",
    ),
    (
        "I am at 5 life and control Hissing Miasma. My opponent attacks me with a 3/3 and I "
        "don't block. Do I lose?",
        "Hissing Miasma",
    ),
    (
        "bob is at 1 life. bob takes 1 combat damage from alice's Ebonblade Reaper",
        "Ebonblade Reaper",
    ),
    # main said "nobody has won or lost yet" (bob at 1); the trigger takes half of 1, rounded
    # up: bob goes to 0 and loses (107.1a, 704.5a)
    (
        "bob is at 2 life. bob takes 1 combat damage from alice's Ebonblade Reaper",
        "Ebonblade Reaper",
    ),
    (
        "Bob is at 2 life. Alice's Ebonblade Reaper deals 1 combat damage to bob.",
        "Ebonblade Reaper",
    ),
    (
        "my opponent is at 3 life. I attack with my Ebonblade Reaper and he doesn't block.",
        "Ebonblade Reaper",
    ),
]


@pytest.mark.parametrize(("text", "card"), NAMED_BESIDE_A_FIGHT)
def test_a_fight_beside_an_attack_or_damage_trigger_is_refused_naming_the_card(
    text: str, card: str
) -> None:
    refusal = _refused(text)
    assert card in refusal.message


# Paraphrases of our own: other counts, cases, word orders and a combat-damage card beside the
# enchantment; none may be judged while the reader does not play the triggers out.
PARAPHRASES_REFUSED = [
    "My opponent controls two Hissing Miasmas. I'm at 3 life and attack him with a 5/5; he "
    "doesn't block. He is at 5 life.",
    "I have a hissing miasma out. He is at 1 life and swings at me with a 4/4, I don't block. "
    "Do I win?",
    "He is at 2 life. I attack with my Ebonblade Reaper and he doesn't block.",
    "My opponent is at 1 life. My Ebonblade Reaper deals combat damage to him.",
    "I'm at 1 life. I attack with two ebonblade reapers. Do I lose?",
    "I control Hissing Miasma. My opponent attacks me with Phage the Untouchable and I don't "
    "block.",
    # a hypothetical, not a fact: never read as the attack
    "If my opponent controlled Hissing Miasma, would attacking him with a 2/2 at 1 life kill me?",
]


@pytest.mark.parametrize("text", PARAPHRASES_REFUSED)
def test_paraphrases_beside_the_triggers_are_refused(text: str) -> None:
    _refused(text)
