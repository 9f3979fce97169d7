"""`/match start`: its options checked (who plays, the variant's teams and emperors by seat,
starting life, range of influence, the game or the server's default) before the match service
starts the match in the channel, and the players told who chooses play or draw."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import discord

from bot.app.match import PlayerSpec
from bot.core.errors import MatchError
from bot.core.messages import Message
from bot.core.rules.games import game_of, variant_named
from bot.core.rules.variants import TeamShape
from bot.faces.discord import render
from bot.faces.discord.answers import Answer, Say, answers
from bot.faces.discord.change_answers import ChangeAnswers
from bot.faces.discord.components import choice_view
from bot.faces.discord.context import actor_for, channel_of
from bot.faces.discord.mentions import Pings, name
from bot.faces.discord.validation import RANGE_OF_INFLUENCE, STARTING_LIFE, game_id, in_range
from bot.faces.i18n import translate


@dataclass(frozen=True)
class MatchOptions:
    """/match start's options that shape the match, as the user gave them."""

    best_of: int | None = None
    variant: str | None = None
    teams: str | None = None  # by seat, "1 3 vs 2 4"
    emperors: str | None = None  # one seat per team, "1 2"
    starting_life: int | None = None
    range_of_influence: int | None = None


def _seat_list(
    text: str, seats: Mapping[int, int], what: str, example: str = "1 3 vs 2 4"
) -> list[int]:
    """Parse seat numbers like "1 3" into user ids (`what`: the option, as typed)."""
    option, example = what, f"`{example}`"
    try:
        numbers = [int(part) for part in text.replace(",", " ").replace("+", " ").split()]
    except ValueError:
        raise MatchError(
            Message("{option}: use seat numbers, e.g. {example}.", option=option, example=example)
        ) from None
    if not numbers:
        raise MatchError(
            Message(
                "{option}: name at least one seat on each side, e.g. {example}.",
                option=option,
                example=example,
            )
        )
    missing = [n for n in numbers if n not in seats]
    if missing:
        raise MatchError(
            Message("{option}: there is no player in seat {seat}.", option=option, seat=missing[0])
        )
    return [seats[n] for n in numbers]


def _teams_by_seat(variant: str, shape: TeamShape) -> Message:
    """The teams a variant needs, said in the option's words (the rules core speaks the game
    file's): "`teams:1 3 vs 2 4` (you are seat 1, opponent 2, ...)". How the variant is
    played (`shape.described`) is the rules core's English, kept as it is for now."""
    seats = shape.teams * shape.size
    sides = " vs ".join(
        " ".join(str(seat) for seat in range(team + 1, seats + 1, shape.teams))
        for team in range(shape.teams)
    )
    others = ", ".join(["opponent 2", *(f"player{n} {n}" for n in range(3, seats + 1))])
    teams = f"`teams:{sides}`"
    return Message(
        "{variant} is {described}: give the teams by seat, e.g. {teams} (you are seat 1, "
        "{others}).",
        variant=variant,
        described=shape.described,
        teams=teams,
        others=others,
    )


class StartActions(ChangeAnswers):
    """Starting a match."""

    @answers
    async def start_match(
        self,
        interaction: discord.Interaction,
        *,
        system: str | None,
        players: Sequence[discord.abc.User],
        options: MatchOptions,
    ) -> Answer:
        starting_life, range_of_influence = options.starting_life, options.range_of_influence
        teams, emperors, variant = options.teams, options.emperors, options.variant
        if starting_life is not None:  # checked here so a refusal is answered like any other
            in_range("starting_life", starting_life, STARTING_LIFE)
        if range_of_influence is not None:
            in_range("range_of_influence", range_of_influence, RANGE_OF_INFLUENCE)
        bots = [user for user in players if user.bot]
        if bots:
            me = self.client.user
            who = "Arbiter" if me and bots[0].id == me.id else name(bots[0].display_name)
            raise MatchError(
                Message(
                    "{player} is a bot: a match is played between people. Name the players "
                    "you are playing with.",
                    player=who,
                )
            )
        if interaction.guild is not None:
            # A user option takes anyone (a pasted id, someone who just left): a player
            # outside the server could neither see the match nor confirm a report.
            outside = [user for user in players if not isinstance(user, discord.Member)]
            if outside:
                raise MatchError(
                    Message(
                        "{player} is not a member of this server: a match is played between its "
                        "members. Name the players you are playing with.",
                        player=name(outside[0].display_name),
                    )
                )
        actor = await actor_for(interaction, self.service)
        if system is None:
            settings = await self.service.settings(interaction.guild_id or 0)
            system = settings.default_game
            if system is None:
                raise MatchError(
                    Message("Choose the `game` (no default game is set for this server).")
                )
        system = game_id(system)
        seats = {number: user.id for number, user in enumerate(players, start=1)}
        team_ids = None
        if teams:
            halves = re.split(r"vs\.?", teams, flags=re.IGNORECASE)
            team_ids = [_seat_list(side, seats, "teams") for side in halves]
        seated_once = team_ids is not None and sorted(u for t in team_ids for u in t) == sorted(
            seats.values()
        )
        shape = [len(t) for t in team_ids or ()]
        # The variant as the match's game has it, else as another game does: the rules core
        # then refuses it for this game, and its teams are checked here first, as they were.
        played = game_of(system).variant(variant) or variant_named(variant)
        needed = played.teams if played is not None else None
        if (
            played is not None
            and needed is not None
            and (team_ids is None or seated_once)
            and shape != [needed.size] * needed.teams
        ):
            raise MatchError(_teams_by_seat(played.name, needed))
        emperor_ids = _seat_list(emperors, seats, "emperors", "1 2") if emperors else None
        view = await self.service.start_match(
            guild_id=interaction.guild_id,
            channel_id=channel_of(interaction),
            system=system,
            players=[PlayerSpec(user.id, user.display_name) for user in players],
            actor=actor,
            best_of=options.best_of,
            variant=variant,
            teams=team_ids,
            emperors=emperor_ids,
            starting_life=starting_life,
            range_of_influence=range_of_influence,
            idempotency_key=str(interaction.id),
        )
        sides = " vs ".join(" & ".join(render.seat(view, n) for n in team) for team in view.teams)
        started = Message(
            "Match #{id} started: {players}, {game}, best of {best_of}. Drawn at random: "
            "{chooser} chooses whether to play first in game 1.",
            id=view.id,
            players=sides,
            game=render.game_title(view),
            best_of=view.best_of,
            chooser=render.seat(view, view.game.chooser or ""),
        )
        language = await self.public(view)
        pings = Pings.seated(view.players)
        say = Say(translate(started, language), view=choice_view(view.id, 1, language), pings=pings)
        return self._changed(interaction, view, say, stored=not view.duplicate)
