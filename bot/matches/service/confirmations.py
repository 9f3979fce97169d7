"""Confirmations: what happens when someone presses Confirm or Dispute on a waiting report, or
agrees to a proposal to draw or end the match (decided in bot.matches.domain.decide).
"""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from bot.matches.domain.commands import Confirm, Dispute
from bot.matches.domain.decide import decide
from bot.matches.requests import request_for
from bot.matches.service.unit import Actor, UseCase
from bot.matches.showing import match_view
from bot.matches.views import MatchView, ReportAnswer


class Confirmations(UseCase):
    """Confirming or disputing what waits for confirmation (bot.matches.domain.decide.confirm
    and dispute)."""

    async def confirm(
        self,
        *,
        channel_id: int,
        actor: Actor,
        pending_id: int | None = None,
        idempotency_key: str | None = None,
    ) -> ReportAnswer:
        request = request_for(
            idempotency_key,
            actor.user_id,
            "confirm",
            ReportAnswer,
            {"pending_id": pending_id},
            channel_id=channel_id,
        )

        async def work(session: AsyncSession) -> ReportAnswer:
            state = await self.unit.loaded(session, channel_id)
            saved = await self.unit.decided(session, decide(state, Confirm(pending_id), actor))
            return ReportAnswer(**saved.answer.fields(), match=match_view(saved.after))

        return await self.unit.write(channel_id, work, request)

    async def dispute(
        self,
        *,
        channel_id: int,
        actor: Actor,
        pending_id: int | None = None,
        idempotency_key: str | None = None,
    ) -> MatchView:
        """Refuse a pending report or proposal: the report is marked disputed and has no effect."""
        request = request_for(
            idempotency_key,
            actor.user_id,
            "dispute",
            MatchView,
            {"pending_id": pending_id},
            channel_id=channel_id,
        )

        async def work(session: AsyncSession) -> MatchView:
            state = await self.unit.loaded(session, channel_id)
            saved = await self.unit.decided(session, decide(state, Dispute(pending_id), actor))
            return match_view(saved.after)

        return await self.unit.write(channel_id, work, request)
