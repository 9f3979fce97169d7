"""The events a report sends the match service, built one way whatever was pressed or typed (a
slash command, a player's panel, a mention in chat): players are named by user id (or by name
for a player without one), as the service reads them against the match's roster."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from bot.core.errors import MatchError
from bot.core.messages import N_, Message
from bot.core.rules.vocabulary import EventKind

Player = int | str  # a user id, or a player's name where they have no user
Events = list[dict[str, Any]]

NEGATIVE_DAMAGE = N_(
    "Combat damage is never negative: to lower the tally, add `tally_only:True` (life is left "
    "alone), or /undo the report that was wrong."
)


def each(event: EventKind | str, players: Iterable[Player], **fields: Any) -> Events:
    """The same event for each of `players`, at once."""
    kind = event.value if isinstance(event, EventKind) else event
    return [{"event": kind, "player": player, **fields} for player in players]


def damage_to_life(tally: Events, tally_only: bool) -> Events:
    """Commander combat damage is damage: it lowers life too, in the same report, so both
    are judged at one checkpoint (CR 903.10, 704.5a). A `total` or `tally_only` corrects the
    tally alone."""
    if tally_only:
        return []
    if any(event.get("delta", 0) < 0 for event in tally):
        # Damage never gives life: a lower tally can only be a correction.
        raise MatchError(Message(NEGATIVE_DAMAGE))
    return [
        {"event": EventKind.LIFE.value, "player": event["player"], "delta": -event["delta"]}
        for event in tally
        if "delta" in event
    ]


def commander_damage(
    players: Iterable[Player],
    commander: Player,
    change: dict[str, int],
    *,
    source: dict[str, str] | None = None,
    tally_only: bool = False,
) -> Events:
    """Combat damage from `commander`'s commander (`source`: which partner) to each of
    `players`: the tally and, for a change, the life it takes, in one report."""
    tally = each(
        EventKind.COMMANDER_DAMAGE, players, commander=commander, **(source or {}), **change
    )
    return tally + damage_to_life(tally, tally_only)
