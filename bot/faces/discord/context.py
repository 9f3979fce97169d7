"""Who is asking, and with what authority, for one interaction."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import discord

from bot.app.match import Actor, MatchService
from bot.core.languages import Language
from bot.faces.discord.scoreboard import Place


def _role_ids(member: discord.Member) -> set[int]:
    """The member's role ids as the interaction sent them. `Member.roles` goes through the guild
    cache and drops roles it does not know (e.g. before the guild is cached)."""
    raw = getattr(member, "_roles", None)
    if raw is not None:
        return {int(role_id) for role_id in raw}
    return {role.id for role in member.roles if not role.is_default()}


async def actor_for(interaction: discord.Interaction, service: MatchService) -> Actor:
    """A judge has the guild's judge role or Manage Server (from the interaction's own data:
    its permissions and the member's role ids)."""
    manages = bool(interaction.permissions.manage_guild)
    return await _actor(interaction.user, interaction.guild_id, manages, service)


async def author_of(message: discord.Message, service: MatchService) -> Actor:
    """The author of a message in a server, as an actor: a judge as for `actor_for`, their
    Manage Server from the server's roles as discord.py keeps them (the guilds intent)."""
    author = message.author
    manages = isinstance(author, discord.Member) and author.guild_permissions.manage_guild
    guild_id = message.guild.id if message.guild is not None else None
    return await _actor(author, guild_id, manages, service)


async def _actor(
    user: discord.abc.User, guild_id: int | None, manages: bool, service: MatchService
) -> Actor:
    is_judge = manages
    if not is_judge and guild_id is not None and isinstance(user, discord.Member):
        role_ids = _role_ids(user)
        if role_ids:  # a member with no roles cannot hold the judge role: no settings read
            settings = await service.settings(guild_id)
            is_judge = settings.judge_role_id is not None and settings.judge_role_id in role_ids
    return Actor(user_id=user.id, is_judge=is_judge)


def channel_of(interaction: discord.Interaction) -> int:
    """Matches live in a channel or a thread: both have their own id."""
    assert interaction.channel_id is not None
    return interaction.channel_id


@dataclass(frozen=True)
class Asker:
    """Who asked for a change that came without an interaction (a mention in chat), and
    where: what its answer and the scoreboard need (an interaction says the same itself)."""

    user_id: int
    place: Place
    # A word for the asker about the change, e.g. that the scoreboard could not show it:
    # privately to a command's user, as a reply in chat.
    tell: Callable[[str], Awaitable[None]]
    # The language that word is in: a chat message has no locale, so the server's.
    language: Language = Language.ENGLISH
