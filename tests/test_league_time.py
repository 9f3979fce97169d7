"""No new game starts after time (MTG MTR 2.4; GA likewise), on SQLite and PostgreSQL: once a
league round's time is called, a league match whose game ends is recorded from the game score
instead of starting another game; before time, or outside a league, the match goes on."""

from __future__ import annotations

import itertools
from datetime import timedelta

import pytest

from bot.app.league import LeagueService
from bot.app.match import Actor, MatchService
from bot.app.match.views import ReportAnswer
from bot.core.league.table_result import TableResult
from bot.store.database import Database
from tests.test_league_service import LEAGUE_CHANNEL, ORGANISER, SWISS, USERS, new_league, start_all

_keys = itertools.count()


@pytest.fixture
def leagues(database: Database) -> LeagueService:
    return LeagueService(database, MatchService(database))


async def concede_game(leagues: LeagueService, thread: int, loser: str) -> ReportAnswer:
    return await leagues.matches.report(
        channel_id=thread,
        actor=Actor(USERS[loser]),
        events=[{"event": "concede", "player": loser}],
        idempotency_key=f"game-{next(_keys)}",
    )


async def begin_game(leagues: LeagueService, thread: int, player: str) -> None:
    """A report in the game: it has begun (a game nothing was reported in has not)."""
    await leagues.matches.report(
        channel_id=thread,
        actor=Actor(USERS[player]),
        events=[{"event": "life", "player": player, "set": 15}],
        idempotency_key=f"life-{next(_keys)}",
    )


async def one_table(leagues: LeagueService) -> tuple[int, tuple[str, ...]]:
    await new_league(leagues, SWISS, 2)
    view = await leagues.start_round(channel_id=LEAGUE_CHANNEL, actor=ORGANISER)
    threads = await start_all(leagues, view)
    return threads[1], view.pairings[0].players


async def call_time(leagues: LeagueService) -> None:
    status = await leagues.round_status(channel_id=LEAGUE_CHANNEL)
    await leagues.clock(status.deadline)


async def test_a_game_ending_after_time_ends_the_match_on_the_score(
    leagues: LeagueService,
) -> None:
    thread, (a, b) = await one_table(leagues)
    await concede_game(leagues, thread, b)  # game 1 to a, before time
    await begin_game(leagues, thread, a)  # game 2 begins before time
    await call_time(leagues)

    ended = await concede_game(leagues, thread, a)  # game 2 to b, after time

    assert ended.match_over and ended.next_chooser is None
    view = await leagues.matches.status(channel_id=thread)
    assert view.status == "finished" and view.wins == (1, 1)
    assert view.result is not None and view.result.winners == ()  # 1-1: a match draw
    status = await leagues.round_status(channel_id=LEAGUE_CHANNEL)
    assert status.pairings[0].result == TableResult((1, 1, 0)) and status.unfinished == ()


async def test_before_time_the_next_game_starts(leagues: LeagueService) -> None:
    thread, (a, b) = await one_table(leagues)
    await concede_game(leagues, thread, b)
    answer = await concede_game(leagues, thread, a)
    assert not answer.match_over and answer.next_chooser is not None
    view = await leagues.matches.status(channel_id=thread)
    assert view.status == "active" and view.game.number == 3


async def test_a_match_ended_at_time_can_be_undone_and_played_on(
    leagues: LeagueService,
) -> None:
    thread, (a, b) = await one_table(leagues)
    await concede_game(leagues, thread, b)
    await begin_game(leagues, thread, a)
    await call_time(leagues)
    await concede_game(leagues, thread, a)
    undone = await leagues.matches.undo(channel_id=thread, actor=Actor(USERS[b]))
    assert undone.status == "active" and undone.wins == (1, 0) and undone.game.number == 2
    ended = await concede_game(leagues, thread, b)  # game 2 to a instead: 2-0
    assert ended.match_over


async def test_the_leader_wins_when_the_first_game_ends_after_time(
    leagues: LeagueService,
) -> None:
    thread, (a, b) = await one_table(leagues)
    status = await leagues.round_status(channel_id=LEAGUE_CHANNEL)
    await leagues.clock(status.deadline + timedelta(hours=1))
    ended = await concede_game(leagues, thread, b)  # game 1 ends after time: 1-0
    assert ended.match_over
    view = await leagues.matches.status(channel_id=thread)
    assert view.result is not None and view.result.winners == (a,) and view.wins == (1, 0)
    status = await leagues.round_status(channel_id=LEAGUE_CHANNEL)
    assert status.pairings[0].result == TableResult((1, 0, 0))
