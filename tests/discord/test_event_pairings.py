"""Pairings an organiser decides (issue 33, "Pairings"), through discord.py on both databases:
an awarded bye (`/league bye award`), a dropped player put back in (`/league reinstate`), and
first seats spread over a season of pods."""

from __future__ import annotations

from collections import Counter

from sqlalchemy import select

from bot.core.league import read_league
from bot.store.tables.leagues import LeagueReinstatement
from tests.discord.conftest import Arbiter
from tests.discord.test_leagues import League, announced, refused


async def finish_round(arbiter: Arbiter, league: League, number: int) -> None:
    """Every table of round `number` won by its first seat, as a judge records it."""
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    assert status.number == number
    for pairing in status.pairings:
        if len(pairing.players) == 2:
            options = {"games": "2-0"}
        else:
            options = {"winner": league.user(pairing.players[0])}
        fixed = await league.slash(
            "league result",
            arbiter.admin,
            round=number,
            table=pairing.table,
            live="close",
            **options,
        )
        assert not fixed.ephemeral, fixed


async def test_an_awarded_bye_is_never_paired_and_counts_as_a_win(arbiter_on: Arbiter) -> None:
    arbiter = arbiter_on
    league = League(arbiter)
    await league.slash("league create", arbiter.admin, name="Tuesday", game="magic", rounds=3)
    for person in league.people[:6]:
        await league.slash("league join", person)
    before = await arbiter.bot.leagues.export(channel_id=league.channel.id)

    # A player is refused privately, and nothing changes.
    refused(
        await league.slash("league bye award", arbiter.bob, player=arbiter.alice),
        "Only a judge or an organiser can award a bye",
    )
    refused(
        await league.slash("league bye award", arbiter.admin, player=arbiter.stranger),
        "is not registered in Tuesday",
    )
    assert await arbiter.bot.leagues.export(channel_id=league.channel.id) == before

    awarded = await league.slash("league bye award", arbiter.admin, player=arbiter.alice)
    assert not awarded.ephemeral and "awarded bye in round 1 of Tuesday" in (awarded.content or "")
    assert not awarded.response.mention_ids  # nobody pinged
    refused(
        await league.slash("league bye award", arbiter.admin, player=arbiter.alice),
        "already has an awarded bye in round 1",
    )

    started = await league.slash("league round start", arbiter.admin)
    text = announced(started)
    assert "Awarded bye (by the organiser): alice" in text, text
    assert "Bye: " in text  # five left to pair: the odd player's bye, shown apart
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    seated = [p for pairing in status.pairings for p in pairing.players]
    assert "alice" not in seated and "alice" not in status.byes
    assert status.awarded_byes == ("alice",) and len(status.byes) == 1
    refused(  # round 1 is paired: a bye can no longer go there; rounds 2 and 3 are left
        await league.slash("league bye award", arbiter.admin, player=arbiter.bob, rounds=3),
        "Award at most 2",
    )
    await finish_round(arbiter, league, 1)

    rows = {s.player: s for s in await arbiter.bot.leagues.standings(channel_id=league.channel.id)}
    alice, odd = rows["alice"], rows[status.byes[0]]
    assert (alice.points, alice.record, alice.awarded_byes) == (3, "1-0-0", 1)
    assert (odd.points, odd.awarded_byes) == (3, 0)
    assert float(alice.omwp) == 0.33  # no opponent yet: the floor
    shown = await league.slash("league standings", arbiter.bob)
    assert "1 awarded bye" in (shown.embeds[0].description or ""), shown

    # The export carries it, and the offline reader counts it the same.
    document = await arbiter.bot.leagues.export(channel_id=league.channel.id)
    assert document["awarded_byes"] == {"alice": [1]}
    assert read_league(document).awarded_byes == {"alice": (1,)}
    await league.slash("league round start", arbiter.admin)
    second = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    assert "alice" in [p for pairing in second.pairings for p in pairing.players]
    assert second.awarded_byes == ()


async def test_a_reinstated_player_is_paired_again_with_their_record(arbiter_on: Arbiter) -> None:
    arbiter = arbiter_on
    league = League(arbiter)
    await league.slash("league create", arbiter.admin, name="Tuesday", game="magic")
    for person in league.people[:5]:
        await league.slash("league join", person)
    await league.slash("league round start", arbiter.admin)
    await finish_round(arbiter, league, 1)
    first = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    winner = first.pairings[0].players[0]  # 3 points after round 1
    await league.slash("league drop", league.user(winner))
    await league.slash("league round start", arbiter.admin)  # round 2 without them
    second = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    assert winner not in [p for pairing in second.pairings for p in pairing.players]
    await finish_round(arbiter, league, 2)
    other = next(p for p in league.people[:5] if p.name != winner)
    refused(
        await league.slash("league reinstate", other, player=league.user(winner)),
        "Only an organiser",
    )
    refused(
        await league.slash("league reinstate", arbiter.admin, player=other),
        f"{other.name} has not dropped",
    )

    back = await league.slash("league reinstate", arbiter.admin, player=league.user(winner))

    said = back.content or ""
    assert not back.ephemeral and "is back in Tuesday (dropped after round 1)" in said, back
    assert "paired again from round 3" in said
    view = await arbiter.bot.leagues.league(channel_id=league.channel.id)
    assert winner in view.active_players
    await league.slash("league round start", arbiter.admin)
    third = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    assert winner in [p for pairing in third.pairings for p in pairing.players] + list(third.byes)
    rows = {s.player: s for s in await arbiter.bot.leagues.standings(channel_id=league.channel.id)}
    assert (rows[winner].points, rows[winner].record) == (3, "1-0-0")  # round 2 gave nothing
    assert not rows[winner].dropped
    async with arbiter.bot.database.transaction() as session:
        (logged,) = (await session.scalars(select(LeagueReinstatement))).all()
    assert (logged.name, logged.dropped_after, logged.before_round) == (winner, 1, 3)
    assert logged.reinstated_by == arbiter.admin.id
    document = await arbiter.bot.leagues.export(channel_id=league.channel.id)
    assert winner not in document.get("dropped", {})
    read_league(document)  # the file with its gap reads


async def test_first_seats_spread_over_a_season_of_pods(arbiter_on: Arbiter) -> None:
    arbiter = arbiter_on
    league = League(arbiter)
    await league.slash(
        "league create",
        arbiter.admin,
        name="Commander night",
        game="magic",
        kind="pods",
        variant="commander",
        rounds=4,
    )
    for person in league.people[:8]:
        await league.slash("league join", person)
    for number in range(1, 5):
        await league.slash("league round start", arbiter.admin)
        await finish_round(arbiter, league, number)
    document = await arbiter.bot.leagues.export(channel_id=league.channel.id)
    firsts: Counter[str] = Counter()
    for rnd in document["rounds"]:  # each pod's first seat had sat first least of its players
        for pod in rnd["matches"]:
            assert firsts[pod["players"][0]] == min(firsts[p] for p in pod["players"]), pod
        firsts.update(pod["players"][0] for pod in rnd["matches"])
    # 4 rounds of 2 pods: 8 first seats for 8 players; nobody more than twice.
    assert sum(firsts.values()) == 8 and max(firsts.values()) <= 2, firsts
    rows = {s.player: s for s in await arbiter.bot.leagues.standings(channel_id=league.channel.id)}
    assert {p: rows[p].first_seats for p in document["players"]} == {
        p: firsts[p] for p in document["players"]
    }
    shown = await league.slash("league standings", arbiter.alice)
    text = shown.embeds[0].description or ""
    assert text.count("first seat 1 time") == list(firsts.values()).count(1), shown


async def test_a_no_show_at_check_in_loses_their_awarded_bye(arbiter_on: Arbiter) -> None:
    """A player with an awarded bye who does not check in is dropped at the deadline like
    any no-show; the bye goes with them and the league still pairs and exports."""
    arbiter = arbiter_on
    league = League(arbiter)
    await league.slash("league create", arbiter.admin, name="Friday", game="magic")
    for person in league.people[:4]:
        await league.slash("league join", person)
    await league.slash("league bye award", arbiter.admin, player=arbiter.dave)
    await league.slash("league checkin open", arbiter.admin, deadline="in 30 min")
    for person in league.people[:3]:
        await league.slash("league checkin here", person)
    view = await arbiter.bot.services.floor.checkin_list(channel_id=league.channel.id)
    assert view.deadline is not None
    await arbiter.bot.services.clock.tick(view.deadline)

    document = await arbiter.bot.leagues.export(channel_id=league.channel.id)
    assert document["dropped"] == {"dave": 0} and "awarded_byes" not in document
    started = await league.slash("league round start", arbiter.admin)
    assert "Round 1 pairings" in announced(started)
    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    assert status.awarded_byes == () and len(status.byes) == 1
