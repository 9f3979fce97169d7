"""A card Arbiter does not know said to enter the battlefield, with nothing after it (issue #31,
found probing the fresh held-out set's "card told as entering" family): "my opponent is at 2
life. Gray Merchant of Asphodel enters the battlefield under my control" said nobody had won or
lost, the card "taken to do only what the words say it did" - when what an unknown card does on
entering (a loss of life, a win) is the very thing asked. As for an unknown card told as cast
and nothing more, the sentence is refused and the card named; what the words say it did after
it entered is read as before, and a known card entering keeps its card data. (Gray Merchant of
Asphodel and Laquatus's Champion, the cards first asked about here, are known since session 27:
test_cards_s27.py; Siege Rhino and Vampire Sovereign stand for the unknown cards now.)"""

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
            "my opponent is at 2 life. Siege Rhino enters the battlefield under my control.",
            "Siege Rhino",
        ),
        (
            "Bob is at 1 life. Vampire Sovereign entered the battlefield under Alice's control.",
            "Vampire Sovereign",
        ),
        (
            "I am at 4 life and Siege Rhino enters the battlefield under my opponent's control.",
            "Siege Rhino",
        ),
    ],
)
def test_an_unknown_card_entering_with_nothing_after_is_refused(text: str, card: str) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling), answer
    assert answer.kind is Refusal.UNKNOWN_CARD
    assert answer.cards == (card,)


@pytest.mark.parametrize(
    ("text", "status", "results"),
    [
        # what it did on entering told after it: read as before
        (
            "Bob is at 1 life. Vampire Sovereign enters the battlefield under Alice's "
            "control. then Bob loses 3 life.",
            "over",
            {"Bob": "lost", "Alice": "won"},
        ),
        # an unknown card dying is no entering: taken to do only what the words say
        (
            "Bob is at 3 life. Siege Rhino dies.",
            "ongoing",
            {"Bob": "playing", "opponent": "playing"},
        ),
        # a known card entering keeps its card data
        (
            "Bob is at 3 life. Platinum Angel enters the battlefield under Bob's control.",
            "ongoing",
            {"Bob": "playing", "opponent": "playing"},
        ),
    ],
)
def test_what_follows_or_a_known_card_is_read_as_before(
    text: str, status: str, results: dict[str, str]
) -> None:
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, Ruling), answer
    assert answer.status == status
    assert answer.results == results
