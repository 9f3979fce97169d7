"""/match start|status|end|concede|draw|history|export|overlay|phone."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.core.match.statuses import PendingKind
from bot.core.rules.games import GAMES as REGISTERED
from bot.faces.discord.actions import Actions
from bot.faces.discord.command_registration import GuildGroupCog
from bot.faces.discord.command_words import kept
from bot.faces.discord.panel_actions import Panels
from bot.faces.discord.phone_actions import PhoneActions
from bot.faces.discord.start_actions import MatchOptions
from bot.faces.discord.web_actions import WebActions

# The games registered when the commands are defined (bot.core.rules.games), by their names
# in every language.
GAMES = [
    app_commands.Choice(name=kept(game.names.title), value=str(game.system))
    for game in REGISTERED.values()
]
# Their variants, as each game names them (in every language: the glossaries).
VARIANTS = [
    app_commands.Choice(name=kept(variant.name), value=variant.id.value)
    for game in REGISTERED.values()
    for variant in game.setup.variants.values()
]


class MatchCommands(GuildGroupCog, group_name="match", description="Best-of-N matches"):
    def __init__(
        self, actions: Actions, web: WebActions, panels: Panels, phones: PhoneActions
    ) -> None:
        self.actions = actions
        self.web = web
        self.panels = panels
        self.phones = phones

    @app_commands.command(name="start", description="Start a match in this channel or thread")
    @app_commands.describe(
        game="The game (the server's default game if left out)",
        opponent="Your opponent (seat 2)",
        player3="A third player (seat 3)",
        player4="A fourth player (seat 4)",
        player5="A fifth player (seat 5)",
        player6="A sixth player (seat 6)",
        best_of="Games in the match: 1, 3, 5 or 7 (3 for two players, 1 for more)",
        variant="Magic variant",
        teams="Teams by seat, e.g. '1 3 vs 2 4' (1 = you or player1, 2 = opponent)",
        emperors="Emperor variant: one seat per team, e.g. '1 2'",
        starting_life="Starting life or vitae (Terrus vitae is printed on your clade)",
        player1="Seat 1, if not you (judges starting a match for others)",
        range_of_influence="Magic multiplayer: limited range of influence, in seats (CR 801)",
    )
    @app_commands.choices(  # type: ignore[misc]  # str and int choices
        game=GAMES,
        variant=VARIANTS,
        best_of=[app_commands.Choice(name=str(n), value=n) for n in (1, 3, 5, 7)],
    )
    async def start(
        self,
        interaction: discord.Interaction,
        opponent: discord.User,
        game: str | None = None,
        player3: discord.User | None = None,
        player4: discord.User | None = None,
        player5: discord.User | None = None,
        player6: discord.User | None = None,
        best_of: int | None = None,
        variant: str | None = None,
        teams: str | None = None,
        emperors: str | None = None,
        starting_life: app_commands.Range[int, 1, 9999] | None = None,
        player1: discord.User | None = None,
        range_of_influence: app_commands.Range[int, 1, 5] | None = None,
    ) -> None:
        first = player1 or interaction.user
        seats = [first, opponent, player3, player4, player5, player6]
        await self.actions.start_match(
            interaction,
            system=game,
            players=[user for user in seats if user is not None],
            options=MatchOptions(
                best_of=best_of,
                variant=variant,
                teams=teams,
                emperors=emperors,
                starting_life=starting_life,
                range_of_influence=range_of_influence,
            ),
        )

    @app_commands.command(name="status", description="The match score and the current game")
    async def status(self, interaction: discord.Interaction) -> None:
        await self.actions.status(interaction)

    @app_commands.command(name="end", description="End the match early, by agreement or at time")
    async def end(self, interaction: discord.Interaction) -> None:
        await self.actions.propose(interaction, PendingKind.MATCH_END)

    @app_commands.command(name="concede", description="Concede the whole match")
    @app_commands.describe(player="Judges: the player who concedes (yourself if left out)")
    async def concede(
        self, interaction: discord.Interaction, player: discord.User | None = None
    ) -> None:
        await self.actions.concede_match(interaction, player)

    @app_commands.command(name="draw", description="Propose an intentional draw of the match")
    async def draw(self, interaction: discord.Interaction) -> None:
        await self.actions.propose(interaction, PendingKind.MATCH_DRAW)

    @app_commands.command(name="history", description="Matches on record")
    @app_commands.describe(scope="This channel or the whole server", limit="How many (1-50)")
    @app_commands.choices(
        scope=[
            app_commands.Choice(name="this channel", value="channel"),
            app_commands.Choice(name="this server", value="server"),
        ]
    )
    async def history(
        self,
        interaction: discord.Interaction,
        scope: str = "channel",
        limit: app_commands.Range[int, 1, 50] = 10,
    ) -> None:
        await self.actions.history(interaction, scope, limit)

    @app_commands.command(name="export", description="This channel's match as a JSON file")
    async def export(self, interaction: discord.Interaction) -> None:
        await self.actions.export(interaction)

    @app_commands.command(name="overlay", description="Players and judges: a stream overlay link")
    async def overlay(self, interaction: discord.Interaction) -> None:
        await self.web.match_overlay(interaction)

    @app_commands.command(name="panel", description="Your own buttons: report in one tap")
    async def panel(self, interaction: discord.Interaction) -> None:
        await self.panels.open(interaction, None)

    @app_commands.command(name="phone", description="Players: report from your phone (a link)")
    @app_commands.describe(revoke="Kill your old link and get a new one")
    async def phone(self, interaction: discord.Interaction, revoke: bool = False) -> None:
        await self.phones.link(interaction, revoke)
