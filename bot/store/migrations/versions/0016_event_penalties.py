"""league_penalty, league_decklist, league_decklist_rules: a league's penalties and decklists.

Revision ID: 0016_event_penalties
Revises: 0015_event_floor
Create Date: 2026-11-28

A judge's penalty for a league player (warning, game loss, match loss, disqualification, with
its infraction and note, and the match it was applied to), a player's decklist (text or a link)
and the league's decklist rules (the deadline, and when the lists were published). Down again,
the three tables go; nothing else is touched.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0016_event_penalties"
down_revision: str | Sequence[str] | None = "0015_event_floor"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _league_key(table: str) -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(
        ["league_id"], ["league.id"], name=op.f(f"fk_{table}_league_id_league"), ondelete="CASCADE"
    )


def upgrade() -> None:
    op.create_table(
        "league_penalty",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("league_id", sa.Integer(), nullable=False),
        sa.Column("player", sa.String(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=True),
        sa.Column("round_number", sa.Integer(), nullable=False),
        sa.Column("in_playoff", sa.Boolean(), nullable=False),
        sa.Column("kind", sa.String(), nullable=False),
        sa.Column("infraction", sa.String(), nullable=False),
        sa.Column("note", sa.String(), nullable=False),
        sa.Column("given_by", sa.BigInteger(), nullable=False),
        sa.Column("given_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=True),
        _league_key("league_penalty"),
        sa.ForeignKeyConstraint(
            ["match_id"],
            ["match.id"],
            name=op.f("fk_league_penalty_match_id_match"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_league_penalty")),
    )
    op.create_index("ix_league_penalty_league", "league_penalty", ["league_id", "id"])
    op.create_table(
        "league_decklist",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("league_id", sa.Integer(), nullable=False),
        sa.Column("player", sa.String(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=True),
        sa.Column("text", sa.String(), nullable=True),
        sa.Column("url", sa.String(), nullable=True),
        sa.Column("submitted_at", sa.DateTime(timezone=True), nullable=False),
        _league_key("league_decklist"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_league_decklist")),
    )
    op.create_index(
        "uq_league_decklist_player", "league_decklist", ["league_id", "player"], unique=True
    )
    op.create_table(
        "league_decklist_rules",
        sa.Column("league_id", sa.Integer(), nullable=False),
        sa.Column("deadline", sa.DateTime(timezone=True), nullable=True),
        sa.Column("published_at", sa.DateTime(timezone=True), nullable=True),
        _league_key("league_decklist_rules"),
        sa.PrimaryKeyConstraint("league_id", name=op.f("pk_league_decklist_rules")),
    )


def downgrade() -> None:
    op.drop_table("league_decklist_rules")
    op.drop_index("uq_league_decklist_player", table_name="league_decklist")
    op.drop_table("league_decklist")
    op.drop_index("ix_league_penalty_league", table_name="league_penalty")
    op.drop_table("league_penalty")
