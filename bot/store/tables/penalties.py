"""SQLModel tables of a league's penalties and decklists (issue 33). Listed in
bot.store.tables.schema, so Alembic sees them.

A penalty is a judge's record: the player, the round it was given in, its kind and infraction
(bot.core.league.penalties) and the note; `match_id` is the match it was applied to through the
match service (a game loss or a match loss), if one was being played. A decklist is a
player's list for the league, as text or a link; the league's decklist rules (the deadline,
and whether the lists were published after the cut) are one row per league, made when an
organiser first sets one.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, Column, ForeignKey, Index
from sqlmodel import Field, SQLModel

from bot.store.tables.columns import timestamp_column, utcnow


class LeaguePenalty(SQLModel, table=True):
    __tablename__ = "league_penalty"
    __table_args__ = (Index("ix_league_penalty_league", "league_id", "id"),)

    id: int | None = Field(default=None, primary_key=True)
    league_id: int = Field(
        sa_column=Column(ForeignKey("league.id", ondelete="CASCADE"), nullable=False)
    )
    player: str  # the player's name in the league
    user_id: int | None = Field(default=None, sa_column=Column(BigInteger))
    round_number: int  # 0: before round 1
    in_playoff: bool = False  # given once the playoff had begun (the rounds are over)
    kind: str  # bot.core.league.penalties.PenaltyKind
    infraction: str  # bot.core.league.penalties.Infraction
    note: str = ""
    given_by: int = Field(sa_column=Column(BigInteger, nullable=False))
    given_at: datetime = Field(default_factory=utcnow, sa_column=timestamp_column(nullable=False))
    match_id: int | None = Field(
        default=None, sa_column=Column(ForeignKey("match.id", ondelete="SET NULL"))
    )


class LeagueDecklist(SQLModel, table=True):
    __tablename__ = "league_decklist"
    __table_args__ = (Index("uq_league_decklist_player", "league_id", "player", unique=True),)

    id: int | None = Field(default=None, primary_key=True)
    league_id: int = Field(
        sa_column=Column(ForeignKey("league.id", ondelete="CASCADE"), nullable=False)
    )
    player: str
    user_id: int | None = Field(default=None, sa_column=Column(BigInteger))
    text: str | None = None
    url: str | None = None
    submitted_at: datetime = Field(
        default_factory=utcnow, sa_column=timestamp_column(nullable=False)
    )


class LeagueDecklistRules(SQLModel, table=True):
    __tablename__ = "league_decklist_rules"

    league_id: int = Field(
        sa_column=Column(ForeignKey("league.id", ondelete="CASCADE"), primary_key=True)
    )
    deadline: datetime | None = Field(default=None, sa_column=timestamp_column())
    published_at: datetime | None = Field(default=None, sa_column=timestamp_column())
