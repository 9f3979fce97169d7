"""What a decision changes: the match's next state, the rows to store, and the answer.

The rows are typed changes that bot.store.matches writes in one transaction with the version
claim; ids the database assigns (a new report's, a new confirmation's) are filled in there."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.core.match.state import CurrentGame, MatchState
from bot.core.match.statuses import PendingKind, PendingStatus, ReplyStatus, ReportStatus
from bot.core.messages import Message
from bot.core.rules import Report as RulesReport


@dataclass(frozen=True, slots=True)
class AppendReport:
    """A report joins the log. `answer`: what its row stores as the answer (the report's and
    a new confirmation's ids are added by the store)."""

    game_number: int
    reporter_id: int
    key: str
    payload: Mapping[str, Any]
    status: ReportStatus
    answer: Mapping[str, Any]
    seq: int = 0  # its place in the log; 0: the match's new version


@dataclass(frozen=True, slots=True)
class OpenWaiting:
    """What now waits for confirmation: the report appended with it, or a proposal."""

    kind: PendingKind
    requested_by: int
    awaited: tuple[str, ...]
    would_decide: tuple[Message, ...]


@dataclass(frozen=True, slots=True)
class CloseWaiting:
    id: int
    status: PendingStatus
    by: int


@dataclass(frozen=True, slots=True)
class RecordAgreement:
    """Some of those awaited agreed; the rest still have to."""

    id: int
    agreed: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class MarkReport:
    """A stored report's new status (and its answer, once a waiting report is applied)."""

    report_id: int
    status: ReportStatus
    by: int | None
    answer: Mapping[str, Any] | None = None


@dataclass(frozen=True, slots=True)
class CollectInBatch:
    """The open batch with a report's events added (the whole lists, as they now stand)."""

    batch_id: int
    events: tuple[Mapping[str, Any], ...]
    origins: tuple[tuple[int, bool], ...]
    reporters: tuple[int, ...]
    keys: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class BeginBatch:
    game_number: int
    opened_by: int


@dataclass(frozen=True, slots=True)
class CloseBatch:
    """The batch is resolved (its reports merged) or cancelled (with its reports)."""

    batch_id: int
    keys: tuple[str, ...]
    reports: ReportStatus  # MERGED or CANCELLED


@dataclass(frozen=True, slots=True)
class StoreGame:
    """The game's new state (and its end): written over its row."""

    game: CurrentGame
    ended: bool


@dataclass(frozen=True, slots=True)
class StartGame:
    game: CurrentGame


@dataclass(frozen=True, slots=True)
class DropGame:
    """The game that had just begun, taken back with the report that ended the one before."""

    number: int


@dataclass(frozen=True, slots=True)
class CreateMatch:
    """A new match: its row and its players' (the decision's `after`); its id is assigned by
    the store, and the one active match per channel is the database's to enforce."""

    started_by: int


@dataclass(frozen=True, slots=True)
class ShowBoard:
    """The match's scoreboard is this message."""

    message_id: int


@dataclass(frozen=True, slots=True)
class ShowWaiting:
    """What waits (confirmation `id`) is shown in this message."""

    id: int
    message_id: int


Change = (
    CreateMatch
    | AppendReport
    | OpenWaiting
    | CloseWaiting
    | RecordAgreement
    | MarkReport
    | CollectInBatch
    | BeginBatch
    | CloseBatch
    | StoreGame
    | StartGame
    | DropGame
    | ShowBoard
    | ShowWaiting
)


@dataclass(frozen=True, slots=True)
class Reply:
    """What the request answers besides the match: a report's fields (bot.app.match.views.
    ReportAnswer, without the ids the store assigns)."""

    status: ReplyStatus
    game_number: int
    # What the rules engine decided, as sentences a face words in its reader's language.
    outcomes: tuple[Message, ...] = ()
    notes: tuple[Message, ...] = ()
    game_over: bool = False
    match_over: bool = False
    next_chooser: str | None = None
    pending_id: int | None = None
    report_id: int | None = None


@dataclass(frozen=True, slots=True)
class Decision:
    """Everything a request changes (`changes`, and the match row as `after` has it) and
    everything its answer needs. `before`: None for a new match. `finished`: the match ends
    with this decision. `undone`: the report an undo took back, for the answer's wording."""

    before: MatchState | None
    after: MatchState
    changes: tuple[Change, ...]
    answer: Reply
    finished: bool = False
    undone: RulesReport | None = None


@dataclass(frozen=True, slots=True)
class Refusal:
    """The request is refused: nothing changes. `not_allowed`: the actor may not do it."""

    message: Message
    not_allowed: bool = False


class Refused(Exception):
    """Raised inside the domain, returned by `decide` as its Refusal."""

    def __init__(self, message: Message, *, not_allowed: bool = False) -> None:
        super().__init__(message.english())
        self.refusal = Refusal(message, not_allowed)
