"""A league's penalties through discord.py (/league penalty give|list): each penalty's effect
on its player's match (through the match service) and on the standings, the record private to
judges and the player concerned, in the export, and a double delivery applied once."""

from __future__ import annotations

import json
from typing import Any

from bot.core.league import read_league
from bot.core.match.statuses import MatchStatus
from bot.core.rules import Standing
from tests.discord.conftest import Arbiter
from tests.discord.helpers import make_judges, slash
from tests.discord.test_leagues import League, announced, refused
from tests.discord_harness import FakeUser, InteractionResult


async def four_player_round(arbiter: Arbiter) -> tuple[League, Any]:
    """alice, bob, carol and dave in a league on both backends, round 1 started; judy judges."""
    league = League(arbiter)
    await make_judges(arbiter)
    await league.slash("league create", arbiter.admin, name="Friday", game="magic", rounds=3)
    for person in league.people[:4]:
        await league.slash("league join", person)
    assert "Round 1 pairings" in announced(await league.slash("league round start", arbiter.admin))
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    return league, status


async def give(
    league: League, judge: FakeUser, player: FakeUser, kind: str, infraction: str, note: str = ""
) -> InteractionResult:
    return await league.slash(
        "league penalty give", judge, player=player, kind=kind, infraction=infraction, note=note
    )


async def test_each_penalty_reaches_the_match_and_the_standings(arbiter_on: Arbiter) -> None:
    arbiter = arbiter_on
    league, status = await four_player_round(arbiter)
    first, second = status.pairings
    a, b = (league.user(n) for n in first.players)
    c, d = (league.user(n) for n in second.players)
    assert first.thread_id is not None and second.thread_id is not None

    # A warning: recorded, the match as it was.
    warned = await give(league, arbiter.judge, a, "warning", "slow_play", "took 3 minutes")
    assert warned.ephemeral and "**Warning** for" in (warned.content or "")
    match = await arbiter.bot.service.status(channel_id=first.thread_id)
    assert match.wins == (0, 0) and match.game.number == 1

    # A game loss: game 1 goes to the opponent, through the match (its thread told).
    lost_game = await give(league, arbiter.judge, a, "game_loss", "tardiness", "10 minutes late")
    assert lost_game.ephemeral and "game in progress" in (lost_game.content or "")
    match = await arbiter.bot.service.status(channel_id=first.thread_id)
    a_side = 0 if match.teams[0][0] == a.name else 1
    assert match.wins[a_side] == 0 and match.wins[1 - a_side] == 1 and match.game.number == 2
    told = league.thread_messages(first.thread_id)
    assert any(
        "A judge gave" in (t or "") and "a game loss (Tardiness)" in (t or "") for t in told
    ), told

    # A match loss: the match ends, lost by the penalised player.
    await give(league, arbiter.admin, a, "match_loss", "unsporting_conduct")
    ended = await arbiter.bot.service.match(first.match_id or 0)
    assert ended.status == MatchStatus.FINISHED and ended.result is not None
    assert [w for w in ended.result.winners] == [b.name]

    # A disqualification: the match lost and the player dropped.
    dq = await give(league, arbiter.judge, c, "disqualification", "cheating", "marked sleeves")
    assert "dropped from the league" in (dq.content or "")
    ended = await arbiter.bot.service.match(second.match_id or 0)
    assert ended.status == MatchStatus.FINISHED and ended.result is not None
    assert list(ended.result.winners) == [d.name]
    view = await arbiter.bot.leagues.league(channel_id=league.channel.id)
    assert [n for n, _, dropped in view.players if dropped is not None] == [c.name]

    rows = {s.player: s for s in await arbiter.bot.leagues.standings(channel_id=league.channel.id)}
    assert (rows[b.name].points, rows[b.name].record) == (3, "1-0-0")
    assert (rows[a.name].points, rows[a.name].record) == (0, "0-1-0")
    assert (rows[d.name].points, rows[c.name].record) == (3, "0-1-0") and rows[c.name].dropped

    # The export carries the four penalties, and reads as a league file.
    exported = await league.slash("league export", arbiter.alice)
    assert exported.response is not None
    [file] = exported.response.files
    document = json.loads(file.text)
    kinds = [(p["player"], p["kind"], p["infraction"], p["round"]) for p in document["penalties"]]
    assert kinds == [
        (a.name, "warning", "slow_play", 1),
        (a.name, "game_loss", "tardiness", 1),
        (a.name, "match_loss", "unsporting_conduct", 1),
        (c.name, "disqualification", "cheating", 1),
    ]
    assert read_league(document).dropped == {c.name: 1}

    # The record: judges see all, a player their own only, privately.
    everyone = await league.slash("league penalty list", arbiter.judge)
    assert everyone.ephemeral and "Penalties in Friday (4)" in (everyone.content or "")
    own = await league.slash("league penalty list", a)
    assert own.ephemeral and "Your penalties (3)" in (own.content or "")
    assert "marked sleeves" not in (own.content or "")
    clean = await league.slash("league penalty list", b)
    assert clean.ephemeral and "no penalties" in (clean.content or "")
    refused(await league.slash("league penalty list", b, player=c), "only their own")


async def test_strangers_and_players_cannot_give_penalties(arbiter: Arbiter) -> None:
    league, status = await four_player_round(arbiter)
    first = status.pairings[0]
    a, b = (league.user(n) for n in first.players)
    for who in (b, arbiter.stranger):
        refused(await give(league, who, a, "game_loss", "tardiness"), "Only a judge")
    refused(
        await give(league, arbiter.judge, arbiter.stranger, "warning", "other"), "not registered"
    )
    match = await arbiter.bot.service.status(channel_id=first.thread_id or 0)
    assert match.wins == (0, 0)
    listed = await league.slash("league penalty list", arbiter.judge)
    assert "No penalties" in (listed.content or "")


async def test_a_penalty_without_a_match_in_play_is_recorded_only(arbiter: Arbiter) -> None:
    league, status = await four_player_round(arbiter)
    first = status.pairings[0]
    a, b = (league.user(n) for n in first.players)
    await slash(arbiter, "match concede", b, league.threads[first.thread_id or 0])
    after = await give(league, arbiter.judge, b, "match_loss", "deck_problem")
    assert "No match of theirs is being played" in (after.content or "")
    rows = {s.player: s for s in await arbiter.bot.leagues.standings(channel_id=league.channel.id)}
    assert rows[a.name].points == 3 and rows[b.name].points == 0  # as the match ended


async def test_a_penalty_delivered_twice_is_applied_once(arbiter_on: Arbiter) -> None:
    from tests.discord.test_requests import answer_sent, model_redelivery

    arbiter = arbiter_on
    model_redelivery(arbiter)
    league, status = await four_player_round(arbiter)
    first = status.pairings[0]
    a = league.user(first.players[0])
    payload = arbiter.harness.slash_payload(
        "league penalty give",
        user=arbiter.judge,
        channel=league.channel,
        options={"player": a, "kind": "game_loss", "infraction": "tardiness"},
    )
    once = await arbiter.harness.dispatch(payload).wait()
    again = await arbiter.harness.dispatch(payload, expect_response=False).wait()
    await arbiter.harness.settle()
    assert answer_sent(again) == answer_sent(once) and "Recorded" in answer_sent(once)
    match = await arbiter.bot.service.status(channel_id=first.thread_id or 0)
    assert sorted(match.wins) == [0, 1] and match.game.number == 2  # one game lost, not two
    listed = await league.slash("league penalty list", arbiter.judge)
    assert "(1)" in (listed.content or "")
    told = [t for t in league.thread_messages(first.thread_id or 0) if "A judge gave" in (t or "")]
    assert len(told) == 1


async def test_a_penalty_the_match_refuses_is_not_recorded(arbiter: Arbiter) -> None:
    """A report waits for its confirmation: the game loss is refused by the match, privately,
    and nothing is recorded; once it is settled, the penalty goes through."""
    league, status = await four_player_round(arbiter)
    first = status.pairings[0]
    a, b = (league.user(n) for n in first.players)
    thread = league.threads[first.thread_id or 0]
    waiting = await slash(arbiter, "deckout", a, thread, player=b)
    assert "Confirm" in [button["label"] for button in waiting.response.buttons]
    refused(await give(league, arbiter.judge, a, "game_loss", "tardiness"), "waiting for")
    listed = await league.slash("league penalty list", arbiter.judge)
    assert "No penalties" in (listed.content or "")
    await slash(arbiter, "undo", a, thread)
    await give(league, arbiter.judge, a, "game_loss", "tardiness")
    match = await arbiter.bot.service.status(channel_id=thread.id)
    assert sum(match.wins) == 1


async def test_a_disqualification_in_the_playoff_final_crowns_the_opponent(
    arbiter: Arbiter,
) -> None:
    from tests.discord.test_playoffs import play_rounds

    league, _ = await four_player_round(arbiter)
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    for pairing in status.pairings:
        loser = league.user(pairing.players[1])
        await slash(arbiter, "match concede", loser, league.threads[pairing.thread_id or 0])
    await play_rounds(arbiter, league, 2)
    announced(await league.slash("league playoff start", arbiter.admin, size=2))
    playoff = await arbiter.bot.services.playoffs.status(channel_id=league.channel.id)
    first_seed, second_seed = (league.user(n) for n in playoff.seeds)
    given = await give(league, arbiter.judge, first_seed, "disqualification", "cheating")
    assert "they lose it" in (given.content or "")
    assert "dropped" not in (given.content or "")  # the seeds stand after the cut
    await arbiter.harness.settle()
    playoff = await arbiter.bot.services.playoffs.status(channel_id=league.channel.id)
    assert playoff.champion == second_seed.name
    # The export marks it as given in the playoff, and reads (the seeds are as they were).
    exported = await league.slash("league export", arbiter.alice)
    assert exported.response is not None
    document = json.loads(exported.response.files[0].text)
    assert document["penalties"][0]["playoff"] is True
    assert "dropped" not in document
    assert read_league(document).playoff is not None


async def test_a_match_loss_in_a_pod_takes_the_player_out_of_its_game(arbiter: Arbiter) -> None:
    """A pod plays on without the penalised player: they lose its game; the others do not
    win by it."""
    league = League(arbiter)
    await league.slash(
        "league create", arbiter.admin, name="Pods", game="magic", kind="pods", variant="commander"
    )
    for person in league.people[:3]:
        await league.slash("league join", person)
    announced(await league.slash("league round start", arbiter.admin))
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    (pod,) = status.pairings
    out = league.user(pod.players[0])
    given = await give(league, arbiter.admin, out, "match_loss", "slow_play")
    assert "out of their pod's game" in (given.content or "")
    match = await arbiter.bot.service.status(channel_id=pod.thread_id or 0)
    standing = {p.name: p.standing for p in match.players}
    assert standing == {
        pod.players[0]: Standing.LOST,
        pod.players[1]: Standing.PLAYING,
        pod.players[2]: Standing.PLAYING,
    }
