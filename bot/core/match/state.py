"""A match as the domain sees it: one immutable value, loaded in one read, replaced by each
decision (bot.core.match.decide) and stored by bot.store.matches."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.core.match.statuses import GameStatus, MatchStatus, PendingKind
from bot.core.messages import Message
from bot.core.rules import GameSetup, GameState
from bot.core.rules import Report as RulesReport


@dataclass(frozen=True, slots=True)
class Seat:
    """A player's seat: fixed once the match starts."""

    seat: int
    name: str
    user_id: int | None
    team: int


@dataclass(frozen=True, slots=True)
class Roster:
    """A match's players and setup: fixed once the match starts. `names`: each player's name
    by user id, `users`: their user id by name (a seat with no user has none), filled in
    as the roster is made: what a request looks up, a value rather than a search."""

    setup: GameSetup
    players: tuple[Seat, ...]
    names: Mapping[int, str] = field(init=False, compare=False, repr=False)
    users: Mapping[str, int | None] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        names: dict[int, str] = {}
        for seat in self.players:  # a user in two seats is named by the first
            if seat.user_id is not None:
                names.setdefault(seat.user_id, seat.name)
        object.__setattr__(self, "names", names)
        object.__setattr__(self, "users", {p.name: p.user_id for p in self.players})


@dataclass(frozen=True, slots=True)
class CurrentGame:
    """The game being played (or the last one, once the match is over). `stored`: its JSON as
    stored (the rules state with what bot.core.match.carry keeps beside it); `state`: the
    rules state read from it. `has_reports`: whether any report of it stands."""

    number: int
    status: GameStatus
    chooser: str | None
    chooser_rule: str | None
    choice: str | None
    first_player: str | None
    stored: Mapping[str, Any]
    state: GameState
    has_reports: bool


@dataclass(frozen=True, slots=True)
class LoggedReport:
    """An applied report in the log: what /undo takes back."""

    id: int
    reporter_id: int
    report: RulesReport


@dataclass(frozen=True, slots=True)
class Waiting:
    """What waits for confirmation: a report that takes someone out, or a proposal to draw
    or end the match (bot.core.match.agreements.confirm). `awaited`: who may confirm besides
    a judge; `confirmed`: who has; `report`: the waiting report's events (None: a proposal)."""

    id: int
    kind: PendingKind
    requested_by: int
    awaited: tuple[str, ...]
    confirmed: tuple[str, ...]
    would_decide: tuple[Message, ...]  # its verdict's or proposal's sentences
    report_id: int | None = None
    report: RulesReport | None = None
    message_id: int | None = None

    @property
    def still_awaited(self) -> tuple[str, ...]:
        return tuple(p for p in self.awaited if p not in self.confirmed)


@dataclass(frozen=True, slots=True)
class OpenBatch:
    """Events collected to be judged together at one checkpoint. `origins[i]`: who reported
    `events[i]` and whether as a judge (a player's consent covers only their own events)."""

    id: int
    events: tuple[Mapping[str, Any], ...]
    origins: tuple[tuple[int, bool], ...]
    reporters: tuple[int, ...]
    keys: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class LeagueTerms:
    """What the league (or its playoff) holding a match says of it, read with the match by
    the store each time it is decided (the league clock calls time and a judge records a
    result without a write to the match): `decide` applies them. A match of no league has the
    defaults."""

    # Time is called on the round the match is played in: no new game may start (MTG MTR
    # 2.4, GA End of Round), and a game that ends after time ends the match.
    time_called: bool = False
    # False for a swiss playoff match (shared/spec/league-format.md, Playoffs) until a judge
    # records its result: no intentional draw, no early end at level game wins.
    draw_allowed: bool = True
    # Its league round is over (the next round is paired): its result is closed to /undo;
    # only a judge's /league result changes it.
    result_closed: bool = False


NO_TERMS = LeagueTerms()


@dataclass(frozen=True, slots=True)
class MatchState:
    """A match between two writes. `version`: the match row's, which the next write claims."""

    id: int
    guild_id: int | None
    channel_id: int
    version: int
    status: MatchStatus
    roster: Roster
    best_of: int
    wins: tuple[int, ...]
    draws: int
    game: CurrentGame
    waiting: Waiting | None = None
    batch: OpenBatch | None = None
    result: Mapping[str, Any] | None = None
    scoreboard_message_id: int | None = None
    terms: LeagueTerms = NO_TERMS
