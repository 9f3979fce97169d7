"""A card said in play that takes every creature's abilities away (Humility: all creatures
lose all abilities, layer 6, MTG CR 613.1f), read before the sentences are.

While it is on the battlefield, a creature card has no triggered or static abilities: its
enters trigger never triggers (603.2: Phage the Untouchable put onto the battlefield loses
its controller nothing), and its "can't lose" is gone (Platinum Angel). The reader then sees
each creature card as a card that ends nothing by itself. Judged only where the words leave
no doubt, else refused naming the card, never guessed:

- the first sentence that names it says it is in play ("I control Humility", "Humility is on
  the battlefield"), before any creature card is named (an ability that triggered or acted
  before it came stays as it was: the words would have to say when);
- nothing in the words takes a permanent away (it leaving gives the abilities back), but
  the card itself taken away in the last sentence, which says nothing else (no other card,
  no number: "Then, later, I attack and destroy the Humility"): the abilities come back with
  nothing left to act on. A trigger whose event happened while they were gone never
  triggers (603.2: Phage entered under it), so nothing ends, unless a creature card has a
  state trigger (603.8: it would trigger at once, refused);
- every other card named is known, and is a creature card or one that ends nothing by itself
  (a card whose kind Arbiter does not know could be a creature that loses what it does).

Pure: no I/O.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.core.rulings.card_checks import cannot_judge
from bot.core.rulings.cards import Card, EndsNothing, RemovesAbilities
from bot.core.rulings.cards import Moment as CardMoment
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.number_reading import NUMBER
from bot.core.rulings.words import MARK, MARKED, Entity

# What a creature card is under it: a card whose abilities do nothing.
_NONE_LEFT = EndsNothing(words="it has no abilities while every creature's are taken away")

# Words that may take it (or any permanent) away, or give abilities back.
_TAKES_AWAY = re.compile(
    r"\b(?:dies|died|die|dying|destroy\w*|sacrific\w*|exile\w*|bounce\w*|return\w*|leaves?"
    r"|left|leaving|phas\w*|remov\w*|disenchant\w*|gains? control|gained control"
    r"|takes? control|took control|becomes?|became|gains?|gained|transform\w*)\b",
    re.IGNORECASE,
)
_SENTENCE = re.compile(r"[^.!?;\n]+")
# Words that place it taken away at or before what the words told first: "in response",
# "at the same time", "with the spell on the stack", "had been destroyed" (117.7, 608.1); a
# past tense without a lead that says later ("Humility was destroyed" after "I reanimate")
_AT_OR_BEFORE = re.compile(rf"\b{one_of(WORDS.removed_at_or_before)}\b", re.IGNORECASE)
_IN_PAST = re.compile(rf"\b{one_of(WORDS.removed_in_past)}\b", re.IGNORECASE)
_LATER = re.compile(rf"\b{one_of(WORDS.follow_up_leads)}\b", re.IGNORECASE)


def _in_play(mark: str) -> re.Pattern[str]:
    return re.compile(
        rf"\b(?:control|controls|controlled|controlling|have|has|had)\s++"
        rf"(?:(?:a|my|his|her|their|your)\s++)?{re.escape(mark)}(?!\d)"
        rf"|{re.escape(mark)}(?!\d)\s++(?:is|was|remains)\s++(?:still\s++)?"
        r"(?:on\s++the\s++battlefield|in\s++play)",
        re.IGNORECASE,
    )


def _taken_away_last(marked: str, taking: Card, entities: tuple[Entity, ...]) -> bool:
    """Whether the words take a permanent away only in their last sentence, which names the
    card that takes abilities away (`taking`) once and no other card or number, and no
    creature card has a state trigger that its abilities coming back would set off (603.8)."""
    sentences = [s for s in _SENTENCE.findall(marked) if s.strip()]
    last = sentences[-1] if len(sentences) > 1 else ""
    marks = [int(n) for n in re.findall(rf"{MARK}(\d++)", last)]
    if (
        len(marks) != 1
        or entities[marks[0]].card != taking
        or re.search(NUMBER, MARKED.sub(" ", last), re.IGNORECASE)
        or any(_TAKES_AWAY.search(s) for s in sentences[:-1])
        or not _after(MARKED.sub(" ", last))
    ):
        return False
    return not any(
        getattr(effect, "moment", None) is CardMoment.STATE
        for e in entities
        if e.card is not None and e.card.creature
        for effect in e.card.effects
    )


def _after(last: str) -> bool:
    """Whether the last sentence, its cards taken out, leaves its removal after what was told
    before it: nothing places it at or before, and a past tense comes with a lead that says
    later ("Then, later, Humility was destroyed")."""
    if _AT_OR_BEFORE.search(last):
        return False
    return _IN_PAST.search(last) is None or _LATER.search(last) is not None


def _removes(card: Card | None) -> bool:
    return card is not None and any(isinstance(e, RemovesAbilities) for e in card.effects)


def _inert(card: Card) -> bool:
    """A card that ends nothing by itself and changes no count beyond the words."""
    return all(isinstance(e, EndsNothing) and not e.changes for e in card.effects)


def without_abilities(marked: str, entities: tuple[Entity, ...]) -> tuple[Entity, ...]:
    """The entities as the reader sees them: under a card that takes creatures' abilities
    away, each creature card with none; refused (SituationError) where the words leave it
    unclear."""
    taking = next((n for n, e in enumerate(entities) if _removes(e.card)), None)
    if taking is None:
        return entities
    card = entities[taking].card
    assert card is not None  # _removes
    mark = f"{MARK}{taking}"
    first = next(s for s in _SENTENCE.findall(marked) if re.search(rf"{mark}(?!\d)", s))
    creatures = [
        n for n, e in enumerate(entities) if e.card is not None and e.card.creature and n != taking
    ]
    creature_at = min(
        (m.start() for n in creatures for m in re.finditer(rf"{MARK}{n}(?!\d)", marked)),
        default=len(marked),
    )
    clear = (
        _in_play(mark).search(first) is not None
        and marked.find(mark) < creature_at
        and (_TAKES_AWAY.search(marked) is None or _taken_away_last(marked, card, entities))
        and all(
            e.card is not None and (e.card.creature or _inert(e.card) or _removes(e.card))
            for e in entities
        )
    )
    if not clear:
        raise cannot_judge(card)
    return tuple(
        replace(e, card=replace(e.card, effects=(_NONE_LEFT,)))
        if e.card is not None and e.card.creature
        else e
        for e in entities
    )
