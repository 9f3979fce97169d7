"""The reader's word lists (lexicon/) hold the phrases as written, whatever the line breaks."""

from __future__ import annotations

from bot.core.rules.vocabulary import System
from bot.core.rulings import NoRuling, rule_on
from bot.core.rulings.lexicon import phrases_of

MAGIC = System("magic")


def test_a_phrase_may_go_on_to_the_next_line() -> None:
    # A line's end inside a list of commas is a space: a phrase broken at the line's end was
    # two phrases, "the rest of" and "his attackers", each matched on its own.
    assert phrases_of("the remaining attackers, the rest of\n his attackers, the others") == (
        "the remaining attackers",
        "the rest of his attackers",
        "the others",
    )
    # A list with no comma has one phrase a line.
    assert phrases_of("so\n ok so\n\n well") == ("so", "ok so", "well")


def test_cards_in_a_library_are_not_tournament_conduct() -> None:
    # "picked up their\n cards" made "cards" a word of tournament conduct: a count of cards
    # Arbiter does not keep was answered "What players agreed or did around the game (a
    # handshake, a result slip, a bluff) is tournament conduct".
    answer = rule_on("I have around 50 cards left in my library", default_game=MAGIC)
    assert isinstance(answer, NoRuling)
    assert "tournament conduct" not in answer.message


def test_cards_in_a_hand_are_not_tournament_conduct() -> None:
    # "extended a\n hand" made "hand" one too.
    text = "I have one card in my hand and I have around 50 cards left in my library"
    answer = rule_on(text, default_game=MAGIC)
    assert isinstance(answer, NoRuling)
    assert "tournament conduct" not in answer.message
