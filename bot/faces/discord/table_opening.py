"""Opening a league's tables on Discord: a round start's pairings, a playoff round's matches
(whether the organiser, a match's end or the clock asks) and the tables of a start that died
all go through `TableOpener.open`, so every table is opened once and its players told, whoever
asks and however often.

For each table: its claim (bot.app.league.table_starts; a table someone else holds, or
started already, is left alone), its thread under the league channel, its match there, then
its players pinged in the thread's first message; only once Discord took that message does the
table count as started. Tables are started several at a time, each request waiting for its
turn in the bot token's paced budget (`pacing.Budget`). A table whose match cannot be started,
or whose players Discord would not let Arbiter tell, does not stop the others; any other Discord
error does: no further table is begun (those under way finish). Either way a MatchError says
which tables, and what to fix; the next start (or the clock, for a start that died) does
what is left, in the threads and matches already there.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Generic, TypeVar

import discord

from bot.app.league.table_starts import Claimed, Stage, Table, TableStarts
from bot.app.match import Actor
from bot.app.match.views import MatchView
from bot.core.errors import MatchError
from bot.faces.discord import messaging
from bot.faces.discord.mentions import Pings

if TYPE_CHECKING:
    from bot.faces.discord.client import ArbiterBot

log = logging.getLogger(__name__)
T = TypeVar("T", bound=Table)
# Tables started at once: enough to keep the budget busy through Discord's latency (three
# requests and a few database writes a table; the board's message id is saved in the
# background), few enough to stop soon after a refusal.
TABLES_AT_ONCE = 16


class TableRefused(MatchError):
    """One table's match could not be started (the others can)."""


class PlayersNotTold(MatchError):
    """Discord refused the first message of one table's thread: its players were not told."""


@dataclass(frozen=True)
class Opening(Generic[T]):
    """What a round or a playoff round says in its tables' threads."""

    channel_id: int  # the league channel, where the threads open
    thread_name: Callable[[T], str]
    welcome: Callable[[T, MatchView], str]  # pings the table's players


def discord_refusal(error: discord.HTTPException) -> str:
    """What a Discord error in a table's start means, and what to do about it."""
    if error.status == 400 and error.code == 160006:
        return (
            "The server has reached Discord's limit of active threads: archive some "
            "finished threads first."
        )
    if error.status == 404:
        return "Discord no longer knows this channel or a table's thread (was it deleted?)."
    if error.status >= 500:
        return f"Discord had an error ({error.status}) and stopped the start."
    return f"Discord refused a step ({error.status}: {error.text or 'no reason given'})."


class TableOpener:
    def __init__(self, bot: ArbiterBot, tables: TableStarts) -> None:
        self.bot = bot
        self.tables = tables

    def league_actor(self) -> Actor:
        """The league itself, when it opens tables on its own (the clock, a match's end)."""
        user = self.bot.user
        return Actor(user_id=user.id if user else 0, is_judge=True)

    async def open(
        self,
        tables: Sequence[T],
        opening: Opening[T],
        *,
        actor: Actor,
        now: datetime | None = None,
        started: Callable[[], Awaitable[None]] | None = None,
    ) -> None:
        """Open `tables` (those not started yet), `TABLES_AT_ONCE` at a time, in order;
        `started` is called as each one's players are told. A MatchError says what failed."""
        since = messaging.budget_of(self.bot).clock()  # every request: one change, in order
        waiting: Iterator[T] = iter(tables)
        refused: list[str] = []
        untold: list[str] = []
        stopped: list[Exception] = []

        async def open_tables() -> None:
            for table in waiting:  # shared: each worker takes the next table not begun
                if stopped:
                    return
                claimed = await self.tables.claim(table, now=now)
                if claimed is None:  # started already, or another start holds it
                    continue
                try:
                    await self._open(table, claimed, opening, actor, since, now)
                except TableRefused as error:  # let go by the service, for a new thread
                    refused.append(error.message)
                    continue
                except PlayersNotTold as error:
                    await self.tables.release(table.ref)  # its thread and match stay
                    untold.append(error.message)
                    continue
                except BaseException as error:
                    await self.tables.release(table.ref)
                    if not isinstance(error, Exception):
                        raise
                    stopped.append(error)
                    return
                if started is not None:
                    await started()

        async with asyncio.TaskGroup() as group:
            for _ in range(min(TABLES_AT_ONCE, len(tables))):
                group.create_task(open_tables())
        _raise_for_tables(refused, untold, stopped)

    async def _open(
        self,
        table: T,
        claimed: Claimed,
        opening: Opening[T],
        actor: Actor,
        since: float,
        now: datetime | None,
    ) -> None:
        thread_id = claimed.thread_id  # opened by an earlier try that stopped: use it
        if thread_id is None:
            thread_id = await messaging.open_thread(
                self.bot, opening.channel_id, opening.thread_name(table), since=since
            )
            await self.tables.record_thread(table.ref, thread_id)
        try:
            match = await self.tables.start(table.ref, thread_id=thread_id, actor=actor)
        except MatchError as refused:
            raise TableRefused(f"Table {table.table}: {refused.message}") from None
        try:
            await messaging.send(
                self.bot,
                thread_id,
                content=opening.welcome(table, match),
                pings=Pings.of(table.user_ids),
                since=since,
            )
        except discord.HTTPException as error:
            raise PlayersNotTold(
                f"Table {table.table}'s players were not told of their match #{match.id} in "
                f"<#{thread_id}>: {discord_refusal(error)}"
            ) from None
        await self.tables.told(table.ref, now=now)
        await self.bot.scoreboards.post(match, thread_id, since=since)

    async def finish_abandoned(self, now: datetime | None = None) -> None:
        """Finish the tables whose start died (the bot was stopped or killed between two
        steps, e.g. after the match was linked and before the players were told): each
        once its claim has run out, in the thread and the match it had (the client's clock
        runs this, from its first tick after a start)."""
        for left in await self.tables.abandoned(now):
            if left.stage is Stage.ROUND:
                await self.bot.league_actions.resume_round(left.channel_id, left.round_number, now)
            else:
                await self.bot.playoff_actions.resume(left.channel_id, now)


def _raise_for_tables(
    refused: Sequence[str], untold: Sequence[str], stopped: Sequence[Exception]
) -> None:
    """A MatchError from the tables that could not start (`refused`, each said as "Table N:
    why"), those whose players were not told (`untold`), and the error that stopped the
    others, if any; an error that is not Discord's or a MatchError goes up as it is."""
    said = list(refused)
    if refused:
        said.append(
            "A judge can record such a table's result with /league result; a start then leaves it."
        )
    said += untold
    if stopped:
        error = stopped[0]
        if isinstance(error, discord.HTTPException):
            raise MatchError(" ".join([*said, discord_refusal(error)])) from None
        if isinstance(error, MatchError):
            raise MatchError(" ".join([*said, error.message])) from None
        raise error
    if said:
        raise MatchError(" ".join(said))
