"""The rating service over the match store, on SQLite and PostgreSQL: ladders updated as
matches finish, recomputed from the log after an /undo, seasons, and the reads."""

from __future__ import annotations

import itertools

import pytest
from sqlalchemy import select, text

from bot.app.match import Actor, MatchService, PlayerSpec
from bot.app.ratings import LadderKey, RatingService
from bot.core.errors import MatchError, NotAllowed
from bot.core.ratings import Format, Ladder, RatingEvent, file_events, ladders_json
from bot.store.database import Database
from bot.store.tables.ratings import ALL_TIME, PlayerRatingRow, RatingChangeRow
from tests.matches_helpers import (
    ALICE,
    BOB,
    CAROL,
    DAVE,
    GUILD,
    NAMES,
    concede,
    judge,
    report,
    start,
)

_channels = itertools.count(50_000)


@pytest.fixture
async def service(database: Database) -> MatchService:
    return MatchService(database)


@pytest.fixture
async def ratings(database: Database) -> RatingService:
    errors: list[BaseException] = []
    service = RatingService(database, on_error=errors.append)
    yield service  # type: ignore[misc]
    await service.idle()
    assert errors == []


async def play(service: MatchService, winner: int, loser: int, *more: int) -> int:
    """A match won by `winner` (everyone else concedes); its id."""
    channel = next(_channels)
    view = await start(
        service, players=(winner, loser, *more), channel_id=channel, best_of=1, actor=judge
    )
    for quitter in (loser, *more):
        answer = await report(service, Actor(quitter), concede(quitter), channel_id=channel)
        view = answer.match
    assert view.result is not None and view.result.winners == (NAMES[winner],)
    return view.id


async def test_a_finished_match_moves_its_ladder_at_once(
    service: MatchService, ratings: RatingService
) -> None:
    match_id = await play(service, ALICE, BOB)
    changes = await ratings.match_finished(match_id)
    assert [(c.name, c.before, c.after) for c in changes] == [
        ("alice", 1000, 1086),
        ("bob", 1000, 954),
    ]
    # Asked again (a retried answer): the same changes, rated once.
    assert await ratings.match_finished(match_id) == changes
    board = await ratings.leaderboard(
        guild_id=GUILD, system=None, ladder_format=None, season=None, page=1
    )
    assert (board.system, board.format, board.season) == ("magic", "duel", None)
    assert [(line.name, line.rating, line.record, line.rank) for line in board.lines] == [
        ("alice", 1086, "1-0-0", None),
        ("bob", 954, "0-1-0", None),
    ]


async def test_a_pod_is_a_multiplayer_ladder(service: MatchService, ratings: RatingService) -> None:
    pod = await play(service, CAROL, ALICE, BOB, DAVE)
    changes = await ratings.match_finished(pod)
    assert [c.name for c in changes] == ["carol", "alice", "bob", "dave"]
    assert changes[0].after > 1000 > changes[1].after == changes[2].after == changes[3].after
    board = await ratings.leaderboard(
        guild_id=GUILD, system="magic", ladder_format=Format.MULTIPLAYER, season=None, page=1
    )
    assert board.lines[0].name == "carol"


async def test_incremental_updates_equal_a_recomputation_from_the_log(
    database: Database, service: MatchService, ratings: RatingService
) -> None:
    results = [(ALICE, BOB), (BOB, CAROL), (CAROL, ALICE), (ALICE, DAVE), (DAVE, BOB)] * 2
    for winner, loser in results:
        await ratings.match_finished(await play(service, winner, loser))

    async def rows() -> list[tuple[str, float, float, int, bool]]:
        async with database.transaction() as session:
            found = await session.scalars(
                select(PlayerRatingRow).where(PlayerRatingRow.season_id == ALL_TIME)
            )
            return sorted((r.player, r.mu, r.sigma, r.wins, r.qualified) for r in found)

    before = await rows()
    expected = Ladder().apply_all(
        RatingEvent.with_winners([(f"u{w}",), (f"u{lost}",)], [0]) for w, lost in results
    )
    assert [(p, pytest.approx(mu), pytest.approx(s)) for p, mu, s, *_ in before] == sorted(
        (p, r.skill.mu, r.skill.sigma) for p, r in expected.ratings.items()
    )
    assert await ratings.recompute(LadderKey(GUILD, "magic", Format.DUEL)) == len(results)
    for got, was in zip(await rows(), before, strict=True):
        assert got[0] == was[0] and got[3:] == was[3:]
        assert got[1] == pytest.approx(was[1], abs=1e-9) and got[2] == pytest.approx(was[2])
    board = await ratings.leaderboard(
        guild_id=GUILD, system="magic", ladder_format=Format.DUEL, season="all-time", page=1
    )
    qualified = [line for line in board.lines if not line.provisional]
    assert [line.rank for line in qualified] == sorted(line.rank for line in qualified)
    assert {line.name for line in qualified} == {"alice", "bob"}  # five rated matches each


async def test_an_undo_that_reopens_a_rated_match_recomputes_its_ladder(
    service: MatchService, ratings: RatingService
) -> None:
    first = await play(service, ALICE, BOB)
    await ratings.match_finished(first)
    channel = next(_channels)
    await start(service, players=(BOB, ALICE), channel_id=channel, actor=judge, best_of=1)
    view = (await report(service, Actor(ALICE), concede(ALICE), channel_id=channel)).match
    assert view.status == "finished"
    assert [c.after for c in await ratings.match_finished(view.id)] != []
    reopened = await service.undo(channel_id=channel, actor=judge)
    assert reopened.status == "active"
    ratings.match_reopened(view.id)
    await ratings.idle()
    [alice] = await ratings.player(guild_id=GUILD, user_id=ALICE, name="alice", system=None)
    assert (alice.line.rating, alice.line.record) == (1086, "1-0-0")
    assert [m.match_id for m in alice.recent] == [first]


async def test_a_season_starts_fresh_and_ends(
    service: MatchService, ratings: RatingService
) -> None:
    await ratings.match_finished(await play(service, ALICE, BOB))
    with pytest.raises(NotAllowed):
        await ratings.start_season(guild_id=GUILD, name="Spring", user_id=BOB, is_organiser=False)
    season = await ratings.start_season(
        guild_id=GUILD, name="  Spring  2026 ", user_id=ALICE, is_organiser=True
    )
    assert season.name == "Spring 2026"
    with pytest.raises(MatchError, match="Spring 2026 is running"):
        await ratings.start_season(guild_id=GUILD, name="Again", user_id=ALICE, is_organiser=True)
    await ratings.match_finished(await play(service, BOB, ALICE))

    current = await ratings.leaderboard(
        guild_id=GUILD, system="magic", ladder_format=None, season=None, page=1
    )
    assert current.season == "Spring 2026"
    assert [(line.name, line.record) for line in current.lines] == [
        ("bob", "1-0-0"),
        ("alice", "0-1-0"),
    ]
    all_time = await ratings.leaderboard(
        guild_id=GUILD, system="magic", ladder_format=None, season="all-time", page=1
    )
    assert {line.record for line in all_time.lines} == {"1-1-0"}
    views = await ratings.player(guild_id=GUILD, user_id=BOB, name="bob", system="magic")
    assert [(v.season, v.line.record) for v in views] == [(None, "1-1-0"), ("Spring 2026", "1-0-0")]

    ended = await ratings.end_season(guild_id=GUILD, is_organiser=True)
    assert ended.ended_at is not None
    with pytest.raises(MatchError, match="No season is running"):
        await ratings.end_season(guild_id=GUILD, is_organiser=True)
    past = await ratings.leaderboard(
        guild_id=GUILD, system="magic", ladder_format=None, season="spring 2026", page=1
    )
    assert [line.name for line in past.lines] == ["bob", "alice"]
    with pytest.raises(MatchError, match="no season called 'Winter'"):
        await ratings.leaderboard(
            guild_id=GUILD, system="magic", ladder_format=None, season="Winter", page=1
        )


async def test_a_match_rated_out_of_order_has_its_ladder_computed_again(
    database: Database, service: MatchService, ratings: RatingService
) -> None:
    earlier = await play(service, ALICE, BOB)
    later = await play(service, BOB, CAROL)
    await ratings.match_finished(later)
    assert await ratings.match_finished(earlier) == []  # told later, in the background
    await ratings.idle()
    async with database.transaction() as session:
        seqs = dict(
            (await session.execute(select(RatingChangeRow.match_id, RatingChangeRow.seq))).all()
        )
    assert seqs == {earlier: 1, later: 2}


async def test_a_judges_league_fix_recomputes_the_ladder_with_the_fixed_result(
    database: Database, service: MatchService, ratings: RatingService
) -> None:
    from bot.store.tables.leagues import LeaguePairing, LeagueRow

    match_id = await play(service, ALICE, BOB)
    assert [c.after for c in await ratings.match_finished(match_id)] == [1086, 954]
    async with database.transaction() as session:
        league = LeagueRow(
            guild_id=GUILD,
            channel_id=1,
            name="Tuesday",
            system="magic",
            kind="swiss",
            best_of=1,
            round_minutes=50,
            points={"win": 3, "draw": 1, "loss": 0},
            created_by=ALICE,
        )
        session.add(league)
        await session.flush()
        assert league.id is not None
        # The pairing lists bob first: the fixed games are in the pairing's seat order.
        session.add(
            LeaguePairing(
                league_id=league.id,
                round_number=1,
                table_number=1,
                players=["bob", "alice"],
                match_id=match_id,
                fixed={"games": [2, 0, 0]},
            )
        )
    ratings.match_changed(match_id)
    await ratings.idle()
    [bob] = await ratings.player(guild_id=GUILD, user_id=BOB, name="bob", system="magic")
    assert (bob.line.rating, bob.line.record) == (1086, "1-0-0")


async def test_matches_finished_before_ratings_are_rated_at_start(
    database: Database, service: MatchService, ratings: RatingService
) -> None:
    """Matches stored before the ratings existed (or whose rating was lost with its process)
    are found at start and their ladders computed; a match already rated is left alone."""
    first = await play(service, ALICE, BOB)
    await play(service, CAROL, DAVE, ALICE)  # a pod, never rated
    assert await ratings.catch_up() == {
        LadderKey(GUILD, "magic", Format.DUEL),
        LadderKey(GUILD, "magic", Format.MULTIPLAYER),
    }
    await ratings.idle()
    assert [c.after for c in await ratings.match_finished(first)] == [1086, 954]
    assert await ratings.catch_up() == set()


async def test_the_leaderboard_breaks_ties_as_arbiter_ratings_does(
    database: Database, service: MatchService, ratings: RatingService
) -> None:
    """Equal rating and mu: the board lists players as the CLI does (name by code point, then
    the account), whatever the database's locale: here the PostgreSQL column sorts by a
    linguistic collation ("alice" before "Bob"), as a server set up in en_US would."""
    if database.dialect == "postgresql":
        async with database.engine.begin() as conn:
            await conn.execute(
                text('ALTER TABLE player_rating ALTER COLUMN name TYPE VARCHAR COLLATE "en-x-icu"')
            )
    # Two accounts named "sam" (in matches of their own): their order is their accounts'.
    people = {201: "alice", 202: "Bob", 203: "carol", 204: "Dave"}
    people |= {205: "sam", 206: "sam", 207: "eve", 208: "finn"}
    duels = [(201, 203), (202, 204), (206, 208), (205, 207)]  # winners tie, losers tie
    for winner, loser in duels:
        channel = next(_channels)
        await service.start_match(
            guild_id=GUILD,
            channel_id=channel,
            system="magic",
            players=[PlayerSpec(winner, people[winner]), PlayerSpec(loser, people[loser])],
            actor=judge,
            best_of=1,
        )
        answer = await report(service, Actor(loser), concede(loser), channel_id=channel)
        assert answer.match.result is not None
        await ratings.match_finished(answer.match.id)

    board = await ratings.leaderboard(
        guild_id=GUILD, system=None, ladder_format=None, season=None, page=1
    )
    shown = [(line.name, line.user_id) for line in board.lines]
    assert shown == [
        ("Bob", 202),  # "B" comes before "a" by code point
        ("alice", 201),
        ("sam", 205),
        ("sam", 206),
        ("Dave", 204),
        ("carol", 203),
        ("eve", 207),
        ("finn", 208),
    ]
    # The same matches of players with names of their own in a results file: the CLI's order.
    results = {
        "format": "arbiter-results",
        "system": "magic",
        "matches": [
            {"players": [people[w], people[lo]], "games": [1, 0, 0]} for w, lo in duels[:2]
        ],
    }
    cli = [row["player"] for row in ladders_json(file_events(results))["duel"]]
    assert cli == [name for name, _ in shown if name in cli]
