"""The web pages (shared/spec/web.md) through aiohttp's test client, on SQLite and PostgreSQL:
every route, the JSON contract (standings equal to `arbiter standings` of the export), 404
for any unknown, revoked or other page's token, the security headers, names escaped, no
Discord id anywhere, and read-only access."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import io
import json
import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa

from bot.app.league import LeagueService, LeagueSettings
from bot.app.league.playoffs import PlayoffService
from bot.app.links import WebLinks
from bot.app.match import Actor, MatchService
from bot.app.pages import bracket, match_page
from bot.core.errors import NotAllowed
from bot.faces.cli.league import run_standings
from bot.faces.web.responses import CONTENT_SECURITY_POLICY
from bot.faces.web.server import READS, templates
from bot.store.database import Database
from bot.store.tables.links import WebLink
from tests.matches_helpers import ALICE, BOB, CAROL, alice, report, start
from tests.test_league_service import PODS, SWISS
from tests.web_helpers import (
    GUILD,
    LEAGUE_CHANNEL,
    NAMES,
    NOW,
    ORGANISER,
    Published,
    finish_table,
    publish_league,
    start_all,
    user_of,
    web_client,
)


def discord_ids(published: Published) -> list[str]:
    ids = [GUILD, LEAGUE_CHANNEL, ORGANISER.user_id, *published.threads.values()]
    ids += [user_of(i) for i in range(len(published.names))]
    return [str(i) for i in ids]


def standings_names(html: str) -> list[str]:
    table = html.split('<table class="standings">', 1)[1].split("</table>", 1)[0]
    return re.findall(r'<td class="player"><bdi>([^<]*?)</bdi>', table)


async def test_the_league_page_json_and_projector(database: Database, tmp_path: Path) -> None:
    published = await publish_league(database)
    token = published.token
    async with web_client(database) as client:
        response = await client.get(f"/l/{token}.json")
        assert response.status == 200
        assert response.content_type == "application/json"
        page = await response.json()

        # The JSON standings are what `arbiter standings` prints for the league's export.
        export = await published.leagues.export(channel_id=LEAGUE_CHANNEL)
        path = tmp_path / "league.json"
        path.write_text(json.dumps(export), encoding="utf-8")
        out = io.StringIO()
        assert run_standings([str(path)], out=out) == 0
        assert page["standings"] == json.loads(out.getvalue())["standings"]
        assert set(page) >= {"league", "standings", "rounds", "playoff", "clock"}
        assert page["league"]["name"] == "Tuesday Swiss"
        assert page["league"]["kind"] == "swiss"
        assert page["playoff"] is None

        # Round 2 is being played: table 1 finished, the others live, the clock running.
        assert [r["number"] for r in page["rounds"]] == [1, 2]
        current = page["rounds"][-1]
        assert current["tables"][0]["result"] == "2-0-0"
        assert {t["status"] for t in current["tables"][1:]} == {"playing"}
        assert current["tables"][1]["live"] == {"game": 1, "wins": [0, 0], "draws": 0}
        assert current["byes"] and current["byes"][0] in NAMES
        assert page["clock"]["deadline"] == "2026-11-24T18:50:00Z"
        assert page["clock"]["round"] == 2

        response = await client.get(f"/l/{token}")
        assert response.status == 200
        assert response.headers["Content-Security-Policy"] == CONTENT_SECURITY_POLICY
        assert response.headers["Referrer-Policy"] == "no-referrer"
        html = await response.text()
        # Standings rows in the JSON's order, the clock with its time left, past round 1.
        assert standings_names(html) == [s["player"] for s in page["standings"]]
        assert 'data-deadline="2026-11-24T18:50:00Z"' in html
        assert ">50:00</span>" in html
        assert "Past rounds" in html and "Round 1" in html
        assert "playing · game 1" in html
        assert f'data-json="/l/{token}.json"' in html

        response = await client.get(f"/l/{token}/projector")
        assert response.status == 200
        projector = await response.text()
        assert 'class="projector"' in projector and ">50:00</span>" in projector
        assert all(p in projector for t in current["tables"] for p in t["players"])

        everything = json.dumps(page) + html + projector
        for number in discord_ids(published):
            assert number not in everything


async def test_the_match_overlay_and_its_json(database: Database) -> None:
    published = await publish_league(database)
    thread = published.threads[2]  # a table still playing
    view = await published.leagues.matches.status(channel_id=thread)
    player = next(p for p in view.players)
    with pytest.raises(NotAllowed):  # not a player of this match, not a judge
        await published.links.match_link(channel_id=thread, actor=Actor(12345))
    match_id, token = await published.links.match_link(
        channel_id=thread, actor=Actor(player.user_id or 0)
    )
    assert match_id == view.id
    again = await published.links.match_link(channel_id=thread, actor=ORGANISER)
    assert again == (match_id, token)  # one link per match
    async with web_client(database) as client:
        page = await (await client.get(f"/m/{token}.json")).json()
        assert [p["name"] for p in page["players"]] == [p.name for p in view.players]
        assert page["players"][0]["life"] == 20
        assert page["match"]["status"] == "active" and page["match"]["game_number"] == 1
        response = await client.get(f"/m/{token}")
        assert response.status == 200
        html = await response.text()
        assert 'class="match"' in html and view.players[0].name in html
        overlay = await (await client.get(f"/m/{token}?overlay=1")).text()
        assert 'class="match overlay"' in overlay
        for number in discord_ids(published):
            assert number not in json.dumps(page) + html


async def test_unknown_revoked_and_foreign_tokens_get_the_same_404(database: Database) -> None:
    published = await publish_league(database)
    old = published.token
    _, match_token = await published.links.match_link(
        channel_id=published.threads[1], actor=ORGANISER
    )
    async with web_client(database) as client:
        missing = await client.get("/l/" + "A" * 32)
        assert missing.status == 404
        assert missing.headers["Content-Security-Policy"] == CONTENT_SECURITY_POLICY
        body = await missing.text()
        # A match's token is not a league's, nor the other way round.
        for path in (f"/l/{match_token}", f"/m/{old}", f"/m/{old}.json", f"/l/{match_token}.json"):
            response = await client.get(path)
            assert response.status == 404, path
            assert await response.text() == body
        name, new = await published.links.league_link(
            channel_id=LEAGUE_CHANNEL, actor=ORGANISER, revoke=True
        )
        assert name == "Tuesday Swiss" and new != old and len(new) >= 22
        for path in (f"/l/{old}", f"/l/{old}.json", f"/l/{old}/projector"):
            response = await client.get(path)
            assert response.status == 404 and await response.text() == body
        assert (await client.get(f"/l/{new}")).status == 200
        # Asking again without revoking gives the same link.
        again = await published.links.league_link(channel_id=LEAGUE_CHANNEL, actor=ORGANISER)
        assert again == (name, new)
        assert (await client.get("/nothing")).status == 404
        assert (await client.get("/r/" + "A" * 32 + "/magic/duel")).status == 404


async def test_only_organisers_publish_a_league(database: Database) -> None:
    published = await publish_league(database, rounds=1)
    with pytest.raises(NotAllowed):
        await published.links.league_link(channel_id=LEAGUE_CHANNEL, actor=Actor(user_of(0)))


async def test_healthz_and_static_files(database: Database) -> None:
    async with web_client(database) as client:
        response = await client.get("/healthz")
        assert response.status == 200 and await response.text() == "ok"
        css = await client.get("/static/arbiter.css")
        assert css.status == 200 and css.content_type == "text/css"
        js = await client.get("/static/live.js")
        assert js.status == 200 and "fetch(jsonUrl" in await js.text()
        assert (await client.get("/static/secret.txt")).status == 404


async def test_the_pages_cannot_write(database: Database) -> None:
    reader = Database(database.url, read_only=True)
    try:
        with pytest.raises(sa.exc.DBAPIError, match=r"(?i)read.only|readonly"):
            async with reader.transaction() as session:
                session.add(WebLink(token="x" * 32, kind="league", created_by=1))
    finally:
        await reader.close()


# A player's name is at most 32 characters (registration); a league's name at most 100.
HOSTILE = [
    "<script>alert(1)</script>",
    "**b** _i_ [x](https://e.vil)",
    "@everyone `code` ||spoiler||",
    "\"'><img src=x onerror=alert(1)>",
    "N" * 31 + "&",
]
HOSTILE_LEAGUE = "<b onclick=alert(1)>" + "L" * 76 + "</b>"


async def test_hostile_names_render_escaped(database: Database) -> None:
    assert len(HOSTILE_LEAGUE) == 100
    settings = LeagueSettings(**{**vars(SWISS), "name": HOSTILE_LEAGUE})
    published = await publish_league(
        database, names=[*HOSTILE, "plain"], settings=settings, rounds=1
    )
    async with web_client(database) as client:
        pages = [
            await (await client.get(f"/l/{published.token}")).text(),
            await (await client.get(f"/l/{published.token}/projector")).text(),
        ]
        _, token = await published.links.match_link(
            channel_id=published.threads[2], actor=ORGANISER
        )
        pages.append(await (await client.get(f"/m/{token}?overlay=1")).text())
        data = await (await client.get(f"/l/{published.token}.json")).json()
    assert {s["player"] for s in data["standings"]} == {*HOSTILE, "plain"}
    assert data["league"]["name"] == HOSTILE_LEAGUE
    for html in pages:
        assert "<script>alert" not in html and "<img" not in html and "<b onclick" not in html
        assert html.count("<script") == 1  # Arbiter's own /static/live.js only
    league_html = pages[0]
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in league_html
    assert "&#34;&#39;&gt;&lt;img src=x onerror=alert(1)&gt;" in league_html
    assert "&lt;b onclick=alert(1)&gt;" + "L" * 76 + "&lt;/b&gt;" in league_html
    assert "**b** _i_ [x](https://e.vil)" in league_html  # as typed: no markdown on the web
    assert "@everyone `code` ||spoiler||" in league_html
    assert "N" * 31 + "&amp;" in league_html


def test_the_bracket_is_drawn_from_the_spec_shape() -> None:
    """The playoff object of `standings` (league-format.md, "Playoffs") as a bracket: every
    round a column, the rounds not paired yet as empty slots, the winners marked."""
    playoff: dict[str, Any] = {
        "size": 8,
        "seeds": ["a", "b", "c", "d", "e", "<f>", "g", "h"],
        "rounds": [
            [
                {"players": ["a", "h"], "winner": "a"},
                {"players": ["d", "e"], "winner": "e"},
                {"players": ["b", "g"], "winner": "b"},
                {"players": ["c", "<f>"], "winner": "<f>"},
            ]
        ],
        "champion": None,
    }
    drawn = bracket(playoff, "swiss")
    assert [len(c["matches"]) for c in drawn["columns"]] == [4, 2, 1]
    names = [c["name"].english() for c in drawn["columns"]]  # messages, worded by the page
    assert names == ["Quarterfinals", "Semifinals", "Final"]
    # Each seat with its seed (the seeds' order: a is 1, h is 8).
    assert [[s["seed"] for s in m["seats"]] for m in drawn["columns"][0]["matches"]] == [
        [1, 8],
        [4, 5],
        [2, 7],
        [3, 6],
    ]
    pods = bracket({"size": 16, "seeds": [], "rounds": []}, "pods")
    assert [(c["name"].english(), len(c["matches"])) for c in pods["columns"]] == [
        ("Semifinals", 4),
        ("Final", 1),
    ]
    assert all(m["seats"] == [] for c in pods["columns"] for m in c["matches"])
    page = {
        "league": {"name": "L", "kind": "swiss"},
        "playoff": playoff,
        "bracket": drawn,
        "rounds": [],
        "clock": {"deadline": None, "time_called": False},
    }
    html = (
        templates()
        .get_template("projector.html")
        .render(
            page=page,
            current=None,
            screen=None,
            remaining="",
            json_url=None,
            refresh_seconds=None,
            poll_seconds=None,
        )
    )
    assert html.count('class="bracket-round"') == 3
    assert html.count('class="seat winner"') == 4
    assert "&lt;f&gt;" in html and "<f>" not in html
    assert ">Final<" in html and ">Semifinals<" in html and "to be decided" in html


async def test_a_pods_league_before_and_during_its_first_round(database: Database) -> None:
    """A Commander pod league: before any round (no clock, the players listed), then with
    its pods playing; pods rank by points and OMW% only."""
    matches = MatchService(database)
    leagues = LeagueService(database, matches)
    await leagues.create(
        guild_id=GUILD, channel_id=LEAGUE_CHANNEL, settings=PODS, actor=ORGANISER, seed=7
    )
    for i, name in enumerate(NAMES[:8]):
        await leagues.join(channel_id=LEAGUE_CHANNEL, user_id=user_of(i), name=name)
    _, token = await WebLinks(database, matches).league_link(
        channel_id=LEAGUE_CHANNEL, actor=ORGANISER
    )
    async with web_client(database) as client:
        page = await (await client.get(f"/l/{token}.json")).json()
        assert page["rounds"] == [] and page["clock"]["deadline"] is None
        assert [s["player"] for s in page["standings"]] == sorted(NAMES[:8])
        html = await (await client.get(f"/l/{token}")).text()
        assert "GW%" not in html and "OMW%" in html and 'class="clock"' not in html
        # Before round 1 the page says so, not 'round 0'.
        assert "round 0" not in html and "The first round has not been paired yet." in html
        projector = await (await client.get(f"/l/{token}/projector")).text()
        assert "has not been paired yet" in projector

        view = await leagues.start_round(channel_id=LEAGUE_CHANNEL, actor=ORGANISER, now=NOW)
        await start_all(leagues, view)
        page = await (await client.get(f"/l/{token}.json")).json()
        (current,) = page["rounds"]
        assert [len(t["players"]) for t in current["tables"]] == [4, 4]
        assert {t["status"] for t in current["tables"]} == {"playing"}
        assert page["clock"]["deadline"] == "2026-11-24T19:30:00Z"  # a 90-minute round


async def test_requests_in_flight_share_one_read_and_nothing_is_kept(database: Database) -> None:
    """A room opening the link at once reads the league once; a request after that reads
    it again (a result reported in between is on it)."""
    published = await publish_league(database)
    async with web_client(database) as client:
        reads = client.server.app[READS]
        calls = 0
        original = reads.league

        async def counted(token: str, now: Any = None) -> Any:
            nonlocal calls
            calls += 1
            await asyncio.sleep(0.2)  # a slow read: everyone below arrives during it
            return await original(token, now)

        reads.league = counted  # type: ignore[method-assign]
        url = f"/l/{published.token}.json"
        answers = await asyncio.gather(*(client.get(url) for _ in range(20)))
        bodies = {await a.text() for a in answers}
        assert [a.status for a in answers] == [200] * 20 and len(bodies) == 1
        assert calls == 1
        await finish_table(published.leagues, published.names, 2)
        page = await (await client.get(url)).json()
        assert calls == 2 and page["rounds"][-1]["tables"][1]["result"] == "2-0-0"


async def test_the_playoff_bracket_once_the_cut_is_made(database: Database, tmp_path: Path) -> None:
    """After the rounds, a top-4 cut: the page's playoff is what `arbiter standings` prints
    for the export, drawn as a bracket (the final still to be decided); the projector shows
    the bracket instead of the tables."""
    one_round = LeagueSettings(**{**vars(SWISS), "rounds_planned": 1})
    published = await publish_league(database, NAMES[:8], settings=one_round, rounds=1)
    for table in (2, 3, 4):
        await finish_table(published.leagues, published.names, table)
    playoffs = PlayoffService(database, published.leagues.matches)
    await playoffs.start(channel_id=LEAGUE_CHANNEL, actor=ORGANISER, size=4)
    export = await published.leagues.export(channel_id=LEAGUE_CHANNEL)
    path = tmp_path / "league.json"
    path.write_text(json.dumps(export), encoding="utf-8")
    out = io.StringIO()
    assert run_standings([str(path)], out=out) == 0
    async with web_client(database) as client:
        page = await (await client.get(f"/l/{published.token}.json")).json()
        assert page["playoff"] == json.loads(out.getvalue())["playoff"]
        assert page["playoff"]["size"] == 4 and len(page["playoff"]["rounds"][0]) == 2
        html = await (await client.get(f"/l/{published.token}")).text()
        projector = await (await client.get(f"/l/{published.token}/projector")).text()
    for shown in (html, projector):
        assert shown.count('class="bracket-round"') == 2 and "to be decided" in shown
        assert all(seed in shown for seed in page["playoff"]["seeds"])
    assert "Playoff (top 4)" in html and 'id="current-round"' not in projector


async def test_a_timed_playoff_round_shows_its_clock(database: Database) -> None:
    """A playoff started with a round time: the league page, its JSON and the projector show
    that round's clock, as they do a swiss round's."""
    one_round = LeagueSettings(**{**vars(SWISS), "rounds_planned": 1})
    published = await publish_league(database, NAMES[:8], settings=one_round, rounds=1)
    for table in (2, 3, 4):
        await finish_table(published.leagues, published.names, table)
    playoffs = PlayoffService(database, published.leagues.matches)
    await playoffs.start(
        channel_id=LEAGUE_CHANNEL, actor=ORGANISER, size=4, round_minutes=40, now=NOW
    )
    async with web_client(database) as client:
        page = await (await client.get(f"/l/{published.token}.json")).json()
        assert page["clock"]["deadline"] == "2026-11-24T18:40:00Z"
        assert page["clock"]["round"] == 1 and page["clock"]["playoff"] is True
        for path in ("", "/projector"):
            html = await (await client.get(f"/l/{published.token}{path}")).text()
            assert 'data-deadline="2026-11-24T18:40:00Z"' in html
            assert "Playoff round 1: <span" in html and "40:00</span> left" in html


async def test_a_page_asks_for_the_stylesheet_and_script_it_was_made_with(
    database: Database,
) -> None:
    """The pages' CSS and script are cached by browsers; their addresses name their content,
    so after an upgrade a page never lays out its new HTML with an hour-old stylesheet."""
    published = await publish_league(database)
    async with web_client(database) as client:
        html = await (await client.get(f"/l/{published.token}")).text()
        (css,) = re.findall(r'<link rel="stylesheet" href="([^"]+)">', html)
        (js,) = re.findall(r'<script src="([^"]+)" defer>', html)
        for address in (css, js):
            path, _, version = address.partition("?v=")
            response = await client.get(address)
            assert response.status == 200 and path.startswith("/static/")
            assert version == hashlib.sha256(await response.read()).hexdigest()[:12]
            assert "immutable" in response.headers["Cache-Control"]


async def test_the_database_away_is_a_503_and_one_log_line_per_request(
    database: Database, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """While the database does not answer, a page (or its JSON, polled every few seconds by
    each open overlay) is a 503 that the page's script tries again, and the log says so in one
    line per request, not a traceback per poll."""
    published = await publish_league(database)
    async with web_client(database) as client:
        assert (await client.get(f"/l/{published.token}.json")).status == 200
        reads = client.server.app[READS]

        @contextlib.asynccontextmanager
        async def refused() -> AsyncIterator[Any]:
            raise ConnectionRefusedError(111, "Connect call failed ('127.0.0.1', 5432)")
            yield

        monkeypatch.setattr(reads.db, "transaction", refused)
        caplog.clear()
        for path in (f"/l/{published.token}", f"/l/{published.token}.json"):
            response = await client.get(path)
            assert response.status == 503, path
            assert "try again" in await response.text()
        records = [r for r in caplog.records if r.name == "bot.faces.web.server"]
        assert [r.levelname for r in records] == ["WARNING", "WARNING"]
        assert all(r.exc_info is None and "Connect call failed" in r.getMessage() for r in records)


async def test_the_overlay_names_a_partners_owner_then_the_partner(
    sqlite_database: Database,
) -> None:
    """The overlay read `20 from bob (Tymna)'s commander`; it reads `bob's commander Tymna`,
    as the Discord board does (MTG CR 903.10a: partners are counted apart)."""
    service = MatchService(sqlite_database)
    await start(service, players=(ALICE, BOB, CAROL), variant="commander")
    damage = {"event": "commander_damage", "player": ALICE, "commander": BOB, "source": "Tymna"}
    answer = await report(service, alice, {**damage, "set": 20})
    page = match_page(answer.match)

    html = (
        templates()
        .get_template("match.html")
        .render(page=page, overlay=True, json_url=None, refresh_seconds=None, poll_seconds=None)
    )

    assert "20 from <bdi>bob</bdi>'s commander <bdi>Tymna</bdi>" in html, html
    assert "(Tymna)" not in html
