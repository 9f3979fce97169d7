"""Starting a match: its players, setup and first game."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from bot.matches.database import WriteSession
from bot.matches.domain import carry, scoring
from bot.matches.domain.state import Seat
from bot.matches.errors import MatchError, NotAllowed
from bot.matches.inputs import refuse_nul, require_guild
from bot.matches.models import ACTIVE, Game, MatchPlayer, MatchRow
from bot.matches.requests import request_for
from bot.matches.service.unit import Actor, PlayerSpec, Roster, UseCase
from bot.matches.views import MatchView
from bot.rules import RuleError, new_game, parse_setup
from bot.rules.snapshot import dump_state


class Starting(UseCase):
    """Starting a match in a channel."""

    async def start_match(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        system: str,
        players: Sequence[PlayerSpec],
        actor: Actor,
        best_of: int | None = None,
        variant: str | None = None,
        teams: Sequence[Sequence[int | str]] | None = None,
        emperors: Sequence[int | str] | None = None,
        starting_life: int | Mapping[str, int] | None = None,
        range_of_influence: int | None = None,
        idempotency_key: str | None = None,
        first_chooser: tuple[str, str] | None = None,
    ) -> MatchView:
        """`first_chooser`: who chooses play or draw in game 1 and the rule that says so
        (a playoff's higher seed); by default a fair random draw."""
        require_guild(guild_id)
        arguments = {
            "system": system,
            "players": [[p.user_id, p.name] for p in players],
            "best_of": best_of,
            "variant": variant,
            "teams": teams,
            "emperors": emperors,
            "starting_life": starting_life,
            "range_of_influence": range_of_influence,
        }
        refuse_nul(arguments, "A player's name or an option")
        request = request_for(
            idempotency_key,
            actor.user_id,
            "match_start",
            MatchView,
            arguments,
            channel_id=channel_id,
            guild_id=guild_id,
        )
        user_ids = [p.user_id for p in players if p.user_id is not None]
        if len(set(user_ids)) != len(user_ids):
            raise MatchError("Each player can take only one seat in a match; name everyone once.")
        if not actor.is_judge and actor.user_id not in user_ids:
            raise NotAllowed(
                "You can only start a match you play in; a judge can start one for others."
            )
        names = _unique_names(players)
        by_user = {spec.user_id: name for spec, name in zip(players, names, strict=True)}

        def as_name(who: int | str) -> str:
            return by_user.get(who, str(who)) if isinstance(who, int) else who

        data: dict[str, Any] = {"system": system, "players": names}
        if variant:
            data["variant"] = variant
        if teams:
            data["teams"] = [[as_name(p) for p in team] for team in teams]
        if emperors:
            data["emperors"] = [as_name(p) for p in emperors]
        if range_of_influence is not None:  # Magic multiplayer (CR 801); checked by the rules
            data["range_of_influence"] = range_of_influence
        if starting_life is not None:
            data["starting_life"] = starting_life
            given = (
                starting_life.values() if isinstance(starting_life, Mapping) else [starting_life]
            )
            if any(isinstance(v, int) and v < 1 for v in given):
                raise MatchError("Starting life must be at least 1.")
        try:
            setup = parse_setup(data)
        except RuleError as error:
            raise MatchError(error.message) from None
        chosen_best_of = best_of if best_of is not None else scoring.default_best_of(len(names))
        # A whole number only: True and 3.0 compare equal to 1 and 3 but are not a game count.
        if type(chosen_best_of) is not int or chosen_best_of not in scoring.BEST_OF_CHOICES:
            raise MatchError(
                f"A match is best of 1, 3, 5 or 7 games, not {chosen_best_of}. "
                "Pick one of those (3 is usual for two players)."
            )

        team_index = {p: i for i, team in enumerate(setup.teams) for p in team}
        seats = tuple(
            Seat(seat, name, spec.user_id, team_index[name])
            for seat, (spec, name) in enumerate(zip(players, names, strict=True))
        )

        def new_match() -> tuple[MatchRow, Game]:
            """The match's row and its first game's, not yet stored."""
            match = MatchRow(
                guild_id=guild_id,
                channel_id=channel_id,
                system=setup.system.value,
                variant=setup.variant.value if setup.variant else None,
                best_of=chosen_best_of,
                setup=setup.to_dict(),
                started_by=actor.user_id,
                wins=[0] * len(setup.teams),
            )
            opening = new_game(setup)
            game = Game(
                match_id=0,  # the match's, once it is stored
                number=1,
                chooser=first_chooser[0] if first_chooser else scoring.first_chooser(setup),
                chooser_rule=first_chooser[1] if first_chooser else "random (secrets)",
                state={**dump_state(opening), **carry.opening(setup, {})},
            )
            return match, game

        async def work(session: AsyncSession) -> MatchView:
            existing = (
                await session.scalars(
                    select(MatchRow).where(
                        col(MatchRow.channel_id) == channel_id, col(MatchRow.status) == ACTIVE
                    )
                )
            ).first()
            if existing is not None:
                raise MatchError(
                    "This channel already has an active match. Finish it (/match end or "
                    "/match concede), or start yours in another channel or a thread."
                )
            match, game = new_match()
            session.add(match)
            await session.flush()
            assert match.id is not None
            for seat in seats:
                session.add(MatchPlayer(match_id=match.id, **dataclasses.asdict(seat)))
            game.match_id = match.id
            session.add(game)
            await session.flush()
            assert isinstance(session, WriteSession)
            session.changed = (match.id, match.version)
            # The roster is what was just inserted: kept without reading it back.
            self.unit.store.keep_roster(match.id, Roster(setup, seats))
            return await self.unit.view(session, match.id)

        return await self.unit.write(channel_id, work, request)


def _unique_names(specs: Sequence[PlayerSpec]) -> list[str]:
    names: list[str] = []
    for spec in specs:
        base = spec.name.strip() or f"player{len(names) + 1}"
        name, n = base, 2
        while name in names:
            name, n = f"{base} ({n})", n + 1
        names.append(name)
    return names
