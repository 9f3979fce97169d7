"""The organiser's event (issue 33): check-in, a table's time extension, lateness at a table,
and judge calls.

Revision ID: 0015_event_floor
Revises: 0014_phone
Create Date: 2026-11-28

league: the check-in's deadline, who opened it, when it closed, whom it dropped and when the
organiser was told. league_player.checked_in_at. league_pairing: a judge's extra minutes for
the table and when its own time was called; who showed at it and the tardiness penalties
given there. judge_call: a "Call a judge" press in a table's thread until a judge answers it.
Down again, all of it goes; nothing else is touched.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0015_event_floor"
down_revision: str | Sequence[str] | None = "0014_phone"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("league") as batch:
        batch.add_column(sa.Column("checkin_deadline", sa.DateTime(timezone=True), nullable=True))
        batch.add_column(sa.Column("checkin_by", sa.BigInteger(), nullable=True))
        batch.add_column(sa.Column("checkin_closed_at", sa.DateTime(timezone=True), nullable=True))
        batch.add_column(sa.Column("checkin_dropped", sa.JSON(none_as_null=True), nullable=True))
        batch.add_column(sa.Column("checkin_told_at", sa.DateTime(timezone=True), nullable=True))
    with op.batch_alter_table("league_player") as batch:
        batch.add_column(sa.Column("checked_in_at", sa.DateTime(timezone=True), nullable=True))
    with op.batch_alter_table("league_pairing") as batch:
        batch.add_column(
            sa.Column("extra_minutes", sa.Integer(), nullable=False, server_default="0")
        )
        batch.add_column(sa.Column("time_called_at", sa.DateTime(timezone=True), nullable=True))
        batch.add_column(sa.Column("arrived", sa.JSON(none_as_null=True), nullable=True))
        batch.add_column(sa.Column("late", sa.JSON(none_as_null=True), nullable=True))
    op.create_table(
        "judge_call",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("league_id", sa.Integer(), nullable=False),
        sa.Column("thread_id", sa.BigInteger(), nullable=False),
        sa.Column("round_number", sa.Integer(), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        sa.Column("playoff", sa.Boolean(), nullable=False),
        sa.Column("caller_id", sa.BigInteger(), nullable=False),
        sa.Column("called_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("answered_by", sa.BigInteger(), nullable=True),
        sa.Column("answered_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["league_id"],
            ["league.id"],
            name=op.f("fk_judge_call_league_id_league"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_judge_call")),
    )
    op.create_index("ix_judge_call_league_answered", "judge_call", ["league_id", "answered_at"])
    op.create_index("ix_judge_call_thread", "judge_call", ["thread_id", "called_at"])


def downgrade() -> None:
    op.drop_index("ix_judge_call_thread", table_name="judge_call")
    op.drop_index("ix_judge_call_league_answered", table_name="judge_call")
    op.drop_table("judge_call")
    with op.batch_alter_table("league_pairing") as batch:
        batch.drop_column("late")
        batch.drop_column("arrived")
        batch.drop_column("time_called_at")
        batch.drop_column("extra_minutes")
    with op.batch_alter_table("league_player") as batch:
        batch.drop_column("checked_in_at")
    with op.batch_alter_table("league") as batch:
        batch.drop_column("checkin_told_at")
        batch.drop_column("checkin_dropped")
        batch.drop_column("checkin_closed_at")
        batch.drop_column("checkin_by")
        batch.drop_column("checkin_deadline")
