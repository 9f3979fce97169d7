"""The games Arbiter referees: one folder each, listed once here.

A game's folder holds everything about it (`Game`, bot.core.rules.games.game): its in-game
rules, setup, tournament rules, citable rules, and names. Everything else asks this registry
for a game by its id and reads what it needs off the `Game`, so a new game is a new folder and
one entry below.

What is built once at start from the games registered then (the rules index, the slash
commands' choices) sees those; everything else looks a game up when it needs it.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from types import MappingProxyType

from bot.core.rules.games import grand_archive, magic, terrus
from bot.core.rules.games.game import (
    Game,
    GameNames,
    IntentionalDraws,
    Limits,
    MatchRules,
    Threshold,
    Tournament,
    Tracked,
)
from bot.core.rules.variants import VariantRules
from bot.core.rules.vocabulary import System, Variant

__all__ = [
    "GAMES",
    "Game",
    "GameNames",
    "IntentionalDraws",
    "Limits",
    "MatchRules",
    "Threshold",
    "Tournament",
    "Tracked",
    "UnknownGame",
    "game_named",
    "game_of",
    "game_with_variant",
    "listed",
    "registered",
    "short_names",
    "title_of",
    "variant_named",
]

_GAMES: dict[System, Game] = {
    game.system: game for game in (grand_archive.GAME, magic.GAME, terrus.GAME)
}
GAMES: Mapping[System, Game] = MappingProxyType(_GAMES)


class UnknownGame(LookupError):
    """No game has that id."""


def game_of(system: str) -> Game:
    """The game with this id ("magic"); UnknownGame if there is none."""
    try:
        return _GAMES[System(system)]
    except KeyError:
        raise UnknownGame(system) from None


def title_of(system: str) -> str:
    """The game's title, or the id itself for a game Arbiter does not know."""
    game = _GAMES.get(System(system))
    return game.names.title if game is not None else system


def game_named(name: str) -> Game | None:
    """The game a player's name for it means ("ga", "MTG", "Grand Archive"), if any."""
    typed = " ".join(name.lower().replace("_", " ").split())
    return next((game for game in _GAMES.values() if typed in game.names_typed()), None)


def short_names() -> tuple[str, ...]:
    """Every game's id, then the abbreviations ("ga", "mtg"): what a command line takes."""
    abbreviations = (g.names.abbreviation for g in _GAMES.values() if g.names.abbreviation)
    return (*_GAMES, *abbreviations)


def game_with_variant(variant: Variant) -> Game | None:
    """The game `variant` is a format of."""
    return next((game for game in _GAMES.values() if variant in game.setup.variants), None)


def variant_named(spelled: str | None) -> VariantRules | None:
    """The variant of a registered game with this id ("two-headed-giant"), if any."""
    found = (game.variant(spelled) for game in _GAMES.values())
    return next((variant for variant in found if variant is not None), None)


def listed(names: list[str] | tuple[str, ...], last: str = "or") -> str:
    """Names in a sentence: "a, b or c"."""
    if len(names) < 2:
        return "".join(names)
    return f"{', '.join(names[:-1])} {last} {names[-1]}"


@contextmanager
def registered(game: Game) -> Iterator[Game]:
    """The registry with `game` in it while the block runs (a game defined by a test)."""
    if game.system in _GAMES:
        raise ValueError(f"{game.system!r} is a game already")
    _GAMES[game.system] = game
    try:
        yield game
    finally:
        del _GAMES[game.system]
