"""Alembic environment for Arbiter's match database (async cookbook pattern).

Two ways in:

* Programmatic (``bot.store.migrate``, used by ``arbiter run``): the caller opens the
  transaction and passes its synchronous connection in ``config.attributes["connection"]``.
* The ``alembic`` command line (``alembic upgrade head``, ``alembic revision --autogenerate``):
  we build a :class:`~bot.store.database.Database` from ``sqlalchemy.url``, else
  ``$DATABASE_URL``, else the settings default, and run the migrations in one transaction.
"""

from __future__ import annotations

import asyncio
import os
from logging.config import fileConfig
from typing import Literal

from alembic import context
from alembic.autogenerate.api import AutogenContext
from sqlalchemy.engine import Connection
from sqlmodel import SQLModel
from sqlmodel.sql.sqltypes import AutoString

import bot.store.tables.schema  # noqa: F401  (registers every table on SQLModel.metadata)
from bot.config import load_settings
from bot.store.database import Database
from bot.store.migrate import migration_transaction

config = context.config

# Only the command line configures logging: the bot has its own logging set-up.
if config.config_file_name is not None:
    fileConfig(config.config_file_name, disable_existing_loggers=False)

target_metadata = SQLModel.metadata


def _database_url() -> str:
    url = config.get_main_option("sqlalchemy.url") or os.environ.get("DATABASE_URL")
    if url:
        return url
    return load_settings().database_url


def _render_item(type_: str, obj: object, autogen_context: AutogenContext) -> str | Literal[False]:
    # SQLModel's `str` columns are AutoString; revisions should not depend on sqlmodel.
    if type_ == "type" and isinstance(obj, AutoString):
        return f"sa.String(length={obj.length})" if obj.length else "sa.String()"
    return False


def _configure(**options: object) -> None:
    context.configure(
        target_metadata=target_metadata,
        # SQLite cannot ALTER most things; batch mode copies the table instead.
        render_as_batch=True,
        compare_type=True,
        render_item=_render_item,
        **options,  # type: ignore[arg-type]
    )


def do_run_migrations(connection: Connection) -> None:
    _configure(connection=connection)
    # When the caller already began a transaction (bot.store.migrate always does),
    # Alembic runs inside it and leaves the commit to the caller.
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_offline() -> None:
    """``alembic upgrade --sql``: print the SQL instead of running it."""
    _configure(url=_database_url(), literal_binds=True, dialect_opts={"paramstyle": "named"})
    with context.begin_transaction():
        context.run_migrations()


async def run_async_migrations() -> None:
    database = Database(_database_url())
    try:
        async with migration_transaction(database) as connection:
            await connection.run_sync(do_run_migrations)
    finally:
        await database.close()


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        do_run_migrations(connection)
    else:
        asyncio.run(run_async_migrations())


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
