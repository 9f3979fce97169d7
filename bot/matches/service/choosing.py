"""Play or draw: the chooser's decision before a game begins."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from bot.matches.domain.commands import Choose
from bot.matches.errors import MatchError
from bot.matches.requests import request_for
from bot.matches.service.unit import Actor, UseCase
from bot.matches.views import MatchView


class Choosing(UseCase):
    """The play/draw choice."""

    async def choose(
        self,
        *,
        channel_id: int,
        actor: Actor,
        play_first: bool,
        match_id: int | None = None,
        game_number: int | None = None,
        idempotency_key: str | None = None,
    ) -> MatchView:
        """The chooser's play/draw decision. A button names the match and game it was for,
        so an old button cannot decide for a later game or match in the channel."""
        request = request_for(
            idempotency_key,
            actor.user_id,
            "choose",
            MatchView,
            {"play_first": play_first, "match_id": match_id, "game_number": game_number},
            channel_id=channel_id,
        )

        async def work(session: AsyncSession) -> MatchView:
            if game_number is not None:
                latest = await self.unit.current_or_latest(session, channel_id)
                current = (await self.unit.store.load(session, match_id=latest)).state
                assert current is not None
                if match_id is not None and current.id != match_id:
                    raise MatchError(
                        f"That button belongs to match #{match_id}, which is over; use the "
                        "buttons of the current match, or /choose."
                    )
                number = current.game.number
                if game_number > number and current.result is None:
                    raise MatchError(
                        f"That choice was for game {game_number}, which is not next any more: "
                        f"/undo reopened game {number}."
                    )
                if number != game_number or current.result is not None:
                    raise MatchError(f"That choice was for game {game_number}, which is settled.")
            return await self.decided_view(session, channel_id, Choose(play_first), actor)

        return await self.unit.write(channel_id, work, request)
