"""A finished table's result, as a value the faces word (issue 34): the games each side won
and the drawn games, a draw, or a pod's winner, as the league file records it
(shared/spec/league-format.md)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.core.messages import Message


@dataclass(frozen=True, slots=True)
class TableResult:
    """`games`: a match's game wins and drawn games, in seat order ("2-1-0"); else `winner`:
    a pod's winner; neither: a draw."""

    games: tuple[int, ...] | None = None
    winner: str | None = None

    @classmethod
    def of(cls, record: Mapping[str, Any], winner: str | None = None) -> TableResult | None:
        """The result of a league file's match `record` (None while unfinished); `winner`
        names a pod's winner when the record does not (a playoff's)."""
        if record.get("result") == "unfinished":
            return None
        if "games" in record:
            return cls(games=tuple(int(g) for g in record["games"]))
        if record.get("draw"):
            return cls()
        return cls(winner=str(winner if winner is not None else record.get("winner")))

    @property
    def drawn(self) -> bool:
        """A draw recorded as such, not by its games."""
        return self.games is None and self.winner is None

    @property
    def score(self) -> str | None:
        """The games as digits ("2-1-0"), the same in every language."""
        return None if self.games is None else "-".join(map(str, self.games))

    def text(self) -> str:
        """The result as the pages' JSON says it, in no language: "2-1-0", "draw", "ann won"."""
        if self.score is not None:
            return self.score
        return "draw" if self.winner is None else f"{self.winner} won"

    def said(self) -> Message:
        """The result as a sentence's part, worded by a face in its reader's language."""
        if self.score is not None:
            return Message.verbatim_text(self.score)
        if self.winner is None:
            return Message.within("result", "draw")
        return Message("{player} won", player=self.winner)
