"""One request, one trip to the database driver.

SQLAlchemy's session costs a few hundred microseconds of Python per statement (and aiosqlite
adds a hand-over to its thread per call), which made every request but a plain report an order
of magnitude slower than the report fast path (issue 9). The commonest of those requests (a
report that ends a game or waits for confirmation, the Confirm press, `/match start`) are also
written as a *trip*: a generator that yields its statements one at a time, with the rows of each
sent back in, and returns the request's result. A trip holds the whole transaction's logic in
one place and is driven by either driver:

* SQLite: the whole generator runs in the fast path's own thread and connection
  (bot.matches.direct), inside one BEGIN IMMEDIATE ... COMMIT: one hand-over for the request.
* PostgreSQL: on a connection borrowed from the engine's pool, inside one transaction.

A trip that finds it cannot finish (the match moved on, an answer is already stored under the
key) raises `Retreat`: nothing is written, and the request takes its full path, which handles
every case. Statements are written once, with `:name` parameters, for both databases.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable, Generator, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

import asyncpg
from sqlalchemy import JSON, DateTime, Table

from bot.matches.database import CommitUncertain

T = TypeVar("T")

Rows = list[tuple[Any, ...]]


class Retreat(Exception):
    """The trip stops here: roll back, and let the request take its full path."""


# `:name`, but not the `::type` of a PostgreSQL cast.
_PARAMETER = re.compile(r"(?<![:\w]):([a-z_][a-z0-9_]*)")


@dataclass(frozen=True, slots=True)
class Sql:
    """A statement with `:name` parameters. `json`: parameters stored in JSON columns;
    `times`: parameters stored in timestamp columns (each driver wants its own form)."""

    text: str
    json: frozenset[str] = frozenset()
    times: frozenset[str] = frozenset()
    postgres: str = field(init=False)
    order: tuple[str, ...] = field(init=False)

    def __post_init__(self) -> None:
        order: list[str] = []

        def numbered(found: re.Match[str]) -> str:
            name = found.group(1)
            if name not in order:
                order.append(name)
            cast = "::json" if name in self.json else ""
            return f"${order.index(name) + 1}{cast}"

        object.__setattr__(self, "postgres", _PARAMETER.sub(numbered, self.text))
        object.__setattr__(self, "order", tuple(order))

    def __call__(self, **params: Any) -> Step:
        return Step(self, params)


@dataclass(frozen=True, slots=True)
class Step:
    """One statement of a trip with its parameters' values."""

    sql: Sql
    params: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class Insert:
    """An INSERT of one row of a table with every column given, as the ORM's INSERT gives
    them (`returning`: the generated key, left to the database and returned)."""

    sql: Sql
    columns: tuple[str, ...]

    def of(self, row: object = None, **values: Any) -> Step:
        """The step inserting `row`'s attributes, `values` added or overriding."""
        return Step(
            self.sql, {c: values[c] if c in values else getattr(row, c) for c in self.columns}
        )


def insert_into(table: Table, *, returning: str | None = None) -> Insert:
    columns = tuple(c.name for c in table.columns if c.name != returning)
    text = (
        f"INSERT INTO {table.name} ({', '.join(columns)}) "
        f"VALUES ({', '.join(':' + c for c in columns)})"
    )
    if returning is not None:
        text += f" RETURNING {returning}"
    typed = {c.name: c.type for c in table.columns}
    sql = Sql(
        text,
        json=frozenset(c for c in columns if isinstance(typed[c], JSON)),
        times=frozenset(c for c in columns if isinstance(typed[c], DateTime)),
    )
    return Insert(sql, columns)


# A trip yields its steps, is sent each step's rows, and returns its result.
Trip = Generator[Step, Rows, T]

Convert = Callable[[Any], Any]


@dataclass(frozen=True, slots=True)
class Values:
    """How one driver wants JSON and timestamp values (SQLAlchemy's own conversions for the
    columns, so a trip's rows are the rows the full path writes)."""

    json: Convert
    time: Convert

    def of(self, step: Step) -> dict[str, Any]:
        params = dict(step.params)
        for name in step.sql.json:
            if params.get(name) is not None:  # None is SQL NULL, as the columns say
                params[name] = self.json(params[name])
        for name in step.sql.times:
            if params.get(name) is not None:
                params[name] = self.time(params[name])
        return params


def drive_sqlite(connection: sqlite3.Connection, trip: Trip[T], values: Values) -> tuple[T, int]:
    """Run `trip` in one transaction on `connection` (in its thread): its result and the
    number of statements sent. Retreat and sqlite3 errors roll back and propagate."""
    sent = 0
    # IMMEDIATE: take the write lock now, as the full path does.
    connection.execute("BEGIN IMMEDIATE")
    try:
        try:
            step = next(trip)
            while True:
                sent += 1
                rows = connection.execute(step.sql.text, values.of(step)).fetchall()
                step = trip.send(rows)
        except StopIteration as done:
            result = done.value
        # A refused COMMIT (a full disk) may leave the transaction open: rolled back below.
        connection.execute("COMMIT")
        return result, sent
    except BaseException:
        if connection.in_transaction:
            connection.execute("ROLLBACK")
        raise
    finally:
        trip.close()


async def drive_postgres(
    driver: asyncpg.Connection, trip: Trip[T], values: Values
) -> tuple[T, int]:
    """Run `trip` in one transaction on `driver`: its result and the statements sent.
    CommitUncertain: the COMMIT was sent and its answer lost (stored or not)."""
    sent = 0
    committing = False
    try:
        async with driver.transaction():
            step = next(trip)
            while True:
                sent += 1
                params = values.of(step)
                found = await driver.fetch(step.sql.postgres, *(params[n] for n in step.sql.order))
                try:
                    step = trip.send([tuple(row) for row in found])
                except StopIteration as done:
                    committing = True  # leaving the block sends COMMIT
                    return done.value, sent
    except Exception as error:
        # The server's own error answers the COMMIT (nothing stored); anything else (a reset
        # connection) leaves it unknown.
        answered = isinstance(error, asyncpg.PostgresError) and not isinstance(
            error, asyncpg.PostgresConnectionError
        )
        if committing and not answered:
            raise CommitUncertain(str(error)) from error
        raise
    finally:
        trip.close()
