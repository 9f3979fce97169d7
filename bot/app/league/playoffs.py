"""The league's playoff over the database: the cut, each playoff round's matches (started by the
match service with the league's settings), a judge's winner, advancing, and the champion.

The bracket itself is the pure core's (bot.core.league.playoff): every view is computed from the
league file of the stored rows, so what Discord shows, what `/league export` hands out and what
`arbiter standings` prints agree. Writes go through the league's lock and the match service's
request log, one transaction each, like the league service's.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta
from functools import cached_property
from typing import Any, TypeVar

from sqlalchemy import ColumnElement, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from bot.app.league.clock import end_of_round_procedure
from bot.app.league.rounds import RoundView, check_games, refuse_live, round_view
from bot.app.league.service import LeagueWrites
from bot.app.league.table_starts import Stage, TableRef
from bot.app.match import Actor
from bot.core.errors import MatchError, NotAllowed
from bot.core.league import Kind, LeagueFileError
from bot.core.league.errors import described
from bot.core.league.playoff import PlayoffState, playoff_rounds, round_name, start_playoff
from bot.core.league.table_result import TableResult
from bot.core.messages import Message
from bot.store.leagues import (
    LeagueRows,
    league_file,
    load,
    match_record,
    open_league,
)
from bot.store.playoffs import as_pairing
from bot.store.tables.leagues import LEAGUE_OPEN, LeagueRow
from bot.store.tables.matches import FINISHED, MatchRow, utcnow
from bot.store.tables.playoffs import LeaguePlayoff, LeaguePlayoffMatch

T = TypeVar("T")


@dataclass(frozen=True)
class TimeNotice:
    """Time in a timed playoff round, for one unfinished match's thread."""

    thread_id: int
    user_ids: tuple[int | None, ...]
    procedure: Message


@dataclass(frozen=True)
class PlayoffTable:
    """One playoff match: seats in seed order, and who goes on once known."""

    id: int
    round: int
    table: int
    players: tuple[str, ...]
    seeds: tuple[int, ...]
    user_ids: tuple[int | None, ...]
    match_id: int | None
    thread_id: int | None
    result: TableResult | None  # its games, a draw or its winner; None while unfinished
    winner: str | None
    needs_judge: bool  # finished at level game wins: a judge records the winner
    deadline: datetime | None
    told: bool = False  # its players were told of their match in its thread
    fixed: bool = False  # a judge recorded its result
    drawn: bool = False  # a pod's draw (its highest seed goes on)

    @cached_property  # worked out once: a table's start asks it at every step
    def ref(self) -> TableRef:
        return TableRef(Stage.PLAYOFF, self.id)

    @property
    def started(self) -> bool:
        """Its players were told of its match, or a judge's result stands in for it."""
        return self.told or self.fixed


@dataclass(frozen=True)
class PlayoffView:
    league_id: int
    league_name: str
    guild_id: int | None
    channel_id: int  # the league channel, where the playoff's threads open
    kind: Kind
    size: int
    seeds: tuple[str, ...]
    seed_users: tuple[int | None, ...]
    tables: tuple[PlayoffTable, ...]  # every round's, in order
    total_rounds: int
    champion: str | None
    champion_user: int | None
    next_ready: bool  # the next round's matches are known but not yet stored
    champion_announced: bool
    # The stored answer to a request applied before (bot.store.requests.repeated): the
    # same interaction delivered again, which opens no table and tells no thread.
    duplicate: bool = field(default=False, compare=False)
    announced_round: int | None = None  # the last round listed in the league channel

    @property
    def round_number(self) -> int:
        return max((t.round for t in self.tables), default=0)

    def round(self, number: int) -> tuple[PlayoffTable, ...]:
        return tuple(t for t in self.tables if t.round == number)

    @property
    def current(self) -> tuple[PlayoffTable, ...]:
        return self.round(self.round_number)

    @cached_property
    def unstarted(self) -> tuple[PlayoffTable, ...]:
        return tuple(t for t in self.current if not t.started)

    def round_name(self, number: int) -> Message:
        return round_name(self.kind, self.size, number)


def playoff_view(rows: LeagueRows) -> PlayoffView:
    """The playoff of these rows, as the core reads their league file."""
    playoff = rows.playoff
    if playoff is None:
        raise MatchError(
            Message(
                "This league has no playoff yet; an organiser starts one after the last round with "
                "/league playoff start."
            )
        )
    state: PlayoffState = playoff_rounds(league_file(rows))
    users = {p.name: p.user_id for p in rows.players}
    tables = []
    for row in rows.playoff_matches:
        played = state.rounds[row.round_number - 1][row.table_number - 1]
        match = rows.matches.get(row.match_id) if row.match_id else None
        record = match_record(rows.league, as_pairing(row), match)
        result = TableResult.of(record, played.winner)
        assert row.id is not None
        tables.append(
            PlayoffTable(
                id=row.id,
                round=row.round_number,
                table=row.table_number,
                players=tuple(row.players),
                seeds=tuple(state.seed_of(p) for p in row.players),
                user_ids=tuple(users.get(p) for p in row.players),
                match_id=row.match_id,
                thread_id=row.thread_id,
                result=result,
                winner=played.winner,
                needs_judge=played.needs_judge,
                deadline=row.deadline,
                told=row.told_at is not None,
                fixed=row.fixed is not None,
                drawn=result is not None and result.drawn,
            )
        )
    assert rows.league.id is not None
    return PlayoffView(
        league_id=rows.league.id,
        league_name=rows.league.name,
        guild_id=rows.league.guild_id,
        channel_id=rows.league.channel_id,
        kind=Kind(rows.league.kind),
        size=playoff.size,
        seeds=state.seeds,
        seed_users=tuple(users.get(p) for p in state.seeds),
        tables=tuple(tables),
        total_rounds=state.total_rounds,
        champion=state.champion,
        champion_user=users.get(state.champion) if state.champion else None,
        next_ready=state.next_round is not None,
        champion_announced=playoff.champion_announced_at is not None,
        announced_round=playoff.announced_round,
    )


def _store_round(
    session: AsyncSession,
    league: LeagueRow,
    playoff: LeaguePlayoff,
    number: int,
    tables: tuple[tuple[str, ...], ...],
    now: datetime,
) -> None:
    assert league.id is not None
    minutes = playoff.round_minutes
    deadline = now + timedelta(minutes=minutes) if minutes else None
    for table, players in enumerate(tables, start=1):
        session.add(
            LeaguePlayoffMatch(
                league_id=league.id,
                round_number=number,
                table_number=table,
                players=list(players),
                started_at=now,
                deadline=deadline,
            )
        )


def _refuse_unless_judge(actor: Actor, refusal: Message) -> None:
    if not actor.is_judge:
        raise NotAllowed(refusal)


def _refuse_unfinished_round(rows: LeagueRows) -> None:
    current = rows.current_round
    if current is None:
        raise MatchError(
            Message(
                "No round has been played yet; a playoff comes after the rounds "
                "(/league round start)."
            )
        )
    view: RoundView = round_view(rows, current.number)
    waiting = view.unstarted or view.unfinished
    if waiting:
        raise MatchError(
            Message.plural(
                "Round {round} is still being played (table {tables}). The playoff starts "
                "when every round is done; a judge can fix results with /league result.",
                "Round {round} is still being played (tables {tables}). The playoff starts "
                "when every round is done; a judge can fix results with /league result.",
                len(waiting),
                round=current.number,
                tables=", ".join(str(p.table) for p in waiting),
            )
        )


class PlayoffService(LeagueWrites):
    kind_prefix = "playoff"

    async def _rows(self, session: AsyncSession, channel_id: int) -> LeagueRows:
        return await load(session, await open_league(session, channel_id))

    async def start(
        self,
        *,
        channel_id: int,
        actor: Actor,
        size: int,
        round_minutes: int | None = None,
        now: datetime | None = None,
        idempotency_key: str | None = None,
    ) -> PlayoffView:
        """Cut the league to its top `size` and store the first playoff round; then each of
        `view.unstarted` is started (bot.app.league.table_starts)."""

        async def work(session: AsyncSession) -> PlayoffView:
            _refuse_unless_judge(
                actor,
                Message(
                    "Only an organiser (Manage Server or the judge role) can start the playoff."
                ),
            )
            rows = await self._rows(session, channel_id)
            if rows.playoff is not None:
                raise MatchError(
                    Message(
                        "{league} already has a top {size} playoff; see /league playoff status.",
                        league=rows.league.name,
                        size=rows.playoff.size,
                    )
                )
            _refuse_unfinished_round(rows)
            try:
                state = start_playoff(league_file(rows), size, rows.league.seed)
            except LeagueFileError as error:
                raise MatchError(error.text) from None
            league = rows.league
            assert league.id is not None and state.next_round is not None
            playoff = LeaguePlayoff(
                league_id=league.id,
                size=size,
                seeds=list(state.seeds),
                round_minutes=round_minutes,
                started_by=actor.user_id,
            )
            session.add(playoff)
            _store_round(session, league, playoff, 1, state.next_round, now or utcnow())
            await session.flush()
            return playoff_view(await load(session, league))

        return await self._write(
            channel_id, work, "start", PlayoffView, actor.user_id, idempotency_key
        )

    async def advance(
        self,
        *,
        channel_id: int,
        actor: Actor | None = None,
        now: datetime | None = None,
        idempotency_key: str | None = None,
    ) -> PlayoffView:
        """Store the next playoff round if its matches are known (the organiser's command, or
        the bot itself once the last match is known: `actor` None). The organiser is told
        why not; the bot's own call just gives the view back."""

        async def work(session: AsyncSession) -> PlayoffView:
            if actor is not None:
                _refuse_unless_judge(
                    actor,
                    Message(
                        "Only an organiser (Manage Server or the judge role) can start the next "
                        "playoff round."
                    ),
                )
            rows = await self._rows(session, channel_id)
            view = playoff_view(rows)
            if view.next_ready:
                await self._store_next(session, rows, now or utcnow())
                return playoff_view(await load(session, rows.league))
            if actor is not None and not view.unstarted:
                raise MatchError(_why_not_next(view))
            return view

        return await self._write(
            channel_id, work, "advance", PlayoffView, actor.user_id if actor else 0, idempotency_key
        )

    async def _store_next(self, session: AsyncSession, rows: LeagueRows, now: datetime) -> None:
        state = playoff_rounds(league_file(rows))
        assert rows.playoff is not None and state.next_round is not None
        _store_round(session, rows.league, rows.playoff, state.next_number, state.next_round, now)
        await session.flush()

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
    ) -> PlayoffView:
        """A judge's record of a playoff match, which overrides its match: a swiss match's
        winner (with its games, or the games played so far), a pod's winner or draw. A match
        still being played is refused unless `close_live` (the caller then closes it), as in
        a round (`rounds.refuse_live`). When it completes its round, the next round is
        stored at once."""

        async def work(session: AsyncSession) -> PlayoffView:
            _refuse_unless_judge(
                actor,
                Message(
                    "Only an organiser (Manage Server or the judge role) can record a playoff "
                    "result."
                ),
            )
            rows = await self._rows(session, channel_id)
            playoff_view(rows)  # refuses a league without a playoff
            row = next(
                (
                    r
                    for r in rows.playoff_matches
                    if r.round_number == round_number and r.table_number == table
                ),
                None,
            )
            if row is None:
                raise MatchError(
                    Message(
                        "Playoff round {round} has no table {table}; see /league playoff status.",
                        round=round_number,
                        table=table,
                    )
                )
            fixed = dict(record)
            before = row.fixed
            match = rows.matches.get(row.match_id) if row.match_id else None
            if rows.league.kind == Kind.SWISS.value:
                if "games" not in fixed:  # the games the match has so far, and the winner
                    fixed["games"] = _games_so_far(match, row.players)
                games = fixed["games"]
                check_games(games, rows.league.best_of)
                level = isinstance(games, list) and len(games) == 3 and games[0] == games[1]
                if level and "winner" not in fixed:
                    raise MatchError(
                        Message(
                            "A playoff match cannot end in a draw: at level game wins give the "
                            "`winner` too."
                        )
                    )
            refuse_live(table, match, close_live)  # a record that fits, on a match in play
            current = playoff_view(rows)
            row.fixed, row.fixed_by = fixed, actor.user_id
            try:
                playoff_view(rows)  # the playoff's rules, on the fixed record
            except ValueError as error:
                row.fixed = before
                broken = getattr(error, "round_number", None)
                if broken is not None and broken > round_number:  # a later round's pairing
                    later = current.round_name(round_number + 1)
                    raise MatchError(
                        Message(
                            "Playoff round {round} is decided: the next round ({later}) is "
                            "paired already, so who went on from this match cannot change now. "
                            "A fix that keeps its winner (its games, say) can still be recorded.",
                            round=round_number,
                            later=later,
                        )
                    ) from None
                raise MatchError(
                    Message("That result cannot be recorded: {reason}", reason=described(error))
                ) from None
            await session.flush()
            view = playoff_view(rows)
            if view.next_ready:
                await self._store_next(session, rows, utcnow())
                view = playoff_view(await load(session, rows.league))
            return view

        return await self._write(
            channel_id, work, "result", PlayoffView, actor.user_id, idempotency_key
        )

    async def status(self, *, channel_id: int) -> PlayoffView:
        async with self.db.transaction() as session:
            league = await open_league(session, channel_id, closed_too=True)  # a read
            return playoff_view(await load(session, league))

    async def has_playoff(self, *, channel_id: int) -> bool:
        async with self.db.transaction() as session:
            league = await open_league(session, channel_id, closed_too=True)
            return await session.get(LeaguePlayoff, league.id) is not None

    async def under_way(self) -> list[int]:
        """The channels of open leagues whose playoff may have something to do: a round to
        start or a champion to announce."""
        async with self.db.transaction() as session:
            found = await session.execute(
                select(col(LeagueRow.channel_id))
                .join(LeaguePlayoff, col(LeaguePlayoff.league_id) == col(LeagueRow.id))
                .where(
                    col(LeagueRow.status) == LEAGUE_OPEN,
                    col(LeaguePlayoff.champion_announced_at).is_(None),
                )
            )
            return [channel for (channel,) in found.all()]

    async def league_of_match(self, match_id: int) -> int | None:
        """The channel of the open league whose playoff match `match_id` is (None if none)."""
        async with self.db.transaction() as session:
            found = await session.execute(
                select(col(LeagueRow.channel_id))
                .join(LeaguePlayoffMatch, col(LeaguePlayoffMatch.league_id) == col(LeagueRow.id))
                .where(
                    col(LeaguePlayoffMatch.match_id) == match_id,
                    col(LeagueRow.status) == LEAGUE_OPEN,
                )
            )
            return found.scalar_one_or_none()

    async def due_time_calls(self, now: datetime | None = None) -> list[TimeNotice]:
        """Call time on every timed playoff match whose deadline has passed (each claimed
        once, whichever process asks first): the unfinished ones' threads to tell."""
        now = now or utcnow()
        notices = []
        async with self.db.transaction() as session:
            due = await session.scalars(
                select(LeaguePlayoffMatch)
                .join(LeagueRow, col(LeagueRow.id) == col(LeaguePlayoffMatch.league_id))
                .where(
                    col(LeagueRow.status) == LEAGUE_OPEN,
                    col(LeaguePlayoffMatch.time_called_at).is_(None),
                    col(LeaguePlayoffMatch.deadline) <= now,
                )
            )
            for row in list(due):
                claimed = await session.execute(
                    update(LeaguePlayoffMatch)
                    .where(
                        col(LeaguePlayoffMatch.id) == row.id,
                        col(LeaguePlayoffMatch.time_called_at).is_(None),
                    )
                    .values(time_called_at=now)
                )
                if not claimed.rowcount or row.thread_id is None:  # type: ignore[attr-defined]
                    continue
                match = await session.get(MatchRow, row.match_id) if row.match_id else None
                if row.fixed is not None or (match is not None and match.status == FINISHED):
                    continue
                league = await session.get(LeagueRow, row.league_id)
                assert league is not None
                users = {p.name: p.user_id for p in (await load(session, league)).players}
                notices.append(
                    TimeNotice(
                        thread_id=row.thread_id,
                        user_ids=tuple(users.get(p) for p in row.players),
                        procedure=end_of_round_procedure(league.system, league.variant),
                    )
                )
        return notices

    async def claim_round_list(self, *, channel_id: int, number: int) -> bool:
        """Claim the list of playoff round `number`'s tables in the league channel (True once,
        whichever start, tick or process asks first)."""
        listed = col(LeaguePlayoff.announced_round)
        return await self._claim_once(
            channel_id, or_(listed.is_(None), listed < number), announced_round=number
        )

    async def claim_champion(self, *, channel_id: int, now: datetime | None = None) -> bool:
        """Claim the champion's announcement (True once, whichever process asks first)."""
        return await self._claim_once(
            channel_id,
            col(LeaguePlayoff.champion_announced_at).is_(None),
            champion_announced_at=now or utcnow(),
        )

    async def _claim_once(
        self, channel_id: int, unclaimed: ColumnElement[bool], **claim: Any
    ) -> bool:
        """Set `claim` on the channel's playoff if it is `unclaimed`: True for the one
        caller, in any process, that did."""
        async with self.db.transaction() as session:
            league = await open_league(session, channel_id)
            claimed = await session.execute(
                update(LeaguePlayoff)
                .where(col(LeaguePlayoff.league_id) == league.id, unclaimed)
                .values(**claim)
            )
            return bool(claimed.rowcount)  # type: ignore[attr-defined]


def _games_so_far(match: MatchRow | None, players: list[str]) -> list[int]:
    """[game wins of the first seat, of the second, drawn games] of a match, finished or not."""
    if match is None:
        return [0, 0, 0]
    teams: list[list[str]] = match.setup.get("teams") or [[p] for p in match.setup["players"]]
    side = {name: i for i, team in enumerate(teams) for name in team}
    return [match.wins[side[players[0]]], match.wins[side[players[1]]], match.draws]


def _why_not_next(view: PlayoffView) -> Message:
    if view.champion is not None:
        return Message("The playoff is over: {champion} is the champion.", champion=view.champion)
    judged = [t for t in view.current if t.needs_judge]
    if judged:
        return Message.plural(
            "Playoff round {round}, table {tables}: the game wins are level; a judge records "
            "the winner with /league result.",
            "Playoff round {round}, tables {tables}: the game wins are level; a judge records "
            "the winner with /league result.",
            len(judged),
            round=view.round_number,
            tables=", ".join(str(t.table) for t in judged),
        )
    playing = [t for t in view.current if t.winner is None]
    return Message.plural(
        "Playoff round {round} is still being played (table {tables}).",
        "Playoff round {round} is still being played (tables {tables}).",
        len(playing),
        round=view.round_number,
        tables=", ".join(str(t.table) for t in playing),
    )
