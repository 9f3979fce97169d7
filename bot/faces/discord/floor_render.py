"""The event floor's words (bot.app.league.floor): check-in, Here, a late player's penalty, a
table's extra time and judge calls. Names are plain text; each message pings whom it names."""

from __future__ import annotations

from datetime import datetime

import discord

from bot.app.league.floor import (
    Arrived,
    CallAnswered,
    CallStatus,
    CallView,
    CheckedIn,
    CheckinView,
    Extended,
    JudgeCalled,
    OpenCalls,
)
from bot.app.ports import CheckinClosed, LateAtTable, TableExtended
from bot.faces.discord import limits
from bot.faces.discord.mentions import Pings, role, user
from bot.faces.discord.mentions import name as plain_name

STEPS = {"game_loss": "a game loss", "match_loss": "a match loss"}


def at(moment: datetime, style: str = "t") -> str:
    """A moment as Discord shows it to each reader (`t`: 20:30; `R`: in 10 minutes)."""
    return f"<t:{int(moment.timestamp())}:{style}>"


def _names(names: tuple[str, ...]) -> str:
    return ", ".join(plain_name(n) for n in names) if names else "nobody"


# -- check-in ------------------------------------------------------------------------------------


def checkin_opened(view: CheckinView) -> str:
    assert view.deadline is not None
    return (
        f"**Check-in for {plain_name(view.league_name)} is open** until {at(view.deadline)} "
        f"({at(view.deadline, 'R')}). Players: press **Check in** below or send "
        "/league checkin here. Whoever has not checked in by then is dropped before the next "
        f"round. {len(view.checked_in)} of {len(view.checked_in) + len(view.waiting)} checked in."
    )


def checked_in(done: CheckedIn) -> str:
    if done.already:
        return (
            f"You had checked in to {plain_name(done.league_name)} already as "
            f"{plain_name(done.name)}."
        )
    return (
        f"Checked in to {plain_name(done.league_name)} as {plain_name(done.name)}. "
        f"Check-in closes {at(done.deadline, 'R')}."
    )


def checkin_embed(view: CheckinView) -> discord.Embed:
    if view.deadline is None:
        return discord.Embed(
            title=limits.shorten(f"{plain_name(view.league_name)}: check-in", 256),
            description="No check-in has been opened. Organisers: /league checkin open.",
        )
    when = "closed" if view.closed else "closes"
    lines = [
        f"Check-in {when} {at(view.deadline)} ({at(view.deadline, 'R')}).",
        f"**Checked in ({len(view.checked_in)}):** {_names(view.checked_in)}",
        f"**Not checked in ({len(view.waiting)}):** {_names(view.waiting)}",
    ]
    if view.closed:
        lines.append(f"**Dropped at the deadline ({len(view.dropped)}):** {_names(view.dropped)}")
    return discord.Embed(
        title=limits.shorten(f"{plain_name(view.league_name)}: check-in", limits.EMBED_TITLE),
        description=limits.shorten("\n".join(lines), limits.EMBED_DESCRIPTION),
    )


def checkin_closed(notice: CheckinClosed) -> tuple[str, Pings]:
    who = f"{user(notice.organiser_id)} " if notice.organiser_id else ""
    dropped = notice.dropped
    if dropped:
        said = (
            f"dropped {len(dropped)} player{'' if len(dropped) == 1 else 's'} who did not "
            f"check in: {_names(dropped)}. A dropped player is not paired again."
        )
    else:
        said = "everyone checked in; nobody was dropped."
    return (
        f"{who}Check-in for {plain_name(notice.league_name)} closed: {said} "
        "Start the round with /league round start.",
        Pings.of([notice.organiser_id]),
    )


# -- a table -------------------------------------------------------------------------------------


def arrived(done: Arrived) -> str:
    if done.late is not None:
        return (
            f"{plain_name(done.name)} is here (round {done.round_number}, table {done.table}); "
            f"{STEPS.get(done.late, done.late)} for lateness was given already."
        )
    if done.already:
        return f"{plain_name(done.name)} is here already."
    return f"{plain_name(done.name)} is here (round {done.round_number}, table {done.table})."


def late(notice: LateAtTable) -> tuple[str, Pings]:
    who = user(notice.user_id) if notice.user_id else plain_name(notice.name)
    step = STEPS.get(notice.step, notice.step)
    then = (
        " The match is over for them."
        if notice.step == "match_loss"
        else " If they have not shown later, it becomes a match loss."
    )
    return (
        f"{who} has not shown {notice.minutes} minutes into the round: {step} "
        f"({notice.rule}).{then} Press Here on arrival.",
        Pings.of([notice.user_id]),
    )


def extended(notice: TableExtended | Extended) -> str:
    table = notice.table
    deadline = table.deadline
    when = f" Time is now {at(deadline, 'R')} ({at(deadline)})." if deadline else ""
    return (
        f"A judge gave round {notice.round_number}, table {table.table} "
        f"{notice.minutes} more minute{'' if notice.minutes == 1 else 's'} "
        f"({table.extra_minutes} in all).{when}"
    )


# -- judge calls ---------------------------------------------------------------------------------


def _where(call: CallView) -> str:
    stage = "playoff round" if call.playoff else "round"
    return f"{stage} {call.round_number}, table {call.table}"


def call_line(call: CallView) -> str:
    return (
        f"#{call.id} {_where(call)} in <#{call.thread_id}>, called by {user(call.caller_id)} "
        f"{at(call.called_at, 'R')}"
    )


def judge_called(called: JudgeCalled, *, in_judge_channel: bool) -> str:
    """The call, where the judges are pinged (the judge channel, or the table's thread)."""
    call = called.call
    place = f" in <#{call.thread_id}>" if in_judge_channel else ""
    return (
        f"{role(called.judge_role_id)} A judge is wanted at {_where(call)}{place} "
        f"(call #{call.id}, by {user(call.caller_id)}). Press Answered once you are there."
    )


def call_placed_here(called: JudgeCalled) -> str:
    """What the table's thread is told when the judges were pinged in their own channel."""
    return (
        f"A judge has been called (call #{called.call.id}); the judges were told in their channel."
    )


def call_not_placed(called: JudgeCalled) -> str:
    if called.status is CallStatus.OPEN:
        return (
            f"A judge was called from this table {at(called.call.called_at, 'R')} (call "
            f"#{called.call.id}) and is on the way; they were not pinged again."
        )
    return (
        f"A judge answered this table's last call moments ago; you can call again in "
        f"{called.wait_seconds} seconds."
    )


def call_answered(done: CallAnswered) -> str:
    call = done.call
    by = user(call.answered_by) if call.answered_by else "a judge"
    if done.already:
        return f"Call #{call.id} ({_where(call)}) was answered already by {by}."
    return f"Call #{call.id} ({_where(call)}): {by} is on it."


def open_calls_embed(calls: OpenCalls) -> discord.Embed:
    lines = [call_line(c) for c in calls.calls]
    pages = limits.pack_lines(lines, limits.EMBED_DESCRIPTION - 40) if lines else []
    more = f"\n(and {len(pages) - 1} more pages)" if len(pages) > 1 else ""
    return discord.Embed(
        title=limits.shorten(
            f"{plain_name(calls.league_name)}: {len(lines)} open judge call"
            f"{'' if len(lines) == 1 else 's'}",
            limits.EMBED_TITLE,
        ),
        description=(pages[0] + more) if pages else "No open calls.",
    )
