"""Value checks the service layer's callers must make themselves.

Discord's client enforces option ranges, but a hand-made request does not and discord.py does
not re-check `app_commands.Range`, so every number is checked here before anything happens.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.core.errors import MatchError
from bot.core.messages import N_, Message
from bot.core.rules.games import GAMES, game_named, listed

LIFE_CHANGE = (-9999, 9999)
LIFE_TOTAL = (-9999, 9999)
POISON_CHANGE = (-99, 99)
POISON_TOTAL = (0, 99)
COMMANDER_DAMAGE_CHANGE = (-999, 999)
COMMANDER_DAMAGE_TOTAL = (0, 999)
CITY_COUNT = (0, 99)
INT_TOTAL = (0, 999)
STARTING_LIFE = (1, 9999)
RANGE_OF_INFLUENCE = (1, 5)  # seats; six seats either way already reach any table of Arbiter's
COMMANDER_NAME_LENGTH = 100
HISTORY_LIMIT = (1, 50)


def game_id(name: str) -> str:
    """The game a name means ("ga", "MTG", "Grand Archive"...); unknown names are refused."""
    found = game_named(name)
    if found is None:
        choices = [
            g.names.short_title + (f" (`{g.names.abbreviation}`)" if g.names.abbreviation else "")
            for g in GAMES.values()
        ]
        raise MatchError(
            Message(
                "Unknown game {name}: choose {choices}.", name=repr(name), choices=listed(choices)
            )
        )
    return found.system


def true_or_false(what: str, value: object) -> None:
    """Refuse an on/off option that is not one (Discord's client sends only true or false;
    a hand-made request or a typed value may send anything)."""
    if value is not None and not isinstance(value, bool):
        option = f"`{what}`"
        raise MatchError(
            Message(
                "{option} is true or false (on or off), not {value}.",
                option=option,
                value=repr(value),
            )
        )


def in_range(what: str | Message, value: int, bounds: tuple[int, int]) -> int:
    """`value`, refused unless a whole number within `bounds` (`what`: the option's name, or
    what it counts)."""
    low, high = bounds
    if not _within(value, bounds):
        raise MatchError(
            Message(
                "{what} must be a whole number from {low} to {high}, not {value}.",
                what=what,
                low=low,
                high=high,
                value=str(value),
            )
        )
    return value


def _within(value: object, bounds: tuple[int, int]) -> bool:
    low, high = bounds
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


# The counters a change or a total is given for, as the refusals name them.
_COUNTERS = {
    "life": N_("life"),
    "poison": N_("poison"),
    "commander damage": N_("commander damage"),
}


def _counter(what: str) -> Message:
    """A counter's name in the reader's language; a game's own word (Terrus' vitae) as it is."""
    msgid = _COUNTERS.get(what)
    return Message(msgid) if msgid is not None else Message.verbatim_text(what)


def counter_change(
    what: str,
    change: int | None,
    total: int | None,
    change_bounds: tuple[int, int],
    total_bounds: tuple[int, int],
) -> dict[str, int]:
    """Exactly one of a relative change or a new total, as the event's delta or set."""
    # The refusals' words are made only for a refusal: a good report builds no sentence.
    if (change is None) == (total is None):
        raise MatchError(
            Message(
                "Give either `change` (e.g. -3) or `total` (the new {counter}), not both or "
                "neither.",
                counter=_counter(what),
            )
        )
    if change == 0:
        raise MatchError(
            Message(
                "A `change` of 0 changes nothing, so nothing was recorded. Give how much the "
                "{counter} goes up or down (e.g. -3), or the new `total`.",
                counter=_counter(what),
            )
        )
    if change is not None:
        if not _within(change, change_bounds):
            in_range(Message("The {counter} change", counter=_counter(what)), change, change_bounds)
        return {"delta": change}
    assert total is not None
    if not _within(total, total_bounds):
        in_range(Message("The {counter} total", counter=_counter(what)), total, total_bounds)
    return {"set": total}


def counter_events(
    event: str,
    players: Sequence[int],
    change: int | None,
    total: int | None,
    change_bounds: tuple[int, int],
    total_bounds: tuple[int, int],
) -> list[dict[str, Any]]:
    """`/life` or `/poison` for each of `players`: the same change (or new total), checked
    once (`counter_change`), as one event each."""
    fields = counter_change(event, change, total, change_bounds, total_bounds)
    return [{"event": event, "player": player, **fields} for player in players]


def commander_name(source: str | None) -> dict[str, str]:
    """The optional `source` of commander damage: which partner commander dealt it."""
    if source is None:
        return {}
    name = source.strip()
    if not name or len(name) > COMMANDER_NAME_LENGTH:
        raise MatchError(
            Message.plural(
                "`source` names the commander (e.g. a partner's name), 1 to {n} character.",
                "`source` names the commander (e.g. a partner's name), 1 to {n} characters.",
                COMMANDER_NAME_LENGTH,
            )
        )
    return {"source": name}
