"""The phone pages' tables (issue 32, docs/phone.md): one player's link to report from their
phone in one match, and the outbox of what phones changed, for the bot to show in Discord.

A phone link is a random token (`secrets.token_urlsafe`, 192 bits) for one player in one
match; one live link per player and match (a unique key), so asking again gives the same
one. Deleting the row (`/match phone revoke:true`, or the match going) makes the old address
answer 404; so does the match finishing (the reads check its status). `csrf_key` is the
link's own secret that the page's per-render CSRF tokens are signed with (HMAC-SHA256): a
revoke makes a new link with a new key, so the old pages' tokens die with it.

A phone change is written once the tap's report (or undo) has committed, keyed by the tap's
idempotency key (a retried tap adds nothing), and claimed by the bot process that shows it
(`handled_at`): the Discord board redrawn, a Confirm/Dispute message posted, a result said.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import BigInteger, Column, ForeignKey, Index, String, UniqueConstraint
from sqlmodel import Field, SQLModel

from bot.store.tables.columns import json_column, timestamp_column, utcnow


class PhoneLink(SQLModel, table=True):
    __tablename__ = "phone_link"
    __table_args__ = (UniqueConstraint("match_id", "user_id"),)  # one live link each

    id: int | None = Field(default=None, primary_key=True)
    token: str = Field(sa_column=Column(String, nullable=False, unique=True))
    match_id: int = Field(
        sa_column=Column(ForeignKey("match.id", ondelete="CASCADE"), nullable=False)
    )
    user_id: int = Field(sa_column=Column(BigInteger, nullable=False))  # whose phone
    csrf_key: str = Field(sa_column=Column(String, nullable=False))
    created_at: datetime = Field(default_factory=utcnow, sa_column=timestamp_column(nullable=False))


class PhoneChange(SQLModel, table=True):
    __tablename__ = "phone_change"
    __table_args__ = (Index("ix_phone_change_unhandled", "handled_at", "id"),)

    id: int | None = Field(default=None, primary_key=True)
    key: str = Field(sa_column=Column(String(100), nullable=False, unique=True))
    match_id: int = Field(
        sa_column=Column(ForeignKey("match.id", ondelete="CASCADE"), nullable=False)
    )
    guild_id: int | None = Field(default=None, sa_column=Column(BigInteger))
    channel_id: int = Field(sa_column=Column(BigInteger, nullable=False))
    user_id: int = Field(sa_column=Column(BigInteger, nullable=False))  # who tapped
    kind: str  # PhoneChangeKind: a report or an undo
    answer: dict[str, Any] = Field(sa_column=json_column())  # the service's answer, as JSON
    created_at: datetime = Field(default_factory=utcnow, sa_column=timestamp_column(nullable=False))
    handled_at: datetime | None = Field(default=None, sa_column=timestamp_column())
