"""Terrus: Conquer the Clade: its rules for ending a game (Complete Rulebook 5.0), starting
vitae (4.3), its tournament rules, its citable rules and its names."""

from __future__ import annotations

from bot.core.rules.games.game import Game, Limits, Threshold, Tracked
from bot.core.rules.games.terrus.catalogue import HEADLINES, TERRUS
from bot.core.rules.games.terrus.names import NAMES, standing
from bot.core.rules.games.terrus.rules import (
    METROPOLIS_STRUCTURES,
    POLITICAL_INT,
    RELIC_COUNT,
    RULES,
    SYSTEM,
)
from bot.core.rules.games.terrus.ruling_words import RULING_WORDS
from bot.core.rules.games.terrus.tournament import TOURNAMENT
from bot.core.rules.setup import SetupRules

GAME = Game(
    system=SYSTEM,
    names=NAMES,
    rules=RULES,
    tournament=TOURNAMENT,
    # Starting vitae is printed on each clade (Terrus 4.3): no default, and it carries from
    # one game of a match to the next.
    setup=SetupRules(carries_starting_life=True),
    tracks=frozenset({Tracked.CITY}),
    limits=Limits(
        structures=Threshold(METROPOLIS_STRUCTURES, "Terrus 5.2b"),
        relics=Threshold(RELIC_COUNT, "Terrus 5.2d"),
        int_total=Threshold(POLITICAL_INT, "Terrus 5.2c"),
    ),
    catalogue=TERRUS,
    headlines=HEADLINES,
    standing=standing,
    rulings=RULING_WORDS,
)
