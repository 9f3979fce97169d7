"""SQLModel tables of matches. The report log is the source of truth; `Game.state` is a
rebuildable cache. The other tables live with their owners (bot.store.tables.schema lists them)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import BigInteger, Column, ForeignKey, Index
from sqlmodel import Field, SQLModel

from bot.core.match.state import Seat as Seat  # the seat a MatchPlayer row holds
from bot.core.match.statuses import MatchStatus, ReportStatus
from bot.store.tables.columns import (
    json_column,
    nullable_json_column,
    timestamp_column,
    unique_where,
)
from bot.store.tables.columns import (
    utcnow as utcnow,  # re-exported: the timestamp every table module uses
)


def _match_fk(**column: Any) -> Column[Any]:
    """The match a row belongs to: deleting the match deletes the row."""
    return Column(ForeignKey("match.id", ondelete="CASCADE"), **column)


class GuildSettings(SQLModel, table=True):
    __tablename__ = "guild_settings"

    guild_id: int = Field(sa_column=Column(BigInteger, primary_key=True, autoincrement=False))
    judge_role_id: int | None = Field(default=None, sa_column=Column(BigInteger))
    confirmation_required: bool = True
    default_game: str | None = None
    # Where questions for the judges go (quick rulings' "Ask a judge").
    judge_channel_id: int | None = Field(default=None, sa_column=Column(BigInteger))
    # The language of its public posts, by catalogue name (bot.core.languages.Language);
    # none: the server's preferred locale.
    language: str | None = None


ACTIVE = MatchStatus.ACTIVE
FINISHED = MatchStatus.FINISHED


class MatchRow(SQLModel, table=True):
    __tablename__ = "match"
    __table_args__ = (
        # One active match per channel or thread, enforced by the database for every process.
        unique_where("uq_match_active_channel", "channel_id", "status = 'active'"),
        Index("ix_match_guild_created", "guild_id", "created_at"),
        # A channel's or a guild's matches, newest first (/match status, /match history).
        Index("ix_match_channel_latest", "channel_id", "id"),
        Index("ix_match_guild_latest", "guild_id", "id"),
    )

    id: int | None = Field(default=None, primary_key=True)
    guild_id: int | None = Field(default=None, sa_column=Column(BigInteger))
    channel_id: int = Field(sa_column=Column(BigInteger, nullable=False))
    system: str
    variant: str | None = None
    best_of: int
    setup: dict[str, Any] = Field(sa_column=json_column())
    status: str = ACTIVE
    current_game: int = 1
    # Bumped by every change; a writer that saw an older version retries (optimistic lock).
    version: int = 0
    started_by: int = Field(sa_column=Column(BigInteger, nullable=False))
    # Game wins per side (setup teams order) and drawn games, kept with each finished game.
    wins: list[int] = Field(sa_column=json_column())
    draws: int = 0
    # What blocks or collects reports right now, so a report needs no extra queries to know.
    pending_id: int | None = None
    batch_id: int | None = None
    result: dict[str, Any] | None = Field(default=None, sa_column=nullable_json_column())
    scoreboard_message_id: int | None = Field(default=None, sa_column=Column(BigInteger))
    created_at: datetime = Field(default_factory=utcnow, sa_column=timestamp_column(nullable=False))
    finished_at: datetime | None = Field(default=None, sa_column=timestamp_column())


class MatchPlayer(SQLModel, table=True):
    __tablename__ = "match_player"

    match_id: int = Field(sa_column=_match_fk(primary_key=True))
    seat: int = Field(primary_key=True)
    name: str
    user_id: int | None = Field(default=None, sa_column=Column(BigInteger, index=True))
    team: int


class Game(SQLModel, table=True):
    __tablename__ = "game"

    match_id: int = Field(sa_column=_match_fk(primary_key=True))
    number: int = Field(primary_key=True)
    status: str = "playing"  # playing | over | unfinished (ended early: counts as a draw)
    chooser: str | None = None
    chooser_rule: str | None = None
    choice: str | None = None  # "play" or "draw", said by the chooser
    first_player: str | None = None
    state: dict[str, Any] = Field(sa_column=json_column())
    started_at: datetime = Field(default_factory=utcnow, sa_column=timestamp_column(nullable=False))
    ended_at: datetime | None = Field(default=None, sa_column=timestamp_column())


APPLIED = ReportStatus.APPLIED
PENDING = ReportStatus.PENDING
UNDONE = ReportStatus.UNDONE
DISPUTED = ReportStatus.DISPUTED


class ReportRow(SQLModel, table=True):
    """One report: the append-only event log. Undone and disputed reports stay, marked."""

    __tablename__ = "report"
    __table_args__ = (Index("ix_report_game", "match_id", "game_number", "seq"),)

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(sa_column=_match_fk(nullable=False))
    game_number: int
    seq: int
    reporter_id: int = Field(sa_column=Column(BigInteger, nullable=False))
    idempotency_key: str = Field(unique=True, max_length=100)
    payload: dict[str, Any] = Field(sa_column=json_column())
    status: str = APPLIED
    answer: dict[str, Any] | None = Field(default=None, sa_column=nullable_json_column())
    created_at: datetime = Field(default_factory=utcnow, sa_column=timestamp_column(nullable=False))
    changed_by: int | None = Field(default=None, sa_column=Column(BigInteger))
    changed_at: datetime | None = Field(default=None, sa_column=timestamp_column())


class Confirmation(SQLModel, table=True):
    """Something that waits for another player or a judge: a report that eliminates someone
    other than its reporter, or a proposal to draw or end the match early."""

    __tablename__ = "confirmation"

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(sa_column=_match_fk(nullable=False, index=True))
    kind: str = "report"  # report | match_draw | match_end
    report_id: int | None = Field(
        default=None, sa_column=Column(ForeignKey("report.id"), unique=True)
    )
    requested_by: int = Field(sa_column=Column(BigInteger, nullable=False))
    # Who may confirm besides a judge: the eliminated players, or the other sides' players.
    confirmers: list[str] = Field(sa_column=json_column())
    # Its verdict's or proposal's sentences, as messages (`Message.to_json`): worded when shown.
    would_decide: list[dict[str, Any]] = Field(default_factory=list, sa_column=json_column())
    action: dict[str, Any] | None = Field(default=None, sa_column=nullable_json_column())
    status: str = "open"  # open | confirmed | disputed | withdrawn
    message_id: int | None = Field(default=None, sa_column=Column(BigInteger))
    resolved_by: int | None = Field(default=None, sa_column=Column(BigInteger))
    resolved_at: datetime | None = Field(default=None, sa_column=timestamp_column())


class Batch(SQLModel, table=True):
    """Reports collected to be judged together at one checkpoint."""

    __tablename__ = "batch"

    id: int | None = Field(default=None, primary_key=True)
    match_id: int = Field(sa_column=_match_fk(nullable=False, index=True))
    game_number: int
    opened_by: int = Field(sa_column=Column(BigInteger, nullable=False))
    status: str = "open"  # open | resolved | cancelled
    events: list[dict[str, Any]] = Field(default_factory=list, sa_column=json_column())
    reporters: list[int] = Field(default_factory=list, sa_column=json_column())
    keys: list[str] = Field(default_factory=list, sa_column=json_column())
    # Who reported each event, in the order of `events`: [user id, reported as a judge]. A
    # player's consent covers only the events they reported themselves (or a judge's).
    origins: list[list[Any]] = Field(default_factory=list, sa_column=json_column())


class RequestRecord(SQLModel, table=True):
    """One writing request, by its Discord interaction id, and the answer it was given: what
    makes every request apply once (bot.store.requests). A report's own row is its record;
    every other request that writes (and every refused report) has one here. A refusal is
    an answer too: the same interaction is refused again, whatever has changed since."""

    __tablename__ = "request"
    __table_args__ = (Index("ix_request_match_version", "match_id", "version"),)

    key: str = Field(primary_key=True, max_length=100)
    kind: str
    user_id: int = Field(sa_column=Column(BigInteger, nullable=False))
    guild_id: int | None = Field(default=None, sa_column=Column(BigInteger))
    channel_id: int | None = Field(default=None, sa_column=Column(BigInteger))
    # The match it changed and the version of the match that change made (None: a refusal, or
    # a request that changes no match, like the server's settings).
    match_id: int | None = Field(default=None, sa_column=_match_fk())
    version: int | None = None
    # What it asked (a hash of its kind and arguments), to recognise a retry under a new id.
    fingerprint: str | None = Field(default=None, max_length=64)
    # {"answer": ...} as bot.store.requests encodes it, or {"refused": ..., "error": ...}.
    answer: dict[str, Any] = Field(sa_column=json_column())
    created_at: datetime = Field(default_factory=utcnow, sa_column=timestamp_column(nullable=False))


class AppState(SQLModel, table=True):
    """Small facts every bot process shares, by key: e.g. the hash of the slash commands
    last registered with Discord, so a process syncs them only when they changed."""

    __tablename__ = "app_state"

    key: str = Field(primary_key=True)
    value: str
