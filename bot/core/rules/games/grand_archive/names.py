"""What people call Grand Archive and its parts, in English."""

from __future__ import annotations

from bot.core.messages import Message
from bot.core.rules.games.game import GameNames, LifeUnsaid
from bot.core.rules.state import GameState

NAMES = GameNames(
    title="Grand Archive",
    short_title="Grand Archive",
    abbreviation="ga",
    aliases=("gatcg",),
    search_words=("ga", "archive"),  # "grand" alone is a stopword
    priority="Opportunity",
)


def standing(state: GameState, player: str, unsaid: LifeUnsaid | None) -> Message:
    """Where a player still in the game stands: their champion (no life total is said, so
    one nobody gave, `unsaid`, changes nothing)."""
    champions = state.champions_controlled_by(player)
    if not champions:
        return Message(
            "controls no champion; loses if their champion dies or they draw from an empty deck"
        )
    if len(champions) == 1:
        return Message(
            "controls {owner}'s champion; loses if their champion dies or they draw from an "
            "empty deck",
            owner=champions[0],
        )
    owners = Message.verbatim_text(champions[-1])
    for owner in reversed(champions[:-1]):
        owners = Message.within("names", "{first} and {then}", first=owner, then=owners)
    return Message(
        "controls the champions of {owners}; loses if their champion dies or they draw from an "
        "empty deck",
        owners=owners,
    )
