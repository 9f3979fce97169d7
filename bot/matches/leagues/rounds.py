"""Rounds: pair the next one, start its matches (resumably), fix a result, re-pair, status."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import delete, text
from sqlalchemy.ext.asyncio import AsyncSession

from bot.league import PodPairing, pair_next_round
from bot.matches.errors import MatchError, NotAllowed
from bot.matches.league_models import League, LeaguePairing, LeagueRound
from bot.matches.leagues.records import (
    LeagueRows,
    as_utc,
    league_file,
    load,
    match_record,
    open_league,
)
from bot.matches.models import utcnow


@dataclass(frozen=True)
class PairingView:
    id: int
    table: int
    players: tuple[str, ...]
    user_ids: tuple[int | None, ...]
    match_id: int | None
    thread_id: int | None
    result: str | None  # "2-1-0", "ann won", "draw"; None while unfinished

    @property
    def started(self) -> bool:
        return self.match_id is not None


@dataclass(frozen=True)
class RoundView:
    league_id: int
    league_name: str
    number: int
    deadline: datetime
    byes: tuple[str, ...]
    pairings: tuple[PairingView, ...]
    time_called: bool

    @property
    def unstarted(self) -> tuple[PairingView, ...]:
        return tuple(p for p in self.pairings if not p.started)

    @property
    def unfinished(self) -> tuple[PairingView, ...]:
        return tuple(p for p in self.pairings if p.result is None)


def _result_text(record: dict[str, Any]) -> str | None:
    if record.get("result") == "unfinished":
        return None
    if "games" in record:
        return "-".join(str(g) for g in record["games"])
    if record.get("draw"):
        return "draw"
    return f"{record['winner']} won"


def round_view(rows: LeagueRows, number: int) -> RoundView:
    rnd = next(r for r in rows.rounds if r.number == number)
    users = {p.name: p.user_id for p in rows.players}
    pairings = []
    for p in rows.pairings_of(number):
        match = rows.matches.get(p.match_id) if p.match_id else None
        record = match_record(rows.league, p, match)
        assert p.id is not None
        pairings.append(
            PairingView(
                id=p.id,
                table=p.table_number,
                players=tuple(p.players),
                user_ids=tuple(users.get(name) for name in p.players),
                match_id=p.match_id,
                thread_id=p.thread_id,
                result=_result_text(record),
            )
        )
    assert rows.league.id is not None
    return RoundView(
        league_id=rows.league.id,
        league_name=rows.league.name,
        number=number,
        deadline=as_utc(rnd.deadline),
        byes=tuple(rnd.byes),
        pairings=tuple(pairings),
        time_called=rnd.time_called_at is not None,
    )


async def start_round(
    session: AsyncSession, *, channel_id: int, is_judge: bool, now: datetime | None = None
) -> RoundView:
    """Pair the next round and store it with its clock; or, if the current round still has
    pairings whose match was never started (Discord failed half-way), give it back to
    resume. The matches themselves are started one by one (`attach_match`)."""
    if not is_judge:
        raise NotAllowed("Only an organiser (Manage Server or the judge role) starts rounds.")
    league = await open_league(session, channel_id)
    rows = await load(session, league)
    current = rows.current_round
    if current is not None:
        view = round_view(rows, current.number)
        if view.unstarted:
            return view  # resume: start the rest
        if view.unfinished:
            tables = ", ".join(str(p.table) for p in view.unfinished)
            raise MatchError(
                f"Round {current.number} is still being played (table {tables}). Wait for its "
                "results, or a judge can fix them with /league result."
            )
    if league.rounds_planned is not None and len(rows.rounds) >= league.rounds_planned:
        raise MatchError(
            f"All {league.rounds_planned} rounds of {league.name} have been played; "
            "see /league standings."
        )
    pairing = pair_next_round(league_file(rows), league.seed)
    tables = pairing.pods if isinstance(pairing, PodPairing) else tuple(pairing.pairings)
    byes = [] if isinstance(pairing, PodPairing) or pairing.bye is None else [pairing.bye]
    if not tables:
        raise MatchError("Not enough players to pair a round: two are needed (three for pods).")
    assert league.id is not None
    started = now or utcnow()
    session.add(
        LeagueRound(
            league_id=league.id,
            number=pairing.round,
            byes=byes,
            started_at=started,
            deadline=started + timedelta(minutes=league.round_minutes),
        )
    )
    for table, players in enumerate(tables, start=1):
        session.add(
            LeaguePairing(
                league_id=league.id,
                round_number=pairing.round,
                table_number=table,
                players=list(players),
            )
        )
    await session.flush()
    return round_view(await load(session, league), pairing.round)


async def repair_round(session: AsyncSession, *, channel_id: int, is_judge: bool) -> RoundView:
    """Re-pair the current round if none of its matches has started (after a late join or
    drop): the round and its pairings are paired again from the players as they are now."""
    if not is_judge:
        raise NotAllowed("Only a judge or an organiser can re-pair a round.")
    league = await open_league(session, channel_id)
    rows = await load(session, league)
    current = rows.current_round
    if current is None:
        raise MatchError("No round has been paired yet; start one with /league round start.")
    if any(p.match_id is not None for p in rows.pairings_of(current.number)):
        raise MatchError(
            f"Round {current.number} has started (its matches are under way); "
            "it can no longer be re-paired. Fix single results with /league result."
        )
    for player in rows.players:  # dropped during the round that goes: dropped before it
        if player.dropped_after is not None and player.dropped_after >= current.number:
            player.dropped_after = current.number - 1
    await session.execute(
        delete(LeaguePairing).where(
            LeaguePairing.league_id == league.id, LeaguePairing.round_number == current.number
        )
    )
    await session.delete(current)
    await session.flush()
    return await start_round(
        session, channel_id=channel_id, is_judge=True, now=as_utc(current.started_at)
    )


async def pairing_to_start(session: AsyncSession, pairing_id: int) -> tuple[League, LeaguePairing]:
    pairing = await session.get(LeaguePairing, pairing_id)
    if pairing is None:
        raise MatchError("That pairing no longer exists (the round was re-paired).")
    league = await session.get(League, pairing.league_id)
    assert league is not None
    return league, pairing


async def link_match(
    session: AsyncSession, *, pairing_id: int, match_id: int, thread_id: int
) -> None:
    pairing = await session.get(LeaguePairing, pairing_id)
    if pairing is None:
        raise MatchError("That pairing no longer exists (the round was re-paired).")
    if pairing.match_id is None:
        pairing.match_id, pairing.thread_id = match_id, thread_id


async def fix_result(
    session: AsyncSession,
    *,
    channel_id: int,
    user_id: int,
    is_judge: bool,
    round_number: int,
    table: int,
    record: dict[str, Any],
) -> RoundView:
    """A judge's correction of one pairing's result, which then overrides its match.

    `record` is the league file's result of a MATCH: {"games": [a, b, d]} (swiss) or
    {"winner": NAME} / {"draw": True} (pods); it is checked by the league file's reader."""
    if not is_judge:
        raise NotAllowed("Only a judge or an organiser can fix a result.")
    league = await open_league(session, channel_id)
    rows = await load(session, league)
    pairing = next((p for p in rows.pairings_of(round_number) if p.table_number == table), None)
    if pairing is None:
        raise MatchError(f"Round {round_number} has no table {table}; see /league round status.")
    before = pairing.fixed
    pairing.fixed = dict(record)
    pairing.fixed_by = user_id
    try:
        league_file(rows)  # the same checks as a league file, on the fixed record
    except ValueError as error:
        pairing.fixed = before
        raise MatchError(f"That result cannot be recorded: {error}") from None
    await session.flush()
    return round_view(rows, round_number)


async def current_round(session: AsyncSession, *, channel_id: int) -> RoundView:
    league = await open_league(session, channel_id)
    rows = await load(session, league)
    if rows.current_round is None:
        raise MatchError(
            "No round has been paired yet; an organiser starts one with /league round start."
        )
    return round_view(rows, rows.current_round.number)


# Whether time has been called on a league pairing's round (then no new game starts in its
# match: MTG MTR 2.4, GA End of Round): the match service asks when a game ends without
# deciding the match (MatchService.time_called), on its full path and in a trip alike.
TIME_CALLED = text(
    "SELECT league_round.time_called_at FROM league_round "
    "JOIN league_pairing ON league_pairing.league_id = league_round.league_id "
    "AND league_pairing.round_number = league_round.number "
    "WHERE league_pairing.match_id = :match_id"
)
