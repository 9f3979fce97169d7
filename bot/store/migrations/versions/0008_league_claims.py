"""Claims: a round start's on each table (league_pairing.claimed_until), and the round
clock's posts (league_notice); pairings by thread.

Revision ID: 0008_league_claims
Revises: 0006_league_indexes
Create Date: 2026-11-25

A round start claims a table in the database before it opens the table's thread, so a second
start (a resent command, a second process) never opens it twice; a failed step clears the
claim, and a start that crashed leaves it to run out (bot.app.league.rounds.claim).
/league commands typed in a round's thread find its league by the thread
(ix_league_pairing_thread_id). Each post of the round clock is a league_notice row, stored when
it falls due, claimed by one process at a time and marked when Discord took it, so that two
processes never post it twice and a failed or lost post is tried again after a restart.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0008_league_claims"
down_revision: str | Sequence[str] | None = "0006_league_indexes"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("league_pairing") as batch:
        batch.add_column(sa.Column("claimed_until", sa.DateTime(timezone=True), nullable=True))
    op.create_index("ix_league_pairing_thread_id", "league_pairing", ["thread_id"])
    op.create_table(
        "league_notice",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("league_id", sa.Integer(), nullable=False),
        sa.Column("round_number", sa.Integer(), nullable=False),
        sa.Column("minutes_left", sa.Integer(), nullable=True),
        sa.Column("channel_id", sa.BigInteger(), nullable=False),
        sa.Column("pairing_id", sa.Integer(), nullable=True),
        sa.Column("claimed_until", sa.DateTime(timezone=True), nullable=True),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("posted_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["league_id"],
            ["league.id"],
            name=op.f("fk_league_notice_league_id_league"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["pairing_id"],
            ["league_pairing.id"],
            name=op.f("fk_league_notice_pairing_id_league_pairing"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_league_notice")),
    )
    op.create_index("ix_league_notice_posted_at", "league_notice", ["posted_at"])


def downgrade() -> None:
    op.drop_index("ix_league_notice_posted_at", table_name="league_notice")
    op.drop_table("league_notice")
    op.drop_index("ix_league_pairing_thread_id", table_name="league_pairing")
    with op.batch_alter_table("league_pairing") as batch:
        batch.drop_column("claimed_until")
