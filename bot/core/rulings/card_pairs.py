"""Two cards asked about together, with no moment told: "Does Platinum Angel negate Lich's
Mastery?", "Will Exquisite Archangel save me from Nine Lives?", "Does Platinum Angel stop
Approach of the Second Sun?". The question presupposes the moment the second card ends the game:
its losing trigger as it leaves the battlefield, beside a first card that may stop a loss, or its
win (its condition met), beside a first card that keeps opponents from winning. Whose the first
card is, nobody says, and the answer turns on it: told in the situation language with the first
card on the battlefield and nobody said to control it (unsaid_controller: a case per player), the
second card the asker's. A sentence after the question may only point at the part of the second
card asked about ("Specifically the part that says when it leaves the battlefield, you lose the
game"); any other sentence is a moment of its own, and the question is left to the reader (None).
"""

from __future__ import annotations

import re

from bot.core.rules.vocabulary import EffectOutcome, System
from bot.core.rulings.card_marks import mark_cards
from bot.core.rulings.card_model import (
    CantLose,
    CantWin,
    Compare,
    Condition,
    EndsGame,
    Kind,
    Measure,
    Moment,
    ReplacesLoss,
    Until,
    Who,
)
from bot.core.rulings.card_values import Card
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import MARK, Entity

# "a", "the": never "my" or "his", whose card it is, which the cases would contradict
_ARTICLE = rf"(?:{one_of(WORDS.pair_articles)}\s++)?"
_PAIR = re.compile(
    rf"^\s*+{one_of(WORDS.pair_asks)}\s++{_ARTICLE}{MARK}(?P<a>\d++)\s++"
    rf"(?:{one_of(WORDS.pair_stops)}|{one_of(WORDS.pair_saves)}\s++{one_of(WORDS.pair_saved)}"
    rf"\s++{one_of(WORDS.pair_from)})\s++{_ARTICLE}{MARK}(?P<b>\d++)"
    rf"(?:'s?\s++{one_of(WORDS.pair_parts)})?(?:\s++{one_of(WORDS.pair_or_not)})?\s*+\?++\s*+$",
    re.IGNORECASE,
)
# "How does Platinum Angel work with Lich's Mastery?", "How do Platinum Angel and Lich's Mastery
# interact?" (card_marks joins the two: "§0+§1"): which one ends the game, the card data says
_TOGETHER = re.compile(
    rf"^\s*+{one_of(WORDS.pair_how)}\s++{one_of(WORDS.pair_asks)}\s++{_ARTICLE}{MARK}(?P<a>\d++)"
    rf"(?:\s++{one_of(WORDS.pair_together)}\s++{one_of(WORDS.pair_with)}\s++{_ARTICLE}{MARK}"
    rf"(?P<b>\d++)|\+{MARK}(?P<c>\d++)\s++{one_of(WORDS.pair_together)}"
    rf"(?:\s++{one_of(WORDS.pair_together_after)})?)\s*+\?++\s*+$",
    re.IGNORECASE,
)
_POINTER = re.compile(
    rf"^\s*+(?:{one_of(WORDS.part_pointers)}\s*+,?\s*+)?{one_of(WORDS.part_determiners)}\s++"
    rf"{one_of(WORDS.part_nouns)}\s++(?:{one_of(WORDS.part_of)}\s++(?:{MARK}\d++"
    rf"|{one_of(WORDS.part_it)})\s++)?{one_of(WORDS.part_relatives)}\s++"
    rf"{one_of(WORDS.part_says)}\s++(?:{one_of(WORDS.part_that)}\s++)?(?P<part>[^.?!]+?)"
    r"\s*+[.?!]*+\s*+$",
    re.IGNORECASE,
)
_LEAVES = re.compile(rf"\b{one_of(WORDS.part_leaves)}\b", re.IGNORECASE)
_LOSES = re.compile(rf"\b{one_of(WORDS.part_loses)}\b", re.IGNORECASE)
_WINS = re.compile(rf"\b{one_of(WORDS.part_wins)}\b", re.IGNORECASE)
_SENTENCES = re.compile(r"[^.?!]+[.?!]*+")

# What may stop a loss its controller would take: a "can't lose", or a loss replaced; a win of
# an opponent: a "can't win".
_STOPS_A_LOSS = frozenset({Kind.CANT_LOSE, Kind.REPLACES_LOSS})
_STOPS_A_WIN = frozenset({Kind.CANT_WIN})


def _for_a_turn(card: Card) -> bool:
    """A card whose "can't" lasts the turn it was cast, never on the battlefield: "Does Angel's
    Grace stop ..." is asked of a turn, not a card in play."""
    return any(
        isinstance(effect, CantLose | CantWin | ReplacesLoss) and effect.until is Until.END_OF_TURN
        for effect in card.effects
    )


def _untouched_by_a_permanent(condition: Condition | None) -> bool:
    """A win's condition the first card cannot make false by being on the battlefield: none, a
    part held (a land of each type), or a count that a permanent more can only help. A
    condition known only in words may turn on the permanents themselves (Barren Glory: no
    other permanent, which Platinum Angel of the same player is), so it is not presupposed."""
    if condition is None or condition.needs:
        return True
    check = condition.check
    if check is None:
        return False
    return check.measure is not Measure.PERMANENTS or check.compare is Compare.AT_LEAST


def _pair_asked(question: str, entities: tuple[Entity, ...]) -> tuple[Card, Card] | None:
    """The two cards a question asks of, the one that may stop first: "does A stop B", or
    "how does A work with B" where only one of them ends the game (that one second)."""
    cards = [entity.card for entity in entities]
    asked = _PAIR.match(question)
    if asked is not None:
        a, b = cards[int(asked["a"])], cards[int(asked["b"])]
        return (a, b) if a is not None and b is not None else None
    together = _TOGETHER.match(question)
    if together is None:
        return None
    a, b = cards[int(together["a"])], cards[int(together["b"] or together["c"])]
    if a is None or b is None or _ends(a) == _ends(b):
        return None  # neither ends the game, or both: which stops which is not said
    return (b, a) if _ends(a) else (a, b)


def _ends(card: Card) -> bool:
    return any(isinstance(effect, EndsGame) for effect in card.effects)


def presupposed(text: str, game: System | None) -> str | None:
    """The moment a question of two cards presupposes, in the situation language ("Platinum
    Angel is on the battlefield. I control Lich's Mastery. Lich's Mastery leaves the
    battlefield."), or None: no such question, a card Arbiter does not know, a second card with
    more than one way to end the game or none the first may stop, or a sentence that is more
    than a pointer at that way."""
    if game is None:
        return None
    marked, entities = mark_cards(text, game)
    sentences = [s for s in _SENTENCES.findall(marked) if s.strip()]
    pair = _pair_asked(sentences[0], entities) if sentences else None
    if pair is None:
        return None
    a, b = pair
    if a.name == b.name or _for_a_turn(a):
        return None
    ends = [effect for effect in b.effects if isinstance(effect, EndsGame)]
    if len(ends) != 1 or ends[0].who is not Who.CONTROLLER:
        return None  # Lich ends the game two ways; a draw, or another player's loss
    (end,) = ends
    stops = {effect.kind for effect in a.effects}
    if end.outcome is EffectOutcome.LOSE and end.moment is Moment.LEAVES:
        told, said = f"I control {b.name}. {b.name} leaves the battlefield.", _LEAVES
        if stops.isdisjoint(_STOPS_A_LOSS):
            return None
    elif (
        end.outcome is EffectOutcome.WIN
        and not stops.isdisjoint(_STOPS_A_WIN)
        and _untouched_by_a_permanent(end.condition)
    ):
        told, said = f"an effect of {b.name} says I win.", _WINS  # its condition, presupposed
    else:
        return None
    outcome = _LOSES if end.outcome is EffectOutcome.LOSE else _WINS
    for pointer in sentences[1:]:
        part = _POINTER.match(pointer)
        if part is None or not (said.search(part["part"]) and outcome.search(part["part"])):
            return None
    return f"{a.name} is on the battlefield. {told}"
