"""The league file (shared/spec/league-format.md): its values, and the file written back.

A league is a list of players and a list of rounds; the same document is what `/league export`
hands out and what the offline `standings` and `pair` commands read. `dump_league` writes a
`League` back as that JSON value; `read_league` (bot.core.league.reading, one round at a time
by bot.core.league.round_reading) turns one into a `League` or raises `LeagueFileError`
naming the 1-based round, match and field.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from bot.core.league.penalties import Penalty

if TYPE_CHECKING:
    from bot.core.league.playoff import Playoff

FORMAT = "arbiter-league"
UNFINISHED = "unfinished"


class Kind(StrEnum):
    SWISS = "swiss"  # two-player matches
    PODS = "pods"  # multiplayer pods


@dataclass(frozen=True)
class Points:
    win: int
    draw: int
    loss: int


DEFAULT_POINTS = {
    Kind.SWISS: Points(win=3, draw=1, loss=0),  # MTG MTR 3.1
    Kind.PODS: Points(win=5, draw=1, loss=0),
}


@dataclass(frozen=True)
class LeagueMatch:
    """One pairing of a round: two players (swiss) or a pod, seats in turn order.

    Swiss: `games` is (wins of players[0], wins of players[1], draws) as reported.
    Pods: `winner` names the pod's winner, or `draw` is true when everyone drew.
    An unfinished match counts for nothing.
    """

    players: tuple[str, ...]
    games: tuple[int, int, int] | None = None
    winner: str | None = None
    draw: bool = False
    unfinished: bool = False
    # The player whose match loss (a penalty of the file) decided this match, unfinished in
    # the file: it counts as `games`, and is written back as the file had it.
    lost_by_penalty: str | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"players": list(self.players)}
        if self.lost_by_penalty is not None:
            return {**out, "result": UNFINISHED}
        if self.games is not None:
            out["games"] = list(self.games)
        if self.winner is not None:
            out["winner"] = self.winner
        if self.draw:
            out["draw"] = True
        if self.unfinished:
            out["result"] = UNFINISHED
        return out


@dataclass(frozen=True)
class Round:
    matches: tuple[LeagueMatch, ...]
    byes: tuple[str, ...] = ()

    def players(self) -> list[str]:
        """Everyone in this round: the players of every match, then the byes."""
        return [p for match in self.matches for p in match.players] + list(self.byes)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"matches": [m.to_json() for m in self.matches]}
        if len(self.byes) == 1:
            out["bye"] = self.byes[0]
        elif self.byes:
            out["bye"] = list(self.byes)
        return out


@dataclass(frozen=True)
class League:
    system: str
    kind: Kind
    points: Points
    players: tuple[str, ...]
    rounds: tuple[Round, ...] = ()
    dropped: Mapping[str, int] = field(default_factory=dict)  # name -> dropped after round
    playoff: Playoff | None = None  # the top cut after the rounds (bot.core.league.playoff)
    best_of: int | None = None  # games per swiss match, where the file says (checks "games")
    penalties: tuple[Penalty, ...] = ()  # judges' penalties (bot.core.league.penalties)
    # An organiser's awarded byes (MTR 2.2: e.g. for the first rounds): name -> the rounds it
    # covers. Counted as a bye (a match won 2-0, no opponent) in each of them; never paired.
    awarded_byes: Mapping[str, tuple[int, ...]] = field(default_factory=dict)

    def active_players(self) -> list[str]:
        """The players who have not dropped, in the file's order."""
        return [p for p in self.players if p not in self.dropped]

    def awarded_in(self, number: int) -> list[str]:
        """The players awarded a bye for round `number`, in the file's order."""
        return [p for p in self.players if number in self.awarded_byes.get(p, ())]


def dump_league(league: League, **extra: Any) -> dict[str, Any]:
    """The league file of `league`; `extra` keys (e.g. "name") go in after the fixed ones."""
    out: dict[str, Any] = {
        "format": FORMAT,
        "system": league.system,
        "kind": league.kind.value,
        "points": {
            "win": league.points.win,
            "draw": league.points.draw,
            "loss": league.points.loss,
        },
        "players": list(league.players),
    }
    if league.dropped:
        out["dropped"] = {p: league.dropped[p] for p in league.players if p in league.dropped}
    out["rounds"] = [r.to_json() for r in league.rounds]
    if league.awarded_byes:
        out["awarded_byes"] = {
            p: list(league.awarded_byes[p]) for p in league.players if p in league.awarded_byes
        }
    if league.playoff is not None:
        out["playoff"] = league.playoff.to_json()
    if league.best_of is not None:
        out["best_of"] = league.best_of
    if league.penalties:
        out["penalties"] = [p.to_json() for p in league.penalties]
    for key, value in extra.items():
        out.setdefault(key, value)
    return out
