"""A draw replacement that has its player name a kind of card (card data `names`: Abundance,
land or nonland), told by that choice: 'you choose "land" but you do not find a land card',
"I name nonland and find none". Naming the kind is using the card instead of drawing: no card
is drawn, whatever the library holds, even when what it reveals has none of that kind (MTG CR
614.1a, 121.6). The choice is told as the card used ("you use Abundance"), which ends nothing
by itself (sentence_steps.py); what it did not find is shown as skipped.

Only where the text names one such card before the choice, the kind named is one it asks for,
and nothing but what it did not find follows it in its clause (a number, another card, another
player or any other act is left as written). Pure: no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.core.rulings.cards import ReplacesDraw
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import MARK, Entity

_WHO = one_of(WORDS.choosers)
_KIND = r"[\"\u201c']?(?P<kind>[a-z]++(?:-[a-z]++)?)[\"\u201d']?"
_CHOICE = re.compile(
    rf"(?<![\w'])(?P<x>{_WHO})\s++{one_of(WORDS.choice_verbs)}\s++{_KIND}"
    rf"(?P<found>\s*+,?\s*+{one_of((*WORDS.contrast_joins, *WORDS.list_joins))}\s++"
    rf"(?:{_WHO}\s++)?{one_of(WORDS.not_found)}"
    rf"(?:\s++{one_of(WORDS.not_found_any)})?(?:\s++(?P=kind))?"
    rf"(?:\s++{one_of(WORDS.library_card_nouns)})?)?"
    rf"(?:\s*+(?=[,.;!?]|$)|(?P<asks>\s++)(?={one_of(tuple(WORDS.question_starts))}\s))",
    re.IGNORECASE,
)
_THIRD = {"he", "she"}


def _naming(entity: Entity) -> tuple[str, ...]:
    card = entity.card
    if card is None:
        return ()
    return next((e.names for e in card.effects if isinstance(e, ReplacesDraw) and e.names), ())


def choices_told(text: str, entities: Sequence[Entity]) -> tuple[str, list[str]]:
    """The text (cards marked) with each choice of the one card named before it that has its
    player name a kind told as that card used, and what it did not find (to be shown as
    skipped)."""
    naming = {entity.name: _naming(entity) for entity in entities if _naming(entity)}
    if len(naming) != 1:
        return text, []
    ((name, kinds),) = naming.items()
    mark = next(n for n, entity in enumerate(entities) if entity.name == name)
    if f"{MARK}{mark}" not in text:
        return text, []
    skipped: list[str] = []

    def told(match: re.Match[str]) -> str:
        before = text[: match.start()]
        if f"{MARK}{mark}" not in before or match["kind"].lower() not in kinds:
            return match[0]
        who = match["x"]
        uses = "uses" if who.lower() in _THIRD else "use"
        if match["found"]:
            skipped.append(" ".join(match["found"].strip(" ,").split()))
        # "... find a land card does that mean ...": the question after it is a sentence
        return f"{who} {uses} {MARK}{mark}{'. ' if match['asks'] else ''}"

    return _CHOICE.sub(told, text), skipped
