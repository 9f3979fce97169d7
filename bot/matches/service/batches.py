"""Batches: reports collected and then judged together as one simultaneous report."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from bot.matches.domain.commands import CancelBatch, ResolveBatch, StartBatch
from bot.matches.domain.decide import decide
from bot.matches.errors import NoActiveMatch
from bot.matches.requests import request_for
from bot.matches.service.unit import NO_ACTIVE_MATCH, Actor, UseCase
from bot.matches.showing import match_view
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
            return await self.decided_view(session, channel_id, StartBatch(), actor)

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
            return await self.decided_view(session, channel_id, CancelBatch(), actor)

        return await self.unit.write(channel_id, work, request)
