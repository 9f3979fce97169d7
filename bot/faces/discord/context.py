"""Who is asking, and with what authority, for one interaction."""

from __future__ import annotations

import discord

from bot.app.match import Actor, MatchService


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
    user = interaction.user
    is_judge = bool(interaction.permissions.manage_guild)
    if not is_judge and interaction.guild_id is not None and isinstance(user, discord.Member):
        role_ids = _role_ids(user)
        if role_ids:  # a member with no roles cannot hold the judge role: no settings read
            settings = await service.settings(interaction.guild_id)
            is_judge = settings.judge_role_id is not None and settings.judge_role_id in role_ids
    return Actor(user_id=user.id, is_judge=is_judge)


def channel_of(interaction: discord.Interaction) -> int:
    """Matches live in a channel or a thread: both have their own id."""
    assert interaction.channel_id is not None
    return interaction.channel_id
