"""What a process needs of the store before it serves: the database opened, migrated or checked,
why it cannot be reached, and the small facts every process shares. The faces start from here
(`arbiter run`, `arbiter web`, the console) and never import the store themselves."""

from __future__ import annotations

from bot.store import app_state
from bot.store.database import Database, unreachable
from bot.store.migrate import current_revision, head_revision, upgrade
from bot.store.tables.columns import utcnow

__all__ = [
    "Database",
    "current_revision",
    "head_revision",
    "prepare",
    "remember",
    "remembered",
    "unreachable",
    "utcnow",
]


async def prepare(database: Database) -> list[str]:
    """Migrate the schema to the code's and return what is wrong with the server's settings
    for Arbiter (PostgreSQL's durability settings), for the process to warn about."""
    await upgrade(database)
    return await database.setting_problems()


async def remembered(database: Database, key: str) -> str | None:
    """A fact shared by every process (table `app_state`), or None."""
    return await app_state.get(database, key)


async def remember(database: Database, key: str, value: str) -> None:
    await app_state.put(database, key, value)
