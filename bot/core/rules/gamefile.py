"""A whole game file of the replay format: read it, adjudicate it, summarise the result."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.core.messages import Message
from bot.core.rules.engine import apply_report, new_game, parse_setup
from bot.core.rules.errors import RuleError
from bot.core.rules.event_reading import parse_report
from bot.core.rules.setup import GameSetup
from bot.core.rules.state import GameState
from bot.core.rules.vocabulary import Report


class GameFileError(RuleError):
    """A game file that cannot be adjudicated; `report_number` is 1-based where it applies."""

    def __init__(
        self, message: Message | str, *, field: str | None, report_number: int | None
    ) -> None:
        super().__init__(message, field=field)
        self.report_number = report_number

    def location(self) -> str:
        parts = []
        if self.report_number is not None:
            parts.append(f"report {self.report_number}")
        if self.field is not None:
            parts.append(f'field "{self.field}"')
        return ", ".join(parts)


@dataclass(frozen=True)
class GameFile:
    setup: GameSetup
    reports: tuple[Report, ...]


def read_game(data: object) -> GameFile:
    """Parse a game file's JSON value; raise GameFileError naming the report and field."""
    if not isinstance(data, Mapping):
        raise GameFileError(
            Message("A game file must hold one JSON object."), field=None, report_number=None
        )
    try:
        setup = parse_setup(data)
    except RuleError as error:
        raise GameFileError(error.text, field=error.field, report_number=None) from None
    raw_reports = data.get("reports", [])
    if not isinstance(raw_reports, list):
        raise GameFileError(
            Message('"reports" must be a list.'), field="reports", report_number=None
        )
    reports = []
    for number, raw in enumerate(raw_reports, start=1):
        try:
            reports.append(parse_report(raw))
        except RuleError as error:
            raise GameFileError(error.text, field=error.field, report_number=number) from None
    return GameFile(setup, tuple(reports))


def adjudicate_game(game: GameFile) -> GameState:
    """Apply every report in order; raise GameFileError at the first one that is refused."""
    state = new_game(game.setup)
    for number, report in enumerate(game.reports, start=1):
        try:
            state = apply_report(state, report).state
        except RuleError as error:
            raise GameFileError(error.text, field=error.field, report_number=number) from None
    return state


def summarize(state: GameState) -> dict[str, Any]:
    """The replay contract's result object (without the "file" key)."""
    return {
        "status": "over" if state.is_over else "ongoing",
        "players": {p: state.standings[p].value for p in state.setup.players},
        "citations": list(state.citations),
        "restarts": state.restarts,
    }
