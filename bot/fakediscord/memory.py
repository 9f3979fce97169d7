"""The in-memory Discord with a bot in it: gateway payloads handed to discord.py's connection
state as the gateway does, and discord.py's REST answered in memory below its HTTP client.

discord.py's REST goes through two seams, replaced while the Discord runs (``patched()``, or
``_install_patches()`` / ``_remove_patches()``):

* ``discord.http.HTTPClient.request``: every call made with the bot token;
* ``discord.webhook.async_.AsyncWebhookAdapter.request``: interaction responses, followups and
  ``@original``.

A third replacement answers the one gateway request discord.py sends while it runs, the member
search (``Guild.query_members``). Each call is answered by the route table (router.py) from
the world (world.py, messages.py) and the interactions it sent (``start_interaction``).

Used by the console (offline.py), benchmarks/discord_report.py and the end-to-end test
harness (tests/harness, which adds the checks a test fails on and waits for interactions).
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import discord
from discord import app_commands
from discord.http import HTTPClient, Route
from discord.webhook.async_ import AsyncWebhookAdapter

from bot.fakediscord import gateway, rest_answers
from bot.fakediscord.errors import FakeDiscordError
from bot.fakediscord.gateway import JSON, copied
from bot.fakediscord.payloads import PayloadBuilder
from bot.fakediscord.results import InteractionResult
from bot.fakediscord.router import RestRouter


class InMemoryDiscord(RestRouter, PayloadBuilder):
    """A guild in memory (world.py) and the bot `bot` in it. See the module's doc."""

    #: Gateway events fed through ``ConnectionState.parsers``.
    GATEWAY_EVENTS: tuple[str, ...] = (
        "INTERACTION_CREATE",
        "GUILD_CREATE",
        "GUILD_MEMBER_ADD",
        "GUILD_ROLE_CREATE",
        "CHANNEL_CREATE",
    )

    def __init__(
        self,
        bot: discord.Client,
        *,
        tree: app_commands.CommandTree[Any] | None = None,
        **world: Any,
    ) -> None:
        """`world`: the guild's ids and settings (World.__init__)."""
        self.bot = bot
        found_tree = tree if tree is not None else getattr(bot, "tree", None)
        if found_tree is None:
            found_tree = getattr(bot._connection, "_command_tree", None)
        if found_tree is None:
            raise FakeDiscordError("the bot has no CommandTree; pass tree=...")
        self.tree = found_tree
        self._patches: list[tuple[Any, str, Any]] = []
        # Tasks of the listeners gateway events started (a test waits for them).
        self._background: set[asyncio.Task[Any]] = set()
        super().__init__(**world)

    async def learn_commands(self) -> None:
        """Hold the bot's commands as Discord would after a sync, when the bot does not sync
        (the tests, the console): the tree's registration, with every language's names from
        its translator, as discord.py sends it; a command typed with a language's names is
        then delivered with the default ones (`as_typed`)."""
        if self._synced.get(None) or self._learned is not None:
            return
        tree, translator = self.tree, self.tree.translator
        self._learned = [
            await command.get_translated_payload(tree, translator)
            if translator is not None
            else command.to_dict(tree)
            for command in tree.get_commands()
        ]

    @property
    def guild(self) -> discord.Guild:
        guild = self.bot.get_guild(self.guild_id)
        if guild is None:
            raise FakeDiscordError("the guild is not in the bot's cache (not started?)")
        return guild

    # -- the gateway --------------------------------------------------------------------------

    def _feed(self, event: str, payload: JSON) -> None:
        """Deliver a gateway DISPATCH event the way DiscordWebSocket.received_message does."""
        before = asyncio.all_tasks()
        self.bot._connection.parsers[event](copied(payload))
        self._background |= asyncio.all_tasks() - before

    def start_interaction(self, payload: JSON) -> tuple[InteractionResult, set[asyncio.Task[Any]]]:
        """Hand an INTERACTION_CREATE to discord.py as the gateway does; what the interaction
        produces is gathered in the result, and the tasks discord.py started for it are
        returned for the caller to wait on (several interactions may run at once).

        discord.py has no public way to receive a gateway event; its connection state is the
        one place that turns this payload into an Interaction, as the real gateway does. It
        schedules the interaction's work as tasks synchronously, so the tasks that appear
        during the parser's call are exactly the interaction's.
        """
        # discord.py changes the dict it parses: with a record, it parses a copy and the
        # payload stays as sent (a test may send it again); without, only its top level is
        # read again.
        parsed = copied(payload) if self.record else payload
        result = InteractionResult.sent(
            payload if self.record else dict(payload), at=asyncio.get_running_loop().time()
        )
        self._results[result.token] = result
        before = asyncio.all_tasks()
        self.bot._connection.parse_interaction_create(parsed)  # type: ignore[arg-type]
        return result, asyncio.all_tasks() - before

    async def request_chunks(
        self,
        guild_id: int,
        query: str | None = None,
        *,
        limit: int,
        user_ids: list[int] | None = None,
        presences: bool = False,
        nonce: str | None = None,
    ) -> None:
        """The gateway's member search (opcode 8 with a query, which needs no members
        intent; discord.py's `Guild.query_members`), answered as Discord does: one
        GUILD_MEMBERS_CHUNK with the request's nonce, after discord.py starts waiting for it.
        discord.py's parser drops a chunk of a guild it has not cached (the console's is
        known from its interactions only): the search is then answered with nobody."""
        self.member_queries.append(query)
        state = self.bot._connection
        loop = asyncio.get_running_loop()
        if state._get_guild(guild_id) is None:
            loop.call_later(0.001, state.process_chunk_requests, guild_id, nonce, [], True)
            return
        found = self.members_named(query, user_ids=user_ids or (), limit=limit)
        members = [self._member_payload(user) for user in found]
        chunk = gateway.members_chunk(guild_id, members, nonce)
        loop.call_later(0.001, self._feed, "GUILD_MEMBERS_CHUNK", chunk)

    # -- the REST seams -----------------------------------------------------------------------

    @contextmanager
    def patched(self) -> Iterator[None]:
        """discord.py's REST and member search answered here while inside."""
        self._install_patches()
        try:
            yield
        finally:
            self._remove_patches()

    def _install_patches(self) -> None:
        fake = self

        async def http_request(
            http: HTTPClient,
            route: Route,
            *,
            files: Sequence[discord.File] | None = None,
            form: Sequence[JSON] | None = None,
            **kwargs: Any,
        ) -> Any:
            if http is not fake.bot.http:
                raise FakeDiscordError(
                    "HTTPClient.request called for a client this Discord does not drive"
                )
            body = rest_answers.request_body(kwargs.get("json"), form)
            call = fake._new_call(
                "bot", route, body, files, kwargs.get("params"), kwargs.get("reason")
            )
            return await fake._answer(call)

        async def webhook_request(
            adapter: AsyncWebhookAdapter,
            route: Route,
            session: Any = None,
            *,
            payload: JSON | None = None,
            multipart: Sequence[JSON] | None = None,
            files: Sequence[discord.File] | None = None,
            reason: str | None = None,
            params: dict[str, Any] | None = None,
            **_ignored: Any,
        ) -> Any:
            body = rest_answers.request_body(payload, multipart)
            call = fake._new_call("webhook", route, body, files, params, reason)
            return await fake._answer(call)

        def websocket(_guild_id: int | None = None, *, shard_id: int | None = None) -> Any:
            return fake  # its one gateway request: request_chunks, the member search

        state = self.bot._connection
        for owner, name, replacement in (
            (HTTPClient, "request", http_request),
            (AsyncWebhookAdapter, "request", webhook_request),
        ):
            self._patches.append((owner, name, owner.__dict__[name]))
            setattr(owner, name, replacement)
        self._patches.append((state, "_get_websocket", state._get_websocket))
        state._get_websocket = websocket

    def _remove_patches(self) -> None:
        while self._patches:
            owner, name, original = self._patches.pop()
            setattr(owner, name, original)
