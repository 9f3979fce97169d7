"""The steps the match's commands share (bot.core.match.decide): the next version of the
state, what waited set aside, an open batch cancelled, and the match ended."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from bot.core.match import scoring
from bot.core.match.commands import Actor
from bot.core.match.decision import (
    Change,
    CloseBatch,
    CloseWaiting,
    Decision,
    MarkReport,
    Refused,
    Reply,
    StoreGame,
)
from bot.core.match.state import MatchState, OpenBatch, Waiting
from bot.core.match.statuses import (
    GameStatus,
    MatchStatus,
    PendingStatus,
    ReplyStatus,
    ReportStatus,
)
from bot.core.messages import N_, Message
from bot.core.rules.games import game_of

NOTHING_WAITS = N_("Nothing here is waiting for confirmation any more.")


def next_state(state: MatchState, **changed: Any) -> MatchState:
    """The state after a write: the next version, with `changed`."""
    return replace(state, version=state.version + 1, **changed)


def set_aside(
    waiting: Waiting | None, actor: Actor, how: PendingStatus = PendingStatus.WITHDRAWN
) -> list[Change]:
    """What waited never takes effect: withdrawn (a waiting report undone) or disputed."""
    if waiting is None:
        return []
    changes: list[Change] = [CloseWaiting(waiting.id, how, actor.user_id)]
    if waiting.report_id is not None:
        marked = ReportStatus.DISPUTED if how is PendingStatus.DISPUTED else ReportStatus.UNDONE
        changes.append(MarkReport(waiting.report_id, marked, actor.user_id))
    return changes


def cancelled(batch: OpenBatch | None) -> tuple[Change, ...]:
    return () if batch is None else (CloseBatch(batch.id, batch.keys, ReportStatus.CANCELLED),)


def refuse_a_game_begun_after_time(state: MatchState) -> None:
    """Once time is called on the match's round, a game not begun by then (a later game
    with no choice of play or draw and nothing reported: a first report or choice would
    begin it now) is not played (MTG MTR 2.4, GA End of Round): the match ends on the games
    won. Game 1 is left to the judge (a table started after time)."""
    game = state.game
    if state.terms.time_called and game.number > 1 and game.choice is None and not game.has_reports:
        score = scoring.score_line(state.roster.setup.teams, state.wins, state.draws)
        rules = game_of(state.roster.setup.system).tournament.time_rule
        raise Refused(
            Message(
                "Time was called before game {number} began, and no new game starts after "
                "time ({rules}): nothing was recorded. The match ends on the games played "
                "({score}): /match end records it.",
                number=game.number,
                rules=rules,
                score=score,
            )
        )


def finished(state: MatchState, end: scoring.MatchEnd) -> MatchState:
    result = end.result(state.roster.setup)
    return replace(state, status=MatchStatus.FINISHED, result=result, waiting=None, batch=None)


def ended(
    state: MatchState,
    closed: Sequence[Change],
    stopped: GameStatus,
    score: scoring.Score,
    end: scoring.MatchEnd,
    outcomes: tuple[Message, ...] = (),
) -> Decision:
    """The match ends without its games played out: after what waited is `closed`, an open
    batch is cancelled and the current game stops as `stopped`."""
    game = replace(state.game, status=stopped)
    after = finished(next_state(state, game=game, wins=score.wins, draws=score.draws), end)
    changes = (*closed, *cancelled(state.batch), StoreGame(game, ended=True))
    # A game that never began (nothing reported in it) is not over: it was not played.
    over = state.game.has_reports
    answer = Reply(ReplyStatus.APPLIED, game.number, outcomes, game_over=over, match_over=True)
    return Decision(state, after, changes, answer, finished=True)
