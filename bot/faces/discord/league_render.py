"""League views as Discord text and embeds, within Discord's limits (`limits`): the round's
tables split into messages, the players and the standings paged. Names are plain text
(`mentions.name`): a league name or a player's name never formats or pings."""

from __future__ import annotations

import math

import discord

from bot.app.league import (
    ByeAward,
    LeagueView,
    PairingView,
    Reinstated,
    RoundView,
    dropped_when,
)
from bot.app.league.rounds import SwapView
from bot.core.league import Kind, LeagueStanding
from bot.core.rules.games import title_of
from bot.faces.discord import limits
from bot.faces.discord.mentions import name as plain_name
from bot.faces.i18n import translate

STANDINGS_PER_PAGE = 20  # rows per embed page: 20 lines of ~90 characters stay far below 4,096
PLAYERS_PER_PAGE = 50  # 50 lines of at most ~100 characters (escaped 32-character names)


def timestamp(view: RoundView) -> str:
    """The deadline as Discord shows it to each reader: a relative time ("in 50 minutes")."""
    return f"<t:{int(view.deadline.timestamp())}:R>"


def thread_name(view: RoundView, pairing: PairingView) -> str:
    names = " vs ".join(pairing.players)
    return f"Round {view.number} · Table {pairing.table}: {names}"


def table_welcome(view: RoundView, pairing: PairingView, match_id: int, best_of: int) -> str:
    """The first message in a round table's thread (it pings exactly its players)."""
    mentions = " ".join(f"<@{u}>" for u in pairing.user_ids if u)
    return (
        f"{mentions} Round {view.number}, table {pairing.table}: your match is #{match_id}, "
        f"best of {best_of}. Time {timestamp(view)}. Press **Here** when you are at the "
        "table (a player who has not shown gets a game loss, later a match loss), and **Call "
        "a judge** if you need one. Report here as usual; the result counts for the league "
        "by itself."
    )


def seat_text(name: str, user_id: int | None) -> str:
    return f"<@{user_id}>" if user_id else plain_name(name)


def pairing_line(pairing: PairingView) -> str:
    seats = " vs ".join(
        seat_text(n, u) for n, u in zip(pairing.players, pairing.user_ids, strict=True)
    )
    where = f" in <#{pairing.thread_id}>" if pairing.thread_id else " (not started)"
    result = f": {pairing.result}" if pairing.result else ""
    extra = ""
    if pairing.extra_minutes and pairing.deadline is not None and not pairing.result:
        stamp = int(pairing.deadline.timestamp())
        extra = f" (+{pairing.extra_minutes} min: time <t:{stamp}:R>)"
    return f"Table {pairing.table}: {seats}{where}{result}{extra}"


def swap_line(swap: SwapView) -> str:
    """A judge's swap in a round's pairing, as its announcement says it."""
    return (
        f"Pairing changed by a judge (<t:{int(swap.at.timestamp())}:t>): "
        f"{plain_name(swap.player_a)} and {plain_name(swap.player_b)} swapped tables."
    )


def round_messages(
    view: RoundView, heading: str, limit: int = limits.CONTENT, web_page: str | None = None
) -> list[str]:
    """The round's tables as messages of at most `limit` characters (Discord's 2,000), split
    between lines: a round of 64 players is too long for one message. `web_page`: the
    league's page, linked under the heading (the clock and the tables, live)."""
    lines = [f"**{heading}** — time {timestamp(view)}"]
    if web_page:
        lines.append(f"Live tables and standings: <{web_page}>")
    lines += [swap_line(swap) for swap in view.changed]
    lines += [pairing_line(p) for p in view.pairings]
    if view.byes:
        lines.append("Bye: " + ", ".join(plain_name(b) for b in view.byes))
    if view.awarded_byes:
        names = ", ".join(plain_name(b) for b in view.awarded_byes)
        lines.append(f"Awarded bye (by the organiser): {names}")
    return limits.pack_lines(lines, limit)


def rounds_text(rounds: tuple[int, ...]) -> str:
    """`round 1`, `rounds 1 to 3`."""
    if len(rounds) == 1:
        return f"round {rounds[0]}"
    return f"rounds {rounds[0]} to {rounds[-1]}"


def bye_award_text(award: ByeAward) -> str:
    """The answer to /league bye award (in the channel, pinging nobody)."""
    return (
        f"{seat_text(award.player, award.user_id)} has an awarded bye in "
        f"{rounds_text(award.rounds)} of {plain_name(award.league_name)}: not paired there, "
        "and each counts as a match won (no opponent)."
    )


def reinstated_text(back: Reinstated) -> str:
    """The answer to /league reinstate (in the channel, pinging nobody)."""
    text = (
        f"{seat_text(back.player, back.user_id)} is back in {plain_name(back.league_name)} "
        f"(dropped {translate(dropped_when(back.dropped_after), None)}): paired again from round "
        f"{back.from_round}, with their results kept; the rounds missed count for nothing."
    )
    if back.repairable is not None:
        text += (
            f" Round {back.repairable} is paired without them and not started: "
            "/league round repair pairs it again with them."
        )
    return text


def league_summary(view: LeagueView) -> str:
    planned = view.rounds_planned
    rounds = f"{planned} round{'s' if planned != 1 else ''}" if planned else "open league"
    return (
        f"**{plain_name(view.name)}**: {title_of(view.system)}, "
        f"{view.kind}, best of {view.best_of}, {view.round_minutes}-minute rounds, {rounds}."
    )


def players_embed(view: LeagueView, page: int = 1) -> discord.Embed:
    """One page of the players (`PLAYERS_PER_PAGE`); the footer says how to see the others."""
    lines = []
    for name, user_id, dropped in view.players:
        note = f" (dropped {translate(dropped_when(dropped), None)})" if dropped is not None else ""
        lines.append(f"{seat_text(name, user_id)}{note}")
    pages = limits.pack_lines(lines, limits.EMBED_DESCRIPTION, max_lines=PLAYERS_PER_PAGE)
    page = min(max(page, 1), max(1, len(pages)))
    title = f"{plain_name(view.name)}: {count(len(view.active_players), 'player')}"
    embed = discord.Embed(
        title=limits.shorten(title, limits.EMBED_TITLE),
        description=pages[page - 1] if pages else "Nobody has joined yet: /league join.",
    )
    if len(pages) > 1:
        embed.set_footer(text=f"Page {page} of {len(pages)} · /league players page:N")
    return embed


def count(number: int, thing: str, things: str | None = None) -> str:
    """`1 player`, `2 players`."""
    return f"{number} {thing if number == 1 else things or thing + 's'}"


def standing_line(s: LeagueStanding, *, games: bool = True) -> str:
    """One player's standing. A pod plays one game with no game score, so game-win
    percentages say nothing there (`games` False leaves them out)."""
    dropped = " (dropped)" if s.dropped else ""
    line = f"`{s.rank:>3}` {plain_name(s.player)}{dropped} — {count(s.points, 'pt')}, "
    line += f"{s.record}, OMW {float(s.omwp):.2%}"
    if games:
        line += f", GW {float(s.gwp):.2%}, OGW {float(s.ogwp):.2%}"
    if s.awarded_byes:
        line += f", {count(s.awarded_byes, 'awarded bye')}"
    if not games:  # pods: turn order matters; first seats spread over the season
        line += f", first seat {count(s.first_seats, 'time')}"
    return line


def standings_embed(
    name: str, rows: list[LeagueStanding], page: int, *, kind: str = "swiss"
) -> discord.Embed:
    pages = max(1, math.ceil(len(rows) / STANDINGS_PER_PAGE))
    page = min(max(page, 1), pages)
    shown = rows[(page - 1) * STANDINGS_PER_PAGE : page * STANDINGS_PER_PAGE]
    games = kind != Kind.PODS
    lines = [standing_line(s, games=games) for s in shown]
    embed = discord.Embed(
        title=limits.shorten(f"{plain_name(name)}: standings", limits.EMBED_TITLE),
        description=limits.shorten("\n".join(lines), limits.EMBED_DESCRIPTION) or "No players yet.",
    )
    columns = "points, OMW%, GW%, OGW%" if games else "points, OMW%"
    embed.set_footer(text=f"Page {page} of {pages} · {columns} (MTG MTR App. C)")
    return embed
