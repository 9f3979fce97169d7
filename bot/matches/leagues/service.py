"""The league service: each method one use case, in one transaction, over the modules beside
it (registration, rounds, clock, records). Matches are started and refereed by the match
service, through its public methods only.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypeVar

from sqlalchemy.ext.asyncio import AsyncSession

from bot.league import Standing, compute_standings
from bot.matches.database import Database
from bot.matches.errors import MatchError
from bot.matches.leagues import clock, records, registration, rounds
from bot.matches.leagues.registration import LeagueSettings
from bot.matches.leagues.rounds import RoundView
from bot.matches.models import utcnow
from bot.matches.requests import request_for
from bot.matches.service import Actor, MatchService, PlayerSpec
from bot.matches.views import MatchView

T = TypeVar("T")


@dataclass(frozen=True)
class LeagueView:
    id: int
    name: str
    system: str
    kind: str
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
        kind=league.kind,
        best_of=league.best_of,
        variant=league.variant,
        round_minutes=league.round_minutes,
        rounds_planned=league.rounds_planned,
        rounds_played=len(rows.rounds),
        players=tuple((p.name, p.user_id, p.dropped_after) for p in rows.players),
    )


async def _view_of(session: AsyncSession, channel_id: int) -> LeagueView:
    return _league_view(await records.load(session, await records.open_league(session, channel_id)))


class LeagueService:
    def __init__(self, database: Database, matches: MatchService) -> None:
        self.db = database
        self.matches = matches
        matches.time_called = rounds.TIME_CALLED  # no new game after time in a league match
        self._unposted: list[clock.ClockNotice] = []  # posts that failed: the next tick's

    async def _write(
        self,
        channel_id: int,
        work: Callable[[AsyncSession], Awaitable[T]],
        *,
        kind: str,
        answer: type[T],
        user_id: int,
        key: str | None,
    ) -> T:
        """One transaction, one at a time per league channel in this process, applied once per
        idempotency key (the interaction id) by the match service's request log: a repeat
        gets the first answer (or refusal) and changes nothing. The unique keys catch a second
        process doing the same thing at the same moment; the log then tries again."""
        request = request_for(key, user_id, f"league_{kind}", answer, channel_id=channel_id)
        return await self.matches.write_request(("league", channel_id), work, request)

    async def _read(self, channel_id: int) -> records.LeagueRows:
        async with self.db.transaction() as session:
            return await records.load(session, await records.open_league(session, channel_id))

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
        if not actor.is_judge:
            raise MatchError(
                "Only an organiser (Manage Server or the judge role) can create a league."
            )

        async def work(session: AsyncSession) -> LeagueView:
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
            channel_id,
            work,
            kind="create",
            answer=LeagueView,
            user_id=actor.user_id,
            key=idempotency_key,
        )

    async def join(
        self, *, channel_id: int, user_id: int, name: str, idempotency_key: str | None = None
    ) -> LeagueView:
        async def work(session: AsyncSession) -> LeagueView:
            await registration.join(session, channel_id=channel_id, user_id=user_id, name=name)
            return await _view_of(session, channel_id)

        return await self._write(
            channel_id, work, kind="join", answer=LeagueView, user_id=user_id, key=idempotency_key
        )

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
            channel_id,
            work,
            kind="drop",
            answer=LeagueView,
            user_id=actor.user_id,
            key=idempotency_key,
        )

    async def league(self, *, channel_id: int) -> LeagueView:
        async with self.db.transaction() as session:
            return await _view_of(session, channel_id)

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
        its matches); then call `start_pairing` for each of `view.unstarted`."""

        async def work(session: AsyncSession) -> RoundView:
            return await rounds.start_round(
                session, channel_id=channel_id, is_judge=actor.is_judge, now=now
            )

        return await self._write(
            channel_id,
            work,
            kind="round_start",
            answer=RoundView,
            user_id=actor.user_id,
            key=idempotency_key,
        )

    async def start_pairing(
        self, *, pairing_id: int, thread_id: int, guild_id: int | None, actor: Actor
    ) -> MatchView:
        """Start the match of one pairing in its thread with the league's settings. Safe to
        repeat: a pairing whose match exists is answered with it, and a match already
        started in the thread (a crash between the two writes) is linked, not doubled."""
        async with self.db.transaction() as session:
            league, pairing = await rounds.pairing_to_start(session, pairing_id)
            users = {p.name: p.user_id for p in (await records.load(session, league)).players}
        if pairing.match_id is not None:
            return await self.matches.match(pairing.match_id)
        specs = [PlayerSpec(user_id=users.get(name), name=name) for name in pairing.players]
        try:
            view = await self.matches.start_match(
                guild_id=guild_id,
                channel_id=thread_id,
                system=league.system,
                players=specs,
                actor=Actor(user_id=actor.user_id, is_judge=True),  # the league starts it
                best_of=league.best_of,
                variant=league.variant,
            )
        except MatchError as refused:
            # Started before a crash kept us from linking it? Then link that match.
            try:
                view = await self.matches.status(channel_id=thread_id)
            except MatchError:
                raise refused from None
            if [p.name for p in view.players] != list(pairing.players):
                raise refused from None
        async with self.db.transaction() as session:
            await rounds.link_match(
                session, pairing_id=pairing_id, match_id=view.id, thread_id=thread_id
            )
        return view

    async def round_status(self, *, channel_id: int) -> RoundView:
        async with self.db.transaction() as session:
            return await rounds.current_round(session, channel_id=channel_id)

    async def repair_round(
        self, *, channel_id: int, actor: Actor, idempotency_key: str | None = None
    ) -> RoundView:
        async def work(session: AsyncSession) -> RoundView:
            return await rounds.repair_round(
                session, channel_id=channel_id, is_judge=actor.is_judge
            )

        return await self._write(
            channel_id,
            work,
            kind="round_repair",
            answer=RoundView,
            user_id=actor.user_id,
            key=idempotency_key,
        )

    async def fix_result(
        self,
        *,
        channel_id: int,
        actor: Actor,
        round_number: int,
        table: int,
        record: dict[str, Any],
        idempotency_key: str | None = None,
    ) -> RoundView:
        async def work(session: AsyncSession) -> RoundView:
            return await rounds.fix_result(
                session,
                channel_id=channel_id,
                user_id=actor.user_id,
                is_judge=actor.is_judge,
                round_number=round_number,
                table=table,
                record=record,
            )

        return await self._write(
            channel_id,
            work,
            kind="result",
            answer=RoundView,
            user_id=actor.user_id,
            key=idempotency_key,
        )

    # -- results -------------------------------------------------------------------------------

    async def standings(self, *, channel_id: int) -> list[Standing]:
        """Computed by the pure core from this league's rows alone."""
        return compute_standings(records.league_file(await self._read(channel_id)))

    async def export(self, *, channel_id: int) -> dict[str, Any]:
        """The league file (shared/spec/league-format.md), with the league's settings."""
        return records.export(await self._read(channel_id))

    async def clock(self, now: datetime | None = None) -> list[clock.ClockNotice]:
        """Warnings and time calls due now in every open league (each handed out once), and
        first what failed to post at the last tick (`retry`)."""
        async with self.db.transaction() as session:
            due = await clock.due_notices(session, now or utcnow())
        retries, self._unposted = self._unposted, []
        return retries + due

    def retry(self, notice: clock.ClockNotice | None) -> None:
        """Hand `notice` (what a failed post left: clock.unposted) out again at the next tick."""
        if notice is not None:
            self._unposted.append(notice)
