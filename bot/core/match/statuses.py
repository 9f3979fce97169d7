"""The statuses a match, a game, a report and what waits for confirmation go through.

StrEnums: each member is the string stored in its column, so rows and JSON read and write
them as they always have."""

from __future__ import annotations

from enum import StrEnum


class MatchStatus(StrEnum):
    ACTIVE = "active"
    FINISHED = "finished"


class GameStatus(StrEnum):
    PLAYING = "playing"
    OVER = "over"
    UNFINISHED = "unfinished"  # ended early with reports in it: counts as a draw
    UNPLAYED = "unplayed"  # ended before any report


class ReportStatus(StrEnum):
    APPLIED = "applied"
    PENDING = "pending"  # waits for confirmation
    UNDONE = "undone"
    DISPUTED = "disputed"
    # Collected into an open batch; merged when the batch is resolved, or cancelled with it.
    BATCHED = "batched"
    MERGED = "merged"
    CANCELLED = "cancelled"


class PendingKind(StrEnum):
    REPORT = "report"
    MATCH_DRAW = "match_draw"
    MATCH_END = "match_end"


class ReplyStatus(StrEnum):
    """What a request did, as its answer says (bot.app.match.views.ReportAnswer.status)."""

    APPLIED = "applied"
    PENDING = "pending"  # waits for confirmation
    BATCHED = "batched"  # collected into the open batch
    DISPUTED = "disputed"
    WITHDRAWN = "withdrawn"
    UNDONE = "undone"
    CHOSEN = "chosen"
    BATCH = "batch"  # a batch opened or cancelled
    STARTED = "started"
    IMPORTED = "imported"
    SHOWN = "shown"  # a message of Arbiter's shows the match


class PendingStatus(StrEnum):
    OPEN = "open"
    CONFIRMED = "confirmed"
    DISPUTED = "disputed"
    WITHDRAWN = "withdrawn"
