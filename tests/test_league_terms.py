"""A league's terms for its matches (time called, no draw in a swiss playoff, a closed round's
result) are read by the match store with the match and applied by `decide`, on SQLite and
PostgreSQL: they hold whatever services a process built, and in whatever order. They were SQL
statements the league services assigned into the match service as they were built, so the
playoff service built first lost its time calls to the league service's, and a match service
the league services were not built on applied none of them."""

from __future__ import annotations

import itertools
from datetime import timedelta

import pytest

from bot.app.league import LeagueService, LeagueSettings
from bot.app.league.playoffs import PlayoffService
from bot.app.match import Actor, MatchService
from bot.core.errors import MatchError
from bot.store.database import Database
from tests.test_league_service import (
    LEAGUE_CHANNEL,
    ORGANISER,
    SWISS,
    USERS,
    finish_round,
    new_league,
    start_all,
    start_table,
)

_keys = itertools.count()
ONE_ROUND = LeagueSettings(**{**vars(SWISS), "rounds_planned": 1})


async def concede_game(matches: MatchService, thread: int, loser: str) -> bool:
    """`loser` concedes the game in `thread`: whether that ended the match."""
    answer = await matches.report(
        channel_id=thread,
        actor=Actor(USERS[loser]),
        events=[{"event": "concede", "player": loser}],
        idempotency_key=f"terms-{next(_keys)}",
    )
    return answer.match_over


async def a_final(
    leagues: LeagueService, playoffs: PlayoffService, *, round_minutes: int | None = None
) -> tuple[int, tuple[str, ...]]:
    """A one-round league of two, cut to a final: its thread and its players by seed."""
    await new_league(leagues, ONE_ROUND, 2)
    await start_all(leagues, await leagues.start_round(channel_id=LEAGUE_CHANNEL, actor=ORGANISER))
    await finish_round(leagues)
    view = await playoffs.start(
        channel_id=LEAGUE_CHANNEL, actor=ORGANISER, size=2, round_minutes=round_minutes
    )
    (final,) = view.unstarted
    match = await start_table(leagues, final, 61_000)
    return match.channel_id, final.players


async def test_time_in_a_playoff_round_holds_with_the_playoff_service_built_first(
    database: Database,
) -> None:
    """Built playoffs first, then leagues (the other order than the bot's): after time in a
    timed playoff round, a game that ends level ends the match (no game 3)."""
    matches = MatchService(database)
    playoffs = PlayoffService(database, matches)
    leagues = LeagueService(database, matches)
    thread, (first, second) = await a_final(leagues, playoffs, round_minutes=30)
    assert not await concede_game(matches, thread, second)  # game 1 to the first seed
    await matches.report(  # game 2 begins before time
        channel_id=thread,
        actor=Actor(USERS[first]),
        events=[{"event": "life", "player": first, "set": 15}],
        idempotency_key=f"terms-{next(_keys)}",
    )
    final = (await playoffs.status(channel_id=LEAGUE_CHANNEL)).current[0]
    assert final.deadline is not None
    await playoffs.due_time_calls(final.deadline + timedelta(seconds=1))

    assert await concede_game(matches, thread, first)  # game 2 after time: the match ends
    view = await matches.status(channel_id=thread)
    assert view.status == "finished" and view.wins == (1, 1) and view.game.number == 2


async def test_a_match_service_the_leagues_were_not_built_on_keeps_their_terms(
    database: Database,
) -> None:
    """Another match service on the same database (the league services were built on a
    first one): a swiss playoff match still cannot be drawn, and a league match whose round
    is over still cannot be undone."""
    leagues = LeagueService(database, MatchService(database))
    other = MatchService(database)
    await new_league(leagues, SWISS, 2)
    round_one = await leagues.start_round(channel_id=LEAGUE_CHANNEL, actor=ORGANISER)
    threads = await start_all(leagues, round_one)
    (a, b) = round_one.pairings[0].players
    assert not await concede_game(other, threads[1], b)
    assert await concede_game(other, threads[1], b)  # 2-0: finished by a game report
    await start_all(leagues, await leagues.start_round(channel_id=LEAGUE_CHANNEL, actor=ORGANISER))
    with pytest.raises(MatchError, match="league round is over"):
        await other.undo(channel_id=threads[1], actor=Actor(USERS[a]))
    result = (await leagues.round_of(channel_id=LEAGUE_CHANNEL, number=1)).pairings[0].result
    assert result is not None and result.score == "2-0-0"


async def test_a_swiss_playoff_match_cannot_be_drawn_through_another_match_service(
    database: Database,
) -> None:
    leagues = LeagueService(database, MatchService(database))
    playoffs = PlayoffService(database, leagues.matches)
    thread, (first, _) = await a_final(leagues, playoffs)
    # The service that started the match keeps it as its start left it, before its table
    # was linked to the playoff: the claim of a draw on that state fails, and it is refused.
    with pytest.raises(MatchError, match="cannot end in a draw"):
        await leagues.matches.propose(
            channel_id=thread, actor=Actor(USERS[first]), kind="match_draw"
        )
    other = MatchService(database)
    with pytest.raises(MatchError, match="cannot end in a draw"):
        await other.propose(channel_id=thread, actor=Actor(USERS[first]), kind="match_draw")
    with pytest.raises(MatchError, match="game wins are level"):
        await other.propose(channel_id=thread, actor=ORGANISER, kind="match_end")
    view = await other.status(channel_id=thread)
    assert view.status == "active" and view.pending is None
