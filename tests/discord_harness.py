"""The end-to-end harness for slash commands (the package tests/harness/, described in its
``__init__.py``, over the in-memory Discord of bot/fakediscord). Tests import its public names
from here."""

from bot.fakediscord.records import RecordedFile, RestCall
from tests.harness.errors import (
    HarnessError,
    InteractionError,
    LoggedError,
    NoResponseError,
    PayloadLimitError,
    UnhandledRouteError,
)
from tests.harness.fakes import FakeChannel, FakeMessage, FakeRole, FakeUser
from tests.harness.harness import DiscordHarness
from tests.harness.results import InteractionResult, PendingInteraction

__all__ = [
    "DiscordHarness",
    "FakeChannel",
    "FakeMessage",
    "FakeRole",
    "FakeUser",
    "HarnessError",
    "InteractionError",
    "InteractionResult",
    "LoggedError",
    "NoResponseError",
    "PayloadLimitError",
    "PendingInteraction",
    "RecordedFile",
    "RestCall",
    "UnhandledRouteError",
]
