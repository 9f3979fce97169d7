"""Table starts: a playoff match is claimed like a round's pairing, and both keep when their
players were told; a playoff round is listed in the league channel once.

Revision ID: 0012_table_starts
Revises: 0011_web_links
Create Date: 2026-11-26

Every table a league opens (a round's pairing, a playoff match) is started the same way
(bot.app.league.table_starts): claimed (claimed_until), its thread opened, its match
started and linked, its players told (told_at). A table counts as started once told_at is set,
so a start that stopped between the link and the ping is finished by the next start. Tables
whose match was linked before this revision are taken as told (their start pinged them, or
said nothing).
league_playoff.announced_round: the last playoff round listed in the league channel.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0012_table_starts"
down_revision: str | Sequence[str] | None = "0011_web_links"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("league_pairing") as batch:
        batch.add_column(sa.Column("told_at", sa.DateTime(timezone=True), nullable=True))
    with op.batch_alter_table("league_playoff_match") as batch:
        batch.add_column(sa.Column("claimed_until", sa.DateTime(timezone=True), nullable=True))
        batch.add_column(sa.Column("told_at", sa.DateTime(timezone=True), nullable=True))
    with op.batch_alter_table("league_playoff") as batch:
        batch.add_column(sa.Column("announced_round", sa.Integer(), nullable=True))
    op.execute(
        "UPDATE league_pairing SET told_at = (SELECT league_round.started_at FROM league_round "
        "WHERE league_round.league_id = league_pairing.league_id "
        "AND league_round.number = league_pairing.round_number) "
        "WHERE match_id IS NOT NULL"
    )
    op.execute("UPDATE league_playoff_match SET told_at = started_at WHERE match_id IS NOT NULL")
    op.execute(
        "UPDATE league_playoff SET announced_round = "
        "(SELECT MAX(league_playoff_match.round_number) FROM league_playoff_match "
        "WHERE league_playoff_match.league_id = league_playoff.league_id)"
    )


def downgrade() -> None:
    with op.batch_alter_table("league_playoff") as batch:
        batch.drop_column("announced_round")
    with op.batch_alter_table("league_playoff_match") as batch:
        batch.drop_column("told_at")
        batch.drop_column("claimed_until")
    with op.batch_alter_table("league_pairing") as batch:
        batch.drop_column("told_at")
