"""A card that takes a permanent off the battlefield (Doom Blade, Murder, Terminate, Vindicate,
Naturalize, Swords to Plowshares, Path to Exile, Unsummon, Boomerang, Set Adrift), told played
at a permanent Arbiter knows (issue #31, "as asked"; bot/core/rulings/removals.py): read as
the event players tell in words, "my Platinum Angel is destroyed" (its effects end, MTG CR
611.3a); Swords to Plowshares' life gain for the creature's controller at the same time;
a target the card can't take refused (MTG CR 115.1); anything left open refused."""

from __future__ import annotations

import pytest

from bot.core.rulings.cards import CardMatch, EndsNothing, Removes, Takes, find_card
from tests.rulings.test_chat_reading import MAGIC, _refused, _ruled

ANGEL = "I control Platinum Angel and I'm at 0 life."
PHAGE = "Phage the Untouchable"
PERSECUTOR = "I control Abyssal Persecutor and my opponent is at -3 life."


@pytest.mark.parametrize(
    ("name", "removes", "takes"),
    [
        ("Doom Blade", Removes.DESTROY, Takes.NONBLACK_CREATURE),
        ("Go for the Throat", Removes.DESTROY, Takes.NONARTIFACT_CREATURE),
        ("Vindicate", Removes.DESTROY, Takes.PERMANENT),
        ("Disenchant", Removes.DESTROY, Takes.ARTIFACT_OR_ENCHANTMENT),
        ("Swords to Plowshares", Removes.EXILE, Takes.CREATURE),
        ("Unsummon", Removes.HAND, Takes.CREATURE),
        ("Set Adrift", Removes.LIBRARY, Takes.NONLAND_PERMANENT),
    ],
)
def test_a_removal_card_says_where_it_puts_what_it_can_target(
    name: str, removes: Removes, takes: Takes
) -> None:
    found = find_card(name, MAGIC)
    assert isinstance(found, CardMatch) and found.card.name == name
    effect = next(e for e in found.card.effects if isinstance(e, EndsNothing))
    assert (effect.removes, effect.takes) == (removes, takes)


@pytest.mark.parametrize(
    ("text", "loser"),
    [
        (f"{ANGEL} My opponent casts Doom Blade on my Platinum Angel. Do I lose?", "me"),
        (f"{ANGEL} He cast Murder targeting my Angel.", "me"),
        (f"{ANGEL} What happens if my opponent plays Terminate on my Platinum Angel?", "me"),
        (f"{ANGEL} My Platinum Angel gets hit by Vindicate. Who wins?", "me"),
        (f"{ANGEL} My opponent destroys my Platinum Angel with Naturalize.", "me"),
        (f"{ANGEL} Then my opponent casts Path to Exile on my Angel.", "me"),
        (f"{ANGEL} My opponent casts Unsummon on my Angel.", "me"),
        (f"{ANGEL} bob bounced my Platinum Angel with Boomerang.", "me"),
        (f"{ANGEL} He casts Set Adrift on my Platinum Angel. Do I lose?", "me"),
        ("I'm at -2 life and I control Phyrexian Unlife. My opponent Disenchants my Unlife.", "me"),
        (f"{ANGEL} He casts Shatter on my Angel.", "me"),
        (f"{ANGEL} He Paths my Angel.", "me"),
        (f"{ANGEL} My Platinum Angel got Doom Bladed.", "me"),
        (f"{ANGEL} My opponent casts Vindicate, targeting my Platinum Angel.", "me"),
        (f"{ANGEL} My opponent Murders my Platinum Angel. Do I lose?", "me"),
        (f"{ANGEL} My opponent O-Rings my Platinum Angel.", "me"),
        (f"{ANGEL} My opponent casts Journey to Nowhere targeting my Angel.", "me"),
        ("I control Phyrexian Unlife and I'm at -1 life. bob casts Mortify on my Unlife.", "me"),
        (
            "I control Jace, Wielder of Mysteries and my library is empty. My opponent casts "
            "Dreadbore on my Jace. Then I draw a card.",
            "me",
        ),
        # One's own Abyssal Persecutor removed: the opponent it kept in loses.
        (f"{PERSECUTOR} I cast Vindicate on my own Abyssal Persecutor.", "opponent"),
        (f"{PERSECUTOR} What if I Go for the Throat my Persecutor?", "opponent"),
        (f"{PERSECUTOR} I kill my Persecutor with Hero's Downfall. Do I win?", "opponent"),
    ],
)
def test_a_removal_played_at_what_keeps_a_player_in_takes_it_away(text: str, loser: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "over"
    assert ruling.results[loser] == "lost"


@pytest.mark.parametrize(
    "text",
    [
        f"{ANGEL} My opponent casts Swords to Plowshares on my Platinum Angel. Do I lose?",
        f"{ANGEL} He Swords my Angel.",
        f"{ANGEL} My opponent exiles my Platinum Angel with Swords to Plowshares.",
    ],
)
def test_swords_to_plowshares_gains_the_creatures_controller_its_power(text: str) -> None:
    ruling = _ruled(text)
    assert ruling.status == "ongoing"  # 4 life gained as the Angel leaves (608.2b)
    assert ruling.results["me"] == "playing"


@pytest.mark.parametrize(
    ("text", "named"),
    [
        # A target the card can't take: Phage and the Persecutor are black, the Angel an
        # artifact, Platinum Angel no enchantment or artifact Doom Blade could skip.
        (
            "I control Phage the Untouchable. He casts Doom Blade on my Phage the Untouchable.",
            "Doom Blade",
        ),
        (f"{PERSECUTOR} I Doom Blade my Persecutor.", "Doom Blade"),
        (f"{ANGEL} My opponent casts Go for the Throat on my Angel.", "Go for the Throat"),
        ("I control Laboratory Maniac. He casts Naturalize on my Laboratory Maniac.", "Naturalize"),
        ("I control Phyrexian Unlife. He casts Putrefy on my Phyrexian Unlife.", "Putrefy"),
    ],
)
def test_a_target_the_card_cannot_take_is_refused_saying_why(text: str, named: str) -> None:
    refused = _refused(text)
    assert named in refused.message and "can't target" in refused.message


@pytest.mark.parametrize(
    "text",
    [
        # Swords to Plowshares where whose creature it is, or the gain, is left open.
        f"{ANGEL} Swords to Plowshares exiles the Angel. Do I lose?",
        f"{ANGEL} My opponent casts Swords to Plowshares. Do I lose?",
        f"{ANGEL} My opponent casts Swords to Plowshares on the Platinum Angel.",
        # Set Adrift beside a library told: the card on top of it may be drawn.
        "My library is empty and I control Platinum Angel. I draw a card. He casts Set Adrift "
        "on my Platinum Angel. Then I draw a card.",
        # What may stop the spell, said beside it; a removal only held or asked about.
        f"{ANGEL} My opponent casts Murder on my Angel but it is countered. Do I lose?",
        f"{ANGEL} In response I sacrifice my Angel after he casts Murder on my Angel.",
        f"{ANGEL} My opponent has Doom Blade in hand. Do I lose?",
        f"{ANGEL} Can my opponent Terminate my Angel?",
        # "it" where another creature is said beside the Angel: which one, unsaid.
        "I control Platinum Angel and a creature and I'm at 0 life. He casts Murder on it.",
        f"{ANGEL} My Platinum Angel is Swords to Plowshares.",
        # A card that exiles until it leaves, said to leave after.
        f"{ANGEL} My opponent casts Oblivion Ring on my Angel. Then I destroy his Oblivion Ring.",
        # A card whose types Arbiter does not hold, or one it does not know.
        "I control Lich's Mastery. My opponent casts Vindicate on my Lich's Mastery.",
        f"{ANGEL} My opponent casts Doom Blade on my Serra Angel.",
    ],
)
def test_a_removal_whose_effect_is_left_open_is_refused(text: str) -> None:
    _refused(text)


@pytest.mark.parametrize(
    ("text", "status", "me"),
    [
        (f"{ANGEL} My opponent casts Wrath of God. Do I lose?", "over", "lost"),
        (f"{ANGEL} My opponent Wraths the board.", "over", "lost"),
        (
            "I control Laboratory Maniac and Platinum Angel and I'm at -1 life. Then Damnation "
            "resolves.",
            "over",
            "lost",
        ),
        # No creature named: an enchantment stays.
        (
            "I control Phyrexian Unlife and I'm at -3 life. My opponent casts Wrath of God.",
            "ongoing",
            "playing",
        ),
        # A planeswalker is no creature: Jace stays.
        (
            "I control Jace, Wielder of Mysteries and Laboratory Maniac. My library is empty. My "
            "opponent casts Day of Judgment. Then I draw a card.",
            "over",
            "won",
        ),
    ],
)
def test_a_card_that_destroys_every_creature_takes_each_one_named(
    text: str, status: str, me: str
) -> None:
    ruling = _ruled(text)
    assert ruling.status == status
    assert ruling.results["me"] == me


@pytest.mark.parametrize(
    "text",
    [
        # Worship's creature, a card whose types Arbiter does not hold, one it does not know.
        "I control Worship and Platinum Angel and I'm at 0 life. He casts Day of Judgment.",
        "I control Platinum Angel and Blood Artist and I'm at 0 life. He casts Wrath of God.",
        f"{ANGEL} I also control Serra Angel. My opponent casts Wrath of God.",
        # No creature named; or it may be countered.
        f"{ANGEL} My opponent casts Wrath of God, but I counter it.",
    ],
)
def test_a_card_that_destroys_every_creature_beside_what_it_may_miss_is_refused(
    text: str,
) -> None:
    _refused(text)
