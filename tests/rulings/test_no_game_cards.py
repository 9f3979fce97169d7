"""A situation said in no game (a DM, a server with no default game) that names cards: each
game knows its own cards, so none is read as a card yet. Such words were read as players or as
an unknown card ("Arbiter does not know the card "Hermit"" for Hermit Druid, which it knows in
Magic; "Biorhythm is played" offered "biorhythm wins by an effect"): the answer asks which game,
and in a game the card is read."""

from __future__ import annotations

import pytest

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, rule_on
from bot.core.rulings.words import Refusal

_NAMING_CARDS = [
    "So i used Hermit druid to put my deck in the grave, then used dread return on Thassa's "
    "Oracle to get a win, it resolved",
    "Biorhythm is played and he has no creatures",
    "I cast Sway of the Stars and then flibber",
    "Millstone flibbers me twice",
    "i control Laboratory Maniac and i wibble",
]


@pytest.mark.parametrize("text", _NAMING_CARDS)
def test_cards_named_with_no_game_said_ask_which_game(text: str) -> None:
    answer = rule_on(text)
    assert isinstance(answer, NoRuling)
    assert answer.kind is Refusal.NO_GAME, answer.message
    assert "does not know the card" not in answer.message
    assert "Did you mean" not in answer.message


@pytest.mark.parametrize("text", _NAMING_CARDS)
def test_in_a_game_the_same_words_are_never_asked_which_game(text: str) -> None:
    answer = rule_on(text, default_game=System("magic"))
    assert not (isinstance(answer, NoRuling) and answer.kind is Refusal.NO_GAME)


def test_a_rule_question_naming_cards_in_no_game_still_finds_its_rules() -> None:
    answer = rule_on("Does Platinum Angel negate Lich's Mastery?")
    assert isinstance(answer, NoRuling)
    assert answer.kind is Refusal.RULE_QUESTION
    assert "MTG CR 101.2" in answer.message


def test_words_that_name_no_card_in_no_game_are_still_read_and_suggested() -> None:
    answer = rule_on("bob concdes")
    assert isinstance(answer, NoRuling)
    assert 'Did you mean "bob concedes"?' in answer.message
