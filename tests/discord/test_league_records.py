"""League records and registration that hold (issue 20, items 11, 13 and 15), through
discord.py: impossible scores refused, league commands in a round's thread, closing a league,
and names that cannot be stored or belong to someone else."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import text

from bot.app.league.rounds import RoundView
from bot.core.league.table_result import TableResult
from bot.store.database import Database
from tests.discord.conftest import Arbiter, running_arbiter
from tests.discord.helpers import board_fields, slash
from tests.discord.test_leagues import League, refused
from tests.discord_harness import FakeChannel, RestCall


@pytest.fixture
async def league(arbiter: Arbiter) -> League:
    return League(arbiter)


async def test_impossible_scores_are_refused(arbiter: Arbiter, league: League) -> None:
    await league.slash("league create", arbiter.admin, name="Tuesday", game="magic")
    for person in league.people[:2]:
        await league.slash("league join", person)
    await league.slash("league round start", arbiter.admin)
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    (table,) = status.pairings
    thread = league.threads[table.thread_id or 0]
    await slash(arbiter, "match concede", league.user(table.players[1]), thread)
    for games in ("3-0", "2-2", "9-9-9", "0-0-9"):
        result = await league.slash("league result", arbiter.admin, round=1, table=1, games=games)
        assert result.ephemeral and "check the score" in (result.content or "").lower(), result
    refused(  # Arabic-Indic digits: \d would have read them as 2-1
        await league.slash("league result", arbiter.admin, round=1, table=1, games="\u0662-\u0661"),
        "wins-wins",
    )
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    assert status.pairings[0].result == TableResult(
        (2, 0, 0)
    )  # the match's own result: nothing recorded
    fixed = await league.slash("league result", arbiter.admin, round=1, table=1, games="2-1")
    assert ": 2-1-0" in (fixed.content or "")
    drawn = await league.slash("league result", arbiter.admin, round=1, table=1, games="0-0-3")
    assert ": 0-0-3" in (drawn.content or "")  # an intentional draw before any game


async def test_league_commands_in_a_round_thread_act_on_its_league(
    arbiter: Arbiter, league: League
) -> None:
    await league.slash("league create", arbiter.admin, name="Tuesday", game="magic")
    for person in league.people[:4]:
        await league.slash("league join", person)
    await league.slash("league round start", arbiter.admin)
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    table = status.pairings[0]
    thread = league.threads[table.thread_id or 0]
    player = league.user(table.players[0])

    standings = await slash(arbiter, "league standings", player, thread)
    assert "Tuesday" in (standings.embeds[0].title or ""), standings
    current = await slash(arbiter, "league round status", player, thread)
    assert current.ephemeral and "Round 1" in (current.content or "")
    late = league.people[4]
    joined = await slash(arbiter, "league join", late, thread)
    assert f"<@{late.id}> joined Tuesday" in (joined.content or ""), joined
    dropped = await slash(arbiter, "league drop", player, thread)
    assert "dropped from Tuesday after round 1" in (dropped.content or ""), dropped
    view = await arbiter.bot.leagues.league(channel_id=league.channel.id)
    assert len(view.players) == 5 and len(view.active_players) == 4


async def test_a_round_started_from_a_tables_thread_is_refused(
    arbiter: Arbiter, league: League
) -> None:
    """Typed in a table's thread, /league round start paired the next round and opened its
    tables' threads inside that thread (Discord refuses a thread in a thread): it is
    refused, naming the league's channel, and nothing is paired."""
    await league.slash("league create", arbiter.admin, name="Tuesday", game="magic", rounds=3)
    for person in league.people[:4]:
        await league.slash("league join", person)
    await league.slash("league round start", arbiter.admin)
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    for pairing in status.pairings:
        thread = league.threads[pairing.thread_id or 0]
        await slash(arbiter, "match concede", league.user(pairing.players[1]), thread)
    thread = league.threads[status.pairings[0].thread_id or 0]

    started = await slash(arbiter, "league round start", arbiter.admin, thread)

    refused(started, f"in the league's channel, <#{league.channel.id}>")
    assert (await arbiter.bot.leagues.round_status(channel_id=league.channel.id)).number == 1
    assert not arbiter.bot.unexpected_errors
    again = await league.slash("league round start", arbiter.admin)
    assert "Round 2 pairings" in str(again.followups), again
    # Nor does a league begin in the thread (its rounds could open no thread there).
    inner = await slash(arbiter, "league create", arbiter.admin, thread, name="In", game="magic")
    refused(inner, "a thread of Tuesday")
    standings = await slash(arbiter, "league standings", arbiter.alice, thread)
    assert "Tuesday" in (standings.embeds[0].title or ""), standings


async def test_a_player_who_dropped_is_told_plainly_that_joining_again_is_not_possible(
    arbiter: Arbiter, league: League
) -> None:
    """Only an organiser puts a dropped player back (/league reinstate): the refusal says
    when they dropped, that they are not paired again, and who can put them back."""
    await league.slash("league create", arbiter.admin, name="Tuesday", game="magic")
    for person in league.people[:4]:
        await league.slash("league join", person)
    early = league.people[3]
    dropped = await league.slash("league drop", early)  # before any round
    assert "dropped from Tuesday before round 1;" in (dropped.content or ""), dropped
    refused(await league.slash("league drop", early), "already dropped before round 1")
    listed = await league.slash("league players", arbiter.alice)
    assert "(dropped before round 1)" in (listed.embeds[0].description or ""), listed
    refused(await league.slash("league join", early), "You dropped from Tuesday before round 1")
    await league.slash("league round start", arbiter.admin)
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    player = league.user(status.pairings[0].players[0])
    await league.slash("league drop", player)  # during round 1

    again = await league.slash("league join", player)

    refused(again, "You dropped from Tuesday after round 1")
    assert "not paired again" in (again.content or "")
    assert "an organiser reinstates them (/league reinstate)" in (again.content or ""), again
    view = await arbiter.bot.leagues.league(channel_id=league.channel.id)
    assert len(view.players) == 4 and len(view.active_players) == 2


async def test_an_export_is_named_after_its_league_accents_and_all(
    arbiter: Arbiter, league: League
) -> None:
    """The export's file name keeps the letters of an accented name ("Liga de Otoño" was
    saved as liga-de-oto-o.json); a name with no Latin letters is league.json."""
    for name, file_name in (
        ("Liga de Otoño", "liga-de-otono.json"),
        ("Ligue d'Été 2026", "ligue-d-ete-2026.json"),
        ("日本リーグ", "league.json"),
    ):
        await league.slash("league create", arbiter.admin, name=name, game="magic")
        exported = await league.slash("league export", arbiter.alice)
        assert exported.response is not None
        [file] = exported.response.files
        assert file.filename == file_name, (name, file.filename)
        closed = await league.slash("league close", arbiter.admin)  # the next in its channel
        assert "is closed" in (closed.content or ""), closed


async def test_a_closed_league_takes_no_rounds_or_joins(arbiter: Arbiter, league: League) -> None:
    await league.slash("league create", arbiter.admin, name="One night", game="magic", rounds=1)
    for person in league.people[:4]:
        await league.slash("league join", person)
    await league.slash("league round start", arbiter.admin)
    late = league.people[4]
    refused(await league.slash("league join", late), "takes no new players")  # last round

    refused(await league.slash("league close", arbiter.alice), "organiser")
    refused(await league.slash("league close", arbiter.admin), "still being played")
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    for pairing in status.pairings:
        thread = league.threads[pairing.thread_id or 0]
        await slash(arbiter, "match concede", league.user(pairing.players[1]), thread)
    closed = await league.slash("league close", arbiter.admin)
    assert "One night is closed after 1 round:" in (closed.content or ""), closed

    # The league is there (its standings show it), closed: not "no league in this channel".
    refused(await league.slash("league join", late), "One night is closed")
    refused(await league.slash("league round start", arbiter.admin), "One night is closed")
    refused(await league.slash("league drop", arbiter.alice), "One night is closed")
    standings = await league.slash("league standings", arbiter.alice)  # still readable
    assert "One night" in (standings.embeds[0].title or "")
    exported = await league.slash("league export", arbiter.alice)
    assert exported.response is not None and exported.response.files
    # A new league can begin in the channel.
    created = await league.slash("league create", arbiter.admin, name="Next", game="magic")
    assert "League created" in (created.content or "")


async def test_a_player_cannot_take_a_registered_name_in_another_case(
    arbiter: Arbiter, league: League
) -> None:
    await league.slash("league create", arbiter.admin, name="Tuesday", game="magic")
    own = await league.slash("league join", arbiter.bob, name="bob")
    assert "joined" in (own.content or "")
    await league.slash("league join", arbiter.carol, name="Zed")
    refused(await league.slash("league join", arbiter.dave, name="zed"), "already called")
    view = await arbiter.bot.leagues.league(channel_id=league.channel.id)
    assert [name for name, _, _ in view.players] == ["bob", "Zed"]


async def test_a_player_cannot_take_another_members_name(arbiter: Arbiter, league: League) -> None:
    """Item 15 of issue 20: dave cannot join as "Bob" (another member's username, in another
    case) or as carol's server nickname, though neither has joined; the member search is the
    gateway's, by name, which needs no members intent. His own name stays his."""
    nicked = arbiter.harness.user(4321, "carla", nick="Lady Carol")
    await league.slash("league create", arbiter.admin, name="Tuesday", game="magic")
    refused(await league.slash("league join", arbiter.dave, name="Bob"), "another member")
    said = await league.slash("league join", arbiter.dave, name="lady carol")
    refused(said, "another member")
    assert f"<@{nicked.id}>" in (said.content or "")
    assert arbiter.harness.member_queries[-2:] == ["Bob", "lady carol"]
    view = await arbiter.bot.leagues.league(channel_id=league.channel.id)
    assert view.players == ()
    joined = await league.slash("league join", arbiter.dave, name=arbiter.dave.name)
    assert "joined Tuesday" in (joined.content or ""), joined


async def test_a_nul_in_a_name_is_refused_on_both_databases(arbiter_on: Arbiter) -> None:
    arbiter = arbiter_on
    league = League(arbiter)
    refused(
        await league.slash("league create", arbiter.admin, name="Tues\x00day", game="magic"),
        "NUL",
    )
    await league.slash("league create", arbiter.admin, name="Tuesday", game="magic")
    refused(await league.slash("league join", arbiter.alice, name="al\x00ice"), "NUL")
    view = await arbiter.bot.leagues.league(channel_id=league.channel.id)
    assert view.players == () and view.name == "Tuesday"


async def test_undo_in_an_earlier_rounds_thread_is_refused_once_the_next_is_paired(
    arbiter: Arbiter, league: League
) -> None:
    await league.slash("league create", arbiter.admin, name="Quick", game="magic", best_of=1)
    for person in league.people[:4]:
        await league.slash("league join", person)
    await league.slash("league round start", arbiter.admin)
    first = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    for pairing in first.pairings:  # a game concession ends each best of 1
        thread = league.threads[pairing.thread_id or 0]
        await slash(arbiter, "concede", league.user(pairing.players[1]), thread)
    table = first.pairings[0]
    thread = league.threads[table.thread_id or 0]
    winner, loser = (league.user(name) for name in table.players)
    # While round 1 is the current round, its winner can still take the game back.
    undone = await slash(arbiter, "undo", winner, thread)
    assert not undone.ephemeral, undone
    await slash(arbiter, "concede", loser, thread)
    before = await arbiter.bot.leagues.standings(channel_id=league.channel.id)

    await league.slash("league round start", arbiter.admin)  # round 2 is paired
    refused(await slash(arbiter, "undo", winner, thread), "result is closed")
    refused(await slash(arbiter, "undo", arbiter.admin, thread), "/league result")
    assert await arbiter.bot.leagues.standings(channel_id=league.channel.id) == before


async def test_a_write_the_database_does_not_answer_is_told_and_lets_go(
    postgres_database: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 20, item 8: another connection holds the league's row (a stuck transaction, a
    connection gone silent). A /league join waits a bounded time, is told Arbiter cannot
    tell whether it was saved, and lets the channel go: the next command is answered."""
    async with running_arbiter(postgres_database.url) as arbiter:
        league = League(arbiter)
        await league.slash("league create", arbiter.admin, name="Tuesday", game="magic")
        monkeypatch.setattr(arbiter.bot.leagues, "write_wait", 1.0)
        async with postgres_database.engine.connect() as blocker:
            await blocker.execute(text("SELECT id FROM league FOR UPDATE"))  # and holds it
            started = asyncio.get_running_loop().time()
            stuck = await league.slash("league join", arbiter.alice)
            assert asyncio.get_running_loop().time() - started < 10
            refused(stuck, "cannot tell whether this was saved")
            await blocker.rollback()
        joined = await league.slash("league join", arbiter.bob)
        assert "joined" in (joined.content or ""), joined
        again = await league.slash("league join", arbiter.alice)  # it had not been saved
        assert "joined Tuesday (2 players)" in (again.content or ""), again


async def test_a_judges_fix_on_a_live_match_is_refused_or_closes_it(
    arbiter: Arbiter, league: League
) -> None:
    await league.slash("league create", arbiter.admin, name="Tuesday", game="magic")
    for person in league.people[:2]:
        await league.slash("league join", person)
    await league.slash("league round start", arbiter.admin)
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    (table,) = status.pairings
    thread = league.threads[table.thread_id or 0]
    first, second = (league.user(name) for name in table.players)
    await slash(arbiter, "concede", second, thread)  # game 1 to the first seat; game 2 is on

    refused(  # by default a fix waits for the players
        await league.slash("league result", arbiter.admin, round=1, table=1, games="0-2"),
        "still being played",
    )
    assert (await arbiter.bot.leagues.round_status(channel_id=league.channel.id)).unfinished

    closed = await league.slash(
        "league result", arbiter.admin, round=1, table=1, games="0-2", live="close"
    )
    assert "Fixed by a judge" in (closed.content or ""), closed
    told = league.thread_messages(thread.id)[-1]
    assert "A judge recorded this table's result for the league" in told and "0-2" in told
    # The match itself ends with the judge's result, not "match ended early" with the first
    # seat ahead 1-0: its thread, its board, its history and the standings agree.
    said = f"{second.name} wins the match (recorded by a judge): {first.name} 0, {second.name} 2"
    assert said in told, told
    match = await arbiter.bot.service.status(channel_id=thread.id)
    assert match.status == "finished" and match.wins == (0, 2)
    assert match.result is not None and match.result.winners == (second.name,)
    boards = [m for m in arbiter.harness.channel_history(thread.id) if m.embeds]
    assert said in board_fields(boards[-1])["Result"]
    # The players cannot finish it the other way any more: thread and standings agree.
    refused(await slash(arbiter, "concede", first, thread), "here is over")  # names the result
    rows = {
        s.player: s.points
        for s in await arbiter.bot.leagues.standings(channel_id=league.channel.id)
    }
    assert rows == {table.players[0]: 0, table.players[1]: 3}


async def one_table_after_game_one(
    arbiter: Arbiter, league: League
) -> tuple[RoundView, FakeChannel]:
    """A two-player league's round 1, its one table's game 1 won by the first seat before
    time, game 2 not begun: the round and the table's thread."""
    await league.slash("league create", arbiter.admin, name="Late", game="magic")
    for person in league.people[:2]:
        await league.slash("league join", person)
    await league.slash("league round start", arbiter.admin)
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    (table,) = status.pairings
    thread = league.threads[table.thread_id or 0]
    await slash(arbiter, "concede", league.user(table.players[1]), thread)
    return status, thread


async def test_a_game_not_begun_at_time_cannot_decide_the_match(
    arbiter: Arbiter, league: League
) -> None:
    """Issue 20, item 9: game 1 is over before time and game 2 has not begun (nobody chose
    play or draw, nothing reported). At time the match ends 1-0; a report in game 2 after
    time is refused, so a 1-0 never becomes a 1-1 draw (MTG MTR 2.4)."""
    status, thread = await one_table_after_game_one(arbiter, league)
    (table,) = status.pairings
    first = league.user(table.players[0])

    await arbiter.bot.services.clock.post_notices(status.deadline)
    told = league.thread_messages(thread.id)[-1]
    assert "game 2 had not begun" in told and "no new game starts after time" in told, told
    refused(await slash(arbiter, "concede", first, thread), "here is over")  # names the result
    match = await arbiter.bot.service.status(channel_id=thread.id)
    assert match.status == "finished" and match.wins == (1, 0)
    rows = {
        s.player: s.points
        for s in await arbiter.bot.leagues.standings(channel_id=league.channel.id)
    }
    assert rows == {table.players[0]: 3, table.players[1]: 0}


async def test_a_report_in_a_game_begun_after_time_is_refused(
    arbiter: Arbiter, league: League
) -> None:
    """Issue 20, item 9: time is called (the round's clock ran) while a table is between
    games, before the clock's post ends its match. A report in game 2 then would begin it
    after time: it is refused with the reason, so a 1-0 never becomes a 1-1 draw (MTG MTR
    2.4); ended at time, the match stays 1-0."""
    status, thread = await one_table_after_game_one(arbiter, league)
    (table,) = status.pairings
    first, second = (league.user(name) for name in table.players)

    await arbiter.bot.leagues.clock(status.deadline)  # time is called; not yet posted
    told = ""
    for user, command, options in (
        (first, "concede", {}),
        (second, "life", {"change": -3}),
    ):
        answer = await slash(arbiter, command, user, thread, **options)
        refused(answer, "Time was called before game 2 began")
        told = answer.content or ""
    assert "no new game starts after time (MTG MTR 2.4)" in told, told
    assert f"{table.players[0]} 1, {table.players[1]} 0" in told, told
    match = await arbiter.bot.service.status(channel_id=thread.id)
    assert match.status == "active" and match.wins == (1, 0) and not match.game.reports
    ended = await slash(arbiter, "match end", arbiter.admin, thread)
    assert f"{table.players[0]} wins the match" in (ended.content or ""), ended
    rows = {
        s.player: s.points
        for s in await arbiter.bot.leagues.standings(channel_id=league.channel.id)
    }
    assert rows == {table.players[0]: 3, table.players[1]: 0}


async def test_a_warning_posted_late_says_the_time_really_left(
    arbiter: Arbiter, league: League
) -> None:
    """The bot was down when the 10-minute warning fell due (a restart keeps the clock): at
    7 minutes left the league channel is told 7 minutes, not 10; a warning still waiting
    when time is called is not posted at all."""
    await league.slash("league create", arbiter.admin, name="Tuesday", game="magic")
    for person in league.people[:4]:
        await league.slash("league join", person)
    await league.slash("league round start", arbiter.admin)
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    clock = arbiter.bot.services.clock

    def channel_says(text: str) -> int:
        history = arbiter.harness.channel_history(league.channel.id)
        return sum(text in m.content for m in history)

    await clock.post_notices(status.deadline - timedelta(minutes=7))
    assert channel_says("Round 1: 7 minutes left (tables 1, 2 still playing).") == 1
    assert channel_says("10 minutes left") == 0

    down = [True]
    post = arbiter.harness._routes[("POST", "/channels/{channel_id}/messages")]

    def refused_while_down(call: RestCall) -> Any:
        if down[0] and call.param("channel_id") == league.channel.id:
            raise arbiter.harness.http_error(500, 0, "Internal Server Error")
        return post(call)

    arbiter.harness.route("POST", "/channels/{channel_id}/messages", refused_while_down)
    await clock.post_notices(status.deadline - timedelta(seconds=30))  # refused
    down[0] = False
    await clock.post_notices(status.deadline + timedelta(seconds=1))
    assert channel_says("5 minutes left") == 0 and channel_says(" minute left") == 0
    assert channel_says(": time.") == 1
