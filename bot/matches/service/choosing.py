"""Play or draw: the chooser's decision before a game begins."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from bot.matches.domain import scoring
from bot.matches.errors import MatchError, NotAllowed
from bot.matches.models import Match
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
                current = await session.get(
                    Match, await self.unit.current_or_latest(session, channel_id)
                )
                assert current is not None
                if match_id is not None and current.id != match_id:
                    raise MatchError(
                        f"That button belongs to match #{match_id}, which is over; use the "
                        "buttons of the current match, or /choose."
                    )
                if game_number > current.current_game and current.result is None:
                    raise MatchError(
                        f"That choice was for game {game_number}, which is not next any more: "
                        f"/undo reopened game {current.current_game}."
                    )
                if current.current_game != game_number or current.result is not None:
                    raise MatchError(f"That choice was for game {game_number}, which is settled.")
            match = await self.unit.active(session, channel_id)
            roster = await self.unit.roster(session, match)
            game = await self.unit.game(session, match)
            chooser = game.chooser
            if roster.name_of(actor.user_id) != chooser and not actor.is_judge:
                raise NotAllowed(f"{chooser} chooses play or draw for game {game.number}.")
            if game.choice is not None or (
                await self.unit.applied_reports(session, match, game.number)
            ):
                raise MatchError(
                    f"Game {game.number} has already begun; the choice is made before it starts."
                )
            await self.unit.bump(session, match)
            assert chooser is not None
            game.choice = "play" if play_first else "draw"
            game.first_player = (
                chooser if play_first else scoring.next_opponent(roster.setup, chooser)
            )
            return await self.unit.view(session, match)

        return await self.unit.write(channel_id, work, request)
