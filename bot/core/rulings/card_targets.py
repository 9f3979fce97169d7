"""What a card that removes a permanent (removals.py) does with it: where it puts it
(`Removes`) and what it can target (`Takes`, judged from a card's types and colours). Apart
from card_model.py, as it changes with the removals modelled. Pure: no I/O."""

from __future__ import annotations

from enum import StrEnum


class Removes(StrEnum):
    """Where a card that removes a permanent (Doom Blade, Swords to Plowshares, Unsummon,
    Set Adrift) puts it: each takes it off the battlefield (removals.py)."""

    DESTROY = "destroy"  # to its owner's graveyard (701.8a)
    EXILE = "exile"
    HAND = "hand"  # returned to its owner's hand
    LIBRARY = "library"  # put into its owner's library


class Takes(StrEnum):
    """What a card that removes a permanent can target, as its own words limit it."""

    CREATURE = "creature"
    NONBLACK_CREATURE = "nonblack_creature"
    NONARTIFACT_CREATURE = "nonartifact_creature"
    CREATURE_OR_PLANESWALKER = "creature_or_planeswalker"
    ARTIFACT = "artifact"
    ARTIFACT_OR_CREATURE = "artifact_or_creature"
    CREATURE_OR_ENCHANTMENT = "creature_or_enchantment"
    ARTIFACT_OR_ENCHANTMENT = "artifact_or_enchantment"
    PERMANENT = "permanent"
    NONLAND_PERMANENT = "nonland_permanent"

    def fits(self, types: tuple[str, ...], colours: tuple[str, ...]) -> bool:
        """Whether a permanent of these card types and colours is one it can target."""
        match self:
            case Takes.CREATURE:
                return "creature" in types
            case Takes.NONBLACK_CREATURE:
                return "creature" in types and "black" not in colours
            case Takes.NONARTIFACT_CREATURE:
                return "creature" in types and "artifact" not in types
            case Takes.CREATURE_OR_PLANESWALKER:
                return "creature" in types or "planeswalker" in types
            case Takes.ARTIFACT:
                return "artifact" in types
            case Takes.ARTIFACT_OR_CREATURE:
                return "artifact" in types or "creature" in types
            case Takes.CREATURE_OR_ENCHANTMENT:
                return "creature" in types or "enchantment" in types
            case Takes.ARTIFACT_OR_ENCHANTMENT:
                return "artifact" in types or "enchantment" in types
            case Takes.PERMANENT:
                return True
            case Takes.NONLAND_PERMANENT:
                return "land" not in types
