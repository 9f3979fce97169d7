"""Two cards asked about together, with no moment told: "Does Platinum Angel negate Lich's
Mastery?", "Will Exquisite Archangel save me from Nine Lives?". The question presupposes the
moment the second card's losing trigger happens (it leaves the battlefield), beside the first
card, which may stop a loss; whose the first card is, nobody says, and the answer turns on it:
told in the situation language with the first card on the battlefield and nobody said to control
it (unsaid_controller: a case per player), the second card the asker's. A sentence after the
question may only point at the part of the second card asked about ("Specifically the part that
says when it leaves the battlefield, you lose the game"); any other sentence is a moment of its
own, and the question is left to the reader (None).
"""

from __future__ import annotations

import re

from bot.core.rules.vocabulary import EffectOutcome, System
from bot.core.rulings.card_marks import mark_cards
from bot.core.rulings.card_model import Card, EndsGame, Kind, Moment, Who
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import MARK

# "a", "the": never "my" or "his", whose card it is, which the cases would contradict
_ARTICLE = r"(?:(?:a|an|the)\s++)?"
_PAIR = re.compile(
    rf"^\s*+{one_of(WORDS.pair_asks)}\s++{_ARTICLE}{MARK}(?P<a>\d++)\s++"
    rf"(?:{one_of(WORDS.pair_stops)}|{one_of(WORDS.pair_saves)}\s++{one_of(WORDS.pair_saved)}"
    rf"\s++(?:from|against))\s++{_ARTICLE}{MARK}(?P<b>\d++)"
    rf"(?:'s?\s++{one_of(WORDS.pair_parts)})?(?:\s++or\s++not)?\s*+\?++\s*+$",
    re.IGNORECASE,
)
_POINTER = re.compile(
    rf"^\s*+(?:{one_of(WORDS.part_pointers)}\s*+,?\s*+)?(?:the|that)\s++"
    rf"{one_of(WORDS.part_nouns)}\s++(?:of\s++(?:{MARK}\d++|it)\s++)?(?:that|which)\s++"
    r"(?:says?|said)\s++(?:that\s++)?(?P<part>[^.?!]+?)\s*+[.?!]*+\s*+$",
    re.IGNORECASE,
)
_LEAVES = re.compile(rf"\b{one_of(WORDS.part_leaves)}\b", re.IGNORECASE)
_LOSES = re.compile(rf"\b{one_of(WORDS.part_loses)}\b", re.IGNORECASE)
_SENTENCES = re.compile(r"[^.?!]+[.?!]*+")

# What may stop a loss its controller would take: a "can't lose", or a loss replaced.
_STOPS = frozenset({Kind.CANT_LOSE, Kind.REPLACES_LOSS})


def presupposed(text: str, game: System | None) -> str | None:
    """The moment a question of two cards presupposes, in the situation language ("Platinum
    Angel is on the battlefield. I control Lich's Mastery. Lich's Mastery leaves the
    battlefield."), or None: no such question, a card Arbiter does not know, a first card that
    stops no loss, a second with no losing trigger as it leaves, or a sentence that is more
    than a pointer at that trigger."""
    if game is None:
        return None
    marked, entities = mark_cards(text, game)
    sentences = [s for s in _SENTENCES.findall(marked) if s.strip()]
    asked = _PAIR.match(sentences[0]) if sentences else None
    if asked is None:
        return None
    a, b = (entities[int(asked[n])].card for n in ("a", "b"))
    if a is None or b is None or a.name == b.name:
        return None
    if not any(effect.kind in _STOPS for effect in a.effects):
        return None
    for pointer in sentences[1:]:
        part = _POINTER.match(pointer)
        if part is None or not (_LEAVES.search(part["part"]) and _LOSES.search(part["part"])):
            return None
    if not _loses_as_it_leaves(b):
        return None
    return f"{a.name} is on the battlefield. I control {b.name}. {b.name} leaves the battlefield."


def _loses_as_it_leaves(card: Card) -> bool:
    """Whether the card's one way to end the game is its controller's loss as it leaves the
    battlefield (Lich's Mastery, Nine Lives): a card with another (Lich, also dealt damage) is
    asked of in more than one way."""
    ends = [effect for effect in card.effects if isinstance(effect, EndsGame)]
    return len(ends) == 1 and (
        ends[0].moment is Moment.LEAVES
        and ends[0].outcome is EffectOutcome.LOSE
        and ends[0].who is Who.CONTROLLER
    )
