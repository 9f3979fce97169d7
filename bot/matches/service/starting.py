"""Starting a match: its players, setup and first game (bot.matches.domain.start)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Required, TypedDict, Unpack

from sqlalchemy.ext.asyncio import AsyncSession

from bot.matches.domain import scoring
from bot.matches.domain.commands import PlayerSpec, StartMatch
from bot.matches.domain.start import ALREADY_ACTIVE, start
from bot.matches.errors import MatchError
from bot.matches.inputs import refuse_nul, require_guild
from bot.matches.requests import request_for
from bot.matches.service.unit import Actor, UseCase
from bot.matches.showing import match_view
from bot.matches.views import MatchView


class StartOptions(TypedDict, total=False):
    """A match's options, as /match start and the leagues give them (StartMatch)."""

    guild_id: Required[int | None]
    channel_id: Required[int]
    system: Required[str]
    players: Required[Sequence[PlayerSpec]]
    best_of: int | None
    variant: str | None
    teams: Sequence[Sequence[int | str]] | None
    emperors: Sequence[int | str] | None
    starting_life: int | Mapping[str, int] | None
    range_of_influence: int | None
    first_chooser: tuple[str, str] | None


class Starting(UseCase):
    """Starting a match in a channel."""

    async def start_match(
        self, *, actor: Actor, idempotency_key: str | None = None, **options: Unpack[StartOptions]
    ) -> MatchView:
        """Without `first_chooser` (who chooses play or draw in game 1, and the rule that
        says so: a playoff's higher seed), a fair random draw."""
        require_guild(options["guild_id"])
        command = StartMatch(**options, draw=scoring.first_chooser)
        arguments = {
            "system": command.system,
            "players": [[p.user_id, p.name] for p in command.players],
            "best_of": command.best_of,
            "variant": command.variant,
            "teams": command.teams,
            "emperors": command.emperors,
            "starting_life": command.starting_life,
            "range_of_influence": command.range_of_influence,
        }
        refuse_nul(arguments, "A player's name or an option")
        channel_id = command.channel_id
        request = request_for(
            idempotency_key,
            actor.user_id,
            "match_start",
            MatchView,
            arguments,
            channel_id=channel_id,
            guild_id=command.guild_id,
        )
        decision = self.unit.decision(start(command, actor))

        async def work(session: AsyncSession) -> MatchView:
            if await self.unit.store.active_id(session, channel_id) is not None:
                raise MatchError(ALREADY_ACTIVE)
            return match_view((await self.unit.decided(session, decision)).after)

        return await self.unit.write(channel_id, work, request)
