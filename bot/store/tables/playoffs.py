"""SQLModel tables of league playoffs (shared/spec/league-format.md, "Playoffs (revision 2)").

A playoff stores what cannot be derived: its size and seeds as cut, its clock, and each
playoff match with the match started for it. Results are read from the matches, as for the
rounds (bot.store.leagues); `fixed` holds only a judge's record, which overrides the
match (a swiss match at equal game wins needs one: `{"games": [1, 1, 1], "winner": NAME}`).
Listed in bot.store.tables.schema, so Alembic sees them.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import BigInteger, Column, ForeignKey, Index
from sqlmodel import Field, SQLModel

from bot.store.tables.columns import (
    json_column,
    nullable_json_column,
    timestamp_column,
    utcnow,
)


class LeaguePlayoff(SQLModel, table=True):
    __tablename__ = "league_playoff"

    league_id: int = Field(
        sa_column=Column(ForeignKey("league.id", ondelete="CASCADE"), primary_key=True)
    )
    size: int
    seeds: list[str] = Field(sa_column=json_column())  # seed 1 first
    round_minutes: int | None = None  # None: untimed playoff rounds
    started_by: int = Field(sa_column=Column(BigInteger, nullable=False))
    started_at: datetime = Field(default_factory=utcnow, sa_column=timestamp_column(nullable=False))
    # Set once the champion has been announced, so it is announced once.
    champion_announced_at: datetime | None = Field(default=None, sa_column=timestamp_column())
    # The last playoff round whose tables were listed in the league channel (each once).
    announced_round: int | None = None


class LeaguePlayoffMatch(SQLModel, table=True):
    __tablename__ = "league_playoff_match"
    __table_args__ = (
        # One row per table of a playoff round: a second start of the round stores nothing.
        Index(
            "uq_league_playoff_match_table",
            "league_id",
            "round_number",
            "table_number",
            unique=True,
        ),
    )

    id: int | None = Field(default=None, primary_key=True)
    league_id: int = Field(
        sa_column=Column(ForeignKey("league.id", ondelete="CASCADE"), nullable=False)
    )
    round_number: int  # the playoff round, from 1
    table_number: int  # the match's place in the bracket's order, from 1
    players: list[str] = Field(sa_column=json_column())  # seats in seed order
    match_id: int | None = Field(
        default=None, sa_column=Column(ForeignKey("match.id", ondelete="SET NULL"), unique=True)
    )
    thread_id: int | None = Field(default=None, sa_column=Column(BigInteger))
    fixed: dict[str, Any] | None = Field(default=None, sa_column=nullable_json_column())
    fixed_by: int | None = Field(default=None, sa_column=Column(BigInteger))
    started_at: datetime = Field(default_factory=utcnow, sa_column=timestamp_column(nullable=False))
    deadline: datetime | None = Field(default=None, sa_column=timestamp_column())
    # A start's claim and when its players were told, as a round's pairing has them
    # (bot.app.league.table_starts: every table of a league is opened the same way).
    claimed_until: datetime | None = Field(default=None, sa_column=timestamp_column())
    told_at: datetime | None = Field(default=None, sa_column=timestamp_column())
    # When time was called on it (a timed playoff round): no new game starts after that.
    time_called_at: datetime | None = Field(default=None, sa_column=timestamp_column())
