"""Every writing request recorded by its interaction id; who reported each batched event.

Revision ID: 0002_requests
Revises: 0001
Create Date: 2026-11-23

``request``: one row per writing request other than a report (a report's own row is its
record), keyed by the Discord interaction id, with the answer it was given. ``batch.origins``:
who reported each event of a batch, so a player's consent covers only their own events.
A batch open during the upgrade gets no origins: each of its events then waits for the
knocked-out player's confirmation (or a judge's), the safe reading.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002_requests"
down_revision: str | Sequence[str] | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "request",
        sa.Column("key", sa.String(length=100), nullable=False),
        sa.Column("kind", sa.String(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("guild_id", sa.BigInteger(), nullable=True),
        sa.Column("channel_id", sa.BigInteger(), nullable=True),
        sa.Column("match_id", sa.Integer(), nullable=True),
        sa.Column("version", sa.Integer(), nullable=True),
        sa.Column("fingerprint", sa.String(length=64), nullable=True),
        sa.Column("answer", sa.JSON(none_as_null=True), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["match_id"], ["match.id"], name=op.f("fk_request_match_id_match"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("key", name=op.f("pk_request")),
    )
    op.create_index("ix_request_match_version", "request", ["match_id", "version"])
    # Existing rows get an empty list; the column then has no default, as in the model.
    with op.batch_alter_table("batch") as batch:
        batch.add_column(
            sa.Column("origins", sa.JSON(none_as_null=True), nullable=False, server_default="[]")
        )
    with op.batch_alter_table("batch") as batch:
        batch.alter_column("origins", server_default=None)


def downgrade() -> None:
    with op.batch_alter_table("batch") as batch:
        batch.drop_column("origins")
    op.drop_table("request")
