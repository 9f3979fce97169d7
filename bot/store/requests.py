"""Every writing request applied once, and a retry recognised: the service's request log.

A Discord interaction may reach the bot twice (a gateway replay, two shards, a retried
delivery), and a user whose answer was lost sends the same command again under a new
interaction. Neither may change a match twice. Three mechanisms, used by the service's unit of
work (`bot.app.match.unit.Unit.write`) for every request that writes:

1. **Once per interaction id.** Each request carries its interaction id as its key. The
   answer is stored under that key in the same transaction as the change (`request` table,
   `RequestRecord`; a report's own row is its record), so a change is never stored without
   its answer, nor an answer without its change. A repeated key is answered from the record:
   the same answer, nothing applied again. Two deliveries at once, in one process or two, meet
   at the key's uniqueness in the database: one commits, the other's transaction fails and
   its next attempt finds the record. A refusal is an answer too and is stored the same way,
   so a repeat is refused again even if the match has changed since.

2. **Stored or not, after a lost answer from the database** (a connection reset after COMMIT):
   the unit of work does not guess. Its next attempt, on a new connection, looks the key up
   as every attempt does (a report on a kept state, in its version claim, which fails if the
   key has an answer; the attempt after that reads it): found, the request was stored and
   the user gets its answer; not found, it was not (the key's uniqueness makes it impossible
   for the first attempt to commit later on top of the second), and it is applied now. If the
   database stays out of reach, the user is told that Arbiter cannot tell (`OutcomeUnknown`),
   never that nothing was changed.

3. **A retry under a new interaction id.** Legitimate repetition is normal play (`/life
   change:-1` twice), so neither a time window nor equal commands alone may decide. What does:
   the request is the same as the one that made the match's latest change (same user, same
   command and arguments: the fingerprint), nothing has changed in the match since (the match
   is still at the version that request made), and that request's answer was never delivered
   to Discord (the Discord face reports each delivery: `Deliveries`). A user who never saw an
   answer and sends the same thing again, with nothing else in between, is retrying; the
   stored answer is given, with a note that says so and that sending it once more applies it
   again. Once that answer is delivered, the original counts as delivered too.

   Deliveries are known in memory, per process (a server's interactions all reach one shard).
   After a restart nothing is known, so the latest change of a match counts as undelivered
   for RETRY_WINDOW after it was made: a retry after a crash between COMMIT and the answer is
   still recognised, and the worst a wrong guess does is ask the user to send the command
   once more. Callers that show every answer at once (tests, scripts) leave this off.

Every request that writes goes through here: a match's (`Unit.write`), and through
`MatchService.write_request` a league's and a playoff's, a guild's settings, a rating season's
start and end, and the web pages' links. What a face does besides the request (a thread told
of a judge's result, a playoff's threads opened) is done by the delivery that applied it: an
answer from the record comes back marked as a repeat (`repeated`: `duplicate`), and a face does
no such work for it; redrawing what is shown (a scoreboard) is safe either way.

Answers are plain data (bot.app.match.views dataclasses, or a pydantic model such as the guild
settings), stored as JSON and read back as the same value (bot.store.answer_json).
"""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import json
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from functools import partial
from typing import Any, Generic, TypeVar

from sqlalchemy import bindparam, select
from sqlalchemy.exc import DBAPIError, IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from bot.core.errors import MatchError, NoActiveMatch, NotAllowed, OutcomeUnknown, StaleMatch
from bot.core.match.inputs import NUL, refuse_nul
from bot.core.messages import Message
from bot.store.answer_json import decode, encode
from bot.store.database import CommitUncertain, Database, WriteSession
from bot.store.match_rows import MATCH, REPORT, REQUEST
from bot.store.tables.matches import RequestRecord, utcnow

T = TypeVar("T")

log = logging.getLogger(__name__)

MAX_ATTEMPTS = 8

OUTCOME_UNKNOWN = Message(
    "Arbiter lost its connection to the database while saving this and could not find out "
    "whether it was saved. Look at /match status before you try again: if your change shows "
    "there, it was saved."
)

# How long after its change an answer nobody knows to have been delivered still makes an
# identical request a retry (see the module docstring, 3). Discord's interaction tokens live
# 15 minutes; a user who saw "The application did not respond" retries within seconds.
RETRY_WINDOW = timedelta(minutes=5)

KEY_LENGTH = 100  # col(RequestRecord.key) and col(ReportRow.idempotency_key)

# What a refusal here says (built once: a request that is not refused makes no message).
_NO_USABLE_ID = Message("That request has no usable id; please send it again.")
_THE_REQUEST_ID = Message("The request id")
_BUSY = Message("This match is busy right now; please try again in a moment.")
_REFUSALS: dict[str, type[MatchError]] = {
    cls.__name__: cls for cls in (MatchError, NoActiveMatch, NotAllowed)
}


@dataclass(frozen=True, slots=True)
class Request(Generic[T]):
    """One request that writes: its key (the interaction id), who asks, and what it answers.

    `fingerprint`: what it asks (see `fingerprint`), to recognise a retry of it under another
    key; None for requests that are never taken for a retry."""

    key: str
    user_id: int
    kind: str
    answer: type[T]
    fingerprint: str | None = None
    guild_id: int | None = None
    channel_id: int | None = None


def request_for(
    key: str | None,
    user_id: int,
    kind: str,
    answer: type[T],
    arguments: Mapping[str, Any] | None = None,
    *,
    channel_id: int | None = None,
    guild_id: int | None = None,
) -> Request[T] | None:
    """The request for a call with idempotency key `key` (None: no key, nothing recorded).
    `arguments`: what identifies the same request sent again (None: never taken for a retry)."""
    if key is None:
        return None
    if not isinstance(key, str) or not 0 < len(key) <= KEY_LENGTH:
        raise MatchError(_NO_USABLE_ID)
    asks = None if arguments is None else fingerprint(kind, arguments)
    refuse_nul(key, _THE_REQUEST_ID)
    return Request(key, user_id, kind, answer, asks, guild_id, channel_id)


def fingerprint(kind: str, arguments: Any) -> str:
    """A short, stable digest of a request's kind and arguments (JSON, keys sorted)."""
    text = json.dumps([kind, arguments], sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode()).hexdigest()


def repeated(answer: T, *, retry: bool = False) -> T:
    """`answer` marked as the stored answer of a request applied before."""
    if dataclasses.is_dataclass(answer) and not isinstance(answer, type):
        names = {f.name for f in dataclasses.fields(answer)}
        flags = {"duplicate": True, "retry": retry}
        return dataclasses.replace(answer, **{k: v for k, v in flags.items() if k in names})
    return answer


# -- the records --------------------------------------------------------------------------------

_CHANGE_BY_REQUEST = select(
    REQUEST.c.key, REQUEST.c.user_id, REQUEST.c.fingerprint, REQUEST.c.created_at
).where(REQUEST.c.match_id == bindparam("of_match"), REQUEST.c.version == bindparam("at"))
_CHANGE_BY_REPORT = select(
    REPORT.c.idempotency_key, REPORT.c.reporter_id, REPORT.c.payload, REPORT.c.created_at
).where(REPORT.c.match_id == bindparam("of_match"), REPORT.c.seq == bindparam("at"))
_LATEST_IN_CHANNEL = (
    select(MATCH.c.id, MATCH.c.version)
    .where(MATCH.c.channel_id == bindparam("channel_id"))
    .order_by(MATCH.c.id.desc())
    .limit(1)
)


async def find(session: AsyncSession, key: str) -> RequestRecord | None:
    return (
        await session.scalars(select(RequestRecord).where(col(RequestRecord.key) == key))
    ).first()


def answer_of(record: RequestRecord, answer: type[T]) -> T:
    """The stored answer; a stored refusal is raised again, as the first time."""
    stored = record.answer
    if "refused" in stored:
        said = stored.get("said")
        text = stored["refused"] if said is None else Message.from_json(said)
        raise _REFUSALS.get(stored.get("error", ""), MatchError)(text)
    decoded: T = decode(answer, stored["answer"])
    return decoded


def _without_nul(value: Any) -> Any:
    """`value` (JSON) with any NUL character replaced: PostgreSQL cannot store one in text."""
    if isinstance(value, str):
        return value.replace(NUL, "\N{REPLACEMENT CHARACTER}")
    if isinstance(value, dict):
        return {key: _without_nul(item) for key, item in value.items()}
    return value


def record_row(
    request: Request[Any], answer: dict[str, Any], change: tuple[int, int] | None = None
) -> RequestRecord:
    """The record of `request` and its answer ({"answer": ...} or a refusal), with the match
    version it made."""
    match_id, version = change or (None, None)
    return RequestRecord(
        key=request.key,
        kind=request.kind,
        user_id=request.user_id,
        guild_id=request.guild_id,
        channel_id=request.channel_id,
        match_id=match_id,
        version=version,
        fingerprint=request.fingerprint,
        answer=answer,
        created_at=datetime.now(UTC),
    )


@dataclass(frozen=True, slots=True)
class Change:
    """The request that made a given version of a match: a report or another request."""

    key: str
    user_id: int
    fingerprint: str | None
    created_at: datetime
    is_report: bool

    def recent(self) -> bool:
        made = self.created_at if self.created_at.tzinfo else self.created_at.replace(tzinfo=UTC)
        return utcnow() - made <= RETRY_WINDOW


async def change_at(session: AsyncSession, match_id: int, version: int) -> Change | None:
    """Who made `version` of the match, and with what request (None: nobody on record, e.g.
    a version made by an import, or by a report whose row is gone)."""
    values = {"of_match": match_id, "at": version}
    found = (await session.execute(_CHANGE_BY_REQUEST, values)).first()
    if found is not None:
        key, user_id, fingerprinted, made = found
        return Change(key, user_id, fingerprinted, made, is_report=False)
    found = (await session.execute(_CHANGE_BY_REPORT, values)).first()
    if found is None:
        return None
    key, user_id, payload, made = found
    return Change(key, user_id, fingerprint("report", payload), made, is_report=True)


# -- deliveries ---------------------------------------------------------------------------------


class Deliveries:
    """What this process knows of the answers to the requests it stored: delivered to Discord
    or not yet, and which requests were answered as retries of which. In memory only, bounded
    (the oldest entries go first); see the module docstring (3) for why that is enough."""

    def __init__(self, limit: int = 100_000) -> None:
        self._limit = limit
        self._delivered: OrderedDict[str, bool] = OrderedDict()
        self._retry_of: OrderedDict[str, str] = OrderedDict()
        # (match id, version) -> the key of the request here that made that version.
        self._made: OrderedDict[tuple[int, int], str] = OrderedDict()

    def stored(self, key: str) -> None:
        """`key` has a stored answer (not a refusal), not yet known to be delivered."""
        if key not in self._delivered:
            self._put(self._delivered, key, False)

    def made(self, change: tuple[int, int] | None, key: str) -> None:
        """The request `key` made `change` (a match's id and new version) here."""
        if change is not None:
            self._put(self._made, change, key)

    def settled(self, match_id: int, version: int) -> bool:
        """Whether `version` of the match was made here by a request whose answer was
        delivered: nothing sent now is a retry of it (module docstring, 3)."""
        key = self._made.get((match_id, version))
        return key is not None and not self.awaiting(key)

    def delivered(self, key: str, ok: bool) -> None:
        """The Discord face's word on the answer to `key`: it reached Discord, or not."""
        if ok and key in self._delivered:
            self._delivered[key] = True
            if key in self._retry_of:
                self._delivered[self._retry_of[key]] = True

    def awaiting(self, key: str) -> bool:
        """Not known to be delivered (undelivered, still being sent, or stored by another
        process or before a restart)."""
        return self._delivered.get(key) is not True

    def was_stored(self, key: str) -> bool:
        """Whether this process stored (or found stored) an answer under `key`."""
        return key in self._delivered

    def link(self, retry: str, original: str) -> None:
        """`retry` was answered with the answer of `original`."""
        self._put(self._retry_of, retry, original)
        self.stored(retry)

    def retry_of(self, key: str) -> str | None:
        return self._retry_of.get(key)

    def _put(self, entries: OrderedDict[Any, Any], key: Any, value: Any) -> None:
        entries[key] = value
        while len(entries) > self._limit:
            entries.popitem(last=False)


# -- the unit of work ---------------------------------------------------------------------------

# Looks up the stored answer to a report by its key (the report's own row is its record).
ReportLookup = Callable[[AsyncSession, str], Awaitable[Any]]


class RequestLog:
    """The unit of work of every request that writes: one transaction that looks the request
    up, applies it and stores its answer, retried on lost races, and settled by its key after a
    lost connection (see the module docstring). The work claims the match's version
    (`WriteSession.changed`), which is stored with the answer."""

    def __init__(
        self, database: Database, report_lookup: ReportLookup, *, recognise_retries: bool
    ) -> None:
        self.db = database
        self._report_lookup = report_lookup
        self.recognise_retries = recognise_retries
        self.deliveries = Deliveries()

    async def run(
        self,
        work: Callable[[AsyncSession], Awaitable[T]],
        request: Request[T] | None,
        *,
        recorded_by_work: bool = False,
    ) -> T:
        """`work`'s result, or the stored answer. With a `request`, each attempt looks its key
        up, then for a retry, then runs `work` and stores its answer (a refusal too) in the
        same transaction. `recorded_by_work`: `work` looks the key up and records the request
        itself (a report)."""
        uncertain = contended = False
        # Answered before as a retry of another request: that one's answer (in `_unit`).
        original = None if request is None else self.deliveries.retry_of(request.key)
        for attempt in range(MAX_ATTEMPTS):
            try:
                async with self.db.transaction() as session:
                    session.contended = contended
                    if request is not None:  # known here as soon as it is committed
                        session.on_commit.append(partial(self._stored, request.key, session))
                    result = await self._unit(session, work, request, recorded_by_work, original)
            except (StaleMatch, IntegrityError):
                # Another writer changed the match, stored the same key or started a match in
                # this channel first; the next attempt sees its rows and answers from them,
                # and waits for its turn at the match's row (`contended`).
                contended = True
                continue
            except MatchError as refusal:
                if request is None:
                    raise
                try:
                    earlier = await self._refuse(request, refusal, recorded_by_work)
                except IntegrityError:
                    continue  # a delivery at the same moment stored its answer: look again
                if earlier is None:
                    raise
                self.deliveries.stored(request.key)
                return earlier
            except (CommitUncertain, DBAPIError, OSError, TimeoutError) as error:
                uncertain = await self._lost(error, request, attempt, uncertain=uncertain)
                continue
            return result
        if uncertain:
            raise OutcomeUnknown(OUTCOME_UNKNOWN)
        raise MatchError(_BUSY)

    def _stored(self, key: str, session: WriteSession) -> None:
        """The request `key` committed its answer (and the match version it made, if any)."""
        self.deliveries.stored(key)
        self.deliveries.made(session.changed, key)

    async def _lost(
        self, error: Exception, request: Request[Any] | None, attempt: int, *, uncertain: bool
    ) -> bool:
        """After the database failed under an attempt: whether the request's outcome is now
        uncertain (the next attempt's lookup of its key settles it). Raised if the error
        stands: nothing reached the database."""
        if isinstance(error, CommitUncertain):
            if request is None:
                raise OutcomeUnknown(OUTCOME_UNKNOWN) from error
            log.warning("request %s: the COMMIT's answer was lost (%s)", request.key, error)
            return True
        if isinstance(error, DBAPIError) and error.connection_invalidated:
            # The connection was lost under the request (a server restart, a proxy closing
            # it): the pool has dropped it. Whatever the server made of it, the next
            # attempt's lookup of the key tells, on a fresh connection.
            uncertain = uncertain or request is not None
        elif not uncertain:
            raise error
        await asyncio.sleep(min(0.05 * 2**attempt, 1.0))
        return uncertain

    async def _unit(
        self,
        session: WriteSession,
        work: Callable[[AsyncSession], Awaitable[T]],
        request: Request[T] | None,
        recorded_by_work: bool,
        original: str | None,
    ) -> T:
        """One attempt's transaction: the request's record, or `work` and its record.
        `original`: the request this one was answered as a retry of, before."""
        if request is None:
            return await work(session)
        if original is not None:
            # Answered before as a retry of `original`: the same answer again.
            earlier = await self.earlier(session, original, request.answer, recorded_by_work)
            if earlier is not None:
                return repeated(earlier, retry=True)
        if recorded_by_work:
            return await work(session)
        earlier = await self.earlier(session, request.key, request.answer, False)
        if earlier is not None:
            return earlier
        if request.channel_id is not None and request.fingerprint is not None:
            retried = await self._latest_retry(session, request)
            if retried is not None:
                return retried
        result = await work(session)
        session.add(record_row(request, {"answer": encode(result)}, session.changed))
        return result

    async def earlier(
        self, session: AsyncSession, key: str, answer: type[T], report: bool
    ) -> T | None:
        """The stored answer to `key`, marked as a repeat (a stored refusal is raised)."""
        if report:
            looked_up: T | None = await self._report_lookup(session, key)
            return looked_up
        found = await find(session, key)
        return None if found is None else repeated(answer_of(found, answer))

    async def _refuse(
        self, request: Request[T], refusal: MatchError, recorded_by_work: bool
    ) -> T | None:
        """Store a refusal as the request's answer, in a transaction of its own. If the key
        has an answer by now (a delivery of the same interaction that got there first), that
        answer instead (returned, or raised if it was a refusal too)."""
        try:
            async with self.db.transaction() as session:
                earlier = await self.earlier(session, request.key, request.answer, recorded_by_work)
                if earlier is not None:
                    return earlier
                message = refusal.message.replace(NUL, "\N{REPLACEMENT CHARACTER}")
                refused = {
                    "refused": message,
                    "error": type(refusal).__name__,
                    # What to say, to word again in the reader's language on a repeat.
                    "said": _without_nul(refusal.text.to_json()),
                }
                session.add(record_row(request, refused))
        except CommitUncertain:
            log.warning("request %s: storing its refusal may have failed", request.key)
        return None

    async def _latest_retry(self, session: AsyncSession, request: Request[T]) -> T | None:
        """A retry of the request that made the latest change in the request's channel."""
        if not self.recognise_retries:
            return None
        found = await session.execute(_LATEST_IN_CHANNEL, {"channel_id": request.channel_id})
        latest = found.first()
        return None if latest is None else await self.retry(session, latest[0], latest[1], request)

    async def retry(
        self, session: AsyncSession, match_id: int, version: int, request: Request[Any]
    ) -> Any:
        """The stored answer if `request` is a retry: the same user sends the same request as
        the one that made this version of the match (still its latest), whose answer is not
        known to have reached them, recently (module docstring, 3)."""
        if not self.recognise_retries or request.fingerprint is None:
            return None
        change = await change_at(session, match_id, version)
        if (
            change is None
            or change.user_id != request.user_id
            or change.fingerprint != request.fingerprint
            or not self.deliveries.awaiting(change.key)
            or not change.recent()
        ):
            return None
        earlier = await self.earlier(session, change.key, request.answer, change.is_report)
        if earlier is None or change.key == request.key:
            # The same interaction again (a report on a kept state leaves its key's lookup to
            # the version claim): its answer as a repeat, not a retry.
            return earlier
        log.info("request %s is a retry of %s, whose answer was lost", request.key, change.key)
        self.deliveries.link(request.key, change.key)
        return repeated(earlier, retry=True)
