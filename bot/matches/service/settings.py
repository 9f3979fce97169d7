"""Guild settings (judge role, whether reports need confirmation, the default game) and their
short-lived cache.
"""

from __future__ import annotations

import time

from sqlalchemy.ext.asyncio import AsyncSession

from bot.matches.errors import MatchError
from bot.matches.inputs import require_guild
from bot.matches.models import GuildSettings
from bot.matches.requests import request_for
from bot.matches.service.unit import Actor, UseCase


async def read_settings(session: AsyncSession, guild_id: int | None) -> GuildSettings:
    if guild_id is not None:
        found = await session.get(GuildSettings, guild_id)
        if found is not None:
            return found
    return GuildSettings(guild_id=guild_id or 0)


class Settings(UseCase):
    """A guild's settings, read through a brief cache, and changed one at a time per guild."""

    async def settings(self, guild_id: int) -> GuildSettings:
        require_guild(guild_id)
        now = time.monotonic()
        cached = self._settings_cache.get(guild_id)
        if cached is not None and cached[0] > now:
            return cached[1]
        async with self.unit.db.transaction() as session:
            found = await read_settings(session, guild_id)
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
    ) -> GuildSettings:
        require_guild(guild_id)
        if default_game is not None and default_game not in ("grand-archive", "magic", "terrus"):
            raise MatchError("The default game must be grand-archive, magic or terrus.")
        request = request_for(
            idempotency_key,
            (actor or Actor(0)).user_id,
            "settings",
            GuildSettings,
            guild_id=guild_id,
        )

        async def work(session: AsyncSession) -> GuildSettings:
            row = await session.get(GuildSettings, guild_id)
            if row is None:
                row = GuildSettings(guild_id=guild_id)
                session.add(row)
            if judge_role_id is not None:
                row.judge_role_id = judge_role_id
            if clear_judge_role:
                row.judge_role_id = None
            if confirmation_required is not None:
                row.confirmation_required = confirmation_required
            if default_game is not None:
                row.default_game = default_game
            await session.flush()
            return row

        # The server's settings are not a channel's: one change at a time per server.
        async with self.unit.lock(("guild", guild_id)):
            try:
                return await self.unit.requests.run(work, request)
            finally:
                self._settings_cache.pop(guild_id, None)

    _settings_ttl: float
    _settings_cache: dict[int, tuple[float, GuildSettings]]
