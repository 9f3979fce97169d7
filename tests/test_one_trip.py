"""The requests stored in one trip to the driver (bot.matches.trips: /match start, a report that
ends a game or waits for confirmation, the Confirm press) against their full path, on both
databases: the same answers, the same rows (request records included), and the full path
whenever the trip cannot be sure (another process moved the match on, the guild waives
confirmation, the channel already has a match)."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.matches import scoring
from bot.matches.database import Database
from bot.matches.errors import MatchError
from bot.matches.service import MatchService
from bot.matches.trips import Sql, Trip, Values, drive_sqlite
from tests.matches_helpers import (
    ALICE,
    BOB,
    CAROL,
    CHANNEL,
    GUILD,
    OTHER_CHANNEL,
    alice,
    bob,
    carol,
    concede,
    judge,
    key,
    life,
    report,
    start,
)
from tests.test_direct_reports import _same_shape
from tests.test_match_requests import everything


@pytest.fixture(autouse=True)
def _alice_chooses_game_one(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(scoring, "first_chooser", lambda setup: setup.players[0])


async def _rows(database: Database, channel: int) -> dict[str, Any]:
    rows = await everything(database)
    match = next(m for m in rows["match"] if m["channel_id"] == channel)
    mine = {
        table: [
            {k: v for k, v in r.items() if k != "key"}  # a request's key differs per channel
            for r in found
            if r.get("match_id") == match["id"]
        ]
        for table, found in rows.items()
        if table != "match"
    }
    return _same_shape({"match": match, **mine})


class Both:
    """The same requests sent to a service on the full path and to one that takes trips,
    each in its own channel, with keys of the same shape."""

    def __init__(self, database: Database) -> None:
        self.full = MatchService(database, direct_reports=False)
        self.fast = MatchService(database)
        assert self.fast.report_writer is not None
        self.writer = self.fast.report_writer
        self.trips = 0

    async def send(self, name: str, call: Any, *, trip: bool = True) -> Any:
        """`call(service, channel, key)` on both; the answers must agree. `trip`: whether the
        fast service must have stored it in one trip (a plain report's, or a request's)."""
        stamp = key()
        answers = []
        for service, channel in ((self.full, CHANNEL), (self.fast, OTHER_CHANNEL)):
            before = self.writer.trips + self.writer.written
            try:
                answers.append(_same_shape(await call(service, channel, f"{stamp}-{channel}")))
            except MatchError as error:
                answers.append({"refused": error.message})
            if service is self.fast:
                took = self.writer.trips + self.writer.written > before
                assert took == trip, f"{name}: one trip {took}, expected {trip}"
        assert answers[0] == answers[1], name
        return answers[1]


def _start(**options: Any) -> Any:
    async def call(service: MatchService, channel: int, k: str) -> Any:
        return await start(service, channel_id=channel, idempotency_key=k, **options)

    return call


def _report(who: Any, *events: dict[str, Any]) -> Any:
    async def call(service: MatchService, channel: int, k: str) -> Any:
        return await report(service, who, *events, channel_id=channel, idempotency_key=k)

    return call


def _confirm(who: Any) -> Any:
    async def call(service: MatchService, channel: int, k: str) -> Any:
        return await service.confirm(channel_id=channel, actor=who, idempotency_key=k)

    return call


async def test_a_best_of_three_in_trips_stores_what_the_full_path_stores(
    database: Database,
) -> None:
    both = Both(database)
    await both.send("start", _start(best_of=3, starting_life=20))
    await both.send("life", _report(alice, {"event": "life", "player": ALICE, "delta": -3}))
    waiting = await both.send("bob at 0", _report(alice, life(BOB, 0)))
    assert waiting["status"] == "pending" and waiting["match"]["pending"]["confirmers"] == ["bob"]
    refused = await both.send("while it waits", _report(bob, life(ALICE, 5)), trip=False)
    assert "waiting for confirmation" in refused["refused"]
    await both.send("alice may not confirm", _confirm(alice), trip=False)
    confirmed = await both.send("bob confirms", _confirm(bob))
    assert confirmed["game_over"] and confirmed["next_chooser"] == "bob"
    assert confirmed["match"]["game"]["number"] == 2
    # The next game is live at once: its first report takes the fast path.
    await both.send("game 2", _report(bob, {"event": "life", "player": BOB, "delta": -1}))
    await both.send("alice concedes game 2", _report(alice, concede(ALICE)))
    assert await _rows(database, OTHER_CHANNEL) == await _rows(database, CHANNEL)
    # Game 3 is already live; bob concedes and alice wins the match, which ends it.
    final = await both.send("bob concedes game 3", _report(bob, concede(BOB)))
    assert final["match_over"] and final["match"]["status"] == "finished"
    assert final["match"]["result"]["score"] == "2-1"
    await both.send("after the end", _report(alice, life(ALICE, 3)), trip=False)
    assert await _rows(database, OTHER_CHANNEL) == await _rows(database, CHANNEL)
    assert both.fast.held_in_memory()["live"] == 0


async def test_multiplayer_eliminations_and_a_judge_in_trips(database: Database) -> None:
    both = Both(database)
    await both.send("start", _start(players=(ALICE, BOB, CAROL), starting_life=20))
    # carol reports herself out: her own consent, applied at once, the game goes on.
    out = await both.send("carol out", _report(carol, life(CAROL, 0)))
    assert out["status"] == "applied" and not out["game_over"]
    # A judge's report takes bob out without waiting: alice wins the one game, and the match.
    won = await both.send("judge", _report(judge, life(BOB, 0)))
    assert won["match_over"]
    assert await _rows(database, OTHER_CHANNEL) == await _rows(database, CHANNEL)


async def test_no_new_game_after_time_in_a_trip(database: Database) -> None:
    """A league's round with time called: the game that ends does not start another, the
    match ends on the game score (MTR 2.4), in a trip as on the full path."""
    both = Both(database)
    called = Sql("SELECT CURRENT_TIMESTAMP WHERE :match_id > 0")
    both.full.time_called = both.fast.time_called = called
    await both.send("start", _start(best_of=3))
    ended = await both.send("bob concedes", _report(bob, concede(BOB)))
    assert ended["match_over"] and ended["match"]["result"]["reason"] == "early_end"
    assert ended["match"]["result"]["winners"] == ["alice"]
    assert await _rows(database, OTHER_CHANNEL) == await _rows(database, CHANNEL)


async def test_a_guild_that_waives_confirmation_gets_the_full_path(database: Database) -> None:
    both = Both(database)
    await both.full.update_settings(GUILD, confirmation_required=False, actor=judge)
    await both.send("start", _start(best_of=3))
    applied = await both.send("bob at 0", _report(alice, life(BOB, 0)), trip=False)
    assert applied["status"] == "applied" and applied["game_over"]


async def test_a_confirmation_settled_by_another_process_is_not_confirmed_again(
    database: Database,
) -> None:
    here, there = MatchService(database), MatchService(Database(database.url))
    try:
        await start(here, best_of=3, starting_life=20)
        waiting = await report(here, alice, life(BOB, 0))
        await there.dispute(channel_id=CHANNEL, actor=bob, pending_id=waiting.pending_id)
        writer = here.report_writer
        assert writer is not None
        trips = writer.trips
        with pytest.raises(MatchError, match="Nothing here is waiting"):
            await here.confirm(channel_id=CHANNEL, actor=bob, pending_id=waiting.pending_id)
        assert writer.trips == trips  # the trip found the match moved on and stored nothing
        status = await here.status(channel_id=CHANNEL)
        assert status.game.number == 1 and status.player("bob").life == 20
    finally:
        await there.db.close()


async def test_a_match_started_by_another_process_is_refused(database: Database) -> None:
    here, there = MatchService(database), MatchService(Database(database.url))
    try:
        await start(there)
        with pytest.raises(MatchError, match="already has an active match"):
            await start(here, idempotency_key=key())
        # A report judged against a live match another process has moved on is judged again.
        await report(here, alice, life(ALICE, 10))  # here's live match is current
        await report(there, bob, concede(BOB))  # game 2 begins there
        answer = await report(here, alice, concede(ALICE))
        assert answer.match.game.number == 3 and answer.match.wins == (1, 1)
    finally:
        await there.db.close()


def test_a_trip_whose_commit_fails_on_sqlite_does_not_keep_the_database_locked(
    tmp_path: Path,
) -> None:
    """SQLite may refuse a COMMIT (a full disk, where WAL pages are written at COMMIT; here a
    deferred foreign key) and leave the transaction open. A trip that failed there must roll
    it back: otherwise its connection keeps the write lock, and no process can store
    anything until the bot restarts."""
    path = tmp_path / "commit.db"
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("PRAGMA foreign_keys=ON")
    connection.execute("CREATE TABLE parent (id INTEGER PRIMARY KEY)")
    connection.execute(
        "CREATE TABLE child (id INTEGER PRIMARY KEY, parent_id INTEGER "
        "REFERENCES parent (id) DEFERRABLE INITIALLY DEFERRED)"
    )

    def orphan() -> Trip[None]:
        yield Sql("INSERT INTO child (parent_id) VALUES (:parent)")(parent=1)

    with pytest.raises(sqlite3.IntegrityError):
        drive_sqlite(connection, orphan(), Values(json=str, time=str))
    assert not connection.in_transaction
    other = sqlite3.connect(path, isolation_level=None, timeout=0)
    other.execute("BEGIN IMMEDIATE")  # another writer gets the lock
    other.execute("ROLLBACK")
    other.close()
    connection.close()
