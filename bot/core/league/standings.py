"""Points and tiebreakers (shared/spec/league-format.md, "Points and tiebreakers").

Swiss follows MTG MTR 3.1 and Appendix C: match points; match-win %, game-win % and the
opponents' averages of both, every percentage at least 0.33; a bye is a match won 2-0 and has
no opponent (an organiser's awarded bye counts the same); a player who dropped keeps their
results and still counts as an opponent. Pods
score points per pod, with the opponents' match-win % as the only tiebreaker.

Everything is computed with exact fractions, so two players tie only when their figures are
really equal; the percentages are rounded to 4 places only for output.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from bot.core.league.leaguefile import Kind, League, LeagueMatch

FLOOR = Fraction(33, 100)


@dataclass
class _Tally:
    """What one player did, gathered from the finished matches and byes."""

    points: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    played: int = 0  # rounds (or pods) taken part in, byes included
    game_points: int = 0
    games: int = 0
    opponents: list[str] = field(default_factory=list)  # once per round played (or per pod)
    awarded_byes: int = 0  # byes an organiser awarded (counted as byes, shown apart)
    first_seats: int = 0  # finished matches or pods in which the player sat first


@dataclass(frozen=True)
class LeagueStanding:
    rank: int
    player: str
    points: int
    wins: int
    losses: int
    draws: int
    mwp: Fraction
    gwp: Fraction
    omwp: Fraction
    ogwp: Fraction
    dropped: bool
    awarded_byes: int = 0  # of the wins, byes an organiser awarded (not the odd player's bye)
    first_seats: int = 0  # matches or pods in which the player took the first seat

    @property
    def record(self) -> str:
        return f"{self.wins}-{self.losses}-{self.draws}"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "rank": self.rank,
            "player": self.player,
            "points": self.points,
            "record": self.record,
            "mwp": rounded(self.mwp),
            "gwp": rounded(self.gwp),
            "omwp": rounded(self.omwp),
            "ogwp": rounded(self.ogwp),
        }
        if self.dropped:
            out["dropped"] = True
        if self.awarded_byes:
            out["awarded_byes"] = self.awarded_byes
        return out


def rounded(value: Fraction, places: int = 4) -> float:
    """`value` to `places` decimals, halves away from zero, computed exactly."""
    scale: int = 10**places  # a non-negative power: an int
    return int(value * scale + Fraction(1, 2)) / scale


def _ratio(numerator: int, denominator: int) -> Fraction:
    """A percentage with the 0.33 floor; nothing played counts as the floor."""
    if denominator == 0:
        return FLOOR
    return max(FLOOR, Fraction(numerator, denominator))


def _mean(values: list[Fraction]) -> Fraction:
    return sum(values, Fraction(0)) / len(values) if values else FLOOR


def _swiss_match(tallies: dict[str, _Tally], match: LeagueMatch, league: League) -> None:
    assert match.games is not None
    a, b = match.players
    wins_a, wins_b, drawn = match.games
    for me, them, won, lost in ((a, b, wins_a, wins_b), (b, a, wins_b, wins_a)):
        tally = tallies[me]
        tally.played += 1
        tally.opponents.append(them)
        tally.game_points += 3 * won + drawn
        tally.games += won + lost + drawn
        if won > lost:
            tally.wins += 1
            tally.points += league.points.win
        elif won < lost:
            tally.losses += 1
            tally.points += league.points.loss
        else:
            tally.draws += 1
            tally.points += league.points.draw


def _pod(tallies: dict[str, _Tally], match: LeagueMatch, league: League) -> None:
    for me in match.players:
        tally = tallies[me]
        tally.played += 1
        tally.opponents.extend(p for p in match.players if p != me)
        if match.draw:
            tally.draws += 1
            tally.points += league.points.draw
        elif match.winner == me:
            tally.wins += 1
            tally.points += league.points.win
        else:
            tally.losses += 1
            tally.points += league.points.loss


def _bye(tally: _Tally, league: League) -> None:
    """A bye: a match won 2-0 (swiss), a pod won (pods); no opponent (MTR Appendix C)."""
    tally.played += 1
    tally.wins += 1
    tally.points += league.points.win
    tally.game_points += 6
    tally.games += 2


def _tallies(league: League) -> dict[str, _Tally]:
    tallies = {p: _Tally() for p in league.players}
    score = _swiss_match if league.kind is Kind.SWISS else _pod
    for number, rnd in enumerate(league.rounds, start=1):
        for match in rnd.matches:
            if not match.unfinished:  # played: its first seat played first
                tallies[match.players[0]].first_seats += 1
                score(tallies, match, league)
        for name in rnd.byes:
            _bye(tallies[name], league)
        for name in league.awarded_in(number):  # an awarded bye counts as any bye
            _bye(tallies[name], league)
            tallies[name].awarded_byes += 1
    return tallies


def match_points(league: League) -> dict[str, int]:
    """Each player's points so far (what pairing sorts by)."""
    return {p: t.points for p, t in _tallies(league).items()}


def compute_standings(league: League) -> list[LeagueStanding]:
    """Every player of the league, dropped ones too, in standings order, ranks shared on ties."""
    tallies = _tallies(league)
    win = league.points.win
    mwp = {p: _ratio(t.points, win * t.played) for p, t in tallies.items()}
    swiss = league.kind is Kind.SWISS
    gwp = {p: _ratio(t.game_points, 3 * t.games) if swiss else FLOOR for p, t in tallies.items()}
    rows = []
    for player, tally in tallies.items():
        omwp = _mean([mwp[o] for o in tally.opponents])
        ogwp = _mean([gwp[o] for o in tally.opponents]) if swiss else FLOOR
        rows.append((player, tally, omwp, ogwp))

    def key(row: tuple[str, _Tally, Fraction, Fraction]) -> tuple[Any, ...]:
        player, tally, omwp, ogwp = row
        if swiss:
            return (-tally.points, -omwp, -gwp[player], -ogwp)
        return (-tally.points, -omwp)

    rows.sort(key=lambda row: (key(row), row[0]))
    standings: list[LeagueStanding] = []
    previous: tuple[Any, ...] | None = None
    rank = 0
    for position, row in enumerate(rows, start=1):
        player, tally, omwp, ogwp = row
        if key(row) != previous:
            rank, previous = position, key(row)
        standings.append(
            LeagueStanding(
                rank=rank,
                player=player,
                points=tally.points,
                wins=tally.wins,
                losses=tally.losses,
                draws=tally.draws,
                mwp=mwp[player],
                gwp=gwp[player],
                omwp=omwp,
                ogwp=ogwp,
                dropped=player in league.dropped,
                awarded_byes=tally.awarded_byes,
                first_seats=tally.first_seats,
            )
        )
    return standings


def standings_json(league: League) -> list[dict[str, Any]]:
    return [s.to_json() for s in compute_standings(league)]


def first_seats(league: League) -> dict[str, int]:
    """How often each player sat first in a match or pod (turn order: seat 1 plays first)."""
    return {p: t.first_seats for p, t in _tallies(league).items()}


def opponents(league: League) -> dict[str, list[str]]:
    """Who each player has met in a finished match (once per meeting)."""
    return {p: list(t.opponents) for p, t in _tallies(league).items()}
