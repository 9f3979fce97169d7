"""The Discord API calls Arbiter makes with its bot token (interaction responses and followups
go through `answers`). Every message names who it may ping (`mentions.Pings`); what it sends
is kept within Discord's limits (`limits.guard_*`)."""

from __future__ import annotations

import logging

import discord

from bot.discord_face import limits
from bot.discord_face.mentions import NOBODY

log = logging.getLogger(__name__)


async def retire_buttons(
    client: discord.Client, channel_id: int, message_id: int, content: str
) -> None:
    """Replace a message whose buttons no longer apply (e.g. a withdrawn report)."""
    message = client.get_partial_messageable(channel_id).get_partial_message(message_id)
    try:
        await message.edit(
            content=limits.guard_content(content), view=None, allowed_mentions=NOBODY.allowed()
        )
    except discord.HTTPException:
        log.warning("could not retire the buttons of message %s", message_id, exc_info=True)


async def edit_or_post(
    client: discord.Client, channel_id: int, message_id: int | None, embed: discord.Embed
) -> int:
    """Edit an embed message in place; post a new one if there is none or it was deleted.
    Returns the message's id; any other refusal of Discord's is raised to the caller."""
    channel = client.get_partial_messageable(channel_id)
    embed = limits.guard_embed(embed) or embed
    if message_id is not None:
        try:
            await channel.get_partial_message(message_id).edit(
                embed=embed, allowed_mentions=NOBODY.allowed()
            )
            return message_id
        except discord.NotFound as error:
            if error.code != 10008:  # not the message but the channel: nothing to post in
                raise
    message = await channel.send(embed=embed, allowed_mentions=NOBODY.allowed())
    return message.id
