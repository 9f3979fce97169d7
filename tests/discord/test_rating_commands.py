"""Ratings through discord.py: a finished match's result message shows each player's change,
/leaderboard and /rating read the ladders, organisers start and end seasons, and an /undo that
reopens a rated match recomputes its ladder in the background (its answer does not wait)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.app.match import Actor, PlayerSpec
from bot.app.ratings import LadderKey
from bot.core.ratings import Format
from tests.discord.conftest import Arbiter
from tests.discord.helpers import make_judges, slash, start
from tests.discord_harness import FakeChannel, FakeUser, InteractionResult


async def duel(
    arbiter: Arbiter, winner: FakeUser, loser: FakeUser, channel: FakeChannel | None = None
) -> InteractionResult:
    """A best-of-one duel that `loser` concedes: the answer that ends the match."""
    channel = channel or arbiter.table
    await start(arbiter, user=winner, channel=channel, opponent=loser, best_of=1)
    result = await slash(arbiter, "concede", loser, channel)
    assert "wins the match" in (result.content or "") or "won the match" in (
        result.content or ""
    ), result
    return result


def refused(result: InteractionResult, says: str) -> None:
    assert result.ephemeral and says in (result.content or ""), result


async def test_ratings_move_with_each_match_and_show_in_the_result_message(
    arbiter: Arbiter,
) -> None:
    refused(await slash(arbiter, "leaderboard"), "No rated matches yet")
    first = await duel(arbiter, arbiter.alice, arbiter.bob)
    assert "Ratings: alice 1000 -> 1086, bob 1000 -> 954." in (first.content or ""), first
    assert first.response is not None and first.response.mention_ids == []

    second = await duel(arbiter, arbiter.bob, arbiter.alice)
    assert "Ratings: bob 954 -> " in (second.content or ""), second

    board = await slash(arbiter, "leaderboard", arbiter.carol, game="magic", format="duel")
    assert not board.ephemeral and board.response is not None
    assert board.response.mention_ids == []
    (embed,) = board.embeds
    assert embed.title == "Leaderboard: Magic: The Gathering, duel, all time"
    lines = (embed.description or "").splitlines()
    assert len(lines) == 2 and all("(provisional)" in line and "1-1-0" in line for line in lines)

    mine = await slash(arbiter, "rating", arbiter.alice)
    (card,) = mine.embeds
    (field,) = card.fields
    assert field.name == "Magic: The Gathering, duel, all time"
    assert "provisional" in (field.value or "") and "2 matches" in (field.value or "")
    assert "mu " in (field.value or "") and "sigma " in (field.value or "")
    assert (field.value or "").count("match #") == 2  # the last rated matches, each with its change
    assert "won: 1000 -> 1086" in (field.value or "")
    refused(await slash(arbiter, "rating", arbiter.alice, player=arbiter.carol), "no rated matches")


async def test_a_game_nobody_has_played_here_has_no_leaderboard_yet(arbiter: Arbiter) -> None:
    """Asked by game (and format), a ladder with no rated match is said to be empty, not
    drawn as an empty board whose page says "try an earlier one"."""
    await duel(arbiter, arbiter.alice, arbiter.bob)  # Magic only

    by_game = await slash(arbiter, "leaderboard", arbiter.carol, game="grand-archive")
    refused(by_game, "No rated matches yet in Grand Archive")
    assert not by_game.embeds, by_game
    both = await slash(arbiter, "leaderboard", arbiter.carol, game="magic", format="multiplayer")
    refused(both, "No rated matches yet in Magic: The Gathering, multiplayer, all time")
    await slash(arbiter, "ratings season start", arbiter.admin, name="Spring")
    fresh = await slash(arbiter, "leaderboard", arbiter.carol, game="magic")
    refused(fresh, "No rated matches yet in Magic: The Gathering this season (Spring)")


async def test_names_are_escaped_and_a_page_fits_discords_limits(arbiter: Arbiter) -> None:
    service, ratings = arbiter.bot.service, arbiter.bot.ratings
    long_name = "**" + "x" * 28 + "_@everyone"
    guild = arbiter.harness.guild_id
    for n in range(23):
        channel = 70_000 + n
        await service.start_match(
            guild_id=guild,
            channel_id=channel,
            system="magic",
            players=[PlayerSpec(10_000 + n, f"{long_name}{n}"), PlayerSpec(20_000 + n, f"p{n}")],
            actor=Actor(1, is_judge=True),
            best_of=1,
        )
        view = await service.report(
            channel_id=channel,
            actor=Actor(20_000 + n),
            events=[{"event": "concede", "player": 20_000 + n}],
            idempotency_key=f"k{n}",
        )
        assert (await ratings.match_finished(view.match.id))[0].after == 1086
    page_one = await slash(arbiter, "leaderboard")
    (embed,) = page_one.embeds
    lines = (embed.description or "").splitlines()
    assert len(lines) == 20 and "page:2" in (embed.footer.text or "")
    assert "\\*\\*xxxx" in lines[0] and "**xxxx" not in lines[0]
    assert "@everyone" not in (embed.description or "").replace("@\u200beveryone", "")
    page_three = await slash(arbiter, "leaderboard", page=3)
    (last,) = page_three.embeds
    assert len((last.description or "").splitlines()) == 6  # 46 players, 20 a page
    refused(await slash(arbiter, "leaderboard", page=9), "Page 9 is empty")


async def test_organisers_start_and_end_a_season_whose_ladder_starts_fresh(
    arbiter: Arbiter,
) -> None:
    await duel(arbiter, arbiter.alice, arbiter.bob)
    refused(await slash(arbiter, "ratings season start", arbiter.alice, name="Spring"), "organiser")
    started = await slash(arbiter, "ratings season start", arbiter.admin, name="Spring *2026*")
    assert not started.ephemeral and "Spring \\*2026\\*" in (started.content or ""), started
    refused(await slash(arbiter, "ratings season start", arbiter.admin, name="Again"), "is running")
    await duel(arbiter, arbiter.bob, arbiter.alice)

    season = (await slash(arbiter, "leaderboard")).embeds[0]
    assert "season Spring \\*2026\\*" in (season.title or "")
    assert [line.split(" · ")[-1] for line in (season.description or "").splitlines()] == [
        "1-0-0",
        "0-1-0",
    ]
    all_time = (await slash(arbiter, "leaderboard", season="all-time")).embeds[0]
    assert "all time" in (all_time.title or "")
    assert all("1-1-0" in line for line in (all_time.description or "").splitlines())

    refused(await slash(arbiter, "ratings season end", arbiter.bob), "organiser")
    await make_judges(arbiter)  # the judge role counts as an organiser, as for leagues
    ended = await slash(arbiter, "ratings season end", arbiter.judge)
    assert "has ended" in (ended.content or ""), ended
    refused(await slash(arbiter, "ratings season end", arbiter.admin), "No season is running")
    past = (await slash(arbiter, "leaderboard", season="spring *2026*")).embeds[0]
    assert "season Spring" in (past.title or "")


async def test_a_season_is_found_by_its_name_in_any_case_and_spacing(arbiter_on: Arbiter) -> None:
    """A season named with accented capitals (a French server's "Été 2026") is found by the
    name it was started with, in any case, on both databases (SQL's lower() folds ASCII only)."""
    arbiter = arbiter_on
    await slash(arbiter, "ratings season start", arbiter.admin, name="Été 2026")
    await duel(arbiter, arbiter.alice, arbiter.bob)
    await slash(arbiter, "ratings season end", arbiter.admin)

    for asked in ("Été 2026", "été 2026", "ÉTÉ  2026"):
        board = await slash(arbiter, "leaderboard", arbiter.carol, season=asked)
        assert not board.ephemeral and board.embeds, (asked, board)
        assert board.embeds[0].title == "Leaderboard: Magic: The Gathering, duel, season Été 2026"


async def test_a_new_season_cannot_take_a_name_that_would_hide_another(arbiter: Arbiter) -> None:
    """An ended season's final board stays readable by its name: a new season of the same
    name (in any case) is refused, and so is one named like the all-time board."""
    await slash(arbiter, "ratings season start", arbiter.admin, name="Spring")
    await duel(arbiter, arbiter.alice, arbiter.bob)
    await slash(arbiter, "ratings season end", arbiter.admin)

    again = await slash(arbiter, "ratings season start", arbiter.admin, name="SPRING")
    refused(again, "already had a season called Spring")
    refused(await slash(arbiter, "ratings season start", arbiter.admin, name="All time"), "all")
    await duel(arbiter, arbiter.bob, arbiter.alice)  # all time only
    board = (await slash(arbiter, "leaderboard", arbiter.carol, season="Spring")).embeds[0]
    assert [line.split(" · ")[-1] for line in (board.description or "").splitlines()] == [
        "1-0-0",
        "0-1-0",
    ]


async def test_an_undo_that_reopens_a_rated_match_recomputes_its_ladder_in_the_background(
    arbiter: Arbiter, monkeypatch: pytest.MonkeyPatch
) -> None:
    await duel(arbiter, arbiter.alice, arbiter.bob, arbiter.harness.channel("table-2"))
    await duel(arbiter, arbiter.bob, arbiter.alice)
    ratings = arbiter.bot.ratings
    release = asyncio.Event()
    recomputed: list[LadderKey] = []
    real = ratings.recompute

    async def held(key: LadderKey) -> Any:
        await release.wait()
        recomputed.append(key)
        return await real(key)

    monkeypatch.setattr(ratings, "recompute", held)
    await make_judges(arbiter)
    undone = await slash(arbiter, "undo", arbiter.judge)
    assert "undid the last report of game 1" in (undone.content or ""), undone
    # The answer went out while the ladder still waits to be recomputed.
    assert recomputed == []
    assert (await arbiter.bot.service.status(channel_id=arbiter.table.id)).status == "active"
    release.set()
    await ratings.idle()
    assert recomputed == [LadderKey(arbiter.harness.guild_id, "magic", Format.DUEL)]
    card = (await slash(arbiter, "rating", arbiter.bob)).embeds[0]
    (field,) = card.fields
    assert "0-1-0" in (field.value or "") and (field.value or "").count("match #") == 1

    finished_again = await slash(arbiter, "concede", arbiter.alice)
    assert "Ratings: bob " in (finished_again.content or ""), finished_again
