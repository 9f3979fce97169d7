"""Every writing interaction goes through the request log, through discord.py on SQLite and
PostgreSQL: a second delivery of the same interaction (a gateway replay, two shards, a retry
that arrives late) is answered with the first answer and changes nothing, also for the writes
that are not a match's (seasons, web links, a judge's close of a live league match)."""

from __future__ import annotations

from typing import Any

from tests.discord.conftest import Arbiter
from tests.discord.helpers import slash
from tests.discord.test_leagues import League
from tests.discord.test_requests import answer_sent, model_redelivery
from tests.discord.test_web_links import BASE, link_in
from tests.discord_harness import InteractionResult


async def twice_at_once(arbiter: Arbiter, payload: dict[str, Any]) -> list[InteractionResult]:
    """The same INTERACTION_CREATE delivered twice before either is answered."""
    pending = [arbiter.harness.dispatch(payload, expect_response=False) for _ in range(2)]
    return [await p.wait() for p in pending]


async def test_a_late_copy_of_season_end_does_not_end_the_next_season(
    arbiter_on: Arbiter,
) -> None:
    """`/ratings season end` arrives again after the next season has started (Discord
    delivering it twice, or a retry arriving late): Spring's end is told again; Summer runs on."""
    arbiter = arbiter_on
    model_redelivery(arbiter)
    await slash(arbiter, "ratings season start", arbiter.admin, name="Spring")
    end = arbiter.harness.slash_payload(
        "ratings season end", user=arbiter.admin, channel=arbiter.table
    )
    ended = await arbiter.harness.dispatch(end).wait()
    assert "Season **Spring** has ended" in (ended.content or ""), ended
    await slash(arbiter, "ratings season start", arbiter.admin, name="Summer")

    late = await arbiter.harness.dispatch(end, expect_response=False).wait()

    assert answer_sent(late) == answer_sent(ended)
    board = await arbiter.bot.ratings.leaderboard(
        guild_id=arbiter.harness.guild_id, system=None, ladder_format=None, season=None, page=1
    )
    assert board.season == "Summer"  # still the current season


async def test_revoking_the_league_link_delivered_twice_leaves_the_link_it_gave(
    arbiter_on: Arbiter,
) -> None:
    """`/league web revoke:true` twice: the organiser sees the first delivery's new link, and
    that link works (the second delivery made no other one)."""
    arbiter = arbiter_on
    model_redelivery(arbiter)
    league = League(arbiter)
    arbiter.bot.settings = arbiter.bot.settings.model_copy(update={"web_base_url": BASE})
    await league.slash("league create", arbiter.admin, name="Tuesday", game="magic")
    old = link_in((await league.slash("league web", arbiter.admin)).content, "l")
    revoke = arbiter.harness.slash_payload(
        "league web", user=arbiter.admin, channel=league.channel, options={"revoke": True}
    )
    revoked = await arbiter.harness.dispatch(revoke).wait()
    given = link_in(revoked.content, "l")

    again = await arbiter.harness.dispatch(revoke, expect_response=False).wait()

    assert answer_sent(again) == answer_sent(revoked)
    live = await arbiter.bot.web_actions.links.league_link_if_any(channel_id=league.channel.id)
    assert live == given != old


async def test_a_late_copy_of_web_leaderboard_off_leaves_the_link_turned_on_after_it(
    arbiter_on: Arbiter,
) -> None:
    """`/arbiter config web_leaderboard:off` arrives again after an admin turned the link on
    again: the link given then keeps working."""
    arbiter = arbiter_on
    model_redelivery(arbiter)
    arbiter.bot.settings = arbiter.bot.settings.model_copy(update={"web_base_url": BASE})
    await slash(arbiter, "arbiter config", arbiter.admin, web_leaderboard="on")
    off = arbiter.harness.slash_payload(
        "arbiter config",
        user=arbiter.admin,
        channel=arbiter.table,
        options={"web_leaderboard": "off"},
    )
    turned_off = await arbiter.harness.dispatch(off).wait()
    on = await slash(arbiter, "arbiter config", arbiter.admin, web_leaderboard="on")
    token = link_in(on.content, "r")

    late = await arbiter.harness.dispatch(off, expect_response=False).wait()

    assert answer_sent(late) == answer_sent(turned_off)
    links = arbiter.bot.web_actions.links
    assert await links.leaderboard_link_if_any(guild_id=arbiter.harness.guild_id) == token


async def test_a_judges_live_close_delivered_twice_tells_the_thread_once(
    arbiter_on: Arbiter,
) -> None:
    """`/league result ... live:close` on a match in play, delivered twice at once: the match
    is closed once and its thread is told once."""
    arbiter = arbiter_on
    model_redelivery(arbiter)
    league = League(arbiter)
    await league.slash("league create", arbiter.admin, name="Tuesday", game="magic")
    for person in league.people[:2]:
        await league.slash("league join", person)
    await league.slash("league round start", arbiter.admin)
    (table,) = (await arbiter.bot.leagues.round_status(channel_id=league.channel.id)).pairings
    thread = league.threads[table.thread_id or 0]
    await slash(arbiter, "concede", league.user(table.players[1]), thread)  # game 2 is on
    told_before = len(league.thread_messages(thread.id))
    close = arbiter.harness.slash_payload(
        "league result",
        user=arbiter.admin,
        channel=league.channel,
        options={"round": 1, "table": 1, "games": "0-2", "live": "close"},
    )

    await twice_at_once(arbiter, close)

    told = league.thread_messages(thread.id)[told_before:]
    judged = [t for t in told if "A judge recorded this table's result" in t]
    assert len(judged) == 1, told
    match = await arbiter.bot.service.status(channel_id=thread.id)
    assert match.status == "finished" and match.wins == (0, 2)
