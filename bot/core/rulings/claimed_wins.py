"""A card whose win turns on a count, said in a report to win without its count being checked
(bug_reports.py, its kin trigger_reports.py): read as the card acting, the answer turning on the
count (`card_claimed`).
"""

from __future__ import annotations

import re

from bot.core.rules.vocabulary import EffectOutcome
from bot.core.rulings.bug_reports import Claimed
from bot.core.rulings.card_model import EndsGame
from bot.core.rulings.card_model import Moment as CardMoment
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import MARK, MARKED, NAME, Entity

# "Thassa's Oracle ... doesn't check the numbers properly and always wins the game for the
# caster", "mechanized production seems to automatically win the game as soon as it copies a
# token once, not checking to see if you control 8 or more tokens": a card whose win turns on
# a count (`Check`: Thassa's Oracle, Mechanized Production, Helix Pinnacle) said to win without
# its count being checked. What the program did is no fact; what it says of the game is the
# card acting (its trigger), and the count, never said, is what the answer turns on (counts.py:
# it depends on it). Only a sentence that names that one card, says it wins and that its
# condition is not checked, and tells no number outside the condition ("if you control 8 or
# more"); its controller is the one its possessive names, else "one player".
_UNCHECKED = re.compile(
    rf"(?:\s*+,)?\s*+\b{one_of(WORDS.unchecked)}\b(?:\s++{one_of(WORDS.unchecked_see)})?"
    rf"(?:\s++{one_of(WORDS.whether)}\b[^.!?]*+)?",
    re.IGNORECASE,
)
_CLAIMED_WIN = re.compile(
    rf"\b(?:{one_of(WORDS.claimed_wins)}|{one_of(WORDS.claim_causes)}\s++"
    rf"{one_of(WORDS.claim_whom)}\s++(?:{one_of(WORDS.infinitive_to)}\s++)?{one_of(WORDS.win_said)})\b",
    re.IGNORECASE,
)
# "... even with only 7 cards in hand": one count said against the claim, ending the sentence
# (a few words of what is counted, no other fact: "... and 3 life" is not read).
_EVEN_WITH = re.compile(
    rf"(?:\s*+,)?\s++{one_of(WORDS.even_with)}\s++\d++"
    rf"(?:\s++(?!{one_of(WORDS.even_with_stops)}\b)[\w']++){{1,4}}+\W*$",
    re.IGNORECASE,
)
_OWNED = re.compile(
    rf"(?P<owner>\b(?:{one_of(WORDS.claim_owners)}|{NAME}'s?)\s++)?{MARK}(?P<n>\d++)", re.IGNORECASE
)
_ACTS = {
    CardMoment.ENTERS: "enters",
    CardMoment.UPKEEP: "triggers",
    CardMoment.END_STEP: "triggers",
}


def card_claimed(sentence: str, entities: tuple[Entity, ...]) -> Claimed | None:
    """A card whose win turns on a count, said to win unchecked, as the card acting (see
    above); None when the sentence is not that."""
    unchecked = _UNCHECKED if _UNCHECKED.search(sentence) else _EVEN_WITH
    if not (_CLAIMED_WIN.search(sentence) and unchecked.search(sentence)):
        return None
    if any(ch.isdigit() for ch in MARKED.sub("", unchecked.sub("", sentence))):
        return None  # a count told outside what the claim is set against: read, or refused
    named = {int(n) for n in MARKED.findall(sentence)}
    if len(named) != 1:
        return None
    (number,) = named
    card = entities[number].card if number < len(entities) else None
    wins = [
        e
        for e in (card.effects if card is not None else ())
        if isinstance(e, EndsGame)
        and e.outcome is EffectOutcome.WIN
        and e.condition is not None
        and e.condition.check is not None
        and e.moment in _ACTS
    ]
    owned = _OWNED.search(sentence)
    if len(wins) != 1 or owned is None:
        return None
    owner = (owned["owner"] or "one player's ").strip()
    owner = (
        owner
        if owner.endswith("'s") or owner.lower() in ("my", "his", "her", "their")
        else f"{owner}'s"
    )
    return Claimed(f"{owner} {MARK}{number} {_ACTS[wins[0].moment]}", [sentence])
