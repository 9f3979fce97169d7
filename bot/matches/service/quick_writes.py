"""The one-trip writes (bot.matches.trips) of the requests commonest after a plain report: a
report that ends a game, a report that waits for confirmation, the Confirm press, and
`/match start`. Each trip writes the rows its request's full path writes, in the same
transaction shape (tests/test_direct_reports.py compares both paths row by row), and retreats
to the full path on anything unusual: the match moved on, the request's key has an answer, the
guild waives confirmation.

The trips take what the caller judged in memory against the live match (bot.matches.service.
unit.LiveMatch) and return plain data; the callers (reporting, confirmations, starting) update
the live match and build the answers.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy.orm.attributes import set_committed_value

from bot.matches import carry, game_end
from bot.matches.answer_json import encode
from bot.matches.models import (
    ACTIVE,
    FINISHED,
    Confirmation,
    Game,
    Match,
    MatchPlayer,
    Report,
    RequestRecord,
    Seat,
)
from bot.matches.render import match_view
from bot.matches.requests import Request, record_row
from bot.matches.service.recording import first_player_of
from bot.matches.service.unit import LiveMatch, LivePending, TimeCalled, Unit, time_was_called
from bot.matches.trips import Retreat, Sql, Step, Trip, insert_into
from bot.matches.views import MatchView
from bot.rules import GameSetup, GameState, Verdict
from bot.rules import Report as RulesReport
from bot.rules.snapshot import load_state

# Claim the match's next version, with everything the request changes on the match row. The
# match must be as the live match saw it: that version, still active, in that game, no open
# batch, waiting on the expected confirmation (0: none), and the request's key unanswered.
CLAIM = Sql(
    "UPDATE match SET version = :claimed, wins = :wins, draws = :draws, "
    "current_game = :current_game, status = :status, result = :result, "
    "finished_at = :finished_at, pending_id = :pending_id "
    "WHERE id = :match_id AND version = :seen AND status = 'active' "
    "AND current_game = :game_number AND batch_id IS NULL "
    "AND COALESCE(pending_id, 0) = :waiting "
    "AND NOT EXISTS (SELECT 1 FROM request WHERE key = :key) "
    "RETURNING scoreboard_message_id",
    json=frozenset({"wins", "result"}),
    times=frozenset({"finished_at"}),
)
# The same claim for a report that will wait for confirmation, unless the guild waives it
# (then the claim fails and the full path applies the report).
CLAIM_TO_WAIT = Sql(
    CLAIM.text.replace(
        "RETURNING",
        "AND NOT EXISTS (SELECT 1 FROM guild_settings WHERE guild_id = :guild_id "
        "AND NOT confirmation_required) RETURNING",
    ),
    json=CLAIM.json,
    times=CLAIM.times,
)
UPDATE_GAME = Sql(
    "UPDATE game SET state = :state, first_player = :first_player, status = :status, "
    "ended_at = :ended_at WHERE match_id = :match_id AND number = :number RETURNING number",
    json=frozenset({"state"}),
    times=frozenset({"ended_at"}),
)
WAITS_FOR = Sql("UPDATE confirmation SET report_id = :report_id WHERE id = :pending_id")
CLOSE_CONFIRMATION = Sql(
    "UPDATE confirmation SET status = 'confirmed', resolved_by = :resolved_by, "
    "resolved_at = :resolved_at WHERE id = :pending_id AND status = 'open' RETURNING id",
    times=frozenset({"resolved_at"}),
)
APPLY_REPORT = Sql(
    "UPDATE report SET status = 'applied', answer = :answer "
    "WHERE id = :report_id AND status = 'pending' RETURNING id",
    json=frozenset({"answer"}),
)
KEY_ANSWERED = Sql("SELECT 1 FROM request WHERE key = :key")
# The channel's latest change was made by this user with this same request: maybe a retry
# (bot.matches.requests, 3), which the full path decides.
MAYBE_RETRY = Sql(
    "SELECT 1 FROM match JOIN request ON request.match_id = match.id "
    "AND request.version = match.version "
    "WHERE match.id = (SELECT max(id) FROM match WHERE channel_id = :channel_id) "
    "AND request.user_id = :user_id AND request.fingerprint = :fingerprint"
)


def table_of(model: type) -> Any:
    return model.__table__  # type: ignore[attr-defined]


# Every column given, as the full path's INSERTs give them.
INSERT_MATCH = insert_into(table_of(Match), returning="id")
INSERT_PLAYER = insert_into(table_of(MatchPlayer))
INSERT_GAME = insert_into(table_of(Game))
INSERT_REPORT = insert_into(table_of(Report), returning="id")
INSERT_CONFIRMATION = insert_into(table_of(Confirmation), returning="id")
INSERT_REQUEST = insert_into(table_of(RequestRecord))


def one(rows: list[tuple[Any, ...]]) -> tuple[Any, ...]:
    """The row a step must find; none: the match moved on, so the full path takes over."""
    if not rows:
        raise Retreat
    return rows[0]


# -- a game's end -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Ending:
    """What the end of a game did to its match: the score, the match's end, or the next game."""

    score: tuple[tuple[int, ...], int]  # wins per side, drawn games
    match_end: game_end.MatchEnd | None
    next_game: Game | None

    def answer(self) -> dict[str, Any]:
        """The answer fields it sets (bot.matches.service.recording.answer_fields)."""
        if self.match_end is not None:
            return {"match_over": True}
        assert self.next_game is not None
        return {"next_chooser": self.next_game.chooser}


def end_game(
    match: Match,
    setup: GameSetup,
    game: Game,
    stored: dict[str, Any],
    state: GameState,
    time_called: TimeCalled | None,
) -> Trip[Ending]:
    """Decide the match after its game ended in `state` (stored as `stored`): asks whether
    time is called on its round only if the games have not decided it."""
    assert match.id is not None
    score = game_end.score_after(match.wins, match.draws, state)
    ended = game_end.decided_by_games(match.best_of, score)
    if (
        ended is None
        and time_called is not None
        and time_was_called((yield time_called(match_id=match.id)))
    ):
        ended = game_end.ended_at_time(score)
    upcoming = (
        None if ended is not None else game_end.next_game(setup, match.id, game, stored, state)
    )
    return Ending((score.wins, score.draws), ended, upcoming)


@dataclass(frozen=True, slots=True)
class Played:
    """What a trip changes of the match and its game (the claim, the game row)."""

    match: Match
    setup: GameSetup
    game: Game
    stored: dict[str, Any]  # the game's new stored state
    first_player: str | None
    ending: Ending | None
    now: datetime

    def answer_fields(self) -> dict[str, Any]:
        """What the game's end adds to the answer (recording.answer_fields)."""
        return {} if self.ending is None else self.ending.answer()

    def claim(
        self, *, key: str | None, waiting: int | None, pending: int | None, to_wait: bool = False
    ) -> Step:
        """The match's next version, with what this request changes on it. `waiting`: the
        confirmation it settles; `pending`: the one it opens (`to_wait`: a report that
        waits, unless the guild waives confirmation)."""
        match, ending = self.match, self.ending
        wins, draws = (match.wins, match.draws) if ending is None else ending.score
        match_end = None if ending is None else ending.match_end
        upcoming = None if ending is None else ending.next_game
        return (CLAIM_TO_WAIT if to_wait else CLAIM)(
            guild_id=match.guild_id,
            claimed=match.version + 1,
            wins=list(wins),
            draws=draws,
            current_game=match.current_game if upcoming is None else upcoming.number,
            status=ACTIVE if match_end is None else FINISHED,
            result=None if match_end is None else match_end.result(self.setup),
            finished_at=None if match_end is None else self.now,
            pending_id=pending,
            match_id=match.id,
            seen=match.version,
            game_number=self.game.number,
            waiting=waiting or 0,
            key=key,
        )

    def game_steps(self) -> Trip[None]:
        """Store the game's new state (and its end), and the next game if there is one."""
        over = self.ending is not None
        one(
            (
                yield UPDATE_GAME(
                    state=self.stored,
                    first_player=self.first_player,
                    status="over" if over else self.game.status,
                    ended_at=self.now if over else None,
                    match_id=self.match.id,
                    number=self.game.number,
                )
            )
        )
        upcoming = None if self.ending is None else self.ending.next_game
        if upcoming is not None:
            yield INSERT_GAME.of(upcoming)

    def apply(
        self,
        live: LiveMatch,
        scoreboard: int | None,
        state: GameState,
        pending: LivePending | None = None,
    ) -> tuple[MatchView, LiveMatch | None]:
        """Bring the live match's rows up to what the trip stored (the game judged to
        `state`, `pending` now waiting on it); the answer's view, and the live match to keep
        (None once it is over). Called in the trip, before its last write: if that fails,
        the rows are dropped with the live match, and the full path reads the match again."""
        match, game, roster = live.match, live.game, live.roster
        for row, field, value in (
            (match, "version", match.version + 1),
            (match, "scoreboard_message_id", scoreboard),
            (match, "pending_id", None if pending is None else pending.id),
            (game, "first_player", self.first_player),
            (game, "state", self.stored),
        ):
            set_committed_value(row, field, value)
        ending = self.ending
        if ending is None:
            kept = LiveMatch(match, roster, game, state, pending=pending)
            return kept.view(), kept
        wins, draws = ending.score
        set_committed_value(game, "status", "over")
        set_committed_value(game, "ended_at", self.now)
        set_committed_value(match, "wins", list(wins))
        set_committed_value(match, "draws", draws)
        if ending.match_end is not None:
            set_committed_value(match, "status", FINISHED)
            set_committed_value(match, "finished_at", self.now)
            set_committed_value(match, "result", ending.match_end.result(self.setup))
            return match_view(match, roster.players, roster.setup, game, None, None), None
        upcoming = ending.next_game
        assert upcoming is not None
        set_committed_value(match, "current_game", upcoming.number)
        kept = LiveMatch(match, roster, upcoming, load_state(upcoming.state, roster.setup))
        return kept.view(), kept


def record_request(
    request: Request[Any] | None,
    answer: Any,
    match_id: int | None,
    version: int | None,
    now: datetime,
) -> Trip[None]:
    """Store a request's answer under its key, with the change it made."""
    if request is None:
        return
    record = record_row(request, {"answer": encode(answer)}, match_id, version)
    yield INSERT_REQUEST.of(record, created_at=now)


def new_players(match_id: int, seats: tuple[Seat, ...]) -> Trip[None]:
    for seat in seats:
        yield INSERT_PLAYER.of(seat, match_id=match_id)


def played(
    unit: Unit, live: LiveMatch, verdict: Verdict, report: RulesReport, now: datetime
) -> Trip[Played]:
    """What applying a judged report does to the live match: the game's new stored state,
    and the game's end if it ends (asking about time only then)."""
    match, game, setup = live.match, live.game, live.roster.setup
    stored = carry.store(game.state, verdict.state, report)
    ending = None
    if verdict.game_over:
        ending = yield from end_game(match, setup, game, stored, verdict.state, unit.time_called)
    return Played(match, setup, game, stored, first_player_of(game), ending, now)
