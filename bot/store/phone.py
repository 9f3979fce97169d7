"""The phone pages' rows (bot.store.tables.phone, docs/phone.md): links by token, and the
outbox of changes phones made, which the bot claims and shows in Discord.

PostgreSQL: a change is announced with NOTIFY in the transaction that records it, so the
bot (LISTENing, `Database.listen`) hears of it as it commits. SQLite has no such thing: the
bot looks for unhandled changes every second (`unhandled` walks an index, so a look at an
empty outbox costs next to nothing).
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import and_, delete, select, text, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from bot.store.database import Database
from bot.store.tables.matches import MatchRow, utcnow
from bot.store.tables.phone import PhoneChange, PhoneLink

# The channel phone changes are announced on (PostgreSQL's NOTIFY / LISTEN).
NOTIFY_CHANNEL = "arbiter_phone"
TOKEN_BYTES = 24  # 192 random bits, as the other web links
# Discord's snowflakes keep their timestamp above bit 22: a guild's shard is
# (guild_id >> 22) % shard_count (Discord's own formula).
SHARD_SHIFT = 2**22


@dataclass(frozen=True, slots=True)
class LinkedMatch:
    """A phone link and what a request through it needs of its match, read in one query."""

    link_id: int
    match_id: int
    user_id: int
    csrf_key: str
    channel_id: int
    guild_id: int | None
    status: str
    version: int


_LINKED = select(
    col(PhoneLink.id),
    col(PhoneLink.match_id),
    col(PhoneLink.user_id),
    col(PhoneLink.csrf_key),
    col(MatchRow.channel_id),
    col(MatchRow.guild_id),
    col(MatchRow.status),
    col(MatchRow.version),
).join(MatchRow, col(MatchRow.id) == col(PhoneLink.match_id))


async def linked(session: AsyncSession, token: str) -> LinkedMatch | None:
    """The link with this token and its match (active or not), or None."""
    found = (await session.execute(_LINKED.where(col(PhoneLink.token) == token))).first()
    if found is None:
        return None
    link_id, match_id, user_id, csrf_key, channel_id, guild_id, status, version = found
    assert link_id is not None
    return LinkedMatch(link_id, match_id, user_id, csrf_key, channel_id, guild_id, status, version)


async def link_of(session: AsyncSession, match_id: int, user_id: int) -> PhoneLink | None:
    """The player's live link in the match, if they asked for one."""
    return (
        await session.scalars(
            select(PhoneLink).where(
                col(PhoneLink.match_id) == match_id, col(PhoneLink.user_id) == user_id
            )
        )
    ).first()


def add_link(session: AsyncSession, match_id: int, user_id: int) -> PhoneLink:
    """A new link for the player in the match, with a new token and a new CSRF key."""
    link = PhoneLink(
        token=secrets.token_urlsafe(TOKEN_BYTES),
        match_id=match_id,
        user_id=user_id,
        csrf_key=secrets.token_urlsafe(32),
    )
    session.add(link)
    return link


async def delete_link(session: AsyncSession, match_id: int, user_id: int) -> None:
    await session.execute(
        delete(PhoneLink).where(
            col(PhoneLink.match_id) == match_id, col(PhoneLink.user_id) == user_id
        )
    )
    await session.flush()


async def versions(session: AsyncSession, match_ids: Sequence[int]) -> dict[int, int]:
    """The current version of each of these matches (one query; gone ones are left out)."""
    if not match_ids:
        return {}
    rows = await session.execute(
        select(col(MatchRow.id), col(MatchRow.version)).where(col(MatchRow.id).in_(match_ids))
    )
    return {match_id: version for match_id, version in rows.all() if match_id is not None}


@dataclass(frozen=True, slots=True)
class ChangeRecord:
    """What a phone changed, for the outbox: keyed by the tap's idempotency key."""

    key: str
    match_id: int
    guild_id: int | None
    channel_id: int
    user_id: int
    kind: str
    answer: dict[str, Any]


async def record_change(database: Database, change: ChangeRecord, *, repeated: bool) -> bool:
    """Put the change in the outbox, in a transaction of its own, and announce it on
    PostgreSQL (NOTIFY, delivered when it commits). Once per tap: a tap sent again
    (`repeated`: its answer came from the record) adds nothing if its change is there, and
    the same tap recorded by another delivery at this moment wins. Whether it was added."""
    try:
        async with database.transaction() as session:
            if repeated:
                found = select(col(PhoneChange.id)).where(col(PhoneChange.key) == change.key)
                if await session.scalar(found) is not None:
                    return False
            session.add(
                PhoneChange(
                    key=change.key,
                    match_id=change.match_id,
                    guild_id=change.guild_id,
                    channel_id=change.channel_id,
                    user_id=change.user_id,
                    kind=change.kind,
                    answer=change.answer,
                )
            )
            await session.flush()
            if database.dialect == "postgresql":
                await session.execute(
                    text("SELECT pg_notify(:channel, :payload)"),
                    {"channel": NOTIFY_CHANNEL, "payload": str(change.match_id)},
                )
    except IntegrityError:  # the same tap, recorded by another delivery at this moment
        return False
    return True


async def unhandled(
    session: AsyncSession,
    *,
    limit: int,
    shards: tuple[int, Sequence[int]] | None = None,
) -> list[PhoneChange]:
    """The oldest changes no bot process has claimed; with `shards` (shard count, this
    process's shard ids), only those of this process's guilds (a change without a guild
    belongs to shard 0)."""
    query = select(PhoneChange).where(col(PhoneChange.handled_at).is_(None))
    if shards is not None:
        count, ids = shards
        guild = col(PhoneChange.guild_id)
        shard = (guild / SHARD_SHIFT) % count
        query = query.where(
            shard.in_(list(ids)) if 0 not in ids else (guild.is_(None) | shard.in_(list(ids)))
        )
    return list(await session.scalars(query.order_by(col(PhoneChange.id)).limit(limit)))


async def claim(session: AsyncSession, change_ids: Sequence[int]) -> set[int]:
    """Claim changes to show them, in one statement: those no other process claimed first."""
    if not change_ids:
        return set()
    claimed = await session.execute(
        update(PhoneChange)
        .where(and_(col(PhoneChange.id).in_(change_ids), col(PhoneChange.handled_at).is_(None)))
        .values(handled_at=utcnow())
        .returning(col(PhoneChange.id))
    )
    return {change_id for (change_id,) in claimed.all() if change_id is not None}


async def prune(session: AsyncSession, before: datetime) -> None:
    """Forget changes shown before `before` (their taps are long answered)."""
    await session.execute(
        delete(PhoneChange).where(
            col(PhoneChange.handled_at).is_not(None), col(PhoneChange.handled_at) < before
        )
    )
