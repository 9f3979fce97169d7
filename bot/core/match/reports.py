"""A report (`/life`, `/report`...): judged by the rules core, then collected into an open
batch, waiting for those it takes out, or applied to the game (ending it, and the match, when
it ends them). A confirmed report takes effect here too, as if made when it was confirmed."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, replace

from bot.core.match import carry, scoring
from bot.core.match.commands import Actor, GuildPolicy, SendReport
from bot.core.match.decision import (
    AppendReport,
    Change,
    CollectInBatch,
    Decision,
    MarkReport,
    OpenWaiting,
    Refused,
    Reply,
    StartGame,
    StoreGame,
)
from bot.core.match.report_reading import confirmers_of, judge
from bot.core.match.state import MatchState, OpenBatch, Waiting
from bot.core.match.statuses import (
    GameStatus,
    MatchStatus,
    PendingKind,
    ReplyStatus,
    ReportStatus,
)
from bot.core.match.steps import finished, next_state, refuse_a_game_begun_after_time
from bot.core.messages import N_, Message
from bot.core.rules import Report as RulesReport
from bot.core.rules import Verdict

REPORT_WAITS = N_(
    "A report is waiting for confirmation. Confirm or dispute it first (the buttons on its "
    "message, or in /match status), or undo it if it was yours."
)


def _what_waits(waiting: Waiting) -> Message:
    """The refusal while something waits: a report, or a proposal (not called a report)."""
    if waiting.kind is PendingKind.REPORT:
        return Message(REPORT_WAITS)
    if waiting.kind is PendingKind.MATCH_DRAW:
        return Message(
            "A proposed match draw is waiting for confirmation. Confirm or decline it first "
            "(the buttons on its message, or in /match status), or undo it if it was yours."
        )
    return Message(
        "A proposed match early end is waiting for confirmation. Confirm or decline it first "
        "(the buttons on its message, or in /match status), or undo it if it was yours."
    )


def report(state: MatchState, command: SendReport, actor: Actor, policy: GuildPolicy) -> Decision:
    """A report: collected into the open batch, waiting for those it takes out, or applied."""
    if state.waiting is not None:
        raise Refused(_what_waits(state.waiting))
    refuse_a_game_begun_after_time(state)
    if state.batch is not None:
        return _collected(state, state.batch, command, actor)
    verdict = judge(state.game.state, command.report)
    awaited = confirmers_of(state.roster, actor, verdict) if policy.confirmation_required else ()
    return recorded(state, command.report, verdict, actor.user_id, command.key, awaited)


def recorded(
    state: MatchState,
    events: RulesReport,
    verdict: Verdict,
    reporter: int,
    key: str,
    awaited: tuple[str, ...],
) -> Decision:
    """A judged report joins the log, credited to `reporter` under the request's `key`. It
    waits for confirmation by `awaited`, those it takes out who did not consent to it
    (nobody when a judge stands behind it or the guild waives it)."""
    if awaited:
        answer = _told(ReplyStatus.PENDING, state, verdict)
        # What it would decide, kept as messages: worded in each reader's language when shown.
        outcomes = answer.outcomes
        # Its id is assigned by the store.
        waiting = Waiting(0, PendingKind.REPORT, reporter, awaited, (), outcomes, report=events)
        after = next_state(state, waiting=waiting)
        played: tuple[Change, ...] = (OpenWaiting(PendingKind.REPORT, reporter, awaited, outcomes),)
    else:
        after, played, answer = _play(state, events, verdict)
    status = ReportStatus.PENDING if awaited else ReportStatus.APPLIED
    row = AppendReport(state.game.number, reporter, key, events.to_dict(), status, asdict(answer))
    over = after.status is not MatchStatus.ACTIVE
    return Decision(state, after, (row, *played), answer, finished=over)


def confirmed(state: MatchState, waiting: Waiting, closed: Sequence[Change]) -> Decision:
    """A confirmed report takes effect: judged against the game as it stands."""
    assert waiting.report is not None and waiting.report_id is not None
    verdict = judge(state.game.state, waiting.report)
    after, played, stored = _play(replace(state, waiting=None), waiting.report, verdict)
    applied = MarkReport(waiting.report_id, ReportStatus.APPLIED, None, asdict(stored))
    answer = replace(stored, report_id=waiting.report_id)
    changes = (*closed, *played, applied)
    over = after.status is not MatchStatus.ACTIVE
    return Decision(state, after, changes, answer, finished=over)


def _collected(state: MatchState, batch: OpenBatch, command: SendReport, actor: Actor) -> Decision:
    """A report collected into the open batch; each event is checked on its own now, so a
    typo is refused when it is made."""
    events = command.report.events
    for event in events:
        judge(state.game.state, RulesReport((event,)))
    grown = replace(
        batch,
        events=(*batch.events, *(e.to_dict() for e in events)),
        origins=(*batch.origins, *((actor.user_id, actor.is_judge) for _ in events)),
        reporters=(*batch.reporters, actor.user_id),
        keys=(*batch.keys, command.key),
    )
    answer = Reply(ReplyStatus.BATCHED, state.game.number)
    changes = (
        AppendReport(
            state.game.number,
            actor.user_id,
            command.key,
            command.report.to_dict(),
            ReportStatus.BATCHED,
            asdict(answer),
        ),
        CollectInBatch(grown.id, grown.events, grown.origins, grown.reporters, grown.keys),
    )
    return Decision(state, next_state(state, batch=grown), changes, answer)


def _told(status: ReplyStatus, state: MatchState, verdict: Verdict) -> Reply:
    return Reply(
        status,
        state.game.number,
        tuple(o.explained() for o in verdict.outcomes),
        tuple(n.explained() for n in verdict.notes),
        game_over=verdict.game_over and status is ReplyStatus.APPLIED,
    )


def _play(
    state: MatchState, events: RulesReport, verdict: Verdict
) -> tuple[MatchState, tuple[Change, ...], Reply]:
    """Apply a judged report to the game; end the game, and the match, when it ends them."""
    answer = _told(ReplyStatus.APPLIED, state, verdict)
    game = state.game
    # Play begins, and whoever chose plays first unless they said otherwise (MTR 2.2); not
    # with starting life that carries over (Terrus vitae: setting up), while nothing else is
    # reported.
    setting_up = (
        carry.carries(state.roster.setup)
        and game.first_player is None
        and carry.sets_starting_vitae(game.stored, events)
    )
    played = replace(
        game,
        stored=carry.store(game.stored, verdict.state, events),
        state=verdict.state,
        first_player=game.first_player or (None if setting_up else game.chooser),
        has_reports=True,
    )
    if not verdict.game_over:
        return next_state(state, game=played), (StoreGame(played, ended=False),), answer
    over = replace(played, status=GameStatus.OVER)
    score = scoring.Score(state.wins, state.draws).counting(scoring.game_result(verdict.state))
    scored = next_state(state, game=over, wins=score.wins, draws=score.draws)
    ended = scoring.match_end(state.best_of, score, state.terms.time_called)
    if ended is not None:
        answer = replace(answer, match_over=True)
        return finished(scored, ended), (StoreGame(over, ended=True),), answer
    upcoming = scoring.next_game(state.roster.setup, over)
    changes = (StoreGame(over, ended=True), StartGame(upcoming))
    answer = replace(answer, next_chooser=upcoming.chooser)
    return replace(scored, game=upcoming), changes, answer
