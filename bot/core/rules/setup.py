"""Who plays which game: system, variant, players in turn order, teams, starting life.

`read_setup` reads a setup for a game whose `SetupRules` say what it may hold; the rules core's
`parse_setup` (bot.core.rules.engine) finds the game in the registry first."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from bot.core.messages import Message
from bot.core.rules.errors import RuleError
from bot.core.rules.event_reading import is_integer
from bot.core.rules.influence import parse_ranges
from bot.core.rules.variants import VariantRules
from bot.core.rules.vocabulary import System, Variant

# The most players one game may have, in a replay file or a ruling's situation: a Magic
# multiplayer table is rarely past a dozen (/match start seats at most six), and each report's
# checks grow with the players.
MAX_GAME_PLAYERS = 16


@dataclass(frozen=True)
class SetupRules:
    """What a game's setup may hold: each game says it (bot.core.rules.games)."""

    # Starting life by variant (None: played without one); a None value has no default, so
    # each player's is given (Terrus vitae, printed on each clade).
    starting_life: Mapping[Variant | None, int | None] = field(
        default_factory=lambda: MappingProxyType({None: None})
    )
    # Why a starting life is refused, for a game without life totals; None: it has them.
    life_refusal: str | None = None
    # Its variants by id: each says what it changes (bot.core.rules.variants).
    variants: Mapping[Variant, VariantRules] = field(default_factory=lambda: MappingProxyType({}))
    # Why teams are refused, for a game without them; None: it has them.
    teams_refusal: str | None = None
    range_of_influence: bool = False  # Magic multiplayer's option (CR 801)
    # A player's starting life carries from one game of a match to the next (Terrus 4.3).
    carries_starting_life: bool = False


@dataclass(frozen=True)
class GameSetup:
    system: System
    players: tuple[str, ...]
    teams: tuple[tuple[str, ...], ...]
    # The variant played, as its game describes it; None: played without one.
    variant_rules: VariantRules | None = None
    emperors: tuple[str, ...] = ()
    # Per player; None where unknown (Terrus without a printed vitae given) or not tracked (GA).
    starting_life: Mapping[str, int | None] = field(default_factory=lambda: MappingProxyType({}))
    # What the file or command gave, kept so an export says exactly what was started.
    given_starting_life: int | Mapping[str, int] | None = None
    # Limited range of influence (Magic, CR 801): seats per player; empty when not used.
    range_of_influence: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))
    given_range_of_influence: int | Mapping[str, int] | None = None

    @property
    def variant(self) -> Variant | None:
        """The variant's id, as files and commands spell it."""
        return self.variant_rules.id if self.variant_rules is not None else None

    @property
    def limits_influence(self) -> bool:
        return bool(self.range_of_influence)

    @property
    def has_teams(self) -> bool:
        return any(len(team) > 1 for team in self.teams)

    @property
    def is_multiplayer(self) -> bool:
        return len(self.players) > 2

    def team_of(self, player: str) -> tuple[str, ...]:
        return next(team for team in self.teams if player in team)

    def opponents_of(self, player: str) -> tuple[str, ...]:
        team = self.team_of(player)
        return tuple(other for other in self.players if other not in team)

    def emperor_of(self, team: tuple[str, ...]) -> str | None:
        return next((player for player in self.emperors if player in team), None)

    def side_of(self, player: str) -> tuple[str, ...]:
        """Who plays as one with `player` (one life total and poison, winning and losing
        together): their team where the variant says so, else the player alone."""
        plays_as_one = self.variant_rules is not None and self.variant_rules.one_side is not None
        return self.team_of(player) if plays_as_one else (player,)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"system": self.system.value}
        if self.variant is not None:
            data["variant"] = self.variant.value
        data["players"] = list(self.players)
        if self.has_teams:
            data["teams"] = [list(team) for team in self.teams]
        if self.emperors:
            data["emperors"] = list(self.emperors)
        if self.given_starting_life is not None:
            given = self.given_starting_life
            data["starting_life"] = given if isinstance(given, int) else dict(given)
        ranges = self.given_range_of_influence
        if ranges is not None:
            data["range_of_influence"] = ranges if isinstance(ranges, int) else dict(ranges)
        return data


def _players(raw: object) -> tuple[str, ...]:
    if not isinstance(raw, list) or not all(isinstance(p, str) and p for p in raw):
        raise RuleError(
            Message('"players" must be a list of player names in turn order.'), field="players"
        )
    if len(raw) < 2:
        raise RuleError(Message("A game needs at least two players."), field="players")
    if len(set(raw)) != len(raw):
        raise RuleError(Message("Player names must be unique within a game."), field="players")
    return tuple(raw)


def _teams(raw: object, players: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    if raw is None:
        return tuple((player,) for player in players)
    if not isinstance(raw, list) or not all(isinstance(team, list) and team for team in raw):
        raise RuleError(
            Message('"teams" must be a list of non-empty lists of player names.'), field="teams"
        )
    members = [name for team in raw for name in team]
    if sorted(members, key=str) != sorted(players):
        raise RuleError(Message("Every player must be on exactly one team."), field="teams")
    if len(raw) < 2:
        raise RuleError(Message("A team game needs at least two teams."), field="teams")
    return tuple(tuple(team) for team in raw)


def _variant_rules(
    system: System,
    rules: SetupRules,
    variant: Variant | None,
    teams: tuple[tuple[str, ...], ...],
    variant_games: str,
) -> VariantRules | None:
    """What the variant played changes, once the game has it and the teams fit it."""
    played = rules.variants.get(variant) if variant is not None else None
    if variant is not None and played is None:
        raise RuleError(
            Message(
                "Variants are {games} formats; {system} is played without one.",
                games=variant_games,
                system=system.value,
            ),
            field="variant",
        )
    if rules.teams_refusal is not None and any(len(team) > 1 for team in teams):
        raise RuleError(Message(rules.teams_refusal), field="teams")
    if played is None or played.teams is None:
        return played
    shape = played.teams
    if len(teams) != shape.teams or any(len(team) != shape.size for team in teams):
        raise RuleError(
            Message(
                '{variant} is {teams}: give "teams" like {example}.',
                variant=played.name,
                teams=Message(shape.described),
                example=shape.example,
            ),
            field="teams",
        )
    return played


def _emperors(
    raw: object, variant: VariantRules | None, teams: tuple[tuple[str, ...], ...]
) -> tuple[str, ...]:
    if variant is None or variant.leaders is None:
        if raw not in (None, []):
            raise RuleError(
                Message('"emperors" only applies to the emperor variant.'), field="emperors"
            )
        return ()
    if not isinstance(raw, list) or not all(isinstance(name, str) for name in raw):
        raise RuleError(
            Message('The emperor variant needs "emperors": one player from each team.'),
            field="emperors",
        )
    for team in teams:
        if sum(name in team for name in raw) != 1:
            raise RuleError(
                Message(
                    "Each team needs exactly one emperor; team {team} has {count}.",
                    team=", ".join(team),
                    count=sum(name in team for name in raw),
                ),
                field="emperors",
            )
    if len(raw) != len(teams):
        raise RuleError(
            Message("Every emperor must be a player on one of the teams."), field="emperors"
        )
    return tuple(raw)


def _starting_life(
    raw: object,
    rules: SetupRules,
    variant: VariantRules | None,
    players: tuple[str, ...],
    teams: tuple[tuple[str, ...], ...],
) -> dict[str, int | None]:
    if rules.life_refusal is not None:
        if raw is not None:
            raise RuleError(Message(rules.life_refusal), field="starting_life")
        return dict.fromkeys(players)
    default = rules.starting_life.get(variant.id if variant is not None else None)
    if raw is None:
        return dict.fromkeys(players, default)
    if is_integer(raw):
        return dict.fromkeys(players, int(raw))  # type: ignore[call-overload]  # is_integer checked it
    if not isinstance(raw, Mapping):
        raise RuleError(
            Message('"starting_life" must be a whole number or an object of player -> life.'),
            field="starting_life",
        )
    unknown = [name for name in raw if name not in players]
    if unknown:
        raise RuleError(
            Message('{name} in "starting_life" is not a player.', name=repr(unknown[0])),
            field="starting_life",
        )
    if not all(is_integer(value) for value in raw.values()):
        raise RuleError(
            Message('"starting_life" values must be whole numbers.'), field="starting_life"
        )
    life: dict[str, int | None] = {name: raw.get(name, default) for name in players}
    if variant is not None and variant.one_side is not None:
        # A team shares one life total, so its players must agree on it.
        for team in teams:
            values = {life[name] for name in team if name in raw}
            if len(values) > 1:
                raise RuleError(
                    Message(
                        "In {variant} a team shares one life total; give one value per team.",
                        variant=variant.name,
                    ),
                    field="starting_life",
                )
            for name in team:
                life[name] = values.pop() if values else default
    return life


def _unknown_variant(said: str, title: str, rules: SetupRules) -> Message:
    """A variant no game has, refused with the variants of the game played (their ids, as a
    file or a command's option gives them), or that it has none."""
    if not rules.variants:
        return Message(
            "Unknown variant {variant}: {game} is played without variants.",
            variant=said,
            game=title,
        )
    return Message(
        "Unknown variant {variant}: the variants of {game} are {known}.",
        variant=said,
        game=title,
        known=", ".join(v.value for v in rules.variants),
    )


def read_setup(
    data: Mapping[str, Any],
    system: System,
    rules: SetupRules,
    *,
    variant_games: str,
    influence_games: str,
    title: str,
) -> GameSetup:
    """Read the game part of a game file (everything but "reports" and "expect") for the game
    `system` (called `title`), set up by `rules`. `variant_games` and `influence_games` name
    the games that have variants and the range of influence option, for the refusals."""
    variant: Variant | None = None
    if data.get("variant") is not None:
        try:
            variant = Variant(data["variant"])
        except ValueError:
            raise RuleError(
                _unknown_variant(repr(data["variant"]), title, rules), field="variant"
            ) from None
    players = _players(data.get("players"))
    teams = _teams(data.get("teams"), players)
    played = _variant_rules(system, rules, variant, teams, variant_games)
    emperors = _emperors(data.get("emperors"), played, teams)
    raw_life = data.get("starting_life")
    life = _starting_life(raw_life, rules, played, players, teams)
    raw_ranges = data.get("range_of_influence")
    if raw_ranges is not None and not rules.range_of_influence:
        raise RuleError(
            Message(
                "Range of influence is a {games} multiplayer option; {system} has none.",
                games=influence_games,
                system=system.value,
            ),
            field="range_of_influence",
        )
    ranges = parse_ranges(raw_ranges, played, players, emperors)
    return GameSetup(
        system=system,
        players=players,
        teams=teams,
        variant_rules=played,
        emperors=emperors,
        starting_life=MappingProxyType(life),
        # A copy: later changes to the caller's data must not reach this immutable value.
        given_starting_life=(
            MappingProxyType(dict(raw_life)) if isinstance(raw_life, Mapping) else raw_life
        ),
        range_of_influence=ranges,
        given_range_of_influence=(
            MappingProxyType(dict(raw_ranges)) if isinstance(raw_ranges, Mapping) else raw_ranges
        ),
    )
