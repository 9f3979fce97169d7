"""What the league clock does at each tick (the face runs `tick` every 30 s): the rounds'
warnings and time calls that are due, the tables whose start died, and the playoffs' moves.
What it works from is stored, so after a restart (or in another process) the clock picks up
where it was.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable
from datetime import datetime

from bot.app.league.clock import ClockNotice
from bot.app.league.floor import EventFloor
from bot.app.league.playoff_advance import PlayoffAdvance
from bot.app.league.round_start import RoundStart
from bot.app.league.rounds import PairingView
from bot.app.league.service import LeagueService
from bot.app.league.table_starts import Stage, TableStarts
from bot.app.ports import EndedAtTime, Notices, RoundTime, RoundWarning, TableTime
from bot.core.match.statuses import MatchStatus
from bot.store.tables.matches import utcnow

log = logging.getLogger(__name__)


class LeagueClock:
    def __init__(
        self,
        leagues: LeagueService,
        rounds: RoundStart,
        playoffs: PlayoffAdvance,
        starts: TableStarts,
        floor: EventFloor,
        notices: Notices,
        *,
        on_error: Callable[[BaseException], None] | None = None,
    ) -> None:
        self.leagues = leagues
        self.rounds = rounds
        self.playoffs = playoffs
        self.starts = starts
        self.matches = leagues.matches  # the league's matches' service
        self.notices = notices
        self.floor = floor
        self.on_error = on_error

    async def tick(self, now: datetime | None = None) -> None:
        """One tick: a failure is logged (and kept, for the tests); the next tick goes on."""
        try:
            await self.post_notices(now)
            await self.event_floor(now)  # check-in deadlines, players late at their tables
            await self.finish_abandoned(now)  # a start killed half-way
            await self.playoffs.tick(now)  # next playoff rounds, champions
        except Exception as error:
            if self.on_error is not None:
                self.on_error(error)
            log.error("the league clock failed", exc_info=error)

    async def event_floor(self, now: datetime | None = None) -> None:
        """Close the check-ins whose deadline passed (their organisers told whom they
        dropped) and give each player late at their table the penalty due."""
        moment = now or utcnow()
        await self.floor.close_checkins(moment)
        for due in await self.floor.late_due(moment):
            await self.floor.apply_late(due)

    async def post_notices(self, now: datetime | None = None) -> list[ClockNotice]:
        """Post every warning and time call that is due, and those that failed before; each
        post is reported back, to be tried again if the face did not get it out."""
        notices = await self.leagues.clock(now)
        for notice in notices:
            posted: list[int] = []
            try:
                await self._post(notice, posted, now or utcnow())
            finally:
                failed = [post for post in notice.posts if post not in posted]
                await self.leagues.clock_done(posted=posted, failed=failed)
        return notices

    async def _post(self, notice: ClockNotice, posted: list[int], now: datetime) -> None:
        """Post the notice; the ids of its posts that got out go in `posted`."""
        if notice.minutes_left is not None:
            # The time really left: a warning is posted late after a restart or a refusal
            # (at 7 minutes left, not "10 minutes left"), and not at all once time is up.
            left = math.ceil((notice.deadline - now).total_seconds() / 60)
            if left <= 0 and notice.channel_post is not None:
                posted.append(notice.channel_post)  # nothing true to say any more
                return
            tables = tuple(p.table for p in notice.unfinished)
            warning = RoundWarning(notice.round_number, left, tables)
            if notice.channel_post is not None and await self.notices.post(
                notice.channel_id, warning
            ):
                posted.append(notice.channel_post)
            return
        for post, pairing in notice.table_posts:
            if pairing.thread_id is None:
                continue
            ended = await self._end_between_games(pairing)
            told = TableTime(pairing.user_ids, notice.procedure, ended)
            if await self.notices.post(pairing.thread_id, told):
                posted.append(post)
        if notice.channel_post is not None and await self.notices.post(
            notice.channel_id, RoundTime(notice.round_number)
        ):
            posted.append(notice.channel_post)

    async def _end_between_games(self, pairing: PairingView) -> EndedAtTime | None:
        """At time, a table between games (the next game not begun: no choice of play or
        draw, nothing reported) plays no new game (MTG MTR 2.4; GA, end of round): its match
        ends now on the games won, so no game begun after time can decide it. None if a game
        was under way (the end-of-round procedure applies)."""
        if pairing.match_id is None or pairing.thread_id is None:
            return None
        match = await self.matches.match(pairing.match_id)
        game = match.game
        if match.status != MatchStatus.ACTIVE or game.number == 1 or game.choice or game.reports:
            return None
        ended = await self.matches.propose(
            channel_id=pairing.thread_id,
            actor=self.rounds.opener.league_actor(),
            kind="match_end",
            idempotency_key=f"league-time:{pairing.match_id}",
        )
        return EndedAtTime(game.number, ended.score_text)

    async def finish_abandoned(self, now: datetime | None = None) -> None:
        """Finish the tables whose start died (the bot was stopped or killed between two
        steps, e.g. after the match was linked and before the players were told): each
        once its claim has run out, in the thread and the match it had."""
        for left in await self.starts.abandoned(now):
            if left.stage is Stage.ROUND:
                await self.rounds.resume(left.channel_id, left.round_number, now)
            else:
                await self.playoffs.resume(left.channel_id, now)
