"""The game a situation is played in: its setup (game, variant, players, teams, leaders,
starting totals) from what the words say, refused in the situation language's words when it
cannot be; and the players' names as the game spells them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from functools import lru_cache
from types import MappingProxyType
from typing import Any

from bot.core.messages import Message
from bot.core.rules.engine import parse_setup
from bot.core.rules.errors import RuleError
from bot.core.rules.games import GAMES, game_of, game_with_variant, listed
from bot.core.rules.setup import MAX_GAME_PLAYERS, GameSetup
from bot.core.rules.state import GameState
from bot.core.rules.variants import TeamShape, VariantRules
from bot.core.rules.vocabulary import Event, System, Variant
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.situation_values import Situation
from bot.core.rulings.words import (
    ASKERS_TEAMMATE,
    EVERYONE,
    EXAMPLES,
    OPPONENT,
    Refusal,
    SituationError,
)


def unknown_game(game: System) -> Message:
    names = [
        g.names.short_title + (f" ({g.names.abbreviation})" if g.names.abbreviation else "")
        for g in GAMES.values()
    ]
    return Message(
        "Unknown game {game}: choose {games}.", game=repr(str(game)), games=listed(names)
    )


def _shape(teams: TeamShape) -> str:
    """`two teams of two`, as a situation's refusal says it."""
    return teams.described.removesuffix(" players")


def _teams_example(teams: TeamShape) -> str:
    """`alice and carol vs bob and dave`: a "teams:" line of the right shape."""
    names = ("alice", "bob", "carol", "dave", "erin", "frank", "gina", "hugo")
    sides = [names[side :: teams.teams][: teams.size] for side in range(teams.teams)]
    return " vs ".join(" and ".join(side) for side in sides)


def _leaders_belong(system: System) -> Message:
    """Leaders ("emperors: ...") named in a game none of whose variants has them."""
    game = game_of(system)
    led = [v for v in game.setup.variants.values() if v.leaders is not None]
    if not led:
        return Message(
            "{game} has no variant with leaders; leave out the leaders' line.",
            game=game.names.title,
        )
    variant = led[0]
    word = variant.leaders.word if variant.leaders else ""
    called = variant.called[0] if variant.called else variant.id.value
    return Message(
        "{leaders} belong to the {variant} variant: start with {start}.",
        leaders=f"{word.capitalize()}s",
        variant=variant.name,
        start=f'"{system.value} {called}:"',
    )


def which_game(unread: str | None = None, read: tuple[str, ...] = ()) -> SituationError:
    """The refusal of a situation said in no game: each game has its own rules and cards."""
    return SituationError(
        Message(
            'Which game? Start with "magic:", "ga:" or "terrus:" (or choose the game '
            "option), e.g. {example}.",
            example=EXAMPLES[0],
        ),
        kind=Refusal.NO_GAME,
        unread=unread,
        read=read,
    )


def situation_setup(
    situation: Situation,
    game: System | None,
    variant: Variant | None,
    default_game: System | None,
    asker: str,
) -> GameSetup:
    system = situation.system or game or default_game
    if system is None:
        raise which_game()
    chosen_variant = situation.variant if situation.system else (situation.variant or variant)
    players = _players(situation, asker)
    if len(players) > MAX_GAME_PLAYERS:
        raise SituationError(
            Message(
                "That is {n} players in one game; Arbiter rules on games of at most {most} "
                "players.",
                n=len(players),
                most=MAX_GAME_PLAYERS,
            )
        )
    data: dict[str, Any] = {"system": system.value, "players": players}
    if chosen_variant is not None:
        data["variant"] = chosen_variant.value
    rules = game_of(system).variant(chosen_variant.value) if chosen_variant else None
    teamless = situation.teams is None and (rules is None or rules.teams is None)
    mate = any(ASKERS_TEAMMATE.fullmatch(player) for player in players)
    if teamless and mate and situation.declared_players is None:
        # "my teammate is at 3 life. my opponent goes to 0 life": the asker plays too, on a
        # team, against players not named (was a game of two: the teammate and the opponent,
        # and the teammate won)
        raise _players_unsaid()
    data.update(_teams_of(situation, asker, rules))
    leaders = rules.leaders if rules is not None else None
    if leaders is not None:
        if situation.emperors is None:
            word = f"{leaders.word}s"
            raise SituationError(
                Message(
                    "Say who the {leaders} are: {example}.",
                    leaders=word,
                    example=f'"{word}: alice and bob"',
                )
            )
        data["emperors"] = situation.emperors
    elif situation.emperors is not None:
        raise SituationError(_leaders_belong(system))
    if situation.starting_life is not None:
        data["starting_life"] = situation.starting_life
    if situation.range_of_influence is not None:
        data["range_of_influence"] = situation.range_of_influence
    try:
        return parse_setup(data)
    except RuleError as error:
        raise SituationError(_setup_words(error)) from None


def _teams_of(situation: Situation, asker: str, rules: VariantRules | None) -> dict[str, Any]:
    """The setup's teams (and its players, where the teams fill seats no one names): those
    said, those the words fix (`_teams_unsaid`), or refused where the variant needs them."""
    if situation.teams is not None:
        return {"teams": situation.teams}
    if rules is None or rules.teams is None:
        return {}
    unsaid = _teams_unsaid(situation, asker, rules.teams)
    if unsaid is None:
        raise SituationError(
            Message(
                "{variant} is {shape}: say {example}.",
                variant=rules.name,
                shape=_shape(rules.teams),
                example=f'"teams: {_teams_example(rules.teams)}"',
            )
        )
    return {"teams": unsaid, "players": [name for team in unsaid for name in team]}


_ASKERS_OPPONENT = re.compile(rf"{one_of(WORDS.counted_opponents)}\s++\d{{1,2}}", re.IGNORECASE)


def _teams_unsaid(situation: Situation, asker: str, shape: TeamShape) -> list[list[str]] | None:
    """The two teams of a team variant (Two-Headed Giant) where the words fix them without a
    "teams:" line: the asker and "my teammate" on one side (or the one player named, when the
    asker is not), every other player named on the other; a seat no one names is filled with
    a player of its own ("my teammate", "opponent 1"). None where the words leave who plays
    with whom open: another player named beside a side not yet full (bob may be my teammate),
    "opponent" (one of two), or players declared."""
    named = [name for name in situation.mentioned if name != EVERYONE]
    if shape.teams != 2 or situation.declared_players is not None or OPPONENT in named:
        return None
    mates = [name for name in named if ASKERS_TEAMMATE.fullmatch(name)]
    rivals_named = any(_ASKERS_OPPONENT.fullmatch(name) for name in named)  # "opponent 1"
    if asker in named or mates or rivals_named:
        side, fill = [asker, *mates], ["my teammate"]
    elif len(named) == 1:
        side, fill = list(named), [f"{named[0]}'s teammate"]
    else:
        return None
    others = [name for name in named if name not in side]
    open_seat = [name for name in others if not _ASKERS_OPPONENT.fullmatch(name)]
    if len(side) > shape.size or len(others) > shape.size or (open_seat and len(side) < shape.size):
        return None  # bob named beside the asker alone: the asker's teammate, or not?
    taken = {name.casefold() for name in named}
    mate = [name for name in fill if name.casefold() not in taken][: shape.size - len(side)]
    rivals = [f"opponent {n}" for n in range(1, 2 * shape.size + 1)]
    rivals = [name for name in rivals if name.casefold() not in taken]
    side += mate
    others += rivals[: shape.size - len(others)]
    if len(side) != shape.size:
        return None
    return [side, others]


def _setup_words(error: RuleError) -> Message:
    """The replay refusal, with the situation language's words where it names JSON fields
    (those are the rules core's English, shown as they are)."""
    if error.field == "teams":
        return Message(
            "{reason}. Say {example}, naming every player once.",
            reason=Message.verbatim_text(error.message.split(":")[0].rstrip(".")),
            example='"teams: alice and carol vs bob and dave"',
        )
    if error.field == "starting_life":
        return Message.verbatim_text(error.message.replace('"starting_life"', "starting life"))
    return error.text


class PlayersUnsaid(SituationError):
    """A game said to have more than two players, how many not said (rule_on answers it only
    where nothing said ends the game for anyone, whoever else plays)."""


def _players_unsaid(variant: VariantRules | None = None) -> PlayersUnsaid:
    if variant is not None and variant.two_or_more:
        # "we were playing Commander. my opponent was at 3 life and I bolted him": two may
        # play, or more (was 'you win', a game of two taken for granted)
        return PlayersUnsaid(
            Message(
                "{variant} is played by two players or more: say who plays, e.g. {example} (a "
                "player not named may still be in the game, and who wins turns on them).",
                variant=variant.name,
                example='"4 players: me, alice, bob, carol. alice concedes"',
            )
        )
    return PlayersUnsaid(
        Message(
            "That is a game of more than two players: say who plays, e.g. {example} (a "
            "player not named may still be in the game, and who wins turns on them).",
            example='"4 players: me, alice, bob, carol. alice concedes"',
        )
    )


def _players(situation: Situation, asker: str) -> list[str]:
    named = [name for name in situation.mentioned if name != EVERYONE]
    declared_count = len(situation.declared_players or named)
    if situation.table_size is not None and situation.declared_players is None:
        declared_count = max(declared_count, situation.table_size)
    if (
        situation.askers_opponent
        and not situation.several
        and situation.declared_players is None
        and asker not in named
        and not any(ASKERS_TEAMMATE.fullmatch(name) for name in named)  # refused below
    ):
        # "my opponent is at 5. bob deals 5 damage to him": the asker plays beside the two
        # named (was "bob wins", a game of the opponent and bob)
        declared_count = max(declared_count, len(named) + 1)
    if (
        OPPONENT in named
        and declared_count > 2
        and OPPONENT not in (situation.declared_players or [])
    ):
        raise SituationError(
            Message(
                "{opponent} means the other player of a two-player game; with more players, "
                "name each of them.",
                opponent=f'"{OPPONENT}"',
            )
        )
    if situation.several and situation.declared_players is None:
        # How many play is not said: a player not named may still be in the game.
        variant = situation.variant
        found = game_with_variant(variant) if variant is not None else None
        raise _players_unsaid(found.setup.variants.get(variant) if found and variant else None)
    if situation.declared_players is not None:
        declared = situation.declared_players
        count = situation.declared_count
        if count is not None and count != len(declared):
            raise SituationError(
                Message.plural(
                    "{declared} players were declared but {n} named: {names}.",
                    "{declared} players were declared but {n} named: {names}.",
                    len(declared),
                    declared=count,
                    names=", ".join(declared),
                )
            )
        extra = [name for name in named if name not in declared]
        if extra:
            raise SituationError(
                Message.plural(
                    "{player} is not one of the {n} players declared ({names}).",
                    "{player} is not one of the {n} players declared ({names}).",
                    len(declared),
                    player=extra[0],
                    names=", ".join(declared),
                )
            )
        return list(declared)
    if situation.table_size is not None and situation.table_size > max(len(named), 2):
        # "in a 4 person game": the players not named sit at the table too.
        table = [*named] or [asker]
        seat = 1
        while len(table) < situation.table_size:
            if f"player {seat}" not in table:
                table.append(f"player {seat}")
            seat += 1
        return table
    return named if len(named) > 1 else _two_players(named, situation, asker)


def _two_players(named: list[str], situation: Situation, asker: str) -> list[str]:
    """The two players of a game where one player or none is named: the asker and
    "opponent"; the one named and the asker where the asker asks of their own outcome ("Bob
    concedes. Do I win?"); else the one named and "opponent", a player nobody named."""
    if not named or named[0] == OPPONENT:
        return [asker, OPPONENT]
    other = asker if situation.asker_asks and named[0] != asker else OPPONENT
    return [named[0], other]


def everyone_named(events: list[Event], state: GameState) -> list[Event]:
    """`everyone` / `both` become each player still in the game, in turn order."""
    result: list[Event] = []
    for event in events:
        if event.player == EVERYONE:
            result.extend(replace(event, player=player) for player in state.playing)
        else:
            result.append(event)
    return result


def canonical_names(events: list[Event], setup: GameSetup, asker: str) -> list[Event]:
    """Names as the game spells them (a match's players, matched without regard to case);
    in a match of two, `opponent` is the asker's (rulings.md)."""
    spelling = names_spelled(setup, asker)

    def name(value: str | None) -> str | None:
        if value is None:
            return None
        return spelling.get(value.casefold(), value)

    def spelled(e: Event) -> Event:
        player, controller, commander = name(e.player), name(e.controller), name(e.commander)
        if (player, controller, commander) == (e.player, e.controller, e.commander):
            return e  # a copy costs more than the rest of a long text's reading
        return replace(e, player=player, controller=controller, commander=commander)

    return [spelled(e) for e in events]


def names_spelled(setup: GameSetup, asker: str) -> Mapping[str, str]:
    """Each player's name as the game spells it, by the name in lower case (and `opponent`,
    in a match of two): worked out once for the same players and asker."""
    return _spelled(setup.players, asker)


@lru_cache(maxsize=256)
def _spelled(players: tuple[str, ...], asker: str) -> Mapping[str, str]:
    spelling = {name.casefold(): name for name in players}
    others = [name for name in players if name.casefold() != asker.casefold()]
    if OPPONENT not in spelling and len(players) == 2 and len(others) == 1:
        spelling[OPPONENT] = others[0]
    return MappingProxyType(spelling)
