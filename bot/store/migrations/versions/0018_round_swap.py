"""A judge's swap in the next round's pairing before it is posted (issue 33, `/league round
swap`): who swapped whom and when, and the round's tables after the swap.

Revision ID: 0018_round_swap
Revises: 0015_event_floor
Create Date: 2026-11-29

round_swap: one row per swap. Down again, the table goes; nothing else is touched.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0018_round_swap"
down_revision: str | Sequence[str] | None = "0017_event_pairings"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "round_swap",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("league_id", sa.Integer(), nullable=False),
        sa.Column("round_number", sa.Integer(), nullable=False),
        sa.Column("player_a", sa.String(), nullable=False),
        sa.Column("player_b", sa.String(), nullable=False),
        sa.Column("tables", sa.JSON(none_as_null=True), nullable=False),
        sa.Column("basis", sa.String(), nullable=False),
        sa.Column("swapped_by", sa.BigInteger(), nullable=False),
        sa.Column("swapped_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["league_id"],
            ["league.id"],
            name=op.f("fk_round_swap_league_id_league"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_round_swap")),
    )
    op.create_index("ix_round_swap_league_round", "round_swap", ["league_id", "round_number"])


def downgrade() -> None:
    op.drop_index("ix_round_swap_league_round", table_name="round_swap")
    op.drop_table("round_swap")
