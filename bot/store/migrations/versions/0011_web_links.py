"""web_link: the opt-in, revocable tokens of the web pages (shared/spec/web.md).

Revision ID: 0011_web_links
Revises: 0006_league_indexes
Create Date: 2026-11-25

One row per public page: a league's, a match's overlay, or a server's ladders. A revoke
deletes the row (and a new one is made), so the old token answers 404. The rows go with their
league or match (ON DELETE CASCADE).
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0011_web_links"
down_revision: str | Sequence[str] | None = "0010_playoffs"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "web_link",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("token", sa.String(), nullable=False),
        sa.Column("kind", sa.String(), nullable=False),
        sa.Column("league_id", sa.Integer(), nullable=True),
        sa.Column("match_id", sa.Integer(), nullable=True),
        sa.Column("guild_id", sa.BigInteger(), nullable=True),
        sa.Column("created_by", sa.BigInteger(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["league_id"],
            ["league.id"],
            name=op.f("fk_web_link_league_id_league"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["match_id"],
            ["match.id"],
            name=op.f("fk_web_link_match_id_match"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_web_link")),
        sa.UniqueConstraint("token", name=op.f("uq_web_link_token")),
        sa.UniqueConstraint("league_id", name=op.f("uq_web_link_league_id")),
        sa.UniqueConstraint("match_id", name=op.f("uq_web_link_match_id")),
        sa.UniqueConstraint("guild_id", name=op.f("uq_web_link_guild_id")),
    )


def downgrade() -> None:
    op.drop_table("web_link")
