"""The work of each /league interaction: parse, call one service, render what it answers.

Each method returns an `Answer` and runs through `answers.respond` like the match commands
(acknowledged in time, refusals private, deliveries reported to the service). A round start
opens a thread per pairing and starts its match there (bot.app.league.round_start), which
takes longer than Discord's 3 seconds: it defers at once, and edits its private placeholder
with its progress ("opened 24 of 64 tables..."). Each thread's first message pings exactly
that pairing's players; the round's list in the league channel pings nobody.
"""

from __future__ import annotations

import asyncio
import io
import json
import logging
import re
import unicodedata
from dataclasses import replace

import discord

from bot.app.league import LeagueSettings
from bot.app.league.registration import dropped_when
from bot.app.league.results import JudgedRecord, LeagueFixed, PlayoffFixed
from bot.app.league.round_start import Progress
from bot.app.match import Actor
from bot.app.runtime import Services
from bot.core.errors import MatchError
from bot.core.languages import Language
from bot.core.messages import Message
from bot.faces.discord import league_render, messaging, notices
from bot.faces.discord.answers import Answer, Answering, Say, answers, answers_within
from bot.faces.discord.context import actor_for, channel_of
from bot.faces.discord.languages import private_language, public_language
from bot.faces.discord.league_render import said
from bot.faces.discord.mentions import Pings
from bot.faces.discord.mentions import name as plain_name
from bot.faces.discord.playoff_actions import PlayoffActions, step_answer
from bot.faces.discord.scoreboard import Place, Scoreboards
from bot.faces.discord.validation import game_id
from bot.faces.discord.web_actions import WebActions

log = logging.getLogger(__name__)
# ASCII digits only: Python's \d also takes other scripts' digits (Arabic-Indic, full-width).
GAMES_PATTERN = re.compile(r"^\s*([0-9])\s*-\s*([0-9])(?:\s*-\s*([0-9]))?\s*$")
# Seconds between two edits of a round start's progress (an interaction edit: not paced).
PROGRESS_EVERY = 2.0


def parse_games(text: str) -> tuple[int, int, int]:
    """ "2-1" or "2-1-0" (first player's game wins, second's, drawn games)."""
    found = GAMES_PATTERN.match(text)
    if found is None:
        raise MatchError(
            Message("Give the games as wins-wins or wins-wins-draws, e.g. `2-1` or `1-1-1`.")
        )
    return (int(found[1]), int(found[2]), int(found[3] or 0))


class LeagueActions:
    def __init__(
        self,
        answering: Answering,
        services: Services,
        *,
        playoffs: PlayoffActions,
        scoreboards: Scoreboards,
        web: WebActions,
    ) -> None:
        self.answering = answering
        self.matches = services.matches
        self.leagues = services.leagues
        self.rounds = services.rounds
        self.results = services.results
        self.playoffs = playoffs
        self.scoreboards = scoreboards
        self.web = web

    async def _actor(self, interaction: discord.Interaction) -> Actor:
        return await actor_for(interaction, self.matches)

    async def _public(self, interaction: discord.Interaction) -> Language:
        """The language of a post everyone in the channel reads: the server's."""
        return await public_language(self.matches, interaction.guild)

    @answers
    async def create(self, interaction: discord.Interaction, settings: LeagueSettings) -> Answer:
        # The game as /match start reads it (`ga`, `mtg` too), an unknown one refused alike.
        settings = replace(settings, system=game_id(settings.system))
        view = await self.leagues.create(
            guild_id=interaction.guild_id,
            channel_id=channel_of(interaction),
            settings=settings,
            actor=await self._actor(interaction),
            idempotency_key=str(interaction.id),
        )
        summary = league_render.league_summary(view)
        created = Message("League created: {summary} Players: /league join.", summary=summary)
        return Answer(Say(said(created, await self._public(interaction))))

    @answers
    async def join(self, interaction: discord.Interaction, name: str | None) -> Answer:
        user = interaction.user
        chosen = name or user.display_name
        if interaction.guild is not None:
            other = await another_members_name(interaction.guild, user.id, chosen)
            if other is not None:
                raise MatchError(
                    Message(
                        "{name} is the name of another member of this server ({member}). Join "
                        "under a name of your own: /league join name:...",
                        name=plain_name(chosen),
                        member=f"<@{other.id}>",
                    )
                )
        view = await self.leagues.join(
            channel_id=channel_of(interaction),
            user_id=user.id,
            name=chosen,
            idempotency_key=str(interaction.id),
        )
        joined = Message.plural(
            "{player} joined {league} ({n} player).",
            "{player} joined {league} ({n} players).",
            len(view.active_players),
            player=f"<@{user.id}>",
            league=plain_name(view.name),
        )
        language = await self._public(interaction)
        return Answer(Say(said(joined, language), pings=Pings.of([user.id])))

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
                raise MatchError(
                    Message("{player} is not registered in this league.", player=f"<@{player.id}>")
                )
        view = await self.leagues.drop(
            channel_id=channel_of(interaction),
            actor=actor,
            name=name,
            idempotency_key=str(interaction.id),
        )
        who = player or interaction.user
        dropped = Message(
            "{player} dropped from {league} {when}; their results stay.",
            player=f"<@{who.id}>",
            league=plain_name(view.name),
            when=dropped_when(view.rounds_played),
        )
        return Answer(Say(said(dropped, await self._public(interaction))))

    @answers
    async def award_bye(
        self, interaction: discord.Interaction, player: discord.abc.User, rounds: int
    ) -> Answer:
        award = await self.leagues.award_bye(
            channel_id=channel_of(interaction),
            actor=await self._actor(interaction),
            user_id=player.id,
            rounds=rounds,
            idempotency_key=str(interaction.id),
        )
        return Answer(Say(league_render.bye_award_text(award, await self._public(interaction))))

    @answers
    async def reinstate(self, interaction: discord.Interaction, player: discord.abc.User) -> Answer:
        back = await self.leagues.reinstate(
            channel_id=channel_of(interaction),
            actor=await self._actor(interaction),
            user_id=player.id,
            idempotency_key=str(interaction.id),
        )
        language = await self._public(interaction)
        return Answer(Say(league_render.reinstated_text(back, language)))

    @answers
    async def close(self, interaction: discord.Interaction) -> Answer:
        view = await self.leagues.close(
            channel_id=channel_of(interaction),
            actor=await self._actor(interaction),
            idempotency_key=str(interaction.id),
        )
        closed = Message.plural(
            "{league} is closed after {n} round: no more rounds or joins. /league standings "
            "and /league export still show it.",
            "{league} is closed after {n} rounds: no more rounds or joins. /league standings "
            "and /league export still show it.",
            view.rounds_played,
            league=plain_name(view.name),
        )
        return Answer(Say(said(closed, await self._public(interaction))))

    @answers
    async def players(self, interaction: discord.Interaction, page: int = 1) -> Answer:
        view = await self.leagues.league(channel_id=channel_of(interaction))
        embed = league_render.players_embed(view, private_language(interaction), page)
        return Answer(Say(embed=embed, private=True))

    @answers
    async def standings(self, interaction: discord.Interaction, page: int) -> Answer:
        channel = channel_of(interaction)
        view = await self.leagues.league(channel_id=channel)
        rows = await self.leagues.standings(channel_id=channel)
        language = await self._public(interaction)
        bracket = await self.playoffs.bracket(channel, language)  # None before a playoff
        embed = league_render.standings_embed(view.name, rows, page, language, kind=view.kind)
        embed.url = await self.web.league_page(channel)  # the full table, live
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
                said(
                    Message(
                        "The league file: check it with `arbiter standings` and `arbiter pair "
                        "--seed {seed}`.",
                        seed=str(document.get("seed")),
                    ),
                    private_language(interaction),
                ),
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
        started = await self.rounds.start(
            channel_id=channel,
            actor=actor,
            idempotency_key=str(interaction.id),
            progress=_Progress(interaction).show,
        )
        view = started.view
        if started.stopped is not None:  # Discord refused a step: the round can resume
            stopped = Message.plural(
                "Round {number}: {started} of {n} match started. {reason} Run /league round "
                "start again to start the rest; nothing started is started twice.",
                "Round {number}: {started} of {n} matches started. {reason} Run /league round "
                "start again to start the rest; nothing started is started twice.",
                len(view.pairings),
                number=view.number,
                started=started.started,
                reason=started.stopped,  # Discord's refusal, worded by the port
            )
            return Answer(Say(said(stopped, await self._public(interaction))))
        if started.elsewhere:  # claimed by another start (another process, or one that died)
            tables = ", ".join(str(p.table) for p in started.elsewhere)
            elsewhere = Message(
                "Round {number} is being started by another /league round start (table "
                "{tables}); nothing was started twice. If that start stopped, Arbiter finishes "
                "it within a few minutes, or run /league round start again then.",
                number=view.number,
                tables=tables,
            )
            # not a refusal: the request was stored (the round, as it is)
            return Answer(Say(said(elsewhere, private_language(interaction)), private=True))
        # The players are pinged in their threads; the list here only shows the mentions.
        heading = Message("Round {number} pairings", number=view.number)
        page = await self.web.league_page(channel)
        language = await self._public(interaction)
        first, *rest = league_render.round_messages(view, heading, language, web_page=page)
        return Answer(Say(first), more=list(map(Say, rest)))

    @answers
    async def round_preview(self, interaction: discord.Interaction) -> Answer:
        view = await self.leagues.preview_round(
            channel_id=channel_of(interaction), actor=await self._actor(interaction)
        )
        heading = Message(
            "Round {number} as /league round start would pair it now (not posted; a join, a "
            "drop or a result before the start changes it)",
            number=view.number,
        )
        messages = league_render.round_messages(view, heading, private_language(interaction))
        return Answer(
            Say(messages[0], private=True), more=[Say(t, private=True) for t in messages[1:]]
        )

    @answers
    async def round_swap(
        self, interaction: discord.Interaction, a: discord.User, b: discord.User
    ) -> Answer:
        view = await self.leagues.swap_round(
            channel_id=channel_of(interaction),
            actor=await self._actor(interaction),
            user_ids=(a.id, b.id),
            idempotency_key=str(interaction.id),
        )
        heading = Message(
            "Round {number} as /league round start will post it (not posted; a join, a drop "
            "or a result before the start pairs it again)",
            number=view.number,
        )
        messages = league_render.round_messages(view, heading, private_language(interaction))
        return Answer(
            Say(messages[0], private=True), more=[Say(t, private=True) for t in messages[1:]]
        )

    @answers
    async def round_status(self, interaction: discord.Interaction) -> Answer:
        view = await self.leagues.round_status(channel_id=channel_of(interaction))
        heading = Message(
            "Round {number}: {unfinished} unfinished",
            number=view.number,
            unfinished=len(view.unfinished),
        )
        messages = league_render.round_messages(view, heading, private_language(interaction))
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
        heading = Message("Round {number} paired again", number=view.number)
        language = await self._public(interaction)
        messages = league_render.round_messages(view, heading, language)
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
        """A judge's result for one table (bot.app.league.results). If its match is still
        being played, the judge chooses: refused (the players finish it), or the match is
        closed and its thread told, so the thread and the standings never disagree."""
        record = JudgedRecord(
            games=parse_games(games) if games is not None else None,
            winner=winner.id if winner is not None else None,
            draw=draw,
        )
        fixed = await self.results.record(
            channel_id=channel_of(interaction),
            actor=await self._actor(interaction),
            round_number=round_number,
            table=table,
            record=record,
            close_live=close_live,
            idempotency_key=str(interaction.id),
        )
        language = await self._public(interaction)
        mine = private_language(interaction)
        if isinstance(fixed, LeagueFixed):
            line = league_render.pairing_line(fixed.table, language)
            fixed_by = Message("Fixed by a judge: {table}", table=Message.verbatim_text(line))
            answer = Answer(Say(said(fixed_by, language)))
        else:
            answer = _playoff_fixed(fixed, language, mine)
        closed = fixed.closed
        if closed is not None:  # its board in the table's thread shows the judge's result
            # The thread inherits the league channel's permissions.
            place = Place(closed.channel_id, interaction.app_permissions, in_thread=True)

            async def then(_: object) -> None:
                await self.scoreboards.show(closed.id, place, closed)

            answer.then = then
        return answer


def _playoff_fixed(fixed: PlayoffFixed, language: Language, private: Language) -> Answer:
    line = Message.verbatim_text(notices.table_line(fixed.table, language))
    recorded = Say(said(Message("Recorded by a judge: {table}", table=line), language))
    if fixed.next is None:
        return Answer(recorded)
    followed = step_answer(fixed.next, language, private)
    return Answer(recorded, more=[followed.say, *followed.more])


class _Progress:
    """A round start's progress in its private placeholder, at most every `PROGRESS_EVERY`."""

    def __init__(self, interaction: discord.Interaction) -> None:
        self.interaction = interaction
        self.shown_at = asyncio.get_running_loop().time()

    async def show(self, progress: Progress) -> None:
        now = asyncio.get_running_loop().time()
        if now - self.shown_at < PROGRESS_EVERY or progress.done >= progress.total:
            return
        if not self.interaction.response.is_done():  # not deferred yet: nothing to edit
            return
        self.shown_at = now
        number = progress.round_number
        try:
            opened = Message.plural(
                "Round {number}: opened {done} of {n} table...",
                "Round {number}: opened {done} of {n} tables...",
                progress.total,
                number=number,
                done=progress.done,
            )
            await self.interaction.edit_original_response(
                content=said(opened, private_language(self.interaction))
            )
        except discord.HTTPException:
            log.info("could not show the progress of round %s", number, exc_info=True)


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
