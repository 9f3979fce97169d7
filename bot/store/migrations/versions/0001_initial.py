"""The initial schema: guild settings, matches, players, games, reports, confirmations, batches.

Revision ID: 0001
Revises:
Create Date: 2026-11-22

Discord ids (snowflakes) need 64 bits: BIGINT. Our own ids are plain INTEGER keys.

Every key and constraint is named by the models' naming convention (``op.f`` marks a name as
already converted), so the names are the same on SQLite and PostgreSQL and a later revision
can drop or alter them by name. The two hand-named indexes keep their names.
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
        sa.PrimaryKeyConstraint("guild_id", name=op.f("pk_guild_settings")),
    )

    op.create_table(
        "match",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("guild_id", sa.BigInteger(), nullable=True),
        sa.Column("channel_id", sa.BigInteger(), nullable=False),
        sa.Column("system", sa.String(), nullable=False),
        sa.Column("variant", sa.String(), nullable=True),
        sa.Column("best_of", sa.Integer(), nullable=False),
        sa.Column("setup", sa.JSON(none_as_null=True), nullable=False),
        sa.Column("status", sa.String(), nullable=False),
        sa.Column("current_game", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("started_by", sa.BigInteger(), nullable=False),
        sa.Column("wins", sa.JSON(none_as_null=True), nullable=False),
        sa.Column("draws", sa.Integer(), nullable=False),
        sa.Column("pending_id", sa.Integer(), nullable=True),
        sa.Column("batch_id", sa.Integer(), nullable=True),
        # JSON(none_as_null=True), as in the models, here and for report.answer and
        # confirmation.action: Python's None is written as SQL NULL, not the JSON value null.
        sa.Column("result", sa.JSON(none_as_null=True), nullable=True),
        sa.Column("scoreboard_message_id", sa.BigInteger(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_match")),
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
        sa.ForeignKeyConstraint(
            ["match_id"],
            ["match.id"],
            name=op.f("fk_match_player_match_id_match"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("match_id", "seat", name=op.f("pk_match_player")),
    )
    op.create_index(op.f("ix_match_player_user_id"), "match_player", ["user_id"])

    op.create_table(
        "game",
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(), nullable=False),
        sa.Column("chooser", sa.String(), nullable=True),
        sa.Column("chooser_rule", sa.String(), nullable=True),
        sa.Column("choice", sa.String(), nullable=True),
        sa.Column("first_player", sa.String(), nullable=True),
        sa.Column("state", sa.JSON(none_as_null=True), nullable=False),
        sa.Column("started_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("ended_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["match_id"], ["match.id"], name=op.f("fk_game_match_id_match"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("match_id", "number", name=op.f("pk_game")),
    )

    op.create_table(
        "report",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("game_number", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("reporter_id", sa.BigInteger(), nullable=False),
        sa.Column("idempotency_key", sa.String(length=100), nullable=False),
        sa.Column("payload", sa.JSON(none_as_null=True), nullable=False),
        sa.Column("status", sa.String(), nullable=False),
        sa.Column("answer", sa.JSON(none_as_null=True), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("changed_by", sa.BigInteger(), nullable=True),
        sa.Column("changed_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["match_id"], ["match.id"], name=op.f("fk_report_match_id_match"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_report")),
        # The model's unique=True, named by the convention (not PostgreSQL's own *_key name).
        sa.UniqueConstraint("idempotency_key", name=op.f("uq_report_idempotency_key")),
    )
    op.create_index("ix_report_game", "report", ["match_id", "game_number", "seq"])

    op.create_table(
        "confirmation",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(), nullable=False),
        sa.Column("report_id", sa.Integer(), nullable=True),
        sa.Column("requested_by", sa.BigInteger(), nullable=False),
        sa.Column("confirmers", sa.JSON(none_as_null=True), nullable=False),
        sa.Column("would_decide", sa.JSON(none_as_null=True), nullable=False),
        sa.Column("action", sa.JSON(none_as_null=True), nullable=True),
        sa.Column("status", sa.String(), nullable=False),
        sa.Column("message_id", sa.BigInteger(), nullable=True),
        sa.Column("resolved_by", sa.BigInteger(), nullable=True),
        sa.Column("resolved_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["match_id"],
            ["match.id"],
            name=op.f("fk_confirmation_match_id_match"),
            ondelete="CASCADE",
        ),
        # No ON DELETE, as in the model: reports are never deleted on their own.
        sa.ForeignKeyConstraint(
            ["report_id"], ["report.id"], name=op.f("fk_confirmation_report_id_report")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_confirmation")),
        sa.UniqueConstraint("report_id", name=op.f("uq_confirmation_report_id")),
    )
    op.create_index(op.f("ix_confirmation_match_id"), "confirmation", ["match_id"])

    op.create_table(
        "batch",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("game_number", sa.Integer(), nullable=False),
        sa.Column("opened_by", sa.BigInteger(), nullable=False),
        sa.Column("status", sa.String(), nullable=False),
        sa.Column("events", sa.JSON(none_as_null=True), nullable=False),
        sa.Column("reporters", sa.JSON(none_as_null=True), nullable=False),
        sa.Column("keys", sa.JSON(none_as_null=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["match_id"], ["match.id"], name=op.f("fk_batch_match_id_match"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_batch")),
    )
    op.create_index(op.f("ix_batch_match_id"), "batch", ["match_id"])


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
