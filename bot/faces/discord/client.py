"""ArbiterBot: the discord.py client that owns the database, the service and the commands."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import tempfile
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.judges import Judges
from bot.app.league import LeagueService
from bot.app.league.playoffs import PlayoffService
from bot.app.match import MatchService
from bot.app.ratings import RatingService
from bot.app.runtime import Database, Services, build_services, prepare
from bot.config import Settings
from bot.faces.discord.actions import Actions, report_failure
from bot.faces.discord.answers import Answering
from bot.faces.discord.chat_reports import ChatReports
from bot.faces.discord.cogs.admin import AdminCommands
from bot.faces.discord.cogs.judges import PrecedentCommands
from bot.faces.discord.cogs.league import LeagueCommands
from bot.faces.discord.cogs.match import MatchCommands
from bot.faces.discord.cogs.quick_rulings import QuickRulingCommands
from bot.faces.discord.cogs.ratings import RatingCommands, RatingSeasonCommands
from bot.faces.discord.cogs.reports import BatchCommands, ReportCommands
from bot.faces.discord.cogs.rulings import RulingCommands
from bot.faces.discord.command_registration import sync_if_changed
from bot.faces.discord.command_words import CommandWords
from bot.faces.discord.components import PERSISTENT_ITEMS
from bot.faces.discord.event_actions import EventActions
from bot.faces.discord.floor_actions import FloorActions
from bot.faces.discord.floor_components import FLOOR_ITEMS
from bot.faces.discord.judge_actions import JudgeActions
from bot.faces.discord.judge_components import JUDGE_ITEMS
from bot.faces.discord.league_actions import LeagueActions
from bot.faces.discord.pacing import Budget, InvalidRequests
from bot.faces.discord.panel_actions import Panels
from bot.faces.discord.panel_items import PANEL_ITEMS
from bot.faces.discord.phone_actions import PhoneActions
from bot.faces.discord.playoff_actions import PlayoffActions
from bot.faces.discord.ports import DiscordPorts
from bot.faces.discord.quick_ruling_actions import QuickRulings
from bot.faces.discord.rating_actions import RatingActions
from bot.faces.discord.scoreboard import OpenPanelButton, Scoreboards
from bot.faces.discord.web_actions import WebActions

if TYPE_CHECKING:
    from bot.faces.web.server import WebServer

log = logging.getLogger(__name__)
CLOCK_SECONDS = 30


class ArbiterTree(app_commands.CommandTree["ArbiterBot"]):
    async def on_error(
        self, interaction: discord.Interaction[ArbiterBot], error: app_commands.AppCommandError, /
    ) -> None:
        # Errors raised before a command runs (option conversion, checks) end up here.
        cause = error.original if isinstance(error, app_commands.CommandInvokeError) else error
        await report_failure(interaction.client.answering, interaction, cause)


async def offline_tree() -> app_commands.CommandTree[ArbiterBot]:
    """The command tree as the bot registers it, built without Discord and without opening a
    database (the commands catalogue is extracted from it: bot.faces.catalogue)."""
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite+aiosqlite:///{folder}/unopened.db"
        settings = Settings(_env_file=None, database_url=url)  # type: ignore[call-arg]
        bot = ArbiterBot(settings, sync_commands=False)
        await bot.add_commands()
        await bot.database.close()
    return bot.tree


class ArbiterBot(commands.AutoShardedBot):
    def __init__(
        self, settings: Settings, *, sync_commands: bool = True, freeze_heap: bool = False
    ) -> None:
        """`freeze_heap`: once started, move what start-up built out of the garbage collector's
        way (`arbiter run` sets it; see setup_hook)."""
        intents = discord.Intents.none()
        intents.guilds = True  # channels, threads and roles for permissions; no message content
        # Quick rulings answer messages that mention Arbiter and DMs: Discord sends the text of
        # those without the privileged message-content intent.
        intents.guild_messages = True
        intents.dm_messages = True
        # discord.py takes shard_ids only as a list: leave it out to let it choose.
        sharding: dict[str, Any] = {}
        if settings.shard_ids is not None:
            sharding["shard_ids"] = settings.shard_ids
        # Every bot-token call in `messaging` waits for a turn in this budget; the trace counts
        # Discord's 401, 403 and 429 answers on the session (bot token and interactions).
        invalid = InvalidRequests(
            warn_at=settings.invalid_requests_warn, stop_at=settings.invalid_requests_stop
        )
        budget = Budget(
            settings.rest_rate_share,
            channel_limit=settings.rest_channel_limit,
            channel_window=settings.rest_channel_window,
            invalid=invalid,
        )
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            tree_cls=ArbiterTree,
            shard_count=settings.shard_count,
            **sharding,
            help_command=None,
            allowed_mentions=discord.AllowedMentions.none(),
            http_trace=invalid.trace(),
        )
        self.budget = budget
        self.settings = settings
        self.sync_commands = sync_commands
        self.freeze_heap = freeze_heap
        self.database = Database(
            settings.database_url,
            pool_size=settings.database_pool_size,
            max_overflow=settings.database_max_overflow,
        )
        # Failures that were not refusals; tests assert this stays empty.
        self.unexpected_errors: list[BaseException] = []
        self._clock: asyncio.Task[None] | None = None
        self._compose()
        # WEB_PORT: the web pages from this process's own event loop (one machine); a phone's
        # tap there wakes the outbox at once.
        self.web: WebServer | None = None
        if settings.web_port:
            # aiohttp.web and Jinja2 are imported only by a bot that serves the pages.
            from bot.faces.web.server import WebServer

            self.web = WebServer(settings, on_phone_change=self.phone_actions.wake)

    def _compose(self) -> None:
        """The composition root: the application's services over this client's ports, and
        each face object given the services it needs (none reaches them through the bot)."""
        errors = self.unexpected_errors
        # Arbiter reports whether each answer reached Discord, so the service recognises a
        # command sent again because its answer was lost (bot.store.requests).
        matches = MatchService(self.database, recognise_retries=True)
        self.scoreboards = Scoreboards(self, matches, errors)
        ports = DiscordPorts(self, self.scoreboards)
        services = build_services(self.database, ports, matches=matches, on_error=errors.append)
        self.services: Services = services
        answering = Answering(services.matches, errors)
        self.answering = answering
        web = WebActions(answering, services.matches, services.links, self.settings.web_base_url)
        self.web_actions = web  # WEB_BASE_URL, for a test to set
        self.actions = Actions(answering, self, services, scoreboards=self.scoreboards, web=web)
        playoffs = PlayoffActions(answering, services)
        leagues = LeagueActions(
            answering, services, playoffs=playoffs, scoreboards=self.scoreboards, web=web
        )
        ratings = RatingActions(answering, services, web)
        rulings = QuickRulings(answering, self, services.matches)
        # /match phone, and what players' phones changed, shown here from the outbox as a
        # slash command's answer is (the board's pacing, what follows a committed change).
        self.phone_actions = PhoneActions(
            answering,
            self,
            services,
            scoreboards=self.scoreboards,
            web=web,
            shards=self._shards(),
            errors=errors,
        )
        # Quick rulings Arbiter cannot give go to the server's judges; answers are precedents.
        self.judge_actions = JudgeActions(
            self, Judges(self.database, services.matches), services.matches
        )
        rulings.judge_actions = self.judge_actions
        self.floor_actions = FloorActions(answering, services, self)
        self.actions.judge_actions = self.judge_actions
        self.panels = Panels(answering, services.matches, self.actions)  # /match panel
        rulings.reports = ChatReports(
            answering, self, self.actions, lambda user_id: rulings.limiter.admit(user_id)[0]
        )
        self._cogs = (
            MatchCommands(self.actions, web, self.panels, self.phone_actions),
            ReportCommands(self.actions),
            BatchCommands(self.actions),
            RulingCommands(self.actions, answering),
            QuickRulingCommands(self.tree, rulings),
            PrecedentCommands(self),
            AdminCommands(self.actions),
            LeagueCommands(
                leagues,
                playoffs,
                web,
                self.floor_actions,
                EventActions(answering, self, services, self.scoreboards),
            ),
            RatingCommands(ratings),
            RatingSeasonCommands(ratings),
        )

    def _shards(self) -> tuple[int, list[int]] | None:
        """This process's shards (count, ids) when the bot runs several, else None."""
        settings = self.settings
        if not settings.shard_count or settings.shard_count < 2 or settings.shard_ids is None:
            return None
        return settings.shard_count, list(settings.shard_ids)

    def unpaced(self) -> None:
        """No Discord rate limits to keep (the console's offline Discord): every request goes
        at once, and boards are redrawn at once."""
        self.scoreboards.min_interval = 0.0
        self.budget.unpaced()

    def console_reads(self) -> tuple[LeagueService, PlayoffService]:
        """What `arbiter console` is given to read when it starts again on a database: its
        league's threads and people (Console.restore)."""
        return self.services.leagues, self.services.playoffs

    # What tests and the console read of the services (the composition root's own handles).
    @property
    def service(self) -> MatchService:
        return self.services.matches

    @property
    def leagues(self) -> LeagueService:
        return self.services.leagues

    @property
    def playoffs(self) -> PlayoffService:
        return self.services.playoffs

    @property
    def ratings(self) -> RatingService:
        return self.services.ratings

    async def setup_hook(self) -> None:
        for problem in await prepare(self.database):
            log.warning("%s (see the README: PostgreSQL in production)", problem)
        await self.add_commands()
        self.add_dynamic_items(
            *PERSISTENT_ITEMS, *JUDGE_ITEMS, *FLOOR_ITEMS, *PANEL_ITEMS, OpenPanelButton
        )
        self.services.ratings.catch_up_later()  # matches finished but not rated yet
        self._clock = asyncio.create_task(self._run_league_clock())
        if self.settings.web_base_url:  # phone links exist only with an address for them
            self.phone_actions.start()
        if self.web is not None:
            try:
                await self.web.start()
            except OSError as error:  # the port is taken: the bot itself runs on
                log.error("cannot serve the web pages on port %s: %s", self.web.port, error)
                await self.web.stop()
                self.web = None
        if self.sync_commands:
            await sync_if_changed(self)
        if self.freeze_heap:
            # About 200,000 objects exist once started (modules, catalogues, compiled patterns,
            # SQLAlchemy's tables) and live as long as the process. A full collection walks all
            # of them: 0.2 to 0.5 s on a busy machine, long enough to eat into Discord's 3 s for
            # the interaction it falls in. Frozen, they are never walked again; a full
            # collection then takes milliseconds (benchmarks/heap.py, docs/performance.md).
            gc.collect()
            gc.freeze()

    async def add_commands(self) -> None:
        """The slash commands and menus, worded in each user's language (command_words)."""
        for cog in self._cogs:
            await self.add_cog(cog)
        await self.tree.set_translator(CommandWords())

    async def on_message(self, message: discord.Message, /) -> None:
        """Arbiter has no text commands: a message that mentions it is a quick ruling (the
        QuickRulingCommands listener), never parsed as a command, which would log a
        CommandNotFound for every mention."""

    async def _run_league_clock(self) -> None:
        """Every 30 s: the league clock's tick (bot.app.league.ticks)."""
        while True:
            await asyncio.sleep(CLOCK_SECONDS)
            await self.services.clock.tick()

    async def close(self) -> None:
        if self._clock is not None:  # stopped first, and waited for: a tick cancelled inside a
            self._clock.cancel()  # transaction rolls back before the database below closes
            with contextlib.suppress(asyncio.CancelledError):
                await self._clock
            self._clock = None
        await self.phone_actions.close()
        await self.panels.close()  # taps still adding up are reported first
        await self.scoreboards.close()
        await self.services.ratings.close()
        await self.budget.close()
        if self.web is not None:
            await self.web.stop()
        await super().close()
        await self.database.close()
