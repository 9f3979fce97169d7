"""Schema migrations (Alembic), run by the bot itself on start and by the test suite.

Each command runs in one transaction over the app's own engine, so a failed migration leaves
the schema as it was, on PostgreSQL and SQLite alike (SQLite's DDL is transactional too).
Several processes may start at once: SQLite serialises them with ``BEGIN IMMEDIATE`` (see
``bot.store.database``) and PostgreSQL with an advisory lock, so the later ones wait, then
find the schema up to date.
"""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager, closing
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import text
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import AsyncConnection

from bot.store.database import Database

# Inside the package, so an installed bot finds it wherever it is started from.
MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
# pg_advisory_xact_lock key held while migrating: the bytes of "arbiter" as a bigint.
ADVISORY_LOCK_KEY = int.from_bytes(b"arbiter", "big")


# Alembic's `op` and `context` are module-level proxies, so two commands interleaved on one
# event loop would send each other's statements down the wrong connection. One at a time.
_command_locks: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Lock] = (
    weakref.WeakKeyDictionary()
)


class ForeignKeyViolationError(RuntimeError):
    """A SQLite migration left rows pointing at rows that no longer exist."""


def alembic_config(connection: Connection | None = None) -> Config:
    """An Alembic config for the packaged migrations; ``connection`` is what env.py uses."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    config.set_main_option("path_separator", "os")
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def head_revision() -> str | None:
    """The newest revision in the code (what ``upgrade()`` migrates to)."""
    return ScriptDirectory.from_config(alembic_config()).get_current_head()


async def upgrade(database: Database, revision: str = "head") -> None:
    """Migrate the schema up to ``revision`` (default: the newest)."""
    await _run(database, lambda config: command.upgrade(config, revision))


async def downgrade(database: Database, revision: str = "base") -> None:
    """Migrate the schema down to ``revision`` (default: nothing left but alembic_version)."""
    await _run(database, lambda config: command.downgrade(config, revision))


async def current_revision(database: Database) -> str | None:
    """The revision the database is at, or None if it was never migrated."""
    async with database.engine.connect() as conn:
        return await conn.run_sync(
            lambda sync_conn: MigrationContext.configure(sync_conn).get_current_revision()
        )


async def _run(database: Database, action: Callable[[Config], None]) -> None:
    async with _command_lock(), migration_transaction(database) as conn:
        await conn.run_sync(lambda sync_conn: action(alembic_config(sync_conn)))


def _command_lock() -> asyncio.Lock:
    return _command_locks.setdefault(asyncio.get_running_loop(), asyncio.Lock())


@asynccontextmanager
async def migration_transaction(database: Database) -> AsyncIterator[AsyncConnection]:
    """A connection in the one transaction a migration runs in: committed only on success.

    SQLite: foreign keys are switched off for the duration, as SQLite's docs prescribe for
    schema changes. Alembic's batch mode rebuilds a table by copying it and dropping the old
    one, and with foreign keys on, dropping ``match`` would first delete every row that
    references it (ON DELETE CASCADE). The pragma is a no-op inside a transaction, so it is
    set before ours begins, and the data is checked with ``foreign_key_check`` before commit.
    """
    async with database.engine.connect() as conn:
        if database.dialect == "sqlite":
            await conn.run_sync(_sqlite_foreign_keys, False)
            try:
                async with conn.begin():
                    yield conn
                    await conn.run_sync(_sqlite_check_foreign_keys)
            finally:
                await conn.run_sync(_sqlite_foreign_keys, True)
        else:
            async with conn.begin():
                if database.dialect == "postgresql":
                    # Released at commit or rollback; a second process waits here.
                    await conn.execute(
                        text("SELECT pg_advisory_xact_lock(:key)"), {"key": ADVISORY_LOCK_KEY}
                    )
                yield conn


def _sqlite_foreign_keys(conn: Connection, enabled: bool) -> None:
    # Straight to the driver: through SQLAlchemy the statement would open a transaction
    # (BEGIN IMMEDIATE), inside which SQLite ignores this pragma.
    with closing(conn.connection.cursor()) as cursor:
        cursor.execute(f"PRAGMA foreign_keys={'ON' if enabled else 'OFF'}")


def _sqlite_check_foreign_keys(conn: Connection) -> None:
    problems = conn.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
    if problems:
        shown = ", ".join(f"{row[0]} rowid {row[1]} -> {row[2]}" for row in problems[:10])
        raise ForeignKeyViolationError(
            f"migration left {len(problems)} dangling foreign key(s): {shown}"
        )
