"""The writes that are not a match's, applied once per interaction id by the request log in two
bot processes on one database (two shards given the same interaction), on SQLite and
PostgreSQL: each process is its own Database (its own connections) with its own services."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from dataclasses import dataclass

import pytest

from bot.app.league import LeagueService
from bot.app.links import WebLinks
from bot.app.match import MatchService
from bot.app.ratings import RatingService
from bot.store.database import Database
from tests.test_league_service import LEAGUE_CHANNEL, ORGANISER, SWISS, new_league

GUILD = 7001


@dataclass
class Process:
    matches: MatchService
    leagues: LeagueService
    ratings: RatingService
    links: WebLinks


@pytest.fixture
async def processes(database: Database) -> AsyncIterator[tuple[Process, Process]]:
    """Two processes on the test's database (SQLite file or PostgreSQL)."""
    engines = [Database(database.url), Database(database.url)]
    made = []
    for engine in engines:
        matches = MatchService(engine)
        made.append(
            Process(
                matches,
                LeagueService(engine, matches),
                RatingService(engine, matches),
                WebLinks(engine, matches),
            )
        )
    try:
        yield made[0], made[1]
    finally:
        for engine in engines:
            await engine.close()


async def test_a_season_start_given_to_two_processes_at_once_starts_one_season(
    processes: tuple[Process, Process],
) -> None:
    """Both get the season the request started (not "Spring is running" for one of them);
    its end, given to one process and then late to the other, ends that season once."""
    starts = (
        process.ratings.start_season(
            guild_id=GUILD, name="Spring", user_id=1, is_organiser=True, idempotency_key="s"
        )
        for process in processes
    )
    first, second = await asyncio.gather(*starts)
    assert first == second
    a, b = processes
    ended = await a.ratings.end_season(guild_id=GUILD, is_organiser=True, idempotency_key="e")
    assert ended.id == first.id
    late = await b.ratings.end_season(guild_id=GUILD, is_organiser=True, idempotency_key="e")
    assert late == ended  # not "No season is running"


async def test_a_revoke_given_to_two_processes_at_once_leaves_the_link_it_answered(
    processes: tuple[Process, Process],
) -> None:
    a, b = processes
    await new_league(a.leagues, SWISS, 2)
    old = await a.links.league_link(channel_id=LEAGUE_CHANNEL, actor=ORGANISER)
    revokes = (
        process.links.league_link(
            channel_id=LEAGUE_CHANNEL, actor=ORGANISER, revoke=True, idempotency_key="r"
        )
        for process in processes
    )
    first, second = await asyncio.gather(*revokes)
    assert first == second and first.token != old.token
    assert await b.links.league_link_if_any(channel_id=LEAGUE_CHANNEL) == first.token
