"""A word of a card's name read as a player's ("I'm at 5 with Sulfuric Vortex on the
battlefield. Vortex deals 2 damage to me" made a player called "vortex", who was then the
asker's only opponent): a card said by one word of its name is never made a player, and which
was meant is asked (language.py)."""

from __future__ import annotations

import re

from bot.core.messages import Message
from bot.core.rulings.words import Entity, Reader, SituationError

_WORD = re.compile(r"[^\W\d_]{3,}+")


def card_words_as_players(
    reader: Reader, entities: tuple[Entity, ...], declared: list[str] | None
) -> None:
    """Refuse a player named by a word of the name of a card the text names, unless the
    players were declared and it is one of them."""
    if not entities:
        return
    names = [name for name in reader.order if " " not in name]  # a word of a name is one word
    if not names:
        return
    words = set(_WORD.findall(" ".join([e.name for e in entities]).casefold()))
    kept = {name.casefold() for name in declared or ()}
    for name in names:
        low = name.casefold()
        if low not in words or low in kept:
            continue
        card = next(e.name for e in entities if low in _WORD.findall(e.name.casefold()))
        raise SituationError(
            Message(
                'I could not tell whether "{word}" is a player or {card}, a card your words '
                "name: say the card's whole name, or name the player otherwise.",
                word=name,
                card=card,
            ),
            unread=name,
        )
