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
    """Where a player still in the game stands: their vitae (with `unsaid`, a total nobody
    gave, only how far it moved)."""
    vitae = state.life.get(player)
    if vitae is None:
        return Message("vitae not given")
    rule = "Terrus 5.3b"
    if unsaid is None:
        return Message("vitae {vitae} (loses at 0, {rule})", vitae=vitae, rule=rule)
    if unsaid.change < 0:
        return Message.plural(
            "vitae not said ({n} lost; loses at 0, {rule})",
            "vitae not said ({n} lost; loses at 0, {rule})",
            -unsaid.change,
            rule=rule,
        )
    if unsaid.change > 0:
        return Message.plural(
            "vitae not said ({n} gained; loses at 0, {rule})",
            "vitae not said ({n} gained; loses at 0, {rule})",
            unsaid.change,
            rule=rule,
        )
    return Message("vitae not said (loses at 0, {rule})", rule=rule)
