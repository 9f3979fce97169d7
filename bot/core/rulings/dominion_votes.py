"""A Dominion Vote won told with the INT beside it in a clause of its own, as players of a game
with cities say it in chat (session 28): "I won a dominion vote and have 15 int among my
beasts", "my opponent won the dominion vote and has 15 INT in total". A ruler who wins a
Dominion Vote with 15 or more INT among the beasts in their city wins (Terrus 5.2c): said as
the reader reads it ("I won a dominion vote with 15 int among my beasts"). Only the voter's
own INT ("has", "have"), only where the game's players have cities; "among my opponent's
beasts" stays as written (refused)."""

from __future__ import annotations

import re

from bot.core.rules.vocabulary import System
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.city_at_turn_start import has_cities

_AND_HAS = re.compile(
    rf"\b(?P<vote>{one_of(WORDS.dominion_vote)})(?:\s*+,)?\s++{one_of(WORDS.comma_joins)}"
    rf"\s++{one_of(WORDS.holding_has)}\s++(?=\S+\s++{one_of(WORDS.int_words)}\b)",
    re.IGNORECASE,
)


def vote_with_int(text: str, system: System | None) -> str:
    """The text with "won a dominion vote and has N int" said as "... with N int"."""
    if not any(vote.split()[0] in text.lower() for vote in WORDS.dominion_vote):
        return text  # words of every form: most texts have none
    if not has_cities(system):
        return text
    return _AND_HAS.sub(lambda found: f"{found['vote']} with ", text)
