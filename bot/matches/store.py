"""The match store: `load` a match's state in one read, `save` a decision in one transaction.

Both run inside the request's transaction (bot.matches.requests.RequestLog.run), in SQLAlchemy
Core, the same statements on SQLite and PostgreSQL. `save` claims the match's next version
(`UPDATE match ... WHERE version = :seen`): a writer that read an older version fails its
claim, and the request runs again on what the other wrote.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from sqlalchemy import Select, TextClause, and_, bindparam, exists, func, insert, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from bot.matches.database import WriteSession
from bot.matches.domain.commands import GuildPolicy
from bot.matches.domain.decision import (
    Answer,
    AppendReport,
    BeginBatch,
    CloseBatch,
    CloseWaiting,
    CollectInBatch,
    Decision,
    MarkReport,
    OpenWaiting,
    RecordAgreement,
    StartGame,
    StoreGame,
)
from bot.matches.domain.state import (
    CurrentGame,
    MatchState,
    OpenBatch,
    Roster,
    Seat,
    Waiting,
)
from bot.matches.domain.statuses import (
    GameStatus,
    MatchStatus,
    PendingKind,
    PendingStatus,
    ReportStatus,
)
from bot.matches.errors import StaleMatch
from bot.matches.models import (
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
from bot.rules import parse_report, parse_setup
from bot.rules.snapshot import load_state


def table(model: type) -> Any:
    return model.__table__  # type: ignore[attr-defined]


MATCH, GAME, WAITING, REPORT = table(MatchRow), table(Game), table(Confirmation), table(ReportRow)
BATCH, SETTINGS, PLAYER, REQUEST = (
    table(Batch),
    table(GuildSettings),
    table(MatchPlayer),
    table(RequestRecord),
)

# Rosters kept per process (a roster never changes once its match starts, so a kept one is
# never wrong; the oldest go first).
ROSTERS_KEPT = 10_000

# Whether time has been called on the round a match is played in (a league round: MTG MTR
# 2.4, GA likewise), so no new game may start in it. Told to the service by the leagues: a
# statement taking :match_id, whose first column is the time it was called (no row or NULL:
# not called).
TimeCalled = TextClause


@dataclass(frozen=True, slots=True)
class Loaded:
    """A match's state (None: no such match), the guild's policy, and whether the request's
    key already has an answer (a report's row, or a request record)."""

    state: MatchState | None
    policy: GuildPolicy
    answered: bool


@dataclass(frozen=True, slots=True)
class Saved:
    """The state a decision left and its answer, with the ids the database assigned."""

    after: MatchState
    answer: Answer


_WAITING_REPORT = REPORT.alias("waiting_report")


def _answered(key: Any) -> Any:
    return exists().where(REPORT.c.idempotency_key == key) | exists().where(REQUEST.c.key == key)


def _load_query(key: bool) -> Select[Any]:
    has_reports = exists().where(
        REPORT.c.match_id == MATCH.c.id,
        REPORT.c.game_number == MATCH.c.current_game,
        REPORT.c.status == ReportStatus.APPLIED,
    )
    columns: list[Any] = [
        MATCH,
        *(c.label(f"game__{c.name}") for c in GAME.c if c.name not in ("match_id",)),
        *(c.label(f"waiting__{c.name}") for c in WAITING.c),
        _WAITING_REPORT.c.payload.label("waiting__payload"),
        *(c.label(f"batch__{c.name}") for c in BATCH.c),
        SETTINGS.c.confirmation_required,
        has_reports.label("has_reports"),
    ]
    if key:
        columns.append(_answered(bindparam("key")).label("answered"))
    return (
        select(*columns)
        .join(GAME, and_(GAME.c.match_id == MATCH.c.id, GAME.c.number == MATCH.c.current_game))
        .outerjoin(
            WAITING,
            and_(WAITING.c.id == MATCH.c.pending_id, WAITING.c.status == PendingStatus.OPEN),
        )
        .outerjoin(_WAITING_REPORT, _WAITING_REPORT.c.id == WAITING.c.report_id)
        .outerjoin(BATCH, and_(BATCH.c.id == MATCH.c.batch_id, BATCH.c.status == "open"))
        .outerjoin(SETTINGS, SETTINGS.c.guild_id == MATCH.c.guild_id)
    )


# Built once: a statement built per call costs more Python than its database round trip.
_BY_CHANNEL = _load_query(key=False).where(
    MATCH.c.channel_id == bindparam("channel_id"), MATCH.c.status == MatchStatus.ACTIVE
)
_BY_CHANNEL_WITH_KEY = _load_query(key=True).where(
    MATCH.c.channel_id == bindparam("channel_id"), MATCH.c.status == MatchStatus.ACTIVE
)
_BY_ID = _load_query(key=False).where(MATCH.c.id == bindparam("match_id"))
_LOCK = (
    select(MATCH.c.id)
    .where(MATCH.c.channel_id == bindparam("channel_id"), MATCH.c.status == MatchStatus.ACTIVE)
    .with_for_update()
)
_CLAIM = (
    update(MATCH)
    .where(MATCH.c.id == bindparam("of_match"), MATCH.c.version == bindparam("seen"))
    .values(
        {
            name: bindparam(name)
            for name in (
                "version",
                "wins",
                "draws",
                "current_game",
                "status",
                "result",
                "pending_id",
                "batch_id",
                "finished_at",
            )
        }
    )
)
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


class MatchStore:
    """Loads and saves matches; keeps the rosters (fixed once a match starts)."""

    def __init__(self) -> None:
        self.rosters: OrderedDict[int, Roster] = OrderedDict()
        # Set by the league service: no new game after time in a league match.
        self.time_called: TimeCalled | None = None

    def keep_roster(self, match_id: int, roster: Roster) -> None:
        self.rosters[match_id] = roster
        if len(self.rosters) > ROSTERS_KEPT:
            self.rosters.popitem(last=False)

    async def roster(
        self, session: AsyncSession, match_id: int, setup: Mapping[str, Any]
    ) -> Roster:
        roster = self.rosters.get(match_id)
        if roster is None:
            rows = await session.execute(
                select(PLAYER.c.seat, PLAYER.c.name, PLAYER.c.user_id, PLAYER.c.team)
                .where(PLAYER.c.match_id == match_id)
                .order_by(PLAYER.c.seat)
            )
            players = tuple(Seat(*row) for row in rows)
            roster = Roster(parse_setup(dict(setup)), players)
            self.keep_roster(match_id, roster)
        return roster

    async def load(
        self,
        session: AsyncSession,
        *,
        channel_id: int | None = None,
        match_id: int | None = None,
        key: str | None = None,
    ) -> Loaded:
        """The channel's active match (or the match `match_id`, whatever its status), in one
        read with what waits on it, its guild's policy and whether `key` was answered.

        On PostgreSQL a write's load first locks the channel's match row: writers of one
        match take turns (in every process) instead of failing their version claims. Then
        the read, a statement of its own, sees what the writer before committed."""
        if channel_id is not None and session.get_bind().dialect.name == "postgresql":
            await session.execute(_LOCK, {"channel_id": channel_id})
        if match_id is not None:
            found = await session.execute(_BY_ID, {"match_id": match_id})
        elif key is not None:
            found = await session.execute(
                _BY_CHANNEL_WITH_KEY, {"channel_id": channel_id, "key": key}
            )
        else:
            found = await session.execute(_BY_CHANNEL, {"channel_id": channel_id})
        row = found.mappings().first()
        if row is None:
            answered = False
            if key is not None:
                answered = bool((await session.execute(select(_answered(key)))).scalar())
            return Loaded(None, GuildPolicy(), answered)
        roster = await self.roster(session, row["id"], row["setup"])
        state = _state(row, roster)
        if self.time_called is not None and state.active:
            found = (await session.execute(self.time_called, {"match_id": state.id})).all()
            state = replace(state, time_called=bool(found) and found[0][0] is not None)
        policy = GuildPolicy(confirmation_required=row["confirmation_required"] is not False)
        return Loaded(state, policy, bool(row.get("answered")))

    async def current_or_latest(self, session: AsyncSession, channel_id: int) -> int | None:
        """The id of the channel's active match, else of its latest: two index lookups."""
        found = await session.execute(
            select(
                func.coalesce(
                    select(MATCH.c.id)
                    .where(MATCH.c.channel_id == channel_id, MATCH.c.status == MatchStatus.ACTIVE)
                    .scalar_subquery(),
                    select(func.max(MATCH.c.id))
                    .where(MATCH.c.channel_id == channel_id)
                    .scalar_subquery(),
                )
            )
        )
        value = found.scalar()
        return None if value is None else int(value)

    async def save(self, session: AsyncSession, decision: Decision) -> Saved:
        """Store `decision` in the request's transaction: its rows, then the claim of the
        match's next version with everything the match row now says."""
        assert isinstance(session, WriteSession)
        before, after = decision.before, decision.after
        now = utcnow()
        report_id: int | None = None
        answer = decision.answer
        for change in decision.changes:
            match change:
                case AppendReport():
                    report_id = await _append(session, before.id, after.version, change, now)
                    if change.status is not ReportStatus.BATCHED:
                        answer = replace(answer, report_id=report_id)
                case OpenWaiting():
                    waiting_id = await _open(session, before.id, change, report_id, decision)
                    assert after.waiting is not None
                    after = replace(
                        after, waiting=replace(after.waiting, id=waiting_id, report_id=report_id)
                    )
                    answer = replace(answer, pending_id=waiting_id)
                case CloseWaiting():
                    await session.execute(
                        update(WAITING)
                        .where(WAITING.c.id == change.id)
                        .values(status=change.status, resolved_by=change.by, resolved_at=now)
                    )
                case RecordAgreement():
                    await session.execute(
                        update(WAITING)
                        .where(WAITING.c.id == change.id)
                        .values(action={"agreed": list(change.agreed)})
                    )
                case MarkReport():
                    values: dict[str, Any] = {"status": change.status}
                    if change.by is not None:
                        values.update(changed_by=change.by, changed_at=now)
                    if change.answer is not None:
                        values["answer"] = dict(change.answer)
                    await session.execute(
                        update(REPORT).where(REPORT.c.id == change.report_id).values(**values)
                    )
                case CollectInBatch():
                    await session.execute(
                        update(BATCH)
                        .where(BATCH.c.id == change.batch_id)
                        .values(
                            events=[dict(e) for e in change.events],
                            origins=[list(o) for o in change.origins],
                            reporters=list(change.reporters),
                            keys=list(change.keys),
                        )
                    )
                case BeginBatch():
                    found = await session.execute(
                        insert(BATCH)
                        .values(
                            match_id=before.id,
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
                    assert after.batch is not None
                    after = replace(after, batch=replace(after.batch, id=found.scalar_one()))
                case CloseBatch():
                    await _close_batch(session, change)
                case StoreGame():
                    game = change.game
                    await session.execute(
                        _STORE_GAME,
                        {
                            "of_match": before.id,
                            "of_game": game.number,
                            "state": dict(game.stored),
                            "choice": game.choice,
                            "first_player": game.first_player,
                            "status": game.status,
                            "ended_at": now if change.ended else None,
                        },
                    )
                case StartGame():
                    game = change.game
                    await session.execute(
                        insert(GAME).values(
                            match_id=before.id,
                            number=game.number,
                            status=game.status,
                            chooser=game.chooser,
                            chooser_rule=game.chooser_rule,
                            choice=game.choice,
                            first_player=game.first_player,
                            state=dict(game.stored),
                            started_at=now,
                        )
                    )
        await self.claim(session, before, after, now if decision.finished else None)
        return Saved(after, answer)

    async def claim(
        self, session: WriteSession, before: MatchState, after: MatchState, finished_at: Any
    ) -> None:
        """Claim the match's next version, with what the match row now says."""
        claimed = await session.execute(
            _CLAIM,
            {
                "of_match": before.id,
                "seen": before.version,
                "version": after.version,
                "wins": list(after.wins),
                "draws": after.draws,
                "current_game": after.game.number,
                "status": after.status,
                "result": None if after.result is None else dict(after.result),
                "pending_id": None if after.waiting is None else after.waiting.id,
                "batch_id": None if after.batch is None else after.batch.id,
                "finished_at": finished_at,
            },
        )
        if claimed.rowcount != 1:  # type: ignore[attr-defined]
            raise StaleMatch
        session.changed = (before.id, after.version)


async def _append(
    session: AsyncSession, match_id: int, seq: int, row: AppendReport, now: Any
) -> int:
    found = await session.execute(
        _APPEND,
        {
            "match_id": match_id,
            "game_number": row.game_number,
            "seq": seq,
            "reporter_id": row.reporter_id,
            "idempotency_key": row.key,
            "payload": dict(row.payload),
            "status": row.status,
            "answer": dict(row.answer),
            "created_at": now,
            "changed_by": None,
            "changed_at": None,
        },
    )
    return int(found.scalar_one())


async def _open(
    session: AsyncSession,
    match_id: int,
    change: OpenWaiting,
    report_id: int | None,
    decision: Decision,
) -> int:
    """What waits, linked to the report appended with it; that report's stored answer
    names it."""
    found = await session.execute(
        insert(WAITING)
        .values(
            match_id=match_id,
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
        answer = {**decision.answer.fields(), "pending_id": waiting_id}
        await session.execute(update(REPORT).where(REPORT.c.id == report_id).values(answer=answer))
    return waiting_id


async def _close_batch(session: AsyncSession, change: CloseBatch) -> None:
    merged = change.reports is ReportStatus.MERGED
    await session.execute(
        update(BATCH)
        .where(BATCH.c.id == change.batch_id)
        .values(status="resolved" if merged else "cancelled")
    )
    if change.keys:
        await session.execute(
            update(REPORT)
            .where(
                REPORT.c.idempotency_key.in_(change.keys),
                REPORT.c.status == ReportStatus.BATCHED,
            )
            .values(status=change.reports)
        )


def _state(row: Mapping[str, Any], roster: Roster) -> MatchState:
    setup = roster.setup
    stored = row["game__state"]
    game = CurrentGame(
        number=row["game__number"],
        status=GameStatus(row["game__status"]),
        chooser=row["game__chooser"],
        chooser_rule=row["game__chooser_rule"],
        choice=row["game__choice"],
        first_player=row["game__first_player"],
        stored=stored,
        state=load_state(stored, setup),
        has_reports=bool(row["has_reports"]),
    )
    waiting = None
    if row["waiting__id"] is not None:
        payload = row["waiting__payload"]
        waiting = Waiting(
            id=row["waiting__id"],
            kind=PendingKind(row["waiting__kind"]),
            requested_by=row["waiting__requested_by"],
            awaited=tuple(row["waiting__confirmers"]),
            confirmed=tuple((row["waiting__action"] or {}).get("agreed", ())),
            would_decide=tuple(row["waiting__would_decide"]),
            report_id=row["waiting__report_id"],
            report=None if payload is None else parse_report(payload),
            message_id=row["waiting__message_id"],
        )
    batch = None
    if row["batch__id"] is not None:
        batch = OpenBatch(
            id=row["batch__id"],
            events=tuple(row["batch__events"]),
            origins=tuple((int(o[0]), bool(o[1])) for o in row["batch__origins"]),
            reporters=tuple(row["batch__reporters"]),
            keys=tuple(row["batch__keys"]),
        )
    return MatchState(
        id=row["id"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        version=row["version"],
        status=MatchStatus(row["status"]),
        roster=roster,
        best_of=row["best_of"],
        wins=tuple(row["wins"]),
        draws=row["draws"],
        game=game,
        waiting=waiting,
        batch=batch,
        result=row["result"],
        scoreboard_message_id=row["scoreboard_message_id"],
    )
