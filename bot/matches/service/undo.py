"""Undo: taking back the last report of the current game, or withdrawing a waiting one
(bot.matches.domain.decide.undo)."""

from __future__ import annotations

from dataclasses import replace

from sqlalchemy import TextClause
from sqlalchemy.ext.asyncio import AsyncSession

from bot.matches.domain.decide import decide, reopens
from bot.matches.domain.state import MatchState
from bot.matches.errors import MatchError, NoActiveMatch
from bot.matches.requests import request_for
from bot.matches.service.unit import NO_ACTIVE_MATCH, Actor, UseCase
from bot.matches.showing import match_view, pending_view
from bot.matches.views import ChangeAnswer, MatchView


class Undoing(UseCase):
    """Undoing the last report."""

    # Set by the league service: a finished league match whose round is over (the next one
    # is paired) is closed to /undo; the statement gives rows when it is.
    result_closed: TextClause | None = None

    async def undo(
        self, *, channel_id: int, actor: Actor, idempotency_key: str | None = None
    ) -> MatchView:
        """The match after `undo_change`."""
        answer = await self.undo_change(
            channel_id=channel_id, actor=actor, idempotency_key=idempotency_key
        )
        return replace(answer.match, duplicate=answer.duplicate, retry=answer.retry)

    async def undo_change(
        self, *, channel_id: int, actor: Actor, idempotency_key: str | None = None
    ) -> ChangeAnswer:
        """Revert the last report of the current game (its reporter or a judge). A report still
        waiting for confirmation is withdrawn instead. The report stays in the log, marked.
        The answer says which: what waited (`waited`), or the report taken back (`undone`)."""
        request = request_for(
            idempotency_key, actor.user_id, "undo", ChangeAnswer, {}, channel_id=channel_id
        )

        async def work(session: AsyncSession) -> ChangeAnswer:
            state = await self._undoable(session, channel_id)
            command = await self.unit.store.undo_log(session, state)
            decision = self.unit.decision(decide(state, command, actor))
            saved = await self.unit.decided(session, decision)
            return ChangeAnswer(
                match_view(saved.after),
                waited=None if state.waiting is None else pending_view(state.waiting),
                undone=None if decision.undone is None else decision.undone.to_dict(),
            )

        return await self.unit.write(channel_id, work, request)

    async def _undoable(self, session: AsyncSession, channel_id: int) -> MatchState:
        """The channel's active match; else its latest match if a game report finished it,
        so that report can still be undone (until its league round is closed)."""
        state = (await self.unit.store.load(session, channel_id=channel_id)).state
        if state is not None:
            return state
        latest = await self.unit.store.current_or_latest(session, channel_id)
        if latest is not None:
            state = (await self.unit.store.load(session, match_id=latest)).state
        if state is None or not reopens(state):
            raise NoActiveMatch(NO_ACTIVE_MATCH)
        closed = self.result_closed
        if closed is not None and (await session.execute(closed, {"match_id": state.id})).first():
            raise MatchError(
                "This match's league round is over (the next round is paired), so its result "
                "is closed; a judge can change it with /league result."
            )
        return state
