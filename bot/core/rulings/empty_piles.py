"""A card that replaces its controller's draws from a pile set aside with it (card data `pile`:
Parallel Thoughts) said to have nothing left in that pile, in a sentence of its own: "Even one
with no cards under it?", "What if its pile is empty?", "Parallel Thoughts has no cards under
it.". The replacement still applies with the pile empty, its player then getting no card (MTG
CR 614.1a, 121.6): the state changes nothing the card does, so the sentence is taken off and
shown as skipped, and the moment is judged as told.

Only where the text names one such card before the sentence, and the sentence says nothing but
the empty pile of it ("one", "it" or the card itself): a sentence naming another card, a
library, a number or a player, or a pile said empty of a card without one, is left as written.
Pure: no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.core.rulings.cards import ReplacesDraw
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import MARK, Entity, marks_in

_OF = rf"(?:(?:{one_of(WORDS.cast_aim_owners)}|{one_of(WORDS.card_articles)})\s++)?"
_PILE_EMPTY = re.compile(
    rf"(?:^|(?<=[.!?\n]))(?P<space>\s*+)(?P<said>(?:{one_of(WORDS.followed_up)}\s++)?"
    rf"(?:(?:{one_of(WORDS.pile_referents)}|{_OF}{MARK}(?P<mark>\d++))\s++)?"
    rf"{one_of(WORDS.pile_empty)})"
    r"\s*+(?:[.!?]++|(?=\n)|$)",
    re.IGNORECASE,
)


def _with_a_pile(entity: Entity) -> bool:
    card = entity.card
    return card is not None and any(
        isinstance(effect, ReplacesDraw) and effect.pile for effect in card.effects
    )


def piles_said_empty(text: str, entities: Sequence[Entity]) -> tuple[str, list[str]]:
    """The text (cards marked) without each sentence that only says the pile of the one card
    named before it that draws from a pile is empty, and those sentences (to be shown as
    skipped)."""
    piles = {entity.name for entity in entities if _with_a_pile(entity)}
    if len(piles) != 1:
        return text, []
    skipped: list[str] = []

    def taken(match: re.Match[str]) -> str:
        named = [entities[n].name for n in marks_in(text[: match.start()]) if n < len(entities)]
        mark = match["mark"]
        said = entities[int(mark)].name if mark and int(mark) < len(entities) else None
        if not named or named[-1] not in piles or (mark and said not in piles):
            return match[0]
        skipped.append(" ".join(match["said"].split()))
        return match["space"]

    return _PILE_EMPTY.sub(taken, text), skipped
