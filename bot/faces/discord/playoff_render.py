"""The playoff as Discord text and embeds, within Discord's limits (`limits`): the bracket by
round (seeds, mentions, results, who goes on) and the announcements. Names are plain text."""

from __future__ import annotations

import discord

from bot.app.league.playoffs import PlayoffTable, PlayoffView
from bot.core.league import Kind
from bot.faces.discord import limits
from bot.faces.discord.league_render import seat_text
from bot.faces.discord.mentions import name as plain_name
from bot.faces.i18n import translate


def seeded(table: PlayoffTable) -> str:
    return " vs ".join(
        f"({seed}) {seat_text(name, user)}"
        for name, seed, user in zip(table.players, table.seeds, table.user_ids, strict=True)
    )


def table_line(table: PlayoffTable) -> str:
    where = f" in <#{table.thread_id}>" if table.thread_id else " (not started)"
    if table.winner is not None:
        score = f" {table.result}" if table.result and table.result[0].isdigit() else ""
        outcome = f": {plain_name(table.winner)} goes on{score}"
        if table.drawn:
            outcome = f": drawn, {plain_name(table.winner)} (higher seed) goes on"
    elif table.needs_judge:
        outcome = f": {table.result}, level: a judge records the winner (/league result)"
    else:
        outcome = ""
    return f"Table {table.table}: {seeded(table)}{where}{outcome}"


def deadline_text(table: PlayoffTable) -> str:
    if table.deadline is None:
        return "untimed"
    return f"time <t:{int(table.deadline.timestamp())}:R>"


def round_messages(view: PlayoffView, number: int, heading: str) -> list[str]:
    """A playoff round's tables as messages within Discord's 2,000 characters."""
    tables = view.round(number)
    timing = deadline_text(tables[0]) if tables else "untimed"
    lines = [f"**{heading}: {translate(view.round_name(number), None)}** ({timing})"]
    lines += [table_line(t) for t in tables]
    return limits.pack_lines(lines, limits.CONTENT)


def seeds_line(view: PlayoffView) -> str:
    return "Seeds: " + ", ".join(
        f"{n}. {plain_name(name)}" for n, name in enumerate(view.seeds, start=1)
    )


def bracket_embed(view: PlayoffView) -> discord.Embed:
    """The whole bracket, round by round (what /league playoff status and standings show)."""
    lines = [seeds_line(view)]
    for number in range(1, view.round_number + 1):
        lines.append(f"**{translate(view.round_name(number), None)}**")
        lines += [table_line(t) for t in view.round(number)]
    if view.champion is not None:
        lines.append(f"Champion: {seat_text(view.champion, view.champion_user)}")
    elif view.next_ready:
        lines.append(
            f"Next: {translate(view.round_name(view.round_number + 1), None)}, starting shortly."
        )
    title = f"{plain_name(view.league_name)}: top {view.size} playoff"
    return discord.Embed(
        title=limits.shorten(title, limits.EMBED_TITLE),
        description=limits.shorten("\n".join(lines), limits.EMBED_DESCRIPTION),
    )


def thread_name(view: PlayoffView, table: PlayoffTable) -> str:
    names = " vs ".join(table.players)
    return f"{translate(view.round_name(table.round), None)} · Table {table.table}: {names}"[:100]


def table_welcome(view: PlayoffView, table: PlayoffTable, match_id: int, best_of: int) -> str:
    """The first message in a playoff match's thread (it pings exactly its players)."""
    mentions = " ".join(f"<@{u}>" for u in table.user_ids if u)
    chooser = seat_text(table.players[0], table.user_ids[0])
    if view.kind == Kind.SWISS:
        rules = (
            f"{chooser}, the higher seed, chooses play or draw in game 1. No draws: drawn games "
            "do not count, there is no intentional draw, and at level game wins a judge "
            "records the winner."
        )
    else:
        rules = (
            f"Seats in seed order: {chooser} takes seat 1. A drawn pod sends its highest seed on."
        )
    return (
        f"{mentions} Playoff, {translate(view.round_name(table.round), None)}, "
        f"table {table.table}: "
        f"{seeded(table)}. Your match is #{match_id}, best of {best_of} ({deadline_text(table)}). "
        f"{rules} Report here as usual."
    )
