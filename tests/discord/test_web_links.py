"""/league web, /match overlay and the league link in /league standings and the round
messages, through discord.py; the links then open the pages (aiohttp's test client)."""

from __future__ import annotations

import re

from sqlalchemy import func, select

from bot.store.tables.links import WebLink
from tests.discord.conftest import Arbiter
from tests.discord.helpers import slash
from tests.discord.test_leagues import League, announced, league, refused
from tests.discord.test_rating_commands import duel
from tests.web_helpers import web_client

__all__ = ["league"]  # the fixture, shared with test_leagues
BASE = "https://arbiter.example.org"


def link_in(text: str | None, kind: str) -> str:
    found = re.search(rf"{re.escape(BASE)}/{kind}/([A-Za-z0-9_-]+)", text or "")
    assert found, text
    return found[1]


async def links_stored(arbiter: Arbiter) -> int:
    async with arbiter.bot.database.transaction() as session:
        return (await session.execute(select(func.count()).select_from(WebLink))).scalar_one()


async def test_league_and_overlay_links(arbiter: Arbiter, league: League) -> None:
    await league.slash("league create", arbiter.admin, name="Tuesday", game="magic", rounds=3)
    for person in league.people[:4]:
        await league.slash("league join", person)

    # No WEB_BASE_URL: no link, and the organiser is told how to set one.
    refused(await league.slash("league web", arbiter.admin), "`WEB_BASE_URL`")
    assert await links_stored(arbiter) == 0
    arbiter.bot.web_actions.base_url = BASE

    refused(await league.slash("league web", arbiter.alice), "organiser")
    first = await league.slash("league web", arbiter.admin)
    assert first.ephemeral and first.response is not None and not first.response.mention_ids
    token = link_in(first.content, "l")
    assert f"{BASE}/l/{token}/projector" in (first.content or "")
    assert link_in((await league.slash("league web", arbiter.admin)).content, "l") == token
    revoked = await league.slash("league web", arbiter.admin, revoke=True)
    assert revoked.ephemeral and "no longer works" in (revoked.content or "")
    new = link_in(revoked.content, "l")
    assert new != token

    standings = await league.slash("league standings", arbiter.alice)
    assert standings.embeds[0].url == f"{BASE}/l/{new}"
    started = announced(await league.slash("league round start", arbiter.admin))
    assert f"Live tables and standings: <{BASE}/l/{new}>" in started

    status = await arbiter.bot.leagues.round_status(channel_id=league.channel.id)
    pairing = status.pairings[0]
    assert pairing.thread_id is not None
    thread = league.threads[pairing.thread_id]
    refused(await slash(arbiter, "match overlay", arbiter.stranger, thread), "players or a judge")
    player = league.user(pairing.players[0])
    overlay = await slash(arbiter, "match overlay", player, thread)
    assert overlay.ephemeral, overlay
    match_token = link_in(overlay.content, "m")
    assert f"{BASE}/m/{match_token}?overlay=1" in (overlay.content or "")

    async with web_client(arbiter.bot.database) as client:
        assert (await client.get(f"/l/{token}")).status == 404  # revoked
        page = await (await client.get(f"/l/{new}.json")).json()
        assert [t["players"] for t in page["rounds"][0]["tables"]] == [
            list(p.players) for p in status.pairings
        ]
        scoreboard = await (await client.get(f"/m/{match_token}.json")).json()
        assert [p["name"] for p in scoreboard["players"]] == list(pairing.players)


async def test_the_leaderboard_link_is_an_admins_opt_in(arbiter: Arbiter) -> None:
    """`/arbiter config web_leaderboard:on` (Manage Server) gives `/leaderboard` its page's
    link, which shows what the rating service ranks; `off` kills it; nothing without
    WEB_BASE_URL."""
    await duel(arbiter, arbiter.alice, arbiter.bob)
    board = await slash(arbiter, "leaderboard", arbiter.carol)
    assert board.embeds[0].url is None  # nobody turned the link on

    # Without WEB_BASE_URL: refused, and nothing stored.
    refused(
        await slash(arbiter, "arbiter config", arbiter.admin, web_leaderboard="on"),
        "`WEB_BASE_URL`",
    )
    assert await links_stored(arbiter) == 0
    arbiter.bot.web_actions.base_url = BASE
    # Not an admin: refused, nothing stored.
    refused(
        await slash(arbiter, "arbiter config", arbiter.alice, web_leaderboard="on"),
        "Manage Server",
    )
    assert await links_stored(arbiter) == 0

    on = await slash(arbiter, "arbiter config", arbiter.admin, web_leaderboard="on")
    assert on.ephemeral and f"{BASE}/r/" in (on.content or ""), on
    token = link_in(on.content, "r")
    board = await slash(arbiter, "leaderboard", arbiter.carol, game="magic", format="duel")
    assert board.embeds[0].url == f"{BASE}/r/{token}/magic/duel"
    assert board.response is not None and board.response.mention_ids == []
    expected = await arbiter.bot.ratings.leaderboard(
        guild_id=arbiter.harness.guild_id,
        system="magic",
        ladder_format=None,
        season="all-time",
        page=1,
    )
    async with web_client(arbiter.bot.database) as client:
        page = await (await client.get(f"/r/{token}/magic/duel.json")).json()
        assert [(e["player"], e["rating"], e["record"]) for e in page["all_time"]] == [
            (line.name, line.rating, line.record) for line in expected.lines
        ]
        assert [e["player"] for e in page["all_time"]] == ["alice", "bob"]

    off = await slash(arbiter, "arbiter config", arbiter.admin, web_leaderboard="off")
    assert off.ephemeral and "no longer works" in (off.content or ""), off
    assert await links_stored(arbiter) == 0
    assert (await slash(arbiter, "leaderboard", arbiter.carol)).embeds[0].url is None
    async with web_client(arbiter.bot.database) as client:
        assert (await client.get(f"/r/{token}/magic/duel")).status == 404
