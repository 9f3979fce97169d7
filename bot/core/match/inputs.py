"""Checks on what callers hand the match service, whoever they are (Discord, the console, an
imported file): the service does not rely on Discord having checked anything.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.core.errors import MatchError
from bot.core.messages import Message

NUL = "\x00"
NAME_LENGTH = 100  # a league's or a season's name (the commands' option limit)


def refuse_nul(value: Any, what: str | Message) -> None:
    """Refuse text with a NUL character anywhere in `value` (strings, and the keys and values
    of nested mappings and sequences). PostgreSQL cannot store one in text at all, SQLite
    cuts text short at it in places; a name from an imported file may hold one."""
    if _has_nul(value):
        raise MatchError(
            Message(
                "{what} contains a NUL character (\\0), which Arbiter cannot store. Remove it "
                "and try again.",
                what=what,
            )
        )


def given_name(value: str, what: str | Message, *, length: int = NAME_LENGTH) -> str:
    """A name someone gave (a league's, a player's in a league, a rating season's), checked the
    one way: no NUL character, and 1 to `length` characters once the spaces around it are
    trimmed. Discord limits the commands' options, but discord.py does not check them again and
    the console or a forged interaction skips Discord. The name, trimmed."""
    refuse_nul(value, what)
    name = value.strip()
    if not name:
        raise MatchError(
            Message.plural(
                "{what} must be 1 to {n} character; give one.",
                "{what} must be 1 to {n} characters; give one.",
                length,
                what=what,
            )
        )
    if len(name) > length:
        raise MatchError(
            Message.plural(
                "{what} must be 1 to {n} character, not {given:,}; pick a shorter one.",
                "{what} must be 1 to {n} characters, not {given:,}; pick a shorter one.",
                length,
                what=what,
                given=len(name),
            )
        )
    return name


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
        raise MatchError(Message("That can only be done in a server, not in a direct message."))
    return guild_id
