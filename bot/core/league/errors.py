"""The one error the league core raises: a league file (or league data) it cannot accept."""

from __future__ import annotations


class LeagueFileError(ValueError):
    """A league file that does not follow shared/spec/league-format.md.

    `message` is one sentence saying what is wrong and what would be right. `round_number`
    and `match_number` are 1-based where they apply; `field` names the offending field.
    """

    def __init__(
        self,
        message: str,
        *,
        field: str | None = None,
        round_number: int | None = None,
        match_number: int | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.field = field
        self.round_number = round_number
        self.match_number = match_number

    def location(self) -> str:
        """`round 2, match 3, field "games"`, or the parts of it that apply ("" if none)."""
        parts = []
        if self.round_number is not None:
            parts.append(f"round {self.round_number}")
        if self.match_number is not None:
            parts.append(f"match {self.match_number}")
        if self.field is not None:
            parts.append(f'field "{self.field}"')
        return ", ".join(parts)

    def __str__(self) -> str:
        where = self.location()
        return f"{where}: {self.message}" if where else self.message
