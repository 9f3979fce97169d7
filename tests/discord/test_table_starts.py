"""Every table a league or a playoff opens is opened once and its players told (issue 29),
through discord.py, on SQLite and PostgreSQL: two semifinals ending at once, the clock's tick
racing the last semifinal, /league playoff start and /league playoff next each delivered twice
at once, a second process on the same database; a welcome message Discord refuses; a bot
killed between the commit that links a table's match and the ping; and, as a property, any
interleaving of these."""

from __future__ import annotations

import asyncio
import collections
import os
import signal
import sys
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.app.league.playoffs import PlayoffTable
from bot.app.league.table_starts import CLAIM_FOR
from bot.store.database import Database
from bot.store.tables.matches import utcnow
from tests.discord.conftest import Arbiter, running_arbiter
from tests.discord.helpers import slash
from tests.discord.test_leagues import League, announced, refused
from tests.discord.test_playoffs import four_players_one_round
from tests.discord.test_requests import model_redelivery
from tests.discord_harness import RestCall

THREADS = ("POST", "/channels/{channel_id}/threads")
MESSAGES = ("POST", "/channels/{channel_id}/messages")


def threads_named(league: League, part: str) -> list[int]:
    return [t.id for t in league.threads.values() if part in t.name]


def welcomes(league: League) -> collections.Counter[int]:
    """How often each player was pinged in the league's threads."""
    pinged: collections.Counter[int] = collections.Counter()
    for thread_id in league.threads:
        for message in league.arbiter.harness.channel_history(thread_id):
            pinged.update(message.mention_ids)
    return pinged


def slow_threads(
    league: League, meanwhile: Callable[[], Awaitable[Any]] | None = None
) -> list[RestCall]:
    """Discord takes a while to open each thread; `meanwhile` runs while the first opens."""
    calls: list[RestCall] = []

    async def slow(call: RestCall) -> dict[str, Any]:
        calls.append(call)
        if meanwhile is not None and len(calls) == 1:
            await meanwhile()
        await asyncio.sleep(0.05)
        return league._open_thread(call)

    league.arbiter.harness.route(*THREADS, slow)
    return calls


async def play(league: League, table: PlayoffTable, command: str, player: str) -> None:
    """`command` sent by `player` in the table's thread."""
    await slash(league.arbiter, command, league.user(player), league.threads[table.thread_id or 0])


async def semifinals(arbiter: Arbiter, league: League) -> tuple[PlayoffTable, ...]:
    await four_players_one_round(arbiter, league)
    announced(await league.slash("league playoff start", arbiter.admin, size=4))
    return (await arbiter.bot.playoffs.status(channel_id=league.channel.id)).current


async def assert_each_table_opened_once(arbiter: Arbiter, league: League) -> None:
    """One thread per playoff match, its match in it, its players pinged there once."""
    view = await arbiter.bot.playoffs.status(channel_id=league.channel.id)
    for table in view.tables:
        name = f"{view.round_name(table.round)} · Table {table.table}:"
        assert threads_named(league, name) == [table.thread_id], name
        match = await arbiter.bot.service.status(channel_id=table.thread_id or 0)
        assert match.id == table.match_id
        told = [m for m in arbiter.harness.channel_history(table.thread_id or 0) if m.mention_ids]
        assert len(told) == 1 and sorted(told[0].mention_ids) == sorted(
            u for u in table.user_ids if u
        )
    assert not arbiter.bot.unexpected_errors


async def test_two_semifinals_ending_at_once_open_the_final_once(arbiter_on: Arbiter) -> None:
    arbiter, league = arbiter_on, League(arbiter_on)
    semis = await semifinals(arbiter, league)
    slow_threads(league)
    harness = arbiter.harness
    ends = [
        harness.dispatch(
            harness.slash_payload(
                "match concede",
                user=league.user(semi.players[1]),
                channel=league.threads[semi.thread_id or 0],
            )
        )
        for semi in semis
    ]
    for end in ends:
        await end.wait()
    (final,) = (await arbiter.bot.playoffs.status(channel_id=league.channel.id)).current
    assert final.round == 2 and final.started
    await assert_each_table_opened_once(arbiter, league)
    listed = [m for m in harness.channel_history(league.channel.id) if "Final" in m.content]
    assert len(listed) == 1  # the final's list, posted once


async def test_the_clock_racing_the_last_semifinal_opens_the_final_once(
    arbiter_on: Arbiter,
) -> None:
    """The clock ticks while the last semifinal's end is opening the final's thread."""
    arbiter, league = arbiter_on, League(arbiter_on)
    first, last = await semifinals(arbiter, league)
    await play(league, first, "match concede", first.players[1])
    ticks: list[list[int]] = []

    async def tick() -> None:
        ticks.append(await arbiter.bot.services.playoff_advance.tick())

    slow_threads(league, tick)
    await play(league, last, "match concede", last.players[1])
    assert ticks == [[]]  # the tick found the final being opened and left it alone
    await assert_each_table_opened_once(arbiter, league)
    assert await arbiter.bot.services.playoff_advance.tick() == []


async def delivered_twice_at_once(league: League, command: str, **options: Any) -> None:
    """The organiser's `command`, and Discord delivering the same interaction again while
    the first delivery is opening threads."""
    harness = league.arbiter.harness
    payload = harness.slash_payload(
        command, user=league.arbiter.admin, channel=league.channel, options=options
    )
    first = harness.dispatch(payload)
    await asyncio.sleep(0.02)
    again = harness.dispatch(payload, expect_response=False)
    await first.wait()
    await again.wait()
    await harness.settle()


@pytest.mark.parametrize("command", ["league playoff start", "league playoff next"])
async def test_a_playoff_command_delivered_twice_at_once_opens_each_match_once(
    arbiter_on: Arbiter, command: str
) -> None:
    """Discord delivers the organiser's command again while the first delivery opens the
    semifinals' threads (/league playoff next: after a start Discord stopped at once)."""
    arbiter, league = arbiter_on, League(arbiter_on)
    model_redelivery(arbiter)
    await four_players_one_round(arbiter, league)
    options: dict[str, Any] = {"size": 4}
    if command == "league playoff next":

        def refused_thread(call: RestCall) -> dict[str, Any]:
            raise arbiter.harness.http_error(403, 50013, "Missing Permissions")

        arbiter.harness.route(*THREADS, refused_thread)
        stopped = announced(await league.slash("league playoff start", arbiter.admin, size=4))
        assert "0 of 2 matches started" in stopped
        options = {}
    slow_threads(league)
    await delivered_twice_at_once(league, command, **options)
    await assert_each_table_opened_once(arbiter, league)
    assert len(league.threads) == 2 + 2  # the round's two, the semifinals' two


async def test_a_final_claimed_by_another_process_is_not_opened_here(
    arbiter_on: Arbiter, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A second bot process on the same database (its own engine) claims the final the moment
    the last semifinal ends here: this process opens no thread for it. The other process
    dies before opening it: once its claim has run out, this process's clock opens it."""
    from bot.app.league.playoffs import PlayoffService
    from bot.app.league.table_starts import TableStarts
    from bot.app.match import MatchService

    arbiter, league = arbiter_on, League(arbiter_on)
    first, last = await semifinals(arbiter, league)
    await play(league, first, "match concede", first.players[1])
    other_db = Database(arbiter.database_url)
    claimed: list[Any] = []
    try:
        matches = MatchService(other_db)
        other_playoffs, other_tables = (
            PlayoffService(other_db, matches),
            TableStarts(other_db, matches),
        )
        advance = arbiter.bot.playoffs.advance

        async def the_other_process_first(**kwargs: Any) -> Any:
            if not claimed:  # the other process stores the final and claims it
                (final,) = (await other_playoffs.advance(channel_id=league.channel.id)).unstarted
                claimed.append(await other_tables.claim(final))
            return await advance(**kwargs)

        monkeypatch.setattr(arbiter.bot.playoffs, "advance", the_other_process_first)
        calls = slow_threads(league)
        await play(league, last, "match concede", last.players[1])
        monkeypatch.undo()
        assert claimed and claimed[0] is not None and calls == []  # no thread opened here
        view = await arbiter.bot.playoffs.status(channel_id=league.channel.id)
        assert [t.round for t in view.unstarted] == [2]
        assert await arbiter.bot.services.playoff_advance.tick() == []  # still the other's
    finally:
        await other_db.close()
    later = utcnow() + CLAIM_FOR + timedelta(seconds=1)
    assert await arbiter.bot.services.playoff_advance.tick(later) == [league.channel.id]
    await assert_each_table_opened_once(arbiter, league)


@pytest.mark.parametrize(
    ("status", "code", "message"),
    [
        (403, 50001, "Missing Access"),
        (404, 10003, "Unknown Channel"),
        (500, 0, "Internal Server Error"),
    ],
)
async def test_a_refused_welcome_is_told_to_the_organiser_and_sent_again(
    arbiter_on: Arbiter, status: int, code: int, message: str
) -> None:
    """Discord refuses the first message in table 2's thread: the organiser hears that table
    2's players were not told, and /league round start again tells them, in the same thread
    and the same match."""
    arbiter, league = arbiter_on, League(arbiter_on)
    await league.slash("league create", arbiter.admin, name="Tuesday", game="magic")
    for person in league.people[:4]:
        await league.slash("league join", person)
    harness = arbiter.harness
    post = harness._routes[MESSAGES]
    refusing: list[int] = []

    def refuse_table_two(call: RestCall) -> Any:
        thread = league.threads.get(call.param("channel_id"))
        if thread is not None and "Table 2" in thread.name and "your match" in str(call.json):
            refusing.append(thread.id)
            raise harness.http_error(status, code, message)
        return post(call)

    harness.route(*MESSAGES, refuse_table_two)
    said = announced(await league.slash("league round start", arbiter.admin))
    assert "1 of 2 matches started" in said, said
    assert "table 2's players were not told" in said.lower(), said
    assert "again" in said and "Round 1 pairings" not in said
    view = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    one, two = view.pairings
    assert one.started and not two.started and two.match_id is not None
    assert not arbiter.bot.unexpected_errors

    harness.route(*MESSAGES, post)  # Discord takes it now
    threads = set(league.threads)
    assert "Round 1 pairings" in announced(await league.slash("league round start", arbiter.admin))
    assert set(league.threads) == threads  # no new thread
    view = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    assert view.unstarted == () and view.pairings[1].match_id == two.match_id
    assert welcomes(league) == {p.id: 1 for p in league.people[:4]}  # each told once


async def test_a_refused_playoff_welcome_is_told_to_the_organiser(arbiter: Arbiter) -> None:
    league = League(arbiter)
    await four_players_one_round(arbiter, league)
    harness = arbiter.harness
    post = harness._routes[MESSAGES]

    def refuse_semifinal_one(call: RestCall) -> Any:
        thread = league.threads.get(call.param("channel_id"))
        if thread is not None and "Semifinals · Table 1" in thread.name:
            raise harness.http_error(403, 50001, "Missing Access")
        return post(call)

    harness.route(*MESSAGES, refuse_semifinal_one)
    said = announced(await league.slash("league playoff start", arbiter.admin, size=4))
    assert "1 of 2 matches started" in said and "table 1's players were not told" in said.lower()
    assert "/league playoff next" in said
    harness.route(*MESSAGES, post)
    assert "Semifinals" in announced(await league.slash("league playoff next", arbiter.admin))
    await assert_each_table_opened_once(arbiter, league)
    refused(await league.slash("league playoff next", arbiter.admin), "still being played")


# -- a bot killed between the commit that links a table's match and its players' ping --------

ROOT = Path(__file__).resolve().parents[2]


async def run_killed_start(url: str, stage: str) -> tuple[int, int]:
    """tests/support/table_start_killed.py on `url`, which SIGKILLs itself right after the
    commit that links a table's match: (the league channel, that table's thread)."""
    pythonpath = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH", "")]))
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "tests.support.table_start_killed",
        url,
        stage,
        cwd=ROOT,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        env={**os.environ, "PYTHONPATH": pythonpath},
    )
    out, err = await asyncio.wait_for(process.communicate(), timeout=120)
    said = dict(line.split(" ", 1) for line in out.decode().splitlines())
    assert process.returncode == -signal.SIGKILL, (said, err.decode()[-3000:])
    return int(said["CHANNEL"]), int(said["LINKED"])


async def tables_of(arbiter: Arbiter, stage: str, channel_id: int) -> tuple[Any, ...]:
    if stage == "round":
        return (await arbiter.bot.leagues.round_status(channel_id=channel_id)).pairings
    return (await arbiter.bot.playoffs.status(channel_id=channel_id)).current


@pytest.mark.parametrize("stage", ["round", "playoff"])
async def test_a_bot_killed_between_the_link_and_the_ping_is_finished_after_a_restart(
    database: Database, stage: str
) -> None:
    """The bot dies (SIGKILL) after a table's match is linked and before its players are
    pinged. A fresh bot on the same database leaves the table alone while the dead start's
    claim lasts (that start might be alive elsewhere), then its clock finishes it: the
    players are told in the thread the dead bot opened, of the match it started; every other
    table is finished too, and nothing is opened twice."""
    channel_id, killed_thread = await run_killed_start(database.url, stage)
    async with running_arbiter(database.url) as arbiter:
        league = League(arbiter)
        league.channel = arbiter.harness.channel("league", channel_id=channel_id)
        before = await tables_of(arbiter, stage, channel_id)
        (killed,) = [t for t in before if t.thread_id == killed_thread]
        assert killed.match_id is not None and not killed.started  # linked, nobody told
        for table in before:
            if table.thread_id is not None:
                league.threads[table.thread_id] = arbiter.harness.channel(
                    f"table {table.table}", channel_id=table.thread_id
                )
        kept = set(league.threads)

        # At once, the dead start's claims hold: nothing is opened or told twice.
        await arbiter.bot.services.clock.finish_abandoned()
        assert not any(arbiter.harness.channel_history(t) for t in league.threads)
        if stage == "round":
            waiting = await league.slash("league round start", arbiter.admin)
            refused(waiting, "being started by another")
        else:
            waiting = await league.slash("league playoff next", arbiter.admin)
            assert waiting.ephemeral and "being started elsewhere" in str(waiting), waiting
        assert set(league.threads) == kept

        # Once the claims ran out, the clock's tick finishes every table.
        later = utcnow() + CLAIM_FOR + timedelta(seconds=1)
        await arbiter.bot.services.clock.finish_abandoned(later)
        after = await tables_of(arbiter, stage, channel_id)
        for was, table in zip(before, after, strict=True):
            assert table.started, table
            assert was.thread_id in (None, table.thread_id)  # the dead bot's thread, kept
            assert was.match_id in (None, table.match_id)  # and its match
            told = [m for m in arbiter.harness.channel_history(table.thread_id) if m.mention_ids]
            assert len(told) == 1, told
            assert sorted(told[0].mention_ids) == sorted(u for u in table.user_ids if u)
            match = await arbiter.bot.service.status(channel_id=table.thread_id)
            assert match.id == table.match_id
        opened_here = set(league.threads) - kept
        assert len(opened_here) == sum(1 for t in before if t.thread_id is None)
        if stage == "playoff":  # the semifinals listed once, by the tick
            listed = [m for m in arbiter.harness.channel_history(channel_id) if "Semi" in m.content]
            assert len(listed) == 1
            assert await arbiter.bot.services.playoff_advance.tick(later) == []
        else:
            refused(await league.slash("league round start", arbiter.admin), "still being played")


# -- any interleaving: each playoff table opened once ------------------------------------------


@dataclass(frozen=True)
class Interleaving:
    """What happens at once, each after some turns of the event loop (`yields`): the playoff
    start delivered once or twice with clock ticks; then the two semifinals' ends, deliveries
    of one /league playoff next and ticks. Discord takes `latency` turns to open each thread
    (in turn), and refuses the `refused`-th thread it is asked for, if any."""

    starts: tuple[int, ...]
    start_ticks: tuple[int, ...]
    ends: tuple[int, int]
    nexts: tuple[int, ...]
    ticks: tuple[int, ...]
    latency: tuple[int, ...]
    refused: int | None


YIELDS = st.integers(min_value=0, max_value=12)
INTERLEAVINGS = st.builds(
    Interleaving,
    starts=st.lists(YIELDS, min_size=1, max_size=2).map(tuple),
    start_ticks=st.lists(YIELDS, max_size=2).map(tuple),
    ends=st.tuples(YIELDS, YIELDS),
    nexts=st.lists(YIELDS, max_size=2).map(tuple),
    ticks=st.lists(YIELDS, max_size=2).map(tuple),
    latency=st.lists(st.integers(min_value=0, max_value=6), min_size=1, max_size=4).map(tuple),
    refused=st.none() | st.integers(min_value=0, max_value=3),
)


async def after(turns: int, work: Callable[[], Awaitable[Any]]) -> None:
    for _ in range(turns):
        await asyncio.sleep(0)
    await work()


async def four_played_one_round(arbiter: Arbiter, league: League) -> None:
    """A league of four whose one round is over, set up through the services (fast)."""
    from bot.app.match import Actor
    from tests.test_league_service import SWISS, start_table

    bot, channel = arbiter.bot, league.channel.id
    organiser = Actor(arbiter.admin.id, is_judge=True)
    await bot.leagues.create(
        guild_id=arbiter.harness.guild_id, channel_id=channel, settings=SWISS, actor=organiser
    )
    for person in league.people[:4]:
        await bot.leagues.join(channel_id=channel, user_id=person.id, name=person.name)
    view = await bot.leagues.start_round(channel_id=channel, actor=organiser)
    for pairing in view.pairings:
        thread = arbiter.harness.channel(f"round 1 table {pairing.table}")
        await start_table(bot.leagues, pairing, thread.id)
        loser = pairing.players[1]
        await bot.service.concede_match(
            channel_id=thread.id, actor=Actor(league.user(loser).id), player=loser
        )


@settings(
    max_examples=8,
    deadline=None,
    # One bot for every example (a fresh league channel each): starting one takes a second.
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(plan=INTERLEAVINGS)
async def test_any_interleaving_opens_each_playoff_table_once(
    arbiter: Arbiter, plan: Interleaving
) -> None:
    model_redelivery(arbiter)
    league, harness = League(arbiter), arbiter.harness
    playoffs = arbiter.bot.services.playoff_advance
    await four_played_one_round(arbiter, league)
    asked: list[RestCall] = []

    async def discord_opens_a_thread(call: RestCall) -> dict[str, Any]:
        asked.append(call)
        for _ in range(plan.latency[len(asked) % len(plan.latency)]):
            await asyncio.sleep(0)
        if len(asked) - 1 == plan.refused:
            raise harness.http_error(500, 0, "Internal Server Error")
        return league._open_thread(call)

    harness.route(*THREADS, discord_opens_a_thread)

    def command(name: str, **options: Any) -> Callable[[], Awaitable[Any]]:
        payload = harness.slash_payload(
            name, user=arbiter.admin, channel=league.channel, options=options
        )
        return lambda: harness.dispatch(payload, expect_response=False).wait()

    async def tick() -> None:
        await playoffs.tick()

    async def until_started() -> tuple[PlayoffTable, ...]:
        for _ in range(3):  # the clock finishes what a refused thread left
            view = await arbiter.bot.playoffs.status(channel_id=league.channel.id)
            if not view.unstarted:
                return view.current
            await tick()
        raise AssertionError(f"never started: {view.unstarted}")

    start = command("league playoff start", size=4)
    await asyncio.gather(
        *(after(turns, start) for turns in plan.starts),
        *(after(turns, tick) for turns in plan.start_ticks),
    )
    semis = await until_started()

    def end(semi: PlayoffTable) -> Callable[[], Awaitable[Any]]:
        loser = league.user(semi.players[1])
        thread = league.threads[semi.thread_id or 0]
        payload = harness.slash_payload("match concede", user=loser, channel=thread)
        return lambda: harness.dispatch(payload).wait()

    next_round = command("league playoff next")
    await asyncio.gather(
        *(after(turns, end(semi)) for turns, semi in zip(plan.ends, semis, strict=True)),
        *(after(turns, next_round) for turns in plan.nexts),
        *(after(turns, tick) for turns in plan.ticks),
    )
    (final,) = await until_started()
    assert final.round == 2
    await harness.settle()
    await assert_each_table_opened_once(arbiter, league)
    assert len(asked) == 3 + (plan.refused is not None and plan.refused < len(asked))
