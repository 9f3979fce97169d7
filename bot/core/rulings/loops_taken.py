"""A card of a loop a land entering starts (Sporemound, Life and Limb) taken by another player
("my opponent gains control of Sporemound", "my opponent steals Sporemound"): it is theirs
from then on (`Reader.loops_held`). Sporemound makes a Saproling for each land entering under
its controller's control, so a land its old controller plays after starts nothing (MTG CR
603.2); one the taker plays may start the loop."""

from __future__ import annotations

from bot.core.rulings.card_model import MandatoryLoop
from bot.core.rulings.phrase_values import Source
from bot.core.rulings.words import EVERYONE, Reader


def loops_taken(source: Source, taker: str, reader: Reader) -> None:
    """Move each loop card in `source` from whoever held it (the controller the words say,
    else any other player) to `taker`."""
    for card in source.cards:
        if not any(isinstance(e, MandatoryLoop) for e in card.effects):
            continue
        holders = [source.controller] if source.controller not in (None, EVERYONE) else None
        for whose, held in reader.loops_held.items():
            if whose != taker and (holders is None or whose in holders) and card in held:
                held.remove(card)
                break
        reader.loops_held.setdefault(taker, []).append(card)
