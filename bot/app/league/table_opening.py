"""Opening a league's tables: a round start's pairings, a playoff round's matches (whether the
organiser, a match's end or the clock asks) and the tables of a start that died all go
through `TableOpener.open`, so every table is opened once and its players told, whoever asks
and however often.

For each table: its claim (bot.app.league.table_starts; a table someone else holds, or
started already, is left alone), its thread under the league channel, its match there (the
thread recorded, the match started and linked in one transaction), then its players pinged in
the thread's first message and its board shown; only once the face took that message does
the table count as started (with its board's message kept). The face's part is the `Tables`
port (bot.app.ports). Tables are started several at a time, each call waiting for its turn in
the face's paced budget from when the start began. A table whose match cannot be started, or
whose players the face could not tell, does not stop the others; any other refusal does: no
further table is begun (those under way finish). Either way a MatchError says which tables,
and what to fix; the next start (or the clock, for a start that died) does what is left, in
the threads and matches already there.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterator, Sequence
from datetime import datetime
from typing import TypeVar

from bot.app.league.table_starts import Board, Claimed, Table, TableStarts
from bot.app.match import Actor
from bot.app.ports import NotSent, Opening, Site, Tables, TableView
from bot.core.errors import MatchError
from bot.core.messages import Message, channel_mention, sentences

T = TypeVar("T", bound=TableView)
# Tables started at once: enough to keep the face's budget busy through Discord's latency
# (three requests and a few database writes a table), few enough to stop soon after a
# refusal.
TABLES_AT_ONCE = 16


class TableRefused(MatchError):
    """One table's match could not be started (the others can)."""


class PlayersNotTold(MatchError):
    """The face could not post the first message of one table's thread: its players were
    not told."""


class Stopped(MatchError):
    """The face refused a step in a way that would refuse the next table's too."""


class TableOpener:
    def __init__(self, starts: TableStarts, tables: Tables) -> None:
        self.starts = starts
        self.tables = tables

    def league_actor(self) -> Actor:
        """The league itself, when it opens tables on its own (the clock, a match's end)."""
        return Actor(user_id=self.tables.arbiter_id, is_judge=True)

    async def open(
        self,
        tables: Sequence[T],
        site: Site,
        channel_id: int,
        *,
        actor: Actor,
        now: datetime | None = None,
        started: Callable[[], Awaitable[None]] | None = None,
    ) -> None:
        """Open `tables` of `site` (those not started yet) under the league channel
        `channel_id`, `TABLES_AT_ONCE` at a time, in order; `started` is called as each one's
        players are told. A MatchError says what failed."""
        since = self.tables.clock()  # every call: one change, in order
        waiting: Iterator[T] = iter(tables)
        refused: list[Message] = []
        untold: list[Message] = []
        stopped: list[Exception] = []

        async def open_tables() -> None:
            for table in waiting:  # shared: each worker takes the next table not begun
                if stopped:
                    return
                claimed = await self.starts.claim(table, now=now)
                if claimed is None:  # started already, or another start holds it
                    continue
                opening = Opening(channel_id, site, table, since)
                try:
                    await self._open(opening, table, claimed, actor, now)
                except TableRefused as error:  # let go by the starts, for a new thread
                    refused.append(error.text)
                    continue
                except PlayersNotTold as error:
                    await self.starts.release(table.ref)  # its thread and match stay
                    untold.append(error.text)
                    continue
                except BaseException as error:
                    await self.starts.release(table.ref)
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
        self, opening: Opening, table: Table, claimed: Claimed, actor: Actor, now: datetime | None
    ) -> None:
        thread_id = claimed.thread_id  # opened by an earlier try that stopped: use it
        if thread_id is None:
            opened = await self.tables.open_thread(opening)
            if isinstance(opened, NotSent):
                raise Stopped(opened.reason)
            thread_id = opened.id
        try:  # the thread recorded, the match started and linked: one transaction
            match = await self.starts.start(table.ref, thread_id=thread_id, actor=actor)
        except MatchError as refused:
            raise TableRefused(
                Message("Table {table}: {reason}", table=table.table, reason=refused.text)
            ) from None
        told = await self.tables.welcome(opening, thread_id, match)
        if isinstance(told, NotSent):
            raise PlayersNotTold(
                Message(
                    "Table {table}'s players were not told of their match #{id} in {thread}: "
                    "{reason}",
                    table=table.table,
                    id=match.id,
                    thread=channel_mention(thread_id),
                    reason=told.reason,
                )
            )
        board = await self.tables.show_board(opening, thread_id, match)
        shown = None if board is None else Board(thread_id, match.id, board)
        await self.starts.told(table.ref, now=now, board=shown)


def _raise_for_tables(
    refused: Sequence[Message], untold: Sequence[Message], stopped: Sequence[Exception]
) -> None:
    """A MatchError from the tables that could not start (`refused`, each said as "Table N:
    why"), those whose players were not told (`untold`), and what stopped the others, if
    anything; an error that is not a MatchError goes up as it is."""
    said = list(refused)
    if refused:
        said.append(
            Message(
                "A judge can record such a table's result with /league result; a start then "
                "leaves it."
            )
        )
    said += untold
    if stopped:
        error = stopped[0]
        if isinstance(error, MatchError):
            raise MatchError(sentences([*said, error.text])) from None
        raise error
    if said:
        raise MatchError(sentences(said))
