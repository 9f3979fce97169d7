"""What a decision changes: the match's next state, the rows to store, and the answer.

The rows are typed changes that bot.matches.store writes in one transaction with the version
claim; ids the database assigns (a new report's, a new confirmation's) are filled in there."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.matches.domain.state import CurrentGame, MatchState
from bot.matches.domain.statuses import PendingKind, PendingStatus, ReportStatus


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


@dataclass(frozen=True, slots=True)
class OpenWaiting:
    """What now waits for confirmation: the report appended with it, or a proposal."""

    kind: PendingKind
    requested_by: int
    awaited: tuple[str, ...]
    would_decide: tuple[str, ...]


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


Change = (
    AppendReport
    | OpenWaiting
    | CloseWaiting
    | RecordAgreement
    | MarkReport
    | CollectInBatch
    | BeginBatch
    | CloseBatch
    | StoreGame
    | StartGame
)


@dataclass(frozen=True, slots=True)
class Answer:
    """What the request answers besides the match: a report's fields (bot.matches.views.
    ReportAnswer, without the ids the store assigns)."""

    status: str
    game_number: int
    outcomes: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    game_over: bool = False
    match_over: bool = False
    next_chooser: str | None = None
    pending_id: int | None = None
    report_id: int | None = None

    def fields(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "report_id": self.report_id,
            "game_number": self.game_number,
            "outcomes": self.outcomes,
            "notes": self.notes,
            "game_over": self.game_over,
            "match_over": self.match_over,
            "next_chooser": self.next_chooser,
            "pending_id": self.pending_id,
        }


@dataclass(frozen=True, slots=True)
class Decision:
    """Everything a request changes (`changes`, and the match row as `after` has it) and
    everything its answer needs. `finished`: the match ends with this decision."""

    before: MatchState
    after: MatchState
    changes: tuple[Change, ...]
    answer: Answer
    finished: bool = False
    # What was withdrawn or settled, for the answer's wording.
    settled: tuple[int, ...] = field(default=())


@dataclass(frozen=True, slots=True)
class Refusal:
    """The request is refused: nothing changes. `not_allowed`: the actor may not do it."""

    message: str
    not_allowed: bool = False
