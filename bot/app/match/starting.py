"""Starting a match in a channel: from its players and setup (bot.core.match.start), or
from an exported match document, re-adjudicated (import)."""

from __future__ import annotations

from collections.abc import Mapping
from operator import attrgetter
from typing import Any, Unpack
from uuid import uuid4

from sqlalchemy.ext.asyncio import AsyncSession

from bot.app.match.showing import match_view
from bot.app.match.unit import UseCase, refused
from bot.app.match.views import MatchView
from bot.core.errors import MatchError
from bot.core.match import scoring
from bot.core.match.commands import Actor, ImportMatch, StartMatch, StartOptions
from bot.core.match.decision import Decision, Refusal
from bot.core.match.exported import adjudicate_match
from bot.core.match.inputs import refuse_nul, require_guild
from bot.core.match.start import ALREADY_ACTIVE, imported, start
from bot.core.messages import Message
from bot.core.rules.gamefile import GameFileError
from bot.store.requests import Request, request_for


class Starting(UseCase):
    """Starting or importing a match in a channel."""

    async def start_match(
        self, *, actor: Actor, idempotency_key: str | None = None, **options: Unpack[StartOptions]
    ) -> MatchView:
        """Without `first_chooser` (who chooses play or draw in game 1, and the rule that
        says so: a playoff's higher seed), a fair random draw."""
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
        request = request_for(
            idempotency_key,
            actor.user_id,
            "match_start",
            MatchView,
            arguments,
            channel_id=command.channel_id,
            guild_id=command.guild_id,
        )
        require_guild(options["guild_id"])
        refuse_nul(arguments, _NAMES_OR_OPTIONS)
        decision = start(command, actor)
        if isinstance(decision, Refusal):
            raise refused(decision)
        return await self._begun(command.channel_id, decision, request, _BUSY)

    async def start_in(
        self, session: AsyncSession, *, actor: Actor, **options: Unpack[StartOptions]
    ) -> MatchView:
        """Start a match in the caller's transaction (a league table's start, which records
        the table's thread and links its match in the same one): decided and stored as by
        `start_match`, the caller running it through the channel's unit of work
        (`self.unit.write`)."""
        require_guild(options["guild_id"])
        # (a name stored before names were checked may hold a NUL: refused, the table fails)
        refuse_nul(list(map(attrgetter("name"), options["players"])), _A_NAME)
        decision = start(StartMatch(**options, draw=scoring.first_chooser), actor)
        if isinstance(decision, Refusal):
            raise refused(decision)
        return await self._store_new(session, options["channel_id"], decision, _BUSY)

    async def import_match(
        self,
        document: Mapping[str, Any],
        *,
        guild_id: int | None,
        channel_id: int,
        actor: Actor,
        idempotency_key: str | None = None,
    ) -> MatchView:
        """Store a match document after re-adjudicating every game from its reports. A finished
        match joins the records; an unfinished one becomes this channel's active match."""
        require_guild(guild_id)
        refuse_nul(document, _AN_EXPORT)
        request = request_for(
            idempotency_key,
            actor.user_id,
            "match_import",
            MatchView,
            {"document": document},
            channel_id=channel_id,
            guild_id=guild_id,
        )
        try:
            adjudication = adjudicate_match(document)
        except GameFileError as error:
            where = error.location()
            invalid = (
                Message(
                    "That export is not valid ({where}): {error}", where=where, error=error.text
                )
                if where
                else Message("That export is not valid: {error}", error=error.text)
            )
            raise MatchError(invalid) from None
        result = adjudication.result
        command = ImportMatch(
            guild_id, channel_id, document, result, adjudication.final, f"import:{uuid4().hex}"
        )
        busy = _IMPORT_BUSY if result is None else None
        return await self._begun(channel_id, imported(command, actor), request, busy)

    async def _begun(
        self,
        channel_id: int,
        decision: Decision,
        request: Request[MatchView] | None,
        busy: Message | None,
    ) -> MatchView:
        """Store a new match's decision; refused with `busy` if the channel has an active
        match (None: a finished match, which needs no free channel)."""

        async def work(session: AsyncSession) -> MatchView:
            return await self._store_new(session, channel_id, decision, busy)

        return await self.unit.write(channel_id, work, request)

    async def _store_new(
        self, session: AsyncSession, channel_id: int, decision: Decision, busy: Message | None
    ) -> MatchView:
        if busy and await self.unit.store.active_id(session, channel_id) is not None:
            raise MatchError(busy)
        return match_view((await self.unit.decided(session, decision)).after)


# What a refusal names, built once (a request that is not refused makes no message).
_BUSY = Message(ALREADY_ACTIVE)
_NAMES_OR_OPTIONS = Message("A player's name or an option")
_A_NAME = Message("A player's name")
_AN_EXPORT = Message("That export")
_IMPORT_BUSY = Message("This channel already has an active match; import it elsewhere.")
