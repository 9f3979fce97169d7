"""The league page's "Ratings" section (issue 22, shared/spec/web.md) on SQLite and PostgreSQL:
the league's own players in the server's ladder of its game and format, in the ladder's order,
read from the rating service; nobody outside the league, and nothing before a rated match."""

from __future__ import annotations

import json

from bot.app.match import MatchService
from bot.app.ratings import RatingService
from bot.store.database import Database
from tests.test_web_ladder import play
from tests.web_helpers import GUILD, publish_league, user_of, web_client

HOSTILE = "<script>alert(1)</script>"
NAMES = [HOSTILE, "bob", "cat", "dan"]
OUTSIDER = 5_000_234_567_890_001  # rated in the same ladder, not in the league


async def duel(matches: MatchService, ratings: RatingService, winner: int, loser: int) -> None:
    """A one-game Magic duel in the league's server that `loser` concedes, rated."""
    names = {user_of(i): name for i, name in enumerate(NAMES)} | {OUTSIDER: "zed"}
    await play(matches, ratings, winner, loser, names, guild_id=GUILD)


async def test_the_league_page_lists_its_own_players_in_the_ladder(database: Database) -> None:
    published = await publish_league(database, NAMES, rounds=1)
    token = published.token
    async with web_client(database) as client:
        data = await (await client.get(f"/l/{token}.json")).json()
        html = await (await client.get(f"/l/{token}")).text()
    assert data["ratings"] is None  # the league's games were never rated: no ladder yet
    assert 'id="ratings"' not in html

    matches = MatchService(database)
    ratings = RatingService(database)
    hostile, bob, cat = user_of(0), user_of(1), user_of(2)
    for winner, loser in [(hostile, bob)] * 4 + [(bob, hostile), (OUTSIDER, cat)]:
        await duel(matches, ratings, winner, loser)
    ladder = await ratings.leaderboard(
        guild_id=GUILD, system="magic", ladder_format=None, season="all-time", page=1
    )
    assert "zed" in [line.name for line in ladder.lines]

    async with web_client(database) as client:
        data = await (await client.get(f"/l/{token}.json")).json()
        html = await (await client.get(f"/l/{token}")).text()
    # The ladder's order, the outsider left out, dan (never rated) absent.
    assert data["ratings"] == [
        {
            "player": line.name,
            "rating": line.rating,
            "provisional": line.provisional,
            "matches": line.matches,
        }
        for line in ladder.lines
        if line.name != "zed"
    ]
    assert [r["player"] for r in data["ratings"]] == [HOSTILE, "bob", "cat"]
    assert [r["provisional"] for r in data["ratings"]] == [False, False, True]
    assert [r["matches"] for r in data["ratings"]] == [5, 5, 1]

    start = html.index('id="ratings"')
    section = html[start : html.index("</section>", start)]
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in section and "<script>alert" not in html
    shown = [section.index(name) for name in ("&lt;script&gt;", "bob", "cat")]
    assert shown == sorted(shown)
    assert "zed" not in section and "dan" not in section and "provisional" in section
    for secret in [GUILD, OUTSIDER, *map(user_of, range(len(NAMES)))]:
        assert str(secret) not in html and str(secret) not in json.dumps(data)
    assert "zed" not in json.dumps(data)
