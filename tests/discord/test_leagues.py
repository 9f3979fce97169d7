"""Leagues through discord.py: /league commands, a round start that opens a thread per pairing
and starts each match there, results flowing in from the matches, a judge's fix, a drop and a
bye, the round clock, standings and the export (a league file the offline tools accept)."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

import pytest

from bot.core.league import read_league
from bot.fakediscord import rest_answers
from tests.discord.conftest import Arbiter, start_arbiter
from tests.discord.helpers import slash
from tests.discord_harness import FakeChannel, FakeUser, InteractionResult, RestCall

THREAD = 11  # discord.ChannelType.public_thread


class League:
    """A league in its own channel; threads opened by the bot become channels of the guild."""

    def __init__(self, arbiter: Arbiter) -> None:
        self.arbiter = arbiter
        self.channel = arbiter.harness.channel("league")
        self.threads: dict[int, FakeChannel] = {}
        arbiter.harness.route("POST", "/channels/{channel_id}/threads", self._open_thread)
        extra = [
            arbiter.harness.user(900_000_000_000_004_000 + n, name)
            for n, name in enumerate(("gwen", "hugo", "ivy"))
        ]
        a = arbiter
        self.people = [a.alice, a.bob, a.carol, a.dave, a.erin, a.frank, *extra]

    def _open_thread(self, call: RestCall) -> dict[str, Any]:
        parent = call.param("channel_id")
        assert parent == self.channel.id, "threads open under the league channel"
        body = call.json or {}
        assert len(body["name"]) <= 100 and body["type"] == THREAD
        # The harness has no threads yet (it feeds channels as CHANNEL_CREATE, which needs a
        # text channel): the thread's messages and commands go to a channel of the same id.
        thread = self.arbiter.harness.channel(body["name"])
        self.threads[thread.id] = thread
        return rest_answers.thread_payload(
            thread.id,
            body["name"],
            parent_id=parent,
            guild_id=self.arbiter.harness.guild_id,
            owner_id=self.arbiter.harness.bot_user.id,
            archive_timestamp="2026-11-24T18:00:00+00:00",
            auto_archive_duration=body.get("auto_archive_duration", 1440),
        )

    async def slash(self, command: str, user: FakeUser, **options: Any) -> InteractionResult:
        return await slash(self.arbiter, command, user, self.channel, **options)

    def user(self, name: str) -> FakeUser:
        return next(p for p in self.people if p.name == name)

    def thread_messages(self, thread_id: int) -> list[str]:
        return [m.content for m in self.arbiter.harness.channel_history(thread_id)]


@pytest.fixture
async def league(arbiter: Arbiter) -> League:
    return League(arbiter)


def refused(result: InteractionResult, says: str) -> None:
    assert result.ephemeral and says in (result.content or ""), result


def announced(result: InteractionResult) -> str:
    """A round start defers at once (a thread per table takes longer than Discord's 3 s);
    its public answer is posted after the private placeholder, which is then removed."""
    assert result.deferred and result.response is not None and result.response.deleted, result
    public = [m for m in result.followups if not m.ephemeral]
    assert all(not m.mention_ids for m in public)  # the players are pinged in their threads
    return "\n".join(m.content or "" for m in public)


async def test_an_eight_player_swiss_league_over_three_rounds(
    arbiter: Arbiter, league: League
) -> None:
    refused(
        await league.slash("league create", arbiter.alice, name="Tuesday", game="magic"),
        "organiser",
    )
    created = await league.slash(
        "league create", arbiter.admin, name="Tuesday", game="magic", rounds=3, round_minutes=50
    )
    assert "League created" in (created.content or "") and not created.ephemeral
    for person in league.people[:8]:
        joined = await league.slash("league join", person)
        assert f"<@{person.id}> joined" in (joined.content or ""), joined
        assert joined.response is not None
        assert joined.response.mention_ids == [person.id]  # pings only the one who joined
    players = await league.slash("league players", arbiter.alice)
    assert players.ephemeral and "8 players" in (players.embeds[0].title or "")

    refused(await league.slash("league round start", arbiter.alice), "organiser")
    bye_seen = False
    for number in (1, 2, 3):
        started = announced(await league.slash("league round start", arbiter.admin))
        assert f"Round {number} pairings" in started
        assert "<t:" in started  # the deadline as a relative timestamp
        status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
        bye_seen = bye_seen or bool(status.byes)
        for pairing in status.pairings:
            assert pairing.thread_id in league.threads
            (first, *_) = arbiter.harness.channel_history(pairing.thread_id)
            assert all(f"<@{u}>" in first.content for u in pairing.user_ids), first
            assert sorted(first.mention_ids) == sorted(pairing.user_ids)  # exactly the table
            match = await arbiter.bot.service.status(channel_id=pairing.thread_id)
            assert [p.name for p in match.players] == list(pairing.players)
        if number == 1:
            refused(await league.slash("league round start", arbiter.admin), "still being played")
        # Every match ends by concession of the second seat, through /match concede.
        for pairing in status.pairings:
            loser = league.user(pairing.players[1])
            conceded = await slash(
                arbiter, "match concede", loser, league.threads[pairing.thread_id]
            )
            assert "wins" in (conceded.content or "") or "won" in (conceded.content or "")
        if number == 1:  # a player drops after round 1: 7 left, a bye in round 2
            dropped = await league.slash("league drop", league.user(status.pairings[0].players[1]))
            assert "dropped" in (dropped.content or "")
    assert bye_seen

    # A judge fixes round 2, table 1.
    fixed = await league.slash("league result", arbiter.admin, round=2, table=1, games="1-2")
    assert "Fixed by a judge" in (fixed.content or "") and ": 1-2-0" in (fixed.content or "")
    refused(
        await league.slash("league result", arbiter.alice, round=2, table=1, games="2-0"),
        "judge",
    )
    refused(await league.slash("league round start", arbiter.admin), "All 3 rounds")

    standings = await league.slash("league standings", arbiter.alice)
    embed = standings.embeds[0]
    assert "standings" in (embed.title or "") and len(embed.description or "") <= 4096
    assert "(dropped)" in (embed.description or "") and "OMW" in (embed.description or "")

    exported = await league.slash("league export", arbiter.alice)
    assert exported.ephemeral and exported.response is not None
    [file] = exported.response.files
    document = json.loads(file.text)
    parsed = read_league(document)
    assert len(parsed.rounds) == 3 and len(parsed.dropped) == 1
    assert document["rounds"][1]["matches"][0]["games"] == [1, 2, 0]


async def test_the_round_clock_warns_and_calls_time(arbiter: Arbiter, league: League) -> None:
    await league.slash("league create", arbiter.admin, name="Friday", game="grand-archive")
    for person in league.people[:4]:
        await league.slash("league join", person)
    await league.slash("league round start", arbiter.admin)
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    done, playing = status.pairings
    await slash(
        arbiter, "match concede", league.user(done.players[1]), league.threads[done.thread_id]
    )

    clock = arbiter.bot.services.clock
    warned = await clock.post_notices(status.deadline - timedelta(minutes=10))
    assert [n.minutes_left for n in warned] == [10]
    channel_text = [m.content for m in arbiter.harness.channel_history(league.channel.id)]
    assert any(
        "10 minutes left" in text and f"(table {playing.table} still" in text
        for text in channel_text
    )

    called = await clock.post_notices(status.deadline)
    assert [n.minutes_left for n in called] == [None]
    last = league.thread_messages(playing.thread_id)[-1]
    assert "GA tournament rules" in last and "3 more turns" in last
    assert all(f"<@{u}>" in last for u in playing.user_ids)
    assert not any("GA tournament" in t for t in league.thread_messages(done.thread_id))
    assert await clock.post_notices(status.deadline + timedelta(minutes=5)) == []
    status = await league.slash("league round status", arbiter.alice)
    assert status.ephemeral and "1 unfinished" in (status.content or "")


async def test_a_nine_player_pod_league(arbiter: Arbiter, league: League) -> None:
    await league.slash(
        "league create",
        arbiter.admin,
        name="Commander night",
        game="magic",
        kind="pods",
        variant="commander",
        round_minutes=90,
    )
    for person in league.people[:9]:
        await league.slash("league join", person)
    started = await league.slash("league round start", arbiter.admin)
    assert "Round 1 pairings" in announced(started)
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    assert [len(p.players) for p in status.pairings] == [3, 3, 3]
    for pairing in status.pairings:
        match = await arbiter.bot.service.status(channel_id=pairing.thread_id)
        assert match.variant == "commander" and match.best_of == 1
    # Pod 1 is won by its first seat (the others concede); pod 2 is drawn by a judge's fix.
    pod = status.pairings[0]
    for loser in pod.players[1:]:
        await slash(arbiter, "concede", league.user(loser), league.threads[pod.thread_id])
    await league.slash("league result", arbiter.admin, round=1, table=2, draw=True, live="close")
    rows = {s.player: s for s in await arbiter.bot.leagues.standings(channel_id=league.channel.id)}
    assert rows[pod.players[0]].points == 5
    assert all(rows[p].points == 1 for p in status.pairings[1].players)
    standings = await league.slash("league standings", arbiter.alice)
    assert (standings.embeds[0].description or "").startswith("`  1`")


async def test_a_round_start_that_discord_stops_half_way_resumes(
    arbiter: Arbiter, league: League
) -> None:
    await league.slash("league create", arbiter.admin, name="Tuesday", game="magic")
    for person in league.people[:6]:
        await league.slash("league join", person)
    opened = league._open_thread
    calls = []

    def flaky(call: RestCall) -> dict[str, Any]:
        calls.append(call)
        if len(calls) == 2:
            raise arbiter.harness.http_error(403, 50013, "Missing Permissions")
        return opened(call)

    arbiter.harness.route("POST", "/channels/{channel_id}/threads", flaky)
    stopped = announced(await league.slash("league round start", arbiter.admin))
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    # Tables are started several at a time: the third may have been under way when the
    # second was refused (then it finished), or not begun.
    assert [p.table for p in status.unstarted] in ([2], [2, 3])
    assert f"{3 - len(status.unstarted)} of 3 matches started" in stopped
    assert "Create Public Threads" in stopped
    assert "again to start the rest" in stopped

    resumed = await league.slash("league round start", arbiter.admin)
    assert "Round 1 pairings" in announced(resumed)
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    assert status.unstarted == () and len(league.threads) == 3
    assert len({p.match_id for p in status.pairings}) == 3  # one match each, none doubled


async def test_a_restart_in_the_middle_of_a_round_keeps_the_clock(
    arbiter: Arbiter, league: League
) -> None:
    await league.slash("league create", arbiter.admin, name="Tuesday", game="magic")
    for person in league.people[:4]:
        await league.slash("league join", person)
    await league.slash("league round start", arbiter.admin)
    before = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    done, playing = before.pairings
    await slash(
        arbiter, "match concede", league.user(done.players[1]), league.threads[done.thread_id]
    )

    # The bot goes down and comes back on the same database, in the same guild and threads.
    await arbiter.harness.stop()
    bot, harness = await start_arbiter(arbiter.database_url)
    people = [harness.user(p.id, p.name) for p in league.people[:4]]
    admin = harness.user(
        arbiter.admin.id, arbiter.admin.name, permissions=arbiter.admin.permissions
    )
    channel = harness.channel("league", channel_id=league.channel.id)
    threads = {t.id: harness.channel(t.name, channel_id=t.id) for t in league.threads.values()}
    await harness.start()
    try:
        status = await harness.slash("league round status", user=admin, channel=channel)
        assert f"<t:{int(before.deadline.timestamp())}:R>" in (status.content or "")
        assert "1 unfinished" in (status.content or "")
        # The stored clock calls time after the restart, in the unfinished table's thread.
        called = await bot.services.clock.post_notices(before.deadline)
        assert [n.round_number for n in called] == [1]
        last = [m.content for m in harness.channel_history(playing.thread_id)][-1]
        assert "MTG MTR 2.4" in last
        # The table finishes after time; the round is complete and the next can start.
        loser = next(p for p in people if p.name == playing.players[1])
        await harness.slash("match concede", user=loser, channel=threads[playing.thread_id])
        table = {s.player: s for s in await bot.leagues.standings(channel_id=channel.id)}
        assert sorted(s.points for s in table.values()) == [0, 0, 3, 3]
        assert not bot.unexpected_errors
    finally:
        await harness.stop()


async def test_league_commands_delivered_twice_are_applied_once(
    arbiter: Arbiter, league: League
) -> None:
    """The same INTERACTION_CREATE twice (a gateway replay, two shards): /league join and
    /league round start are applied once; the second delivery opens no thread and posts
    nothing, and Discord's refusal of its answer is not an error."""
    from tests.discord.test_requests import answer_sent, model_redelivery

    model_redelivery(arbiter)
    harness = arbiter.harness
    await league.slash("league create", arbiter.admin, name="Tuesday", game="magic")
    for person in league.people[:3]:
        await league.slash("league join", person)
    join = harness.slash_payload("league join", user=league.people[3], channel=league.channel)
    first = await harness.dispatch(join).wait()
    again = await harness.dispatch(join, expect_response=False).wait()
    assert answer_sent(again) == answer_sent(first) and "joined" in answer_sent(first)
    view = await arbiter.bot.leagues.league(channel_id=league.channel.id)
    assert len(view.players) == 4

    start = harness.slash_payload("league round start", user=arbiter.admin, channel=league.channel)
    started = await harness.dispatch(start).wait()
    assert "Round 1 pairings" in announced(started)
    await harness.dispatch(start, expect_response=False).wait()
    await harness.settle()
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    assert status.number == 1 and len(league.threads) == 2  # no thread opened twice
    assert all(len(league.thread_messages(p.thread_id or 0)) == 2 for p in status.pairings)
    assert not arbiter.bot.unexpected_errors


async def test_no_new_game_starts_after_time(arbiter: Arbiter, league: League) -> None:
    """Game 1 is over before time; time is called during game 2; when game 2 ends the match
    is recorded from the game score (1-1: a draw), and no game 3 begins."""
    await league.slash("league create", arbiter.admin, name="Late", game="magic")
    for person in league.people[:2]:
        await league.slash("league join", person)
    await league.slash("league round start", arbiter.admin)
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    (table,) = status.pairings
    thread = league.threads[table.thread_id or 0]
    first, second = (league.user(name) for name in table.players)
    await slash(arbiter, "concede", second, thread)  # game 1 to the first seat
    await slash(arbiter, "life", first, thread, change=-2)  # game 2 is under way
    await arbiter.bot.services.clock.post_notices(status.deadline)

    ended = await slash(arbiter, "concede", first, thread)  # game 2 to the second, after time

    assert "The match is a draw (match ended early)" in (ended.content or ""), ended.content
    assert "Game 3" not in (ended.content or "")
    match = await arbiter.bot.service.status(channel_id=thread.id)
    assert match.status == "finished" and match.wins == (1, 1)
    done = await league.slash("league round status", arbiter.alice)
    assert "0 unfinished" in (done.content or "")


async def test_a_clock_notice_that_failed_to_post_is_posted_at_the_next_tick(
    arbiter: Arbiter, league: League
) -> None:
    """Discord refuses the 10-minute warning and the time call in one table's thread: the
    next tick posts exactly those, and nothing that was posted is posted twice."""
    await league.slash("league create", arbiter.admin, name="Flaky", game="magic")
    for person in league.people[:4]:
        await league.slash("league join", person)
    await league.slash("league round start", arbiter.admin)
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    one, two = status.pairings
    harness = arbiter.harness
    post = harness._routes[("POST", "/channels/{channel_id}/messages")]
    down = {league.channel.id}

    def flaky(call: RestCall) -> Any:
        if call.param("channel_id") in down:
            raise harness.http_error(500, 0, "Internal Server Error")
        return post(call)

    harness.route("POST", "/channels/{channel_id}/messages", flaky)
    clock = arbiter.bot.services.clock

    def channel_says(text: str) -> int:
        return sum(text in m.content for m in harness.channel_history(league.channel.id))

    def thread_told(pairing: Any) -> int:
        return sum("MTG MTR 2.4" in t for t in league.thread_messages(pairing.thread_id))

    await clock.post_notices(status.deadline - timedelta(minutes=10))
    assert channel_says("10 minutes left") == 0
    down.clear()
    await clock.post_notices(status.deadline - timedelta(minutes=9))
    assert channel_says("9 minutes left (tables 1, 2 still playing)") == 1  # as it is then

    down.add(two.thread_id or 0)
    await clock.post_notices(status.deadline)
    assert (thread_told(one), thread_told(two), channel_says(": time.")) == (1, 0, 1)
    down.clear()
    await clock.post_notices(status.deadline + timedelta(seconds=30))
    assert (thread_told(one), thread_told(two), channel_says(": time.")) == (1, 1, 1)
    await clock.post_notices(status.deadline + timedelta(minutes=1))
    assert (thread_told(one), thread_told(two), channel_says(": time.")) == (1, 1, 1)
    assert channel_says("minutes left") == 1  # the first warning, once
