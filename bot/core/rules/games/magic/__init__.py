"""Magic: The Gathering: its rules for ending a game (CR 104) with the Commander, Two-Headed
Giant and Emperor variants and the limited range of influence, its tournament rules, its
citable rules and its names (https://magic.wizards.com/en/rules)."""

from __future__ import annotations

from types import MappingProxyType

from bot.core.rules.games.game import Game, Limits, Threshold
from bot.core.rules.games.magic.catalogue import HEADLINES, MAGIC
from bot.core.rules.games.magic.names import NAMES, standing
from bot.core.rules.games.magic.rules import (
    COMMANDER_DAMAGE_LIMIT,
    POISON_LIMIT,
    RULES,
    SYSTEM,
    TEAM_POISON_LIMIT,
)
from bot.core.rules.games.magic.ruling_words import RULING_WORDS
from bot.core.rules.games.magic.tournament import TOURNAMENT
from bot.core.rules.games.magic.variants import VARIANTS
from bot.core.rules.setup import SetupRules
from bot.core.rules.vocabulary import Variant

GAME = Game(
    system=SYSTEM,
    names=NAMES,
    rules=RULES,
    tournament=TOURNAMENT,
    setup=SetupRules(
        # Magic 20 (CR 103.4), Commander 40 (CR 903.7), Two-Headed Giant 30 shared per team
        # (CR 810).
        starting_life=MappingProxyType(
            {
                None: 20,
                Variant.COMMANDER: 40,
                Variant.TWO_HEADED_GIANT: 30,
                Variant.EMPEROR: 20,
            }
        ),
        variants=VARIANTS,
        range_of_influence=True,
    ),
    limits=Limits(
        poison=Threshold(POISON_LIMIT, "MTG CR 704.5c"),
        team_poison=Threshold(TEAM_POISON_LIMIT, "MTG CR 704.6b"),
        commander_damage=Threshold(COMMANDER_DAMAGE_LIMIT, "MTG CR 903.10"),
    ),
    catalogue=MAGIC,
    headlines=HEADLINES,
    standing=standing,
    rulings=RULING_WORDS,
)
