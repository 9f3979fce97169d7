"""A league's rows as the league file (shared/spec/league-format.md) and as the pure `League`.

Results are read from the matches, not stored twice: a pairing's record is its match's game
wins and drawn games (`match.wins`, `match.draws`, kept by the match service through
concessions, intentional draws and ends at time), unless a judge fixed it (`pairing.fixed`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, TypeVar

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from bot.core.errors import MatchError
from bot.core.league import League, dump_league, read_league
from bot.core.messages import Message
from bot.store.playoffs import load_playoff, playoff_document
from bot.store.tables.leagues import (
    LEAGUE_CLOSED,
    LEAGUE_OPEN,
    LeagueAwardedBye,
    LeaguePairing,
    LeaguePlayer,
    LeagueRound,
    LeagueRow,
    RoundSwap,
)
from bot.store.tables.matches import FINISHED, MatchRow
from bot.store.tables.penalties import LeaguePenalty
from bot.store.tables.playoffs import LeaguePlayoff, LeaguePlayoffMatch


@dataclass(frozen=True)
class LeagueRows:
    """Everything stored about one league, read in a few queries."""

    league: LeagueRow
    players: list[LeaguePlayer]
    rounds: list[LeagueRound]
    pairings: list[LeaguePairing]
    matches: dict[int, MatchRow]  # by id, the pairings' matches (and the playoff's)
    playoff: LeaguePlayoff | None = None  # the top cut, once started
    playoff_matches: list[LeaguePlayoffMatch] = field(default_factory=list)
    penalties: list[LeaguePenalty] = field(default_factory=list)  # in the order given
    awarded_byes: list[LeagueAwardedBye] = field(default_factory=list)  # by round, then name
    swaps: list[RoundSwap] = field(default_factory=list)  # judges' swaps, oldest first

    def awarded_in(self, number: int) -> list[str]:
        """Who has an organiser's awarded bye in round `number`."""
        return [b.name for b in self.awarded_byes if b.round_number == number]

    def pairings_of(self, number: int) -> list[LeaguePairing]:
        return sorted(
            (p for p in self.pairings if p.round_number == number), key=lambda p: p.table_number
        )

    @property
    def current_round(self) -> LeagueRound | None:
        return self.rounds[-1] if self.rounds else None


def as_utc(moment: datetime) -> datetime:
    """SQLite gives timestamps back without their zone; they were stored in UTC."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


async def open_league(
    session: AsyncSession, channel_id: int, *, lock: bool = False, closed_too: bool = False
) -> LeagueRow:
    """The channel's open league; or, in a round's thread, the league the thread plays in
    (players spend the round there). `lock`: for a write, hold the league's row until the
    transaction ends, so that writes in any process take turns and each sees the latest round
    (PostgreSQL; SQLite's writes take turns already, BEGIN IMMEDIATE). `closed_too`: for a
    read, the channel's latest league once it was closed (its standings stay readable)."""
    query = select(LeagueRow)
    if lock:
        query = query.with_for_update()
    league = (
        await session.scalars(
            query.where(
                col(LeagueRow.channel_id) == channel_id, col(LeagueRow.status) == LEAGUE_OPEN
            )
        )
    ).first()
    if league is None:
        league = (
            await session.scalars(
                query.where(
                    col(LeagueRow.id).in_(league_of_thread(channel_id)),
                    col(LeagueRow.status) == LEAGUE_OPEN,
                )
            )
        ).first()
    if league is None:
        closed = await _latest_closed(session, channel_id)
        if closed_too:
            league = closed
        elif closed is not None:  # it is there, read-only: not "no league"
            raise MatchError(
                Message(
                    "{league} is closed: it takes no more rounds, players or drops "
                    "(/league standings and /league export still show it). An organiser can "
                    "start a new league here with /league create.",
                    league=closed.name,
                )
            )
    if league is None:
        raise MatchError(
            Message(
                "There is no league in this channel. An organiser can start one with "
                "/league create."
            )
        )
    return league


def league_of_thread(channel_id: int) -> Any:
    """The league whose round or playoff match is played in the thread `channel_id`."""
    return (
        select(col(LeaguePairing.league_id))
        .where(col(LeaguePairing.thread_id) == channel_id)
        .union(
            select(col(LeaguePlayoffMatch.league_id)).where(
                col(LeaguePlayoffMatch.thread_id) == channel_id
            )
        )
    )


async def _latest_closed(session: AsyncSession, channel_id: int) -> LeagueRow | None:
    return (
        await session.scalars(
            select(LeagueRow)
            .where(
                (col(LeagueRow.channel_id) == channel_id)
                | col(LeagueRow.id).in_(league_of_thread(channel_id)),
                col(LeagueRow.status) == LEAGUE_CLOSED,
            )
            .order_by(col(LeagueRow.id).desc())
            .limit(1)
        )
    ).first()


_Row = TypeVar(
    "_Row", LeaguePlayer, LeagueRound, LeaguePairing, LeaguePenalty, RoundSwap, LeagueAwardedBye
)


async def _of_league(
    session: AsyncSession, model: type[_Row], league_id: int, *order: Any
) -> list[_Row]:
    """One league's rows of a table, in `order`: each table is read down its league index."""
    query = select(model).where(col(model.league_id) == league_id)
    return list(await session.scalars(query.order_by(*(col(c) for c in order))))


async def load(session: AsyncSession, league: LeagueRow) -> LeagueRows:
    assert league.id is not None
    players = await _of_league(session, LeaguePlayer, league.id, LeaguePlayer.id)
    rounds = await _of_league(session, LeagueRound, league.id, LeagueRound.number)
    pairings = await _of_league(
        session, LeaguePairing, league.id, LeaguePairing.round_number, LeaguePairing.table_number
    )
    penalties = await _of_league(session, LeaguePenalty, league.id, LeaguePenalty.id)
    swaps = await _of_league(session, RoundSwap, league.id, RoundSwap.id)
    playoff, playoff_matches = await load_playoff(session, league.id)
    awarded = await _of_league(
        session, LeagueAwardedBye, league.id, LeagueAwardedBye.round_number, LeagueAwardedBye.id
    )
    ids = [p.match_id for p in pairings if p.match_id is not None]
    ids += [p.match_id for p in playoff_matches if p.match_id is not None]
    matches = {}
    if ids:
        matches = {
            m.id: m
            for m in await session.scalars(select(MatchRow).where(col(MatchRow.id).in_(ids)))
        }
    return LeagueRows(
        league,
        players,
        rounds,
        pairings,
        matches,  # type: ignore[arg-type]
        playoff,
        playoff_matches,
        penalties,
        awarded,
        swaps,
    )


async def forget_byes_after(
    session: AsyncSession, league_id: int, name: str, after_round: int
) -> None:
    """A player dropped after `after_round`: their awarded byes in later rounds go (the
    league file allows none after a drop)."""
    await session.execute(
        delete(LeagueAwardedBye).where(
            col(LeagueAwardedBye.league_id) == league_id,
            col(LeagueAwardedBye.name) == name,
            col(LeagueAwardedBye.round_number) > after_round,
        )
    )


def match_record(
    league: LeagueRow, pairing: LeaguePairing, match: MatchRow | None
) -> dict[str, Any]:
    """One MATCH of the league file for a pairing."""
    record: dict[str, Any] = {"players": list(pairing.players)}
    if pairing.fixed is not None:
        return {**record, **pairing.fixed}
    if match is None or match.status != FINISHED:
        return {**record, "result": "unfinished"}
    teams: list[list[str]] = match.setup.get("teams") or [[p] for p in match.setup["players"]]
    side = {name: i for i, team in enumerate(teams) for name in team}
    result = match.result or {}
    if league.kind == "pods":
        winners = result.get("winners") or []
        if result.get("winner_side") is None or not winners:
            return {**record, "draw": True}
        return {**record, "winner": winners[0]}
    a, b = pairing.players
    wins_a, wins_b = match.wins[side[a]], match.wins[side[b]]
    if result.get("reason") == "intentional_draw" and wins_a != wins_b:
        wins_a = wins_b = min(wins_a, wins_b)  # agreed as a draw: record it as one
    games = [wins_a, wins_b, match.draws]
    if result.get("reason") == "intentional_draw" and games == [0, 0, 0]:
        games = [0, 0, 3]  # drawn before any game (MTG MTR 2.5)
    return {**record, "games": games}


def document(rows: LeagueRows) -> dict[str, Any]:
    """The league file of these rows (what `/league export` attaches), with extra keys."""
    league = rows.league
    rounds = []
    for rnd in rows.rounds:
        matches = [
            match_record(league, p, rows.matches.get(p.match_id) if p.match_id else None)
            for p in rows.pairings_of(rnd.number)
        ]
        out: dict[str, Any] = {"matches": matches}
        if len(rnd.byes) == 1:
            out["bye"] = rnd.byes[0]
        elif rnd.byes:
            out["bye"] = list(rnd.byes)
        rounds.append(out)
    data: dict[str, Any] = {
        "format": "arbiter-league",
        "system": league.system,
        "kind": league.kind,
        "points": dict(league.points),
        "players": [p.name for p in rows.players],
        "rounds": rounds,
    }
    dropped = {p.name: p.dropped_after for p in rows.players if p.dropped_after is not None}
    if dropped:
        data["dropped"] = dropped
    if rows.penalties:
        data["penalties"] = [penalty_record(p) for p in rows.penalties]
    awarded: dict[str, list[int]] = {}
    for bye in rows.awarded_byes:  # none after a drop (dropping forgets them; any path that
        after = dropped.get(bye.name)  # drops a player without it still leaves a valid file)
        if after is None or bye.round_number <= after:
            awarded.setdefault(bye.name, []).append(bye.round_number)
    if awarded:
        data["awarded_byes"] = awarded
    if rows.playoff is not None:
        data["playoff"] = playoff_document(
            rows.playoff,
            rows.playoff_matches,
            lambda p: match_record(league, p, rows.matches.get(p.match_id) if p.match_id else None),
        )
    # Extra keys (the contract allows them): enough to re-check pairings offline.
    data.update(
        {
            "name": league.name,
            "best_of": league.best_of,
            "variant": league.variant,
            "round_minutes": league.round_minutes,
            "rounds_planned": league.rounds_planned,
            "seed": league.seed,
        }
    )
    return data


def penalty_record(penalty: LeaguePenalty) -> dict[str, Any]:
    """One penalty of the league file (bot.core.league.penalties)."""
    return {
        "player": penalty.player,
        "round": penalty.round_number,
        "kind": penalty.kind,
        "infraction": penalty.infraction,
        "note": penalty.note,
        **({"playoff": True} if penalty.in_playoff else {}),
    }


def league_file(rows: LeagueRows) -> League:
    """The pure core's view of the league (validated exactly as an exported file would be)."""
    return read_league(document(rows))


def export(rows: LeagueRows) -> dict[str, Any]:
    """The export document: the league file, checked by the same reader as the offline tools."""
    data = document(rows)
    extra = {k: v for k, v in data.items() if k not in _FIXED_KEYS}
    return dump_league(read_league(data), **extra)


_FIXED_KEYS: Sequence[str] = (
    "format",
    "system",
    "kind",
    "points",
    "players",
    "dropped",
    "rounds",
    "penalties",
    "awarded_byes",
)
