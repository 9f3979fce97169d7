"""Checks on what callers hand the match service, whoever they are (Discord, the console, an
imported file): the service does not rely on Discord having checked anything.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.core.errors import MatchError

NUL = "\x00"


def refuse_nul(value: Any, what: str) -> None:
    """Refuse text with a NUL character anywhere in `value` (strings, and the keys and values
    of nested mappings and sequences). PostgreSQL cannot store one in text at all, SQLite
    cuts text short at it in places; a name from an imported file may hold one."""
    if _has_nul(value):
        raise MatchError(
            f"{what} contains a NUL character (\\0), which Arbiter cannot store. "
            "Remove it and try again."
        )


def _has_nul(value: Any) -> bool:
    if isinstance(value, str):
        return NUL in value
    if isinstance(value, Mapping):
        return any(_has_nul(k) or _has_nul(v) for k, v in value.items())
    if isinstance(value, list | tuple | set | frozenset):
        return any(_has_nul(item) for item in value)
    return False


def require_guild(guild_id: int | None) -> int:
    """The server a guild-scoped request is about: there must be one. Discord offers match
    commands in servers only; this keeps a request without one (a DM, a bug) from reaching
    every server's data."""
    if type(guild_id) is not int or guild_id <= 0:
        raise MatchError("That can only be done in a server, not in a direct message.")
    return guild_id
