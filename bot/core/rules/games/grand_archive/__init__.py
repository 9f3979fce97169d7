"""Grand Archive: its rules for ending a game, its tournament rules, its citable rules and its
names (https://rules.gatcg.com/, https://trg.gatcg.com/)."""

from __future__ import annotations

from bot.core.messages import N_
from bot.core.rules.games.game import Game, Tracked
from bot.core.rules.games.grand_archive.catalogue import GRAND_ARCHIVE, HEADLINES
from bot.core.rules.games.grand_archive.names import NAMES, standing
from bot.core.rules.games.grand_archive.rules import RULES, SYSTEM
from bot.core.rules.games.grand_archive.ruling_words import RULING_WORDS
from bot.core.rules.games.grand_archive.tournament import TOURNAMENT
from bot.core.rules.setup import SetupRules

GAME = Game(
    system=SYSTEM,
    names=NAMES,
    rules=RULES,
    tournament=TOURNAMENT,
    setup=SetupRules(
        life_refusal=N_("Grand Archive has no life totals: champions take damage instead."),
        teams_refusal=N_(
            "Grand Archive's rules for ending a game have no teams: list the players alone."
        ),
    ),
    # Each player starts the game controlling their own champion (GA Ending the Game 3).
    tracks=frozenset({Tracked.CHAMPION}),
    catalogue=GRAND_ARCHIVE,
    headlines=HEADLINES,
    standing=standing,
    rulings=RULING_WORDS,
)
