"""A quick ruling's words about a card's continuous effect (bot/core/rulings/told.py and
describing.py's English): what the answer says it does, in English and in the reader's language."""

from __future__ import annotations

import re

import pytest

from bot.core.messages import Message
from bot.core.rulings import Ruling, rule_on
from bot.faces.i18n import translate

FEEDING = (
    "magic: I control Exquisite Blood and Sanguine Bond. my opponent is at 1 life. I gain 1 life"
)


def _understood(ruling: Ruling, locale: str | None) -> str:
    word = None if locale is None else (lambda message: translate(message, locale))
    return ruling.text(word=word).split("\n")[1]


def test_a_pair_of_triggers_feeding_each_other_is_said_as_what_each_does() -> None:
    """Exquisite Blood and Sanguine Bond were said to "win instead of drawing from an empty
    library" (every effect the answer had no words for was)."""
    ruling = rule_on(FEEDING, asker="alice")
    assert isinstance(ruling, Ruling)
    understood = _understood(ruling, None)
    assert "instead of drawing" not in understood
    assert "your Exquisite Blood: whenever an opponent loses life, you gain that much life" in (
        understood
    )
    assert "your Sanguine Bond: whenever you gain life, an opponent loses that much life" in (
        understood
    )


@pytest.mark.parametrize("locale", ["es-ES", "pt-BR", "fr", "de", "ja"])
def test_a_pair_of_triggers_is_said_to_the_asker_in_their_language(locale: str) -> None:
    ruling = rule_on(FEEDING, asker="alice")
    assert isinstance(ruling, Ruling)
    understood = _understood(ruling, locale)
    gains = translate(Message("whenever an opponent loses life, you gain that much life"), locale)
    loses = translate(Message("whenever you gain life, an opponent loses that much life"), locale)
    assert gains != "whenever an opponent loses life, you gain that much life"
    assert gains in understood and loses in understood
    assert "Exquisite Blood" in understood and "Sanguine Bond" in understood


@pytest.mark.parametrize("locale", ["es-ES", "pt-BR", "fr", "de", "ja"])
def test_what_an_event_came_from_is_the_card_and_whose_it_is(locale: str) -> None:
    """ "(from my Laboratory Maniac)": the asker's own English words were quoted back in
    every language; the card is named and said to be the asker's in theirs."""
    ruling = rule_on("magic: I'm at 0 life and my Laboratory Maniac says I win", asker="alice")
    assert isinstance(ruling, Ruling)
    understood = _understood(ruling, locale)
    yours = translate(Message("your {thing}", thing="Laboratory Maniac"), locale)
    assert yours in understood
    assert not {"from", "my", "your"} & set(re.findall(r"[a-z]+", understood)), understood
