"""A server's language for its public posts (issue 34, `/arbiter config language`).

Revision ID: 0019_guild_language
Revises: 0018_round_swap
Create Date: 2026-11-29

guild_settings.language: a catalogue name (en, es, pt_BR, fr, de, ja), or null for the
server's own preferred locale. Down again, the column goes; the other settings stay.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0019_guild_language"
down_revision: str | Sequence[str] | None = "0018_round_swap"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("guild_settings") as batch:
        batch.add_column(sa.Column("language", sa.String(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("guild_settings") as batch:
        batch.drop_column("language")
