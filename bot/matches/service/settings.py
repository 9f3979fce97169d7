"""Guild settings (judge role, whether reports need confirmation, the default game) and their
short-lived cache; a change is decided by bot.matches.domain.server_settings.change_settings."""

from __future__ import annotations

import time

from sqlalchemy.ext.asyncio import AsyncSession

from bot.matches.domain.commands import ChangeSettings, ServerSettings
from bot.matches.domain.decision import Refusal
from bot.matches.domain.server_settings import change_settings
from bot.matches.inputs import require_guild
from bot.matches.requests import request_for
from bot.matches.service.unit import Actor, UseCase, refused


class Configuring(UseCase):
    """A guild's settings, read through a brief cache, and changed one at a time per guild."""

    async def settings(self, guild_id: int) -> ServerSettings:
        require_guild(guild_id)
        now = time.monotonic()
        cached = self._settings_cache.get(guild_id)
        if cached is not None and cached[0] > now:
            return cached[1]
        async with self.unit.db.transaction() as session:
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
        require_guild(guild_id)
        command = ChangeSettings(
            judge_role_id, clear_judge_role, confirmation_required, default_game
        )
        if isinstance(checked := change_settings(ServerSettings(guild_id), command), Refusal):
            raise refused(checked)  # refused before anything is read or recorded
        request = request_for(
            idempotency_key,
            (actor or Actor(0)).user_id,
            "settings",
            ServerSettings,
            guild_id=guild_id,
        )

        async def work(session: AsyncSession) -> ServerSettings:
            current = await self.unit.store.settings(session, guild_id)
            changed = change_settings(current, command)
            assert not isinstance(changed, Refusal)
            await self.unit.store.save_settings(session, changed)
            return changed

        # The server's settings are not a channel's: one change at a time per server.
        async with self.unit.lock(("guild", guild_id)):
            try:
                return await self.unit.requests.run(work, request)
            finally:
                self._settings_cache.pop(guild_id, None)
                self.unit.store.forget(guild_id=guild_id)  # its policy, kept with its matches

    _settings_ttl: float
    _settings_cache: dict[int, tuple[float, ServerSettings]]
