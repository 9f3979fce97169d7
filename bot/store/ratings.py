"""Reading and writing ladders: the incremental update of one finished match, and the full
computation of a ladder from the log (bot.store.rating_source)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from sqlalchemy import delete, insert, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from bot.core.ratings import PROVISIONAL_BELOW, Ladder, PlayerRating, RatingChange, Season, Skill
from bot.store.rating_source import FinishedMatch, LadderKey, aware, finished_match
from bot.store.tables.leagues import LeaguePairing
from bot.store.tables.matches import FINISHED, MatchPlayer, MatchRow, Seat
from bot.store.tables.playoffs import LeaguePlayoffMatch
from bot.store.tables.ratings import (
    ALL_TIME,
    PlayerRatingRow,
    RatingChangeRow,
    RatingLadder,
)


async def load_match(session: AsyncSession, match_id: int) -> FinishedMatch | None:
    """The rating event of one match, if it is finished and rated."""
    match = await session.get(MatchRow, match_id)
    if match is None or match.status != FINISHED:
        return None
    rows = await session.scalars(select(MatchPlayer).where(col(MatchPlayer.match_id) == match_id))
    seats = [Seat(r.seat, r.name, r.user_id, r.team) for r in rows]
    fixed = None
    for table in (LeaguePairing, LeaguePlayoffMatch):  # a match is in one or the other
        row = (
            await session.execute(
                select(col(table.players), col(table.fixed)).where(col(table.match_id) == match_id)
            )
        ).first()
        fixed = _fixed(*row) if row is not None else fixed
    return finished_match(match, seats, fixed)


def _fixed(players: list[str], fixed: dict[str, Any] | None) -> dict[str, Any] | None:
    """A judge's correction as a league file's MATCH (with its players), or None."""
    return None if fixed is None else {"players": list(players), **fixed}


async def load_ladder_matches(session: AsyncSession, key: LadderKey) -> list[FinishedMatch]:
    """Every rated match of a ladder, in the order the matches finished (then by id)."""
    where = (
        col(MatchRow.guild_id) == key.guild_id,
        col(MatchRow.system) == key.system,
        col(MatchRow.status) == FINISHED,
    )
    matches = list(
        await session.scalars(
            select(MatchRow).where(*where).order_by(col(MatchRow.finished_at), col(MatchRow.id))
        )
    )
    seats: dict[int, list[Seat]] = defaultdict(list)
    seat_rows = await session.execute(
        select(
            col(MatchPlayer.match_id),
            col(MatchPlayer.seat),
            col(MatchPlayer.name),
            col(MatchPlayer.user_id),
        )
        .join(MatchRow, col(MatchRow.id) == col(MatchPlayer.match_id))
        .where(*where)
    )
    for match_id, seat, name, user_id in seat_rows:
        seats[match_id].append(Seat(seat, name, user_id, 0))
    fixes = {}
    for table in (LeaguePairing, LeaguePlayoffMatch):  # a league round's or a playoff's fix
        fix_rows = await session.execute(
            select(col(table.match_id), col(table.players), col(table.fixed))
            .join(MatchRow, col(MatchRow.id) == col(table.match_id))
            .where(*where, col(table.fixed).is_not(None))
        )
        fixes.update({match_id: _fixed(players, fixed) for match_id, players, fixed in fix_rows})
    found = []
    for match in matches:
        assert match.id is not None
        rated = finished_match(match, seats[match.id], fixes.get(match.id))
        if rated is not None and rated.ladder == key:
            found.append(rated)
    return found


def _rating(row: PlayerRatingRow) -> PlayerRating:
    return PlayerRating(row.player, Skill(row.mu, row.sigma), row.wins, row.losses, row.draws)


def _row_values(
    key: LadderKey, season_id: int, rating: PlayerRating, name: str, user: int | None
) -> dict[str, Any]:
    return {
        "guild_id": key.guild_id,
        "system": key.system,
        "format": key.format.value,
        "season_id": season_id,
        "player": rating.player,
        "name": name,
        "user_id": user,
        "mu": rating.skill.mu,
        "sigma": rating.skill.sigma,
        "shown": rating.shown,
        "qualified": rating.matches >= PROVISIONAL_BELOW,
        "wins": rating.wins,
        "losses": rating.losses,
        "draws": rating.draws,
    }


def _change_values(
    match: FinishedMatch, season_id: int, seq: int, change: RatingChange
) -> dict[str, Any]:
    key = match.ladder
    return {
        "match_id": match.id,
        "season_id": season_id,
        "player": change.player,
        "guild_id": key.guild_id,
        "system": key.system,
        "format": key.format.value,
        "seq": seq,
        "outcome": change.outcome.value,
        "mu_before": change.before.mu,
        "sigma_before": change.before.sigma,
        "mu_after": change.after.mu,
        "sigma_after": change.after.sigma,
        "finished_at": match.finished_at,
    }


def _ladder_where(model: Any, key: LadderKey, season_id: int | None = None) -> list[Any]:
    where = [
        model.guild_id == key.guild_id,
        model.system == key.system,
        model.format == key.format.value,
    ]
    if season_id is not None:
        where.append(model.season_id == season_id)
    return where


def _after(ladder: RatingLadder, match: FinishedMatch) -> bool:
    """Whether the ladder's last event finished after this match."""
    if ladder.last_finished_at is None or ladder.last_match_id is None:
        return False
    return (aware(ladder.last_finished_at), ladder.last_match_id) > match.order


class OutOfOrder(Exception):
    """The match finished before the ladder's last event: the ladder must be computed again."""


async def apply_match(
    session: AsyncSession, match: FinishedMatch, season_id: int, *, lock: bool
) -> list[RatingChange]:
    """Rate one match on top of a ladder (all time, or one season) in this transaction."""
    key = match.ladder
    query = select(RatingLadder).where(*_ladder_where(RatingLadder, key, season_id))
    if lock:
        query = query.with_for_update()
    ladder = (await session.scalars(query)).first()
    if ladder is None:
        ladder = RatingLadder(
            guild_id=key.guild_id, system=key.system, format=key.format.value, season_id=season_id
        )
        session.add(ladder)
    elif _after(ladder, match):
        raise OutOfOrder
    players = [p for side in match.event.sides for p in side]
    rows = {
        row.player: row
        for row in await session.scalars(
            select(PlayerRatingRow).where(
                *_ladder_where(PlayerRatingRow, key, season_id),
                col(PlayerRatingRow.player).in_(players),
            )
        )
    }
    pure = Ladder({p: _rating(r) for p, r in rows.items()})
    changes = pure.apply(match.event)
    seq = ladder.events + 1
    for player in players:
        values = _row_values(
            key, season_id, pure.ratings[player], match.names[player], match.users[player]
        )
        row = rows.get(player)
        if row is None:
            session.add(PlayerRatingRow(**values))
        else:
            for field, value in values.items():
                setattr(row, field, value)
    await session.execute(
        insert(RatingChangeRow), [_change_values(match, season_id, seq, c) for c in changes]
    )
    ladder.events = seq
    ladder.last_finished_at, ladder.last_match_id = match.finished_at, match.id
    return changes


async def rebuild_ladder(session: AsyncSession, key: LadderKey, seasons: Sequence[Season]) -> int:
    """Compute a ladder again from the log, for all time and each season; its match count."""
    matches = await load_ladder_matches(session, key)
    for model in (RatingChangeRow, PlayerRatingRow, RatingLadder):
        await session.execute(delete(model).where(*_ladder_where(model, key)))
    spans: list[tuple[int, list[FinishedMatch]]] = [(ALL_TIME, matches)]
    spans += [(s.id, [m for m in matches if s.contains(m.finished_at)]) for s in seasons]
    for season_id, season_matches in spans:
        pure = Ladder()
        changes: list[dict[str, Any]] = []
        names: dict[str, tuple[str, int | None]] = {}
        if not season_matches:
            continue
        for seq, match in enumerate(season_matches, start=1):
            changes += [_change_values(match, season_id, seq, c) for c in pure.apply(match.event)]
            names.update({p: (match.names[p], match.users[p]) for p in match.names})
        last = season_matches[-1]
        await session.execute(
            insert(PlayerRatingRow),
            [_row_values(key, season_id, r, *names[p]) for p, r in pure.ratings.items()],
        )
        for start in range(0, len(changes), 5000):
            await session.execute(insert(RatingChangeRow), changes[start : start + 5000])
        session.add(
            RatingLadder(
                guild_id=key.guild_id,
                system=key.system,
                format=key.format.value,
                season_id=season_id,
                events=len(season_matches),
                last_finished_at=last.finished_at,
                last_match_id=last.id,
            )
        )
    return len(matches)
