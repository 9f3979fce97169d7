"""A planeswalker's emblem said beside the planeswalker, in either order ("I have Gideon of
the Trials's emblem and control Gideon of the Trials", "I control Gideon of the Trials and have
Gideon of the Trials's emblem"), or by a pronoun after it ("... and have his emblem", "bob
controls Gideon of the Trials and has the emblem", "... and have used his emblem ability"): the
emblem of the one card with an emblem its holder was said to hold (`Reader.walkers_held`). A
planeswalker said to leave is no longer held. An emblem held that names no planeswalker ("I have
an emblem", "his emblem" where they hold none or several) is refused: an emblem is nothing but
what its planeswalker's ability said, and it may be the one that keeps its player in.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.core.messages import Message
from bot.core.rulings.cards import Card
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.phrase_values import Source
from bot.core.rulings.words import Reader, SituationError

EMBLEM = re.compile(rf"\b{one_of(WORDS.emblem_words)}\b", re.IGNORECASE)
# "his emblem", or the ability that made it said used ("have used his emblem ability")
_ITS_EMBLEM = re.compile(
    rf"(?:{one_of(WORDS.emblem_used)}\s++)?{one_of(WORDS.emblem_owners)}\s++"
    rf"{one_of(WORDS.emblem_words)}(?:\s++{one_of(WORDS.emblem_ability)})?",
    re.IGNORECASE,
)


def emblem_held(
    presence: bool, text: str, card: Card, held: tuple[str, str], reader: Reader
) -> bool:
    """Note a card with an emblem, or its emblem, said held (`presence`) by `held`'s player in
    the clause `text`; whether the emblem's condition holds as it is read: the planeswalker
    held, its emblem said before it or now after it."""
    if not presence or not EMBLEM.search(card.wording):
        return False
    if EMBLEM.search(text):
        reader.emblems.add(held)  # its effects hold while they control the planeswalker
        return held in reader.walkers_held
    reader.walkers_held[held] = card
    return held in reader.emblems


def its_emblem(presence: bool, written: str, source: Source, reader: Reader) -> Source:
    """`source` naming the planeswalker whose emblem `written` says held by a pronoun; an
    emblem said held that names none is refused (SituationError)."""
    if not presence or source.cards or source.unknown or not EMBLEM.search(written):
        return source
    if source.controller is not None and _ITS_EMBLEM.fullmatch(written.strip()):
        held = [c for (who, _), c in reader.walkers_held.items() if who == source.controller]
        if len(held) == 1:
            return replace(source, cards=(held[0],))
    raise SituationError(
        Message(
            'Whose emblem is "{words}"? An emblem does what its planeswalker\'s ability said '
            "it would: name the planeswalker ({example}).",
            words=written.strip(),
            example='"I have Gideon of the Trials\'s emblem"',  # the reader reads English
        ),
        unread=written.strip(),
    )
