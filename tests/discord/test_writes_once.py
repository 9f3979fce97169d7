"""Every writing interaction goes through the request log, through discord.py on SQLite and
PostgreSQL: a second delivery of the same interaction (a gateway replay, two shards, a retry
that arrives late) is answered with the first answer and changes nothing, also for the writes
that are not a match's (seasons, web links, a judge's close of a live league match)."""

from __future__ import annotations

import functools
import json
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import pytest
from sqlalchemy import select
from sqlmodel import SQLModel

import bot.store.tables.schema  # noqa: F401  (every table on SQLModel.metadata)
from bot.core.league.table_result import TableResult
from bot.core.match.commands import Actor
from bot.faces.discord.answers import POSTED
from bot.store.tables.matches import AppState, RequestRecord
from tests.discord.conftest import Arbiter
from tests.discord.helpers import make_judges, slash
from tests.discord.test_leagues import League
from tests.discord.test_playoffs import four_players_one_round
from tests.discord.test_requests import (
    COMMANDS,
    Payload,
    answer_sent,
    match,
    model_redelivery,
    no_match,
    slash_as,
)
from tests.discord.test_web_links import BASE, link_in
from tests.discord_harness import FakeMessage, InteractionResult, RestCall

pytestmark = pytest.mark.usefixtures("seat_one_chooses")  # alice chooses in game 1


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
    arbiter.bot.web_actions.base_url = BASE
    await league.slash("league create", arbiter.admin, name="Tuesday", game="magic")
    old = link_in((await league.slash("league web", arbiter.admin)).content, "l")
    revoke = arbiter.harness.slash_payload(
        "league web", user=arbiter.admin, channel=league.channel, options={"revoke": True}
    )
    revoked = await arbiter.harness.dispatch(revoke).wait()
    given = link_in(revoked.content, "l")

    again = await arbiter.harness.dispatch(revoke, expect_response=False).wait()

    assert answer_sent(again) == answer_sent(revoked)
    live = await arbiter.bot.services.links.league_link_if_any(channel_id=league.channel.id)
    assert live == given != old


async def test_a_late_copy_of_web_leaderboard_off_leaves_the_link_turned_on_after_it(
    arbiter_on: Arbiter,
) -> None:
    """`/arbiter config web_leaderboard:off` arrives again after an admin turned the link on
    again: the link given then keeps working."""
    arbiter = arbiter_on
    model_redelivery(arbiter)
    arbiter.bot.web_actions.base_url = BASE
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
    links = arbiter.bot.services.links
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


# -- every writing interaction, delivered twice at once and once more late ----------------------


def stored_rows(sync: Any) -> list[tuple[str, list[tuple[Any, ...]]]]:
    """Every row of every table but the request log's own (what a second delivery must leave
    alone), in primary key order."""
    found = []
    for table in SQLModel.metadata.sorted_tables:
        if table.name in UNWATCHED:
            continue
        rows = sync.execute(select(table).order_by(*table.primary_key.columns)).all()
        found.append((table.name, [tuple(row) for row in rows]))
    return found


UNWATCHED = {RequestRecord.__tablename__, AppState.__tablename__}


def shown(message: FakeMessage) -> str:
    data = message.data
    seen = [message.channel_id, message.content, data.get("embeds"), data.get("components")]
    return json.dumps(seen, sort_keys=True)


async def world(arbiter: Arbiter) -> tuple[Any, ...]:
    """What anyone could find changed: every stored row (the requests' records aside), every
    channel and thread, and every message anyone sees, as it reads now."""
    await arbiter.harness.settle()
    await arbiter.bot.scoreboards.saved()
    await arbiter.bot.ratings.idle()
    async with arbiter.bot.database.transaction() as session:
        rows = await session.run_sync(lambda s: stored_rows(s))
    harness = arbiter.harness
    channels = sorted(channel.name for channel in harness._channels.values())
    messages = [shown(m) for m in harness.messages.values() if not m.deleted and not m.ephemeral]
    return (rows, channels, messages)


def answers_tried(calls: list[RestCall], token: str) -> list[Any]:
    """The first message of each answer the bot tried to give on the interaction: a callback
    with a message, or after a deferral the placeholder's private answer or the first public
    followup (the placeholder's "Answered below." aside)."""
    tried: list[Any] = []
    deferred = False
    for call in calls:
        if call.path_params.get("webhook_token") != token:
            continue
        body = call.json or {}
        if call.path.endswith("/callback"):
            data = body.get("data") or {}
            if "content" in data or "embeds" in data:
                tried.append((data.get("content"), data.get("embeds")))
            else:
                deferred = True
        elif deferred and call.method in ("PATCH", "POST") and body.get("content") != POSTED:
            tried.append((body.get("content"), body.get("embeds")))
            deferred = False
    return tried


@dataclass(frozen=True)
class Write:
    """A writing interaction: how to get the server ready for it, and its payload."""

    name: str
    setup: Callable[[Arbiter], Awaitable[dict[str, Any]]]
    payload: Payload

    def __str__(self) -> str:
        return self.name


def in_league(command: str, user: str = "admin", **options: Any) -> Payload:
    def build(arbiter: Arbiter, context: dict[str, Any]) -> dict[str, Any]:
        league: League = context["league"]
        values = {
            k: league.user(v[1:]) if str(v).startswith("@") else v for k, v in options.items()
        }
        return arbiter.harness.slash_payload(
            command, user=getattr(arbiter, user), options=values, channel=league.channel
        )

    return build


def as_player(command: str, seat: int) -> Payload:
    """`command` by a player of the first table, in its thread."""

    def build(arbiter: Arbiter, context: dict[str, Any]) -> dict[str, Any]:
        league: League = context["league"]
        thread = league.threads[context["thread_id"]]
        return arbiter.harness.slash_payload(
            command, user=league.user(context["players"][seat]), channel=thread
        )

    return build


def on_the_web(arbiter: Arbiter) -> None:
    arbiter.bot.web_actions.base_url = BASE


async def a_league(arbiter: Arbiter, players: int = 3) -> dict[str, Any]:
    league = League(arbiter)
    await league.slash("league create", arbiter.admin, name="Tuesday", game="magic")
    for person in league.people[:players]:
        await league.slash("league join", person)
    return {"league": league}


async def a_drop(arbiter: Arbiter) -> dict[str, Any]:
    """Three players, the third of whom (carol) dropped before round 1."""
    context = await a_league(arbiter, 3)
    await context["league"].slash("league drop", arbiter.carol)
    return context


async def four_to_pair(arbiter: Arbiter) -> dict[str, Any]:
    """Four players and their next round previewed: a player of each of its two tables."""
    context = await a_league(arbiter, 4)
    league: League = context["league"]
    view = await arbiter.bot.leagues.preview_round(
        channel_id=league.channel.id, actor=Actor(arbiter.admin.id, is_judge=True)
    )
    return {**context, "a": view.pairings[0].players[0], "b": view.pairings[1].players[0]}


def swap_them(arbiter: Arbiter, context: dict[str, Any]) -> dict[str, Any]:
    league: League = context["league"]
    return arbiter.harness.slash_payload(
        "league round swap",
        user=arbiter.admin,
        channel=league.channel,
        options={"a": league.user(context["a"]), "b": league.user(context["b"])},
    )


async def no_league(arbiter: Arbiter) -> dict[str, Any]:
    return {"league": League(arbiter)}


async def round_on(arbiter: Arbiter) -> dict[str, Any]:
    """Two players' round 1, its match in play in its thread."""
    context = await a_league(arbiter, 2)
    league: League = context["league"]
    await league.slash("league round start", arbiter.admin)
    (table,) = (await arbiter.bot.leagues.round_status(channel_id=league.channel.id)).pairings
    return {**context, "thread_id": table.thread_id, "players": table.players}


async def conceded(command: str, arbiter: Arbiter) -> dict[str, Any]:
    """Round 1's match after its second seat sent `command` in its thread."""
    context = await round_on(arbiter)
    league: League = context["league"]
    loser = league.user(context["players"][1])
    await slash(arbiter, command, loser, league.threads[context["thread_id"]])
    return context


game_two_on = functools.partial(conceded, "concede")  # game 1 conceded: game 2 is played
round_over = functools.partial(conceded, "match concede")


async def round_to_repair(arbiter: Arbiter) -> dict[str, Any]:
    """Round 1 paired, Discord having refused its threads; then a fifth player joins."""
    context = await a_league(arbiter, 4)
    league: League = context["league"]
    with threads_refused(arbiter, league):
        await league.slash("league round start", arbiter.admin)
    await league.slash("league join", league.people[4])
    return context


@contextmanager
def threads_refused(arbiter: Arbiter, league: League) -> Iterator[None]:
    """Discord refuses to open threads meanwhile."""
    harness = arbiter.harness

    def refuse(call: RestCall) -> Any:
        raise harness.http_error(403, 50013, "Missing Permissions")

    harness.route("POST", "/channels/{channel_id}/threads", refuse)
    try:
        yield
    finally:
        harness.route("POST", "/channels/{channel_id}/threads", league._open_thread)


async def playoff_ready(arbiter: Arbiter) -> dict[str, Any]:
    league = League(arbiter)
    await four_players_one_round(arbiter, league)
    return {"league": league}


async def playoff_on(arbiter: Arbiter) -> dict[str, Any]:
    context = await playoff_ready(arbiter)
    league: League = context["league"]
    await league.slash("league playoff start", arbiter.admin, size=4)
    return context


async def final_not_started(arbiter: Arbiter) -> dict[str, Any]:
    """The semifinals over, the final paired but its thread refused by Discord."""
    context = await playoff_on(arbiter)
    league: League = context["league"]
    view = await arbiter.bot.playoffs.status(channel_id=league.channel.id)
    with threads_refused(arbiter, league):
        for table in view.current:
            loser = league.user(table.players[1])
            await slash(arbiter, "match concede", loser, league.threads[table.thread_id or 0])
    return context


async def live_semifinal(arbiter: Arbiter) -> dict[str, Any]:
    context = await playoff_on(arbiter)
    league: League = context["league"]
    (first, _) = (await arbiter.bot.playoffs.status(channel_id=league.channel.id)).current
    return {**context, "winner": first.players[0]}


def semifinal_winner(arbiter: Arbiter, context: dict[str, Any]) -> dict[str, Any]:
    league: League = context["league"]
    return arbiter.harness.slash_payload(
        "league result",
        user=arbiter.admin,
        channel=league.channel,
        options={
            "round": 1,
            "table": 1,
            "winner": league.user(context["winner"]),
            "live": "close",
        },
    )


async def linked_league(arbiter: Arbiter) -> dict[str, Any]:
    on_the_web(arbiter)
    context = await a_league(arbiter)
    await context["league"].slash("league web", arbiter.admin)
    return context


async def league_on_the_web(arbiter: Arbiter) -> dict[str, Any]:
    on_the_web(arbiter)
    return await a_league(arbiter)


async def match_on_the_web(arbiter: Arbiter) -> dict[str, Any]:
    on_the_web(arbiter)
    return await match(arbiter)


async def web_only(arbiter: Arbiter) -> dict[str, Any]:
    on_the_web(arbiter)
    return {}


async def leaderboard_linked(arbiter: Arbiter) -> dict[str, Any]:
    on_the_web(arbiter)
    await slash(arbiter, "arbiter config", arbiter.admin, web_leaderboard="on")
    return {}


async def season_on(arbiter: Arbiter) -> dict[str, Any]:
    await slash(arbiter, "ratings season start", arbiter.admin, name="Spring")
    return {}


WRITES = [
    *(Write(c.name, c.setup, c.payload) for c in COMMANDS),
    Write("/league create", no_league, in_league("league create", name="Tue", game="magic")),
    Write("/league join", a_league, in_league("league join", "dave")),
    Write("/league drop", a_league, in_league("league drop", "alice")),
    Write("/league close", a_league, in_league("league close")),
    Write("/league round start", a_league, in_league("league round start")),
    Write("/league bye award", a_league, in_league("league bye award", player="@carol", rounds=2)),
    Write("/league reinstate", a_drop, in_league("league reinstate", player="@carol")),
    Write("/league round repair", round_to_repair, in_league("league round repair")),
    Write("/league round swap", four_to_pair, swap_them),
    Write("/league result", round_over, in_league("league result", round=1, table=1, games="0-2")),
    Write(
        "/league result live:close",
        game_two_on,
        in_league("league result", round=1, table=1, games="0-2", live="close"),
    ),
    Write("/league playoff start", playoff_ready, in_league("league playoff start", size=4)),
    Write("/league playoff next", final_not_started, in_league("league playoff next")),
    Write("/league result (a live playoff match)", live_semifinal, semifinal_winner),
    Write("/league web", league_on_the_web, in_league("league web")),
    Write("/league web revoke:true", linked_league, in_league("league web", revoke=True)),
    Write("/match overlay", match_on_the_web, slash_as("match overlay")),
    Write("/ratings season start", no_match, slash_as("ratings season start", "admin", name="S")),
    Write("/ratings season end", season_on, slash_as("ratings season end", "admin")),
    Write(
        "/arbiter config web_leaderboard:on",
        web_only,
        slash_as("arbiter config", "admin", web_leaderboard="on"),
    ),
    Write(
        "/arbiter config web_leaderboard:off",
        leaderboard_linked,
        slash_as("arbiter config", "admin", web_leaderboard="off"),
    ),
]


@pytest.mark.parametrize("write", WRITES, ids=str)
async def test_every_writing_interaction_delivered_twice_at_once_changes_things_once(
    arbiter_on: Arbiter, write: Write
) -> None:
    """The same INTERACTION_CREATE twice at once (a gateway replay, two shards), then once
    more after both were answered (a late retry): one change, whichever delivery made it, and
    every delivery's answer is the first one's, word for word."""
    arbiter = arbiter_on
    model_redelivery(arbiter)
    context = await write.setup(arbiter)
    payload = write.payload(arbiter, context)
    before = await world(arbiter)
    mark = len(arbiter.harness.calls)

    await twice_at_once(arbiter, payload)
    after = await world(arbiter)
    await arbiter.harness.dispatch(payload, expect_response=False).wait()  # late
    late = await world(arbiter)

    assert after != before, f"{write} changed nothing"
    assert late == after, "the late delivery changed something"
    made = after[2][len(before[2]) :]
    assert len(set(made)) == len(made), f"a message was sent twice: {made}"
    tried = answers_tried(arbiter.harness.calls[mark:], payload["token"])
    assert len(tried) == 3 and tried.count(tried[0]) == 3, tried


# -- a refusal is the first answer too ---------------------------------------------------------


async def test_a_refused_league_create_delivered_again_after_the_judge_role_is_set_is_refused(
    arbiter_on: Arbiter,
) -> None:
    arbiter = arbiter_on
    model_redelivery(arbiter)
    league = League(arbiter)
    create = arbiter.harness.slash_payload(
        "league create",
        user=arbiter.judge,
        channel=league.channel,
        options={"name": "Tuesday", "game": "magic"},
    )
    refused = await arbiter.harness.dispatch(create).wait()
    assert refused.ephemeral and "organiser" in (refused.content or ""), refused
    await make_judges(arbiter)  # judy is a judge from now on

    again = await arbiter.harness.dispatch(create, expect_response=False).wait()

    assert answer_sent(again) == answer_sent(refused)
    assert "There is no league" in (await league.slash("league players", arbiter.alice)).content


async def test_a_fix_refused_while_its_match_was_played_is_refused_again_once_it_is_over(
    arbiter_on: Arbiter,
) -> None:
    """A judge's `/league result` without `live:` on a match in play is refused; delivered
    again after the players finished the match, it is refused again: the players' result
    stands."""
    arbiter = arbiter_on
    model_redelivery(arbiter)
    context = await game_two_on(arbiter)
    league: League = context["league"]
    fix = in_league("league result", round=1, table=1, games="0-2")(arbiter, context)
    refused = await arbiter.harness.dispatch(fix).wait()
    assert refused.ephemeral and "still being played" in (refused.content or ""), refused
    winner, loser = (league.user(name) for name in context["players"])
    await slash(arbiter, "match concede", loser, league.threads[context["thread_id"]])

    again = await arbiter.harness.dispatch(fix, expect_response=False).wait()

    assert answer_sent(again) == answer_sent(refused)
    (table,) = (await arbiter.bot.leagues.round_status(channel_id=league.channel.id)).pairings
    assert table.result == TableResult((2, 0, 0)), table  # the players' result, not the judge's 0-2
    assert winner.name == table.players[0]
