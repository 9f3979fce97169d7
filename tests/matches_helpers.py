"""Small helpers for the match service tests: fixed users, starting matches, snapshots."""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy import select

from bot.app.match import Actor, MatchService, PlayerSpec
from bot.app.match.views import MatchView, ReportAnswer
from bot.store.database import Database
from bot.store.tables.matches import (
    Batch,
    Confirmation,
    Game,
    GuildSettings,
    MatchPlayer,
    MatchRow,
    ReportRow,
)

GUILD = 7001
OTHER_GUILD = 7002
CHANNEL = 8001
THREAD = 8002
OTHER_CHANNEL = 8003

# Discord user ids of the people in these tests.
ALICE, BOB, CAROL, DAVE = 101, 102, 103, 104
JUDGE_ID = 900
STRANGER_ID = 999

# The same two players with ids of the size Discord gives (snowflakes, 18 and 19 digits): for a
# page or a file that must show no Discord id.
ALICE_SNOWFLAKE, BOB_SNOWFLAKE = 190_000_000_000_000_101, 1_250_000_000_000_000_102

NAMES = {
    ALICE: "alice", BOB: "bob", CAROL: "carol", DAVE: "dave",
    ALICE_SNOWFLAKE: "alice", BOB_SNOWFLAKE: "bob",
}  # fmt: skip

alice = Actor(ALICE)
bob = Actor(BOB)
carol = Actor(CAROL)
dave = Actor(DAVE)
judge = Actor(JUDGE_ID, is_judge=True)
stranger = Actor(STRANGER_ID)

_keys = itertools.count(1)


def key() -> str:
    """A fresh idempotency key (what the Discord face derives from the interaction id)."""
    return f"test-key-{next(_keys)}"


def specs(*user_ids: int) -> list[PlayerSpec]:
    return [PlayerSpec(uid, NAMES[uid]) for uid in user_ids]


async def start(
    service: MatchService,
    *,
    system: str = "magic",
    players: Sequence[int] = (ALICE, BOB),
    channel_id: int = CHANNEL,
    guild_id: int | None = GUILD,
    actor: Actor = alice,
    **options: Any,
) -> MatchView:
    return await service.start_match(
        guild_id=guild_id,
        channel_id=channel_id,
        system=system,
        players=specs(*players),
        actor=actor,
        **options,
    )


async def report(
    service: MatchService,
    who: Actor,
    *events: Mapping[str, Any],
    channel_id: int = CHANNEL,
    idempotency_key: str | None = None,
) -> ReportAnswer:
    return await service.report(
        channel_id=channel_id,
        actor=who,
        events=list(events),
        idempotency_key=idempotency_key or key(),
    )


def concede(user_id: int) -> dict[str, Any]:
    return {"event": "concede", "player": user_id}


def life(user_id: int, value: int) -> dict[str, Any]:
    return {"event": "life", "player": user_id, "set": value}


async def db_rows(database: Database) -> dict[str, list[dict[str, Any]]]:
    """Every row of every table, in key order: to show a refused request changed nothing."""
    tables = (GuildSettings, MatchRow, MatchPlayer, Game, ReportRow, Confirmation, Batch)
    snapshot: dict[str, list[dict[str, Any]]] = {}
    async with database.engine.connect() as conn:
        for model in tables:
            table = model.__table__  # type: ignore[attr-defined]
            query = select(table).order_by(*table.primary_key.columns)
            rows = (await conn.execute(query)).mappings().all()
            snapshot[table.name] = [dict(row) for row in rows]
    return snapshot


async def log_of(service: MatchService, match_id: int) -> list[tuple[int, str, dict[str, Any]]]:
    """(game, status, payload) of every report of a match, in order."""
    return [(r.game_number, r.status, r.payload) for r in await service.log(match_id)]
