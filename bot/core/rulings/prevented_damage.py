"""Damage said to be prevented right after the clause that told it (sentence_clauses.py): "...
would deal 21 combat damage to me and it is prevented" deals nothing. Pure: no I/O."""

from __future__ import annotations

import re

from bot.core.rules.vocabulary import EventKind
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.phrase_events import DAMAGE_WORD
from bot.core.rulings.phrase_values import Clause, Role

# "... would deal 21 combat damage to me and it is prevented": said after a clause of damage,
# the damage is prevented, so none is dealt (MTG CR 615.1): no life, poison or commander damage
# (903.10a counts damage dealt), nothing its dealing triggers (sentence_clauses.clauses_of).
PREVENTED = re.compile(
    rf"(?:{one_of(WORDS.prevented_leads)} )?{one_of(WORDS.prevented_what, ' ')}"
    rf"(?:'s| {one_of(WORDS.prevented_be, ' ')})(?: {one_of(WORDS.prevented_all)})?"
    rf" {one_of(WORDS.prevented_said)}(?: {one_of(WORDS.prevented_by)} (?:§\d++|[\w' ]++))?",
    re.IGNORECASE,
)


def prevented(damage: Clause, said: str) -> Clause | None:
    """The clause of damage, when the clause after it (`said`) says it is prevented: dealing
    nothing. None when `said` says no such thing, or `damage` is no damage."""
    if PREVENTED.fullmatch(said) is None:
        return None
    hurts = any(
        item.event.kind in (EventKind.LIFE, EventKind.POISON, EventKind.COMMANDER_DAMAGE)
        and (item.event.delta or 0) != 0
        for item in damage.items
    )
    if not hurts or not DAMAGE_WORD.search(damage.text):
        return None
    return Clause(damage.text, (), Role.ACTS, damage.source)
