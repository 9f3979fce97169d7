"""What people call Terrus and its parts, in English."""

from __future__ import annotations

from bot.core.messages import N_, Message
from bot.core.rules.games.game import GameNames, LifeUnsaid
from bot.core.rules.state import GameState

NAMES = GameNames(
    title="Terrus",
    short_title="Terrus",
    aliases=("terrus tcg",),
    search_words=("terrus",),
    life="vitae",
    life_of=N_("{players}'s vitae"),
)


def standing(state: GameState, player: str, unsaid: LifeUnsaid | None) -> Message:
    """Where a player still in the game stands: their vitae. (Terrus has no starting vitae:
    words that never give a player's are refused, so a total nobody gave, `unsaid`, never
    comes here.)"""
    vitae = state.life.get(player)
    if vitae is None:
        return Message("vitae not given")
    return Message("vitae {vitae} (loses at 0, {rule})", vitae=vitae, rule="Terrus 5.3b")
