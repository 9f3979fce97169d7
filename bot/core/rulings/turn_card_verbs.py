"""A card that lets a player control another's next turn, its name said as the verb between
the two players ("I Mindslaver my opponent", "he Mindslavered me"): the same as "I control my
opponent's turn with Mindslaver" (phrase_events.controls_a_turn), which ends nothing by itself
(MTG CR 722). Read only for a card Arbiter knows does that (`EndsNothing.controls_turn`); any
other card said there is not read here.
"""

from __future__ import annotations

import re

from bot.core.rulings.cards import EndsNothing
from bot.core.rulings.phrase_events import controls_a_turn
from bot.core.rulings.phrase_values import Built
from bot.core.rulings.words import Reader, card_marked


def turn_card_as_verb(match: re.Match[str], reader: Reader) -> Built:
    card = card_marked(match["s"], reader.entities)
    if card is None or not any(
        isinstance(effect, EndsNothing) and effect.controls_turn for effect in card.effects
    ):
        return None
    return controls_a_turn(match, reader)
