"""What every change of a match answers, and does after its answer: the table's language
(`public`), the answer to a report however it was made (`present`: a command, a panel's
presses, a mention in chat), what waits for confirmation with its buttons, a decided game with
the next chooser's buttons, a finished match's ratings; then the scoreboard brought up to date
and the message with Confirm and Dispute kept (`_changed`). Each change's own command is in the
module of its use case (bot.faces.discord.actions lists them)."""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.app.match.views import MatchView, ReportAnswer
from bot.app.ratings.views import ShownChange
from bot.core.languages import Language
from bot.core.match.statuses import ReplyStatus
from bot.core.messages import Message, user_mention
from bot.faces.discord import rating_render, render, wording
from bot.faces.discord.answers import Answer, Say, Sent, deliver, refusal
from bot.faces.discord.components import choice_view, confirmation_view
from bot.faces.discord.context import Asker
from bot.faces.discord.info_actions import InfoActions
from bot.faces.discord.languages import guild_language, private_language
from bot.faces.discord.mentions import Pings
from bot.faces.discord.scoreboard import Place
from bot.faces.i18n import translate

Events = Sequence[Mapping[str, Any]]


@dataclass(frozen=True)
class FollowUp:
    """What a change's answer does once sent, besides bringing the scoreboard up to date."""

    before: Callable[[], Awaitable[None]] | None = None  # run first
    remember: int | None = None  # a pending change whose Confirm/Dispute message is kept


def awaiting_say(match: MatchView, intro: str, language: Language) -> Say:
    """What waits for confirmation in `match`, after `intro`, with Confirm and Dispute,
    pinging exactly those asked (a slash report's answer, and a phone's report in the
    channel), in `language` (the server's)."""
    pending = match.pending
    assert pending is not None
    return Say(
        f"{intro}{render.pending_text(match, pending, language)}",
        view=confirmation_view(pending.id, language),
        pings=Pings.seated(match.players, pending.waiting_for),
    )


def decided_say(answer: ReportAnswer, language: Language, intro: str = "") -> Say:
    """A report that decided something (a game, the match), after `intro`: what, with the
    next chooser's Play first / Play second and their ping, in `language` (the server's)."""
    match = answer.match
    chooser = answer.next_chooser if not answer.match_over else None
    return Say(
        f"{intro}{render.report_text(answer, language)}",
        view=choice_view(match.id, match.game.number, language)
        if answer.next_chooser and render.choice_open(match)
        else None,
        pings=Pings.seated(match.players, (chooser,) if chooser else ()),
    )


def with_ratings(say: Say, changes: Sequence[ShownChange], language: Language) -> None:
    """A finished match's answer says how each player's rating moved (nothing if unrated), in
    `language`, the server's, as the result it follows."""
    if changes:
        text = rating_render.changes_text(changes, language)
        say.content = f"{say.content}\n{text}" if say.content else text


async def _tell(who: Asker | discord.Interaction, text: str) -> None:
    """A word for whoever asked for a change: privately to a command's user."""
    if isinstance(who, Asker):
        await who.tell(text)
    else:
        await deliver(who, refusal(text))


class ChangeAnswers(InfoActions):
    """What every change's answer does; the commands that change a match build on it."""

    async def public(self, match: MatchView) -> Language:
        """The language of `match`'s public posts: its server's (`languages.public_language`)."""
        return await guild_language(self.service, self.client, match.guild_id)

    def _changed(
        self,
        interaction: discord.Interaction | Asker,
        match: MatchView,
        say: Say,
        *,
        stored: bool,
        more: Sequence[Say] = (),
        edit_pressed: bool = False,
        follow_up: FollowUp = FollowUp(),
    ) -> Answer:
        """The answer to a change of `match`: then the scoreboard is brought up to date (and
        the id of a message with Confirm/Dispute kept, to retire its buttons if withdrawn).
        `stored`: `match` is as this request's own write left it (not a repeat's answer), so
        the board is drawn from it without reading the match again."""
        # The answer, and a word on the scoreboard if it is known not to show the change.
        place = interaction.place if isinstance(interaction, Asker) else Place.of(interaction)
        problem = self.scoreboards.problem(match.id, place)
        # Said to whoever asked only: in their language (a chat message's author: the table's).
        reader = (
            interaction.language
            if isinstance(interaction, Asker)
            else private_language(interaction)
        )
        note = None if problem is None else translate(problem, reader)
        if note is None:
            answer = Answer(say)
        elif say.private:
            say.content = f"{say.content}\n{note}" if say.content else note
            answer = Answer(say)
        else:
            answer = Answer(say, more=[Say(note, private=True)])
        if match.result is not None:  # the match is over: its result message shows ratings
            answer.before_send = functools.partial(self._rated, match)
        answer.more = [*more, *answer.more]
        answer.edit_pressed = edit_pressed

        async def then(sent: Sent) -> None:
            if follow_up.before is not None:
                await follow_up.before()
            if follow_up.remember is not None and sent.first is not None:
                await self.service.set_confirmation_message(
                    channel_id=place.channel_id,
                    match_id=match.id,
                    pending_id=follow_up.remember,
                    message_id=sent.first,
                )
            outcome = await self.scoreboards.show(match.id, place, match, as_stored=stored)
            if outcome.problem and outcome.new_problem:
                await _tell(interaction, translate(outcome.problem, reader))
            await self.after.answered(match)  # a league playoff's next round may now start

        answer.then = then
        return answer

    async def _rated(self, match: MatchView, answer: Answer) -> None:
        """Before a finished match's answer goes out: how each player's rating moved."""
        with_ratings(answer.say, await self.after.rated(match), await self.public(match))

    def _awaiting(
        self,
        interaction: discord.Interaction | Asker,
        match: MatchView,
        intro: str,
        language: Language,
        *,
        stored: bool,
    ) -> Answer:
        """What now waits for confirmation, after `intro`, with the buttons, pinging exactly
        those asked, in `language` (the server's)."""
        say = awaiting_say(match, intro, language)
        assert match.pending is not None
        return self._changed(
            interaction, match, say, stored=stored, follow_up=FollowUp(remember=match.pending.id)
        )

    async def present(
        self, asker: Asker | discord.Interaction, answer: ReportAnswer, events: Events = ()
    ) -> Answer:
        """The answer to a report (or a batch's resolution) everyone at the table sees, whoever
        made it and however (a command, a panel's presses, a mention in chat)."""
        # A repeat (answer.duplicate) is shown as the first time: whoever sees this answer
        # may not have seen the first one (a retry, or the first delivery's answer was lost).
        # The scoreboard is redrawn from the match as it is now (scoreboard.Scoreboards).
        match, stored = answer.match, not answer.duplicate
        if answer.status == ReplyStatus.BATCHED:
            added = Message.plural(
                "Added to the batch ({n} event so far). When every simultaneous event is in, "
                "use /batch resolve.",
                "Added to the batch ({n} events so far). When every simultaneous event is in, "
                "use /batch resolve.",
                match.batch_size or 0,
            )
            reader = asker.language if isinstance(asker, Asker) else private_language(asker)
            say = Say(translate(added, reader), private=True)
            return self._changed(asker, match, say, stored=stored)
        language = await self.public(match)
        if answer.status == ReplyStatus.PENDING:
            # Credited to its reporter, who is not the user when a batch was resolved by another.
            user_id = asker.user_id if isinstance(asker, Asker) else asker.user.id
            reporter = match.pending.requested_by if match.pending else user_id
            if reporter == user_id:
                intro = Message("{player} reports:", player=user_mention(reporter))
            else:
                intro = Message(
                    "{player} reports (resolved by {resolver}):",
                    player=user_mention(reporter),
                    resolver=user_mention(user_id),
                )
            said = f"{translate(intro, language)}\n"
            return self._awaiting(asker, match, said, language, stored=stored)
        if answer.outcomes or answer.notes:
            return self._changed(asker, match, decided_say(answer, language), stored=stored)
        # Everyone at the table sees what changed; names are plain text, nobody is pinged.
        say = Say(wording.progress(match, events, language))
        return self._changed(asker, match, say, stored=stored)
