"""Magic's limited range of influence option (CR 801), as far as ending the game needs it.

A player's range of influence is a number of seats: the players that many seats away or
closer, either way around the table, and the player themself, are within it (CR 801.2). Seats
are the turn order; who sits where is counted among the players still in the game when the
current turn began, so the players within a range are drawn anew at each turn (CR 801.2c).
A variant may always play with the option (its leaders' range and everyone else's, unless
the game says otherwise), or never (bot.core.rules.variants).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import cast

from bot.core.messages import Message
from bot.core.rules.errors import RuleError
from bot.core.rules.event_reading import is_integer
from bot.core.rules.variants import InfluenceRange, VariantRules

_FIELD = "range_of_influence"


def _whole_range(value: object) -> int:
    if not is_integer(value) or value < 1:  # type: ignore[operator]
        raise RuleError(
            Message(
                "A range of influence is a whole number of seats, 1 or more, not {value}.",
                value=repr(value),
            ),
            field=_FIELD,
        )
    return int(cast(int, value))  # is_integer checked it


def _influence(variant: VariantRules | None) -> InfluenceRange:
    return variant.influence if variant is not None else InfluenceRange.OPTION


def _check_option_applies(variant: VariantRules | None, players: tuple[str, ...]) -> None:
    """The option given for a game that has it (bot.core.rules.setup checks that)."""
    if variant is not None and variant.influence is InfluenceRange.NEVER:
        raise RuleError(
            Message(
                "{variant} is played without limited range of influence.", variant=variant.name
            ),
            field=_FIELD,
        )
    if len(players) < 3 and _influence(variant) is not InfluenceRange.ALWAYS:
        raise RuleError(
            Message("Range of influence is an option for games of three or more players."),
            field=_FIELD,
        )


def parse_ranges(
    raw: object,
    variant: VariantRules | None,
    players: tuple[str, ...],
    emperors: tuple[str, ...],
) -> Mapping[str, int]:
    """Each player's range of influence, or an empty mapping when the game does not limit it."""
    always = _influence(variant) is InfluenceRange.ALWAYS
    if raw is None and not always:
        return MappingProxyType({})
    if raw is not None:
        _check_option_applies(variant, players)
    defaults: dict[str, int | None] = dict.fromkeys(players)
    leaders = variant.leaders if variant is not None else None
    if always and leaders is not None:
        defaults = {
            p: leaders.leader_range if p in emperors else leaders.others_range for p in players
        }
    if raw is None:
        given: dict[str, object] = {}
    elif isinstance(raw, Mapping):
        unknown = [name for name in raw if name not in players]
        if unknown:
            raise RuleError(
                Message("{name} in {field} is not a player.", name=repr(unknown[0]), field=_FIELD),
                field=_FIELD,
            )
        given = dict(raw)
    else:
        given = dict.fromkeys(players, raw)
    ranges: dict[str, int] = {}
    for player in players:
        value = given.get(player, defaults[player])
        if value is None:
            raise RuleError(
                Message(
                    "Give every player a range of influence ({player} has none), or one number "
                    "for everyone.",
                    player=player,
                ),
                field=_FIELD,
            )
        ranges[player] = _whole_range(value)
    return MappingProxyType(ranges)


def within_range(seats: tuple[str, ...], player: str, seats_away: int) -> tuple[str, ...]:
    """The players within `seats_away` seats of `player` either way, `player` included, with
    seats counted around the table of `seats` (turn order)."""
    if player not in seats:
        return (player,)
    count = len(seats)
    if 2 * seats_away + 1 >= count:
        return seats
    here = seats.index(player)
    near = {seats[(here + step) % count] for step in range(-seats_away, seats_away + 1)}
    return tuple(p for p in seats if p in near)
