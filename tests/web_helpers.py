"""A league on a database, published, and the web server reading it (tests of the web face)."""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime

from aiohttp.test_utils import TestClient, TestServer

from bot.app.league import LeagueService, LeagueSettings, RoundView
from bot.app.links import WebLinks
from bot.app.match import Actor, MatchService
from bot.app.page_reads import WebReads
from bot.faces.web.server import create_app
from bot.store.database import Database
from bot.store.tables.matches import utcnow
from tests.test_league_service import NAMES, SWISS, start_table

GUILD = 7_001_234_567_890_123
LEAGUE_CHANNEL = 8_100_234_567_890_123
ORGANISER = Actor(900_234_567_890_123, is_judge=True)
NOW = datetime(2026, 11, 24, 18, 0, tzinfo=UTC)
_threads = itertools.count(50_000_234_567_890_123)


def user_of(index: int) -> int:
    return 1_000_234_567_890_000 + index


@dataclass
class Published:
    leagues: LeagueService
    links: WebLinks
    token: str
    names: list[str]
    threads: dict[int, int]  # table -> thread id of the current round


async def start_all(leagues: LeagueService, view: RoundView) -> dict[int, int]:
    threads = {}
    for pairing in view.unstarted:
        thread = next(_threads)
        await start_table(leagues, pairing, thread)
        threads[pairing.table] = thread
    return threads


async def finish_table(leagues: LeagueService, names: list[str], table: int) -> None:
    """The second player of the table concedes (the first wins 2-0)."""
    view = await leagues.round_status(channel_id=LEAGUE_CHANNEL)
    pairing = next(p for p in view.pairings if p.table == table)
    assert pairing.thread_id is not None
    loser = pairing.players[1]
    await leagues.matches.concede_match(
        channel_id=pairing.thread_id, actor=Actor(user_of(names.index(loser))), player=loser
    )


async def publish_league(
    database: Database,
    names: list[str] = NAMES,
    *,
    settings: LeagueSettings = SWISS,
    rounds: int = 2,
    now: datetime = NOW,
) -> Published:
    """A league of `names`: `rounds - 1` rounds played in full, the last one started with its
    first table finished and the others playing; published with /league web."""
    matches = MatchService(database)
    leagues = LeagueService(database, matches)
    await leagues.create(
        guild_id=GUILD, channel_id=LEAGUE_CHANNEL, settings=settings, actor=ORGANISER, seed=42
    )
    for i, name in enumerate(names):
        await leagues.join(channel_id=LEAGUE_CHANNEL, user_id=user_of(i), name=name)
    threads: dict[int, int] = {}
    for number in range(1, rounds + 1):
        view = await leagues.start_round(channel_id=LEAGUE_CHANNEL, actor=ORGANISER, now=now)
        threads = await start_all(leagues, view)
        tables = [p.table for p in view.pairings]
        for table in tables if number < rounds else tables[:1]:
            await finish_table(leagues, names, table)
    links = WebLinks(database, matches)
    _, token = await links.league_link(channel_id=LEAGUE_CHANNEL, actor=ORGANISER)
    return Published(leagues, links, token, list(names), threads)


@asynccontextmanager
async def web_client(
    database: Database, *, now: datetime | None = NOW
) -> AsyncIterator[TestClient]:
    """aiohttp's test client on the web app, reading `database` through a read-only one;
    the pages' clock stands at `now` (None: the real clock)."""
    reader = Database(database.url, read_only=True)
    app = create_app(WebReads(reader), now=(lambda: now) if now else utcnow)
    client = TestClient(TestServer(app))
    await client.start_server()
    try:
        yield client
    finally:
        await client.close()
        await reader.close()
