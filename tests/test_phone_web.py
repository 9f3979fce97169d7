"""The phone pages over HTTP (aiohttp's test client on the web app, writing through its own
engine as `arbiter web` does): the page and its JSON, taps from the page's script and from
its forms without JavaScript, each applied once per key; what is refused and how (another
site, a missing or wrong CSRF token, an unknown or revoked link, what a player may not
report, too many taps at once); and the long poll."""

from __future__ import annotations

import asyncio
import itertools
import re
import uuid

import pytest
from aiohttp.test_utils import TestClient

from bot.app.match import Actor, MatchService
from bot.app.phone import PhoneService
from bot.faces.web import phone as phone_pages
from bot.faces.web.phone import LIMITS
from bot.store.database import Database
from tests.matches_helpers import (
    ALICE,
    ALICE_SNOWFLAKE,
    BOB,
    BOB_SNOWFLAKE,
    CAROL,
    CHANNEL,
    DAVE,
    alice,
    report,
)
from tests.phone_helpers import page_form, phone_server, phone_table, phones_for

JSON = {"Accept": "application/json"}


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


# The match with ids of the size Discord gives, for the page that must show none of them.
CHANNEL_SNOWFLAKE, GUILD_SNOWFLAKE = 180_000_000_000_008_001, 170_000_000_000_007_001
SNOWFLAKE_MATCH = {
    "players": (ALICE_SNOWFLAKE, BOB_SNOWFLAKE),
    "channel_id": CHANNEL_SNOWFLAKE,
    "guild_id": GUILD_SNOWFLAKE,
    "actor": Actor(ALICE_SNOWFLAKE),
}


async def test_the_page_and_its_json(sqlite_database: Database) -> None:
    async with phone_table(sqlite_database, match=SNOWFLAKE_MATCH) as (_s, phones, client, _p):
        response = await client.get(f"/p/{phones.links[BOB_SNOWFLAKE]}")
        assert response.status == 200
        assert "form-action 'self'" in response.headers["Content-Security-Policy"]
        assert response.headers["Referrer-Policy"] == "no-referrer"
        html = await response.text()
        assert 'value="life.1.-3"' in html and 'value="concede.2"' in html
        assert 'value="concede.1"' not in html  # bob concedes only for himself
        state = await (await client.get(f"/p/{phones.links[BOB_SNOWFLAKE]}.json")).json()
        assert state["you"] == 2 and state["version"] == phones.match.version
        assert [(p["name"], p["seat"], p["you"], p["life"]) for p in state["players"]] == [
            ("alice", 1, False, 20),
            ("bob", 2, True, 20),
        ]
        # No Discord id anywhere: not the players', the guild's or the channel's.
        ids = [
            ALICE_SNOWFLAKE,
            BOB_SNOWFLAKE,
            *(SNOWFLAKE_MATCH[k] for k in ("channel_id", "guild_id")),
        ]
        assert not any(str(i) in html or str(i) in str(state) for i in ids)
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
        status, answer = await tap(client, alice, "life.2.-11", form)
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
        limited = await client.post(  # from a phone in German: the script shows its error
            f"/p/{alice}/tap?lang=de", data={**form, "tap": "life.2.-1"}, headers=JSON
        )
        assert limited.status == 429 and limited.headers["Retry-After"] == "1"
        assert (await limited.json())["error"] == (
            "Zu viele Eingaben auf einmal: Die nächste geht gleich durch."
        )
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


def pad_codes(html: str, kind: str, seat: int) -> list[str]:
    """The taps of one kind the page offers for one seat's totals, in the page's order."""
    return re.findall(rf'name="tap" value="({kind}\.{seat}\.[^"]+)"', html)


async def tap_each(client: TestClient, token: str, codes: list[str]) -> None:
    """Each tap posted as the page's script does, under a key of its own, then again under
    the same key (a retry after a lost answer): applied once."""
    form = await form_of(client, token)
    for code in codes:
        key = {"csrf": form["csrf"], "key": uuid.uuid4().hex}
        for attempt in range(2):
            status, answer = await tap(client, token, code, key)
            assert status == 200 and answer["status"] == "applied", (code, answer)
            assert answer["duplicate"] is bool(attempt), code


async def test_every_amount_a_game_deals_is_one_tap_applied_once(database: Database) -> None:
    """Every amount a real game deals in one go is a button of its own on every player's pad
    (life -1 to -10 and +1 to +5, poison -1 and +1 to +4): each tapped through the page,
    applied once, and the totals are what the taps add up to."""
    service = MatchService(database)
    phones = await phones_for(service, starting_life=100)
    async with phone_server(database.url) as (client, _phone):
        ticks = itertools.count()
        client.app[LIMITS].clock = lambda: float(next(ticks))  # a second between taps
        alice = phones.links[ALICE]
        html = await (await client.get(f"/p/{alice}")).text()
        for seat in (1, 2):  # her own totals and bob's, on one page: nothing to aim
            life_taps = pad_codes(html, "life", seat)
            assert life_taps == [f"life.{seat}.{n}" for n in (*range(-1, -11, -1), *range(1, 6))]
            poison = pad_codes(html, "poison", seat)
            assert poison == [f"poison.{seat}.{n}" for n in (-1, 1, 2, 3, 4)]
            # +1 +2 +3, -1, +4: nine counters (ten would end the game).
            await tap_each(client, alice, [*life_taps, *poison[1:4], poison[0], poison[4]])
    view = await service.status(channel_id=CHANNEL)
    for name in ("alice", "bob"):  # 100 - 55 + 15; 1 + 2 + 3 + 4 - 1
        assert (view.player(name).life, view.player(name).poison) == (60, 9)
    assert len(await service.log(view.id)) == 2 * (15 + 5)


async def test_every_commander_damage_is_one_tap_applied_once(database: Database) -> None:
    """Commander damage 1 to 10 from each commander, on every pad of a four-player pod: on
    your own totals a row per opponent's commander, on an opponent's the row of yours. Each
    step tapped through the page once; the tally and life move together."""
    service = MatchService(database)
    players = (ALICE, BOB, CAROL, DAVE)
    phones = await phones_for(service, players=players, variant="commander")
    async with phone_server(database.url) as (client, _phone):
        ticks = itertools.count()
        client.app[LIMITS].clock = lambda: float(next(ticks))
        alice = phones.links[ALICE]
        html = await (await client.get(f"/p/{alice}")).text()
        rows: dict[tuple[int, int], list[str]] = {}
        for code in re.findall(r'name="tap" value="(commander\.[^"]+)"', html):
            _kind, victim, amount, dealer = code.split(".")
            rows.setdefault((int(victim), int(dealer)), []).append(amount)
        steps = [str(n) for n in range(1, 11)]
        mine, theirs = [(1, d) for d in (2, 3, 4)], [(v, 1) for v in (2, 3, 4)]
        assert rows == {pair: steps for pair in mine + theirs}
        # Each row's step n and 11 - n (all ten steps tapped across the six rows), so no
        # commander reaches 21: alice takes 3 x 11, each opponent 11 from her commander.
        taps = [
            f"commander.{victim}.{n}.{dealer}"
            for row, (victim, dealer) in enumerate(mine + theirs)
            for n in (row + 1, 10 - row)
        ]
        assert {t.split(".")[2] for t in taps} == set(steps)
        await tap_each(client, alice, taps)
    view = await service.status(channel_id=CHANNEL)
    assert view.player("alice").life == 40 - 33
    assert sorted(view.player("alice").commander_damage.values()) == [11, 11, 11]
    for name in ("bob", "carol", "dave"):
        assert view.player(name).life == 29
        assert list(view.player(name).commander_damage.values()) == [11]
