"""The match service's unit of work, and the plain types its parts share.

Every change runs in one transaction under a per-channel lock (one process) and a version check
on the match row (all processes), so no report is half-applied or lost (`Unit.write`).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable, Hashable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any, TypeVar

from sqlalchemy import bindparam, func, select, text, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm.attributes import set_committed_value

from bot.matches import requests
from bot.matches.database import CommitUncertain, Database
from bot.matches.direct import ReportWriter, report_writer
from bot.matches.errors import MatchError, NoActiveMatch, NotAllowed, StaleMatch
from bot.matches.models import (
    ACTIVE,
    APPLIED,
    Batch,
    Confirmation,
    Game,
    Match,
    MatchPlayer,
    Report,
    Seat,
)
from bot.matches.render import match_view
from bot.matches.requests import Request, RequestLog
from bot.matches.trips import Sql, Trip
from bot.matches.views import MatchView, PendingView, ReportAnswer
from bot.rules import GameSetup, GameState, Verdict, parse_setup
from bot.rules import Report as RulesReport

T = TypeVar("T")

NO_ACTIVE_MATCH = "There is no active match in this channel. Start one with /match start."

# The optimistic lock, built once. No session synchronisation: `bump` sets the new version on
# the loaded match itself (letting the ORM do it too counted every version twice).
_BUMP = (
    update(Match)
    .where(Match.id == bindparam("match_id"), Match.version == bindparam("seen"))
    .values(version=bindparam("claimed"))
    .execution_options(synchronize_session=False)
)


# A channel's active match, else its latest: two index lookups (the partial unique index on
# active channels, then ix_match_channel_latest), whatever the length of the history.
_CURRENT_OR_LATEST = select(Match).where(
    Match.id
    == func.coalesce(
        select(Match.id)
        .where(Match.channel_id == bindparam("channel_id"), Match.status == ACTIVE)
        .scalar_subquery(),
        select(func.max(Match.id))
        .where(Match.channel_id == bindparam("channel_id"))
        .scalar_subquery(),
    )
)


@dataclass(frozen=True, slots=True)
class Actor:
    """Who asks. `is_judge`: the guild's judge role or Manage Server, decided by the caller."""

    user_id: int
    is_judge: bool = False


@dataclass(frozen=True, slots=True)
class PlayerSpec:
    user_id: int | None
    name: str


@dataclass(frozen=True, slots=True)
class Roster:
    """A match's players and setup: fixed once the match starts, so cached per process."""

    setup: GameSetup
    players: tuple[Seat, ...]

    def name_of(self, user_id: int) -> str | None:
        return next((p.name for p in self.players if p.user_id == user_id), None)

    def user_of(self, name: str) -> int | None:
        return next((p.user_id for p in self.players if p.name == name), None)


@dataclass(frozen=True, slots=True)
class LivePending:
    """The report a live match waits on, as the trip that stored it left it: enough to
    settle a Confirm press in one trip (the game cannot change while it waits)."""

    id: int
    report_id: int
    requested_by: int
    confirmers: tuple[str, ...]
    would_decide: tuple[str, ...]
    report: RulesReport
    verdict: Verdict

    def view(self) -> PendingView:
        return PendingView(
            self.id, "report", self.requested_by, self.confirmers, self.would_decide, None
        )


@dataclass(slots=True)
class LiveMatch:
    """A channel's active match as its last write left it, kept so that the next request can
    be judged in memory and stored in one trip (bot.matches.direct, bot.matches.trips). Kept
    when nothing blocks reports, or when a report stored in one trip waits for confirmation
    (`pending`); never with an open batch. `match` and `game` are detached rows; each
    write's version check on the match row catches a change by another process."""

    match: Match
    roster: Roster
    game: Game
    state: GameState
    # The request that made this version of the match, and who sent it (to recognise a retry).
    last_key: str | None = None
    last_user: int | None = None
    pending: LivePending | None = None

    def view(self) -> MatchView:
        """The match as stored after its last write, without a read."""
        pending = None if self.pending is None else self.pending.view()
        roster = self.roster
        return match_view(
            self.match, roster.players, roster.setup, self.game, pending, None, self.state
        )


class _ChannelLock:
    __slots__ = ("lock", "users")

    def __init__(self) -> None:
        self.lock = asyncio.Lock()
        self.users = 0  # holding or waiting


def check_player_or_judge(roster: Roster, actor: Actor) -> None:
    if roster.name_of(actor.user_id) is None and not actor.is_judge:
        raise NotAllowed("Only this match's players or a judge can do that here.")


# Whether time has been called on the round a match is played in (a league round: MTG MTR
# 2.4, GA likewise), so no new game may start in it. Told to the service by the leagues: a
# statement taking :match_id, whose first column is the time it was called (no row or NULL:
# not called), so that the full path and a trip (bot.matches.trips) ask it alike.
TimeCalled = Sql


def time_was_called(rows: Sequence[Sequence[object]]) -> bool:
    """The answer of a `TimeCalled` statement."""
    return bool(rows) and rows[0][0] is not None


class Unit:
    """The unit of work every request runs through: one transaction (the session, through the
    request log) under the channel's lock, with the version check on the match row, and what
    the process keeps between requests (channel locks, rosters of active matches, live
    matches for the fast path). Shared by every part of the service."""

    def __init__(
        self, database: Database, *, direct_reports: bool = True, recognise_retries: bool = False
    ) -> None:
        self.db = database
        self.locks: dict[Hashable, _ChannelLock] = {}
        self.rosters: dict[int, Roster] = {}
        self.live: dict[int, LiveMatch] = {}
        self.direct: ReportWriter | None = report_writer(database) if direct_reports else None
        self.requests = RequestLog(database, self.answered, recognise_retries=recognise_retries)
        # Set by the league service: no new game after time in a league match (finish_game).
        self.time_called: TimeCalled | None = None
        # Set by the league playoffs: finds a match that cannot end in a draw (a swiss
        # playoff match); no intentional draw, no early end at level game wins.
        self.no_draw: Sql | None = None

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
    ) -> T:
        """Run `work` in one transaction, one at a time per channel, retrying lost races;
        with a `request`, applied once per key (bot.matches.requests)."""
        async with self.lock(channel_id):
            return await self.attempt(channel_id, work, request)

    async def attempt(
        self,
        channel_id: int | None,
        work: Callable[[AsyncSession], Awaitable[T]],
        request: Request[T] | None = None,
        *,
        recorded_by_work: bool = False,
    ) -> T:
        """`write` once the lock is held (bot.matches.requests.RequestLog.run). The channel's
        live match is dropped first and kept again only if `work` asks to (`keep_live`) and
        the commit succeeds."""
        kept = self.live.pop(channel_id, None) if channel_id is not None else None
        try:
            result, info = await self.requests.run(work, request, recorded_by_work=recorded_by_work)
        except MatchError:
            # A refusal changed nothing: the live match still stands (its version check
            # catches anything another process did meanwhile).
            if kept is not None and channel_id is not None:
                self.live.setdefault(channel_id, kept)
            raise
        for match_id in info.get("ended", ()):  # a roster is kept only while its match is active
            self.rosters.pop(match_id, None)
        live = info.get("live")
        if live is not None and channel_id is not None:
            if request is not None:
                live.last_key, live.last_user = request.key, request.user_id
            self.live[channel_id] = live
        return result

    async def one_trip(
        self,
        channel_id: int,
        trip: Trip[tuple[T, LiveMatch | None]],
        request: Request[Any] | str | None,
        user_id: int,
    ) -> T | None:
        """Run a request's trip (bot.matches.trips): its answer, and the live match it
        leaves kept (None from the trip: the match is over). None: nothing was stored for
        sure, and the request takes its full path."""
        if self.direct is None:
            trip.close()
            return None
        # Out of date until the trip has stored the request.
        live = self.live.pop(channel_id, None)
        key = request.key if isinstance(request, Request) else request
        try:
            done = await self.direct.trip(trip)
        except CommitUncertain:
            # Stored or not: the full path's lookup of the key tells, or it says it cannot.
            if key is not None:
                self.requests.maybe_stored(key)
            return None
        if done is None:
            return None
        answer, kept = done
        if key is not None:
            self.requests.deliveries.stored(key)
        if kept is None:
            if live is not None:  # the match is over: its roster is let go
                self.rosters.pop(live.match.id or 0, None)
            return answer
        kept.last_key, kept.last_user = key, user_id
        self.live[channel_id] = kept
        self.rosters[kept.match.id or 0] = kept.roster
        return answer

    @staticmethod
    def keep_live(
        session: AsyncSession, match: Match, roster: Roster, game: Game, state: GameState
    ) -> None:
        """Keep the match for the fast path once this transaction commits, if it takes reports
        in its current game without anything in the way."""
        if (
            match.status == ACTIVE
            and match.pending_id is None
            and match.batch_id is None
            and game.number == match.current_game
            and game.status == "playing"
        ):
            session.info["live"] = LiveMatch(match, roster, game, state)

    async def time_is_called(self, session: AsyncSession, match_id: int) -> bool:
        """Whether time is called on the match's round (always False outside leagues)."""
        if self.time_called is None:
            return False
        found = await session.execute(text(self.time_called.text), {"match_id": match_id})
        return time_was_called(found.all())

    async def draw_refused(self, session: AsyncSession, match_id: int | None) -> bool:
        """Whether the match cannot end in a draw (a swiss playoff match; False elsewhere)."""
        if self.no_draw is None:
            return False
        found = await session.execute(text(self.no_draw.text), {"match_id": match_id})
        return found.first() is not None

    async def active(self, session: AsyncSession, channel_id: int) -> Match:
        query = select(Match).where(Match.channel_id == channel_id, Match.status == ACTIVE)
        if self.db.dialect == "postgresql":
            query = query.with_for_update()
        match = (await session.scalars(query)).first()
        if match is None:
            raise NoActiveMatch(NO_ACTIVE_MATCH)
        return match

    async def bump(self, session: AsyncSession, match: Match) -> int:
        """Claim the next version of the match; another writer got there first -> retry."""
        assert match.id is not None
        claimed = match.version + 1
        result = await session.execute(
            _BUMP, {"match_id": match.id, "seen": match.version, "claimed": claimed}
        )
        if result.rowcount != 1:  # type: ignore[attr-defined]
            raise StaleMatch
        set_committed_value(match, "version", claimed)
        session.info["changed"] = (match.id, claimed)
        return claimed

    async def roster(self, session: AsyncSession, match: Match) -> Roster:
        assert match.id is not None
        roster = self.rosters.get(match.id)
        if roster is None:
            rows = await session.scalars(
                select(MatchPlayer)
                .where(MatchPlayer.match_id == match.id)
                .order_by(MatchPlayer.seat)
            )
            # Plain copies: rows kept from this session would be expired by a rollback (a
            # refused request), and every later use of the cached roster would then fail.
            players = tuple(Seat(p.seat, p.name, p.user_id, p.team) for p in rows)
            roster = Roster(parse_setup(match.setup), players)
            if match.status == ACTIVE:  # a finished match's roster is read once, not kept
                self.rosters[match.id] = roster
        return roster

    async def game(self, session: AsyncSession, match: Match, number: int | None = None) -> Game:
        game = await session.get(Game, (match.id, number or match.current_game))
        assert game is not None
        return game

    async def view(self, session: AsyncSession, match: Match) -> MatchView:
        roster = await self.roster(session, match)
        game = await self.game(session, match)
        pending = await session.get(Confirmation, match.pending_id) if match.pending_id else None
        batch = await session.get(Batch, match.batch_id) if match.batch_id else None
        return match_view(match, roster.players, roster.setup, game, pending, batch)

    async def answered(self, session: AsyncSession, key: str) -> ReportAnswer | None:
        """The stored answer to the report (or batch resolution) with this key, marked as a
        repeat; a stored refusal is raised again."""
        stored = await requests.find(session, key)
        if stored is not None:
            return requests.repeated(requests.answer_of(stored, ReportAnswer))
        row = (await session.scalars(select(Report).where(Report.idempotency_key == key))).first()
        if row is None:
            return None
        match = await session.get(Match, row.match_id)
        assert match is not None
        answer = dict(row.answer or {})
        if answer.get("status") != "batched":
            answer["report_id"] = row.id
        # Stored as JSON, the tuples came back as lists: answer exactly as the first time.
        for field in ("outcomes", "notes"):
            answer[field] = tuple(answer.get(field) or ())
        return ReportAnswer(**answer, match=await self.view(session, match), duplicate=True)

    async def current_or_latest(self, session: AsyncSession, channel_id: int) -> Match:
        """The active match, else the latest one: one row, however long the history."""
        match = (await session.scalars(_CURRENT_OR_LATEST, {"channel_id": channel_id})).first()
        if match is None:
            raise NoActiveMatch("No match has been played in this channel yet.")
        return match

    async def applied_reports(
        self, session: AsyncSession, match: Match, game_number: int
    ) -> list[Report]:
        rows = await session.scalars(
            select(Report)
            .where(
                Report.match_id == match.id,
                Report.game_number == game_number,
                Report.status == APPLIED,
            )
            .order_by(Report.seq)
        )
        return list(rows)


def maybe_retry(unit: Unit, live: LiveMatch, request: Request[Any]) -> bool:
    """Whether a request might be a retry (bot.matches.requests, 3): then the full path,
    which decides, takes it. In memory, no query: the match's latest change is the
    live match's last write, and its answer is not known to have reached the user."""
    deliveries = unit.requests.deliveries
    if deliveries.retry_of(request.key) is not None:
        return True
    return (
        unit.requests.recognise_retries
        and live.last_user == request.user_id
        and live.last_key is not None
        and deliveries.awaiting(live.last_key)
    )


class UseCase:
    """A part of MatchService: its requests run through the service's one unit of work."""

    unit: Unit
