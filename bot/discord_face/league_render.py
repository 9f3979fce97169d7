"""League views as Discord text and embeds, within Discord's limits."""

from __future__ import annotations

import math

import discord

from bot.discord_face.render import GAME_TITLES
from bot.league import Standing
from bot.matches.leagues import LeagueView, PairingView, RoundView

STANDINGS_PER_PAGE = 20  # rows per embed page: 20 lines of ~90 characters stay far below 4,096


def timestamp(view: RoundView) -> str:
    """The deadline as Discord shows it to each reader: a relative time ("in 50 minutes")."""
    return f"<t:{int(view.deadline.timestamp())}:R>"


def seat_text(name: str, user_id: int | None) -> str:
    return f"<@{user_id}>" if user_id else discord.utils.escape_markdown(name)


def pairing_line(pairing: PairingView) -> str:
    seats = " vs ".join(
        seat_text(n, u) for n, u in zip(pairing.players, pairing.user_ids, strict=True)
    )
    where = f" in <#{pairing.thread_id}>" if pairing.thread_id else " (not started)"
    result = f": {pairing.result}" if pairing.result else ""
    return f"Table {pairing.table}: {seats}{where}{result}"


def round_messages(view: RoundView, heading: str, limit: int = 2000) -> list[str]:
    """The round's tables as messages of at most `limit` characters (Discord's 2,000), split
    between lines: a round of 64 players is too long for one message."""
    lines = [f"**{heading}** — time {timestamp(view)}"]
    lines += [pairing_line(p)[:limit] for p in view.pairings]
    if view.byes:
        lines.append("Bye: " + ", ".join(discord.utils.escape_markdown(b) for b in view.byes))
    messages: list[str] = []
    for line in lines:
        if messages and len(messages[-1]) + 1 + len(line) <= limit:
            messages[-1] += "\n" + line
        else:
            messages.append(line[:limit])
    return messages


def league_summary(view: LeagueView) -> str:
    planned = view.rounds_planned
    rounds = f"{planned} round{'s' if planned != 1 else ''}" if planned else "open league"
    return (
        f"**{discord.utils.escape_markdown(view.name)}**: {GAME_TITLES[view.system]}, "
        f"{view.kind}, best of {view.best_of}, {view.round_minutes}-minute rounds, {rounds}."
    )


def players_embed(view: LeagueView) -> discord.Embed:
    lines = []
    for name, user_id, dropped in view.players:
        note = f" (dropped after round {dropped})" if dropped is not None else ""
        lines.append(f"{seat_text(name, user_id)}{note}")
    text = "\n".join(lines) or "Nobody has joined yet: /league join."
    embed = discord.Embed(
        title=f"{view.name}: {len(view.active_players)} players", description=text[:4096]
    )
    return embed


def standing_line(s: Standing) -> str:
    dropped = " (dropped)" if s.dropped else ""
    return (
        f"`{s.rank:>3}` {discord.utils.escape_markdown(s.player)}{dropped} — {s.points} pts, "
        f"{s.record}, OMW {float(s.omwp):.2%}, GW {float(s.gwp):.2%}, OGW {float(s.ogwp):.2%}"
    )


def standings_embed(name: str, rows: list[Standing], page: int) -> discord.Embed:
    pages = max(1, math.ceil(len(rows) / STANDINGS_PER_PAGE))
    page = min(max(page, 1), pages)
    shown = rows[(page - 1) * STANDINGS_PER_PAGE : page * STANDINGS_PER_PAGE]
    lines = [standing_line(s) for s in shown]
    embed = discord.Embed(
        title=f"{name}: standings",
        description="\n".join(lines) or "No players yet.",
    )
    embed.set_footer(text=f"Page {page} of {pages} · points, OMW%, GW%, OGW% (MTG MTR App. C)")
    return embed
