"""A league's playoff rows, read with the league (records.load) and written into its league
file (records.document) as the spec's "playoff": size, seeds and each round's MATCHes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from bot.core.errors import MatchError
from bot.core.messages import Message
from bot.store.tables.leagues import LeaguePairing
from bot.store.tables.playoffs import LeaguePlayoff, LeaguePlayoffMatch


async def load_playoff(
    session: AsyncSession, league_id: int
) -> tuple[LeaguePlayoff | None, list[LeaguePlayoffMatch]]:
    """The league's playoff and its matches in bracket order (none before the cut)."""
    playoff = await session.get(LeaguePlayoff, league_id)
    if playoff is None:
        return None, []
    matches = await session.scalars(
        select(LeaguePlayoffMatch)
        .where(col(LeaguePlayoffMatch.league_id) == league_id)
        .order_by(col(LeaguePlayoffMatch.round_number), col(LeaguePlayoffMatch.table_number))
    )
    return playoff, list(matches)


def as_pairing(row: LeaguePlayoffMatch) -> LeaguePairing:
    """The playoff match as a (transient) pairing, for the rounds' result reader."""
    return LeaguePairing(
        league_id=row.league_id,
        round_number=row.round_number,
        table_number=row.table_number,
        players=list(row.players),
        match_id=row.match_id,
        thread_id=row.thread_id,
        fixed=row.fixed,
    )


def playoff_document(
    playoff: LeaguePlayoff,
    matches: list[LeaguePlayoffMatch],
    record: Callable[[LeaguePairing], dict[str, Any]],
) -> dict[str, Any]:
    """The league file's "playoff"; `record` gives a pairing's MATCH (records.match_record)."""
    rounds: list[dict[str, Any]] = []
    for row in matches:
        while len(rounds) < row.round_number:
            rounds.append({"matches": []})
        rounds[row.round_number - 1]["matches"].append(record(as_pairing(row)))
    return {"size": playoff.size, "seeds": list(playoff.seeds), "rounds": rounds}


def refuse_after_cut(playoff: LeaguePlayoff | None, refusal: Message) -> None:
    """From the playoff on, the league takes no new rounds, players or drops (its seeds are
    the standings at the cut): `refusal` says which, and to see /league playoff status."""
    if playoff is not None:
        raise MatchError(refusal)
