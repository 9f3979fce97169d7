"""The one error the league core raises: a league file (or league data) it cannot accept."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.core.messages import Message


class LeagueFileError(ValueError):
    """A league file that does not follow shared/spec/league-format.md.

    `text` is one sentence saying what is wrong and what would be right, worded by a face in
    the reader's language; `message` is it in English. A plain string is kept as it is (not
    in the catalogue). `round_number` and `match_number` are 1-based where they apply; `field`
    names the offending field.
    """

    def __init__(
        self,
        message: str | Message,
        *,
        field: str | None = None,
        round_number: int | None = None,
        match_number: int | None = None,
    ) -> None:
        self.text = message if isinstance(message, Message) else Message.verbatim_text(message)
        self.message = self.text.english()
        super().__init__(self.message)
        self.field = field
        self.round_number = round_number
        self.match_number = match_number

    def location(self) -> str:
        """`round 2, match 3, field "games"`, or the parts of it that apply ("" if none)."""
        where = self.located()
        return where.english() if where is not None else ""

    def places(self) -> list[Message]:
        """The places in the file, outermost first: round, match, field (those that apply)."""
        parts = []
        if self.round_number is not None:
            parts.append(Message("round {number}", number=self.round_number))
        return parts + self.match_and_field()

    def match_and_field(self) -> list[Message]:
        parts = []
        if self.match_number is not None:
            parts.append(Message("match {number}", number=self.match_number))
        if self.field is not None:
            parts.append(Message('field "{field}"', field=self.field))
        return parts

    def located(self) -> Message | None:
        """Where in the file: `round 2, match 3, field "games"` as a message (None: nowhere
        in particular)."""
        parts = self.places()
        if not parts:
            return None
        where = parts[-1]
        for part in reversed(parts[:-1]):  # a list of places: "{first}, {rest}"
            where = Message("{first}, {rest}", first=part, rest=where)
        return where

    def described(self) -> Message:
        """What is wrong, and where: `round 2, match 3: ...`."""
        where = self.located()
        if where is None:
            return self.text
        return Message("{where}: {problem}", where=where, problem=self.text)

    def __str__(self) -> str:
        return self.described().english()


def described(error: ValueError) -> Message:
    """A league file's error as a message: where and what (another ValueError: as it is)."""
    if isinstance(error, LeagueFileError):
        return error.described()
    return Message.verbatim_text(str(error))


def wrong_format(data: Mapping[str, Any], expected: str) -> Message:
    """A file's "format" that is not `expected` (its quoted names: `"arbiter-league"`)."""
    if "format" not in data:
        return Message('"format" is missing: it is {expected}.', expected=expected)
    return Message(
        '"format" must be {expected}, not {value}.', expected=expected, value=repr(data["format"])
    )
