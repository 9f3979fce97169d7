"""A league's decklists and their rules (bot.store.tables.penalties), read and kept."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from bot.store.tables.penalties import LeagueDecklist, LeagueDecklistRules


async def decklists(session: AsyncSession, league_id: int) -> dict[str, LeagueDecklist]:
    """The league's lists, by player name."""
    found = await session.scalars(
        select(LeagueDecklist).where(col(LeagueDecklist.league_id) == league_id)
    )
    return {d.player: d for d in found}


async def rules(
    session: AsyncSession, league_id: int, *, create: bool = False
) -> LeagueDecklistRules:
    """The league's decklist rules (a row made on the first change when `create`)."""
    found = await session.get(LeagueDecklistRules, league_id)
    if found is None:
        found = LeagueDecklistRules(league_id=league_id)
        if create:
            session.add(found)
    return found


async def published(
    session: AsyncSession, league_id: int, seeds: list[str] | None
) -> list[LeagueDecklist] | None:
    """The lists an organiser published after the cut (the playoff's players', in seed order);
    None if they were not published."""
    if seeds is None or (await rules(session, league_id)).published_at is None:
        return None
    have = await decklists(session, league_id)
    return [have[name] for name in seeds if name in have]
