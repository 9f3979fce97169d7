"""What people call Magic: The Gathering and its parts, in English."""

from __future__ import annotations

from typing import Final

from bot.core.messages import N_, Message
from bot.core.rules.games.game import GameNames, LifeUnsaid, listed
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


def standing(state: GameState, player: str, unsaid: LifeUnsaid | None) -> Message:
    """Where a player still in the game stands: life (with `unsaid`, a total nobody gave, only
    how far it moved), poison, commander damage."""
    two_headed = state.setup.variant is Variant.TWO_HEADED_GIANT
    parts: list[Message] = []
    life = state.life.get(player)
    if life is not None:
        parts.append(_life(life, unsaid, team=two_headed))
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


_LOSES: Final = "MTG CR 104.3b"  # a player with 0 or less life loses


def _life(life: int, unsaid: LifeUnsaid | None, *, team: bool) -> Message:
    """A life total and when it loses; one nobody gave said as not said, with its change."""
    if unsaid is None:
        shared = (
            N_("team life {life} (loses at 0, {rule})")
            if team
            else N_("life {life} (loses at 0, {rule})")
        )
        return Message(shared, life=life, rule=_LOSES)
    if unsaid.uncounted:
        return Message(
            N_("team life not counted: a card changed it (loses at 0, {rule})")
            if team
            else N_("life not counted: a card changed it (loses at 0, {rule})"),
            rule=_LOSES,
        )
    lost = -(unsaid.change or 0)
    if team:
        if lost > 0:
            return Message.plural(
                "team life not said ({n} lost; loses at 0, {rule})",
                "team life not said ({n} lost; loses at 0, {rule})",
                lost,
                rule=_LOSES,
            )
        if lost < 0:
            return Message.plural(
                "team life not said ({n} gained; loses at 0, {rule})",
                "team life not said ({n} gained; loses at 0, {rule})",
                -lost,
                rule=_LOSES,
            )
        return Message("team life not said (loses at 0, {rule})", rule=_LOSES)
    if lost > 0:
        return Message.plural(
            "life not said ({n} lost; loses at 0, {rule})",
            "life not said ({n} lost; loses at 0, {rule})",
            lost,
            rule=_LOSES,
        )
    if lost < 0:
        return Message.plural(
            "life not said ({n} gained; loses at 0, {rule})",
            "life not said ({n} gained; loses at 0, {rule})",
            -lost,
            rule=_LOSES,
        )
    return Message("life not said (loses at 0, {rule})", rule=_LOSES)
