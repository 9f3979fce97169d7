"""What a variant of a game changes, as a value its game supplies (bot.core.rules.games).

A game lists its variants (`SetupRules.variants`, each a `VariantRules`); a setup played in
one carries it (`GameSetup.variant_rules`). The shared rules read what it says (a team that
plays as one, one leader per team, the events it adds, the range of influence it plays with)
and never which variant it is: a new variant is a new value in its game's folder.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bot.core.rules.vocabulary import EventKind, Variant


class InfluenceRange(StrEnum):
    """How a variant plays with the limited range of influence option (Magic, CR 801)."""

    OPTION = "option"  # as the game plays it: an option of three players or more
    NEVER = "never"  # refused
    ALWAYS = "always"  # always limited: the leaders' and others' ranges unless given


@dataclass(frozen=True)
class TeamShape:
    """The teams a variant is played in: `teams` teams of `size` players each."""

    teams: int
    size: int
    described: str  # "two teams of two players"
    example: str  # the teams of a game file: '[["alice", "carol"], ["bob", "dave"]]'


@dataclass(frozen=True)
class OneSide:
    """A team that plays as one player: it shares one life total and its poison, and its
    players win and lose together (the rules that say so)."""

    citations: tuple[str, ...]


@dataclass(frozen=True)
class Leaders:
    """One leader per team, named by the setup's "emperors": the team loses with its leader
    (`loses_with`), draws with its leader (`draws_with`) and wins when one of its players
    wins (`wins_with`); with the range of influence, a leader's range and everyone else's."""

    word: str  # what a leader is called: "emperor"
    # The reasons a leader's team is given (msgids, marked with N_): "their emperor lost";
    # "their emperor, {leader}, drew".
    lost: str
    drew: str
    loses_with: tuple[str, ...]
    draws_with: tuple[str, ...]
    wins_with: tuple[str, ...]
    leader_range: int
    others_range: int


@dataclass(frozen=True)
class VariantRules:
    """One variant of a game: its id (what files, commands and the database spell), its name,
    and what it changes."""

    id: Variant
    name: str  # "Two-Headed Giant": what the faces call it
    events: frozenset[EventKind] = frozenset()  # the events it adds to its game's
    teams: TeamShape | None = None  # the teams it must be played in, if any
    one_side: OneSide | None = None  # each team plays as one
    leaders: Leaders | None = None
    influence: InfluenceRange = InfluenceRange.OPTION
    # What players call it in a question, besides its name ("edh", "2hg"): the quick rulings'
    # reader takes these words, lower case, a space or a hyphen between words.
    called: tuple[str, ...] = ()
    # Played by two players or more alike (Commander, CR 903.2): a game of it said with no count
    # of players may be one of more than two.
    two_or_more: bool = False
