"""The pages' language (docs/translating.md, "The web pages"), over HTTP with aiohttp's test
client: the address's `?lang=` first, then the league's own language, then the browser's
`Accept-Language`, else English; `<html lang>` and `Content-Language` say which; numbers and
the phone's words follow it; pages made at the same moment for browsers of two languages are
each in their own."""

from __future__ import annotations

import asyncio
import json
import re
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import datetime
from html import unescape
from typing import Any

import pytest
from aiohttp.test_utils import TestClient, TestServer
from yarl import URL

from bot.app.match import Actor, MatchService
from bot.app.page_reads import WebReads
from bot.core.languages import Language
from bot.core.match.commands import ChangeSettings
from bot.faces.web.server import READS, create_app
from bot.store.database import Database
from tests.matches_helpers import ALICE, BOB
from tests.phone_helpers import page_form, phone_server, phone_table, phones_for
from tests.test_league_service import NAMES, PODS
from tests.web_helpers import (
    GUILD,
    LEAGUE_CHANNEL,
    NOW,
    ORGANISER,
    publish_league,
    start_all,
    user_of,
    web_client,
)

STANDINGS = re.compile(r'<section id="standings">\s*<h2>([^<]+)</h2>')


def html_lang(html: str) -> str:
    found = re.search(r'<html lang="([^"]+)">', html)
    assert found, html[:200]
    return found[1]


def standings_title(html: str) -> str:
    found = STANDINGS.search(html)
    assert found, html
    return found[1]


class LeagueIn(WebReads):
    """The pages' reads, with the league's own language set to `language` (what the server's
    language setting gives the page read)."""

    def __init__(self, database: Database, language: str) -> None:
        super().__init__(database)
        self.language = language

    async def league(self, token: str, now: datetime | None = None) -> dict[str, Any] | None:
        page = await super().league(token, now)
        if page is not None:
            page["league"]["language"] = self.language
        return page


@asynccontextmanager
async def client_of(reads: WebReads) -> AsyncIterator[TestClient]:
    client = TestClient(TestServer(create_app(reads, now=lambda: NOW)))
    await client.start_server()
    try:
        yield client
    finally:
        await client.close()


async def page(client: TestClient, address: str, accept: str | None = None) -> tuple[str, str]:
    """The page's HTML and its Content-Language, asked by a browser set to `accept`."""
    headers = {"Accept-Language": accept} if accept else {}
    response = await client.get(address, headers=headers)
    assert response.status == 200, await response.text()
    return await response.text(), response.headers["Content-Language"]


async def test_lang_first_then_the_browsers_language_else_english(
    sqlite_database: Database,
) -> None:
    published = await publish_league(sqlite_database)
    reader = Database(sqlite_database.url, read_only=True)
    address = f"/l/{published.token}"
    try:
        async with client_of(WebReads(reader)) as client:
            cases = [
                ("", None, "en", "Standings"),
                ("", "de-AT,de;q=0.9,en;q=0.8", "de", "Tabelle"),
                ("", "ko, ja;q=0.5, en;q=0.4", "ja", "順位表"),
                ("", "fr-CA;q=0.3, es;q=0.9", "es", "Clasificación"),
                ("", "pt", "pt-BR", "Classificação"),
                ("", "ko, it", "en", "Standings"),  # none Arbiter speaks
                ("?lang=fr", "ja", "fr", "Classement"),  # the address wins
                ("?lang=pt-BR", None, "pt-BR", "Classificação"),
                ("?lang=xx", "de", "de", "Tabelle"),  # one it does not speak: passed over
            ]
            for query, accept, lang, title in cases:
                html, content_language = await page(client, address + query, accept)
                assert (html_lang(html), content_language) == (lang, lang), (query, accept)
                assert standings_title(html) == title, (query, accept)

            # The page's own links keep the language chosen in the address.
            html, _ = await page(client, address + "?lang=ja")
            assert f'href="{address}/projector?lang=ja"' in html
            html, _ = await page(client, address, "ja")
            assert f'href="{address}/projector"' in html

            # Numbers as the language writes them: the opponents' match-win % with a comma.
            data = await (await client.get(f"/l/{published.token}.json")).json()
            shares = {f"{s['omwp'] * 100:.2f}" for s in data["standings"]}
            assert any(share.split(".")[1] != "00" for share in shares)
            english, _ = await page(client, address)
            german, _ = await page(client, address + "?lang=de")
            for share in shares:
                assert f'<td class="num">{share}</td>' in english
                assert f'<td class="num">{share.replace(".", ",")}</td>' in german
            # The JSON is the spec's, in no language.
            assert (
                data
                == await (
                    await client.get(
                        f"/l/{published.token}.json", headers={"Accept-Language": "de"}
                    )
                ).json()
            )
    finally:
        await reader.close()


async def test_the_leagues_language_comes_before_the_browsers(sqlite_database: Database) -> None:
    """A venue's screen reads as the league speaks, whatever the laptop behind the projector
    is set to; `?lang=` still chooses another."""
    published = await publish_league(sqlite_database)
    reader = Database(sqlite_database.url, read_only=True)
    projector = f"/l/{published.token}/projector"
    try:
        async with client_of(LeagueIn(reader, "de")) as client:
            html, lang = await page(client, projector, "ja,en;q=0.5")
            assert lang == "de" and "Paarungen der Runde 2" in html
            html, lang = await page(client, projector + "?lang=ja", "en")
            assert lang == "ja" and "ラウンド2の対戦組み合わせ" in html
            html, lang = await page(client, f"/l/{published.token}", None)
            assert lang == "de" and standings_title(html) == "Tabelle"
    finally:
        await reader.close()


async def test_the_servers_language_setting_is_the_leagues(database: Database) -> None:
    """`/arbiter config language` set to German: the league's pages speak German to a
    Japanese browser; back to the server's own locale (which a page cannot see), the browser
    chooses again."""
    published = await publish_league(database)
    matches = MatchService(database)
    await matches.change_guild_settings(GUILD, ChangeSettings(language=Language.GERMAN))
    projector = f"/l/{published.token}/projector"
    async with web_client(database) as client:
        html, lang = await page(client, projector, "ja,en;q=0.5")
        assert lang == "de" and "Paarungen der Runde 2" in html
        data = await (await client.get(f"/l/{published.token}.json")).json()
        assert data["league"]["language"] == "de"
        await matches.change_guild_settings(GUILD, ChangeSettings(clear_language=True))
        html, lang = await page(client, projector, "ja,en;q=0.5")
        assert lang == "ja" and "ラウンド2の対戦組み合わせ" in html


class HeldReads(WebReads):
    """Reads whose league page waits until `release` is set, counting who came in."""

    def __init__(self, database: Database) -> None:
        super().__init__(database)
        self.release = asyncio.Event()
        self.entered = 0
        self.both_in = asyncio.Event()

    async def league(self, token: str, now: datetime | None = None) -> dict[str, Any] | None:
        self.entered += 1
        if self.entered == 2:
            self.both_in.set()
        await self.release.wait()
        return await super().league(token, now)


async def test_pages_made_together_for_two_languages_are_each_in_their_own(
    sqlite_database: Database,
) -> None:
    """The same address asked at the same moment by a German and a Japanese browser: each
    gets its page in its language (one page in flight is shared only within a language)."""
    published = await publish_league(sqlite_database)
    reader = Database(sqlite_database.url, read_only=True)
    reads = HeldReads(reader)
    address = f"/l/{published.token}/projector"
    try:
        async with client_of(reads) as client:
            german = asyncio.create_task(page(client, address, "de"))
            japanese = asyncio.create_task(page(client, address, "ja"))
            # Both are being made (shared, only one would be: this would never be set).
            await asyncio.wait_for(reads.both_in.wait(), 30)
            reads.release.set()
            (german_html, german_lang), (japanese_html, japanese_lang) = await asyncio.gather(
                german, japanese
            )
        assert (german_lang, japanese_lang) == ("de", "ja")
        assert "Paarungen der Runde 2" in german_html
        assert "ラウンド2の対戦組み合わせ" in japanese_html
    finally:
        await reader.close()


async def test_the_phone_speaks_its_players_language(sqlite_database: Database) -> None:
    """The pad, what the table waits for, and what the page's script says are in the
    phone's language; a form sent without JavaScript comes back in the language asked."""
    async with phone_table(sqlite_database) as (_service, phones, client, _phone):
        alice, bob = phones.links[ALICE], phones.links[BOB]
        html, lang = await page(client, f"/p/{alice}", "de-DE,de;q=0.9")
        assert lang == "de" and html_lang(html) == "de"
        assert ">Lebenspunkte<" in html and ">Aufgeben<" in html
        assert 'data-said="bob: Lebenspunkte \N{MINUS SIGN}3"' in html
        words = json.loads(unescape(re.findall(r"data-words='([^']*)'", html)[0]))
        assert words["lost"] == "Verbindung verloren: neuer Versuch…"  # the script's words
        assert words["waiting_other"] == "{n} Eingaben warten auf das Senden, jede genau einmal."
        assert "Life" not in html and "Concede" not in html

        # Asked in the address: the page's own requests keep asking in that language.
        html, lang = await page(client, f"/p/{alice}?lang=ja", "de")
        assert lang == "ja" and f'data-state="/p/{alice}.json?lang=ja"' in html
        assert f'action="/p/{alice}/tap?lang=ja"' in html
        form = page_form(html)
        for _ in range(2):  # bob down to 0: it waits for bob's confirmation
            posted = await client.post(
                f"/p/{alice}/tap?lang=ja",
                data={**form, "key": uuid.uuid4().hex, "tap": "life.2.-10"},
                allow_redirects=False,
            )
            assert posted.status == 303 and posted.headers["Location"] == f"/p/{alice}?lang=ja"

        waits = await (await client.get(f"/p/{alice}.json?lang=ja")).json()
        # Japanese writes its parentheses full width.
        waiting = "bobがDiscordで報告を承認するのを待っています（またはジャッジ）。"  # noqa: RUF001
        assert waits["notice"] == waiting
        assert "ライフ" in waits["html"]
        his = await (await client.get(f"/p/{bob}.json", headers={"Accept-Language": "fr"})).json()
        assert his["notice"] == (
            "Une déclaration vous attend : confirmez-la ou contestez-la dans Discord."
        )
        english = await (await client.get(f"/p/{bob}.json")).json()
        assert english["notice"] == "A report waits for you: confirm or dispute it in Discord."

        # A tap refused (alice may not concede for bob) says why in the phone's language.
        refused = await client.post(
            f"/p/{alice}/tap",
            data={**form, "key": uuid.uuid4().hex, "tap": "concede.2"},
            headers={"Accept": "application/json", "Accept-Language": "de"},
        )
        assert refused.status == 403
        said = (await refused.json())["error"]
        assert said == "Nur bob oder ein Judge kann für bob aufgeben."


async def test_the_overlay_and_the_missing_page_in_the_browsers_language(
    sqlite_database: Database,
) -> None:
    published = await publish_league(sqlite_database)
    thread = published.threads[2]
    view = await published.leagues.matches.status(channel_id=thread)
    _, token = await published.links.match_link(
        channel_id=thread, actor=Actor(view.players[0].user_id or 0)
    )
    reader = Database(sqlite_database.url, read_only=True)
    try:
        async with client_of(WebReads(reader)) as client:
            html, lang = await page(client, f"/m/{token}?overlay=1", "ja")
            assert lang == "ja" and '<th scope="col">ライフ</th>' in html
            html, lang = await page(client, f"/m/{token}?overlay=1&lang=es", "ja")
            assert lang == "es" and "al mejor de 3" in html
            missing = await client.get("/l/" + "A" * 32, headers={"Accept-Language": "de"})
            assert missing.status == 404 and "Hier ist nichts" in await missing.text()
    finally:
        await reader.close()


async def test_a_pods_results_are_in_the_pages_language(sqlite_database: Database) -> None:
    """A pod's winner and a judge's draw on the league page, in French with `?lang=fr` (the
    app said "ann won" and "draw" in English); the JSON keeps the spec's English."""
    published = await publish_league(sqlite_database, NAMES[:6], settings=PODS, rounds=0)
    leagues = published.leagues
    await start_all(leagues, await leagues.start_round(channel_id=LEAGUE_CHANNEL, actor=ORGANISER))
    pod = (await leagues.round_status(channel_id=LEAGUE_CHANNEL)).pairings[0]
    for loser in pod.players[1:]:
        await leagues.matches.report(
            channel_id=pod.thread_id or 0,
            actor=Actor(user_of(NAMES.index(loser))),
            events=[{"event": "concede", "player": loser}],
            idempotency_key=f"concede-{loser}",
        )
    await leagues.fix_result(
        channel_id=LEAGUE_CHANNEL,
        actor=ORGANISER,
        round_number=1,
        table=2,
        record={"draw": True},
        close_live=True,
    )
    async with web_client(sqlite_database) as client:
        html, lang = await page(client, f"/l/{published.token}?lang=fr")
        data = await (await client.get(f"/l/{published.token}.json?lang=fr")).json()
    cells = [
        unescape(c)
        for c in re.findall(r'<tr class="finished">(?:<td.*?</td>){2}<td>(.*?)</td>', html)
    ]
    assert lang == "fr" and cells == [f"victoire de {pod.players[0]}", "match nul"], cells
    tables = data["rounds"][-1]["tables"]
    assert [t["result"] for t in tables] == [f"{pod.players[0]} won", "draw"]


async def test_the_servers_own_answers_in_the_pages_language(
    sqlite_database: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The server's plain answers are in the page's language too (they were English): a
    request it cannot read (400, by the browser's language: its address cannot be read), a
    page that failed (500) and the database away (503), with `?lang=fr`."""
    published = await publish_league(sqlite_database)
    async with web_client(sqlite_database) as client:
        address = URL(f"http://{client.host}:{client.port}/l/%zz", encoded=True)  # as sent
        french = {"Accept-Language": "fr-CH, en;q=0.5"}
        bad = await client.session.get(address, headers=french)
        assert bad.status == 400 and bad.headers["Content-Language"] == "fr"
        assert await bad.text() == "Arbiter n'a pas pu lire cette requête."
        reads = client.server.app[READS]

        async def failed(token: str, now: datetime | None = None) -> None:
            raise RuntimeError("a bug")

        monkeypatch.setattr(reads, "league", failed)
        broken = await client.get(f"/l/{published.token}?lang=fr")
        assert broken.status == 500 and broken.headers["Content-Language"] == "fr"
        assert await broken.text() == "Arbiter n'a pas pu afficher cette page pour le moment."

        async def away(token: str, now: datetime | None = None) -> None:
            raise ConnectionRefusedError(111, "Connect call failed ('127.0.0.1', 5432)")

        monkeypatch.setattr(reads, "league", away)
        unreachable = await client.get(
            f"/l/{published.token}?lang=fr", headers={"Accept-Language": "de"}
        )
        assert unreachable.status == 503 and unreachable.headers["Content-Language"] == "fr"
        assert await unreachable.text() == (
            "Arbiter ne parvient pas à joindre sa base de données pour le moment ; réessayez "
            "dans un instant."
        )


async def test_the_phone_says_how_the_match_ended_in_its_language(
    sqlite_database: Database,
) -> None:
    """bob concedes the one game of the match from his phone: the answer's notice says who
    won and the score in the phone's language (it was the app's English line)."""
    service = MatchService(sqlite_database)
    phones = await phones_for(service, starting_life=20, best_of=1)
    async with phone_server(sqlite_database.url) as (client, _phone):
        bob = phones.links[BOB]
        html, _lang = await page(client, f"/p/{bob}?lang=ja")
        conceded = await client.post(
            f"/p/{bob}/tap?lang=ja",
            data={**page_form(html), "tap": "concede.2"},
            headers={"Accept": "application/json"},
        )
        assert conceded.status == 200, await conceded.text()
        notice = (await conceded.json())["state"]["notice"]
        # Japanese writes its colon full width.
        assert notice == "alice がマッチに勝利しました：alice 1, bob 0。マッチは終了しました。"  # noqa: RUF001
