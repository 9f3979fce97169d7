"""The work of each /league interaction: ask the league service, render, answer.

Each method returns an `Answer` and runs through `answers.respond` like the match commands
(acknowledged in time, refusals private, deliveries reported to the service). Round start
opens a thread per pairing and starts its match there, which takes longer than Discord's
3 seconds: it defers at once, and edits its private placeholder with its progress ("opened 24
of 64 tables..."). The tables are opened by `table_opening.TableOpener`, as a playoff's are: a
round takes about the time the paced budget allows for three requests a table. If Discord fails
half-way, the round is stored and `/league round start` again does only what is missing. Each
thread's first message pings exactly that pairing's players; the round's list in the league
channel pings nobody.
"""

from __future__ import annotations

import asyncio
import io
import json
import logging
import math
import re
import unicodedata
from datetime import datetime
from typing import TYPE_CHECKING, Any

import discord

from bot.app.league import (
    ClockNotice,
    LeagueService,
    LeagueSettings,
    PairingView,
    RoundView,
    dropped_when,
)
from bot.app.match import Actor
from bot.app.match.views import MatchView
from bot.core.errors import MatchError
from bot.core.match.commands import RecordResult, judged_result
from bot.faces.discord import league_render, messaging, render
from bot.faces.discord.answers import Answer, Say, answers, answers_within
from bot.faces.discord.context import actor_for, channel_of
from bot.faces.discord.mentions import Pings
from bot.faces.discord.mentions import name as plain_name
from bot.faces.discord.scoreboard import Place
from bot.faces.discord.table_opening import Opening

if TYPE_CHECKING:
    from bot.faces.discord.client import ArbiterBot

log = logging.getLogger(__name__)
# ASCII digits only: Python's \d also takes other scripts' digits (Arabic-Indic, full-width).
GAMES_PATTERN = re.compile(r"^\s*([0-9])\s*-\s*([0-9])(?:\s*-\s*([0-9]))?\s*$")
# Seconds between two edits of a round start's progress (an interaction edit: not paced).
PROGRESS_EVERY = 2.0


def parse_games(text: str) -> list[int]:
    """ "2-1" or "2-1-0" (first player's game wins, second's, drawn games)."""
    found = GAMES_PATTERN.match(text)
    if found is None:
        raise MatchError("Give the games as wins-wins or wins-wins-draws, e.g. `2-1` or `1-1-1`.")
    return [int(found[1]), int(found[2]), int(found[3] or 0)]


class LeagueActions:
    def __init__(self, bot: ArbiterBot, leagues: LeagueService) -> None:
        self.bot = bot
        self.leagues = leagues

    async def _actor(self, interaction: discord.Interaction) -> Actor:
        return await actor_for(interaction, self.bot.service)

    @answers
    async def create(self, interaction: discord.Interaction, settings: LeagueSettings) -> Answer:
        view = await self.leagues.create(
            guild_id=interaction.guild_id,
            channel_id=channel_of(interaction),
            settings=settings,
            actor=await self._actor(interaction),
            idempotency_key=str(interaction.id),
        )
        summary = league_render.league_summary(view)
        return Answer(Say(f"League created: {summary} Players: /league join."))

    @answers
    async def join(self, interaction: discord.Interaction, name: str | None) -> Answer:
        user = interaction.user
        chosen = name or user.display_name
        if interaction.guild is not None:
            other = await another_members_name(interaction.guild, user.id, chosen)
            if other is not None:
                raise MatchError(
                    f"{plain_name(chosen)} is the name of another member of this server "
                    f"(<@{other.id}>). Join under a name of your own: /league join name:..."
                )
        view = await self.leagues.join(
            channel_id=channel_of(interaction),
            user_id=user.id,
            name=chosen,
            idempotency_key=str(interaction.id),
        )
        return Answer(
            Say(
                f"<@{user.id}> joined {plain_name(view.name)} "
                f"({league_render.count(len(view.active_players), 'player')}).",
                pings=Pings.of([user.id]),
            )
        )

    @answers
    async def drop(
        self, interaction: discord.Interaction, player: discord.abc.User | None
    ) -> Answer:
        actor = await self._actor(interaction)
        name = None
        if player is not None and player.id != interaction.user.id:
            view = await self.leagues.league(channel_id=channel_of(interaction))
            name = next((n for n, u, _ in view.players if u == player.id), None)
            if name is None:
                raise MatchError(f"<@{player.id}> is not registered in this league.")
        view = await self.leagues.drop(
            channel_id=channel_of(interaction),
            actor=actor,
            name=name,
            idempotency_key=str(interaction.id),
        )
        who = player or interaction.user
        return Answer(
            Say(
                f"<@{who.id}> dropped from {plain_name(view.name)} "
                f"{dropped_when(view.rounds_played)}; their results stay."
            )
        )

    @answers
    async def close(self, interaction: discord.Interaction) -> Answer:
        view = await self.leagues.close(
            channel_id=channel_of(interaction),
            actor=await self._actor(interaction),
            idempotency_key=str(interaction.id),
        )
        return Answer(
            Say(
                f"{plain_name(view.name)} is closed after {view.rounds_played} "
                f"round{'' if view.rounds_played == 1 else 's'}: no more "
                "rounds or joins. /league standings and /league export still show it."
            )
        )

    @answers
    async def players(self, interaction: discord.Interaction, page: int = 1) -> Answer:
        view = await self.leagues.league(channel_id=channel_of(interaction))
        return Answer(Say(embed=league_render.players_embed(view, page), private=True))

    @answers
    async def standings(self, interaction: discord.Interaction, page: int) -> Answer:
        channel = channel_of(interaction)
        view = await self.leagues.league(channel_id=channel)
        rows = await self.leagues.standings(channel_id=channel)
        bracket = await self.bot.playoff_actions.bracket(channel)  # None before a playoff
        embed = league_render.standings_embed(view.name, rows, page, kind=view.kind)
        embed.url = await self.bot.web_actions.league_page(channel)  # the full table, live
        return Answer(Say(embed=embed), more=[Say(embed=bracket)] if bracket is not None else [])

    @answers
    async def export(self, interaction: discord.Interaction) -> Answer:
        document = await self.leagues.export(channel_id=channel_of(interaction))
        data = json.dumps(document, indent=2, ensure_ascii=False).encode()
        # The name's Latin letters without their accents ("Otoño": otono), the rest a hyphen.
        letters = unicodedata.normalize("NFKD", str(document.get("name", "league")))
        letters = "".join(c for c in letters if not unicodedata.combining(c))
        slug = re.sub(r"[^a-z0-9]+", "-", letters.lower()).strip("-")
        return Answer(
            Say(
                "The league file: check it with `arbiter standings` and `arbiter pair --seed "
                f"{document.get('seed')}`.",
                file=discord.File(io.BytesIO(data), filename=f"{slug or 'league'}.json"),
                private=True,
            )
        )

    # -- rounds --------------------------------------------------------------------------------

    # Opening a thread per pairing takes a Discord call each (rate limited): defer at once. A
    # refusal still comes privately, in the deferral's private placeholder.
    @answers_within(0.0)
    async def round_start(self, interaction: discord.Interaction) -> Answer:
        actor = await self._actor(interaction)
        channel = channel_of(interaction)
        missing = messaging.missing_for_tables(interaction.app_permissions)
        if missing is not None:
            raise MatchError(missing)
        # A second start here (a resend while "Arbiter is thinking...") waits for the first,
        # then finds its tables started; each table is claimed in the database besides, so
        # a start in another process never opens it twice.
        async with self.leagues.starting(channel):
            await self.leagues.start_round(
                channel_id=channel, actor=actor, idempotency_key=str(interaction.id)
            )
            # A repeated delivery is answered with the round as first stored: open threads
            # only for the tables still unstarted now.
            view = await self.leagues.round_status(channel_id=channel)
            progress = _Progress(interaction, view, len(view.pairings) - len(view.unstarted))
            try:
                await self.bot.table_opener.open(
                    view.unstarted, _opening(channel, view), actor=actor, started=progress.started
                )
            except MatchError as error:  # Discord refused a step: the round can resume
                view = await self.leagues.round_status(channel_id=channel)
                started = len(view.pairings) - len(view.unstarted)
                return Answer(
                    Say(
                        f"Round {view.number}: {started} of {len(view.pairings)} matches "
                        f"started. {error.message} Run /league round start again to start "
                        "the rest; nothing started is started twice."
                    )
                )
        view = await self.leagues.round_status(channel_id=channel)
        if view.unstarted:  # claimed by another start (another process, or one that died)
            tables = ", ".join(str(p.table) for p in view.unstarted)
            return Answer(  # not a refusal: the request was stored (the round, as it is)
                Say(
                    f"Round {view.number} is being started by another /league round start "
                    f"(table {tables}); nothing was started twice. If that start stopped, "
                    "Arbiter finishes it within a few minutes, or run /league round start "
                    "again then.",
                    private=True,
                )
            )
        # The players are pinged in their threads; the list here only shows the mentions.
        heading = f"Round {view.number} pairings"
        page = await self.bot.web_actions.league_page(channel)
        messages = league_render.round_messages(view, heading, web_page=page)
        return Answer(Say(messages[0]), more=[Say(text) for text in messages[1:]])

    async def resume_round(self, channel_id: int, number: int, now: datetime | None) -> None:
        """Finish the tables of round `number` whose start died (the clock's recovery: no
        organiser waits for this; what cannot be done now is logged, for the next tick or
        /league round start)."""
        opener = self.bot.table_opener
        try:
            view = await self.leagues.round_of(channel_id=channel_id, number=number)
            await opener.open(
                view.unstarted, _opening(channel_id, view), actor=opener.league_actor(), now=now
            )
        except MatchError as error:
            log.warning("round %s in channel %s not finished: %s", number, channel_id, error)

    @answers
    async def round_status(self, interaction: discord.Interaction) -> Answer:
        view = await self.leagues.round_status(channel_id=channel_of(interaction))
        heading = f"Round {view.number}: {len(view.unfinished)} unfinished"
        messages = league_render.round_messages(view, heading)
        return Answer(
            Say(messages[0], private=True), more=[Say(t, private=True) for t in messages[1:]]
        )

    @answers
    async def round_repair(self, interaction: discord.Interaction) -> Answer:
        view = await self.leagues.repair_round(
            channel_id=channel_of(interaction),
            actor=await self._actor(interaction),
            idempotency_key=str(interaction.id),
        )
        messages = league_render.round_messages(view, f"Round {view.number} paired again")
        return Answer(Say(messages[0]), more=[Say(text) for text in messages[1:]])

    @answers
    async def result(
        self,
        interaction: discord.Interaction,
        round_number: int,
        table: int,
        games: str | None,
        winner: discord.abc.User | None,
        draw: bool,
        *,
        close_live: bool = False,
    ) -> Answer:
        """A judge's result for one table. If its match is still being played, the judge
        chooses: refused (the players finish it), or the match is closed and its thread told,
        so the thread and the standings never disagree."""
        channel = channel_of(interaction)
        if await self.bot.playoffs.has_playoff(channel_id=channel):  # `round`: a playoff round
            return await self.bot.playoff_actions.result(
                interaction, round_number, table, games, winner, draw
            )
        record: dict[str, Any]
        league = await self.leagues.league(channel_id=channel)
        if league.kind == "pods" and games is not None:
            raise MatchError(
                "This is a pods league: give the pod's `winner` (e.g. winner:@alice), or "
                "`draw:true`; `games` is for swiss leagues."
            )
        if league.kind != "pods" and (winner is not None or draw):
            raise MatchError(
                "This is a swiss league: give the match's `games`, e.g. games:2-1 (the first "
                "player's game wins, the second's, then any drawn games); `winner` and `draw` "
                "are for pods."
            )
        if games is not None:
            record = {"games": parse_games(games)}
        elif draw:
            record = {"draw": True}
        elif winner is not None:
            name = next((n for n, u, _ in league.players if u == winner.id), None)
            if name is None:
                raise MatchError(f"<@{winner.id}> is not registered in this league.")
            record = {"winner": name}
        else:
            raise MatchError("Give `games` (swiss, e.g. 2-1), or `winner` or `draw` (pods).")
        actor = await self._actor(interaction)
        view = await self.leagues.fix_result(
            channel_id=channel,
            actor=actor,
            round_number=round_number,
            table=table,
            record=record,
            close_live=close_live,
            idempotency_key=str(interaction.id),
        )
        fixed = next(p for p in view.pairings if p.table == table)
        line = league_render.pairing_line(fixed)
        live = await self._live_match(channel, round_number, table) if close_live else None
        if live is not None:
            judged = judged_result(record, fixed.players, live.teams)
            await close_live_match(
                self.bot,
                live,
                judged,
                actor,
                interaction,
                f"A judge recorded this table's result for the league: {line}",
            )
        self.bot.rating_actions.fixed(fixed.match_id)
        return Answer(Say(f"Fixed by a judge: {line}"))

    async def _live_match(self, channel: int, round_number: int, table: int) -> MatchView | None:
        """The table's match if it is still being played."""
        try:
            view = await self.leagues.round_of(channel_id=channel, number=round_number)
        except MatchError:
            return None  # the fix itself says what is wrong
        pairing = next((p for p in view.pairings if p.table == table), None)
        if pairing is None or pairing.match_id is None:
            return None
        match = await self.bot.service.match(pairing.match_id)
        return match if match.status == "active" else None

    # -- the clock -----------------------------------------------------------------------------

    async def post_clock_notices(self, now: datetime | None = None) -> list[ClockNotice]:
        """Post every warning and time call that is due, and those that failed before (the
        client runs this every 30 s); each post is reported back, to be tried again if
        Discord did not take it."""
        notices = await self.leagues.clock(now)
        for notice in notices:
            posted: list[int] = []
            try:
                await self._post_notice(notice, posted, now or discord.utils.utcnow())
            finally:
                failed = [post for post in notice.posts if post not in posted]
                await self.leagues.clock_done(posted=posted, failed=failed)
        return notices

    async def _post_notice(self, notice: ClockNotice, posted: list[int], now: datetime) -> None:
        """Post the notice; the ids of its posts that Discord took go in `posted`."""
        if notice.minutes_left is not None:
            # The time really left: a warning is posted late after a restart or a refusal
            # (at 7 minutes left, not "10 minutes left"), and not at all once time is up.
            left = math.ceil((notice.deadline - now).total_seconds() / 60)
            if left <= 0 and notice.channel_post is not None:
                posted.append(notice.channel_post)  # nothing true to say any more
                return
            tables = ", ".join(str(p.table) for p in notice.unfinished)
            noun = "table" if len(notice.unfinished) == 1 else "tables"
            if notice.channel_post is not None and await messaging.post(
                self.bot,
                notice.channel_id,
                content=f"Round {notice.round_number}: {left} minute{'' if left == 1 else 's'} "
                f"left ({noun} {tables} still playing).",
            ):
                posted.append(notice.channel_post)
            return
        for post, pairing in notice.table_posts:
            if pairing.thread_id is None:
                continue
            mentions = " ".join(f"<@{u}>" for u in pairing.user_ids if u)
            ended = await self._end_between_games(pairing)
            text = notice.procedure if ended is None else ended
            if await messaging.post(
                self.bot,
                pairing.thread_id,
                content=f"{mentions} {text}",
                pings=Pings.of(pairing.user_ids),
            ):
                posted.append(post)
        if notice.channel_post is not None and await messaging.post(
            self.bot,
            notice.channel_id,
            content=f"Round {notice.round_number}: time. Unfinished tables were told the "
            "end-of-round procedure.",
        ):
            posted.append(notice.channel_post)

    async def _end_between_games(self, pairing: PairingView) -> str | None:
        """At time, a table between games (the next game not begun: no choice of play or
        draw, nothing reported) plays no new game (MTG MTR 2.4; GA, end of round): its match
        ends now on the games won, so no game begun after time can decide it. What to tell
        the table; None if a game was under way (the end-of-round procedure applies)."""
        if pairing.match_id is None or pairing.thread_id is None:
            return None
        match = await self.bot.service.match(pairing.match_id)
        game = match.game
        if match.status != "active" or game.number == 1 or game.choice or game.reports:
            return None
        assert self.bot.user is not None
        ended = await self.bot.service.propose(
            channel_id=pairing.thread_id,
            actor=Actor(user_id=self.bot.user.id, is_judge=True),
            kind="match_end",
            idempotency_key=f"league-time:{pairing.match_id}",
        )
        return (
            f"Time: game {game.number} had not begun, and no new game starts after time. "
            f"The match ends on the games played: {ended.score_text}. Nothing more is "
            "reported here."
        )


def _opening(channel_id: int, view: RoundView) -> Opening[PairingView]:
    """A round's tables, opened in its league channel `channel_id`."""
    return Opening(
        channel_id=channel_id,
        thread_name=lambda pairing: league_render.thread_name(view, pairing),
        welcome=lambda pairing, match: league_render.table_welcome(
            view, pairing, match.id, match.best_of
        ),
    )


class _Progress:
    """A round start's progress in its private placeholder, at most every `PROGRESS_EVERY`."""

    def __init__(self, interaction: discord.Interaction, view: RoundView, started: int) -> None:
        self.interaction = interaction
        self.number = view.number
        self.total = len(view.pairings)
        self.done = started
        self.shown_at = asyncio.get_running_loop().time()

    async def started(self) -> None:
        self.done += 1
        now = asyncio.get_running_loop().time()
        if now - self.shown_at < PROGRESS_EVERY or self.done >= self.total:
            return
        if not self.interaction.response.is_done():  # not deferred yet: nothing to edit
            return
        self.shown_at = now
        try:
            await self.interaction.edit_original_response(
                content=f"Round {self.number}: opened {self.done} of {self.total} tables..."
            )
        except discord.HTTPException:
            log.info("could not show the progress of round %s", self.number, exc_info=True)


# How long a join waits for Discord's member search before going ahead without it.
MEMBER_SEARCH_SECONDS = 2.0


async def another_members_name(
    guild: discord.Guild, user_id: int, name: str
) -> discord.Member | None:
    """A member of `guild` other than `user_id` who goes by `name` (ignoring case): their
    server nickname, display name or username. Found with the gateway's member search by
    name (Arbiter has no members intent, so no member list); if Discord does not answer in
    time, nobody is found and the join goes ahead."""
    try:
        found = await asyncio.wait_for(
            guild.query_members(query=name, limit=100, cache=False), MEMBER_SEARCH_SECONDS
        )
    except (TimeoutError, discord.ClientException, RuntimeError):
        log.info("member search for a league join did not answer", exc_info=True)
        return None
    wanted = name.casefold()
    for member in found:
        names = (member.nick, member.display_name, member.global_name, member.name)
        if member.id != user_id and any(n and n.casefold() == wanted for n in names):
            return member
    return None


async def close_live_match(
    bot: ArbiterBot,
    live: MatchView,
    result: RecordResult,
    actor: Actor,
    interaction: discord.Interaction,
    told: str,
) -> MatchView:
    """A judge's league or playoff result on a match still being played: the match ends with
    it at once, its board in the table's thread shows it, and the thread is told (`told`,
    then the result). Closed once per interaction (its id names the close in the request log):
    a second delivery of the same interaction gets the closed match back as a repeat and
    tells the thread nothing more."""
    closed = await bot.service.record_result(
        channel_id=live.channel_id,
        actor=Actor(user_id=actor.user_id, is_judge=True),
        result=result,
        idempotency_key=f"live-close:{interaction.id}",
    )
    # The thread inherits the league channel's permissions.
    place = Place(live.channel_id, interaction.app_permissions, in_thread=True)
    await bot.scoreboards.show(closed.id, place, closed)
    if not closed.duplicate:
        await messaging.post(
            bot,
            live.channel_id,
            content=f"{told}. The match is closed; nothing more is reported here.\n"
            + render.result_text(closed),
        )
    return closed
