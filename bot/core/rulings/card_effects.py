"""Every kind of effect a card Arbiter knows may have, as one type (`Effect`), and the class
of each kind (`EFFECT_TYPES`, read from the card data): card_model.py's and
card_spell_effects.py's. Pure: no I/O."""

from __future__ import annotations

from typing import get_args

from bot.core.rulings.card_model import (
    CantLose,
    CantWin,
    ChangesStateLoss,
    CommanderDamageSource,
    DamageSource,
    EmptiesLibrary,
    EndsGame,
    EndsNothing,
    Kind,
    Lifelink,
    MandatoryLoop,
    PoisonSource,
    Protection,
    RemovesAbilities,
    ReplacesDraw,
    ReplacesLoss,
    SharesDraw,
)
from bot.core.rulings.card_spell_effects import CopiesSpell, Counters, SetsLife, TurnsDamageBack

Effect = (
    EndsGame
    | CantLose
    | CantWin
    | ReplacesLoss
    | ChangesStateLoss
    | PoisonSource
    | CommanderDamageSource
    | Lifelink
    | DamageSource
    | EmptiesLibrary
    | MandatoryLoop
    | ReplacesDraw
    | EndsNothing
    | Protection
    | RemovesAbilities
    | SharesDraw
    | TurnsDamageBack
    | Counters
    | CopiesSpell
    | SetsLife
)
EFFECT_TYPES: dict[Kind, type[Effect]] = {cls.kind: cls for cls in get_args(Effect)}
