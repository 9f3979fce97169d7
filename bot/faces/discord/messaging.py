"""The Discord API calls Arbiter makes with its bot token (interaction responses and followups
go through `answers`). Every message names who it may ping (`mentions.Pings`); what it sends
is kept within Discord's limits (`limits.guard_*`). Every call here first waits for its turn
in the client's paced budget (`pacing.Budget`, `budget_of`): below Discord's global and
per-channel limits, what a person waits on first."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any, TypedDict, Unpack

import discord
from discord.http import handle_message_parameters

from bot.core.messages import N_, Message
from bot.faces.discord import limits
from bot.faces.discord.mentions import NOBODY, Pings
from bot.faces.discord.pacing import Budget, Urgency

log = logging.getLogger(__name__)

# For a client without a budget of its own (not an ArbiterBot): no pacing.
_UNPACED = Budget(None)
# What a message that pings nobody tells Discord (built once: most messages ping nobody).
_NO_PINGS = NOBODY.allowed()


def budget_of(client: discord.Client) -> Budget:
    """The paced budget of the client's bot token (ArbiterBot.budget)."""
    budget = getattr(client, "budget", None)
    return budget if isinstance(budget, Budget) else _UNPACED


async def retire_buttons(
    client: discord.Client, channel_id: int, message_id: int, content: str
) -> None:
    """Replace a message whose buttons no longer apply (e.g. a withdrawn report)."""
    message = client.get_partial_messageable(channel_id).get_partial_message(message_id)
    try:
        async with budget_of(client).paced(channel_id, Urgency.PERSON):
            await message.edit(
                content=limits.guard_content(content),
                view=None,
                allowed_mentions=_NO_PINGS,
            )
    except discord.HTTPException:
        log.warning("could not retire the buttons of message %s", message_id, exc_info=True)


async def redraw(
    client: discord.Client,
    channel_id: int,
    latest: Callable[[], Awaitable[tuple[int | None, discord.Embed, discord.ui.View | None]]],
    *,
    urgency: Urgency,
    since: float | None = None,
    budget: Budget | None = None,
) -> int:
    """Draw an embed message once the budget gives it a turn, from what `latest` gives at
    that moment (the message's id, or None to post one, the embed and its buttons, None for
    none): a change made while
    it waited is drawn in the same request. Edited in place; posted anew if there is none or
    it was deleted. Returns the message's id; any other refusal of Discord's is raised.
    `budget`: the client's (`budget_of`), if the caller has it at hand."""
    budget = budget or budget_of(client)
    async with budget.paced(channel_id, urgency, since=since):
        message_id, embed, view = await latest()
        guarded = limits.guard_embed(embed)
        embed = guarded if guarded is not None else embed  # (`or` would ask Embed.__bool__)
        if message_id is not None:
            try:
                # What `PartialMessage.edit` sends, without parsing Discord's copy of the
                # edited message into a `discord.Message` that nobody reads (embeds and all).
                with handle_message_parameters(
                    embed=embed, view=view, allowed_mentions=_NO_PINGS
                ) as params:
                    await client.http.edit_message(channel_id, message_id, params=params)
                return message_id
            except discord.NotFound as error:
                if error.code != 10008:  # not the message but the channel: nothing to post in
                    raise
    async with budget.paced(channel_id, urgency):  # the message was deleted: a new one
        channel = client.get_partial_messageable(channel_id)
        buttons: dict[str, Any] = {} if view is None else {"view": view}
        message = await channel.send(embed=embed, allowed_mentions=_NO_PINGS, **buttons)
    return message.id


class Outgoing(TypedDict, total=False):
    """A message sent with the bot token (`send`, `post`)."""

    content: str | None
    embed: discord.Embed | None
    pings: Pings  # who it may ping: nobody unless said
    urgency: Urgency  # its turn in the paced budget: Urgency.PERSON unless said
    since: float | None  # the budget's clock when the change it belongs to began
    # A reply to this message (whose author is not pinged either); one that is gone by then
    # leaves a plain message.
    reply_to: discord.Message | discord.PartialMessage
    view: discord.ui.View | None  # its buttons (None: none)
    budget: Budget  # the client's (`budget_of`), if the caller has it at hand


async def send(client: discord.Client, channel_id: int, **message: Unpack[Outgoing]) -> int:
    """Send a message to a channel with the bot token; its id. A refusal of Discord's is
    raised (discord.HTTPException), for a caller that must tell someone."""
    channel = client.get_partial_messageable(channel_id)
    kwargs = limits.message_kwargs(
        message.get("content"),
        embed=message.get("embed"),
        view=message.get("view"),
        pings=message.get("pings", NOBODY),
    )
    if "reply_to" in message:
        reference = message["reply_to"].to_reference(fail_if_not_exists=False)
        kwargs.update(reference=reference, mention_author=False)
    urgency = message.get("urgency", Urgency.PERSON)
    budget = message.get("budget") or budget_of(client)
    async with budget.paced(channel_id, urgency, since=message.get("since")):
        sent = await channel.send(**kwargs)
    return sent.id


async def post(client: discord.Client, channel_id: int, **message: Unpack[Outgoing]) -> int | None:
    """`send`, for a message nobody waits for: its id, or None if Discord refused (logged)."""
    try:
        return await send(client, channel_id, **message)
    except discord.HTTPException:
        log.warning("could not post in channel %s", channel_id, exc_info=True)
        return None


async def reply(
    client: discord.Client,
    message: discord.Message,
    *,
    content: str | None = None,
    embed: discord.Embed | None = None,
    view: discord.ui.View | None = None,
) -> None:
    """Answer `message` (a mention of Arbiter, a DM to it) as a reply that pings nobody, in its
    channel's turn like every other message: forty mentions at once in a channel are answered
    at the pace Discord allows, not with 429s. A refusal is logged; nobody else waits on it."""
    channel_id = message.channel.id
    answer: Outgoing = {"content": content, "embed": embed, "reply_to": message}
    if view is not None:
        answer["view"] = view
    try:
        await send(client, channel_id, **answer)
    except discord.Forbidden:
        log.info("no permission to answer a message in channel %s", channel_id)
    except discord.HTTPException as error:
        log.warning("could not answer a message in channel %s: %s", channel_id, error)


# What a table's thread needs (`open_thread`, its players' ping, its scoreboard), by
# discord.py's permission names, with Discord's words for them (as Discord's own settings say
# them in each language).
TABLE_PERMISSIONS = {
    "view_channel": N_("View Channel"),
    "create_public_threads": N_("Create Public Threads"),
    "send_messages_in_threads": N_("Send Messages in Threads"),
    "embed_links": N_("Embed Links"),
}


def listed(names: list[Message]) -> Message:
    """Permission names one after the other: "A", "A and B", "A, B and C", "A, B, C and D"."""
    if len(names) == 1:
        return names[0]
    if len(names) == 2:
        return Message("{first} and {second}", first=names[0], second=names[1])
    if len(names) == 3:
        return Message(
            "{first}, {second} and {third}", first=names[0], second=names[1], third=names[2]
        )
    return Message(
        "{first}, {second}, {third} and {fourth}",
        first=names[0],
        second=names[1],
        third=names[2],
        fourth=listed(names[3:]),
    )


def missing_for_tables(permissions: discord.Permissions) -> Message | None:
    """Why tables cannot be opened in a channel where Arbiter has `permissions` (the
    interaction's `app_permissions`), in words that say what to grant (worded in the asker's
    language); None if nothing is missing. Checked before anything is stored: Discord would
    open a thread, then refuse its ping and its scoreboard, and its players would never hear
    of their match."""
    missing = [
        Message(words)
        for name, words in TABLE_PERMISSIONS.items()
        if not getattr(permissions, name)
    ]
    if not missing:
        return None
    return Message.plural(
        "Arbiter cannot open the tables' threads in this channel: it needs the {names} "
        "permission here (a server admin can grant it in the channel's settings, under "
        "Permissions). Nothing was started; run the command again once it is granted.",
        "Arbiter cannot open the tables' threads in this channel: it needs the {names} "
        "permissions here (a server admin can grant them in the channel's settings, under "
        "Permissions). Nothing was started; run the command again once they are granted.",
        len(missing),
        names=listed(missing),
    )


async def open_thread(
    client: discord.Client,
    channel_id: int,
    name: str,
    *,
    since: float | None = None,
    budget: Budget | None = None,
) -> int:
    """Open a public thread under a text channel (no starter message); its id. A refusal by
    Discord becomes a MatchError that says what to fix (the caller's work can be resumed).
    Paced globally, not per channel (it creates no message in the channel)."""
    from bot.core.errors import MatchError

    await (budget or budget_of(client)).turn(None, Urgency.PERSON, since=since)
    try:
        data = await client.http.start_thread_without_message(
            channel_id,
            name=name[:100],
            auto_archive_duration=1440,
            type=discord.ChannelType.public_thread.value,
        )
    except discord.Forbidden:
        raise MatchError(
            Message(
                "Arbiter may not open threads here: give it Create Public Threads and Send "
                "Messages in Threads, then run the command again (it carries on where it "
                "stopped)."
            )
        ) from None
    return int(data["id"])
