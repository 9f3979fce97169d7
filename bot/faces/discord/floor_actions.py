"""The event floor in Discord (bot.app.league.floor): `/league checkin open|here|list`, the
Check in button, a table's Here and Call a judge buttons, `/league time extend`, `/league
judge calls|answered` and a call's Answered button. Each parses, calls the floor service once
and renders its typed answer; refusals are private.

A judge call pings the judge role once, exactly that role (`Pings`): in the judge channel if
the server has one (`/arbiter config judge_channel`, as Ask a judge), with a link to the
table's thread, else in the thread itself; the Answered button goes with the ping."""

from __future__ import annotations

import logging
import re
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING

import discord

from bot.app.league.floor import EventFloor
from bot.app.league.judge_calls import CallStatus, JudgeCalled
from bot.app.match import Actor, MatchService
from bot.core.errors import MatchError
from bot.core.languages import Language
from bot.core.messages import Message
from bot.faces.discord import floor_render, messaging
from bot.faces.discord.answers import Answer, Answering, Say, answers
from bot.faces.discord.context import actor_for, channel_of
from bot.faces.discord.floor_components import answered_view, checkin_view
from bot.faces.discord.languages import private_language, public_language
from bot.faces.discord.mentions import Pings

if TYPE_CHECKING:
    from bot.app.runtime import Services

log = logging.getLogger(__name__)

_CLOCK = re.compile(r"^\s*([01]?[0-9]|2[0-3])[:h.]([0-5][0-9])\s*(?:utc)?\s*$", re.IGNORECASE)
_MINUTES = re.compile(r"^\s*(?:in\s*)?\+?\s*([0-9]{1,5})\s*(?:m|min|mins|minutes?)?\s*$", re.I)
LATEST = timedelta(hours=24)  # a check-in deadline at most this far ahead


def parse_deadline(text: str, now: datetime) -> datetime:
    """`20:30` (UTC; tomorrow if that time has passed today), `30` or `in 30 min` (minutes
    from now), or `now`."""
    if text.strip().lower() == "now":
        return now
    minutes = _MINUTES.match(text)
    if minutes is not None:
        deadline = now + timedelta(minutes=int(minutes[1]))
    else:
        clock = _CLOCK.match(text)
        if clock is None:
            raise MatchError(
                Message(
                    "Give the deadline as a time in UTC (`20:30`), as minutes from now (`30` "
                    "or `in 30 min`), or `now`."
                )
            )
        deadline = now.astimezone(UTC).replace(
            hour=int(clock[1]), minute=int(clock[2]), second=0, microsecond=0
        )
        if deadline < now:
            deadline += timedelta(days=1)
    if deadline - now > LATEST:
        raise MatchError(Message("A check-in deadline is at most 24 hours away."))
    return deadline


class FloorActions:
    def __init__(self, answering: Answering, services: Services, client: discord.Client) -> None:
        self.answering = answering
        self.floor: EventFloor = services.floor
        self.matches: MatchService = services.matches
        self.client = client

    async def _actor(self, interaction: discord.Interaction) -> Actor:
        return await actor_for(interaction, self.matches)

    async def _public(self, interaction: discord.Interaction) -> Language:
        """The language of a post everyone in the channel reads: the server's."""
        return await public_language(self.matches, interaction.guild)

    # -- check-in ------------------------------------------------------------------------------

    @answers
    async def checkin_open(self, interaction: discord.Interaction, deadline: str) -> Answer:
        now = discord.utils.utcnow()
        view = await self.floor.open_checkin(
            channel_id=channel_of(interaction),
            actor=await self._actor(interaction),
            deadline=parse_deadline(deadline, now),
            idempotency_key=str(interaction.id),
        )
        language = await self._public(interaction)
        return Answer(
            Say(
                floor_render.checkin_opened(view, language),
                view=checkin_view(view.league_id, language),
            )
        )

    @answers
    async def check_in(self, interaction: discord.Interaction) -> Answer:
        done = await self.floor.check_in(
            channel_id=channel_of(interaction),
            user_id=interaction.user.id,
            idempotency_key=str(interaction.id),
        )
        return Answer(
            Say(floor_render.checked_in(done, private_language(interaction)), private=True)
        )

    @answers
    async def checkin_list(self, interaction: discord.Interaction) -> Answer:
        view = await self.floor.checkin_list(channel_id=channel_of(interaction))
        embed = floor_render.checkin_embed(view, private_language(interaction))
        return Answer(Say(embed=embed, private=True))

    # -- a table -------------------------------------------------------------------------------

    @answers
    async def here(self, interaction: discord.Interaction) -> Answer:
        done = await self.floor.here(
            thread_id=channel_of(interaction),
            user_id=interaction.user.id,
            idempotency_key=str(interaction.id),
        )
        language = (
            private_language(interaction) if done.already else await self._public(interaction)
        )
        return Answer(Say(floor_render.arrived(done, language), private=done.already))

    @answers
    async def time_extend(
        self, interaction: discord.Interaction, table: int, minutes: int
    ) -> Answer:
        done = await self.floor.extend(
            channel_id=channel_of(interaction),
            actor=await self._actor(interaction),
            table=table,
            minutes=minutes,
            idempotency_key=str(interaction.id),
        )
        return Answer(Say(floor_render.extended(done, await self._public(interaction))))

    # -- judge calls ---------------------------------------------------------------------------

    @answers
    async def call_judge(self, interaction: discord.Interaction) -> Answer:
        called = await self.floor.call_judge(
            guild_id=interaction.guild_id,
            thread_id=channel_of(interaction),
            actor=await self._actor(interaction),
            idempotency_key=str(interaction.id),
        )
        mine = private_language(interaction)
        if called.status is not CallStatus.CALLED:
            return Answer(Say(floor_render.call_not_placed(called, mine), private=True))
        if called.duplicate:  # the call's ping went out with its first delivery
            return Answer(Say(floor_render.call_placed_here(called, mine), private=True))
        language = await self._public(interaction)
        if called.judge_channel_id is not None and await self._tell_judges(called, language):
            return Answer(Say(floor_render.call_placed_here(called, language)))
        return Answer(
            Say(
                floor_render.judge_called(called, language, in_judge_channel=False),
                view=answered_view(called.call.id, language),
                pings=Pings.of(roles=[called.judge_role_id]),
            )
        )

    async def _tell_judges(self, called: JudgeCalled, language: Language) -> bool:
        """The call in the judge channel, pinging the judge role; whether Discord took it
        (if not, the role is pinged in the table's thread instead)."""
        assert called.judge_channel_id is not None
        try:
            await messaging.send(
                self.client,
                called.judge_channel_id,
                content=floor_render.judge_called(called, language, in_judge_channel=True),
                pings=Pings.of(roles=[called.judge_role_id]),
                view=answered_view(called.call.id, language),
            )
        except discord.HTTPException:
            log.warning("could not post a judge call in the judge channel", exc_info=True)
            return False
        return True

    @answers
    async def answered(self, interaction: discord.Interaction, call_id: int) -> Answer:
        done = await self.floor.answer_call(
            channel_id=channel_of(interaction),
            call_id=call_id,
            actor=await self._actor(interaction),
            guild_id=interaction.guild_id,
            idempotency_key=str(interaction.id),
        )
        language = (
            private_language(interaction) if done.already else await self._public(interaction)
        )
        return Answer(Say(floor_render.call_answered(done, language), private=done.already))

    @answers
    async def judge_calls(self, interaction: discord.Interaction) -> Answer:
        calls = await self.floor.open_calls(
            channel_id=channel_of(interaction), actor=await self._actor(interaction)
        )
        embed = floor_render.open_calls_embed(calls, private_language(interaction))
        return Answer(Say(embed=embed, private=True))
