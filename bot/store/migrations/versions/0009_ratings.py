"""Ratings: seasons, ladders, each player's rating and each rated match's changes.

Revision ID: 0009_ratings
Revises: 0006_league_indexes
Create Date: 2026-11-25

Ratings are derived from the finished matches (shared/spec/ratings.md): the ladders fill as
matches finish, or are computed again from the log. Only the seasons are an organiser's own.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0009_ratings"
down_revision: str | Sequence[str] | None = "0008_league_claims"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

CURRENT_ONLY = "ended_at IS NULL"


def upgrade() -> None:
    op.create_table(
        "rating_season",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("started_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("ended_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("started_by", sa.BigInteger(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rating_season")),
    )
    op.create_index("ix_rating_season_guild", "rating_season", ["guild_id", "started_at"])
    op.create_index(
        "uq_rating_season_current",
        "rating_season",
        ["guild_id"],
        unique=True,
        sqlite_where=sa.text(CURRENT_ONLY),
        postgresql_where=sa.text(CURRENT_ONLY),
    )
    op.create_table(
        "rating_ladder",
        sa.Column("guild_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("system", sa.String(), nullable=False),
        sa.Column("format", sa.String(), nullable=False),
        sa.Column("season_id", sa.Integer(), nullable=False),
        sa.Column("events", sa.Integer(), nullable=False),
        sa.Column("last_finished_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("last_match_id", sa.Integer(), nullable=True),
        sa.PrimaryKeyConstraint(
            "guild_id", "system", "format", "season_id", name=op.f("pk_rating_ladder")
        ),
    )
    op.create_index(
        "ix_rating_ladder_latest", "rating_ladder", ["guild_id", "season_id", "last_finished_at"]
    )
    op.create_table(
        "player_rating",
        sa.Column("guild_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("system", sa.String(), nullable=False),
        sa.Column("format", sa.String(), nullable=False),
        sa.Column("season_id", sa.Integer(), nullable=False),
        sa.Column("player", sa.String(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=True),
        sa.Column("mu", sa.Float(), nullable=False),
        sa.Column("sigma", sa.Float(), nullable=False),
        sa.Column("shown", sa.Integer(), nullable=False),
        sa.Column("qualified", sa.Boolean(), nullable=False),
        sa.Column("wins", sa.Integer(), nullable=False),
        sa.Column("losses", sa.Integer(), nullable=False),
        sa.Column("draws", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint(
            "guild_id", "system", "format", "season_id", "player", name=op.f("pk_player_rating")
        ),
    )
    op.create_index(
        "ix_player_rating_board",
        "player_rating",
        ["guild_id", "system", "format", "season_id", "qualified", "shown", "mu"],
    )
    op.create_index("ix_player_rating_user", "player_rating", ["guild_id", "user_id"])
    op.create_table(
        "rating_change",
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("season_id", sa.Integer(), nullable=False),
        sa.Column("player", sa.String(), nullable=False),
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("system", sa.String(), nullable=False),
        sa.Column("format", sa.String(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("outcome", sa.String(), nullable=False),
        sa.Column("mu_before", sa.Float(), nullable=False),
        sa.Column("sigma_before", sa.Float(), nullable=False),
        sa.Column("mu_after", sa.Float(), nullable=False),
        sa.Column("sigma_after", sa.Float(), nullable=False),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["match_id"],
            ["match.id"],
            name=op.f("fk_rating_change_match_id_match"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("match_id", "season_id", "player", name=op.f("pk_rating_change")),
    )
    op.create_index(
        "ix_rating_change_player",
        "rating_change",
        ["guild_id", "player", "system", "format", "season_id", "seq"],
    )


def downgrade() -> None:
    op.drop_index("ix_rating_change_player", table_name="rating_change")
    op.drop_table("rating_change")
    op.drop_index("ix_player_rating_user", table_name="player_rating")
    op.drop_index("ix_player_rating_board", table_name="player_rating")
    op.drop_table("player_rating")
    op.drop_index("ix_rating_ladder_latest", table_name="rating_ladder")
    op.drop_table("rating_ladder")
    op.drop_index("uq_rating_season_current", table_name="rating_season")
    op.drop_index("ix_rating_season_guild", table_name="rating_season")
    op.drop_table("rating_season")
