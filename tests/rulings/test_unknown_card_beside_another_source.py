"""A card Arbiter does not know, told as cast, followed only by what something else did (issue
#31, found probing the families of the session 16 held-out set): "I'm at 3 life. I cast
Candles' Glow targeting myself. My opponent's creature deals 6 combat damage to me" was
answered "you lose", the card "taken to do only what the words say it did" - but the words
after it say what the creature did, not what the spell did (here it prevents 3 of the damage
and gains 3 life: the asker lives; Candles' Glow is known since session 27, refused there
naming it: test_cards_s27.py). What an unknown card did is still unsaid when every event
after it comes from another named source: the card is named as unknown. Words that say what
it did ("it deals 3 damage", "he takes 3 damage", "then I gain 3 life") are read as before."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, Ruling, rule_on
from bot.core.rulings.words import Refusal

MAGIC = System("magic")


@pytest.mark.parametrize(
    ("text", "card"),
    [
        (
            "I'm at 3 life. I cast Alabaster Potion targeting myself. My opponent's creature "
            "deals 6 combat damage to me.",
            "Alabaster Potion",
        ),
        (
            "Bob is at 2 life. Bob casts Healing Salve on himself. Alice's Grizzly Bears deal 4 "
            "combat damage to Bob.",
            "Healing Salve",
        ),
        (
            "My opponent is at 1 life. He casts Holy Day. My Grizzly Bears deal 2 combat damage "
            "to him.",
            "Holy Day",
        ),
        (
            "I am at 2 life. I activate Jade Monolith. My opponent's Shivan Dragon deals 6 "
            "damage to me.",
            "Jade Monolith",
        ),
    ],
)
def test_what_another_source_did_says_nothing_of_the_unknown_card(text: str, card: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer
    assert answer.kind is Refusal.UNKNOWN_CARD
    assert answer.cards == (card,)


@pytest.mark.parametrize(
    ("text", "status", "results"),
    [
        # "it" is the card just cast: what it did is said
        (
            "My opponent is at 3 life. I cast Lightning Helix targeting my opponent. It deals 3 "
            "damage to him and I gain 3 life.",
            "over",
            {"opponent": "lost", "me": "won"},
        ),
        # no source said: taken as what the card did, as before
        (
            "My opponent is at 3 life. I cast Lightning Helix targeting my opponent. He takes 3 "
            "damage.",
            "over",
            {"opponent": "lost", "me": "won"},
        ),
        # what it did said first, another source after
        (
            "I am at 2 life. I cast Healing Salve targeting myself. Then I gain 3 life. My "
            "opponent's creature deals 4 combat damage to me.",
            "ongoing",
            {"me": "playing", "opponent": "playing"},
        ),
    ],
)
def test_what_the_unknown_card_did_said_is_read_as_before(
    text: str, status: str, results: dict[str, str]
) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), answer
    assert (answer.status, answer.results) == (status, results)
