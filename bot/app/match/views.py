"""Plain data the match service returns: no sessions, no rows, safe to keep and render."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from bot.core.match.scoring import Score
from bot.core.match.statuses import GameStatus, MatchStatus, PendingKind, ReplyStatus
from bot.core.messages import Message
from bot.core.rules import Standing


def commander_key(owner: str, source: str | None) -> str:
    """The key of a commander-damage tally: the commander's owner, or for one of their
    partners (counted apart, MTG CR 903.10a) "owner (Partner)"."""
    return f"{owner} ({source})" if source else owner


def commander_of(key: str, players: Iterable[str]) -> tuple[str, str | None]:
    """A tally's key (`commander_key`) as the owner, one of `players`, and the partner's
    name (None for a lone commander)."""
    for owner in sorted(players, key=len, reverse=True):  # "bo" is not "bob (Tymna)"'s owner
        if key == owner:
            return owner, None
        if key.startswith(f"{owner} (") and key.endswith(")"):
            return owner, key[len(owner) + 2 : -1]
    return key, None


@dataclass(frozen=True, slots=True)
class PlayerView:
    name: str
    user_id: int | None
    team: int
    standing: Standing
    life: int | None
    poison: int
    # Commander damage this player has taken, by `commander_key` (its owner, and partner).
    commander_damage: dict[str, int] = field(default_factory=dict)
    champion_controller: str | None = None
    # Terrus: the structures and Relics last reported in this player's city.
    structures: int | None = None
    relics: int | None = None
    # The names of this player's commanders that reports have given (partners, counted apart,
    # CR 903.10a), as first spelt: once there are any, a report of their damage names one.
    commanders: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class GameView:
    number: int
    status: GameStatus
    chooser: str | None
    chooser_rule: str | None
    choice: str | None
    first_player: str | None
    outcomes: tuple[str, ...]
    citations: tuple[str, ...]
    restarts: int
    reports: int
    # Terrus: each player's starting vitae for this game, carried to the next (Terrus 4.3).
    starting_vitae: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class PendingView:
    id: int
    kind: PendingKind
    requested_by: int
    confirmers: tuple[str, ...]  # players who may confirm (a judge always may)
    would_decide: tuple[Message, ...]  # worded in the reader's language by the face
    message_id: int | None
    agreed: tuple[str, ...] = ()  # confirmers who already agreed to a match draw or early end

    @property
    def waiting_for(self) -> tuple[str, ...]:
        return tuple(p for p in self.confirmers if p not in self.agreed)


@dataclass(frozen=True, slots=True)
class MatchResultView:
    winner_side: int | None
    winners: tuple[str, ...]
    score: str
    reason: str
    citations: tuple[str, ...]

    @property
    def drawn(self) -> bool:
        return self.winner_side is None


@dataclass(frozen=True, slots=True)
class MatchView:
    id: int
    guild_id: int | None
    channel_id: int
    system: str
    variant: str | None
    # Each team plays as one, sharing its life total and poison (what its variant says:
    # Two-Headed Giant).
    teams_play_as_one: bool
    best_of: int
    status: MatchStatus
    players: tuple[PlayerView, ...]
    teams: tuple[tuple[str, ...], ...]
    wins: tuple[int, ...]
    draws: int
    game: GameView
    pending: PendingView | None
    batch_size: int | None  # events collected in an open batch, None when no batch is open
    result: MatchResultView | None
    scoreboard_message_id: int | None
    # As for ReportAnswer: this is the stored answer to a request applied before.
    duplicate: bool = False
    retry: bool = False
    # The match's version this view shows (0: not known, in answers stored before it was).
    version: int = 0

    @property
    def score_text(self) -> str:
        return Score(self.wins, self.draws).text()

    def player(self, name: str) -> PlayerView:
        return next(p for p in self.players if p.name == name)

    def name_of(self, user_id: int) -> str | None:
        return next((p.name for p in self.players if p.user_id == user_id), None)


@dataclass(frozen=True, slots=True)
class ReportAnswer:
    """What a report did. `status`: applied, pending (awaits confirmation) or batched."""

    status: ReplyStatus
    report_id: int | None
    game_number: int
    # What the rules engine decided, worded by the faces in their reader's language.
    outcomes: tuple[Message, ...]
    notes: tuple[Message, ...]
    game_over: bool
    match_over: bool
    next_chooser: str | None
    pending_id: int | None
    match: MatchView
    # The stored answer to this request, applied before: the same interaction delivered again
    # (duplicate), or the same request sent again under a new interaction because its first
    # answer never reached the user (retry, also a duplicate). Nothing was applied twice.
    duplicate: bool = False
    retry: bool = False


@dataclass(frozen=True, slots=True)
class ChangeAnswer:
    """What a change did besides the match, for its answer's wording: what waited for
    confirmation before it (`waited`: settled, withdrawn or agreed to by it), and the events
    of the report it took back (`undone`). `duplicate`, `retry`: as for ReportAnswer."""

    match: MatchView
    waited: PendingView | None = None
    undone: dict[str, Any] | None = None
    duplicate: bool = False
    retry: bool = False


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One game of a match, as stored: `state` is its rules state's JSON (with what
    bot.core.match.carry keeps beside it)."""

    number: int
    status: str
    chooser: str | None
    chooser_rule: str | None
    choice: str | None
    first_player: str | None
    state: dict[str, Any]
    started_at: datetime
    ended_at: datetime | None


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One report in a match's log, as stored: `status` says whether it stands (applied),
    waits, was undone, disputed, batched, merged or cancelled, and who changed it when."""

    id: int
    seq: int
    game_number: int
    reporter_id: int
    payload: dict[str, Any]
    status: str
    created_at: datetime
    changed_by: int | None
    changed_at: datetime | None


@dataclass(frozen=True, slots=True)
class MatchSummary:
    """A match on record (`/match history`): its sides' game wins and how it ended, typed
    (worded by the face)."""

    id: int
    channel_id: int
    system: str
    status: str
    players: tuple[str, ...]
    score: str
    result: MatchResultView | None
    created_at: str
    variant: str | None = None
    teams: tuple[tuple[str, ...], ...] = ()
    wins: tuple[int, ...] = ()
    draws: int = 0
