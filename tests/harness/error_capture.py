"""Errors the bot raised or discord.py logged while the harness ran: recorded, tied to
the interaction they belong to, and raised to the test (no error goes unseen)."""

from __future__ import annotations

import logging
import traceback
from typing import Any

import discord
from discord import app_commands

from bot.fakediscord.memory import InMemoryDiscord
from tests.harness.errors import HarnessError, LoggedError


class ErrorLogCapture(logging.Handler):
    """Records what discord.py logs at ERROR level (it swallows errors in views, autocomplete
    callbacks and listeners that way)."""

    def __init__(self, harness: ErrorCapture) -> None:
        super().__init__(level=logging.ERROR)
        self._harness = harness

    def emit(self, record: logging.LogRecord) -> None:
        error: BaseException | None = record.exc_info[1] if record.exc_info else None
        if error is None:
            error = LoggedError(f"{record.name}: {record.getMessage()}")
        self._harness._record_error(error, None)


class ErrorCapture(InMemoryDiscord):
    """The tree's ``on_error`` hook, the errors the in-memory Discord found (a request over a
    limit, a late first answer, an unknown route), and the check that every recorded error
    was reported."""

    # (interaction token or None, error), and the ids of errors already raised to the test.
    _errors: list[tuple[str | None, BaseException]]
    _reported: set[int]
    _tree_had_on_error: bool
    _tree_on_error: Any

    def _record_error(self, error: BaseException, token: str | None) -> None:
        if any(existing is error for _, existing in self._errors):
            return
        self._errors.append((token, error))

    @property
    def errors(self) -> list[BaseException]:
        """Every error recorded so far (tree errors, task exceptions, ERROR logs)."""
        return [error for _, error in self._errors]

    def _raise_unreported(self, where: str) -> None:
        unreported = [error for _, error in self._errors if id(error) not in self._reported]
        if not unreported:
            return
        for error in unreported:
            self._reported.add(id(error))
        details = "\n\n".join("".join(traceback.format_exception(e)).rstrip() for e in unreported)
        raise HarnessError(f"{len(unreported)} unhandled error(s) during {where}:\n\n{details}")

    def _wrap_tree_on_error(self) -> None:
        tree = self.tree
        self._tree_had_on_error = "on_error" in vars(tree)
        original = tree.on_error

        async def recording_on_error(
            interaction: discord.Interaction[Any], error: app_commands.AppCommandError, /
        ) -> None:
            self._record_error(error, interaction.token)
            await original(interaction, error)

        self._tree_on_error = original
        tree.on_error = recording_on_error  # type: ignore[method-assign]

    def _unwrap_tree_on_error(self) -> None:
        if self._tree_on_error is None:
            return
        if self._tree_had_on_error:
            self.tree.on_error = self._tree_on_error  # type: ignore[method-assign]
        else:
            vars(self.tree).pop("on_error", None)
        self._tree_on_error = None
