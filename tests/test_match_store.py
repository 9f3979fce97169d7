"""The store keeps what the domain decides: each kind of decision, saved in one transaction and
loaded again in one read, is the state the decision said, on SQLite and PostgreSQL."""

from __future__ import annotations

from typing import Any

from bot.app.match import Actor, MatchService
from bot.core.match.commands import (
    Confirm,
    Dispute,
    ImportMatch,
    PlayerSpec,
    Propose,
    RecordResult,
    ResolveBatch,
    SendReport,
    ServerSettings,
    StartMatch,
)
from bot.core.match.decide import decide
from bot.core.match.decision import Decision
from bot.core.match.report_reading import read_report
from bot.core.match.start import imported, start
from bot.core.match.state import MatchState
from bot.core.match.statuses import MatchStatus, PendingKind
from bot.store.database import Database
from bot.store.matches import MatchStore
from tests.matches_helpers import (
    ALICE,
    BOB,
    CAROL,
    CHANNEL,
    DAVE,
    GUILD,
    JUDGE_ID,
    OTHER_CHANNEL,
    alice,
    bob,
    carol,
    dave,
    judge,
    life,
)
from tests.matches_helpers import report as service_report
from tests.matches_helpers import start as start_match

kinds_seen: set[str] = set()


async def round_trip(database: Database, channel: int, command: Any, actor: Actor) -> MatchState:
    store = MatchStore()
    async with database.transaction() as session:
        loaded = await store.load(session, channel_id=channel)
        assert loaded.state is not None
        outcome = decide(loaded.state, command, actor, loaded.policy)
        assert isinstance(outcome, Decision), outcome
        saved = await store.save(session, outcome)
    kinds_seen.update(type(change).__name__ for change in outcome.changes)
    async with database.transaction() as session:
        again = await MatchStore().load(session, match_id=saved.after.id)
    assert again.state == saved.after
    return saved.after


async def report(
    database: Database, channel: int, actor: Actor, event: dict[str, Any], key: str
) -> MatchState:
    store = MatchStore()
    async with database.transaction() as session:
        state = (await store.load(session, channel_id=channel)).state
    assert state is not None
    command = SendReport(read_report(state.roster, actor, [event]), key)
    return await round_trip(database, channel, command, actor)


async def test_every_kind_of_decision_survives_a_round_trip(database: Database) -> None:
    service = MatchService(database)
    await start_match(service, starting_life=20)
    state = await report(database, CHANNEL, alice, life(ALICE, 17), "s-1")
    assert state.game.state.life["alice"] == 17
    waiting = await report(database, CHANNEL, alice, life(BOB, 0), "s-2")
    assert waiting.waiting is not None and waiting.waiting.id > 0
    await round_trip(database, CHANNEL, Dispute(waiting.waiting.id), bob)
    await report(database, CHANNEL, alice, life(BOB, 0), "s-3")
    second = await round_trip(database, CHANNEL, Confirm(None), bob)
    assert second.game.number == 2 and second.wins == (1, 0)

    await service.open_batch(channel_id=CHANNEL, actor=alice)
    await report(database, CHANNEL, alice, life(ALICE, 0), "s-4")
    await report(database, CHANNEL, bob, life(BOB, 0), "s-5")
    drawn = await round_trip(database, CHANNEL, ResolveBatch("s-6"), alice)
    assert drawn.batch is None and drawn.draws == 1 and drawn.game.number == 3

    four = (ALICE, BOB, CAROL, DAVE)
    await start_match(service, channel_id=OTHER_CHANNEL, players=four, best_of=1)
    await round_trip(database, OTHER_CHANNEL, Propose(PendingKind.MATCH_DRAW), alice)
    for who in (bob, carol):
        await round_trip(database, OTHER_CHANNEL, Confirm(None), who)
    over = await round_trip(database, OTHER_CHANNEL, Confirm(None), dave)
    assert over.status is MatchStatus.FINISHED

    assert kinds_seen >= {
        "AppendReport",
        "OpenWaiting",
        "CloseWaiting",
        "RecordAgreement",
        "MarkReport",
        "CollectInBatch",
        "CloseBatch",
        "StoreGame",
        "StartGame",
    }
    # The service reads the same match the store wrote.
    assert (await service.status(channel_id=CHANNEL)).game.number == 3

    # A judge's result (a league's fix on a match still being played) ends it so.
    judged = await round_trip(database, CHANNEL, RecordResult("bob", (0, 2), 1), Actor(99, True))
    assert judged.status is MatchStatus.FINISHED and judged.result is not None
    assert (judged.wins, judged.draws, judged.result["score"]) == ((0, 2), 1, "0-2-1")


async def saved_new(database: Database, decision: Decision) -> MatchState:
    """A new match's decision saved, then loaded again in one read: the same state."""
    async with database.transaction() as session:
        saved = await MatchStore().save(session, decision)
    assert saved.after.id > 0
    async with database.transaction() as session:
        again = await MatchStore().load(session, match_id=saved.after.id)
    assert again.state == saved.after
    return saved.after


async def test_a_start_an_undo_and_an_import_survive_a_round_trip(database: Database) -> None:
    players = (PlayerSpec(ALICE, "alice"), PlayerSpec(BOB, "bob"))
    started = start(StartMatch(GUILD, CHANNEL, "magic", players, starting_life=20), alice)
    assert isinstance(started, Decision)
    state = await saved_new(database, started)
    assert state.version == 0 and state.game.chooser == "alice"

    await report(database, CHANNEL, alice, life(ALICE, 17), "u-1")
    won = await report(database, CHANNEL, judge, life(ALICE, 0), "u-2")
    assert won.game.number == 2 and won.wins == (0, 1)
    # Taking back the report that ended game 1 drops game 2 and reopens game 1.
    async with database.transaction() as session:
        undo = await MatchStore().undo_log(session, won)
    assert undo.game.number == 1 and [r.reporter_id for r in undo.log] == [ALICE, JUDGE_ID]
    reopened = await round_trip(database, CHANNEL, undo, bob)
    assert reopened.game.number == 1 and reopened.wins == (0, 0)
    assert reopened.game.state.life == {"alice": 17, "bob": 20}

    document = {
        "system": "magic",
        "players": ["alice", "bob"],
        "user_ids": {"alice": ALICE, "bob": BOB},
        "games": [{"reports": [{"event": "life", "player": "bob", "set": 0}]}],
    }
    command = ImportMatch(GUILD, OTHER_CHANNEL, document, None, None, "import:round-trip")
    copied = await saved_new(database, imported(command, alice))
    assert copied.version == 1 and copied.wins == (1, 0) and copied.game.has_reports
    assert kinds_seen >= {"MarkReport", "DropGame", "StoreGame"}


async def test_settings_survive_a_round_trip(database: Database) -> None:
    store = MatchStore()
    for settings in (ServerSettings(GUILD, 5, False, "terrus"), ServerSettings(GUILD, None)):
        async with database.transaction() as session:
            await store.save_settings(session, settings)
        async with database.transaction() as session:
            assert await store.settings(session, GUILD) == settings


async def test_a_stale_kept_state_is_caught_and_the_request_decided_again_on_a_read(
    database: Database,
) -> None:
    """Each process keeps the state its writes leave; another process's write makes it stale.
    A write decided on it fails its version claim (or, refused, is decided again) and runs
    again on what is stored: nothing the other process wrote is lost."""
    here, there = MatchService(database), MatchService(database)
    await start_match(here, starting_life=20)
    await service_report(here, alice, life(ALICE, 17))
    assert here.unit.store.states[CHANNEL][1].state is not None  # kept by the write
    await service_report(there, bob, life(BOB, 12))

    answer = await service_report(here, alice, life(ALICE, 15))
    assert answer.status == "applied" and answer.match.version == 3
    assert {p.name: p.life for p in answer.match.players} == {"alice": 15, "bob": 12}

    # A report that waits for alice, made elsewhere: here, nothing waits as far as it kept.
    waiting = await service_report(there, bob, life(ALICE, 0))
    assert waiting.status == "pending"
    confirmed = await here.confirm(channel_id=CHANNEL, actor=alice)
    assert confirmed.status == "applied" and confirmed.match.wins == (0, 1)


async def test_a_match_started_here_is_kept_with_its_servers_policy(database: Database) -> None:
    """A start keeps the new match as its channel's next write would read it, with the
    server's settings: the first report needs no read of it, a server that needs no
    confirmation still needs none, and another process's report in between is not lost."""
    here, there = MatchService(database), MatchService(database)
    await here.update_settings(GUILD, confirmation_required=False, actor=judge)
    await start_match(here, starting_life=20)
    assert here.unit.store.states[CHANNEL][1].state is not None  # kept by the start
    ended = await service_report(here, bob, life(ALICE, 0))
    assert ended.status == "applied" and ended.match.wins == (0, 1)

    await start_match(here, channel_id=OTHER_CHANNEL, starting_life=20)
    await service_report(there, bob, life(BOB, 12), channel_id=OTHER_CHANNEL)
    answer = await service_report(here, alice, life(ALICE, 15), channel_id=OTHER_CHANNEL)
    assert {p.name: p.life for p in answer.match.players} == {"alice": 15, "bob": 12}
