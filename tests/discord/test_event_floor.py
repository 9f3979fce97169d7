"""The event floor through discord.py (issue 33): check-in with its deadline and the no-shows
dropped by the league clock, a player late at their table (game loss, then match loss), a
judge's time extension for one table, and judge calls from a table's thread. On SQLite and
PostgreSQL; the clock is driven with a fake time (`LeagueClock.tick(now)`)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from bot.app.match import Actor
from bot.app.page_reads import WebReads
from bot.app.pages import iso
from tests.discord.conftest import Arbiter
from tests.discord.helpers import make_judges, slash
from tests.discord.test_ask_a_judge import judges_ready, posts_in, sent_with
from tests.discord.test_leagues import League, announced
from tests.discord.test_requests import answer_sent
from tests.discord_harness import FakeMessage, FakeUser, InteractionResult


@pytest.fixture
async def league(arbiter_on: Arbiter) -> League:
    return League(arbiter_on)


def refused(result: InteractionResult, says: str) -> None:
    assert result.ephemeral and says in (result.content or ""), result


async def league_of(arbiter: Arbiter, league: League, players: int, **options: Any) -> None:
    created = await league.slash(
        "league create", arbiter.admin, name="Friday", game="magic", **options
    )
    assert "League created" in (created.content or ""), created
    for person in league.people[:players]:
        await league.slash("league join", person)


async def round_one(arbiter: Arbiter, league: League) -> Any:
    started = announced(await league.slash("league round start", arbiter.admin))
    assert "Round 1 pairings" in started
    return await arbiter.bot.leagues.round_status(channel_id=league.channel.id)


def welcome(arbiter: Arbiter, thread_id: int | None) -> FakeMessage:
    """A table's first message (it carries Here and Call a judge)."""
    first, *_ = arbiter.harness.channel_history(thread_id or 0)
    return first


async def press(
    arbiter: Arbiter, message: FakeMessage, label: str, user: FakeUser
) -> InteractionResult:
    return await arbiter.harness.click(
        message.button(label)["custom_id"], user=user, message=message
    )


def board_text(arbiter: Arbiter, thread_id: int | None) -> str:
    """The table's scoreboard as it shows now (its embed's title, description and fields)."""
    (board,) = [m for m in arbiter.harness.channel_history(thread_id or 0) if m.embeds]
    embed = board.embeds[0]
    fields = [f"{f.name} {f.value}" for f in embed.fields]
    return "\n".join([embed.title or "", embed.description or "", *fields])


def said_in(arbiter: Arbiter, channel_id: int | None, text: str) -> list[FakeMessage]:
    return [
        m for m in arbiter.harness.channel_history(channel_id or 0) if text in (m.content or "")
    ]


# -- attendance: check-in ----------------------------------------------------------------------


async def test_check_in_then_the_no_shows_are_dropped_at_the_deadline(
    arbiter_on: Arbiter, league: League
) -> None:
    arbiter = arbiter_on
    await league_of(arbiter, league, 4)
    alice, bob, carol, dave = league.people[:4]
    refused(await league.slash("league checkin open", alice, deadline="30"), "organiser")
    refused(
        await league.slash("league checkin open", arbiter.admin, deadline="banana"),
        "Give the deadline as a time in UTC",
    )
    opened = await league.slash("league checkin open", arbiter.admin, deadline="in 30 min")
    assert not opened.ephemeral and "Check-in for Friday is open" in (opened.content or "")
    assert opened.response is not None

    by_button = await press(arbiter, opened.response, "Check in", alice)
    assert by_button.ephemeral and "Checked in to Friday as alice" in (by_button.content or "")
    by_command = await league.slash("league checkin here", bob)
    assert "Checked in to Friday as bob" in (by_command.content or "")
    again = await league.slash("league checkin here", bob)
    assert "already" in (again.content or "")
    refused(await press(arbiter, opened.response, "Check in", arbiter.stranger), "not registered")
    late_join = await league.slash("league join", league.user("erin"))  # here: checked in
    assert "joined" in (late_join.content or ""), late_join

    listed = await league.slash("league checkin list", carol)
    (embed,) = listed.embeds
    assert listed.ephemeral and "Checked in (3):** alice, bob, erin" in (embed.description or "")
    assert "Not checked in (2):** carol, dave" in (embed.description or "")
    refused(await league.slash("league round start", arbiter.admin), "Check-in for Friday is open")

    view = await arbiter.bot.services.floor.checkin_list(channel_id=league.channel.id)
    assert view.deadline is not None
    clock = arbiter.bot.services.clock
    await clock.tick(view.deadline - timedelta(minutes=1))
    assert not said_in(arbiter, league.channel.id, "Check-in for Friday closed")
    await clock.tick(view.deadline)
    await clock.tick(view.deadline + timedelta(seconds=30))  # told once

    (closed,) = said_in(arbiter, league.channel.id, "Check-in for Friday closed")
    assert "dropped 2 players who did not check in: carol, dave" in closed.content
    assert closed.mention_ids == [arbiter.admin.id]  # the organiser who opened it, alone
    refused(await league.slash("league checkin here", dave), "You dropped from Friday")
    players = await arbiter.bot.leagues.league(channel_id=league.channel.id)
    assert players.active_players == ("alice", "bob", "erin")
    status = await round_one(arbiter, league)
    paired = sorted(name for p in status.pairings for name in p.players)
    assert sorted([*paired, *status.byes]) == ["alice", "bob", "erin"]


# -- attendance: lateness at a table ------------------------------------------------------------


async def test_a_player_who_has_not_shown_gets_a_game_loss_then_a_match_loss(
    arbiter_on: Arbiter, league: League
) -> None:
    arbiter = arbiter_on
    await league_of(arbiter, league, 4)
    status = await round_one(arbiter, league)
    one, two = status.pairings
    here, late = (league.user(name) for name in one.players)
    three, four = (league.user(name) for name in two.players)
    table_one = welcome(arbiter, one.thread_id)
    assert {b["label"] for b in table_one.buttons} == {"Here", "Call a judge"}

    shown = await press(arbiter, table_one, "Here", here)
    assert not shown.ephemeral and f"{here.name} is here" in (shown.content or "")
    refused(await press(arbiter, table_one, "Here", arbiter.stranger), "Only the players")
    await press(arbiter, welcome(arbiter, two.thread_id), "Here", three)
    thread_two = league.threads[two.thread_id or 0]
    await slash(arbiter, "life", four, thread_two, change=-1)  # a report: four has shown

    started = status.deadline - timedelta(minutes=50)
    clock = arbiter.bot.services.clock
    await clock.tick(started + timedelta(minutes=4))
    assert not said_in(arbiter, one.thread_id, "minutes into the round")
    await clock.tick(started + timedelta(minutes=5))
    await clock.tick(started + timedelta(minutes=6))

    (game_loss,) = said_in(arbiter, one.thread_id, "minutes into the round")
    assert game_loss.content.startswith(f"<@{late.id}> has not shown 5 minutes into the round")
    assert "a game loss (MTG IPG 3.1 (Tardiness))" in game_loss.content
    assert game_loss.mention_ids == [late.id]
    match = await arbiter.bot.service.status(channel_id=one.thread_id or 0)
    assert match.status == "active" and match.wins[match.teams.index((here.name,))] == 1
    board = board_text(arbiter, one.thread_id)  # redrawn with the penalty
    assert f"{here.name} 1, {late.name} 0" in board or f"{late.name} 0, {here.name} 1" in board
    assert not said_in(arbiter, two.thread_id, "minutes into the round")  # both there

    await clock.tick(started + timedelta(minutes=10))
    (_, match_loss) = said_in(arbiter, one.thread_id, "minutes into the round")
    assert "a match loss (MTG IPG 3.1 (Tardiness))" in match_loss.content
    match = await arbiter.bot.service.match(match.id)
    assert match.status == "finished" and match.wins[match.teams.index((here.name,))] == 2
    standings = await arbiter.bot.leagues.standings(channel_id=league.channel.id)
    assert next(s for s in standings if s.player == here.name).points == 3
    assert next(s for s in standings if s.player == late.name).points == 0
    await clock.tick(started + timedelta(minutes=11))
    assert len(said_in(arbiter, one.thread_id, "minutes into the round")) == 2  # each once
    # Both are on the league's penalty record, as a judge's would be: the player sees them.
    own = await league.slash("league penalty list", late)
    assert own.ephemeral and "Your penalties (2)" in (own.content or ""), own.content
    assert (own.content or "").lower().count("tardiness") >= 2, own.content


# -- time: a table's extension -----------------------------------------------------------------


async def test_a_judges_extension_moves_one_tables_deadline(
    arbiter_on: Arbiter, league: League
) -> None:
    arbiter = arbiter_on
    await make_judges(arbiter)
    await league_of(arbiter, league, 4)
    status = await round_one(arbiter, league)
    one, two = status.pairings
    refused(
        await league.slash("league time extend", league.user(one.players[0]), table=1, minutes=5),
        "Only a judge",
    )
    refused(
        await league.slash("league time extend", arbiter.judge, table=9, minutes=5),
        "no table 9",
    )

    extended = await league.slash("league time extend", arbiter.judge, table=1, minutes=5)

    moved = status.deadline + timedelta(minutes=5)
    stamp = f"<t:{int(moved.timestamp())}:R>"
    assert not extended.ephemeral and "table 1 5 more minutes (5 in all)" in (
        extended.content or ""
    )
    assert stamp in (extended.content or "")
    (told,) = said_in(arbiter, one.thread_id, "5 more minutes")
    assert stamp in told.content and not told.mention_ids
    board = await league.slash("league round status", arbiter.alice)
    assert f"(+5 min: time {stamp})" in (board.content or "")

    _, token = await arbiter.bot.services.links.league_link(
        channel_id=league.channel.id, actor=Actor(arbiter.admin.id, is_judge=True)
    )
    page = await WebReads(arbiter.bot.database).league(token)
    assert page is not None
    tables = page["rounds"][-1]["tables"]
    assert (tables[0]["extra_minutes"], tables[0]["deadline"]) == (5, iso(moved))
    assert (tables[1]["extra_minutes"], tables[1]["deadline"]) == (0, iso(status.deadline))
    assert page["clock"]["extended"] == [{"table": 1, "deadline": iso(moved), "extra_minutes": 5}]

    clock = arbiter.bot.services.clock
    await clock.post_notices(status.deadline)
    assert said_in(arbiter, two.thread_id, "MTG MTR 2.4")
    assert not said_in(arbiter, one.thread_id, "MTG MTR 2.4")  # not yet: 5 more minutes
    await clock.post_notices(moved - timedelta(seconds=1))
    assert not said_in(arbiter, one.thread_id, "MTG MTR 2.4")
    await clock.post_notices(moved)
    await clock.post_notices(moved + timedelta(minutes=1))
    assert len(said_in(arbiter, one.thread_id, "MTG MTR 2.4")) == 1
    assert len(said_in(arbiter, two.thread_id, "MTG MTR 2.4")) == 1


# -- judges: a call and its answer --------------------------------------------------------------


async def test_a_judge_call_pings_the_judge_role_once_and_a_judge_answers_it(
    arbiter_on: Arbiter, league: League
) -> None:
    arbiter = arbiter_on
    await league_of(arbiter, league, 4)
    status = await round_one(arbiter, league)
    one, two = status.pairings
    player = league.user(one.players[0])
    table_one = welcome(arbiter, one.thread_id)
    refused(await press(arbiter, table_one, "Call a judge", player), "no judge role")
    await make_judges(arbiter)
    refused(await press(arbiter, table_one, "Call a judge", arbiter.stranger), "Only the players")

    called = await press(arbiter, table_one, "Call a judge", player)

    call = called.response
    assert call is not None and not called.ephemeral
    assert f"<@&{arbiter.judge_role.id}> A judge is wanted at round 1, table 1" in call.content
    assert call.role_mention_ids == [arbiter.judge_role.id] and call.mention_ids == []
    again = await press(arbiter, table_one, "Call a judge", league.user(one.players[1]))
    refused(again, "they were not pinged again")
    refused(await league.slash("league judge calls", player), "Only judges")
    listed = await league.slash("league judge calls", arbiter.judge)
    (embed,) = listed.embeds
    assert "1 open judge call" in (embed.title or "")
    assert f"#1 round 1, table 1 in <#{one.thread_id}>" in (embed.description or "")

    refused(await press(arbiter, call, "Answered", player), "Only a judge")
    answered = await press(arbiter, call, "Answered", arbiter.judge)
    assert f"Call #1 (round 1, table 1): <@{arbiter.judge.id}> is on it." in (
        answered.content or ""
    )
    listed = await league.slash("league judge calls", arbiter.judge)
    assert listed.embeds[0].description == "No open calls."
    refused(await press(arbiter, table_one, "Call a judge", player), "call again in")

    # With a judge channel (as Ask a judge uses), the role is pinged there, once.
    judges = await judges_ready(arbiter)
    second = await press(
        arbiter, welcome(arbiter, two.thread_id), "Call a judge", league.user(two.players[0])
    )
    assert "the judges were told in their channel" in (second.content or "")
    assert second.response is not None and second.response.role_mention_ids == []
    (post,) = posts_in(arbiter, judges)
    assert f"round 1, table 2 in <#{two.thread_id}>" in post.content
    allowed = sent_with(arbiter, post)["allowed_mentions"]
    assert allowed["roles"] == [arbiter.judge_role.id] and allowed["users"] == []
    done = await league.slash("league judge answered", arbiter.judge, call=2)
    assert "Call #2 (round 1, table 2)" in (done.content or "")
    refused(await league.slash("league judge answered", arbiter.judge, call=2), "answered already")
    refused(
        await league.slash("league judge answered", arbiter.judge, call=99), "no judge call #99"
    )


async def test_a_here_delivered_twice_is_applied_once(arbiter: Arbiter) -> None:
    """The second delivery of one press gets the first answer from the request log; a new
    press finds the player here already."""
    league = League(arbiter)
    await league_of(arbiter, league, 2)
    status = await round_one(arbiter, league)
    (table,) = status.pairings
    first = welcome(arbiter, table.thread_id)
    harness = arbiter.harness
    player = league.user(table.players[0])
    pressed = harness.component_payload(
        first.button("Here")["custom_id"], user=player, message=first
    )
    once = await harness.dispatch(pressed).wait()
    twice = await harness.dispatch(pressed, expect_response=False).wait()
    await harness.settle()
    said = f"{player.name} is here (round 1, table 1)."
    assert answer_sent(once) == answer_sent(twice) == said
    again = await press(arbiter, first, "Here", player)
    assert again.ephemeral and f"{player.name} is here already" in (again.content or "")


async def test_a_playoff_tables_thread_calls_a_judge_too(arbiter: Arbiter) -> None:
    """A playoff match's first message has Call a judge (no Here: no tardiness there)."""
    league = League(arbiter)
    await make_judges(arbiter)
    await league_of(arbiter, league, 4)
    await round_one(arbiter, league)
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    for pairing in status.pairings:
        loser = league.user(pairing.players[1])
        await slash(arbiter, "match concede", loser, league.threads[pairing.thread_id or 0])
    announced(await league.slash("league playoff start", arbiter.admin, size=4))
    (table, _) = (await arbiter.bot.playoffs.status(channel_id=league.channel.id)).current
    first = welcome(arbiter, table.thread_id)
    assert [b["label"] for b in first.buttons] == ["Call a judge"]

    called = await press(arbiter, first, "Call a judge", league.user(table.players[0]))

    assert called.response is not None
    assert "A judge is wanted at playoff round 1, table 1" in called.response.content
    assert called.response.role_mention_ids == [arbiter.judge_role.id]
