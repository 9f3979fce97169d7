"""Counter changes shared by the games: life or vitae, poison, commander damage, champion control.

All changes in one report land together, so their order inside a simultaneous report cannot
matter: deltas add up, and a `set` must be the only change to its counter in that report.

Damage (Magic) is such a change: a player dealt damage loses that much life, or with infect
gets that many poison counters instead (MTG CR 702.90b); combat damage from a creature with
toxic N also gives N poison counters (MTG CR 702.164c); and damage from a source with lifelink
makes its controller gain that much life in the same event (MTG CR 702.15b), so life gained
that way counts at the same moment as the damage.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Hashable
from functools import partial
from typing import TypeVar

from bot.core.messages import N_, Message
from bot.core.rules.errors import RuleError
from bot.core.rules.state import GameState, frozen
from bot.core.rules.vocabulary import Event, EventKind, Report

K = TypeVar("K", bound=Hashable)

# A total said twice, or said beside a change, in one simultaneous report.
ORDER_MATTERS = N_(
    "One simultaneous report changes {what} in ways that depend on their order; "
    "report one new value, or only relative changes."
)
# A change by a delta to a counter with no starting value (Terrus vitae never said).
NO_START = N_(
    "{what} has no known starting value, so it cannot change by a delta; "
    'report the new total with "set".'
)


def _combine(
    current: int | None, changes: list[Event], what: Callable[[], Message], *, minimum: int | None
) -> int:
    sets = {event.value for event in changes if event.value is not None}
    # proliferating adds one more of a kind of counter already there, none to a player who
    # has none (MTG CR 701.34a)
    deltas = [
        event.delta
        for event in changes
        if event.delta is not None and not (event.proliferate and not current)
    ]
    if len(sets) > 1 or (sets and deltas):
        raise RuleError(Message(ORDER_MATTERS, what=what()), field="set")
    if sets:
        new = sets.pop()
        field = "set"
    else:
        if current is None:
            raise RuleError(Message(NO_START, what=what()), field="delta")
        new = current + sum(delta for delta in deltas if delta is not None)
        field = "delta"
    if minimum is not None and new < minimum:
        raise RuleError(
            Message(
                "{what} cannot go below {minimum} (it would be {new}).",
                what=what(),
                minimum=minimum,
                new=new,
            ),
            field=field,
        )
    return new


def _grouped(report: Report, kind: EventKind, key: Callable[[Event], K]) -> dict[K, list[Event]]:
    groups: dict[K, list[Event]] = defaultdict(list)
    for event in report.events:
        if event.kind is kind:
            groups[key(event)].append(event)
    return groups


def damage_changes(event: Event) -> tuple[Event, ...]:
    """The life and poison changes one damage event makes, all at once."""
    amount = event.amount or 0
    if amount == 0:
        return ()
    changes: list[Event] = []
    if event.player is not None:
        if event.infect:
            changes.append(Event(EventKind.POISON, player=event.player, delta=amount))
        else:
            changes.append(Event(EventKind.LIFE, player=event.player, delta=-amount))
        if event.toxic:
            changes.append(Event(EventKind.POISON, player=event.player, delta=event.toxic))
    if event.lifelink:
        changes.append(Event(EventKind.LIFE, player=event.controller, delta=amount))
    return tuple(changes)


def _with_damage(report: Report) -> Report:
    if not any(event.kind is EventKind.DAMAGE for event in report.events):
        return report
    events = [
        change
        for event in report.events
        for change in (damage_changes(event) if event.kind is EventKind.DAMAGE else (event,))
    ]
    return Report(tuple(events), simultaneous=True)


def _shared_counter(
    state: GameState,
    values: dict[str, int | None],
    report: Report,
    kind: EventKind,
    what: Callable[[str], Message],
    minimum: int | None,
) -> None:
    """Apply one kind of per-player counter change; a team that plays as one (a variant's:
    GameSetup.side_of) shares one."""

    def holders(event: Event) -> tuple[str, ...]:
        return state.setup.side_of(event.player or "")

    for members, changes in _grouped(report, kind, holders).items():
        label = partial(what, " and ".join(members))
        new = _combine(values[members[0]], changes, label, minimum=minimum)
        values.update(dict.fromkeys(members, new))


def _commander_key(state: GameState, report: Report) -> Callable[[Event], tuple[str, str, str]]:
    """Who took the damage, whose commander dealt it and which one: partners count apart
    (CR 903.10a). A partner's name is the same whatever its case, spelt as first reported; once
    a player's commanders have names, every report of their damage must name one, or an
    unnamed tally would grow beside the partners'."""
    partners: dict[str, dict[str, str]] = defaultdict(dict)
    named = [(commander, source) for _, commander, source in state.commander_damage]
    named += [
        (event.commander or "", event.source or "")
        for event in report.events
        if event.kind is EventKind.COMMANDER_DAMAGE
    ]
    for commander, source in named:
        if source:
            partners[commander].setdefault(source.casefold(), source)

    def key(event: Event) -> tuple[str, str, str]:
        commander = event.commander or ""
        known = partners.get(commander, {})
        if event.source:
            return event.player or "", commander, known[event.source.casefold()]
        if known:
            raise RuleError(
                Message(
                    "{commander}'s commanders have names ({names}); "
                    "say which one dealt this damage with source.",
                    commander=commander,
                    names=", ".join(known.values()),
                ),
                field="source",
            )
        return event.player or "", commander, ""

    return key


def apply_counters(
    state: GameState,
    report: Report,
    life_name: str = "life",
    life_of: str | None = None,
) -> GameState:
    """The state after the report's counter changes; end conditions are judged afterwards.
    `life_of` is how the game names a side's life total ("{players}'s vitae", a msgid), for
    the refusals; without one, "<players>'s life" or, for another `life_name`, it in
    English."""
    report = _with_damage(report)
    life = dict(state.life)
    poison: dict[str, int | None] = dict(state.poison)
    damage = dict(state.commander_damage)

    if life_of is None and life_name == "life":
        life_of = _LIFE
    life_label = _label(life_of) if life_of else _english_label(life_name)
    _shared_counter(state, life, report, EventKind.LIFE, life_label, minimum=None)
    _shared_counter(state, poison, report, EventKind.POISON, _label(_POISON), minimum=0)
    commander_key = _commander_key(state, report)
    for key, changes in _grouped(report, EventKind.COMMANDER_DAMAGE, commander_key).items():
        victim, commander, source = key
        # Worded only for a refusal: a report that is taken builds no sentence.
        what = partial(
            Message,
            _DEALT_BY_SOURCE if source else _DEALT,
            victim=victim,
            commander=commander,
            source=source,
        )
        damage[key] = _combine(damage.get(key, 0), changes, what, minimum=0)

    return state.evolve(
        life=frozen(life),
        poison=frozen(poison),
        commander_damage=frozen(damage),
        champion_control=frozen(_champion_control(state, report)),
    )


# How the refusals name a counter (msgids).
_LIFE = N_("{players}'s life")
_POISON = N_("{players}'s poison counters")
_DEALT = N_("combat damage dealt to {victim} by {commander}'s commander")
_DEALT_BY_SOURCE = N_("combat damage dealt to {victim} by {commander}'s commander {source}")


def _label(msgid: str) -> Callable[[str], Message]:
    """A counter of some players, named by `msgid` ("{players}'s life")."""
    return lambda players: Message(msgid, players=players)


def _english_label(counter: str) -> Callable[[str], Message]:
    """A counter of some players named by its English word only (a game with no msgid)."""
    return lambda players: Message.verbatim_text(f"{players}'s {counter}")


def _owner(event: Event) -> str:
    return event.player or ""


def _champion_control(state: GameState, report: Report) -> dict[str, tuple[str, ...]]:
    control = dict(state.champion_control)
    for champion_owner, changes in _grouped(report, EventKind.CHAMPION_CONTROL, _owner).items():
        controllers = {event.controller for event in changes}
        if len(controllers) > 1:
            raise RuleError(
                Message.plural(
                    "One simultaneous report gives {owner}'s champion to "
                    "{n} different player; report the final controller only.",
                    "One simultaneous report gives {owner}'s champion to "
                    "{n} different players; report the final controller only.",
                    len(controllers),
                    owner=champion_owner,
                ),
                field="controller",
            )
        history = control.get(champion_owner, ())
        if not history:
            raise RuleError(
                Message(
                    "{owner}'s champion has left the game, so nobody can gain control of it.",
                    owner=champion_owner,
                ),
                field="player",
            )
        new_controller = controllers.pop()
        if new_controller is not None and history[-1] != new_controller:
            control[champion_owner] = (*history, new_controller)
    return control
