"""League playoffs through discord.py (shared/spec/league-format.md, "Playoffs (revision 2)"):
/league playoff start|status|next, a thread and a match per playoff match with the higher seed
choosing first, no draws in a swiss playoff match (no intentional draw, /match end at level
game wins asks for a judge, /league result records the winner), the next round starting once
its matches are known, the champion announced once, the bracket in /league standings and the
playoff in /league export."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bot.core.league import read_league
from bot.core.league.playoff import POD_BRACKET, seed_playoff
from bot.faces.cli.league import standings_line
from tests.discord.conftest import Arbiter
from tests.discord.helpers import press, slash
from tests.discord.test_leagues import League, announced, refused
from tests.discord_harness import FakeUser


@pytest.fixture
async def league(arbiter: Arbiter) -> League:
    return League(arbiter)


async def play_rounds(arbiter: Arbiter, league: League, rounds: int) -> None:
    """Each round started and every match conceded by its second seat."""
    for _ in range(rounds):
        announced(await league.slash("league round start", arbiter.admin))
        status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
        for pairing in status.pairings:
            loser = league.user(pairing.players[1])
            thread = league.threads[pairing.thread_id or 0]
            await slash(arbiter, "match concede", loser, thread)


async def export(arbiter: Arbiter, league: League) -> dict[str, Any]:
    exported = await league.slash("league export", arbiter.alice)
    assert exported.response is not None
    [file] = exported.response.files
    return json.loads(file.text)  # type: ignore[no-any-return]


def first_message(arbiter: Arbiter, thread_id: int | None) -> Any:
    (first, *_) = arbiter.harness.channel_history(thread_id or 0)
    return first


async def test_a_swiss_league_then_a_top_four_with_a_judge_decided_tie(
    arbiter_on: Arbiter, tmp_path: Path
) -> None:
    """On SQLite and on PostgreSQL."""
    arbiter, league = arbiter_on, League(arbiter_on)
    await league.slash("league create", arbiter.admin, name="Tuesday", game="magic", rounds=3)
    for person in league.people[:8]:
        await league.slash("league join", person)
    announced(await league.slash("league round start", arbiter.admin))
    refused(await league.slash("league playoff start", arbiter.admin, size=4), "still being played")
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    for pairing in status.pairings:
        loser = league.user(pairing.players[1])
        await slash(arbiter, "match concede", loser, league.threads[pairing.thread_id or 0])
    await play_rounds(arbiter, league, 2)
    before = await export(arbiter, league)

    refused(await league.slash("league playoff start", arbiter.alice, size=4), "organiser")
    refused(await league.slash("league playoff status", arbiter.alice), "no playoff yet")
    threads_before = set(league.threads)
    started = announced(await league.slash("league playoff start", arbiter.admin, size=4))
    seeds = list(seed_playoff(read_league(before), 4, before["seed"]))
    s1, s2, s3, s4 = (league.user(name) for name in seeds)
    assert f"Seeds: 1. {seeds[0]}, 2. {seeds[1]}, 3. {seeds[2]}, 4. {seeds[3]}" in started
    assert "Semifinals" in started and "untimed" in started
    view = await arbiter.bot.playoffs.status(channel_id=league.channel.id)
    semi_1, semi_2 = view.current
    assert (semi_1.players, semi_2.players) == ((seeds[0], seeds[3]), (seeds[1], seeds[2]))
    assert set(league.threads) - threads_before == {semi_1.thread_id, semi_2.thread_id}
    for table in (semi_1, semi_2):
        first = first_message(arbiter, table.thread_id)
        assert sorted(first.mention_ids) == sorted(u for u in table.user_ids if u)  # exactly them
        assert "chooses play or draw in game 1" in first.content and "No draws" in first.content
        match = await arbiter.bot.service.status(channel_id=table.thread_id or 0)
        assert match.best_of == 3 and match.system == "magic"
        assert match.game.chooser == table.players[0]  # the higher seed
        assert match.game.chooser_rule == "the higher playoff seed"

    # The league takes no new rounds or players now.
    refused(await league.slash("league round start", arbiter.admin), "playoff of Tuesday has begun")
    refused(await league.slash("league join", league.people[8]), "joining is closed")

    # Semifinal 2: the lower seed concedes the match.
    await slash(arbiter, "match concede", s3, league.threads[semi_2.thread_id or 0])
    # Semifinal 1: a game each; no intentional draw, and /match end at 1-1 asks for a judge.
    thread = league.threads[semi_1.thread_id or 0]
    await slash(arbiter, "concede", s4, thread)
    await slash(arbiter, "concede", s1, thread)
    refused(await slash(arbiter, "match draw", s1, thread), "no intentional draw")
    asked = await slash(arbiter, "match end", s4, thread)
    refused(asked, "call a judge")
    assert "/league result" in (asked.content or "") and "(1-1)" in (asked.content or "")
    refused(await slash(arbiter, "match end", arbiter.admin, thread), "call a judge")
    match = await arbiter.bot.service.status(channel_id=thread.id)
    assert match.status == "active" and match.wins == (1, 1)
    assert not await arbiter.bot.services.playoff_advance.tick()  # the final is not known yet
    refused(await league.slash("league playoff next", arbiter.admin), "still being played")

    # The judge decides: seed 1 goes on, and the final starts at once.
    refused(
        await league.slash("league result", arbiter.alice, round=1, table=1, winner=s1), "organiser"
    )
    refused(
        await league.slash("league result", arbiter.admin, round=1, table=1, games="1-1"),
        "cannot end in a draw",
    )
    wrong = await league.slash(
        "league result", arbiter.admin, round=1, table=1, games="2-0", winner=s4, live="close"
    )
    refused(wrong, "That result cannot be recorded")
    decided = await league.slash(  # the match in play: the judge closes it
        "league result", arbiter.admin, round=1, table=1, winner=s1, live="close"
    )
    # Read whether or not a busy machine made the bot defer (the answer is then a followup).
    recorded = decided.answer_text or ""
    assert "Recorded by a judge" in recorded and f"{seeds[0]} goes on" in recorded
    assert any("A judge recorded" in t for t in league.thread_messages(thread.id))
    # The judge's word is how the level match ends: its thread's match is closed and told so.
    closed = await arbiter.bot.service.status(channel_id=thread.id)
    assert closed.status == "finished" and closed.wins == (1, 1)
    assert closed.result is not None and closed.result.winners == (seeds[0],)  # not a draw
    told = league.thread_messages(thread.id)[-1]
    assert "The match is closed" in told and "wins the match (recorded by a judge)" in told
    refused(await slash(arbiter, "concede", s4, thread), "here is over")
    final_text = "\n".join(m.content or "" for m in decided.followups if not m.ephemeral)
    assert "Final" in final_text
    view = await arbiter.bot.playoffs.status(channel_id=league.channel.id)
    (final,) = view.current
    assert final.players == (seeds[0], seeds[1]) and final.round == 2

    # The final: a drawn game does not count; seed 2 concedes after it.
    final_thread = league.threads[final.thread_id or 0]
    await slash(arbiter, "game draw", arbiter.admin, final_thread, reason="loop")
    match = await arbiter.bot.service.status(channel_id=final_thread.id)
    assert match.status == "active" and match.draws == 1
    channel_before = len(arbiter.harness.channel_history(league.channel.id))
    await slash(arbiter, "match concede", s2, final_thread)

    # The final's end crowns the champion at once, once, pinging only the champion.
    assert await arbiter.bot.services.playoff_advance.tick() == []  # the clock: nothing left
    (crowned,) = arbiter.harness.channel_history(league.channel.id)[channel_before:]
    assert "is the champion of Tuesday" in crowned.content
    assert crowned.mention_ids == [s1.id]

    bracket = await league.slash("league playoff status", arbiter.alice)
    assert bracket.ephemeral and "Champion" in (bracket.embeds[0].description or "")
    standings = await league.slash("league standings", arbiter.alice)
    [table, shown] = [standings.embeds[0], *[e for m in standings.followups for e in m.embeds]]
    assert "standings" in (table.title or "") and "top 4 playoff" in (shown.title or "")

    document = await export(arbiter, league)
    assert document["rounds"] == before["rounds"]
    assert document["playoff"]["seeds"] == seeds
    assert document["playoff"]["rounds"][0]["matches"][0] == {
        "players": [seeds[0], seeds[3]], "games": [1, 1, 0], "winner": seeds[0]
    }  # fmt: skip
    path = tmp_path / "tuesday.json"
    path.write_text(json.dumps(document))
    line = standings_line(str(path))
    assert line["playoff"]["champion"] == seeds[0]
    assert line["standings"] == standings_line_of(tmp_path, before)["standings"]
    refused(await league.slash("league playoff start", arbiter.admin, size=2), "already has")
    assert not arbiter.bot.unexpected_errors


def standings_line_of(tmp_path: Path, document: dict[str, Any]) -> dict[str, Any]:
    path = tmp_path / "before.json"
    path.write_text(json.dumps(document))
    return standings_line(str(path))


async def test_a_sixteen_player_pods_league_cut_to_top_sixteen(
    arbiter: Arbiter, league: League
) -> None:
    harness = arbiter.harness
    people: list[FakeUser] = [*league.people]
    people += [harness.user(900_000_000_000_005_000 + n, f"p{n:02d}") for n in range(7)]
    league.people = people
    await league.slash(
        "league create",
        arbiter.admin,
        name="Commander night",
        game="magic",
        kind="pods",
        variant="commander",
        round_minutes=90,
    )
    for person in people[:16]:
        await league.slash("league join", person)
    refused(await league.slash("league playoff start", arbiter.admin, size=4), "No round")
    announced(await league.slash("league round start", arbiter.admin))
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    for pod in status.pairings:  # each pod won by its first seat
        for loser in pod.players[1:]:
            await slash(arbiter, "concede", league.user(loser), league.threads[pod.thread_id or 0])
    before = await export(arbiter, league)
    refused(await league.slash("league playoff start", arbiter.admin, size=8), "top 4 or 16")

    started = announced(
        await league.slash("league playoff start", arbiter.admin, size=16, round_minutes=60)
    )
    assert "Semifinals" in started and "time <t:" in started  # a timed playoff round
    seeds = list(seed_playoff(read_league(before), 16, before["seed"]))
    view = await arbiter.bot.playoffs.status(channel_id=league.channel.id)
    assert view.seeds == tuple(seeds)
    pods = [t.players for t in view.current]
    assert pods == [tuple(seeds[s - 1] for s in pod) for pod in POD_BRACKET[16]]  # seed order
    for table in view.current:
        match = await arbiter.bot.service.status(channel_id=table.thread_id or 0)
        assert [p.name for p in match.players] == list(table.players)
        assert match.variant == "commander" and match.best_of == 1

    # Pod 1 is won by its last seed; pods 3 and 4 by a judge's word; pod 2 is drawn.
    one, two, three, four = view.current
    for loser in one.players[:3]:
        await slash(arbiter, "concede", league.user(loser), league.threads[one.thread_id or 0])
    for table, winner in ((three, three.players[1]), (four, four.players[0])):
        await league.slash(
            "league result",
            arbiter.admin,
            round=1,
            table=table.table,
            winner=league.user(winner),
            live="close",
        )
    drawn = await league.slash(
        "league result", arbiter.admin, round=1, table=2, draw=True, live="close"
    )
    assert f"drawn, {two.players[0]} (higher seed) goes on" in (drawn.content or "")
    view = await arbiter.bot.playoffs.status(channel_id=league.channel.id)
    (final,) = view.current
    expected = sorted([one.players[3], two.players[0], three.players[1], four.players[0]],
                      key=seeds.index)  # fmt: skip
    assert list(final.players) == expected
    assert final.thread_id in league.threads

    crowned = await league.slash(
        "league result",
        arbiter.admin,
        round=2,
        table=1,
        winner=league.user(final.players[2]),
        live="close",
    )
    champion = league.user(final.players[2])
    text = "\n".join(m.content or "" for m in crowned.followups)
    assert "is the champion of Commander night" in text
    assert any(m.mention_ids == [champion.id] for m in crowned.followups)
    assert await arbiter.bot.services.playoff_advance.tick() == []  # announced once
    document = await export(arbiter, league)
    final_record = document["playoff"]["rounds"][1]["matches"][0]
    assert final_record == {"players": list(final.players), "winner": final.players[2]}
    assert read_league(document).playoff is not None
    assert not arbiter.bot.unexpected_errors


async def four_players_one_round(arbiter: Arbiter, league: League) -> None:
    await league.slash("league create", arbiter.admin, name="Mini", game="grand-archive")
    for person in league.people[:4]:
        await league.slash("league join", person)
    await play_rounds(arbiter, league, 1)


async def test_the_next_playoff_round_starts_once_its_matches_are_known(
    arbiter: Arbiter, league: League
) -> None:
    """The last semifinal's end starts the final; when Discord refuses its thread then, the
    clock's next tick starts it."""
    await four_players_one_round(arbiter, league)
    announced(await league.slash("league playoff start", arbiter.admin, size=4))
    view = await arbiter.bot.playoffs.status(channel_id=league.channel.id)
    opened = league._open_thread
    down = [True]

    def flaky(call: Any) -> dict[str, Any]:
        if down[0]:
            raise arbiter.harness.http_error(403, 50013, "Missing Permissions")
        return opened(call)

    arbiter.harness.route("POST", "/channels/{channel_id}/threads", flaky)
    winners = []
    for table in view.current:  # the higher seed wins each semifinal
        loser = league.user(table.players[1])
        await slash(arbiter, "match concede", loser, league.threads[table.thread_id or 0])
        winners.append(table.players[0])
    refused(await league.slash("league drop", league.user(winners[0])), "concedes their")
    view = await arbiter.bot.playoffs.status(channel_id=league.channel.id)
    (final,) = view.current
    assert final.players == tuple(winners) and not final.started  # paired; no thread yet

    down[0] = False
    posted = len(arbiter.harness.channel_history(league.channel.id))
    assert await arbiter.bot.services.playoff_advance.tick() == [league.channel.id]  # the tick
    assert await arbiter.bot.services.playoff_advance.tick() == []  # nothing twice
    view = await arbiter.bot.playoffs.status(channel_id=league.channel.id)
    (final,) = view.current
    assert final.thread_id in league.threads
    [listed] = arbiter.harness.channel_history(league.channel.id)[posted:]
    assert "Final" in listed.content and not listed.mention_ids  # the players: in the thread
    first = first_message(arbiter, final.thread_id)
    assert sorted(first.mention_ids) == sorted(u for u in final.user_ids if u)
    refused(await league.slash("league playoff next", arbiter.admin), "still being played")

    # The final's end crowns the champion at once.
    loser = league.user(final.players[1])
    await slash(arbiter, "match concede", loser, league.threads[final.thread_id or 0])
    last = arbiter.harness.channel_history(league.channel.id)[-1]
    assert "is the champion of Mini" in last.content
    assert not arbiter.bot.unexpected_errors


async def test_a_playoff_start_that_discord_stops_resumes_with_next(
    arbiter: Arbiter, league: League
) -> None:
    await four_players_one_round(arbiter, league)
    opened = league._open_thread
    calls = []

    def flaky(call: Any) -> dict[str, Any]:
        calls.append(call)
        if len(calls) == 2:
            raise arbiter.harness.http_error(403, 50013, "Missing Permissions")
        return opened(call)

    arbiter.harness.route("POST", "/channels/{channel_id}/threads", flaky)
    stopped = announced(await league.slash("league playoff start", arbiter.admin, size=4))
    assert "1 of 2 matches started" in stopped and "/league playoff next" in stopped
    resumed = announced(await league.slash("league playoff next", arbiter.admin))
    assert "Semifinals" in resumed
    view = await arbiter.bot.playoffs.status(channel_id=league.channel.id)
    assert not view.unstarted and len({t.match_id for t in view.current}) == 2
    assert not arbiter.bot.unexpected_errors


async def test_a_playoff_start_delivered_twice_is_applied_once(
    arbiter: Arbiter, league: League
) -> None:
    """The same INTERACTION_CREATE twice: one cut, one thread per match, nobody pinged twice."""
    from tests.discord.test_requests import model_redelivery

    model_redelivery(arbiter)
    await four_players_one_round(arbiter, league)
    threads = len(league.threads)
    harness = arbiter.harness
    start = harness.slash_payload(
        "league playoff start", user=arbiter.admin, channel=league.channel, options={"size": 4}
    )
    assert "Semifinals" in announced(await harness.dispatch(start).wait())
    await harness.dispatch(start, expect_response=False).wait()
    await harness.settle()
    view = await arbiter.bot.playoffs.status(channel_id=league.channel.id)
    assert len(view.current) == 2 and len(league.threads) == threads + 2
    assert all(len(league.thread_messages(t.thread_id or 0)) == 2 for t in view.current)
    assert not arbiter.bot.unexpected_errors


async def test_a_timed_playoff_round_calls_time_and_a_level_match_goes_to_a_judge(
    arbiter: Arbiter, league: League
) -> None:
    await four_players_one_round(arbiter, league)
    await slash(arbiter, "arbiter config", arbiter.admin, judge_role=arbiter.judge_role)
    announced(await league.slash("league playoff start", arbiter.admin, size=2, round_minutes=30))
    view = await arbiter.bot.playoffs.status(channel_id=league.channel.id)
    (final,) = view.current
    assert final.deadline is not None
    thread = league.threads[final.thread_id or 0]
    first, second = (league.user(name) for name in final.players)
    game_one = await slash(arbiter, "concede", second, thread)  # game 1 to seed 1, before time
    await press(arbiter, game_one.response, "Play first", second)  # game 2 begins before time

    playoffs = arbiter.bot.services.playoff_advance
    await playoffs.tick(final.deadline)  # time
    told = arbiter.harness.channel_history(thread.id)[-1]
    assert "Time in this playoff round" in told.content and "GA tournament rules" in told.content
    assert sorted(told.mention_ids) == sorted(u for u in final.user_ids if u)
    await playoffs.tick(final.deadline)  # told once
    assert arbiter.harness.channel_history(thread.id)[-1].id == told.id

    await slash(arbiter, "concede", first, thread)  # game 2 ends after time: 1-1
    match = await arbiter.bot.service.status(channel_id=thread.id)
    assert match.status == "finished" and match.wins == (1, 1)  # no game 3 after time
    asked = arbiter.harness.channel_history(thread.id)[-1]
    assert "A judge records the winner" in asked.content and "(1-1-0)" in asked.content
    assert asked.role_mention_ids == [arbiter.judge_role.id]
    view = await arbiter.bot.playoffs.status(channel_id=league.channel.id)
    assert view.current[0].needs_judge and view.champion is None

    crowned = await league.slash("league result", arbiter.judge, round=1, table=1, winner=second)
    assert any("is the champion" in (m.content or "") for m in crowned.followups)
    assert not arbiter.bot.unexpected_errors


async def test_a_fix_that_would_change_who_went_on_after_the_next_round_is_paired(
    arbiter: Arbiter, league: League
) -> None:
    """Once the final is paired, a judge's fix of a semifinal that names its other player
    the winner is refused in words a judge reads (it quoted the league file's fields, as
    "field `player`, `player2`, `player3`"); a fix that keeps the winner is recorded."""
    await four_players_one_round(arbiter, league)
    announced(await league.slash("league playoff start", arbiter.admin, size=4))
    semis = (await arbiter.bot.playoffs.status(channel_id=league.channel.id)).current
    for table in semis:
        loser = league.user(table.players[1])
        await slash(arbiter, "match concede", loser, league.threads[table.thread_id or 0])
    (final,) = (await arbiter.bot.playoffs.status(channel_id=league.channel.id)).current
    winner, loser = (league.user(name) for name in semis[0].players)

    other = await league.slash(
        "league result", arbiter.admin, round=1, table=1, winner=loser, games="0-2"
    )

    refused(other, "the next round (Final) is paired already")
    inconsistent = await league.slash(
        "league result", arbiter.admin, round=1, table=1, winner=loser, games="2-0"
    )
    refused(inconsistent, "the games 2-0 make")  # this match's own record, said as before
    assert "field" not in (other.content or "") and "player2" not in (other.content or "")
    kept = await league.slash(
        "league result", arbiter.admin, round=1, table=1, winner=winner, games="2-1"
    )
    assert "2-1-0" in (kept.content or ""), kept
    view = await arbiter.bot.playoffs.status(channel_id=league.channel.id)
    assert view.current == (final,)


async def test_a_league_is_not_closed_while_its_playoff_is_being_played(
    arbiter: Arbiter, league: League
) -> None:
    """/league close in the semifinals was accepted: the final then never started (its
    status said "starting shortly" for good) and /league playoff next said there was no
    league here. It is refused until the champion is known."""
    await four_players_one_round(arbiter, league)
    announced(await league.slash("league playoff start", arbiter.admin, size=4))

    refused(await league.slash("league close", arbiter.admin), "playoff")
    semis = (await arbiter.bot.playoffs.status(channel_id=league.channel.id)).current
    for table in semis:
        loser = league.user(table.players[1])
        await slash(arbiter, "match concede", loser, league.threads[table.thread_id or 0])
    (final,) = (await arbiter.bot.playoffs.status(channel_id=league.channel.id)).current
    assert final.thread_id in league.threads  # the final started
    refused(await league.slash("league close", arbiter.admin), "playoff")
    loser = league.user(final.players[1])
    await slash(arbiter, "match concede", loser, league.threads[final.thread_id or 0])
    closed = await league.slash("league close", arbiter.admin)
    assert "is closed after 1 round:" in (closed.content or ""), closed


async def test_league_commands_in_a_playoff_thread_act_on_its_league(
    arbiter: Arbiter, league: League
) -> None:
    """As in a round's thread, players in a playoff match's thread read the bracket and the
    standings there (they were told there was no league in this channel)."""
    await four_players_one_round(arbiter, league)
    announced(await league.slash("league playoff start", arbiter.admin, size=4))
    (table, _) = (await arbiter.bot.playoffs.status(channel_id=league.channel.id)).current
    thread = league.threads[table.thread_id or 0]
    player = league.user(table.players[0])

    bracket = await slash(arbiter, "league playoff status", player, thread)
    assert "Semifinals" in (bracket.embeds[0].description or ""), bracket
    standings = await slash(arbiter, "league standings", player, thread)
    assert "Mini" in (standings.embeds[0].title or ""), standings
    recorded = await slash(
        arbiter,
        "league result",
        arbiter.admin,
        thread,
        round=1,
        table=1,
        winner=player,
        live="close",
    )
    assert "goes on" in (recorded.content or ""), recorded
