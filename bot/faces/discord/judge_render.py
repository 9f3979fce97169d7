"""How questions for the judges and their precedents look in Discord: the post in the judge
channel, the answer the asker is told, a precedent under `/rule` and a page of
`/precedents`. Every text a person wrote (the question, the words Arbiter could not read, the
answer, names) is escaped and inert, and each fits Discord's limits for a question of 1,000
characters and an answer of 1,000 (`limits`). Every sentence is a `Message` worded in the
language it is read in (`language`: the server's in its channels, the reader's in a private
answer); a date is written as that language writes it (Babel)."""

from __future__ import annotations

import discord
from babel.dates import format_date

from bot.core.languages import Language
from bot.core.messages import Message
from bot.core.rules.games import title_of
from bot.core.rulings.precedents import AskReason, PrecedentPage, Question
from bot.faces.discord import limits, mentions
from bot.faces.discord.league_render import ENGLISH, said
from bot.faces.discord.mentions import plain

COLOUR = discord.Colour.gold()
# A precedent's question and answer where several share an embed (/rule, /precedents): the
# field's 1,024 characters hold both, escaped, with their headings.
QUESTION_ROOM = 380
ANSWER_ROOM = 560
# The asker's question and the unread words in the judge channel's post.
POST_QUESTION_ROOM = 2500


def _day(question: Question, language: Language) -> str:
    """The day it was answered (or asked), as `language` writes a date: 29 Nov 2026,
    29 nov. 2026, 2026/11/29."""
    moment = question.answered_at or question.created_at
    return format_date(moment, format="medium", locale=language.value)


def _why(question: Question, language: Language) -> str:
    if question.reason is AskReason.DEPENDS:
        return said(Message("Its outcome depends on something the question leaves open."), language)
    unread = limits.shorten(plain(question.unread or ""), 700)
    return said(Message('Arbiter could not read: "{words}"', words=unread), language)


def question_embed(question: Question, language: Language) -> discord.Embed:
    """The question as the judges see it in their channel."""
    lines = [
        limits.shorten(plain(question.text), POST_QUESTION_ROOM),
        "",
        _why(question, language),
    ]
    if question.speaker != question.asker_name:
        speaker = Message(
            '"I" in it is {player}, who wrote the message.', player=mentions.name(question.speaker)
        )
        lines.append(said(speaker, language))
    if question.game:
        lines.append(said(Message("Game: {game}.", game=title_of(question.game)), language))
    asker = mentions.name(question.asker_name)
    if question.channel_id:
        asked = Message(
            "Asked by {player} in {channel}.", player=asker, channel=f"<#{question.channel_id}>"
        )
    else:
        asked = Message("Asked by {player}.", player=asker)
    lines.append(said(asked, language))
    title = Message("Question #{id} for the judges", id=question.id)
    return discord.Embed(title=said(title, language), description="\n".join(lines), colour=COLOUR)


def _judge(question: Question, language: Language) -> str:
    if question.judge_name:
        return mentions.name(question.judge_name)
    return said(Message("A judge"), language)


def answered_embed(question: Question, language: Language) -> discord.Embed:
    """The judge channel's post once a judge has answered: the question and its answer."""
    embed = question_embed(question, language)
    embed.title = said(Message("Question #{id}: answered", id=question.id), language)
    ruled = said(Message("{judge} ruled", judge=_judge(question, language)), language)
    embed.add_field(
        name=limits.shorten(ruled, 256),
        value=limits.shorten(plain(question.answer or ""), limits.FIELD_VALUE),
        inline=False,
    )
    kept = Message("Kept as a precedent: /rule finds it, /precedents lists it.")
    embed.set_footer(text=said(kept, language))
    return embed


def told_embed(question: Question, language: Language) -> discord.Embed:
    """What the asker is told: their question and the judge's answer."""
    description = said(
        Message(
            "**Your question:** {question}\n\n**{judge} rules:** {answer}",
            question=limits.shorten(plain(question.text), 1500),
            judge=_judge(question, language),
            answer=plain(question.answer or ""),
        ),
        language,
    )
    title = Message("A judge answered question #{id}", id=question.id)
    embed = discord.Embed(title=said(title, language), description=description, colour=COLOUR)
    kept = Message("Kept as a precedent of this server: /rule finds it for the next asker.")
    embed.set_footer(text=said(kept, language))
    return embed


def precedent_field(question: Question, language: Language = ENGLISH) -> tuple[str, str]:
    """One precedent as an embed field: marked as a judge's, with who answered and when."""
    name = said(
        Message(
            "Judge's precedent #{id}: {judge}, {day}",
            id=question.id,
            judge=_judge(question, language),
            day=_day(question, language),
        ),
        language,
    )
    value = said(
        Message(
            "**Q:** {question}\n**A:** {answer}",
            question=limits.shorten(plain(question.text), QUESTION_ROOM),
            answer=limits.shorten(plain(question.answer or ""), ANSWER_ROOM),
        ),
        language,
    )
    return limits.shorten(name, limits.FIELD_NAME), limits.shorten(value, limits.FIELD_VALUE)


def add_precedents(
    embed: discord.Embed, precedents: list[Question], language: Language = ENGLISH
) -> int:
    """Add precedents after what the embed shows, as many as its limits leave room for; how
    many were added."""
    added = 0
    for precedent in precedents:
        name, value = precedent_field(precedent, language)
        if (
            len(embed.fields) >= limits.EMBED_FIELDS
            or limits.embed_size(embed) + len(name) + len(value) > limits.EMBED_TOTAL
        ):
            break
        embed.add_field(name=name, value=value, inline=False)
        added += 1
    return added


def precedents_embed(page: PrecedentPage, language: Language) -> discord.Embed:
    """One page of a server's precedents, newest first."""
    description = Message.plural(
        "{n} question answered by a judge, newest first. `/precedents export:true` gives them "
        "all as a file.",
        "{n} questions answered by a judge, newest first. `/precedents export:true` gives them "
        "all as a file.",
        page.total,
    )
    embed = discord.Embed(
        title=said(Message("This server's precedents"), language),
        description=said(description, language),
        colour=COLOUR,
    )
    add_precedents(embed, list(page.precedents), language)
    footer = Message("Page {page} of {pages}", page=page.page + 1, pages=page.pages)
    embed.set_footer(text=said(footer, language))
    return embed
