"""/rule quick rulings and /help: usable anywhere, even outside a match."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.core.messages import Message
from bot.core.rules import index
from bot.core.rules.rule_entry import Rule
from bot.faces.discord import limits
from bot.faces.discord.answers import Answer, Answering, Say, respond
from bot.faces.discord.cogs.match import GAMES
from bot.faces.discord.languages import private_language
from bot.faces.i18n import translate

if TYPE_CHECKING:
    from bot.faces.discord.actions import Actions

# /help: one message a paragraph (each said whole), worded in the reader's language.
HELP = (
    Message(
        "**Start** `/match start opponent:@bob game:Magic` (best of 3; add players, teams by "
        "seat like `1 3 vs 2 4`, a variant, starting life). Arbiter draws who chooses play or"
        " draw for game 1."
    ),
    Message(
        "**Report** in one tap with your own buttons: `/match panel` (or Panel on the "
        "scoreboard); or type `/life -3` (also `/life change:-3`, with `player:`), `@Arbiter "
        "bob -3`; `/concede`, `/deckout`, `/champion died`, `/champion control`, `/poison`, "
        "`/commander-damage`, `/turn-start`, `/vote`, `/effect`, `/game draw`, `/restart`; "
        "judges: `/penalty`. Naming two players reports the same event for both at once."
    ),
    Message(
        "**Simultaneous events** `/batch start`, then the reports, then `/batch resolve` (or "
        "cancel)."
    ),
    Message(
        "**Fix a mistake** `/undo` (your last report, or any as a judge). Reports that knock "
        "out someone else wait for them (or a judge) to press Confirm; Dispute sets it aside "
        "and calls a judge."
    ),
    Message("**Between games** the chooser presses Play first / Play second, or uses `/choose`."),
    Message(
        "**The match** `/match status`, `/match end`, `/match concede`, `/match draw`, "
        "`/match history`, `/match export`, `/match overlay` (a live scoreboard for your "
        "stream), `/match phone` (your phone as the life counter: its buttons report as you)."
    ),
    Message(
        "**Leagues** (one per channel) organisers: `/league create`, `/league round preview` "
        "(the next round's pairings, only to you), `/league round swap` (change them), "
        "`/league round start` (a thread and a match per pairing), `/league round status`, "
        "`/league round repair`, `/league result`, `/league close`, `/league web` (the "
        "league's web page); everyone: `/league join`, `/league drop`, `/league players`, "
        "`/league standings`, `/league export`."
    ),
    Message(
        "**Event floor** organisers: `/league checkin open deadline:30` (no-shows dropped at "
        "the deadline); players: `/league checkin here` (or the Check in button), `/league "
        "checkin list`; a table's thread has Here and Call a judge; judges: `/league time "
        "extend`, `/league judge calls`, `/league judge answered`."
    ),
    Message(
        "**Pairings** organisers: `/league bye award player:@ann rounds:1` (an awarded bye: "
        "not paired, a match won), `/league reinstate player:@ann` (a dropped player back "
        "in)."
    ),
    Message(
        "**Ratings** `/leaderboard` (per game, duel or multiplayer, season), `/rating`; "
        "organisers: `/ratings season start`, `/ratings season end`."
    ),
    Message(
        "**Playoffs** organisers: `/league playoff start size:8` after the last round (a top "
        "cut), `/league playoff next`; everyone: `/league playoff status`."
    ),
    Message(
        "**Penalties and decklists** judges: `/league penalty give` (a warning, game loss, "
        "match loss or disqualification), `/league penalty list` (players see their own), "
        "`/league decklist show`; players: `/league decklist submit`; organisers: `/league "
        "decklist deadline`, `/league decklist missing`, `/league decklist publish` (after "
        "the cut)."
    ),
    Message(
        "**Rulings** `/rule query:104.3c`, `/rule query:empty deck`, `/rule query:Terrus 5.2b`."
    ),
    Message(
        "**Quick rulings** `/ruling situation:magic: I'm at 0 life and an effect says I win` "
        "(add `from_match:true` in a match channel for a what-if from the current game), or "
        "mention @Arbiter with the situation, DM it, or use Apps > Ask Arbiter on a message. "
        "An answer Arbiter cannot give offers Ask a judge (in a server with a judge channel);"
        " judges' answers are kept: `/precedents`, and `/rule` finds them."
    ),
    Message(
        "**Admins** `/arbiter config` sets the judge role, confirmations, the default game "
        "and the judge channel."
    ),
)


class RulingCommands(commands.Cog):
    def __init__(self, actions: Actions, answering: Answering) -> None:
        self.actions = actions
        self.answering = answering

    @app_commands.command(name="rule", description="Look up a rule by number or words")
    @app_commands.describe(
        query="A number like 104.3c, GA 3, Terrus 5.2b, or words",
        game="Search this game's rules (default: this channel's game first)",
        whole="Show the whole rule with all its subrules",
    )
    @app_commands.choices(game=GAMES)
    async def rule(
        self,
        interaction: discord.Interaction,
        query: app_commands.Range[str, 1, 100],
        game: str | None = None,
        whole: bool = False,
    ) -> None:
        await self.actions.rule(interaction, query, game, whole)

    @rule.autocomplete("query")
    async def rule_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        def titled(rule: Rule) -> str:
            return translate(rule.heading(), private_language(interaction))

        return limits.choices(index.autocomplete(current, titled=titled))

    @app_commands.command(name="help", description="How to use Arbiter")
    async def help(self, interaction: discord.Interaction) -> None:
        language = private_language(interaction)
        text = "\n".join(translate(paragraph, language) for paragraph in HELP)
        embed = discord.Embed(title="Arbiter", description=text, colour=discord.Colour.teal())

        async def work() -> Answer:
            return Answer(Say(embed=embed, private=True))

        await respond(self.answering, interaction, work)
