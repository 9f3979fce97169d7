"""The application's notices (bot.app.ports) in Discord's words: what a league's table thread is
named and first says, the clock's warnings and time calls, a playoff's round lists, judge
calls and champion, a judge's result in a table's thread. Each message pings exactly whom it
names (`Pings`); names are plain text."""

from __future__ import annotations

from dataclasses import dataclass

import discord

from bot.app.league.playoffs import PlayoffTable, PlayoffView
from bot.app.ports import (
    Champion,
    CheckinClosed,
    JudgeWanted,
    LateAtTable,
    MatchClosed,
    Notice,
    PlayoffRound,
    PlayoffTime,
    ResultRecorded,
    RoundTime,
    RoundWarning,
    TableExtended,
    TableTime,
    TableView,
)
from bot.faces.discord import floor_render, league_render, playoff_render, render
from bot.faces.discord.mentions import NOBODY, Pings
from bot.faces.discord.mentions import name as plain_name
from bot.faces.i18n import translate


@dataclass(frozen=True)
class Post:
    content: str | None = None
    embed: discord.Embed | None = None
    pings: Pings = NOBODY


def _mentions(user_ids: tuple[int | None, ...]) -> str:
    return " ".join(f"<@{u}>" for u in user_ids if u)


def table_line(table: TableView) -> str:
    if isinstance(table, PlayoffTable):
        return playoff_render.table_line(table)
    return league_render.pairing_line(table)


def champion(view: PlayoffView) -> Post:
    assert view.champion is not None
    who = league_render.seat_text(view.champion, view.champion_user)
    return Post(
        f"🏆 {who} is the champion of {plain_name(view.league_name)}!",
        embed=playoff_render.bracket_embed(view),
        pings=Pings.of([view.champion_user]),
    )


def posts(notice: Notice) -> list[Post]:  # one branch per notice
    """The notice as the messages that say it."""
    match notice:
        case RoundWarning(number, left, tables):
            noun = "table" if len(tables) == 1 else "tables"
            listed = ", ".join(str(t) for t in tables)
            return [
                Post(
                    f"Round {number}: {left} minute{'' if left == 1 else 's'} left "
                    f"({noun} {listed} still playing)."
                )
            ]
        case RoundTime(number):
            return [
                Post(
                    f"Round {number}: time. Unfinished tables were told the end-of-round procedure."
                )
            ]
        case TableTime(user_ids, procedure, ended):
            text = translate(procedure, None) if procedure is not None else ""
            if ended is not None:
                text = (
                    f"Time: game {ended.game_number} had not begun, and no new game starts "
                    f"after time. The match ends on the games played: {ended.score_text}. "
                    "Nothing more is reported here."
                )
            return [Post(f"{_mentions(user_ids)} {text}", pings=Pings.of(user_ids))]
        case PlayoffTime(user_ids, procedure):
            return [
                Post(
                    f"{_mentions(user_ids)} Time in this playoff round. "
                    f"{translate(procedure, None)} A playoff "
                    "match cannot be drawn: at level game wins a judge records the winner.",
                    pings=Pings.of(user_ids),
                )
            ]
        case JudgeWanted(table, role):
            judges = f"<@&{role}> " if role else "Judges: "
            return [
                Post(
                    f"{judges}this playoff match ended level ({table.result}), and a playoff "
                    "match cannot be drawn. A judge records the winner: "
                    f"/league result round:{table.round} table:{table.table} winner:@...",
                    pings=Pings.of(roles=[role]),
                )
            ]
        case PlayoffRound(view, heading):
            texts = playoff_render.round_messages(view, view.round_number, heading)
            return [Post(text) for text in texts]
        case Champion(view):
            return [champion(view)]
        case ResultRecorded(table):
            return [Post(recorded(table))]
        case MatchClosed(table, closed):
            return [
                Post(
                    f"{recorded(table)}. The match is closed; nothing more is reported here.\n"
                    + render.result_text(closed)
                )
            ]
        case CheckinClosed() | LateAtTable() | TableExtended():
            return [_floor(notice)]
    raise AssertionError(f"no words for {notice!r}")


def _floor(notice: CheckinClosed | LateAtTable | TableExtended) -> Post:
    """The event floor's notices (bot.faces.discord.floor_render has their words)."""
    if isinstance(notice, TableExtended):
        return Post(floor_render.extended(notice))
    said = (
        floor_render.checkin_closed(notice)
        if isinstance(notice, CheckinClosed)
        else floor_render.late(notice)
    )
    return Post(said[0], pings=said[1])


def recorded(table: TableView) -> str:
    """What a table's thread is told of a judge's result."""
    if isinstance(table, PlayoffTable):
        return f"A judge recorded the result: {playoff_render.table_line(table)}"
    return f"A judge recorded this table's result for the league: {table_line(table)}"
