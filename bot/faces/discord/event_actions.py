"""The work of /league penalty give|list and /league decklist submit|deadline|show|missing|
publish: parse, call one service, render what it answers. Penalties and lists are private:
shown to the judge who asks and to the player concerned; a penalty that changed a match is
told in its table's thread, whose board is redrawn."""

from __future__ import annotations

import logging
import re
from datetime import UTC, datetime, timedelta

import discord

from bot.app.league.decklists import TEXT_LIMIT
from bot.app.match import Actor
from bot.app.runtime import Services
from bot.core.errors import MatchError
from bot.core.languages import Language
from bot.core.league.penalties import Infraction, PenaltyKind
from bot.core.messages import Message
from bot.faces.discord import event_render, messaging
from bot.faces.discord.answers import Answer, Answering, Say, answers
from bot.faces.discord.context import actor_for, channel_of
from bot.faces.discord.languages import private_language, public_language
from bot.faces.discord.league_render import said
from bot.faces.discord.scoreboard import Place, Scoreboards

log = logging.getLogger(__name__)
DEADLINE_PATTERN = re.compile(r"^\s*(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})\s*(?:UTC|Z)?\s*$")


def parse_deadline(text: str) -> datetime:
    """ "2026-12-05 18:00" (UTC)."""
    found = DEADLINE_PATTERN.match(text)
    problem = Message(
        "Give the deadline as a date and time in UTC, e.g. `2026-12-05 18:00`, or `minutes` "
        "from now."
    )
    if found is None:
        raise MatchError(problem)
    try:
        year, month, day, hour, minute = (int(part) for part in found.groups())
        return datetime(year, month, day, hour, minute, tzinfo=UTC)
    except ValueError:
        raise MatchError(problem) from None


class DecklistForm(discord.ui.Modal):
    """A player's decklist as text (opened by /league decklist submit without a link)."""

    def __init__(self, actions: EventActions, opened_by: int, language: Language) -> None:
        super().__init__(
            title=said(Message("Your decklist"), language),
            custom_id=f"arbiter:decklist:form:{opened_by}",
            timeout=None,
        )
        self.actions = actions
        self.text: discord.ui.TextInput[DecklistForm] = discord.ui.TextInput(
            style=discord.TextStyle.paragraph,
            max_length=TEXT_LIMIT,
            min_length=1,
            custom_id="arbiter:decklist:form:text",
        )
        self.add_item(
            discord.ui.Label(
                text=said(Message("Decklist"), language),
                description=said(
                    Message("One card a line, with its count (e.g. 4 Lightning Bolt)."), language
                ),
                component=self.text,
            )
        )

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await self.actions.submit(interaction, text=self.text.value, url=None)


class EventActions:
    def __init__(
        self,
        answering: Answering,
        client: discord.Client,
        services: Services,
        scoreboards: Scoreboards,
    ) -> None:
        self.answering = answering
        self.client = client
        self.matches = services.matches
        self.penalties = services.penalties
        self.decklists = services.decklists
        self.scoreboards = scoreboards

    async def _actor(self, interaction: discord.Interaction) -> Actor:
        return await actor_for(interaction, self.matches)

    async def _public(self, interaction: discord.Interaction) -> Language:
        """The language of a post everyone in the channel reads: the server's."""
        return await public_language(self.matches, interaction.guild)

    # -- penalties -----------------------------------------------------------------------------

    @answers
    async def give(
        self,
        interaction: discord.Interaction,
        player: discord.abc.User,
        kind: str,
        infraction: str,
        note: str,
    ) -> Answer:
        if kind not in {k.value for k in PenaltyKind} or infraction not in {
            i.value for i in Infraction
        }:
            raise MatchError(Message("Choose the penalty and the infraction from the lists."))
        view = await self.penalties.give(
            channel_id=channel_of(interaction),
            actor=await self._actor(interaction),
            user_id=player.id,
            kind=PenaltyKind(kind),
            infraction=Infraction(infraction),
            note=note,
            idempotency_key=str(interaction.id),
        )
        match = None
        if view.match_id is not None:
            match = await self.matches.match(view.match_id)
        mine = private_language(interaction)
        answer = Answer(Say(event_render.given(view, match, mine), private=True))
        thread = view.match_channel_id
        if match is not None and thread is not None and not view.duplicate:
            place = Place(thread, interaction.app_permissions, in_thread=True)
            shown = match
            told = event_render.in_thread(view, await self._public(interaction))

            async def then(_: object) -> None:
                await messaging.post(self.client, thread, content=told)
                await self.scoreboards.show(shown.id, place, shown)

            answer.then = then
        return answer

    @answers
    async def list(
        self, interaction: discord.Interaction, player: discord.abc.User | None
    ) -> Answer:
        actor = await self._actor(interaction)
        listed = await self.penalties.list(
            channel_id=channel_of(interaction),
            actor=actor,
            user_id=player.id if player is not None else None,
        )
        own = not actor.is_judge or (player is not None and player.id == actor.user_id)
        text = event_render.penalty_list(listed, private_language(interaction), own=own)
        return Answer(Say(text, private=True))

    # -- decklists -----------------------------------------------------------------------------

    async def open_form(self, interaction: discord.Interaction, url: str | None) -> None:
        """With a link: registered at once. Without: the form for the list as text."""
        if url is not None:
            await self.submit(interaction, text=None, url=url)
            return
        try:
            form = DecklistForm(self, interaction.id, private_language(interaction))
            await interaction.response.send_modal(form)
        except discord.HTTPException as error:  # e.g. the same command delivered twice
            log.info("could not open the decklist form: %s", error)

    @answers
    async def submit(
        self, interaction: discord.Interaction, *, text: str | None, url: str | None
    ) -> Answer:
        view = await self.decklists.submit(
            channel_id=channel_of(interaction),
            user_id=interaction.user.id,
            text=text,
            url=url,
            idempotency_key=str(interaction.id),
        )
        return Answer(
            Say(event_render.submitted(view, private_language(interaction)), private=True)
        )

    @answers
    async def deadline(
        self,
        interaction: discord.Interaction,
        at: str | None,
        minutes: int | None,
        clear: bool,
    ) -> Answer:
        if sum((at is not None, minutes is not None, clear)) != 1:
            raise MatchError(
                Message(
                    "Give the deadline as `at` (a UTC date and time, e.g. 2026-12-05 18:00) or "
                    "`minutes` from now, or `clear:true` to have none."
                )
            )
        when = None
        if at is not None:
            when = parse_deadline(at)
        elif minutes is not None:
            when = interaction.created_at + timedelta(minutes=minutes)
        rules = await self.decklists.set_deadline(
            channel_id=channel_of(interaction),
            actor=await self._actor(interaction),
            deadline=when,
            idempotency_key=str(interaction.id),
        )
        language = await self._public(interaction)
        text = event_render.deadline_set(rules.league, rules.deadline, rules.submitted, language)
        return Answer(Say(text))

    @answers
    async def show(self, interaction: discord.Interaction, player: discord.abc.User) -> Answer:
        view = await self.decklists.show(
            channel_id=channel_of(interaction),
            actor=await self._actor(interaction),
            user_id=player.id,
        )
        embed = event_render.decklist_embed(view, private_language(interaction))
        return Answer(Say(embed=embed, private=True))

    @answers
    async def missing(self, interaction: discord.Interaction) -> Answer:
        found = await self.decklists.missing(
            channel_id=channel_of(interaction), actor=await self._actor(interaction)
        )
        return Answer(Say(event_render.missing(found, private_language(interaction)), private=True))

    @answers
    async def publish(self, interaction: discord.Interaction) -> Answer:
        found = await self.decklists.publish(
            channel_id=channel_of(interaction),
            actor=await self._actor(interaction),
            idempotency_key=str(interaction.id),
        )
        return Answer(Say(event_render.published(found, await self._public(interaction))))
