"""What people call Magic: The Gathering and its parts, in English."""

from __future__ import annotations

from bot.core.messages import N_, Message
from bot.core.rules.games.game import GameNames, listed
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


def standing(state: GameState, player: str) -> Message:
    """Where a player still in the game stands: life, poison, commander damage."""
    two_headed = state.setup.variant is Variant.TWO_HEADED_GIANT
    parts: list[Message] = []
    life = state.life.get(player)
    if life is not None:
        shared = (
            N_("team life {life} (loses at 0, {rule})")
            if two_headed
            else N_("life {life} (loses at 0, {rule})")
        )
        parts.append(Message(shared, life=life, rule="MTG CR 104.3b"))
    limit = TEAM_POISON_LIMIT if two_headed else POISON_LIMIT
    parts.append(
        Message("poison {count} of {limit}", count=state.poison.get(player, 0), limit=limit)
    )
    for (victim, commander, source), damage in state.commander_damage.items():
        if victim == player and damage:
            if source:
                parts.append(
                    Message(
                        "{damage} of {limit} commander damage from {player}'s commander {source}",
                        damage=damage,
                        limit=COMMANDER_DAMAGE_LIMIT,
                        player=commander,
                        source=source,
                    )
                )
            else:
                parts.append(
                    Message(
                        "{damage} of {limit} commander damage from {player}'s commander",
                        damage=damage,
                        limit=COMMANDER_DAMAGE_LIMIT,
                        player=commander,
                    )
                )
    return listed(parts)
