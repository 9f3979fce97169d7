"""A league round's start, end to end: the round paired and stored (bot.app.league.service),
then each of its tables opened (bot.app.league.table_opening: claim, thread, match, link,
welcome, board), and what became of it said in a typed value the face renders.

Opening a thread per pairing takes the face a paced request each: a round takes about the time
the budget allows for three requests a table, and the face shows the start's progress. If the
face is refused half-way, the round is stored and the next start does only what is missing;
a start that died is finished by the clock (`resume`).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime

from bot.app.league.rounds import PairingView, RoundView
from bot.app.league.service import LeagueService
from bot.app.league.table_opening import TableOpener
from bot.app.match import Actor
from bot.core.errors import MatchError
from bot.core.messages import Message

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Progress:
    """How far a round start is: `done` of its `total` tables started."""

    round_number: int
    done: int
    total: int


@dataclass(frozen=True, slots=True)
class RoundStarted:
    """A round start's outcome: every table started (`view`), or `stopped` half-way (why, in
    words: the next start does the rest), or some tables held by `elsewhere` (another start,
    in another process or one that died)."""

    view: RoundView
    stopped: Message | None = None
    elsewhere: tuple[PairingView, ...] = ()

    @property
    def started(self) -> int:
        return len(self.view.pairings) - len(self.view.unstarted)


class RoundStart:
    def __init__(self, leagues: LeagueService, opener: TableOpener) -> None:
        self.leagues = leagues
        self.opener = opener

    async def start(
        self,
        *,
        channel_id: int,
        actor: Actor,
        idempotency_key: str | None = None,
        progress: Callable[[Progress], Awaitable[None]] | None = None,
    ) -> RoundStarted:
        """Pair and store the next round (or find the current one to resume), then open its
        tables not started yet. A second start here (a resend while the first is at work)
        waits for the first, then finds its tables started; each table is claimed in the
        database besides, so a start in another process never opens it twice."""
        async with self.leagues.starting(channel_id):
            await self.leagues.start_round(
                channel_id=channel_id, actor=actor, idempotency_key=idempotency_key
            )
            # A repeated delivery is answered with the round as first stored: open tables
            # only for those still unstarted now.
            view = await self.leagues.round_status(channel_id=channel_id)
            done = len(view.pairings) - len(view.unstarted)

            async def started() -> None:
                nonlocal done
                done += 1
                if progress is not None:
                    await progress(Progress(view.number, done, len(view.pairings)))

            try:
                await self.opener.open(
                    view.unstarted, view, channel_id, actor=actor, started=started
                )
            except MatchError as error:  # the face refused a step: the round can resume
                view = await self.leagues.round_status(channel_id=channel_id)
                return RoundStarted(view, stopped=error.text)
        view = await self.leagues.round_status(channel_id=channel_id)
        return RoundStarted(view, elsewhere=view.unstarted)

    async def resume(self, channel_id: int, number: int, now: datetime | None = None) -> None:
        """Finish the tables of round `number` whose start died (the clock's recovery: no
        organiser waits for this; what cannot be done now is logged, for the next tick or
        /league round start)."""
        try:
            view = await self.leagues.round_of(channel_id=channel_id, number=number)
            await self.opener.open(
                view.unstarted, view, channel_id, actor=self.opener.league_actor(), now=now
            )
        except MatchError as error:
            log.warning("round %s in channel %s not finished: %s", number, channel_id, error)
