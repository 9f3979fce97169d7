"""judge_question: questions sent to a server's judges and their answers, the precedents; and
guild_settings.judge_channel_id, where they go.

Revision ID: 0013_judge_questions
Revises: 0012_table_starts
Create Date: 2026-11-27

Quick rulings Arbiter cannot give offer "Ask a judge" (shared/spec/rulings.md, Revision 3):
one row per question from the offer to a judge's answer (bot.store.tables.precedents). A
server has no judge channel until an admin sets one (`/arbiter config judge_channel`).
Down again, the questions and the setting go; nothing else is touched.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0013_judge_questions"
down_revision: str | Sequence[str] | None = "0012_table_starts"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "judge_question",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("guild_id", sa.BigInteger(), nullable=False),
        sa.Column("asker_id", sa.BigInteger(), nullable=False),
        sa.Column("asker_name", sa.String(), nullable=False),
        sa.Column("speaker", sa.String(), nullable=False),
        sa.Column("text", sa.String(), nullable=False),
        sa.Column("reason", sa.String(), nullable=False),
        sa.Column("unread", sa.String(), nullable=True),
        sa.Column("game", sa.String(), nullable=True),
        sa.Column("channel_id", sa.BigInteger(), nullable=True),
        sa.Column("reply_to", sa.BigInteger(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("asked_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("posting_until", sa.DateTime(timezone=True), nullable=True),
        sa.Column("judge_channel_id", sa.BigInteger(), nullable=True),
        sa.Column("posted_message_id", sa.BigInteger(), nullable=True),
        sa.Column("answer", sa.String(), nullable=True),
        sa.Column("judge_id", sa.BigInteger(), nullable=True),
        sa.Column("judge_name", sa.String(), nullable=True),
        sa.Column("answered_at", sa.DateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_judge_question")),
    )
    op.create_index(
        "ix_judge_question_guild_answered", "judge_question", ["guild_id", "answered_at"]
    )
    op.create_index("ix_judge_question_guild_created", "judge_question", ["guild_id", "created_at"])
    op.create_index(
        "ix_judge_question_asker", "judge_question", ["guild_id", "asker_id", "asked_at"]
    )
    with op.batch_alter_table("guild_settings") as batch:
        batch.add_column(sa.Column("judge_channel_id", sa.BigInteger(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("guild_settings") as batch:
        batch.drop_column("judge_channel_id")
    op.drop_index("ix_judge_question_asker", table_name="judge_question")
    op.drop_index("ix_judge_question_guild_created", table_name="judge_question")
    op.drop_index("ix_judge_question_guild_answered", table_name="judge_question")
    op.drop_table("judge_question")
