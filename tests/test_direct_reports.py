"""The report fast path (bot.matches.direct) against the full path, on both databases.

Most reports are judged against the match kept in memory and stored in one trip to the
driver. These tests hold it to the full path: the same answers, the same rows, and the same
guarantees when another process moves the match on or a write fails half-way.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from sqlalchemy import text

from bot.matches import scoring
from bot.matches.database import Database
from bot.matches.errors import MatchError
from bot.matches.service import MatchService
from tests.matches_helpers import (
    ALICE,
    BOB,
    CAROL,
    CHANNEL,
    DAVE,
    OTHER_CHANNEL,
    alice,
    bob,
    carol,
    concede,
    db_rows,
    key,
    life,
    report,
    start,
    stranger,
)

# Ids and times differ between two matches played the same way; everything else must not.
_VARYING = {
    "id",
    "report_id",
    "pending_id",
    "match_id",
    "channel_id",
    "batch_id",
    "created_at",
    "started_at",
    "ended_at",
    "finished_at",
    "changed_at",
    "resolved_at",
    "idempotency_key",
    "keys",
}


def _same_shape(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        value = dataclasses.asdict(value)
    if isinstance(value, dict):
        return {k: _same_shape(v) for k, v in value.items() if k not in _VARYING}
    if isinstance(value, list | tuple):
        return [_same_shape(v) for v in value]
    return value


def _delta(user_id: int, change: int) -> dict[str, Any]:
    return {"event": "life", "player": user_id, "delta": change}


def _poison(user_id: int, change: int) -> dict[str, Any]:
    return {"event": "poison", "player": user_id, "delta": change}


Step = Callable[[MatchService, int], Awaitable[Any]]


async def _outcome(step: Step, service: MatchService, channel: int) -> Any:
    """What a step answered, or the refusal it got."""
    try:
        return _same_shape(await step(service, channel))
    except MatchError as error:
        return {"refused": error.message}


def _script() -> list[Step]:
    """A best-of-3 with every kind of request around the reports the fast path takes."""
    repeated = key()

    def rep(who: Any, *events: dict[str, Any], idempotency_key: str | None = None) -> Step:
        async def step(service: MatchService, channel: int) -> Any:
            # The same key in both channels would be one report: keep them apart.
            return await report(
                service,
                who,
                *events,
                channel_id=channel,
                idempotency_key=f"{idempotency_key or key()}-{channel}",
            )

        return step

    async def undo(service: MatchService, channel: int) -> Any:
        return await service.undo(channel_id=channel, actor=alice)

    async def bob_undoes(service: MatchService, channel: int) -> Any:
        return await service.undo(channel_id=channel, actor=bob)

    async def confirm(service: MatchService, channel: int) -> Any:
        return await service.confirm(channel_id=channel, actor=alice)

    async def play_first(service: MatchService, channel: int) -> Any:
        return await service.choose(channel_id=channel, actor=alice, play_first=True)

    async def open_batch(service: MatchService, channel: int) -> Any:
        return await service.open_batch(channel_id=channel, actor=bob)

    async def resolve_batch(service: MatchService, channel: int) -> Any:
        return await service.resolve_batch(
            channel_id=channel, actor=bob, idempotency_key=f"{key()}-{channel}"
        )

    async def scoreboard(service: MatchService, channel: int) -> Any:
        view = await service.status(channel_id=channel)
        await service.set_scoreboard(match_id=view.id, message_id=555)
        return None

    return [
        rep(alice, _delta(ALICE, -3), idempotency_key=repeated),
        rep(bob, _poison(BOB, 2)),
        scoreboard,  # recorded without a version: the next answer must still show it
        rep(alice, _delta(ALICE, -1), _delta(BOB, -2)),  # at the same time
        rep(alice, _delta(ALICE, -3), idempotency_key=repeated),  # delivered again
        rep(stranger, _delta(ALICE, -1)),  # refused: not playing
        rep(alice, _poison(BOB, -5)),  # refused: negative poison
        rep(bob, _delta(BOB, -1)),
        undo,
        rep(alice, _delta(ALICE, 2)),
        rep(bob, life(ALICE, 0)),  # takes alice out: waits for her
        rep(alice, _delta(BOB, -1)),  # refused while it waits
        confirm,
        play_first,
        rep(alice, _delta(BOB, -4)),
        rep(bob, _delta(ALICE, -4)),
        rep(alice, _poison(BOB, 1)),
        rep(bob, _delta(ALICE, 1)),
        bob_undoes,  # a report the fast path stored
        open_batch,
        rep(bob, _delta(BOB, -1)),
        rep(alice, _delta(ALICE, -1)),
        resolve_batch,
        rep(alice, _delta(BOB, -1)),
        rep(bob, concede(BOB)),  # alice wins 2-0
        rep(alice, _delta(ALICE, -1)),  # refused: the match is over
    ]


async def _match_rows(database: Database, channel: int) -> dict[str, Any]:
    rows = await db_rows(database)
    match = next(m for m in rows["match"] if m["channel_id"] == channel)
    mine = {
        table: [r for r in found if r.get("match_id") == match["id"]]
        for table, found in rows.items()
        if table != "match"
    }
    return _same_shape({"match": match, **mine})


@pytest.fixture(autouse=True)
def _alice_chooses_game_one(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(scoring, "first_chooser", lambda setup: setup.players[0])


async def test_fast_path_answers_and_stores_exactly_what_the_full_path_does(
    database: Database,
) -> None:
    full = MatchService(database, direct_reports=False)
    fast = MatchService(database)
    assert full.report_writer is None and fast.report_writer is not None
    await start(full, channel_id=CHANNEL, starting_life=20)
    await start(fast, channel_id=OTHER_CHANNEL, starting_life=20)

    writer = fast.report_writer
    took_fast_path = 0
    for number, step in enumerate(_script(), start=1):
        expected = await _outcome(step, full, CHANNEL)
        stored = writer.written
        got = await _outcome(step, fast, OTHER_CHANNEL)
        took_fast_path += writer.written > stored
        assert got == expected, f"step {number}"

    assert await _match_rows(database, OTHER_CHANNEL) == await _match_rows(database, CHANNEL)
    # Most of the script's reports are counter changes with nothing in their way.
    assert took_fast_path >= 6


async def test_fast_path_sees_what_another_process_did(database: Database) -> None:
    here, there = MatchService(database), MatchService(database)
    await start(here, starting_life=20)
    await report(here, alice, _delta(ALICE, -1))
    await report(there, bob, _delta(ALICE, -2))  # `here` still has the match at 19
    answer = await report(here, alice, _delta(ALICE, -3))
    assert answer.match.player("alice").life == 14
    await report(there, bob, _delta(ALICE, -4))
    answer = await report(here, alice, _delta(ALICE, -5))
    assert answer.match.player("alice").life == 5
    log = await here.log(answer.match.id)
    assert [r.seq for r in log] == list(range(1, 6))
    assert answer.match.game.reports == 5


async def test_a_report_waiting_elsewhere_blocks_the_fast_path(database: Database) -> None:
    here, there = MatchService(database), MatchService(database)
    await start(here, starting_life=20)
    await report(here, alice, _delta(ALICE, -1))
    pending = await report(there, bob, life(ALICE, 0))
    assert pending.status == "pending"
    before = await db_rows(database)
    with pytest.raises(MatchError, match="waiting for confirmation"):
        await report(here, alice, _delta(BOB, -1))
    assert await db_rows(database) == before


async def test_a_repeated_interaction_is_one_report_with_the_first_answer(
    database: Database, service: MatchService
) -> None:
    await start(service, starting_life=20)
    same = key()
    first = await report(service, alice, _delta(ALICE, -2), idempotency_key=same)
    again = await report(service, alice, _delta(ALICE, -2), idempotency_key=same)
    assert again.duplicate and not first.duplicate
    assert again.report_id == first.report_id
    assert again.match.player("alice").life == 18
    assert len((await db_rows(database))["report"]) == 1


async def test_a_scoreboard_recorded_elsewhere_comes_back_with_the_next_report(
    service: MatchService,
) -> None:
    view = await start(service, starting_life=20)
    await report(service, alice, _delta(ALICE, -1))
    await MatchService(service.db).set_scoreboard(match_id=view.id, message_id=4242)
    answer = await report(service, alice, _delta(ALICE, -1))
    assert answer.match.scoreboard_message_id == 4242


_FAIL_GAME_WRITES = {
    "sqlite": [
        "CREATE TRIGGER fail_game BEFORE UPDATE OF state ON game "
        "BEGIN SELECT RAISE(ABORT, 'disk trouble'); END"
    ],
    "postgresql": [
        "CREATE FUNCTION fail_game() RETURNS trigger LANGUAGE plpgsql AS "
        "$$ BEGIN RAISE EXCEPTION 'disk trouble'; END $$",
        "CREATE TRIGGER fail_game BEFORE UPDATE OF state ON game "
        "FOR EACH ROW EXECUTE FUNCTION fail_game()",
    ],
}


async def test_a_write_failing_half_way_leaves_nothing_behind(
    database: Database, service: MatchService
) -> None:
    await start(service, starting_life=20)
    await report(service, alice, _delta(ALICE, -1))
    writer = service.report_writer
    assert writer is not None and writer.written == 1
    before = await db_rows(database)
    async with database.engine.begin() as conn:
        for statement in _FAIL_GAME_WRITES[database.dialect]:
            await conn.execute(text(statement))
    sent = writer.statements
    # The fast path tries, rolls back and hands the report to the full path, which fails the
    # same way and says so.
    with pytest.raises(Exception):  # noqa: B017 - which error is the full path's business
        await report(service, alice, _delta(ALICE, -1))
    assert writer.statements > sent and writer.written == 1
    assert await db_rows(database) == before  # no report, no version claimed

    drop = "DROP TRIGGER fail_game" + (" ON game" if database.dialect == "postgresql" else "")
    async with database.engine.begin() as conn:
        await conn.execute(text(drop))
    assert (await report(service, alice, _delta(ALICE, -1))).match.player("alice").life == 18
    assert (await report(service, alice, _delta(ALICE, -1))).match.player("alice").life == 17
    assert writer.written == 2  # the fast path is back once the full path kept the match


async def test_a_lost_postgres_connection_falls_back_to_the_full_path(
    postgres_database: Database,
) -> None:
    service = MatchService(postgres_database)
    await start(service, starting_life=20)
    await report(service, alice, _delta(ALICE, -1))  # opens the fast path's connections
    async with postgres_database.engine.begin() as conn:
        await conn.execute(
            text(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                "WHERE datname = current_database() AND pid <> pg_backend_pid()"
            )
        )
    for life_after in (18, 17, 16, 15):
        answer = await report(service, alice, _delta(ALICE, -1))
        assert answer.match.player("alice").life == life_after
    assert len((await db_rows(postgres_database))["report"]) == 5


async def test_reports_still_work_after_the_database_is_closed(
    database: Database, service: MatchService
) -> None:
    await start(service, starting_life=20)
    await report(service, alice, _delta(ALICE, -1))
    await database.close()  # the engine reconnects when used again; the fast path stays shut
    answer = await report(service, alice, _delta(ALICE, -1))
    assert answer.match.player("alice").life == 18
    await database.close()


def _damage(victim: int, commander: int, source: str) -> dict[str, Any]:
    return {"event": "commander_damage", "player": victim, "commander": commander, "source": source}


def _steps(*reports: tuple[Any, dict[str, Any]]) -> list[Step]:
    def rep(who: Any, event: dict[str, Any]) -> Step:
        async def step(service: MatchService, channel: int) -> Any:
            return await report(
                service, who, event, channel_id=channel, idempotency_key=f"{key()}-{channel}"
            )

        return step

    return [rep(who, event) for who, event in reports]


_GAMES: dict[str, tuple[dict[str, Any], list[Step]]] = {
    # In Grand Archive almost every report ends a game (a player who controls no champion
    # loses); a champion's control confirmed where it is changes nothing.
    "grand-archive": (
        {"system": "grand-archive"},
        _steps(
            (alice, {"event": "champion_control", "player": ALICE, "controller": ALICE}),
            (bob, {"event": "champion_control", "player": BOB, "controller": BOB}),
            (bob, concede(BOB)),
            (alice, {"event": "champion_control", "player": BOB, "controller": BOB}),
            (alice, {"event": "champion_died", "player": ALICE}),
            (bob, {"event": "champion_control", "player": ALICE, "controller": ALICE}),
            (alice, {"event": "champion_control", "player": BOB, "controller": ALICE}),
        ),
    ),
    "terrus": (
        {"system": "terrus"},
        _steps(
            (alice, life(ALICE, 25)),
            (bob, life(BOB, 22)),
            (alice, _delta(BOB, -7)),
            (alice, {"event": "turn_start", "player": ALICE, "structures": 2, "relics": 1}),
            (bob, {"event": "dominion_vote", "player": BOB, "int": 3}),
            (bob, _delta(ALICE, -5)),
            (bob, concede(BOB)),
        ),
    ),
    "magic commander": (
        {"system": "magic", "variant": "commander"},
        _steps(
            (alice, {"event": "commander_damage", "player": ALICE, "commander": BOB, "delta": 9}),
            (bob, {"event": "commander_damage", "player": BOB, "commander": ALICE, "set": 4}),
            (alice, {"event": "commander_damage", "player": ALICE, "commander": BOB, "delta": 9}),
            (alice, _poison(ALICE, 3)),
            (bob, {"event": "commander_damage", "player": ALICE, "commander": BOB, "delta": 3}),
            (alice, _delta(BOB, -1)),
        ),
    ),
    # Partner commanders are tallied apart (CR 903.10a); 20 + 20 is no loss, 21 from one is.
    "magic commander partners": (
        {"system": "magic", "variant": "commander"},
        _steps(
            (alice, {**_damage(ALICE, BOB, "Tymna"), "set": 20}),
            (alice, {**_damage(ALICE, BOB, "Thrasios"), "delta": 20}),
            (bob, {**_damage(ALICE, BOB, "Thrasios"), "delta": 1}),
        ),
    ),
    # Seats are drawn anew as a turn begins (CR 801.2c): the fast path keeps them in the state
    # it holds, so alice's later win effect reaches carol, two seats away when the game began.
    "magic range of influence": (
        {"system": "magic", "players": (ALICE, BOB, CAROL, DAVE), "range_of_influence": 1},
        _steps(
            (bob, concede(BOB)),
            (carol, {"event": "turn_start", "player": CAROL}),
            (alice, {"event": "effect", "outcome": "draw", "player": ALICE}),
        ),
    ),
}


@pytest.mark.parametrize("game", list(_GAMES))
async def test_fast_path_agrees_with_the_full_path_in_every_game(
    database: Database, game: str
) -> None:
    options, steps = _GAMES[game]
    full = MatchService(database, direct_reports=False)
    fast = MatchService(database)
    await start(full, channel_id=CHANNEL, **options)
    await start(fast, channel_id=OTHER_CHANNEL, **options)
    for number, step in enumerate(steps, start=1):
        expected = await _outcome(step, full, CHANNEL)
        assert await _outcome(step, fast, OTHER_CHANNEL) == expected, f"step {number}"
    assert await _match_rows(database, OTHER_CHANNEL) == await _match_rows(database, CHANNEL)
    assert fast.report_writer is not None and fast.report_writer.written > 0
