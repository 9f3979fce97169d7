"""Errors the match service raises. Each message is for the user: what is wrong, what to do."""

from __future__ import annotations

from bot.core.messages import Message


class MatchError(Exception):
    """A request the service refuses; nothing was changed. `text` is what to say, worded by
    a face in the reader's language; `message` is it in English (for logs, and the faces
    not translated yet). A plain string is shown as it is (not in the catalogue yet)."""

    def __init__(self, message: str | Message) -> None:
        self.text = message if isinstance(message, Message) else Message.verbatim_text(message)
        self.message = self.text.english()
        super().__init__(self.message)


class NoActiveMatch(MatchError):
    pass


class NotAllowed(MatchError):
    pass


class StaleMatch(Exception):
    """Another writer changed the match first; the service retries (not shown to users)."""


class OutcomeUnknown(Exception):
    """Not a refusal: the change may have been stored or not, and Arbiter could not find out
    (the database connection was lost while committing and did not come back in time). The
    message says so and what to check; it never says that nothing was changed. `text` is it
    to word in the reader's language, `message` in English (for logs)."""

    def __init__(self, message: Message) -> None:
        self.text = message
        self.message = message.english()
        super().__init__(self.message)
