"""Cards added in session 27 that people name when a game ends (issue #31;
bot/core/rulings/card_data/magic.json), each worded from public facts. Most were the first
blocker of a refused question in the real corpus and fresh sets 1 and 2 ("Arbiter does not
know the card ..."); the rest are well-known cards that end games (infect, mill, life paid).

- Spells whose damage or life loss as they resolve may end the game (Consume Spirit, Corrupt,
  Soulblast, Fiery Justice, Devouring Greed, Exsanguinate, Ad Nauseam): a
  `damage` effect at resolution, so told cast with what they did unsaid they are asked about
  (effects_unsaid.py), never "nobody has won or lost yet"; the life they also give is an
  `ends_nothing` that `changes` life, so beside a change of life they are refused by name.
- Abilities that deal damage or cost life (Goblin Sharpshooter, Barbarian Ring, Cabal Archon,
  Sparksmith, Viridian Longbow, Griselbrand): activated with what they did unsaid, asked about.
- Triggers as a creature enters or leaves (Keldon Marauders, Laquatus's Champion, Gray Merchant
  of Asphodel, Kokusho): a `damage` effect at `enters` or `leaves`. Said to enter, leave or die
  with what the trigger did unsaid, refused by name (card_checks._check_arrivals, which took
  only a win or a loss before); told cast last, asked about (`_as_it_enters`). So is Ichor
  Rats' poison counter for each player as it enters (a poison trigger's `moment`). Before, "I'm at 1
  life. Keldon Marauders enters the battlefield under my opponent's control" would have been
  "nobody has won or lost yet" had the card been known, which is why it was left out.
- Damage prevented, redirected or paid for (Candles' Glow, Hallowed Healer, Embolden, Pariah,
  Treacherous Link, Murderous Betrayal, Wall of Blood, City of Brass, Terashi's Grasp, Golgari
  Brownscale, Beacon of Immortality, Jinxed Choker, Trade Secrets): `ends_nothing` that
  `changes` life (and poison, for damage an infect source deals), or a library's draws:
  refused by name beside such a change, judged beside anything else.
- Infect creatures (Plague Myr, Ichorclaw Myr, Necropede, Putrefax) and mill spells (Tome
  Scour, Mind Sculpt, Archive Trap): kinds the engine follows exactly.
"""

from __future__ import annotations

import pytest

from bot.core.rulings.words import Refusal
from tests.rulings.test_cards import _card
from tests.rulings.test_chat_reading import _refused, _ruled

ADDED = (
    "Fiery Justice",
    "Devouring Greed",
    "Murderous Betrayal",
    "Corrupt",
    "Soulblast",
    "Goblin Sharpshooter",
    "Golgari Brownscale",
    "Terashi's Grasp",
    "Consume Spirit",
    "Candles' Glow",
    "Barbarian Ring",
    "Wall of Blood",
    "Sparksmith",
    "Keldon Marauders",
    "Laquatus's Champion",
    "Jinxed Choker",
    "Trade Secrets",
    "Cabal Archon",
    "Hallowed Healer",
    "Beacon of Immortality",
    "City of Brass",
    "Embolden",
    "Viridian Longbow",
    "Treacherous Link",
    "Pariah",
    "Plague Myr",
    "Ichorclaw Myr",
    "Necropede",
    "Putrefax",
    "Tome Scour",
    "Mind Sculpt",
    "Archive Trap",
    "Griselbrand",
    "Dark Confidant",
    "Gray Merchant of Asphodel",
    "Exsanguinate",
    "Kokusho, the Evening Star",
    "Ad Nauseam",
)


def test_every_added_card_is_found_by_its_own_name() -> None:
    assert [_card(name).name for name in ADDED] == list(ADDED)


# -- spells whose damage or life loss as they resolve may end the game ----------------------


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("My opponent is at 3 life. I cast Consume Spirit for 3 targeting him.", "Consume Spirit"),
        ("My opponent is at 3 life. I cast Corrupt at him.", "Corrupt"),
        ("My opponent is at 1 life. I cast Soulblast.", "Soulblast"),
        # its 5 damage is divided, and the opponent it names gains 5: never 5 to one player
        ("I'm at 4 life. My opponent casts Fiery Justice at me.", "Fiery Justice"),
        ("My opponent is at 4 life. I cast Devouring Greed targeting him.", "Devouring Greed"),
        ("My opponent is at 3 life. I cast Exsanguinate for 3.", "Exsanguinate"),
        ("I'm at 2 life. I cast Ad Nauseam.", "Ad Nauseam"),
        # a creature whose trigger as it enters deals damage or costs life, cast last
        ("I'm at 1 life. My opponent casts Keldon Marauders.", "Keldon Marauders"),
        ("I have 9 poison counters. My opponent casts Ichor Rats.", "Ichor Rats"),
        ("I'm at 6 life. My opponent casts Laquatus's Champion.", "Laquatus's Champion"),
        (
            "My opponent is at 3 life. I cast Gray Merchant of Asphodel.",
            "Gray Merchant of Asphodel",
        ),
    ],
)
def test_a_spell_cast_with_what_it_did_unsaid_is_asked_about(text: str, card: str) -> None:
    refusal = _refused(text)
    assert refusal.kind is not Refusal.UNKNOWN_CARD
    assert "on the stack" in refusal.message
    assert card in refusal.message


@pytest.mark.parametrize(
    "text",
    [
        "My opponent is at 1 life. I activate Goblin Sharpshooter targeting him.",
        "My opponent is at 2 life. I activate Barbarian Ring targeting him.",
        "My opponent is at 2 life. I activate Cabal Archon targeting him.",
        "I'm at 1 life. I activate Sparksmith.",
        "My opponent is at 1 life. I activate Viridian Longbow's ability targeting him.",
        "My opponent has 0 cards in his library. He activates Griselbrand.",
        "I'm at 7 life. I activate Griselbrand.",
    ],
)
def test_an_ability_activated_with_what_it_did_unsaid_is_refused(text: str) -> None:
    refusal = _refused(text)
    assert refusal.kind is not Refusal.UNKNOWN_CARD


# -- triggers as a creature enters or leaves ------------------------------------------------


# said to enter, leave or die, what its trigger did unsaid
ARRIVALS = [
    # Ichor Rats, known before, gives each player a poison counter as it enters: it
    # was "nobody has won or lost yet" at 9 poison counters
    (
        "I have 9 poison counters. Ichor Rats enters the battlefield under my opponent's control.",
        "Ichor Rats",
    ),
    (
        "I'm at 1 life. Keldon Marauders enters the battlefield under my opponent's control.",
        "Keldon Marauders",
    ),
    (
        "I'm at 1 life. My opponent's Keldon Marauders leaves the battlefield.",
        "Keldon Marauders",
    ),
    (
        "I'm at 6 life. Laquatus's Champion enters the battlefield under my opponent's control.",
        "Laquatus's Champion",
    ),
    (
        "My opponent is at 3 life. Gray Merchant of Asphodel enters the battlefield under my "
        "control.",
        "Gray Merchant of Asphodel",
    ),
    ("My opponent is at 5 life. My Kokusho dies.", "Kokusho, the Evening Star"),
    # the life it gives back as it leaves is unsaid
    (
        "Bob is at 1 life. Laquatus's Champion enters the battlefield under Alice's control. "
        "then Bob loses 6 life.",
        "Laquatus's Champion",
    ),
]


@pytest.mark.parametrize(
    "text",
    [
        "My opponent is at 1 life. My opponent takes 1 damage from my Keldon Marauders as it "
        "enters the battlefield.",
        "My opponent is at 1 life. My Keldon Marauders enters the battlefield and Keldon "
        "Marauders deals 1 damage to him.",
    ],
)
def test_what_its_trigger_did_told_from_it_is_read(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results == {"opponent": "lost", "me": "won"}


# -- damage prevented, redirected or paid for, beside a change of life ----------------------


# a change of life, poison or draws told beside a card that changes it unsaid
CHANGES = [
    (
        "I'm at 4 life. My opponent casts Fiery Justice. I take 5 damage and gain 5 life.",
        "Fiery Justice",
    ),
    ("I control Wall of Blood and I'm at 20 life. I pay 20 life.", "Wall of Blood"),
    ("I have Murderous Betrayal and I'm at 1 life. I activate it.", "Murderous Betrayal"),
    ("I'm at 3 life. I control City of Brass and take 3 damage.", "City of Brass"),
    ("I control Pariah. I'm at 2 life and take 3 damage.", "Pariah"),
    (
        "I'm at 3 life. I cast Candles' Glow targeting myself. My opponent's creature deals "
        "6 combat damage to me.",
        "Candles' Glow",
    ),
    (
        "I'm at 2 life. I activate Hallowed Healer targeting myself. My opponent's creature "
        "deals 3 combat damage to me.",
        "Hallowed Healer",
    ),
    (
        "I'm at 3 life. My opponent casts Terashi's Grasp. Then I take 3 damage.",
        "Terashi's Grasp",
    ),
    (
        "I'm at 3 life and my opponent casts Beacon of Immortality on himself. I deal 5 "
        "damage to him; he is at 4 life.",
        "Beacon of Immortality",
    ),
    (
        "I'm at 1 life. My opponent's Laquatus's Champion leaves the battlefield. Then I lose "
        "1 life.",
        "Laquatus's Champion",
    ),
    # infect's damage prevented or redirected is no poison either: never judged as if the
    # card were not there (it was "you lose": 10 poison)
    (
        "I have 9 poison counters and control Pariah. Glistener Elf deals 1 damage to me.",
        "Pariah",
    ),
    (
        "I have 9 poison counters. I cast Embolden. Glistener Elf deals 1 damage to me.",
        "Embolden",
    ),
    # its draws are the caster's to choose: a draw from an empty library told beside it
    (
        "I cast Trade Secrets targeting my opponent. My opponent draws from an empty library.",
        "Trade Secrets",
    ),
    # an upkeep trigger named beside its step
    ("I'm at 1 life and control Dark Confidant. It's my upkeep.", "Dark Confidant"),
    (
        "My opponent controls Jinxed Choker. I'm at 1 life. It's my opponent's upkeep.",
        "Jinxed Choker",
    ),
]


@pytest.mark.parametrize(("text", "card"), ARRIVALS + CHANGES)
def test_refused_by_name_never_judged_as_if_the_card_did_nothing(text: str, card: str) -> None:
    refusal = _refused(text)
    assert refusal.kind is Refusal.CARD_NOT_JUDGED
    assert card in refusal.cards


# -- infect and mill: kinds the engine follows ----------------------------------------------


@pytest.mark.parametrize(
    ("text", "status", "mine"),
    [
        # nothing of them stops a draw from an empty library
        ("My opponent controls Keldon Marauders. I draw from an empty library.", "over", "lost"),
        ("I control City of Brass. I draw from an empty library.", "over", "lost"),
        (
            "I'm at 1 life and control Dark Confidant. I draw from an empty library.",
            "over",
            "lost",
        ),
        # an infect creature's damage is poison counters
        ("I have 9 poison counters. Plague Myr deals 1 damage to me.", "over", "lost"),
        (
            "I have 9 poison counters. My opponent's Ichorclaw Myr deals 1 combat damage to me.",
            "over",
            "lost",
        ),
        ("I have 8 poison counters. Putrefax deals 5 damage to me.", "over", "lost"),
        ("I have 7 poison counters. Necropede deals 1 damage to me.", "ongoing", "playing"),
    ],
)
def test_judged_beside_them(text: str, status: str, mine: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == status
    assert ruling.results["me"] == mine


@pytest.mark.parametrize("card", ["Tome Scour", "Mind Sculpt", "Archive Trap"])
def test_a_library_milled_loses_at_the_next_draw(card: str) -> None:
    ruling = _ruled(
        f"I cast {card} targeting my opponent. It resolves. He has 0 cards in his library. "
        "Then he draws a card."
    )
    assert ruling.results == {"me": "won", "opponent": "lost"}


# -- ordinary words that are also card names are no card -------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "the spirit of the law is corrupt",
        "I wanted to embolden my friend.",
        "He is a pariah at our table.",
    ],
)
def test_ordinary_words_named_like_a_card_are_no_card(text: str) -> None:
    refusal = _refused(text)
    assert refusal.cards == ()
