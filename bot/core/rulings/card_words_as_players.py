"""A word of a card's name read as a player's ("I'm at 5 with Sulfuric Vortex on the
battlefield. Vortex deals 2 damage to me" made a player called "vortex", who was then the
asker's only opponent): a card said by one word of its name is never made a player, and which
was meant is asked (language.py)."""

from __future__ import annotations

import re

from bot.core.messages import Message
from bot.core.rulings.words import Entity, Reader, SituationError


def _name_words(name: str) -> set[str]:
    return {word.lower() for word in re.findall(r"[^\W\d_]{3,}+", name)}


def card_words_as_players(
    reader: Reader, entities: tuple[Entity, ...], declared: list[str] | None
) -> None:
    """Refuse a player named by a word of the name of a card the text names, unless the
    players were declared and it is one of them."""
    if not entities:
        return
    kept = {name.casefold() for name in declared or ()}
    for name in reader.order:
        low = name.casefold()
        if low in kept:
            continue
        card = next((e.name for e in entities if low in _name_words(e.name)), None)
        if card is not None:
            raise SituationError(
                Message(
                    'I could not tell whether "{word}" is a player or {card}, a card your words '
                    "name: say the card's whole name, or name the player otherwise.",
                    word=name,
                    card=card,
                ),
                unread=name,
            )
