"""SQLModel tables of leagues (issue 10). Listed in bot.store.tables.schema, so Alembic sees them.

What a league stores is what cannot be derived: its settings, who registered (and when they
dropped), each round's clock and byes, and each pairing with the match started for it. A
pairing's result is read from its match (`match.wins`, `match.draws`, `match.result`), not
copied: `LeaguePairing.fixed` holds only a judge's correction (`/league result`), which
overrides the match. The league file (shared/spec/league-format.md) is built from these rows.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import BigInteger, Column, ForeignKey, Index, Integer
from sqlmodel import Field, SQLModel

from bot.store.tables.columns import (
    json_column,
    nullable_json_column,
    timestamp_column,
    unique_where,
    utcnow,
)

LEAGUE_OPEN = "open"
LEAGUE_CLOSED = "closed"


class LeagueRow(SQLModel, table=True):
    __tablename__ = "league"
    __table_args__ = (
        # One open league per channel (a league channel); a server may have several.
        unique_where("uq_league_open_channel", "channel_id", "status = 'open'"),
    )

    id: int | None = Field(default=None, primary_key=True)
    guild_id: int | None = Field(default=None, sa_column=Column(BigInteger))
    channel_id: int = Field(sa_column=Column(BigInteger, nullable=False))
    name: str
    system: str
    kind: str  # swiss | pods
    best_of: int
    variant: str | None = None
    round_minutes: int
    rounds_planned: int | None = None  # None: an open league, rounds until it is closed
    points: dict[str, int] = Field(sa_column=json_column())
    seed: int = 0
    status: str = LEAGUE_OPEN
    created_by: int = Field(sa_column=Column(BigInteger, nullable=False))
    created_at: datetime = Field(default_factory=utcnow, sa_column=timestamp_column(nullable=False))
    # Check-in (`/league checkin open`): until the deadline players check in; at it, the
    # clock (or a round start, whichever comes first) drops those who did not (`closed_at`,
    # the names in `checkin_dropped`), and the organiser who opened it is told once
    # (`checkin_told_at`).
    checkin_deadline: datetime | None = Field(default=None, sa_column=timestamp_column())
    checkin_by: int | None = Field(default=None, sa_column=Column(BigInteger))
    checkin_closed_at: datetime | None = Field(default=None, sa_column=timestamp_column())
    checkin_dropped: list[str] | None = Field(default=None, sa_column=nullable_json_column())
    checkin_told_at: datetime | None = Field(default=None, sa_column=timestamp_column())


class LeaguePlayer(SQLModel, table=True):
    __tablename__ = "league_player"
    __table_args__ = (
        # Names and Discord users are unique within a league (several NULL users may play).
        Index("uq_league_player_name", "league_id", "name", unique=True),
        Index("uq_league_player_user", "league_id", "user_id", unique=True),
        # A league's players in joining order (every league read): its rows alone, unsorted.
        Index("ix_league_player_league", "league_id", "id"),
    )

    id: int | None = Field(default=None, primary_key=True)
    league_id: int = Field(
        sa_column=Column(ForeignKey("league.id", ondelete="CASCADE"), nullable=False)
    )
    name: str
    user_id: int | None = Field(default=None, sa_column=Column(BigInteger))
    joined_at: datetime = Field(default_factory=utcnow, sa_column=timestamp_column(nullable=False))
    dropped_after: int | None = None  # dropped after this round (0: before round 1)
    checked_in_at: datetime | None = Field(default=None, sa_column=timestamp_column())


class LeagueRound(SQLModel, table=True):
    __tablename__ = "league_round"

    league_id: int = Field(
        sa_column=Column(ForeignKey("league.id", ondelete="CASCADE"), primary_key=True)
    )
    number: int = Field(primary_key=True)
    byes: list[str] = Field(default_factory=list, sa_column=json_column())
    started_at: datetime = Field(default_factory=utcnow, sa_column=timestamp_column(nullable=False))
    # The round clock, stored so that a restart keeps it.
    deadline: datetime = Field(sa_column=timestamp_column(nullable=False))
    warnings_sent: list[int] = Field(default_factory=list, sa_column=json_column())  # minutes left
    time_called_at: datetime | None = Field(default=None, sa_column=timestamp_column())


class LeaguePairing(SQLModel, table=True):
    __tablename__ = "league_pairing"
    __table_args__ = (
        Index("ix_league_pairing_round", "league_id", "round_number", "table_number"),
        # /league commands typed in a round's thread act on its league (records.open_league).
        Index("ix_league_pairing_thread_id", "thread_id"),
    )

    id: int | None = Field(default=None, primary_key=True)
    league_id: int = Field(
        sa_column=Column(ForeignKey("league.id", ondelete="CASCADE"), nullable=False)
    )
    round_number: int
    table_number: int
    players: list[str] = Field(sa_column=json_column())  # seats in turn order
    # The match started for this pairing in its thread; None until it is started, so a
    # round start that failed half-way resumes with the pairings that have none.
    match_id: int | None = Field(
        default=None, sa_column=Column(ForeignKey("match.id", ondelete="SET NULL"), unique=True)
    )
    thread_id: int | None = Field(default=None, sa_column=Column(BigInteger))
    # A start's claim on this table until then (bot.app.league.table_starts): one start at a
    # time opens its thread, starts its match and tells its players, in any process. Cleared
    # once they were told or a step fails; a start that died leaves it to run out.
    claimed_until: datetime | None = Field(default=None, sa_column=timestamp_column())
    # When the thread's first message, pinging the players, reached Discord: the table counts
    # as started from then (a start that stopped before resumes it).
    told_at: datetime | None = Field(default=None, sa_column=timestamp_column())
    fixed: dict[str, Any] | None = Field(default=None, sa_column=nullable_json_column())
    fixed_by: int | None = Field(default=None, sa_column=Column(BigInteger))
    # A judge's time extension for this table (`/league time extend`): its deadline is the
    # round's plus these minutes, and the clock calls its time then (`time_called_at`).
    extra_minutes: int = Field(
        default=0, sa_column=Column(Integer, nullable=False, server_default="0")
    )
    time_called_at: datetime | None = Field(default=None, sa_column=timestamp_column())
    # Who showed at the table (pressed Here), and the tardiness penalties the clock gave
    # there: {name: "game_loss" | "match_loss"}.
    arrived: list[str] | None = Field(default=None, sa_column=nullable_json_column())
    late: dict[str, str] | None = Field(default=None, sa_column=nullable_json_column())


class LeagueNotice(SQLModel, table=True):
    """One post of the round clock (a warning in the league channel, the time call there and
    in each unfinished table's thread), stored when it falls due and marked when Discord took
    it: each is claimed by one process at a time and tried again from here, not from memory
    (bot.app.league.clock)."""

    __tablename__ = "league_notice"
    __table_args__ = (Index("ix_league_notice_posted_at", "posted_at"),)

    id: int | None = Field(default=None, primary_key=True)
    league_id: int = Field(
        sa_column=Column(ForeignKey("league.id", ondelete="CASCADE"), nullable=False)
    )
    round_number: int
    minutes_left: int | None = None  # a warning; None: time is called
    channel_id: int = Field(sa_column=Column(BigInteger, nullable=False))  # where it is posted
    pairing_id: int | None = Field(  # the table told in its thread (a time call)
        default=None,
        sa_column=Column(ForeignKey("league_pairing.id", ondelete="CASCADE")),
    )
    claimed_until: datetime | None = Field(default=None, sa_column=timestamp_column())
    attempts: int = 0
    posted_at: datetime | None = Field(default=None, sa_column=timestamp_column())


class JudgeCall(SQLModel, table=True):
    """A "Call a judge" press in a table's thread, from the call to a judge's answer."""

    __tablename__ = "judge_call"
    __table_args__ = (
        Index("ix_judge_call_league_answered", "league_id", "answered_at"),
        Index("ix_judge_call_thread", "thread_id", "called_at"),
    )

    id: int | None = Field(default=None, primary_key=True)
    league_id: int = Field(
        sa_column=Column(ForeignKey("league.id", ondelete="CASCADE"), nullable=False)
    )
    thread_id: int = Field(sa_column=Column(BigInteger, nullable=False))
    round_number: int
    table_number: int
    playoff: bool = False
    caller_id: int = Field(sa_column=Column(BigInteger, nullable=False))
    called_at: datetime = Field(sa_column=timestamp_column(nullable=False))
    answered_by: int | None = Field(default=None, sa_column=Column(BigInteger))
    answered_at: datetime | None = Field(default=None, sa_column=timestamp_column())


class LeagueAwardedBye(SQLModel, table=True):
    """An organiser's awarded bye (`/league bye award`): the player is not paired in that
    round and it counts as a bye won (the league file's "awarded_byes"). Given before the
    round is paired; a player who drops loses the ones still to come."""

    __tablename__ = "league_awarded_bye"
    __table_args__ = (
        Index("uq_league_awarded_bye", "league_id", "name", "round_number", unique=True),
    )

    id: int | None = Field(default=None, primary_key=True)
    league_id: int = Field(
        sa_column=Column(ForeignKey("league.id", ondelete="CASCADE"), nullable=False)
    )
    name: str  # the player's name in the league
    round_number: int
    awarded_by: int = Field(sa_column=Column(BigInteger, nullable=False))
    awarded_at: datetime = Field(default_factory=utcnow, sa_column=timestamp_column(nullable=False))


class LeagueReinstatement(SQLModel, table=True):
    """The log of `/league reinstate`: a player who had dropped put back in, from round
    `before_round` (the rounds they missed give them nothing)."""

    __tablename__ = "league_reinstatement"
    __table_args__ = (Index("ix_league_reinstatement_league", "league_id", "id"),)

    id: int | None = Field(default=None, primary_key=True)
    league_id: int = Field(
        sa_column=Column(ForeignKey("league.id", ondelete="CASCADE"), nullable=False)
    )
    name: str
    dropped_after: int  # the drop it undid
    before_round: int  # paired again from this round
    reinstated_by: int = Field(sa_column=Column(BigInteger, nullable=False))
    reinstated_at: datetime = Field(
        default_factory=utcnow, sa_column=timestamp_column(nullable=False)
    )


class RoundSwap(SQLModel, table=True):
    """A judge's swap of two players between tables of the next round, before it is posted
    (`/league round swap`): who, when, what, and the round's tables after it. The newest swap
    of a round holds the pairing the preview shows and the start posts, while the league is
    still what it was paired from (`basis`); a swap whose basis no longer holds is dropped."""

    __tablename__ = "round_swap"
    __table_args__ = (Index("ix_round_swap_league_round", "league_id", "round_number"),)

    id: int | None = Field(default=None, primary_key=True)
    league_id: int = Field(
        sa_column=Column(ForeignKey("league.id", ondelete="CASCADE"), nullable=False)
    )
    round_number: int
    player_a: str
    player_b: str
    tables: list[list[str]] = Field(sa_column=json_column())
    basis: str  # a digest of the league document and seed the round was paired from
    swapped_by: int = Field(sa_column=Column(BigInteger, nullable=False))
    swapped_at: datetime = Field(sa_column=timestamp_column(nullable=False))
