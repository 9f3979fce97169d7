"""Indexes for reading a channel's or a guild's matches newest first.

Revision ID: 0003_history_indexes
Revises: 0002_requests
Create Date: 2026-11-24

`/match history` reads the newest matches of a channel or a guild (`ORDER BY id DESC LIMIT
n`) and `/match status` a channel's latest match. Without these, both scanned the whole match
table; with them each is a short walk down one index, however long the history.
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0003_history_indexes"
down_revision: str | Sequence[str] | None = "0002_requests"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_index("ix_match_channel_latest", "match", ["channel_id", "id"])
    op.create_index("ix_match_guild_latest", "match", ["guild_id", "id"])


def downgrade() -> None:
    op.drop_index("ix_match_guild_latest", table_name="match")
    op.drop_index("ix_match_channel_latest", table_name="match")
