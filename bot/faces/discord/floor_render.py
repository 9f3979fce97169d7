"""The event floor's words (bot.app.league.floor): check-in, Here, a late player's penalty, a
table's extra time and judge calls. Names are plain text; each message pings whom it names.
Every sentence is a `Message` worded in the language it is read in (`language`)."""

from __future__ import annotations

from datetime import datetime

import discord

from bot.app.league.arrivals import Arrived, LateStep
from bot.app.league.checkin_desk import CheckedIn, CheckinView
from bot.app.league.extra_time import Extended
from bot.app.league.judge_calls import CallAnswered, CallStatus, CallView, JudgeCalled, OpenCalls
from bot.app.ports import CheckinClosed, LateAtTable, TableExtended
from bot.core.languages import Language
from bot.core.messages import N_, Message
from bot.faces.discord import limits
from bot.faces.discord.league_render import said
from bot.faces.discord.mentions import Pings, role, user
from bot.faces.discord.mentions import name as plain_name


def at(moment: datetime, style: str = "t") -> str:
    """A moment as Discord shows it to each reader, in their language (`t`: 20:30; `R`: in
    10 minutes)."""
    return f"<t:{int(moment.timestamp())}:{style}>"


def _names(names: tuple[str, ...], language: Language) -> str:
    if not names:
        return said(Message("nobody"), language)
    return ", ".join(plain_name(n) for n in names)


# -- check-in ------------------------------------------------------------------------------------


def checkin_opened(view: CheckinView, language: Language) -> str:
    assert view.deadline is not None
    opened = Message(
        "**Check-in for {league} is open** until {time} ({relative}). Players: press **Check "
        "in** below or send /league checkin here. Whoever has not checked in by then is "
        "dropped before the next round. {done} of {total} checked in.",
        league=plain_name(view.league_name),
        time=at(view.deadline),
        relative=at(view.deadline, "R"),
        done=len(view.checked_in),
        total=len(view.checked_in) + len(view.waiting),
    )
    return said(opened, language)


def checked_in(done: CheckedIn, language: Language) -> str:
    if done.already:
        text = Message(
            "You had checked in to {league} already as {player}.",
            league=plain_name(done.league_name),
            player=plain_name(done.name),
        )
    else:
        text = Message(
            "Checked in to {league} as {player}. Check-in closes {time}.",
            league=plain_name(done.league_name),
            player=plain_name(done.name),
            time=at(done.deadline, "R"),
        )
    return said(text, language)


def checkin_embed(view: CheckinView, language: Language) -> discord.Embed:
    title = said(Message("{league}: check-in", league=plain_name(view.league_name)), language)
    if view.deadline is None:
        return discord.Embed(
            title=limits.shorten(title, limits.EMBED_TITLE),
            description=said(
                Message("No check-in has been opened. Organisers: /league checkin open."),
                language,
            ),
        )
    moment = {"time": at(view.deadline), "relative": at(view.deadline, "R")}
    if view.closed:
        when = Message("Check-in closed {time} ({relative}).", **moment)
    else:
        when = Message("Check-in closes {time} ({relative}).", **moment)
    lines = [
        said(when, language),
        _listed(N_("**Checked in ({n}):** {players}"), view.checked_in, language),
        _listed(N_("**Not checked in ({n}):** {players}"), view.waiting, language),
    ]
    if view.closed:
        lines.append(
            _listed(N_("**Dropped at the deadline ({n}):** {players}"), view.dropped, language)
        )
    return discord.Embed(
        title=limits.shorten(title, limits.EMBED_TITLE),
        description=limits.shorten("\n".join(lines), limits.EMBED_DESCRIPTION),
    )


def _listed(heading: str, names: tuple[str, ...], language: Language) -> str:
    """`heading` (a msgid with `{n}` and `{players}`) with how many and who."""
    listed = Message(heading, n=len(names), players=_names(names, language))
    return said(listed, language)


def checkin_closed(notice: CheckinClosed, language: Language) -> tuple[str, Pings]:
    who = f"{user(notice.organiser_id)} " if notice.organiser_id else ""
    dropped = notice.dropped
    league = plain_name(notice.league_name)
    if dropped:
        closed = Message.plural(
            "Check-in for {league} closed: dropped {n} player who did not check in: "
            "{players}. A dropped player is not paired again. Start the round with /league "
            "round start.",
            "Check-in for {league} closed: dropped {n} players who did not check in: "
            "{players}. A dropped player is not paired again. Start the round with /league "
            "round start.",
            len(dropped),
            league=league,
            players=_names(dropped, language),
        )
    else:
        closed = Message(
            "Check-in for {league} closed: everyone checked in; nobody was dropped. Start the "
            "round with /league round start.",
            league=league,
        )
    return who + said(closed, language), Pings.of([notice.organiser_id])


# -- a table -------------------------------------------------------------------------------------


def _step(step: str) -> Message:
    """A late player's penalty step (bot.app.league.arrivals.LateStep)."""
    if step == LateStep.MATCH_LOSS:
        return Message("a match loss")
    return Message("a game loss")


def arrived(done: Arrived, language: Language) -> str:
    params: dict[str, str | int | Message] = {
        "player": plain_name(done.name),
        "number": done.round_number,
        "table": done.table,
    }
    if done.late is not None:
        text = Message(
            "{player} is here (round {number}, table {table}); {penalty} for lateness was "
            "given already.",
            **params,
            penalty=_step(done.late),
        )
    elif done.already:
        text = Message("{player} is here already.", player=plain_name(done.name))
    else:
        text = Message("{player} is here (round {number}, table {table}).", **params)
    return said(text, language)


def late(notice: LateAtTable, language: Language) -> tuple[str, Pings]:
    params: dict[str, str | int | Message] = {
        "player": user(notice.user_id) if notice.user_id else plain_name(notice.name),
        "rule": notice.rule,
    }
    if notice.step == LateStep.MATCH_LOSS:
        text = Message.plural(
            "{player} has not shown {n} minute into the round: a match loss ({rule}). The "
            "match is over for them. Press Here on arrival.",
            "{player} has not shown {n} minutes into the round: a match loss ({rule}). The "
            "match is over for them. Press Here on arrival.",
            notice.minutes,
            **params,
        )
    else:
        text = Message.plural(
            "{player} has not shown {n} minute into the round: a game loss ({rule}). If they "
            "have not shown later, it becomes a match loss. Press Here on arrival.",
            "{player} has not shown {n} minutes into the round: a game loss ({rule}). If they "
            "have not shown later, it becomes a match loss. Press Here on arrival.",
            notice.minutes,
            **params,
        )
    return said(text, language), Pings.of([notice.user_id])


def extended(notice: TableExtended | Extended, language: Language) -> str:
    table = notice.table
    gave = Message.plural(
        "A judge gave round {number}, table {table} {n} more minute ({total} in all).",
        "A judge gave round {number}, table {table} {n} more minutes ({total} in all).",
        notice.minutes,
        number=notice.round_number,
        table=table.table,
        total=table.extra_minutes,
    )
    text = said(gave, language)
    if table.deadline:
        now = Message(
            "Time is now {relative} ({time}).",
            relative=at(table.deadline, "R"),
            time=at(table.deadline),
        )
        text += " " + said(now, language)
    return text


# -- judge calls ---------------------------------------------------------------------------------


def _where(call: CallView) -> Message:
    if call.playoff:
        return Message(
            "playoff round {number}, table {table}", number=call.round_number, table=call.table
        )
    return Message("round {number}, table {table}", number=call.round_number, table=call.table)


def call_line(call: CallView, language: Language) -> str:
    line = Message(
        "#{id} {where} in {thread}, called by {caller} {time}",
        id=call.id,
        where=_where(call),
        thread=f"<#{call.thread_id}>",
        caller=user(call.caller_id),
        time=at(call.called_at, "R"),
    )
    return said(line, language)


def judge_called(called: JudgeCalled, language: Language, *, in_judge_channel: bool) -> str:
    """The call, where the judges are pinged (the judge channel, or the table's thread)."""
    call = called.call
    params: dict[str, str | int | Message] = {
        "role": role(called.judge_role_id),
        "where": _where(call),
        "id": call.id,
        "caller": user(call.caller_id),
    }
    if in_judge_channel:
        text = Message(
            "{role} A judge is wanted at {where} in {thread} (call #{id}, by {caller}). Press "
            "Answered once you are there.",
            **params,
            thread=f"<#{call.thread_id}>",
        )
    else:
        text = Message(
            "{role} A judge is wanted at {where} (call #{id}, by {caller}). Press Answered "
            "once you are there.",
            **params,
        )
    return said(text, language)


def call_placed_here(called: JudgeCalled, language: Language) -> str:
    """What the table's thread is told when the judges were pinged in their own channel."""
    placed = Message(
        "A judge has been called (call #{id}); the judges were told in their channel.",
        id=called.call.id,
    )
    return said(placed, language)


def call_not_placed(called: JudgeCalled, language: Language) -> str:
    if called.status is CallStatus.OPEN:
        text = Message(
            "A judge was called from this table {time} (call #{id}) and is on the way; they "
            "were not pinged again.",
            time=at(called.call.called_at, "R"),
            id=called.call.id,
        )
    else:
        text = Message.plural(
            "A judge answered this table's last call moments ago; you can call again in {n} "
            "second.",
            "A judge answered this table's last call moments ago; you can call again in {n} "
            "seconds.",
            called.wait_seconds,
        )
    return said(text, language)


def call_answered(done: CallAnswered, language: Language) -> str:
    call = done.call
    params: dict[str, str | int | Message] = {"id": call.id, "where": _where(call)}
    if call.answered_by and done.already:
        text = Message(
            "Call #{id} ({where}) was answered already by {judge}.",
            **params,
            judge=user(call.answered_by),
        )
    elif done.already:
        text = Message("Call #{id} ({where}) was answered already by a judge.", **params)
    elif call.answered_by:
        text = Message(
            "Call #{id} ({where}): {judge} is on it.", **params, judge=user(call.answered_by)
        )
    else:
        text = Message("Call #{id} ({where}): a judge is on it.", **params)
    return said(text, language)


def open_calls_embed(calls: OpenCalls, language: Language) -> discord.Embed:
    lines = [call_line(c, language) for c in calls.calls]
    pages = limits.pack_lines(lines, limits.EMBED_DESCRIPTION - 80) if lines else []
    description = pages[0] if pages else said(Message("No open calls."), language)
    if len(pages) > 1:
        more = Message.plural("(and {n} more page)", "(and {n} more pages)", len(pages) - 1)
        description += "\n" + said(more, language)
    title = Message.plural(
        "{league}: {n} open judge call",
        "{league}: {n} open judge calls",
        len(lines),
        league=plain_name(calls.league_name),
    )
    return discord.Embed(
        title=limits.shorten(said(title, language), limits.EMBED_TITLE),
        description=description,
    )
