"""What people call Magic: The Gathering and its parts, in English."""

from __future__ import annotations

from bot.core.rules.games.game import GameNames
from bot.core.rules.games.magic.rules import (
    COMMANDER_DAMAGE_LIMIT,
    POISON_LIMIT,
    TEAM_POISON_LIMIT,
)
from bot.core.rules.state import GameState
from bot.core.rules.vocabulary import Variant

NAMES = GameNames(
    title="Magic: The Gathering",
    short_title="Magic",
    abbreviation="mtg",
    search_words=("mtg", "magic", "cr", "mtr"),  # "the gathering" are stopwords
    deck="library",
)


def standing(state: GameState, player: str) -> str:
    """Where a player still in the game stands: life, poison, commander damage."""
    two_headed = state.setup.variant is Variant.TWO_HEADED_GIANT
    parts: list[str] = []
    life = state.life.get(player)
    if life is not None:
        shared = "team life" if two_headed else "life"
        parts.append(f"{shared} {life} (loses at 0, MTG CR 104.3b)")
    limit = TEAM_POISON_LIMIT if two_headed else POISON_LIMIT
    parts.append(f"poison {state.poison.get(player, 0)} of {limit}")
    for (victim, commander, source), damage in state.commander_damage.items():
        if victim == player and damage:
            which = f"{commander}'s commander" + (f" {source}" if source else "")
            parts.append(f"{damage} of {COMMANDER_DAMAGE_LIMIT} commander damage from {which}")
    return ", ".join(parts)
