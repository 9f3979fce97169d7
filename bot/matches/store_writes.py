"""How each kind of change a decision makes is written (bot.matches.store.save runs them in
order, in the request's transaction, after the version claim): ids the database assigns are
filled into the saved state and answer as they come."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from dataclasses import asdict, dataclass, replace
from datetime import datetime
from typing import Any

from sqlalchemy import bindparam, delete, insert, update

from bot.matches.database import WriteSession
from bot.matches.domain.decision import (
    AppendReport,
    BeginBatch,
    CloseBatch,
    CloseWaiting,
    CollectInBatch,
    CreateMatch,
    Decision,
    DropGame,
    MarkReport,
    OpenWaiting,
    RecordAgreement,
    Reply,
    StartGame,
    StoreGame,
)
from bot.matches.domain.state import MatchState
from bot.matches.domain.statuses import PendingStatus, ReportStatus
from bot.matches.tables import BATCH, GAME, MATCH, PLAYER, REPORT, WAITING

_STORE_GAME = (
    update(GAME)
    .where(GAME.c.match_id == bindparam("of_match"), GAME.c.number == bindparam("of_game"))
    .values(
        state=bindparam("state"),
        choice=bindparam("choice"),
        first_player=bindparam("first_player"),
        status=bindparam("status"),
        ended_at=bindparam("ended_at"),
    )
)
_APPEND = insert(REPORT).returning(REPORT.c.id)


@dataclass(slots=True)
class Saving:
    """A decision being stored: the state and answer with the ids assigned so far."""

    session: WriteSession
    decision: Decision
    after: MatchState
    answer: Reply
    now: datetime
    report_id: int | None = None

    async def run(self, statement: Any, values: Mapping[str, Any] | None = None) -> Any:
        return await self.session.execute(statement, values)


async def _create(saving: Saving, change: CreateMatch) -> None:
    after, setup = saving.after, saving.after.setup
    found = await saving.run(
        insert(MATCH)
        .values(
            guild_id=after.guild_id,
            channel_id=after.channel_id,
            system=setup.system.value,
            variant=setup.variant.value if setup.variant else None,
            best_of=after.best_of,
            setup=setup.to_dict(),
            status=after.status,
            current_game=after.game.number,
            version=after.version,
            started_by=change.started_by,
            wins=list(after.wins),
            draws=after.draws,
            result=None if after.result is None else dict(after.result),
            created_at=saving.now,
            finished_at=saving.now if saving.decision.finished else None,
        )
        .returning(MATCH.c.id)
    )
    saving.after = replace(after, id=int(found.scalar_one()))
    seats = [{"match_id": saving.after.id, **asdict(seat)} for seat in after.roster.players]
    await saving.run(insert(PLAYER), seats)  # type: ignore[arg-type]


async def _append(saving: Saving, row: AppendReport) -> None:
    found = await saving.run(
        _APPEND,
        {
            "match_id": saving.after.id,
            "game_number": row.game_number,
            "seq": row.seq or saving.after.version,
            "reporter_id": row.reporter_id,
            "idempotency_key": row.key,
            "payload": dict(row.payload),
            "status": row.status,
            "answer": dict(row.answer) or None,
            "created_at": saving.now,
            "changed_by": None,
            "changed_at": None,
        },
    )
    saving.report_id = int(found.scalar_one())
    if row.status is not ReportStatus.BATCHED and row.answer:
        saving.answer = replace(saving.answer, report_id=saving.report_id)


async def _open(saving: Saving, change: OpenWaiting) -> None:
    """What waits, linked to the report appended with it; that report's stored answer
    names it."""
    report_id = saving.report_id
    found = await saving.run(
        insert(WAITING)
        .values(
            match_id=saving.after.id,
            kind=change.kind,
            report_id=report_id,
            requested_by=change.requested_by,
            confirmers=list(change.awaited),
            would_decide=list(change.would_decide),
            status=PendingStatus.OPEN,
        )
        .returning(WAITING.c.id)
    )
    waiting_id = int(found.scalar_one())
    if report_id is not None:
        answer = {**saving.decision.answer.fields(), "pending_id": waiting_id}
        await saving.run(update(REPORT).where(REPORT.c.id == report_id).values(answer=answer))
    await saving.run(update(MATCH).where(MATCH.c.id == saving.after.id), {"pending_id": waiting_id})
    waiting = saving.after.waiting
    assert waiting is not None
    waiting = replace(waiting, id=waiting_id, report_id=report_id)
    saving.after = replace(saving.after, waiting=waiting)
    saving.answer = replace(saving.answer, pending_id=waiting_id)


async def _close_waiting(saving: Saving, change: CloseWaiting) -> None:
    values = {"status": change.status, "resolved_by": change.by, "resolved_at": saving.now}
    await saving.run(update(WAITING).where(WAITING.c.id == change.id).values(**values))


async def _agree(saving: Saving, change: RecordAgreement) -> None:
    action = {"agreed": list(change.agreed)}
    await saving.run(update(WAITING).where(WAITING.c.id == change.id).values(action=action))


async def _mark(saving: Saving, change: MarkReport) -> None:
    values: dict[str, Any] = {"status": change.status}
    if change.by is not None:
        values.update(changed_by=change.by, changed_at=saving.now)
    if change.answer is not None:
        values["answer"] = dict(change.answer)
    await saving.run(update(REPORT).where(REPORT.c.id == change.report_id).values(**values))


async def _collect(saving: Saving, change: CollectInBatch) -> None:
    await saving.run(
        update(BATCH)
        .where(BATCH.c.id == change.batch_id)
        .values(
            events=[dict(e) for e in change.events],
            origins=[list(o) for o in change.origins],
            reporters=list(change.reporters),
            keys=list(change.keys),
        )
    )


async def _begin_batch(saving: Saving, change: BeginBatch) -> None:
    found = await saving.run(
        insert(BATCH)
        .values(
            match_id=saving.after.id,
            game_number=change.game_number,
            opened_by=change.opened_by,
            status="open",
            events=[],
            reporters=[],
            keys=[],
            origins=[],
        )
        .returning(BATCH.c.id)
    )
    batch_id = found.scalar_one()
    await saving.run(update(MATCH).where(MATCH.c.id == saving.after.id), {"batch_id": batch_id})
    assert saving.after.batch is not None
    batch = replace(saving.after.batch, id=batch_id)
    saving.after = replace(saving.after, batch=batch)


async def _close_batch(saving: Saving, change: CloseBatch) -> None:
    merged = change.reports is ReportStatus.MERGED
    await saving.run(
        update(BATCH)
        .where(BATCH.c.id == change.batch_id)
        .values(status="resolved" if merged else "cancelled")
    )
    if change.keys:
        await saving.run(
            update(REPORT)
            .where(
                REPORT.c.idempotency_key.in_(change.keys),
                REPORT.c.status == ReportStatus.BATCHED,
            )
            .values(status=change.reports)
        )


async def _store_game(saving: Saving, change: StoreGame) -> None:
    game = change.game
    await saving.run(
        _STORE_GAME,
        {
            "of_match": saving.after.id,
            "of_game": game.number,
            "state": dict(game.stored),
            "choice": game.choice,
            "first_player": game.first_player,
            "status": game.status,
            "ended_at": saving.now if change.ended else None,
        },
    )


async def _start_game(saving: Saving, change: StartGame) -> None:
    game = change.game
    await saving.run(
        insert(GAME).values(
            match_id=saving.after.id,
            number=game.number,
            status=game.status,
            chooser=game.chooser,
            chooser_rule=game.chooser_rule,
            choice=game.choice,
            first_player=game.first_player,
            state=dict(game.stored),
            started_at=saving.now,
        )
    )


async def _drop_game(saving: Saving, change: DropGame) -> None:
    await saving.run(
        delete(GAME).where(GAME.c.match_id == saving.after.id, GAME.c.number == change.number)
    )


# How each kind of change is written.
WRITERS: dict[type, Callable[[Saving, Any], Awaitable[None]]] = {
    CreateMatch: _create,
    AppendReport: _append,
    OpenWaiting: _open,
    CloseWaiting: _close_waiting,
    RecordAgreement: _agree,
    MarkReport: _mark,
    CollectInBatch: _collect,
    BeginBatch: _begin_batch,
    CloseBatch: _close_batch,
    StoreGame: _store_game,
    StartGame: _start_game,
    DropGame: _drop_game,
}
