"""How questions for the judges and their precedents look in Discord: the post in the judge
channel, the answer the asker is told, a precedent under `/rule` and a page of
`/precedents`. Every text a person wrote (the question, the words Arbiter could not read, the
answer, names) is escaped and inert, and each fits Discord's limits for a question of 1,000
characters and an answer of 1,000 (`limits`)."""

from __future__ import annotations

import discord

from bot.core.rules.games import title_of
from bot.core.rulings.precedents import AskReason, PrecedentPage, Question
from bot.faces.discord import limits, mentions
from bot.faces.discord.mentions import plain

COLOUR = discord.Colour.gold()
# A precedent's question and answer where several share an embed (/rule, /precedents): the
# field's 1,024 characters hold both, escaped, with their headings.
QUESTION_ROOM = 380
ANSWER_ROOM = 560
# The asker's question and the unread words in the judge channel's post.
POST_QUESTION_ROOM = 2500


def _day(question: Question) -> str:
    moment = question.answered_at or question.created_at
    return f"{moment:%d %b %Y}"


def _why(question: Question) -> str:
    if question.reason is AskReason.DEPENDS:
        return "Its outcome depends on something the question leaves open."
    unread = limits.shorten(plain(question.unread or ""), 700)
    return f'Arbiter could not read: "{unread}"'


def question_embed(question: Question) -> discord.Embed:
    """The question as the judges see it in their channel."""
    lines = [limits.shorten(plain(question.text), POST_QUESTION_ROOM), "", _why(question)]
    if question.speaker != question.asker_name:
        lines.append(f'"I" in it is {mentions.name(question.speaker)}, who wrote the message.')
    if question.game:
        lines.append(f"Game: {title_of(question.game)}.")
    where = f" in <#{question.channel_id}>" if question.channel_id else ""
    lines.append(f"Asked by {mentions.name(question.asker_name)}{where}.")
    return discord.Embed(
        title=f"Question #{question.id} for the judges",
        description="\n".join(lines),
        colour=COLOUR,
    )


def answered_embed(question: Question) -> discord.Embed:
    """The judge channel's post once a judge has answered: the question and its answer."""
    embed = question_embed(question)
    embed.title = f"Question #{question.id}: answered"
    embed.add_field(
        name=limits.shorten(f"{mentions.name(question.judge_name or 'A judge')} ruled", 256),
        value=limits.shorten(plain(question.answer or ""), limits.FIELD_VALUE),
        inline=False,
    )
    embed.set_footer(text="Kept as a precedent: /rule finds it, /precedents lists it.")
    return embed


def told_embed(question: Question) -> discord.Embed:
    """What the asker is told: their question and the judge's answer."""
    judge = mentions.name(question.judge_name or "A judge")
    description = (
        f"**Your question:** {limits.shorten(plain(question.text), 1500)}\n\n"
        f"**{judge} rules:** {plain(question.answer or '')}"
    )
    embed = discord.Embed(
        title=f"A judge answered question #{question.id}", description=description, colour=COLOUR
    )
    embed.set_footer(text="Kept as a precedent of this server: /rule finds it for the next asker.")
    return embed


def precedent_field(question: Question) -> tuple[str, str]:
    """One precedent as an embed field: marked as a judge's, with who answered and when."""
    judge = mentions.name(question.judge_name or "a judge")
    name = f"Judge's precedent #{question.id}: {judge}, {_day(question)}"
    value = (
        f"**Q:** {limits.shorten(plain(question.text), QUESTION_ROOM)}\n"
        f"**A:** {limits.shorten(plain(question.answer or ''), ANSWER_ROOM)}"
    )
    return limits.shorten(name, limits.FIELD_NAME), limits.shorten(value, limits.FIELD_VALUE)


def add_precedents(embed: discord.Embed, precedents: list[Question]) -> int:
    """Add precedents after what the embed shows, as many as its limits leave room for; how
    many were added."""
    added = 0
    for precedent in precedents:
        name, value = precedent_field(precedent)
        if (
            len(embed.fields) >= limits.EMBED_FIELDS
            or limits.embed_size(embed) + len(name) + len(value) > limits.EMBED_TOTAL
        ):
            break
        embed.add_field(name=name, value=value, inline=False)
        added += 1
    return added


def precedents_embed(page: PrecedentPage) -> discord.Embed:
    """One page of a server's precedents, newest first."""
    embed = discord.Embed(
        title="This server's precedents",
        description=(
            f"{page.total} question{'s' if page.total != 1 else ''} answered by a judge, newest "
            "first. `/precedents export:true` gives them all as a file."
        ),
        colour=COLOUR,
    )
    add_precedents(embed, list(page.precedents))
    embed.set_footer(text=f"Page {page.page + 1} of {page.pages}")
    return embed
