"""SQLModel tables. The report log is the source of truth; `Game.state` is a rebuildable cache."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import JSON, BigInteger, Column, DateTime, ForeignKey, Index, text
from sqlmodel import Field, SQLModel


def utcnow() -> datetime:
    return datetime.now(UTC)


class GuildSettings(SQLModel, table=True):
    __tablename__ = "guild_settings"

    guild_id: int = Field(sa_column=Column(BigInteger, primary_key=True, autoincrement=False))
    judge_role_id: int | None = Field(default=None, sa_column=Column(BigInteger))
    confirmation_required: bool = True
    default_game: str | None = None


ACTIVE = "active"
FINISHED = "finished"


class Match(SQLModel, table=True):
    __tablename__ = "match"
    __table_args__ = (
        # One active match per channel or thread, enforced by the database for every process.
        Index(
            "uq_match_active_channel",
            "channel_id",
            unique=True,
            sqlite_where=text("status = 'active'"),
            postgresql_where=text("status = 'active'"),
        ),
        Index("ix_match_guild_created", "guild_id", "created_at"),
    )

    id: int | None = Field(default=None, primary_key=True)
    guild_id: int | None = Field(default=None, sa_column=Column(BigInteger))
    channel_id: int = Field(sa_column=Column(BigInteger, nullable=False))
    system: str
    variant: str | None = None
    best_of: int
    setup: dict[str, Any] = Field(sa_column=Column(JSON, nullable=False))
    status: str = ACTIVE
    current_game: int = 1
    # Bumped by every change; a writer that saw an older version retries (optimistic lock).
    version: int = 0
    started_by: int = Field(sa_column=Column(BigInteger, nullable=False))
    # Game wins per side (setup teams order) and drawn games, kept with each finished game.
    wins: list[int] = Field(sa_column=Column(JSON, nullable=False))
    draws: int = 0
    # What blocks or collects reports right now, so a report needs no extra queries to know.
    pending_id: int | None = None
    batch_id: int | None = None
    result: dict[str, Any] | None = Field(default=None, sa_column=Column(JSON))
    scoreboard_message_id: int | None = Field(default=None, sa_column=Column(BigInteger))
    created_at: datetime = Field(
        default_factory=utcnow, sa_column=Column(DateTime(timezone=True), nullable=False)
    )
    finished_at: datetime | None = Field(default=None, sa_column=Column(DateTime(timezone=True)))


class MatchPlayer(SQLModel, table=True):
    __tablename__ = "match_player"

    match_id: int = Field(
        sa_column=Column(ForeignKey("match.id", ondelete="CASCADE"), primary_key=True)
    )
    seat: int = Field(primary_key=True)
    name: str
    user_id: int | None = Field(default=None, sa_column=Column(BigInteger, index=True))
    team: int


class Game(SQLModel, table=True):
    __tablename__ = "game"

    match_id: int = Field(
        sa_column=Column(ForeignKey("match.id", ondelete="CASCADE"), primary_key=True)
    )
    number: int = Field(primary_key=True)
    status: str = "playing"  # playing | over | unfinished (ended early: counts as a draw)
    chooser: str | None = None
    chooser_rule: str | None = None
    choice: str | None = None  # "play" or "draw", said by the chooser
    first_player: str | None = None
    state: dict[str, Any] = Field(sa_column=Column(JSON, nullable=False))
    started_at: datetime = Field(
        default_factory=utcnow, sa_column=Column(DateTime(timezone=True), nullable=False)
    )
    ended_at: datetime | None = Field(default=None, sa_column=Column(DateTime(timezone=True)))


APPLIED = "applied"
PENDING = "pending"
UNDONE = "undone"
DISPUTED = "disputed"
# A report collected into an open batch; when the batch is resolved its events are applied
# as one simultaneous report and the batched rows become "merged", or "cancelled".
BATCHED = "batched"
MERGED = "merged"
CANCELLED = "cancelled"


class Report(SQLModel, table=True):
    """One report: the append-only event log. Undone and disputed reports stay, marked."""

    __tablename__ = "report"
    __table_args__ = (Index("ix_report_game", "match_id", "game_number", "seq"),)

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(sa_column=Column(ForeignKey("match.id", ondelete="CASCADE")))
    game_number: int
    seq: int
    reporter_id: int = Field(sa_column=Column(BigInteger, nullable=False))
    idempotency_key: str = Field(unique=True, max_length=100)
    payload: dict[str, Any] = Field(sa_column=Column(JSON, nullable=False))
    status: str = APPLIED
    answer: dict[str, Any] | None = Field(default=None, sa_column=Column(JSON))
    created_at: datetime = Field(
        default_factory=utcnow, sa_column=Column(DateTime(timezone=True), nullable=False)
    )
    changed_by: int | None = Field(default=None, sa_column=Column(BigInteger))
    changed_at: datetime | None = Field(default=None, sa_column=Column(DateTime(timezone=True)))


class Confirmation(SQLModel, table=True):
    """Something that waits for another player or a judge: a report that eliminates someone
    other than its reporter, or a proposal to draw or end the match early."""

    __tablename__ = "confirmation"

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(sa_column=Column(ForeignKey("match.id", ondelete="CASCADE"), index=True))
    kind: str = "report"  # report | match_draw | match_end
    report_id: int | None = Field(
        default=None, sa_column=Column(ForeignKey("report.id"), unique=True)
    )
    requested_by: int = Field(sa_column=Column(BigInteger, nullable=False))
    # Who may confirm besides a judge: the eliminated players, or the other sides' players.
    confirmers: list[str] = Field(sa_column=Column(JSON, nullable=False))
    would_decide: list[str] = Field(default_factory=list, sa_column=Column(JSON))
    action: dict[str, Any] | None = Field(default=None, sa_column=Column(JSON))
    status: str = "open"  # open | confirmed | disputed | withdrawn
    message_id: int | None = Field(default=None, sa_column=Column(BigInteger))
    resolved_by: int | None = Field(default=None, sa_column=Column(BigInteger))
    resolved_at: datetime | None = Field(default=None, sa_column=Column(DateTime(timezone=True)))


class Batch(SQLModel, table=True):
    """Reports collected to be judged together at one checkpoint."""

    __tablename__ = "batch"

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(sa_column=Column(ForeignKey("match.id", ondelete="CASCADE"), index=True))
    game_number: int
    opened_by: int = Field(sa_column=Column(BigInteger, nullable=False))
    status: str = "open"  # open | resolved | cancelled
    events: list[dict[str, Any]] = Field(default_factory=list, sa_column=Column(JSON))
    reporters: list[int] = Field(default_factory=list, sa_column=Column(JSON))
    keys: list[str] = Field(default_factory=list, sa_column=Column(JSON))
