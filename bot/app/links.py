"""The web pages' links (shared/spec/web.md, "Links are opt-in and unguessable").

Writes for the Discord face (`/league web`, `/match overlay`, `/arbiter config
web_leaderboard`), each applied once per interaction id: get a page's link, making it on first
ask, or revoke it and make a new one. Reads for the web face: the row behind a token.
A token is `secrets.token_urlsafe(24)`: 192 random bits, at least the spec's 128.
"""

from __future__ import annotations

import secrets
from collections.abc import Awaitable, Callable, Hashable
from typing import NamedTuple, TypeVar

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlmodel import col

from bot.app.match import Actor, MatchService
from bot.core.errors import MatchError, NotAllowed
from bot.core.messages import Message
from bot.store.database import Database
from bot.store.leagues import open_league
from bot.store.requests import request_for
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


class LeagueLink(NamedTuple):
    """A league's name and its live link's token (`/league web`'s answer)."""

    name: str
    token: str


class MatchLink(NamedTuple):
    """A match's id and its overlay link's token (`/match overlay`'s answer)."""

    match_id: int
    token: str


class LeaderboardLink(NamedTuple):
    """The server's ladders' link's token; None once turned off."""

    token: str | None


class WebLinks:
    """Links to make and revoke (the Discord face's side); pages read them with find_link.

    Each write is applied once per interaction id by the match service's request log
    (bot.store.requests): a second delivery of the same `/league web revoke:true` gets the
    link the first one made, not a new one that kills it. When someone made the same link at
    the same moment (the unique keys refuse the second), the log's next attempt finds theirs."""

    def __init__(self, database: Database, matches: MatchService) -> None:
        self.db = database
        self.matches = matches

    async def _write(
        self,
        lock: Hashable,
        work: Callable[[AsyncSession], Awaitable[T]],
        *,
        kind: str,
        answer: type[T],
        actor: Actor,
        key: str | None,
    ) -> T:
        request = request_for(key, actor.user_id, f"web_{kind}", answer)
        return await self.matches.write_request(lock, work, request)

    async def league_link(
        self,
        *,
        channel_id: int,
        actor: Actor,
        revoke: bool = False,
        idempotency_key: str | None = None,
    ) -> LeagueLink:
        """The league's name and its link's token: made on the first ask; with `revoke`, the
        old token is dead and a new one is given."""

        async def work(session: AsyncSession) -> LeagueLink:
            if not actor.is_judge:
                raise NotAllowed(
                    Message(
                        "Only an organiser (Manage Server or the judge role) can publish the "
                        "league."
                    )
                )
            league = await open_league(session, channel_id)
            assert league.id is not None
            if revoke:
                await session.execute(delete(WebLink).where(col(WebLink.league_id) == league.id))
                await session.flush()
            token = await league_token(session, league.id)
            if token is None:
                token = _add(session, actor, LinkKind.LEAGUE, league_id=league.id)
            return LeagueLink(league.name, token)

        return await self._write(
            ("league", channel_id),
            work,
            kind="league_revoke" if revoke else "league",
            answer=LeagueLink,
            actor=actor,
            key=idempotency_key,
        )

    async def league_link_if_any(self, *, channel_id: int) -> str | None:
        """The token of this channel's league's link, None if nobody published it."""
        async with self.db.transaction() as session:
            try:
                league = await open_league(session, channel_id, closed_too=True)
            except MatchError:
                return None
            assert league.id is not None
            return await league_token(session, league.id)

    async def match_link(
        self, *, channel_id: int, actor: Actor, idempotency_key: str | None = None
    ) -> MatchLink:
        """The match's id and its overlay link's token, for the match in this channel: its
        players and judges only."""
        view = await self.matches.status(channel_id=channel_id)

        async def work(session: AsyncSession) -> MatchLink:
            if not actor.is_judge and actor.user_id not in {p.user_id for p in view.players}:
                raise NotAllowed(
                    Message("Only the match's players or a judge can get its overlay link.")
                )
            token = (
                await session.scalars(
                    select(col(WebLink.token)).where(col(WebLink.match_id) == view.id)
                )
            ).first()
            if token is None:
                token = _add(session, actor, LinkKind.MATCH, match_id=view.id)
            return MatchLink(view.id, token)

        return await self._write(
            channel_id, work, kind="match", answer=MatchLink, actor=actor, key=idempotency_key
        )

    async def leaderboard_link(
        self, *, guild_id: int, actor: Actor, on: bool, idempotency_key: str | None = None
    ) -> str | None:
        """`/arbiter config web_leaderboard:on|off` (the caller checked Manage Server): on, the
        server's ladders' link (made on the first ask, the same one after); off, the link is
        dead (None). Turned on again, a new token: the old address never comes back."""

        async def work(session: AsyncSession) -> LeaderboardLink:
            token = await leaderboard_token(session, guild_id)
            if not on:
                if token is not None:
                    await session.execute(
                        delete(WebLink).where(
                            col(WebLink.guild_id) == guild_id,
                            col(WebLink.kind) == LinkKind.LEADERBOARD,
                        )
                    )
                return LeaderboardLink(None)
            return LeaderboardLink(
                token or _add(session, actor, LinkKind.LEADERBOARD, guild_id=guild_id)
            )

        switched = await self._write(
            ("guild", guild_id),
            work,
            kind="leaderboard_on" if on else "leaderboard_off",
            answer=LeaderboardLink,
            actor=actor,
            key=idempotency_key,
        )
        return switched.token

    async def leaderboard_link_if_any(self, *, guild_id: int) -> str | None:
        """The token of the server's ladders' link, None unless an admin turned it on."""
        async with self.db.transaction() as session:
            return await leaderboard_token(session, guild_id)
