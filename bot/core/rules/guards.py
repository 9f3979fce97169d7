"""What continuous effects in force do to a report's damage, life and poison before it lands
(Magic; docs/replay-vocabulary.md, "Continuous effects").

The effects are the ones in force before the report: what begins in a report applies to the
reports after it. For each player they apply to:

- `prevent_damage` (protection from everything, Teferi's Protection): damage that would be
  dealt to them is prevented (MTG CR 702.16e), so it does nothing at all: no life lost, no
  poison, no lifelink, no commander damage counted (903.10a counts combat damage dealt).
- `damage_as_poison` (Phyrexian Unlife): while their life total is 0 or less, damage dealt to
  them is dealt as though its source had infect: poison counters, not life (702.90b). Damage
  dealt while they are above 0 is life lost, even what takes them below 0.
- `life_cant_change` (Teferi's Protection): life they would gain or lose is not (101.2);
  damage is still dealt (its poison, a lifelink gain of another player), but costs no life.
  A report that sets their life total to another number is refused: it can't change.
- `no_poison` (Melira, Sylvok Outcast): poison counters they would get are not (101.2);
  those they have stay. A report that sets a higher count is refused.
- `no_life_gain` (Sulfuric Vortex, Erebos): life they would gain is not (MTG CR 119.7), a
  lifelink gain of theirs too (the damage itself is dealt); life they lose still is. A report
  that sets their life total higher is refused.
- `life_floor` (Worship, Angel of Grace): damage dealt to them that would take their life
  total below the effect's `life` takes it to that instead (614.1a: the damage is dealt, not
  prevented, so damage that "can't be prevented" is floored too). Life lost that isn't damage
  is not floored, nor poison from infect or toxic. A player already below the floor, a team
  with one life total, or a report that also changes their life otherwise is refused: the
  engine does not judge those.

Pure: returns the report as it lands, and what was stopped, told with its rule.
"""

from __future__ import annotations

from dataclasses import replace

from bot.core.messages import N_, Message
from bot.core.rules.counters import damage_changes
from bot.core.rules.errors import RuleError
from bot.core.rules.lasting import described, holding
from bot.core.rules.resolution import EffectRules
from bot.core.rules.state import GameState, Note, listed
from bot.core.rules.vocabulary import Event, EventKind, Lasting, Report

_GUARDS = frozenset(
    {
        Lasting.PREVENT_DAMAGE,
        Lasting.LIFE_CANT_CHANGE,
        Lasting.DAMAGE_AS_POISON,
        Lasting.NO_POISON,
        Lasting.NO_LIFE_GAIN,
        Lasting.LIFE_FLOOR,
    }
)

# The refusals of a report an effect in force forbids, for a replay file or a match report (a
# quick ruling says each in chat's words: each game's ruling_words.py).
FLOOR_UNJUDGED = N_(
    "Arbiter does not judge damage to {player} under {sources} when their life is below {floor}, "
    "their team shares one life total, or the same report also changes their life otherwise: "
    "report the life total that results instead."
)
LIFE_UNCHANGING = N_(
    "{player}'s life total can't change while {sources} is in force (MTG CR 101.2): report what "
    "happened to it before, or nothing."
)
NO_GAIN = N_(
    "{player} can't gain life while {sources} is in force (MTG CR 119.7): report a total no "
    "higher than they had, or what they lost."
)
NO_POISON_GIVEN = N_(
    "{player} can't get poison counters while {sources} is in force (MTG CR 101.2): report the "
    "count they had before it, or nothing."
)


def _sources(state: GameState, kind: Lasting, player: str) -> Message:
    return listed(described(effect) for effect in holding(state, kind, player))


def _holds(state: GameState, kind: Lasting, player: str | None) -> bool:
    return player is not None and bool(holding(state, kind, player))


def guard(
    state: GameState, report: Report, rules: EffectRules | None
) -> tuple[Report, tuple[Note, ...]]:
    """The report as it lands through the guards in force, and what they stopped."""
    if rules is None or not any(e.lasting in _GUARDS for e in state.lasting):
        return report, ()
    notes: list[Note] = []
    landing: list[Event] = []
    pending = list(report.events)
    floored: dict[str, int] = {}  # life after the floored damage so far in this report
    while pending:
        event = pending.pop(0)
        player = event.player
        if event.kind is EventKind.DAMAGE and player is not None:
            changes = _damage(state, report, event, player, floored, rules, notes)
            if changes is not None:
                pending[:0] = changes  # dealt, but looked at change by change
                continue
            event = replace(event, infect=event.infect or _poisons(state, event, player))
        elif event.kind is EventKind.COMMANDER_DAMAGE and _holds(
            state, Lasting.PREVENT_DAMAGE, player
        ):
            notes.append(_prevented(state, event, player or "", rules))
            continue
        elif event.kind is EventKind.LIFE and _holds(state, Lasting.LIFE_CANT_CHANGE, player):
            _refuse_set(state, event, Lasting.LIFE_CANT_CHANGE)
            if event.delta:
                notes.append(_unchanged(state, event, player or "", rules))
            continue
        elif (
            event.kind is EventKind.LIFE
            and _holds(state, Lasting.NO_LIFE_GAIN, player)
            and (event.delta or 0) > 0
        ):
            notes.append(_no_gain(state, event, player or "", rules))
            continue
        elif event.kind is EventKind.LIFE and _holds(state, Lasting.NO_LIFE_GAIN, player):
            _refuse_set(state, event, Lasting.NO_LIFE_GAIN)
        elif (
            event.kind is EventKind.POISON
            and _holds(state, Lasting.NO_POISON, player)
            and (event.delta or 0) > 0
        ):
            notes.append(_no_poison(state, event, player or "", rules))
            continue
        elif event.kind is EventKind.POISON and _holds(state, Lasting.NO_POISON, player):
            _refuse_set(state, event, Lasting.NO_POISON)
        landing.append(event)
    return Report(tuple(landing), report.simultaneous or len(landing) > 1), tuple(notes)


def _poisons(state: GameState, event: Event, player: str) -> bool:
    """Whether damage to a player at 0 or less life comes as poison (Phyrexian Unlife)."""
    life = state.life.get(player)
    at_zero = life is not None and life <= 0
    return not event.infect and at_zero and _holds(state, Lasting.DAMAGE_AS_POISON, player)


def _damage(
    state: GameState,
    report: Report,
    event: Event,
    player: str,
    floored: dict[str, int],
    rules: EffectRules,
    notes: list[Note],
) -> tuple[Event, ...] | None:
    """What one damage event to a player changes through the guards, change by change; None
    when it lands as dealt (as poison, when `_poisons`)."""
    if _holds(state, Lasting.PREVENT_DAMAGE, player):
        notes.append(_prevented(state, event, player, rules))
        return ()
    if _poisons(state, event, player):
        event = replace(event, infect=True)
        notes.append(_as_poison(state, event, player, rules))
    if not event.infect and _holds(state, Lasting.LIFE_FLOOR, player):
        changes, note = _floored(state, report, event, player, floored, rules)
        notes.extend(note)
        return changes
    locked = _holds(state, Lasting.LIFE_CANT_CHANGE, player) or _holds(
        state, Lasting.NO_POISON, player
    )
    gains = event.lifelink and (
        _holds(state, Lasting.LIFE_CANT_CHANGE, event.controller)
        or _holds(state, Lasting.NO_LIFE_GAIN, event.controller)
    )
    if locked or gains:
        return damage_changes(event)
    return None


def _floor(state: GameState, player: str) -> int:
    return max(effect.life or 0 for effect in holding(state, Lasting.LIFE_FLOOR, player))


def _floored(
    state: GameState,
    report: Report,
    event: Event,
    player: str,
    floored: dict[str, int],
    rules: EffectRules,
) -> tuple[tuple[Event, ...], tuple[Note, ...]]:
    """The changes one damage event makes under a life floor (614.1a): the life it takes
    stops at the floor; the rest (poison from toxic, a lifelink gain) is as dealt."""
    floor = _floor(state, player)
    life = floored.get(player, state.life.get(player))
    if (
        life is None
        or life < floor
        or len(state.setup.side_of(player)) > 1
        or any(e.kind is EventKind.LIFE and e.player == player for e in report.events)
    ):
        raise RuleError(
            Message(
                FLOOR_UNJUDGED,
                player=player,
                sources=_sources(state, Lasting.LIFE_FLOOR, player),
                floor=floor,
            ),
            field="amount",
        )
    lost = min(event.amount or 0, life - floor)
    floored[player] = life - lost
    changes = tuple(
        replace(change, delta=-lost)
        if change.kind is EventKind.LIFE and change.player == player and (change.delta or 0) < 0
        else change
        for change in damage_changes(event)
    )
    if lost == (event.amount or 0):
        return changes, ()
    note = Note(
        (rules.replacement,),
        Message(
            "damage can't take {player}'s life below {floor}: {sources} makes it {floor} "
            "instead (the damage is still dealt)",
            player=player,
            floor=floor,
            sources=_sources(state, Lasting.LIFE_FLOOR, player),
        ),
        ruling=True,
    )
    return tuple(c for c in changes if c.kind is not EventKind.LIFE or c.delta), (note,)


def _refuse_set(state: GameState, event: Event, kind: Lasting) -> None:
    """A total set outright that the effect in force forbids."""
    player = event.player or ""
    if event.value is None:
        return
    if kind is Lasting.LIFE_CANT_CHANGE and event.value != state.life.get(player):
        raise RuleError(
            Message(
                LIFE_UNCHANGING,
                player=player,
                sources=_sources(state, kind, player),
            ),
            field="set",
        )
    life = state.life.get(player)
    if kind is Lasting.NO_LIFE_GAIN and (life is None or event.value > life):
        raise RuleError(
            Message(
                NO_GAIN,
                player=player,
                sources=_sources(state, kind, player),
            ),
            field="set",
        )
    if kind is Lasting.NO_POISON and event.value > state.poison.get(player, 0):
        raise RuleError(
            Message(
                NO_POISON_GIVEN,
                player=player,
                sources=_sources(state, kind, player),
            ),
            field="set",
        )


def _prevented(state: GameState, event: Event, player: str, rules: EffectRules) -> Note:
    return Note(
        (rules.prevented or rules.cant,),
        Message(
            "the damage that would be dealt to {player} is prevented: {sources}",
            player=player,
            sources=_sources(state, Lasting.PREVENT_DAMAGE, player),
        ),
        ruling=True,
    )


def _as_poison(state: GameState, event: Event, player: str, rules: EffectRules) -> Note:
    return Note(
        (rules.infect or rules.cant,),
        Message(
            "{player} is at 0 or less life, so {sources} makes the damage dealt to them poison "
            "counters instead of life lost",
            player=player,
            sources=_sources(state, Lasting.DAMAGE_AS_POISON, player),
        ),
        ruling=True,
    )


def _unchanged(state: GameState, event: Event, player: str, rules: EffectRules) -> Note:
    return Note(
        (rules.cant,),
        Message(
            "{player}'s life total can't change: {sources}",
            player=player,
            sources=_sources(state, Lasting.LIFE_CANT_CHANGE, player),
        ),
        ruling=True,
    )


def _no_poison(state: GameState, event: Event, player: str, rules: EffectRules) -> Note:
    return Note(
        (rules.cant,),
        Message(
            "{player} can't get poison counters: {sources}",
            player=player,
            sources=_sources(state, Lasting.NO_POISON, player),
        ),
        ruling=True,
    )


def _no_gain(state: GameState, event: Event, player: str, rules: EffectRules) -> Note:
    return Note(
        (rules.cant,),
        Message(
            "{player} can't gain life: {sources}",
            player=player,
            sources=_sources(state, Lasting.NO_LIFE_GAIN, player),
        ),
        ruling=True,
    )
