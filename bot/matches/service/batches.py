"""Batches: reports collected and then judged together as one simultaneous report."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from bot.matches.domain.commands import ResolveBatch
from bot.matches.domain.decide import decide
from bot.matches.errors import MatchError, NoActiveMatch
from bot.matches.models import CANCELLED, Batch, Match
from bot.matches.render import match_view
from bot.matches.requests import request_for
from bot.matches.service.unit import NO_ACTIVE_MATCH, Actor, UseCase, check_player_or_judge
from bot.matches.service.waiting import close_batch
from bot.matches.views import MatchView, ReportAnswer


class Batches(UseCase):
    """Opening, resolving and cancelling a batch."""

    async def open_batch(
        self, *, channel_id: int, actor: Actor, idempotency_key: str | None = None
    ) -> MatchView:
        request = request_for(
            idempotency_key, actor.user_id, "batch_start", MatchView, {}, channel_id=channel_id
        )

        async def work(session: AsyncSession) -> MatchView:
            match = await self.unit.active(session, channel_id)
            roster = await self.unit.roster(session, match)
            check_player_or_judge(roster, actor)
            if match.batch_id is not None:
                raise MatchError(
                    "A batch is already open here: add reports, then /batch resolve or "
                    "/batch cancel."
                )
            if match.pending_id is not None:
                raise MatchError("A report is waiting for confirmation; settle it first.")
            await self.unit.bump(session, match)
            batch = Batch(
                match_id=match.id, game_number=match.current_game, opened_by=actor.user_id
            )
            session.add(batch)
            await session.flush()
            match.batch_id = batch.id
            return await self.unit.view(session, match)

        return await self.unit.write(channel_id, work, request)

    async def resolve_batch(
        self, *, channel_id: int, actor: Actor, idempotency_key: str
    ) -> ReportAnswer:
        """bot.matches.domain.decide.resolve_batch."""
        request = request_for(
            idempotency_key, actor.user_id, "batch_resolve", ReportAnswer, {}, channel_id=channel_id
        )

        async def work(session: AsyncSession) -> ReportAnswer:
            loaded = await self.unit.store.load(session, channel_id=channel_id)
            if loaded.state is None:
                raise NoActiveMatch(NO_ACTIVE_MATCH)
            command = ResolveBatch(idempotency_key)
            saved = await self.unit.decided(
                session, decide(loaded.state, command, actor, loaded.policy)
            )
            return ReportAnswer(**saved.answer.fields(), match=match_view(saved.after))

        return await self.unit.write(channel_id, work, request)

    async def cancel_batch(
        self, *, channel_id: int, actor: Actor, idempotency_key: str | None = None
    ) -> MatchView:
        request = request_for(
            idempotency_key, actor.user_id, "batch_cancel", MatchView, {}, channel_id=channel_id
        )

        async def work(session: AsyncSession) -> MatchView:
            match = await self.unit.active(session, channel_id)
            roster = await self.unit.roster(session, match)
            check_player_or_judge(roster, actor)
            batch = await _open_batch(session, match)
            await self.unit.bump(session, match)
            await close_batch(session, batch, CANCELLED)
            match.batch_id = None
            return await self.unit.view(session, match)

        return await self.unit.write(channel_id, work, request)


async def _open_batch(session: AsyncSession, match: Match) -> Batch:
    batch = await session.get(Batch, match.batch_id) if match.batch_id else None
    if batch is None:
        raise MatchError("No batch is open here. Start one with /batch start.")
    return batch
