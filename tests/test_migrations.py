"""The Alembic migrations, on SQLite and PostgreSQL: they build exactly the models' schema."""

from __future__ import annotations

import asyncio
import json
import os
import re
import subprocess
import sys
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

import pytest
import sqlalchemy as sa
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.operations import Operations
from alembic.runtime.migration import MigrationContext
from sqlalchemy.engine import Connection
from sqlalchemy.exc import IntegrityError
from sqlmodel import SQLModel

import bot.store.tables.schema  # noqa: F401  (every table on SQLModel.metadata, for MODEL_TABLES)
from bot.core.messages import Message
from bot.faces.i18n import translate
from bot.store.database import Database
from bot.store.leagues import as_utc
from bot.store.migrate import (
    alembic_config,
    current_revision,
    downgrade,
    head_revision,
    migration_transaction,
    upgrade,
)
from bot.store.tables.leagues import (
    JudgeCall,
    LeagueAwardedBye,
    LeaguePairing,
    LeaguePlayer,
    LeagueReinstatement,
    LeagueRound,
    LeagueRow,
    RoundSwap,
)
from bot.store.tables.links import WebLink
from bot.store.tables.matches import (
    ACTIVE,
    FINISHED,
    AppState,
    Batch,
    Confirmation,
    Game,
    GuildSettings,
    MatchPlayer,
    MatchRow,
    ReportRow,
    RequestRecord,
    utcnow,
)
from bot.store.tables.penalties import LeagueDecklist, LeagueDecklistRules, LeaguePenalty
from bot.store.tables.phone import PhoneChange, PhoneLink
from bot.store.tables.playoffs import LeaguePlayoff, LeaguePlayoffMatch
from bot.store.tables.precedents import JudgeQuestion

REPO = Path(__file__).resolve().parents[1]
VERSION_TABLE = "alembic_version"
# Discord ids are 64-bit: anything past 2**31 fails on a 32-bit INTEGER column in PostgreSQL.
SNOWFLAKE = 1_234_567_890_123_456_789
MODEL_TABLES = set(SQLModel.metadata.tables)
JUDGE_TABLE = "judge_question"  # 0013_judge_questions
PHONE_TABLES = {"phone_link", "phone_change"}  # 0014_phone
CALL_TABLE = "judge_call"  # 0015_event_floor
EVENT_TABLES = {"league_penalty", "league_decklist", "league_decklist_rules"}  # 0016
EVENT_PAIRING_TABLES = {"league_awarded_bye", "league_reinstatement"}  # 0017_event_pairings
SWAP_TABLE = "round_swap"  # 0018_round_swap
AFTER_0016 = EVENT_PAIRING_TABLES | {SWAP_TABLE}  # what a downgrade to 0016 removes
EVENT_TABLES = EVENT_TABLES | AFTER_0016  # what a downgrade below 0016 removes
FIXED_TIME = datetime(2026, 11, 23, tzinfo=UTC)

_T = TypeVar("_T")


async def inspect(database: Database, fn: Callable[[sa.Inspector], _T]) -> _T:
    async with database.engine.connect() as conn:
        return await conn.run_sync(lambda sync_conn: fn(sa.inspect(sync_conn)))


async def table_names(database: Database) -> set[str]:
    return await inspect(database, lambda i: set(i.get_table_names()))


def new_match(channel_id: int, status: str = ACTIVE) -> MatchRow:
    return MatchRow(
        guild_id=SNOWFLAKE,
        channel_id=channel_id,
        system="magic",
        best_of=3,
        setup={"teams": [["Ann"], ["Bob"]]},
        status=status,
        started_by=SNOWFLAKE,
        wins=[0, 0],
    )


def _normalise_sql(sql: Any) -> str:
    # PostgreSQL gives back "((status)::text = 'active'::text)" for "status = 'active'".
    return re.sub(r"[\s()]|::\w+", "", str(sql))


# --- the schema ---------------------------------------------------------------------------


async def test_fresh_database_has_no_revision(empty_database: Database) -> None:
    assert await current_revision(empty_database) is None
    assert await table_names(empty_database) == set()


async def test_upgrade_creates_every_table_column_and_key(empty_database: Database) -> None:
    await upgrade(empty_database)

    assert await current_revision(empty_database) == head_revision() == "0020_typed_would_decide"
    assert await table_names(empty_database) == MODEL_TABLES | {VERSION_TABLE}

    def describe_db(i: sa.Inspector) -> dict[str, Any]:
        return {
            name: {
                "columns": {c["name"]: c["nullable"] for c in i.get_columns(name)},
                "primary_key": (
                    i.get_pk_constraint(name)["name"],
                    i.get_pk_constraint(name)["constrained_columns"],
                ),
                "foreign_keys": sorted(
                    (
                        fk["name"],
                        tuple(fk["constrained_columns"]),
                        fk["referred_table"],
                        tuple(fk["referred_columns"]),
                        (fk["options"].get("ondelete") or "").upper() or None,
                    )
                    for fk in i.get_foreign_keys(name)
                ),
                "unique": sorted(
                    (uc["name"], tuple(uc["column_names"])) for uc in i.get_unique_constraints(name)
                ),
                "indexes": sorted(
                    (ix["name"], tuple(ix["column_names"]), bool(ix["unique"]))
                    for ix in i.get_indexes(name)
                    # PostgreSQL lists the index behind each unique constraint too.
                    if not ix.get("duplicates_constraint")
                ),
            }
            for name in MODEL_TABLES
        }

    def describe_models() -> dict[str, Any]:
        described = {}
        for name, table in SQLModel.metadata.tables.items():
            unique = [
                (uc.name, tuple(c.name for c in uc.columns))
                for uc in table.constraints
                if isinstance(uc, sa.UniqueConstraint)
            ]
            described[name] = {
                "columns": {c.name: c.nullable for c in table.columns},
                "primary_key": (
                    table.primary_key.name,
                    [c.name for c in table.primary_key.columns],
                ),
                "foreign_keys": sorted(
                    (
                        fk.name,
                        tuple(c.name for c in fk.columns),
                        fk.referred_table.name,
                        tuple(e.column.name for e in fk.elements),
                        fk.ondelete,
                    )
                    for fk in table.foreign_key_constraints
                ),
                "unique": sorted(unique),
                "indexes": sorted(
                    (ix.name, tuple(c.name for c in ix.columns), bool(ix.unique))
                    for ix in table.indexes
                ),
            }
        return described

    assert await inspect(empty_database, describe_db) == describe_models()


async def test_partial_index_keeps_its_condition(database: Database) -> None:
    # Autogenerate ignores index conditions, so check this one by hand.
    option = f"{database.dialect}_where"
    indexes = await inspect(database, lambda i: i.get_indexes("match"))
    (reflected,) = [ix for ix in indexes if ix["name"] == "uq_match_active_channel"]
    (model,) = [ix for ix in MatchRow.__table__.indexes if ix.name == "uq_match_active_channel"]
    assert _normalise_sql(reflected["dialect_options"][option]) == "status='active'"
    assert _normalise_sql(model.dialect_options[database.dialect]["where"]) == "status='active'"


# Named by hand in the models; every other key, constraint and index by the naming convention.
HAND_NAMED_INDEXES = {
    "uq_match_active_channel",
    "ix_match_guild_created",
    "ix_match_channel_latest",
    "ix_match_guild_latest",
    "ix_report_game",
    "ix_request_match_version",
    "uq_league_open_channel",
    "uq_league_player_name",
    "uq_league_player_user",
    "ix_league_pairing_round",
    "ix_league_player_league",
    "ix_rating_season_guild",
    "ix_rating_ladder_latest",
    "uq_rating_season_current",
    "ix_player_rating_board",
    "ix_player_rating_user",
    "ix_rating_change_player",
    "uq_league_playoff_match_table",
    "ix_judge_question_guild_answered",
    "ix_judge_call_league_answered",
    "ix_judge_call_thread",
    "ix_judge_question_guild_created",
    "ix_judge_question_asker",
    "ix_league_penalty_league",
    "uq_league_decklist_player",
    "uq_league_awarded_bye",
    "ix_league_reinstatement_league",
    "ix_round_swap_league_round",
    "ix_phone_change_unhandled",
}


def names_by_convention() -> dict[str, dict[str, list[str]]]:
    """The names the convention gives each table's keys, constraints and indexes."""
    convention = SQLModel.metadata.naming_convention
    assert set(convention) == {"ix", "uq", "ck", "fk", "pk"}
    names = {}
    for name, table in SQLModel.metadata.tables.items():
        names[name] = {
            "pk": [str(convention["pk"]) % {"table_name": name}],
            "fk": sorted(
                str(convention["fk"])
                % {
                    "table_name": name,
                    "column_0_name": fk.column_keys[0],
                    "referred_table_name": fk.referred_table.name,
                }
                for fk in table.foreign_key_constraints
            ),
            "uq": sorted(
                str(convention["uq"]) % {"table_name": name, "column_0_name": uc.columns[0].name}
                for uc in table.constraints
                if isinstance(uc, sa.UniqueConstraint)
            ),
            "ix": sorted(
                ix.name
                if ix.name in HAND_NAMED_INDEXES
                else str(convention["ix"])
                % {"column_0_label": f"{name}_{next(iter(ix.columns)).name}"}
                for ix in table.indexes
            ),
        }
    return names


def reflected_names(i: sa.Inspector) -> dict[str, dict[str, list[str]]]:
    return {
        name: {
            "pk": [i.get_pk_constraint(name)["name"]],
            "fk": sorted(fk["name"] for fk in i.get_foreign_keys(name)),
            "uq": sorted(uc["name"] for uc in i.get_unique_constraints(name)),
            "ix": sorted(
                ix["name"] for ix in i.get_indexes(name) if not ix.get("duplicates_constraint")
            ),
        }
        for name in MODEL_TABLES
    }


async def test_constraint_names_are_the_same_on_sqlite_and_postgresql(
    sqlite_database: Database, postgres_database: Database
) -> None:
    # Left to the database, PostgreSQL would say match_pkey and report_idempotency_key_key
    # and SQLite nothing at all; a later migration must be able to drop them by name.
    on_sqlite = await inspect(sqlite_database, reflected_names)
    on_postgresql = await inspect(postgres_database, reflected_names)
    assert on_sqlite == on_postgresql == names_by_convention()
    # The models give the same names (what autogenerate would render with op.f).
    assert {
        name: {
            "pk": [table.primary_key.name],
            "fk": sorted(str(fk.name) for fk in table.foreign_key_constraints),
            "uq": sorted(
                str(uc.name) for uc in table.constraints if isinstance(uc, sa.UniqueConstraint)
            ),
            "ix": sorted(str(ix.name) for ix in table.indexes),
        }
        for name, table in SQLModel.metadata.tables.items()
    } == on_sqlite
    # Spelled out once, so a change to the convention itself shows up here.
    assert on_sqlite["confirmation"] == {
        "pk": ["pk_confirmation"],
        "fk": ["fk_confirmation_match_id_match", "fk_confirmation_report_id_report"],
        "uq": ["uq_confirmation_report_id"],
        "ix": ["ix_confirmation_match_id"],
    }
    assert on_sqlite["report"]["uq"] == ["uq_report_idempotency_key"]


# Typed `int` or a list with a default in the models: never None, so NOT NULL in the database.
NOT_NULL_COLUMNS = [
    ("report", "match_id"),
    ("confirmation", "match_id"),
    ("confirmation", "would_decide"),
    ("batch", "match_id"),
    ("batch", "events"),
    ("batch", "reporters"),
    ("batch", "keys"),
    ("batch", "origins"),
    ("request", "user_id"),
    ("request", "answer"),
]


async def test_typed_columns_are_not_null(database: Database) -> None:
    def nullable(i: sa.Inspector) -> dict[tuple[str, str], bool]:
        return {
            (table, column["name"]): column["nullable"]
            for table in {table for table, _ in NOT_NULL_COLUMNS}
            for column in i.get_columns(table)
        }

    reflected = await inspect(database, nullable)
    for table, column in NOT_NULL_COLUMNS:
        assert SQLModel.metadata.tables[table].c[column].nullable is False, (table, column)
        assert reflected[table, column] is False, (table, column)

    # And the database refuses a NULL there.
    await add_match_with_children(database)
    for table, column in NOT_NULL_COLUMNS:
        with pytest.raises(IntegrityError):
            async with database.transaction() as session:
                await session.execute(
                    sa.update(SQLModel.metadata.tables[table]).values({column: sa.null()})
                )


async def count_null(database: Database, table: str, column: str) -> int:
    async with database.transaction() as session:
        return (
            await session.execute(sa.text(f"select count(*) from {table} where {column} is null"))
        ).scalar_one()


async def test_none_in_a_json_column_is_sql_null(database: Database) -> None:
    # Not the JSON value null, which `IS NULL` does not find.
    match_id = await add_match_with_children(database)
    assert await count_null(database, "match", "result") == 1
    assert await count_null(database, "report", "answer") == 1
    assert await count_null(database, "confirmation", "action") == 1

    # A value, then None again: the update writes SQL NULL too.
    for result in ({"winner": "Ann"}, None):
        async with database.transaction() as session:
            match = await session.get(MatchRow, match_id)
            assert match is not None
            match.result = result
        assert await count_null(database, "match", "result") == (result is None)
    async with database.transaction() as session:
        match = await session.get(MatchRow, match_id)
        assert match is not None
        assert match.result is None


async def test_none_in_a_required_json_column_is_refused(database: Database) -> None:
    # Stored as SQL NULL, so NOT NULL catches a forgotten value instead of keeping JSON null.
    match_id = await add_match_with_children(database)
    with pytest.raises(sa.exc.IntegrityError):
        async with database.transaction() as session:
            match = await session.get(MatchRow, match_id)
            assert match is not None
            match.setup = None  # type: ignore[assignment]


async def test_only_our_own_ids_are_generated(database: Database) -> None:
    # Autogenerate does not compare autoincrement: check that Discord ids never get a
    # sequence (SERIAL) and that our ids do.
    def generated_columns(i: sa.Inspector) -> set[tuple[str, str]]:
        return {
            (table, column["name"])
            for table in MODEL_TABLES
            for column in i.get_columns(table)
            if "nextval(" in str(column.get("default") or "")
        }

    expected = {
        (name, table.autoincrement_column.name)
        for name, table in SQLModel.metadata.tables.items()
        if table.autoincrement_column is not None
    }
    assert expected == {
        ("match", "id"),
        ("report", "id"),
        ("confirmation", "id"),
        ("batch", "id"),
        ("league", "id"),
        ("league_player", "id"),
        ("league_pairing", "id"),
        ("rating_season", "id"),
        ("league_playoff_match", "id"),
        ("web_link", "id"),
        ("league_notice", "id"),
        ("judge_question", "id"),
        ("phone_link", "id"),
        ("phone_change", "id"),
        ("judge_call", "id"),
        ("league_penalty", "id"),
        ("league_decklist", "id"),
        ("league_awarded_bye", "id"),
        ("league_reinstatement", "id"),
        ("round_swap", "id"),
    }
    if database.dialect == "postgresql":
        assert await inspect(database, generated_columns) == expected

    async with database.transaction() as session:
        match = new_match(SNOWFLAKE)
        session.add(match)
        await session.flush()
        assert match.id is not None
    # A guild id must come from Discord.
    with pytest.raises(IntegrityError):
        async with database.transaction() as session:
            await session.execute(
                sa.text("INSERT INTO guild_settings (confirmation_required) VALUES (true)")
            )


async def test_one_active_match_per_channel(database: Database) -> None:
    async with database.transaction() as session:
        session.add(new_match(SNOWFLAKE, status=FINISHED))
        session.add(new_match(SNOWFLAKE, status=FINISHED))
        session.add(new_match(SNOWFLAKE))
        session.add(new_match(SNOWFLAKE + 1))

    with pytest.raises(IntegrityError):
        async with database.transaction() as session:
            session.add(new_match(SNOWFLAKE))

    async with database.transaction() as session:
        await session.execute(
            sa.update(MatchRow)
            .where(MatchRow.channel_id == SNOWFLAKE, MatchRow.status == ACTIVE)
            .values(status=FINISHED)
        )
        session.add(new_match(SNOWFLAKE))

    async with database.transaction() as session:
        counts = (
            await session.execute(
                sa.select(MatchRow.channel_id, MatchRow.status, sa.func.count())
                .group_by(MatchRow.channel_id, MatchRow.status)
                .order_by(MatchRow.channel_id, MatchRow.status)
            )
        ).all()
    assert counts == [
        (SNOWFLAKE, ACTIVE, 1),
        (SNOWFLAKE, FINISHED, 3),
        (SNOWFLAKE + 1, ACTIVE, 1),
    ]


async def add_match_with_children(database: Database) -> int:
    async with database.transaction() as session:
        match = new_match(SNOWFLAKE)
        session.add(match)
        await session.flush()
        assert match.id is not None
        session.add(MatchPlayer(match_id=match.id, seat=1, name="Ann", user_id=SNOWFLAKE, team=0))
        session.add(Game(match_id=match.id, number=1, state={"life": [20, 20]}))
        report = ReportRow(
            match_id=match.id,
            game_number=1,
            seq=1,
            reporter_id=SNOWFLAKE,
            idempotency_key="k1",
            payload={"event": "concede"},
        )
        session.add(report)
        await session.flush()
        session.add(
            Confirmation(
                match_id=match.id,
                report_id=report.id,
                requested_by=SNOWFLAKE,
                confirmers=["Bob"],
            )
        )
        session.add(Batch(match_id=match.id, game_number=1, opened_by=SNOWFLAKE))
        session.add(
            RequestRecord(
                key=str(SNOWFLAKE),
                kind="undo",
                user_id=SNOWFLAKE,
                match_id=match.id,
                version=1,
                answer={"answer": {}},
            )
        )
        return match.id


CHILD_TABLES = (MatchPlayer, Game, ReportRow, Confirmation, Batch, RequestRecord)


async def count_rows(database: Database) -> dict[str, int]:
    async with database.transaction() as session:
        return {
            model.__tablename__: (
                await session.execute(sa.select(sa.func.count()).select_from(model))
            ).scalar_one()
            for model in (MatchRow, *CHILD_TABLES)
        }


async def test_deleting_a_match_deletes_its_rows(database: Database) -> None:
    match_id = await add_match_with_children(database)
    assert set((await count_rows(database)).values()) == {1}

    async with database.transaction() as session:
        await session.execute(sa.delete(MatchRow).where(MatchRow.id == match_id))

    assert set((await count_rows(database)).values()) == {0}


async def test_down_up_down_up(database: Database) -> None:
    await downgrade(database)
    assert await current_revision(database) is None
    assert await table_names(database) <= {VERSION_TABLE}

    await upgrade(database)
    assert await current_revision(database) == head_revision()
    assert await table_names(database) == MODEL_TABLES | {VERSION_TABLE}
    # The tables work again, down to the foreign keys.
    await add_match_with_children(database)

    await downgrade(database)
    assert await table_names(database) <= {VERSION_TABLE}
    await upgrade(database)
    assert await count_rows(database) == dict.fromkeys(await count_rows(database), 0)


async def test_migrations_match_the_models(database: Database) -> None:
    """Autogenerate finds nothing to do: the migrations build exactly the models' schema.

    Nothing is filtered out. What compare_metadata cannot see is tested separately above:
    partial index conditions, and which integer keys are generated (SERIAL). Column order
    and server defaults other than sequences are not compared (the models have none).
    """

    def differences(conn: Connection) -> list[Any]:
        context = MigrationContext.configure(
            conn, opts={"compare_type": True, "compare_server_default": True}
        )
        return compare_metadata(context, SQLModel.metadata)

    async with database.engine.connect() as conn:
        assert await conn.run_sync(differences) == []


# --- how migrations run -------------------------------------------------------------------


async def test_a_failed_migration_changes_nothing(empty_database: Database) -> None:
    with pytest.raises(RuntimeError, match="after the DDL"):
        async with migration_transaction(empty_database) as conn:
            await conn.run_sync(lambda c: command.upgrade(alembic_config(c), "head"))
            raise RuntimeError("after the DDL")

    assert await current_revision(empty_database) is None
    assert await table_names(empty_database) == set()


async def test_upgrades_at_once_in_one_process(empty_database: Database) -> None:
    others = [Database(empty_database.url) for _ in range(2)]
    try:
        async with asyncio.timeout(60):  # interleaved Alembic commands deadlock, not fail
            await asyncio.gather(upgrade(empty_database), *(upgrade(other) for other in others))
    finally:
        for other in others:
            await other.close()
    assert await current_revision(empty_database) == head_revision()


UPGRADE_SCRIPT = """
import asyncio, dataclasses, json, logging, sys
import bot.store.tables.schema  # noqa: F401  (every table on SQLModel.metadata, for MODEL_TABLES)
from bot.store.database import Database
from bot.store.migrate import upgrade
from tests.support.forked import together

URL, PROCESSES = sys.argv[1], int(sys.argv[2])

async def main():
    database = Database(URL)
    try:
        await upgrade(database)
    finally:
        await database.close()

def upgrading(_number):
    logging.basicConfig(level=logging.INFO)  # Alembic logs each revision it runs
    asyncio.run(main())

# The processes: forked once the bot is imported (its imports paid once), each its own from
# there on, with its own output; they start their upgrades together.
started = together(PROCESSES, upgrading)
print(json.dumps([dataclasses.asdict(process) for process in started]))
"""


async def test_processes_starting_together_migrate_once(empty_database: Database) -> None:
    # Shards or replicas of the bot all migrate on start; the later ones must wait, then
    # find nothing to do (not fail on "table already exists").
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-c",
        UPGRADE_SCRIPT,
        empty_database.url,
        "3",
        cwd=REPO,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await process.communicate()
    assert process.returncode == 0, err.decode()
    results = json.loads(out)
    assert len(results) == 3
    for result in results:
        assert result["status"] == 0, result["output"]
    assert sum("Running upgrade" in result["output"] for result in results) == 1
    assert await current_revision(empty_database) == head_revision()


async def test_sqlite_table_rebuild_keeps_the_rows_that_reference_it(
    sqlite_database: Database,
) -> None:
    # Batch mode rebuilds a table and drops the old one; with foreign keys on, SQLite would
    # first delete every row referencing it (ON DELETE CASCADE), wiping the match history.
    await add_match_with_children(sqlite_database)

    def rebuild_match_table(conn: Connection) -> None:
        operations = Operations(MigrationContext.configure(conn))
        with operations.batch_alter_table("match", recreate="always") as batch:
            batch.add_column(sa.Column("note", sa.String(), nullable=True))

    async with migration_transaction(sqlite_database) as conn:
        await conn.run_sync(rebuild_match_table)

    assert set((await count_rows(sqlite_database)).values()) == {1}
    async with sqlite_database.engine.connect() as conn:
        # Back on for the app once the migration is over.
        assert (await conn.exec_driver_sql("PRAGMA foreign_keys")).scalar_one() == 1


ALEMBIC_SCRIPT = """
import sys
from alembic.config import main

# `alembic -c alembic.ini upgrade head`, then `alembic -c alembic.ini check`: the entry point
# the `alembic` command calls, twice in one process, its output apart.
main(["-c", sys.argv[1], "upgrade", "head"])
print("--- check ---", flush=True)
print("--- check ---", file=sys.stderr, flush=True)
main(["-c", sys.argv[1], "check"])
"""


def test_alembic_command_line(tmp_path: Path) -> None:
    """What a developer runs: `alembic upgrade head` and `alembic check` from the repo (both
    through Alembic's command line in one process)."""
    env = {**os.environ, "DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path}/cli.db"}
    result = subprocess.run(
        [sys.executable, "-c", ALEMBIC_SCRIPT, str(REPO / "alembic.ini")],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    out, err = (text.split("--- check ---\n") for text in (result.stdout, result.stderr))
    upgraded, checked = out[0] + err[0], out[1] + err[1]
    assert "Running upgrade  -> 0001" in upgraded
    assert "Running upgrade 0001 -> 0002_requests" in upgraded
    assert "Running upgrade 0002_requests -> 0003_history_indexes" in upgraded
    assert "Running upgrade 0003_history_indexes -> 0004_leagues" in upgraded
    assert "Running upgrade 0004_leagues -> 0005_app_state" in upgraded
    assert "Running upgrade 0005_app_state -> 0006_league_indexes" in upgraded
    assert "Running upgrade 0006_league_indexes -> 0008_league_claims" in upgraded
    assert "Running upgrade 0008_league_claims -> 0009_ratings" in upgraded
    assert "Running upgrade 0009_ratings -> 0010_playoffs" in upgraded
    assert "Running upgrade 0010_playoffs -> 0011_web_links" in upgraded
    assert "Running upgrade 0011_web_links -> 0012_table_starts" in upgraded
    assert "Running upgrade 0012_table_starts -> 0013_judge_questions" in upgraded
    assert "Running upgrade 0013_judge_questions -> 0014_phone" in upgraded
    assert "Running upgrade 0014_phone -> 0015_event_floor" in upgraded
    # Fails unless the database is at head and autogenerate finds nothing to do.
    assert "No new upgrade operations detected" in checked


async def test_upgrading_keeps_an_open_batch_and_gives_it_no_origins(database: Database) -> None:
    """0002 on a database in use: a batch open at the upgrade keeps its events and has no
    origins on record, so each of them waits for confirmation (nobody's consent covers it)."""
    await downgrade(database, "0001")
    async with database.engine.begin() as conn:
        match_id = (
            await conn.execute(
                sa.text(
                    "INSERT INTO match (channel_id, system, best_of, setup, status, "
                    "current_game, version, started_by, wins, draws, created_at) VALUES "
                    "(:c, 'magic', 3, '{}', 'active', 1, 0, :u, '[0, 0]', 0, :t) RETURNING id"
                ),
                {"c": SNOWFLAKE, "u": SNOWFLAKE, "t": FIXED_TIME},
            )
        ).scalar_one()
        await conn.execute(
            sa.text(
                "INSERT INTO batch (match_id, game_number, opened_by, status, events, "
                "reporters, keys) VALUES (:m, 1, :u, 'open', '[{\"event\": \"restart\"}]', "
                "'[1]', '[\"k\"]')"
            ),
            {"m": match_id, "u": SNOWFLAKE},
        )
    await upgrade(database)
    async with database.transaction() as session:
        (batch,) = (await session.scalars(sa.select(Batch))).all()
        assert batch.events == [{"event": "restart"}]
        assert batch.origins == []
        session.add(RequestRecord(key="after", kind="undo", user_id=1, answer={"answer": {}}))


# --- 0002: history indexes ----------------------------------------------------------------

HISTORY_INDEXES = {
    ("ix_match_channel_latest", ("channel_id", "id")),
    ("ix_match_guild_latest", ("guild_id", "id")),
}


async def match_indexes(database: Database) -> set[tuple[str, tuple[str, ...]]]:
    indexes = await inspect(database, lambda i: i.get_indexes("match"))
    return {(ix["name"], tuple(ix["column_names"])) for ix in indexes}


async def test_history_indexes_up_and_down_keep_the_matches(empty_database: Database) -> None:
    await upgrade(empty_database, "0002_requests")
    async with empty_database.transaction() as session:
        session.add_all([new_match(SNOWFLAKE, FINISHED), new_match(SNOWFLAKE)])
    assert not HISTORY_INDEXES & await match_indexes(empty_database)

    await upgrade(empty_database, "0003_history_indexes")
    assert await match_indexes(empty_database) >= HISTORY_INDEXES
    await downgrade(empty_database, "0002_requests")
    assert await current_revision(empty_database) == "0002_requests"
    assert not HISTORY_INDEXES & await match_indexes(empty_database)
    await upgrade(empty_database)
    assert await match_indexes(empty_database) >= HISTORY_INDEXES
    async with empty_database.transaction() as session:
        statuses = (await session.execute(sa.select(MatchRow.status).order_by(MatchRow.id))).all()
    assert [status for (status,) in statuses] == [FINISHED, ACTIVE]


async def test_history_reads_walk_an_index(database: Database) -> None:
    """The newest matches of a channel or a guild are read down an index, not by scanning
    (and sorting) the match table: flat however long the history (benchmarks/run.py)."""
    newest = "SELECT id FROM match WHERE {} = 5 ORDER BY id DESC LIMIT 10"
    queries = {
        "ix_match_channel_latest": newest.format("channel_id"),
        "ix_match_guild_latest": newest.format("guild_id"),
    }
    async with database.engine.connect() as conn:
        if database.dialect == "postgresql":
            await conn.exec_driver_sql("SET enable_seqscan = off")  # an empty table otherwise
        for index, query in queries.items():
            explain = "EXPLAIN QUERY PLAN " if database.dialect == "sqlite" else "EXPLAIN "
            plan = " ".join(str(row) for row in (await conn.exec_driver_sql(explain + query)).all())
            assert index in plan, plan
            assert "TEMP B-TREE" not in plan and "Sort" not in plan, plan  # no sort step


# --- leagues (0004_leagues) ---------------------------------------------------------------

LEAGUE_TABLES = {"league", "league_player", "league_round", "league_pairing"}
PLAYOFF_TABLES = {"league_playoff", "league_playoff_match"}  # 0010_playoffs


def new_league(channel_id: int, status: str = "open") -> LeagueRow:
    return LeagueRow(
        guild_id=SNOWFLAKE,
        channel_id=channel_id,
        name="Tuesday Swiss",
        system="magic",
        kind="swiss",
        best_of=3,
        round_minutes=50,
        points={"win": 3, "draw": 1, "loss": 0},
        status=status,
        created_by=SNOWFLAKE,
    )


async def test_league_partial_index_keeps_its_condition(database: Database) -> None:
    option = f"{database.dialect}_where"
    indexes = await inspect(database, lambda i: i.get_indexes("league"))
    (reflected,) = [ix for ix in indexes if ix["name"] == "uq_league_open_channel"]
    assert _normalise_sql(reflected["dialect_options"][option]) == "status='open'"


async def test_one_open_league_per_channel(database: Database) -> None:
    async with database.transaction() as session:
        session.add(new_league(SNOWFLAKE, status="closed"))
        session.add(new_league(SNOWFLAKE))
        session.add(new_league(SNOWFLAKE + 1))
    with pytest.raises(IntegrityError):
        async with database.transaction() as session:
            session.add(new_league(SNOWFLAKE))


async def test_league_rows_and_their_keys(database: Database) -> None:
    match_id = await add_match_with_children(database)
    async with database.transaction() as session:
        league = new_league(SNOWFLAKE)
        session.add(league)
        await session.flush()
        assert league.id is not None
        session.add(LeaguePlayer(league_id=league.id, name="Ann", user_id=SNOWFLAKE))
        session.add(LeaguePlayer(league_id=league.id, name="Bob", user_id=None))
        session.add(LeaguePlayer(league_id=league.id, name="Cat", user_id=None))
        session.add(LeagueRound(league_id=league.id, number=1, deadline=utcnow(), byes=["Cat"]))
        session.add(
            LeaguePairing(
                league_id=league.id,
                round_number=1,
                table_number=1,
                players=["Ann", "Bob"],
                match_id=match_id,
                thread_id=SNOWFLAKE,
            )
        )
        league_id = league.id
    # A name or a Discord user only once per league.
    for duplicate in (
        LeaguePlayer(league_id=league_id, name="Ann", user_id=None),
        LeaguePlayer(league_id=league_id, name="Ann 2", user_id=SNOWFLAKE),
    ):
        with pytest.raises(IntegrityError):
            async with database.transaction() as session:
                session.add(duplicate)
    # Deleting the match keeps the pairing (its result is then unknown); deleting the league
    # deletes everything of it.
    async with database.transaction() as session:
        await session.execute(sa.delete(MatchRow).where(MatchRow.id == match_id))
    async with database.transaction() as session:
        pairing = (await session.execute(sa.select(LeaguePairing))).scalar_one()
        assert pairing.match_id is None
        await session.execute(sa.delete(LeagueRow).where(LeagueRow.id == league_id))
    async with database.transaction() as session:
        for model in (LeaguePlayer, LeagueRound, LeaguePairing):
            count = sa.select(sa.func.count()).select_from(model)
            assert (await session.execute(count)).scalar_one() == 0


async def test_leagues_down_to_the_revision_before_and_up_again(database: Database) -> None:
    await add_match_with_children(database)
    async with database.transaction() as session:
        session.add(new_league(SNOWFLAKE))

    await downgrade(database, "0003_history_indexes")
    assert await current_revision(database) == "0003_history_indexes"
    # the app state and everything from 0008 on come after the leagues
    later = LEAGUE_TABLES | {
        APP_STATE_TABLE,
        "league_notice",
        WEB_LINK_TABLE,
        JUDGE_TABLE,
        CALL_TABLE,
        *EVENT_TABLES,
    }
    later |= RATING_TABLES | PLAYOFF_TABLES | PHONE_TABLES
    assert await table_names(database) == (MODEL_TABLES - later) | {VERSION_TABLE}
    assert set((await count_rows(database)).values()) == {1}  # the matches are untouched

    await upgrade(database)
    assert await current_revision(database) == head_revision()
    assert await table_names(database) == MODEL_TABLES | {VERSION_TABLE}
    async with database.transaction() as session:
        assert (
            await session.execute(sa.select(sa.func.count()).select_from(LeagueRow))
        ).scalar_one() == 0


# --- app_state (0005_app_state) -----------------------------------------------------------

APP_STATE_TABLE = "app_state"


async def test_app_state_down_to_the_leagues_and_up_again(database: Database) -> None:
    """0005 removes only its own table: the matches and the leagues stay."""
    await add_match_with_children(database)
    async with database.transaction() as session:
        session.add(new_league(SNOWFLAKE))
        session.add(AppState(key="commands", value="abc"))

    await downgrade(database, "0004_leagues")
    assert await current_revision(database) == "0004_leagues"
    later = {
        APP_STATE_TABLE,
        "league_notice",
        WEB_LINK_TABLE,
        JUDGE_TABLE,
        CALL_TABLE,
        *EVENT_TABLES,
    }
    later |= RATING_TABLES | PLAYOFF_TABLES | PHONE_TABLES
    assert await table_names(database) == (MODEL_TABLES - later) | {VERSION_TABLE}
    assert set((await count_rows(database)).values()) == {1}
    async with database.transaction() as session:
        leagues = sa.select(sa.func.count()).select_from(LeagueRow)
        assert (await session.execute(leagues)).scalar_one() == 1

    await upgrade(database)
    assert await current_revision(database) == head_revision()
    assert await table_names(database) == MODEL_TABLES | {VERSION_TABLE}
    async with database.transaction() as session:
        state = sa.select(sa.func.count()).select_from(AppState)
        assert (await session.execute(state)).scalar_one() == 0  # a new start syncs once


# --- league indexes (0006_league_indexes) ----------------------------------------------------

LEAGUE_PLAYER_INDEX = ("ix_league_player_league", ("league_id", "id"))


async def league_player_indexes(database: Database) -> set[tuple[str, tuple[str, ...]]]:
    indexes = await inspect(database, lambda i: i.get_indexes("league_player"))
    return {(ix["name"], tuple(ix["column_names"])) for ix in indexes}


async def test_league_indexes_up_and_down_keep_the_players(database: Database) -> None:
    async with database.transaction() as session:
        league = new_league(SNOWFLAKE)
        session.add(league)
        await session.flush()
        assert league.id is not None
        session.add(LeaguePlayer(league_id=league.id, name="alice", user_id=SNOWFLAKE))
    assert LEAGUE_PLAYER_INDEX in await league_player_indexes(database)

    await downgrade(database, "0005_app_state")
    assert await current_revision(database) == "0005_app_state"
    assert LEAGUE_PLAYER_INDEX not in await league_player_indexes(database)
    await upgrade(database, "0006_league_indexes")
    assert LEAGUE_PLAYER_INDEX in await league_player_indexes(database)
    async with database.transaction() as session:
        names = (await session.execute(sa.select(LeaguePlayer.name))).scalars().all()
    assert names == ["alice"]


# --- round start claims (0008_league_claims) -------------------------------------------------


async def test_league_claims_up_and_down_keep_the_pairings(database: Database) -> None:
    async with database.transaction() as session:
        league = new_league(SNOWFLAKE)
        session.add(league)
        await session.flush()
        assert league.id is not None
        session.add(
            LeaguePairing(
                league_id=league.id,
                round_number=1,
                table_number=1,
                players=["alice", "bob"],
                thread_id=SNOWFLAKE,
                claimed_until=FIXED_TIME,
            )
        )

    def pairing_columns(i: sa.Inspector) -> set[str]:
        return {c["name"] for c in i.get_columns("league_pairing")}

    assert "claimed_until" in await inspect(database, pairing_columns)
    await downgrade(database, "0006_league_indexes")
    assert await current_revision(database) == "0006_league_indexes"
    assert "claimed_until" not in await inspect(database, pairing_columns)
    assert "league_notice" not in await table_names(database)
    assert "ix_league_pairing_thread_id" not in {
        ix["name"] for ix in await inspect(database, lambda i: i.get_indexes("league_pairing"))
    }
    await upgrade(database, "0008_league_claims")
    async with database.engine.connect() as conn:
        rows = (
            await conn.execute(
                sa.text("SELECT players, thread_id, claimed_until FROM league_pairing")
            )
        ).all()
    assert len(rows) == 1 and rows[0][1] == SNOWFLAKE and rows[0][2] is None  # claims start clear
    assert "league_notice" in await table_names(database)


# --- ratings (0009_ratings) --------------------------------------------------------------------

RATING_TABLES = {"rating_season", "rating_ladder", "player_rating", "rating_change"}


async def test_ratings_down_and_up_keep_the_matches_and_the_leagues(database: Database) -> None:
    from bot.store.tables.ratings import RatingChangeRow, RatingSeason

    async with database.transaction() as session:
        match = new_match(1, FINISHED)
        session.add(match)
        await session.flush()
        assert match.id is not None
        session.add(RatingSeason(guild_id=SNOWFLAKE, name="Spring", started_by=SNOWFLAKE))
        session.add(
            RatingChangeRow(
                match_id=match.id,
                season_id=0,
                player=f"u{SNOWFLAKE}",
                guild_id=SNOWFLAKE,
                system="magic",
                format="duel",
                seq=1,
                outcome="won",
                mu_before=25.0,
                sigma_before=8.3,
                mu_after=27.6,
                sigma_after=8.1,
                finished_at=FIXED_TIME,
            )
        )
    assert await table_names(database) >= RATING_TABLES
    # One current season per server, enforced by the database.
    with pytest.raises(IntegrityError):
        async with database.transaction() as session:
            session.add(RatingSeason(guild_id=SNOWFLAKE, name="Again", started_by=SNOWFLAKE))

    await downgrade(database, "0006_league_indexes")
    assert await current_revision(database) == "0006_league_indexes"
    assert not RATING_TABLES & await table_names(database)
    await upgrade(database, "0009_ratings")
    assert await table_names(database) >= RATING_TABLES
    async with database.transaction() as session:
        kept = (await session.execute(sa.select(MatchRow.id))).scalars().all()
        changes = (await session.execute(sa.select(RatingChangeRow.match_id))).scalars().all()
    assert kept == [match.id] and changes == []  # derived data: computed again from the log


# --- playoffs (0010_playoffs) ---------------------------------------------------------------


async def add_playoff(database: Database) -> tuple[int, int]:
    """A league with a top-2 playoff whose one match points at a match: (league, match) ids."""
    match_id = await add_match_with_children(database)
    async with database.transaction() as session:
        league = new_league(SNOWFLAKE)
        session.add(league)
        await session.flush()
        assert league.id is not None
        session.add(
            LeaguePlayoff(league_id=league.id, size=2, seeds=["Ann", "Bob"], started_by=SNOWFLAKE)
        )
        session.add(
            LeaguePlayoffMatch(
                league_id=league.id,
                round_number=1,
                table_number=1,
                players=["Ann", "Bob"],
                match_id=match_id,
                thread_id=SNOWFLAKE,
            )
        )
        return league.id, match_id


async def test_playoff_rows_and_their_keys(database: Database) -> None:
    league_id, match_id = await add_playoff(database)
    # One row per table of a playoff round.
    with pytest.raises(IntegrityError):
        async with database.transaction() as session:
            session.add(
                LeaguePlayoffMatch(
                    league_id=league_id, round_number=1, table_number=1, players=["Ann", "Bob"]
                )
            )
    # Deleting the match keeps the playoff match (unknown result); deleting the league
    # deletes its playoff.
    async with database.transaction() as session:
        await session.execute(sa.delete(MatchRow).where(MatchRow.id == match_id))
    async with database.transaction() as session:
        row = (await session.execute(sa.select(LeaguePlayoffMatch))).scalar_one()
        assert row.match_id is None and row.thread_id == SNOWFLAKE
        await session.execute(sa.delete(LeagueRow).where(LeagueRow.id == league_id))
    async with database.transaction() as session:
        for model in (LeaguePlayoff, LeaguePlayoffMatch):
            count = sa.select(sa.func.count()).select_from(model)
            assert (await session.execute(count)).scalar_one() == 0


async def test_playoffs_down_to_the_ratings_and_up_again(database: Database) -> None:
    """0010 removes only its own tables: the leagues and their matches stay."""
    league_id, _ = await add_playoff(database)

    await downgrade(database, "0009_ratings")
    assert await current_revision(database) == "0009_ratings"
    later = PLAYOFF_TABLES | {WEB_LINK_TABLE, JUDGE_TABLE, CALL_TABLE, *EVENT_TABLES}
    later |= PHONE_TABLES
    assert await table_names(database) == (MODEL_TABLES - later) | {VERSION_TABLE}
    async with database.transaction() as session:
        leagues = sa.select(sa.func.count()).select_from(LeagueRow)
        assert (await session.execute(leagues)).scalar_one() == 1
        matches = sa.select(sa.func.count()).select_from(MatchRow)
        assert (await session.execute(matches)).scalar_one() == 1

    await upgrade(database, "0010_playoffs")
    assert await current_revision(database) == "0010_playoffs"
    later = {WEB_LINK_TABLE, JUDGE_TABLE, CALL_TABLE, *EVENT_TABLES} | PHONE_TABLES
    assert await table_names(database) == (MODEL_TABLES - later) | {VERSION_TABLE}
    await upgrade(database)
    async with database.transaction() as session:  # the tables work again
        session.add(
            LeaguePlayoff(league_id=league_id, size=2, seeds=["Ann", "Bob"], started_by=SNOWFLAKE)
        )


# --- web links (0011_web_links) --------------------------------------------------------------

WEB_LINK_TABLE = "web_link"


async def test_web_links_down_and_up_keep_the_leagues_and_matches(database: Database) -> None:
    """0011 removes only its own table; the links' tokens are unique, and a link goes with
    its league."""
    match_id = await add_match_with_children(database)
    async with database.transaction() as session:
        league = new_league(SNOWFLAKE)
        session.add(league)
        await session.flush()
        assert league.id is not None
        league_id = league.id
        session.add(WebLink(token="t1", kind="league", league_id=league_id, created_by=SNOWFLAKE))
        session.add(WebLink(token="t2", kind="match", match_id=match_id, created_by=SNOWFLAKE))
    with pytest.raises(IntegrityError):  # one token, one page
        async with database.transaction() as session:
            session.add(WebLink(token="t1", kind="match", created_by=SNOWFLAKE))
    with pytest.raises(IntegrityError):  # one live link per league
        async with database.transaction() as session:
            session.add(WebLink(token="t3", kind="league", league_id=league_id, created_by=1))

    await downgrade(database, "0010_playoffs")
    assert await current_revision(database) == "0010_playoffs"
    later = {WEB_LINK_TABLE, JUDGE_TABLE, CALL_TABLE, *EVENT_TABLES} | PHONE_TABLES
    assert await table_names(database) == (MODEL_TABLES - later) | {VERSION_TABLE}
    assert set((await count_rows(database)).values()) == {1}
    async with database.transaction() as session:
        leagues = sa.select(sa.func.count()).select_from(LeagueRow)
        assert (await session.execute(leagues)).scalar_one() == 1

    await upgrade(database)
    assert await current_revision(database) == head_revision()
    async with database.transaction() as session:
        links = sa.select(sa.func.count()).select_from(WebLink)
        assert (await session.execute(links)).scalar_one() == 0  # revoked by the downgrade
        session.add(WebLink(token="t4", kind="league", league_id=league_id, created_by=1))
    async with database.transaction() as session:
        await session.execute(sa.delete(LeagueRow).where(LeagueRow.id == league_id))
    async with database.transaction() as session:
        links = sa.select(sa.func.count()).select_from(WebLink)
        assert (await session.execute(links)).scalar_one() == 0  # gone with its league


# --- table starts (0012_table_starts) --------------------------------------------------------


async def test_table_starts_down_and_up_keep_the_tables(database: Database) -> None:
    """0012 adds the playoff matches' claims and when each table's players were told. A
    database from before it: a table whose match was linked counts as started (told when
    its round began), one without a match does not, and the playoff's current round was
    listed. Down again, only those columns go."""
    league_id, _ = await add_playoff(database)  # its one playoff match linked to a match
    async with database.transaction() as session:
        match = new_match(SNOWFLAKE + 1)
        session.add(match)
        session.add(
            LeagueRound(league_id=league_id, number=1, started_at=FIXED_TIME, deadline=FIXED_TIME)
        )
        await session.flush()
        for table, match_id in ((1, match.id), (2, None)):
            session.add(
                LeaguePairing(
                    league_id=league_id,
                    round_number=1,
                    table_number=table,
                    players=["Ann", "Bob"],
                    match_id=match_id,
                    thread_id=SNOWFLAKE + table,
                )
            )

    def columns(table: str) -> Callable[[sa.Inspector], set[str]]:
        return lambda i: {c["name"] for c in i.get_columns(table)}

    await downgrade(database, "0011_web_links")
    assert await current_revision(database) == "0011_web_links"
    assert "told_at" not in await inspect(database, columns("league_pairing"))
    assert not {"told_at", "claimed_until"} & await inspect(
        database, columns("league_playoff_match")
    )
    assert "announced_round" not in await inspect(database, columns("league_playoff"))
    later = {JUDGE_TABLE, CALL_TABLE, *EVENT_TABLES} | PHONE_TABLES
    assert await table_names(database) == (MODEL_TABLES - later) | {VERSION_TABLE}

    await upgrade(database)
    assert await current_revision(database) == head_revision()
    async with database.transaction() as session:
        by_table = sa.select(LeaguePairing).order_by(LeaguePairing.table_number)
        pairings = (await session.execute(by_table)).scalars().all()
        playoff_match = (await session.execute(sa.select(LeaguePlayoffMatch))).scalar_one()
        playoff = (await session.execute(sa.select(LeaguePlayoff))).scalar_one()
    linked, unlinked = pairings
    assert linked.told_at is not None and as_utc(linked.told_at) == FIXED_TIME
    assert unlinked.told_at is None and unlinked.thread_id == SNOWFLAKE + 2
    assert playoff_match.told_at is not None and playoff_match.claimed_until is None
    assert as_utc(playoff_match.told_at) == as_utc(playoff_match.started_at)
    assert playoff.announced_round == 1


# --- questions for the judges (0013_judge_questions) -------------------------------------------


def judge_question(**answered: Any) -> JudgeQuestion:
    return JudgeQuestion(
        guild_id=SNOWFLAKE,
        asker_id=SNOWFLAKE + 1,
        asker_name="Ann",
        speaker="Ann",
        text="mtg: bob flibbers",
        reason="unread",
        unread="bob flibbers",
        channel_id=SNOWFLAKE + 2,
        reply_to=SNOWFLAKE + 3,
        created_at=FIXED_TIME,
        **answered,
    )


async def test_judge_questions_down_and_up_keep_the_other_settings(database: Database) -> None:
    """0013 adds the questions for the judges (Discord ids in 64 bits) and a server's judge
    channel. Down again, only those go: the server's other settings and its matches stay."""
    await add_match_with_children(database)
    async with database.transaction() as session:
        session.add(
            GuildSettings(
                guild_id=SNOWFLAKE,
                judge_role_id=SNOWFLAKE + 5,
                default_game="terrus",
                judge_channel_id=SNOWFLAKE + 6,
            )
        )
        session.add(
            judge_question(
                asked_at=FIXED_TIME,
                judge_channel_id=SNOWFLAKE + 6,
                posted_message_id=SNOWFLAKE + 7,
                answer="bob loses",
                judge_id=SNOWFLAKE + 8,
                judge_name="Judy",
                answered_at=FIXED_TIME,
            )
        )
    async with database.transaction() as session:
        stored = (await session.execute(sa.select(JudgeQuestion))).scalar_one()
        assert (stored.judge_id, stored.posted_message_id) == (SNOWFLAKE + 8, SNOWFLAKE + 7)

    def columns(table: str) -> Callable[[sa.Inspector], set[str]]:
        return lambda i: {c["name"] for c in i.get_columns(table)}

    await downgrade(database, "0012_table_starts")
    assert await current_revision(database) == "0012_table_starts"
    later = {JUDGE_TABLE, CALL_TABLE, *EVENT_TABLES} | PHONE_TABLES
    assert await table_names(database) == (MODEL_TABLES - later) | {VERSION_TABLE}
    assert "judge_channel_id" not in await inspect(database, columns("guild_settings"))
    async with database.transaction() as session:
        kept = await session.execute(
            sa.text("SELECT judge_role_id, default_game FROM guild_settings")
        )
        assert kept.one() == (SNOWFLAKE + 5, "terrus")
        matches = sa.select(sa.func.count()).select_from(MatchRow)
        assert (await session.execute(matches)).scalar_one() == 1

    await upgrade(database)
    assert await current_revision(database) == head_revision()
    async with database.transaction() as session:
        settings = (await session.execute(sa.select(GuildSettings))).scalar_one()
        assert (settings.judge_role_id, settings.judge_channel_id) == (SNOWFLAKE + 5, None)
        questions = sa.select(sa.func.count()).select_from(JudgeQuestion)
        assert (await session.execute(questions)).scalar_one() == 0
        session.add(judge_question())  # the table works again
    with pytest.raises(IntegrityError):  # a question belongs to a server
        async with database.transaction() as session:
            await session.execute(
                sa.text(
                    "INSERT INTO judge_question (asker_id, asker_name, speaker, text, reason, "
                    "created_at) VALUES (1, 'a', 'a', 't', 'unread', CURRENT_TIMESTAMP)"
                )
            )


# --- phones (0014_phone) -----------------------------------------------------------------------


def phone_change(key: str, match_id: int) -> PhoneChange:
    return PhoneChange(
        key=key,
        match_id=match_id,
        guild_id=SNOWFLAKE,
        channel_id=SNOWFLAKE,
        user_id=SNOWFLAKE,
        kind="report",
        answer={"status": "applied"},
    )


async def test_phones_down_and_up_keep_the_matches(database: Database) -> None:
    """0014 adds the phones' links and their outbox: one live link per player and match, one
    change per tap key, both going with their match; down again, only those tables go (the
    links die with them), and the matches stay."""
    match_id = await add_match_with_children(database)
    async with database.transaction() as session:
        session.add(PhoneLink(token="p1", match_id=match_id, user_id=SNOWFLAKE, csrf_key="k"))
        session.add(phone_change("phone:1:a", match_id))
    with pytest.raises(IntegrityError):  # one live link per player and match
        async with database.transaction() as session:
            session.add(PhoneLink(token="p2", match_id=match_id, user_id=SNOWFLAKE, csrf_key="k"))
    with pytest.raises(IntegrityError):  # one change per tap
        async with database.transaction() as session:
            session.add(phone_change("phone:1:a", match_id))

    await downgrade(database, "0013_judge_questions")
    assert await current_revision(database) == "0013_judge_questions"
    later = PHONE_TABLES | {CALL_TABLE, *EVENT_TABLES}  # and the event floor's, after it
    assert await table_names(database) == (MODEL_TABLES - later) | {VERSION_TABLE}
    assert set((await count_rows(database)).values()) == {1}

    await upgrade(database)
    assert await current_revision(database) == head_revision()
    async with database.transaction() as session:
        links = sa.select(sa.func.count()).select_from(PhoneLink)
        assert (await session.execute(links)).scalar_one() == 0  # revoked by the downgrade
        session.add(PhoneLink(token="p3", match_id=match_id, user_id=SNOWFLAKE, csrf_key="k"))
        session.add(phone_change("phone:1:b", match_id))
    async with database.transaction() as session:
        await session.execute(sa.delete(MatchRow).where(MatchRow.id == match_id))
    async with database.transaction() as session:
        for model in (PhoneLink, PhoneChange):
            left = sa.select(sa.func.count()).select_from(model)
            assert (await session.execute(left)).scalar_one() == 0  # gone with their match


# --- the event floor (0015_event_floor) ----------------------------------------------------------


async def test_event_floor_down_and_up_keep_the_league(database: Database) -> None:
    """0015 adds a league's check-in, a table's extension, who showed at it and its tardiness
    penalties, and the judge calls. Down again, only those go: the league, its players and
    its pairings stay; up again, a table has no extra minutes."""
    async with database.transaction() as session:
        league = new_league(SNOWFLAKE)
        league.checkin_deadline = FIXED_TIME
        league.checkin_by = SNOWFLAKE + 1
        league.checkin_dropped = ["Bob"]
        session.add(league)
        await session.flush()
        assert league.id is not None
        session.add(LeaguePlayer(league_id=league.id, name="Ann", checked_in_at=FIXED_TIME))
        session.add(LeagueRound(league_id=league.id, number=1, deadline=FIXED_TIME))
        session.add(
            LeaguePairing(
                league_id=league.id,
                round_number=1,
                table_number=1,
                players=["Ann", "Bob"],
                thread_id=SNOWFLAKE,
                extra_minutes=5,
                arrived=["Ann"],
                late={"Bob": "game_loss"},
            )
        )
        session.add(
            JudgeCall(
                league_id=league.id,
                thread_id=SNOWFLAKE + 2,
                round_number=1,
                table_number=1,
                caller_id=SNOWFLAKE + 3,
                called_at=FIXED_TIME,
            )
        )

    def columns(table: str) -> Callable[[sa.Inspector], set[str]]:
        return lambda i: {c["name"] for c in i.get_columns(table)}

    await downgrade(database, "0014_phone")
    assert await current_revision(database) == "0014_phone"
    assert await table_names(database) == (MODEL_TABLES - {CALL_TABLE, *EVENT_TABLES}) | {
        VERSION_TABLE
    }
    assert not {"checkin_deadline", "checkin_dropped"} & await inspect(database, columns("league"))
    assert "checked_in_at" not in await inspect(database, columns("league_player"))
    assert not {"extra_minutes", "arrived", "late"} & await inspect(
        database, columns("league_pairing")
    )
    async with database.transaction() as session:
        kept = await session.execute(sa.text("SELECT table_number, thread_id FROM league_pairing"))
        assert kept.one() == (1, SNOWFLAKE)

    await upgrade(database)
    assert await current_revision(database) == head_revision()
    async with database.transaction() as session:
        pairing = (await session.execute(sa.select(LeaguePairing))).scalar_one()
        assert (pairing.extra_minutes, pairing.arrived, pairing.late) == (0, None, None)
        row = (await session.execute(sa.select(LeagueRow))).scalar_one()
        assert (row.checkin_deadline, row.checkin_dropped) == (None, None)
        assert row.id is not None
        session.add(  # the calls work again, their ids 64-bit
            JudgeCall(
                league_id=row.id,
                thread_id=SNOWFLAKE,
                round_number=1,
                table_number=1,
                caller_id=SNOWFLAKE,
                called_at=FIXED_TIME,
            )
        )
    async with database.transaction() as session:
        call = (await session.execute(sa.select(JudgeCall))).scalar_one()
        assert (call.thread_id, call.playoff, call.answered_at) == (SNOWFLAKE, False, None)


async def test_event_penalties_down_and_up_keep_the_league(database: Database) -> None:
    """0016 adds a league's penalties (Discord ids in 64 bits), decklists and decklist rules.
    Down again, only those three tables go: the league and its players stay; deleting a
    league deletes its penalties and lists."""
    async with database.transaction() as session:
        league = new_league(SNOWFLAKE)
        session.add(league)
        await session.flush()
        assert league.id is not None
        league_id = league.id
        session.add(LeaguePlayer(league_id=league_id, name="Ann", user_id=SNOWFLAKE + 1))
        session.add(
            LeaguePenalty(
                league_id=league_id,
                player="Ann",
                user_id=SNOWFLAKE + 1,
                round_number=1,
                kind="warning",
                infraction="tardiness",
                given_by=SNOWFLAKE + 2,
            )
        )
        session.add(LeagueDecklist(league_id=league_id, player="Ann", url="https://x.test/d"))
        session.add(LeagueDecklistRules(league_id=league_id, deadline=FIXED_TIME))
    with pytest.raises(IntegrityError):  # one list per player
        async with database.transaction() as session:
            session.add(LeagueDecklist(league_id=league_id, player="Ann", text="40 cards"))

    await downgrade(database, "0015_event_floor")
    assert await current_revision(database) == "0015_event_floor"
    assert await table_names(database) == (MODEL_TABLES - EVENT_TABLES) | {VERSION_TABLE}
    async with database.transaction() as session:
        players = sa.select(sa.func.count()).select_from(LeaguePlayer)
        assert (await session.execute(players)).scalar_one() == 1

    await upgrade(database)
    assert await current_revision(database) == head_revision()
    async with database.transaction() as session:
        penalty = LeaguePenalty(
            league_id=league_id,
            player="Ann",
            round_number=0,
            kind="disqualification",
            infraction="cheating",
            given_by=SNOWFLAKE + 2,
        )
        session.add(penalty)
    async with database.transaction() as session:
        stored = (await session.execute(sa.select(LeaguePenalty))).scalar_one()
        assert stored.given_by == SNOWFLAKE + 2
        await session.execute(sa.delete(LeagueRow).where(LeagueRow.id == league_id))
    async with database.transaction() as session:
        for model in (LeaguePenalty, LeagueDecklist, LeagueDecklistRules):
            count = sa.select(sa.func.count()).select_from(model)
            assert (await session.execute(count)).scalar_one() == 0


# --- awarded byes and reinstatements (0017_event_pairings) -------------------------------------


async def test_event_pairings_down_and_up_keep_the_league(database: Database) -> None:
    """0017 adds an organiser's awarded byes and the log of reinstated players (Discord ids
    in 64 bits). Down again, only those two tables go: the league and its players stay."""
    async with database.transaction() as session:
        league = new_league(SNOWFLAKE)
        session.add(league)
        await session.flush()
        assert league.id is not None
        league_id = league.id
        session.add(LeaguePlayer(league_id=league_id, name="Ann", user_id=SNOWFLAKE + 1))
        session.add(
            LeagueAwardedBye(
                league_id=league_id, name="Ann", round_number=1, awarded_by=SNOWFLAKE + 2
            )
        )
        session.add(
            LeagueReinstatement(
                league_id=league_id,
                name="Ann",
                dropped_after=0,
                before_round=1,
                reinstated_by=SNOWFLAKE + 2,
            )
        )
    with pytest.raises(IntegrityError):  # one awarded bye per player and round
        async with database.transaction() as session:
            session.add(
                LeagueAwardedBye(
                    league_id=league_id, name="Ann", round_number=1, awarded_by=SNOWFLAKE
                )
            )
    async with database.transaction() as session:
        stored = (await session.execute(sa.select(LeagueAwardedBye))).scalar_one()
        assert stored.awarded_by == SNOWFLAKE + 2

    await downgrade(database, "0016_event_penalties")
    assert await current_revision(database) == "0016_event_penalties"
    assert await table_names(database) == (MODEL_TABLES - AFTER_0016) | {VERSION_TABLE}
    async with database.transaction() as session:
        players = sa.select(sa.func.count()).select_from(LeaguePlayer)
        assert (await session.execute(players)).scalar_one() == 1

    await upgrade(database)
    assert await current_revision(database) == head_revision()
    async with database.transaction() as session:
        byes = sa.select(sa.func.count()).select_from(LeagueAwardedBye)
        assert (await session.execute(byes)).scalar_one() == 0
        session.add(  # the table works again
            LeagueAwardedBye(league_id=league_id, name="Ann", round_number=2, awarded_by=1)
        )


# --- a judge's swaps in the next round (0018_round_swap) -----------------------------------------


async def test_round_swap_down_and_up_keep_the_league(database: Database) -> None:
    """0018 adds the judges' swaps in a round's pairing. Down again, only they go: the league
    and its players stay; up again, a swap is stored with its 64-bit judge id."""
    async with database.transaction() as session:
        league = new_league(SNOWFLAKE)
        session.add(league)
        await session.flush()
        assert league.id is not None
        session.add(LeaguePlayer(league_id=league.id, name="Ann"))
        session.add(swap_row(league.id))

    await downgrade(database, "0017_event_pairings")
    assert await current_revision(database) == "0017_event_pairings"
    assert await table_names(database) == (MODEL_TABLES - {SWAP_TABLE}) | {VERSION_TABLE}
    async with database.transaction() as session:
        kept = await session.execute(sa.text("SELECT name FROM league_player"))
        assert kept.scalar_one() == "Ann"

    await upgrade(database)
    assert await current_revision(database) == head_revision()
    async with database.transaction() as session:
        row = (await session.execute(sa.select(LeagueRow))).scalar_one()
        assert row.id is not None
        assert (await session.execute(sa.select(RoundSwap))).first() is None  # gone with 0018
        session.add(swap_row(row.id))
    async with database.transaction() as session:
        swap = (await session.execute(sa.select(RoundSwap))).scalar_one()
        assert (swap.swapped_by, swap.tables) == (SNOWFLAKE, [["Bob", "Cy"], ["Ann", "Di"]])


def swap_row(league_id: int) -> RoundSwap:
    return RoundSwap(
        league_id=league_id,
        round_number=1,
        player_a="Ann",
        player_b="Bob",
        tables=[["Bob", "Cy"], ["Ann", "Di"]],
        basis="0" * 64,
        swapped_by=SNOWFLAKE,
        swapped_at=FIXED_TIME,
    )


# --- a server's language (0019_guild_language) ----------------------------------------------


async def columns_of(database: Database, table: str) -> set[str]:
    return await inspect(database, lambda i: {c["name"] for c in i.get_columns(table)})


async def test_guild_language_down_and_up_keep_the_settings(database: Database) -> None:
    """0019 adds a server's language. Down again, only that column goes: the server's other
    settings stay; up again, a language is stored beside them (none until set)."""
    async with database.transaction() as session:
        session.add(GuildSettings(guild_id=SNOWFLAKE, judge_role_id=SNOWFLAKE, language="de"))

    await downgrade(database, "0018_round_swap")
    assert await current_revision(database) == "0018_round_swap"
    assert "language" not in await columns_of(database, "guild_settings")
    async with database.transaction() as session:
        kept = await session.execute(sa.text("SELECT judge_role_id FROM guild_settings"))
        assert kept.scalar_one() == SNOWFLAKE

    await upgrade(database)
    assert await current_revision(database) == head_revision()
    async with database.transaction() as session:
        row = (await session.execute(sa.select(GuildSettings))).scalar_one()
        assert (row.judge_role_id, row.language) == (SNOWFLAKE, None)
        row.language = "ja"
    async with database.transaction() as session:
        row = (await session.execute(sa.select(GuildSettings))).scalar_one()
        assert row.language == "ja"


# --- what waits, as messages (0020_typed_would_decide) -------------------------------------

WOULD_DECIDE = sa.table(
    "confirmation", sa.column("id", sa.Integer), sa.column("would_decide", sa.JSON)
)


async def would_decide(database: Database) -> list[Any]:
    async with database.transaction() as session:
        return list((await session.execute(sa.select(WOULD_DECIDE.c.would_decide))).scalar_one())


async def test_what_waits_becomes_messages_and_english_again(database: Database) -> None:
    """0020 keeps what a waiting report or proposal would decide as messages, worded when
    shown: up, a proposal's English becomes its message (German to a German server), a
    report's verdict, which cannot be read back, stays as it was said; down, both are the
    English sentences they were."""
    await add_match_with_children(database)
    await downgrade(database, "0019_guild_language")
    said = [
        "the match ends as an intentional draw",
        "bob loses: they have 10 poison counters (MTG CR 104.3d, MTG CR 704.5c)",
    ]
    async with database.transaction() as session:
        await session.execute(WOULD_DECIDE.update().values(would_decide=said))

    await upgrade(database)
    assert await current_revision(database) == head_revision()
    proposal, verdict = map(Message.from_json, await would_decide(database))
    assert proposal == Message("the match ends as an intentional draw")
    assert translate(proposal, "de") == "das Match endet als absichtliches Unentschieden"
    assert verdict == Message.verbatim_text(said[1])
    assert translate(verdict, "ja") == said[1]

    await downgrade(database, "0019_guild_language")
    assert await would_decide(database) == said
    await upgrade(database)
    assert [Message.from_json(m).english() for m in await would_decide(database)] == said
