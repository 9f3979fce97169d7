"""Whole-match decisions: conceding the match, and proposing a match draw or an early end."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from bot.matches.domain import scoring
from bot.matches.domain.commands import Propose
from bot.matches.domain.decide import decide
from bot.matches.domain.statuses import PendingKind
from bot.matches.errors import MatchError, NotAllowed
from bot.matches.inputs import refuse_nul
from bot.matches.models import FINISHED, Match, utcnow
from bot.matches.render import match_view
from bot.matches.requests import request_for
from bot.matches.service.unit import Actor, UseCase
from bot.matches.service.waiting import close_leftovers
from bot.matches.views import MatchView
from bot.rules import GameSetup


class Agreements(UseCase):
    """Conceding a match, and proposing a match draw or an early end."""

    async def concede_match(
        self,
        *,
        channel_id: int,
        actor: Actor,
        player: int | str | None = None,
        idempotency_key: str | None = None,
    ) -> MatchView:
        """A player concedes the whole match (MTR 2.5): the other side wins it."""
        refuse_nul(player, "The player")
        request = request_for(
            idempotency_key,
            actor.user_id,
            "match_concede",
            MatchView,
            {"player": player},
            channel_id=channel_id,
        )

        async def work(session: AsyncSession) -> MatchView:
            match = await self.unit.active(session, channel_id)
            roster = await self.unit.roster(session, match)
            setup = roster.setup
            who = player if player is not None else actor.user_id
            name = roster.name_of(who) if isinstance(who, int) else who
            if name is None or name not in setup.players:
                raise MatchError("Only a player of this match can concede it.")
            if roster.name_of(actor.user_id) != name and not actor.is_judge:
                raise NotAllowed(f"Only {name} or a judge can concede the match for {name}.")
            if len(setup.teams) != 2:
                raise MatchError(
                    "In a multiplayer match, concede the game with /concede; the others play on."
                )
            await self.unit.bump(session, match)
            loser = next(i for i, team in enumerate(setup.teams) if name in team)
            winner = 1 - loser
            wins = list(match.wins)
            # A conceded match is recorded as a full match win for the other side; the
            # conceder keeps the games they won (MTR 2.5: 2-1 if they had won one).
            wins[winner] = max(wins[winner], scoring.wins_needed(match.best_of))
            match.wins = wins
            game = await self.unit.game(session, match)
            game.status, game.ended_at = "unplayed", utcnow()
            await close_leftovers(session, match, actor)
            finish_match(
                match, setup, winner, "concession", scoring.Score(tuple(wins), match.draws).text()
            )
            return await self.unit.view(session, match)

        return await self.unit.write(channel_id, work, request)

    async def propose(
        self, *, channel_id: int, actor: Actor, kind: str, idempotency_key: str | None = None
    ) -> MatchView:
        """Draw the match intentionally ("match_draw") or end it early ("match_end", by
        agreement or at time): bot.matches.domain.decide.propose."""
        if kind not in (PendingKind.MATCH_DRAW, PendingKind.MATCH_END):
            raise MatchError("Choose a match draw or an early end.")
        request = request_for(
            idempotency_key, actor.user_id, kind, MatchView, {}, channel_id=channel_id
        )

        async def work(session: AsyncSession) -> MatchView:
            state = await self.unit.loaded(session, channel_id)
            outcome = decide(state, Propose(PendingKind(kind)), actor)
            return match_view((await self.unit.decided(session, outcome)).after)

        return await self.unit.write(channel_id, work, request)


def finish_match(
    match: Match, setup: GameSetup, winner: int | None, reason: str, score: str
) -> None:
    match.status = FINISHED
    match.finished_at = utcnow()
    match.pending_id = None
    match.batch_id = None
    match.result = scoring.match_result(setup, winner, reason, score)
