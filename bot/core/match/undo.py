"""`/undo`: the last applied report taken back (and the game, or the match, it ended
reopened), or what waits for confirmation withdrawn."""

from __future__ import annotations

from dataclasses import replace

from bot.core.match import carry, scoring
from bot.core.match.commands import Actor, Undo
from bot.core.match.decision import (
    Change,
    Decision,
    DropGame,
    MarkReport,
    Refused,
    Reply,
    StoreGame,
)
from bot.core.match.report_reading import check_player_or_judge
from bot.core.match.state import CurrentGame, LoggedReport, MatchState, Roster, Waiting
from bot.core.match.statuses import GameStatus, MatchStatus, ReplyStatus, ReportStatus
from bot.core.match.steps import next_state, set_aside
from bot.core.messages import N_, Message, user_mention
from bot.core.rules import GameState, Standing, replay

RESULT_CLOSED = N_(
    "This match's league round is over (the next round is paired), so its result is closed; "
    "a judge can change it with /league result."
)


def undo(state: MatchState, command: Undo, actor: Actor) -> Decision:
    """Take back the last applied report (its reporter, or a judge; once it ended its game,
    those who won that game): it stays in the log, marked undone, and its game is rebuilt
    from the reports that still stand. One that ended its game takes that result back (and
    the match's, reopening it); the game begun since, still empty, is dropped. What waits
    for confirmation is withdrawn instead."""
    if state.status is not MatchStatus.ACTIVE and state.terms.result_closed:
        raise Refused(Message(RESULT_CLOSED))
    if state.waiting is not None:
        return withdraw(state, state.waiting, actor)
    if state.batch is not None:
        raise Refused(
            Message("A batch is open: /batch resolve or /batch cancel it before undoing.")
        )
    game = command.game
    if not command.log:
        # Someone who may not undo hears that first, not that there is nothing to undo.
        check_player_or_judge(state.roster, actor)
        raise Refused(Message("Game {number} has no report to undo yet.", number=game.number))
    last = command.log[-1]
    _check_may_undo(state.roster, game, last, actor)
    standing = [r.report for r in command.log[:-1]]
    replayed = replay(carry.opening_setup(state.roster.setup, game.stored), standing)
    stored = carry.rebuild(game.stored, replayed, standing)
    rebuilt = replace(game, stored=stored, state=replayed, has_reports=bool(standing))
    after = next_state(state, game=rebuilt)
    if game.status is GameStatus.OVER:
        after = _unscored(after, game.state)
    dropped: list[Change] = [DropGame(state.game.number)] if game.number < state.game.number else []
    changes = (
        *dropped,
        StoreGame(after.game, ended=False),
        MarkReport(last.id, ReportStatus.UNDONE, actor.user_id),
    )
    answer = Reply(ReplyStatus.UNDONE, game.number)
    return Decision(state, after, changes, answer, undone=last.report)


def withdraw(state: MatchState, waiting: Waiting, actor: Actor) -> Decision:
    """A waiting report taken back by whoever made it (or a judge): it never takes effect."""
    if waiting.requested_by != actor.user_id and not actor.is_judge:
        raise Refused(
            Message("Only whoever made the waiting report, or a judge, can withdraw it."),
            not_allowed=True,
        )
    changes = tuple(set_aside(waiting, actor))
    answer = Reply(ReplyStatus.WITHDRAWN, 0)
    return Decision(state, next_state(state, waiting=None), changes, answer)


def reopens(state: MatchState) -> bool:
    """Whether a finished match may still take its last report back: a game report finished
    it (it won the match, or ended the last game after time)."""
    reason = (state.result or {}).get("reason")
    return reason == "games" or (reason == "early_end" and state.game.status is GameStatus.OVER)


def _check_may_undo(roster: Roster, game: CurrentGame, last: LoggedReport, actor: Actor) -> None:
    if actor.is_judge:
        return
    winners = [o.player for o in game.state.outcomes if o.standing is Standing.WON]
    if game.status is GameStatus.OVER and winners:
        # Taking back a settled game takes a win away: that is for those who won it.
        if roster.names.get(actor.user_id) not in winners:
            raise Refused(
                Message(
                    "Game {number} is settled: only {winners} (who won it) or a judge can "
                    "take its last report back.",
                    number=game.number,
                    winners=", ".join(winners),
                ),
                not_allowed=True,
            )
        return
    if last.reporter_id != actor.user_id:
        raise Refused(
            Message(
                "Only {reporter}, who made the last report, or a judge can undo it.",
                reporter=user_mention(last.reporter_id),
            ),
            not_allowed=True,
        )


def _unscored(state: MatchState, ended: GameState) -> MatchState:
    """The game that ended in `ended` is playing again: its result leaves the score, and the
    match is active again."""
    winner = scoring.game_result(ended)
    return replace(
        state,
        game=replace(state.game, status=GameStatus.PLAYING),
        wins=tuple(w - (i == winner) for i, w in enumerate(state.wins)),
        draws=state.draws - (winner is None),
        status=MatchStatus.ACTIVE,
        result=None,
    )
