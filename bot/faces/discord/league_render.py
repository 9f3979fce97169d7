"""League views as Discord text and embeds, within Discord's limits (`limits`): the round's
tables split into messages, the players and the standings paged. Names are plain text
(`mentions.name`): a league name or a player's name never formats or pings.

Every sentence is a `Message` worded in the language it is read in (`language`: the server's
for a public post, the reader's for a private answer; bot/faces/discord/languages.py)."""

from __future__ import annotations

import math
from fractions import Fraction

import discord
from babel.numbers import format_percent

from bot.app.league import (
    ByeAward,
    LeagueView,
    PairingView,
    Reinstated,
    RoundView,
)
from bot.app.league.registration import dropped_when
from bot.app.league.rounds import SwapView
from bot.core.languages import Language
from bot.core.league import Kind, LeagueStanding
from bot.core.messages import Message
from bot.core.rules.games import title_of
from bot.faces.discord import limits
from bot.faces.discord.mentions import name as plain_name
from bot.faces.i18n import translate

STANDINGS_PER_PAGE = 20  # rows per embed page: 20 lines of ~90 characters stay far below 4,096
PLAYERS_PER_PAGE = 50  # 50 lines of at most ~100 characters (escaped 32-character names)
ENGLISH = Language.ENGLISH


def discord_refusal(error: discord.HTTPException) -> Message:
    """What a Discord error in a table's start means, and what to do about it (Discord's own
    reason, when it gives one, as it is)."""
    if error.status == 400 and error.code == 160006:
        return Message(
            "The server has reached Discord's limit of active threads: archive some "
            "finished threads first."
        )
    if error.status == 404:
        return Message(
            "Discord no longer knows this channel or a table's thread (was it deleted?)."
        )
    if error.status >= 500:
        return Message(
            "Discord had an error ({status}) and stopped the start.", status=error.status
        )
    if error.text:
        return Message(
            "Discord refused a step ({status}: {reason}).", status=error.status, reason=error.text
        )
    return Message("Discord refused a step ({status}: no reason given).", status=error.status)


def said(message: Message, language: Language) -> str:
    """`message` worded in `language`."""
    return translate(message, language)


def percent(value: Fraction, language: Language) -> str:
    """A percentage as `language` writes it (45.50%, 45,50 %, 45,50 %)."""
    return format_percent(float(value), "#,##0.00%", locale=language.value)


def timestamp(view: RoundView) -> str:
    """The deadline as Discord shows it to each reader, in their own language: a relative
    time ("in 50 minutes")."""
    return f"<t:{int(view.deadline.timestamp())}:R>"


def thread_name(view: RoundView, pairing: PairingView, language: Language = ENGLISH) -> str:
    names = " vs ".join(pairing.players)
    name = Message(
        "Round {number} · Table {table}: {players}",
        number=view.number,
        table=pairing.table,
        players=names,
    )
    return said(name, language)


def table_welcome(
    view: RoundView, pairing: PairingView, match_id: int, best_of: int, language: Language
) -> str:
    """The first message in a round table's thread (it pings exactly its players)."""
    mentions = " ".join(f"<@{u}>" for u in pairing.user_ids if u)
    welcome = Message(
        "{mentions} Round {number}, table {table}: your match is #{match}, best of {best_of}. "
        "Time {time}. Press **Here** when you are at the table (a player who has not shown "
        "gets a game loss, later a match loss), and **Call a judge** if you need one. Report "
        "here as usual; the result counts for the league by itself.",
        mentions=mentions,
        number=view.number,
        table=pairing.table,
        match=match_id,
        best_of=best_of,
        time=timestamp(view),
    )
    return said(welcome, language)


def seat_text(name: str, user_id: int | None) -> str:
    return f"<@{user_id}>" if user_id else plain_name(name)


def table_where(table: int, players: str, thread_id: int | None, language: Language) -> str:
    """A table, its players and where it is played (its thread, or not started yet)."""
    if thread_id:
        line = Message(
            "Table {table}: {players} in {thread}",
            table=table,
            players=players,
            thread=f"<#{thread_id}>",
        )
    else:
        line = Message("Table {table}: {players} (not started)", table=table, players=players)
    return said(line, language)


def pairing_line(pairing: PairingView, language: Language) -> str:
    seats = " vs ".join(
        seat_text(n, u) for n, u in zip(pairing.players, pairing.user_ids, strict=True)
    )
    text = table_where(pairing.table, seats, pairing.thread_id, language)
    if pairing.result is not None:  # a score, a draw, who won
        ended = Message(
            "{table}: {result}", table=Message.verbatim_text(text), result=pairing.result.said()
        )
        text = said(ended, language)
    elif pairing.extra_minutes and pairing.deadline is not None:
        extra = Message(
            "(+{minutes} min: time {time})",
            minutes=pairing.extra_minutes,
            time=f"<t:{int(pairing.deadline.timestamp())}:R>",
        )
        text += " " + said(extra, language)
    return text


def swap_line(swap: SwapView, language: Language) -> str:
    """A judge's swap in a round's pairing, as its announcement says it."""
    return said(
        Message(
            "Pairing changed by a judge ({time}): {player_a} and {player_b} swapped tables.",
            time=f"<t:{int(swap.at.timestamp())}:t>",
            player_a=plain_name(swap.player_a),
            player_b=plain_name(swap.player_b),
        ),
        language,
    )


def round_messages(
    view: RoundView,
    heading: Message,
    language: Language,
    limit: int = limits.CONTENT,
    web_page: str | None = None,
) -> list[str]:
    """The round's tables as messages of at most `limit` characters (Discord's 2,000), split
    between lines: a round of 64 players is too long for one message. `web_page`: the
    league's page, linked under the heading (the clock and the tables, live)."""
    top = Message("**{heading}** — time {time}", heading=heading, time=timestamp(view))
    lines = [said(top, language)]
    if web_page:
        lines.append(
            said(Message("Live tables and standings: {link}", link=f"<{web_page}>"), language)
        )
    lines += [swap_line(swap, language) for swap in view.changed]
    lines += [pairing_line(p, language) for p in view.pairings]
    if view.byes:
        names = ", ".join(plain_name(b) for b in view.byes)
        lines.append(said(Message("Bye: {players}", players=names), language))
    if view.awarded_byes:
        names = ", ".join(plain_name(b) for b in view.awarded_byes)
        lines.append(
            said(Message("Awarded bye (by the organiser): {players}", players=names), language)
        )
    return limits.pack_lines(lines, limit)


def bye_award_text(award: ByeAward, language: Language) -> str:
    """The answer to /league bye award (in the channel, pinging nobody)."""
    rounds = award.rounds
    params: dict[str, str | int | Message] = {
        "player": seat_text(award.player, award.user_id),
        "league": plain_name(award.league_name),
    }
    if len(rounds) == 1:
        text = Message(
            "{player} has an awarded bye in round {number} of {league}: not paired there, and "
            "it counts as a match won (no opponent).",
            **params,
            number=rounds[0],
        )
    else:
        text = Message(
            "{player} has an awarded bye in rounds {first} to {last} of {league}: not paired "
            "there, and each counts as a match won (no opponent).",
            **params,
            first=rounds[0],
            last=rounds[-1],
        )
    return said(text, language)


def reinstated_text(back: Reinstated, language: Language) -> str:
    """The answer to /league reinstate (in the channel, pinging nobody)."""
    text = said(
        Message(
            "{player} is back in {league} (dropped {when}): paired again from round {number}, "
            "with their results kept; the rounds missed count for nothing.",
            player=seat_text(back.player, back.user_id),
            league=plain_name(back.league_name),
            when=dropped_when(back.dropped_after),
            number=back.from_round,
        ),
        language,
    )
    if back.repairable is not None:
        again = Message(
            "Round {number} is paired without them and not started: /league round repair "
            "pairs it again with them.",
            number=back.repairable,
        )
        text += " " + said(again, language)
    return text


def league_summary(view: LeagueView) -> Message:
    planned = view.rounds_planned
    params: dict[str, str | int | Message] = {
        "league": plain_name(view.name),
        "game": title_of(view.system),
        "best_of": view.best_of,
        "minutes": view.round_minutes,
    }
    swiss = view.kind == Kind.SWISS
    if planned:
        if swiss:
            return Message.plural(
                "**{league}**: {game}, Swiss, best of {best_of}, {minutes}-minute rounds, "
                "{n} round.",
                "**{league}**: {game}, Swiss, best of {best_of}, {minutes}-minute rounds, "
                "{n} rounds.",
                planned,
                **params,
            )
        return Message.plural(
            "**{league}**: {game}, pods, best of {best_of}, {minutes}-minute rounds, {n} round.",
            "**{league}**: {game}, pods, best of {best_of}, {minutes}-minute rounds, {n} rounds.",
            planned,
            **params,
        )
    if swiss:
        return Message(
            "**{league}**: {game}, Swiss, best of {best_of}, {minutes}-minute rounds, open league.",
            **params,
        )
    return Message(
        "**{league}**: {game}, pods, best of {best_of}, {minutes}-minute rounds, open league.",
        **params,
    )


def players_embed(view: LeagueView, language: Language, page: int = 1) -> discord.Embed:
    """One page of the players (`PLAYERS_PER_PAGE`); the footer says how to see the others."""
    lines = []
    for name, user_id, dropped in view.players:
        line = seat_text(name, user_id)
        if dropped is not None:
            line = said(
                Message("{player} (dropped {when})", player=line, when=dropped_when(dropped)),
                language,
            )
        lines.append(line)
    pages = limits.pack_lines(lines, limits.EMBED_DESCRIPTION, max_lines=PLAYERS_PER_PAGE)
    page = min(max(page, 1), max(1, len(pages)))
    active = len(view.active_players)
    title = Message.plural(
        "{league}: {n} player", "{league}: {n} players", active, league=plain_name(view.name)
    )
    embed = discord.Embed(
        title=limits.shorten(said(title, language), limits.EMBED_TITLE),
        description=pages[page - 1]
        if pages
        else said(Message("Nobody has joined yet: /league join."), language),
    )
    if len(pages) > 1:
        footer = Message(
            "Page {page} of {pages} · /league players page:N", page=page, pages=len(pages)
        )
        embed.set_footer(text=said(footer, language))
    return embed


def standing_line(s: LeagueStanding, language: Language, *, games: bool = True) -> str:
    """One player's standing. A pod plays one game with no game score, so game-win
    percentages say nothing there (`games` False leaves them out)."""
    params: dict[str, str | int | Message] = {
        "rank": f"`{s.rank:>3}`",
        "player": plain_name(s.player),
        "record": s.record,
        "omw": percent(s.omwp, language),
    }
    if games:
        params |= {"gw": percent(s.gwp, language), "ogw": percent(s.ogwp, language)}
        if s.dropped:
            line = Message.plural(
                "{rank} {player} (dropped) — {n} pt, {record}, OMW {omw}, GW {gw}, OGW {ogw}",
                "{rank} {player} (dropped) — {n} pts, {record}, OMW {omw}, GW {gw}, OGW {ogw}",
                s.points,
                **params,
            )
        else:
            line = Message.plural(
                "{rank} {player} — {n} pt, {record}, OMW {omw}, GW {gw}, OGW {ogw}",
                "{rank} {player} — {n} pts, {record}, OMW {omw}, GW {gw}, OGW {ogw}",
                s.points,
                **params,
            )
    elif s.dropped:
        line = Message.plural(
            "{rank} {player} (dropped) — {n} pt, {record}, OMW {omw}",
            "{rank} {player} (dropped) — {n} pts, {record}, OMW {omw}",
            s.points,
            **params,
        )
    else:
        line = Message.plural(
            "{rank} {player} — {n} pt, {record}, OMW {omw}",
            "{rank} {player} — {n} pts, {record}, OMW {omw}",
            s.points,
            **params,
        )
    text = said(line, language)
    if s.awarded_byes:
        byes = Message.plural("{n} awarded bye", "{n} awarded byes", s.awarded_byes)
        text += ", " + said(byes, language)
    if not games:  # pods: turn order matters; first seats spread over the season
        first = Message.plural("first seat {n} time", "first seat {n} times", s.first_seats)
        text += ", " + said(first, language)
    return text


def standings_embed(
    name: str, rows: list[LeagueStanding], page: int, language: Language, *, kind: str = "swiss"
) -> discord.Embed:
    pages = max(1, math.ceil(len(rows) / STANDINGS_PER_PAGE))
    page = min(max(page, 1), pages)
    shown = rows[(page - 1) * STANDINGS_PER_PAGE : page * STANDINGS_PER_PAGE]
    games = kind != Kind.PODS
    lines = [standing_line(s, language, games=games) for s in shown]
    title = said(Message("{league}: standings", league=plain_name(name)), language)
    embed = discord.Embed(
        title=limits.shorten(title, limits.EMBED_TITLE),
        description=limits.shorten("\n".join(lines), limits.EMBED_DESCRIPTION)
        or said(Message("No players yet."), language),
    )
    if games:
        footer = Message(
            "Page {page} of {pages} · points, OMW%, GW%, OGW% (MTG MTR App. C)",
            page=page,
            pages=pages,
        )
    else:
        footer = Message(
            "Page {page} of {pages} · points, OMW% (MTG MTR App. C)", page=page, pages=pages
        )
    embed.set_footer(text=said(footer, language))
    return embed
