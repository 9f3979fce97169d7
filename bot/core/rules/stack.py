"""Magic's stack, as far as ending the game needs it (docs/replay-vocabulary.md).

A `cast` (a spell, or an activated ability) goes on the stack at once. A `trigger` waits:
its controller puts it on the stack the next time a player would receive priority, which is
after the state-based actions of the report's checkpoint (MTG CR 603.3, 704.3). So a trigger
reported with the damage that takes a player to 0 life comes too late to save or finish
anyone: if the game is over at that checkpoint, it never goes on the stack.

A later `resolve` takes the object off the stack and its `effects` happen then, as events of
that report. The stack keeps no priority: objects resolve in the order the reports say
(by default the top one).

A player who leaves the game takes along the objects on the stack they control or own: they
cease to exist and never resolve (MTG CR 800.4a). They are kept in `GameState.gone` until a
later `resolve` of one is answered (it does nothing) rather than refused.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from bot.core.messages import N_, Message
from bot.core.rules.errors import RuleError
from bot.core.rules.resolution import EffectRules
from bot.core.rules.state import GameState, Note, listed
from bot.core.rules.vocabulary import Event, EventKind, Report, Rounding

# A player who has left is named; the rule that says they are gone.
_LEFT = "MTG CR 104.5"


def described(obj: Event) -> Message:
    """An object on the stack as people name it: "alice's Omnath, Locus of Rage"."""
    controller = obj.controller or ""
    if obj.source:
        return Message("{controller}'s {source}", controller=controller, source=obj.source)
    if obj.kind is EventKind.TRIGGER:
        return Message("{controller}'s trigger", controller=controller)
    return Message("{controller}'s spell", controller=controller)


def _find(objects: tuple[Event, ...], wanted: Event) -> int | None:
    """The topmost of `objects` a `resolve` names (by source and controller, if given)."""
    source = (wanted.source or "").casefold()
    for index in range(len(objects) - 1, -1, -1):
        obj = objects[index]
        if source and (obj.source or "").casefold() != source:
            continue
        if wanted.controller is not None and obj.controller != wanted.controller:
            continue
        return index
    return None


def _leavers_of(obj: Event, state: GameState) -> list[str]:
    return [p for p in (obj.controller, obj.owner) if p is not None and p not in state.playing]


def _ceased(obj: Event, leavers: Iterable[str], rules: EffectRules) -> Note:
    who = " and ".join(dict.fromkeys(leavers))
    return Note(
        (rules.leaving,),
        Message(
            "{source} ceased to exist when {players} left the game: it does not resolve",
            source=described(obj),
            players=who,
        ),
        ruling=True,
    )


def take_resolving(
    state: GameState, report: Report, rules: EffectRules | None
) -> tuple[GameState, Report, tuple[Note, ...]]:
    """The state with the object a `resolve` names taken off the stack, and the report with
    that object's effects in place of the `resolve` (those on players still in the game)."""
    resolving = [e for e in report.events if e.kind is EventKind.RESOLVE]
    if not resolving or rules is None:
        return state, report, ()
    if len(resolving) > 1:
        raise RuleError(
            Message("One object resolves at a time: report each resolve in a report of its own."),
            field="event",
        )
    (wanted,) = resolving
    others = tuple(e for e in report.events if e.kind is not EventKind.RESOLVE)
    index = _find(state.stack, wanted) if (wanted.source or wanted.controller) else None
    if index is None and not (wanted.source or wanted.controller) and state.stack:
        index = len(state.stack) - 1
    if index is not None:
        obj = state.stack[index]
        stack = state.stack[:index] + state.stack[index + 1 :]
        kept, notes = _reaching(state, obj)
        kept, unmet = _cast_again(state, obj, kept, rules)
        notes += unmet
        kept, halved = _halved(state, kept, rules)
        kept, set_notes = _totals_set(state, kept, rules)
        notes += halved + set_notes
        events = others + kept
        return state.evolve(stack=stack), Report(events, len(events) > 1), notes
    gone = _find(state.gone, wanted)
    if gone is None:
        said = _NOTHING[(bool(wanted.source), bool(state.stack))]
        on_stack = listed(described(obj) for obj in reversed(state.stack))
        raise RuleError(
            Message(said, source=wanted.source or "", objects=on_stack),
            field="source" if wanted.source else "event",
        )
    obj = state.gone[gone]
    note = Note(
        (rules.leaving,),
        Message(
            "{source} does not resolve: it ceased to exist when {players} left the game",
            source=described(obj),
            players=" and ".join(p for p in (obj.controller, obj.owner) if p),
        ),
        ruling=True,
    )
    answered = state.evolve(gone=state.gone[:gone] + state.gone[gone + 1 :])
    return answered, Report(others, len(others) > 1), (note,)


def _reaching(state: GameState, obj: Event) -> tuple[tuple[Event, ...], tuple[Note, ...]]:
    """The object's effects on players still in the game; the others do nothing."""
    kept: list[Event] = []
    notes: list[Note] = []
    for effect in obj.effects or ():
        left = [p for p in effect.named_players() if p not in state.playing]
        if left:
            notes.append(
                Note(
                    (_LEFT,),
                    Message(
                        "{players} had left the game, so {source} does not {event} there",
                        players=" and ".join(dict.fromkeys(left)),
                        source=described(obj),
                        event=effect.kind.value.replace("_", " "),
                    ),
                )
            )
        else:
            kept.append(effect)
    return tuple(kept), tuple(notes)


_NOT_FROM_HAND = N_(
    "{source} was not cast from {controller}'s hand, so the part of it that needs that does "
    "nothing as it resolves"
)
_NO_OTHER_CAST = N_(
    "{controller} had cast no other {name} this game (a copy is not cast), so the part of "
    "{source} that needs one does nothing as it resolves"
)


def another_cast_met(obj: Event, name: str, casts: tuple[tuple[str, str], ...]) -> bool:
    """Whether `obj`, resolving, meets an `another_cast` condition of `name`: a spell cast from
    its controller's hand, who cast another spell of that name this game (`casts`: the game's
    casts as (controller, name folded), `obj` among them if it was cast)."""
    if obj.kind is not EventKind.CAST or not obj.from_hand:
        return False
    itself = (obj.source or "").casefold() == name.casefold()
    return casts.count((obj.controller or "", name.casefold())) >= (2 if itself else 1)


def _cast_again(
    state: GameState, obj: Event, effects: tuple[Event, ...], rules: EffectRules
) -> tuple[tuple[Event, ...], tuple[Note, ...]]:
    """The object's effects with an `another_cast` condition, checked as it resolves (608.2):
    each happens only if the object is a spell cast from its controller's hand and they cast
    another spell of that name this game, before or after it, whether or not that one
    resolved (Approach of the Second Sun, 104.2b); a copy is never reported cast (707.10)."""
    events: list[Event] = []
    notes: list[Note] = []
    controller = obj.controller or ""
    for effect in effects:
        name = effect.another_cast
        if name is None:
            events.append(effect)
            continue
        if another_cast_met(obj, name, state.casts):
            events.append(replace(effect, another_cast=None))
            continue
        said = Message(
            _NO_OTHER_CAST if obj.kind is EventKind.CAST and obj.from_hand else _NOT_FROM_HAND,
            source=described(obj),
            controller=controller,
            name=name,
        )
        notes.append(Note(tuple(c for c in (rules.condition,) if c), said, ruling=True))
    return tuple(events), tuple(notes)


_HALF_UP = N_("{player} loses half of {life} life, rounded up, as it resolves: {lost}")
_HALF_DOWN = N_("{player} loses half of {life} life, rounded down, as it resolves: {lost}")


def _halved(
    state: GameState, effects: tuple[Event, ...], rules: EffectRules
) -> tuple[tuple[Event, ...], tuple[Note, ...]]:
    """Each loss of half a life total as the amount it is now, as the object resolves (MTG CR
    107.1a): rounded as the effect says, never below 0 (a total of 0 or less loses nothing,
    107.1b). Effects resolve one object at a time, so two such triggers each halve what the
    other left."""
    events: list[Event] = []
    notes: list[Note] = []
    for effect in effects:
        if effect.half is None or effect.player is None:
            events.append(effect)
            continue
        life = state.life.get(effect.player)
        if life is None:
            raise RuleError(
                Message(
                    "{player} loses half their life as it resolves: say {player}'s life total "
                    "before it.",
                    player=effect.player,
                ),
                field="half",
            )
        lost = max(0, (life + 1) // 2 if effect.half is Rounding.UP else life // 2)
        events.append(Event(EventKind.LIFE, player=effect.player, delta=-lost))
        said = Message(
            _HALF_UP if effect.half is Rounding.UP else _HALF_DOWN,
            player=effect.player,
            life=life,
            lost=lost,
        )
        notes.append(Note(tuple(c for c in (rules.halving,) if c), said, ruling=True))
    return tuple(events), tuple(notes)


_SET_TO = N_(
    "{player}'s life total becomes {value} as it resolves: {player} gains or loses the "
    "difference from {life}"
)


def _totals_set(
    state: GameState, effects: tuple[Event, ...], rules: EffectRules
) -> tuple[tuple[Event, ...], tuple[Note, ...]]:
    """Each life total an object's effect sets (Biorhythm's count of creatures) as the gain or
    loss of the difference from the total as it resolves (MTG CR 119.5), so that what stops a
    gain or a change (Sulfuric Vortex, 119.7) acts on it; a total not known stays set."""
    events: list[Event] = []
    notes: list[Note] = []
    for effect in effects:
        life = state.life.get(effect.player or "")
        if effect.kind is not EventKind.LIFE or effect.value is None or life is None:
            events.append(effect)
            continue
        events.append(Event(EventKind.LIFE, player=effect.player, delta=effect.value - life))
        said = Message(_SET_TO, player=effect.player or "", value=effect.value, life=life)
        notes.append(Note(tuple(c for c in (rules.setting,) if c), said, ruling=True))
    return tuple(events), tuple(notes)


def _put(
    state: GameState, objects: Iterable[Event], rules: EffectRules
) -> tuple[GameState, tuple[Note, ...]]:
    """Objects onto the stack in the order given; one whose controller or owner has left
    never gets there (MTG CR 800.4a)."""
    stack, gone, notes = list(state.stack), list(state.gone), []
    for obj in objects:
        leavers = _leavers_of(obj, state)
        if leavers:
            gone.append(obj)
            notes.append(_ceased(obj, leavers, rules))
            continue
        stack.append(obj)
        if obj.kind is EventKind.TRIGGER:  # told, so a match's answer says where it is
            waits = Message(
                "{source} goes on the stack now, after the state-based actions; it acts when "
                "it resolves",
                source=described(obj),
            )
            notes.append(Note((rules.trigger,), waits))
    return state.evolve(stack=tuple(stack), gone=tuple(gone)), tuple(notes)


def cast(
    state: GameState, report: Report, rules: EffectRules | None
) -> tuple[GameState, tuple[Note, ...]]:
    """Spells and activated abilities go on the stack at once, in the order reported."""
    casts = [e for e in report.events if e.kind is EventKind.CAST]
    if not casts or rules is None:
        return state, ()
    counted = tuple((e.controller or "", (e.source or "").casefold()) for e in casts if e.source)
    return _put(state.evolve(casts=state.casts + counted), casts, rules)


def put_triggers(
    state: GameState, report: Report, rules: EffectRules | None
) -> tuple[GameState, tuple[Note, ...]]:
    """After the checkpoint's state-based actions, the report's triggers go on the stack, in
    the order reported (list the active player's first: APNAP, MTG CR 101.4)."""
    triggers = [e for e in report.events if e.kind is EventKind.TRIGGER]
    if not triggers or rules is None:
        return state, ()
    return _put(state, triggers, rules)


def too_late(report: Report, rules: EffectRules | None) -> tuple[Note, ...]:
    """The report's triggers, when the game ended before they could go on the stack."""
    if rules is None:
        return ()
    return tuple(
        Note(
            (rules.trigger, rules.state_based),
            Message(
                "the game was over before {source} could be put on the stack, which "
                "happens only after state-based actions, when a player would receive priority",
                source=described(obj),
            ),
            ruling=True,
        )
        for obj in report.events
        if obj.kind is EventKind.TRIGGER
    )


# (a source named, objects on the stack) -> the refusal of a `resolve` that finds nothing.
_NOTHING = {
    (True, True): N_(
        "Nothing named {source} is on the stack to resolve (on the stack, top first: {objects})."
    ),
    (True, False): N_("Nothing named {source} is on the stack to resolve."),
    (False, True): N_("Nothing is on the stack to resolve (on the stack, top first: {objects})."),
    (False, False): N_("Nothing is on the stack to resolve."),
}


def leave(
    state: GameState, leavers: Iterable[str], rules: EffectRules | None
) -> tuple[GameState, tuple[Note, ...]]:
    """Objects on the stack controlled or owned by players who left cease to exist."""
    out = set(leavers)
    if rules is None or not out or not state.stack:
        return state, ()
    going = [obj for obj in state.stack if obj.controller in out or obj.owner in out]
    if not going:
        return state, ()
    notes = tuple(
        _ceased(obj, [p for p in (obj.controller, obj.owner) if p in out], rules) for obj in going
    )
    stack = tuple(obj for obj in state.stack if obj not in going)
    return state.evolve(stack=stack, gone=state.gone + tuple(going)), notes
