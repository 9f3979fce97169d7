"""What follows a committed change of a match, whoever made it (a player's report, a Confirm, a
concession, a proposal agreed to): a match that finished is rated at once, so its answer says
how ratings moved, and, once that answer is out, its league playoff moves on (the next round,
a judge called to a level match, the champion); a match an /undo reopened is rated again in
the background."""

from __future__ import annotations

from bot.app.league.playoff_advance import PlayoffAdvance
from bot.app.match.views import MatchView
from bot.app.ratings import RatingService
from bot.app.ratings.views import ShownChange
from bot.core.match.statuses import MatchStatus


class AfterCommit:
    def __init__(self, ratings: RatingService, playoffs: PlayoffAdvance) -> None:
        self.ratings = ratings
        self.playoffs = playoffs

    async def rated(self, match: MatchView) -> list[ShownChange]:
        """Before a finished match's answer goes out: rate it (at once, or find it rated)
        and say how each player's rating moved ([] for a match not finished or not rated)."""
        if match.result is None:
            return []
        return await self.ratings.match_finished(match.id)

    async def answered(self, match: MatchView) -> None:
        """Once the answer to a change of `match` is out: a finished league playoff match
        may start the next round."""
        if match.status == MatchStatus.FINISHED:
            await self.playoffs.match_finished(match.id)

    def reopened(self, match: MatchView) -> None:
        """An /undo left the match active: if it had been rated, rate it again (background)."""
        if match.status == MatchStatus.ACTIVE:
            self.ratings.match_reopened(match.id)
