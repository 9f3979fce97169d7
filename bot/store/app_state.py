"""Small facts shared by every bot process (table `app_state`), read and written by key."""

from __future__ import annotations

from bot.store.database import Database
from bot.store.tables.matches import AppState


async def get(database: Database, key: str) -> str | None:
    async with database.transaction() as session:
        found = await session.get(AppState, key)
        return found.value if found is not None else None


async def put(database: Database, key: str, value: str) -> None:
    async with database.transaction() as session:
        await session.merge(AppState(key=key, value=value))
