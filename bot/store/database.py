"""The database: an async SQLAlchemy engine for SQLite (aiosqlite) or PostgreSQL (asyncpg)."""

from __future__ import annotations

import asyncio
import logging
import socket
import sqlite3
import time
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from functools import partial
from pathlib import Path
from typing import Any, cast

import aiosqlite
import asyncpg
from sqlalchemy import event, exc, text
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import (
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)

from bot.config import DEFAULT_MAX_OVERFLOW, DEFAULT_POOL_SIZE, redact_url

log = logging.getLogger(__name__)

BUSY_TIMEOUT_MS = 30_000
SQLITE_PRAGMAS = (
    "PRAGMA journal_mode=WAL",
    # With WAL, NORMAL survives a killed process (only a power cut can lose the last commits).
    "PRAGMA synchronous=NORMAL",
    "PRAGMA foreign_keys=ON",
    f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}",
)


class WriteSession(AsyncSession):
    """The session of one writing transaction. `changed`: the match and the version of it
    that this transaction claimed (set by the version claim), stored with the request's
    answer so that a retry of that request can be recognised (bot.store.requests).
    `contended`: an earlier attempt of the same request lost a race for the match, so this
    one takes the match's row lock before it reads (bot.store.matches.MatchStore.load)."""

    changed: tuple[int, int] | None = None
    contended: bool = False

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # Run once the transaction has committed (what a process keeps of what it wrote).
        self.on_commit: list[Callable[[], None]] = []


class CommitUncertain(Exception):
    """COMMIT was sent but its answer never came back (a connection reset, a timeout): the
    transaction may have been stored or not. Only a later look at the database can tell
    (bot.store.requests looks the request's interaction id up)."""


# What Arbiter needs of a PostgreSQL server (README, "PostgreSQL in production"): every commit
# it acknowledged survives a crash of the server or the machine, and row locks re-read the
# latest row (the optimistic version check retries lost races; REPEATABLE READ or SERIALIZABLE
# would fail them instead). Setting -> the values that do.
POSTGRES_NEEDS = {
    "fsync": ("on",),
    "synchronous_commit": ("on", "local", "remote_write", "remote_apply"),
    "full_page_writes": ("on",),
    "default_transaction_isolation": ("read committed",),
}


def is_sqlite(url: str) -> bool:
    return make_url(url).get_backend_name() == "sqlite"


def unreachable(url: str, error: BaseException) -> str | None:
    """Why the database at `url` could not be reached, from `error` (refused, an unknown
    host, a wrong password, a missing database), with its password hidden; None when
    `error` is not about reaching it."""
    reaching = ConnectionError | socket.gaierror | TimeoutError | exc.SQLAlchemyError
    if not isinstance(error, reaching):
        return None
    reason = str(error.orig) if isinstance(error, exc.DBAPIError) else str(error)
    if password := make_url(url).password:
        reason = reason.replace(str(password), "***")
    return reason.strip()


# A statement run: the cursor's description, rows, rowcount and lastrowid.
_Ran = tuple[Any, list[Any], int, Any]


class _SQLiteConnection(aiosqlite.Connection):
    """aiosqlite's connection, made cheap for the one write path.

    aiosqlite runs each call (make a cursor, execute, fetch, close, commit) as a trip of its
    own to the connection's thread; under SQLAlchemy a statement took three or four trips, and
    each trip waits for the other thread to be scheduled, for the GIL, and then for the event
    loop to come round: a plain report took eighteen, and under load the waits, not SQLite,
    were most of its time. Here:

    a statement is executed and its rows fetched in one call, and a transaction's BEGIN is
    sent with its first statement (`begin_with`). Every call still runs on the connection's
    thread, never on the event loop's: a statement that waits (for another process's write
    lock, a checkpoint, the disk) must not hold up every other interaction, whose answers
    Discord wants within 3 seconds. (Running a locked writer's statements on the event loop
    was tried: more reports a second, but first answers past 3 s under load.)"""

    def __init__(self, connector: Any) -> None:
        super().__init__(connector, 64)
        self._thread.daemon = True  # as SQLAlchemy's aiosqlite dialect does
        self.begin_with: str | None = None  # the BEGIN not sent yet

    def cursor(self) -> _SQLiteCursor:  # type: ignore[override]
        return _SQLiteCursor(self)

    @property
    def in_transaction(self) -> bool:
        return self.begin_with is not None or super().in_transaction

    def _take_begin(self) -> str | None:
        begin, self.begin_with = self.begin_with, None
        return begin

    async def commit(self) -> None:
        if self._take_begin() is None:  # else nothing was sent: there is nothing to commit
            await super().commit()

    async def rollback(self) -> None:
        if self._take_begin() is None:
            await super().rollback()

    async def run(self, sql: str, parameters: Any, many: bool) -> _Ran:
        """`sql` executed, after the pending BEGIN."""
        # aiosqlite's Connection._execute (untyped): the call on its worker thread.
        ran = await self._execute(  # type: ignore[no-untyped-call]
            self._run, self._take_begin(), sql, parameters, many
        )
        return cast(_Ran, ran)

    def _run(self, begin: str | None, sql: str, parameters: Any, many: bool) -> _Ran:
        connection = self._conn
        if begin is not None:
            connection.execute(begin)
        cursor = connection.cursor()
        try:
            if many:
                cursor.executemany(sql, parameters)
            else:
                cursor.execute(sql, parameters)
            rows = cursor.fetchall() if cursor.description else []
            return cursor.description, rows, cursor.rowcount, cursor.lastrowid
        finally:
            cursor.close()


class _SQLiteCursor:
    """The cursor SQLAlchemy's aiosqlite dialect drives: its rows arrive with the execute.
    The dialect buffers them itself at once (fetchall), so no other fetch is called (and no
    server-side cursor: nothing streams results)."""

    arraysize = 1

    def __init__(self, connection: _SQLiteConnection) -> None:
        self._connection = connection
        self.description: Any = None
        self.rowcount = -1
        self.lastrowid: Any = None
        self._rows: list[Any] = []

    async def __aenter__(self) -> _SQLiteCursor:
        return self

    async def _run(self, sql: str, parameters: Any, many: bool) -> _SQLiteCursor:
        ran = await self._connection.run(sql, parameters, many)
        self.description, self._rows, self.rowcount, self.lastrowid = ran
        return self

    async def execute(self, sql: str, parameters: Any = None) -> _SQLiteCursor:
        return await self._run(sql, () if parameters is None else parameters, False)

    async def executemany(self, sql: str, parameters: Sequence[Any]) -> _SQLiteCursor:
        return await self._run(sql, parameters, True)

    async def fetchall(self) -> list[Any]:
        rows, self._rows = self._rows, []
        return rows

    async def close(self) -> None:
        self._rows = []


def _sqlite_connector(url: str) -> Any:
    """Makes the engine's SQLite connections (SQLAlchemy's `async_creator`), with the
    arguments SQLAlchemy's own dialect would pass to sqlite3.connect."""
    parsed = make_url(url)
    arguments, options = parsed.get_dialect()().create_connect_args(parsed)
    connect = partial(sqlite3.connect, *arguments, **options)
    return lambda: _SQLiteConnection(connect)


def _prepare_sqlite(engine: AsyncEngine, *, read_only: bool = False) -> None:
    @event.listens_for(engine.sync_engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Let SQLAlchemy, not the driver, decide when transactions begin (see _on_begin).
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        for pragma in SQLITE_PRAGMAS:
            cursor.execute(pragma)
        if read_only:  # SQLite itself refuses every write on this connection
            cursor.execute("PRAGMA query_only=ON")
        cursor.close()

    @event.listens_for(engine.sync_engine, "begin")
    def _on_begin(connection: Any) -> None:
        # Take the write lock up front: a deferred transaction that reads, then writes, can fail
        # with "database is locked" when another process wrote in between. A reader never
        # writes: a deferred BEGIN reads one snapshot and never waits for the writer. Sent
        # with the transaction's first statement (_SQLiteConnection).
        driver = connection.connection.driver_connection
        driver.begin_with = "BEGIN" if read_only else "BEGIN IMMEDIATE"

    @event.listens_for(engine.sync_engine, "reset")
    def _on_reset(dbapi_connection: Any, _record: Any, reset_state: Any) -> None:
        # Stands in for the pool's rollback-on-return (pool_reset_on_return=None): roll back
        # only a connection still inside a transaction. After a commit there is none, and the
        # unconditional rollback cost one more trip to aiosqlite's thread per transaction.
        if not reset_state.asyncio_safe or reset_state.transaction_was_reset:
            return
        if dbapi_connection.driver_connection.in_transaction:
            dbapi_connection.rollback()


# Seconds any one PostgreSQL statement may take (asyncpg's command_timeout); SQLite's waits
# for its write lock are bounded by busy_timeout (SQLITE_PRAGMAS).
COMMAND_TIMEOUT = 20.0

# A pooled connection idle for longer than this is pinged before use (see _ping_if_idle).
IDLE_PING_AFTER = 10.0


def _ping_if_idle(engine: AsyncEngine, idle_after: float) -> None:
    """Check a connection that sat idle in the pool before handing it out, instead of
    `pool_pre_ping`'s check on every checkout (one more round trip per request).

    A busy connection was used moments ago and is handed out as it is; one idle for longer
    than `idle_after` seconds (a server restart, a proxy closing idle connections) is pinged,
    and a dead one is replaced by the pool. A connection lost while busy fails its request's
    first statement: SQLAlchemy then invalidates the pool's older connections and the service
    runs the request again (bot.store.requests.RequestLog.run)."""
    sync_engine = engine.sync_engine
    dialect = sync_engine.dialect

    @event.listens_for(sync_engine, "checkin")
    def _on_checkin(_dbapi_connection: Any, record: Any) -> None:
        if record is not None:
            record.info["idle_since"] = time.monotonic()

    @event.listens_for(sync_engine, "checkout")
    def _on_checkout(dbapi_connection: Any, record: Any, _proxy: Any) -> None:
        idle_since = record.info.get("idle_since")
        if idle_since is None or time.monotonic() - idle_since < idle_after:
            return
        try:
            dialect.do_ping(dbapi_connection)
        except Exception as error:
            # Whatever the driver raised: is_disconnect reads DB-API errors and others alike.
            if dialect.is_disconnect(cast(Any, error), dbapi_connection, None):
                # The pool discards this connection and checks out another (or a new one).
                raise exc.DisconnectionError(str(error)) from error
            raise


class Database:
    """One engine and session factory per process, shared by the service and the CLI.

    With PostgreSQL, the engine's pool is the process's whole connection budget: at most
    `pool_size + max_overflow` connections."""

    def __init__(
        self,
        url: str,
        *,
        echo: bool = False,
        pool_size: int = DEFAULT_POOL_SIZE,
        max_overflow: int = DEFAULT_MAX_OVERFLOW,
        idle_ping_after: float = IDLE_PING_AFTER,
        read_only: bool = False,
    ) -> None:
        """`read_only=True` (the web pages): every transaction only reads, and the database
        refuses writes (SQLite's query_only, PostgreSQL's default_transaction_read_only)."""
        self.url = url
        options: dict[str, Any] = {"echo": echo}
        if is_sqlite(url):
            database = make_url(url).database
            if database and database != ":memory:":
                Path(database).parent.mkdir(parents=True, exist_ok=True)
            # One connection: SQLite has one writer anyway, and queueing in the pool is cheaper
            # than lock contention between connections.
            options.update(
                pool_size=1,
                max_overflow=0,
                pool_reset_on_return=None,
                async_creator=_sqlite_connector(url),
            )
        else:
            options.update(pool_size=pool_size, max_overflow=max_overflow)
            # No statement waits for ever (a lock held elsewhere, a connection that went
            # silent): asyncpg gives up after this, and the request is answered.
            connect_args: dict[str, Any] = {"command_timeout": COMMAND_TIMEOUT}
            if read_only:
                connect_args["server_settings"] = {"default_transaction_read_only": "on"}
            options["connect_args"] = connect_args
        self.engine = create_async_engine(url, **options)
        self.dialect = self.engine.dialect.name
        if self.dialect == "sqlite":
            _prepare_sqlite(self.engine, read_only=read_only)
        else:
            _ping_if_idle(self.engine, idle_ping_after)
        self.sessions = async_sessionmaker(self.engine, class_=WriteSession, expire_on_commit=False)

    def __repr__(self) -> str:
        return f"Database({redact_url(self.url)!r})"

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[WriteSession]:
        """A session in one transaction: committed on success, rolled back on any error.

        Everything is flushed before COMMIT, so an error raised by the work or its flush
        (a constraint, a lost connection) means nothing was stored. An error raised by COMMIT
        itself is CommitUncertain: the answer was lost, the change may be stored."""
        async with self.sessions() as session:
            transaction = await session.begin()
            try:
                yield session
                if session.new or session.dirty or session.deleted:
                    await session.flush()  # (most writes are Core statements: nothing to flush)
            except BaseException:
                try:
                    await transaction.rollback()
                except Exception:  # a dead connection: the server rolls back on its own
                    log.warning("rollback failed", exc_info=True)
                raise
            try:
                await transaction.commit()
            except Exception as error:
                raise CommitUncertain(str(error)) from error
            for committed in session.on_commit:
                committed()

    async def setting_problems(self) -> list[str]:
        """What in the server's settings puts acknowledged data at risk (PostgreSQL; SQLite's
        settings are Arbiter's own, SQLITE_PRAGMAS). Logged as warnings at start."""
        if self.dialect != "postgresql":
            return []
        problems = []
        async with self.engine.connect() as conn:
            for name, good in POSTGRES_NEEDS.items():
                value = (await conn.execute(text(f"SHOW {name}"))).scalar_one()
                if str(value).lower() not in good:
                    problems.append(
                        f"PostgreSQL runs with {name}={value}; Arbiter needs {' or '.join(good)}"
                    )
        return problems

    async def listen(self, channel: str, heard: Callable[[str], None]) -> Listening | None:
        """PostgreSQL: call `heard(payload)` for every NOTIFY on `channel`, on a connection
        of its own (not one of the pool's); None on SQLite, which has no notifications.
        `Listening.lost` is set if that connection is lost: listen again."""
        if self.dialect != "postgresql":
            return None
        dsn = make_url(self.url).set(drivername="postgresql").render_as_string(hide_password=False)
        connection = await asyncpg.connect(dsn, timeout=COMMAND_TIMEOUT)
        listening = Listening(connection)

        def on_notify(_connection: Any, _pid: int, _channel: str, payload: str) -> None:
            heard(payload)

        connection.add_termination_listener(lambda _connection: listening.lost.set())
        await connection.add_listener(channel, on_notify)
        return listening

    async def close(self) -> None:
        await self.engine.dispose()


class Listening:
    """A LISTEN connection (`Database.listen`): `close()` stops it; `lost` is set if the
    server or the network closed it."""

    def __init__(self, connection: Any) -> None:
        self._connection = connection
        self.lost = asyncio.Event()

    async def close(self) -> None:
        try:
            await self._connection.close(timeout=5)
        except Exception:  # already gone
            self._connection.terminate()
