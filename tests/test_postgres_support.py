"""Tests for the throwaway PostgreSQL server used by the rest of the suite."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import asyncpg
import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from tests.support import postgres
from tests.support.postgres import (
    ENV_URL,
    PostgresServer,
    PostgresUnavailableError,
    find_postgres_bindir,
    start_postgres,
)


@pytest.fixture(scope="module")
def server() -> Iterator[PostgresServer]:
    # These tests are about the local server itself, so ignore any external one.
    with pytest.MonkeyPatch.context() as mp:
        mp.delenv(ENV_URL, raising=False)
        srv = start_postgres()
    yield srv
    srv.stop()


async def test_select_and_round_trip(server: PostgresServer) -> None:
    assert server.url.startswith(f"postgresql+asyncpg://arbiter:{server.password}@127.0.0.1:")
    conn = await asyncpg.connect(server.dsn)
    try:
        assert await conn.fetchval("select 1") == 1
        await conn.execute("create table t (id serial primary key, name text not null)")
        await conn.execute("insert into t (name) values ($1), ($2)", "ga", "mtg")
        rows = await conn.fetch("select name from t order by id")
        assert [r["name"] for r in rows] == ["ga", "mtg"]
    finally:
        await conn.close()


async def test_url_works_with_sqlalchemy(server: PostgresServer) -> None:
    engine = create_async_engine(server.url)
    try:
        async with engine.connect() as conn:
            assert (await conn.execute(text("select current_user"))).scalar() == server.user
    finally:
        await engine.dispose()


async def test_password_is_checked(server: PostgresServer) -> None:
    # The URL's credentials must really be used, not waved through by trust auth.
    with pytest.raises(asyncpg.InvalidPasswordError):
        await asyncpg.connect(
            host=server.host,
            port=server.port,
            user=server.user,
            password="wrong",
            database=server.database,
        )


async def test_create_database_is_isolated(server: PostgresServer) -> None:
    url = server.create_database("isolated_one")
    assert url == server.url_for("isolated_one")
    conn = await asyncpg.connect(server.dsn_for("isolated_one"))
    try:
        await conn.execute("create table only_here (x int)")
        await conn.execute("insert into only_here values (1)")
    finally:
        await conn.close()
    # Re-creating gives an empty database again.
    server.create_database("isolated_one")
    conn = await asyncpg.connect(server.dsn_for("isolated_one"))
    try:
        assert await conn.fetchval("select to_regclass('only_here')") is None
    finally:
        await conn.close()
    server.drop_database("isolated_one")


async def test_create_database_from_a_template_copies_it(server: PostgresServer) -> None:
    server.create_database("template_source")
    conn = await asyncpg.connect(server.dsn_for("template_source"))
    try:
        await conn.execute("create table kept (x int)")
        await conn.execute("insert into kept values (1)")
    finally:
        await conn.close()  # PostgreSQL copies only a database nobody is connected to
    url = server.create_database("template_copy", template="template_source")
    assert url == server.url_for("template_copy")
    conn = await asyncpg.connect(server.dsn_for("template_copy"))
    try:
        assert await conn.fetchval("select x from kept") == 1
        assert await conn.fetchval("select tableowner from pg_tables where tablename = 'kept'") == (
            server.user
        )
        await conn.execute("insert into kept values (2)")
    finally:
        await conn.close()
    # The copy is a database of its own: the template is unchanged.
    conn = await asyncpg.connect(server.dsn_for("template_source"))
    try:
        assert await conn.fetchval("select count(*) from kept") == 1
    finally:
        await conn.close()
    server.drop_database("template_copy")
    server.drop_database("template_source")
    with pytest.raises(ValueError):
        server.create_database("template_copy", template='x"; drop database arbiter; --')


def test_create_database_rejects_odd_names(server: PostgresServer) -> None:
    with pytest.raises(ValueError):
        server.create_database('x"; drop database arbiter; --')


async def test_env_url_uses_existing_server(
    server: PostgresServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(ENV_URL, server.url)
    external = start_postgres()
    assert not external.owned
    assert external.url == server.url
    external.stop()  # must leave someone else's server running
    conn = await asyncpg.connect(server.dsn)
    try:
        assert await conn.fetchval("select 1") == 1
    finally:
        await conn.close()
    # Isolated databases work against an external server too (the role has CREATEDB).
    assert external.create_database("from_external") == server.url_for("from_external")
    external.drop_database("from_external")


async def test_stop_really_stops(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV_URL, raising=False)
    srv = start_postgres()
    root = srv.root_dir
    assert root is not None and root.is_dir()
    conn = await asyncpg.connect(srv.dsn)
    await conn.close()

    srv.stop()
    srv.stop()  # idempotent

    assert not root.exists()
    with pytest.raises(OSError):  # ConnectionRefusedError, a subclass
        await asyncpg.connect(srv.dsn, timeout=5)


def test_missing_binaries_fail_loudly(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(PostgresUnavailableError, match="apt-get install -y postgresql"):
        find_postgres_bindir(tmp_path)

    # The default search too, with every place it looks emptied.
    monkeypatch.delenv(ENV_URL, raising=False)
    monkeypatch.delenv(postgres.ENV_BINDIR, raising=False)
    monkeypatch.setattr(postgres, "PREFERRED_BINDIR", tmp_path / "none")
    monkeypatch.setattr(postgres, "SEARCH_GLOB", str(tmp_path / "none" / "*"))
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(PostgresUnavailableError, match="apt-get install"):
        start_postgres()
