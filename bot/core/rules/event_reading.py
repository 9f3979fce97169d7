"""Reading the replay format's JSON (`shared/spec/replay-format.md`) into the event
vocabulary's values (`vocabulary.py`): a report, its events and their fields, each bad field
refused with a RuleError that names it."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Any, cast

from bot.core.messages import N_, Message
from bot.core.rules.errors import RuleError
from bot.core.rules.vocabulary import (
    STARTING_LIFE,
    Affects,
    EffectOutcome,
    Event,
    EventKind,
    Lasting,
    Report,
    Rounding,
    StateLoss,
    Until,
)

COUNTER_EVENTS = frozenset({EventKind.LIFE, EventKind.POISON, EventKind.COMMANDER_DAMAGE})


# What a trigger or a spell can do as it resolves.
EFFECT_EVENTS = frozenset(
    {
        EventKind.LIFE,
        EventKind.POISON,
        EventKind.DAMAGE,
        EventKind.DECK_OUT,
        EventKind.EFFECT,
        EventKind.RESTART,
        EventKind.EFFECT_BEGINS,
        EventKind.EFFECT_ENDS,
    }
)


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
    EventKind.SUDDEN_DEATH: (),  # "player": one said to be behind on life, when no total is
    EventKind.DAMAGE: (),  # a player, a controller, or both: checked in _damage
    EventKind.TRIGGER: ("controller",),
    EventKind.CAST: ("controller",),
    EventKind.RESOLVE: (),
    EventKind.EFFECT_BEGINS: ("controller",),
    EventKind.EFFECT_ENDS: (),
}


def is_integer(value: object) -> bool:
    """JSON integers only: booleans are ints in Python but not counters."""
    return isinstance(value, int) and not isinstance(value, bool)


def _name(data: Mapping[str, Any], key: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value:
        raise RuleError(Message('"{key}" must name a player of the game.', key=key), field=key)
    return value


def _optional_name(data: Mapping[str, Any], key: str) -> str | None:
    return _name(data, key) if data.get(key) is not None else None


def _text(data: Mapping[str, Any], key: str, said: Message) -> str | None:
    """A field naming something (a card, a spell), its spaces squeezed; `said` when it is
    not a non-empty text."""
    value = data.get(key)
    if value is None:
        return None
    if not isinstance(value, str) or not value.strip():
        raise RuleError(said, field=key)
    return " ".join(value.split())


def _source(data: Mapping[str, Any]) -> str | None:
    return _text(
        data,
        "source",
        Message('"source" must name the commander that dealt the damage (e.g. a partner\'s name).'),
    )


def _loop_players(data: Mapping[str, Any]) -> tuple[str, ...] | None:
    raw = data.get("players")
    if raw is None:
        return None
    if not isinstance(raw, list) or not raw or not all(isinstance(p, str) and p for p in raw):
        raise RuleError(
            Message('"players" must list the players who control an object in the loop.'),
            field="players",
        )
    if len(set(raw)) != len(raw):
        raise RuleError(Message('Name each player of the loop once in "players".'), field="players")
    return tuple(raw)


def _optional_count(data: Mapping[str, Any], key: str, what: str) -> int | None:
    if key not in data or data[key] is None:
        return None
    value = data[key]
    if not is_integer(value):
        raise RuleError(
            Message(
                '"{key}" must be a whole number of {what}, not {value}.',
                key=key,
                what=what,
                value=repr(value),
            ),
            field=key,
        )
    if value < 0:
        raise RuleError(
            Message(
                '"{key}" cannot be negative: a city holds 0 or more {what}.', key=key, what=what
            ),
            field=key,
        )
    return int(value)


def _set_or_delta(data: Mapping[str, Any]) -> tuple[int | None, int | None]:
    has_set, has_delta = "set" in data, "delta" in data
    if has_set == has_delta:
        raise RuleError(
            Message(
                'A counter change takes exactly one of "set" (the new value) or "delta" '
                "(a signed change)."
            ),
            field="set" if has_set else "delta",
        )
    key = "set" if has_set else "delta"
    if not is_integer(data[key]):
        raise RuleError(
            Message('"{key}" must be a whole number, not {value}.', key=key, value=repr(data[key])),
            field=key,
        )
    return (data[key], None) if has_set else (None, data[key])


def _half(data: Mapping[str, Any]) -> Rounding:
    """A life loss of half the player's total, rounded "up" or "down" (MTG CR 107.1a)."""
    if "set" in data or "delta" in data:
        raise RuleError(
            Message('A life change takes one of "set", "delta" or "half", not two.'),
            field="half",
        )
    try:
        return Rounding(data["half"])
    except ValueError:
        raise RuleError(
            Message(
                '"half" is how half the life total is rounded: "up" or "down", not {value}.',
                value=repr(data["half"]),
            ),
            field="half",
        ) from None


def _event_kind(data: Mapping[str, Any]) -> EventKind:
    raw_kind = data.get("event")
    try:
        return EventKind(cast(str, raw_kind))  # anything else: ValueError, below
    except ValueError:
        known = ", ".join(kind.value for kind in EventKind)
        raise RuleError(
            Message(
                "Unknown event {event}; known events: {known}.", event=repr(raw_kind), known=known
            ),
            field="event",
        ) from None


def _effect(data: Mapping[str, Any]) -> tuple[EffectOutcome, str | None]:
    """An effect's outcome and the player it names."""
    try:
        outcome = EffectOutcome(cast(str, data.get("outcome")))
    except ValueError:
        raise RuleError(
            Message('An effect\'s "outcome" must be "win", "lose" or "draw".'), field="outcome"
        ) from None
    if outcome is EffectOutcome.DRAW:
        # The effect's controller: needed only under limited range of influence (104.4e).
        return outcome, _optional_name(data, "player")
    return outcome, _name(data, "player")


def _paid(data: Mapping[str, Any], kind: EventKind, delta: int | None) -> bool:
    """A life event's "paid": a loss its player paid as a cost (a negative "delta")."""
    paid = kind is EventKind.LIFE and _flag(data, "paid")
    if paid and (delta is None or delta >= 0):
        raise RuleError(
            Message('"paid" is life lost as a cost: give it with a negative "delta".'),
            field="paid",
        )
    return paid


def _proliferate(data: Mapping[str, Any], kind: EventKind, delta: int | None) -> bool:
    """A poison event's "proliferate": counters added by proliferating (a positive "delta")."""
    proliferate = kind is EventKind.POISON and _flag(data, "proliferate")
    if proliferate and (delta is None or delta <= 0):
        raise RuleError(
            Message(
                '"proliferate" adds one more of a counter already there: give it with a '
                'positive "delta".'
            ),
            field="proliferate",
        )
    return proliferate


def _flag(data: Mapping[str, Any], key: str) -> bool:
    value = data.get(key)
    if value is None:
        return False
    if not isinstance(value, bool):
        raise RuleError(
            Message('"{key}" is true or false, not {value}.', key=key, value=repr(value)), field=key
        )
    return value


def _whole(data: Mapping[str, Any], key: str, what: str, *, least: int) -> int | None:
    if data.get(key) is None:
        return None
    value = data[key]
    if not is_integer(value) or value < least:
        raise RuleError(
            Message(
                '"{key}" must be {what}, not {value}.',
                key=key,
                what=Message(what),
                value=repr(value),
            ),
            field=key,
        )
    return int(value)


def _choice(data: Mapping[str, Any], key: str, kind: type[StrEnum]) -> Any:
    if data.get(key) is None:
        return None
    try:
        return kind(data[key])
    except ValueError:
        known = ", ".join(f'"{member.value}"' for member in kind)
        raise RuleError(
            Message(
                '"{key}" must be one of {known}, not {value}.',
                key=key,
                known=known,
                value=repr(data[key]),
            ),
            field=key,
        ) from None


def _life(data: Mapping[str, Any]) -> int | None:
    value = data.get("life")
    if value == STARTING_LIFE:
        return None
    if value is not None and not is_integer(value):
        raise RuleError(
            Message(
                '"life" must be a whole number or "{starting}", not {value}.',
                starting=STARTING_LIFE,
                value=repr(value),
            ),
            field="life",
        )
    return value


def _object_name(data: Mapping[str, Any]) -> str | None:
    """The name of a card, spell or ability (`source` of the stack and effect events)."""
    said = Message('"source" names the card or ability, e.g. "Platinum Angel".')
    return _text(data, "source", said)


def _damage(data: Mapping[str, Any]) -> dict[str, Any]:
    """Damage to a player (life, or poison with infect), its toxic and lifelink."""
    amount = _whole(data, "amount", N_("a whole number of damage, 0 or more"), least=0)
    if amount is None:
        raise RuleError(Message('Damage needs "amount": how much damage is dealt.'), field="amount")
    fields: dict[str, Any] = {
        "amount": amount,
        "player": _optional_name(data, "player"),
        "controller": _optional_name(data, "controller"),
        "source": _object_name(data),
        "infect": _flag(data, "infect"),
        "toxic": _whole(data, "toxic", N_("toxic's number of poison counters, 1 or more"), least=1),
        "lifelink": _flag(data, "lifelink"),
    }
    if fields["lifelink"] and fields["controller"] is None:
        raise RuleError(
            Message('Lifelink gains life for the source\'s controller: name them in "controller".'),
            field="controller",
        )
    to_a_creature = fields["lifelink"] and not fields["infect"] and fields["toxic"] is None
    if fields["player"] is None and not to_a_creature:
        raise RuleError(
            Message(
                'Name the player dealt the damage in "player" (leave it out only for '
                "lifelink damage dealt to a creature or planeswalker)."
            ),
            field="player",
        )
    return fields


def _effects(data: Mapping[str, Any]) -> tuple[Event, ...]:
    """What a trigger or a spell does as it resolves: events an effect can bring about."""
    raw = data.get("effects")
    if not isinstance(raw, list) or not raw:
        raise RuleError(
            Message(
                '"effects" lists what it does as it resolves, e.g. {example}.',
                example='[{"event": "life", "player": "bob", "delta": -3}]',
            ),
            field="effects",
        )
    for item in raw:
        # The kind first: effects never nest, however deep a file tries to.
        kind = _event_kind(item) if isinstance(item, Mapping) else None
        if kind is not None and kind not in EFFECT_EVENTS:
            known = ", ".join(sorted(kind.value for kind in EFFECT_EVENTS))
            raise RuleError(
                Message(
                    "A trigger or spell cannot {event} as it resolves; "
                    "its effects are among: {known}.",
                    event=kind.value,
                    known=known,
                ),
                field="effects",
            )
    return tuple(parse_event(item) for item in raw)


# The continuous effects that set a life total instead of something, and may be used once.
_SETS_LIFE = frozenset({Lasting.REPLACES_LOSS, Lasting.LIFE_RESET})


# The continuous effects that name a life total: those above, and a floor for damage.
_NAMES_LIFE = _SETS_LIFE | {Lasting.LIFE_FLOOR}


def _lasting(data: Mapping[str, Any]) -> dict[str, Any]:
    """A continuous effect's kind and details, each allowed only where it means something."""
    lasting = _choice(data, "effect", Lasting)
    if lasting is None:
        known = ", ".join(f'"{member.value}"' for member in Lasting)
        raise RuleError(
            Message('"effect" says which continuous effect begins: {known}.', known=known),
            field="effect",
        )
    fields: dict[str, Any] = {
        "lasting": lasting,
        "owner": _optional_name(data, "owner"),
        "source": _object_name(data),
        "applies_to": _choice(data, "applies_to", Affects),
        "loss": _choice(data, "loss", StateLoss),
        "life": _life(data),
        "life_starting": data.get("life") == STARTING_LIFE,
        "until": _choice(data, "until", Until),
        "sweeps": _flag(data, "sweeps"),
    }
    if fields["sweeps"] and lasting is not Lasting.REPLACES_LOSS:
        raise RuleError(
            Message(
                '"sweeps" is for a replaces_loss effect that puts its controller\'s permanents '
                "away (Lich's Mirror)."
            ),
            field="sweeps",
        )
    if (fields["loss"] is None) == (lasting is Lasting.NO_LOSS):
        raise RuleError(
            Message(
                '"loss" names the state-based loss a no_loss effect switches off '
                '("life", "poison" or "empty_library"), and only no_loss takes it.'
            ),
            field="loss",
        )
    sets_life = fields["life"] is not None or fields["life_starting"]
    if lasting is Lasting.LOSE_AT_LIFE:
        if fields["life"] is None or fields["life_starting"]:
            raise RuleError(
                Message(
                    "A lose_at_life effect says the life total at or above which its controller "
                    'loses: "life" (Transcendence: 20).'
                ),
                field="life",
            )
    elif sets_life and lasting not in _NAMES_LIFE:
        raise RuleError(
            Message(
                '"life" is the life total a replaces_loss or life_reset effect sets, or the '
                "one damage can't take a player below under a life_floor effect."
            ),
            field="life",
        )
    if lasting is Lasting.LIFE_RESET and fields["life"] is None:
        raise RuleError(
            Message('A life_reset effect says the life total it sets: "life".'), field="life"
        )
    if lasting is Lasting.LIFE_FLOOR and (fields["life"] is None or fields["life_starting"]):
        raise RuleError(
            Message(
                "A life_floor effect says the life total damage can't take its players "
                'below, as a number: "life" (Worship: 1).'
            ),
            field="life",
        )
    if fields["until"] is Until.USED and lasting not in _SETS_LIFE:
        raise RuleError(
            Message('"until": "used" is for a replaces_loss or life_reset effect.'), field="until"
        )
    if lasting in _OWN_TRIGGERS and (
        fields["applies_to"] not in (None, Affects.CONTROLLER)
        or fields["until"] not in (None, Until.LEAVES)
    ):
        raise RuleError(
            Message(
                "A lose_at_life or lose_when_leaves effect is its source's own trigger: it "
                'makes its controller lose, for as long as the source is there (no "applies_to" '
                'or "until").'
            ),
            field="applies_to"
            if fields["applies_to"] not in (None, Affects.CONTROLLER)
            else "until",
        )
    return fields


# The triggers of a source that make its own controller lose.
_OWN_TRIGGERS = frozenset({Lasting.LOSE_AT_LIFE, Lasting.LOSE_WHEN_LEAVES})


def parse_event(data: object) -> Event:
    """Read one EVENT object of the replay format; raise RuleError naming the bad field."""
    if not isinstance(data, Mapping):
        raise RuleError(
            Message('Each event must be a JSON object with an "event" field.'), field="event"
        )
    kind = _event_kind(data)
    fields: dict[str, Any] = {"kind": kind}
    for key in _PLAYER_FIELDS[kind]:
        fields[key] = _name(data, key)
    if kind is EventKind.EFFECT:
        fields["outcome"], fields["player"] = _effect(data)
        fields["another_cast"] = _another_cast(data)
    if kind is EventKind.LOOP:
        fields["players"] = _loop_players(data)
    if kind is EventKind.SUDDEN_DEATH:
        fields["player"] = _optional_name(data, "player")
    if kind is EventKind.LIFE and "half" in data:
        fields["half"] = _half(data)
    elif kind in COUNTER_EVENTS:
        fields["value"], fields["delta"] = _set_or_delta(data)
    fields["paid"] = _paid(data, kind, fields.get("delta"))
    fields["proliferate"] = _proliferate(data, kind, fields.get("delta"))
    if kind is EventKind.COMMANDER_DAMAGE:
        fields["source"] = _source(data)
    if kind is EventKind.TURN_START:
        fields["structures"] = _optional_count(data, "structures", "structures")
        fields["relics"] = _optional_count(data, "relics", "Relics")
    if kind is EventKind.DOMINION_VOTE:
        if data.get("int") is None:
            raise RuleError(
                Message('A Dominion Vote needs "int": the INT total of your beasts.'), field="int"
            )
        fields["int_total"] = _optional_count(data, "int", "INT")
    fields.update(_stack_fields(kind, data))
    return Event(**fields)


def _stack_fields(kind: EventKind, data: Mapping[str, Any]) -> dict[str, Any]:
    """The fields of damage, the stack's events and continuous effects."""
    match kind:
        case EventKind.DAMAGE:
            return _damage(data)
        case EventKind.TRIGGER | EventKind.CAST:
            return {
                "owner": _optional_name(data, "owner"),
                "source": _object_name(data),
                "effects": _effects(data),
                "from_hand": _from_hand(data, kind),
            }
        case EventKind.RESOLVE:
            return {"source": _object_name(data), "controller": _optional_name(data, "controller")}
        case EventKind.EFFECT_BEGINS:
            return _lasting(data)
        case EventKind.EFFECT_ENDS:
            return {
                "source": _object_name(data),
                "controller": _optional_name(data, "controller"),
                "state_based": _flag(data, "state_based"),
            }
        case _:
            return {}


def parse_report(data: object) -> Report:
    """Read one REPORT: an EVENT, or {"simultaneous": [EVENT, ...]}."""
    if isinstance(data, Mapping) and "simultaneous" in data:
        items = data["simultaneous"]
        if not isinstance(items, list) or not items:
            raise RuleError(
                Message('"simultaneous" must be a non-empty list of events.'), field="simultaneous"
            )
        return _no_half(Report(tuple(parse_event(item) for item in items), simultaneous=True))
    return _no_half(Report((parse_event(data),)))


def _another_cast(data: Mapping[str, Any]) -> str | None:
    """An effect's "another_cast": the name of the spell its spell needs cast once more."""
    said = Message(
        '"another_cast" names the spell cast once more that the effect needs, e.g. '
        '"Approach of the Second Sun".'
    )
    return _text(data, "another_cast", said)


def _from_hand(data: Mapping[str, Any], kind: EventKind) -> bool:
    """A cast's "from_hand": the spell was cast from its controller's hand."""
    from_hand = _flag(data, "from_hand")
    if from_hand and kind is not EventKind.CAST:
        raise RuleError(
            Message('"from_hand" is where a spell was cast from: only a cast takes it.'),
            field="from_hand",
        )
    return from_hand


ANOTHER_CAST_ALONE = N_(
    '"another_cast" is a condition a spell checks as it resolves: give it to an '
    'effect in a cast\'s "effects".'
)


def _no_half(report: Report) -> Report:
    """Half a life total is worked out as a trigger or spell resolves, from the total then
    (MTG CR 107.1a): a report says a life change it made as a number. Nor is another cast a
    spell needs checked but as it resolves (MTG CR 608.2)."""
    for field, said in _ONLY_AS_EFFECTS:
        if any(getattr(event, field) is not None for event in report.events):
            raise RuleError(Message(said), field=field)
    return report


# An effect's field only a trigger's or spell's effect has, and why.
_ONLY_AS_EFFECTS = (
    ("another_cast", ANOTHER_CAST_ALONE),
    (
        "half",
        N_(
            "\"half\" is a trigger's or spell's effect, worked out as it resolves: report "
            'a life change that happened with "set" or "delta".'
        ),
    ),
)
