"""The work of each /league playoff interaction: parse, call the playoff's service
(bot.app.league.playoff_advance), render the step it answers.

Like a round start, a playoff start opens one thread per match (slow): it defers at once, and a
start that Discord stopped half-way resumes with `/league playoff next`. Each thread's first
message pings exactly its players; each round's list in the league channel is posted once and
pings nobody, and the champion's announcement pings the champion.
"""

from __future__ import annotations

import discord

from bot.app.league.playoff_advance import (
    Crowned,
    HeldElsewhere,
    OpeningStopped,
    PlayoffStep,
    RoundOpened,
)
from bot.app.runtime import Services
from bot.core.errors import MatchError
from bot.core.languages import Language
from bot.core.messages import Message
from bot.faces.discord import messaging, notices, playoff_render
from bot.faces.discord.answers import Answer, Answering, Say, answers, answers_within
from bot.faces.discord.context import actor_for, channel_of
from bot.faces.discord.languages import private_language, public_language
from bot.faces.discord.league_render import said


class PlayoffActions:
    def __init__(self, answering: Answering, services: Services) -> None:
        self.answering = answering
        self.matches = services.matches
        self.playoffs = services.playoffs
        self.advance = services.playoff_advance

    @answers_within(0.0)
    async def start(
        self, interaction: discord.Interaction, size: int, round_minutes: int | None
    ) -> Answer:
        actor = await actor_for(interaction, self.matches)
        missing = messaging.missing_for_tables(interaction.app_permissions)
        if missing is not None:
            raise MatchError(missing)
        step = await self.advance.start(
            channel_id=channel_of(interaction),
            actor=actor,
            size=size,
            round_minutes=round_minutes,
            idempotency_key=str(interaction.id),
        )
        return await self._answer(interaction, step)

    @answers_within(0.0)
    async def next_round(self, interaction: discord.Interaction) -> Answer:
        step = await self.advance.next_round(
            channel_id=channel_of(interaction),
            actor=await actor_for(interaction, self.matches),
            idempotency_key=str(interaction.id),
        )
        return await self._answer(interaction, step)

    async def _answer(self, interaction: discord.Interaction, step: PlayoffStep) -> Answer:
        public = await public_language(self.matches, interaction.guild)
        return step_answer(step, public, private_language(interaction))

    @answers
    async def status(self, interaction: discord.Interaction) -> Answer:
        view = await self.playoffs.status(channel_id=channel_of(interaction))
        embed = playoff_render.bracket_embed(view, private_language(interaction))
        return Answer(Say(embed=embed, private=True))

    async def bracket(self, channel_id: int, language: Language) -> discord.Embed | None:
        """The bracket for /league standings (None before the playoff)."""
        if not await self.playoffs.has_playoff(channel_id=channel_id):
            return None
        view = await self.playoffs.status(channel_id=channel_id)
        return playoff_render.bracket_embed(view, language)


def step_answer(step: PlayoffStep, public: Language, private: Language) -> Answer:
    """What the organiser (or the judge whose result completed a round) is told of a step:
    what the channel sees in the server's language (`public`), what only they see in theirs."""
    view = step.view
    match step:
        case Crowned(announced=True):
            post = notices.champion(view, public)
            return Answer(Say(post.content, embed=post.embed, pings=post.pings))
        case Crowned():
            return Answer(Say(embed=playoff_render.bracket_embed(view, private), private=True))
        case OpeningStopped(started=started, reason=reason):
            stopped = Message.plural(
                "Playoff {round}: {started} of {n} match started. {reason} Run /league playoff "
                "next to start the rest; nothing started is started twice.",
                "Playoff {round}: {started} of {n} matches started. {reason} Run /league playoff "
                "next to start the rest; nothing started is started twice.",
                len(view.current),
                round=view.round_name(view.round_number),
                started=started,
                reason=reason,  # Discord's refusal, worded by the port
            )
            return Answer(Say(said(stopped, public)))
        case HeldElsewhere(tables=tables):
            elsewhere = Message(
                "Playoff {round} is being started elsewhere (table {tables}); nothing was "
                "started twice. Its list is posted here when it is done.",
                round=view.round_name(view.round_number),
                tables=", ".join(str(t.table) for t in tables),
            )
            return Answer(Say(said(elsewhere, private), private=True))
        case RoundOpened(listed=listed):
            # Listed once in the channel: if another start listed it, this answer is for the
            # organiser alone.
            language = public if listed else private
            messages = playoff_render.round_messages(view, view.round_number, language)
            if view.round_number == 1:
                messages = [playoff_render.seeds_line(view, language), *messages]
            return Answer(
                Say(messages[0], private=not listed),
                more=[Say(text, private=not listed) for text in messages[1:]],
            )
    raise AssertionError(f"no words for {step!r}")
