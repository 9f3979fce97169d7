"""The playoff as Discord text and embeds, within Discord's limits (`limits`): the bracket by
round (seeds, mentions, results, who goes on) and the announcements. Names are plain text.
Every sentence is a `Message` worded in the language it is read in (`language`)."""

from __future__ import annotations

import discord

from bot.app.league.playoffs import PlayoffTable, PlayoffView
from bot.core.languages import Language
from bot.core.league import Kind
from bot.core.messages import Message
from bot.faces.discord import limits
from bot.faces.discord.league_render import ENGLISH, said, seat_text, table_where
from bot.faces.discord.mentions import name as plain_name


def seeded(table: PlayoffTable) -> str:
    return " vs ".join(
        f"({seed}) {seat_text(name, user)}"
        for name, seed, user in zip(table.players, table.seeds, table.user_ids, strict=True)
    )


def table_line(table: PlayoffTable, language: Language) -> str:
    text = table_where(table.table, seeded(table), table.thread_id, language)
    if table.winner is not None:
        winner = plain_name(table.winner)
        if table.drawn:
            outcome = Message("drawn, {player} (higher seed) goes on", player=winner)
        elif table.result is not None and table.result.score is not None:
            outcome = Message("{player} goes on {score}", player=winner, score=table.result.score)
        else:
            outcome = Message("{player} goes on", player=winner)
        text += ": " + said(outcome, language)
    elif table.needs_judge:
        level = Message(
            "{score}, level: a judge records the winner (/league result)",
            score=table.result.said() if table.result else "",
        )
        text += ": " + said(level, language)
    return text


def deadline_text(table: PlayoffTable) -> Message:
    if table.deadline is None:
        return Message("untimed")
    return Message("time {time}", time=f"<t:{int(table.deadline.timestamp())}:R>")


def round_messages(view: PlayoffView, number: int, language: Language) -> list[str]:
    """A playoff round's tables as messages within Discord's 2,000 characters."""
    tables = view.round(number)
    timing = deadline_text(tables[0]) if tables else Message("untimed")
    heading = Message(
        "**Playoff: {round}** ({timing})", round=view.round_name(number), timing=timing
    )
    lines = [said(heading, language)]
    lines += [table_line(t, language) for t in tables]
    return limits.pack_lines(lines, limits.CONTENT)


def seeds_line(view: PlayoffView, language: Language) -> str:
    seeds = ", ".join(f"{n}. {plain_name(name)}" for n, name in enumerate(view.seeds, start=1))
    return said(Message("Seeds: {seeds}", seeds=seeds), language)


def bracket_embed(view: PlayoffView, language: Language) -> discord.Embed:
    """The whole bracket, round by round (what /league playoff status and standings show)."""
    lines = [seeds_line(view, language)]
    for number in range(1, view.round_number + 1):
        lines.append(f"**{said(view.round_name(number), language)}**")
        lines += [table_line(t, language) for t in view.round(number)]
    if view.champion is not None:
        who = seat_text(view.champion, view.champion_user)
        lines.append(said(Message("Champion: {player}", player=who), language))
    elif view.next_ready:
        upcoming = view.round_name(view.round_number + 1)
        lines.append(said(Message("Next: {round}, starting shortly.", round=upcoming), language))
    title = Message(
        "{league}: top {size} playoff", league=plain_name(view.league_name), size=view.size
    )
    return discord.Embed(
        title=limits.shorten(said(title, language), limits.EMBED_TITLE),
        description=limits.shorten("\n".join(lines), limits.EMBED_DESCRIPTION),
    )


def thread_name(view: PlayoffView, table: PlayoffTable, language: Language = ENGLISH) -> str:
    name = Message(
        "{round} · Table {table}: {players}",
        round=view.round_name(table.round),
        table=table.table,
        players=" vs ".join(table.players),
    )
    return said(name, language)[:100]


def table_welcome(
    view: PlayoffView, table: PlayoffTable, match_id: int, best_of: int, language: Language
) -> str:
    """The first message in a playoff match's thread (it pings exactly its players)."""
    mentions = " ".join(f"<@{u}>" for u in table.user_ids if u)
    chooser = seat_text(table.players[0], table.user_ids[0])
    if view.kind == Kind.SWISS:
        rules = Message(
            "{player}, the higher seed, chooses play or draw in game 1. No draws: drawn games "
            "do not count, there is no intentional draw, and at level game wins a judge "
            "records the winner.",
            player=chooser,
        )
    else:
        rules = Message(
            "Seats in seed order: {player} takes seat 1. A drawn pod sends its highest seed on.",
            player=chooser,
        )
    welcome = Message(
        "{mentions} Playoff, {round}, table {table}: {players}. Your match is #{match}, best "
        "of {best_of} ({timing}). {rules} Report here as usual.",
        mentions=mentions,
        round=view.round_name(table.round),
        table=table.table,
        players=seeded(table),
        match=match_id,
        best_of=best_of,
        timing=deadline_text(table),
        rules=rules,
    )
    return said(welcome, language)
