"""What waits on a match: a report or proposal waiting for confirmation, an open batch; opened,
closed and set aside here, and ended with a match that ends without its games.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession

from bot.matches.errors import MatchError
from bot.matches.models import (
    BATCHED,
    CANCELLED,
    MERGED,
    UNDONE,
    Batch,
    Confirmation,
    Match,
    Report,
    utcnow,
)
from bot.matches.service.unit import Actor


async def find_pending(session: AsyncSession, match: Match, pending_id: int | None) -> Confirmation:
    if match.pending_id is None or (pending_id is not None and pending_id != match.pending_id):
        raise MatchError("Nothing here is waiting for confirmation any more.")
    pending = await session.get(Confirmation, match.pending_id)
    assert pending is not None
    return pending


async def open_confirmation(session: AsyncSession, match: Match, **fields: Any) -> Confirmation:
    """Store what now waits for confirmation; the match holds further reports until then."""
    pending = Confirmation(match_id=match.id, **fields)
    session.add(pending)
    await session.flush()
    match.pending_id = pending.id
    return pending


def close_pending(match: Match, pending: Confirmation, outcome: str, actor: Actor) -> None:
    pending.status = outcome
    pending.resolved_by, pending.resolved_at = actor.user_id, utcnow()
    match.pending_id = None


async def mark_report(
    session: AsyncSession, report_id: int | None, status: str, actor: Actor
) -> None:
    """Set aside a report that waited (disputed or withdrawn); it stays in the log."""
    if report_id is None:
        return
    row = await session.get(Report, report_id)
    assert row is not None
    row.status = status
    row.changed_by, row.changed_at = actor.user_id, utcnow()


async def close_batch(session: AsyncSession, batch: Batch, outcome: str) -> None:
    """Settle a batch and the batched reports in the log: merged or cancelled."""
    batch.status = "resolved" if outcome == MERGED else "cancelled"
    if batch.keys:
        await session.execute(
            update(Report)
            .where(Report.idempotency_key.in_(batch.keys), Report.status == BATCHED)  # type: ignore[attr-defined]
            .values(status=outcome)
        )


async def close_leftovers(session: AsyncSession, match: Match, actor: Actor | int) -> None:
    """A match ending without its games ends what waited on it: a waiting report never
    took effect (undone, and its confirmation withdrawn), an open batch is cancelled."""
    who = actor if isinstance(actor, Actor) else Actor(actor)
    if match.pending_id is not None:
        pending = await session.get(Confirmation, match.pending_id)
        if pending is not None and pending.status == "open":
            close_pending(match, pending, "withdrawn", who)
            await mark_report(session, pending.report_id, UNDONE, who)
    if match.batch_id is not None:
        batch = await session.get(Batch, match.batch_id)
        if batch is not None and batch.status == "open":
            await close_batch(session, batch, CANCELLED)
