"""Creatures told in passing as players tell them (language.py), on the marked text:

- a creature held, said with its size ("My opponent had a 6/6 Abhorrent Oculus"): the size
  describes the card, and the card is held ("My opponent had an Abhorrent Oculus"). Only where
  nothing Arbiter knows of the card is its size, or the size told is its printed one: a size
  other than the printed one Arbiter uses in a fight (combat_stats.printed_power) says
  something changed it, and stays as written, to be refused.
- "they both died", "both of them died", after exactly two creatures were named: those two
  died ("my Herald of Eternal Dawn and his Abhorrent Oculus both died"; how each died stays
  open, checked_deaths.py). Only where "they" cannot be the players: the asker and one
  opponent play (the asker is never "they"), and no other player or team is said; beside a
  third creature named, or one Arbiter does not know, which two is unsaid, and the words stay
  as written.
"""

from __future__ import annotations

import re

from bot.core.rulings.card_values import Card
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import MARK, MARKED, Entity

_SIZED = re.compile(
    rf"(?P<held>(?<![\w']){one_of(WORDS.holds)}\s++{one_of(WORDS.card_articles)}\s++)"
    rf"(?P<p>\d{{1,3}}+)/(?P<t>\d{{1,3}}+)\s++(?=(?P<card>{MARK}\d++)(?![\w/]))",
    re.IGNORECASE,
)


def sizes_held(text: str, entities: tuple[Entity, ...]) -> str:
    """The marked text with a creature card held said with its size said as held (see
    above)."""

    def held(match: re.Match[str]) -> str:
        number = int(match["card"].removeprefix(MARK))
        card = entities[number].card if number < len(entities) else None
        if card is None or not a_creature(card):
            return match[0]
        if card.power is not None and (card.power, card.toughness) != (
            int(match["p"]),
            int(match["t"]),
        ):
            return match[0]  # changed from its printed size: as written
        return match["held"]

    return _SIZED.sub(held, text)


_BOTH_DIED = re.compile(
    rf"(?<![\w']){one_of(WORDS.both_of_two)}(?=\s++{one_of(WORDS.dies_words)}(?![\w']))",
    re.IGNORECASE,
)
_MORE_PLAYERS = re.compile(rf"(?<![\w']){one_of(WORDS.more_players)}(?![\w'])", re.IGNORECASE)
_OPPONENT = re.compile(rf"(?<![\w']){one_of(WORDS.one_other_player)}(?![\w'])", re.IGNORECASE)
_ASKER = re.compile(rf"(?<![\w']){one_of(tuple(WORDS.self_words))}(?![\w'])", re.IGNORECASE)


def both_died(text: str, entities: tuple[Entity, ...]) -> str:
    """The marked text with "they both died" said of the two creatures named before it (see
    above); else as it is."""
    found = _BOTH_DIED.search(text)
    if found is None or _MORE_PLAYERS.search(text) or not _OPPONENT.search(text):
        return text
    if not _ASKER.search(text):
        return text
    marks: dict[str, str] = {}
    for mark in MARKED.finditer(text, 0, found.start()):
        number = int(mark[1])
        card = entities[number].card if number < len(entities) else None
        if card is None:
            return text  # a card Arbiter does not know: which two is unsaid
        if a_creature(card):
            marks.setdefault(card.name, mark[0])
    if len(marks) != 2:
        return text
    first, second = marks.values()
    return f"{text[: found.start()]}{first}+{second} both{text[found.end() :]}"  # "A and B"


def a_creature(card: Card) -> bool:
    """Whether the card is a creature (its types, or a printed size given)."""
    return "creature" in card.types or card.creature or card.power is not None
