"""League playoffs: the cut (size, seeds, clock) and each playoff match.

Revision ID: 0010_playoffs
Revises: 0006_league_indexes
Create Date: 2026-11-25

A playoff match points at the match started for it (NULL until then, so a start that failed
half-way resumes); results are read from the matches, and only a judge's record is stored
(bot.store.tables.playoffs).
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0010_playoffs"
down_revision: str | Sequence[str] | None = "0009_ratings"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "league_playoff",
        sa.Column("league_id", sa.Integer(), nullable=False),
        sa.Column("size", sa.Integer(), nullable=False),
        sa.Column("seeds", sa.JSON(none_as_null=True), nullable=False),
        sa.Column("round_minutes", sa.Integer(), nullable=True),
        sa.Column("started_by", sa.BigInteger(), nullable=False),
        sa.Column("started_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("champion_announced_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["league_id"],
            ["league.id"],
            name=op.f("fk_league_playoff_league_id_league"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("league_id", name=op.f("pk_league_playoff")),
    )
    op.create_table(
        "league_playoff_match",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("league_id", sa.Integer(), nullable=False),
        sa.Column("round_number", sa.Integer(), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        sa.Column("players", sa.JSON(none_as_null=True), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=True),
        sa.Column("thread_id", sa.BigInteger(), nullable=True),
        sa.Column("fixed", sa.JSON(none_as_null=True), nullable=True),
        sa.Column("fixed_by", sa.BigInteger(), nullable=True),
        sa.Column("started_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("deadline", sa.DateTime(timezone=True), nullable=True),
        sa.Column("time_called_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["league_id"],
            ["league.id"],
            name=op.f("fk_league_playoff_match_league_id_league"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["match_id"],
            ["match.id"],
            name=op.f("fk_league_playoff_match_match_id_match"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_league_playoff_match")),
        sa.UniqueConstraint("match_id", name=op.f("uq_league_playoff_match_match_id")),
    )
    op.create_index(
        "uq_league_playoff_match_table",
        "league_playoff_match",
        ["league_id", "round_number", "table_number"],
        unique=True,
    )


def downgrade() -> None:
    for table in ("league_playoff_match", "league_playoff"):
        op.drop_table(table)
