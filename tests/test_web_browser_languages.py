"""Every page in each of Arbiter's six languages, in a real headless Chromium
(tests/support/chromium.py), on the venue's 1920x1080 screen and a 390x844 phone: the league
page, the projector's pairings, standings and playoff bracket, the leaderboard, the stream
overlay and a player's phone. No text runs out of its box or off the screen, whatever length
the language gives it (German and French run long, Japanese needs its own glyphs).
The projector's pairings in German and Japanese are kept as docs/projector-de.png and
docs/projector-ja.png (taken with ARBITER_TEST_ARTEFACTS=docs)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

from bot.app.links import WebLinks
from bot.app.match import Actor, MatchService
from bot.app.ratings import RatingService
from bot.faces.i18n import Language
from bot.faces.web.languages import html_lang
from bot.store.database import Database
from tests.phone_helpers import phones_for
from tests.support.chromium import Page, chromium
from tests.test_web_browser import artefacts, save
from tests.test_web_browser_screens import NAMES, a_playoff
from tests.test_web_ladder import ADMIN, GUILD, USERS, play
from tests.web_helpers import finish_table, publish_league, web_client

__all__ = ["artefacts"]  # the fixture, used by name

# Every element that holds text of its own and shows: whether it runs out of its own box
# (a block) or off the screen (anything outside a table that scrolls sideways by design).
OVERFLOWING = """[...document.querySelectorAll('body *')].filter(el => {
  const own = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
  if (!own || !el.getClientRects().length) return false;
  const style = getComputedStyle(el);
  if (style.visibility === 'hidden') return false;
  const box = el.getBoundingClientRect();
  const offScreen = !el.closest('.sideways') && (box.left < -1 || box.right > innerWidth + 1);
  const block = style.display !== 'inline';
  const out = block
    && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
  return offScreen || out;
}).map(el => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent.trim().slice(0, 80)}`
  + ` (${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight})`)"""
SCROLLED_SIDEWAYS = "document.documentElement.scrollWidth - innerWidth"
SIZES = ((1920, 1080, False, 1), (390, 844, True, 2))


async def sized(page: Page, width: int, height: int, mobile: bool, scale: int) -> None:
    await page.send(
        "Emulation.setDeviceMetricsOverride",
        width=width,
        height=height,
        deviceScaleFactor=scale,
        mobile=mobile,
    )


async def fits(page: Page, address: str, language: Language, size: str) -> list[str]:
    """What runs out of its box on the page at `address` shown in `language`."""
    joiner = "&" if "?" in address else "?"
    await page.open(f"{address}{joiner}lang={language.value}")
    assert await page.evaluate("document.documentElement.lang") == html_lang(language)
    at = f"{size} {language} {address}"
    problems = [f"{at}: {found}" for found in await page.evaluate(OVERFLOWING)]
    if await page.evaluate(SCROLLED_SIDEWAYS) > 0:
        problems.append(f"{at}: the page scrolls sideways")
    return problems


async def ladder_token(database: Database) -> str:
    matches, ratings = MatchService(database), RatingService(database)
    for winner, loser in ((USERS[0], USERS[1]), (USERS[2], USERS[3]), (USERS[0], USERS[2])):
        await play(matches, ratings, winner, loser)
    token = await WebLinks(database, matches).leaderboard_link(guild_id=GUILD, actor=ADMIN, on=True)
    assert token is not None
    return token


def test_chromium_has_a_japanese_font() -> None:
    """Without a CJK font Chromium draws Japanese as empty boxes of the same size: the pages
    would pass the test below and be unreadable. `.ci/run` installs Debian's fonts-noto-cjk."""
    found = subprocess.run(
        ["fc-list", ":lang=ja", "family"], capture_output=True, text=True, check=False
    )
    assert found.stdout.strip(), "apt-get install fonts-noto-cjk (a CJK font for Chromium)"


async def test_every_page_in_every_language_at_both_sizes(
    sqlite_database: Database, sqlite_template: Path, tmp_path: Path, artefacts: Path
) -> None:
    # A league in its second round (16 players, the longest names among them), its phone
    # and overlay; a leaderboard; and, on a database of its own, a top-8 playoff.
    names = NAMES[90:106]
    published = await publish_league(sqlite_database, names, rounds=2)
    thread = published.threads[2]
    view = await published.leagues.matches.status(channel_id=thread)
    player = Actor(view.players[0].user_id or 0)
    _, match_token = await published.links.match_link(channel_id=thread, actor=player)
    phones = await phones_for(
        MatchService(sqlite_database), channel_id=9_100_234_567_890_123, starting_life=20
    )
    ladder = await ladder_token(sqlite_database)
    shutil.copyfile(sqlite_template, tmp_path / "playoff.db")
    playoff_database = Database(f"sqlite+aiosqlite:///{tmp_path / 'playoff.db'}")
    try:
        playoff = await a_playoff(playoff_database, 8)
        league = f"/l/{published.token}"
        pages: list[tuple[Any, str]] = [
            (sqlite_database, league),
            (sqlite_database, f"{league}/projector"),
            (sqlite_database, f"/r/{ladder}/magic/duel"),
            (sqlite_database, f"/m/{match_token}?overlay=1"),
            (sqlite_database, f"/p/{next(iter(phones.links.values()))}"),
            (playoff_database, f"/l/{playoff.token}/projector"),
        ]
        problems: list[str] = []
        async with (
            web_client(sqlite_database, now=None) as client,
            web_client(playoff_database, now=None) as playoff_client,
            chromium(1920, 1080) as page,
        ):
            serving = {id(sqlite_database): client, id(playoff_database): playoff_client}
            for width, height, mobile, scale in SIZES:
                await sized(page, width, height, mobile, scale)
                for database, address in pages:
                    url = str(serving[id(database)].make_url(address))
                    for language in Language:
                        problems += await fits(page, url, language, f"{width}x{height}")
            # The venue's screen in German and in Japanese, kept in docs/.
            await sized(page, *SIZES[0])
            for language in (Language.GERMAN, Language.JAPANESE):
                await page.open(str(client.make_url(f"{league}/projector?lang={language.value}")))
                await save(page, artefacts, f"projector-{language.value}.png", scale=0.5)
            # Between rounds the projector shows the standings: in every language too.
            for table in range(2, len(names) // 2 + 1):
                await finish_table(published.leagues, published.names, table)
            for width, height, mobile, scale in SIZES:
                await sized(page, width, height, mobile, scale)
                url = str(client.make_url(f"{league}/projector"))
                for language in Language:
                    problems += await fits(page, url, language, f"{width}x{height}")
            assert page.console_problems() == []
        assert problems == [], "\n".join(problems)
    finally:
        await playoff_database.close()
