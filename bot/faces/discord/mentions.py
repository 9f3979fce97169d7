"""Who a message pings, and names that cannot ping or format anything.

Two rules for everything Arbiter sends:

* A message pings exactly the users (and roles) it names in its `Pings`; Discord is told so
  with `allowed_mentions` listing those ids, never "parse", so a mention that arrives some
  other way (a name, a rules text) pings nobody.
* Text Arbiter did not write (display names, and the service's texts, which carry names) is
  shown as plain text: `name()` and `plain()` escape Markdown and break mention syntax, so a
  nickname `<@503>` or `**bold**` shows as typed.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Container, Iterable
from dataclasses import dataclass, field

import discord

from bot.app.match.views import PlayerView

# Mention syntax: users, roles, channels, slash commands, @everyone/@here. A zero-width space
# after the opening character keeps the text readable and makes it inert.
_MENTION = re.compile(r"<(?=[@#/]|a?:\w)|@(?=everyone|here)")
_ZERO_WIDTH = "\u200b"
_CODE_SPAN = re.compile(r"(`[^`\n]+`)")


def _inert(text: str) -> str:
    return _MENTION.sub(lambda m: m[0] + _ZERO_WIDTH, text)


@functools.lru_cache(maxsize=4096)  # the same few names are drawn on every report
def name(text: str) -> str:
    """A display name (or any user text) as plain text: no Markdown, no mention, one line."""
    text = " ".join(text.split())  # a name never breaks a line
    return _inert(discord.utils.escape_markdown(text))


def plain(text: str, *, alone: bool = False) -> str:
    """A text Arbiter did not format itself (the match service's messages, which carry names)
    as plain text. Code spans (`like this`) are the service's own formatting and stay.

    Every Markdown character is escaped, so the text can sit inside Arbiter's own formatting
    (a verdict in bold). A text shown `alone` (a refusal) has only what would format escaped,
    so `starting_life` reads as written, and keeps the service's own mentions ("<@1> is not
    playing"): a refusal pings nobody."""
    parts = _CODE_SPAN.split(text)
    out = []
    for index, part in enumerate(parts):
        if index % 2:  # a code span: nothing inside renders or pings
            out.append(part)
        else:
            escaped = discord.utils.escape_markdown(part, as_needed=alone)
            out.append(escaped if alone else _inert(escaped))
    return "".join(out)


def user(user_id: int) -> str:
    return f"<@{user_id}>"


def role(role_id: int) -> str:
    return f"<@&{role_id}>"


@dataclass(frozen=True)
class Pings:
    """The users and roles one message pings; nobody else, whatever its text contains.
    `mentions`: what Discord is told of them (`allowed`), made once with the pings."""

    users: tuple[int, ...] = ()
    roles: tuple[int, ...] = ()
    mentions: discord.AllowedMentions = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "mentions", self.allowed())

    @classmethod
    def of(cls, users: Iterable[int | None] = (), roles: Iterable[int | None] = ()) -> Pings:
        return cls(
            tuple(dict.fromkeys(u for u in users if u)),
            tuple(dict.fromkeys(r for r in roles if r)),
        )

    @classmethod
    def seated(cls, players: Iterable[PlayerView], named: Container[str] | None = None) -> Pings:
        """The players of a match (those `named`, if given): whom a message about it pings."""
        return cls.of([p.user_id for p in players if named is None or p.name in named])

    def allowed(self) -> discord.AllowedMentions:
        return discord.AllowedMentions(
            everyone=False,
            users=[discord.Object(id=u) for u in self.users],
            roles=[discord.Object(id=r) for r in self.roles],
            replied_user=False,
        )


NOBODY = Pings()
