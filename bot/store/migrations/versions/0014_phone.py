"""phone_link and phone_change: a player's phone as their life counter and referee (issue 32,
docs/phone.md).

Revision ID: 0014_phone
Revises: 0013_judge_questions
Create Date: 2026-11-27

phone_link: one player's revocable link to report from their phone in one match (one live
link per player and match); it goes with its match (ON DELETE CASCADE). phone_change: the
outbox of what phones changed, claimed by the bot process that shows it in Discord
(handled_at), indexed for the bot's look at the unhandled ones.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0014_phone"
down_revision: str | Sequence[str] | None = "0013_judge_questions"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "phone_link",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("token", sa.String(), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("csrf_key", sa.String(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["match_id"],
            ["match.id"],
            name=op.f("fk_phone_link_match_id_match"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_phone_link")),
        sa.UniqueConstraint("token", name=op.f("uq_phone_link_token")),
        sa.UniqueConstraint("match_id", "user_id", name=op.f("uq_phone_link_match_id")),
    )
    op.create_table(
        "phone_change",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("key", sa.String(length=100), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("guild_id", sa.BigInteger(), nullable=True),
        sa.Column("channel_id", sa.BigInteger(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("kind", sa.String(), nullable=False),
        sa.Column("answer", sa.JSON(none_as_null=True), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("handled_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["match_id"],
            ["match.id"],
            name=op.f("fk_phone_change_match_id_match"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_phone_change")),
        sa.UniqueConstraint("key", name=op.f("uq_phone_change_key")),
    )
    op.create_index("ix_phone_change_unhandled", "phone_change", ["handled_at", "id"])


def downgrade() -> None:
    op.drop_index("ix_phone_change_unhandled", table_name="phone_change")
    op.drop_table("phone_change")
    op.drop_table("phone_link")
