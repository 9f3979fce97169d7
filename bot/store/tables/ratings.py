"""SQLModel tables of ratings (shared/spec/ratings.md). Listed in bot.store.tables.schema.

Ratings are derived data: every row here can be computed again from the finished matches
(bot.app.ratings recomputes a ladder after an /undo or a judge's league fix). What cannot
be derived is the seasons an organiser set. A ladder is one server x game x format, for all
time (`season_id` 0) or for one season.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, Column, ForeignKey, Index
from sqlmodel import Field, SQLModel

from bot.store.tables.columns import timestamp_column, unique_where, utcnow

ALL_TIME = 0  # the season id of the all-time ladders


class RatingSeason(SQLModel, table=True):
    __tablename__ = "rating_season"
    __table_args__ = (
        Index("ix_rating_season_guild", "guild_id", "started_at"),
        # One current season per server.
        unique_where("uq_rating_season_current", "guild_id", "ended_at IS NULL"),
    )

    id: int | None = Field(default=None, primary_key=True)
    guild_id: int = Field(sa_column=Column(BigInteger, nullable=False))
    name: str
    started_at: datetime = Field(default_factory=utcnow, sa_column=timestamp_column(nullable=False))
    ended_at: datetime | None = Field(default=None, sa_column=timestamp_column())
    started_by: int = Field(sa_column=Column(BigInteger, nullable=False))


class RatingLadder(SQLModel, table=True):
    """How far a ladder has been computed: its last event, in the order matches finished."""

    __tablename__ = "rating_ladder"
    __table_args__ = (
        # /leaderboard without a game or format: the server's ladder played last.
        Index("ix_rating_ladder_latest", "guild_id", "season_id", "last_finished_at"),
    )

    guild_id: int = Field(sa_column=Column(BigInteger, primary_key=True, autoincrement=False))
    system: str = Field(primary_key=True)
    format: str = Field(primary_key=True)
    season_id: int = Field(primary_key=True)
    events: int = 0
    last_finished_at: datetime | None = Field(default=None, sa_column=timestamp_column())
    last_match_id: int | None = None


class PlayerRatingRow(SQLModel, table=True):
    """One player's rating in one ladder. `player` is "u<user id>" (or "n:<name>" for a
    player without a Discord account); `name` is the name they last played under."""

    __tablename__ = "player_rating"
    __table_args__ = (
        # The leaderboard: qualified players first, by rating then mu (walked backwards).
        Index(
            "ix_player_rating_board",
            "guild_id",
            "system",
            "format",
            "season_id",
            "qualified",
            "shown",
            "mu",
        ),
        # /rating: one player's ladders.
        Index("ix_player_rating_user", "guild_id", "user_id"),
    )

    guild_id: int = Field(sa_column=Column(BigInteger, primary_key=True, autoincrement=False))
    system: str = Field(primary_key=True)
    format: str = Field(primary_key=True)
    season_id: int = Field(primary_key=True)
    player: str = Field(primary_key=True)
    name: str
    user_id: int | None = Field(default=None, sa_column=Column(BigInteger))
    mu: float
    sigma: float
    shown: int
    qualified: bool
    wins: int = 0
    losses: int = 0
    draws: int = 0


class RatingChangeRow(SQLModel, table=True):
    """How one rated match moved one player's rating in one ladder."""

    __tablename__ = "rating_change"
    __table_args__ = (
        # /rating: a player's last rated matches, newest first.
        Index(
            "ix_rating_change_player", "guild_id", "player", "system", "format", "season_id", "seq"
        ),
    )

    match_id: int = Field(
        sa_column=Column(ForeignKey("match.id", ondelete="CASCADE"), primary_key=True)
    )
    season_id: int = Field(primary_key=True)
    player: str = Field(primary_key=True)
    guild_id: int = Field(sa_column=Column(BigInteger, nullable=False))
    system: str
    format: str
    seq: int  # the event's place in its ladder, from 1
    outcome: str  # won | drew | lost
    mu_before: float
    sigma_before: float
    mu_after: float
    sigma_after: float
    finished_at: datetime = Field(sa_column=timestamp_column(nullable=False))
