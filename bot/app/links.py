"""The web pages' links (shared/spec/web.md, "Links are opt-in and unguessable").

Writes for the Discord face (`/league web`, `/match overlay`): get a page's link, making it on
first ask, or revoke it and make a new one. Reads for the web face: the row behind a token.
A token is `secrets.token_urlsafe(24)`: 192 random bits, at least the spec's 128.
"""

from __future__ import annotations

import secrets
from collections.abc import Awaitable, Callable
from typing import TypeVar

from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from bot.app.match import Actor, MatchService
from bot.core.errors import MatchError, NotAllowed
from bot.store.database import Database
from bot.store.leagues import open_league
from bot.store.tables.links import LinkKind, WebLink

TOKEN_BYTES = 24
T = TypeVar("T")


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


async def find_link(session: AsyncSession, token: str, kind: LinkKind) -> WebLink | None:
    """The live link with this token for a page of `kind`, or None (unknown or revoked)."""
    found = (
        await session.scalars(
            select(WebLink).where(col(WebLink.token) == token, col(WebLink.kind) == kind)
        )
    ).first()
    return found


async def league_token(session: AsyncSession, league_id: int) -> str | None:
    """The league's live link's token, if an organiser asked for one."""
    return (
        await session.scalars(select(col(WebLink.token)).where(col(WebLink.league_id) == league_id))
    ).first()


async def leaderboard_token(session: AsyncSession, guild_id: int) -> str | None:
    """The server's ladders' live link's token, if an admin turned it on."""
    return (
        await session.scalars(
            select(col(WebLink.token)).where(
                col(WebLink.guild_id) == guild_id, col(WebLink.kind) == LinkKind.LEADERBOARD
            )
        )
    ).first()


def _add(
    session: AsyncSession,
    actor: Actor,
    kind: LinkKind,
    *,
    league_id: int | None = None,
    match_id: int | None = None,
    guild_id: int | None = None,
) -> str:
    """A new link to a league, a match or a server's ladders; its token."""
    token = new_token()
    link = WebLink(
        token=token,
        kind=kind,
        league_id=league_id,
        match_id=match_id,
        guild_id=guild_id,
        created_by=actor.user_id,
    )
    session.add(link)
    return token


class WebLinks:
    """Links to make and revoke (the Discord face's side); pages read them with find_link."""

    def __init__(self, database: Database, matches: MatchService) -> None:
        self.db = database
        self.matches = matches

    async def _in_one_transaction(self, work: Callable[[AsyncSession], Awaitable[T]]) -> T:
        """`work` in a transaction; when someone made the same link at the same moment (the
        unique keys refuse the second), once more, which then finds theirs."""
        for _ in range(3):
            try:
                async with self.db.transaction() as session:
                    return await work(session)
            except IntegrityError:
                continue
        raise MatchError("The link could not be made just now; try again.")

    async def league_link(
        self, *, channel_id: int, actor: Actor, revoke: bool = False
    ) -> tuple[str, str]:
        """(the league's name, its link's token): made on the first ask; with `revoke`, the
        old token is dead and a new one is given."""
        if not actor.is_judge:
            raise NotAllowed(
                "Only an organiser (Manage Server or the judge role) can publish the league."
            )

        async def work(session: AsyncSession) -> tuple[str, str]:
            league = await open_league(session, channel_id)
            assert league.id is not None
            if revoke:
                await session.execute(delete(WebLink).where(col(WebLink.league_id) == league.id))
                await session.flush()
            token = await league_token(session, league.id)
            if token is None:
                token = _add(session, actor, LinkKind.LEAGUE, league_id=league.id)
            return league.name, token

        return await self._in_one_transaction(work)

    async def league_link_if_any(self, *, channel_id: int) -> str | None:
        """The token of this channel's league's link, None if nobody published it."""
        async with self.db.transaction() as session:
            try:
                league = await open_league(session, channel_id, closed_too=True)
            except MatchError:
                return None
            assert league.id is not None
            return await league_token(session, league.id)

    async def match_link(self, *, channel_id: int, actor: Actor) -> tuple[int, str]:
        """(the match's id, its overlay link's token) for the match in this channel: its
        players and judges only."""
        view = await self.matches.status(channel_id=channel_id)
        if not actor.is_judge and actor.user_id not in {p.user_id for p in view.players}:
            raise NotAllowed("Only the match's players or a judge can get its overlay link.")

        async def work(session: AsyncSession) -> tuple[int, str]:
            token = (
                await session.scalars(
                    select(col(WebLink.token)).where(col(WebLink.match_id) == view.id)
                )
            ).first()
            if token is None:
                token = _add(session, actor, LinkKind.MATCH, match_id=view.id)
            return view.id, token

        return await self._in_one_transaction(work)

    async def leaderboard_link(self, *, guild_id: int, actor: Actor, on: bool) -> str | None:
        """`/arbiter config web_leaderboard:on|off` (the caller checked Manage Server): on, the
        server's ladders' link (made on the first ask, the same one after); off, the link is
        dead (None). Turned on again, a new token: the old address never comes back."""

        async def work(session: AsyncSession) -> str | None:
            token = await leaderboard_token(session, guild_id)
            if not on:
                if token is not None:
                    await session.execute(
                        delete(WebLink).where(
                            col(WebLink.guild_id) == guild_id,
                            col(WebLink.kind) == LinkKind.LEADERBOARD,
                        )
                    )
                return None
            return token or _add(session, actor, LinkKind.LEADERBOARD, guild_id=guild_id)

        return await self._in_one_transaction(work)

    async def leaderboard_link_if_any(self, *, guild_id: int) -> str | None:
        """The token of the server's ladders' link, None unless an admin turned it on."""
        async with self.db.transaction() as session:
            return await leaderboard_token(session, guild_id)
