"""Discord's gateway payloads, built in one place: users, members, roles, channels, the guild
and INTERACTION_CREATE for slash commands, autocomplete, component presses and modal submits.

The in-memory Discord (bot/fakediscord/memory.py) feeds discord.py these, for the console
(offline.py), the end-to-end test harness (tests/harness) and benchmarks/discord_report.py;
what REST answers them is built in bot/fakediscord/rest_answers.py. Fields follow Discord's API
documentation (User, Guild Member, Role, Channel, Guild and Interaction objects), so discord.py
parses these as it parses Discord's own. Ids are given as ints and sent as strings, as Discord
sends snowflakes.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar, cast

import discord

JSON = dict[str, Any]
_T = TypeVar("_T")
ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024  # a guild without boosts
# Interaction types (Discord's numbers).
APPLICATION_COMMAND, MESSAGE_COMPONENT, AUTOCOMPLETE, MODAL_SUBMIT = 2, 3, 4, 5


def copied(value: _T) -> _T:
    """A copy of a JSON-shaped `value` (what the bot sends, what this Discord answers), nothing
    shared with it: its dicts, lists and tuples copied all the way down, its strings, numbers
    and None kept (they cannot change). Anything else is deep-copied. A third of
    `copy.deepcopy`'s CPU on a message payload: every request and event is copied once or
    twice, and the suite sends tens of thousands."""
    kind = type(value)
    if kind is dict:
        return cast("_T", {key: copied(item) for key, item in cast("JSON", value).items()})
    if kind is list:
        return cast("_T", [copied(item) for item in cast("list[Any]", value)])
    if kind is tuple:
        return cast("_T", tuple(copied(item) for item in cast("tuple[Any, ...]", value)))
    if kind in _UNCHANGING:
        return value
    return copy.deepcopy(value)


_UNCHANGING: frozenset[type] = frozenset({str, int, float, bool, type(None), bytes})


# -- people and places --------------------------------------------------------------------------


def user_payload(
    user_id: int, name: str, *, global_name: str | None = None, bot: bool = False
) -> JSON:
    """A User object."""
    return {
        "id": str(user_id),
        "username": name,
        "discriminator": "0",
        "global_name": global_name,
        "avatar": None,
        "bot": bot,
        "public_flags": 0,
        "avatar_decoration_data": None,
    }


def member_payload(
    user: JSON,
    *,
    roles: Iterable[int],
    joined_at: str,
    nick: str | None = None,
    permissions: int | None = None,
) -> JSON:
    """A Guild Member object; interactions add the member's `permissions`."""
    member: JSON = {
        "user": user,
        "roles": [str(role) for role in roles],
        "joined_at": joined_at,
        "premium_since": None,
        "deaf": False,
        "mute": False,
        "flags": 0,
        "pending": False,
        "nick": nick,
        "avatar": None,
        "banner": None,
        "communication_disabled_until": None,
    }
    if permissions is not None:
        member["permissions"] = str(permissions)
    return member


def acting_member(
    user: JSON, *, joined_at: str, roles: Iterable[int] = (), manage_guild: bool = False
) -> JSON:
    """`user` as a member who may use commands where they type (view the channel, send, use
    application commands), with Manage Server if `manage_guild` (to Arbiter, a judge): the
    console's people and the rate-limit loads' players (tests/fake_discord)."""
    permissions = discord.Permissions(
        send_messages=True,
        view_channel=True,
        use_application_commands=True,
        manage_guild=manage_guild,
    )
    return member_payload(user, roles=roles, joined_at=joined_at, permissions=permissions.value)


def members_chunk(guild_id: int, members: list[JSON], nonce: str | None) -> JSON:
    """The one GUILD_MEMBERS_CHUNK that answers a member search (`Guild.query_members`),
    carrying the request's nonce."""
    return {
        "guild_id": str(guild_id),
        "members": members,
        "chunk_index": 0,
        "chunk_count": 1,
        "nonce": nonce,
    }


def role_payload(
    role_id: int,
    name: str,
    *,
    permissions: int = 0,
    position: int = 1,
    color: int = 0,
    managed: bool = False,
    mentionable: bool = False,
) -> JSON:
    """A Role object."""
    return {
        "id": str(role_id),
        "name": name,
        "permissions": str(permissions),
        "position": position,
        "color": color,
        "colors": {"primary_color": color, "secondary_color": None, "tertiary_color": None},
        "hoist": False,
        "managed": managed,
        "mentionable": mentionable,
        "icon": None,
        "unicode_emoji": None,
        "flags": 0,
    }


def channel_payload(
    channel_id: int,
    name: str,
    *,
    guild_id: int | None = None,
    type: int = 0,
    position: int = 0,
    topic: str | None = None,
    parent_id: int | None = None,
    overwrites: Sequence[JSON] = (),
) -> JSON:
    """A Channel object (`type` is a discord.ChannelType value; 0 is a text channel, 11 a
    public thread under `parent_id`), with its permission `overwrites` (Discord's Overwrite
    objects, `overwrite(...)`)."""
    channel: JSON = {
        "id": str(channel_id),
        "type": type,
        "name": name,
        "position": position,
        "permission_overwrites": [dict(o) for o in overwrites],
        "nsfw": False,
        "topic": topic,
        "rate_limit_per_user": 0,
        "parent_id": None if parent_id is None else str(parent_id),
        "last_message_id": None,
        "flags": 0,
    }
    if guild_id is not None:
        channel["guild_id"] = str(guild_id)
    return channel


def overwrite(
    target_id: int,
    *,
    member: bool = False,
    allow: discord.Permissions | None = None,
    deny: discord.Permissions | None = None,
) -> JSON:
    """A channel's permission overwrite for a role (or, with `member`, a member)."""
    return {
        "id": str(target_id),
        "type": 1 if member else 0,
        "allow": str((allow or discord.Permissions.none()).value),
        "deny": str((deny or discord.Permissions.none()).value),
    }


def guild_payload(
    guild_id: int,
    name: str,
    *,
    owner_id: int,
    joined_at: str,
    roles: list[JSON],
    channels: list[JSON],
    members: list[JSON],
    preferred_locale: str = "en-US",
) -> JSON:
    """GUILD_CREATE: a whole guild, as the gateway sends it when the bot joins or connects."""
    return {
        "id": str(guild_id),
        "name": name,
        "icon": None,
        "splash": None,
        "discovery_splash": None,
        "banner": None,
        "description": None,
        "owner_id": str(owner_id),
        "afk_channel_id": None,
        "afk_timeout": 300,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "mfa_level": 0,
        "nsfw_level": 0,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "premium_progress_bar_enabled": False,
        "preferred_locale": preferred_locale,
        "system_channel_id": None,
        "system_channel_flags": 0,
        "rules_channel_id": None,
        "public_updates_channel_id": None,
        "safety_alerts_channel_id": None,
        "vanity_url_code": None,
        "features": [],
        "roles": roles,
        "emojis": [],
        "stickers": [],
        "channels": channels,
        "threads": [],
        "members": members,
        "member_count": len(members),
        "presences": [],
        "voice_states": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "soundboard_sounds": [],
        "large": False,
        "joined_at": joined_at,
        "unavailable": False,
    }


# -- interactions -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Invocation:
    """Who acts, where, through which application: what every interaction payload carries."""

    interaction_id: int
    token: str
    application_id: int
    guild_id: int
    channel: JSON  # channel_payload(...)
    member: JSON  # member_payload(..., permissions=...)
    app_permissions: int
    locale: str = "en-US"  # the user's client
    guild_locale: str = "en-US"  # the guild's preferred locale


def _interaction(kind: int, at: Invocation, data: JSON) -> JSON:
    """An INTERACTION_CREATE payload in a guild channel."""
    return {
        "id": str(at.interaction_id),
        "application_id": str(at.application_id),
        "type": kind,
        "token": at.token,
        "version": 1,
        "locale": at.locale,
        "app_permissions": str(at.app_permissions),
        "entitlements": [],
        "entitlement_sku_ids": [],
        "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
        "context": 0,  # a guild
        "authorizing_integration_owners": {"0": str(at.guild_id)},
        "guild_id": str(at.guild_id),
        "guild": {"id": str(at.guild_id), "locale": at.guild_locale, "features": []},
        "guild_locale": at.guild_locale,
        "member": at.member,
        "channel_id": at.channel["id"],
        # Discord sends the invoker's permissions in this channel (no overwrites modelled).
        "channel": {**at.channel, "permissions": at.member["permissions"]},
        "data": data,
    }


def command_option(name: str, type: int, value: Any, *, focused: bool = False) -> JSON:
    """One option of a slash command (`type`: a discord.AppCommandOptionType value)."""
    option: JSON = {"type": type, "name": name, "value": value}
    if focused:
        option["focused"] = True
    return option


def resolve_user(resolved: JSON, user: JSON, member: JSON | None = None) -> str:
    """Add a user option's User (and Member, without its user) to `data.resolved`; its id."""
    resolved.setdefault("users", {})[user["id"]] = user
    if member is not None:
        partial = {key: value for key, value in member.items() if key != "user"}
        resolved.setdefault("members", {})[user["id"]] = partial
    return cast(str, user["id"])


def resolve_channel(resolved: JSON, channel: JSON, permissions: int) -> str:
    """Add a channel option's partial Channel to `data.resolved` (with the invoker's
    `permissions` in it, as Discord sends); its id."""
    partial: JSON = {key: channel[key] for key in ("id", "name", "type") if key in channel}
    partial["permissions"] = str(permissions)
    resolved.setdefault("channels", {})[channel["id"]] = partial
    return cast(str, channel["id"])


def resolve_role(resolved: JSON, role: JSON) -> str:
    """Add a role option's Role to `data.resolved`; its id."""
    resolved.setdefault("roles", {})[role["id"]] = role
    return cast(str, role["id"])


def command_data(
    path: Sequence[str],
    options: list[JSON],
    *,
    command_id: int,
    guild_id: int | None = None,
    resolved: JSON | None = None,
) -> JSON:
    """`data` of a slash command: `path` is ["match", "start"] for /match start; the leaf's
    options are nested in its subcommand (type 1) and subcommand group (type 2)."""
    nested = options
    for depth in range(len(path) - 1, 0, -1):
        nested = [
            {"type": 1 if depth == len(path) - 1 else 2, "name": path[depth], "options": nested}
        ]
    data: JSON = {"id": str(command_id), "name": path[0], "type": 1}
    if nested:
        data["options"] = nested
    if resolved:
        data["resolved"] = resolved
    if guild_id is not None:
        data["guild_id"] = str(guild_id)
    return data


def command_interaction(at: Invocation, data: JSON, *, autocomplete: bool = False) -> JSON:
    """A slash command (or, while an option is typed, its autocomplete) interaction."""
    return _interaction(AUTOCOMPLETE if autocomplete else APPLICATION_COMMAND, at, data)


def component_interaction(
    at: Invocation,
    message: JSON,
    custom_id: str,
    *,
    component_type: int = discord.ComponentType.button.value,
    values: list[str] | None = None,
) -> JSON:
    """A press of a button (or a choice in a select menu) on `message`."""
    data: JSON = {"custom_id": custom_id, "component_type": component_type}
    if values is not None:
        data["values"] = values
    return {**_interaction(MESSAGE_COMPONENT, at, data), "message": message}


def modal_submit_interaction(at: Invocation, custom_id: str, components: list[JSON]) -> JSON:
    """The submit of a modal `custom_id`: `components` as Discord sends them back (labels with
    their text input's `value`)."""
    data: JSON = {"custom_id": custom_id, "components": components}
    return _interaction(MODAL_SUBMIT, at, data)
