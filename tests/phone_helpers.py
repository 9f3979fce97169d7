"""A match with each player's phone link, and the web app serving the phone pages over the
same database through connections of its own (as `arbiter web` does), for the phone tests."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any

from aiohttp.test_utils import TestClient, TestServer
from aiohttp.typedefs import Middleware

from bot.app.match import Actor, MatchService
from bot.app.match.views import MatchView
from bot.app.page_reads import WebReads
from bot.app.phone import PhoneService
from bot.faces.web.server import create_app
from bot.store.database import Database
from tests.matches_helpers import ALICE, BOB, CHANNEL, start


@dataclass
class Phones:
    """A match and its players' phone links (by user id)."""

    match: MatchView
    links: dict[int, str]


async def phones_for(
    service: MatchService,
    *,
    players: Sequence[int] = (ALICE, BOB),
    channel_id: int = CHANNEL,
    **options: Any,
) -> Phones:
    """A match started in `channel_id`, and a phone link for each player (`/match phone`)."""
    view = await start(service, players=players, channel_id=channel_id, **options)
    phones = PhoneService(service)
    links = {}
    for user_id in players:
        answer = await phones.link(channel_id=channel_id, actor=Actor(user_id))
        links[user_id] = answer.token
    return Phones(view, links)


@asynccontextmanager
async def phone_server(
    url: str,
    *,
    origins: frozenset[str] = frozenset(),
    middlewares: Sequence[Middleware] = (),
) -> AsyncIterator[tuple[TestClient, PhoneService]]:
    """The web app with the phone pages, reading through a read-only database and writing
    taps through a database of its own (two engines besides the test's): its test client,
    and its phone service. `middlewares` run inside the app's own (a test's faults)."""
    reader, writer = Database(url, read_only=True), Database(url)
    reads = WebReads(reader)
    phone = PhoneService(MatchService(writer), reader=reads.matches)
    app = create_app(reads, phone=phone, origins=origins)
    app.middlewares.extend(middlewares)
    client = TestClient(TestServer(app))
    await client.start_server()
    try:
        yield client, phone
    finally:
        await client.close()
        await reader.close()
        await writer.close()


@asynccontextmanager
async def phone_table(
    database: Database, *, match: Mapping[str, Any] | None = None, **server: Any
) -> AsyncIterator[tuple[MatchService, Phones, TestClient, PhoneService]]:
    """A match (life 20; `match`: other options of its start, its players and ids) with its
    players' phone links, and the phone pages serving them (`phone_server`): the test's match
    service, the phones, the web app's client and its phone service."""
    service = MatchService(database)
    phones = await phones_for(service, **{"starting_life": 20, **(match or {})})
    async with phone_server(database.url, **server) as (client, phone):
        yield service, phones, client, phone


def page_form(html: str) -> dict[str, str]:
    """The CSRF token and tap key a phone page's forms carry."""
    csrf = re.search(r'name="csrf" value="([^"]+)"', html)
    key = re.search(r'name="key" value="([^"]+)"', html)
    assert csrf and key, html[:500]
    return {"csrf": csrf[1], "key": key[1]}
