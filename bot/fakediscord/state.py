"""What every part of the in-memory Discord shares: the guild's ids, its stores (roles,
channels, users, messages, interactions), the calls recorded, and how strict it is.
``World.__init__`` fills these in; the parts (world.py, messages.py, the REST route families,
router.py, payloads.py, memory.py) are mixins over this one state."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import discord

from bot.fakediscord.gateway import JSON
from bot.fakediscord.models import Channel, Message, Role, User
from bot.fakediscord.records import RestCall, RouteHandler

if TYPE_CHECKING:
    from bot.fakediscord.results import InteractionResult


class DiscordState:
    """The in-memory Discord's state, and the helpers every part of it uses."""

    application_id: int
    guild_id: int
    guild_name: str
    owner_id: int
    bot_permissions: discord.Permissions
    everyone: Role
    bot_role: Role
    bot_user: User
    owner: User
    default_channel: Channel

    #: Keep every call and every version of every message (tests assert on them); off, the
    #: Discord keeps only what it must answer with (the console, a benchmark).
    record: bool
    #: Answer only in channels it knows (404 Unknown Channel elsewhere); off, a channel it
    #: has not heard of is one Discord kept from before (a console on last week's database).
    known_channels_only: bool
    #: Discord's deadline for an interaction's first answer (None: no deadline).
    acknowledge_within: float | None
    #: The prefix of interaction tokens (tokens are `{prefix}{interaction id}`).
    token_prefix: str

    #: Every REST call discord.py made, in order (when `record` is on).
    calls: list[RestCall]
    #: Every message the Discord stores, by id.
    messages: dict[int, Message]
    #: The query of every gateway member search (`Guild.query_members`), in order.
    member_queries: list[str | None]

    _started: bool
    _last_snowflake: int
    _roles: dict[int, Role]
    _channels: dict[int, Channel]
    _users: dict[int, User]
    _joined_at: str
    # Interactions by token: what happened, and the id of the original response message.
    _results: dict[str, InteractionResult]
    _originals: dict[str, int]
    _synced: dict[int | None, list[JSON]]
    # The commands as the bot would register them, where it has not (memory.learn_commands).
    _learned: list[JSON] | None
    _command_ids: dict[tuple[int | None, str, int], int]
    _routes: dict[tuple[str, str], RouteHandler]

    def _snowflake(self) -> int:
        """A new id, from the clock as Discord's are (`discord.utils.time_snowflake`), and
        after every id given before: an interaction id is a report's idempotency key, so a
        later session on the same database must not reuse an earlier one's."""
        now = (int(time.time() * 1000) - discord.utils.DISCORD_EPOCH) << 22
        value = max(now, self._last_snowflake + 1)
        self._last_snowflake = value
        return value

    def _record_error(self, error: BaseException, token: str | None) -> None:
        """A problem a test fails on, whatever the bot does with Discord's answer: a request
        over a limit, a first answer too late, a route this Discord does not know. Discord's
        refusal is raised to discord.py all the same; here it is only noted, and a test layer
        (tests/harness) keeps it."""

    def _shown(self, message: Message, how: str) -> None:
        """A message appeared or changed, as the channel shows it: `how` is "posted" (with
        the bot token), "reply" (an interaction's answer or followup), "edited" or "updated"
        (by a button's answer). Nobody watches here; the console prints it."""
