"""Errors the match service raises. Each message is for the user: what is wrong, what to do."""

from __future__ import annotations


class MatchError(Exception):
    """A request the service refuses; nothing was changed."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class NoActiveMatch(MatchError):
    pass


class NotAllowed(MatchError):
    pass


class StaleMatch(Exception):
    """Another writer changed the match first; the service retries (not shown to users)."""


class OutcomeUnknown(Exception):
    """Not a refusal: the change may have been stored or not, and Arbiter could not find out
    (the database connection was lost while committing and did not come back in time). The
    message says so and what to check; it never says that nothing was changed."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
