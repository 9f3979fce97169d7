"""Cards added in session 19 for the real questions that stopped on a card Arbiter did not know
(issue #31; bot/core/rulings/card_data/magic.json): each one whose effect on a life total or a
library the existing effect kinds say exactly. A question naming one is read and judged as
its kind reads it (a burn spell cast at a player, a creature's trigger told with its damage,
a trigger that gains life after combat damage); where the words leave its effect out (life
gained beside a card that answers it with a loss, a trigger at an upkeep the reader does not
play out) it is refused with the card named. Cards whose effect the engine cannot say
exactly (a life total set from a count, a copied spell, skipped turns, a permanent bounced)
stay unknown and refused."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings.cards import CardMatch, UnknownCard, find_card
from tests.rulings.test_chat_reading import _refused, _ruled

MAGIC = System("magic")

ADDED = (
    "Volcanic Geyser",
    "Final Punishment",
    "Cliffhaven Vampire",
    "Poison-Tip Archer",
    "Disciple of the Vault",
    "Phyrexian Arena",
    "Dynamite Diver",
    "Armadillo Cloak",
)


@pytest.mark.parametrize("name", ADDED)
def test_each_added_card_is_known_by_its_name(name: str) -> None:
    match = find_card(name, MAGIC)
    assert isinstance(match, CardMatch)
    assert match.card.name == name


@pytest.mark.parametrize(
    ("text", "results"),
    [
        # An X burn spell made a verb, its X told after it (like Banefire).
        (
            "My opponent is at 3 life. I Volcanic Geyser him for 5. Does he lose?",
            {"opponent": "lost", "me": "won"},
        ),
        (
            "My opponent is at 3 life. I cast Volcanic Geyser at him for 2. Does he lose?",
            {"opponent": "playing", "me": "playing"},
        ),
        # A death trigger told with its damage, by other players and numbers.
        (
            "Bob is at 1 life. Alice's Dynamite Diver dies and deals 1 damage to Bob. Who wins?",
            {"Bob": "lost", "Alice": "won"},
        ),
        (
            "I'm at 3 life. My opponent's Dynamite Diver deals 1 damage to me. Do I lose?",
            {"me": "playing", "opponent": "playing"},
        ),
        # A trigger's life loss told as such.
        (
            "My opponent is at 1 life. He loses 1 life from my Disciple of the Vault. "
            "Does he lose?",
            {"opponent": "lost", "me": "won"},
        ),
        # The Cloak's life comes by a trigger, after the combat damage: too late (603.3).
        (
            "I'm at 2 life and my opponent is at 3. My creature with Armadillo Cloak deals 3 "
            "damage to him while his creature deals 3 damage to me. What happens?",
            {"me": "drew", "opponent": "drew"},
        ),
        (
            "I'm at 5 life and my opponent is at 1. My creature with Armadillo Cloak deals 5 "
            "damage to him. Does he lose?",
            {"me": "won", "opponent": "lost"},
        ),
    ],
)
def test_a_question_naming_an_added_card_is_judged(text: str, results: dict[str, str]) -> None:
    ruling = _ruled(text)
    assert not ruling.depends
    assert ruling.results == results


def test_an_added_burn_spell_cast_but_not_resolved_is_a_case_each_way() -> None:
    ruling = _ruled("I'm at 4 life. He casts Volcanic Geyser at me for 4. Do I lose?")
    assert ruling.depends
    assert {case.status for case in ruling.cases} == {"over", "ongoing"}


@pytest.mark.parametrize(
    ("text", "card"),
    [
        # Life gained beside a card that answers each gain with a loss: not written out.
        (
            "My opponent is at 2 life. I control Cliffhaven Vampire. I gain 3 life. Does he lose?",
            "Cliffhaven Vampire",
        ),
        # An artifact destroyed beside a card that answers it with a loss: not written out.
        # (One player's Disciple of the Vault with the opponent's total said is played out
        # since session 33: test_census_s33d.)
        (
            "I'm at 5 life and my opponent is at 5 life. I have a Disciple of the Vault and my "
            "opponent has a Disciple of the Vault. My opponent sacrifices an artifact. Who loses?",
            "Disciple of the Vault",
        ),
        # A death beside a card that answers it with damage or a loss.
        (
            "I'm at 5 life and my opponent is at 1 life. He destroys my Dynamite Diver. "
            "Does he lose?",
            "Dynamite Diver",
        ),
        (
            "I'm at 1 life. My opponent controls a Poison-Tip Archer. My creature dies.",
            "Poison-Tip Archer",
        ),
    ],
)
def test_an_added_card_whose_effect_is_left_out_is_refused_by_name(text: str, card: str) -> None:
    refusal = _refused(text)
    assert refusal.kind.value == "card_not_judged"
    assert card in refusal.cards


@pytest.mark.parametrize(
    "text",
    [
        # Cast at a creature: whether a player is hit is unsaid.
        "My opponent is at 2 life. I cast Volcanic Geyser at his creature for 5. Does he lose?",
        # Its amount is what the player was dealt this turn: cast, not said to resolve.
        "My opponent is at 4 life and took 5 damage this turn. I cast Final Punishment on "
        "him. Does he lose?",
        # An upkeep trigger the reader does not play out.
        "I'm at 1 life with Phyrexian Arena. At my upkeep, do I lose?",
        # A fight told by stats beside the Cloak: its +2/+2 and trample are not in the stats.
        "My opponent is at 3 life. I attack with a 2/2 with Armadillo Cloak and he doesn't "
        "block. Does he lose?",
        "I'm at 2 life. My opponent attacks me with a 1/1 with Armadillo Cloak and I don't "
        "block. Do I lose?",
    ],
)
def test_an_added_card_near_miss_is_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    "name",
    [
        # (Biorhythm, a life total set from a count of creatures, is known since session 24:
        # test_cards_added_s24.py.)
        # Skipped turns, a permanent bounced (Twincast, Reverberate and Disallow are known
        # since session 20: test_spells_on_spells.py).
        "Eater of Days",
        "Echoing Truth",
        # Its "thanks to" lead is read as a cause while it is unknown; each player's upkeep
        # loss would share the Guildmage's short name "Duskmantle".
        "Boros Reckoner",
        "Duskmantle Seer",
        # (Keldon Marauders, whose damage as it enters or leaves the reader does not follow, is
        # known since session 27, that damage refused unsaid: test_cards_s27.py.)
    ],
)
def test_a_card_the_engine_cannot_say_stays_unknown(name: str) -> None:
    assert isinstance(find_card(name, MAGIC), UnknownCard)


@pytest.mark.parametrize(
    "text",
    [
        "I'm at 5 life. My opponent plays Biorhythm and I control no creatures. Do I lose?",
        "My opponent is at 3 life. I Twincast his Lightning Bolt. Does he lose?",
        "He plays Echoing Truth on his Platinum Angel while he is at 0 life. Does he lose?",
    ],
)
def test_a_question_turning_on_an_unknown_card_stays_refused(text: str) -> None:
    _refused(text)


def test_the_guildmage_keeps_its_short_name() -> None:
    match = find_card("Duskmantle", MAGIC)
    assert isinstance(match, CardMatch)
    assert match.card.name == "Duskmantle Guildmage"


@pytest.mark.parametrize(
    "text",
    [
        # A spell whose effect is life loss told as dealing damage: Worship stops damage only
        # (its player at 1 loses to the loss), so the damage said is not read as the spell's.
        "Bob is at 2 life and controls Worship and a creature. Alice's Final Punishment deals "
        "4 damage to Bob. Who wins?",
        "My opponent is at 3 life and controls Worship and a creature. My Final Punishment "
        "deals 5 damage to him. Does he lose?",
        # Its name made a verb "for N": a loss, never N damage.
        "My opponent is at 3 life and controls Worship and a creature. I Final Punishment him "
        "for 5. Does he lose?",
    ],
)
def test_a_life_loss_card_told_as_damage_is_refused(text: str) -> None:
    _refused(text)


def test_a_creature_whose_triggers_take_life_still_deals_its_damage() -> None:
    # A creature's damage is damage (combat damage, most often): never refused as a loss.
    ruling = _ruled(
        "My opponent is at 1 life. My Blood Artist deals 1 damage to him. Does he lose?"
    )
    assert ruling.results == {"opponent": "lost", "me": "won"}


def test_a_life_loss_card_told_as_life_lost_is_judged() -> None:
    ruling = _ruled(
        "My opponent is at 3 life and controls Worship and a creature. He loses 5 life from "
        "my Final Punishment. Does he lose?"
    )
    assert ruling.results == {"opponent": "lost", "me": "won"}


def test_the_cloaks_gain_told_with_the_damage_comes_after_it() -> None:
    # Known now, its gain is a trigger: it comes after the damage, too late (603.3); unknown,
    # whether it came with the damage was asked (a case each way).
    ruling = _ruled("I am at 3 life. I take 3 combat damage and gain 3 life from Armadillo Cloak")
    assert not ruling.depends
    assert ruling.results == {"me": "lost", "opponent": "won"}
