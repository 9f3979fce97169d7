"""What a player or a judge asks of a match, as typed values (the Discord face and the console
parse their input into these; bot.matches.domain.decide judges them)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.matches.domain.statuses import PendingKind
from bot.rules import Report as RulesReport


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
class Withdraw:
    """Undo while a report waits for confirmation: it is withdrawn, never applied."""


Command = (
    SendReport
    | ResolveBatch
    | Confirm
    | Dispute
    | Propose
    | StartBatch
    | CancelBatch
    | ConcedeMatch
    | Withdraw
    | Choose
    | RecordResult
)
