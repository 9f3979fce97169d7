"""Every table a league opens, started once: a round's pairing and a playoff match alike.

A table (a `LeaguePairing` of a round, a `LeaguePlayoffMatch` of the playoff) starts in three
transactions around the face's two steps, each stored as it is done, so that a start that
stopped anywhere resumes where it stopped:

1. `claim`: the table is taken, under the league's row lock, for CLAIM_FOR. No other start (a
   command delivered twice, the clock's tick, the last match of a round ending, a second
   process) is given it while the claim lasts, nor once it is started;
   (the face opens its thread)
2. `start`: in one transaction through the request log, the thread recorded, its match started
   there under a key naming the table and the thread, and linked to the table: a try after a
   crash finds the thread and the match (or, if the transaction never committed, neither:
   the thread is opened again, nothing is doubled in the database);
   (the face tells its players and shows the match's board)
3. `told`: the thread's first message reached Discord, pinging the players. Only then does the
   table count as started (`told_at`), and its claim is let go; the board's message is kept
   with the match in the same transaction.

A step that fails lets the claim go (`release`), for the next start; a start that died keeps
it until it runs out, then the next start, or the bot's clock (`abandoned`), finishes it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from enum import StrEnum
from typing import Protocol

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from bot.app.match import Actor, MatchService
from bot.app.match.views import MatchView
from bot.core.errors import MatchError
from bot.core.league.playoff import HIGHER_SEED_CHOOSES
from bot.core.match.commands import PlayerSpec, ShowIn, StartOptions
from bot.core.messages import Message
from bot.store.database import Database
from bot.store.leagues import as_utc
from bot.store.tables.leagues import LEAGUE_OPEN, LeaguePairing, LeaguePlayer, LeagueRow
from bot.store.tables.matches import utcnow
from bot.store.tables.playoffs import LeaguePlayoffMatch

# How long a start holds a table while it opens its thread, starts its match and tells its
# players: a start that died leaves the table claimed until then.
CLAIM_FOR = timedelta(minutes=5)


class Stage(StrEnum):
    ROUND = "round"  # a pairing of a league round
    PLAYOFF = "playoff"  # a match of the playoff


@dataclass(frozen=True)
class TableRef:
    stage: Stage
    id: int  # the pairing's or the playoff match's row id


class Table(Protocol):
    """A table as a round or a playoff shows it (PairingView, PlayoffTable)."""

    @property
    def ref(self) -> TableRef: ...

    @property
    def table(self) -> int: ...

    @property
    def players(self) -> tuple[str, ...]: ...

    @property
    def user_ids(self) -> tuple[int | None, ...]: ...


@dataclass(frozen=True)
class Claimed:
    """A table this start holds, with the thread an earlier try opened for it, if any."""

    ref: TableRef
    thread_id: int | None


@dataclass(frozen=True)
class Board:
    """A table's first scoreboard, posted in its thread: kept with its match as it is told."""

    thread_id: int
    match_id: int
    message_id: int


@dataclass(frozen=True)
class Abandoned:
    """A round (or playoff round) with a table whose start died: its claim ran out before its
    players were told."""

    stage: Stage
    channel_id: int  # the league's channel
    round_number: int


TableRow = LeaguePairing | LeaguePlayoffMatch
_MODELS: dict[Stage, type[LeaguePairing] | type[LeaguePlayoffMatch]] = {
    Stage.ROUND: LeaguePairing,
    Stage.PLAYOFF: LeaguePlayoffMatch,
}
GONE = Message("That table no longer exists (its round was paired again).")


async def _row(session: AsyncSession, ref: TableRef) -> TableRow | None:
    return await session.get(_MODELS[ref.stage], ref.id)


async def claim(
    session: AsyncSession, ref: TableRef, *, expected: Sequence[str], now: datetime
) -> Claimed | None:
    """Claim the table before its thread is opened: None if it needs no start (its players
    were told, a judge recorded its result, it was paired again into other players, it is
    gone) or another start holds it. Takes the league's row lock, so that a re-pair and a
    claim never cross."""
    row = await _row(session, ref)
    if row is None:
        return None
    await session.execute(
        select(col(LeagueRow.id)).where(col(LeagueRow.id) == row.league_id).with_for_update()
    )
    await session.refresh(row)
    if (
        row.told_at is not None
        or row.fixed is not None
        or tuple(row.players) != tuple(expected)
        or (row.claimed_until is not None and as_utc(row.claimed_until) > now)
    ):
        return None
    row.claimed_until = now + CLAIM_FOR
    return Claimed(ref, row.thread_id)


async def release(session: AsyncSession, ref: TableRef, *, forget_thread: bool) -> None:
    """A step failed: the next start takes the table up again (in a new thread if
    `forget_thread`: its match could not be started in this one)."""
    row = await _row(session, ref)
    if row is None or row.told_at is not None:
        return
    row.claimed_until = None
    if forget_thread and row.match_id is None:
        row.thread_id = None


def link(row: TableRow, *, match_id: int, thread_id: int) -> None:
    """The table's match, started in its thread. The claim stays: its players are not told."""
    if row.match_id is None:
        row.match_id, row.thread_id = match_id, thread_id


async def told(session: AsyncSession, ref: TableRef, now: datetime) -> None:
    """The table's players were told in its thread: it is started, and no longer claimed."""
    row = await _row(session, ref)
    if row is not None:
        if row.told_at is None:
            row.told_at = now
        row.claimed_until = None


def table_match(
    league: LeagueRow,
    players: Sequence[str],
    users: Mapping[str, int | None],
    *,
    guild_id: int | None,
    thread_id: int,
    first_chooser: tuple[str, str] | None = None,
) -> StartOptions:
    """The options of a league table's match (a round's pairing or a playoff match) in its
    thread: its players by name with their user ids, and the league's game, best-of and
    variant."""
    return StartOptions(
        guild_id=guild_id,
        channel_id=thread_id,
        system=league.system,
        players=[PlayerSpec(user_id=users.get(name), name=name) for name in players],
        best_of=league.best_of,
        variant=league.variant,
        first_chooser=first_chooser,
    )


async def abandoned(session: AsyncSession, now: datetime) -> list[Abandoned]:
    """The rounds of open leagues (and playoff rounds) with a table whose claim ran out
    before its players were told: a start that died there."""
    found = []
    for stage, model in _MODELS.items():
        rows = await session.execute(
            select(col(LeagueRow.channel_id), col(model.round_number))
            .join(LeagueRow, col(LeagueRow.id) == col(model.league_id))
            .where(
                col(LeagueRow.status) == LEAGUE_OPEN,
                col(model.told_at).is_(None),
                col(model.fixed).is_(None),
                col(model.claimed_until) < now,
            )
            .distinct()
        )
        found += [Abandoned(stage, channel, number) for channel, number in rows.all()]
    return found


class TableStarts:
    """The steps above, one transaction each, for every face that opens tables."""

    def __init__(self, database: Database, matches: MatchService) -> None:
        self.db = database
        self.matches = matches

    async def claim(self, table: Table, *, now: datetime | None = None) -> Claimed | None:
        async with self.db.transaction() as session:
            moment = now or datetime.now(UTC)
            return await claim(session, table.ref, expected=table.players, now=moment)

    async def release(self, ref: TableRef, *, forget_thread: bool = False) -> None:
        async with self.db.transaction() as session:
            await release(session, ref, forget_thread=forget_thread)

    async def start(self, ref: TableRef, *, thread_id: int, actor: Actor) -> MatchView:
        """Record the claimed table's thread, start its match there with the league's
        settings (a playoff's higher seed choosing first) and link it: one transaction
        (the match's unit of work), so a crash leaves all of it or none, and the table's
        row is the start's record: a table started already (a try after a crash, a second
        delivery) answers with its match, never a second one, nor a match someone else
        started in the thread (refused: the channel has an active match). If no match can
        be started in this thread, the table is let go, to start in a new one."""
        league_actor = Actor(user_id=actor.user_id, is_judge=True)  # the league starts it

        async def work(session: AsyncSession) -> MatchView:
            row = await _row(session, ref)
            if row is None:
                raise MatchError(GONE)
            if row.match_id is not None:
                return await self.matches.unit.view(session, row.match_id)
            league = await session.get(LeagueRow, row.league_id)
            assert league is not None
            found = await session.execute(
                select(col(LeaguePlayer.name), col(LeaguePlayer.user_id)).where(
                    col(LeaguePlayer.league_id) == league.id,
                    col(LeaguePlayer.name).in_(row.players),
                )
            )
            users: dict[str, int | None] = dict(found.all())
            # The higher seed chooses in a playoff match; a round's first chooser is drawn.
            chooser = (row.players[0], HIGHER_SEED_CHOOSES) if ref.stage is Stage.PLAYOFF else None
            options = table_match(
                league,
                row.players,
                users,
                guild_id=league.guild_id,
                thread_id=thread_id,
                first_chooser=chooser,
            )
            view = await self.matches.start_in(session, actor=league_actor, **options)
            link(row, match_id=view.id, thread_id=thread_id)
            return view

        try:
            return await self.matches.unit.write(thread_id, work)
        except MatchError:
            await self.release(ref, forget_thread=True)
            raise

    async def told(
        self, ref: TableRef, *, now: datetime | None = None, board: Board | None = None
    ) -> None:
        """The table's players were told: it is started (one transaction), with its match's
        first `board`, if the face posted one, kept with the match."""
        moment = now or datetime.now(UTC)
        if board is None:
            async with self.db.transaction() as session:
                await told(session, ref, moment)
            return

        async def work(session: AsyncSession) -> None:
            await told(session, ref, moment)
            shown = ShowIn(board.message_id)
            await self.matches.unit.shown_in(session, board.thread_id, board.match_id, shown)

        await self.matches.unit.write(board.thread_id, work)

    async def abandoned(self, now: datetime | None = None) -> list[Abandoned]:
        async with self.db.transaction() as session:
            return await abandoned(session, now or utcnow())
