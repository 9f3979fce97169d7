"""Round starts that hold (issue 20, items 1-4), through discord.py: a start resent while the
first is still opening threads, a re-pair in the middle of a start, a table that cannot start,
and Discord errors other than 403 half-way through."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from sqlalchemy import update

from bot.core.languages import TRANSLATED, Language
from bot.core.messages import Message
from bot.faces.i18n import translate
from bot.store.tables.leagues import LeaguePlayer
from tests.discord.conftest import Arbiter
from tests.discord.helpers import slash
from tests.discord.test_leagues import League, announced, refused
from tests.discord_harness import RestCall


@pytest.fixture
async def league(arbiter: Arbiter) -> League:
    return League(arbiter)


async def league_of(league: League, players: int) -> None:
    await league.slash("league create", league.arbiter.admin, name="Tuesday", game="magic")
    for person in league.people[:players]:
        await league.slash("league join", person)


def slow_threads(league: League, opening: asyncio.Event | None = None) -> None:
    """Discord takes a while to open each thread (a paced REST budget, a slow gateway)."""

    async def slow(call: RestCall) -> dict[str, Any]:
        if opening is not None:
            opening.set()
        await asyncio.sleep(0.05)
        return league._open_thread(call)

    league.arbiter.harness.route("POST", "/channels/{channel_id}/threads", slow)


def pings_per_player(league: League) -> dict[int, int]:
    pings: dict[int, int] = {}
    for thread_id in league.threads:
        for message in league.arbiter.harness.channel_history(thread_id):
            for user_id in message.mention_ids:
                pings[user_id] = pings.get(user_id, 0) + 1
    return pings


async def test_a_start_resent_while_the_first_opens_threads_opens_each_table_once(
    arbiter: Arbiter, league: League
) -> None:
    await league_of(league, 8)
    slow_threads(league)
    harness = arbiter.harness
    first = harness.dispatch(
        harness.slash_payload("league round start", user=arbiter.admin, channel=league.channel)
    )
    await asyncio.sleep(0.02)  # "Arbiter is thinking...": the organiser sends it again
    second = harness.dispatch(
        harness.slash_payload("league round start", user=arbiter.admin, channel=league.channel)
    )
    assert "Round 1 pairings" in announced(await first.wait())
    refused(await second.wait(), "still being played")  # it waited for the first

    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    assert len(league.threads) == len(status.pairings) == 4  # not 8
    assert {p.thread_id for p in status.pairings} == set(league.threads)
    assert pings_per_player(league) == {p.id: 1 for p in league.people[:8]}  # each pinged once


async def test_a_table_is_claimed_in_the_database_across_processes(
    arbiter: Arbiter, league: League
) -> None:
    """A second process (its own service and database connection) finds the table claimed."""
    from bot.app.league.table_starts import TableStarts
    from bot.app.match import MatchService
    from bot.store.database import Database

    await league_of(league, 4)
    leagues = arbiter.bot.leagues
    view = await leagues.start_round(channel_id=league.channel.id, actor=_organiser(arbiter))
    other_db = Database(arbiter.database_url)
    mine_here = arbiter.bot.services.table_starts
    other = TableStarts(other_db, MatchService(other_db))
    try:
        mine = await mine_here.claim(view.pairings[0])
        assert mine is not None
        assert await other.claim(view.pairings[0]) is None  # held by the first
        theirs = await other.claim(view.pairings[1])
        assert theirs is not None and await mine_here.claim(view.pairings[1]) is None
        await mine_here.release(mine.ref)  # a failed step leaves it free
        assert await other.claim(view.pairings[0]) is not None
    finally:
        await other_db.close()


async def test_a_round_start_finding_a_table_held_elsewhere_says_so_privately(
    arbiter: Arbiter, league: League
) -> None:
    """Another process holds table 1 (its start is under way, or it died): /league round
    start here opens table 2 and tells the organiser privately that table 1 is being started
    elsewhere. It answered "That was recorded, but something went wrong", and logged a crash."""
    from bot.app.league.table_starts import TableStarts
    from bot.app.match import MatchService
    from bot.store.database import Database

    await league_of(league, 4)
    view = await arbiter.bot.leagues.start_round(
        channel_id=league.channel.id, actor=_organiser(arbiter)
    )
    other_db = Database(arbiter.database_url)
    try:
        other = TableStarts(other_db, MatchService(other_db))
        assert await other.claim(view.pairings[0]) is not None
        answer = await league.slash("league round start", arbiter.admin)
    finally:
        await other_db.close()
    refused(answer, "being started by another /league round start (table 1)")
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    assert [p.table for p in status.unstarted] == [1] and len(league.threads) == 1
    assert not arbiter.bot.unexpected_errors


def _organiser(arbiter: Arbiter) -> Any:
    from bot.app.match import Actor

    return Actor(arbiter.admin.id, is_judge=True)


async def test_a_repair_while_a_start_is_under_way_is_refused(
    arbiter: Arbiter, league: League
) -> None:
    await league_of(league, 8)
    opening = asyncio.Event()
    slow_threads(league, opening)
    harness = arbiter.harness
    start = harness.dispatch(
        harness.slash_payload("league round start", user=arbiter.admin, channel=league.channel)
    )
    await opening.wait()
    refused(await league.slash("league round repair", arbiter.admin), "being started")
    assert "Round 1 pairings" in announced(await start.wait())
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    for pairing in status.pairings:  # each thread named for, and pinging, its own players
        thread = league.threads[pairing.thread_id or 0]
        assert thread.name.endswith(" vs ".join(pairing.players))
        (first, *_) = harness.channel_history(thread.id)
        assert sorted(first.mention_ids) == sorted(u for u in pairing.user_ids if u)
    assert len(league.threads) == 4
    # Once started, a re-pair is refused as before (its matches are under way).
    refused(await league.slash("league round repair", arbiter.admin), "has started")


@pytest.mark.parametrize(
    ("status", "code", "message", "says"),
    [
        (400, 160006, "Maximum number of active threads reached", "limit of active threads"),
        (404, 10003, "Unknown Channel", "was it deleted"),
        (502, 0, "Bad Gateway", "Discord had an error (502)"),
    ],
)
async def test_a_discord_error_half_way_leaves_the_start_resumable(
    arbiter: Arbiter, league: League, status: int, code: int, message: str, says: str
) -> None:
    await league_of(league, 6)
    calls: list[RestCall] = []

    def flaky(call: RestCall) -> dict[str, Any]:
        calls.append(call)
        if len(calls) == 2:
            raise arbiter.harness.http_error(status, code, message)
        return league._open_thread(call)

    arbiter.harness.route("POST", "/channels/{channel_id}/threads", flaky)
    stopped = announced(await league.slash("league round start", arbiter.admin))
    # Tables start several at a time: the third may have been under way when the second
    # failed (then it finished), or not begun.
    halted = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    assert [p.table for p in halted.unstarted] in ([2], [2, 3])
    assert f"{3 - len(halted.unstarted)} of 3 matches started" in stopped and says in stopped
    assert "again to start the rest" in stopped and "do not send" not in stopped.lower()
    assert not arbiter.bot.unexpected_errors

    resumed = announced(await league.slash("league round start", arbiter.admin))
    assert "Round 1 pairings" in resumed
    view = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    assert view.unstarted == () and len(league.threads) == 3
    assert len({p.match_id for p in view.pairings}) == 3


async def test_a_table_that_cannot_start_is_unstuck_by_a_judges_result(
    arbiter: Arbiter, league: League
) -> None:
    """A name stored before names were checked (a NUL in it) cannot be put in a match: the
    table fails, and a judge's result settles it; round start then leaves it alone."""
    await league_of(league, 4)
    bad = league.people[3]
    async with arbiter.bot.database.transaction() as session:
        await session.execute(
            update(LeaguePlayer).where(LeaguePlayer.user_id == bad.id).values(name="da\x00ve")
        )
    first = announced(await league.slash("league round start", arbiter.admin))
    assert "1 of 2 matches started" in first and "again to start the rest" in first
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    (stuck,) = status.unstarted
    fixed = await league.slash(
        "league result", arbiter.admin, round=1, table=stuck.table, games="2-0"
    )
    assert "Fixed by a judge" in (fixed.content or "")
    threads = len(league.threads)
    again = await league.slash("league round start", arbiter.admin)
    refused(again, "still being played")  # the other table: not the fixed one
    assert len(league.threads) == threads  # no thread opened for the fixed table
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    assert status.unstarted == () and [p.table for p in status.unfinished] != [stuck.table]
    done = next(p for p in status.pairings if p.table != stuck.table)
    thread = league.threads[done.thread_id or 0]
    await slash(arbiter, "match concede", league.user(done.players[1]), thread)
    dropped = await league.slash("league drop", arbiter.admin, player=bad)  # a judge drops it
    assert "dropped" in (dropped.content or "")
    assert "Round 2 pairings" in announced(await league.slash("league round start", arbiter.admin))


async def test_a_round_being_paired_does_not_hold_up_other_channels(
    arbiter: Arbiter, league: League, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 20, item 10: pairing a large league takes seconds. It runs in a worker thread,
    so a /life in a match elsewhere is answered while the round is still being paired."""
    import threading
    import time

    from bot.app.league import rounds
    from tests.discord import helpers

    await league_of(league, 4)
    await helpers.start(arbiter)  # alice vs bob at another table
    began, done = threading.Event(), threading.Event()
    pair = rounds.pair

    def slow_pairing(planned: Any) -> Any:
        began.set()
        time.sleep(1.5)  # a large league: the thread is busy, the event loop must not be
        done.set()
        return pair(planned)

    monkeypatch.setattr(rounds, "pair", slow_pairing)
    harness = arbiter.harness
    start = harness.dispatch(
        harness.slash_payload("league round start", user=arbiter.admin, channel=league.channel)
    )
    await asyncio.to_thread(began.wait, 10)  # the pairing thread is at work
    life = await slash(arbiter, "life", arbiter.alice, change=-3)
    assert not done.is_set(), "the /life waited for the pairing"
    assert "17" in (life.content or ""), life
    assert "Round 1 pairings" in announced(await start.wait())


async def test_a_round_being_paired_again_does_not_hold_up_other_channels(
    arbiter: Arbiter, league: League, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 20, item 10: `/league round repair` pairs in a worker thread outside its write,
    like a round start: a /life elsewhere is answered while the round is paired again."""
    import threading
    import time

    from bot.app.league import rounds
    from tests.discord import helpers

    await league_of(league, 4)

    def forbidden(call: RestCall) -> dict[str, Any]:
        raise arbiter.harness.http_error(403, 50001, "Missing Access")

    arbiter.harness.route("POST", "/channels/{channel_id}/threads", forbidden)
    announced(await league.slash("league round start", arbiter.admin))  # no table starts
    first = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    assert len(first.unstarted) == 2
    arbiter.harness.route("POST", "/channels/{channel_id}/threads", league._open_thread)
    late = league.people[4]
    await league.slash("league join", late)

    await helpers.start(arbiter)  # alice vs bob at another table
    began, done = threading.Event(), threading.Event()
    pair = rounds.pair_next_round

    def slow_pairing(*args: Any) -> Any:
        began.set()
        time.sleep(1.5)  # a large league: the thread is busy, the event loop must not be
        done.set()
        return pair(*args)

    monkeypatch.setattr(rounds, "pair_next_round", slow_pairing)
    harness = arbiter.harness
    repair = harness.dispatch(
        harness.slash_payload("league round repair", user=arbiter.admin, channel=league.channel)
    )
    assert await asyncio.to_thread(began.wait, 10)  # the pairing is at work
    life = await slash(arbiter, "life", arbiter.alice, change=-3)
    assert not done.is_set(), "the /life waited for the pairing"
    assert "17" in (life.content or ""), life
    repaired = await repair.wait()
    assert "Round 1 paired again" in str(repaired), repaired
    again = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    seated = {p for pairing in again.pairings for p in pairing.players} | set(again.byes)
    assert late.name in seated and len(seated) == 5
    assert not arbiter.bot.unexpected_errors


@pytest.mark.parametrize("language", TRANSLATED)
async def test_a_discord_error_stopping_a_start_is_said_in_the_servers_language(
    arbiter: Arbiter, league: League, language: Language
) -> None:
    """What Discord's refusal means and what to do about it was English in every language."""
    await slash(arbiter, "arbiter config", arbiter.admin, language=language.value)
    await league_of(league, 6)
    calls: list[RestCall] = []

    def flaky(call: RestCall) -> dict[str, Any]:
        calls.append(call)
        if len(calls) == 2:
            raise arbiter.harness.http_error(400, 160006, "Maximum number of active threads")
        return league._open_thread(call)

    arbiter.harness.route("POST", "/channels/{channel_id}/threads", flaky)
    stopped = announced(
        await arbiter.harness.slash(
            "league round start",
            user=arbiter.admin,
            channel=league.channel,
            locale=language.value.replace("_", "-"),
        )
    )
    limit = Message(
        "The server has reached Discord's limit of active threads: archive some "
        "finished threads first."
    )
    assert translate(limit, language) in stopped, stopped
    assert "active threads" not in stopped, stopped
