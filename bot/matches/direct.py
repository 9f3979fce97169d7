"""The report fast path's writes: one report stored in one trip to the database driver.

Most reports change a counter and end nothing (life, poison, commander damage with nobody
dead). The service judges those in memory against the match it has cached for the channel
(`bot.matches.service.LiveMatch`) and stores them here: the version check on the match row,
the report row and the game's new state in one transaction, without SQLAlchemy's session.
Anything else, and anything this cannot store (another process moved the match on, the
idempotency key is taken or has another record, such as a stored refusal, the match now waits
on a confirmation or a batch), is answered "not written", and the service takes its full path,
which handles every case.

The rows written are the ones the full path writes: the same columns, and the values
converted by the same SQLAlchemy column types (`tests/test_direct_reports.py` compares both
paths row by row, on SQLite and PostgreSQL).
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol, TypeVar

import asyncpg
from sqlalchemy.engine import Dialect, make_url
from sqlalchemy.exc import DBAPIError
from sqlalchemy.util import greenlet_spawn

from bot.matches.database import SQLITE_PRAGMAS, CommitUncertain, Database
from bot.matches.models import Report
from bot.matches.trips import Retreat, Trip, Values, drive_postgres, drive_sqlite

log = logging.getLogger(__name__)

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class DirectReport:
    """One judged report, ready to store, with the match version it was judged against."""

    match_id: int
    seen_version: int
    game_number: int
    reporter_id: int
    idempotency_key: str
    payload: dict[str, Any]
    status: str
    answer: dict[str, Any]
    created_at: datetime
    game_state: dict[str, Any]
    first_player: str | None

    @property
    def claimed_version(self) -> int:
        return self.seen_version + 1


@dataclass(frozen=True, slots=True)
class Written:
    report_id: int
    # Not versioned (the scoreboard message is recorded without a version bump), so the
    # write reads it back for the answer.
    scoreboard_message_id: int | None


class ReportWriter(Protocol):
    # SQL statements sent so far, BEGIN/COMMIT/ROLLBACK not counted (for the benchmark),
    # reports stored by `write`, and trips committed.
    statements: int
    written: int
    trips: int

    async def write(self, report: DirectReport) -> Written | None:
        """Store `report`. None: take the full path. Either it was not stored, or (a lost
        connection) it may have been; the full path looks up the idempotency key first, so
        it answers with the first answer in that case."""

    async def trip(self, trip: Trip[T]) -> T | None:
        """Run a request's trip (bot.matches.trips) in one transaction. None: nothing was
        stored; take the full path. CommitUncertain (raised): its COMMIT's answer was lost."""

    async def close(self) -> None: ...


def report_writer(database: Database) -> ReportWriter | None:
    """The fast writer for this database, or None where there is none (in-memory SQLite)."""
    if database.dialect == "sqlite":
        path = make_url(database.url).database
        if not path or path == ":memory:" or path.startswith("file:"):
            return None
        writer: ReportWriter = SQLiteReportWriter(path, database)
    elif database.dialect == "postgresql":
        writer = PostgresReportWriter(database)
    else:
        return None
    database.on_close(writer.close)
    return writer


def _processor(column: str, dialect: Dialect) -> Callable[[Any], Any]:
    """How SQLAlchemy converts a `report` column's value for this dialect."""
    column_type = Report.__table__.c[column].type  # type: ignore[attr-defined]
    convert = column_type.dialect_impl(dialect).bind_processor(dialect)
    return convert if convert is not None else (lambda value: value)


def _values(dialect: Dialect) -> Values:
    """A trip's JSON and timestamp values as SQLAlchemy converts them (every JSON column is
    the same type, and so is every timestamp column)."""
    return Values(json=_processor("payload", dialect), time=_processor("created_at", dialect))


# The match must still be at the version the report was judged against, still active and
# waiting on nothing, and the interaction must have no other record (a refusal stored by
# another process: bot.matches.requests); the scoreboard message comes back because it is not
# versioned.
_SQLITE_CLAIM = (
    "UPDATE match SET version = ? "
    "WHERE id = ? AND version = ? AND current_game = ? AND status = 'active' "
    "AND pending_id IS NULL AND batch_id IS NULL "
    "AND NOT EXISTS (SELECT 1 FROM request WHERE key = ?) "
    "RETURNING scoreboard_message_id"
)
_SQLITE_INSERT = (
    "INSERT INTO report (match_id, game_number, seq, reporter_id, idempotency_key, "
    "payload, status, answer, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
_SQLITE_GAME = "UPDATE game SET state = ?, first_player = ? WHERE match_id = ? AND number = ?"


class SQLiteReportWriter:
    """Its own connection to the database file, used from one thread: a report is one trip
    to that thread (aiosqlite makes several per statement)."""

    def __init__(self, path: str, database: Database) -> None:
        self._path = path
        self._database = database
        self._json = _processor("payload", database.engine.dialect)
        self._time = _processor("created_at", database.engine.dialect)
        self._values = _values(database.engine.dialect)
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="arbiter-reports")
        self._connection: sqlite3.Connection | None = None
        self._closed = False
        self.statements = 0
        self.written = 0
        self.trips = 0

    async def write(self, report: DirectReport) -> Written | None:
        row = (
            report.match_id,
            report.game_number,
            report.claimed_version,
            report.reporter_id,
            report.idempotency_key,
            self._json(report.payload),
            report.status,
            self._json(report.answer),
            self._time(report.created_at),
        )
        claim = (
            report.claimed_version,
            report.match_id,
            report.seen_version,
            report.game_number,
            report.idempotency_key,
        )
        game = (
            self._json(report.game_state),
            report.first_player,
            report.match_id,
            report.game_number,
        )
        if self._closed:
            return None
        try:
            written = await self._in_thread(self._store, claim, row, game)
        except sqlite3.Error as error:
            log.warning("fast path: %s; the full path takes the report", error)
            return None
        if written is not None:
            self.written += 1
        return written

    async def trip(self, trip: Trip[T]) -> T | None:
        if self._closed:
            trip.close()
            return None
        try:
            return await self._in_thread(self._drive, trip)
        except Retreat:
            return None
        except sqlite3.IntegrityError:
            return None  # a key is taken or the channel has a match: the full path answers
        except sqlite3.Error as error:
            log.warning("fast path: %s; the full path takes the request", error)
            return None

    def _drive(self, trip: Trip[T]) -> T:
        if self._connection is None:
            self._connection = self._connect()
        result, sent = drive_sqlite(self._connection, trip, self._values)
        self.statements += sent
        self.trips += 1
        return result

    async def _in_thread(self, work: Callable[..., T], *args: Any) -> T:
        """`work(*args)` in the writer's thread, holding the database's turn."""
        loop = asyncio.get_running_loop()
        async with self._database.turn():
            done = loop.run_in_executor(self._thread, work, *args)
            try:
                return await asyncio.shield(done)
            except asyncio.CancelledError:
                # The thread finishes the transaction either way: keep the turn until it has,
                # or the next writer would wait in SQLite's busy handler.
                await asyncio.wait([done])
                raise

    def _connect(self) -> sqlite3.Connection:
        # isolation_level=None: transactions begin where this module says, not where the
        # sqlite3 module guesses.
        connection = sqlite3.connect(self._path, isolation_level=None)
        for pragma in SQLITE_PRAGMAS:
            connection.execute(pragma)
        return connection

    def _store(
        self, claim: tuple[Any, ...], row: tuple[Any, ...], game: tuple[Any, ...]
    ) -> Written | None:
        if self._connection is None:
            self._connection = self._connect()
        connection = self._connection
        # IMMEDIATE: take the write lock now, as the full path does.
        connection.execute("BEGIN IMMEDIATE")
        try:
            self.statements += 1
            claimed = connection.execute(_SQLITE_CLAIM, claim).fetchone()
            if claimed is None:
                connection.execute("ROLLBACK")
                return None
            try:
                self.statements += 1
                report_id = connection.execute(_SQLITE_INSERT, row).lastrowid
            except sqlite3.IntegrityError:
                # The idempotency key is taken: the full path answers as the first time.
                connection.execute("ROLLBACK")
                return None
            self.statements += 1
            if connection.execute(_SQLITE_GAME, game).rowcount != 1:
                connection.execute("ROLLBACK")
                return None
            connection.execute("COMMIT")
        except BaseException:
            if connection.in_transaction:
                connection.execute("ROLLBACK")
            raise
        assert report_id is not None
        return Written(report_id=report_id, scoreboard_message_id=claimed[0])

    async def close(self) -> None:
        """For good: later writes answer None (the full path, which reconnects, takes them)."""
        if self._closed:
            return
        self._closed = True
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(self._thread, self._disconnect)
        self._thread.shutdown(wait=True)

    def _disconnect(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None


# One statement, so one round trip and atomic on its own: claim the version, store the new game
# state, then the report. Each step feeds on the one before, so if the match moved on (no row
# claimed) nothing is written; a taken idempotency key fails the whole statement.
_POSTGRES_REPORT = """
WITH claimed AS (
    UPDATE match SET version = $3
    WHERE id = $1 AND version = $2 AND current_game = $6 AND status = 'active'
      AND pending_id IS NULL AND batch_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM request WHERE key = $8)
    RETURNING id, scoreboard_message_id
), played AS (
    UPDATE game SET state = $4::json, first_player = $5
    FROM claimed WHERE game.match_id = claimed.id AND game.number = $6
    RETURNING game.match_id
), stored AS (
    INSERT INTO report (match_id, game_number, seq, reporter_id, idempotency_key,
                        payload, status, answer, created_at)
    SELECT match_id, $6, $3, $7, $8, $9::json, $10, $11::json, $12 FROM played
    RETURNING id
)
SELECT stored.id, claimed.scoreboard_message_id FROM stored, claimed
"""

# A connection is lost (a server restart, a proxy closing idle ones): the pool must not hand
# it out again.
_LOST = (
    asyncpg.InterfaceError,
    asyncpg.InternalClientError,
    asyncpg.PostgresConnectionError,
    OSError,
)


class PostgresReportWriter:
    """Borrows a connection from the engine's pool for each report: the fast path and the
    full path share one connection budget (`Database`'s pool settings)."""

    def __init__(self, database: Database) -> None:
        self._engine = database.engine
        self._json = _processor("payload", database.engine.dialect)
        self._values = _values(database.engine.dialect)
        self._closed = False
        self.statements = 0
        self.written = 0
        self.trips = 0

    async def write(self, report: DirectReport) -> Written | None:
        if self._closed:
            return None
        self.statements += 1
        try:
            # The pool's connection itself, without a SQLAlchemy Connection around it (the
            # cheapest way to borrow one: about 0.2 ms of CPU less per report).
            fairy = await self._engine.raw_connection()
            try:
                row = await self._store(fairy.driver_connection, report)
            except (*_LOST, asyncio.CancelledError):
                # Lost, or cut off mid-statement: not fit to go back to the pool.
                await greenlet_spawn(fairy.invalidate)
                raise
            finally:
                # In SQLAlchemy's greenlet: returning an overflow connection closes it.
                await greenlet_spawn(fairy.close)
        except asyncpg.UniqueViolationError:
            return None  # the idempotency key is taken: the full path answers as the first time
        except (asyncpg.PostgresError, DBAPIError, *_LOST) as error:
            # A dropped connection or a failed statement: the full path takes the report (and
            # runs it again on a fresh connection if its own was lost too).
            log.warning("fast path: %s; the full path takes the report", error)
            return None
        if row is None:
            return None
        self.written += 1
        return Written(report_id=row[0], scoreboard_message_id=row[1])

    async def trip(self, trip: Trip[T]) -> T | None:
        """None: not stored. CommitUncertain (raised): its COMMIT's answer was lost."""
        if self._closed:
            trip.close()
            return None
        try:
            fairy = await self._engine.raw_connection()
            try:
                result, sent = await drive_postgres(fairy.driver_connection, trip, self._values)
            except (*_LOST, CommitUncertain, asyncio.CancelledError):
                await greenlet_spawn(fairy.invalidate)
                raise
            finally:
                await greenlet_spawn(fairy.close)
        except (Retreat, asyncpg.UniqueViolationError):
            return None  # the full path answers (a stored answer, or the refusal)
        except (asyncpg.PostgresError, DBAPIError, *_LOST) as error:
            log.warning("fast path: %s; the full path takes the request", error)
            return None
        self.statements += sent
        self.trips += 1
        return result

    async def _store(self, driver: asyncpg.Connection, report: DirectReport) -> Any:
        # No transaction is open on a connection fresh from the pool: the statement commits
        # on its own, and the pool's rollback on return has nothing to do (no round trip).
        return await driver.fetchrow(
            _POSTGRES_REPORT,
            report.match_id,
            report.seen_version,
            report.claimed_version,
            self._json(report.game_state),
            report.first_player,
            report.game_number,
            report.reporter_id,
            report.idempotency_key,
            self._json(report.payload),
            report.status,
            self._json(report.answer),
            report.created_at,
        )

    async def close(self) -> None:
        """For good: later writes answer None (the full path takes them). The connections are
        the engine's, closed with it."""
        self._closed = True
