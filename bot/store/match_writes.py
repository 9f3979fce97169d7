"""How a decision is written, in the request's transaction (bot.store.matches.save): the claim
of the match's next version, then each change in order; ids the database assigns are filled
into the saved state and answer as they come.

Every statement is built once (one built per call costs more Python than its round trip): an
UPDATE sets the columns its parameters name."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import asdict, dataclass, replace
from datetime import datetime
from typing import Any

from sqlalchemy import bindparam, delete, exists, insert, update

from bot.core.errors import StaleMatch
from bot.core.match.decision import (
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
    ShowBoard,
    ShowWaiting,
    StartGame,
    StoreGame,
)
from bot.core.match.state import LeagueTerms, MatchState
from bot.core.match.statuses import MatchStatus, PendingStatus, ReportStatus
from bot.store import match_terms
from bot.store.database import WriteSession
from bot.store.match_rows import BATCH, GAME, MATCH, PLAYER, REPORT, REQUEST, WAITING


def answered(key: Any) -> Any:
    """Whether the request with this key has an answer: its report's row or its record."""
    return exists().where(REPORT.c.idempotency_key == key) | exists().where(REQUEST.c.key == key)


_CLAIM = update(MATCH).where(
    MATCH.c.id == bindparam("of_match"), MATCH.c.version == bindparam("seen")
)
_CLAIMS: dict[tuple[bool, LeagueTerms, bool], Any] = {}


def _claim(before: MatchState, keyed: bool) -> Any:
    """The claim of the match's next version after `before`. A report's (`keyed`) fails if its
    key was answered meanwhile (a delivery of the same interaction): the request then runs
    again and finds that answer (bot.store.matches.load). Every claim fails if a league term
    the decision relied on has turned since `before` was read (bot.store.match_terms)."""
    finished = before.status is not MatchStatus.ACTIVE
    shape = (keyed, before.terms, finished)
    claim = _CLAIMS.get(shape)
    if claim is None:
        of_match: Any = bindparam("of_match")
        claim = _CLAIM.where(*match_terms.unchanged(before.terms, of_match, finished=finished))
        if keyed:
            claim = claim.where(~answered(bindparam("key")))
        claim = _CLAIMS[shape] = claim
    return claim


_INSERT = {table: insert(table).returning(table.c.id) for table in (MATCH, REPORT, WAITING, BATCH)}
_SET = {table: update(table).where(table.c.id == bindparam("of_row")) for table in _INSERT}
_THE_GAME = (GAME.c.match_id == bindparam("of_match"), GAME.c.number == bindparam("of_game"))
_STORE_GAME = update(GAME).where(*_THE_GAME)
_DROP_GAME = delete(GAME).where(*_THE_GAME)
_START_GAME = insert(GAME)
_ADD_PLAYERS = insert(PLAYER)
_SETTLE_BATCHED = update(REPORT).where(
    REPORT.c.idempotency_key.in_(bindparam("of_keys", expanding=True)),
    REPORT.c.status == ReportStatus.BATCHED,
)


@dataclass(slots=True)
class Saving:
    """A decision being stored: the state and answer with the ids assigned so far."""

    session: WriteSession
    decision: Decision
    after: MatchState
    answer: Reply
    now: datetime
    report_id: int | None = None

    async def insert(self, table: Any, **values: Any) -> int:
        """The new row's id."""
        return int((await self.session.execute(_INSERT[table], values)).scalar_one())

    async def set(self, table: Any, row_id: int | None, **values: Any) -> None:
        await self.run(_SET[table], of_row=row_id, **values)

    async def run(self, statement: Any, **values: Any) -> None:
        await self.session.execute(statement, values)

    async def claim(self, before: MatchState) -> None:
        """Claim the match's next version, with what the match row now says."""
        values = {"of_match": before.id, "seen": before.version, **self.match_row()}
        key = next((c.key for c in self.decision.changes if isinstance(c, AppendReport)), None)
        if key is None:
            claimed = await self.session.execute(_claim(before, False), values)
        else:
            claimed = await self.session.execute(_claim(before, True), {**values, "key": key})
        if claimed.rowcount != 1:  # type: ignore[attr-defined]
            raise StaleMatch
        self.session.changed = (before.id, self.after.version)

    def match_row(self) -> dict[str, Any]:
        """What the match row says after the decision, but for what never changes."""
        after = self.after
        row = {
            "version": after.version,
            "wins": list(after.wins),
            "draws": after.draws,
            "current_game": after.game.number,
            "status": after.status,
            "result": None if after.result is None else dict(after.result),
            # A new confirmation's or batch's id is set once it has one (_open, _begin_batch).
            "pending_id": (after.waiting and after.waiting.id) or None,
            "batch_id": (after.batch and after.batch.id) or None,
        }
        # A match that stays finished keeps when it finished.
        if self.decision.finished or after.status is MatchStatus.ACTIVE:
            row["finished_at"] = self.now if self.decision.finished else None
        return row


async def _create(saving: Saving, change: CreateMatch) -> None:
    after, setup = saving.after, saving.after.roster.setup
    match_id = await saving.insert(
        MATCH,
        guild_id=after.guild_id,
        channel_id=after.channel_id,
        system=setup.system.value,
        variant=setup.variant.value if setup.variant else None,
        best_of=after.best_of,
        setup=setup.to_dict(),
        started_by=change.started_by,
        created_at=saving.now,
        **saving.match_row(),
    )
    saving.after = replace(after, id=match_id)
    seats = [{"match_id": match_id, **asdict(seat)} for seat in after.roster.players]
    await saving.session.execute(_ADD_PLAYERS, seats)


async def _append(saving: Saving, row: AppendReport) -> None:
    saving.report_id = await saving.insert(
        REPORT,
        match_id=saving.after.id,
        game_number=row.game_number,
        seq=row.seq or saving.after.version,
        reporter_id=row.reporter_id,
        idempotency_key=row.key,
        payload=dict(row.payload),
        status=row.status,
        answer=dict(row.answer) or None,
        created_at=saving.now,
    )
    if row.status is not ReportStatus.BATCHED and row.answer:
        saving.answer = replace(saving.answer, report_id=saving.report_id)


async def _open(saving: Saving, change: OpenWaiting) -> None:
    """What waits, linked to the report appended with it; that report's stored answer
    names it."""
    report_id = saving.report_id
    waiting_id = await saving.insert(
        WAITING,
        match_id=saving.after.id,
        kind=change.kind,
        report_id=report_id,
        requested_by=change.requested_by,
        confirmers=list(change.awaited),
        would_decide=[said.to_json() for said in change.would_decide],
        status=PendingStatus.OPEN,
    )
    if report_id is not None:
        answer = {**asdict(saving.decision.answer), "pending_id": waiting_id}
        await saving.set(REPORT, report_id, answer=answer)
    await saving.set(MATCH, saving.after.id, pending_id=waiting_id)
    waiting = saving.after.waiting
    assert waiting is not None
    waiting = replace(waiting, id=waiting_id, report_id=report_id)
    saving.after = replace(saving.after, waiting=waiting)
    saving.answer = replace(saving.answer, pending_id=waiting_id)


async def _close_waiting(saving: Saving, change: CloseWaiting) -> None:
    await saving.set(
        WAITING, change.id, status=change.status, resolved_by=change.by, resolved_at=saving.now
    )


async def _agree(saving: Saving, change: RecordAgreement) -> None:
    await saving.set(WAITING, change.id, action={"agreed": list(change.agreed)})


async def _mark(saving: Saving, change: MarkReport) -> None:
    values: dict[str, Any] = {"status": change.status}
    if change.by is not None:
        values.update(changed_by=change.by, changed_at=saving.now)
    if change.answer is not None:
        values["answer"] = dict(change.answer)
    await saving.set(REPORT, change.report_id, **values)


async def _collect(saving: Saving, change: CollectInBatch) -> None:
    await saving.set(
        BATCH,
        change.batch_id,
        events=[dict(e) for e in change.events],
        origins=[list(o) for o in change.origins],
        reporters=list(change.reporters),
        keys=list(change.keys),
    )


async def _begin_batch(saving: Saving, change: BeginBatch) -> None:
    batch_id = await saving.insert(
        BATCH,
        match_id=saving.after.id,
        game_number=change.game_number,
        opened_by=change.opened_by,
        status="open",
        events=[],
        reporters=[],
        keys=[],
        origins=[],
    )
    await saving.set(MATCH, saving.after.id, batch_id=batch_id)
    assert saving.after.batch is not None
    batch = replace(saving.after.batch, id=batch_id)
    saving.after = replace(saving.after, batch=batch)


async def _close_batch(saving: Saving, change: CloseBatch) -> None:
    merged = change.reports is ReportStatus.MERGED
    await saving.set(BATCH, change.batch_id, status="resolved" if merged else "cancelled")
    if change.keys:
        await saving.run(_SETTLE_BATCHED, of_keys=list(change.keys), status=change.reports)


async def _store_game(saving: Saving, change: StoreGame) -> None:
    game = change.game
    await saving.run(
        _STORE_GAME,
        of_match=saving.after.id,
        of_game=game.number,
        state=dict(game.stored),
        choice=game.choice,
        first_player=game.first_player,
        status=game.status,
        ended_at=saving.now if change.ended else None,
    )


async def _start_game(saving: Saving, change: StartGame) -> None:
    game = change.game
    await saving.run(
        _START_GAME,
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


async def _drop_game(saving: Saving, change: DropGame) -> None:
    await saving.run(_DROP_GAME, of_match=saving.after.id, of_game=change.number)


async def _show_board(saving: Saving, change: ShowBoard) -> None:
    await saving.set(MATCH, saving.after.id, scoreboard_message_id=change.message_id)


async def _show_waiting(saving: Saving, change: ShowWaiting) -> None:
    await saving.set(WAITING, change.id, message_id=change.message_id)


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
    ShowBoard: _show_board,
    ShowWaiting: _show_waiting,
}
