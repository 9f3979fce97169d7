"""The league service: each method one use case, in one transaction, over the modules beside
it (registration, rounds, clock, records). Matches are started and refereed by the match
service, through its public methods only. Its writes and the playoff service's go one way
(`LeagueWrites`).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Any, ClassVar, TypeVar

from sqlalchemy.ext.asyncio import AsyncSession

from bot.app.league import clock, entries, registration, round_swap, rounds
from bot.app.league.entries import ByeAward, Reinstated
from bot.app.league.registration import LeagueSettings
from bot.app.league.rounds import RoundView
from bot.app.match import Actor, MatchService
from bot.core.errors import MatchError, OutcomeUnknown
from bot.core.league import Kind, LeagueStanding, compute_standings
from bot.core.messages import Message
from bot.store import leagues as records
from bot.store.database import Database
from bot.store.requests import request_for
from bot.store.tables.matches import utcnow

T = TypeVar("T")

PAIRING_TRIES = 3  # a round paired again because the league changed meanwhile

# How long a league write may wait for the database, locks included, before the user is told
# that Arbiter cannot tell whether it was saved (and the channel's lock is let go). Discord's
# interaction token lives 15 minutes; the command was deferred long before this.
WRITE_WAIT = 30.0


UNKNOWN = Message(
    "The database did not answer in time, so Arbiter cannot tell whether this was saved. "
    "Look at /league players or /league round status before you send it again."
)


class LeagueWrites:
    """A league service's database and match service, and its one way to write: the league
    service's below, and the playoff's (bot.app.league.playoffs)."""

    kind_prefix: ClassVar[str]  # the request log's kinds: "<prefix>_<kind>"

    def __init__(self, database: Database, matches: MatchService) -> None:
        self.db = database
        self.matches = matches
        # How long a write may wait for the database, locks included (None: as long as it
        # takes), before the user is told that Arbiter cannot tell whether it was saved.
        self.write_wait: float | None = None

    async def _write(
        self,
        channel_id: int,
        work: Callable[[AsyncSession], Awaitable[T]],
        kind: str,
        answer: type[T],
        user_id: int,
        key: str | None,
    ) -> T:
        """One transaction, one at a time per league channel in this process, applied once per
        idempotency key (the interaction id) by the match service's request log: a repeat
        gets the first answer (or refusal) and changes nothing. The unique keys catch a second
        process doing the same thing at the same moment; the log then tries again. A database
        that does not answer within `write_wait` (a lock held elsewhere, a lost connection)
        ends the wait: OutcomeUnknown, and the channel is free again."""
        request = request_for(
            key, user_id, f"{self.kind_prefix}_{kind}", answer, channel_id=channel_id
        )
        try:
            async with asyncio.timeout(self.write_wait):
                return await self.matches.write_request(("league", channel_id), work, request)
        except TimeoutError:
            raise OutcomeUnknown(UNKNOWN) from None


@dataclass(frozen=True)
class LeagueView:
    id: int
    name: str
    system: str
    kind: Kind
    best_of: int
    variant: str | None
    round_minutes: int
    rounds_planned: int | None
    rounds_played: int
    players: tuple[tuple[str, int | None, int | None], ...]  # name, user id, dropped after

    @property
    def active_players(self) -> tuple[str, ...]:
        return tuple(name for name, _, dropped in self.players if dropped is None)


def _league_view(rows: records.LeagueRows) -> LeagueView:
    league = rows.league
    assert league.id is not None
    return LeagueView(
        id=league.id,
        name=league.name,
        system=league.system,
        kind=Kind(league.kind),
        best_of=league.best_of,
        variant=league.variant,
        round_minutes=league.round_minutes,
        rounds_planned=league.rounds_planned,
        rounds_played=len(rows.rounds),
        players=tuple((p.name, p.user_id, p.dropped_after) for p in rows.players),
    )


async def _view_of(
    session: AsyncSession, channel_id: int, *, closed_too: bool = False
) -> LeagueView:
    league = await records.open_league(session, channel_id, closed_too=closed_too)
    return _league_view(await records.load(session, league))


class LeagueService(LeagueWrites):
    kind_prefix = "league"

    def __init__(self, database: Database, matches: MatchService) -> None:
        super().__init__(database, matches)
        self._starting: dict[int, asyncio.Lock] = {}  # league channel -> its round start
        self.write_wait = WRITE_WAIT

    async def write(
        self,
        channel_id: int,
        work: Callable[[AsyncSession], Awaitable[T]],
        *,
        kind: str,
        answer: type[T],
        user_id: int,
        key: str | None,
    ) -> T:
        """A write of the league's other services (the event floor): the same log and locks."""
        return await self._write(channel_id, work, kind, answer, user_id, key)

    async def _read(self, channel_id: int) -> records.LeagueRows:
        async with self.db.transaction() as session:
            league = await records.open_league(session, channel_id, closed_too=True)
            return await records.load(session, league)

    # -- registration ------------------------------------------------------------------------

    async def create(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        settings: LeagueSettings,
        actor: Actor,
        seed: int | None = None,
        idempotency_key: str | None = None,
    ) -> LeagueView:
        async def work(session: AsyncSession) -> LeagueView:
            if not actor.is_judge:  # refused in the request: a repeat is refused again
                raise MatchError(
                    Message(
                        "Only an organiser (Manage Server or the judge role) can create a league."
                    )
                )
            league = await registration.create(
                session,
                guild_id=guild_id,
                channel_id=channel_id,
                settings=settings,
                created_by=actor.user_id,
                seed=seed,
            )
            return _league_view(await records.load(session, league))

        return await self._write(
            channel_id, work, "create", LeagueView, actor.user_id, idempotency_key
        )

    async def join(
        self, *, channel_id: int, user_id: int, name: str, idempotency_key: str | None = None
    ) -> LeagueView:
        async def work(session: AsyncSession) -> LeagueView:
            await registration.join(session, channel_id=channel_id, user_id=user_id, name=name)
            return await _view_of(session, channel_id)

        return await self._write(channel_id, work, "join", LeagueView, user_id, idempotency_key)

    async def drop(
        self,
        *,
        channel_id: int,
        actor: Actor,
        name: str | None = None,
        idempotency_key: str | None = None,
    ) -> LeagueView:
        async def work(session: AsyncSession) -> LeagueView:
            await registration.drop(
                session,
                channel_id=channel_id,
                user_id=actor.user_id,
                is_judge=actor.is_judge,
                name=name,
            )
            return await _view_of(session, channel_id)

        return await self._write(
            channel_id, work, "drop", LeagueView, actor.user_id, idempotency_key
        )

    async def award_bye(
        self,
        *,
        channel_id: int,
        actor: Actor,
        user_id: int,
        rounds: int,
        idempotency_key: str | None = None,
    ) -> ByeAward:
        """An organiser's awarded bye for a player in the next `rounds` rounds."""

        async def work(session: AsyncSession) -> ByeAward:
            return await entries.award_bye(
                session, channel_id=channel_id, actor=actor, user_id=user_id, rounds=rounds
            )

        return await self._write(
            channel_id, work, "bye_award", ByeAward, actor.user_id, idempotency_key
        )

    async def reinstate(
        self,
        *,
        channel_id: int,
        actor: Actor,
        user_id: int,
        idempotency_key: str | None = None,
    ) -> Reinstated:
        """An organiser puts a player who dropped back in, from the next round (logged)."""

        async def work(session: AsyncSession) -> Reinstated:
            return await entries.reinstate(
                session, channel_id=channel_id, actor=actor, user_id=user_id
            )

        return await self._write(
            channel_id, work, "reinstate", Reinstated, actor.user_id, idempotency_key
        )

    async def league(self, *, channel_id: int) -> LeagueView:
        async with self.db.transaction() as session:
            return await _view_of(session, channel_id, closed_too=True)

    async def close(
        self, *, channel_id: int, actor: Actor, idempotency_key: str | None = None
    ) -> LeagueView:
        async def work(session: AsyncSession) -> LeagueView:
            league = await registration.close(
                session, channel_id=channel_id, is_judge=actor.is_judge
            )
            return _league_view(await records.load(session, league))

        return await self._write(
            channel_id, work, "close", LeagueView, actor.user_id, idempotency_key
        )

    # -- rounds --------------------------------------------------------------------------------

    async def start_round(
        self,
        *,
        channel_id: int,
        actor: Actor,
        now: datetime | None = None,
        idempotency_key: str | None = None,
    ) -> RoundView:
        """Pair and store the next round (or give back the current one to resume starting
        its matches); then each of `view.unstarted` is started (bot.app.league.table_starts).

        The pairing is computed in a worker thread from what was read before, outside the
        write transaction (a large league's pairing takes seconds: neither the event loop nor
        the league's lock waits for it); the write stores it if the league is still as read,
        else it is paired again."""

        async def plan(session: AsyncSession) -> rounds.ToPair | None:
            return await rounds.to_pair(
                session, channel_id=channel_id, is_judge=actor.is_judge, now=now or utcnow()
            )

        async def store(session: AsyncSession, paired: rounds.Paired | None) -> RoundView:
            return await rounds.start_round(
                session, channel_id=channel_id, is_judge=actor.is_judge, now=now, paired=paired
            )

        return await self._paired_write(
            channel_id, plan, store, kind="round_start", actor=actor, key=idempotency_key
        )

    async def _paired_write(
        self,
        channel_id: int,
        plan: Callable[[AsyncSession], Awaitable[rounds.ToPair | None]],
        store: Callable[[AsyncSession, rounds.Paired | None], Awaitable[RoundView]],
        *,
        kind: str,
        actor: Actor,
        key: str | None,
    ) -> RoundView:
        """Read what to pair (`plan`), pair it in a worker thread outside any transaction,
        then `store` it in the write, which raises LeagueChanged if the league is no longer
        as read: then it is paired again."""
        for _ in range(PAIRING_TRIES):
            async with self.db.transaction() as session:
                planned = await plan(session)
            paired = (
                None
                if planned is None
                else (planned, await asyncio.to_thread(rounds.pair, planned))
            )

            async def work(
                session: AsyncSession, paired: rounds.Paired | None = paired
            ) -> RoundView:
                return await store(session, paired)

            try:
                return await self._write(channel_id, work, kind, RoundView, actor.user_id, key)
            except rounds.LeagueChanged:
                continue  # a join, a drop or a fix came in while pairing: pair again
        raise MatchError(
            Message(
                "The league kept changing while its round was being paired (joins or drops); "
                "send the command again."
            )
        )

    @asynccontextmanager
    async def starting(self, channel_id: int) -> AsyncIterator[None]:
        """Hold while starting a round's tables: a second start in this process waits for the
        first (then finds its tables started); a re-pair is refused meanwhile. Other processes
        are kept apart by each table's claim in the database (bot.app.league.table_starts)."""
        lock = self._starting.setdefault(channel_id, asyncio.Lock())
        try:
            async with lock:
                yield
        finally:
            if not lock.locked() and self._starting.get(channel_id) is lock:
                del self._starting[channel_id]

    async def round_of(self, *, channel_id: int, number: int) -> RoundView:
        """Round `number` of the channel's league as it stands."""
        async with self.db.transaction() as session:
            league = await records.open_league(session, channel_id, closed_too=True)
            rows = await records.load(session, league)
            if not any(r.number == number for r in rows.rounds):
                raise MatchError(
                    Message(
                        "Round {round} has not been paired; see /league round status.",
                        round=number,
                    )
                )
            return rounds.round_view(rows, number)

    async def round_status(self, *, channel_id: int) -> RoundView:
        async with self.db.transaction() as session:
            return await rounds.current_round(session, channel_id=channel_id)

    async def preview_round(
        self, *, channel_id: int, actor: Actor, now: datetime | None = None
    ) -> RoundView:
        """The next round as `/league round start` would pair it now (the same league and
        seed), for the organiser's eyes; nothing is stored. Paired in a worker thread, like
        a start."""
        moment = now or utcnow()
        async with self.db.transaction() as session:
            read = await rounds.to_preview(
                session, channel_id=channel_id, is_judge=actor.is_judge, now=moment
            )
        return await asyncio.to_thread(rounds.preview_view, read, moment)

    async def swap_round(
        self,
        *,
        channel_id: int,
        actor: Actor,
        user_ids: tuple[int, int],
        now: datetime | None = None,
        idempotency_key: str | None = None,
    ) -> RoundView:
        """A judge swaps two players between tables of the next round before it is posted;
        the round as the preview now shows it and the start will post it. Paired off the
        event loop like a start (`_paired_write`)."""
        moment = now or utcnow()

        async def plan(session: AsyncSession) -> rounds.ToPair | None:
            return await rounds.to_pair(
                session, channel_id=channel_id, is_judge=actor.is_judge, now=moment
            )

        async def store(session: AsyncSession, paired: rounds.Paired | None) -> RoundView:
            return await round_swap.swap_round(
                session,
                channel_id=channel_id,
                is_judge=actor.is_judge,
                user_ids=user_ids,
                by=actor.user_id,
                now=moment,
                paired=paired,
            )

        return await self._paired_write(
            channel_id, plan, store, kind="round_swap", actor=actor, key=idempotency_key
        )

    async def repair_round(
        self, *, channel_id: int, actor: Actor, idempotency_key: str | None = None
    ) -> RoundView:
        """Pair the current round again, off the event loop and outside the write like a
        round start (`_paired_write`)."""

        async def plan(session: AsyncSession) -> rounds.ToPair | None:
            return await rounds.to_repair(session, channel_id=channel_id, is_judge=actor.is_judge)

        async def store(session: AsyncSession, paired: rounds.Paired | None) -> RoundView:
            lock = self._starting.get(channel_id)
            if lock is not None and lock.locked() and actor.is_judge:
                raise MatchError(
                    Message(
                        "The round is being started (its threads are being opened); it cannot be "
                        "re-paired now. Wait for the start to finish, then fix single results "
                        "with /league result."
                    )
                )
            return await rounds.repair_round(
                session, channel_id=channel_id, is_judge=actor.is_judge, paired=paired
            )

        return await self._paired_write(
            channel_id, plan, store, kind="round_repair", actor=actor, key=idempotency_key
        )

    async def fix_result(
        self,
        *,
        channel_id: int,
        actor: Actor,
        round_number: int,
        table: int,
        record: dict[str, Any],
        close_live: bool = False,
        idempotency_key: str | None = None,
    ) -> RoundView:
        """A judge's result for one table (`rounds.fix_result`); on a match still being
        played only with `close_live` (the caller then closes the match)."""

        async def work(session: AsyncSession) -> RoundView:
            return await rounds.fix_result(
                session,
                channel_id=channel_id,
                actor=actor,
                round_number=round_number,
                table=table,
                record=record,
                close_live=close_live,
            )

        return await self._write(
            channel_id, work, "result", RoundView, actor.user_id, idempotency_key
        )

    # -- results -------------------------------------------------------------------------------

    async def standings(self, *, channel_id: int) -> list[LeagueStanding]:
        """Computed by the pure core from this league's rows alone."""
        return compute_standings(records.league_file(await self._read(channel_id)))

    async def export(self, *, channel_id: int) -> dict[str, Any]:
        """The league file (shared/spec/league-format.md), with the league's settings."""
        return records.export(await self._read(channel_id))

    async def clock(self, now: datetime | None = None) -> list[clock.ClockNotice]:
        """Warnings and time calls due now in every open league, and what failed to post
        before: each post claimed by this process (see bot.app.league.clock). Report
        what became of them with `clock_done`."""
        moment = now or utcnow()
        async with self.db.transaction() as session:
            await clock.store_due(session, moment)
            return await clock.claim_waiting(session, moment)

    async def clock_done(
        self, *, posted: Sequence[int], failed: Sequence[int], now: datetime | None = None
    ) -> None:
        """Posts (`ClockNotice.posts`) that Discord took, and ones to try again next tick."""
        if posted or failed:
            async with self.db.transaction() as session:
                await clock.mark(session, posted=posted, failed=failed, now=now or utcnow())
