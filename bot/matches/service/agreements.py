"""Whole-match decisions: conceding the match, proposing a match draw or an early end, and a
judge's result."""

from __future__ import annotations

from dataclasses import replace

from sqlalchemy.ext.asyncio import AsyncSession

from bot.matches.domain.commands import ConcedeMatch, Propose, RecordResult
from bot.matches.domain.decide import decide
from bot.matches.domain.statuses import PendingKind
from bot.matches.errors import MatchError
from bot.matches.inputs import refuse_nul
from bot.matches.requests import request_for
from bot.matches.service.unit import Actor, UseCase
from bot.matches.showing import match_view, pending_view
from bot.matches.views import ChangeAnswer, MatchView


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
            return await self.decided_view(session, channel_id, ConcedeMatch(player), actor)

        return await self.unit.write(channel_id, work, request)

    async def propose(
        self, *, channel_id: int, actor: Actor, kind: str, idempotency_key: str | None = None
    ) -> MatchView:
        """The match after `proposal`."""
        answer = await self.proposal(
            channel_id=channel_id, actor=actor, kind=kind, idempotency_key=idempotency_key
        )
        return replace(answer.match, duplicate=answer.duplicate, retry=answer.retry)

    async def proposal(
        self, *, channel_id: int, actor: Actor, kind: str, idempotency_key: str | None = None
    ) -> ChangeAnswer:
        """Draw the match intentionally ("match_draw") or end it early ("match_end", by
        agreement or at time): bot.matches.domain.decide.propose. The answer says what
        waited before (settled, withdrawn, or agreed to by this)."""
        if kind not in (PendingKind.MATCH_DRAW, PendingKind.MATCH_END):
            raise MatchError("Choose a match draw or an early end.")
        request = request_for(
            idempotency_key, actor.user_id, kind, ChangeAnswer, {}, channel_id=channel_id
        )

        async def work(session: AsyncSession) -> ChangeAnswer:
            state = await self.unit.loaded(session, channel_id)
            may = actor.is_judge or state.roster.name_of(actor.user_id) is not None
            level = len(set(state.wins)) == 1
            draw_asked = may and (kind == "match_draw" or level)
            if draw_asked and await self.unit.draw_refused(session, state.id):
                score = "-".join(map(str, state.wins))
                raise MatchError(_NO_DRAW_TEXT[kind].format(score=score))
            outcome = decide(state, Propose(PendingKind(kind)), actor)
            saved = await self.unit.decided(session, outcome)
            waited = None if state.waiting is None else pending_view(state.waiting)
            return ChangeAnswer(match_view(saved.after), waited=waited)

        return await self.unit.write(channel_id, work, request)


    async def record_result(
        self,
        *,
        channel_id: int,
        actor: Actor,
        result: RecordResult,
        idempotency_key: str | None = None,
    ) -> MatchView:
        """A judge's result ends the match at once (bot.matches.domain.decide.record_result):
        how a league's or a playoff's fix reaches a match still being played."""
        arguments = {"winner": result.winner, "wins": result.wins, "draws": result.draws}
        request = request_for(
            idempotency_key,
            actor.user_id,
            "match_record",
            MatchView,
            arguments,
            channel_id=channel_id,
        )

        async def work(session: AsyncSession) -> MatchView:
            return await self.decided_view(session, channel_id, result, actor)

        return await self.unit.write(channel_id, work, request)


# A swiss playoff match cannot end in a draw (shared/spec/league-format.md, Playoffs).
_NO_DRAW_TEXT = {
    "match_draw": "A playoff match cannot end in a draw: there is no intentional draw. "
    "Play the match out.",
    "match_end": "A playoff match cannot end in a draw, and the game wins are level "
    "({score}). Play on, or call a judge: they record the winner with /league result.",
}
