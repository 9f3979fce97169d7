"""league_awarded_bye and league_reinstatement: an organiser's awarded byes and the log of
reinstated players (issue 33, "Pairings").

Revision ID: 0017_event_pairings
Revises: 0015_event_floor
Create Date: 2026-11-28

An awarded bye (`/league bye award`) is one row per player and round, read into the league
file's "awarded_byes"; a reinstatement (`/league reinstate`) clears the player's drop and logs
who put them back, from which round. Down again, both tables go (the league files lose their
awarded byes; reinstated players stay in, as they are); nothing else is touched.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0017_event_pairings"
down_revision: str | Sequence[str] | None = "0016_event_penalties"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "league_awarded_bye",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("league_id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("round_number", sa.Integer(), nullable=False),
        sa.Column("awarded_by", sa.BigInteger(), nullable=False),
        sa.Column("awarded_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["league_id"],
            ["league.id"],
            name=op.f("fk_league_awarded_bye_league_id_league"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_league_awarded_bye")),
    )
    op.create_index(
        "uq_league_awarded_bye",
        "league_awarded_bye",
        ["league_id", "name", "round_number"],
        unique=True,
    )
    op.create_table(
        "league_reinstatement",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("league_id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("dropped_after", sa.Integer(), nullable=False),
        sa.Column("before_round", sa.Integer(), nullable=False),
        sa.Column("reinstated_by", sa.BigInteger(), nullable=False),
        sa.Column("reinstated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["league_id"],
            ["league.id"],
            name=op.f("fk_league_reinstatement_league_id_league"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_league_reinstatement")),
    )
    op.create_index("ix_league_reinstatement_league", "league_reinstatement", ["league_id", "id"])


def downgrade() -> None:
    op.drop_index("ix_league_reinstatement_league", table_name="league_reinstatement")
    op.drop_table("league_reinstatement")
    op.drop_index("uq_league_awarded_bye", table_name="league_awarded_bye")
    op.drop_table("league_awarded_bye")
