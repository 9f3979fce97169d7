"""Leagues: the league, its players (and drops), its rounds (with the clock), its pairings.

Revision ID: 0004_leagues
Revises: 0003_history_indexes
Create Date: 2026-11-24

A pairing points at the match started for it (NULL until then: a round start that failed
half-way resumes with those). Results are not copied from the matches; only a judge's
correction is stored on the pairing.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004_leagues"
down_revision: str | Sequence[str] | None = "0003_history_indexes"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

OPEN_ONLY = "status = 'open'"


def upgrade() -> None:
    op.create_table(
        "league",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("guild_id", sa.BigInteger(), nullable=True),
        sa.Column("channel_id", sa.BigInteger(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("system", sa.String(), nullable=False),
        sa.Column("kind", sa.String(), nullable=False),
        sa.Column("best_of", sa.Integer(), nullable=False),
        sa.Column("variant", sa.String(), nullable=True),
        sa.Column("round_minutes", sa.Integer(), nullable=False),
        sa.Column("rounds_planned", sa.Integer(), nullable=True),
        sa.Column("points", sa.JSON(none_as_null=True), nullable=False),
        sa.Column("seed", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(), nullable=False),
        sa.Column("created_by", sa.BigInteger(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_league")),
    )
    # One open league per channel; closed leagues may share it.
    op.create_index(
        "uq_league_open_channel",
        "league",
        ["channel_id"],
        unique=True,
        sqlite_where=sa.text(OPEN_ONLY),
        postgresql_where=sa.text(OPEN_ONLY),
    )

    op.create_table(
        "league_player",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("league_id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=True),
        sa.Column("joined_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("dropped_after", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(
            ["league_id"],
            ["league.id"],
            name=op.f("fk_league_player_league_id_league"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_league_player")),
    )
    # Names and Discord users are unique within a league (several NULL users may play).
    op.create_index("uq_league_player_name", "league_player", ["league_id", "name"], unique=True)
    op.create_index("uq_league_player_user", "league_player", ["league_id", "user_id"], unique=True)

    op.create_table(
        "league_round",
        sa.Column("league_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("byes", sa.JSON(none_as_null=True), nullable=False),
        sa.Column("started_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("deadline", sa.DateTime(timezone=True), nullable=False),
        sa.Column("warnings_sent", sa.JSON(none_as_null=True), nullable=False),
        sa.Column("time_called_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["league_id"],
            ["league.id"],
            name=op.f("fk_league_round_league_id_league"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("league_id", "number", name=op.f("pk_league_round")),
    )

    op.create_table(
        "league_pairing",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("league_id", sa.Integer(), nullable=False),
        sa.Column("round_number", sa.Integer(), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        sa.Column("players", sa.JSON(none_as_null=True), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=True),
        sa.Column("thread_id", sa.BigInteger(), nullable=True),
        sa.Column("fixed", sa.JSON(none_as_null=True), nullable=True),
        sa.Column("fixed_by", sa.BigInteger(), nullable=True),
        sa.ForeignKeyConstraint(
            ["league_id"],
            ["league.id"],
            name=op.f("fk_league_pairing_league_id_league"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["match_id"],
            ["match.id"],
            name=op.f("fk_league_pairing_match_id_match"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_league_pairing")),
        sa.UniqueConstraint("match_id", name=op.f("uq_league_pairing_match_id")),
    )
    op.create_index(
        "ix_league_pairing_round",
        "league_pairing",
        ["league_id", "round_number", "table_number"],
    )


def downgrade() -> None:
    # Children first; dropping a table drops its indexes.
    for table in ("league_pairing", "league_round", "league_player", "league"):
        op.drop_table(table)
