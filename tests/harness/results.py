"""An interaction still running (:class:`PendingInteraction`, from ``DiscordHarness.dispatch``)
and what it produced (:class:`InteractionResult`, bot/fakediscord/results.py)."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any, cast

from bot.fakediscord.results import InteractionKind, InteractionResult
from tests.harness.errors import HarnessError, InteractionError, NoResponseError

if TYPE_CHECKING:
    from tests.harness.harness import DiscordHarness

__all__ = ["InteractionKind", "InteractionResult", "PendingInteraction"]


class PendingInteraction:
    """An interaction that was dispatched but not yet awaited (see ``DiscordHarness.dispatch``)."""

    def __init__(
        self,
        harness: DiscordHarness,
        result: InteractionResult,
        tasks: set[asyncio.Task[Any]],
        *,
        error_mark: int,
        call_mark: int,
        time_limit: float,
        raise_on_error: bool,
        expect_response: bool,
        no_response_hint: str = "",
    ) -> None:
        self.result = result
        self._harness = harness
        self._tasks = tasks
        self._error_mark = error_mark
        self._call_mark = call_mark
        self._time_limit = time_limit
        self._raise_on_error = raise_on_error
        self._expect_response = expect_response
        self._no_response_hint = no_response_hint
        self._finished = False

    async def answered(self) -> InteractionResult:
        """Wait until the interaction has its first answer (its tasks may still be running,
        e.g. a panel's press waiting for its burst to end: ``wait`` for them after)."""
        try:
            await asyncio.wait_for(self.result.answered.wait(), self._time_limit)
        except TimeoutError:
            raise HarnessError(
                f"{self.result.describe()} was not answered within {self._time_limit}s"
            ) from None
        return self.result

    async def wait(self) -> InteractionResult:
        """Wait for every task the dispatch created, then check errors and the response."""
        if self._finished:
            return self.result
        self._finished = True
        harness = self._harness
        token = self.result.token
        if self._tasks:
            done, pending = await asyncio.wait(self._tasks, timeout=self._time_limit)
            if pending:
                for task in pending:
                    task.cancel()
                await asyncio.gather(*pending, return_exceptions=True)
                names = sorted(t.get_name() for t in pending)
                raise HarnessError(
                    f"{self.result.describe()} did not finish within {self._time_limit}s "
                    f"(still running: {names}). Is the command waiting for another interaction? "
                    "Use harness.dispatch(...) and await .wait() later for such flows."
                )
            for task in done:
                if not task.cancelled() and task.exception() is not None:
                    harness._record_error(cast(BaseException, task.exception()), token)
        result = self.result
        result.interaction = harness._interactions.pop(token, None)
        result.calls = harness.calls[self._call_mark :]
        result.errors = [
            error
            for tok, error in harness._errors[self._error_mark :]
            if tok is None or tok == token
        ]
        for error in result.errors:
            harness._reported.add(id(error))
        if self._raise_on_error and result.errors:
            raise InteractionError(result)
        if self._expect_response and not result.responded:
            raise NoResponseError(result, self._no_response_hint)
        return result
