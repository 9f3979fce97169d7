"""The one error the rules core raises: a report or a game description it cannot accept."""

from __future__ import annotations


class RuleError(ValueError):
    """A report, event or game description that the rules of the game cannot accept.

    `message` is one sentence for a player: what is wrong and what would be right.
    `field` names the offending field of the event or game file, when there is one.
    """

    def __init__(self, message: str, *, field: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.field = field

    def __str__(self) -> str:
        return self.message
