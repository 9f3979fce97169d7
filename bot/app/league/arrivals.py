"""A player at their table (issue 33): their Here in the table's thread, and the tardiness
penalties of one who has not shown while someone else at the table has, given by the clock
through the match's own write path, once, under a key naming the table, the player and the
step."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from bot.app.league.floor_part import FloorPart
from bot.app.match import Actor
from bot.app.ports import LateAtTable
from bot.core.errors import MatchError, NotAllowed
from bot.core.league.penalties import Infraction, PenaltyKind
from bot.core.match.statuses import MatchStatus
from bot.core.messages import Message
from bot.core.rules.games import game_of
from bot.store import floor as floor_rows
from bot.store.leagues import as_utc, load, open_league
from bot.store.tables.leagues import LEAGUE_OPEN, LeaguePairing, LeagueRound, LeagueRow
from bot.store.tables.matches import ACTIVE
from bot.store.tables.penalties import LeaguePenalty

# A round's tables are watched for players who have not shown this long from its start (a
# clock stopped at the minute a penalty fell due gives it when it comes back).
LATENESS_WINDOW = timedelta(hours=2)


@dataclass(frozen=True)
class Arrived:
    """A player's Here at their table; `late`: the penalty the clock gave them already."""

    name: str
    round_number: int
    table: int
    already: bool
    late: str | None = None
    duplicate: bool = False


class LateStep(StrEnum):
    GAME_LOSS = "game_loss"
    MATCH_LOSS = "match_loss"


@dataclass(frozen=True)
class LateDue:
    """A penalty due to a player who has not shown at their table."""

    pairing_id: int
    thread_id: int
    match_id: int
    players: int  # at the table
    name: str
    user_id: int | None
    step: LateStep
    minutes: int  # after which it is due
    rule: str


class Arrivals(FloorPart):
    """A player's Here, and the penalties of those who have not shown."""

    def _league_actor(self) -> Actor:
        return Actor(user_id=self.ports.arbiter_id, is_judge=True)

    async def here(
        self,
        *,
        thread_id: int,
        user_id: int,
        idempotency_key: str | None = None,
    ) -> Arrived:
        """A player's Here in their table's thread: they showed (no tardiness penalty from
        now on)."""

        async def work(session: AsyncSession) -> Arrived:
            league = await open_league(session, thread_id, lock=True)
            rows = await load(session, league)
            current = rows.current_round
            pairing = next(
                (p for p in rows.pairings if p.thread_id == thread_id),
                None,
            )
            if pairing is None or current is None or pairing.round_number != current.number:
                raise MatchError(
                    Message("Here is for the thread of a table of the round being played.")
                )
            names = {p.name for p in rows.players if p.user_id == user_id}
            name = next((n for n in pairing.players if n in names), None)
            if name is None:
                raise NotAllowed(
                    Message(
                        "Only the players of table {table} say Here.", table=pairing.table_number
                    )
                )
            arrived = list(pairing.arrived or [])
            already = name in arrived
            if not already:
                pairing.arrived = [*arrived, name]
            late = (pairing.late or {}).get(name)
            return Arrived(name, pairing.round_number, pairing.table_number, already, late)

        return await self.leagues.write(
            thread_id, work, kind="here", answer=Arrived, user_id=user_id, key=idempotency_key
        )

    async def late_due(self, now: datetime) -> list[LateDue]:
        """The tardiness penalties due now at the tables of every round being played: a
        player who has not shown (no Here, nothing done in the thread) while someone else at
        the table has, once the game's minutes have gone from the round's start."""
        due: list[LateDue] = []
        async with self.db.transaction() as session:
            leagues = list(  # those with a round begun lately, time not called: few
                await session.scalars(
                    select(LeagueRow).where(
                        col(LeagueRow.status) == LEAGUE_OPEN,
                        col(LeagueRow.id).in_(
                            select(col(LeagueRound.league_id)).where(
                                col(LeagueRound.time_called_at).is_(None),
                                col(LeagueRound.started_at) > now - LATENESS_WINDOW,
                            )
                        ),
                    )
                )
            )
            for league in leagues:
                due += await self._late_in(session, league, now)
        return due

    async def _late_in(
        self, session: AsyncSession, league: LeagueRow, now: datetime
    ) -> list[LateDue]:
        rows = await load(session, league)
        current = rows.current_round
        if current is None or current.time_called_at is not None:
            return []
        lateness = game_of(league.system).tournament.lateness
        elapsed = now - as_utc(current.started_at)
        if elapsed < timedelta(minutes=lateness.game_loss_after):
            return []
        users = {p.name: p.user_id for p in rows.players}
        found = []
        for pairing in rows.pairings_of(current.number):
            match = rows.matches.get(pairing.match_id) if pairing.match_id else None
            if match is None or match.status != ACTIVE or pairing.thread_id is None:
                continue
            if pairing.told_at is None or pairing.fixed is not None:
                continue
            assert pairing.id is not None and match.id is not None
            ids = [u for u in (users.get(n) for n in pairing.players) if u is not None]
            wrote = await floor_rows.shown(
                session, thread_id=pairing.thread_id, match_id=match.id, user_ids=ids
            )
            present = {
                n for n in pairing.players if n in (pairing.arrived or []) or users.get(n) in wrote
            }
            if not present:
                continue  # nobody is there: the judges' to decide
            for name in pairing.players:
                if name in present:
                    continue
                step = _late_step(
                    (pairing.late or {}).get(name),
                    elapsed,
                    lateness.game_loss_after,
                    lateness.match_loss_after,
                )
                if step is None:
                    continue
                minutes = (
                    lateness.match_loss_after
                    if step is LateStep.MATCH_LOSS
                    else lateness.game_loss_after
                )
                found.append(
                    LateDue(
                        pairing.id,
                        pairing.thread_id,
                        match.id,
                        len(pairing.players),
                        name,
                        users.get(name),
                        step,
                        minutes,
                        lateness.rule,
                    )
                )
        return found

    async def apply_late(self, due: LateDue) -> bool:
        """Give the penalty through the match's own write path (under a key naming the table,
        the player and the step: applied once, wherever it is asked), keep it on the table,
        and tell its thread, once. Whether this call applied it."""
        actor = self._league_actor()
        key = f"late:{due.pairing_id}:{due.name}:{due.step.value}"
        applied = True
        given = True  # the match took it (now, or under the same key before a crash)
        try:
            if due.step is LateStep.MATCH_LOSS and due.players == 2:
                conceded = await self.matches.concede_match(
                    channel_id=due.thread_id, actor=actor, player=due.name, idempotency_key=key
                )
                applied = not conceded.duplicate
            else:
                match = await self.matches.match(due.match_id)
                if match.status != MatchStatus.ACTIVE:
                    applied = given = False
                else:
                    answer = await self.matches.report(
                        channel_id=due.thread_id,
                        actor=actor,
                        events=[{"event": "penalty", "player": due.name}],
                        idempotency_key=key,
                    )
                    applied = not answer.duplicate
        except MatchError:
            applied = given = False  # the match ended or moved on meanwhile: nothing to give
        async with self.db.transaction() as session:
            pairing = await session.get(LeaguePairing, due.pairing_id, with_for_update=True)
            if pairing is not None:
                first = (pairing.late or {}).get(due.name) != due.step.value
                pairing.late = {**(pairing.late or {}), due.name: due.step.value}
                if given and first:  # on the league's penalty record, as a judge's would be
                    session.add(_tardiness(pairing, due, actor))
        if applied:
            await self.ports.post(
                due.thread_id,
                LateAtTable(
                    due.name, due.user_id, due.step.value, due.minutes, due.rule, due.match_id
                ),
            )
        return applied


def _tardiness(pairing: LeaguePairing, due: LateDue, actor: Actor) -> LeaguePenalty:
    """The penalty record of a late player's game or match loss (`/league penalty list`, the
    league's export), given by Arbiter for the league."""
    kind = PenaltyKind.GAME_LOSS if due.step is LateStep.GAME_LOSS else PenaltyKind.MATCH_LOSS
    return LeaguePenalty(
        league_id=pairing.league_id,
        player=due.name,
        user_id=due.user_id,
        round_number=pairing.round_number,
        kind=kind.value,
        infraction=Infraction.TARDINESS.value,
        note=due.rule,  # the rule cited; the infraction says the rest
        given_by=actor.user_id,
        match_id=due.match_id,
    )


def _late_step(
    given: str | None, elapsed: timedelta, game_loss: int, match_loss: int
) -> LateStep | None:
    """The next penalty due to a player not there after `elapsed`, given what they had."""
    if given == LateStep.MATCH_LOSS:
        return None
    if elapsed >= timedelta(minutes=match_loss):
        return LateStep.MATCH_LOSS
    if given is None:
        return LateStep.GAME_LOSS
    return None
