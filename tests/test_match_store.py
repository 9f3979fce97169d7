"""The store keeps what the domain decides: each kind of decision, saved in one transaction and
loaded again in one read, is the state the decision said, on SQLite and PostgreSQL."""

from __future__ import annotations

from typing import Any

from bot.matches.database import Database
from bot.matches.domain.commands import (
    Confirm,
    Dispute,
    Propose,
    RecordResult,
    ResolveBatch,
    SendReport,
)
from bot.matches.domain.decide import decide, read_report
from bot.matches.domain.decision import Decision
from bot.matches.domain.state import MatchState
from bot.matches.domain.statuses import MatchStatus, PendingKind
from bot.matches.service import Actor, MatchService
from bot.matches.store import MatchStore
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
    dave,
    life,
    start,
)

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
    await start(service, starting_life=20)
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

    await start(service, channel_id=OTHER_CHANNEL, players=(ALICE, BOB, CAROL, DAVE), best_of=1)
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
