"""The work of each /league interaction: ask the league service, render, answer.

Each method returns an `Answer` and runs through `answers.respond` like the match commands
(acknowledged in time, refusals private, deliveries reported to the service). Round start
opens a thread per pairing and starts its match there, which takes longer than Discord's
3 seconds: it defers at once. If Discord fails half-way, the round is stored and `/league
round start` again starts only what is missing. Each thread's first message pings exactly
that pairing's players; the round's list in the league channel pings nobody.
"""

from __future__ import annotations

import io
import json
import logging
import re
from datetime import datetime
from typing import TYPE_CHECKING, Any

import discord

from bot.discord_face import league_render, messaging, render
from bot.discord_face.answers import Answer, Say, answers, answers_within
from bot.discord_face.context import actor_for, channel_of
from bot.discord_face.mentions import Pings
from bot.discord_face.mentions import name as plain_name
from bot.matches.errors import MatchError
from bot.matches.leagues import ClockNotice, LeagueService, LeagueSettings, RoundView
from bot.matches.leagues.clock import unposted
from bot.matches.service import Actor

if TYPE_CHECKING:
    from bot.discord_face.client import ArbiterBot

log = logging.getLogger(__name__)
GAMES_PATTERN = re.compile(r"^\s*(\d)\s*-\s*(\d)(?:\s*-\s*(\d))?\s*$")


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
        view = await self.leagues.join(
            channel_id=channel_of(interaction),
            user_id=user.id,
            name=name or user.display_name,
            idempotency_key=str(interaction.id),
        )
        return Answer(
            Say(
                f"<@{user.id}> joined {plain_name(view.name)} "
                f"({len(view.active_players)} players).",
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
                f"<@{who.id}> dropped from {plain_name(view.name)} after round "
                f"{view.rounds_played}; their results stay."
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
        return Answer(Say(embed=league_render.standings_embed(view.name, rows, page)))

    @answers
    async def export(self, interaction: discord.Interaction) -> Answer:
        document = await self.leagues.export(channel_id=channel_of(interaction))
        data = json.dumps(document, indent=2, ensure_ascii=False).encode()
        slug = re.sub(r"[^a-z0-9]+", "-", str(document.get("name", "league")).lower()).strip("-")
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
        await self.leagues.start_round(
            channel_id=channel, actor=actor, idempotency_key=str(interaction.id)
        )
        # A repeated delivery is answered with the round as first stored: open threads only
        # for the tables still unstarted now.
        view = await self.leagues.round_status(channel_id=channel)
        try:
            await self._start_pairings(interaction, view, actor)
        except MatchError as error:  # e.g. Discord refused a thread: the round can resume
            view = await self.leagues.round_status(channel_id=channel)
            started = len(view.pairings) - len(view.unstarted)
            return Answer(
                Say(
                    f"Round {view.number}: {started} of {len(view.pairings)} matches started. "
                    f"{error.message} Run /league round start again to start the rest."
                )
            )
        view = await self.leagues.round_status(channel_id=channel)
        # The players are pinged in their threads; the list here only shows the mentions.
        messages = league_render.round_messages(view, f"Round {view.number} pairings")
        return Answer(Say(messages[0]), more=[Say(text) for text in messages[1:]])

    async def _start_pairings(
        self, interaction: discord.Interaction, view: RoundView, actor: Actor
    ) -> None:
        """A thread and a match per pairing not yet started, and the players pinged there."""
        for pairing in view.unstarted:
            names = " vs ".join(pairing.players)
            thread_id = await messaging.open_thread(
                self.bot,
                channel_of(interaction),
                f"Round {view.number} · Table {pairing.table}: {names}",
            )
            match = await self.leagues.start_pairing(
                pairing_id=pairing.id,
                thread_id=thread_id,
                guild_id=interaction.guild_id,
                actor=actor,
            )
            mentions = " ".join(f"<@{u}>" for u in pairing.user_ids if u)
            await messaging.post(
                self.bot,
                thread_id,
                content=(
                    f"{mentions} Round {view.number}, table {pairing.table}: your match is "
                    f"#{match.id}, best of {match.best_of}. Time {league_render.timestamp(view)}. "
                    "Report here as usual; the result counts for the league by itself."
                ),
                pings=Pings.of(pairing.user_ids),
            )
            message_id = await messaging.post(self.bot, thread_id, embed=render.scoreboard(match))
            if message_id is not None:
                await self.bot.service.set_scoreboard(match_id=match.id, message_id=message_id)

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
    ) -> Answer:
        channel = channel_of(interaction)
        record: dict[str, Any]
        if games is not None:
            record = {"games": parse_games(games)}
        elif draw:
            record = {"draw": True}
        elif winner is not None:
            league = await self.leagues.league(channel_id=channel)
            name = next((n for n, u, _ in league.players if u == winner.id), None)
            if name is None:
                raise MatchError(f"<@{winner.id}> is not registered in this league.")
            record = {"winner": name}
        else:
            raise MatchError("Give `games` (swiss, e.g. 2-1), or `winner` or `draw` (pods).")
        view = await self.leagues.fix_result(
            channel_id=channel,
            actor=await self._actor(interaction),
            round_number=round_number,
            table=table,
            record=record,
            idempotency_key=str(interaction.id),
        )
        fixed = next(p for p in view.pairings if p.table == table)
        self.bot.rating_actions.fixed(fixed.match_id)
        return Answer(Say(f"Fixed by a judge: {league_render.pairing_line(fixed)}"))

    # -- the clock -----------------------------------------------------------------------------

    async def post_clock_notices(self, now: datetime | None = None) -> list[ClockNotice]:
        """Post every warning and time call that is due (the client runs this every 30 s)."""
        notices = await self.leagues.clock(now)
        for notice in notices:
            self.leagues.retry(await self._post_notice(notice))  # what failed: next tick
        return notices

    async def _post_notice(self, notice: ClockNotice) -> ClockNotice | None:
        """Post the notice; what could not be posted, to try again (None: all posted)."""
        if notice.minutes_left is not None:
            tables = ", ".join(str(p.table) for p in notice.unfinished)
            posted = await messaging.post(
                self.bot,
                notice.channel_id,
                content=f"Round {notice.round_number}: {notice.minutes_left} minutes left "
                f"(tables {tables} still playing).",
            )
            return unposted(notice, channel_told=posted is not None)
        untold = []
        for pairing in notice.unfinished:
            if pairing.thread_id is None:
                continue
            mentions = " ".join(f"<@{u}>" for u in pairing.user_ids if u)
            posted = await messaging.post(
                self.bot,
                pairing.thread_id,
                content=f"{mentions} {notice.procedure}",
                pings=Pings.of(pairing.user_ids),
            )
            if posted is None:
                untold.append(pairing)
        told = notice.channel_told
        if not told:
            told = None is not await messaging.post(
                self.bot,
                notice.channel_id,
                content=f"Round {notice.round_number}: time. Unfinished tables were told the "
                "end-of-round procedure.",
            )
        return unposted(notice, channel_told=told, untold=tuple(untold))
