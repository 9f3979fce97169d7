"""A command typed in a user's language, as Discord reads it.

Discord's picker shows each user the commands, groups and options under the names of their
client's language (the registration's `name_localizations`), and the interaction it sends
carries the default names whatever the user typed (discord-api-docs #5518). `TypedNames`
does the same over what is registered: `/enfrentamiento iniciar rival:@bob` typed from a
Spanish client is delivered as `/match start opponent:@bob`. The default names are taken from
every client, as the picker finds them too.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from bot.fakediscord.gateway import JSON

SUBCOMMANDS = (1, 2)  # a subcommand's and a group's option type


def _named(parts: Iterable[JSON], typed: str, locale: str) -> JSON | None:
    """The part of `parts` a user of `locale` names `typed`."""
    for part in parts:
        if typed in (part.get("name"), (part.get("name_localizations") or {}).get(locale)):
            return part
    return None


class TypedNames:
    """The slash commands as registered, read as a user of one locale types them."""

    def __init__(self, registered: Sequence[JSON], locale: str) -> None:
        self.commands = [command for command in registered if command.get("type", 1) == 1]
        self.locale = locale

    def command(
        self, path: Sequence[str], options: Mapping[str, Any]
    ) -> tuple[list[str], dict[str, Any]]:
        """The default names of the command `path` and of its `options` (by name); a name
        not registered is left as typed (Discord would not offer it)."""
        parts: Sequence[JSON] = self.commands
        found: list[str] = []
        leaf: JSON | None = None
        for typed in path:
            part = _named(parts, typed, self.locale)
            if part is None:
                return [*found, *path[len(found) :]], dict(options)
            found.append(str(part["name"]))
            leaf = part
            parts = [o for o in part.get("options") or [] if o.get("type") in SUBCOMMANDS]
        given = [o for o in (leaf or {}).get("options") or [] if o.get("type") not in SUBCOMMANDS]
        named: dict[str, Any] = {}
        for typed, value in options.items():
            option = _named(given, typed, self.locale)
            named[str(option["name"]) if option is not None else typed] = value
        return found, named
