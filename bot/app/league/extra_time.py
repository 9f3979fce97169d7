"""A judge's time extension for one table of the round being played (issue 33): its deadline
moves, and its thread is told."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from bot.app.league.floor_part import FloorPart
from bot.app.league.rounds import PairingView, round_view
from bot.app.match import Actor
from bot.app.ports import TableExtended
from bot.core.errors import MatchError, NotAllowed
from bot.core.messages import Message
from bot.store.leagues import load, open_league

MAX_EXTENSION = 60  # minutes a table may be given in all


@dataclass(frozen=True)
class Extended:
    round_number: int
    table: PairingView
    minutes: int  # given now; `table.extra_minutes` in all
    duplicate: bool = False


class ExtraTime(FloorPart):
    """Extra time for one table."""

    async def extend(
        self,
        *,
        channel_id: int,
        actor: Actor,
        table: int,
        minutes: int,
        idempotency_key: str | None = None,
    ) -> Extended:
        """A judge's time extension for one table of the round being played: its deadline
        moves by `minutes` (on its board, the clock and the league page), and its thread is
        told."""

        async def work(session: AsyncSession) -> Extended:
            if not actor.is_judge:
                raise NotAllowed(Message("Only a judge or an organiser gives a table extra time."))
            league = await open_league(session, channel_id, lock=True)
            rows = await load(session, league)
            current = rows.current_round
            if current is None:
                raise MatchError(
                    Message("No round is being played; start one with /league round start.")
                )
            pairing = next(
                (p for p in rows.pairings_of(current.number) if p.table_number == table), None
            )
            if pairing is None:
                raise MatchError(
                    Message(
                        "Round {round} has no table {table}; see /league round status.",
                        round=current.number,
                        table=table,
                    )
                )
            view = next(p for p in round_view(rows, current.number).pairings if p.id == pairing.id)
            if view.result is not None:
                raise MatchError(
                    Message("Table {table} has finished: no time to add.", table=table)
                )
            if pairing.time_called_at is not None or (
                current.time_called_at is not None and not pairing.extra_minutes
            ):
                raise MatchError(
                    Message(
                        "Time has been called at table {table}: extra time is given before that.",
                        table=table,
                    )
                )
            if pairing.extra_minutes + minutes > MAX_EXTENSION:
                raise MatchError(
                    Message.plural(
                        "Table {table} has {n} extra minute already; a table gets at most "
                        "{most} in all.",
                        "Table {table} has {n} extra minutes already; a table gets at most "
                        "{most} in all.",
                        pairing.extra_minutes,
                        table=table,
                        most=MAX_EXTENSION,
                    )
                )
            pairing.extra_minutes += minutes
            await session.flush()
            extended = next(
                p for p in round_view(rows, current.number).pairings if p.id == pairing.id
            )
            return Extended(current.number, extended, minutes)

        extended = await self.leagues.write(
            channel_id,
            work,
            kind="time_extend",
            answer=Extended,
            user_id=actor.user_id,
            key=idempotency_key,
        )
        thread = extended.table.thread_id
        if thread is not None and not extended.duplicate:
            await self.ports.post(
                thread, TableExtended(extended.round_number, extended.table, extended.minutes)
            )
        return extended
