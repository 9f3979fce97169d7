"""Magic's limited range of influence option (CR 801), as far as ending the game needs it.

A player's range of influence is a number of seats: the players that many seats away or
closer, either way around the table, and the player themself, are within it (CR 801.2). Seats
are the turn order; who sits where is counted among the players still in the game when the
current turn began, so the players within a range are drawn anew at each turn (CR 801.2c).
The Emperor variant always plays with the option: 2 seats for emperors, 1 for everyone else
(CR 809.3a), unless the game says otherwise.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import cast

from bot.core.rules.errors import RuleError
from bot.core.rules.vocabulary import Variant, is_integer

EMPEROR_RANGE = 2  # CR 809.3a
GENERAL_RANGE = 1  # CR 809.3a

_FIELD = "range_of_influence"


def _whole_range(value: object) -> int:
    if not is_integer(value) or value < 1:  # type: ignore[operator]
        raise RuleError(
            f"A range of influence is a whole number of seats, 1 or more, not {value!r}.",
            field=_FIELD,
        )
    return int(cast(int, value))  # is_integer checked it


def _check_option_applies(variant: Variant | None, players: tuple[str, ...]) -> None:
    """The option given for a game that has it (bot.core.rules.setup checks that)."""
    if variant is Variant.TWO_HEADED_GIANT:
        raise RuleError(
            "Two-Headed Giant is played without limited range of influence.", field=_FIELD
        )
    if len(players) < 3 and variant is not Variant.EMPEROR:  # Emperor always uses it
        raise RuleError(
            "Range of influence is an option for games of three or more players.", field=_FIELD
        )


def parse_ranges(
    raw: object,
    variant: Variant | None,
    players: tuple[str, ...],
    emperors: tuple[str, ...],
) -> Mapping[str, int]:
    """Each player's range of influence, or an empty mapping when the game does not limit it."""
    if raw is None and variant is not Variant.EMPEROR:
        return MappingProxyType({})
    if raw is not None:
        _check_option_applies(variant, players)
    defaults: dict[str, int | None] = dict.fromkeys(players)
    if variant is Variant.EMPEROR:
        defaults = {p: EMPEROR_RANGE if p in emperors else GENERAL_RANGE for p in players}
    if raw is None:
        given: dict[str, object] = {}
    elif isinstance(raw, Mapping):
        unknown = [name for name in raw if name not in players]
        if unknown:
            raise RuleError(f"{unknown[0]!r} in {_FIELD} is not a player.", field=_FIELD)
        given = dict(raw)
    else:
        given = dict.fromkeys(players, raw)
    ranges: dict[str, int] = {}
    for player in players:
        value = given.get(player, defaults[player])
        if value is None:
            raise RuleError(
                f"Give every player a range of influence ({player} has none), or one number "
                "for everyone.",
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
