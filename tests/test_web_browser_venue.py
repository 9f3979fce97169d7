"""The pages as a venue, a streamer and a player see them, in a real headless Chromium
(tests/support/chromium.py): a 64-player round on the venue's 1920x1080 screen, and names
written to spoof the tables (right-to-left overrides)."""

from __future__ import annotations

import asyncio
import base64
import re
import uuid

from bot.app.league import LeagueSettings
from bot.app.league.playoffs import PlayoffService
from bot.app.match import Actor
from bot.store.database import Database
from bot.store.tables.matches import utcnow
from tests.support.chromium import Page, chromium
from tests.test_league_service import SWISS
from tests.test_web_browser import wait_until
from tests.web_helpers import (
    LEAGUE_CHANNEL,
    ORGANISER,
    finish_table,
    publish_league,
    user_of,
    web_client,
)

FIRST = ["Alexandra", "Benedikt", "Chidinma", "Dmitri", "Esperanza", "Fumiko", "Guillermo", "Hee"]
LAST = ["Okonkwo-Smith", "Vasquez", "Lindqvist", "Nakamura", "O'Sullivan", "Petrov", "Ng", "Duarte"]
# 64 players as people sign up: first and last names (up to 23 characters).
NAMES = [f"{first} {last}" for first in FIRST for last in LAST]
RLO = "\u202e"  # RIGHT-TO-LEFT OVERRIDE: what follows it is drawn backwards
SPOOFERS = {3: f"Aaron {RLO}Mallory", 12: f"Abby {RLO}Trudy"}  # they sort first: seated first

ROWS = "[...document.querySelectorAll('#current-round tbody tr')]"
# Each table row's bottom edge and the window's height, in CSS pixels.
FITS = f"[Math.max(...{ROWS}.map(r => r.getBoundingClientRect().bottom)), innerHeight]"
# For every name in a table that does not carry an override itself: does it read left to
# right, i.e. is its first letter drawn left of its last?
READS_FORWARD = """
(names => {
  const out = [];
  for (const row of %s) {
    const cell = row.cells[1];
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node; (node = walker.nextNode());) {
      for (const name of names) {
        const at = node.data.indexOf(name);
        if (at < 0) continue;
        const x = i => { const r = document.createRange(); r.setStart(node, i);
          r.setEnd(node, i + 1); return r.getBoundingClientRect().left; };
        out.push([name, x(at) < x(at + name.length - 1)]);
      }
    }
  }
  return out;
})(%s)
"""


async def full_hd(page: Page) -> None:
    """The venue's 1920x1080 screen, full-screen (a window's bars would take part of it)."""
    await page.send(
        "Emulation.setDeviceMetricsOverride",
        width=1920,
        height=1080,
        deviceScaleFactor=1,
        mobile=False,
    )


async def test_a_64_player_round_fits_the_venue_screen(sqlite_database: Database) -> None:
    published = await publish_league(sqlite_database, NAMES, rounds=1, now=utcnow())
    async with web_client(sqlite_database, now=None) as client, chromium(1920, 1080) as page:
        await full_hd(page)
        await page.open(str(client.make_url(f"/l/{published.token}/projector")))
        assert await page.evaluate(f"{ROWS}.length") == 64  # a line per player, by name
        bottom, height = await page.evaluate(FITS)
        # A venue screen is not scrolled: every table is on it.
        assert bottom <= height, f"the tables run to {bottom}px on a {height}px screen"
        size = await page.evaluate(
            "parseFloat(getComputedStyle(document.querySelector('#current-round td')).fontSize)"
        )
        assert size >= 20  # still read from across the room
        overflow = await page.evaluate("document.documentElement.scrollWidth - innerWidth")
        assert overflow <= 0


async def test_a_top_16_bracket_fills_the_venue_screen_in_large_type(
    sqlite_database: Database,
) -> None:
    one_round = LeagueSettings(**{**vars(SWISS), "rounds_planned": 1})
    published = await publish_league(
        sqlite_database, NAMES[:16], settings=one_round, rounds=1, now=utcnow()
    )
    for table in range(2, 9):
        await finish_table(published.leagues, published.names, table)
    playoffs = PlayoffService(sqlite_database, published.leagues.matches)
    await playoffs.start(channel_id=LEAGUE_CHANNEL, actor=ORGANISER, size=16)
    async with web_client(sqlite_database, now=None) as client, chromium(1920, 1080) as page:
        await full_hd(page)
        await page.open(str(client.make_url(f"/l/{published.token}/projector")))
        seats = "[...document.querySelectorAll('.bracket .seat')]"
        assert await page.evaluate(f"{seats}.length") == 30  # 8 + 4 + 2 + 1 matches
        size = await page.evaluate(f"parseFloat(getComputedStyle({seats}[0]).fontSize)")
        assert size >= 20  # read from across the room, as the tables are
        bottom = await page.evaluate(
            f"Math.max(...{seats}.map(s => s.getBoundingClientRect().bottom))"
        )
        assert bottom <= 1080
        assert await page.evaluate("document.documentElement.scrollWidth - innerWidth") <= 0


async def test_a_name_with_a_right_to_left_override_does_not_turn_its_opponent_around(
    sqlite_database: Database,
) -> None:
    names = list(NAMES[:16])
    for index, name in SPOOFERS.items():
        names[index] = name
    published = await publish_league(sqlite_database, names, rounds=1, now=utcnow())
    honest = [n for n in names if RLO not in n]
    async with web_client(sqlite_database, now=None) as client, chromium() as page:
        for path in ("", "/projector"):
            await page.open(str(client.make_url(f"/l/{published.token}{path}")))
            found = await page.evaluate(READS_FORWARD % (ROWS, repr(honest)))
            assert len(found) == len(honest)
            assert [name for name, forward in found if not forward] == []


async def test_a_page_left_open_on_a_revoked_link_says_the_link_is_dead(
    sqlite_database: Database,
) -> None:
    published = await publish_league(sqlite_database, NAMES[:4], rounds=1, now=utcnow())
    async with web_client(sqlite_database, now=None) as client, chromium() as page:
        await page.open(str(client.make_url(f"/l/{published.token}/projector")))
        assert await page.evaluate("document.querySelectorAll('.clock[data-deadline]').length")
        await published.links.league_link(channel_id=LEAGUE_CHANNEL, actor=ORGANISER, revoke=True)
        # Within a poll (5 s on the projector) the venue's screen stops showing the round as
        # live, with its clock counting down: it says what a fresh visit to the link says.
        await wait_until(page, "document.querySelector('h1').textContent === 'Nothing here'")
        assert await page.evaluate("document.querySelectorAll('.clock').length") == 0
        assert NAMES[0] not in await page.evaluate("document.body.innerText")


async def held(page: Page, pattern: str) -> str:
    """The id of the page's next request for `pattern`, held (Fetch.enable named it) until
    Fetch.continueRequest or Fetch.fulfillRequest; Fetch.disable after lets others through."""
    for _ in range(200):
        paused = [e for e in page.events if e.get("method") == "Fetch.requestPaused"]
        if paused:
            page.events.remove(paused[0])
            return str(paused[0]["params"]["requestId"])
        await asyncio.sleep(0.05)
    raise AssertionError(f"no request for {pattern}")


async def a_change_while_the_overlay_loads(database: Database, *, page_fails_once: bool) -> None:
    """An overlay comes at 20 life; its script's first look at the JSON comes after a report
    (a slow phone, OBS starting its browser source mid-game). With `page_fails_once`, the
    page's fetch of itself to show that change meets the database away for a moment (503).
    Either way the overlay shows the change without a reload."""
    published = await publish_league(database, NAMES[:4], rounds=1, now=utcnow())
    thread = published.threads[2]
    _, token = await published.links.match_link(channel_id=thread, actor=ORGANISER)
    view = await published.leagues.matches.status(channel_id=thread)
    address = f"/m/{token}?overlay=1"
    async with web_client(database, now=None) as client, chromium() as page:
        await page.send("Fetch.enable", patterns=[{"urlPattern": f"*/m/{token}.json"}])
        await page.open(str(client.make_url(address)))
        first_poll = await held(page, "the first poll")
        lives = "[...document.querySelectorAll('table.players td.big')].map(t => t.textContent)"
        assert await page.evaluate(lives) == ["20", "20"]
        await published.leagues.matches.report(
            channel_id=thread,
            actor=Actor(user_of(published.names.index(view.players[0].name))),
            events=[{"event": "life", "player": view.players[1].user_id, "set": 13}],
            idempotency_key=uuid.uuid4().hex,
        )
        if page_fails_once:
            await page.send("Fetch.enable", patterns=[{"urlPattern": f"*{address}"}])
        await page.send("Fetch.continueRequest", requestId=first_poll)
        if page_fails_once:
            refresh = await held(page, "the page fetching itself")
            body = base64.b64encode(b"Arbiter could not show this page just now.").decode()
            await page.send("Fetch.fulfillRequest", requestId=refresh, responseCode=503, body=body)
        await page.send("Fetch.disable")
        await wait_until(page, f"{lives}.join() === '20,13'", seconds=6)


async def test_a_change_made_while_the_overlay_loads_is_shown(sqlite_database: Database) -> None:
    await a_change_while_the_overlay_loads(sqlite_database, page_fails_once=False)


async def test_a_change_missed_in_a_database_blip_is_shown_at_the_next_poll(
    sqlite_database: Database,
) -> None:
    await a_change_while_the_overlay_loads(sqlite_database, page_fails_once=True)


async def test_the_standings_read_on_a_phone(sqlite_database: Database) -> None:
    """A player opens the league's link on a phone (390 px wide): the page fits the screen
    (the standings' columns scroll sideways in their own box) and no name is cut inside a
    word ('Alexa / ndra / Duart / e')."""
    published = await publish_league(sqlite_database, NAMES[:16], rounds=1, now=utcnow())
    async with web_client(sqlite_database, now=None) as client, chromium(400, 900) as page:
        await page.send(
            "Emulation.setDeviceMetricsOverride",
            width=390,
            height=844,
            deviceScaleFactor=1,
            mobile=True,
        )
        await page.open(str(client.make_url(f"/l/{published.token}")))
        assert await page.evaluate("document.documentElement.scrollWidth") <= 390
        lines = await page.evaluate(
            "[...document.querySelectorAll('table.standings td.player bdi')].map(b => "
            "[b.textContent, new Set([...b.getClientRects()].map(r => r.top)).size])"
        )
        assert len(lines) == 16
        # A line per word at most (a hyphen may end a line too).
        words = {name: len(re.split(r"[\s-]+", name)) for name, _ in lines}
        assert [name for name, count in lines if count > words[name]] == []
