"""The playoff's moves: its first round started by the organiser, each next round started once
its matches are known (after a match finishes, on the clock, on /league playoff next, after a
judge's result), time called in a timed round, a judge called to a level match, and the
champion announced once.

Like a round start, a playoff round opens one thread per match through
`table_opening.TableOpener`, so that each match is opened once whoever asks (the organiser, a
command delivered twice, the last match of a round ending, the clock, another process), and a
start the face stopped half-way resumes with /league playoff next or the clock. Each round's
list in the league channel is posted once (claimed in the database), as is the champion's
announcement. What the organiser's command came to is a typed `PlayoffStep` the face renders.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from bot.app.league.playoffs import PlayoffService, PlayoffTable, PlayoffView
from bot.app.league.service import LeagueService
from bot.app.league.table_opening import TableOpener
from bot.app.match import Actor, MatchService
from bot.app.ports import Champion, JudgeWanted, Notices, PlayoffRound, PlayoffTime
from bot.core.errors import MatchError
from bot.core.messages import Message

log = logging.getLogger(__name__)
HEADING = "Playoff"


@dataclass(frozen=True, slots=True)
class Crowned:
    """The playoff is over: its champion, announced by this step (`announced`) or before."""

    view: PlayoffView
    announced: bool


@dataclass(frozen=True, slots=True)
class RoundOpened:
    """Every match of the current round started; `listed`: this step listed them in the
    league channel (else another start did, and the list is for the organiser alone)."""

    view: PlayoffView
    listed: bool


@dataclass(frozen=True, slots=True)
class OpeningStopped:
    """The face refused a step: `started` of the round's matches are, the rest wait for
    /league playoff next (`reason`: what to fix)."""

    view: PlayoffView
    started: int
    reason: Message


@dataclass(frozen=True, slots=True)
class HeldElsewhere:
    """Tables of the round held by another start (a delivery, the clock, another process)."""

    view: PlayoffView
    tables: tuple[PlayoffTable, ...]


PlayoffStep = Crowned | RoundOpened | OpeningStopped | HeldElsewhere


class PlayoffAdvance:
    def __init__(
        self,
        playoffs: PlayoffService,
        leagues: LeagueService,
        matches: MatchService,
        opener: TableOpener,
        notices: Notices,
        *,
        on_error: Callable[[BaseException], None] | None = None,
    ) -> None:
        self.playoffs = playoffs
        self.leagues = leagues
        self.matches = matches
        self.opener = opener
        self.notices = notices
        self.on_error = on_error

    # -- the organiser's commands ------------------------------------------------------------

    async def start(
        self,
        *,
        channel_id: int,
        actor: Actor,
        size: int,
        round_minutes: int | None,
        idempotency_key: str | None = None,
    ) -> PlayoffStep:
        """Cut the league and open the first round's tables."""
        async with self.leagues.starting(channel_id):  # see `step`
            await self.playoffs.start(
                channel_id=channel_id,
                actor=actor,
                size=size,
                round_minutes=round_minutes,
                idempotency_key=idempotency_key,
            )
            view = await self.playoffs.status(channel_id=channel_id)  # a repeat: what is left
            return await self.step(view, actor)

    async def next_round(
        self, *, channel_id: int, actor: Actor, idempotency_key: str | None = None
    ) -> PlayoffStep:
        """Store the next round if its matches are known, and open what is unstarted."""
        async with self.leagues.starting(channel_id):  # see `step`
            view = await self.playoffs.advance(
                channel_id=channel_id, actor=actor, idempotency_key=idempotency_key
            )
            return await self.step(view, actor)

    async def step(self, view: PlayoffView, actor: Actor) -> PlayoffStep:
        """Open what is unstarted in the current round, or crown the champion. Each table is
        claimed in the database (bot.app.league.table_starts), so a repeat or another process
        never opens one twice. Callers hold the league's `starting` lock from before their
        write: in this process a repeat waits for the first delivery's tables, then shows
        them as the first did."""
        channel_id = view.channel_id
        if view.champion is not None:
            announced = await self.playoffs.claim_champion(channel_id=channel_id)
            return Crowned(view, announced)
        try:
            await self._open_tables(view, actor)
        except MatchError as error:  # e.g. a thread refused: /league playoff next
            view = await self.playoffs.status(channel_id=channel_id)
            started = len(view.current) - len(view.unstarted)
            return OpeningStopped(view, started, error.text)
        view = await self.playoffs.status(channel_id=channel_id)
        if view.unstarted:
            return HeldElsewhere(view, view.unstarted)
        # Listed once in the channel: if another start listed it, this one is for the
        # organiser alone.
        listed = await self.playoffs.claim_round_list(
            channel_id=channel_id, number=view.round_number
        )
        return RoundOpened(view, listed)

    async def _open_tables(
        self, view: PlayoffView, actor: Actor, now: datetime | None = None
    ) -> None:
        """A thread and a match per playoff match not yet started; its players told there."""
        await self.opener.open(view.unstarted, view, view.channel_id, actor=actor, now=now)

    # -- on its own ----------------------------------------------------------------------------

    async def match_finished(self, match_id: int) -> None:
        """A match ended (after its answer is out): if it is a playoff match whose round is
        now decided, the next round starts, or the champion is announced; a swiss playoff
        match that ended level calls a judge."""
        channel_id = await self.playoffs.league_of_match(match_id)
        if channel_id is None:
            return
        view = await self.playoffs.status(channel_id=channel_id)
        level = next((t for t in view.current if t.match_id == match_id and t.needs_judge), None)
        if level is not None:
            role = None
            if view.guild_id is not None:
                role = (await self.matches.settings(view.guild_id)).judge_role_id
            await self.notices.post(level.thread_id or view.channel_id, JudgeWanted(level, role))
        await self.resume(channel_id)

    async def tick(self, now: datetime | None = None) -> list[int]:
        """The playoffs' own moves (the clock runs this, for what a match's end did not
        finish, e.g. a thread the face refused): time called in timed rounds, then in each
        league whose playoff round is decided, its next round started in its channel, or the
        champion announced once. The channels where something happened."""
        for notice in await self.playoffs.due_time_calls(now):
            await self.notices.post(
                notice.thread_id, PlayoffTime(notice.user_ids, notice.procedure)
            )
        moved = []
        for channel_id in await self.playoffs.under_way():
            if await self.resume(channel_id, now):
                moved.append(channel_id)
        return moved

    async def resume(self, channel_id: int, now: datetime | None = None) -> bool:
        """Whatever the playoff in `channel_id` has to do now (store its next round, open its
        tables, list them, crown its champion): True if something was done. Logged, not
        raised: the clock tries again."""
        try:
            return await self._advance(channel_id, now)
        except MatchError as error:  # e.g. a thread refused: the next tick
            log.warning("playoff in channel %s did not advance: %s", channel_id, error)
        except Exception as error:  # one league's failure does not stop the others
            if self.on_error is not None:
                self.on_error(error)
            log.error("playoff in channel %s failed to advance", channel_id, exc_info=error)
        return False

    async def _advance(self, channel_id: int, now: datetime | None) -> bool:
        view = await self.playoffs.advance(channel_id=channel_id)
        if view.champion is not None:
            if not await self.playoffs.claim_champion(channel_id=channel_id):
                return False
            await self.notices.post(channel_id, Champion(view))
            return True
        if view.unstarted:
            await self._open_tables(view, self.opener.league_actor(), now)
            view = await self.playoffs.status(channel_id=channel_id)
        listed = view.announced_round is not None and view.announced_round >= view.round_number
        if view.unstarted or listed:  # another start is at work, or it is all done
            return False
        if not await self.playoffs.claim_round_list(
            channel_id=channel_id, number=view.round_number
        ):
            return False
        await self.notices.post(channel_id, PlayoffRound(view, HEADING))
        return True
