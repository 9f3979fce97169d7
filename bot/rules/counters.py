"""Counter changes shared by the games: life or vitae, poison, commander damage, champion control.

All changes in one report land together, so their order inside a simultaneous report cannot
matter: deltas add up, and a `set` must be the only change to its counter in that report.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Hashable

from bot.rules.errors import RuleError
from bot.rules.state import GameState, frozen
from bot.rules.vocabulary import Event, EventKind, Report, System, Variant


def _shared_holders(state: GameState, player: str) -> tuple[str, ...]:
    """Who shares a life total or poison with this player: a Two-Headed Giant team, else alone."""
    if state.setup.variant is Variant.TWO_HEADED_GIANT:
        return state.setup.team_of(player)
    return (player,)


def _combine(current: int | None, changes: list[Event], what: str, *, minimum: int | None) -> int:
    sets = {event.value for event in changes if event.value is not None}
    deltas = [event.delta for event in changes if event.delta is not None]
    if len(sets) > 1 or (sets and deltas):
        raise RuleError(
            f"One simultaneous report changes {what} in ways that depend on their order; "
            "report one new value, or only relative changes.",
            field="set",
        )
    if sets:
        new = sets.pop()
        field = "set"
    else:
        if current is None:
            raise RuleError(
                f"{what} has no known starting value, so it cannot change by a delta; "
                'report the new total with "set".',
                field="delta",
            )
        new = current + sum(delta for delta in deltas if delta is not None)
        field = "delta"
    if minimum is not None and new < minimum:
        raise RuleError(f"{what} cannot go below {minimum} (it would be {new}).", field=field)
    return new


def _grouped(
    report: Report, kind: EventKind, key: Callable[[Event], Hashable]
) -> dict[Hashable, list[Event]]:
    groups: dict[Hashable, list[Event]] = defaultdict(list)
    for event in report.events:
        if event.kind is kind:
            groups[key(event)].append(event)
    return groups


def apply_counters(state: GameState, report: Report) -> GameState:
    """The state after the report's counter changes; end conditions are judged afterwards."""
    life = dict(state.life)
    poison = dict(state.poison)
    damage = dict(state.commander_damage)

    holders = lambda event: _shared_holders(state, event.player or "")  # noqa: E731
    life_name = "vitae" if state.setup.system is System.TERRUS else "life"
    for team, changes in _grouped(report, EventKind.LIFE, holders).items():
        members: tuple[str, ...] = team  # type: ignore[assignment]
        what = f"{' and '.join(members)}'s {life_name}"
        new = _combine(life[members[0]], changes, what, minimum=None)
        life.update(dict.fromkeys(members, new))
    for team, changes in _grouped(report, EventKind.POISON, holders).items():
        members = team  # type: ignore[assignment]
        what = f"{' and '.join(members)}'s poison counters"
        new = _combine(poison[members[0]], changes, what, minimum=0)
        poison.update(dict.fromkeys(members, new))
    pair = lambda event: (event.player, event.commander)  # noqa: E731
    for key, changes in _grouped(report, EventKind.COMMANDER_DAMAGE, pair).items():
        victim, commander = key  # type: ignore[misc]
        what = f"combat damage dealt to {victim} by {commander}'s commander"
        damage[key] = _combine(damage.get(key, 0), changes, what, minimum=0)  # type: ignore[index]

    return state.evolve(
        life=frozen(life),
        poison=frozen(poison),
        commander_damage=frozen(damage),
        champion_control=frozen(_champion_control(state, report)),
    )


def _champion_control(state: GameState, report: Report) -> dict[str, tuple[str, ...]]:
    control = dict(state.champion_control)
    owner = lambda event: event.player  # noqa: E731
    for key, changes in _grouped(report, EventKind.CHAMPION_CONTROL, owner).items():
        champion_owner: str = key  # type: ignore[assignment]
        controllers = {event.controller for event in changes}
        if len(controllers) > 1:
            raise RuleError(
                f"One simultaneous report gives {champion_owner}'s champion to "
                f"{len(controllers)} different players; report the final controller only.",
                field="controller",
            )
        history = control.get(champion_owner, ())
        if not history:
            raise RuleError(
                f"{champion_owner}'s champion has left the game, so nobody can gain control of it.",
                field="player",
            )
        new_controller = controllers.pop()
        if new_controller is not None and history[-1] != new_controller:
            control[champion_owner] = (*history, new_controller)
    return control
