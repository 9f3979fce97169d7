"""The application's notices (bot.app.ports) in Discord's words: what a league's table thread is
named and first says, the clock's warnings and time calls, a playoff's round lists, judge
calls and champion, a judge's result in a table's thread. Each message pings exactly whom it
names (`Pings`); names are plain text. A notice is posted for everyone (a league channel, a
table's thread): it is worded in the server's language (`language`)."""

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
from bot.core.languages import Language
from bot.core.messages import Message
from bot.faces.discord import floor_render, league_render, playoff_render, render
from bot.faces.discord.league_render import said
from bot.faces.discord.mentions import NOBODY, Pings
from bot.faces.discord.mentions import name as plain_name


@dataclass(frozen=True)
class Post:
    content: str | None = None
    embed: discord.Embed | None = None
    pings: Pings = NOBODY


def _mentions(user_ids: tuple[int | None, ...]) -> str:
    return " ".join(f"<@{u}>" for u in user_ids if u)


def table_line(table: TableView, language: Language) -> str:
    if isinstance(table, PlayoffTable):
        return playoff_render.table_line(table, language)
    return league_render.pairing_line(table, language)


def champion(view: PlayoffView, language: Language) -> Post:
    assert view.champion is not None
    who = league_render.seat_text(view.champion, view.champion_user)
    crowned = Message(
        "🏆 {player} is the champion of {league}!",
        player=who,
        league=plain_name(view.league_name),
    )
    return Post(
        said(crowned, language),
        embed=playoff_render.bracket_embed(view, language),
        pings=Pings.of([view.champion_user]),
    )


def posts(notice: Notice, language: Language) -> list[Post]:  # one branch per notice
    """The notice as the messages that say it, in `language`."""
    match notice:
        case RoundWarning():
            return [Post(said(_warning(notice), language))]
        case RoundTime(number):
            time = Message(
                "Round {number}: time. Unfinished tables were told the end-of-round procedure.",
                number=number,
            )
            return [Post(said(time, language))]
        case TableTime(user_ids, procedure, ended):
            # The end-of-round procedure of the game (bot.app.league.clock).
            told: Message = procedure if procedure is not None else Message.verbatim_text("")
            if ended is not None:
                told = Message(
                    "Time: game {number} had not begun, and no new game starts after time. The "
                    "match ends on the games played: {score}. Nothing more is reported here.",
                    number=ended.game_number,
                    score=ended.score_text,
                )
            text = f"{_mentions(user_ids)} {said(told, language)}"
            return [Post(text, pings=Pings.of(user_ids))]
        case PlayoffTime(user_ids, procedure):
            time = Message(
                "{mentions} Time in this playoff round. {procedure} A playoff match cannot be "
                "drawn: at level game wins a judge records the winner.",
                mentions=_mentions(user_ids),
                procedure=procedure,
            )
            return [Post(said(time, language), pings=Pings.of(user_ids))]
        case JudgeWanted(_table, role):
            return [Post(said(_judge_wanted(notice), language), pings=Pings.of(roles=[role]))]
        case PlayoffRound(view, _heading):
            texts = playoff_render.round_messages(view, view.round_number, language)
            return [Post(text) for text in texts]
        case Champion(view):
            return [champion(view, language)]
        case ResultRecorded(table):
            return [Post(recorded(table, language))]
        case MatchClosed(table, closed):
            closing = Message(
                "{recorded}. The match is closed; nothing more is reported here.",
                recorded=Message.verbatim_text(recorded(table, language)),
            )
            return [Post(said(closing, language) + "\n" + render.result_text(closed))]
        case CheckinClosed() | LateAtTable() | TableExtended():
            return [_floor(notice, language)]
    raise AssertionError(f"no words for {notice!r}")


def _warning(notice: RoundWarning) -> Message:
    number, left, tables = notice.round_number, notice.minutes_left, notice.tables
    listed = ", ".join(str(t) for t in tables)
    if len(tables) == 1:
        return Message.plural(
            "Round {number}: {n} minute left (table {tables} still playing).",
            "Round {number}: {n} minutes left (table {tables} still playing).",
            left,
            number=number,
            tables=listed,
        )
    return Message.plural(
        "Round {number}: {n} minute left (tables {tables} still playing).",
        "Round {number}: {n} minutes left (tables {tables} still playing).",
        left,
        number=number,
        tables=listed,
    )


def _judge_wanted(notice: JudgeWanted) -> Message:
    table, role = notice.table, notice.judge_role_id
    params: dict[str, str | int | Message] = {
        "result": table.result.said() if table.result else "",
        "command": f"/league result round:{table.round} table:{table.table} winner:@...",
    }
    if role:
        return Message(
            "{role} this playoff match ended level ({result}), and a playoff match cannot be "
            "drawn. A judge records the winner: {command}",
            **params,
            role=f"<@&{role}>",
        )
    return Message(
        "Judges: this playoff match ended level ({result}), and a playoff match cannot be "
        "drawn. A judge records the winner: {command}",
        **params,
    )


def _floor(notice: CheckinClosed | LateAtTable | TableExtended, language: Language) -> Post:
    """The event floor's notices (bot.faces.discord.floor_render has their words)."""
    if isinstance(notice, TableExtended):
        return Post(floor_render.extended(notice, language))
    said_ = (
        floor_render.checkin_closed(notice, language)
        if isinstance(notice, CheckinClosed)
        else floor_render.late(notice, language)
    )
    return Post(said_[0], pings=said_[1])


def recorded(table: TableView, language: Language) -> str:
    """What a table's thread is told of a judge's result."""
    line = Message.verbatim_text(table_line(table, language))
    if isinstance(table, PlayoffTable):
        return said(Message("A judge recorded the result: {table}", table=line), language)
    return said(
        Message("A judge recorded this table's result for the league: {table}", table=line),
        language,
    )
