"""A round start's claim on each table (league_pairing.claimed_until); pairings by thread.

Revision ID: 0008_league_claims
Revises: 0006_league_indexes
Create Date: 2026-11-25

A round start claims a table in the database before it opens the table's thread, so a second
start (a resent command, a second process) never opens it twice; a failed step clears the
claim, and a start that crashed leaves it to run out (bot.matches.leagues.rounds.claim).
/league commands typed in a round's thread find its league by the thread
(ix_league_pairing_thread_id).
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


def downgrade() -> None:
    op.drop_index("ix_league_pairing_thread_id", table_name="league_pairing")
    with op.batch_alter_table("league_pairing") as batch:
        batch.drop_column("claimed_until")
