"""Every Discord API call Arbiter makes goes through here, so failures are handled once."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import discord

log = logging.getLogger(__name__)

NO_MENTIONS = discord.AllowedMentions.none()
USER_MENTIONS = discord.AllowedMentions(users=True, roles=False, everyone=False)
JUDGE_MENTIONS = discord.AllowedMentions(users=True, roles=True, everyone=False)

_ANSWERED = "arbiter_answered"
_ON_ANSWER = "arbiter_on_answer"


def answered(interaction: discord.Interaction) -> bool:
    """Whether an answer to the interaction reached Discord (a message sent or edited for it,
    not a mere deferral): what the match service needs to recognise a retry."""
    return bool(interaction.extras.get(_ANSWERED))


def on_answer(interaction: discord.Interaction, callback: Callable[[], None]) -> None:
    """Call `callback` as soon as an answer to the interaction has reached Discord."""
    interaction.extras[_ON_ANSWER] = callback


def _mark_answered(interaction: discord.Interaction) -> None:
    if not interaction.extras.get(_ANSWERED):
        interaction.extras[_ANSWERED] = True
        callback = interaction.extras.get(_ON_ANSWER)
        if callback is not None:
            callback()


async def reply(
    interaction: discord.Interaction,
    content: str | None = None,
    *,
    embed: discord.Embed | None = None,
    view: discord.ui.View | None = None,
    file: discord.File | None = None,
    ephemeral: bool = False,
    mentions: discord.AllowedMentions = NO_MENTIONS,
) -> int | None:
    """Answer the interaction, or follow up if it was already answered. Returns the id of
    the message that was sent, when Discord says it."""
    kwargs: dict[str, Any] = {
        "content": content,
        "ephemeral": ephemeral,
        "allowed_mentions": mentions,
    }
    if embed is not None:
        kwargs["embed"] = embed
    if view is not None:
        kwargs["view"] = view
    if file is not None:
        kwargs["file"] = file
    if interaction.response.is_done():
        sent = await interaction.followup.send(wait=True, **kwargs)
        _mark_answered(interaction)
        return sent.id
    callback = await interaction.response.send_message(**kwargs)
    _mark_answered(interaction)
    return callback.message_id


async def refuse(interaction: discord.Interaction, message: str) -> None:
    """A refusal: only the asker sees it, and it says what to do instead."""
    await reply(interaction, message, ephemeral=True)


async def update_pressed(
    interaction: discord.Interaction,
    content: str,
    *,
    view: discord.ui.View | None = None,
    mentions: discord.AllowedMentions = NO_MENTIONS,
) -> None:
    """Replace the message whose button was pressed; its buttons go unless `view` replaces them."""
    await interaction.response.edit_message(content=content, view=view, allowed_mentions=mentions)
    _mark_answered(interaction)


async def retire_buttons(
    client: discord.Client, channel_id: int, message_id: int, content: str
) -> None:
    """Replace a message whose buttons no longer apply (e.g. a withdrawn report)."""
    message = client.get_partial_messageable(channel_id).get_partial_message(message_id)
    try:
        await message.edit(content=content, view=None, allowed_mentions=NO_MENTIONS)
    except discord.HTTPException:
        log.warning("could not retire the buttons of message %s", message_id, exc_info=True)


async def post(
    client: discord.Client,
    channel_id: int,
    *,
    content: str | None = None,
    embed: discord.Embed | None = None,
    mentions: discord.AllowedMentions = NO_MENTIONS,
) -> int | None:
    """Send a message to a channel with the bot token; its id, or None if Discord refused."""
    channel = client.get_partial_messageable(channel_id)
    try:
        message = await channel.send(content=content, embed=embed, allowed_mentions=mentions)
    except discord.HTTPException:
        log.warning("could not post in channel %s", channel_id, exc_info=True)
        return None
    return message.id


async def edit_or_post(
    client: discord.Client, channel_id: int, message_id: int | None, embed: discord.Embed
) -> int | None:
    """Edit the message in place; post a new one if it is gone. Returns the message id."""
    if message_id is not None:
        message = client.get_partial_messageable(channel_id).get_partial_message(message_id)
        try:
            await message.edit(embed=embed)
            return message_id
        except discord.NotFound:
            pass  # deleted: post a fresh one below
        except discord.HTTPException:
            log.warning("could not edit scoreboard %s", message_id, exc_info=True)
            return message_id
    return await post(client, channel_id, embed=embed)


async def open_thread(client: discord.Client, channel_id: int, name: str) -> int:
    """Open a public thread under a text channel (no starter message); its id. A refusal by
    Discord becomes a MatchError that says what to fix (the caller's work can be resumed)."""
    from bot.matches.errors import MatchError

    try:
        data = await client.http.start_thread_without_message(
            channel_id,
            name=name[:100],
            auto_archive_duration=1440,
            type=discord.ChannelType.public_thread.value,
        )
    except discord.Forbidden:
        raise MatchError(
            "Arbiter may not open threads here: give it Create Public Threads and Send "
            "Messages in Threads, then run the command again (it carries on where it stopped)."
        ) from None
    return int(data["id"])
