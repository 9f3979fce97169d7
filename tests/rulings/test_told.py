"""A quick ruling's words about a card's continuous effect (bot/core/rulings/lasting_messages.py and
describing.py's English): what the answer says it does, in English and in the reader's language."""

from __future__ import annotations

import re

import pytest

from bot.core.messages import Message
from bot.core.rulings import Ruling, rule_on
from bot.core.rulings.told import OPPONENT_NAMED
from bot.faces.discord.quick_ruling_actions import worder
from bot.faces.i18n import language_of, translate

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


@pytest.mark.parametrize("locale", [None, "es-ES", "ja"])
def test_both_players_are_each_shown_under_understood(locale: str | None) -> None:
    """ "both players take 5 damage" was shown as "you lose 5 life" alone: the second player
    of a `both` was cut from what was understood (its source and why were zipped short),
    though the result drew the game for both."""
    ruling = rule_on(
        "magic: both players are at 3 life. both players take 5 damage from a spell",
        asker="me",
    )
    assert isinstance(ruling, Ruling)
    word = None if locale is None else (lambda message: translate(message, locale))
    lines = ruling.text(word=word).split("\n")
    first, second = lines[1], lines[2]
    assert first.startswith("1.") and second.startswith("2.")
    opponent = "opponent" if locale is None else translate(OPPONENT_NAMED, locale)
    for line in (first, second):
        assert opponent in line, line
    assert second.count("spell") == 2, second


@pytest.mark.parametrize(
    ("locale", "joined", "apart"),
    [("es-ES", "del oponente", "de el oponente"), ("pt-BR", "do oponente", "de o oponente"),
     ("de", "vom Gegner", "von der Gegner")],
)  # fmt: skip
def test_the_opponents_life_is_said_with_the_preposition_joined(
    locale: str, joined: str, apart: str
) -> None:
    """ "el total de vidas de el oponente", "von der Gegner": the unnamed opponent, a noun
    with its article, was put after a preposition as it was, where the language joins them."""
    ruling = rule_on("magic: my opponent is at 3 life. I gain 1 life", asker="me")
    assert isinstance(ruling, Ruling)
    understood = ruling.text(word=worder(language_of(locale))).split("\n")[1]
    assert joined in understood and apart not in understood, understood
