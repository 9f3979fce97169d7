"""The initial schema: guild settings, matches, players, games, reports, confirmations, batches.

Revision ID: 0001
Revises:
Create Date: 2026-11-22

Discord ids (snowflakes) need 64 bits: BIGINT. Our own ids are plain INTEGER keys.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0001"
down_revision: str | Sequence[str] | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

ACTIVE_ONLY = "status = 'active'"


def upgrade() -> None:
    op.create_table(
        "guild_settings",
        # A Discord id, not a sequence: no SERIAL on PostgreSQL.
        sa.Column("guild_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("judge_role_id", sa.BigInteger(), nullable=True),
        sa.Column("confirmation_required", sa.Boolean(), nullable=False),
        sa.Column("default_game", sa.String(), nullable=True),
        sa.PrimaryKeyConstraint("guild_id"),
    )

    op.create_table(
        "match",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("guild_id", sa.BigInteger(), nullable=True),
        sa.Column("channel_id", sa.BigInteger(), nullable=False),
        sa.Column("system", sa.String(), nullable=False),
        sa.Column("variant", sa.String(), nullable=True),
        sa.Column("best_of", sa.Integer(), nullable=False),
        sa.Column("setup", sa.JSON(), nullable=False),
        sa.Column("status", sa.String(), nullable=False),
        sa.Column("current_game", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("started_by", sa.BigInteger(), nullable=False),
        sa.Column("wins", sa.JSON(), nullable=False),
        sa.Column("draws", sa.Integer(), nullable=False),
        sa.Column("pending_id", sa.Integer(), nullable=True),
        sa.Column("batch_id", sa.Integer(), nullable=True),
        sa.Column("result", sa.JSON(), nullable=True),
        sa.Column("scoreboard_message_id", sa.BigInteger(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("id"),
    )
    # One active match per channel or thread; finished matches may share a channel.
    op.create_index(
        "uq_match_active_channel",
        "match",
        ["channel_id"],
        unique=True,
        sqlite_where=sa.text(ACTIVE_ONLY),
        postgresql_where=sa.text(ACTIVE_ONLY),
    )
    op.create_index("ix_match_guild_created", "match", ["guild_id", "created_at"])

    op.create_table(
        "match_player",
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=True),
        sa.Column("team", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["match_id"], ["match.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("match_id", "seat"),
    )
    op.create_index("ix_match_player_user_id", "match_player", ["user_id"])

    op.create_table(
        "game",
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(), nullable=False),
        sa.Column("chooser", sa.String(), nullable=True),
        sa.Column("chooser_rule", sa.String(), nullable=True),
        sa.Column("choice", sa.String(), nullable=True),
        sa.Column("first_player", sa.String(), nullable=True),
        sa.Column("state", sa.JSON(), nullable=False),
        sa.Column("started_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("ended_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(["match_id"], ["match.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("match_id", "number"),
    )

    op.create_table(
        "report",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=True),
        sa.Column("game_number", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("reporter_id", sa.BigInteger(), nullable=False),
        sa.Column("idempotency_key", sa.String(length=100), nullable=False),
        sa.Column("payload", sa.JSON(), nullable=False),
        sa.Column("status", sa.String(), nullable=False),
        sa.Column("answer", sa.JSON(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("changed_by", sa.BigInteger(), nullable=True),
        sa.Column("changed_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(["match_id"], ["match.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        # Unnamed, like the model's unique=True (PostgreSQL calls it report_idempotency_key_key).
        sa.UniqueConstraint("idempotency_key"),
    )
    op.create_index("ix_report_game", "report", ["match_id", "game_number", "seq"])

    op.create_table(
        "confirmation",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=True),
        sa.Column("kind", sa.String(), nullable=False),
        sa.Column("report_id", sa.Integer(), nullable=True),
        sa.Column("requested_by", sa.BigInteger(), nullable=False),
        sa.Column("confirmers", sa.JSON(), nullable=False),
        sa.Column("would_decide", sa.JSON(), nullable=True),
        sa.Column("action", sa.JSON(), nullable=True),
        sa.Column("status", sa.String(), nullable=False),
        sa.Column("message_id", sa.BigInteger(), nullable=True),
        sa.Column("resolved_by", sa.BigInteger(), nullable=True),
        sa.Column("resolved_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(["match_id"], ["match.id"], ondelete="CASCADE"),
        # No ON DELETE, as in the model: reports are never deleted on their own.
        sa.ForeignKeyConstraint(["report_id"], ["report.id"]),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("report_id"),
    )
    op.create_index("ix_confirmation_match_id", "confirmation", ["match_id"])

    op.create_table(
        "batch",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=True),
        sa.Column("game_number", sa.Integer(), nullable=False),
        sa.Column("opened_by", sa.BigInteger(), nullable=False),
        sa.Column("status", sa.String(), nullable=False),
        sa.Column("events", sa.JSON(), nullable=True),
        sa.Column("reporters", sa.JSON(), nullable=True),
        sa.Column("keys", sa.JSON(), nullable=True),
        sa.ForeignKeyConstraint(["match_id"], ["match.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_batch_match_id", "batch", ["match_id"])


def downgrade() -> None:
    # Children first; dropping a table drops its indexes.
    for table in (
        "batch",
        "confirmation",
        "report",
        "game",
        "match_player",
        "match",
        "guild_settings",
    ):
        op.drop_table(table)
