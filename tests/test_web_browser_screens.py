"""The venue's screens in a real headless Chromium (tests/support/chromium.py), on the
1920x1080 screen a venue projects: a 200-player round's pairings by name, the standings
between rounds, the playoff bracket of a top 8 and a top 16, and the stream overlay's badges
read on any stream. Screenshots (small PNGs) go to the artefacts folder; the ones in docs/
were taken with ARBITER_TEST_ARTEFACTS=docs."""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any

from bot.app.league import LeagueSettings
from bot.app.league.playoffs import PlayoffService
from bot.app.match import Actor
from bot.store.database import Database
from bot.store.tables.matches import utcnow
from tests.support.chromium import Page, chromium
from tests.test_league_service import SWISS, start_table
from tests.test_web_browser import artefacts, save, wait_until
from tests.test_web_browser_venue import full_hd
from tests.web_helpers import (
    LEAGUE_CHANNEL,
    ORGANISER,
    Published,
    finish_table,
    publish_league,
    user_of,
    web_client,
)

__all__ = ["artefacts"]  # the fixture, used by name

FIRST = ["Alexandra", "Benedikt", "Chidinma", "Dmitri", "Esperanza", "Fumiko", "Guillermo"]
FIRST += ["Hee-young", "Ingrid", "Jürgen"]
LAST = ["Okonkwo-Smith", "Vasquez", "Lindqvist", "Nakamura", "O'Sullivan", "Petrov", "Ng"]
LAST += ["Duarte", "Kowalczyk", "Abernathy", "Bianchi", "Castellanos", "Dubois", "Eriksen"]
LAST += ["Fitzgerald", "Gallagher", "Haraldsson", "Iwasaki", "Jankowski", "Karlsson"]
# 200 players as people sign up (up to 25 characters), and among them names Discord allows
# that would be markup or a ping if they were not escaped, and one of Discord's longest.
NAMES = [f"{first} {last}" for first in FIRST for last in LAST]
NAMES[7] = "@everyone"
NAMES[23] = "**Max**"
NAMES[42] = "<b>Bold</b> & Co"
NAMES[99] = "Maximiliana Konstantinopoulos"  # 29 characters

# Every line of the screen's lists: its cells' text, the name cell's box and overflow.
LINES = """[...document.querySelectorAll('%s tbody tr')].map(row => {
  const name = row.querySelector('td.player');
  const box = name.getBoundingClientRect();
  const text = name.querySelector('bdi');
  return {cells: [...row.cells].map(c => c.textContent.trim()), name: text.textContent,
    overflows: name.scrollWidth > name.clientWidth || name.scrollHeight > name.clientHeight,
    box: [box.left, box.top, box.right, box.bottom],
    lines: new Set([...text.getClientRects()].map(r => r.top)).size,
    size: parseFloat(getComputedStyle(name).fontSize)};
})"""
WHOLE_SCREEN = (
    "[document.documentElement.scrollWidth, document.documentElement.scrollHeight, "
    "innerWidth, innerHeight]"
)


def on_screen(lines: list[dict[str, Any]]) -> None:
    """Every name whole, in its box, on the 1920x1080 screen, at most a line per word, in
    type read from the back of the room."""
    assert [line["name"] for line in lines if line["overflows"]] == []
    outside = [line["name"] for line in lines if line["box"][2] > 1920 or line["box"][3] > 1080]
    assert outside == []
    assert [line["name"] for line in lines if line["lines"] > len(line["name"].split())] == []
    assert min(line["size"] for line in lines) >= 18


async def not_scrolled(page: Page) -> None:
    width, height, screen_width, screen_height = await page.evaluate(WHOLE_SCREEN)
    assert (width, height) == (screen_width, screen_height) == (1920, 1080)


async def test_a_200_player_round_and_its_standings_on_the_venue_screen(
    sqlite_database: Database, artefacts: Path
) -> None:
    """During round 1 the projector lists the 200 players by name with their tables, across
    the screen; once the round is over it shows the standings, all 200 on one screen."""
    published = await publish_league(sqlite_database, NAMES, rounds=1, now=utcnow())
    async with web_client(sqlite_database, now=None) as client, chromium(1920, 1080) as page:
        await full_hd(page)
        address = str(client.make_url(f"/l/{published.token}/projector"))
        await page.open(address)
        data = await (await client.get(f"/l/{published.token}.json")).json()
        table_of = {p: t["table"] for t in data["rounds"][0]["tables"] for p in t["players"]}
        lines = await page.evaluate(LINES % "#current-round")
        assert len(lines) == 200
        # By name, down each column then across, each with their own table.
        assert [line["name"] for line in lines] == sorted(NAMES, key=str.casefold)
        assert [int(line["cells"][0]) for line in lines] == [table_of[n["name"]] for n in lines]
        columns = sorted({round(line["box"][0]) for line in lines})
        assert len(columns) >= 4  # across the screen, not one long list
        await save(page, artefacts, "projector-pairings-200.png", scale=0.5)
        on_screen(lines)
        await not_scrolled(page)
        assert "Round 1 pairings" in await page.evaluate("document.body.innerText")

        for table in range(2, 101):
            await finish_table(published.leagues, published.names, table)
        await page.open(address)
        # Under a heavily loaded machine the first look once failed with no standings shown
        # (cause not found; the page's own polling shows them within a poll): wait for them.
        await wait_until(page, "document.querySelectorAll('#standings tbody tr').length > 0")
        lines = await page.evaluate(LINES % "#standings")
        standings = (await (await client.get(f"/l/{published.token}.json")).json())["standings"]
        assert [line["name"] for line in lines] == [s["player"] for s in standings]
        assert [(line["cells"][0], line["cells"][2]) for line in lines] == [
            (str(s["rank"]), str(s["points"])) for s in standings
        ]
        await save(page, artefacts, "projector-standings-200.png", scale=0.5)
        on_screen(lines)
        await not_scrolled(page)
        assert "Standings after round 1" in await page.evaluate("document.body.innerText")
        assert page.console_problems() == []


async def concede_game(published: Published, thread: int, loser: str) -> None:
    await published.leagues.matches.report(
        channel_id=thread,
        actor=Actor(user_of(published.names.index(loser))),
        events=[{"event": "concede", "player": loser}],
        idempotency_key=uuid.uuid4().hex,
    )


async def a_playoff(database: Database, size: int) -> Published:
    """A one-round league of `size` cut to a top `size`: its first round under way, match 1
    won 2-1 by the first seat, match 2 won 2-0 by the second, match 3 in play at 1-0."""
    one_round = LeagueSettings(**{**vars(SWISS), "rounds_planned": 1})
    published = await publish_league(
        database, NAMES[:size], settings=one_round, rounds=1, now=utcnow()
    )
    for table in range(2, size // 2 + 1):
        await finish_table(published.leagues, published.names, table)
    playoffs = PlayoffService(database, published.leagues.matches)
    view = await playoffs.start(channel_id=LEAGUE_CHANNEL, actor=ORGANISER, size=size)
    threads = []
    for number, table in enumerate(view.unstarted):
        threads.append((await start_table(published.leagues, table, 70_000 + number)).channel_id)
    first = view.unstarted[:3]
    for loser in (1, 0, 1):
        await concede_game(published, threads[0], first[0].players[loser])
    for loser in (0, 0):
        await concede_game(published, threads[1], first[1].players[loser])
    await concede_game(published, threads[2], first[2].players[1])
    return published


BRACKET = """[...document.querySelectorAll('.bracket-round')].map(round => ({
  name: round.querySelector('h3').textContent,
  matches: [...round.querySelectorAll('.bracket-match')].map(m => ({
    inPlay: m.classList.contains('in-play'),
    seats: [...m.querySelectorAll('.seat:not(.tbd)')].map(s => [
      s.querySelector('.seed').textContent, s.querySelector('.name').textContent,
      s.querySelector('.games').textContent, s.classList.contains('winner')]),
    box: (b => [b.left, b.top, b.right, b.bottom])(m.getBoundingClientRect()),
    size: parseFloat(getComputedStyle(m).fontSize)}))}))"""


async def a_full_screen_bracket(
    database: Database, artefacts: Path, size: int, names: list[str]
) -> None:
    published = await a_playoff(database, size)
    async with web_client(database, now=None) as client, chromium(1920, 1080) as page:
        await full_hd(page)
        await page.open(str(client.make_url(f"/l/{published.token}/projector")))
        data = await (await client.get(f"/l/{published.token}.json")).json()
        seeds = data["playoff"]["seeds"]
        await save(page, artefacts, f"projector-bracket-top{size}.png", scale=0.5)
        rounds = await page.evaluate(BRACKET)
        assert [r["name"] for r in rounds] == names
        first = rounds[0]["matches"]
        assert [len(r["matches"]) for r in rounds] == [size >> n for n in range(1, len(names) + 1)]
        # Seeds beside the names, as the bracket pairs them (1 v 8 ...).
        for match, pairing in zip(first, data["playoff"]["rounds"][0], strict=True):
            assert [s[1] for s in match["seats"]] == pairing["players"]
            assert [int(s[0]) for s in match["seats"]] == [
                seeds.index(p) + 1 for p in pairing["players"]
            ]
        # Game scores: 2-1 and 0-2 finished (the winner marked), 1-0 in play, 0-0 in play.
        assert [[s[2] for s in m["seats"]] for m in first[:4]] == [
            ["2", "1"],
            ["0", "2"],
            ["1", "0"],
            ["0", "0"],
        ]
        assert [[s[3] for s in m["seats"]] for m in first[:2]] == [[True, False], [False, True]]
        assert [m["inPlay"] for m in first] == [False, False, True, True] + [True] * (
            len(first) - 4
        )
        # The whole screen: the rounds spread across it and down it, and nothing off it.
        boxes = [m["box"] for r in rounds for m in r["matches"]]
        assert min(b[0] for b in boxes) < 100 and max(b[2] for b in boxes) > 1800
        assert max(b[3] for b in boxes) <= 1080
        assert max(b[3] for b in boxes) - min(b[1] for b in boxes) > 0.7 * 1080
        assert min(m["size"] for r in rounds for m in r["matches"]) >= 22
        await not_scrolled(page)


async def test_a_top_8_bracket_takes_the_whole_screen(
    sqlite_database: Database, artefacts: Path
) -> None:
    await a_full_screen_bracket(
        sqlite_database, artefacts, 8, ["Quarterfinals", "Semifinals", "Final"]
    )


async def test_a_top_16_bracket_takes_the_whole_screen(
    sqlite_database: Database, artefacts: Path
) -> None:
    await a_full_screen_bracket(
        sqlite_database, artefacts, 16, ["Round of 16", "Quarterfinals", "Semifinals", "Final"]
    )


# WCAG 2.x contrast of every badge's text against what is behind it: the badge's own
# background, else its ancestors', composited (alpha) down to the stream behind the overlay,
# taken as white and as black (the overlay's background is transparent).
CONTRAST = """((backdrop) => {
  const rgba = s => { const v = s.match(/[\\d.]+/g).map(Number);
    return [v[0], v[1], v[2], v.length > 3 ? v[3] : 1]; };
  const over = (top, under) => [0, 1, 2].map(i => top[i] * top[3] + under[i] * (1 - top[3]));
  const lum = c => { const l = c.map(v => { v /= 255;
    return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
    return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2]; };
  return [...document.querySelectorAll('.chip')].map(chip => {
    const layers = [];
    for (let e = chip; e; e = e.parentElement) {
      layers.push(rgba(getComputedStyle(e).backgroundColor));
    }
    let behind = backdrop;
    for (const layer of layers.reverse()) behind = over(layer, behind);
    const text = over(rgba(getComputedStyle(chip).color), behind);
    const [a, b] = [lum(text), lum(behind)].sort((x, y) => y - x);
    return [chip.textContent, (a + 0.05) / (b + 0.05),
      parseFloat(getComputedStyle(chip).fontSize)];
  });
})"""


async def test_the_overlay_badges_read_on_any_stream(sqlite_database: Database) -> None:
    """Poison and commander damage on the stream overlay: each badge's text has a contrast of
    at least 4.5:1 (WCAG AA) against what is behind it, over a white stream or a black one,
    measured from the page's computed colours; and it is not small print."""
    commander = LeagueSettings(**{**vars(SWISS), "variant": "commander"})
    published = await publish_league(
        sqlite_database, NAMES[:4], settings=commander, rounds=1, now=utcnow()
    )
    thread = published.threads[2]
    _, token = await published.links.match_link(channel_id=thread, actor=ORGANISER)
    view = await published.leagues.matches.status(channel_id=thread)
    hit, hitter = view.players[1], view.players[0]
    await published.leagues.matches.report(
        channel_id=thread,
        actor=Actor(user_of(published.names.index(hitter.name))),
        events=[
            {"event": "poison", "player": hit.user_id, "delta": 3},
            {
                "event": "commander_damage",
                "player": hit.user_id,
                "commander": hitter.user_id,
                "delta": 7,
            },
        ],
        idempotency_key=uuid.uuid4().hex,
    )
    async with web_client(sqlite_database, now=None) as client, chromium() as page:
        for address in (f"/m/{token}?overlay=1", f"/m/{token}"):
            await page.open(str(client.make_url(address)))
            await wait_until(page, "document.querySelectorAll('.chip').length >= 2")
            for backdrop in ("[255, 255, 255]", "[0, 0, 0]"):
                badges = await page.evaluate(f"{CONTRAST}({backdrop})")
                shown = " ".join(text for text, _, _ in badges)
                assert "poison 3" in shown and "7 from" in shown
                assert [(t, round(c, 2)) for t, c, _ in badges if c < 4.5] == [], (
                    address,
                    backdrop,
                )
                assert min(size for _, _, size in badges) >= 16
