"""app_state: small facts every bot process shares (the registered commands' hash).

Revision ID: 0005_app_state
Revises: 0004_leagues
Create Date: 2026-12-01
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0005_app_state"
down_revision: str | Sequence[str] | None = "0004_leagues"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "app_state",
        sa.Column("key", sa.String(), nullable=False),
        sa.Column("value", sa.String(), nullable=False),
        sa.PrimaryKeyConstraint("key", name=op.f("pk_app_state")),
    )


def downgrade() -> None:
    op.drop_table("app_state")
