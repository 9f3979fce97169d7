"""/match phone through discord.py, and phones reporting through the web pages (a process of
their own: their own engines on the bot's database) while the real bot shows what they did in
Discord: the board, a report waiting for confirmation (Confirm and Dispute, pinging exactly
who is asked), a game's and the match's end, a withdrawn report. On SQLite (the bot looks at
the outbox every second) and PostgreSQL (it LISTENs)."""

from __future__ import annotations

import asyncio
import functools
import re
import uuid
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp.test_utils import TestClient

from tests.discord.conftest import Arbiter
from tests.discord.helpers import board_fields, make_judges, press, slash, start
from tests.discord.test_leagues import League, refused
from tests.discord.test_playoffs import four_players_one_round
from tests.discord_harness import FakeMessage
from tests.phone_helpers import page_form, phone_server

BASE = "https://arbiter.example.org"
JSON = {"Accept": "application/json"}


def link_in(text: str | None) -> str:
    found = re.search(rf"{re.escape(BASE)}/p/([A-Za-z0-9_-]+)", text or "")
    assert found, text
    return found[1]


async def until(check: Callable[[], Any], what: str) -> Any:
    """Until `check` gives something true (the bot works in the background); its value."""
    for _ in range(1200):
        found = check()
        if isinstance(found, Awaitable):
            found = await found
        if found:
            return found
        await asyncio.sleep(0.05)
    raise AssertionError(f"never: {what}")


def published(arbiter: Arbiter) -> None:
    arbiter.bot.web_actions.base_url = BASE


async def phone_of(arbiter: Arbiter, user: Any) -> str:
    answer = await slash(arbiter, "match phone", user)
    assert answer.ephemeral, answer
    return link_in(answer.content)


async def tap(client: TestClient, token: str, code: str) -> dict[str, Any]:
    form = page_form(await (await client.get(f"/p/{token}")).text())
    response = await client.post(
        f"/p/{token}/tap",
        data={"csrf": form["csrf"], "key": uuid.uuid4().hex, "tap": code},
        headers=JSON,
    )
    answer = await response.json()
    assert response.status == 200, answer
    return dict(answer)


def board(arbiter: Arbiter) -> FakeMessage:
    return next(
        m
        for m in arbiter.harness.channel_history(arbiter.table)
        if m.embeds and (m.embeds[0].title or "").startswith("Match #")
    )


def posted(arbiter: Arbiter, words: str) -> list[FakeMessage]:
    return [m for m in arbiter.harness.channel_history(arbiter.table) if words in m.content]


async def test_who_may_have_a_phone_is_said_before_that_the_pages_have_no_address(
    arbiter: Arbiter,
) -> None:
    """Without WEB_BASE_URL, someone outside the match was told the pages have no address,
    as if a link were theirs to get once it is set: who may have one comes first; only a
    player is told of the address."""
    refused(await slash(arbiter, "match phone"), "no active match")
    await start(arbiter, starting_life=20)
    await make_judges(arbiter)
    refused(await slash(arbiter, "match phone", arbiter.stranger), "Only the match's players")
    refused(await slash(arbiter, "match phone", arbiter.judge), "Only the match's players")
    refused(await slash(arbiter, "match phone", arbiter.alice), "`WEB_BASE_URL`")


async def test_match_phone_gives_a_player_their_own_link_privately(arbiter: Arbiter) -> None:
    published(arbiter)
    refused(await slash(arbiter, "match phone"), "no active match")
    await start(arbiter, starting_life=20)
    await make_judges(arbiter)
    # Only the match's players: not someone outside it, not a judge who does not play.
    refused(await slash(arbiter, "match phone", arbiter.stranger), "Only the match's players")
    refused(await slash(arbiter, "match phone", arbiter.judge), "Only the match's players")

    first = await slash(arbiter, "match phone", arbiter.alice)
    assert first.ephemeral and first.response is not None
    assert first.response.mention_ids == [] and first.response.role_mention_ids == []
    token = link_in(first.content)
    assert link_in((await slash(arbiter, "match phone", arbiter.alice)).content) == token
    bobs = await phone_of(arbiter, arbiter.bob)
    assert bobs != token
    again = await slash(arbiter, "match phone", arbiter.alice, revoke=True)
    assert again.ephemeral and "old link no longer works" in (again.content or "")
    new = link_in(again.content)
    assert new != token
    async with phone_server(arbiter.database_url) as (client, _phone):
        assert (await client.get(f"/p/{token}")).status == 404  # revoked
        page = await (await client.get(f"/p/{new}.json")).json()
        assert page["you"] == 1 and [p["name"] for p in page["players"]] == ["alice", "bob"]
        assert (await client.get(f"/p/{bobs}.json")).status == 200


async def test_a_tap_reaches_the_board_and_the_other_phone(arbiter_on: Arbiter) -> None:
    arbiter = arbiter_on
    published(arbiter)
    await start(arbiter, starting_life=20)
    alice, bob = await phone_of(arbiter, arbiter.alice), await phone_of(arbiter, arbiter.bob)
    overlay = await slash(arbiter, "match overlay", arbiter.bob)
    stream = re.search(rf"{re.escape(BASE)}/m/([A-Za-z0-9_-]+)", overlay.content or "")
    assert stream, overlay
    async with phone_server(arbiter.database_url) as (client, phone):
        phone.watch.interval = 0.05
        version = (await (await client.get(f"/p/{bob}.json")).json())["version"]
        waiting = asyncio.create_task(client.get(f"/p/{bob}.json?after={version}"))
        await tap(client, alice, "life.2.-3")
        other = await (await asyncio.wait_for(waiting, 60)).json()
        assert [p["life"] for p in other["players"]] == [20, 17] and other["you"] == 2
        # The stream overlay (its next look, every second) shows it too.
        shown = await (await client.get(f"/m/{stream[1]}.json")).json()
        assert [p["life"] for p in shown["players"]] == [20, 17]

        shows = f"<@{arbiter.bob.id}>: life 17"

        async def shown() -> bool:
            return shows in board_fields(board(arbiter))["Game 1"]

        await until(shown, "the board shows bob at 17")
        # A plain tap posts nothing in the channel: the board shows it.
        assert not posted(arbiter, "from their phone")
        # A slash command after it starts from the phone's change.
        await slash(arbiter, "life", arbiter.bob, change=-2, player=arbiter.alice)
        state = await (await client.get(f"/p/{bob}.json")).json()
        assert [p["life"] for p in state["players"]] == [18, 17]


async def test_an_elimination_from_a_phone_waits_for_confirmation_in_discord(
    arbiter_on: Arbiter,
) -> None:
    arbiter = arbiter_on
    published(arbiter)
    await start(arbiter, starting_life=20, best_of=3)
    alice, bob = await phone_of(arbiter, arbiter.alice), await phone_of(arbiter, arbiter.bob)
    async with phone_server(arbiter.database_url) as (client, _phone):
        await tap(client, alice, "life.2.-10")
        answer = await tap(client, alice, "life.2.-10")
        assert answer["status"] == "pending"
        asked = await until(lambda: _found(posted(arbiter, "reports from their phone")), "asked")
        assert asked.mention_ids == [arbiter.bob.id]  # bob, and nobody else, is asked
        assert "confirm or dispute" in asked.content

        # Withdrawn from the phone: the buttons go, the channel is told.
        undone = await client.post(
            f"/p/{alice}/undo",
            data={**_form(await _html(client, alice)), "key": uuid.uuid4().hex},
            headers=JSON,
        )
        assert (await undone.json())["status"] == "withdrawn"
        retired = await until(
            lambda: _found([m for m in [arbiter.harness.message(asked.id)] if not m.buttons]),
            "the withdrawn report's buttons retired",
        )
        assert "Withdrawn by" in retired.content and "from their phone" in retired.content

        await tap(client, alice, "life.2.-10")
        asked = await until(
            lambda: _found([m for m in posted(arbiter, "reports from their phone") if m.buttons]),
            "asked again",
        )
        confirmed = await press(arbiter, asked, "Confirm", arbiter.bob)
        assert "Game 1 is over" in (confirmed.content or "")
        state = await (await client.get(f"/p/{bob}.json")).json()
        assert state["match"]["game_number"] == 2 and state["match"]["wins"] == [1, 0]

        # bob concedes game 2 from his phone: the match is over, said in the channel.
        chose = await slash(arbiter, "choose", arbiter.bob, choice="play")
        assert "plays first in game 2" in (chose.content or ""), chose
        await tap(client, bob, "concede.2")
        result = await until(
            lambda: _found(posted(arbiter, "wins the match")), "the match's result posted"
        )
        assert "bob reported" not in result.content and f"<@{arbiter.bob.id}>" in result.content
        # Rated as a slash command's result is (the after-commit hook): the result says so.
        assert re.search(r"Ratings: alice 1000 -> \d+, bob 1000 -> \d+\.", result.content)
        assert (await client.get(f"/p/{bob}.json")).status == 404  # expired with the match

        async def final() -> bool:
            return "alice 2, bob 0" in str(board_fields(board(arbiter)))

        await until(final, "the board shows the result")


def _found(messages: list[FakeMessage]) -> FakeMessage | None:
    return messages[-1] if messages else None


async def _html(client: TestClient, token: str) -> str:
    return await (await client.get(f"/p/{token}")).text()


def _form(html: str) -> dict[str, str]:
    return {"csrf": page_form(html)["csrf"]}


async def test_a_semifinal_conceded_from_a_phone_starts_the_final(arbiter: Arbiter) -> None:
    """A playoff match a phone finishes moves the playoff on as a slash command's would (the
    after-commit hook): the last semifinal conceded from a phone (both games) pairs the final
    and opens its thread."""
    published(arbiter)
    league = League(arbiter)
    await four_players_one_round(arbiter, league)
    await league.slash("league playoff start", arbiter.admin, size=4)
    view = await arbiter.bot.playoffs.status(channel_id=league.channel.id)
    async with phone_server(arbiter.database_url) as (client, _phone):
        for table in view.current:  # the lower seed concedes each semifinal from their phone
            loser, thread = league.user(table.players[1]), league.threads[table.thread_id or 0]
            token = link_in((await slash(arbiter, "match phone", loser, thread)).content)
            seat = (await (await client.get(f"/p/{token}.json")).json())["you"]
            await tap(client, token, f"concede.{seat}")  # game 1
            await slash(arbiter, "choose", loser, thread, choice="play")
            await tap(client, token, f"concede.{seat}")  # game 2: the match
            history = functools.partial(arbiter.harness.channel_history, thread.id)
            await until(lambda h=history: any("wins the match" in m.content for m in h()), "won")
        await arbiter.bot.phone_actions.idle()  # what follows the result is done too
    # The final is paired and its thread opened (by the match's end, not the league clock's
    # tick 30 s on).
    status = await arbiter.bot.playoffs.status(channel_id=league.channel.id)
    assert [t.players for t in status.current] == [tuple(t.players[0] for t in view.current)]
    assert all(t.thread_id in league.threads for t in status.current)
    assert not arbiter.bot.unexpected_errors
