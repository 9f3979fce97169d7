"""Messages and interactions outside the guild's slash commands: a MESSAGE_CREATE typed in a
guild channel or a DM, a slash command or a button press in a DM, and a message command
("Apps > ...") with its target message in `data.resolved`, each as Discord's gateway sends it.

Used beside `DiscordHarness` (tests/harness/harness.py): `await say(harness, ...)` feeds the
message to discord.py's connection state and waits for the listeners; `dm_slash` and
`message_command` build INTERACTION_CREATE payloads for `harness.dispatch(...)`.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.fakediscord import gateway
from tests.harness.fakes import JSON, FakeChannel, FakeMessage, FakeUser

DM_CONTEXT, PRIVATE_CHANNEL_CONTEXT = 1, 2
GUILD_INSTALL, USER_INSTALL = "0", "1"


def dm_channel(harness: Any, user: FakeUser) -> FakeChannel:
    """The DM channel between `user` and the bot, known to the fake Discord (type 1)."""
    channel = FakeChannel(id=harness._snowflake(), name=f"dm-{user.name}", type=1)
    harness._channels[channel.id] = channel
    return channel


def message_payload(
    harness: Any,
    *,
    author: FakeUser,
    channel: FakeChannel,
    content: str,
    mentions: list[FakeUser] | None = None,
    author_is_bot: bool = False,
) -> JSON:
    """A MESSAGE_CREATE payload (a guild channel unless `channel` is a DM)."""
    in_guild = channel.type != 1
    user = gateway.user_payload(author.id, author.name, global_name=author.name, bot=author_is_bot)
    data: JSON = {
        "id": str(harness._snowflake()),
        "channel_id": str(channel.id),
        "author": user,
        "content": content,
        "timestamp": discord.utils.utcnow().isoformat(),
        "edited_timestamp": None,
        "tts": False,
        "mention_everyone": False,
        "mentions": [
            gateway.user_payload(u.id, u.name, global_name=u.name, bot=u.bot)
            for u in mentions or []
        ],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "pinned": False,
        "type": 0,
        "flags": 0,
    }
    if in_guild:
        data["guild_id"] = str(harness.guild_id)
        member = harness._member_payload(author)
        data["member"] = {k: v for k, v in member.items() if k != "user"}
    return data


async def say(harness: Any, **message: Any) -> list[FakeMessage]:
    """Type a message (the arguments of `message_payload`); return the bot's answers."""
    return await feed(harness, message_payload(harness, **message))


async def feed(harness: Any, payload: JSON) -> list[FakeMessage]:
    """Deliver a MESSAGE_CREATE payload; return the messages the bot posted in answer."""
    before = set(harness.messages)
    harness._feed("MESSAGE_CREATE", payload)
    await harness.settle()
    return [m for mid, m in harness.messages.items() if mid not in before]


def _private_interaction(
    harness: Any, user: FakeUser, channel: FakeChannel, data: JSON, *, context: int
) -> JSON:
    """An INTERACTION_CREATE from a DM (or group DM) with a user-installed Arbiter."""
    interaction_id = harness._snowflake()
    user_json = gateway.user_payload(user.id, user.name, global_name=user.name)
    return {
        "id": str(interaction_id),
        "application_id": str(harness.application_id),
        "type": gateway.APPLICATION_COMMAND,
        "token": f"harness-interaction-token-{interaction_id}",
        "version": 1,
        "locale": "en-US",
        "app_permissions": str(discord.Permissions(send_messages=True, embed_links=True).value),
        "entitlements": [],
        "attachment_size_limit": gateway.ATTACHMENT_SIZE_LIMIT,
        "context": context,
        "authorizing_integration_owners": {USER_INSTALL: str(user.id)},
        "user": user_json,
        "channel_id": str(channel.id),
        "channel": {"id": str(channel.id), "type": channel.type, "recipients": [user_json]},
        "data": data,
    }


def dm_slash(
    harness: Any,
    command: str,
    *,
    user: FakeUser,
    channel: FakeChannel,
    options: dict[str, Any],
    context: int = DM_CONTEXT,
) -> JSON:
    """A slash command (string and boolean options) typed in a DM or group DM."""
    types = {str: 3, bool: 5, int: 4}
    data = gateway.command_data(
        [command],
        [gateway.command_option(k, types[type(v)], v) for k, v in options.items()],
        command_id=harness.command_id(command),
    )
    return _private_interaction(harness, user, channel, data, context=context)


def dm_click(
    harness: Any, custom_id: str, *, user: FakeUser, channel: FakeChannel, message: FakeMessage
) -> JSON:
    """A press of the button `custom_id` on `message`, a message of Arbiter's in a DM."""
    data: JSON = {"custom_id": custom_id, "component_type": discord.ComponentType.button.value}
    payload = _private_interaction(harness, user, channel, data, context=DM_CONTEXT)
    return {**payload, "type": gateway.MESSAGE_COMPONENT, "message": dict(message.data)}


def message_command(
    harness: Any,
    name: str,
    *,
    user: FakeUser,
    channel: FakeChannel,
    target: JSON,
) -> JSON:
    """A message command ("Apps > NAME") on `target` (a MESSAGE_CREATE-shaped message), which
    Discord sends in `data.resolved.messages`. In the guild unless `channel` is a DM."""
    data: JSON = {
        "id": str(harness.command_id(name, command_type=3)),
        "name": name,
        "type": 3,
        "target_id": target["id"],
        "resolved": {"messages": {target["id"]: target}},
    }
    if channel.type == 1:
        return _private_interaction(harness, user, channel, data, context=DM_CONTEXT)
    payload: JSON = harness.slash_payload("help", user=user, channel=channel)
    payload["data"] = data
    return payload
