"""A judge's result for one table (/league result), end to end: the league round's table or,
once the playoff has begun, the playoff's; stored as the league's record of it; a match still
being played closed with it and its thread told, so the thread and the standings never
disagree; the match's ladder rated again; and a playoff round it completes started at once.
What it came to is a typed value the face renders (`LeagueFixed`, `PlayoffFixed`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.app.league.playoff_advance import PlayoffAdvance, PlayoffStep
from bot.app.league.playoffs import PlayoffService, PlayoffTable
from bot.app.league.rounds import PairingView
from bot.app.league.service import LeagueService, LeagueView
from bot.app.match import Actor, MatchService
from bot.app.match.views import MatchView
from bot.app.ports import MatchClosed, Notices, ResultRecorded, TableView
from bot.app.ratings import RatingService
from bot.core.errors import MatchError
from bot.core.league import Kind
from bot.core.match.commands import judged_result
from bot.core.match.statuses import MatchStatus
from bot.core.messages import Message, user_mention


@dataclass(frozen=True, slots=True)
class JudgedRecord:
    """What a judge gives for a table: a swiss match's games (first player's wins, second's,
    drawn games), a pod's (or a playoff match's) winner by user id, or a draw."""

    games: tuple[int, int, int] | None = None
    winner: int | None = None
    draw: bool = False


@dataclass(frozen=True, slots=True)
class LeagueFixed:
    """A league round's table, with the judge's result; `closed`: its match, closed by it."""

    table: PairingView
    closed: MatchView | None = None


@dataclass(frozen=True, slots=True)
class PlayoffFixed:
    """A playoff table with the judge's result; `closed`: its match, closed by it; `next`:
    the round it completed, started (or the champion crowned)."""

    table: PlayoffTable
    closed: MatchView | None = None
    next: PlayoffStep | None = None


class JudgeResults:
    def __init__(
        self,
        leagues: LeagueService,
        playoffs: PlayoffService,
        advance: PlayoffAdvance,
        matches: MatchService,
        ratings: RatingService,
        notices: Notices,
    ) -> None:
        self.leagues = leagues
        self.playoffs = playoffs
        self.advance = advance
        self.matches = matches
        self.ratings = ratings
        self.notices = notices

    async def record(
        self,
        *,
        channel_id: int,
        actor: Actor,
        round_number: int,
        table: int,
        record: JudgedRecord,
        close_live: bool = False,
        idempotency_key: str,
    ) -> LeagueFixed | PlayoffFixed:
        """A judge's result for one table. If its league match is still being played, the
        judge chose: refused (the players finish it), or closed (`close_live`). Once the
        playoff has begun, `round_number` is the playoff's round, and its match, if still
        played, is refused or closed as in a round."""
        if await self.playoffs.has_playoff(channel_id=channel_id):
            return await self._playoff(
                channel_id, actor, round_number, table, record, close_live, idempotency_key
            )
        league = await self.leagues.league(channel_id=channel_id)
        fixed_record = _league_record(league, record)
        view = await self.leagues.fix_result(
            channel_id=channel_id,
            actor=actor,
            round_number=round_number,
            table=table,
            record=fixed_record,
            close_live=close_live,
            idempotency_key=idempotency_key,
        )
        fixed = next(p for p in view.pairings if p.table == table)
        closed = None
        if close_live and fixed.match_id is not None:
            live = await self._live(fixed.match_id)
            if live is not None:
                closed = await self._close(fixed, live, fixed_record, actor, idempotency_key)
        self._rate_again(fixed.match_id)  # rated with the judge's result
        return LeagueFixed(fixed, closed)

    async def _playoff(
        self,
        channel_id: int,
        actor: Actor,
        round_number: int,
        table: int,
        record: JudgedRecord,
        close_live: bool,
        key: str,
    ) -> PlayoffFixed:
        """A swiss match gets a winner (with its games, or the games played so far); a pod
        its winner or a draw (its highest seed goes on). A round it completes starts at once."""
        fixed_record: dict[str, Any] = {}
        if record.games is not None:
            fixed_record["games"] = list(record.games)
        if record.draw:
            fixed_record["draw"] = True
        if record.winner is not None:
            league = await self.leagues.league(channel_id=channel_id)
            fixed_record["winner"] = _name_of(league, record.winner)
        if not fixed_record:
            raise MatchError(
                Message(
                    "Give the `winner` (and the `games` if you like; swiss), or `winner` or `draw` "
                    "(pods)."
                )
            )
        async with self.leagues.starting(channel_id):  # see PlayoffAdvance.step
            view = await self.playoffs.fix_result(
                channel_id=channel_id,
                actor=actor,
                round_number=round_number,
                table=table,
                record=fixed_record,
                close_live=close_live,
                idempotency_key=key,
            )
            fixed = next(t for t in view.round(round_number) if t.table == table)
            live = None if fixed.match_id is None else await self._live(fixed.match_id)
            closed = None
            if live is not None:  # a judge's record of a match still played is its end
                closed = await self._close(fixed, live, fixed_record, actor, key)
            elif fixed.thread_id is not None and not view.duplicate:
                # Told once: a second delivery of this interaction (a repeat) tells nothing.
                await self.notices.post(fixed.thread_id, ResultRecorded(fixed))
            self._rate_again(fixed.match_id)  # rated with the judge's winner
            following = None
            if view.unstarted or view.champion is not None:
                following = await self.advance.step(view, actor)
            return PlayoffFixed(fixed, closed, following)

    def _rate_again(self, match_id: int | None) -> None:
        """The match's ladder computed again with the judge's result (in the background)."""
        if match_id is not None:
            self.ratings.match_changed(match_id)

    async def _live(self, match_id: int) -> MatchView | None:
        """The table's match if it is still being played."""
        match = await self.matches.match(match_id)
        return match if match.status == MatchStatus.ACTIVE else None

    async def _close(
        self,
        table: TableView,
        live: MatchView,
        record: dict[str, Any],
        actor: Actor,
        key: str,
    ) -> MatchView:
        """A judge's result on a match still being played: the match ends with it at once,
        and its thread is told. Closed once per interaction (its key names the close in the
        request log): a second delivery gets the closed match back as a repeat and tells the
        thread nothing more."""
        closed = await self.matches.record_result(
            channel_id=live.channel_id,
            actor=Actor(user_id=actor.user_id, is_judge=True),
            result=judged_result(record, table.players, live.teams),
            idempotency_key=f"live-close:{key}",
        )
        if not closed.duplicate:
            await self.notices.post(live.channel_id, MatchClosed(table, closed))
        return closed


def _name_of(league: LeagueView, user_id: int) -> str:
    name = next((n for n, u, _ in league.players if u == user_id), None)
    if name is None:
        raise MatchError(
            Message("{player} is not registered in this league.", player=user_mention(user_id))
        )
    return name


def _league_record(league: LeagueView, record: JudgedRecord) -> dict[str, Any]:
    """The league file's record of a match (bot.core.league) for a round's table, checked
    against the league's kind."""
    pods = league.kind == Kind.PODS
    if pods and record.games is not None:
        raise MatchError(
            Message(
                "This is a pods league: give the pod's `winner` (e.g. `winner:@alice`), or "
                "`draw:true`; `games` is for swiss leagues."
            )
        )
    if not pods and (record.winner is not None or record.draw):
        raise MatchError(
            Message(
                "This is a swiss league: give the match's `games`, e.g. `games:2-1` (the first "
                "player's game wins, the second's, then any drawn games); `winner` and `draw` "
                "are for pods."
            )
        )
    if record.games is not None:
        return {"games": list(record.games)}
    if record.draw:
        return {"draw": True}
    if record.winner is not None:
        return {"winner": _name_of(league, record.winner)}
    raise MatchError(Message("Give `games` (swiss, e.g. 2-1), or `winner` or `draw` (pods)."))
