"""What the harness raises: problems it found in the bot, or in how a test uses it. The
in-memory Discord's own (an unknown route, a payload over a limit, a use of it that cannot
be) are bot/fakediscord/errors.py's; ``HarnessError`` is their base."""

from __future__ import annotations

import traceback
from typing import TYPE_CHECKING

from bot.fakediscord.errors import FakeDiscordError, PayloadLimitError, UnhandledRouteError

if TYPE_CHECKING:
    from bot.fakediscord.results import InteractionResult

#: The harness detected a problem (an ``AssertionError``, so pytest reports it).
HarnessError = FakeDiscordError

__all__ = [
    "HarnessError",
    "InteractionError",
    "LoggedError",
    "NoResponseError",
    "PayloadLimitError",
    "UnhandledRouteError",
]


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
