"""Hypothesis strategies for the rules core: valid game setups and valid report sequences.

Everything is produced in the JSON shape of the replay format (shared/spec/replay-format.md),
so the same values feed `parse_setup` / `parse_report`, `read_game` and the `replay` command.

Reports are built step by step against the current game state: each one names only players
still in the game, uses only events the system (and variant) knows, keeps counters sensible
(no negative poison or commander damage, no vitae delta before the starting vitae is known),
and a `simultaneous` report never changes one counter in order-dependent ways.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from hypothesis import strategies as st

from bot.core.rules import (
    EventKind,
    GameState,
    System,
    Variant,
    apply_report,
    new_game,
    parse_report,
    parse_setup,
)
from bot.core.rules.lasting import holding
from bot.core.rules.vocabulary import Lasting

GRAND_ARCHIVE, MAGIC, TERRUS = System("grand-archive"), System("magic"), System("terrus")

JSON = dict[str, Any]

NAMES = ("alice", "bob", "carol", "dave", "erin", "frank", "gwen", "hugo", "zoë")
UNKNOWN_PLAYER = "mallory"  # never one of NAMES

# Weighted event choices per game: counters change often, games end less often.
_GA_WEIGHTS = {
    EventKind.CHAMPION_CONTROL: 5,
    EventKind.CONCEDE: 1,
    EventKind.DECK_OUT: 1,
    EventKind.CHAMPION_DIED: 1,
    EventKind.EFFECT: 1,
    EventKind.PENALTY: 1,
}
_MAGIC_WEIGHTS = {
    EventKind.LIFE: 6,
    EventKind.POISON: 3,
    EventKind.COMMANDER_DAMAGE: 4,  # commander variant only
    EventKind.CONCEDE: 1,
    EventKind.DECK_OUT: 1,
    EventKind.EFFECT: 1,
    EventKind.LOOP: 1,
    EventKind.INTENTIONAL_DRAW: 1,
    EventKind.PENALTY: 1,
    EventKind.RESTART: 1,
    EventKind.TURN_START: 2,  # redraws ranges of influence
    EventKind.DAMAGE: 3,
    EventKind.TRIGGER: 1,
    EventKind.CAST: 1,
    EventKind.RESOLVE: 2,
    EventKind.EFFECT_BEGINS: 2,
    EventKind.EFFECT_ENDS: 1,
}
_TERRUS_WEIGHTS = {
    EventKind.LIFE: 6,
    EventKind.TURN_START: 3,
    EventKind.DOMINION_VOTE: 2,
    EventKind.CONCEDE: 1,
    EventKind.EFFECT: 1,
    EventKind.LOOP: 1,
    EventKind.INTENTIONAL_DRAW: 1,
    EventKind.PENALTY: 1,
}

# Events each game (and variant) accepts, straight from the spec's table. A tournament's
# sudden death (MTR 2.4, docs/replay-vocabulary.md) is Magic's, never drawn for a game here:
# the scenarios under tests/scenarios/magic/mtr2.4-* show it.
_ALL = frozenset(EventKind)
_MAGIC = frozenset(_MAGIC_WEIGHTS) | {EventKind.SUDDEN_DEATH}
ALLOWED: dict[tuple[str, str | None], frozenset[EventKind]] = {
    ("grand-archive", None): frozenset(_GA_WEIGHTS),
    ("magic", None): _MAGIC - {EventKind.COMMANDER_DAMAGE},
    ("magic", "commander"): _MAGIC,
    ("magic", "two-headed-giant"): _MAGIC - {EventKind.COMMANDER_DAMAGE},
    ("magic", "emperor"): _MAGIC - {EventKind.COMMANDER_DAMAGE},
    ("terrus", None): frozenset(_TERRUS_WEIGHTS),
}


def allowed_events(setup_data: JSON) -> frozenset[EventKind]:
    return ALLOWED[(setup_data["system"], setup_data.get("variant"))]


# ---------------------------------------------------------------------------------------------
# Setups


def player_lists(min_size: int = 2, max_size: int = 6) -> st.SearchStrategy[list[str]]:
    return st.builds(
        lambda names, size: list(names[:size]),
        st.permutations(NAMES),
        st.integers(min_size, max_size),
    )


@st.composite
def partitions(draw: st.DrawFn, players: list[str], min_teams: int = 2) -> list[list[str]]:
    """Split the players into `min_teams` or more non-empty teams."""
    order = draw(st.permutations(players))
    n = len(order)
    k = draw(st.integers(min_teams, n))
    cuts = sorted(draw(st.permutations(range(1, n)))[: k - 1])
    bounds = [0, *cuts, n]
    return [list(order[a:b]) for a, b in itertools.pairwise(bounds)]


def _life_dicts(players: list[str], values: st.SearchStrategy[int]) -> st.SearchStrategy[JSON]:
    return st.dictionaries(st.sampled_from(players), values, min_size=1)


@st.composite
def grand_archive_setups(draw: st.DrawFn) -> JSON:
    return {"system": "grand-archive", "players": draw(player_lists())}


@st.composite
def _free_magic_setups(draw: st.DrawFn, variant: str | None) -> JSON:
    players = draw(player_lists())
    data: JSON = {"system": "magic", "players": players}
    if variant is not None:
        data["variant"] = variant
    if draw(st.booleans()):
        data["teams"] = draw(partitions(players))
    life = draw(st.one_of(st.none(), st.integers(1, 60), _life_dicts(players, st.integers(1, 60))))
    if life is not None:
        data["starting_life"] = life
    if len(players) >= 3 and draw(st.booleans()):
        data["range_of_influence"] = draw(_ranges(players, every_player=True))
    return data


def _ranges(players: list[str], *, every_player: bool) -> st.SearchStrategy[Any]:
    """A limited range of influence: one number, or one per player (some, for Emperor)."""
    seats = st.integers(1, 3)
    per_player = st.fixed_dictionaries({p: seats for p in players})
    if not every_player:
        per_player = _life_dicts(players, seats)
    return st.one_of(seats, per_player)


def plain_magic_setups() -> st.SearchStrategy[JSON]:
    return _free_magic_setups(None)


def commander_setups() -> st.SearchStrategy[JSON]:
    return _free_magic_setups("commander")


@st.composite
def two_headed_giant_setups(draw: st.DrawFn) -> JSON:
    players = draw(player_lists(4, 4))
    teams = [players[:2], players[2:]]
    data: JSON = {"system": "magic", "variant": "two-headed-giant", "players": players}
    data["teams"] = teams
    choice = draw(st.sampled_from(["none", "int", "per-team"]))
    if choice == "int":
        data["starting_life"] = draw(st.integers(1, 60))
    elif choice == "per-team":
        life: JSON = {}
        for team in teams:
            if draw(st.booleans()):
                value = draw(st.integers(1, 60))
                for name in draw(st.lists(st.sampled_from(team), min_size=1, unique=True)):
                    life[name] = value
        if life:
            data["starting_life"] = life
    return data


@st.composite
def emperor_setups(draw: st.DrawFn) -> JSON:
    players = draw(player_lists())
    teams = draw(partitions(players))
    emperors = [draw(st.sampled_from(team)) for team in teams]
    data: JSON = {
        "system": "magic",
        "variant": "emperor",
        "players": players,
        "teams": teams,
        "emperors": emperors,
    }
    if draw(st.booleans()):
        data["starting_life"] = draw(st.integers(1, 60))
    if draw(st.booleans()):
        data["range_of_influence"] = draw(_ranges(players, every_player=False))
    return data


@st.composite
def terrus_setups(draw: st.DrawFn) -> JSON:
    players = draw(player_lists())
    data: JSON = {"system": "terrus", "players": players}
    if draw(st.booleans()):
        data["teams"] = draw(partitions(players))
    vitae = draw(st.one_of(st.none(), st.integers(1, 40), _life_dicts(players, st.integers(1, 40))))
    if vitae is not None:
        data["starting_life"] = vitae
    return data


def setups() -> st.SearchStrategy[JSON]:
    """A valid game file head (no reports) of any system and variant."""
    return st.one_of(
        grand_archive_setups(),
        plain_magic_setups(),
        commander_setups(),
        two_headed_giant_setups(),
        emperor_setups(),
        terrus_setups(),
    )


# ---------------------------------------------------------------------------------------------
# Reports


@dataclass
class _Pending:
    """Counter changes already in the simultaneous report being built."""

    modes: dict[tuple[Any, ...], str] = field(default_factory=dict)  # key -> "set" | "delta"
    sums: dict[tuple[Any, ...], int] = field(default_factory=dict)  # key -> sum of deltas
    controllers: dict[str, str] = field(default_factory=dict)  # champion owner -> controller
    # A simultaneous report: a resolve comes alone (its effects join the report), and one
    # object on the stack and one continuous effect at most, whose order would matter.
    together: bool = False
    stacked: bool = False
    begun: bool = False


def _holders(state: GameState, player: str) -> tuple[str, ...]:
    if state.setup.variant is Variant.TWO_HEADED_GIANT:
        return state.setup.team_of(player)
    return (player,)


@st.composite
def _counter_change(
    draw: st.DrawFn,
    pending: _Pending,
    key: tuple[Any, ...],
    current: int | None,
    *,
    minimum: int | None,
    set_values: st.SearchStrategy[int],
    delta_range: tuple[int, int],
) -> JSON:
    """{"set": v} or {"delta": d} for one counter, consistent with the report so far."""
    mode = pending.modes.get(key)
    can_delta = current is not None
    use_set = mode != "delta" and (not can_delta or draw(st.booleans()))
    if use_set:
        pending.modes[key] = "set"
        return {"set": draw(set_values)}
    total = (current or 0) + pending.sums.get(key, 0)
    low, high = delta_range
    if minimum is not None:
        low = max(low, minimum - total)
    delta = draw(st.integers(low, max(low, high)))
    pending.modes[key] = "delta"
    pending.sums[key] = pending.sums.get(key, 0) + delta
    return {"delta": delta}


def _free(
    pending: _Pending, keyer: Callable[[str], tuple[Any, ...]], players: list[str]
) -> list[str]:
    return [p for p in players if pending.modes.get(keyer(p)) != "set"]


@st.composite
def events_for(draw: st.DrawFn, state: GameState, pending: _Pending | None = None) -> JSON:
    """One event that is valid for this (ongoing) game, given what the report already holds."""
    pending = pending if pending is not None else _Pending()
    setup = state.setup
    weights = {
        GRAND_ARCHIVE: _GA_WEIGHTS,
        MAGIC: _MAGIC_WEIGHTS,
        TERRUS: _TERRUS_WEIGHTS,
    }[setup.system]
    allowed = ALLOWED[(setup.system.value, setup.variant.value if setup.variant else None)]
    bag = [kind for kind, weight in weights.items() if kind in allowed for _ in range(weight)]
    kind = draw(st.sampled_from(bag))
    counter_event = _COUNTER_EVENTS.get(kind)
    if counter_event is not None:
        event = counter_event(draw, state, pending)
        if event is not None:
            return event
        kind = EventKind.CONCEDE  # the report already set every such counter
    if kind in _MAGIC_ONLY:
        event = _magic_event(draw, state, pending, kind)
        if event is not None:
            return event
        kind = EventKind.CONCEDE  # nothing to resolve or end, or not in this report
    return _plain_event(draw, state, kind)


def _total_event(
    draw: st.DrawFn,
    state: GameState,
    pending: _Pending,
    name: str,
    totals: Mapping[str, int | None],
    change: tuple[int | None, st.SearchStrategy[int], tuple[int, int]],
) -> JSON | None:
    """A life or poison event for a player whose total the report has not set yet."""

    def key(p: str) -> tuple[Any, ...]:
        return (name, _holders(state, p))

    free = _free(pending, key, list(state.playing))
    if not free:
        return None
    player = draw(st.sampled_from(free))
    minimum, set_values, delta_range = change
    drawn = draw(
        _counter_change(
            pending,
            key(player),
            totals[player],
            minimum=minimum,
            set_values=set_values,
            delta_range=delta_range,
        )
    )
    return {"event": name, "player": player, **drawn}


def _life_event(draw: st.DrawFn, state: GameState, pending: _Pending) -> JSON | None:
    change = (None, st.integers(-5, 45), (-15, 8))
    return _total_event(draw, state, pending, "life", state.life, change)


def _poison_event(draw: st.DrawFn, state: GameState, pending: _Pending) -> JSON | None:
    change = (0, st.integers(0, 16), (-3, 6))
    return _total_event(draw, state, pending, "poison", state.poison, change)


def _commander_damage_event(draw: st.DrawFn, state: GameState, pending: _Pending) -> JSON | None:
    playing = list(state.playing)
    source = draw(st.sampled_from(["", "Tymna", "Thrasios"]))  # partners count apart
    # Once a player's commanders have names, damage from them must name one (CR 903.10a).
    named = {c for (_, c, s) in state.commander_damage if s}
    named |= {key[2] for key in pending.modes if key[0] == "cd" and key[3]}
    unnamed_now = {key[2] for key in pending.modes if key[0] == "cd" and not key[3]}
    pairs = [
        (victim, commander)
        for victim in playing
        for commander in playing
        if victim != commander
        and pending.modes.get(("cd", victim, commander, source)) != "set"
        and (commander not in unnamed_now if source else commander not in named)
    ]
    if not pairs:
        return None
    victim, commander = draw(st.sampled_from(pairs))
    change = draw(
        _counter_change(
            pending,
            ("cd", victim, commander, source),
            state.commander_damage.get((victim, commander, source), 0),
            minimum=0,
            set_values=st.integers(0, 25),
            delta_range=(-3, 12),
        )
    )
    event = {"event": "commander_damage", "player": victim, "commander": commander}
    return {**event, **({"source": source} if source else {}), **change}


def _champion_control_event(draw: st.DrawFn, state: GameState, pending: _Pending) -> JSON | None:
    playing = list(state.playing)
    owners = [p for p in playing if state.champion_control.get(p)]
    if not owners:
        return None
    owner = draw(st.sampled_from(owners))
    if owner in pending.controllers:
        controller = pending.controllers[owner]
    else:
        controller = draw(st.sampled_from(playing))
        pending.controllers[owner] = controller
    return {"event": "champion_control", "player": owner, "controller": controller}


def _damage_event(draw: st.DrawFn, state: GameState, pending: _Pending) -> JSON | None:
    """Damage to a player whose life and poison the report has not set, by a controller
    whose life it has not set; or lifelink damage to a creature."""

    def unset(name: str, p: str) -> bool:
        return pending.modes.get((name, _holders(state, p))) != "set"

    sources = [p for p in state.playing if unset("life", p)]
    victims = [p for p in sources if unset("poison", p)]
    if not sources:
        return None
    event: JSON = {"event": "damage", "amount": draw(st.integers(0, 12))}
    event["controller"] = controller = draw(st.sampled_from(sources))
    changed: list[tuple[str, str, int]] = []
    to_a_player = draw(st.integers(0, 4)) > 0
    if victims and to_a_player:
        event["player"] = player = draw(st.sampled_from(victims))
        if draw(st.booleans()):
            event["infect"] = True
            changed.append(("poison", player, event["amount"]))
        else:
            changed.append(("life", player, -event["amount"]))
        if draw(st.integers(0, 3)) == 0:
            event["toxic"] = draw(st.integers(1, 3))
            changed.append(("poison", player, event["toxic"]))
        if draw(st.booleans()):
            event["lifelink"] = True
    else:
        event["lifelink"] = True  # lifelink damage dealt to a creature
    if event.get("lifelink"):
        changed.append(("life", controller, event["amount"]))
    for name, p, amount in changed:
        key = (name, _holders(state, p))
        pending.modes[key] = "delta"
        pending.sums[key] = pending.sums.get(key, 0) + amount
    return event


_OBJECTS = ("Blood Artist", "Omnath, Locus of Rage", "Fireball", "Sanguine Bond")
_EFFECTS = {
    "cant_lose": "Platinum Angel",
    "cant_win": "Abyssal Persecutor",
    "replaces_loss": "Lich's Mirror",
    "no_loss": "Phyrexian Unlife",
    "win_instead": "Laboratory Maniac",
    "life_reset": "Enduring Angel",
}


def _effect_begins(draw: st.DrawFn, controller: str) -> JSON:
    kind = draw(st.sampled_from(sorted(_EFFECTS)))
    event: JSON = {"event": "effect_begins", "effect": kind, "controller": controller}
    event["source"] = _EFFECTS[kind]
    if kind != "win_instead" and draw(st.booleans()):
        event["applies_to"] = draw(st.sampled_from(["controller", "opponents", "each_player"]))
    if kind == "no_loss":
        event["loss"] = draw(st.sampled_from(["life", "poison", "empty_library"]))
    untils = ["leaves", "end_of_turn", "your_next_turn"]
    if kind in ("replaces_loss", "life_reset"):
        untils.append("used")
        if kind == "life_reset" or draw(st.booleans()):
            event["life"] = draw(st.integers(1, 20))
        elif draw(st.booleans()):
            event["life"] = "starting"
    if draw(st.booleans()):
        event["until"] = draw(st.sampled_from(untils))
    return event


def _object_effects(draw: st.DrawFn, state: GameState) -> list[JSON]:
    """What a trigger or spell does as it resolves: changes only (no total is set, so
    nothing reported beside its resolution can clash with them), on any player of the game
    (those who have left by then are skipped)."""
    players = st.sampled_from(list(state.setup.players))
    choices = [
        st.builds(lambda p, d: {"event": "life", "player": p, "delta": d}, players,
                  st.integers(-25, 10)),
        st.builds(lambda p, d: {"event": "poison", "player": p, "delta": d}, players,
                  st.integers(0, 10)),
        st.builds(lambda p, n: {"event": "damage", "player": p, "amount": n, "infect": True},
                  players, st.integers(0, 10)),
        st.builds(lambda p: {"event": "deck_out", "player": p}, players),
        st.builds(lambda o, p: {"event": "effect", "outcome": o, "player": p},
                  st.sampled_from(["win", "lose", "draw"]), players),
        st.builds(lambda p, data: _effect_begins(data.draw, p), players, st.data()),
    ]  # fmt: skip
    effects = draw(st.lists(st.one_of(choices), min_size=1, max_size=2))
    # One change per counter of a player: a resolving object's effects land together.
    seen: set[tuple[str, tuple[str, ...]]] = set()
    kept = []
    for effect in effects:
        if effect["event"] in ("life", "poison", "damage"):
            key = (effect["event"], _holders(state, effect["player"]))
            if key in seen:
                continue
            seen.add(key)
        kept.append(effect)
    return kept


def _magic_event(
    draw: st.DrawFn, state: GameState, pending: _Pending, kind: EventKind
) -> JSON | None:
    """A trigger, a spell, a resolution, or a continuous effect beginning or ending; None
    when there is nothing for it to name, or the report may hold no more of it."""
    playing = list(state.playing)
    if kind in (EventKind.TRIGGER, EventKind.CAST):
        if pending.stacked:
            return None
        pending.stacked = True
        event: JSON = {"event": kind.value, "controller": draw(st.sampled_from(playing))}
        event["source"] = draw(st.sampled_from(_OBJECTS))
        if draw(st.integers(0, 3)) == 0:
            event["owner"] = draw(st.sampled_from(list(state.setup.players)))
        event["effects"] = _object_effects(draw, state)
        return event
    if kind is EventKind.RESOLVE:
        objects = [*state.stack, *state.gone]
        if pending.together or not objects:
            return None
        if draw(st.booleans()):
            return {"event": "resolve"}
        obj = draw(st.sampled_from(objects))
        return {"event": "resolve", "source": obj.source, "controller": obj.controller}
    if kind is EventKind.EFFECT_BEGINS:
        if pending.begun:
            return None
        pending.begun = True
        return _effect_begins(draw, draw(st.sampled_from(playing)))
    if not state.lasting:  # effect_ends
        return None
    ended = draw(st.sampled_from(state.lasting))
    event = {"event": "effect_ends", "source": ended.source, "controller": ended.controller}
    if draw(st.booleans()):
        event["state_based"] = True
    return event


# The events only Magic has, beyond the counters.
_MAGIC_ONLY = frozenset(
    {
        EventKind.TRIGGER,
        EventKind.CAST,
        EventKind.RESOLVE,
        EventKind.EFFECT_BEGINS,
        EventKind.EFFECT_ENDS,
    }
)


# Events that change a counter: none when the report already set it for every player.
_COUNTER_EVENTS: dict[EventKind, Callable[[st.DrawFn, GameState, _Pending], JSON | None]] = {
    EventKind.LIFE: _life_event,
    EventKind.POISON: _poison_event,
    EventKind.COMMANDER_DAMAGE: _commander_damage_event,
    EventKind.CHAMPION_CONTROL: _champion_control_event,
    EventKind.DAMAGE: _damage_event,
}


def _plain_event(draw: st.DrawFn, state: GameState, kind: EventKind) -> JSON:
    """An event of `kind` that changes no counter."""
    setup = state.setup
    playing = list(state.playing)
    if kind is EventKind.TURN_START:
        data: JSON = {"event": "turn_start", "player": draw(st.sampled_from(playing))}
        if setup.system == MAGIC:
            return data  # a Magic turn only redraws ranges of influence
        structures = draw(st.none() | st.integers(0, 12))
        relics = draw(st.none() | st.integers(0, 5))
        if structures is not None:
            data["structures"] = structures
        if relics is not None:
            data["relics"] = relics
        return data
    if kind is EventKind.DOMINION_VOTE:
        return {
            "event": "dominion_vote",
            "player": draw(st.sampled_from(playing)),
            "int": draw(st.integers(0, 20)),
        }
    if kind is EventKind.EFFECT:
        outcome = draw(st.sampled_from(["win", "lose", "draw"]))
        controller = draw(st.sampled_from(playing))
        if outcome == "draw" and not (setup.limits_influence or draw(st.booleans())):
            return {"event": "effect", "outcome": "draw"}
        return {"event": "effect", "outcome": outcome, "player": controller}
    if kind is EventKind.LOOP and (setup.limits_influence or draw(st.booleans())):
        involved = draw(st.lists(st.sampled_from(playing), min_size=1, max_size=3, unique=True))
        return {"event": "loop", "players": involved}
    if kind in (EventKind.LOOP, EventKind.INTENTIONAL_DRAW, EventKind.RESTART):
        return {"event": kind.value}
    # concede, deck_out, champion_died, penalty: one player still in the game
    return {"event": kind.value, "player": draw(st.sampled_from(playing))}


def _judged_at_checkpoint(system: System, kind: EventKind) -> bool:
    """Events whose end conditions wait for the checkpoint (replay-format.md, revision 2)."""
    counters = {
        EventKind.LIFE,
        EventKind.POISON,
        EventKind.COMMANDER_DAMAGE,
        EventKind.CHAMPION_CONTROL,
        EventKind.DAMAGE,
    }
    return kind in counters or (system == MAGIC and kind is EventKind.DECK_OUT)


def immediate_events_for(state: GameState) -> st.SearchStrategy[JSON]:
    """One valid event judged at once: a concession, an effect, a loop, a restart... (not a
    resolution, whose effects may change counters, nor a win instead of drawing, which makes
    a draw from an empty library in the same report a win at once)."""
    system = state.setup.system
    return events_for(state, _Pending(together=True)).filter(
        lambda event: (
            not _judged_at_checkpoint(system, EventKind(event["event"]))
            and event.get("effect") != Lasting.WIN_INSTEAD.value
        )
    )


@st.composite
def checkpoint_events_for(draw: st.DrawFn, state: GameState) -> list[JSON]:
    """Events that make an end condition hold at the checkpoint, at most one per player: life
    or vitae at 0 or below, ten poison, an empty library, 21 commander damage, a champion
    taken. Never order-dependent next to immediate events (which change no counter)."""
    setup = state.setup
    players = draw(st.lists(st.sampled_from(state.playing), min_size=1, unique=True))
    events: list[JSON] = []
    shared: set[str] = set()  # Two-Headed Giant teammates share one life and one poison
    for player in players:
        if player in shared:
            continue
        shared.update(_holders(state, player))
        options: list[JSON] = []
        if setup.system == GRAND_ARCHIVE:
            others = [p for p in state.playing if p != player]
            if others and state.champion_control.get(player):
                controller = draw(st.sampled_from(others))
                options.append(
                    {"event": "champion_control", "player": player, "controller": controller}
                )
        else:
            options.append({"event": "life", "player": player, "set": draw(st.integers(-5, 0))})
        if setup.system == MAGIC:
            options.append({"event": "poison", "player": player, "set": 15})
            if not holding(state, Lasting.WIN_INSTEAD, player):  # else a win, at once
                options.append({"event": "deck_out", "player": player})
            commanders = [p for p in state.playing if p != player]
            if setup.variant is Variant.COMMANDER and commanders:
                commander = draw(st.sampled_from(commanders))
                damage = {"event": "commander_damage", "player": player, "set": 21}
                # Once a commander's partners have names, damage from it names one (903.10a).
                named = sorted({s for (_, c, s) in state.commander_damage if c == commander and s})
                source = {"source": draw(st.sampled_from(named))} if named else {}
                options.append({**damage, "commander": commander, **source})
        if options:
            events.append(draw(st.sampled_from(options)))
    return events


@st.composite
def reports_for(draw: st.DrawFn, state: GameState) -> JSON:
    """One valid REPORT for an ongoing game: one event, or 2-4 simultaneous ones."""
    if draw(st.integers(0, 3)) == 0:
        pending = _Pending(together=True)
        size = draw(st.integers(2, 4))
        return {"simultaneous": [draw(events_for(state, pending)) for _ in range(size)]}
    return draw(events_for(state))


@dataclass(frozen=True)
class GameLog:
    """A game file: the setup and its reports, all in replay-format JSON."""

    setup: JSON
    reports: tuple[JSON, ...]

    def to_file(self) -> JSON:
        return {**self.setup, "reports": list(self.reports)}


@st.composite
def games(
    draw: st.DrawFn,
    max_reports: int = 12,
    setup_strategy: st.SearchStrategy[JSON] | None = None,
) -> GameLog:
    """A setup and a sequence of reports, each one valid at the moment it is made.

    The sequence stops when the game is over. If the rules core refuses a report built to be
    valid (or fails in any other way), that report is kept as the last one so the test that
    replays the log fails on it with a readable example.
    """
    setup_data = draw(setup_strategy if setup_strategy is not None else setups())
    state = new_game(parse_setup(setup_data))
    reports: list[JSON] = []
    for _ in range(draw(st.integers(0, max_reports))):
        if state.is_over:
            break
        raw = draw(reports_for(state))
        reports.append(raw)
        try:
            state = apply_report(state, parse_report(raw)).state
        except Exception:
            break
    return GameLog(setup_data, tuple(reports))


# ---------------------------------------------------------------------------------------------
# Events that are well-formed JSON but not valid for the game at hand


def _well_formed_magic_fields(
    draw: st.DrawFn, kind: EventKind, names: st.SearchStrategy[str]
) -> JSON:
    """The fields of damage, the stack's events and continuous effects."""
    if kind in (EventKind.TRIGGER, EventKind.CAST):
        effect = {"event": "effect", "outcome": "lose", "player": draw(names)}
        return {"controller": draw(names), "source": "Blood Artist", "effects": [effect]}
    if kind is EventKind.EFFECT_BEGINS:
        return {"effect": "cant_lose", "controller": draw(names)}
    if kind is EventKind.EFFECT_ENDS:
        return {"source": "Platinum Angel"}
    if kind is EventKind.DAMAGE:
        return {"player": draw(names), "amount": draw(st.integers(0, 12))}
    return {}  # resolve


@st.composite
def any_well_formed_events(
    draw: st.DrawFn, players: list[str], kinds: frozenset[EventKind] = _ALL
) -> JSON:
    """An event of one of `kinds` with all its fields, naming any of `players` or a stranger."""
    kind = draw(st.sampled_from(sorted(kinds)))
    names = st.sampled_from([*players, UNKNOWN_PLAYER])
    data: JSON = {"event": kind.value}
    if kind is EventKind.EFFECT:
        data["outcome"] = draw(st.sampled_from(["win", "lose", "draw"]))
        if data["outcome"] != "draw":
            data["player"] = draw(names)
        return data
    if kind in (EventKind.LOOP, EventKind.INTENTIONAL_DRAW, EventKind.RESTART):
        return data
    if kind in _MAGIC_ONLY | {EventKind.DAMAGE}:
        return {**data, **_well_formed_magic_fields(draw, kind, names)}
    data["player"] = draw(names)
    if kind is EventKind.CHAMPION_CONTROL:
        data["controller"] = draw(names)
    if kind is EventKind.COMMANDER_DAMAGE:
        data["commander"] = draw(names)
    if kind in (EventKind.LIFE, EventKind.POISON, EventKind.COMMANDER_DAMAGE):
        data[draw(st.sampled_from(["set", "delta"]))] = draw(st.integers(-30, 30))
    if kind is EventKind.TURN_START:
        data["structures"] = draw(st.integers(0, 12))
    if kind is EventKind.DOMINION_VOTE:
        data["int"] = draw(st.integers(0, 20))
    return data


@st.composite
def invalid_reports_for(draw: st.DrawFn, state: GameState) -> tuple[str, JSON]:
    """(what is wrong, a report the rules must refuse) for an ongoing game.

    Sometimes the bad event hides in a simultaneous report next to a valid one.
    """
    setup = state.setup
    playing = list(state.playing)
    allowed = ALLOWED[(setup.system.value, setup.variant.value if setup.variant else None)]
    problems = ["unknown player", "wrong system event"]
    if setup.system == MAGIC:
        problems.append("negative poison")
    problem = draw(st.sampled_from(problems))
    if problem == "unknown player":
        valid = draw(events_for(state))
        bad = dict(valid)
        if "player" in bad:
            bad["player"] = UNKNOWN_PLAYER
        else:
            bad = {"event": "concede", "player": UNKNOWN_PLAYER}
    elif problem == "wrong system event":
        bad = draw(any_well_formed_events(playing, _ALL - allowed))
    else:
        bad = {
            "event": "poison",
            "player": draw(st.sampled_from(playing)),
            "set": draw(st.integers(-50, -1)),
        }
    if draw(st.booleans()):
        # A valid event next to it must not be applied either.
        companion = draw(events_for(state))
        events = [companion, bad] if draw(st.booleans()) else [bad, companion]
        return problem, {"simultaneous": events}
    return problem, bad


def json_values() -> st.SearchStrategy[Any]:
    """Arbitrary JSON values, for fuzzing the parsers."""
    scalars = (
        st.none()
        | st.booleans()
        | st.integers(-(2**70), 2**70)
        | st.floats(allow_nan=False, allow_infinity=False)
        | st.text(max_size=8)
        | st.sampled_from([*NAMES, *(k.value for k in EventKind), "set", "delta", "win", "draw"])
    )
    return st.recursive(
        scalars,
        lambda children: (
            st.lists(children, max_size=4)
            | st.dictionaries(
                st.sampled_from(
                    [
                        "event",
                        "player",
                        "controller",
                        "commander",
                        "set",
                        "delta",
                        "structures",
                        "relics",
                        "int",
                        "outcome",
                        "simultaneous",
                        "system",
                        "variant",
                        "players",
                        "teams",
                        "emperors",
                        "starting_life",
                        "reports",
                        "range_of_influence",
                        "source",
                        "effects",
                        "effect",
                        "amount",
                        "infect",
                        "toxic",
                        "lifelink",
                        "applies_to",
                        "loss",
                        "life",
                        "until",
                        "state_based",
                        "owner",
                    ]
                )
                | st.text(max_size=6),
                children,
                max_size=6,
            )
        ),
        max_leaves=8,
    )


@st.composite
def fuzzed_events(draw: st.DrawFn, players: list[str]) -> Any:
    """Mostly well-formed events with some fields replaced by junk, or plain junk."""
    if draw(st.integers(0, 4)) == 0:
        return draw(json_values())
    data = draw(any_well_formed_events(players))
    for _ in range(draw(st.integers(0, 2))):
        key = draw(st.sampled_from([*data.keys(), "set", "delta", "int", "outcome", "relics"]))
        if draw(st.booleans()):
            data[key] = draw(json_values())
        else:
            data.pop(key, None)
    return data
