"""Triggers a continuous effect in force brings about by itself (docs/replay-vocabulary.md).

A file or a ruling says that a card is there (`effect_begins`); what its triggers then do,
unsaid, is the engine's to follow, so that a match and a quick ruling judge it alike:

- `lose_when_leaves` (Lich's Mastery): as its source leaves the battlefield (`effect_ends`,
  or a state-based action at the checkpoint), a trigger that makes its controller lose goes on
  the stack (MTG CR 603.6c). A controller who leaves the game takes the effect along
  (800.4a): nothing triggers then.
- `lose_at_life` (Transcendence): a state trigger. Whenever its controller has `life` or more
  at a checkpoint that the game outlives, a trigger that makes them lose goes on the stack,
  unless one from the same source is already waiting there: a state trigger does not trigger
  again until it has left the stack (603.8). Resolved under "can't lose", it does nothing, and
  triggers again at the next checkpoint if the life total still qualifies: the players may
  report that loop (104.4b).

Each is put on the stack with the report's own triggers, after the state-based actions
(603.3), and resolves with a later `resolve`, as a reported trigger does. Pure.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.core.rules.state import GameState
from bot.core.rules.vocabulary import EffectOutcome, Event, EventKind, Lasting, Report, Standing


def _losing(effect: Event) -> Event:
    """The trigger of `effect`'s source that makes its controller lose as it resolves."""
    controller = effect.controller or ""
    return Event(
        EventKind.TRIGGER,
        controller=controller,
        owner=effect.owner,
        source=effect.source,
        effects=(Event(EventKind.EFFECT, outcome=EffectOutcome.LOSE, player=controller),),
    )


def on_leaving(before: GameState, after: GameState, ending: Iterable[Event]) -> tuple[Event, ...]:
    """The triggers of `lose_when_leaves` effects the report ended (in force `before`, gone
    `after`), and of those whose source leaves at the checkpoint (`ending`), for controllers
    still in the game (one who left took the effect along, 800.4a). A source whose
    effect of that kind begins again in the same report changed hands (another player gained
    control of it): it never left the battlefield, and nothing triggers."""
    gone = [e for e in before.lasting if e not in after.lasting] + list(ending)
    arrived = {
        ((e.source or "").casefold(), e.lasting) for e in after.lasting if e not in before.lasting
    }
    return tuple(
        _losing(e)
        for e in dict.fromkeys(gone)
        if e.lasting is Lasting.LOSE_WHEN_LEAVES
        and ((e.source or "").casefold(), e.lasting) not in arrived
        and after.standings.get(e.controller or "") not in _LEFT  # took it along (800.4a)
    )


# A controller who lost or drew has left the game (a winner's game is over: too late).
_LEFT = frozenset({Standing.LOST, Standing.DREW})


def _waiting(state: GameState, effect: Event) -> bool:
    source = (effect.source or "").casefold()
    return any(
        obj.kind is EventKind.TRIGGER
        and obj.controller == effect.controller
        and (obj.source or "").casefold() == source
        for obj in state.stack
    )


def on_state(state: GameState) -> tuple[Event, ...]:
    """The state triggers (`lose_at_life`) whose condition holds at this checkpoint and that
    are not already on the stack (603.8)."""
    found: list[Event] = []
    for effect in state.lasting:
        if effect.lasting is not Lasting.LOSE_AT_LIFE or effect.life is None:
            continue
        controller = effect.controller or ""
        life = state.life.get(controller)
        if controller not in state.playing or life is None or life < effect.life:
            continue
        if not _waiting(state, effect):
            found.append(_losing(effect))
    return tuple(found)


def with_triggers(report: Report, triggers: tuple[Event, ...]) -> Report:
    """The report with the engine's triggers after its own (they go on the stack after the
    ones it lists)."""
    if not triggers:
        return report
    events = report.events + triggers
    return Report(events, len(events) > 1)
