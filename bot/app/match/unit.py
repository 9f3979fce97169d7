"""The match service's unit of work, and the plain types its parts share.

Every change runs in one transaction under a per-channel lock (one process) and a version check
on the match row (all processes), so no report is half-applied or lost (`Unit.write`). A
request decided by the domain (bot.core.match.decide) is loaded and saved by the store
(bot.store.matches) in that transaction (`Unit.decided`).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable, Hashable, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass, field, fields
from typing import Any, TypeVar

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from bot.app.match.showing import match_view, pending_view
from bot.app.match.views import ChangeAnswer, MatchView, PendingView, ReportAnswer
from bot.core.errors import MatchError, NoActiveMatch, NotAllowed, StaleMatch
from bot.core.match.commands import Actor, Command, GuildPolicy, ShowIn
from bot.core.match.decide import decide
from bot.core.match.decision import Decision, Refusal
from bot.core.match.state import MatchState
from bot.core.match.statuses import ReplyStatus
from bot.core.messages import Message
from bot.store import requests
from bot.store.answer_json import decode
from bot.store.database import Database
from bot.store.matches import MatchStore, Saved
from bot.store.requests import Request, RequestLog, request_for
from bot.store.tables.matches import ReportRow

T = TypeVar("T")
A = TypeVar("A", MatchView, ReportAnswer, ChangeAnswer)

NO_ACTIVE_MATCH = Message("There is no active match in this channel. Start one with /match start.")
NO_MATCH_YET = Message("No match has been played in this channel yet.")
# Arbiter itself, noting where it shows a match.
ARBITER = Actor(0, is_judge=True)


@dataclass(slots=True)
class _ChannelLock:
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    users: int = 0  # holding or waiting


def refused(refusal: Refusal) -> MatchError:
    """The domain's refusal as the error the service raises (and stores as the answer)."""
    return (NotAllowed if refusal.not_allowed else MatchError)(refusal.message)


def _said(line: object) -> Message:
    """A verdict's sentence as a report's row stores it: a message, or (a row stored before
    the engine's words were messages) its English text, shown as it is."""
    if isinstance(line, str):
        return Message.verbatim_text(line)
    said: Message = decode(Message, line)
    return said


def waited(state: MatchState) -> PendingView | None:
    """What waited for confirmation before a change (settled, withdrawn or agreed to by it)."""
    return None if state.waiting is None else pending_view(state.waiting)


def answer_of(answer: type[A], saved: Saved, before: MatchState) -> A:
    """A change's answer: the match after it, or what a report (or a confirmation, or a
    batch's resolution) did, with the match, or what waited `before` it, with the match."""
    view = match_view(saved.after)
    if issubclass(answer, ReportAnswer):
        reply = saved.answer
        return answer(**{f.name: getattr(reply, f.name) for f in fields(reply)}, match=view)
    if issubclass(answer, ChangeAnswer):
        return answer(view, waited=waited(before))
    return view


class Unit:
    """The unit of work every request runs through: one transaction (the session, through the
    request log) under the channel's lock, with the version check on the match row, and what
    the process keeps between requests (channel locks; rosters, in the store)."""

    def __init__(self, database: Database, *, recognise_retries: bool = False) -> None:
        self.db = database
        self.locks: dict[Hashable, _ChannelLock] = {}
        self.store = MatchStore()
        self.requests = RequestLog(database, self.answered, recognise_retries=recognise_retries)

    @asynccontextmanager
    async def lock(self, channel_id: Hashable) -> AsyncIterator[None]:
        """One write at a time per channel. A channel's lock lives while someone holds or
        waits for it, so the locks of quiet channels do not pile up."""
        held = self.locks.get(channel_id)
        if held is None:
            held = self.locks[channel_id] = _ChannelLock()
        held.users += 1
        try:
            async with held.lock:
                yield
        finally:
            held.users -= 1
            if held.users == 0:
                del self.locks[channel_id]

    async def write(
        self,
        channel_id: int,
        work: Callable[[AsyncSession], Awaitable[T]],
        request: Request[T] | None = None,
        *,
        recorded_by_work: bool = False,
    ) -> T:
        """Run `work` in one transaction, one at a time per channel, retrying lost races;
        with a `request`, applied once per key (bot.store.requests)."""

        async def attempt(session: AsyncSession) -> T:
            self.store.served.discard(channel_id)
            try:
                return await work(session)
            except MatchError:
                if self.store.forget_if_served(channel_id):
                    # Refused on the state this process's last write left: a stale cache is
                    # caught here as by a failed version claim, and decided again on a read.
                    raise StaleMatch from None
                raise

        async with self.lock(channel_id):
            return await self.requests.run(attempt, request, recorded_by_work=recorded_by_work)

    async def loaded(
        self, session: AsyncSession, channel_id: int, *, fresh: bool = False
    ) -> tuple[MatchState, GuildPolicy]:
        """The channel's active match (as its last write here left it, unless `fresh`) and
        its guild's policy."""
        loaded = await self.store.load(session, channel_id=channel_id, fresh=fresh)
        if loaded.state is None:
            raise NoActiveMatch(NO_ACTIVE_MATCH)
        return loaded.state, loaded.policy

    @staticmethod
    def decision(outcome: Decision | Refusal) -> Decision:
        """The decision; a refusal is raised as the service's error."""
        if isinstance(outcome, Refusal):
            raise refused(outcome)
        return outcome

    async def decided(self, session: AsyncSession, outcome: Decision | Refusal) -> Saved:
        """Store a decision (or raise its refusal) in this request's transaction."""
        if isinstance(outcome, Refusal):
            raise refused(outcome)
        return await self.store.save(session, outcome)

    async def view(self, session: AsyncSession, match_id: int) -> MatchView:
        """The match as stored now."""
        state = (await self.store.load(session, match_id=match_id)).state
        if state is None:
            raise MatchError(Message("There is no match #{id}.", id=match_id))
        return match_view(state)

    async def shown_in(
        self, session: AsyncSession, channel_id: int, match_id: int, command: ShowIn
    ) -> None:
        """Keep where the match is shown (its board, what waits for confirmation), in this
        transaction: decided and saved like any change of the match (a league table's "told"
        keeps its first board so, with the table)."""
        # The channel's state as this process's last write there left it, if it is this
        # match (a board posted as the match starts); else the match as stored. A kept
        # state that is stale fails its claim, and the match is read again.
        state = (await self.store.load(session, channel_id=channel_id)).state
        if state is None or state.id != match_id:
            state = (await self.store.load(session, match_id=match_id)).state
        if state is None:
            return
        outcome = decide(state, command, ARBITER)
        if not isinstance(outcome, Refusal):
            await self.store.save(session, outcome)

    async def answered(self, session: AsyncSession, key: str) -> ReportAnswer | None:
        """The stored answer to the report (or batch resolution) with this key, marked as a
        repeat; a stored refusal is raised again."""
        stored = await requests.find(session, key)
        if stored is not None:
            return requests.repeated(requests.answer_of(stored, ReportAnswer))
        row = (
            await session.scalars(select(ReportRow).where(col(ReportRow.idempotency_key) == key))
        ).first()
        if row is None:
            return None
        answer = dict(row.answer or {})
        answer["status"] = ReplyStatus(answer["status"])
        if answer["status"] is not ReplyStatus.BATCHED:
            answer["report_id"] = row.id
        # Stored as JSON, the tuples came back as lists: answer exactly as the first time.
        for listed in ("outcomes", "notes"):
            answer[listed] = tuple(_said(line) for line in answer.get(listed) or ())
        view = await self.view(session, row.match_id)
        return ReportAnswer(**answer, match=view, duplicate=True)

    async def active_or_latest(self, session: AsyncSession, channel_id: int) -> MatchState | None:
        """The channel's active match (as its last write here left it), else its latest."""
        state = (await self.store.load(session, channel_id=channel_id)).state
        if state is None:
            latest = await self.store.current_or_latest(session, channel_id)
            if latest is not None:
                state = (await self.store.load(session, match_id=latest)).state
        return state


class UseCase:
    """A part of MatchService: its requests run through the service's one unit of work."""

    unit: Unit

    async def decided(
        self,
        answer: type[A],
        kind: str,
        arguments: Mapping[str, Any],
        command: Command,
        channel_id: int,
        actor: Actor,
        key: str | None,
    ) -> A:
        """Decide `command` on the channel's active match and store it, applied once per
        `key` (`kind`, `arguments`: what identifies the same request sent again,
        bot.store.requests.request_for)."""
        request = request_for(key, actor.user_id, kind, answer, arguments, channel_id=channel_id)

        async def work(session: AsyncSession) -> A:
            state, policy = await self.unit.loaded(session, channel_id)
            saved = await self.unit.decided(session, decide(state, command, actor, policy))
            return answer_of(answer, saved, state)

        return await self.unit.write(channel_id, work, request)
