"""An index for reading a league's players in joining order.

Revision ID: 0006_league_indexes
Revises: 0005_app_state
Create Date: 2026-11-24

Every league read (`/league standings`, `/league export`, a round start) loads the league's
players `WHERE league_id = ? ORDER BY id`. The unique indexes on (league_id, name) and
(league_id, user_id) do not give that order, so SQLite scanned the whole player table in id
order instead (every other league's players too) and PostgreSQL sorted. With (league_id, id)
the read is a short walk down one index, however many other leagues are stored
(benchmarks/league_service.py; tests/test_league_reads.py).
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0006_league_indexes"
down_revision: str | Sequence[str] | None = "0005_app_state"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_index("ix_league_player_league", "league_player", ["league_id", "id"])


def downgrade() -> None:
    op.drop_index("ix_league_player_league", table_name="league_player")
