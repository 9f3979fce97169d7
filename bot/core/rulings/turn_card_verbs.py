"""A card that lets a player control another's next turn, its name said as the verb between
the two players ("I Mindslaver my opponent", "he Mindslavered me"): the same as "I control my
opponent's turn with Mindslaver" (phrase_events.controls_a_turn), which ends nothing by itself
(MTG CR 722); and told as what the card is used for, to make that player concede ("can I use
Mindslaver to make my opponent concede?"): the turn controlled, and no concession (only a
player concedes, of their own will: 104.3a, 722.6). Read only for a card Arbiter knows does
that (`EndsNothing.controls_turn`); any other card said there is not read here.
"""

from __future__ import annotations

import re

from bot.core.rulings.cards import EndsNothing
from bot.core.rulings.phrase_events import controls_a_turn, made_to_concede
from bot.core.rulings.phrase_values import Built
from bot.core.rulings.words import Reader, card_marked


def turn_card_as_verb(match: re.Match[str], reader: Reader) -> Built:
    if not _controls_turns(match, reader):
        return None
    return controls_a_turn(match, reader)


def turn_card_used_to_concede(match: re.Match[str], reader: Reader) -> Built:
    """ "Can I use Mindslaver to make my opponent concede?": the turn controlled, and no
    concession in it (only a player concedes, of their own will: MTG CR 104.3a, 722.6)."""
    if not _controls_turns(match, reader) or controls_a_turn(match, reader) is None:
        return None
    return made_to_concede(match, reader)


def _controls_turns(match: re.Match[str], reader: Reader) -> bool:
    card = card_marked(match["s"], reader.entities)
    return card is not None and any(
        isinstance(effect, EndsNothing) and effect.controls_turn for effect in card.effects
    )
