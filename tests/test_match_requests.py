"""Every request that writes is applied once per interaction id, on SQLite and PostgreSQL,
in one process or two; a COMMIT whose answer is lost is settled by the id; a retry under a new
id after a lost answer is recognised; and the service refuses what it cannot keep safely (no
server, a NUL character). See bot/store/requests.py.
"""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import func, select
from sqlalchemy.engine import make_url
from sqlalchemy.exc import OperationalError
from sqlalchemy.ext.asyncio import AsyncSessionTransaction

from bot.app.match import Actor, MatchService, PlayerSpec
from bot.app.match.views import MatchView, ReportAnswer
from bot.core.errors import MatchError, NotAllowed, OutcomeUnknown
from bot.core.match import scoring
from bot.core.rules import GameSetup
from bot.store import requests
from bot.store.database import Database
from bot.store.tables.matches import MatchRow, ReportRow, RequestRecord
from tests.matches_helpers import (
    ALICE,
    BOB,
    CAROL,
    CHANNEL,
    GUILD,
    OTHER_CHANNEL,
    THREAD,
    alice,
    bob,
    concede,
    db_rows,
    judge,
    life,
    report,
    start,
    stranger,
)
from tests.support.pg_proxy import CommitCutter

Context = dict[str, Any]


@pytest.fixture(autouse=True)
def seat_one_chooses(monkeypatch: pytest.MonkeyPatch) -> None:
    """Game 1's chooser is drawn at random; make it seat 1 (alice) so `choose` can be sent."""

    def first_seat(setup: GameSetup) -> str:
        return setup.players[0]

    monkeypatch.setattr(scoring, "first_chooser", first_seat)


# -- every writing command ----------------------------------------------------------------------


@dataclass(frozen=True)
class Case:
    """A writing command: how to get a channel ready for it, and how to send it."""

    name: str
    setup: Callable[[MatchService, int], Awaitable[Context]]
    send: Callable[[MatchService, int, str, Context], Awaitable[Any]]

    def __str__(self) -> str:
        return self.name


async def nothing(service: MatchService, channel: int) -> Context:
    return {}


async def started(service: MatchService, channel: int) -> Context:
    await start(service, channel_id=channel)
    return {}


async def with_a_report(service: MatchService, channel: int) -> Context:
    await start(service, channel_id=channel)
    await report(service, alice, life(ALICE, 15), channel_id=channel)
    return {}


async def waiting(service: MatchService, channel: int) -> Context:
    await start(service, channel_id=channel)
    answer = await report(service, alice, life(BOB, 0), channel_id=channel)
    return {"pending": answer.pending_id}


async def game_won_with_history(service: MatchService, channel: int) -> Context:
    """alice won game 1 (her life report, then bob dead, confirmed); game 2 is empty, so
    /undo reopens game 1. Applied twice it would undo her life report too."""
    await start(service, channel_id=channel)
    await report(service, alice, life(ALICE, 15), channel_id=channel)
    pending = await report(service, alice, life(BOB, 0), channel_id=channel)
    await service.confirm(channel_id=channel, actor=bob, pending_id=pending.pending_id)
    return {}


async def batch_open(service: MatchService, channel: int) -> Context:
    await start(service, channel_id=channel)
    await service.open_batch(channel_id=channel, actor=alice)
    return {}


async def batch_with_report(service: MatchService, channel: int) -> Context:
    await batch_open(service, channel)
    await report(service, alice, life(ALICE, 12), channel_id=channel)
    return {}


async def exported(service: MatchService, channel: int) -> Context:
    """A finished match exported from another channel, to import into `channel`."""
    source = channel + 50_000
    view = await start(service, channel_id=source)
    await service.concede_match(channel_id=source, actor=bob)
    return {"document": await service.export(view.id)}


CASES = [
    Case("match start", nothing, lambda s, ch, k, c: start(s, channel_id=ch, idempotency_key=k)),
    Case(
        "report",
        started,
        lambda s, ch, k, c: report(s, alice, life(ALICE, 19), channel_id=ch, idempotency_key=k),
    ),
    Case(
        "report that waits for confirmation",
        started,
        lambda s, ch, k, c: report(s, alice, life(BOB, 0), channel_id=ch, idempotency_key=k),
    ),
    Case(
        "report that ends the game",
        started,
        lambda s, ch, k, c: report(s, bob, concede(BOB), channel_id=ch, idempotency_key=k),
    ),
    Case(
        "undo",
        with_a_report,
        lambda s, ch, k, c: s.undo(channel_id=ch, actor=alice, idempotency_key=k),
    ),
    Case(
        "undo that reopens a won game",
        game_won_with_history,
        lambda s, ch, k, c: s.undo(channel_id=ch, actor=alice, idempotency_key=k),
    ),
    Case(
        "confirm",
        waiting,
        lambda s, ch, k, c: s.confirm(
            channel_id=ch, actor=bob, pending_id=c["pending"], idempotency_key=k
        ),
    ),
    Case(
        "dispute",
        waiting,
        lambda s, ch, k, c: s.dispute(
            channel_id=ch, actor=bob, pending_id=c["pending"], idempotency_key=k
        ),
    ),
    Case(
        "choose",
        started,
        lambda s, ch, k, c: s.choose(
            channel_id=ch, actor=alice, play_first=True, idempotency_key=k
        ),
    ),
    Case(
        "batch start",
        started,
        lambda s, ch, k, c: s.open_batch(channel_id=ch, actor=alice, idempotency_key=k),
    ),
    Case(
        "batch resolve",
        batch_with_report,
        lambda s, ch, k, c: s.resolve_batch(channel_id=ch, actor=alice, idempotency_key=k),
    ),
    Case(
        "batch cancel",
        batch_open,
        lambda s, ch, k, c: s.cancel_batch(channel_id=ch, actor=alice, idempotency_key=k),
    ),
    Case(
        "match end",
        started,
        lambda s, ch, k, c: s.propose(
            channel_id=ch, actor=alice, kind="match_end", idempotency_key=k
        ),
    ),
    Case(
        "match draw",
        started,
        lambda s, ch, k, c: s.propose(
            channel_id=ch, actor=alice, kind="match_draw", idempotency_key=k
        ),
    ),
    Case(
        "match end by a judge",
        started,
        lambda s, ch, k, c: s.propose(
            channel_id=ch, actor=judge, kind="match_end", idempotency_key=k
        ),
    ),
    Case(
        "match concede",
        started,
        lambda s, ch, k, c: s.concede_match(channel_id=ch, actor=alice, idempotency_key=k),
    ),
    Case(
        "settings",
        nothing,
        lambda s, ch, k, c: s.update_settings(
            GUILD,
            confirmation_required=False,
            default_game="terrus",
            actor=judge,
            idempotency_key=k,
        ),
    ),
    Case(
        "match import",
        exported,
        lambda s, ch, k, c: s.import_match(
            c["document"], guild_id=GUILD, channel_id=ch, actor=judge, idempotency_key=k
        ),
    ),
]


def same_answer(first: Any, again: Any) -> None:
    """`again` is `first`, answered from the record."""
    if dataclasses.is_dataclass(first):
        assert again.duplicate
        assert dataclasses.replace(again, duplicate=first.duplicate, retry=first.retry) == first
    else:  # the server's settings
        assert again.model_dump() == first.model_dump()


async def everything(database: Database) -> dict[str, list[dict[str, Any]]]:
    rows = await db_rows(database)
    async with database.engine.connect() as conn:
        found = await conn.execute(select(RequestRecord.__table__).order_by(RequestRecord.key))
        rows["request"] = [dict(row) for row in found.mappings()]
    return rows


async def weight(database: Database) -> tuple[int, ...]:
    """How much has been written: matches, their versions, records of requests."""
    async with database.transaction() as session:
        return (
            await session.scalar(select(func.count()).select_from(MatchRow)),
            await session.scalar(select(func.coalesce(func.sum(MatchRow.version), 0))),
            await session.scalar(select(func.count()).select_from(ReportRow)),
            await session.scalar(select(func.count()).select_from(RequestRecord)),
        )  # type: ignore[return-value]


async def records_of(database: Database, key: str) -> int:
    async with database.transaction() as session:
        requests_ = await session.scalar(
            select(func.count()).select_from(RequestRecord).where(RequestRecord.key == key)
        )
        reports = await session.scalar(
            select(func.count()).select_from(ReportRow).where(ReportRow.idempotency_key == key)
        )
    return int(requests_ or 0) + int(reports or 0)


@pytest.mark.parametrize("case", CASES, ids=str)
async def test_the_same_interaction_twice_is_applied_once_with_the_first_answer(
    database: Database, case: Case
) -> None:
    service = MatchService(database)
    context = await case.setup(service, CHANNEL)

    first = await case.send(service, CHANNEL, "interaction-1", context)
    after_first = await everything(database)
    again = await case.send(service, CHANNEL, "interaction-1", context)

    same_answer(first, again)
    assert await everything(database) == after_first, "the repeat changed something"
    # A fresh service (a restart, another process) answers from the database alone.
    later = await case.send(MatchService(database), CHANNEL, "interaction-1", context)
    same_answer(first, later)
    assert await everything(database) == after_first


@pytest.mark.parametrize("case", CASES, ids=str)
async def test_the_same_interaction_in_two_processes_at_once_is_applied_once(
    database: Database, case: Case
) -> None:
    other = Database(database.url)  # a second bot process (or shard) on the same database
    try:
        here, there = MatchService(database), MatchService(other)
        # What one delivery writes, measured in a channel of its own.
        reference = await case.setup(here, OTHER_CHANNEL)
        before = await weight(database)
        await case.send(here, OTHER_CHANNEL, "reference", reference)
        once = [b - a for a, b in zip(before, await weight(database), strict=True)]

        context = await case.setup(here, CHANNEL)
        before = await weight(database)
        one, two = await asyncio.gather(
            case.send(here, CHANNEL, "shared", context),
            case.send(there, CHANNEL, "shared", context),
        )

        assert [b - a for a, b in zip(before, await weight(database), strict=True)] == once
        assert await records_of(database, "shared") == 1 + (case.name == "batch resolve")
        if dataclasses.is_dataclass(one):
            assert sorted([one.duplicate, two.duplicate]) == [False, True]
            first, repeat = (one, two) if two.duplicate else (two, one)
            same_answer(first, repeat)
        else:
            same_answer(one, two)
    finally:
        await other.close()


# -- a refusal is an answer too -----------------------------------------------------------------


async def test_a_refused_interaction_is_refused_again_after_the_match_changed(
    database: Database,
) -> None:
    service = MatchService(database)
    await start(service)
    waiting_report = await report(service, alice, life(BOB, 0))
    with pytest.raises(MatchError, match="waiting for confirmation") as refused:
        await report(service, alice, life(ALICE, 17), idempotency_key="refused-1")
    await service.dispute(channel_id=CHANNEL, actor=bob, pending_id=waiting_report.pending_id)
    before = await everything(database)

    # Delivered again now that nothing waits: the same refusal, and nothing applied.
    with pytest.raises(MatchError) as again:
        await report(service, alice, life(ALICE, 17), idempotency_key="refused-1")
    assert again.value.message == refused.value.message
    # The repeat carries the message itself, to word in the reader's language (issue 34).
    assert again.value.text == refused.value.text
    assert again.value.text.msgid.startswith("A report is waiting for confirmation.")
    with pytest.raises(MatchError, match="waiting for confirmation"):
        await report(MatchService(database), alice, life(ALICE, 17), idempotency_key="refused-1")
    assert await everything(database) == before
    assert (await service.status(channel_id=CHANNEL)).player("alice").life == 20


async def test_a_refusal_stored_by_another_process_is_the_answer_everywhere(
    database: Database,
) -> None:
    """Process B refuses an interaction (a stranger's report) and stores the refusal. The
    same interaction then reaches process A, with the stranger now a judge: A must not store
    it, and the answer is B's refusal."""
    other = Database(database.url)
    try:
        here, there = MatchService(database), MatchService(other)
        await start(here)
        await report(here, alice, life(ALICE, 18))  # A's live match is current
        with pytest.raises(NotAllowed):
            await report(there, stranger, life(ALICE, 10), idempotency_key="stranger-1")
        with pytest.raises(NotAllowed):
            await report(
                here,
                Actor(stranger.user_id, is_judge=True),
                life(ALICE, 10),
                idempotency_key="stranger-1",
            )
        assert (await here.status(channel_id=CHANNEL)).player("alice").life == 18
        assert await records_of(database, "stranger-1") == 1
    finally:
        await other.close()


# -- a COMMIT whose answer is lost --------------------------------------------------------------


@pytest.fixture
def lose_a_commit(monkeypatch: pytest.MonkeyPatch) -> Callable[[str], None]:
    """Make the next COMMIT fail as a connection reset would: `after` it reached the database
    (stored, answer lost), or `before` (never sent: rolled back)."""
    original = AsyncSessionTransaction.commit
    armed: list[str] = []

    async def commit(self: AsyncSessionTransaction) -> None:
        if not armed:
            return await original(self)
        when = armed.pop()
        if when == "after":
            await original(self)
        else:
            await self.rollback()
        raise OperationalError("COMMIT", {}, ConnectionResetError("connection reset by peer"))

    monkeypatch.setattr(AsyncSessionTransaction, "commit", commit)
    return armed.append


# One of each way a request is recorded: a report's own row, a stored answer with a new match,
# with a changed match, with a report row beside it, and without a match.
LOST_COMMIT_CASES = [
    c
    for c in CASES
    if c.name
    in (
        "report",
        "report that ends the game",
        "match start",
        "undo that reopens a won game",
        "confirm",
        "batch resolve",
        "settings",
    )
]


@pytest.mark.parametrize("when", ["after", "before"])
@pytest.mark.parametrize("case", LOST_COMMIT_CASES, ids=str)
async def test_a_lost_commit_answer_is_settled_by_the_interaction_id(
    database: Database, case: Case, when: str, lose_a_commit: Callable[[str], None]
) -> None:
    service = MatchService(database)
    reference = await case.setup(service, OTHER_CHANNEL)
    before = await weight(database)
    expected = await case.send(service, OTHER_CHANNEL, "reference", reference)
    once = [b - a for a, b in zip(before, await weight(database), strict=True)]

    context = await case.setup(service, CHANNEL)
    before = await weight(database)
    lose_a_commit(when)
    answer = await case.send(service, CHANNEL, "lost", context)

    # The user gets the answer of a stored change (not "nothing was changed"), applied once.
    assert [b - a for a, b in zip(before, await weight(database), strict=True)] == once
    assert await records_of(database, "lost") == 1 + (case.name == "batch resolve")
    assert type(answer) is type(expected)
    if isinstance(answer, MatchView | ReportAnswer):
        assert answer.duplicate == (when == "after")  # "after": answered from the record
    assert service.was_stored("lost")


async def test_when_the_database_stays_away_the_outcome_is_unknown_not_unchanged(
    database: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    service = MatchService(database)
    await with_a_report(service, CHANNEL)
    monkeypatch.setattr(requests, "MAX_ATTEMPTS", 3)
    sessions = database.sessions
    original = AsyncSessionTransaction.commit
    lost: list[bool] = []

    def unreachable() -> Any:
        raise ConnectionRefusedError("the database is unreachable")

    async def commit_then_go_away(self: AsyncSessionTransaction) -> None:
        await original(self)
        if not lost:  # the first COMMIT: stored, then the database is gone
            lost.append(True)
            database.sessions = unreachable  # type: ignore[method-assign, assignment]
            raise OperationalError("COMMIT", {}, ConnectionResetError("connection reset"))

    monkeypatch.setattr(AsyncSessionTransaction, "commit", commit_then_go_away)
    with pytest.raises(OutcomeUnknown, match="could not find out whether it was saved"):
        await service.undo(channel_id=CHANNEL, actor=alice, idempotency_key="unknown-1")
    database.sessions = sessions  # type: ignore[method-assign]
    # It was in fact stored; asked again, Arbiter now knows and answers.
    again = await service.undo(channel_id=CHANNEL, actor=alice, idempotency_key="unknown-1")
    assert again.duplicate and again.player("alice").life == 20
    assert await records_of(database, "unknown-1") == 1


async def test_a_plain_report_cut_off_mid_statement_is_never_called_unchanged(
    postgres_database: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The regression of issue 17: a plain report whose connection drops while its statement
    runs, the database then out of reach. The user hears that Arbiter cannot tell, never that
    nothing was changed; once the database is back, the same interaction is stored once."""
    url = make_url(postgres_database.url)
    assert url.host is not None and url.port is not None
    proxy = CommitCutter(url.host, url.port)
    await proxy.start()
    through = Database(url.set(port=proxy.port).render_as_string(hide_password=False))
    monkeypatch.setattr(requests, "MAX_ATTEMPTS", 3)
    try:
        service = MatchService(through)
        await start(service, starting_life=20)
        await report(service, alice, life(ALICE, 19))
        proxy.arm("statement")
        proxy.refusing = True
        with pytest.raises(OutcomeUnknown):
            await report(service, alice, life(ALICE, 18), idempotency_key="cut")
        assert proxy.cuts == 1
        proxy.refusing = False

        again = await report(service, alice, life(ALICE, 18), idempotency_key="cut")
        assert again.status == "applied" and again.match.player("alice").life == 18
        assert await records_of(postgres_database, "cut") == 1
        status = await service.status(channel_id=CHANNEL)
        assert status.player("alice").life == 18
    finally:
        await through.close()
        await proxy.close()


# -- a retry under a new interaction id ---------------------------------------------------------


def life_of(view: MatchView, name: str = "alice") -> int | None:
    return view.player(name).life


async def test_a_report_sent_again_after_its_answer_was_lost_is_not_applied_twice(
    database: Database,
) -> None:
    service = MatchService(database, recognise_retries=True)
    await start(service)
    minus_one = {"event": "life", "player": ALICE, "delta": -1}
    first = await report(service, alice, minus_one, idempotency_key="try-1")
    service.delivered("try-1", False)  # "The application did not respond"

    retry = await report(service, alice, minus_one, idempotency_key="try-2")
    assert retry.retry and retry.duplicate and retry.report_id == first.report_id
    assert life_of(retry.match) == 19
    assert service.is_retry("try-2")
    service.delivered("try-2", True)
    # The same interaction of the retry, delivered again: the same answer.
    again = await report(service, alice, minus_one, idempotency_key="try-2")
    assert again.retry and life_of(again.match) == 19

    # Now the user has seen it: the same command once more is meant, and applied.
    meant = await report(service, alice, minus_one, idempotency_key="try-3")
    assert not meant.duplicate and life_of(meant.match) == 18
    service.delivered("try-3", True)
    normal = await report(service, alice, minus_one, idempotency_key="try-4")
    assert not normal.duplicate and life_of(normal.match) == 17


async def test_what_is_not_a_retry_is_applied(database: Database) -> None:
    service = MatchService(database, recognise_retries=True)
    await start(service)

    def minus(n: int, who: int = ALICE) -> dict[str, Any]:
        return {"event": "life", "player": who, "delta": -n}

    await report(service, alice, minus(1), idempotency_key="a")  # never delivered
    # Another user sends the same thing: applied.
    assert not (await report(service, bob, minus(1), idempotency_key="b")).duplicate
    service.delivered("b", True)
    # The same user, other arguments: applied.
    await report(service, alice, minus(1), idempotency_key="c")
    assert not (await report(service, alice, minus(2), idempotency_key="d")).duplicate
    # The same user and arguments, but the match changed in between: applied.
    await report(service, alice, minus(1), idempotency_key="e")
    await report(service, bob, minus(1, BOB), idempotency_key="f")
    service.delivered("f", True)
    assert not (await report(service, alice, minus(1), idempotency_key="g")).duplicate
    view = await service.status(channel_id=CHANNEL)
    assert (life_of(view), life_of(view, "bob")) == (20 - 1 - 1 - 1 - 2 - 1 - 1, 19)


async def test_a_report_delivered_twice_on_a_kept_state_is_applied_once(
    database: Database,
) -> None:
    """The same interaction again (a gateway replay), answered or not yet delivered: the
    first answer again, as a repeat and not as a retry, and the report applied once. The
    kept state does not look the key up; the version claim does."""
    service = MatchService(database, recognise_retries=True)
    await start(service)
    minus_one = {"event": "life", "player": ALICE, "delta": -1}
    await report(service, alice, minus_one, idempotency_key="warm")
    service.delivered("warm", True)
    first = await report(service, alice, minus_one, idempotency_key="twice")
    again = await report(service, alice, minus_one, idempotency_key="twice")
    assert again.duplicate and not again.retry and again.report_id == first.report_id
    service.delivered("twice", True)
    once_more = await report(service, alice, minus_one, idempotency_key="twice")
    assert once_more.duplicate and not once_more.retry
    assert life_of(await service.status(channel_id=CHANNEL)) == 18


async def test_a_retry_is_recognised_when_another_process_made_the_latest_change(
    database: Database,
) -> None:
    """This process's last change was delivered, so a report on the state it kept is no
    retry of that change; but another process has changed the match since (the user's same
    report, whose answer was lost). The kept state is stale: the report is decided again on
    a read, and recognised as the retry it is."""
    here = MatchService(database, recognise_retries=True)
    there = MatchService(database, recognise_retries=True)
    await start(here)
    minus_one = {"event": "life", "player": ALICE, "delta": -1}
    await report(here, alice, {**minus_one, "delta": -2}, idempotency_key="here-1")
    here.delivered("here-1", True)
    await report(there, alice, minus_one, idempotency_key="there-1")  # answer lost

    retry = await report(here, alice, minus_one, idempotency_key="here-2")
    assert retry.retry and life_of(retry.match) == 17
    assert life_of(await here.status(channel_id=CHANNEL)) == 17


async def test_an_undo_sent_again_after_its_answer_was_lost_undoes_one_report(
    database: Database,
) -> None:
    service = MatchService(database, recognise_retries=True)
    await start(service)
    for value in (18, 16, 14):
        await report(service, alice, life(ALICE, value))
    undone = await service.undo(channel_id=CHANNEL, actor=alice, idempotency_key="undo-1")
    service.delivered("undo-1", False)
    retried = await service.undo(channel_id=CHANNEL, actor=alice, idempotency_key="undo-2")
    assert retried.retry and life_of(retried) == life_of(undone) == 16
    assert life_of(await service.status(channel_id=CHANNEL)) == 16


async def test_after_a_restart_a_recent_change_counts_as_undelivered(
    database: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A process died between COMMIT and its answer: the new process knows nothing of the
    delivery, so within the retry window the same request is taken for a retry."""
    before = MatchService(database, recognise_retries=True)
    await start(before)
    await report(before, alice, life(ALICE, 12), idempotency_key="before-crash")

    after = MatchService(database, recognise_retries=True)
    retried = await report(after, alice, life(ALICE, 12), idempotency_key="after-crash")
    assert retried.retry and life_of(retried.match) == 12
    assert len(await after.log(retried.match.id)) == 1

    # Past the window, the same request is new play.
    monkeypatch.setattr(requests, "RETRY_WINDOW", timedelta(0))
    later = MatchService(database, recognise_retries=True)
    applied = await report(later, alice, life(ALICE, 12), idempotency_key="much-later")
    assert not applied.duplicate and len(await later.log(applied.match.id)) == 2


async def test_a_waiting_report_sent_again_gets_its_confirmation_back(database: Database) -> None:
    """Its answer (the message with Confirm and Dispute) was lost: the retry gets it again,
    so the buttons can be posted; nothing new waits."""
    service = MatchService(database, recognise_retries=True)
    await start(service)
    first = await report(service, alice, life(BOB, 0), idempotency_key="kill-1")
    retry = await report(service, alice, life(BOB, 0), idempotency_key="kill-2")
    assert retry.retry and retry.status == "pending" and retry.pending_id == first.pending_id


async def test_without_delivery_reports_every_request_is_new_play(database: Database) -> None:
    service = MatchService(database)  # scripts, tests: nobody reports deliveries
    await start(service)
    for n in range(3):
        answer = await report(
            service, alice, {"event": "life", "player": ALICE, "delta": -1}, idempotency_key=f"n{n}"
        )
        assert not answer.duplicate
    assert life_of(answer.match) == 17


# -- batches: a player's consent covers their own events ----------------------------------------

HARMLESS = {"event": "poison", "player": BOB, "delta": 1}  # takes nobody out


async def test_a_batch_waits_for_the_player_it_takes_out(database: Database) -> None:
    """The issue's case: bob reports something harmless into the batch, alice reports bob's
    life at 0; bob's harmless report is not consent to losing."""
    service = MatchService(database)
    await start(service)
    await service.open_batch(channel_id=CHANNEL, actor=alice)
    await report(service, bob, HARMLESS)
    await report(service, alice, life(BOB, 0))

    answer = await service.resolve_batch(channel_id=CHANNEL, actor=alice, idempotency_key="r1")

    assert answer.status == "pending" and not answer.game_over
    assert answer.match.pending is not None and answer.match.pending.confirmers == ("bob",)
    assert answer.match.wins == (0, 0)
    confirmed = await service.confirm(channel_id=CHANNEL, actor=bob, pending_id=answer.pending_id)
    assert confirmed.game_over and confirmed.match.wins == (1, 0)


async def test_resolving_a_batch_is_not_consent_to_what_others_reported(
    database: Database,
) -> None:
    service = MatchService(database)
    await start(service)
    await service.open_batch(channel_id=CHANNEL, actor=alice)
    await report(service, bob, HARMLESS)
    await report(service, alice, life(BOB, 0))
    answer = await service.resolve_batch(channel_id=CHANNEL, actor=bob, idempotency_key="r1")
    assert answer.status == "pending"


async def test_a_judges_event_in_a_batch_does_not_cover_a_players_event(
    database: Database,
) -> None:
    """A judge's penalty stands on the judge's word; alice's report of bob's life does not.
    (The penalty takes carol out at once and the game goes on to the checkpoint, where bob's
    life of 0 takes him out: rules revision 2 judges the penalty first.)"""
    service = MatchService(database)
    await start(service, players=(ALICE, BOB, CAROL))
    await service.open_batch(channel_id=CHANNEL, actor=alice)
    await report(service, judge, {"event": "penalty", "player": CAROL})
    await report(service, alice, life(BOB, 0))
    answer = await service.resolve_batch(channel_id=CHANNEL, actor=alice, idempotency_key="r1")
    assert answer.status == "pending"
    assert answer.match.pending is not None and answer.match.pending.confirmers == ("bob",)


async def test_a_batch_applies_at_once_what_its_players_reported_themselves(
    database: Database,
) -> None:
    service = MatchService(database)
    await start(service)
    await service.open_batch(channel_id=CHANNEL, actor=alice)
    await report(service, alice, life(ALICE, 17))
    await report(service, bob, life(BOB, 0))  # bob's own word
    answer = await service.resolve_batch(channel_id=CHANNEL, actor=alice, idempotency_key="r1")
    assert answer.status == "applied" and answer.game_over and answer.match.wins == (1, 0)


async def test_a_judge_resolving_a_batch_stands_behind_it(database: Database) -> None:
    service = MatchService(database)
    await start(service)
    await service.open_batch(channel_id=CHANNEL, actor=alice)
    await report(service, bob, HARMLESS)
    await report(service, alice, life(BOB, 0))
    answer = await service.resolve_batch(channel_id=CHANNEL, actor=judge, idempotency_key="r1")
    assert answer.status == "applied" and answer.game_over


# -- no server, no NUL --------------------------------------------------------------------------


async def test_guild_scoped_calls_refuse_a_missing_guild(database: Database) -> None:
    service = MatchService(database)
    await start(service)
    await start(service, channel_id=THREAD, guild_id=GUILD + 1)
    document = await service.export((await service.status(channel_id=CHANNEL)).id)
    before = await everything(database)
    for call in (
        lambda: service.history(guild_id=None),
        lambda: service.history(guild_id=None, channel_id=CHANNEL),
        lambda: service.history(guild_id=0),
        lambda: start(service, channel_id=OTHER_CHANNEL, guild_id=None),
        lambda: service.import_match(
            document, guild_id=None, channel_id=OTHER_CHANNEL, actor=judge
        ),
        lambda: service.settings(None),  # type: ignore[arg-type]
        lambda: service.settings(0),
        lambda: service.update_settings(None, confirmation_required=False),  # type: ignore[arg-type]
    ):
        with pytest.raises(MatchError, match="only be done in a server"):
            await call()
    assert await everything(database) == before
    # With a guild, only that guild's matches.
    assert [m.channel_id for m in await service.history(guild_id=GUILD)] == [CHANNEL]
    assert await service.history(guild_id=GUILD, channel_id=THREAD) == []


NUL_NAME = "bo\x00b"


async def test_a_nul_character_is_refused_cleanly_everywhere(database: Database) -> None:
    service = MatchService(database)
    await start(service)
    document = await service.export((await service.status(channel_id=CHANNEL)).id)
    broken = {**document, "players": ["alice", NUL_NAME], "user_ids": {NUL_NAME: BOB}}
    before = await everything(database)
    calls: list[Callable[[], Awaitable[Any]]] = [
        lambda: service.start_match(
            guild_id=GUILD,
            channel_id=OTHER_CHANNEL,
            system="magic",
            players=[PlayerSpec(ALICE, "alice"), PlayerSpec(BOB, NUL_NAME)],
            actor=alice,
        ),
        lambda: service.import_match(broken, guild_id=GUILD, channel_id=OTHER_CHANNEL, actor=judge),
        lambda: report(service, alice, {"event": "effect", "outcome": "win\x00", "player": ALICE}),
        lambda: report(service, alice, life(ALICE, 3), idempotency_key="key\x00"),
        lambda: service.concede_match(channel_id=CHANNEL, actor=judge, player=NUL_NAME),
        lambda: service.undo(channel_id=CHANNEL, actor=alice, idempotency_key="\x00"),
    ]
    for call in calls:
        with pytest.raises(MatchError, match="NUL character"):
            await call()
    assert await everything(database) == before


# -- answers as data ----------------------------------------------------------------------------


async def test_answers_survive_the_round_trip_through_json(database: Database) -> None:
    service = MatchService(database)
    view = await start(service, players=(ALICE, BOB), system="magic", variant="commander")
    await report(
        service, alice, {"event": "commander_damage", "player": BOB, "commander": ALICE, "set": 3}
    )
    answer = await report(service, alice, life(BOB, 0))
    assert answer.match.player("bob").commander_damage == {"alice": 3}
    for value, kind in ((view, MatchView), (answer, ReportAnswer)):
        assert requests.decode(kind, requests.encode(value)) == value
    settings = await service.update_settings(GUILD, judge_role_id=5, actor=judge)
    assert requests.decode(type(settings), requests.encode(settings)) == settings


def test_deliveries_forget_the_oldest_first() -> None:
    deliveries = requests.Deliveries(limit=2)
    for key in ("a", "b", "c"):
        deliveries.stored(key)
    assert not deliveries.was_stored("a") and deliveries.was_stored("c")
    deliveries.delivered("c", True)
    assert not deliveries.awaiting("c") and deliveries.awaiting("b")


# -- a real connection reset after COMMIT (PostgreSQL) ------------------------------------------


@pytest.mark.parametrize("when", ["after", "before"])
async def test_a_connection_reset_around_commit_on_postgresql(
    postgres_database: Database, when: str
) -> None:
    """Through a proxy that resets the connection right after the server got the COMMIT (its
    answer lost), or right before: either way the user gets the answer of the one change."""
    url = make_url(postgres_database.url)
    assert url.host is not None and url.port is not None
    proxy = CommitCutter(url.host, url.port)
    await proxy.start()
    through = Database(url.set(port=proxy.port).render_as_string(hide_password=False))
    try:
        service = MatchService(through)
        await with_a_report(service, CHANNEL)
        pending = await report(service, alice, life(BOB, 0))

        proxy.arm(when)
        confirmed = await service.confirm(
            channel_id=CHANNEL, actor=bob, pending_id=pending.pending_id, idempotency_key="c-1"
        )
        assert proxy.cuts == 1
        assert confirmed.status == "applied" and confirmed.game_over
        assert confirmed.duplicate == (when == "after")

        proxy.arm(when)
        undone = await service.undo(channel_id=CHANNEL, actor=alice, idempotency_key="u-1")
        assert proxy.cuts == 2
        assert undone.game.number == 1 and undone.wins == (0, 0)
        log = [r.status for r in await service.log(undone.id)]
        assert log == ["applied", "undone"], "one undo, not two"
        assert await records_of(postgres_database, "c-1") == 1
        assert await records_of(postgres_database, "u-1") == 1
    finally:
        await through.close()
        await proxy.close()
