"""Shared fixtures.

Databases: every test that takes ``database`` runs twice, on SQLite (a file, as in
production) and on a real PostgreSQL (a fresh database per test on one throwaway server for
the whole session). Each database is new, migrated to head by the real migrations, and
closed after the test. ``sqlite_database`` / ``postgres_database`` give one backend only;
the ``empty_*`` variants are the same but not migrated (for the migration tests).
"""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from bot.matches.database import Database
from bot.matches.migrate import upgrade
from tests.support.postgres import PostgresServer, start_postgres

BACKENDS = ["sqlite", "postgresql"]


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """One PostgreSQL server for the session ($ARBITER_TEST_POSTGRES_URL if set)."""
    server = start_postgres()
    yield server
    server.stop()


@pytest.fixture
async def empty_sqlite_database(tmp_path: Path) -> AsyncIterator[Database]:
    database = Database(f"sqlite+aiosqlite:///{tmp_path}/arbiter.db")
    yield database
    await database.close()


@pytest.fixture
async def empty_postgres_database(postgres_server: PostgresServer) -> AsyncIterator[Database]:
    name = f"arbiter_test_{uuid.uuid4().hex[:16]}"
    database = Database(postgres_server.create_database(name))
    yield database
    # Dispose of the pool first, or its idle connections would hold the database open.
    await database.close()
    postgres_server.drop_database(name)


@pytest.fixture
async def sqlite_database(empty_sqlite_database: Database) -> Database:
    await upgrade(empty_sqlite_database)
    return empty_sqlite_database


@pytest.fixture
async def postgres_database(empty_postgres_database: Database) -> Database:
    await upgrade(empty_postgres_database)
    return empty_postgres_database


# Sync on purpose: getfixturevalue must not be called from inside a running event loop.
# It also means the PostgreSQL server only starts when a postgresql test runs.
@pytest.fixture(params=BACKENDS)
def database(request: pytest.FixtureRequest) -> Database:
    """A fresh database migrated to head, once per backend."""
    return request.getfixturevalue(_fixture_name(request.param, migrated=True))


@pytest.fixture(params=BACKENDS)
def empty_database(request: pytest.FixtureRequest) -> Database:
    """A fresh database with no tables at all, once per backend."""
    return request.getfixturevalue(_fixture_name(request.param, migrated=False))


def _fixture_name(backend: str, *, migrated: bool) -> str:
    name = {"sqlite": "sqlite_database", "postgresql": "postgres_database"}[backend]
    return name if migrated else f"empty_{name}"
