"""The phone pages over HTTP (aiohttp's test client on the web app, writing through its own
engine as `arbiter web` does): the page and its JSON, taps from the page's script and from
its forms without JavaScript, each applied once per key; what is refused and how (another
site, a missing or wrong CSRF token, an unknown or revoked link, what a player may not
report, too many taps at once); and the long poll."""

from __future__ import annotations

import asyncio
import re
import uuid

import pytest
from aiohttp.test_utils import TestClient

from bot.app.match import Actor, MatchService
from bot.app.phone import PhoneService
from bot.faces.web import phone as phone_pages
from bot.faces.web.phone import LIMITS
from bot.store.database import Database
from tests.matches_helpers import ALICE, BOB, CAROL, CHANNEL, alice, report
from tests.phone_helpers import page_form, phone_server, phone_table, phones_for

JSON = {"Accept": "application/json"}
SNOWFLAKE = re.compile(r"\d{15,}")


async def form_of(client: TestClient, token: str) -> dict[str, str]:
    page = await client.get(f"/p/{token}")
    assert page.status == 200
    return page_form(await page.text())


async def tap(
    client: TestClient, token: str, code: str, form: dict[str, str], **headers: str
) -> tuple[int, dict[str, object]]:
    response = await client.post(
        f"/p/{token}/tap", data={**form, "tap": code}, headers={**JSON, **headers}
    )
    return response.status, await response.json()


async def life(service: MatchService, name: str) -> int | None:
    return (await service.status(channel_id=CHANNEL)).player(name).life


async def test_the_page_and_its_json(sqlite_database: Database) -> None:
    async with phone_table(sqlite_database) as (_service, phones, client, _phone):
        response = await client.get(f"/p/{phones.links[BOB]}")
        assert response.status == 200
        assert "form-action 'self'" in response.headers["Content-Security-Policy"]
        assert response.headers["Referrer-Policy"] == "no-referrer"
        html = await response.text()
        assert 'value="life.1.-3"' in html and 'value="concede.2"' in html
        assert 'value="concede.1"' not in html  # bob concedes only for himself
        state = await (await client.get(f"/p/{phones.links[BOB]}.json")).json()
        assert state["you"] == 2 and state["version"] == phones.match.version
        assert [(p["name"], p["seat"], p["you"], p["life"]) for p in state["players"]] == [
            ("alice", 1, False, 20),
            ("bob", 2, True, 20),
        ]
        # No Discord id anywhere: not the players', the guild's or the channel's.
        assert not SNOWFLAKE.search(html) and not SNOWFLAKE.search(str(state))
        for gone in ("/p/" + "A" * 32, "/p/" + "A" * 32 + ".json"):
            assert (await client.get(gone)).status == 404


async def test_a_tap_from_the_script_and_from_a_form_each_once(database: Database) -> None:
    async with phone_table(database) as (service, phones, client, _phone):
        alice = phones.links[ALICE]
        form = await form_of(client, alice)
        key = {"csrf": form["csrf"], "key": uuid.uuid4().hex}
        status, answer = await tap(client, alice, "life.2.-3", key)
        assert status == 200 and answer["status"] == "applied" and not answer["duplicate"]
        state = answer["state"]
        assert isinstance(state, dict) and state["players"][1]["life"] == 17
        assert 'class="total"' in state["html"]
        # The connection dropped before the answer: the script sends the same tap again.
        status, answer = await tap(client, alice, "life.2.-3", key)
        assert status == 200 and answer["duplicate"]
        assert await life(service, "bob") == 17

        # Without JavaScript: the form posts, the page comes back (303); posted twice, once.
        for _ in range(2):
            posted = await client.post(
                f"/p/{alice}/tap", data={**form, "tap": "life.2.-2"}, allow_redirects=False
            )
            assert posted.status == 303 and posted.headers["Location"] == f"/p/{alice}"
        assert await life(service, "bob") == 15
        undone = await client.post(
            f"/p/{alice}/undo",
            data={"csrf": form["csrf"], "key": uuid.uuid4().hex},
            headers=JSON,
        )
        assert undone.status == 200 and (await undone.json())["status"] == "undone"
        assert await life(service, "bob") == 17


async def test_a_cross_site_or_forged_post_is_refused(sqlite_database: Database) -> None:
    origins = frozenset({"arbiter.example.org"})
    async with phone_table(sqlite_database, origins=origins) as (service, phones, client, _phone):
        alice = phones.links[ALICE]
        form = await form_of(client, alice)
        evil = {"Origin": "https://evil.example"}
        # A page on another site posting the form, with the right token even: refused.
        status, answer = await tap(client, alice, "life.2.-10", form, **evil)
        assert status == 403 and answer["refusal"] == "forged"
        plain = await client.post(
            f"/p/{alice}/tap", data={**form, "tap": "life.2.-10"}, headers=evil
        )
        assert plain.status == 403
        status, _ = await tap(client, alice, "life.2.-10", form, **{"Sec-Fetch-Site": "cross-site"})
        assert status == 403
        status, _ = await tap(client, alice, "life.2.-10", form, Origin="null")
        assert status == 403
        # No CSRF token, or another page's: refused by the service.
        bobs = await form_of(client, phones.links[BOB])
        for csrf in ("", bobs["csrf"]):
            status, answer = await tap(client, alice, "life.2.-10", {**form, "csrf": csrf})
            assert status == 403 and answer["refusal"] == "forged"
        assert await life(service, "bob") == 20
        # From the address the pages are published at (WEB_BASE_URL), or the one asked: taken.
        status, _ = await tap(
            client, alice, "life.2.-1", form, Origin="https://arbiter.example.org"
        )
        assert status == 200
        host = f"http://{client.server.host}:{client.server.port}"
        status, _ = await tap(client, alice, "life.2.-1", {**form, "key": "k" * 20}, Origin=host)
        assert status == 200
        assert await life(service, "bob") == 18


async def test_refusals_say_why_and_change_nothing(sqlite_database: Database) -> None:
    async with phone_table(sqlite_database) as (service, phones, client, phone):
        alice = phones.links[ALICE]
        form = await form_of(client, alice)
        status, answer = await tap(client, alice, "concede.2", form)
        assert status == 403 and answer["refusal"] == "not_allowed"
        assert "Only bob or a judge can concede for bob" in str(answer["error"])
        status, answer = await tap(client, alice, "life.2.-4", form)
        assert status == 400 and answer["refusal"] == "bad_tap"
        # Without JavaScript: the page again, saying why.
        page = await client.post(f"/p/{alice}/tap", data={**form, "tap": "concede.2"})
        assert page.status == 403 and "Only bob or a judge can concede for bob" in await page.text()
        # Revoked: the page and its writes are gone, as an unknown link's.
        await PhoneService(service).link(channel_id=CHANNEL, actor=Actor(ALICE), revoke=True)
        assert (await client.get(f"/p/{alice}")).status == 404
        status, answer = await tap(client, alice, "life.2.-1", form)
        assert status == 404 and answer["refusal"] == "gone"
        assert (await service.status(channel_id=CHANNEL)).player("bob").life == 20
        assert phone is not None


async def test_too_many_taps_at_once_wait_their_turn(sqlite_database: Database) -> None:
    """A link may tap five times at once, then three times a second: the sixth tap is told
    to wait (and is not applied); another player's phone is not held back."""
    service = MatchService(sqlite_database)
    phones = await phones_for(service, starting_life=20)
    alice, bob = phones.links[ALICE], phones.links[BOB]
    now = [0.0]
    async with phone_server(sqlite_database.url) as (client, _phone):
        client.app[LIMITS].clock = lambda: now[0]
        form, bobs = await form_of(client, alice), await form_of(client, bob)
        statuses = []
        for _ in range(6):
            status, _answer = await tap(
                client, alice, "life.2.-1", {**form, "key": uuid.uuid4().hex}
            )
            statuses.append(status)
        assert statuses == [200] * 5 + [429]
        limited = await client.post(
            f"/p/{alice}/tap", data={**form, "tap": "life.2.-1"}, headers=JSON
        )
        assert limited.status == 429 and limited.headers["Retry-After"] == "1"
        assert await life(service, "bob") == 15
        status, _ = await tap(client, bob, "life.1.-1", bobs)
        assert status == 200
        now[0] += 1.0  # a second later: three more
        for _ in range(3):
            status, _answer = await tap(
                client, alice, "life.2.-1", {**form, "key": uuid.uuid4().hex}
            )
            assert status == 200
        status, _ = await tap(client, alice, "life.2.-1", {**form, "key": uuid.uuid4().hex})
        assert status == 429
        assert await life(service, "bob") == 12


async def test_the_long_poll_answers_when_the_match_moves(sqlite_database: Database) -> None:
    async with phone_table(sqlite_database) as (service, phones, client, phone):
        phone.watch.interval = 0.05
        version = phones.match.version
        assert (await client.get(f"/p/{phones.links[BOB]}.json?after=x")).status == 400
        waiting = asyncio.create_task(client.get(f"/p/{phones.links[BOB]}.json?after={version}"))
        await asyncio.sleep(0.2)
        assert not waiting.done()  # nothing moved: it waits
        await report(service, Actor(ALICE), {"event": "life", "player": BOB, "delta": -2})
        state = await (await asyncio.wait_for(waiting, 60)).json()
        assert state["version"] > version and state["players"][1]["life"] == 18


async def test_shutting_down_answers_the_phones_waiting(
    sqlite_database: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`arbiter web` stopping (a restart) answers the long polls at once: it waited for each
    to time out (20 s here, an hour in this test) before it could stop."""
    monkeypatch.setattr(phone_pages, "WAIT_SECONDS", 3600.0)
    async with phone_table(sqlite_database) as (_service, phones, client, phone):
        version = phones.match.version
        waiting = asyncio.create_task(client.get(f"/p/{phones.links[BOB]}.json?after={version}"))
        for _ in range(400):
            if phone.watch._watched:  # the long poll waits in the watch
                break
            await asyncio.sleep(0.05)
        assert phone.watch._watched
        await asyncio.wait_for(client.server.close(), 30)
        answer = await asyncio.wait_for(waiting, 30)
        assert answer.status == 200
        assert (await answer.json())["version"] == version  # nothing changed, said at once


async def test_a_partners_damage_names_its_owner_then_the_partner(
    sqlite_database: Database,
) -> None:
    """The phone read `20 from bob (Tymna)`; it reads `20 from bob's Tymna`, as the board and
    the overlay name a partner (MTG CR 903.10a: partners are counted apart)."""
    service = MatchService(sqlite_database)
    phones = await phones_for(service, players=(ALICE, BOB, CAROL), variant="commander")
    damage = {"event": "commander_damage", "player": ALICE, "commander": BOB, "source": "Tymna"}
    await report(service, alice, {**damage, "set": 20})
    async with phone_server(sqlite_database.url) as (client, _phone):
        html = await (await client.get(f"/p/{phones.links[CAROL]}")).text()
    assert "20 from <bdi>bob</bdi>'s <bdi>Tymna</bdi>" in html, html
    assert "(Tymna)" not in html
