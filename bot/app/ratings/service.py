"""The rating service: ladders kept up to date as matches finish, read by the leaderboards.

A finished match updates its ladders at once (`match_finished`: all time, and the season it
finished in), in one transaction, and says how each player's rating moved. Anything that changes
a recorded result (an /undo that reopens a match, a judge's league fix) has the ladder computed
again from the log in the background (`match_reopened`, `results_fixed`): the answer to that
request never waits for it. Reads walk indexes and never compute a rating.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Hashable
from typing import Any

from sqlalchemy import and_, exists, func, or_, select, text, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from bot.app.match import MatchService
from bot.app.ratings.views import (
    LeaderboardView,
    PlayerLadderView,
    RatingLine,
    RecentMatch,
    SeasonView,
    ShownChange,
)
from bot.core.errors import MatchError, NotAllowed
from bot.core.match.inputs import given_name
from bot.core.messages import Message
from bot.core.ratings import Format, Season, Skill
from bot.store import ratings as store
from bot.store.database import Database
from bot.store.rating_source import FinishedMatch, LadderKey, aware, player_key
from bot.store.requests import request_for
from bot.store.tables.matches import FINISHED, MatchRow, utcnow
from bot.store.tables.ratings import (
    ALL_TIME,
    PlayerRatingRow,
    RatingChangeRow,
    RatingLadder,
    RatingSeason,
)

log = logging.getLogger(__name__)

PAGE_SIZE = 20
RECENT = 5
ALL_TIME_WORDS = ("all-time", "all time", "alltime", "all")
# pg_advisory_xact_lock(space, key) for a server's seasons (`_seasons_turn`): the key is the
# server's id folded into an int4 (two servers sharing one only wait for each other). The
# migrations' lock is the one-bigint form, a key space of its own.
SEASONS_LOCK_SPACE = 0x5EA5
INT4_KEYS = 2**31 - 1


def season_key(name: str) -> str:
    """A season's name as `/leaderboard season:` matches it: in any case and spacing."""
    return " ".join(name.split()).casefold()


def _season(row: RatingSeason) -> Season:
    assert row.id is not None
    return Season(row.id, row.name, aware(row.started_at), row.ended_at and aware(row.ended_at))


def _line(row: PlayerRatingRow, rank: int | None) -> RatingLine:
    return RatingLine(
        rank if row.qualified else None,
        row.name,
        row.user_id,
        row.shown,
        row.mu,
        row.sigma,
        row.wins,
        row.losses,
        row.draws,
    )


class RatingService:
    def __init__(
        self,
        database: Database,
        matches: MatchService | None = None,
        *,
        on_error: Callable[[BaseException], None] | None = None,
    ) -> None:
        """`matches`: the match service whose request log records the season commands (the
        bot's own, whose deliveries the Discord face reports); one of its own if not given."""
        self.db = database
        self.matches = matches or MatchService(database)
        self._locks: dict[Hashable, asyncio.Lock] = {}
        self._recomputing: dict[LadderKey, asyncio.Task[None]] = {}
        self._again: set[LadderKey] = set()
        self._tasks: set[asyncio.Task[None]] = set()
        self._on_error = on_error

    def _lock(self, key: LadderKey) -> asyncio.Lock:
        return self._locks.setdefault(key, asyncio.Lock())

    # -- writes: a finished match -------------------------------------------------------------

    async def match_finished(self, match_id: int) -> list[ShownChange]:
        """Rate a finished match on its ladders (at once), or find it rated already; how each
        player's all-time rating moved. [] when the match is not rated."""
        async with self.db.transaction() as session:
            match = await store.load_match(session, match_id)
            if match is None:
                return []
        async with self._lock(match.ladder):
            try:
                return await self._apply(match)
            except (store.OutOfOrder, IntegrityError):
                # Another match of the ladder was rated after this one finished (or by
                # another process at the same moment): compute the ladder again from the log.
                self.recompute_later(match.ladder)
                return []

    async def _apply(self, match: FinishedMatch) -> list[ShownChange]:
        lock = self.db.dialect == "postgresql"
        async with self.db.transaction() as session:
            stored = await self._stored_changes(session, match)
            if stored:
                return stored
            await self._seasons_turn(session, match.ladder.guild_id)
            changes = await store.apply_match(session, match, ALL_TIME, lock=lock)
            # The season the match finished in, not the one running now: a season may have
            # ended (or another begun) between the match's end and this rating.
            for season in await self._seasons_of(session, match):
                await store.apply_match(session, match, season.id, lock=lock)
        return [
            ShownChange(match.names[c.player], match.users[c.player], c.before.shown, c.after.shown)
            for c in changes
        ]

    async def _stored_changes(
        self, session: AsyncSession, match: FinishedMatch
    ) -> list[ShownChange]:
        rows = await session.scalars(
            select(RatingChangeRow).where(
                col(RatingChangeRow.match_id) == match.id,
                col(RatingChangeRow.season_id) == ALL_TIME,
            )
        )
        by_player = {r.player: r for r in rows}
        return [
            ShownChange(
                match.names[p],
                match.users[p],
                Skill(by_player[p].mu_before, by_player[p].sigma_before).shown,
                Skill(by_player[p].mu_after, by_player[p].sigma_after).shown,
            )
            for side in match.event.sides
            for p in side
            if p in by_player
        ]

    # -- writes: a result taken back or corrected ---------------------------------------------

    def match_reopened(self, match_id: int) -> None:
        """An /undo reopened a match: if it was rated, its ladder is computed again (later)."""
        self._background(self._reopened(match_id))

    async def _reopened(self, match_id: int) -> None:
        async with self.db.transaction() as session:
            rated = (
                await session.execute(
                    select(
                        col(RatingChangeRow.guild_id),
                        col(RatingChangeRow.system),
                        col(RatingChangeRow.format),
                    )
                    .where(col(RatingChangeRow.match_id) == match_id)
                    .limit(1)
                )
            ).first()
        if rated is not None:
            self.recompute_later(LadderKey(rated[0], rated[1], Format(rated[2])))

    def match_changed(self, match_id: int) -> None:
        """A judge corrected a match's recorded result (a league fix): its ladder, again."""
        self._background(self._changed(match_id))

    async def _changed(self, match_id: int) -> None:
        async with self.db.transaction() as session:
            match = await store.load_match(session, match_id)
        if match is not None:
            self.recompute_later(match.ladder)

    def catch_up_later(self) -> None:
        """At start, in the background: see `catch_up`."""
        self._background(self.catch_up())

    async def catch_up(self) -> set[LadderKey]:
        """Compute again the ladders that have a finished match not rated yet: matches from
        before ratings existed (the migration), or one whose process stopped between storing
        the match and rating it. The ladders it set to be recomputed."""
        rated = select(col(RatingChangeRow.match_id)).where(
            col(RatingChangeRow.match_id) == col(MatchRow.id)
        )
        async with self.db.transaction() as session:
            unrated = (
                await session.execute(
                    select(col(MatchRow.id), col(MatchRow.guild_id), col(MatchRow.system))
                    .where(
                        col(MatchRow.status) == FINISHED,
                        col(MatchRow.guild_id).is_not(None),
                        ~exists(rated),
                    )
                    .order_by(col(MatchRow.id))
                )
            ).all()
            keys: set[LadderKey] = set()
            for match_id, guild_id, system in unrated:
                if match_id is None or guild_id is None:
                    continue
                if any(k.guild_id == guild_id and k.system == system for k in keys):
                    continue  # this game's ladders are recomputed anyway
                match = await store.load_match(session, match_id)
                if match is not None:  # None: a match that is not rated (nothing happened)
                    keys.update(LadderKey(guild_id, system, fmt) for fmt in Format)
        for key in keys:
            self.recompute_later(key)
        return keys

    def recompute_later(self, key: LadderKey) -> None:
        """Compute the ladder again in the background; requests made meanwhile coalesce."""
        running = self._recomputing.get(key)
        if running is not None and not running.done():
            self._again.add(key)
            return
        self._recomputing[key] = self._background(self._recompute_until_settled(key))

    async def _recompute_until_settled(self, key: LadderKey) -> None:
        while True:
            self._again.discard(key)
            await self.recompute(key)
            if key not in self._again:
                return

    async def recompute(self, key: LadderKey) -> int:
        """Compute one ladder (all time and every season) from the log; its rated matches."""
        async with self._lock(key), self.db.transaction() as session:
            await self._seasons_turn(session, key.guild_id)
            seasons = await self._seasons(session, key.guild_id)
            return await store.rebuild_ladder(session, key, seasons)

    def _background(self, work: Any) -> asyncio.Task[None]:
        task: asyncio.Task[None] = asyncio.get_running_loop().create_task(self._logged(work))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        # A task cancelled before it began (the bot closing) never awaited `work`: close it,
        # or Python warns that the coroutine was never awaited. Closing a finished one is a no-op.
        task.add_done_callback(lambda _task: work.close())
        return task

    async def _logged(self, work: Any) -> None:
        try:
            await work
        except Exception as error:  # nobody waits for this: log it, keep it for the tests
            log.error("recomputing ratings failed", exc_info=error)
            if self._on_error is not None:
                self._on_error(error)

    async def idle(self) -> None:
        """Wait until no recomputation is running (tests, shutdown)."""
        while self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)

    async def close(self) -> None:
        tasks = list(self._tasks)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    # -- seasons --------------------------------------------------------------------------------

    async def _seasons_turn(
        self, session: AsyncSession, guild_id: int, *, change: bool = False
    ) -> None:
        """Seasons and ratings take turns per server, so that a season's start or end is one
        moment every rating agrees on. A rating (shared) reads the seasons only once no start
        or end that has taken its moment is left uncommitted; a start or end (exclusive) takes
        its moment only once the ratings under way have committed, whose matches finished
        before it. Without this, a match finishing just after a season's end was counted in
        it by a rating that read the seasons before the end committed (and one just after a
        start was left out of it). PostgreSQL only: SQLite's writers take turns already
        (BEGIN IMMEDIATE), and a start or end takes its moment inside its transaction."""
        if self.db.dialect != "postgresql":
            return
        lock = "pg_advisory_xact_lock" if change else "pg_advisory_xact_lock_shared"
        await session.execute(
            text(f"SELECT {lock}(:space, :server)"),
            {"space": SEASONS_LOCK_SPACE, "server": guild_id % INT4_KEYS},
        )

    async def _seasons_of(self, session: AsyncSession, match: FinishedMatch) -> list[Season]:
        """The seasons a match counts in: those running when it finished (as `recompute`
        finds them)."""
        seasons = await self._seasons(session, match.ladder.guild_id)
        return [s for s in seasons if s.contains(match.finished_at)]

    async def _seasons(self, session: AsyncSession, guild_id: int) -> list[Season]:
        rows = await session.scalars(
            select(RatingSeason)
            .where(col(RatingSeason.guild_id) == guild_id)
            .order_by(col(RatingSeason.started_at))
        )
        return [_season(r) for r in rows]

    async def _current_season(self, session: AsyncSession, guild_id: int) -> Season | None:
        row = (
            await session.scalars(
                select(RatingSeason).where(
                    col(RatingSeason.guild_id) == guild_id, col(RatingSeason.ended_at).is_(None)
                )
            )
        ).first()
        return _season(row) if row is not None else None

    async def _season_write(
        self,
        guild_id: int,
        user_id: int,
        kind: str,
        work: Callable[[AsyncSession], Awaitable[SeasonView]],
        key: str | None,
    ) -> SeasonView:
        """A season's start or end: one at a time per server, applied once per interaction id
        by the match service's request log (bot.store.requests), so a second delivery gets
        the first answer (or refusal) and changes nothing: a late copy of /ratings season end
        does not end the season started after it."""
        request = request_for(key, user_id, f"ratings_{kind}", SeasonView, guild_id=guild_id)
        return await self.matches.write_request(("seasons", guild_id), work, request)

    async def start_season(
        self,
        *,
        guild_id: int,
        name: str,
        user_id: int,
        is_organiser: bool,
        idempotency_key: str | None = None,
    ) -> SeasonView:
        name = given_name(" ".join(name.split()), Message("The season's name"))
        if season_key(name) in ALL_TIME_WORDS:
            raise MatchError(
                Message(
                    "'{name}' is how /leaderboard asks for all time; give the season another name.",
                    name=name,
                )
            )

        async def work(session: AsyncSession) -> SeasonView:
            if not is_organiser:  # refused in the request: a repeat is refused again
                raise NotAllowed(
                    Message(
                        "Only an organiser (Manage Server or the judge role) can start a season."
                    )
                )
            await self._seasons_turn(session, guild_id, change=True)
            current = await self._current_season(session, guild_id)
            if current is not None:
                raise MatchError(
                    Message(
                        "The season {season} is running: end it first with /ratings season end.",
                        season=current.name,
                    )
                )
            # /leaderboard season:NAME shows the latest season of a name: a second one
            # would hide the first's final board.
            taken = next(
                (
                    s
                    for s in await self._seasons(session, guild_id)
                    if season_key(s.name) == season_key(name)
                ),
                None,
            )
            if taken is not None:
                raise MatchError(
                    Message(
                        "This server already had a season called {season} (its final board: "
                        "/leaderboard season:{season}); give the new one another name.",
                        season=taken.name,
                    )
                )
            # Started by someone else at the same moment: the unique key refuses this one,
            # and the request log's next attempt finds theirs running.
            row = RatingSeason(guild_id=guild_id, name=name, started_by=user_id)
            session.add(row)
            await session.flush()
            season = _season(row)
            return SeasonView(season.id, season.name, season.started_at, None)

        return await self._season_write(guild_id, user_id, "season_start", work, idempotency_key)

    async def end_season(
        self,
        *,
        guild_id: int,
        is_organiser: bool,
        user_id: int = 0,
        idempotency_key: str | None = None,
    ) -> SeasonView:
        async def work(session: AsyncSession) -> SeasonView:
            if not is_organiser:  # refused in the request: a repeat is refused again
                raise NotAllowed(
                    Message("Only an organiser (Manage Server or the judge role) can end a season.")
                )
            await self._seasons_turn(session, guild_id, change=True)
            current = await self._current_season(session, guild_id)
            if current is None:
                raise MatchError(
                    Message("No season is running; start one with /ratings season start.")
                )
            ended = utcnow()
            await session.execute(
                update(RatingSeason)
                .where(col(RatingSeason.id) == current.id)
                .values(ended_at=ended)
            )
            return SeasonView(current.id, current.name, current.started_at, ended)

        return await self._season_write(guild_id, user_id, "season_end", work, idempotency_key)

    async def _season_for(
        self, session: AsyncSession, guild_id: int, season: str | None
    ) -> tuple[int, str | None]:
        """The season asked for: None is the current one (else all time); a name, the latest
        season of that name."""
        if season is not None and season_key(season) in ALL_TIME_WORDS:
            return ALL_TIME, None
        if season is None:
            current = await self._current_season(session, guild_id)
            return (current.id, current.name) if current is not None else (ALL_TIME, None)
        # Compared here, not with SQL's lower(), which folds ASCII letters only ("Été").
        wanted = season_key(season)
        named = [s for s in await self._seasons(session, guild_id) if season_key(s.name) == wanted]
        if not named:
            raise MatchError(
                Message(
                    "This server has no season called '{season}'; leave `season` out for the "
                    "current one, or say `all-time`.",
                    season=season.strip(),
                )
            )
        return named[-1].id, named[-1].name

    # -- reads ----------------------------------------------------------------------------------

    async def leaderboard(
        self,
        *,
        guild_id: int,
        system: str | None,
        ladder_format: Format | None,
        season: str | None,
        page: int,
    ) -> LeaderboardView:
        """One page of a ladder: qualified players by rating (ranks shared on equal rating and
        mu), then provisional ones. Without a game or format: the ladder played last."""
        async with self.db.transaction() as session:
            season_id, season_name = await self._season_for(session, guild_id, season)
            ladder_query = select(RatingLadder).where(
                col(RatingLadder.guild_id) == guild_id, col(RatingLadder.season_id) == season_id
            )
            if system is not None:
                ladder_query = ladder_query.where(col(RatingLadder.system) == system)
            if ladder_format is not None:
                ladder_query = ladder_query.where(col(RatingLadder.format) == ladder_format.value)
            ladder = (
                await session.scalars(
                    ladder_query.order_by(col(RatingLadder.last_finished_at).desc()).limit(1)
                )
            ).first()
            if ladder is None:
                return LeaderboardView(
                    system or "",
                    ladder_format.value if ladder_format else "",
                    season_name,
                    page,
                    (),
                    False,
                )
            where = (
                col(PlayerRatingRow.guild_id) == guild_id,
                col(PlayerRatingRow.system) == ladder.system,
                col(PlayerRatingRow.format) == ladder.format,
                col(PlayerRatingRow.season_id) == season_id,
            )
            rows = list(
                await session.scalars(
                    select(PlayerRatingRow)
                    .where(*where)
                    .order_by(*self._board_order())
                    .offset((page - 1) * PAGE_SIZE)
                    .limit(PAGE_SIZE + 1)
                )
            )
            more, rows = len(rows) > PAGE_SIZE, rows[:PAGE_SIZE]
            lines = []
            previous: tuple[int, float] | None = None
            rank = 0
            for position, row in enumerate(rows):
                if not row.qualified:
                    lines.append(_line(row, None))
                    continue
                if previous is None or (row.shown, row.mu) != previous:
                    rank = (
                        await self._rank(session, where, row)
                        if previous is None
                        else (page - 1) * PAGE_SIZE + position + 1
                    )
                    previous = (row.shown, row.mu)
                lines.append(_line(row, rank))
        return LeaderboardView(ladder.system, ladder.format, season_name, page, tuple(lines), more)

    def _board_order(self) -> tuple[Any, ...]:
        """The board's order, `bot.core.ratings.order_key`'s in SQL: names compared by code point
        (PostgreSQL's "C" collation, SQLite's BINARY), not by the database's locale."""
        by_code_point = "C" if self.db.dialect == "postgresql" else "BINARY"
        return (
            col(PlayerRatingRow.qualified).desc(),
            col(PlayerRatingRow.shown).desc(),
            col(PlayerRatingRow.mu).desc(),
            col(PlayerRatingRow.name).collate(by_code_point),
            col(PlayerRatingRow.player).collate(by_code_point),
        )

    async def _rank(self, session: AsyncSession, where: Any, row: PlayerRatingRow) -> int:
        """1 + the qualified players above this one (a walk of the board's index)."""
        above = await session.scalar(
            select(func.count())
            .select_from(PlayerRatingRow)
            .where(
                *where,
                col(PlayerRatingRow.qualified).is_(True),
                or_(
                    col(PlayerRatingRow.shown) > row.shown,
                    and_(col(PlayerRatingRow.shown) == row.shown, col(PlayerRatingRow.mu) > row.mu),
                ),
            )
        )
        return int(above or 0) + 1

    async def player(
        self, *, guild_id: int, user_id: int, name: str, system: str | None
    ) -> list[PlayerLadderView]:
        """One player's ratings in each of their ladders (all time and the current season),
        each with their last rated matches."""
        key = player_key(user_id, name)
        async with self.db.transaction() as session:
            current = await self._current_season(session, guild_id)
            seasons = [ALL_TIME] + ([current.id] if current is not None else [])
            query = select(PlayerRatingRow).where(
                col(PlayerRatingRow.guild_id) == guild_id,
                col(PlayerRatingRow.user_id) == user_id,
                col(PlayerRatingRow.season_id).in_(seasons),
            )
            if system is not None:
                query = query.where(col(PlayerRatingRow.system) == system)
            rows = list(await session.scalars(query))
            rows.sort(key=lambda r: (r.season_id != ALL_TIME, r.system, r.format))
            views = []
            for row in rows:
                where = (
                    col(PlayerRatingRow.guild_id) == guild_id,
                    col(PlayerRatingRow.system) == row.system,
                    col(PlayerRatingRow.format) == row.format,
                    col(PlayerRatingRow.season_id) == row.season_id,
                )
                rank = await self._rank(session, where, row) if row.qualified else None
                recent = await session.scalars(
                    select(RatingChangeRow)
                    .where(
                        col(RatingChangeRow.guild_id) == guild_id,
                        col(RatingChangeRow.player) == key,
                        col(RatingChangeRow.system) == row.system,
                        col(RatingChangeRow.format) == row.format,
                        col(RatingChangeRow.season_id) == row.season_id,
                    )
                    .order_by(col(RatingChangeRow.seq).desc())
                    .limit(RECENT)
                )
                views.append(
                    PlayerLadderView(
                        row.system,
                        row.format,
                        current.name if current and row.season_id == current.id else None,
                        _line(row, rank),
                        tuple(
                            RecentMatch(
                                c.match_id,
                                c.outcome,
                                Skill(c.mu_before, c.sigma_before).shown,
                                Skill(c.mu_after, c.sigma_after).shown,
                                aware(c.finished_at),
                            )
                            for c in recent
                        ),
                    )
                )
        return views
