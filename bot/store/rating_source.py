"""The rating log: finished matches as rating events (shared/spec/ratings.md).

A match's players and result are read from its rows: the match (`result`, `wins`, `draws`),
its seats, and a judge's league correction (`LeaguePairing.fixed`, or a playoff's
`LeaguePlayoffMatch.fixed`), which overrides the match as it does in the league's standings.
Not rated: matches outside a server, and a match ended before any game was begun with no winner
(nothing happened). Bots cannot be seated.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from bot.core.ratings import Format, RatingEvent
from bot.store.tables.matches import MatchRow, Seat


def aware(moment: datetime) -> datetime:
    """SQLite gives times back without their zone; every time Arbiter stores is UTC."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def player_key(user_id: int | None, name: str) -> str:
    """A player's identity in a server's ladders: their Discord account, else their name."""
    return f"u{user_id}" if user_id is not None else f"n:{name}"


@dataclass(frozen=True, slots=True)
class LadderKey:
    guild_id: int
    system: str
    format: Format


@dataclass(frozen=True, slots=True)
class FinishedMatch:
    """A finished match as its ladder rates it: sides of player keys, in seat order."""

    id: int
    finished_at: datetime
    ladder: LadderKey
    event: RatingEvent
    names: Mapping[str, str]  # player key -> name in this match
    users: Mapping[str, int | None]

    @property
    def order(self) -> tuple[datetime, int]:
        return (self.finished_at, self.id)


def _winners(
    teams: Sequence[Sequence[str]], match: MatchRow, fixed: Mapping[str, Any] | None
) -> list[int] | None:
    """Indexes of the winning sides ([] for a draw); None when the match is not rated."""
    side = {name: i for i, team in enumerate(teams) for name in team}
    if fixed is not None:  # a judge's league correction: a league file's MATCH
        if "games" in fixed:
            wins_a, wins_b, drawn = fixed["games"]
            if wins_a == wins_b == drawn == 0:
                return None
            if "winner" in fixed:  # a playoff match: the judge's winner, games level or not
                return [side[fixed["winner"]]] if fixed["winner"] in side else None
            if wins_a == wins_b:
                return []
            # Games are in the pairing's seat order, which names the players.
            winner = fixed["players"][0 if wins_a > wins_b else 1]
            return [side[winner]] if winner in side else None
        if fixed.get("draw"):
            return []
        winner = fixed.get("winner")
        return [side[winner]] if winner in side else None
    result = match.result or {}
    winner_side = result.get("winner_side")
    if winner_side is not None:
        return [int(winner_side)]
    if result.get("reason") == "early_end" and not any(match.wins) and not match.draws:
        return None  # ended before any game was begun: nothing happened
    return []


def finished_match(
    match: MatchRow, seats: Sequence[Seat], fixed: Mapping[str, Any] | None = None
) -> FinishedMatch | None:
    """The rating event of a finished match, or None if it is not rated."""
    if match.guild_id is None or match.id is None or match.finished_at is None:
        return None
    setup = match.setup
    teams: list[list[str]] = setup.get("teams") or [[p] for p in setup.get("players", [])]
    by_name = {seat.name: seat for seat in seats}
    if len(teams) < 2 or any(name not in by_name for team in teams for name in team):
        return None
    winners = _winners(teams, match, fixed)
    if winners is None:
        return None
    keys = {name: player_key(seat.user_id, name) for name, seat in by_name.items()}
    sides = [tuple(keys[name] for name in team) for team in teams]
    event = RatingEvent.with_winners(sides, winners, match.id)
    return FinishedMatch(
        id=match.id,
        finished_at=aware(match.finished_at),
        ladder=LadderKey(match.guild_id, match.system, event.format),
        event=event,
        names={keys[n]: n for n in by_name},
        users={keys[n]: s.user_id for n, s in by_name.items()},
    )
