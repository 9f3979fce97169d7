"""A batch (`/batch start`, then reports, then `/batch resolve` or `/batch cancel`): events
collected from several players and judged as one simultaneous report."""

from __future__ import annotations

from dataclasses import replace

from bot.core.match.commands import Actor, GuildPolicy, ResolveBatch
from bot.core.match.decision import BeginBatch, CloseBatch, Decision, Refused, Reply
from bot.core.match.report_reading import batch_consent, check_player_or_judge, confirmers_of, judge
from bot.core.match.reports import recorded
from bot.core.match.state import MatchState, OpenBatch
from bot.core.match.statuses import ReplyStatus, ReportStatus
from bot.core.match.steps import cancelled, next_state
from bot.core.messages import Message
from bot.core.rules import Report as RulesReport
from bot.core.rules import parse_report


def start_batch(state: MatchState, actor: Actor) -> Decision:
    check_player_or_judge(state.roster, actor)
    if state.batch is not None:
        raise Refused(
            Message(
                "A batch is already open here: add reports, then /batch resolve or /batch cancel."
            )
        )
    if state.waiting is not None:
        raise Refused(Message("A report is waiting for confirmation; settle it first."))
    opened = OpenBatch(0, (), (), (), ())  # its id is assigned by the store
    changes = (BeginBatch(state.game.number, actor.user_id),)
    return Decision(
        state, next_state(state, batch=opened), changes, Reply(ReplyStatus.BATCH, state.game.number)
    )


def cancel_batch(state: MatchState, actor: Actor) -> Decision:
    changes = cancelled(_open_batch(state, actor))
    return Decision(
        state, next_state(state, batch=None), changes, Reply(ReplyStatus.BATCH, state.game.number)
    )


def resolve_batch(
    state: MatchState, command: ResolveBatch, actor: Actor, policy: GuildPolicy
) -> Decision:
    """The batch's events judged as one simultaneous report; a player's consent covers only
    the events they reported (report_reading.batch_consent)."""
    batch = _open_batch(state, actor)
    if not batch.events:
        raise Refused(Message("The batch is empty: report events first, or /batch cancel."))
    events = tuple(parse_report(dict(e)).events[0] for e in batch.events)
    together = RulesReport(events, simultaneous=True)
    verdict = judge(state.game.state, together)
    consented = batch_consent(state.roster, state.game.state, together, batch.origins, verdict)
    # Credited to the first of its reporters not asked to confirm (their own events are not
    # what they confirm), else to whoever reported first: not to whoever resolved it.
    awaited = confirmers_of(state.roster, actor, verdict, consented)
    asked = {state.roster.users.get(p) for p in awaited}
    reporters = [origin[0] for origin in batch.origins] or list(batch.reporters)
    credited = next(iter([u for u in reporters if u not in asked] or reporters), actor.user_id)
    if not policy.confirmation_required:
        awaited = ()
    unbatched = replace(state, batch=None)
    decided = recorded(unbatched, together, verdict, credited, command.key, awaited)
    closed = CloseBatch(batch.id, batch.keys, ReportStatus.MERGED)
    return replace(decided, before=state, changes=(closed, *decided.changes))


def _open_batch(state: MatchState, actor: Actor) -> OpenBatch:
    check_player_or_judge(state.roster, actor)
    if state.batch is None:
        raise Refused(Message("No batch is open here. Start one with /batch start."))
    return state.batch
