"""A card of a loop a land entering starts (Sporemound, Life and Limb) taken by another player
("my opponent gains control of Sporemound", "my opponent steals Sporemound"): it is theirs
from then on (`Reader.loops_held`). Sporemound makes a Saproling for each land entering under
its controller's control, so a land its old controller plays after starts nothing (MTG CR
603.2); one the taker plays may start the loop."""

from __future__ import annotations

import re

from bot.core.rulings.card_model import MandatoryLoop
from bot.core.rulings.phrase_events import control_of
from bot.core.rulings.phrase_values import Built, Clause
from bot.core.rulings.words import Reader


def control_taken(match: re.Match[str], reader: Reader) -> Built:
    """ "player c gains control of player a's commander" (phrase_events.control_of), each loop
    card in it moved from whoever held it (its owner the words say, else any other player) to
    the player who took it."""
    built = control_of(match, reader)
    taken = built.source if isinstance(built, Clause) else None
    if taken is None or taken.controller is None:
        return built
    taker = taken.controller
    for card in taken.cards:
        if not any(isinstance(e, MandatoryLoop) for e in card.effects):
            continue
        for whose, held in reader.loops_held.items():
            if whose != taker and taken.owner in (None, whose) and card in held:
                held.remove(card)
                break
        reader.loops_held.setdefault(taker, []).append(card)
    return built
