"""The questions Arbiter sent to a server's judges, and their answers: the precedents
(bot.core.rulings.precedents; shared/spec/rulings.md, Revision 3, "A judge").

One row per question, from the moment Arbiter offers to ask (an answer it could not give,
with an "Ask a judge" button that names the row) to a judge's answer. Offered: `asked_at` is
NULL. Asked: `asked_at` set, and while one press posts it `posting_until` holds it; posted:
`posted_message_id`. Answered: `answer`, `judge_id`, `answered_at`; an answered row is a
precedent. Offers never asked are forgotten after a week.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, Column, Index, String
from sqlmodel import Field, SQLModel

from bot.store.tables.columns import timestamp_column, utcnow


class JudgeQuestion(SQLModel, table=True):
    __tablename__ = "judge_question"
    __table_args__ = (
        # A server's precedents, newest first (/precedents, /rule's search, the export), and
        # its old offers (forgotten when a new one is made).
        Index("ix_judge_question_guild_answered", "guild_id", "answered_at"),
        Index("ix_judge_question_guild_created", "guild_id", "created_at"),
        # One asker's questions to a server in the last hour (the rate limit).
        Index("ix_judge_question_asker", "guild_id", "asker_id", "asked_at"),
    )

    id: int | None = Field(default=None, primary_key=True)
    guild_id: int = Field(sa_column=Column(BigInteger, nullable=False))
    asker_id: int = Field(sa_column=Column(BigInteger, nullable=False))
    asker_name: str = Field(sa_column=Column(String, nullable=False))
    speaker: str = Field(sa_column=Column(String, nullable=False))
    text: str = Field(sa_column=Column(String, nullable=False))
    reason: str = Field(sa_column=Column(String, nullable=False))  # AskReason
    unread: str | None = None
    game: str | None = None
    # Where the asker is told of the answer: the channel asked in, the message to reply to.
    channel_id: int | None = Field(default=None, sa_column=Column(BigInteger))
    reply_to: int | None = Field(default=None, sa_column=Column(BigInteger))
    created_at: datetime = Field(default_factory=utcnow, sa_column=timestamp_column(nullable=False))
    asked_at: datetime | None = Field(default=None, sa_column=timestamp_column())
    posting_until: datetime | None = Field(default=None, sa_column=timestamp_column())
    judge_channel_id: int | None = Field(default=None, sa_column=Column(BigInteger))
    posted_message_id: int | None = Field(default=None, sa_column=Column(BigInteger))
    answer: str | None = None
    judge_id: int | None = Field(default=None, sa_column=Column(BigInteger))
    judge_name: str | None = None
    answered_at: datetime | None = Field(default=None, sa_column=timestamp_column())
