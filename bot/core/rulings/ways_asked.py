"""One card asked of the ways of losing, with no moment told: "How does Exquisite Archangel work
with poison?", "How does Platinum Angel work with different ways of losing?".

A card that keeps its own controller from losing, or replaces their loss, while it is on the
battlefield (Platinum Angel, Exquisite Archangel, Lich's Mirror, Phyrexian Unlife), asked of a
way of losing presupposes the moment its controller would lose that way: told in the situation
language as the asker's card and the way's event ("I control Exquisite Archangel. I get 10
poison counters."), which the engine judges. Asked of the ways in general ("different ways of
losing"), each way the reader knows (`ways_of_losing`) is judged, and the ways that end alike
are one case: the ruling depends on the way, and asks it. More than three outcomes, a way the
engine cannot judge beside the card, or a card that ends the game itself or only under a
condition, and the question is left as it was (None).

A sentence after the question may only be the asker's remark that one way seems plain ("The way
this works with losing due to life loss seems relatively simple"), skipped and shown; any other
sentence is a moment of its own, and the question is left to the reader.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from bot.core.messages import Message
from bot.core.rules.vocabulary import System
from bot.core.rulings.answer import Judged, NoRuling, Ruling
from bot.core.rulings.card_marks import mark_cards
from bot.core.rulings.card_model import (
    CantLose,
    ChangesStateLoss,
    EndsGame,
    ReplacesLoss,
    Until,
    Who,
)
from bot.core.rulings.card_values import Card
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import MARK

_ASKS = rf"(?:{one_of(WORDS.pair_how)}|{one_of(WORDS.ways_what)})"
_DOES = one_of(WORDS.ways_does)
_GATE = re.compile(rf"\b{_ASKS}\s++{_DOES}\s", re.IGNORECASE)
_WAYS = one_of(tuple(phrase for phrases, _, _ in WORDS.ways_of_losing for phrase in phrases))
_LOSING = rf"(?:losing\s++(?:the\s++game\s++)?{one_of(WORDS.lose_to)}\s++)?"
_QUOTED_WAY = rf"[\"\u201c]?(?P<way>{_WAYS})(?![\w'])[\"\u201d]?"
# "how does X work with", "how does X deal with", "what does X do against"
_HOW = (
    rf"{one_of(WORDS.pair_how)}\s++{_DOES}\s++(?:an?\s++|the\s++|my\s++)?"
    rf"{MARK}(?P<card>\d++)\s++(?:{one_of(WORDS.pair_together)}\s++(?:together\s++)?with"
    rf"|{one_of(WORDS.ways_handles)})"
)
_WHAT = (
    rf"{one_of(WORDS.ways_what)}\s++{_DOES}\s++(?:an?\s++|the\s++|my\s++)?"
    rf"{MARK}(?P<card2>\d++)\s++do\s++{one_of(WORDS.ways_against)}"
)
_ASKED = re.compile(
    rf"^\s*+(?P<asked>(?:{one_of(WORDS.ways_so)}\s*+,?\s*+)?(?:{_HOW}|{_WHAT})\s++(?:(?P<all>"
    rf"{one_of(WORDS.ways_in_general)}\s++{one_of(WORDS.ways_nouns)})|{_LOSING}{_QUOTED_WAY}))"
    r"\s*+\?++\s*+$",
    re.IGNORECASE,
)
_REMARK = re.compile(
    rf"^\s*+(?:{one_of(WORDS.remark_openers)}\s++)?{one_of(WORDS.remark_subjects)}\s++"
    rf"{one_of(WORDS.remark_with)}\s++{_LOSING}(?:{one_of(WORDS.remark_the)}\s++)?{_QUOTED_WAY}\s++"
    rf"{one_of(WORDS.remark_verbs)}\s++"
    rf"(?:{one_of(WORDS.remark_degrees)}\s++)?{one_of(WORDS.remark_plain)}\s*+[.!]*+\s*+$",
    re.IGNORECASE,
)
_SENTENCES = re.compile(r"[^.?!]+[.?!]*+")
_WORD = re.compile(r"\w")

# What keeps a controller from losing, while the card is on the battlefield or until it is used.
_KEEPS = (CantLose, ReplacesLoss, ChangesStateLoss)
_LASTS = frozenset({Until.LEAVES, Until.USED})
_MOST_CASES = 3

# Each way's event as the asker is spoken to, keyed by how the reader tells it of "I".
_WAY_SAID = {
    "draw from an empty library": Message("you draw from an empty library"),
    "go to 0 or less life": Message("you go to 0 or less life"),
    "take lethal damage": Message("you take lethal damage"),
    "get 10 poison counters": Message("you get 10 poison counters"),
}


@dataclass(frozen=True)
class WaysAsked:
    """A card asked of one way of losing or of them all: each way's moment, told in the
    situation language, with its condition; and the question's words (skipped and shown)."""

    card: str
    moments: tuple[tuple[str, Message], ...]
    skipped: tuple[str, ...]


def _keeps_its_controller(card: Card) -> bool:
    """Whether every effect of `card` on losing keeps its own controller from a loss while it
    is on the battlefield or until it is used, with no condition, and none ends the game."""
    if any(isinstance(effect, EndsGame) for effect in card.effects):
        return False
    keeps = [effect for effect in card.effects if isinstance(effect, _KEEPS)]
    return bool(keeps) and all(
        effect.who is Who.CONTROLLER
        and effect.until in _LASTS
        and (isinstance(effect, ReplacesLoss) or effect.condition is None)
        for effect in keeps
    )


def ways_asked(text: str, game: System | None) -> WaysAsked | None:
    """The moments a question of one card and the ways of losing presupposes, or None."""
    if game is None or not _GATE.search(text):
        return None
    marked, entities = mark_cards(text, game)
    sentences = [s for s in _SENTENCES.findall(marked) if _WORD.search(s)]
    asked = _ASKED.match(sentences[0]) if sentences else None
    if asked is None:
        return None
    number = asked["card"] or asked["card2"]
    card = entities[int(number)].card
    if card is None or not _keeps_its_controller(card):
        return None
    remarks = [_REMARK.match(sentence) for sentence in sentences[1:]]
    if not all(remarks):
        return None
    ways = [
        first
        for phrases, first, _ in WORDS.ways_of_losing
        if asked["all"] or " ".join(asked["way"].lower().split()) in phrases
    ]
    if any(first not in _WAY_SAID for first in ways):
        return None
    moments = tuple((f"I control {card.name}. I {first}.", _WAY_SAID[first]) for first in ways)
    said = [" ".join(asked["asked"].split()).replace(f"{MARK}{number}", card.name)]
    said += [" ".join(sentence.split()).strip(" .!") for sentence in sentences[1:]]
    return WaysAsked(card.name, moments, tuple(said))


def _either(conditions: Sequence[Message]) -> Message:
    """Conditions joined by "or"."""
    either = conditions[0]
    for more in conditions[1:]:
        either = Message("{first} or {then}", first=either, then=more)
    return either


def ways_ruled(asked: WaysAsked, rule: Callable[[str], Ruling | NoRuling]) -> Ruling | None:
    """The ruling on each way asked of (`rule` rules on a moment's text), the ways that end
    alike one case; None where a way is not judged alone or more than three outcomes differ."""
    groups: list[tuple[Judged, list[Message]]] = []
    first: Ruling | None = None
    for moment, condition in asked.moments:
        answer = rule(moment)
        if not isinstance(answer, Ruling) or answer.depends:
            return None
        first = first or answer
        group = next((g for g in groups if g[0].same_outcome(answer.first)), None)
        if group is None:
            groups.append((answer.first, [condition]))
        else:
            group[1].append(condition)
    if first is None or len(groups) > _MOST_CASES:
        return None
    skipped = (*first.skipped, *asked.skipped)
    if len(groups) == 1:
        ((case, conditions),) = groups
        if len(conditions) > 1:
            note = Message("Each way of losing asked about ends alike: {ways}.",
                           ways=_either(conditions))  # fmt: skip
            case = case.noted(note)
        return replace(first, cases=(case,), skipped=skipped)
    cases = tuple(
        replace(case, condition=_either(conditions).english(), condition_said=_either(conditions))
        for case, conditions in groups
    )
    question = Message("Which way would you lose? What {card} does turns on it.", card=asked.card)
    return replace(
        first, cases=cases, question=question.english(), question_said=question, skipped=skipped
    )
