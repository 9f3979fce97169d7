"""The card model's effects on a spell or on life totals as a spell resolves: damage turned
back at its source (Deflecting Palm), a spell countered or copied, each player's life total
set (Biorhythm, Mirror Universe). Kinds of the card model (card_model.py), gathered with the
others in card_effects.py. Pure: no I/O."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from bot.core.rulings.card_model import Kind, Moment, Who


class TurnedFrom(StrEnum):
    """Whose damage a card that turns damage back prevents."""

    CHOSEN_SOURCE = "chosen_source"  # a source its caster chooses, its damage to the caster
    COMBAT_CREATURE = "combat_creature"  # a target attacking or blocking creature, all of it


class TurnedAmount(StrEnum):
    """How much damage a card that turns damage back deals to the source's controller."""

    PREVENTED = "prevented"  # as much as it prevented, as it prevents it
    POWER = "power"  # the creature's power, as the spell resolves


@dataclass(frozen=True)
class TurnsDamageBack:
    """Damage turned back at a player: a prevention shield (MTG CR 615) on the damage
    `prevents` says, and damage to that source's controller (Deflecting Palm: the damage a
    chosen source would deal its caster this turn is prevented, and as it is prevented the card
    deals that much to the source's controller, in the same event; Boros Fury-Shield: a target
    attacking or blocking creature's combat damage is prevented and, where `needs_mana` was
    spent on it, the spell deals damage equal to that creature's power to its controller as it
    resolves). `moment`: REPLACEMENT (with the prevented damage) or RESOLUTION (as it
    resolves, before the damage it prevents). Read in a fight told by stats (cards_in_combat.py);
    told by its damage alone, that damage is at the moment said."""

    kind: ClassVar[Kind] = Kind.TURNS_DAMAGE_BACK
    prevents: TurnedFrom
    amount: TurnedAmount
    moment: Moment
    needs_mana: str | None = None  # a colour of mana spent to cast it ("R"), or None

    def __post_init__(self) -> None:
        if self.moment not in (Moment.REPLACEMENT, Moment.RESOLUTION):
            raise ValueError("moment is replacement or resolution")


class Countered(StrEnum):
    """What a counterspell can target on the stack (MTG CR 701.6a, 115.1)."""

    SPELL = "spell"  # any spell (Counterspell, Cancel)
    NONCREATURE_SPELL = "noncreature_spell"  # Negate
    CREATURE_SPELL = "creature_spell"  # Essence Scatter
    INSTANT_SPELL = "instant_spell"  # Dispel
    ABILITY = "ability"  # an activated or triggered ability (Stifle)
    SPELL_OR_ABILITY = "spell_or_ability"  # a spell, activated or triggered ability (Disallow)


@dataclass(frozen=True)
class Counters:
    """A counterspell: what it targets (`what`) is removed from the stack and none of its
    effects happen (MTG CR 701.6a, 608.2): a countered burn spell deals nothing, a countered
    trigger does nothing. `unless_paid`: the mana the countered object's controller may pay to
    keep it (Mana Leak's {3}); whether they paid decides it. Read where the words tell it cast
    at a spell or ability told before it (spells_on_spells.py)."""

    kind: ClassVar[Kind] = Kind.COUNTERS
    what: Countered
    unless_paid: str | None = None


@dataclass(frozen=True)
class CopiesSpell:
    """A copy of a target instant or sorcery spell, controlled by the copier, put on the stack
    above it, so it resolves first; it is not cast (MTG CR 707.10), and its new controller may
    choose new targets for it (Twincast, Fork, Reverberate, Reiterate): a copy of a burn spell
    deals its damage again, where its controller aimed it. Read where the words tell the copy
    and at whom it was aimed (spells_on_spells.py)."""

    kind: ClassVar[Kind] = Kind.COPIES_SPELL
    of: str = "instant_or_sorcery"

    def __post_init__(self) -> None:
        if self.of != "instant_or_sorcery":
            raise ValueError('of is "instant_or_sorcery" (the spells it can copy)')


class LifeCount(StrEnum):
    """What a life total set by a card becomes, counted for each player as it resolves."""

    CREATURES = "creatures"  # the creatures that player controls (Biorhythm): 0 with none
    # the lowest life total among all players then (Repay in Kind)
    LOWEST_TOTAL = "lowest_total"
    # the other player's total: two players exchange life totals (Mirror Universe, 119.5)
    EXCHANGED = "exchanged"


@dataclass(frozen=True)
class SetsLife:
    """Each player's life total becomes a number as it resolves (119.5: they gain or lose the
    difference, so "can't gain life" keeps a lower total where it is): `amount`, or a count
    made for each player then (`count`). Read where the words tell it cast and resolved with
    each player's count (life_set.py); beside anything else it is refused."""

    kind: ClassVar[Kind] = Kind.SETS_LIFE
    to: Who
    moment: Moment
    count: LifeCount | None = None
    amount: int | None = None

    def __post_init__(self) -> None:
        if (self.count is None) == (self.amount is None):
            raise ValueError("a life total set is an amount or a count, one of them")
