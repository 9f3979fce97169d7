"""The web links table (issue 22, shared/spec/web.md): who asked for which page to be public.

A link is a random token (`secrets.token_urlsafe`, 192 bits) for exactly one thing: a league
(`/l/{token}`), a match (`/m/{token}`) or a server's ladders (`/r/{token}/...`). Nothing is on
the web without a row here; deleting the row (a revoke, or the league or match going) is what
makes the old address answer 404. One live link per league, match or server (unique keys), so
two organisers asking at once get the same link, never two.
"""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum

from sqlalchemy import BigInteger, Column, ForeignKey, String
from sqlmodel import Field, SQLModel

from bot.store.tables.columns import timestamp_column, utcnow


class LinkKind(StrEnum):
    LEAGUE = "league"
    MATCH = "match"
    LEADERBOARD = "leaderboard"


class WebLink(SQLModel, table=True):
    __tablename__ = "web_link"

    id: int | None = Field(default=None, primary_key=True)
    token: str = Field(sa_column=Column(String, nullable=False, unique=True))
    kind: str  # LinkKind
    league_id: int | None = Field(
        default=None,
        sa_column=Column(ForeignKey("league.id", ondelete="CASCADE"), unique=True),
    )
    match_id: int | None = Field(
        default=None,
        sa_column=Column(ForeignKey("match.id", ondelete="CASCADE"), unique=True),
    )
    # A server's ladders (kind leaderboard); never shown on a page.
    guild_id: int | None = Field(default=None, sa_column=Column(BigInteger, unique=True))
    created_by: int = Field(sa_column=Column(BigInteger, nullable=False))
    created_at: datetime = Field(default_factory=utcnow, sa_column=timestamp_column(nullable=False))
