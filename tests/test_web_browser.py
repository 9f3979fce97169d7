"""The pages in a real headless Chromium (Debian's package; .ci/run installs it): the league
page, the projector and the match overlay load with their script under the page's CSP, show
the standings in order, count the round clock down, and update without a reload. A
screenshot of each is kept as a test artefact (ARBITER_TEST_ARTEFACTS, else the test's
tmp_path/artefacts)."""

from __future__ import annotations

import asyncio
import os
import re
import uuid
from pathlib import Path

import pytest

from bot.app.match import Actor
from bot.store.database import Database
from bot.store.tables.matches import utcnow
from tests.support.chromium import Page, chromium
from tests.web_helpers import ORGANISER, publish_league, user_of, web_client

PLAYERS_IN_ORDER = (
    "[...document.querySelectorAll('table.standings tbody td.player')]"
    ".map(td => td.firstChild.textContent.trim())"
)
CLOCK = "document.querySelector('.clock').textContent"


@pytest.fixture
def artefacts(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("ARBITER_TEST_ARTEFACTS") or tmp_path / "artefacts")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def seconds(clock: str) -> int:
    parts = [int(p) for p in clock.split(":")]
    total = 0
    for part in parts:
        total = total * 60 + part
    return total


async def clock_counts_down(page: Page) -> None:
    first = await page.evaluate(CLOCK)
    assert re.fullmatch(r"\d+:\d\d", first), first
    assert 48 * 60 < seconds(first) <= 50 * 60  # a 50-minute round just started
    await asyncio.sleep(2.2)
    later = await page.evaluate(CLOCK)
    assert 1 <= seconds(first) - seconds(later) <= 4, (first, later)


async def wait_until(page: Page, expression: str, seconds: float = 15.0) -> None:
    for _ in range(int(seconds / 0.25)):
        if await page.evaluate(expression):
            return
        await asyncio.sleep(0.25)
    raise AssertionError(f"never true: {expression}")


async def save(
    page: Page, folder: Path, name: str, scale: float = 1.0, *, whole: bool = True
) -> None:
    png = await page.screenshot(scale, whole=whole)
    assert png.startswith(b"\x89PNG") and len(png) > 5_000
    await asyncio.to_thread((folder / name).write_bytes, png)


async def test_league_projector_and_overlay_in_chromium(
    sqlite_database: Database, artefacts: Path
) -> None:
    published = await publish_league(sqlite_database, now=utcnow())
    thread = published.threads[2]
    match_id, match_token = await published.links.match_link(channel_id=thread, actor=ORGANISER)
    async with web_client(sqlite_database, now=None) as client, chromium() as page:
        standings = (await (await client.get(f"/l/{published.token}.json")).json())["standings"]

        await page.open(str(client.make_url(f"/l/{published.token}")))
        assert await page.evaluate(PLAYERS_IN_ORDER) == [s["player"] for s in standings]
        tables = await page.evaluate(
            "[...document.querySelectorAll('#current-round tbody tr')].map(r => r.innerText)"
        )
        assert "2-0-0" in tables[0] and all("playing" in t for t in tables[1:-1])
        await clock_counts_down(page)
        await save(page, artefacts, "league.png")

        await page.open(str(client.make_url(f"/l/{published.token}/projector")))
        assert await page.evaluate("document.body.className") == "projector"
        await clock_counts_down(page)
        size = await page.evaluate(
            "parseFloat(getComputedStyle(document.querySelector('table')).fontSize)"
        )
        assert size >= 24  # large type for a venue screen (3.2vh of a 900-pixel window)
        await save(page, artefacts, "projector.png")

        await page.open(str(client.make_url(f"/m/{match_token}?overlay=1")))
        background = await page.evaluate("getComputedStyle(document.body).backgroundColor")
        assert background == "rgba(0, 0, 0, 0)"  # transparent for OBS
        lives = "[...document.querySelectorAll('table.players td.big')].map(td => td.textContent)"
        assert await page.evaluate(lives) == ["20", "20"]
        marker = uuid.uuid4().hex
        await page.evaluate(f"window.stillHere = '{marker}'")
        # A life change reported in Discord reaches the overlay without a reload.
        view = await published.leagues.matches.status(channel_id=thread)
        assert view.id == match_id
        victim = view.players[1]
        await published.leagues.matches.report(
            channel_id=thread,
            actor=Actor(user_of(published.names.index(view.players[0].name))),
            events=[{"event": "life", "player": victim.user_id, "set": 13}],
            idempotency_key=uuid.uuid4().hex,
        )
        await wait_until(page, f"{lives}.join() === '20,13'")
        assert await page.evaluate("window.stillHere") == marker
        await save(page, artefacts, "overlay.png")
        assert page.console_problems() == []
