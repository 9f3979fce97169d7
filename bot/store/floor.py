"""What the event floor reads besides a league's rows: who has written at a table (a report
or any other request in its thread), and a league's judge calls."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from bot.store.tables.leagues import JudgeCall
from bot.store.tables.matches import ReportRow, RequestRecord


async def shown(
    session: AsyncSession, *, thread_id: int, match_id: int | None, user_ids: Sequence[int]
) -> set[int]:
    """The users among `user_ids` who did anything in the table's thread: a report in its
    match, or any other request there (a choice of play or draw, a confirmation, Here)."""
    if not user_ids:
        return set()
    found = set(
        await session.scalars(
            select(col(RequestRecord.user_id))
            .where(
                col(RequestRecord.channel_id) == thread_id,
                col(RequestRecord.user_id).in_(user_ids),
            )
            .distinct()
        )
    )
    if match_id is not None:
        found |= set(
            await session.scalars(
                select(col(ReportRow.reporter_id))
                .where(
                    col(ReportRow.match_id) == match_id, col(ReportRow.reporter_id).in_(user_ids)
                )
                .distinct()
            )
        )
    return found


async def calls_of_thread(session: AsyncSession, thread_id: int) -> list[JudgeCall]:
    """The thread's judge calls, newest first."""
    return list(
        await session.scalars(
            select(JudgeCall)
            .where(col(JudgeCall.thread_id) == thread_id)
            .order_by(col(JudgeCall.id).desc())
        )
    )


async def open_calls(session: AsyncSession, league_id: int) -> list[JudgeCall]:
    """The league's calls no judge has answered yet, oldest first."""
    return list(
        await session.scalars(
            select(JudgeCall)
            .where(col(JudgeCall.league_id) == league_id, col(JudgeCall.answered_at).is_(None))
            .order_by(col(JudgeCall.id))
        )
    )
