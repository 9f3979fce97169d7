"""What a player or a judge asks of a match, as typed values (the Discord face and the console
parse their input into these; bot.core.match.decide judges them)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Required, TypedDict

from bot.core.languages import Language
from bot.core.match.scoring import Score
from bot.core.match.state import CurrentGame, LoggedReport
from bot.core.match.statuses import PendingKind
from bot.core.rules import GameSetup
from bot.core.rules import Report as RulesReport


@dataclass(frozen=True, slots=True)
class Actor:
    """Who asks. `is_judge`: the guild's judge role or Manage Server, decided by the caller."""

    user_id: int
    is_judge: bool = False


@dataclass(frozen=True, slots=True)
class GuildPolicy:
    """What a server decided about its matches (its settings, as the domain needs them)."""

    confirmation_required: bool = True


@dataclass(frozen=True, slots=True)
class SendReport:
    """Events that happened at one checkpoint, under the interaction's key (the report's row
    is its record)."""

    report: RulesReport
    key: str


@dataclass(frozen=True, slots=True)
class ResolveBatch:
    """Judge the open batch's events as one simultaneous report."""

    key: str


@dataclass(frozen=True, slots=True)
class Confirm:
    """Confirm (or agree to) what waits; `pending_id`: the one the button was for."""

    pending_id: int | None = None


@dataclass(frozen=True, slots=True)
class Dispute:
    """Refuse what waits: a waiting report is set aside and changes nothing."""

    pending_id: int | None = None


@dataclass(frozen=True, slots=True)
class Propose:
    """Draw the match intentionally, or end it early (by agreement, or at time)."""

    kind: PendingKind


@dataclass(frozen=True, slots=True)
class StartBatch:
    """Collect the next reports, to judge them together at one checkpoint."""


@dataclass(frozen=True, slots=True)
class CancelBatch:
    """Drop the open batch: none of its events count."""


@dataclass(frozen=True, slots=True)
class ConcedeMatch:
    """A player concedes the whole match (MTR 2.5); `player`: a user id or name, None for
    the actor."""

    player: int | str | None = None


@dataclass(frozen=True, slots=True)
class Choose:
    """The chooser plays first (`play_first`) or second in the game about to begin."""

    play_first: bool


@dataclass(frozen=True, slots=True)
class RecordResult:
    """A judge records how the match ended (a league's or a playoff's fix on a match still
    being played), and it ends at once so. `winner`: a player's name, None for a draw;
    `wins`: each side's game wins in the setup's team order, with `draws`; None keeps the
    score as it stands."""

    winner: str | None
    wins: tuple[int, ...] | None = None
    draws: int = 0


@dataclass(frozen=True, slots=True)
class ShowIn:
    """A message of Arbiter's now shows the match: its scoreboard, or (`pending_id`) what waits
    for confirmation, whose buttons are retired when it is settled elsewhere."""

    message_id: int
    pending_id: int | None = None


@dataclass(frozen=True, slots=True)
class PlayerSpec:
    """A seat asked for: a Discord user (or None, a name only) and the name to show."""

    user_id: int | None
    name: str


@dataclass(frozen=True, slots=True)
class StartMatch:
    """Start a match in a channel. Teams and emperors name players by user id or name.
    `first_chooser`: who chooses play or draw in game 1 and the rule that says so (a
    playoff's higher seed); else the one `draw` picks from the setup (the caller's fair
    random draw: the domain itself draws nothing; None: the first seat)."""

    guild_id: int | None
    channel_id: int
    system: str
    players: Sequence[PlayerSpec]
    best_of: int | None = None
    variant: str | None = None
    teams: Sequence[Sequence[int | str]] | None = None
    emperors: Sequence[int | str] | None = None
    starting_life: int | Mapping[str, int] | None = None
    range_of_influence: int | None = None
    first_chooser: tuple[str, str] | None = None
    draw: Callable[[GameSetup], str] | None = None


@dataclass(frozen=True, slots=True)
class ImportMatch:
    """A match document (bot.app.match.documents) whose games were re-adjudicated, to store as
    a match of this channel: finished (`result`, with the score as recorded in `final`), or
    its active match. Its reports are stored under `key:1`, `key:2`..."""

    guild_id: int | None
    channel_id: int
    document: Mapping[str, Any]
    result: Mapping[str, Any] | None
    final: Score | None
    key: str


@dataclass(frozen=True, slots=True)
class Undo:
    """Take back the last applied report. `game`: the game it is in (the current one, or the
    one before while the current one has no report yet) and `log`: that game's applied
    reports, oldest first, both read by the store for this command."""

    game: CurrentGame
    log: tuple[LoggedReport, ...]


@dataclass(frozen=True, slots=True)
class ServerSettings:
    """A server's settings: its judge role, whether reports that take a player out wait for
    their confirmation, the game /match start offers first, the channel where questions
    for its judges go, and the language of its public posts."""

    guild_id: int
    judge_role_id: int | None = None
    confirmation_required: bool = True
    default_game: str | None = None
    judge_channel_id: int | None = None
    # The language of its public posts (None: the server's own preferred locale).
    language: Language | None = None
    # As an answer (bot.app.match.views): the stored answer to a request applied before.
    duplicate: bool = False
    retry: bool = False


@dataclass(frozen=True, slots=True)
class ChangeSettings:
    """What a server admin changes in the settings (None: left as it is)."""

    judge_role_id: int | None = None
    clear_judge_role: bool = False
    confirmation_required: bool | None = None
    default_game: str | None = None
    judge_channel_id: int | None = None
    clear_judge_channel: bool = False
    language: Language | None = None
    clear_language: bool = False  # back to the server's preferred locale


Command = (
    SendReport
    | ResolveBatch
    | Confirm
    | Dispute
    | Propose
    | StartBatch
    | CancelBatch
    | ConcedeMatch
    | Choose
    | Undo
    | RecordResult
    | ShowIn
)


class StartOptions(TypedDict, total=False):
    """A match's options, as /match start and the leagues give them (StartMatch)."""

    guild_id: Required[int | None]
    channel_id: Required[int]
    system: Required[str]
    players: Required[Sequence[PlayerSpec]]
    best_of: int | None
    variant: str | None
    teams: Sequence[Sequence[int | str]] | None
    emperors: Sequence[int | str] | None
    starting_life: int | Mapping[str, int] | None
    range_of_influence: int | None
    first_chooser: tuple[str, str] | None


def judged_result(
    record: Mapping[str, Any], seats: Sequence[str], teams: Sequence[Sequence[str]]
) -> RecordResult:
    """A judge's record for a table (`games` in seat order, and/or `winner`, or `draw`) as
    its match's own result, in the match's team order: the inverse of `match_record`."""
    games = record.get("games")
    winner = record.get("winner")
    if games is None:
        return RecordResult(winner)
    won = dict(zip(seats, games[:2], strict=False))
    if winner is None and games[0] != games[1]:
        winner = seats[0] if games[0] > games[1] else seats[1]
    return RecordResult(winner, tuple(won.get(team[0], 0) for team in teams), games[2])
