"""What a request does to a match, decided purely: `decide(state, command, actor, policy)`.

The one entry. Each command is one small function in the module of its use case, beside this
dispatch: a report in `reports`, a batch in `batches`, what waits for agreement and Confirm in
`agreements`, a conceded match or a judge's result in `results`, `/undo` in `undo`, play or
draw in `choices`, where the match is shown in `messages`; the steps they share are in
`steps`. Each returns the `Decision` (the next state, the rows to store, the answer) or
raises `Refused`, returned here as its `Refusal`; bot.store.matches writes a decision in one
transaction.
"""

from __future__ import annotations

from bot.core.match import agreements, batches, choices, messages, reports, results, undo
from bot.core.match.commands import (
    Actor,
    CancelBatch,
    Choose,
    Command,
    ConcedeMatch,
    Confirm,
    Dispute,
    GuildPolicy,
    Propose,
    RecordResult,
    ResolveBatch,
    SendReport,
    ShowIn,
    StartBatch,
    Undo,
)
from bot.core.match.decision import Decision, Refusal, Refused
from bot.core.match.report_reading import in_match
from bot.core.match.state import MatchState

ANY_GUILD = GuildPolicy()


def decide(
    state: MatchState, command: Command, actor: Actor, policy: GuildPolicy = ANY_GUILD
) -> Decision | Refusal:
    try:
        if isinstance(command, ShowIn):  # Arbiter's own note: no actor's
            return messages.show_in(state, command)
        return _decided(state, command, in_match(state.roster, actor), policy)
    except Refused as refused:
        return refused.refusal


def _decided(state: MatchState, command: Command, actor: Actor, policy: GuildPolicy) -> Decision:
    match command:
        case SendReport():
            return reports.report(state, command, actor, policy)
        case ResolveBatch():
            return batches.resolve_batch(state, command, actor, policy)
        case Confirm():
            return agreements.confirm(state, command, actor)
        case Dispute():
            return agreements.dispute(state, command, actor)
        case StartBatch():
            return batches.start_batch(state, actor)
        case CancelBatch():
            return batches.cancel_batch(state, actor)
        case Undo():
            return undo.undo(state, command, actor)
        case Choose():
            return choices.choose(state, command, actor)
        case Propose():
            return agreements.propose(state, command, actor)
        case ConcedeMatch():
            return results.concede_match(state, command, actor)
        case RecordResult():
            return results.record_result(state, command, actor)
    raise AssertionError(f"not a command: {command!r}")  # ShowIn: decided by `decide`
