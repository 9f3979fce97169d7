"""The store of questions for a server's judges and their answers, the precedents
(bot.store.tables.precedents; what they mean: bot.core.rulings.precedents). Statements only:
the judges' service (bot.app.judges) runs every write through the request log."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import Select, delete, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from bot.core.rulings.precedents import AskReason, Question
from bot.store.leagues import as_utc
from bot.store.tables.precedents import JudgeQuestion

# At most this many of a server's newest precedents that share a word with a query are read
# and ranked for /rule.
SEARCHED = 200


def _at(moment: datetime | None) -> datetime | None:
    return None if moment is None else as_utc(moment)


def question_of(row: JudgeQuestion) -> Question:
    assert row.id is not None
    return Question(
        id=row.id,
        guild_id=row.guild_id,
        asker_id=row.asker_id,
        asker_name=row.asker_name,
        speaker=row.speaker,
        text=row.text,
        reason=AskReason(row.reason),
        unread=row.unread,
        game=row.game,
        channel_id=row.channel_id,
        reply_to=row.reply_to,
        created_at=as_utc(row.created_at),
        asked_at=_at(row.asked_at),
        judge_channel_id=row.judge_channel_id,
        posted_message_id=row.posted_message_id,
        answer=row.answer,
        judge_id=row.judge_id,
        judge_name=row.judge_name,
        answered_at=_at(row.answered_at),
    )


async def add_offer(session: AsyncSession, row: JudgeQuestion, forget_before: datetime) -> int:
    """Store an offered question; its id. The server's offers made before `forget_before` and
    never asked are forgotten on the way."""
    await session.execute(
        delete(JudgeQuestion).where(
            col(JudgeQuestion.guild_id) == row.guild_id,
            col(JudgeQuestion.created_at) < forget_before,
            col(JudgeQuestion.asked_at).is_(None),
        )
    )
    session.add(row)
    await session.flush()
    assert row.id is not None
    return row.id


async def load(session: AsyncSession, question_id: int) -> JudgeQuestion | None:
    """The question's row, locked for the write on PostgreSQL."""
    query = select(JudgeQuestion).where(col(JudgeQuestion.id) == question_id).with_for_update()
    return (await session.scalars(query)).first()


async def asked_since(
    session: AsyncSession, guild_id: int, asker_id: int, since: datetime, *, besides: int
) -> list[datetime]:
    """When the asker's questions to the server (other than `besides`) were asked, since."""
    found = await session.scalars(
        select(col(JudgeQuestion.asked_at)).where(
            col(JudgeQuestion.guild_id) == guild_id,
            col(JudgeQuestion.asker_id) == asker_id,
            col(JudgeQuestion.asked_at) >= since,
            col(JudgeQuestion.id) != besides,
        )
    )
    return [as_utc(moment) for moment in found if moment is not None]


def _precedents(guild_id: int) -> Select[Any]:
    return select(JudgeQuestion).where(
        col(JudgeQuestion.guild_id) == guild_id, col(JudgeQuestion.answered_at).is_not(None)
    )


async def count_precedents(session: AsyncSession, guild_id: int) -> int:
    query = select(func.count()).select_from(_precedents(guild_id).subquery())
    return int((await session.execute(query)).scalar_one())


async def precedents(
    session: AsyncSession, guild_id: int, *, offset: int = 0, limit: int | None = None
) -> list[Question]:
    """The server's precedents, newest first."""
    query = _precedents(guild_id).order_by(
        col(JudgeQuestion.answered_at).desc(), col(JudgeQuestion.id).desc()
    )
    query = query.offset(offset).limit(limit)
    return [question_of(row) for row in await session.scalars(query)]


async def precedents_with(
    session: AsyncSession, guild_id: int, words: tuple[str, ...]
) -> list[Question]:
    """The server's newest precedents whose question or answer holds one of `words` (lower
    case letters and digits, so nothing in them is a LIKE wildcard)."""
    if not words:
        return []
    holds = [
        column.ilike(f"%{word}%")
        for word in words
        for column in (col(JudgeQuestion.text), col(JudgeQuestion.answer))
    ]
    query = (
        _precedents(guild_id)
        .where(or_(*holds))
        .order_by(col(JudgeQuestion.answered_at).desc())
        .limit(SEARCHED)
    )
    return [question_of(row) for row in await session.scalars(query)]
