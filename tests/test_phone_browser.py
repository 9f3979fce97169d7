"""The phone page in a real headless Chromium (tests/support/chromium.py), as a phone shows it:
held upright (390x844) and sideways (844x390), two phones at one table, a revoked link, a form
posted from another site, and a connection that drops under a tap.

Screenshots are kept as test artefacts (ARBITER_TEST_ARTEFACTS, else the test's tmp_path);
docs/phone-portrait.png and docs/phone-landscape.png are the ones this test takes
(`ARBITER_TEST_ARTEFACTS=docs pytest tests/test_phone_browser.py -k sizes`)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from aiohttp import web
from aiohttp.test_utils import TestServer

from bot.app.match import Actor, MatchService, PlayerSpec
from bot.app.phone import PhoneService
from bot.store.database import Database
from tests.matches_helpers import ALICE, BOB, CAROL, CHANNEL, DAVE, GUILD, report
from tests.phone_helpers import page_form, phone_server, phone_table, phones_for
from tests.support.chromium import Page, chromium, chromium_pages
from tests.test_web_browser import save, wait_until

LIVES = "[...document.querySelectorAll('.card .total')].map(e => e.textContent).join()"
BANNER = "(document.getElementById('connection') || {}).textContent || ''"
BANNER_SHOWN = (
    "!!document.getElementById('connection') && !document.getElementById('connection').hidden"
)


@pytest.fixture
def artefacts(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("ARBITER_TEST_ARTEFACTS") or tmp_path / "artefacts")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


async def as_phone(page: Page, width: int, height: int) -> None:
    await page.send(
        "Emulation.setDeviceMetricsOverride",
        width=width,
        height=height,
        deviceScaleFactor=2,
        mobile=True,
    )


async def tap(page: Page, code: str) -> None:
    """Tap the button that sends `code` (every player's pad is on the page: nothing to aim)."""
    await page.evaluate(f"document.querySelector('button[value=\"{code}\"]').click()")


async def offline(page: Page, off: bool) -> None:
    """The phone loses its network (`off`), or gets it back."""
    await page.send(
        "Network.emulateNetworkConditions",
        offline=off,
        latency=0,
        downloadThroughput=-1,
        uploadThroughput=-1,
    )


async def layout(page: Page) -> dict[str, float]:
    """Where things are: the page's size and scroll, the smallest button, the totals' type,
    the first pad against the totals, Undo; and every button of every pad brought into view
    in turn (as a thumb scrolls to it): whether it is then fully on screen, on top (nothing
    covers its middle), and its label inside it."""
    return dict(
        await page.evaluate(
            """(() => {
              const box = s => document.querySelector(s).getBoundingClientRect();
              const buttons = [...document.querySelectorAll('button.tap')];
              let hidden = 0, covered = 0, spilled = 0;
              for (const b of buttons) {
                b.scrollIntoView({block: 'center'});
                const r = b.getBoundingClientRect();
                if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) {
                  hidden += 1;
                }
                const top = document.elementFromPoint((r.left + r.right) / 2,
                                                      (r.top + r.bottom) / 2);
                if (!top || top.closest('button') !== b) { covered += 1; }
                if (b.scrollWidth > b.clientWidth + 1) { spilled += 1; }
              }
              const pads = document.querySelector('.targets');
              pads.scrollTop = 0;
              scrollTo(0, 0);
              const undo = box('.undo-button');
              return {
                width: innerWidth, height: innerHeight,
                scrollWidth: document.documentElement.scrollWidth,
                scrollHeight: document.documentElement.scrollHeight,
                buttons: buttons.length, hidden, covered, spilled,
                smallest: Math.min(...buttons.map(b => b.getBoundingClientRect().height)),
                narrowest: Math.min(...buttons.map(b => b.getBoundingClientRect().width)),
                total: parseFloat(
                  getComputedStyle(document.querySelector('.card .total')).fontSize),
                totalsRight: box('.totals').right, totalsBottom: box('.totals').bottom,
                padLeft: box('.target').left, padTop: box('.target').top,
                undoTop: undo.top, undoBottom: undo.bottom,
              };
            })()"""
        )
    )


SIX = (ALICE, BOB, CAROL, DAVE, 105, 106)


async def six_player_pod(service: MatchService) -> dict[int, str]:
    """A six-player Commander pod (the largest table) with a phone link each, some damage
    dealt."""
    names = ("alice", "bob", "carol", "dave", "erin", "frank")
    await service.start_match(
        guild_id=GUILD,
        channel_id=CHANNEL,
        system="magic",
        players=[PlayerSpec(uid, name) for uid, name in zip(SIX, names, strict=True)],
        actor=Actor(ALICE),
        variant="commander",
    )
    phones = PhoneService(service)
    links = {uid: (await phones.link(channel_id=CHANNEL, actor=Actor(uid))).token for uid in SIX}
    await report(service, Actor(ALICE), {"event": "life", "player": "bob", "delta": -7})
    await report(
        service,
        Actor(CAROL),
        {"event": "commander_damage", "player": "carol", "commander": "dave", "delta": 6},
        {"event": "life", "player": "carol", "delta": -6},
    )
    return links


@pytest.mark.parametrize("table", ["duel", "pod"])
async def test_the_phone_at_both_sizes(
    sqlite_database: Database, artefacts: Path, table: str
) -> None:
    """Every player's pad on one page, for a duel and for a six-player Commander pod. Held
    upright: the totals on top, the pads under them (the page scrolls), Undo always on screen
    at the bottom. Sideways: the totals and Undo on the left, the pads scrolling on the right,
    the page itself still. Either way nothing wider than the screen, the totals large, every
    button a thumb's size (at least 44 CSS pixels) and, scrolled to, fully on screen with
    nothing over it."""
    service = MatchService(sqlite_database)
    if table == "duel":
        links = (await phones_for(service, starting_life=20)).links
        await report(service, Actor(ALICE), {"event": "life", "player": BOB, "delta": -7})
        await report(service, Actor(ALICE), {"event": "poison", "player": BOB, "delta": 3})
        await report(service, Actor(BOB), {"event": "life", "player": ALICE, "delta": -3})
        lives, pads = "17,13", 2
    else:
        links = await six_player_pod(service)
        lives, pads = "40,33,34,40,40,40", 6
    async with phone_server(sqlite_database.url) as (client, _phone):
        url = str(client.make_url(f"/p/{links[ALICE]}"))
        for width, height, name in ((390, 844, "portrait"), (844, 390, "landscape")):
            async with chromium(width, height) as page:
                await as_phone(page, width, height)
                await page.open(url)
                assert await page.evaluate(LIVES) == lives
                assert await page.evaluate("document.querySelectorAll('.target').length") == pads
                found = await layout(page)
                assert found["scrollWidth"] <= found["width"], found
                assert found["smallest"] >= 44 and found["narrowest"] >= 44, found
                assert found["hidden"] == found["covered"] == found["spilled"] == 0, found
                assert found["total"] >= 40, found  # read at arm's length
                assert found["undoTop"] >= 0 and found["undoBottom"] <= found["height"], found
                if name == "portrait":
                    assert found["padTop"] >= found["totalsBottom"], found
                else:
                    assert found["padLeft"] >= found["totalsRight"], found
                    assert found["scrollHeight"] <= found["height"], found  # the pads scroll
                suffix = "" if table == "duel" else "-pod"
                await save(page, artefacts, f"phone{suffix}-{name}.png", whole=False)
                assert page.console_problems() == []


async def test_two_phones_at_one_table(sqlite_database: Database) -> None:
    """A tap on one phone shows on the other without a reload; undo takes it back on both.
    A game-ending button takes a second tap."""
    async with phone_table(sqlite_database) as (service, phones, client, phone):
        phone.watch.interval = 0.1
        async with chromium_pages(2, 390, 844) as (alice, bob):
            for page, user in ((alice, ALICE), (bob, BOB)):
                await as_phone(page, 390, 844)
                await page.open(str(client.make_url(f"/p/{phones.links[user]}")))
            await bob.evaluate("window.stillHere = true")
            await tap(alice, "life.2.-3")
            await wait_until(bob, f"{LIVES} === '20,17'")
            await wait_until(alice, f"{LIVES} === '20,17'")
            assert await bob.evaluate("window.stillHere")  # no reload
            assert "bob: life" in await alice.evaluate(
                "document.querySelector('.undo-button').textContent"
            )
            await alice.evaluate("document.querySelector('.undo-button').click()")
            await wait_until(bob, f"{LIVES} === '20,20'")

            await tap(bob, "concede.2")  # armed, not sent
            assert "Tap again" in await bob.evaluate(
                "document.querySelector('button[value=\"concede.2\"]').textContent"
            )
            assert (await service.status(channel_id=CHANNEL)).game.number == 1
            await bob.evaluate("document.querySelector('button[value=\"concede.2\"]').click()")
            await wait_until(
                alice, "document.querySelector('.match-line').textContent.includes('game 2')"
            )
            assert alice.console_problems() == [] and bob.console_problems() == []


async def test_a_revoked_link_says_so(sqlite_database: Database) -> None:
    async with phone_table(sqlite_database) as (service, phones, client, phone):
        phone.watch.interval = 0.1
        async with chromium(390, 844) as page:
            await as_phone(page, 390, 844)
            await page.open(str(client.make_url(f"/p/{phones.links[BOB]}")))
            await PhoneService(service).link(channel_id=CHANNEL, actor=Actor(BOB), revoke=True)
            # The next change wakes the page, which finds its link gone.
            await report(service, Actor(ALICE), {"event": "life", "player": BOB, "delta": -1})
            await wait_until(page, f"({BANNER}).includes('no longer works')")
            assert await page.evaluate("document.querySelectorAll('button.tap').length") == 0
    assert (await service.status(channel_id=CHANNEL)).player("bob").life == 19


async def test_a_form_posted_from_another_site_is_refused(sqlite_database: Database) -> None:
    """Another site's page posts the tap form (even with a leaked CSRF token): Chromium sends
    its Origin, and Arbiter refuses it; nothing is reported."""
    async with phone_table(sqlite_database) as (service, phones, client, _phone):
        token = phones.links[ALICE]
        form = page_form(await (await client.get(f"/p/{token}")).text())
        target = client.make_url(f"/p/{token}/tap")
        evil = (
            f'<form id="f" method="post" action="{target}">'
            f'<input name="csrf" value="{form["csrf"]}"><input name="key" value="{form["key"]}">'
            '<input name="tap" value="concede.1"></form>'
            "<script>document.getElementById('f').submit()</script>"
        )

        async def attack(_request: web.Request) -> web.Response:
            return web.Response(text=evil, content_type="text/html")

        other = web.Application()
        other.router.add_get("/", attack)
        server = TestServer(other)  # another port: another site
        await server.start_server()
        try:
            async with chromium(390, 844) as page:
                await page.open(str(server.make_url("/")))
                await wait_until(page, "document.body.innerText.includes('only from its own page')")
        finally:
            await server.close()
    view = await service.status(channel_id=CHANNEL)
    assert view.game.number == 1 and await service.log(view.id) == []


async def test_a_dropped_connection_is_said_and_its_tap_applied_once(
    sqlite_database: Database,
) -> None:
    """The first tap is applied, then its answer is lost with the connection: the page says
    the connection dropped, sends the same tap again (the same key), and it counts once. Then
    the phone goes offline: the page says so, keeps the tap, and sends it when back."""
    service = MatchService(sqlite_database)
    phones = await phones_for(service, starting_life=20)
    dropped: list[str] = []

    @web.middleware
    async def drop_first_answer(request: web.Request, handler):  # type: ignore[no-untyped-def]
        response = await handler(request)
        if request.method == "POST" and not dropped:
            dropped.append(request.path)
            assert request.transport is not None
            request.transport.abort()  # applied, but the phone never hears back
        return response

    server = phone_server(sqlite_database.url, middlewares=[drop_first_answer])
    async with server as (client, _phone), chromium(390, 844) as page:
        await as_phone(page, 390, 844)
        await page.open(str(client.make_url(f"/p/{phones.links[ALICE]}")))
        await tap(page, "life.2.-3")
        await wait_until(page, f"{LIVES} === '20,17'")
        assert dropped  # the first answer was lost...
        await wait_until(page, "window.arbiterPhone.waiting() === 0")
        assert (await service.status(channel_id=CHANNEL)).player("bob").life == 17  # ...once
        log = await service.log(phones.match.id)
        assert [r.payload.get("delta") for r in log] == [-3]

        await page.send("Network.enable")
        await offline(page, True)
        await tap(page, "life.2.-2")
        await wait_until(page, BANNER_SHOWN)
        said = await page.evaluate(BANNER)
        assert "retrying" in said and "1 tap waits to be sent, once" in said
        assert (await service.status(channel_id=CHANNEL)).player("bob").life == 17
        await offline(page, False)
        await wait_until(page, f"{LIVES} === '20,15'", seconds=30)
        await wait_until(page, f"!({BANNER_SHOWN})")
    assert (await service.status(channel_id=CHANNEL)).player("bob").life == 15
    assert len(await service.log(phones.match.id)) == 2
