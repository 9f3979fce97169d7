"""Undo: taking back the last report of the current game, or withdrawing a waiting one."""

from __future__ import annotations

from sqlalchemy import TextClause, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from bot.matches.domain import carry, scoring
from bot.matches.domain.commands import Withdraw
from bot.matches.errors import MatchError, NoActiveMatch, NotAllowed
from bot.matches.models import ACTIVE, FINISHED, UNDONE, Game, MatchRow, ReportRow, utcnow
from bot.matches.requests import request_for
from bot.matches.service.unit import Actor, Roster, Unit, UseCase, check_player_or_judge
from bot.matches.views import MatchView
from bot.rules import GameState, Standing, parse_report, replay
from bot.rules.snapshot import load_state


class Undoing(UseCase):
    """Undoing the last report."""

    # Set by the league service: a finished league match whose round is over (the next one
    # is paired) is closed to /undo; the statement gives rows when it is.
    result_closed: TextClause | None = None

    async def undo(
        self, *, channel_id: int, actor: Actor, idempotency_key: str | None = None
    ) -> MatchView:
        """Revert the last report of the current game (its reporter or a judge). A report still
        waiting for confirmation is withdrawn instead. The report stays in the log, marked."""
        request = request_for(
            idempotency_key, actor.user_id, "undo", MatchView, {}, channel_id=channel_id
        )

        async def work(session: AsyncSession) -> MatchView:
            match = await _active_or_just_finished(
                self.unit, session, channel_id, self.result_closed
            )
            roster = await self.unit.roster(session, match)
            if match.pending_id is not None:
                return await self.decided_view(session, channel_id, Withdraw(), actor)
            if match.batch_id is not None:
                raise MatchError(
                    "A batch is open: /batch resolve or /batch cancel it before undoing."
                )
            game = await self.unit.game(session, match)
            rows = await self.unit.applied_reports(session, match, game.number)
            if not rows and game.number > 1:
                # Nothing in this game yet: the last report is the one that ended the game
                # before, so undoing it reopens that game.
                game = await _reopen_previous_game(self.unit, session, match, game)
                rows = await self.unit.applied_reports(session, match, game.number)
            if not rows:
                # Someone who may not undo hears that first, not that there is nothing to undo.
                check_player_or_judge(roster, actor)
                raise MatchError(f"Game {game.number} has no report to undo yet.")
            await _undo_last(self.unit, session, match, roster, game, rows, actor)
            return await self.unit.view(session, match)

        return await self.unit.write(channel_id, work, request)


async def _active_or_just_finished(
    unit: Unit, session: AsyncSession, channel_id: int, result_closed: TextClause | None
) -> MatchRow:
    """The channel's active match; else its latest match if a game report finished it,
    so that report can still be undone."""
    try:
        return await unit.active(session, channel_id)
    except NoActiveMatch:
        latest = (
            await session.scalars(
                select(MatchRow)
                .where(col(MatchRow.channel_id) == channel_id)
                .order_by(col(MatchRow.id).desc())
                .limit(1)
            )
        ).first()
        if latest is None or not await _ended_by_a_game(unit, session, latest):
            raise
        if (
            result_closed is not None
            and (await session.execute(result_closed, {"match_id": latest.id})).first()
        ):
            raise MatchError(
                "This match's league round is over (the next round is paired), so its result "
                "is closed; a judge can change it with /league result."
            ) from None
        return latest


async def _ended_by_a_game(unit: Unit, session: AsyncSession, match: MatchRow) -> bool:
    """Whether a game report finished the match: it won the match, or it ended the last
    game after time (no new game started: bot.matches.domain.decide)."""
    reason = (match.result or {}).get("reason")
    if reason == "games":
        return True
    return reason == "early_end" and (await unit.game(session, match)).status == "over"


async def _reopen_previous_game(
    unit: Unit, session: AsyncSession, match: MatchRow, empty: Game
) -> Game:
    """Drop the empty game that just began and take the previous one back up."""
    previous = await unit.game(session, match, empty.number - 1)
    await session.delete(empty)
    match.current_game = previous.number
    return previous


def _check_may_undo(
    roster: Roster, game: Game, before: GameState, last: ReportRow, actor: Actor
) -> None:
    if actor.is_judge:
        return
    winners = [o.player for o in before.outcomes if o.standing is Standing.WON]
    if game.status == "over" and winners:
        # Taking back a settled game takes a win away: that is for those who won it.
        if roster.name_of(actor.user_id) not in winners:
            raise NotAllowed(
                f"Game {game.number} is settled: only {', '.join(winners)} (who won it) "
                "or a judge can take its last report back."
            )
        return
    if last.reporter_id != actor.user_id:
        raise NotAllowed(
            f"Only <@{last.reporter_id}>, who made the last report, or a judge can undo it."
        )


async def _undo_last(
    unit: Unit,
    session: AsyncSession,
    match: MatchRow,
    roster: Roster,
    game: Game,
    rows: list[ReportRow],
    actor: Actor,
) -> None:
    """Mark the game's last report undone and rebuild the game (and score) from the log."""
    last = rows[-1]
    before = load_state(game.state, roster.setup)
    _check_may_undo(roster, game, before, last, actor)
    await unit.bump(session, match)
    last.status = UNDONE
    last.changed_by, last.changed_at = actor.user_id, utcnow()
    # The log is the truth: rebuild the game from the reports that still stand.
    standing = [parse_report(r.payload) for r in rows[:-1]]
    state = replay(carry.opening_setup(roster.setup, game.state), standing)
    game.state = carry.rebuild(game.state, state, standing)
    if game.status != "over":
        return
    # The undone report had ended this game (and maybe the match): take its result back.
    ended = scoring.game_result(before)
    if ended.winner is None:
        match.draws -= 1
    else:
        match.wins = [w - (i == ended.winner) for i, w in enumerate(match.wins)]
    game.status, game.ended_at = "playing", None
    if match.status == FINISHED:
        match.status, match.result, match.finished_at = ACTIVE, None, None
