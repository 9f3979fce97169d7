"""The event vocabulary shared by reports, storage, export, replay and tests.

The JSON shape is fixed by `shared/spec/replay-format.md`; this module holds its immutable
values and writes them back (`event_reading.py` reads the JSON into them), so a stored match
log can always be re-adjudicated.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from operator import attrgetter
from typing import Any


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
    # A Magic tournament's sudden death (MTR 2.4): from now on, a player without the highest
    # life total loses, a state-based action no game effect stops.
    SUDDEN_DEATH = "sudden_death"
    # Magic's stack, continuous effects and damage (docs/replay-vocabulary.md).
    DAMAGE = "damage"
    TRIGGER = "trigger"
    CAST = "cast"
    RESOLVE = "resolve"
    EFFECT_BEGINS = "effect_begins"
    EFFECT_ENDS = "effect_ends"


class EffectOutcome(StrEnum):
    WIN = "win"
    LOSE = "lose"
    DRAW = "draw"


class Lasting(StrEnum):
    """What a continuous effect (`effect_begins`) does to winning and losing."""

    CANT_LOSE = "cant_lose"  # the players it applies to can't lose the game
    CANT_WIN = "cant_win"  # ... can't win it
    REPLACES_LOSS = "replaces_loss"  # "if you would lose the game, instead ..."
    NO_LOSS = "no_loss"  # a state-based loss (`loss`) does not apply to them
    WIN_INSTEAD = "win_instead"  # a draw from an empty library is a win instead
    LIFE_RESET = "life_reset"  # a life total lowered to 0 or less becomes `life` instead
    LIFE_FLOOR = "life_floor"  # damage can't take their life total below `life` (guards.py)
    # Triggers on a change of life (each its own, 603.2): its controller gains as much as an
    # opponent loses (Exquisite Blood); an opponent loses as much as its controller gains
    # (Sanguine Bond). Held together by one player, each feeds the other: `feedback`.
    GAIN_FROM_LOSS = "gain_from_loss"
    LOSS_FROM_GAIN = "loss_from_gain"
    # Triggers that make their controller lose: a state trigger once their life is `life` or
    # more (Transcendence, 603.8); one as the source leaves the battlefield (Lich's Mastery,
    # 603.6c). The engine puts them on the stack itself (bot.core.rules.triggers).
    LOSE_AT_LIFE = "lose_at_life"
    LOSE_WHEN_LEAVES = "lose_when_leaves"
    # What happens to damage, life and poison of the players it applies to, before it lands
    # (bot.core.rules.guards): damage to them is prevented (protection from everything,
    # 702.16e); their life total can't change (101.2); while their life is 0 or less, damage
    # to them is dealt as though its source had infect (Phyrexian Unlife, 702.90b); they can't
    # get poison counters (Melira, 101.2).
    PREVENT_DAMAGE = "prevent_damage"
    LIFE_CANT_CHANGE = "life_cant_change"
    DAMAGE_AS_POISON = "damage_as_poison"
    NO_POISON = "no_poison"
    NO_LIFE_GAIN = "no_life_gain"  # they can't gain life (Sulfuric Vortex, 119.7)


class Affects(StrEnum):
    """Whom a continuous effect applies to, seen from its controller."""

    CONTROLLER = "controller"
    OPPONENTS = "opponents"
    EACH_PLAYER = "each_player"


class StateLoss(StrEnum):
    """The state-based losses an effect can switch off (`no_loss`)."""

    LIFE = "life"
    POISON = "poison"
    EMPTY_LIBRARY = "empty_library"


class Until(StrEnum):
    """What ends a continuous effect besides `effect_ends` and its controller leaving."""

    LEAVES = "leaves"  # only those
    END_OF_TURN = "end_of_turn"  # also the next turn_start
    YOUR_NEXT_TURN = "your_next_turn"  # also its controller's next turn_start
    USED = "used"  # also its first use (a replacement of losing)


class Rounding(StrEnum):
    """How half of a life total is rounded (MTG CR 107.1a): `life` with `half`."""

    UP = "up"
    DOWN = "down"


# Events that put an object on the stack.
STACK_EVENTS = frozenset({EventKind.TRIGGER, EventKind.CAST})


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
    # trigger, cast, effect_begins: who owns the object, when not its controller (it leaves
    # the game with them, MTG CR 800.4a). trigger, cast, resolve, effect_begins and
    # effect_ends name their object in `source`.
    owner: str | None = None
    # damage: how much, and what the source has (MTG CR 702.90b, 702.164c, 702.15b).
    amount: int | None = None
    infect: bool = False
    toxic: int | None = None
    lifelink: bool = False
    # trigger, cast: what happens as it resolves.
    effects: tuple[Event, ...] | None = None
    # effect_begins: the kind of continuous effect (JSON "effect") and its details.
    lasting: Lasting | None = None
    applies_to: Affects | None = None
    loss: StateLoss | None = None
    life: int | None = None  # replaces_loss: the life total it sets instead
    # replaces_loss: the life total it sets is the player's starting one (JSON "life":
    # "starting", Exquisite Archangel).
    life_starting: bool = False
    until: Until | None = None
    # effect_ends: the source leaves by a state-based action, at the report's checkpoint.
    state_based: bool = False
    # replaces_loss: the replacement also puts away the permanents its controller owns (Lich's
    # Mirror shuffles them into the library): their continuous effects end with it.
    sweeps: bool = False
    # life, only as an effect of a trigger or spell: the player loses half their life total,
    # rounded this way, as the total is when it resolves (MTG CR 107.1a), not when it was put
    # on the stack: Ebonblade Reaper's and Quietus Spike's triggers.
    half: Rounding | None = None
    # life: lost by its own player paying it as a cost ("I pay 2 vitae"): no opponent reduced
    # it, so Terrus credits no win by reduction (Terrus 5.2a); the last ruler standing wins
    # (5.2e). Magic plays it as any loss of life (MTG CR 119.4).
    paid: bool = False
    # poison, a positive delta: counters added by proliferating (MTG CR 701.34a), one more of a
    # kind the player already has: a player with no poison counters gets none.
    proliferate: bool = False
    # cast: the spell was cast from its controller's hand (not from a graveyard, a library, an
    # exile pile, by cascade; a copy is no cast at all, MTG CR 707.10).
    from_hand: bool = False
    # effect, only as a spell's effect: it happens only if that spell was cast from its
    # controller's hand and they cast another spell of this name this game (Approach of the
    # Second Sun's win, MTG CR 104.2b); otherwise it does nothing.
    another_cast: str | None = None

    def named_players(self) -> tuple[str, ...]:
        named = (self.player, self.controller, self.commander, self.owner, *(self.players or ()))
        return tuple(name for name in named if name is not None)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"event": self.kind.value}
        for key, value in zip(_JSON_KEYS, _json_values(self), strict=True):
            if value is None:
                continue  # most fields of an event: said by leaving them out
            if isinstance(value, bool):
                if value:
                    data[key] = True
            elif isinstance(value, tuple):
                data[key] = [v.to_dict() if isinstance(v, Event) else v for v in value]
            else:
                data[key] = value.value if isinstance(value, StrEnum) else value
        if self.life_starting:
            data["life"] = STARTING_LIFE
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
    ("owner", "owner"),
    ("effect", "lasting"),
    ("applies_to", "applies_to"),
    ("loss", "loss"),
    ("life", "life"),
    ("until", "until"),
    ("amount", "amount"),
    ("infect", "infect"),
    ("toxic", "toxic"),
    ("lifelink", "lifelink"),
    ("state_based", "state_based"),
    ("sweeps", "sweeps"),
    ("half", "half"),
    ("paid", "paid"),
    ("proliferate", "proliferate"),
    ("from_hand", "from_hand"),
    ("another_cast", "another_cast"),
    ("effects", "effects"),
)
_JSON_KEYS = tuple(key for key, _ in _JSON_FIELDS)
_json_values = attrgetter(*(attr for _, attr in _JSON_FIELDS))  # every field in one call


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


# replaces_loss's "life": the player's starting life total rather than a number.
STARTING_LIFE = "starting"
