"""The work of each /league playoff interaction, and the playoff's own moves: opening a thread
and a match per playoff match, starting the next round once its matches are known, and
announcing the champion.

Like a round start, a playoff start opens one thread per match (slow) through
`table_opening.TableOpener`, so that each match is opened once whoever asks (the organiser, a
command delivered twice, the last match of a round ending, the clock, another process): it
defers at once, and a start that Discord stopped half-way resumes with `/league playoff next`.
Each thread's first message pings exactly its players; each round's list in the league channel
is posted once and pings nobody, and the champion's announcement pings the champion.
"""

from __future__ import annotations

import logging
from datetime import datetime
from typing import TYPE_CHECKING, Any

import discord

from bot.app.league.playoffs import PlayoffService, PlayoffTable, PlayoffView
from bot.app.match import Actor
from bot.app.match.views import MatchView
from bot.core.errors import MatchError
from bot.core.match.commands import judged_result
from bot.faces.discord import league_render, messaging, playoff_render
from bot.faces.discord.answers import Answer, Say, answers, answers_within
from bot.faces.discord.context import actor_for, channel_of
from bot.faces.discord.league_actions import close_live_match, parse_games
from bot.faces.discord.mentions import Pings
from bot.faces.discord.mentions import name as plain_name
from bot.faces.discord.table_opening import Opening

if TYPE_CHECKING:
    from bot.faces.discord.client import ArbiterBot

log = logging.getLogger(__name__)


class PlayoffActions:
    def __init__(self, bot: ArbiterBot, playoffs: PlayoffService) -> None:
        self.bot = bot
        self.playoffs = playoffs

    @answers_within(0.0)
    async def start(
        self, interaction: discord.Interaction, size: int, round_minutes: int | None
    ) -> Answer:
        actor = await actor_for(interaction, self.bot.service)
        channel = channel_of(interaction)
        missing = messaging.missing_for_tables(interaction.app_permissions)
        if missing is not None:
            raise MatchError(missing)
        async with self.bot.leagues.starting(channel):  # see `_started`
            await self.playoffs.start(
                channel_id=channel,
                actor=actor,
                size=size,
                round_minutes=round_minutes,
                idempotency_key=str(interaction.id),
            )
            view = await self.playoffs.status(channel_id=channel)  # a repeat: what is left
            return await self._started(channel, view, actor, "Playoff")

    @answers_within(0.0)
    async def next_round(self, interaction: discord.Interaction) -> Answer:
        actor = await actor_for(interaction, self.bot.service)
        channel = channel_of(interaction)
        async with self.bot.leagues.starting(channel):  # see `_started`
            view = await self.playoffs.advance(
                channel_id=channel, actor=actor, idempotency_key=str(interaction.id)
            )
            return await self._started(channel, view, actor, "Playoff")

    @answers
    async def status(self, interaction: discord.Interaction) -> Answer:
        view = await self.playoffs.status(channel_id=channel_of(interaction))
        return Answer(Say(embed=playoff_render.bracket_embed(view), private=True))

    async def bracket(self, channel_id: int) -> discord.Embed | None:
        """The bracket for /league standings (None before the playoff)."""
        if not await self.playoffs.has_playoff(channel_id=channel_id):
            return None
        return playoff_render.bracket_embed(await self.playoffs.status(channel_id=channel_id))

    async def result(
        self,
        interaction: discord.Interaction,
        round_number: int,
        table: int,
        games: str | None,
        winner: discord.abc.User | None,
        draw: bool,
    ) -> Answer:
        """/league result once the playoff has begun: `round` is the playoff round. A swiss
        match gets a winner (with its games, or the games played so far); a pod its winner or
        a draw (its highest seed goes on). A round it completes starts at once."""
        channel = channel_of(interaction)
        record: dict[str, Any] = {}
        if games is not None:
            record["games"] = parse_games(games)
        if draw:
            record["draw"] = True
        if winner is not None:
            league = await self.bot.leagues.league(channel_id=channel)
            name = next((n for n, u, _ in league.players if u == winner.id), None)
            if name is None:
                raise MatchError(f"<@{winner.id}> is not registered in this league.")
            record["winner"] = name
        if not record:
            raise MatchError(
                "Give the `winner` (and the `games` if you like; swiss), or `winner` or `draw` "
                "(pods)."
            )
        actor = await actor_for(interaction, self.bot.service)
        async with self.bot.leagues.starting(channel):  # see `_started`
            return await self._fixed(interaction, round_number, table, record, actor)

    async def _fixed(
        self,
        interaction: discord.Interaction,
        round_number: int,
        table: int,
        record: dict[str, Any],
        actor: Actor,
    ) -> Answer:
        """Store a judge's playoff result, close its match if it is still being played, tell
        its thread, and start the round it completes."""
        channel = channel_of(interaction)
        view = await self.playoffs.fix_result(
            channel_id=channel,
            actor=actor,
            round_number=round_number,
            table=table,
            record=record,
            idempotency_key=str(interaction.id),
        )
        fixed = next(t for t in view.round(round_number) if t.table == table)
        said = Say(f"Recorded by a judge: {playoff_render.table_line(fixed)}")
        more: list[Say] = []
        told = f"A judge recorded the result: {playoff_render.table_line(fixed)}"
        closed = await self._close_live(fixed, record, actor, interaction, told)
        if closed is None and fixed.thread_id is not None and not view.duplicate:
            # Told once: a second delivery of this interaction (a repeat) tells nothing.
            await messaging.post(self.bot, fixed.thread_id, content=told)
        self.bot.rating_actions.fixed(fixed.match_id)  # rated with the judge's winner
        if view.unstarted or view.champion is not None:
            followed = await self._started(channel, view, actor, "Playoff")
            more = [followed.say, *followed.more]
        return Answer(said, more=more)

    async def _close_live(
        self,
        table: PlayoffTable,
        record: dict[str, Any],
        actor: Actor,
        interaction: discord.Interaction,
        told: str,
    ) -> MatchView | None:
        """A judge's record of a match still being played (e.g. level in its final game) is
        how it ends: the match is closed at once with the judge's result, so its thread and
        the bracket agree, and the thread is told (`told`). The closed match, or None if it
        was not being played."""
        if table.match_id is None:
            return None
        match = await self.bot.service.match(table.match_id)
        if match.status != "active":
            return None
        judged = judged_result(record, table.players, match.teams)
        return await close_live_match(self.bot, match, judged, actor, interaction, told)

    async def _started(
        self,
        channel_id: int,
        view: PlayoffView,
        actor: Actor,
        heading: str,
    ) -> Answer:
        """Open what is unstarted in the current round and say so (or crown the champion).
        Each table is claimed in the database (bot.app.league.table_starts), so a repeat or
        another process never opens one twice. Callers hold the league's `starting` lock from
        before their write: in this process a repeat waits for the first delivery's tables,
        then shows them as the first did."""
        if view.champion is not None:
            crowned = self._champion(view)
            if crowned is not None and await self.playoffs.claim_champion(channel_id=channel_id):
                return crowned
            return Answer(Say(embed=playoff_render.bracket_embed(view), private=True))
        try:
            await self._open_tables(view, actor)
        except MatchError as error:  # e.g. Discord refused a thread: /league playoff next
            view = await self.playoffs.status(channel_id=channel_id)
            started = len(view.current) - len(view.unstarted)
            return Answer(
                Say(
                    f"Playoff {view.round_name(view.round_number)}: {started} of "
                    f"{len(view.current)} matches started. {error.message} Run /league playoff "
                    "next to start the rest; nothing started is started twice."
                )
            )
        view = await self.playoffs.status(channel_id=channel_id)
        if view.unstarted:  # held by another start (a delivery, the clock, another process)
            tables = ", ".join(str(t.table) for t in view.unstarted)
            return Answer(
                Say(
                    f"Playoff {view.round_name(view.round_number)} is being started elsewhere "
                    f"(table {tables}); nothing was started twice. Its list is posted here "
                    "when it is done.",
                    private=True,
                )
            )
        messages = playoff_render.round_messages(view, view.round_number, heading)
        if view.round_number == 1:
            messages = [playoff_render.seeds_line(view), *messages]
        # Listed once in the channel: if another start listed it, this answer is for the
        # organiser alone.
        public = await self.playoffs.claim_round_list(
            channel_id=channel_id, number=view.round_number
        )
        return Answer(
            Say(messages[0], private=not public),
            more=[Say(text, private=not public) for text in messages[1:]],
        )

    async def _open_tables(
        self, view: PlayoffView, actor: Actor, now: datetime | None = None
    ) -> None:
        """A thread and a match per playoff match not yet started; its players told there."""
        opening: Opening[PlayoffTable] = Opening(
            channel_id=view.channel_id,
            thread_name=lambda table: playoff_render.thread_name(view, table),
            welcome=lambda table, match: playoff_render.table_welcome(
                view, table, match.id, match.best_of
            ),
        )
        await self.bot.table_opener.open(view.unstarted, opening, actor=actor, now=now)

    def _champion(self, view: PlayoffView) -> Answer | None:
        if view.champion is None:
            return None
        who = league_render.seat_text(view.champion, view.champion_user)
        return Answer(
            Say(
                f"🏆 {who} is the champion of {plain_name(view.league_name)}!",
                embed=playoff_render.bracket_embed(view),
                pings=Pings.of([view.champion_user]),
            )
        )

    async def match_finished(self, match_id: int) -> None:
        """A match ended (after its answer is out): if it is a playoff match whose round is
        now decided, the next round starts, or the champion is announced."""
        channel_id = await self.playoffs.league_of_match(match_id)
        if channel_id is None:
            return
        view = await self.playoffs.status(channel_id=channel_id)
        level = next((t for t in view.current if t.match_id == match_id and t.needs_judge), None)
        if level is not None:
            await self._call_a_judge(view, level)
        await self.resume(channel_id)

    async def _call_a_judge(self, view: PlayoffView, table: PlayoffTable) -> None:
        """A swiss playoff match ended level (at time): ask the judges for its winner."""
        role = None
        if view.guild_id is not None:
            role = (await self.bot.service.settings(view.guild_id)).judge_role_id
        judges = f"<@&{role}> " if role else "Judges: "
        await messaging.post(
            self.bot,
            table.thread_id or view.channel_id,
            content=f"{judges}this playoff match ended level ({table.result}), and a playoff "
            "match cannot be drawn. A judge records the winner: "
            f"/league result round:{table.round} table:{table.table} winner:@...",
            pings=Pings.of(roles=[role]),
        )

    async def advance_all(self, now: datetime | None = None) -> list[int]:
        """The playoffs' own moves (the client runs this with the league clock, for what a
        match's end did not finish, e.g. a thread Discord refused): in each league whose
        playoff round is decided, start the next round in its channel, or announce the
        champion once. The channels where something happened."""
        for notice in await self.playoffs.due_time_calls(now):
            mentions = " ".join(f"<@{u}>" for u in notice.user_ids if u)
            await messaging.post(
                self.bot,
                notice.thread_id,
                content=f"{mentions} Time in this playoff round. {notice.procedure} A playoff "
                "match cannot be drawn: at level game wins a judge records the winner.",
                pings=Pings.of(notice.user_ids),
            )
        moved = []
        for channel_id in await self.playoffs.under_way():
            if await self.resume(channel_id, now):
                moved.append(channel_id)
        return moved

    async def resume(self, channel_id: int, now: datetime | None = None) -> bool:
        """Whatever the playoff in `channel_id` has to do now (store its next round, open its
        tables, list them, crown its champion): True if something was done. Logged, not
        raised: the clock tries again."""
        try:
            return await self._advance(channel_id, now)
        except MatchError as error:  # e.g. Discord refused a thread: the next tick
            log.warning("playoff in channel %s did not advance: %s", channel_id, error)
        except Exception as error:  # one league's failure does not stop the others
            self.bot.unexpected_errors.append(error)
            log.error("playoff in channel %s failed to advance", channel_id, exc_info=error)
        return False

    async def _advance(self, channel_id: int, now: datetime | None) -> bool:
        view = await self.playoffs.advance(channel_id=channel_id)
        if view.champion is not None:
            if not await self.playoffs.claim_champion(channel_id=channel_id):
                return False
            announced = self._champion(view)
            assert announced is not None
            await messaging.post(
                self.bot,
                channel_id,
                content=announced.say.content,
                embed=announced.say.embed,
                pings=announced.say.pings,
            )
            return True
        if view.unstarted:
            await self._open_tables(view, self.bot.table_opener.league_actor(), now)
            view = await self.playoffs.status(channel_id=channel_id)
        listed = view.announced_round is not None and view.announced_round >= view.round_number
        if view.unstarted or listed:  # another start is at work, or it is all done
            return False
        if not await self.playoffs.claim_round_list(
            channel_id=channel_id, number=view.round_number
        ):
            return False
        for text in playoff_render.round_messages(view, view.round_number, "Playoff"):
            await messaging.post(self.bot, channel_id, content=text)
        return True
