"""/league create|join|drop|reinstate|close|players|standings|export|result|web,
/league round start|status|repair, /league bye award, /league playoff start|status|next,
/league checkin open|here|list, /league time extend, /league judge calls|answered."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.app.league import LeagueSettings
from bot.core.league import Kind
from bot.core.league.penalties import Infraction, PenaltyKind
from bot.faces.discord.cogs.match import GAMES, VARIANTS
from bot.faces.discord.command_registration import GuildGroupCog
from bot.faces.discord.command_words import kept
from bot.faces.discord.event_render import INFRACTIONS, KINDS

if TYPE_CHECKING:
    from bot.faces.discord.event_actions import EventActions
    from bot.faces.discord.floor_actions import FloorActions
    from bot.faces.discord.league_actions import LeagueActions
    from bot.faces.discord.playoff_actions import PlayoffActions
    from bot.faces.discord.web_actions import WebActions

PENALTY_KINDS = [app_commands.Choice(name=KINDS[k], value=k.value) for k in PenaltyKind]
INFRACTION_CHOICES = [app_commands.Choice(name=INFRACTIONS[i], value=i.value) for i in Infraction]
# "Top 8": how every language's players say it.
PLAYOFF_SIZES = [app_commands.Choice(name=kept(f"Top {n}"), value=n) for n in (2, 4, 8, 16)]


class LeagueCommands(GuildGroupCog, group_name="league", description="Leagues: Swiss or pods"):
    round = app_commands.Group(name="round", description="The league's rounds")
    playoff = app_commands.Group(name="playoff", description="The top cut after the rounds")
    penalty = app_commands.Group(name="penalty", description="Judges' penalties")
    decklist = app_commands.Group(name="decklist", description="The players' decklists")
    bye = app_commands.Group(name="bye", description="Organisers: awarded byes")
    checkin = app_commands.Group(name="checkin", description="Check-in before a round")
    time = app_commands.Group(name="time", description="Judges: a table's time")
    judge = app_commands.Group(name="judge", description="Judge calls from the tables")

    def __init__(
        self,
        actions: LeagueActions,
        playoff_actions: PlayoffActions,
        web: WebActions,
        floor: FloorActions,
        events: EventActions,
    ) -> None:
        self.actions = actions
        self.floor = floor
        self.playoff_actions = playoff_actions
        self.web_actions = web
        self.events = events

    @app_commands.command(name="create", description="Start a league in this channel")
    @app_commands.describe(
        name="The league's name",
        game="The game",
        kind="swiss: two-player matches; pods: multiplayer pods (Commander)",
        best_of="Games per match (3 for swiss, 1 for pods is usual)",
        variant="Magic variant (Commander for pods)",
        round_minutes="Length of a round in minutes (50 or 60 is usual)",
        rounds="Number of rounds; leave out for an open league",
    )
    @app_commands.choices(
        game=GAMES,
        kind=[
            app_commands.Choice(name="Swiss (two players)", value="swiss"),
            app_commands.Choice(name="Pods (multiplayer)", value="pods"),
        ],
        variant=VARIANTS,
    )
    @app_commands.choices(  # whole numbers apart from the text choices: each list one type
        best_of=[app_commands.Choice(name=str(n), value=n) for n in (1, 3, 5, 7)],
    )
    async def create(
        self,
        interaction: discord.Interaction,
        name: app_commands.Range[str, 1, 100],
        game: str,
        kind: str = "swiss",
        best_of: int | None = None,
        variant: str | None = None,
        round_minutes: app_commands.Range[int, 10, 180] = 50,
        rounds: app_commands.Range[int, 1, 30] | None = None,
    ) -> None:
        settings = LeagueSettings(
            name=name,
            system=game,
            kind=kind,
            best_of=best_of if best_of is not None else (3 if kind == Kind.SWISS else 1),
            variant=variant,
            round_minutes=round_minutes,
            rounds_planned=rounds,
        )
        await self.actions.create(interaction, settings)

    @app_commands.command(name="join", description="Join this channel's league")
    @app_commands.describe(name="Your name in the league (your display name if left out)")
    async def join(
        self, interaction: discord.Interaction, name: app_commands.Range[str, 1, 32] | None = None
    ) -> None:
        await self.actions.join(interaction, name)

    @app_commands.command(name="drop", description="Drop from the league after this round")
    @app_commands.describe(player="Judges: the player to drop (yourself if left out)")
    async def drop(
        self, interaction: discord.Interaction, player: discord.User | None = None
    ) -> None:
        await self.actions.drop(interaction, player)

    @app_commands.command(name="reinstate", description="Organisers: put a dropped player back in")
    @app_commands.describe(player="The player who dropped: paired again from the next round")
    async def reinstate(self, interaction: discord.Interaction, player: discord.User) -> None:
        await self.actions.reinstate(interaction, player)

    @bye.command(name="award", description="Judges: a bye for a player in the next rounds")
    @app_commands.describe(
        player="The player: not paired, and a match won, in each round of the bye",
        rounds="How many of the next rounds (not paired yet) the bye covers",
    )
    async def bye_award(
        self,
        interaction: discord.Interaction,
        player: discord.User,
        rounds: app_commands.Range[int, 1, 3] = 1,
    ) -> None:
        await self.actions.award_bye(interaction, player, rounds)

    @app_commands.command(name="close", description="Organisers: end this league")
    async def close(self, interaction: discord.Interaction) -> None:
        await self.actions.close(interaction)

    @app_commands.command(name="players", description="Who plays in this league")
    @app_commands.describe(page="Page of the list (50 players a page)")
    async def players(
        self, interaction: discord.Interaction, page: app_commands.Range[int, 1, 100] = 1
    ) -> None:
        await self.actions.players(interaction, page)

    @app_commands.command(name="standings", description="The standings with the tiebreakers")
    @app_commands.describe(page="Page of the table (20 players a page)")
    async def standings(
        self, interaction: discord.Interaction, page: app_commands.Range[int, 1, 100] = 1
    ) -> None:
        await self.actions.standings(interaction, page)

    @app_commands.command(name="export", description="The league file (check it offline)")
    async def export(self, interaction: discord.Interaction) -> None:
        await self.actions.export(interaction)

    @app_commands.command(name="result", description="Judges: fix the result of a pairing")
    @app_commands.describe(
        round="The round number",
        table="The table number",
        games="Swiss: games as wins-wins(-draws) in seat order, e.g. 2-1",
        winner="Pods: the pod's winner",
        draw="Pods: everyone in the pod drew",
        live="If the table's match is still being played: refuse (default) or close it",
    )
    @app_commands.choices(
        live=[
            app_commands.Choice(name="Refuse while it is played", value="refuse"),
            app_commands.Choice(name="Close the match", value="close"),
        ]
    )
    async def result(
        self,
        interaction: discord.Interaction,
        round: app_commands.Range[int, 1, 100],
        table: app_commands.Range[int, 1, 500],
        games: str | None = None,
        winner: discord.User | None = None,
        draw: bool = False,
        live: str = "refuse",
    ) -> None:
        await self.actions.result(
            interaction, round, table, games, winner, draw, close_live=live == "close"
        )

    @app_commands.command(name="web", description="Organisers: the league's web page link")
    @app_commands.describe(revoke="Kill the current link and make a new one")
    async def web(self, interaction: discord.Interaction, revoke: bool = False) -> None:
        await self.web_actions.league_web(interaction, revoke)

    @round.command(name="start", description="Organisers: pair and start the next round")
    async def round_start(self, interaction: discord.Interaction) -> None:
        await self.actions.round_start(interaction)

    @round.command(
        name="preview", description="Organisers: the next round's pairings, shown only to you"
    )
    async def round_preview(self, interaction: discord.Interaction) -> None:
        await self.actions.round_preview(interaction)

    @round.command(
        name="swap", description="Judges: swap two players between tables of the next round"
    )
    @app_commands.describe(a="A player at one table", b="A player at another table")
    async def round_swap(
        self, interaction: discord.Interaction, a: discord.User, b: discord.User
    ) -> None:
        await self.actions.round_swap(interaction, a, b)

    @round.command(name="status", description="The current round and its unfinished matches")
    async def round_status(self, interaction: discord.Interaction) -> None:
        await self.actions.round_status(interaction)

    @round.command(name="repair", description="Judges: pair the current round again (not started)")
    async def round_repair(self, interaction: discord.Interaction) -> None:
        await self.actions.round_repair(interaction)

    # -- the playoff ---------------------------------------------------------------------------

    @playoff.command(name="start", description="Organisers: cut to the top N and start a playoff")
    @app_commands.describe(
        size="Players in the cut (swiss: 2, 4, 8 or 16; pods: 4 or 16)",
        round_minutes="Minutes per playoff round; untimed if left out",
    )
    @app_commands.choices(size=PLAYOFF_SIZES)
    async def playoff_start(
        self,
        interaction: discord.Interaction,
        size: int,
        round_minutes: app_commands.Range[int, 10, 180] | None = None,
    ) -> None:
        await self.playoff_actions.start(interaction, size, round_minutes)

    @playoff.command(name="status", description="The playoff bracket")
    async def playoff_status(self, interaction: discord.Interaction) -> None:
        await self.playoff_actions.status(interaction)

    @playoff.command(name="next", description="Organisers: start the next playoff round now")
    async def playoff_next(self, interaction: discord.Interaction) -> None:
        await self.playoff_actions.next_round(interaction)

    # -- penalties and decklists ---------------------------------------------------------------

    @penalty.command(name="give", description="Judges: give a league player a penalty")
    @app_commands.describe(
        player="The player penalised",
        kind="Warning, game loss (this game or the next), match loss, or disqualification",
        infraction="The infraction",
        note="What happened, in a sentence",
    )
    @app_commands.choices(kind=PENALTY_KINDS, infraction=INFRACTION_CHOICES)
    async def penalty_give(
        self,
        interaction: discord.Interaction,
        player: discord.User,
        kind: str,
        infraction: str,
        note: app_commands.Range[str, 0, 500] = "",
    ) -> None:
        await self.events.give(interaction, player, kind, infraction, note)

    @penalty.command(name="list", description="Penalties: judges see all, a player their own")
    @app_commands.describe(player="Judges: only this player's penalties")
    async def penalty_list(
        self, interaction: discord.Interaction, player: discord.User | None = None
    ) -> None:
        await self.events.list(interaction, player)

    @decklist.command(name="submit", description="Register your decklist (text, or a link)")
    @app_commands.describe(url="A link to your list; leave out to type or paste it as text")
    async def decklist_submit(
        self, interaction: discord.Interaction, url: app_commands.Range[str, 1, 500] | None = None
    ) -> None:
        await self.events.open_form(interaction, url)

    @decklist.command(name="deadline", description="Organisers: when decklists are due")
    @app_commands.describe(
        at="A date and time in UTC, e.g. 2026-12-05 18:00",
        minutes="Minutes from now",
        clear="No deadline (lists are taken until round 1 starts)",
    )
    async def decklist_deadline(
        self,
        interaction: discord.Interaction,
        at: app_commands.Range[str, 1, 40] | None = None,
        minutes: app_commands.Range[int, 1, 40320] | None = None,
        clear: bool = False,
    ) -> None:
        await self.events.deadline(interaction, at, minutes, clear)

    @decklist.command(name="show", description="Judges: a player's decklist")
    @app_commands.describe(player="The player")
    async def decklist_show(self, interaction: discord.Interaction, player: discord.User) -> None:
        await self.events.show(interaction, player)

    @decklist.command(name="missing", description="Organisers: players without a decklist")
    async def decklist_missing(self, interaction: discord.Interaction) -> None:
        await self.events.missing(interaction)

    @decklist.command(name="publish", description="Organisers: publish the top cut's decklists")
    async def decklist_publish(self, interaction: discord.Interaction) -> None:
        await self.events.publish(interaction)

    # -- the event floor: check-in, a table's time, judge calls --------------------------------

    @checkin.command(name="open", description="Organisers: open check-in until a deadline")
    @app_commands.describe(
        deadline="When it closes: a time in UTC (20:30), minutes from now (30), or now"
    )
    async def checkin_open(
        self, interaction: discord.Interaction, deadline: app_commands.Range[str, 1, 20]
    ) -> None:
        await self.floor.checkin_open(interaction, deadline)

    @checkin.command(name="here", description="Check in to this league's next round")
    async def checkin_here(self, interaction: discord.Interaction) -> None:
        await self.floor.check_in(interaction)

    @checkin.command(name="list", description="Who has checked in, and who has not")
    async def checkin_list(self, interaction: discord.Interaction) -> None:
        await self.floor.checkin_list(interaction)

    @time.command(name="extend", description="Judges: give one table of this round more time")
    @app_commands.describe(table="The table number", minutes="Minutes to add")
    async def time_extend(
        self,
        interaction: discord.Interaction,
        table: app_commands.Range[int, 1, 500],
        minutes: app_commands.Range[int, 1, 30],
    ) -> None:
        await self.floor.time_extend(interaction, table, minutes)

    @judge.command(name="calls", description="Judges: the open judge calls of this league")
    async def judge_calls(self, interaction: discord.Interaction) -> None:
        await self.floor.judge_calls(interaction)

    @judge.command(name="answered", description="Judges: mark a judge call answered")
    @app_commands.describe(call="The call's number (#N in /league judge calls)")
    async def judge_answered(
        self, interaction: discord.Interaction, call: app_commands.Range[int, 1, 2**31 - 1]
    ) -> None:
        await self.floor.answered(interaction, call)
