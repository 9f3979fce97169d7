"""The application's ports (bot.app.ports) on Discord: a league table's thread, its players'
ping and its board (`Tables`), and the application's notices worded and posted (`Notices`).
Every call is a bot-token request in the client's paced budget (`messaging`); a refusal of
Discord's becomes a typed `NotSent` that says what to fix. The console's offline Discord and
the tests run this same implementation through discord.py."""

from __future__ import annotations

import logging

import discord

from bot.app.league.playoffs import PlayoffTable, PlayoffView
from bot.app.match.views import MatchView
from bot.app.ports import Delivery, LateAtTable, Notice, NotSent, Opening, Sent
from bot.core.errors import MatchError
from bot.core.languages import Language
from bot.faces.discord import league_render, messaging, notices, playoff_render
from bot.faces.discord.floor_components import table_view
from bot.faces.discord.languages import public_language
from bot.faces.discord.league_render import discord_refusal
from bot.faces.discord.mentions import Pings
from bot.faces.discord.scoreboard import Place, Scoreboards

log = logging.getLogger(__name__)
# What a board in a table's thread needs: Arbiter opened the thread and posted its board there.
THREAD_BOARD = discord.Permissions(
    view_channel=True, send_messages_in_threads=True, embed_links=True
)


class DiscordPorts:
    """`bot.app.ports.Ports` over a discord.py client and its scoreboards."""

    def __init__(self, client: discord.Client, scoreboards: Scoreboards) -> None:
        self.client = client
        self.scoreboards = scoreboards
        self.budget = messaging.budget_of(client)  # the bot token's paced budget

    @property
    def arbiter_id(self) -> int:
        user = self.client.user
        return user.id if user else 0

    def clock(self) -> float:
        return self.budget.clock()

    async def language(self, channel_id: int) -> Language:
        """The language of a public post in `channel_id` (a league channel or a table's
        thread): its server's (English where the client does not know the channel)."""
        channel = self.client.get_channel(channel_id)
        guild: discord.Guild | None = getattr(channel, "guild", None)
        return await public_language(self.scoreboards.matches, guild)

    # -- Tables ---------------------------------------------------------------------------------

    async def open_thread(self, opening: Opening) -> Delivery:
        site, table = opening.site, opening.table
        language = await self.language(opening.channel_id)
        if isinstance(site, PlayoffView):
            assert isinstance(table, PlayoffTable)
            name = playoff_render.thread_name(site, table, language)
        else:
            assert not isinstance(table, PlayoffTable)
            name = league_render.thread_name(site, table, language)
        try:
            thread_id = await messaging.open_thread(
                self.client, opening.channel_id, name, since=opening.since, budget=self.budget
            )
        except MatchError as refused:  # Arbiter may not open threads here
            return NotSent(refused.text)
        except discord.HTTPException as error:
            return NotSent(discord_refusal(error))
        return Sent(thread_id)

    async def welcome(self, opening: Opening, thread_id: int, match: MatchView) -> Delivery:
        site, table = opening.site, opening.table
        playoff = isinstance(site, PlayoffView)
        language = await self.language(opening.channel_id)
        if isinstance(site, PlayoffView):
            assert isinstance(table, PlayoffTable)
            welcome = playoff_render.table_welcome(site, table, match.id, match.best_of, language)
        else:
            assert not isinstance(table, PlayoffTable)
            welcome = league_render.table_welcome(site, table, match.id, match.best_of, language)
        try:
            message_id = await messaging.send(
                self.client,
                thread_id,
                content=welcome,
                pings=Pings.of(table.user_ids),
                # Here, for a round's tardiness; a judge
                view=table_view(language, here=not playoff),
                since=opening.since,
                budget=self.budget,
            )
        except discord.HTTPException as error:
            return NotSent(discord_refusal(error), stops=False)
        return Sent(message_id)

    async def show_board(self, opening: Opening, thread_id: int, match: MatchView) -> int | None:
        # Its message id is kept by the table's start, with the table told: not saved here.
        return await self.scoreboards.post(match, thread_id, since=opening.since)

    # -- Notices --------------------------------------------------------------------------------

    async def post(self, channel_id: int, notice: Notice) -> bool:
        posted = True
        for message in notices.posts(notice, await self.language(channel_id)):
            sent = await messaging.post(
                self.client,
                channel_id,
                content=message.content,
                embed=message.embed,
                pings=message.pings,
                budget=self.budget,
            )
            posted = posted and sent is not None
        if isinstance(notice, LateAtTable):  # the penalty changed the match: its board shows it
            place = Place(channel_id, THREAD_BOARD, in_thread=True)
            await self.scoreboards.show(notice.match_id, place)
        return posted
