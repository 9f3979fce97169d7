"""Shared fixtures.

Databases: every test that takes ``database`` runs twice, on SQLite (a file, as in
production) and on a real PostgreSQL (a fresh database per test on one throwaway server for
the whole session). Each database is new, at the head revision of the real migrations, and
closed after the test. The migrations run once per session and backend, into a template that
each test gets its own copy of: a copy of the file on SQLite, ``CREATE DATABASE ... TEMPLATE``
on PostgreSQL. ``sqlite_database`` / ``postgres_database`` give one backend only; the
``empty_*`` variants are new databases that were never migrated (for the migration tests).

That PostgreSQL server trades durability for speed (``fsync=off``, ``synchronous_commit=off``):
a crash of the server can lose commits it acknowledged. Tests about crashes and restarts take
``durable_database`` instead: SQLite as in production, or a second PostgreSQL server with
production's durability settings (``durable_postgres_server``, started only when needed).
"""

from __future__ import annotations

import concurrent.futures
import gc
import os
import shutil
import sqlite3
import uuid
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, closing
from pathlib import Path

import pytest
from sqlmodel import SQLModel

from bot.app.match import MatchService
from bot.core import rulings
from bot.store.database import Database
from bot.store.migrate import upgrade
from tests.support.chromium import stop_browser
from tests.support.cli import CommandLine, Console
from tests.support.postgres import PostgresServer, run_sync, start_postgres

# The command line and the console speak the machine's language (LANGUAGE, LC_ALL,
# LC_MESSAGES, LANG): the tests expect English unless they set one themselves.
for _locale_variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_locale_variable, None)
os.environ["LANG"] = "C.UTF-8"

# The quick-ruling reader loads before any test, as `arbiter run` loads it before connecting:
# no interaction is the one that waits for its patterns to compile (the in-memory Discord holds
# answers to Discord's 3-second deadline). Processes a test starts load it at their first ruling.
rulings.load()

BACKENDS = ["sqlite", "postgresql"]
SQLITE_FILE = "arbiter.db"


@pytest.fixture(scope="session", autouse=True)
def _chromium_stopped() -> Iterator[None]:
    """The browser tests share one Chromium per test process (tests/support/chromium.py),
    started by the first of them; it is stopped when the session ends."""
    yield
    stop_browser()


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """One PostgreSQL server for the session ($ARBITER_TEST_POSTGRES_URL if set)."""
    server = start_postgres()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def durable_postgres_server() -> Iterator[PostgresServer]:
    """A PostgreSQL server of the tests' own with production's durability settings (fsync,
    synchronous_commit and full_page_writes on), which tests may restart."""
    server = start_postgres(durable=True)
    yield server
    server.stop()


@pytest.fixture(scope="session")
def durable_postgres_template(durable_postgres_server: PostgresServer) -> Iterator[str]:
    name = f"arbiter_template_{uuid.uuid4().hex[:12]}"
    _migrate(durable_postgres_server.create_database(name))
    yield name
    durable_postgres_server.drop_database(name)


@pytest.fixture
async def durable_postgres_database(
    durable_postgres_server: PostgresServer, durable_postgres_template: str
) -> AsyncIterator[Database]:
    name = _scratch_name()
    url = durable_postgres_server.create_database(name, template=durable_postgres_template)
    async with _opened(url) as database:
        yield database
    durable_postgres_server.drop_database(name)


def _migrate(url: str) -> None:
    """Migrate the database at ``url`` to head and close every connection to it."""

    async def migrate() -> None:
        database = Database(url)
        try:
            await upgrade(database)
        finally:
            await database.close()

    # A thread with its own event loop: safe whether or not a test's loop is running.
    run_sync(migrate)


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A SQLite file migrated to head, to be copied (never opened) by the tests."""
    path = tmp_path_factory.mktemp("sqlite-template") / SQLITE_FILE
    _migrate(f"sqlite+aiosqlite:///{path}")
    # The file is in WAL mode. Closing the last connection checkpoints the log into the file,
    # but make sure: a copy of the file alone must hold every migrated table.
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    wal = path.with_name(f"{path.name}-wal")
    assert not wal.exists() or wal.stat().st_size == 0, "the template's WAL was not checkpointed"
    return path


@pytest.fixture(scope="session")
def postgres_template(postgres_server: PostgresServer) -> Iterator[str]:
    """The name of a PostgreSQL database migrated to head, to be used only as a template.

    Nobody may stay connected to it: PostgreSQL refuses to copy a database in use.
    """
    name = f"arbiter_template_{uuid.uuid4().hex[:12]}"  # unique: a shared server may be in use
    _migrate(postgres_server.create_database(name))
    yield name
    postgres_server.drop_database(name)


class TemplateCopies:
    """New PostgreSQL databases copied from a template, each made while the test before runs.

    A copy takes about as long as a short test (PostgreSQL copies every file of the template,
    catalogs included), so one thread makes the next copy, and drops used ones, in the
    background. The server does that work in its own processes, on another core.
    """

    def __init__(self, server: PostgresServer, template: str) -> None:
        self.server = server
        self.template = template
        self._worker = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="pg-copies")
        self._drops: list[concurrent.futures.Future[None]] = []
        self._next = self._worker.submit(self._copy)

    def take(self) -> str:
        """The name of a new copy for the caller alone; the next one is started."""
        name = self._next.result()
        self._next = self._worker.submit(self._copy)
        return name

    def drop(self, name: str) -> None:
        """Drop a copy that the caller took and has closed every connection to."""
        self._drops.append(self._worker.submit(self.server.drop_database, name))

    def close(self) -> None:
        """Drop the copy made ahead; raise if making or dropping any copy failed."""
        try:
            self.drop(self._next.result())
        finally:
            self._worker.shutdown(wait=True)
        for dropped in self._drops:
            dropped.result()

    def _copy(self) -> str:
        name = _scratch_name()
        self.server.create_database(name, template=self.template)
        return name


@pytest.fixture(scope="session")
def postgres_copies(
    postgres_server: PostgresServer, postgres_template: str
) -> Iterator[TemplateCopies]:
    copies = TemplateCopies(postgres_server, postgres_template)
    yield copies
    copies.close()


def _scratch_name() -> str:
    return f"arbiter_test_{uuid.uuid4().hex[:16]}"


@asynccontextmanager
async def _opened(url: str) -> AsyncIterator[Database]:
    database = Database(url)
    try:
        yield database
    finally:
        # Dispose of the pool first, or its idle connections would hold the database open.
        await database.close()


@pytest.fixture
async def empty_sqlite_database(tmp_path: Path) -> AsyncIterator[Database]:
    async with _opened(f"sqlite+aiosqlite:///{tmp_path}/{SQLITE_FILE}") as database:
        yield database


@pytest.fixture
async def empty_postgres_database(postgres_server: PostgresServer) -> AsyncIterator[Database]:
    name = _scratch_name()
    async with _opened(postgres_server.create_database(name)) as database:
        yield database
    postgres_server.drop_database(name)


@pytest.fixture
def sqlite_url(sqlite_template: Path, tmp_path: Path) -> str:
    """The URL of a new SQLite file (``tmp_path/arbiter.db``) copied from the migrated template:
    a bot started on it finds the schema at head, as a running bot does after its first start
    (its start-up upgrade then checks the revision and has nothing to run: 15 ms of CPU
    against 170 ms for migrating a new file, once per test)."""
    path = tmp_path / SQLITE_FILE
    shutil.copyfile(sqlite_template, path)
    return f"sqlite+aiosqlite:///{path}"


@pytest.fixture
async def sqlite_database(sqlite_url: str) -> AsyncIterator[Database]:
    async with _opened(sqlite_url) as database:
        yield database


@pytest.fixture
async def postgres_database(postgres_copies: TemplateCopies) -> AsyncIterator[Database]:
    name = postgres_copies.take()
    async with _opened(postgres_copies.server.url_for(name)) as database:
        yield database
    postgres_copies.drop(name)


# Sync on purpose: getfixturevalue must not be called from inside a running event loop.
# It also means the PostgreSQL server only starts when a postgresql test runs.
@pytest.fixture(params=BACKENDS)
def database(request: pytest.FixtureRequest) -> Database:
    """A fresh database migrated to head, once per backend."""
    return request.getfixturevalue(_fixture_name(request.param, migrated=True))


@pytest.fixture(params=BACKENDS)
def durable_database(request: pytest.FixtureRequest) -> Database:
    """A fresh database migrated to head, once per backend, on production's durability
    settings: SQLite (as always), PostgreSQL on `durable_postgres_server`."""
    name = "sqlite_database" if request.param == "sqlite" else "durable_postgres_database"
    return request.getfixturevalue(name)


@pytest.fixture(params=BACKENDS)
def empty_database(request: pytest.FixtureRequest) -> Database:
    """A fresh database with no tables at all, once per backend."""
    return request.getfixturevalue(_fixture_name(request.param, migrated=False))


@pytest.fixture
def service(database: Database) -> MatchService:
    """The match service on ``database`` (so on both backends)."""
    return MatchService(database)


@pytest.fixture
def arbiter_cli(tmp_path: Path) -> CommandLine:
    """`arbiter ARGS...` run in this process, in `tmp_path` with a clean environment
    (tests/support/cli.py): its exit code, stdout and stderr."""
    return CommandLine(tmp_path)


@pytest.fixture
def arbiter_console(tmp_path: Path, sqlite_template: Path) -> Console:
    """`arbiter console` run in this process in `tmp_path`, with the lines given typed; a new
    database is a copy of the migrated template (tests/support/cli.py)."""
    return Console(tmp_path, sqlite_template)


def _fixture_name(backend: str, *, migrated: bool) -> str:
    name = {"sqlite": "sqlite_database", "postgresql": "postgres_database"}[backend]
    return name if migrated else f"empty_{name}"


def _forget_old_dialects() -> None:
    """Empty each ORM mapper's cache of compiled INSERT/UPDATE statements.

    SQLAlchemy keeps up to 100 of them per mapper, keyed by the engine's dialect, for the life
    of the process. A bot has one engine; a test process makes one or more per test, and each
    cache entry kept a finished test's dialect alive with its type and name caches (about
    1,600 objects per test). Emptied after each test, the heap stays flat (220,000 objects after
    120 Discord tests instead of 400,000) and the full collections below stay short."""
    # Both names are the libraries' own, not their API: should a release rename them, the
    # tests lose this saving, never run.
    registry = getattr(SQLModel, "_sa_registry", None)
    for mapper in getattr(registry, "mappers", ()):
        cache = mapper.__dict__.get("_compiled_cache")  # made on first use (memoized)
        if hasattr(cache, "clear"):
            cache.clear()


# Full garbage collections between tests, never inside one. A test process used to keep what
# thousands of tests left (each test's dialects, through the mappers' caches above: 950,000
# objects after all the Discord tests, against 190,000 after the imports), and a full
# collection over that took 1.1 s alone and more under the suite's load: inside a timed
# interaction it pushed a first answer past Discord's 3 s ("first answered after 3.5s", twice
# in one session). The heap stays flat now, but a collection is still never left to fall
# inside a test: automatic full collections are off for the session and one runs after every
# `_COLLECT_EVERY` tests instead; the younger generations still collect as usual.
_COLLECT_EVERY = 100
_FULL_THRESHOLD = 1_000_000
_tests_since_collect = 0


def pytest_configure(config: pytest.Config) -> None:
    young, middle, _ = gc.get_threshold()
    gc.set_threshold(young, middle, _FULL_THRESHOLD)


def pytest_runtest_teardown(item: pytest.Item) -> None:
    global _tests_since_collect
    _forget_old_dialects()
    _tests_since_collect += 1
    if _tests_since_collect >= _COLLECT_EVERY:
        _tests_since_collect = 0
        gc.collect()
