"""Who is asking, and with what authority, for one interaction."""

from __future__ import annotations

import discord

from bot.matches.service import Actor, MatchService


async def actor_for(interaction: discord.Interaction, service: MatchService) -> Actor:
    """A judge has the guild's judge role or Manage Server (from the interaction's own data,
    so it holds whatever the guild cache knows)."""
    user = interaction.user
    is_judge = bool(interaction.permissions.manage_guild)
    if not is_judge and interaction.guild_id is not None and isinstance(user, discord.Member):
        settings = await service.settings(interaction.guild_id)
        if settings.judge_role_id is not None:
            is_judge = any(role.id == settings.judge_role_id for role in user.roles)
    return Actor(user_id=user.id, is_judge=is_judge)


def channel_of(interaction: discord.Interaction) -> int:
    """Matches live in a channel or a thread: both have their own id."""
    assert interaction.channel_id is not None
    return interaction.channel_id
