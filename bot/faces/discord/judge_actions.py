"""Asking a judge in Discord (shared/spec/rulings.md, Revision 3, "A judge"; the README's
"Asking a judge").

An answer Arbiter cannot give (`reason_to_ask`), to `/ruling`, a mention, a DM or "Ask
Arbiter", comes with an "Ask a judge" button. In a server with a judge channel the button
names the question, kept for it (`Judges.offer`); its asker's press posts it in the judge
channel, pinging the judge role and nobody else, once (`Judges.ask`: a second delivery or a
second press finds it sent). A judge answers with the post's Answer button (a form); the
asker is told where they asked, pinged alone, and the answer is a precedent of the server:
`/rule` finds it by words, `/precedents` lists and exports it. Without a judge channel the
button says how an admin sets one; in a DM, that questions go to a server's judges.
"""

from __future__ import annotations

import io
import json
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from bot.app.judges import NO_JUDGE_CHANNEL, ONLY_JUDGES, Judges
from bot.app.match import MatchService
from bot.core.errors import MatchError
from bot.core.languages import Language
from bot.core.messages import N_, Message
from bot.core.rulings import NoRuling, Ruling
from bot.core.rulings.precedents import (
    Asked,
    AskStatus,
    Draft,
    Question,
    export_document,
    reason_to_ask,
)
from bot.faces.discord import limits, messaging
from bot.faces.discord.answers import Answer, Say, answers, refusal, respond
from bot.faces.discord.context import actor_for
from bot.faces.discord.judge_components import (
    ASK_LABEL,
    AnswerForm,
    answer_view,
    ask_view,
    precedents_view,
)
from bot.faces.discord.judge_render import (
    answered_embed,
    precedents_embed,
    question_embed,
    told_embed,
)
from bot.faces.discord.languages import private_language, public_language
from bot.faces.discord.league_render import said
from bot.faces.discord.mentions import NOBODY, Pings, name, role, user
from bot.faces.discord.pacing import Urgency
from bot.faces.i18n import translate

if TYPE_CHECKING:
    from datetime import datetime

    from bot.faces.discord.client import ArbiterBot

log = logging.getLogger(__name__)

IN_A_DM = N_(
    "There are no judges to ask in a DM: questions go to a server's judges. Ask in a server "
    "whose admins set a judge channel (`/ruling` there, or mention @Arbiter), and press Ask a "
    "judge under Arbiter's answer."
)
SET_SINCE = N_(
    "This server has a judge channel now, but this answer came before it was set: ask Arbiter "
    "again and press Ask a judge under the new answer."
)
NO_PRECEDENTS = N_(
    "No judge has answered a question on this server yet. When Arbiter cannot rule on a "
    "situation, its answer offers Ask a judge; a judge's answer is kept here."
)
NOT_IN_A_SERVER = N_("Precedents are a server's: use /precedents in a server.")
# What the judge channel needs for a question's post (each by its name in Discord's settings).
JUDGE_CHANNEL_PERMISSIONS = {
    "view_channel": N_("View Channel"),
    "send_messages": N_("Send Messages"),
    "embed_links": N_("Embed Links"),
}


def missing_in_judge_channel(permissions: discord.Permissions) -> list[str]:
    """What Arbiter lacks to post questions in a channel where it has `permissions` (the
    permissions' names, as msgids)."""
    return [
        words for perm, words in JUDGE_CHANNEL_PERMISSIONS.items() if not getattr(permissions, perm)
    ]


def judge_channel_refusal(channel: str, missing: list[str]) -> Message:
    """Why Arbiter cannot post questions in `channel`: the permissions it lacks there."""
    names = [Message(name) for name in missing]
    if len(names) == 1:
        return Message(
            "Arbiter cannot post questions in {channel}: it needs the {first} permission there "
            "(a server admin grants it in the channel's settings, under Permissions). Nothing "
            "was changed; choose that channel again once it is granted, or another one.",
            channel=channel,
            first=names[0],
        )
    if len(names) == 2:  # "A and B"
        return Message(
            "Arbiter cannot post questions in {channel}: it needs the {first} and {second} "
            "permissions there (a server admin grants them in the channel's settings, under "
            "Permissions). Nothing was changed; choose that channel again once they are "
            "granted, or another one.",
            channel=channel,
            first=names[0],
            second=names[1],
        )
    return Message(
        "Arbiter cannot post questions in {channel}: it needs the {first}, {second} and {third} "
        "permissions there (a server admin grants them in the channel's settings, under "
        "Permissions). Nothing was changed; choose that channel again once they are granted, "
        "or another one.",
        channel=channel,
        first=names[0],
        second=names[1],
        third=names[2],
    )


@dataclass(frozen=True)
class Asking:
    """Where and by whom an answer was asked for, as a question for the judges would keep it:
    the server (None in a DM), the asker, whose "I" the text is, the text, its game, the
    channel and message the asker is told under, and the key its offer is kept under (the
    interaction's id, or the mention's message id)."""

    guild_id: int | None
    asker: discord.abc.User
    speaker: str
    text: str
    game: str | None
    channel_id: int | None
    reply_to: int | None
    key: str


def _status_text(asked: Asked) -> Message:
    number = asked.question.id
    if asked.status is AskStatus.SENDING:
        return Message("Question #{id} is being sent to the judges right now.", id=number)
    return Message(
        "Question #{id} was sent to the judges already; you will be told where you asked when "
        "one answers.",
        id=number,
    )


def _refusal(interaction: discord.Interaction, text: str) -> Answer:
    """A refusal (`text`, a msgid) in the asker's language."""
    return refusal(said(Message(text), private_language(interaction)))


class JudgeActions:
    """The Discord side of asking a judge; the questions are kept by `Judges`."""

    def __init__(self, bot: ArbiterBot, judges: Judges, matches: MatchService) -> None:
        self.bot = bot
        self.matches = matches
        self.answering = bot.answering  # how its commands and buttons answer (answers.py)
        self.judges = judges

    # -- the offer under an answer ------------------------------------------------------------

    async def offer(
        self, answer: Ruling | NoRuling, asking: Asking, label: str = ASK_LABEL
    ) -> discord.ui.View | None:
        """The "Ask a judge" button (labelled `label`, in the answer's language) for an answer
        Arbiter could not give; None for any other. The answer goes out without it if its
        question cannot be kept (logged)."""
        reason = reason_to_ask(answer)
        if reason is None:
            return None
        if asking.guild_id is None:
            return ask_view(None, in_server=False, label=label)
        draft = Draft(
            asker_id=asking.asker.id,
            asker_name=asking.asker.display_name,
            speaker=asking.speaker,
            text=asking.text,
            reason=reason,
            unread=answer.unread if isinstance(answer, NoRuling) else None,
            game=asking.game,
            channel_id=asking.channel_id,
            reply_to=asking.reply_to,
        )
        try:
            offered = await self.judges.offer(asking.guild_id, draft, idempotency_key=asking.key)
        except Exception as error:  # the ruling itself still reaches the asker
            self.bot.unexpected_errors.append(error)
            log.error("could not keep a question for the judges", exc_info=error)
            return None
        return ask_view(offered.question_id, in_server=True, label=label)

    # -- the asker's buttons ------------------------------------------------------------------

    @answers
    async def in_direct_message(self, interaction: discord.Interaction) -> Answer:
        return _refusal(interaction, IN_A_DM)

    @answers
    async def no_judge_channel(self, interaction: discord.Interaction) -> Answer:
        if interaction.guild_id is None:
            return _refusal(interaction, IN_A_DM)
        set_now = await self.judges.judge_channel(interaction.guild_id) is not None
        if set_now:
            return _refusal(interaction, SET_SINCE)
        return refusal(translate(NO_JUDGE_CHANNEL, private_language(interaction)))

    @answers
    async def ask(self, interaction: discord.Interaction, question_id: int) -> Answer:
        if interaction.guild_id is None:
            return _refusal(interaction, IN_A_DM)
        key = str(interaction.id)
        asked = await self.judges.ask(
            question_id=question_id,
            guild_id=interaction.guild_id,
            user_id=interaction.user.id,
            idempotency_key=key,
        )
        mine = private_language(interaction)
        if asked.status is AskStatus.ANSWERED:
            return Answer(Say(embed=told_embed(asked.question, mine), private=True))
        if asked.status is AskStatus.POST and not asked.duplicate:
            public = await public_language(self.matches, interaction.guild)
            return Answer(Say(said(await self._post(asked, key, public), mine), private=True))
        return Answer(Say(said(_status_text(asked), mine), private=True))

    async def _post(self, asked: Asked, key: str, language: Language) -> Message:
        """Post the question in the judge channel, pinging the judge role once, in the
        server's `language`; what the asker is told."""
        question = asked.question
        channel_id = question.judge_channel_id
        assert channel_id is not None
        asker = name(question.asker_name)
        if asked.judge_role_id is not None:
            content = Message(
                "{role} a question for the judges from {player}.",
                role=role(asked.judge_role_id),
                player=asker,
            )
        else:
            content = Message(
                "A question for the judges from {player}. No judge role is set, so nobody was "
                "pinged (`/arbiter config judge_role` sets one).",
                player=asker,
            )
        try:
            message_id = await messaging.send(
                self.bot,
                channel_id,
                content=said(content, language),
                embed=question_embed(question, language),
                view=answer_view(question.id, language),
                pings=Pings.of(roles=[asked.judge_role_id]),
            )
        except discord.HTTPException as error:
            log.info("could not post question %s in channel %s: %s", question.id, channel_id, error)
            await self.judges.not_posted(question=question, idempotency_key=f"judge-unposted:{key}")
            return Message(
                "Discord would not post the question in the judge channel {channel} ({reason}). "
                "Nothing was sent: tell a server admin (Arbiter needs View Channel, Send "
                "Messages and Embed Links there), then press Ask a judge again.",
                channel=f"<#{channel_id}>",
                reason=_refused(error),
            )
        await self.judges.posted(
            question=question, message_id=message_id, idempotency_key=f"judge-posted:{key}"
        )
        return Message(
            "Sent to the judges in {channel} as question #{id}. When one answers, you will be "
            "told where you asked.",
            channel=f"<#{channel_id}>",
            id=question.id,
        )

    # -- a judge's answer ---------------------------------------------------------------------

    async def open_answer(self, interaction: discord.Interaction, question_id: int) -> None:
        """The answer form, for a judge; anyone else is refused privately."""
        actor = await actor_for(interaction, self.matches)
        if interaction.guild_id is None or not actor.is_judge:

            async def refused() -> Answer:
                return refusal(translate(ONLY_JUDGES, interaction.locale))

            await respond(self.answering, interaction, refused)
            return
        form = AnswerForm(question_id, interaction.id, private_language(interaction))
        try:
            await interaction.response.send_modal(form)
        except discord.HTTPException as error:  # e.g. the same press delivered twice
            log.info("could not open the answer form of question %s: %s", question_id, error)

    @answers
    async def answer(self, interaction: discord.Interaction, question_id: int, text: str) -> Answer:
        if interaction.guild_id is None:
            return refusal(translate(ONLY_JUDGES, interaction.locale))
        actor = await actor_for(interaction, self.matches)
        answered = await self.judges.answer(
            question_id=question_id,
            guild_id=interaction.guild_id,
            actor=actor,
            judge_name=interaction.user.display_name,
            text=text,
            idempotency_key=str(interaction.id),
        )
        question = answered.question
        mine = private_language(interaction)
        recorded = said(
            Message("Recorded as precedent #{id} of this server.", id=question.id), mine
        )
        if answered.duplicate:  # the delivery that stored it told the asker
            return Answer(Say(recorded, private=True))
        public = await public_language(self.matches, interaction.guild)
        told = await self._tell(question, public)
        await self._show_answered(question, public)
        return Answer(Say(f"{recorded} {said(told, mine)}", private=True))

    async def _tell(self, question: Question, language: Language) -> Message:
        """Tell the asker where they asked (in the server's `language`), pinging them alone;
        what the judge is told."""
        asker = name(question.asker_name)
        if question.channel_id is None:
            return Message(
                "Arbiter does not know where {player} asked: tell them yourself.", player=asker
            )
        content = Message(
            "{player} a judge answered your question #{id}:",
            player=user(question.asker_id),
            id=question.id,
        )
        told: messaging.Outgoing = {
            "content": said(content, language),
            "embed": told_embed(question, language),
            "pings": Pings.of(users=[question.asker_id]),
        }
        if question.reply_to is not None:
            channel = self.bot.get_partial_messageable(question.channel_id)
            told["reply_to"] = channel.get_partial_message(question.reply_to)
        try:
            await messaging.send(self.bot, question.channel_id, **told)
        except discord.HTTPException as error:
            log.info("could not tell the asker of question %s: %s", question.id, error)
            return Message(
                "Arbiter could not tell {player} in {channel} ({reason}): tell them yourself.",
                player=asker,
                channel=f"<#{question.channel_id}>",
                reason=_refused(error),
            )
        return Message(
            "{player} was told in {channel}.", player=asker, channel=f"<#{question.channel_id}>"
        )

    async def _show_answered(self, question: Question, language: Language) -> None:
        """The question's post in the judge channel shows its answer, without its button."""
        channel_id, message_id = question.judge_channel_id, question.posted_message_id
        if channel_id is None or message_id is None:
            return
        post = self.bot.get_partial_messageable(channel_id).get_partial_message(message_id)
        try:
            async with messaging.budget_of(self.bot).paced(channel_id, Urgency.PERSON):
                await post.edit(
                    embed=limits.guard_embed(answered_embed(question, language)),
                    view=None,
                    allowed_mentions=NOBODY.allowed(),
                )
        except discord.HTTPException:
            log.warning("could not show the answer of question %s", question.id, exc_info=True)

    # -- precedents ---------------------------------------------------------------------------

    async def precedents_for(self, guild_id: int | None, query: str) -> list[Question]:
        """The server's precedents a `/rule` query finds (none outside a server)."""
        if guild_id is None:
            return []
        return await self.judges.find(guild_id, query)

    async def _page(
        self, interaction: discord.Interaction, page: int, *, pressed: bool = False
    ) -> Answer:
        guild_id = interaction.guild_id
        if guild_id is None:
            raise MatchError(Message(NOT_IN_A_SERVER))
        mine = private_language(interaction)
        found = await self.judges.page(guild_id, page)
        if found.total == 0:
            return Answer(
                Say(said(Message(NO_PRECEDENTS), mine), private=True), edit_pressed=pressed
            )
        return Answer(
            Say(
                embed=precedents_embed(found, mine),
                view=precedents_view(found.page, found.pages, mine),
                private=True,
            ),
            edit_pressed=pressed,
        )

    @answers
    async def precedents(self, interaction: discord.Interaction, page: int, export: bool) -> Answer:
        if export:
            return await self._export(interaction)
        if isinstance(page, bool) or not isinstance(page, int) or page < 1:
            raise MatchError(
                Message("page must be a whole number from 1, not {page}.", page=str(page))
            )
        return await self._page(interaction, page - 1)

    @answers
    async def precedents_page(self, interaction: discord.Interaction, page: int) -> Answer:
        return await self._page(interaction, page, pressed=True)

    async def _export(self, interaction: discord.Interaction) -> Answer:
        guild_id = interaction.guild_id
        if guild_id is None:
            raise MatchError(Message(NOT_IN_A_SERVER))
        kept = await self.judges.all_precedents(guild_id)
        if not kept:
            return _refusal(interaction, NO_PRECEDENTS)
        now: datetime = discord.utils.utcnow()
        left_out = 0
        data = _export_bytes(guild_id, kept, now, 0)
        while len(data) > interaction.filesize_limit and kept:  # the oldest go first
            cut = max(1, len(kept) // 10)
            kept, left_out = kept[cut:], left_out + cut
            data = _export_bytes(guild_id, kept, now, left_out)
        mine = private_language(interaction)
        exported = Message.plural(
            "{n} precedent of this server, oldest first (format `arbiter-precedents`, "
            "described in Arbiter's README).",
            "{n} precedents of this server, oldest first (format `arbiter-precedents`, "
            "described in Arbiter's README).",
            len(kept),
        )
        text = said(exported, mine)
        if left_out:
            left = Message.plural(
                "The {n} oldest did not fit in one Discord file and was left out.",
                "The {n} oldest did not fit in one Discord file and were left out.",
                left_out,
            )
            text += " " + said(left, mine)
        file = discord.File(io.BytesIO(data), filename=f"arbiter-precedents-{guild_id}.json")
        return Answer(Say(text, file=file, private=True))


def _export_bytes(guild_id: int, precedents: list[Question], now: datetime, left_out: int) -> bytes:
    document = export_document(guild_id, precedents, now, left_out=left_out)
    return json.dumps(document, indent=2, ensure_ascii=False).encode()


def _refused(error: discord.HTTPException) -> Message:
    if error.status == 403:
        return Message("missing access or permissions")
    if error.status == 404:
        return Message("the channel no longer exists")
    return Message("Discord answered {status}", status=error.status)
