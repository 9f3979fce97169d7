"""Who consented to a batch: a player's consent covers only the events they reported.

Outside a batch, a report that takes out someone other than its reporter waits for that player
(or a judge) to confirm. A batch gathers events from several reporters into one checkpoint; it
must not let one player's harmless report count as consent to what another reported about them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.rules import GameState, Report, RuleError, Standing, Verdict, apply_report

# How a game ends for a player, worst first.
_AS_BAD = {Standing.LOST: 0, Standing.DREW: 1, Standing.WON: 2, Standing.PLAYING: 3}


def batch_consent(
    user_of: Callable[[str], int | None],
    state: GameState,
    report: Report,
    origins: Sequence[Sequence[Any]],
    verdict: Verdict,
) -> frozenset[str]:
    """The players the batch `report` takes out (judged as `verdict` against `state`) who
    consented to it. `origins[i]` is [user id, reported as a judge] for `report.events[i]`.

    A player consented when the events they reported themselves, with the judges' events,
    already take them out at least as badly as the whole batch does (a loss covers a loss or
    a draw; a draw covers a draw). Otherwise (an event someone else reported decides it, or
    nothing that player reported takes them out) the player, or a judge, confirms, exactly as
    outside a batch. An event with no origin on record (a batch opened before origins were
    kept) is nobody's."""
    consented = set()
    for outcome in verdict.outcomes:
        if outcome.standing is Standing.WON:
            continue
        user_id = user_of(outcome.player)
        own = tuple(
            event
            for event, origin in zip(report.events, origins, strict=False)
            if origin[1] or (user_id is not None and origin[0] == user_id)
        )
        if not own:
            continue
        try:
            alone = apply_report(state, Report(own, simultaneous=len(own) > 1))
        except RuleError:
            continue
        if any(
            o.player == outcome.player and _AS_BAD[o.standing] <= _AS_BAD[outcome.standing]
            for o in alone.outcomes
        ):
            consented.add(outcome.player)
    return frozenset(consented)
