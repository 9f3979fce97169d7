"""What people call Grand Archive and its parts, in English."""

from __future__ import annotations

from bot.core.rules.games.game import GameNames
from bot.core.rules.state import GameState

NAMES = GameNames(
    title="Grand Archive",
    short_title="Grand Archive",
    abbreviation="ga",
    aliases=("gatcg",),
    search_words=("ga", "archive"),  # "grand" alone is a stopword
    priority="Opportunity",
)


def standing(state: GameState, player: str) -> str:
    """Where a player still in the game stands: their champion."""
    champions = state.champions_controlled_by(player)
    held = " and ".join(f"{owner}'s" for owner in champions)
    return "; ".join(
        (
            f"controls {held} champion" if champions else "controls no champion",
            "loses if their champion dies or they draw from an empty deck",
        )
    )
