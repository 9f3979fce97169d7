"""The card catalogue asked about as players ask in chat (session 29, issue #31;
bot/core/rulings/card_data/magic.json): what each fix below answered wrongly before, with the
near readings that must stay as they were. A refusal is always acceptable, a wrong answer
never."""

from __future__ import annotations

import pytest

from bot.core.rulings import NoRuling, rule_on
from bot.core.rulings.card_lookup import cards_in, find_card
from bot.core.rulings.card_values import UnknownCard
from bot.core.rulings.words import Refusal
from tests.rulings.test_chat_reading import MAGIC, _refused, _ruled

# -- proliferation only where the card's own damage brings it -------------------------------

# Only Thrummingbird's and Bloated Contaminator's proliferation is a trigger on their combat
# damage to a player (701.34a). Atraxa proliferates at its controller's end step, Evolution Sage
# as a land enters, Flux Channeler as a noncreature spell is cast, Viral Drake as an activated
# ability: their combat damage alone gives no more poison counters. Each was "you win", its
# proliferation played as if its damage brought it.


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "My opponent has 9 poison counters and is at 20 life. My Atraxa, Praetors' Voice "
            "deals 4 combat damage to him.",
            {"opponent": "playing", "me": "playing"},
        ),
        (
            "My opponent has 8 poison counters. My Viral Drake deals 1 combat damage to him.",
            {"opponent": "playing", "me": "playing"},
        ),
        (
            "My opponent has 9 poison counters and is at 20 life. My Evolution Sage deals 1 "
            "combat damage to him.",
            {"opponent": "playing", "me": "playing"},
        ),
        (
            "My opponent has 9 poison counters and is at 20 life. My Flux Channeler deals 2 "
            "combat damage to him.",
            {"opponent": "playing", "me": "playing"},
        ),
        # a trigger on its own combat damage still proliferates
        (
            "My opponent has 9 poison counters and is at 20 life. My Thrummingbird deals 1 "
            "combat damage to him.",
            {"opponent": "lost", "me": "won"},
        ),
        (
            "I have 8 poison counters. I take 2 combat damage from Bloated Contaminator.",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_proliferation_comes_of_damage_only_where_the_card_says_so(
    text: str, results: dict[str, str]
) -> None:
    assert _ruled(text).results == results


# -- damage said "from it" or unsourced, beside a card whose own damage brings more ----------

# "it" after a permanent named last is that permanent where it deals damage ("it deals",
# "damage from it", card_references._deals_damage): its infect, toxic, poisonous trigger or lifelink
# is then its card data's. Each was read as damage from nothing: "depends on his life" at 10
# infect damage, "nobody has won" at 9 poison counters and 1 more from Inkmoth Nexus.


@pytest.mark.parametrize(
    "text",
    [
        "I control Glistener Elf and my opponent takes 10 combat damage from it.",
        "I control Blightsteel and my opponent takes 10 combat damage from it.",
        "I attack with Blightsteel and it deals 10 damage to my opponent",
        "My opponent has 9 poison counters and is at 20 life. I control Inkmoth Nexus and he "
        "takes 1 combat damage from it.",
        "My opponent has 9 poison counters. I control Bloated Contaminator and he takes 4 "
        "combat damage from it.",
        "My opponent has 9 poison counters. I control Marsh Viper and he takes 1 combat damage "
        "from it.",
        "I control Phage and my opponent takes 1 combat damage from it.",
    ],
)
def test_damage_from_it_is_the_permanent_named_before(text: str) -> None:
    assert _ruled(text).results == {"me": "won", "opponent": "lost"}


# Damage to another player than its holder whose source the words leave unsaid, beside such a
# card the words never tie a damage to, may be the card's: refused naming it, never judged as
# damage from nothing (each was "depends on his life" or "nobody has won").
@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("I control Glistener Elf and my opponent takes 10 combat damage.", "Glistener Elf"),
        ("I control Glistener Elf and my opponent takes 10 damage.", "Glistener Elf"),
        (
            "My opponent has 9 poison counters and is at 20 life. I control Glistener Elf; he "
            "takes 1 combat damage from my attacking creature.",
            "Glistener Elf",
        ),
        (
            "My opponent has 9 poison counters. I control Marsh Viper and he takes 1 combat "
            "damage.",
            "Marsh Viper",
        ),
    ],
)
def test_unsourced_damage_beside_such_a_card_is_refused_naming_it(text: str, card: str) -> None:
    refusal = _refused(text)
    assert refusal.kind is Refusal.CARD_NOT_JUDGED
    assert refusal.cards == (card,)


@pytest.mark.parametrize(
    "text",
    [
        # lifelink's gain at the same time as the damage: a draw, where it was unsaid
        "I'm at 2 life and my opponent is at 2 life. I control Vampire Nighthawk. It deals 2 "
        "combat damage to my opponent and his creature deals 2 combat damage to me at the same "
        "time.",
        "I'm at 2 life and my opponent is at 2 life. I control Baneslayer Angel. My opponent "
        "takes 5 combat damage from it and I take 2 combat damage at the same time.",
    ],
)
def test_lifelink_from_it_is_never_left_out(text: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling) or answer.results == {"me": "won", "opponent": "lost"}


# Damage the words tie to a source (another card, the holder's own damage taken) stays read.
@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "My opponent has 9 poison counters and is at 3 life. I control Glistener Elf. He "
            "takes 3 damage from Lightning Bolt.",
            {"opponent": "lost", "me": "won"},
        ),
        (
            "My opponent has 9 poison counters and is at 20 life. I control Glistener Elf. I "
            "cast Lightning Bolt at him.",
            {"opponent": "playing", "me": "playing"},
        ),
        (
            "I'm at 3 life. I control Glistener Elf and I take 3 damage.",
            {"me": "lost", "opponent": "won"},
        ),
    ],
)
def test_damage_tied_to_another_source_stays_read(text: str, results: dict[str, str]) -> None:
    assert _ruled(text).results == results


# -- another card's name a typo away from one Arbiter knows ----------------------------------

# Blinkmoth Nexus (a land that becomes a 1/1 flier, no infect) is 93% like Inkmoth Nexus by the
# typo-forgiving match: its 1 damage was 10 poison counters, "you win". A card's "others" name
# the real cards near its own, never read as it; a typo of its own name still is.


@pytest.mark.parametrize(
    ("text", "results"),
    [
        (
            "My opponent has 9 poison counters and is at 20 life. My Blinkmoth Nexus deals 1 "
            "combat damage to him.",
            {"opponent": "playing", "me": "playing"},
        ),
        (
            "My opponent has 9 poison counters and is at 20 life. My Inkmoth Nexsu deals 1 "
            "combat damage to him.",
            {"opponent": "lost", "me": "won"},
        ),
    ],
)
def test_a_near_name_of_another_card_is_not_the_known_card(
    text: str, results: dict[str, str]
) -> None:
    ruling = _ruled(text)
    assert ruling.results == results


@pytest.mark.parametrize(
    ("name", "known"),
    [
        ("Blinkmoth Nexus", "Inkmoth Nexus"),
        ("Blessed Wine", "Blessed Wind"),
        ("Lightning Axe", "Lightning Angel"),
        ("Hallowed Fountain", "Halo Fountain"),
    ],
)
def test_another_cards_name_is_unknown_whether_alone_or_in_a_sentence(
    name: str, known: str
) -> None:
    assert isinstance(find_card(name, MAGIC), UnknownCard)
    assert known not in [mention.card.name for mention in cards_in(f"I cast {name}.", MAGIC)]
