"""Guild settings are cached briefly: a change made through this service is seen at once,
one made by another process (a shard) once the cache entry expires."""

from __future__ import annotations

from bot.app.match import MatchService
from bot.store.database import Database


async def test_own_changes_are_seen_at_once(database: Database) -> None:
    service = MatchService(database)
    assert (await service.settings(7)).judge_role_id is None
    await service.update_settings(7, judge_role_id=42)
    assert (await service.settings(7)).judge_role_id == 42


async def test_another_process_change_is_seen_when_the_entry_expires(database: Database) -> None:
    patient = MatchService(database, settings_ttl=3600)
    eager = MatchService(database, settings_ttl=0)
    other_shard = MatchService(database)
    assert (await patient.settings(7)).confirmation_required is True
    assert (await eager.settings(7)).confirmation_required is True
    await other_shard.update_settings(7, confirmation_required=False)
    assert (await patient.settings(7)).confirmation_required is True  # still within its TTL
    assert (await eager.settings(7)).confirmation_required is False
