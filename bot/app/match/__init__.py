"""The match service: best-of-N matches per channel over the rules core and the database.

Plain async Python taking ids, names and events and returning plain data (bot.app.match.views),
so the Discord face and the console stay thin. `MatchService` is a facade over its use cases
(starting, playing, reading; the guild settings here); every request runs through one unit of
work (`unit.Unit`: no report half-applied or lost), and every request that writes is applied
once per Discord interaction, a retry under a new interaction recognised (bot.store.requests).
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable, Hashable
from typing import TypeVar

from sqlalchemy.ext.asyncio import AsyncSession

from bot.app.match.playing import Playing
from bot.app.match.reading import Records
from bot.app.match.showing import game_view
from bot.app.match.starting import Starting
from bot.app.match.unit import Unit, refused
from bot.core.match.commands import Actor, ChangeSettings, PlayerSpec, ServerSettings
from bot.core.match.decision import Refusal
from bot.core.match.inputs import require_guild
from bot.core.match.server_settings import change_settings
from bot.store.database import Database
from bot.store.requests import Request, request_for

SETTINGS_TTL = 30.0  # seconds
T = TypeVar("T")


class MatchService(Starting, Playing, Records):
    """Every use case of the service over one `Unit`."""

    def __init__(
        self,
        database: Database,
        *,
        settings_ttl: float = SETTINGS_TTL,
        recognise_retries: bool = False,
    ) -> None:
        """`recognise_retries=True`: the caller reports whether each answer reached the
        user (`delivered`), and a request repeated under a new key after an undelivered
        answer is answered from the record (bot.store.requests, 3); the Discord face does
        this."""
        self.db = database
        self.unit = Unit(database, recognise_retries=recognise_retries)
        # Guild settings are read by almost every interaction (is this member a judge?) and
        # change rarely: keep them briefly. A change made here is seen at once; one made by
        # another process (a shard) within `settings_ttl` seconds.
        self._settings_ttl = settings_ttl
        self._settings_cache: dict[int, tuple[float, ServerSettings]] = {}

    async def settings(self, guild_id: int) -> ServerSettings:
        """The guild's judge role, whether reports need confirmation, and its default game."""
        require_guild(guild_id)
        now = time.monotonic()
        cached = self._settings_cache.get(guild_id)
        if cached is not None and cached[0] > now:
            return cached[1]
        async with self.db.transaction() as session:
            found = await self.unit.store.settings(session, guild_id)
        self._settings_cache[guild_id] = (now + self._settings_ttl, found)
        return found

    async def update_settings(
        self,
        guild_id: int,
        *,
        judge_role_id: int | None = None,
        confirmation_required: bool | None = None,
        default_game: str | None = None,
        clear_judge_role: bool = False,
        actor: Actor | None = None,
        idempotency_key: str | None = None,
    ) -> ServerSettings:
        """Change the guild's settings (bot.core.match.server_settings.change_settings)."""
        change = ChangeSettings(
            judge_role_id, clear_judge_role, confirmation_required, default_game
        )
        return await self.change_guild_settings(
            guild_id, change, actor=actor, idempotency_key=idempotency_key
        )

    async def change_guild_settings(
        self,
        guild_id: int,
        change: ChangeSettings,
        *,
        actor: Actor | None = None,
        idempotency_key: str | None = None,
    ) -> ServerSettings:
        """Make `change` to the guild's settings, once per request key."""
        require_guild(guild_id)
        if isinstance(checked := change_settings(ServerSettings(guild_id), change), Refusal):
            raise refused(checked)  # refused before anything is read or recorded
        user_id = (actor or Actor(0)).user_id
        request = request_for(
            idempotency_key, user_id, "settings", ServerSettings, guild_id=guild_id
        )

        async def work(session: AsyncSession) -> ServerSettings:
            changed = change_settings(await self.unit.store.settings(session, guild_id), change)
            assert not isinstance(changed, Refusal)
            await self.unit.store.save_settings(session, changed)
            return changed

        # The server's settings are not a channel's: one change at a time per server.
        try:
            return await self.write_request(("guild", guild_id), work, request)
        finally:
            self._settings_cache.pop(guild_id, None)
            self.unit.store.forget(guild_id=guild_id)  # its policy, kept with its matches

    async def write_request(
        self,
        lock: Hashable,
        work: Callable[[AsyncSession], Awaitable[T]],
        request: Request[T] | None,
    ) -> T:
        """A write one at a time per `lock` (the leagues', a guild's settings), applied once
        per request key through this service's request log: the same records, and the same
        deliveries the Discord face reports (bot.store.requests)."""
        async with self.unit.lock(lock):
            return await self.unit.requests.run(work, request)

    def delivered(self, key: str, ok: bool) -> None:
        """Whether the answer to the request with this key reached the user (the caller's
        word; see bot.store.requests, 3)."""
        self.unit.requests.deliveries.delivered(key, ok)

    def was_stored(self, key: str) -> bool:
        """Whether the request with this key was applied (here, or found applied before)."""
        return self.unit.requests.deliveries.was_stored(key)

    def is_retry(self, key: str) -> bool:
        """Whether the request with this key was answered as a retry of an earlier one."""
        return self.unit.requests.deliveries.retry_of(key) is not None


__all__ = ["Actor", "MatchService", "PlayerSpec", "game_view"]
