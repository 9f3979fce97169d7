"""A spell said to deal other damage than it deals (issue #31): "my Shock deals 3 damage to
him", where Shock deals 2, refused naming both numbers (phrase_events.spell_damage_dealt asks
it of a spell said as the one dealing damage). Pure: no I/O."""

from __future__ import annotations

import re

from bot.core.messages import Message
from bot.core.rulings.cards import Card, DamageHow, DamageSource, Who
from bot.core.rulings.cards import Moment as CardMoment
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.phrase_values import Source
from bot.core.rulings.words import SituationError

_MORE_SAID = re.compile(rf"(?<![\w']){one_of(WORDS.more_after)}(?![\w'])", re.IGNORECASE)


def _printed_damage(card: Card) -> int | None:
    """The one fixed amount of damage a spell deals as it resolves (Shock: 2), or None where it
    deals none, an X, half a total, one of several amounts, or only by a mode chosen."""
    amounts = {
        effect.amount
        for effect in card.effects
        if isinstance(effect, DamageSource)
        and effect.how is DamageHow.DAMAGE
        and effect.moment is CardMoment.RESOLUTION
        and effect.to is not Who.CONTROLLER
    }
    if not card.spell or len(amounts) != 1:
        return None
    if any(isinstance(e, DamageSource) and (e.modal or e.x or e.half) for e in card.effects):
        return None
    return next(iter(amounts))


def amount_as_printed(words: str, source: Source, amount: int) -> None:
    """Refuses a spell, said as the one dealing it, to deal other than the damage it deals
    ("my Shock deals 3 damage to him", Shock deals 2; never a total taken "from" it, which may
    be more than one): something the words do not say changed it (a
    damage-adding card) or the asker misremembers the card, and either way taking the words'
    number, or the card's, could rule wrong."""
    if _MORE_SAID.search(words):
        return  # "deals 1 more damage": counted with what it dealt before
    for card in source.cards:
        printed = _printed_damage(card)
        if printed is not None and printed != amount:
            raise SituationError(
                Message(
                    "{card} deals {printed} damage, not {said}: if something changed the damage "
                    "it dealt, ask a judge; otherwise say {printed}.",
                    card=card.name,
                    printed=printed,
                    said=amount,
                ),
                unread=words,
            )
