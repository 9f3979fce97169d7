"""The leaderboard page `/r/{token}/{game}/{format}` (shared/spec/web.md) on SQLite and
PostgreSQL: it reads the rating service's ladders (RatingService.leaderboard) through a
read-only database, shows display names only, escaped, and answers 404 once the admin's
link is off, for another ladder, or for an unknown token."""

from __future__ import annotations

import itertools
import json
from typing import Any

from bot.app.links import WebLinks
from bot.app.match import Actor, MatchService, PlayerSpec
from bot.app.ratings import RatingLine, RatingService
from bot.store.database import Database
from tests.web_helpers import web_client

GUILD = 7_001_234_567_890_777
ADMIN = Actor(900_234_567_890_777, is_judge=True)
HOSTILE = "<script>alert(1)</script>"
MARKDOWN = "**bold** _x_ @everyone"
PEOPLE = {
    1_000_234_567_890_801: HOSTILE,
    1_000_234_567_890_802: MARKDOWN,
    1_000_234_567_890_803: "carol",
    1_000_234_567_890_804: "dave",
}
USERS = list(PEOPLE)
_channels = itertools.count(60_000_234_567_890_000)


async def play(
    matches: MatchService,
    ratings: RatingService,
    winner: int,
    loser: int,
    names: dict[int, str] = PEOPLE,
    guild_id: int = GUILD,
) -> None:
    """A duel of one game that `loser` concedes, rated as the bot rates it."""
    channel = next(_channels)
    view = await matches.start_match(
        guild_id=guild_id,
        channel_id=channel,
        system="magic",
        players=[PlayerSpec(user, names[user]) for user in (winner, loser)],
        actor=ADMIN,
        best_of=1,
    )
    answer = await matches.report(
        channel_id=channel,
        actor=Actor(loser),
        events=[{"event": "concede", "player": loser}],
        idempotency_key=f"ladder-{channel}",
    )
    assert answer.match.status == "finished" and answer.match.id == view.id
    await ratings.match_finished(view.id)


def entries(lines: tuple[RatingLine, ...]) -> list[dict[str, Any]]:
    """The ratings spec's entry shape of what the rating service gives."""
    return [
        {
            "rank": line.rank,
            "player": line.name,
            "rating": line.rating,
            "mu": round(line.mu, 6),
            "sigma": round(line.sigma, 6),
            "matches": line.wins + line.losses + line.draws,
            "record": f"{line.wins}-{line.losses}-{line.draws}",
            "provisional": line.rank is None,
        }
        for line in lines
    ]


async def test_the_leaderboard_page_reads_the_rating_service(database: Database) -> None:
    matches = MatchService(database)
    ratings = RatingService(database)
    hostile, markdown, carol, dave = USERS
    for winner, loser in [(hostile, markdown)] * 4 + [(markdown, hostile), (carol, dave)]:
        await play(matches, ratings, winner, loser)
    links = WebLinks(database, matches)
    token = await links.leaderboard_link(guild_id=GUILD, actor=ADMIN, on=True)
    assert token is not None and len(token) >= 22  # 128 bits at least
    assert await links.leaderboard_link(guild_id=GUILD, actor=ADMIN, on=True) == token
    all_time = await ratings.leaderboard(
        guild_id=GUILD, system="magic", ladder_format=None, season="all-time", page=1
    )
    assert [line.rank for line in all_time.lines] == [1, 2, None, None]  # two qualified

    async with web_client(database) as client:
        page = await client.get(f"/r/{token}/magic/duel.json")
        assert page.status == 200
        assert await page.json() == {
            "game": "magic",
            "game_name": "Magic: The Gathering",
            "format": "duel",
            "all_time": entries(all_time.lines),
            "season": None,
        }
        response = await client.get(f"/r/{token}/magic/duel")
        assert response.status == 200
        html = await response.text()
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html and "<script>alert" not in html
        assert "**bold** _x_ @everyone" in html and "provisional" in html
        for secret in [GUILD, ADMIN.user_id, *USERS]:
            assert str(secret) not in html
            assert str(secret) not in json.dumps(await page.json())
        # No multiplayer ladder in this server, no such game: the same 404.
        for path in ("magic/multiplayer", "chess/duel", "magic/teams"):
            got = await client.get(f"/r/{token}/{path}.json")
            assert got.status == 404, await got.text()

    # A season: the page shows the ladder all time and in the season, fresh from its start.
    await ratings.start_season(guild_id=GUILD, name="<i>Winter</i>", user_id=1, is_organiser=True)
    await play(matches, ratings, dave, carol)
    season = await ratings.leaderboard(
        guild_id=GUILD, system="magic", ladder_format=None, season=None, page=1
    )
    all_time = await ratings.leaderboard(
        guild_id=GUILD, system="magic", ladder_format=None, season="all-time", page=1
    )
    async with web_client(database) as client:
        data = await (await client.get(f"/r/{token}/magic/duel.json")).json()
        assert data["season"] == {"name": "<i>Winter</i>", "entries": entries(season.lines)}
        assert [e["player"] for e in data["season"]["entries"]] == ["dave", "carol"]
        assert data["all_time"] == entries(all_time.lines)
        html = await (await client.get(f"/r/{token}/magic/duel")).text()
        assert "&lt;i&gt;Winter&lt;/i&gt;" in html

    # Off: the address is dead; on again: a new address, the old one stays dead.
    assert await links.leaderboard_link(guild_id=GUILD, actor=ADMIN, on=False) is None
    assert await links.leaderboard_link_if_any(guild_id=GUILD) is None
    async with web_client(database) as client:
        gone = await client.get(f"/r/{token}/magic/duel.json")
        unknown = await client.get("/r/" + "Q" * 32 + "/magic/duel.json")
        assert gone.status == unknown.status == 404
        assert await gone.text() == await unknown.text()
    again = await links.leaderboard_link(guild_id=GUILD, actor=ADMIN, on=True)
    assert again is not None and again != token
    async with web_client(database) as client:
        assert (await client.get(f"/r/{token}/magic/duel")).status == 404
        assert (await client.get(f"/r/{again}/magic/duel")).status == 200


async def test_a_ladder_longer_than_one_page_is_shown_whole(database: Database) -> None:
    """The rating service reads 20 players a page; the web page lists them all, in order."""
    matches = MatchService(database)
    ratings = RatingService(database)
    people = {1_000_234_567_891_000 + i: f"p{i:02}" for i in range(23)}
    users = list(people)
    for winner, loser in zip(users[::2], users[1::2], strict=False):
        await play(matches, ratings, winner, loser, people)
    token = await WebLinks(database, matches).leaderboard_link(guild_id=GUILD, actor=ADMIN, on=True)
    first = await ratings.leaderboard(
        guild_id=GUILD, system="magic", ladder_format=None, season="all-time", page=1
    )
    second = await ratings.leaderboard(
        guild_id=GUILD, system="magic", ladder_format=None, season="all-time", page=2
    )
    assert first.more and len(first.lines) + len(second.lines) == 22
    async with web_client(database) as client:
        data = await (await client.get(f"/r/{token}/magic/duel.json")).json()
    assert data["all_time"] == entries(first.lines + second.lines)
