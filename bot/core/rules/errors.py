"""The one error the rules core raises: a report or a game description it cannot accept."""

from __future__ import annotations

from bot.core.messages import Message


class RuleError(ValueError):
    """A report, event or game description that the rules of the game cannot accept.

    `text` is one sentence for a player, as a message the faces word in the reader's language:
    what is wrong and what would be right; `message` is that sentence in English (the replay
    files, the logs, the rulings' reader). A plain string is shown as it is in every language.
    `field` names the offending field of the event or game file, when there is one.
    """

    def __init__(self, message: Message | str, *, field: str | None = None) -> None:
        self.text = message if isinstance(message, Message) else Message.verbatim_text(message)
        self.message = self.text.english()
        super().__init__(self.message)
        self.field = field

    def __str__(self) -> str:
        return self.message
