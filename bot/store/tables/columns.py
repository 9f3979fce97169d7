"""What every table module shares: the metadata's naming convention, timestamps, JSON columns.

Every table module imports this first, so the convention is set before any table joins the
metadata. The table modules live with the code that owns them (bot.store.tables.matches for
matches, bot.app.league, bot.app.ratings, bot.store.tables); bot.store.tables.schema
imports them all where the whole schema must be known.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import JSON, Column, DateTime, Index, text
from sqlmodel import SQLModel

# Every constraint and index gets a predictable name, the same on SQLite and PostgreSQL, so a
# later migration can drop or alter it by name. Set before the tables are defined: the
# names are given as each constraint joins its table. Explicit names (Index(...)) are kept.
SQLModel.metadata.naming_convention = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


def utcnow() -> datetime:
    return datetime.now(UTC)


def json_column() -> Column[Any]:
    """A required JSON column: None is SQL NULL, which NOT NULL refuses (not a JSON ``null``)."""
    return Column(JSON(none_as_null=True), nullable=False)


def nullable_json_column() -> Column[Any]:
    """A JSON column where None is SQL NULL (``IS NULL`` finds it), not the JSON ``null``."""
    return Column(JSON(none_as_null=True))


def timestamp_column(**column: Any) -> Column[Any]:
    """A point in time, stored with its time zone."""
    return Column(DateTime(timezone=True), **column)


def unique_where(name: str, column: str, condition: str) -> Index:
    """A unique index over the rows that meet `condition` (SQL), on SQLite and PostgreSQL
    alike: one active match per channel, one open league per channel, one current season."""
    where = text(condition)
    return Index(name, column, unique=True, sqlite_where=where, postgresql_where=where)
