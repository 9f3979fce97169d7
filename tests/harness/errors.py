"""What the harness raises: problems it found in the bot, or in how a test uses it."""

from __future__ import annotations

import traceback
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tests.harness.results import InteractionResult


class HarnessError(AssertionError):
    """The harness detected a problem (subclasses ``AssertionError`` so pytest reports it)."""


class UnhandledRouteError(HarnessError):
    """discord.py made a REST call the fake REST layer has no handler for."""


class PayloadLimitError(HarnessError):
    """The bot sent a payload over one of Discord's documented limits (Discord answers 400)."""


class LoggedError(Exception):
    """An ERROR-level log record from discord.py that carried no exception."""


class InteractionError(HarnessError):
    """Handling an interaction raised or logged errors."""

    def __init__(self, result: InteractionResult) -> None:
        self.result = result
        self.errors = list(result.errors)
        self.original_errors = result.original_errors
        parts = [f"{len(self.errors)} error(s) while handling {result.describe()}:"]
        for error in result.original_errors:
            formatted = "".join(traceback.format_exception(error)).rstrip()
            parts.append(formatted)
        super().__init__("\n\n".join(parts))


class NoResponseError(HarnessError):
    """The interaction was never acknowledged (Discord shows 'The application did not respond')."""

    def __init__(self, result: InteractionResult, hint: str = "") -> None:
        self.result = result
        message = (
            f"{result.describe()} was never responded to; a Discord user would see "
            "'The application did not respond' / 'This interaction failed'."
        )
        if hint:
            message += f" {hint}"
        super().__init__(message)
