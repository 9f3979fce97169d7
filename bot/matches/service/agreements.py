"""Whole-match decisions: conceding the match, and proposing a match draw or an early end."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from bot.matches import scoring
from bot.matches.errors import MatchError, NotAllowed
from bot.matches.inputs import refuse_nul
from bot.matches.models import Confirmation, Match, utcnow
from bot.matches.requests import request_for
from bot.matches.service.confirmations import agree, settle_match_action
from bot.matches.service.recording import finish_match
from bot.matches.service.unit import Actor, Unit, UseCase
from bot.matches.service.waiting import close_leftovers, find_pending, open_confirmation
from bot.matches.views import MatchView


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
        agreement or at time). A judge's request takes effect at once; a player's waits for a
        player of another side to confirm."""
        if kind not in ("match_draw", "match_end"):
            raise MatchError("Choose a match draw or an early end.")
        request = request_for(
            idempotency_key, actor.user_id, kind, MatchView, {}, channel_id=channel_id
        )

        async def work(session: AsyncSession) -> MatchView:
            match = await self.unit.active(session, channel_id)
            roster = await self.unit.roster(session, match)
            name = roster.name_of(actor.user_id)
            if name is None and not actor.is_judge:
                raise NotAllowed("Only this match's players or a judge can do that.")
            game = await self.unit.game(session, match)
            level = len(set(match.wins)) == 1
            if (kind == "match_draw" or level) and await self.unit.draw_refused(session, match.id):
                raise MatchError(_NO_DRAW_TEXT[kind].format(score="-".join(map(str, match.wins))))
            if match.pending_id is not None:
                pending = await find_pending(session, match, None)
                if _agrees_by_repeating(pending, kind, name):
                    # The same command from a player who still has to agree is agreement.
                    await self.unit.bump(session, match)
                    await agree(self.unit, session, match, roster, game, pending, actor)
                    return await self.unit.view(session, match)
                if not (actor.is_judge and kind == "match_end"):
                    raise MatchError(
                        "Something is already waiting for confirmation; settle it first "
                        "(its Confirm or Dispute buttons, or /undo if it is yours)."
                    )
                # A judge ends the match whatever waits: the waiting report never took effect.
                await close_leftovers(session, match, actor)
            if (
                kind == "match_draw"
                and roster.setup.system.value == "grand-archive"
                and (match.current_game > 1 or await self.unit.applied_reports(session, match, 1))
            ):
                raise MatchError(
                    "Grand Archive allows an intentional draw only before the first game "
                    "begins. End the match early with /match end instead."
                )
            await self.unit.bump(session, match)
            assert match.id is not None  # an active match is stored
            if actor.is_judge and name is None:
                pending = Confirmation(
                    match_id=match.id, kind=kind, requested_by=actor.user_id, confirmers=[]
                )
                await settle_match_action(self.unit, session, match, roster, game, pending)
                return await self.unit.view(session, match)
            own_team = roster.setup.team_of(name) if name else ()
            others = [p for p in roster.setup.players if p not in own_team]
            await open_confirmation(
                session,
                match,
                kind=kind,
                requested_by=actor.user_id,
                confirmers=others,
                would_decide=[await _proposal_text(self.unit, session, match, game.number, kind)],
            )
            return await self.unit.view(session, match)

        return await self.unit.write(channel_id, work, request)


def _agrees_by_repeating(pending: Confirmation, kind: str, name: str | None) -> bool:
    agreed = (pending.action or {}).get("agreed", [])
    return pending.kind == kind and name in pending.confirmers and name not in agreed


async def _proposal_text(
    unit: Unit, session: AsyncSession, match: Match, game_number: int, kind: str
) -> str:
    if kind == "match_draw":
        return "the match ends as an intentional draw"
    # Between games (nothing reported in the current one) no game is in progress to draw.
    if await unit.applied_reports(session, match, game_number):
        return (
            "the match ends now; the game in progress counts as a draw and the match goes "
            "to whoever has more game wins"
        )
    return "the match ends now, before the next game; it goes to whoever has more game wins"


# A swiss playoff match cannot end in a draw (shared/spec/league-format.md, Playoffs).
_NO_DRAW_TEXT = {
    "match_draw": "A playoff match cannot end in a draw: there is no intentional draw. "
    "Play the match out.",
    "match_end": "A playoff match cannot end in a draw, and the game wins are level "
    "({score}). Play on, or call a judge: they record the winner with /league result.",
}
