"""The full path does not read back what its own unit of work just wrote: /match start keeps
the players it inserted, a game that ends keeps the next game it inserted, and a Confirm
updates the waiting report once. Counted statements, not timings (benchmarks/run.py times
these requests). The full path is forced (`direct_reports=False`): with a live match these
requests take one trip instead (tests/test_one_trip.py)."""

from __future__ import annotations

from bot.matches.database import Database
from bot.matches.service import MatchService
from tests.matches_helpers import ALICE, BOB, alice, bob, concede, report, start
from tests.test_history_reads import statements


def _verb_and_table(statement: str) -> str:
    words = statement.replace('"', "").split()
    if words[0] == "SELECT":
        return "SELECT " + words[words.index("FROM") + 1]
    if words[0] == "INSERT":
        return "INSERT " + words[2]
    return f"{words[0]} {words[1]}"


def _read_after_insert(verbs: list[str], table: str) -> bool:
    inserted = f"INSERT {table}"
    return inserted in verbs and f"SELECT {table}" in verbs[verbs.index(inserted) :]


async def test_start_does_not_read_back_its_players(database: Database) -> None:
    service = MatchService(database, direct_reports=False)
    with statements(database) as sent:
        view = await start(service, best_of=3)
    assert "SELECT match_player" not in map(_verb_and_table, sent), sent
    assert [p.name for p in view.players] == ["alice", "bob"]
    # The roster kept is the one stored: a second service reads it from the database.
    again = await MatchService(database).status(channel_id=view.channel_id)
    assert [(p.name, p.user_id) for p in again.players] == [
        (p.name, p.user_id) for p in view.players
    ]


async def test_ending_a_game_does_not_read_back_the_next_one(database: Database) -> None:
    service = MatchService(database, direct_reports=False)
    await start(service, best_of=3)
    with statements(database) as sent:
        answer = await report(service, alice, concede(ALICE))
    assert answer.game_over and answer.match.game.number == 2
    assert not _read_after_insert([_verb_and_table(s) for s in sent], "game"), sent


async def test_confirm_updates_the_report_once(database: Database) -> None:
    service = MatchService(database, direct_reports=False)
    await start(service, best_of=3, starting_life=20)
    waiting = await report(service, alice, {"event": "life", "player": BOB, "set": 0})
    assert waiting.status == "pending"
    with statements(database) as sent:
        answer = await service.confirm(channel_id=8001, actor=bob, pending_id=waiting.pending_id)
    assert answer.game_over and answer.match.game.number == 2
    verbs = [_verb_and_table(s) for s in sent]
    assert verbs.count("UPDATE report") == 1, sent
    assert not _read_after_insert(verbs, "game"), sent
