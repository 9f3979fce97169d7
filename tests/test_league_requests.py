"""Every league write applied once per interaction id, on SQLite and PostgreSQL (issue 13):
the same request delivered again changes nothing and gets the first answer, even when the
league has changed in between."""

from __future__ import annotations

from typing import Any

import pytest

from bot.app.league import LeagueService
from bot.app.match import Actor, MatchService
from bot.core.errors import MatchError
from bot.core.league.table_result import TableResult
from bot.store.database import Database
from tests.test_league_service import (
    GUILD,
    LEAGUE_CHANNEL,
    NOW,
    ORGANISER,
    SWISS,
    USERS,
    finish_round,
    new_league,
    start_all,
)


@pytest.fixture
def leagues(database: Database) -> LeagueService:
    return LeagueService(database, MatchService(database))


async def state(leagues: LeagueService) -> tuple[Any, ...]:
    """What a user could see of the league: its file and the current round's pairings."""
    document = await leagues.export(channel_id=LEAGUE_CHANNEL)
    try:
        current = await leagues.round_status(channel_id=LEAGUE_CHANNEL)
    except MatchError:
        return (document, None)
    return (document, [(p.id, p.players, p.match_id) for p in current.pairings])


async def test_create_delivered_twice(leagues: LeagueService) -> None:
    async def create() -> Any:
        return await leagues.create(
            guild_id=GUILD,
            channel_id=LEAGUE_CHANNEL,
            settings=SWISS,
            actor=ORGANISER,
            seed=1,
            idempotency_key="create-1",
        )

    first = await create()
    before = await state(leagues)
    assert await create() == first  # not "this channel already has a league"
    assert await state(leagues) == before


async def test_join_delivered_twice(leagues: LeagueService) -> None:
    await new_league(leagues, SWISS, 2)

    async def join() -> Any:
        return await leagues.join(
            channel_id=LEAGUE_CHANNEL, user_id=USERS["cat"], name="cat", idempotency_key="j"
        )

    first = await join()
    before = await state(leagues)
    assert await join() == first  # not "you are already registered"
    assert await state(leagues) == before


async def test_drop_delivered_twice(leagues: LeagueService) -> None:
    await new_league(leagues, SWISS, 3)

    async def drop() -> Any:
        return await leagues.drop(
            channel_id=LEAGUE_CHANNEL, actor=Actor(USERS["bob"]), idempotency_key="d"
        )

    first = await drop()
    before = await state(leagues)
    assert await drop() == first  # not "bob already dropped"
    assert await state(leagues) == before


async def test_a_refusal_delivered_twice_is_refused_again(leagues: LeagueService) -> None:
    """A refusal is the first answer too: the repeat is refused with the same words, even
    though the request would now succeed."""
    await new_league(leagues, SWISS, 2)
    with pytest.raises(MatchError, match="already called ann") as first:
        await leagues.join(channel_id=LEAGUE_CHANNEL, user_id=5, name="ann", idempotency_key="r")
    await leagues.drop(channel_id=LEAGUE_CHANNEL, actor=ORGANISER, name="bob")
    before = await state(leagues)
    with pytest.raises(MatchError) as again:
        await leagues.join(channel_id=LEAGUE_CHANNEL, user_id=5, name="ann", idempotency_key="r")
    assert again.value.message == first.value.message
    assert await state(leagues) == before


async def test_round_start_delivered_twice(leagues: LeagueService) -> None:
    await new_league(leagues, SWISS, 4)

    async def start() -> Any:
        return await leagues.start_round(
            channel_id=LEAGUE_CHANNEL, actor=ORGANISER, now=NOW, idempotency_key="s"
        )

    first = await start()
    await start_all(leagues, first)  # the first delivery goes on to start the matches
    before = await state(leagues)
    assert await start() == first  # not "round 1 is still being played"
    assert await state(leagues) == before


async def test_repair_delivered_twice(leagues: LeagueService) -> None:
    await new_league(leagues, SWISS, 4)
    await leagues.start_round(channel_id=LEAGUE_CHANNEL, actor=ORGANISER, now=NOW)
    await leagues.join(channel_id=LEAGUE_CHANNEL, user_id=USERS["eve"], name="eve")

    async def repair() -> Any:
        return await leagues.repair_round(
            channel_id=LEAGUE_CHANNEL, actor=ORGANISER, idempotency_key="p"
        )

    first = await repair()
    before = await state(leagues)
    assert await repair() == first  # the round is not paired a third time
    assert await state(leagues) == before


async def test_result_fix_delivered_again_after_a_later_fix(leagues: LeagueService) -> None:
    """A replay of an older fix does not overwrite the fix a judge made after it."""
    await new_league(leagues, SWISS, 4)
    view = await leagues.start_round(channel_id=LEAGUE_CHANNEL, actor=ORGANISER, now=NOW)
    await start_all(leagues, view)
    await finish_round(leagues)  # a judge's fix of a finished match

    async def fix(games: list[int], key: str) -> Any:
        return await leagues.fix_result(
            channel_id=LEAGUE_CHANNEL,
            actor=ORGANISER,
            round_number=1,
            table=1,
            record={"games": games},
            idempotency_key=key,
        )

    first = await fix([2, 0, 0], "fix-1")
    later = await fix([0, 2, 0], "fix-2")
    before = await state(leagues)
    assert await fix([2, 0, 0], "fix-1") == first
    assert await state(leagues) == before
    assert later.pairings[0].result == TableResult((0, 2, 0))
    status = await leagues.round_status(channel_id=LEAGUE_CHANNEL)
    assert status.pairings[0].result == TableResult((0, 2, 0))
