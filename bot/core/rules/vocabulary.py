"""The event vocabulary shared by reports, storage, export, replay and tests.

The JSON shape is fixed by `shared/spec/replay-format.md`; this module parses it into immutable
values and writes it back, so a stored match log can always be re-adjudicated.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, cast

from bot.core.rules.errors import RuleError


class System(str):
    """A game's id, as files, commands and the database spell it ("grand-archive"). Which
    games there are is the registry's to say (bot.core.rules.games.GAMES), so a new game is
    a new module, not a new member here."""

    __slots__ = ()

    @property
    def value(self) -> str:
        return str.__str__(self)


class Variant(StrEnum):
    COMMANDER = "commander"
    TWO_HEADED_GIANT = "two-headed-giant"
    EMPEROR = "emperor"


class Standing(StrEnum):
    PLAYING = "playing"
    WON = "won"
    LOST = "lost"
    DREW = "drew"


class EventKind(StrEnum):
    CONCEDE = "concede"
    DECK_OUT = "deck_out"
    CHAMPION_DIED = "champion_died"
    CHAMPION_CONTROL = "champion_control"
    LIFE = "life"
    POISON = "poison"
    COMMANDER_DAMAGE = "commander_damage"
    TURN_START = "turn_start"
    DOMINION_VOTE = "dominion_vote"
    EFFECT = "effect"
    LOOP = "loop"
    INTENTIONAL_DRAW = "intentional_draw"
    PENALTY = "penalty"
    RESTART = "restart"


class EffectOutcome(StrEnum):
    WIN = "win"
    LOSE = "lose"
    DRAW = "draw"


COUNTER_EVENTS = frozenset({EventKind.LIFE, EventKind.POISON, EventKind.COMMANDER_DAMAGE})

# Which fields naming players each event requires, in the order they are checked.
_PLAYER_FIELDS: dict[EventKind, tuple[str, ...]] = {
    EventKind.CONCEDE: ("player",),
    EventKind.DECK_OUT: ("player",),
    EventKind.CHAMPION_DIED: ("player",),
    EventKind.CHAMPION_CONTROL: ("player", "controller"),
    EventKind.LIFE: ("player",),
    EventKind.POISON: ("player",),
    EventKind.COMMANDER_DAMAGE: ("player", "commander"),
    EventKind.TURN_START: ("player",),
    EventKind.DOMINION_VOTE: ("player",),
    EventKind.EFFECT: (),  # depends on the outcome; checked in parse_event
    EventKind.LOOP: (),
    EventKind.INTENTIONAL_DRAW: (),
    EventKind.PENALTY: ("player",),
    EventKind.RESTART: (),
}


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened in a game. `value` is the JSON `set`, `int_total` the JSON `int`."""

    kind: EventKind
    player: str | None = None
    controller: str | None = None
    commander: str | None = None
    value: int | None = None
    delta: int | None = None
    structures: int | None = None
    relics: int | None = None
    int_total: int | None = None
    outcome: EffectOutcome | None = None
    # commander_damage: which of the player's commanders (partners are counted apart).
    source: str | None = None
    # loop: the players who control an object in it (needed under limited range of influence).
    players: tuple[str, ...] | None = None

    def named_players(self) -> tuple[str, ...]:
        named = (self.player, self.controller, self.commander, *(self.players or ()))
        return tuple(name for name in named if name is not None)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"event": self.kind.value}
        for key, attr in _JSON_FIELDS:
            value = getattr(self, attr)
            if isinstance(value, tuple):
                data[key] = list(value)
            elif value is not None:
                data[key] = value.value if isinstance(value, StrEnum) else value
        return data


_JSON_FIELDS = (
    ("outcome", "outcome"),
    ("player", "player"),
    ("controller", "controller"),
    ("commander", "commander"),
    ("set", "value"),
    ("delta", "delta"),
    ("structures", "structures"),
    ("relics", "relics"),
    ("int", "int_total"),
    ("source", "source"),
    ("players", "players"),
)


@dataclass(frozen=True, slots=True)
class Report:
    """What one report brings to one checkpoint: a single event or simultaneous events."""

    events: tuple[Event, ...]
    simultaneous: bool = False

    @classmethod
    def of(cls, *events: Event) -> Report:
        return cls(tuple(events), simultaneous=len(events) > 1)

    def to_dict(self) -> dict[str, Any]:
        if self.simultaneous:
            return {"simultaneous": [event.to_dict() for event in self.events]}
        return self.events[0].to_dict()


def is_integer(value: object) -> bool:
    """JSON integers only: booleans are ints in Python but not counters."""
    return isinstance(value, int) and not isinstance(value, bool)


def _name(data: Mapping[str, Any], key: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value:
        raise RuleError(f'"{key}" must name a player of the game.', field=key)
    return value


def _optional_name(data: Mapping[str, Any], key: str) -> str | None:
    return _name(data, key) if data.get(key) is not None else None


def _source(data: Mapping[str, Any]) -> str | None:
    value = data.get("source")
    if value is None:
        return None
    if not isinstance(value, str) or not value.strip():
        raise RuleError(
            '"source" must name the commander that dealt the damage (e.g. a partner\'s name).',
            field="source",
        )
    return value.strip()


def _loop_players(data: Mapping[str, Any]) -> tuple[str, ...] | None:
    raw = data.get("players")
    if raw is None:
        return None
    if not isinstance(raw, list) or not raw or not all(isinstance(p, str) and p for p in raw):
        raise RuleError(
            '"players" must list the players who control an object in the loop.', field="players"
        )
    if len(set(raw)) != len(raw):
        raise RuleError('Name each player of the loop once in "players".', field="players")
    return tuple(raw)


def _optional_count(data: Mapping[str, Any], key: str, what: str) -> int | None:
    if key not in data or data[key] is None:
        return None
    value = data[key]
    if not is_integer(value):
        raise RuleError(f'"{key}" must be a whole number of {what}, not {value!r}.', field=key)
    if value < 0:
        raise RuleError(f'"{key}" cannot be negative: a city holds 0 or more {what}.', field=key)
    return int(value)


def _set_or_delta(data: Mapping[str, Any]) -> tuple[int | None, int | None]:
    has_set, has_delta = "set" in data, "delta" in data
    if has_set == has_delta:
        raise RuleError(
            'A counter change takes exactly one of "set" (the new value) or "delta" '
            "(a signed change).",
            field="set" if has_set else "delta",
        )
    key = "set" if has_set else "delta"
    if not is_integer(data[key]):
        raise RuleError(f'"{key}" must be a whole number, not {data[key]!r}.', field=key)
    return (data[key], None) if has_set else (None, data[key])


def _event_kind(data: Mapping[str, Any]) -> EventKind:
    raw_kind = data.get("event")
    try:
        return EventKind(cast(str, raw_kind))  # anything else: ValueError, below
    except ValueError:
        known = ", ".join(kind.value for kind in EventKind)
        raise RuleError(
            f"Unknown event {raw_kind!r}; known events: {known}.", field="event"
        ) from None


def _effect(data: Mapping[str, Any]) -> tuple[EffectOutcome, str | None]:
    """An effect's outcome and the player it names."""
    try:
        outcome = EffectOutcome(cast(str, data.get("outcome")))
    except ValueError:
        raise RuleError(
            'An effect\'s "outcome" must be "win", "lose" or "draw".', field="outcome"
        ) from None
    if outcome is EffectOutcome.DRAW:
        # The effect's controller: needed only under limited range of influence (104.4e).
        return outcome, _optional_name(data, "player")
    return outcome, _name(data, "player")


def parse_event(data: object) -> Event:
    """Read one EVENT object of the replay format; raise RuleError naming the bad field."""
    if not isinstance(data, Mapping):
        raise RuleError('Each event must be a JSON object with an "event" field.', field="event")
    kind = _event_kind(data)
    fields: dict[str, Any] = {"kind": kind}
    for key in _PLAYER_FIELDS[kind]:
        fields[key] = _name(data, key)
    if kind is EventKind.EFFECT:
        fields["outcome"], fields["player"] = _effect(data)
    if kind is EventKind.LOOP:
        fields["players"] = _loop_players(data)
    if kind in COUNTER_EVENTS:
        fields["value"], fields["delta"] = _set_or_delta(data)
    if kind is EventKind.COMMANDER_DAMAGE:
        fields["source"] = _source(data)
    if kind is EventKind.TURN_START:
        fields["structures"] = _optional_count(data, "structures", "structures")
        fields["relics"] = _optional_count(data, "relics", "Relics")
    if kind is EventKind.DOMINION_VOTE:
        if data.get("int") is None:
            raise RuleError(
                'A Dominion Vote needs "int": the INT total of your beasts.', field="int"
            )
        fields["int_total"] = _optional_count(data, "int", "INT")
    return Event(**fields)


def parse_report(data: object) -> Report:
    """Read one REPORT: an EVENT, or {"simultaneous": [EVENT, ...]}."""
    if isinstance(data, Mapping) and "simultaneous" in data:
        items = data["simultaneous"]
        if not isinstance(items, list) or not items:
            raise RuleError(
                '"simultaneous" must be a non-empty list of events.', field="simultaneous"
            )
        return Report(tuple(parse_event(item) for item in items), simultaneous=True)
    return Report((parse_event(data),))
