"""What happens in a game: one command per event of the vocabulary.

Commands that take several players report the same event for all of them at once; those
events are simultaneous and judged at one checkpoint.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.core.errors import MatchError
from bot.core.match import report_events
from bot.core.match.report_events import each
from bot.core.messages import Message
from bot.core.rules.vocabulary import EventKind
from bot.faces.discord import validation
from bot.faces.discord.answers import refusal_text
from bot.faces.discord.command_registration import GuildCog, GuildGroupCog
from bot.faces.discord.validation import counter_change, in_range

if TYPE_CHECKING:
    from bot.faces.discord.actions import Actions


COUNTER_OPTIONS = {
    "change": "Relative change, e.g. -3",
    "total": "The new total",
    "player": "Whose (yours if left out)",
    "player2": "Another player changing by the same amount at once",
}


def _players(interaction: discord.Interaction, *users: discord.abc.User | None) -> list[int]:
    chosen = [user.id for user in users if user is not None] or [interaction.user.id]
    if len(set(chosen)) != len(chosen):
        raise MatchError(Message("Name each player once."))
    return chosen


def _given_once(amount: int | None, change: int | None) -> int | None:
    """The change, given as the first option (`/life -3`) or as `change:`, not as both."""
    if amount is not None and change is not None:
        raise MatchError(
            Message("Give the change once: `/life -3` or `/life change:-3`, not both.")
        )
    return change if amount is None else amount


class ReportCommands(GuildCog):
    def __init__(self, actions: Actions) -> None:
        self.actions = actions

    async def _report(
        self, interaction: discord.Interaction, build: Callable[[], list[dict[str, Any]]]
    ) -> None:
        """Build the events (checking the values: a refusal goes to the user, privately, and
        nothing is reported) and report them."""
        try:
            events = build()
        except MatchError as error:
            await self.actions.refuse(interaction, refusal_text(error, interaction.locale))
            return
        await self.actions.report(interaction, events)

    async def _for_players(
        self,
        interaction: discord.Interaction,
        event: EventKind,
        *users: discord.abc.User | None,
        **fields: Any,
    ) -> None:
        """`event` for each player named (the user if none), at once."""
        await self._report(
            interaction, lambda: each(event, _players(interaction, *users), **fields)
        )

    @app_commands.command(name="concede", description="Concede the current game")
    @app_commands.describe(player="Judges: who concedes (yourself if left out)")
    async def concede(
        self, interaction: discord.Interaction, player: discord.User | None = None
    ) -> None:
        await self._for_players(interaction, EventKind.CONCEDE, player)

    @app_commands.command(
        name="deckout", description="A player had to draw from an empty deck or library"
    )
    @app_commands.describe(player="Who (yourself if left out)", player2="Also at the same time")
    async def deckout(
        self,
        interaction: discord.Interaction,
        player: discord.User | None = None,
        player2: discord.User | None = None,
    ) -> None:
        await self._for_players(interaction, EventKind.DECK_OUT, player, player2)

    champion = app_commands.Group(name="champion", description="Grand Archive champions")

    @champion.command(name="died", description="A player's champion died")
    @app_commands.describe(
        player="Whose champion (yours if left out)",
        player2="Another champion that died at the same time",
    )
    async def champion_died(
        self,
        interaction: discord.Interaction,
        player: discord.User | None = None,
        player2: discord.User | None = None,
    ) -> None:
        await self._for_players(interaction, EventKind.CHAMPION_DIED, player, player2)

    @champion.command(name="control", description="Control of a champion changes")
    @app_commands.describe(player="Whose champion", controller="Who controls it now")
    async def champion_control(
        self, interaction: discord.Interaction, player: discord.User, controller: discord.User
    ) -> None:
        await self._for_players(
            interaction, EventKind.CHAMPION_CONTROL, player, controller=controller.id
        )

    @app_commands.command(name="life", description="Change or set life (Magic) or vitae (Terrus)")
    @app_commands.describe(
        amount="The change, e.g. -3: yours unless you name a player", **COUNTER_OPTIONS
    )
    async def life(
        self,
        interaction: discord.Interaction,
        amount: app_commands.Range[int, -9999, 9999] | None = None,
        player: discord.User | None = None,
        change: app_commands.Range[int, -9999, 9999] | None = None,
        total: app_commands.Range[int, -9999, 9999] | None = None,
        player2: discord.User | None = None,
    ) -> None:
        # `/life -3`: the first option is the change, so a bare number is enough; `change:`
        # says the same, `total:` sets it.
        await self._report(
            interaction,
            lambda: validation.counter_events(
                "life",
                _players(interaction, player, player2),
                _given_once(amount, change),
                total,
                validation.LIFE_CHANGE,
                validation.LIFE_TOTAL,
            ),
        )

    @app_commands.command(name="poison", description="Change or set poison counters (Magic)")
    @app_commands.describe(**COUNTER_OPTIONS)
    async def poison(
        self,
        interaction: discord.Interaction,
        change: app_commands.Range[int, -99, 99] | None = None,
        total: app_commands.Range[int, 0, 99] | None = None,
        player: discord.User | None = None,
        player2: discord.User | None = None,
    ) -> None:
        await self._report(
            interaction,
            lambda: validation.counter_events(
                "poison",
                _players(interaction, player, player2),
                change,
                total,
                validation.POISON_CHANGE,
                validation.POISON_TOTAL,
            ),
        )

    @app_commands.command(
        name="commander-damage", description="Combat damage from one commander (Commander variant)"
    )
    @app_commands.describe(
        commander="Whose commander dealt it",
        change="Combat damage dealt now: it also lowers life",
        total="Correct the tally from that commander (life is left alone)",
        player="Who took it (you if left out)",
        tally_only="Correct only the commander tally, leaving life alone",
        source="Which of their commanders, when they have partners (counted apart)",
    )
    async def commander_damage(
        self,
        interaction: discord.Interaction,
        commander: discord.User,
        change: app_commands.Range[int, -999, 999] | None = None,
        total: app_commands.Range[int, 0, 999] | None = None,
        player: discord.User | None = None,
        tally_only: bool = False,
        source: app_commands.Range[str, 1, 100] | None = None,
    ) -> None:
        await self._report(
            interaction,
            lambda: report_events.commander_damage(
                _players(interaction, player),
                commander.id,
                counter_change(
                    "commander damage",
                    change,
                    total,
                    validation.COMMANDER_DAMAGE_CHANGE,
                    validation.COMMANDER_DAMAGE_TOTAL,
                ),
                source=validation.commander_name(source),
                tally_only=tally_only,
            ),
        )

    @app_commands.command(
        name="turn-start",
        description="Begin a turn: Terrus structures and Relics; Magic redraws ranges of influence",
    )
    @app_commands.describe(
        structures="Structures in your city",
        relics="Relics in your city",
        player="Whose turn (yours if left out)",
    )
    async def turn_start(
        self,
        interaction: discord.Interaction,
        structures: app_commands.Range[int, 0, 99] | None = None,
        relics: app_commands.Range[int, 0, 99] | None = None,
        player: discord.User | None = None,
    ) -> None:
        def build() -> list[dict[str, Any]]:
            fields: dict[str, int] = {}
            if structures is not None:
                fields["structures"] = in_range("structures", structures, validation.CITY_COUNT)
            if relics is not None:
                fields["relics"] = in_range("relics", relics, validation.CITY_COUNT)
            return each(EventKind.TURN_START, _players(interaction, player), **fields)

        await self._report(interaction, build)

    @app_commands.command(name="vote", description="Terrus: a Dominion Vote was won")
    @app_commands.describe(
        intelligence="INT total among the beasts in the winner's city",
        player="Who won the vote (you if left out)",
    )
    async def vote(
        self,
        interaction: discord.Interaction,
        intelligence: app_commands.Range[int, 0, 999],
        player: discord.User | None = None,
    ) -> None:
        await self._report(
            interaction,
            lambda: each(
                "dominion_vote",
                _players(interaction, player),
                int=in_range("intelligence", intelligence, validation.INT_TOTAL),
            ),
        )

    @app_commands.command(
        name="effect", description="A card says a player wins or loses, or that the game is a draw"
    )
    @app_commands.describe(
        outcome="What the effect says",
        player="Who wins or loses (you if left out); a draw: who controls it (range of influence)",
    )
    @app_commands.choices(
        outcome=[
            app_commands.Choice(name="wins", value="win"),
            app_commands.Choice(name="loses", value="lose"),
            app_commands.Choice(name="the game is a draw", value="draw"),
        ]
    )
    async def effect(
        self, interaction: discord.Interaction, outcome: str, player: discord.User | None = None
    ) -> None:
        def build() -> list[dict[str, Any]]:
            if outcome not in ("win", "lose", "draw"):
                raise MatchError(Message("The outcome must be win, lose or draw."))
            if outcome == "draw" and player is None:
                # A draw for everyone; with limited range of influence the rules ask for the
                # effect's controller, whose range it reaches (CR 104.4e).
                return [{"event": "effect", "outcome": "draw"}]
            return each("effect", _players(interaction, player), outcome=outcome)

        await self._report(interaction, build)

    game = app_commands.Group(name="game", description="The current game")

    @game.command(name="draw", description="The game is a draw: a mandatory loop, or agreed")
    @app_commands.describe(
        reason="Why the game is drawn",
        player="Loop: a player who controls an object in it (needed with range of influence)",
        player2="Loop: another player who controls an object in it",
        player3="Loop: a third player who controls an object in it",
    )
    @app_commands.choices(
        reason=[
            app_commands.Choice(name="a loop of mandatory actions", value="loop"),
            app_commands.Choice(
                name="intentional draw (all players agree)", value="intentional_draw"
            ),
        ]
    )
    async def game_draw(
        self,
        interaction: discord.Interaction,
        reason: str,
        player: discord.User | None = None,
        player2: discord.User | None = None,
        player3: discord.User | None = None,
    ) -> None:
        def build() -> list[dict[str, Any]]:
            if reason not in ("loop", "intentional_draw"):
                raise MatchError(Message("The reason must be a loop or an intentional draw."))
            involved = [user for user in (player, player2, player3) if user is not None]
            if not involved:
                return [{"event": reason}]
            if reason != "loop":
                raise MatchError(
                    Message("Name players only for a loop: an intentional draw is for all.")
                )
            return [{"event": "loop", "players": _players(interaction, *involved)}]

        await self._report(interaction, build)

    @app_commands.command(name="penalty", description="Judges: give a player a game loss")
    @app_commands.describe(player="Who receives the game loss")
    async def penalty(self, interaction: discord.Interaction, player: discord.User) -> None:
        await self._for_players(interaction, EventKind.PENALTY, player)

    @app_commands.command(
        name="restart", description="Magic: the game restarts (Karn Liberated, CR 104.6)"
    )
    async def restart(self, interaction: discord.Interaction) -> None:
        await self._report(interaction, lambda: [{"event": EventKind.RESTART.value}])

    @app_commands.command(name="undo", description="Undo the last report of the current game")
    async def undo(self, interaction: discord.Interaction) -> None:
        await self.actions.undo(interaction)

    @app_commands.command(name="choose", description="Choose to play first or second next game")
    @app_commands.describe(choice="Play first, or play second and draw first")
    @app_commands.choices(
        choice=[
            app_commands.Choice(name="play first", value="play"),
            app_commands.Choice(name="play second (draw)", value="draw"),
        ]
    )
    async def choose(self, interaction: discord.Interaction, choice: str) -> None:
        if choice not in ("play", "draw"):
            choose = Message("Choose “play first” or “play second (draw)”, as the command offers.")
            await self.actions.refuse(
                interaction, refusal_text(MatchError(choose), interaction.locale)
            )
            return
        await self.actions.choose(interaction, play_first=choice == "play")


class BatchCommands(
    GuildGroupCog,
    group_name="batch",
    description="Report several events that happen at the same time",
):
    def __init__(self, actions: Actions) -> None:
        self.actions = actions

    @app_commands.command(name="start", description="Collect reports to judge them together")
    async def start(self, interaction: discord.Interaction) -> None:
        await self.actions.batch_start(interaction)

    @app_commands.command(name="resolve", description="Judge the collected reports at once")
    async def resolve(self, interaction: discord.Interaction) -> None:
        await self.actions.batch_resolve(interaction)

    @app_commands.command(name="cancel", description="Drop the collected reports")
    async def cancel(self, interaction: discord.Interaction) -> None:
        await self.actions.batch_cancel(interaction)
