"""Whose clause a damage is, for a clause after it that leaves its subject out
(sentence_clauses.py): "alice deals 1 damage to bob and draws a card" is alice's draw, where
"bob takes 1 damage from alice and draws a card" and "bob is dealt 1 damage by alice and draws
a card" are bob's. Read as bob's (the player the event names), the first was bob's draw beside
alice's empty library: "alice wins", where alice drew too. Pure: no I/O."""

from __future__ import annotations

import re

from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.phrase_values import Clause, Source
from bot.core.rulings.tenses import BE, GET

# "deals", "dealt" said of the source ("alice dealt bob 1 damage"), not after "is", "gets"
_DEALS = re.compile(
    rf"(?:(?P<by>{BE}|{GET})\s++)?(?<![\w']){one_of(WORDS.deal_verbs)}(?![\w'])", re.IGNORECASE
)


def dealer(clause: Clause) -> Source | None:
    """The source of the clause's first event where it is damage its source is said to deal
    (the clause's subject, then), else None."""
    first = clause.items[0] if clause.items else None
    if first is None or not first.dealt:
        return None
    return first.source if any(not m["by"] for m in _DEALS.finditer(clause.text)) else None
