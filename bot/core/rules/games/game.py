"""What a game is to Arbiter: everything one game's folder provides, in one value.

A game (`Game`) brings its in-game rules (what ends a game of it), its setup (life, variants,
teams), its tournament rules (who chooses play or draw, intentional draws, what happens when
time is called, how many games a match has), its citable rules, and its names and words.
Code outside bot.core.rules.games asks a game for these; it never names one.

The words are plain English data (`GameNames`): the faces put them in their sentences.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType

from bot.core.messages import Message
from bot.core.rules.game_rules import GameRules
from bot.core.rules.rule_entry import Rule
from bot.core.rules.setup import GameSetup, SetupRules
from bot.core.rules.state import GameState
from bot.core.rules.variants import VariantRules
from bot.core.rules.vocabulary import EventKind, System, Variant


@dataclass(frozen=True)
class GameNames:
    """What people call a game and its parts, in English."""

    title: str  # "Magic: The Gathering": the scoreboard, pages, ladders, /rule
    short_title: str  # "Magic": the match history and refusals
    abbreviation: str | None = None  # "mtg": what players type for short
    aliases: tuple[str, ...] = ()  # other names players type for it ("gatcg"), any case
    # Words that narrow a rules search to this game, its citations' prefixes among them
    # ("mtg", "cr", "mtr").
    search_words: tuple[str, ...] = ()
    life: str = "life"  # its life total ("vitae")
    # A side's life total in a sentence (a msgid, marked with N_), for the refusals; without
    # one, "<players>'s life" (translated) or "<players>'s <life>" (in English).
    life_of: str | None = None
    deck: str = "deck"  # what a player draws from ("library")
    # What a player receives when the state is judged ("priority", "Opportunity").
    priority: str = "priority"


class RulingNote(StrEnum):
    """A note a quick ruling adds, or a question it asks, that each game words itself, with
    its own rules and its own words for its parts (bot.core.rulings.game_words)."""

    EMPTY_DECK = "empty_deck"  # a deck said empty that nobody drew from: what it ends
    NOTHING_ENDS = "nothing_ends"  # nothing said ends the game: how a player leaves it
    # {words}: a state said that is no deck emptied ("my graveyard is empty"): it ends nothing
    STATE_SAID = "state_said"
    OPTIONAL_LOOP = "optional_loop"  # a loop a player can stop
    LOCK = "lock"  # a lock: a position nobody is made to end, no draw
    # {words}, {life}, {amount}: life (or vitae) paid beyond the total a player has
    PAID_BEYOND = "paid_beyond"
    # {who}, {n}: a gain told after a loss of the same player, at once or after a check: the
    # question, and its two cases
    GAINED_IN_TURN = "gained_in_turn"
    GAINED_AT_ONCE = "gained_at_once"
    GAINED_AFTER = "gained_after"
    # {first}, {second}: two players' damage to each other, at once or after a check
    DEALT_IN_TURN = "dealt_in_turn"
    # {words}, {example}: draws whose outcome turns on the cards drawn and the cards left
    COUNT_MISSING = "count_missing"
    # {first}, {second}: how to say the cards left in a deck and the cards drawn
    CARDS_LEFT = "cards_left"
    # how damage said only to be lethal was read: a total of 0 or less
    LETHAL = "lethal"
    # {card}: a card Arbiter does not know, and how to say what it did in the game's words
    UNKNOWN_CARD = "unknown_card"
    # how to tell combat: what it did, in the game's words
    COMBAT = "combat"


@dataclass(frozen=True)
class RulingWords:
    """What a quick ruling says in a game's own words: an example of a situation in the
    game (the situation language, quoted, its game first), and its notes (`RulingNote`),
    each a message whose placeholders the note's comment names (given when it is said; the
    game's rules already in it). A game with no such note adds none."""

    example: str = ""
    notes: Mapping[RulingNote, Message] = field(default_factory=lambda: MappingProxyType({}))
    # The rules' refusals of a report, by their msgid (what a replay file or a match report is
    # told: "report champion_died"), said to a player in chat instead: what to say there, an
    # example quoted that Arbiter reads in the game (bot.core.rulings.rules_refusals).
    refusals: Mapping[str, Message] = field(default_factory=lambda: MappingProxyType({}))
    # Every turn but a game's first, its player draws a card in it (MTG CR 504.1): a later turn
    # asked of as a whole is told with that draw (bot.core.rulings.later_turns).
    turn_draws: bool = False


class Tracked(StrEnum):
    """What a game keeps per player besides life and the counters every game may have."""

    CHAMPION = "champion"  # who controls each player's champion (Grand Archive)
    CITY = "city"  # the structures and Relics in each player's city (Terrus)


@dataclass(frozen=True)
class Threshold:
    """A count at which a game is won or lost, and the rule that says so."""

    at: int
    rule: str


@dataclass(frozen=True)
class Limits:
    """The counts a game ends at, which the answer to a report measures a player against."""

    poison: Threshold | None = None
    team_poison: Threshold | None = None  # the shared poison of a team that plays as one
    commander_damage: Threshold | None = None
    structures: Threshold | None = None  # at the start of a turn
    relics: Threshold | None = None  # at the start of a turn
    int_total: Threshold | None = None  # a Dominion Vote's INT

    def poison_for(self, variant: VariantRules | None) -> Threshold | None:
        """The poison limit of a player, or of their team where the team shares poison."""
        plays_as_one = variant is not None and variant.one_side is not None
        return self.team_poison if plays_as_one else self.poison


class IntentionalDraws(StrEnum):
    """When the players of a match may agree that it is a draw."""

    ANY_TIME = "any_time"  # MTG MTR 2.5, Terrus 4.2
    BEFORE_FIRST_GAME = "before_first_game"  # GA Tournament Rules: Match Structure


@dataclass(frozen=True)
class MatchRules:
    """The rules that end a match each way; a judge's result is the judge's own decision."""

    games: tuple[str, ...]  # a side won enough games
    concession: tuple[str, ...]
    intentional_draw: tuple[str, ...]
    early_end: tuple[str, ...]  # ended early, by agreement or at time

    def citations(self, reason: str) -> tuple[str, ...]:
        """The rules of a match that ended for `reason` (a MatchEnd's)."""
        by_reason = {
            "games": self.games,
            "concession": self.concession,
            "intentional_draw": self.intentional_draw,
            "early_end": self.early_end,
        }
        return by_reason.get(reason, ())


@dataclass(frozen=True)
class Lateness:
    """A player who has not shown at their table (tardiness): a game loss once
    `game_loss_after` minutes of the round have gone, a match loss after `match_loss_after`;
    `rule` is what the table is told it follows."""

    game_loss_after: int
    match_loss_after: int
    rule: str


@dataclass(frozen=True)
class Tournament:
    """A game's tournament rules: a best-of-N match around its games."""

    # Who chooses play or draw for the next game: the loser of the last one, or after a drawn
    # game whoever chose for it.
    choice_rule: str
    match_rules: MatchRules
    # When time is called on the round: the rule, and what is still played ("the active
    # player finishes this turn, then five more turns are played in total").
    time_rule: str
    extra_time: str
    extra_time_by_variant: Mapping[Variant, str] = field(
        default_factory=lambda: MappingProxyType({})
    )
    intentional_draws: IntentionalDraws = IntentionalDraws.ANY_TIME
    # Multiplayer: after game 1 the first player who lost goes first, and nobody chooses.
    first_out_starts: bool = False
    best_of: int = 3  # a two-player match's games unless told
    multiplayer_best_of: int = 1  # a multiplayer match's (MTG CR 100.6a)
    # A player late at their table, counted from the round's start (an online event's
    # grace: a few minutes for the game loss, ten for the match loss).
    lateness: Lateness = Lateness(5, 10, "the event's tardiness rule")

    def extra_time_in(self, variant: Variant | None) -> str:
        if variant is None:
            return self.extra_time
        return self.extra_time_by_variant.get(variant, self.extra_time)

    def default_best_of(self, player_count: int) -> int:
        return self.best_of if player_count == 2 else self.multiplayer_best_of


@dataclass(frozen=True)
class LifeUnsaid:
    """A life total nobody gave: a quick ruling plays its words from the game's starting
    total, which the asker never said, so only how far the words moved it is known
    (`change`, negative for life lost; None where a card may have set it, which the total
    nobody gave decides: then not even that is said)."""

    change: int | None
    # told, but a card changed it by an amount its words leave out (Soulgorger Orgg's loss of
    # all but 1, Chaplain's Blessing's gain), which the engine does not play: not counted
    uncounted: bool = False


def _no_standing(state: GameState, player: str, unsaid: LifeUnsaid | None) -> Message:
    return Message("still in the game")


def listed(parts: list[Message]) -> Message:
    """Parts of a player's standing one after another: "life 13 (...), poison 0 of 10"."""
    said = parts[0]
    for more in parts[1:]:
        said = Message("{first}, {then}", first=said, then=more)
    return said


@dataclass(frozen=True)
class Game:
    """One game Arbiter referees, as its folder under bot.core.rules.games provides it."""

    system: System
    names: GameNames
    rules: GameRules
    tournament: Tournament
    setup: SetupRules = field(default_factory=SetupRules)
    tracks: frozenset[Tracked] = frozenset()
    limits: Limits = field(default_factory=Limits)
    catalogue: tuple[Rule, ...] = ()  # its citable rules
    headlines: frozenset[str] = frozenset()  # the citations of its main clauses
    # Where a player still in the game stands against the ways of losing its totals track,
    # in words ("vitae 12 (loses at 0, Terrus 5.3b)"); with a `LifeUnsaid`, their life total
    # was never given, and only its change is said ("vitae not said (3 lost; ...)").
    standing: Callable[[GameState, str, LifeUnsaid | None], Message] = _no_standing
    rulings: RulingWords = field(default_factory=RulingWords)

    def names_typed(self) -> frozenset[str]:
        """Every name a player may type for the game, lower case, single spaces."""
        names = self.names
        written = [self.system.replace("-", " "), names.title, names.short_title, *names.aliases]
        written += self.short_names()
        return frozenset(" ".join(name.lower().split()) for name in written)

    def variant(self, spelled: str | None) -> VariantRules | None:
        """The game's variant with this id ("two-headed-giant"), None for none or another's."""
        return next((v for v in self.setup.variants.values() if v.id == spelled), None)

    def short_names(self) -> tuple[str, ...]:
        """Its id and its abbreviation: what a command line or a ruling's prefix takes."""
        abbreviation = self.names.abbreviation
        return (self.system, abbreviation) if abbreviation else (self.system,)

    def events(self, variant: str | None = None) -> frozenset[EventKind]:
        """The events a match of this game (in `variant`, by its id) takes: what a face offers
        to report (its counters, a deck running out, its champions...), whoever plays."""
        setup = GameSetup(self.system, (), (), variant_rules=self.variant(variant))
        return self.rules.allowed_events(setup)
