"""The cards Arbiter knows: what each does to winning, losing and drawing a game
(shared/spec/rulings.md, revision 3, "Cards").

A catalogue per game is read from the package's data (bot/core/rulings/card_data/GAME.json, through
importlib.resources, once per process and only when first asked) into frozen values. Each card
has its canonical `name`, its `game`, its `aliases` (nicknames people type: "Thoracle", "Lab
Man"), `short` names (one word of the name, "Oracle", found in a sentence only where it reads as
a name), `wording` (the JSON's `as`: Arbiter's own one line on what it does to winning, losing
or drawing, never the card's printed text), `rules` (the rule numbers it turns on, cited as the
rules core cites them, "MTG CR 104.2b") and its `effects`, each of one kind:

- `Kind.ENDS_GAME` (`EndsGame`): an effect that says a player wins or loses, or that the game is
  a draw; on resolution, as an activated ability, or as a triggered ability with its moment and
  its condition, in words and, where it is a number, structured (`Check`: "40 or more life",
  "no more cards in the library than the devotion to blue").
- `Kind.CANT_LOSE` / `Kind.CANT_WIN` (`CantLose` / `CantWin`): who can't lose or can't win, and
  what ends it (the permanent leaving, the end of the turn, your next turn, a condition).
- `Kind.REPLACES_LOSS` (`ReplacesLoss`): "if you would lose the game, instead ...".
- `Kind.CHANGES_STATE_LOSS` (`ChangesStateLoss`): a change to a state-based loss: no loss for
  0 or less life, a life total that can't change or can't go below a floor, a win instead of the
  draw from an empty library.
- `Kind.POISON` (`PoisonSource`): infect, toxic N, poisonous N, a trigger or spell that gives
  poison counters, or proliferate.
- `Kind.COMMANDER_DAMAGE` (`CommanderDamageSource`): a commander people name, or what doubles
  the combat damage a commander deals (double strike, damage doubling).
- `Kind.LIFELINK` (`Lifelink`): life gained with the damage (the keyword, at the same time) or by
  a separate trigger (later, on the stack).
- `Kind.DAMAGE` (`DamageSource`): damage or life loss people name as what brought a player down.
- `Kind.EMPTIES_LIBRARY` (`EmptiesLibrary`): mill or exile that empties a library (its player
  loses only on drawing from it).
- `Kind.LOOP` (`MandatoryLoop`): a card that makes a loop of mandatory actions (a draw).

Lookup is fuzzy and needs no exact spelling: `find_card(text, game)` reads a whole text as one
card name (any case, punctuation, a possessive, a typo) and answers `CardMatch` with a score, or
`UnknownCard` with the name as written (and the words to describe the card's effect instead);
`cards_in(text, game)` finds the cards named inside a sentence. In a sentence, a name that is
made of ordinary words ("Worship", "Last Chance") and a short name ("Oracle") count only where
they read as a name: capitalised, in [[brackets]] or quotes, or after "cast" (ordinary words) or
a possessive such as "my" or "bob's" (short names); a short name followed by "text" ("oracle
text") never counts. Typos are forgiven in names of two or more words and in long single-word
names and nicknames, never in short names or names of ordinary words.

Pure: no Discord, no database, no I/O beyond reading the package's own data files.
"""

from __future__ import annotations

import json
import re
import types
from collections.abc import Iterator, Mapping
from dataclasses import MISSING, dataclass, fields
from enum import StrEnum
from functools import cache
from importlib import resources
from typing import Any, ClassVar, Union, get_args, get_origin, get_type_hints

from rapidfuzz import fuzz, process

from bot.core.rules.vocabulary import EffectOutcome, System

DATA_PACKAGE = "bot.core.rulings.card_data"
FUZZY_CUTOFF = 90.0  # a name found inside a sentence with a typo
LOOKUP_CUTOFF = 85.0  # a whole text read as one card name
_CITATION = re.compile(r"^(?:MTG CR \d{3}(?:\.\d+[a-z]?)?|GA .+|Terrus \d+(?:\.\d+[a-z]?)?)$")


class CardDataError(ValueError):
    """A card data file that does not say what this module needs: which file, which card."""


# -- the kinds and their words -------------------------------------------------------------


class Kind(StrEnum):
    ENDS_GAME = "ends_game"
    CANT_LOSE = "cant_lose"
    CANT_WIN = "cant_win"
    REPLACES_LOSS = "replaces_loss"
    CHANGES_STATE_LOSS = "changes_state_loss"
    POISON = "poison"
    COMMANDER_DAMAGE = "commander_damage"
    LIFELINK = "lifelink"
    DAMAGE = "damage"
    EMPTIES_LIBRARY = "empties_library"
    LOOP = "loop"


class Who(StrEnum):
    """Whom an effect touches, as seen from the card's controller."""

    CONTROLLER = "controller"  # "you"
    OPPONENTS = "opponents"  # each opponent
    TARGET_OPPONENT = "target_opponent"
    TARGET_PLAYER = "target_player"
    EACH_PLAYER = "each_player"
    ANY_TARGET = "any_target"  # a player, or a creature or planeswalker
    DAMAGED_PLAYER = "damaged_player"  # the player a creature dealt damage to
    ATTACKED_PLAYER = "attacked_player"  # a player it attacked (defending player)
    ENCHANTED_PLAYER = "enchanted_player"  # the player a Curse is attached to
    OWNER = "owner"  # the owner of a creature the card names
    HIGHEST_LIFE = "highest_life"  # the player with the highest life total


class Moment(StrEnum):
    """When a win, loss or draw happens: at once as something resolves, or as a trigger."""

    RESOLUTION = "resolution"  # as the spell resolves
    ACTIVATED = "activated"  # as an activated (or loyalty) ability resolves
    REPLACEMENT = "replacement"  # inside a replacement effect ("if you can't, you lose")
    ENTERS = "enters"  # trigger: it enters the battlefield
    LEAVES = "leaves"  # trigger: it leaves the battlefield
    UPKEEP = "upkeep"  # trigger: at the beginning of an upkeep
    END_STEP = "end_step"  # trigger: at the beginning of an end step
    DELAYED_UPKEEP = "delayed_upkeep"  # delayed trigger: your next upkeep
    DELAYED_END_STEP = "delayed_end_step"  # delayed trigger: a later end step
    DAMAGE = "damage"  # trigger: a creature deals damage to a player
    STATE = "state"  # state trigger: as soon as a condition is true (CR 603.8)
    EVENT = "event"  # trigger: another event (a creature dies, you are dealt damage)

    @property
    def is_trigger(self) -> bool:
        """A triggered ability waits for the next priority and the stack (MTG CR 603.3)."""
        return self not in (Moment.RESOLUTION, Moment.ACTIVATED, Moment.REPLACEMENT)


class Measure(StrEnum):
    LIFE = "life"  # the controller's life total (each player's for EACH_PLAYER)
    POISON = "poison"
    CARDS_IN_LIBRARY = "cards_in_library"
    CARDS_IN_HAND = "cards_in_hand"
    CARDS_IN_GRAVEYARD = "cards_in_graveyard"  # of what: `of`
    PERMANENTS = "permanents"  # permanents the controller controls, of what: `of`
    COUNTERS = "counters"  # counters on the card itself, of what kind: `of`
    DAMAGE_THIS_TURN = "damage_this_turn"  # damage it dealt to that player this turn
    SPELLS_CAST = "spells_cast"  # spells of a name cast this game (`of`)


class Compare(StrEnum):
    AT_LEAST = "at_least"
    EXACTLY = "exactly"
    AT_MOST = "at_most"


class Until(StrEnum):
    """What ends a continuous effect."""

    LEAVES = "leaves"  # the permanent leaves the battlefield
    END_OF_TURN = "end_of_turn"
    YOUR_NEXT_TURN = "your_next_turn"
    USED = "used"  # the next time it would apply, once
    CONDITION = "condition"  # while the condition in words holds
    NEVER = "never"  # an emblem: the rest of the game


class StateLoss(StrEnum):
    """The state-based losses of MTG CR 704.5a-c."""

    LIFE = "life"
    EMPTY_LIBRARY = "empty_library"
    POISON = "poison"


class Change(StrEnum):
    NO_LOSS = "no_loss"  # "you don't lose the game for having 0 or less life"
    LIFE_CANT_CHANGE = "life_cant_change"  # no gain, no loss
    NO_LIFE_LOSS = "no_life_loss"  # can't lose life
    LIFE_FLOOR = "life_floor"  # damage can't take life below `floor`
    LIFE_RESET = "life_reset"  # a drop to 0 or less sets life to `floor` instead
    WIN_INSTEAD = "win_instead"  # a draw from the empty library wins instead


class PoisonHow(StrEnum):
    INFECT = "infect"  # damage to players as poison counters (CR 702.90b)
    TOXIC = "toxic"  # combat damage also gives N poison counters (CR 702.164c)
    POISONOUS = "poisonous"  # a trigger on combat damage: N poison counters (CR 702.70a)
    TRIGGER = "trigger"  # another trigger that gives poison counters
    DIRECT = "direct"  # a spell or ability that gives poison counters as it resolves
    PROLIFERATE = "proliferate"  # one more of each counter already there (CR 701.34a)


class CommanderHow(StrEnum):
    COMMANDER = "commander"  # a commander itself, named for its combat damage
    DOUBLE_STRIKE = "double_strike"  # two combat damage steps, both count (CR 702.4b)
    DOUBLES_DAMAGE = "doubles_damage"  # its damage doubled, all of it the commander's


class LifelinkHow(StrEnum):
    KEYWORD = "keyword"  # lifelink: life gained with the damage, at the same time (702.15b)
    GRANTS = "grants"  # gives lifelink to others
    TRIGGER = "trigger"  # a separate trigger: life gained later, on the stack (603.3)


class DamageHow(StrEnum):
    DAMAGE = "damage"
    LIFE_LOSS = "life_loss"


class LibraryHow(StrEnum):
    MILL = "mill"
    EXILE = "exile"
    DOUBLES_MILL = "doubles_mill"


# -- effects -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Check:
    """A mechanical condition: `measure` `compare` `amount` (or `against`, when the amount is
    itself a measure of the game, e.g. "your devotion to blue")."""

    measure: Measure
    compare: Compare
    amount: int | None = None
    of: str | None = None
    against: str | None = None

    def __post_init__(self) -> None:
        if (self.amount is None) == (self.against is None):
            raise ValueError("a check compares with exactly one of amount and against")


@dataclass(frozen=True)
class Condition:
    words: str
    check: Check | None = None


@dataclass(frozen=True)
class EndsGame:
    kind: ClassVar[Kind] = Kind.ENDS_GAME
    outcome: EffectOutcome
    moment: Moment
    who: Who | None = None  # None only for a draw
    condition: Condition | None = None

    def __post_init__(self) -> None:
        if (self.who is None) != (self.outcome is EffectOutcome.DRAW):
            raise ValueError("a win or a loss names who; a draw names no one")


@dataclass(frozen=True)
class CantLose:
    kind: ClassVar[Kind] = Kind.CANT_LOSE
    who: Who
    until: Until
    condition: Condition | None = None


@dataclass(frozen=True)
class CantWin:
    kind: ClassVar[Kind] = Kind.CANT_WIN
    who: Who
    until: Until
    condition: Condition | None = None


@dataclass(frozen=True)
class ReplacesLoss:
    kind: ClassVar[Kind] = Kind.REPLACES_LOSS
    who: Who
    instead: str
    until: Until


@dataclass(frozen=True)
class ChangesStateLoss:
    kind: ClassVar[Kind] = Kind.CHANGES_STATE_LOSS
    loss: StateLoss
    change: Change
    until: Until
    floor: int | None = None
    condition: Condition | None = None

    def __post_init__(self) -> None:
        if (self.floor is None) == (self.change in (Change.LIFE_FLOOR, Change.LIFE_RESET)):
            raise ValueError("a life floor or reset names its floor, and only they do")


@dataclass(frozen=True)
class PoisonSource:
    kind: ClassVar[Kind] = Kind.POISON
    how: PoisonHow
    amount: int | None = None  # counters per event; None: as much as the damage
    grants: bool = False  # gives the ability to other creatures
    to: Who | None = None  # for DIRECT and TRIGGER: who gets the counters


@dataclass(frozen=True)
class CommanderDamageSource:
    kind: ClassVar[Kind] = Kind.COMMANDER_DAMAGE
    how: CommanderHow


@dataclass(frozen=True)
class Lifelink:
    kind: ClassVar[Kind] = Kind.LIFELINK
    how: LifelinkHow
    until: Until | None = None


@dataclass(frozen=True)
class DamageSource:
    kind: ClassVar[Kind] = Kind.DAMAGE
    how: DamageHow
    to: Who
    moment: Moment
    amount: int | None = None  # None: X, or as much as something else


@dataclass(frozen=True)
class EmptiesLibrary:
    kind: ClassVar[Kind] = Kind.EMPTIES_LIBRARY
    how: LibraryHow
    who: Who
    moment: Moment
    amount: int | None = None  # None: all, half, or as many as something else


@dataclass(frozen=True)
class MandatoryLoop:
    kind: ClassVar[Kind] = Kind.LOOP
    words: str


Effect = (
    EndsGame
    | CantLose
    | CantWin
    | ReplacesLoss
    | ChangesStateLoss
    | PoisonSource
    | CommanderDamageSource
    | Lifelink
    | DamageSource
    | EmptiesLibrary
    | MandatoryLoop
)
EFFECT_TYPES: dict[Kind, type[Effect]] = {cls.kind: cls for cls in get_args(Effect)}


@dataclass(frozen=True)
class Card:
    name: str
    game: System
    wording: str  # the JSON's "as"
    rules: tuple[str, ...]
    effects: tuple[Effect, ...]
    aliases: tuple[str, ...] = ()
    short: tuple[str, ...] = ()
    plain: bool = False  # the name is ordinary words: in a sentence only written as a name

    @property
    def kind(self) -> Kind:
        """The card's first (main) kind."""
        return self.effects[0].kind

    @property
    def kinds(self) -> frozenset[Kind]:
        return frozenset(effect.kind for effect in self.effects)

    def to_json(self) -> dict[str, Any]:
        """The card as a ruling's `cards` lists it (rulings.md, revision 3)."""
        return {"name": self.name, "as": self.wording, "rules": list(self.rules)}


@dataclass(frozen=True)
class CardMatch:
    """A card found for what was written, and how close the writing was (100: exact)."""

    card: Card
    written: str
    score: float


@dataclass(frozen=True)
class CardMention(CardMatch):
    """A card named inside a text, at text[start:end]."""

    start: int = 0
    end: int = 0


@dataclass(frozen=True)
class UnknownCard:
    """A card name Arbiter does not know, as it was written."""

    written: str

    @property
    def message(self) -> str:
        return (
            f'Arbiter does not know the card "{self.written}". Say what it did in words instead, '
            'e.g. "an effect says alice wins" or "alice loses 3 life".'
        )


# -- reading the data ----------------------------------------------------------------------


def _value(hint: Any, raw: Any, where: str) -> Any:
    """`raw` read as the type `hint`, strictly."""
    if get_origin(hint) in (Union, types.UnionType):
        options = [option for option in get_args(hint) if option is not type(None)]
        if raw is None:
            if len(options) == len(get_args(hint)):
                raise CardDataError(f"{where}: a value is needed")
            return None
        return _value(options[0], raw, where)
    if isinstance(hint, type) and issubclass(hint, StrEnum):
        try:
            return hint(raw)
        except ValueError:
            choices = ", ".join(member.value for member in hint)
            raise CardDataError(f"{where}: {raw!r} is not one of {choices}") from None
    if hint in (Condition, Check):
        return _build(hint, raw, where)
    return _plain_value(hint, raw, where)


def _plain_value(hint: Any, raw: Any, where: str) -> Any:
    if hint == tuple[str, ...]:
        if not isinstance(raw, list) or not all(isinstance(item, str) for item in raw):
            raise CardDataError(f"{where}: a list of words is needed")
        return tuple(raw)
    if hint is bool or hint is str:
        if type(raw) is not hint:
            raise CardDataError(f"{where}: {raw!r} is not a {hint.__name__}")
        return raw
    if hint is int:
        if type(raw) is not int or raw < 0:
            raise CardDataError(f"{where}: {raw!r} is not a whole number")
        return raw
    raise CardDataError(f"{where}: cannot read a {hint}")  # pragma: no cover - a new field type


def _build(cls: type[Any], raw: Any, where: str, skip: frozenset[str] = frozenset()) -> Any:
    if not isinstance(raw, Mapping):
        raise CardDataError(f"{where}: an object is needed")
    hints = get_type_hints(cls)
    wanted = {f.name: f for f in fields(cls)}
    unknown = set(raw) - set(wanted) - skip
    if unknown:
        raise CardDataError(f"{where}: unknown field(s) {', '.join(sorted(unknown))}")
    values = {}
    for name, f in wanted.items():
        if name in raw:
            values[name] = _value(hints[name], raw[name], f"{where}, {name}")
        elif f.default is MISSING and f.default_factory is MISSING:
            raise CardDataError(f"{where}: {name} is missing")
    try:
        return cls(**values)
    except ValueError as error:
        raise CardDataError(f"{where}: {error}") from None


def _effect(raw: Any, where: str) -> Effect:
    if not isinstance(raw, Mapping) or "kind" not in raw:
        raise CardDataError(f"{where}: an effect names its kind")
    kind = _value(Kind, raw["kind"], f"{where}, kind")
    effect: Effect = _build(EFFECT_TYPES[kind], raw, where, skip=frozenset({"kind"}))
    return effect


def parse_cards(game: System, data: Any, source: str = "card data") -> tuple[Card, ...]:
    """The cards of one game's data file, or CardDataError naming the file and the card."""
    if not isinstance(data, Mapping) or data.get("game") != game.value:
        raise CardDataError(f"{source}: the file says which game it is ({game.value})")
    raw_cards = data.get("cards")
    if not isinstance(raw_cards, list):
        raise CardDataError(f"{source}: cards is a list")
    return tuple(_card(game, raw, f"{source}, card {n}") for n, raw in enumerate(raw_cards, 1))


_CARD_FIELDS = {"name": str, "as": str, "rules": tuple[str, ...], "effects": list}
_CARD_OPTIONS = {"aliases": tuple[str, ...], "short": tuple[str, ...], "plain": bool}


def _card(game: System, raw: Any, where: str) -> Card:
    if not isinstance(raw, Mapping):
        raise CardDataError(f"{where}: an object is needed")
    where = f"{where} ({raw.get('name') or 'no name'})"
    unknown = set(raw) - set(_CARD_FIELDS) - set(_CARD_OPTIONS)
    if unknown:
        raise CardDataError(f"{where}: unknown field(s) {', '.join(sorted(unknown))}")
    missing = set(_CARD_FIELDS) - set(raw)
    if missing:
        raise CardDataError(f"{where}: {', '.join(sorted(missing))} missing")
    effects = raw["effects"]
    if not isinstance(effects, list) or not effects:
        raise CardDataError(f"{where}: effects is a list of at least one effect")
    read = {
        name: _value(hint, raw[name], f"{where}, {name}")
        for name, hint in (_CARD_FIELDS | _CARD_OPTIONS).items()
        if name in raw and name != "effects"
    }
    card = Card(
        name=read["name"],
        game=game,
        wording=read["as"],
        rules=read["rules"],
        effects=tuple(_effect(e, f"{where}, effect {i}") for i, e in enumerate(effects, 1)),
        aliases=read.get("aliases", ()),
        short=read.get("short", ()),
        plain=read.get("plain", False),
    )
    _check_card(card, where)
    return card


def _check_card(card: Card, where: str) -> None:
    if not card.name.strip() or not card.wording.strip():
        raise CardDataError(f"{where}: name and as are words")
    if not card.rules:
        raise CardDataError(f"{where}: rules cites at least one rule")
    for citation in card.rules:
        if not _CITATION.match(citation):
            raise CardDataError(f"{where}: {citation!r} is not a rule citation")
    for short in card.short:
        if len(_keys(short)) != 1:
            raise CardDataError(f"{where}: the short name {short!r} is one word")


def _read(game: System) -> Any:
    text = resources.files(DATA_PACKAGE).joinpath(f"{game.value}.json").read_text("utf-8")
    return json.loads(text)


# -- words ---------------------------------------------------------------------------------

_APOSTROPHE = "'\u2019"  # typed and typographic
_OPENING = "\"\u201c'\u2018"  # quotes that may open a name
_CLOSING = "\"\u201d'\u2019"
_WORD = re.compile(rf"[^\W_]+(?:[{_APOSTROPHE}][^\W_]+)*[{_APOSTROPHE}]?")
_APOSTROPHES = str.maketrans("", "", _APOSTROPHE)
_POSSESSIVE_ENDINGS = ("'s", "\u2019s", "'", "\u2019")
_MINOR = frozenset(["a", "an", "and", "at", "for", "from", "in", "of", "on", "the", "to", "with"])
_POSSESSIVE = frozenset(["my", "your", "his", "her", "their", "our", "its"])
_CAST = frozenset(["cast", "casts", "casting"])
_NOT_BEFORE = frozenset({"text"})  # "oracle text" is the rules' term, not a card


def _key(token: str) -> str:
    return token.casefold().translate(_APOSTROPHES)


def _base(token: str) -> str:
    """A token without its possessive: "Angel's" -> "angel", "Praetors'" -> "praetors"."""
    folded = token.casefold()
    for ending in _POSSESSIVE_ENDINGS:
        if folded.endswith(ending):
            return _key(folded[: -len(ending)])
    return _key(folded)


def _keys(text: str) -> list[str]:
    return [_key(token) for token in _WORD.findall(text)]


def fold(text: str) -> str:
    """A name as lookups compare it: lower case, no apostrophes, words joined by one space."""
    return " ".join(_keys(text))


class Form(StrEnum):
    NAME = "name"
    ALIAS = "alias"
    SHORT = "short"


@dataclass(frozen=True)
class _Entry:
    card: Card
    form: Form
    words: int

    @property
    def needs_a_name(self) -> bool:
        """Found in a sentence only where it reads as a name (see the module's docstring)."""
        return self.form is Form.SHORT or (self.form is Form.NAME and self.card.plain)

    @property
    def forgives_typos(self) -> bool:
        return not self.needs_a_name


@dataclass(frozen=True)
class _Token:
    text: str
    start: int
    end: int
    key: str
    base: str


class Catalogue:
    """One game's cards and their lookups, built once."""

    def __init__(self, game: System, cards: tuple[Card, ...]) -> None:
        self.game = game
        self.cards = cards
        self._entries: dict[str, _Entry] = {}
        for card in cards:
            for form, written in (
                [(Form.NAME, card.name)]
                + [(Form.ALIAS, alias) for alias in card.aliases]
                + [(Form.SHORT, short) for short in card.short]
            ):
                folded = fold(written)
                other = self._entries.get(folded)
                if other is not None:
                    raise CardDataError(
                        f"{game.value}: {written!r} of {card.name} is also {other.card.name}"
                    )
                self._entries[folded] = _Entry(card, form, len(folded.split()))
        self._lengths = sorted({entry.words for entry in self._entries.values()}, reverse=True)
        # The word counts of the names each first word begins, to skip other words quickly.
        self._starts: dict[str, set[int]] = {}
        for folded, entry in self._entries.items():
            self._starts.setdefault(folded.split()[0], set()).add(entry.words)
        # Typo-forgiving choices by word count: two words and more, or one long word.
        self._fuzzy: dict[int, list[str]] = {}
        for folded, entry in self._entries.items():
            if entry.forgives_typos and (entry.words > 1 or len(folded) >= 9):
                self._fuzzy.setdefault(entry.words, []).append(folded)
        self._whole = [f for f, e in self._entries.items() if e.form is not Form.SHORT]
        self._vocabulary = frozenset(
            w for words in self._fuzzy.values() for f in words for w in f.split()
        )
        self._vocabulary_list = sorted(self._vocabulary)

    def find(self, text: str) -> CardMatch | UnknownCard:
        """`text` read as one card name."""
        written = text.strip().strip("[]" + _OPENING + _CLOSING).strip()
        tokens = _WORD.findall(written)
        if not tokens:
            return UnknownCard(written)
        folded = " ".join([*map(_key, tokens[:-1]), _base(tokens[-1])])
        for candidate in dict.fromkeys((fold(written), folded)):
            entry = self._entries.get(candidate)
            if entry is not None:
                return CardMatch(entry.card, written, 100.0)
        found = process.extract(
            folded,
            self._whole,
            scorer=fuzz.ratio,
            processor=None,
            score_cutoff=LOOKUP_CUTOFF,
            limit=2,
        )
        if not found:
            return UnknownCard(written)
        best = found[0]
        card = self._entries[best[0]].card
        if len(found) > 1 and found[1][1] == best[1] and self._entries[found[1][0]].card != card:
            return UnknownCard(written)  # two cards as near: not a guess to make
        return CardMatch(card, written, round(best[1], 1))

    def mentions(self, text: str) -> tuple[CardMention, ...]:
        """The cards named in `text`, in order (a card named twice is found twice)."""
        tokens = [
            _Token(m[0], m.start(), m.end(), _key(m[0]), _base(m[0])) for m in _WORD.finditer(text)
        ]
        near: dict[str, bool] = {}
        for token in tokens:
            if token.key not in near:
                near[token.key] = self._near(token.key)
        found: list[CardMention] = []
        i = 0
        while i < len(tokens):
            mention = self._at(text, tokens, i, near)
            if mention is None:
                i += 1
                continue
            found.append(mention[0])
            i += mention[1]
        return tuple(found)

    def _near(self, word: str) -> bool:
        """Whether a word is, or is a typo away from, a word of a typo-forgiving name."""
        return word in self._vocabulary or (
            len(word) > 2
            and process.extractOne(
                word, self._vocabulary_list, scorer=fuzz.ratio, processor=None, score_cutoff=70
            )
            is not None
        )

    def _at(
        self, text: str, tokens: list[_Token], i: int, near: Mapping[str, bool]
    ) -> tuple[CardMention, int] | None:
        first = tokens[i]
        exact = self._starts.get(first.key, set())
        if 1 in self._starts.get(first.base, ()):
            exact = exact | {1}
        if not exact and not near[first.key]:
            return None
        for length in self._lengths:
            if i + length > len(tokens) or (length not in exact and not near[first.key]):
                continue
            window = tokens[i : i + length]
            head = " ".join(token.key for token in window[:-1])
            last = window[-1]
            keys = [f"{head} {k}" if head else k for k in dict.fromkeys((last.key, last.base))]
            for key in keys:
                entry = self._entries.get(key)
                if entry is not None and self._reads(text, tokens, i, length, entry):
                    return self._mention(text, window, entry.card, 100.0), length
            choices = self._fuzzy.get(length)
            if not choices or not all(near[token.key] for token in window):
                continue
            for key in keys:
                best = process.extractOne(
                    key, choices, scorer=fuzz.ratio, processor=None, score_cutoff=FUZZY_CUTOFF
                )
                if best is not None:
                    card = self._entries[best[0]].card
                    return self._mention(text, window, card, round(best[1], 1)), length
        return None

    @staticmethod
    def _mention(text: str, window: list[_Token], card: Card, score: float) -> CardMention:
        start, end = window[0].start, window[-1].end
        return CardMention(card, text[start:end], score, start, end)

    @staticmethod
    def _reads(text: str, tokens: list[_Token], i: int, length: int, entry: _Entry) -> bool:
        """Whether words that are also a card's name stand for the card here."""
        after = tokens[i + length].key if i + length < len(tokens) else None
        if entry.form is Form.SHORT and after in _NOT_BEFORE:
            return False
        if not entry.needs_a_name:
            return True
        window = tokens[i : i + length]
        start, end = window[0].start, window[-1].end
        if text[max(0, start - 2) : start] == "[[" or (
            start > 0 and end < len(text) and text[start - 1] in _OPENING and text[end] in _CLOSING
        ):
            return True
        if all(_capitalised(t.text) for t in window if t.key not in _MINOR):
            return True
        before = tokens[i - 1] if i > 0 else None
        if before is None:
            return False
        if entry.form is Form.SHORT:
            return before.key in _POSSESSIVE or before.text.casefold().endswith(
                _POSSESSIVE_ENDINGS[:2]
            )
        return before.key in _CAST


def _capitalised(word: str) -> bool:
    """Written as a name: a capital first letter, not shouted (ALL CAPS)."""
    return word[0].isupper() and (len(word) == 1 or not word[1:].isupper())


@cache
def catalogue(game: System) -> Catalogue:
    """The catalogue of `game`, read from the package's data once."""
    return Catalogue(game, parse_cards(game, _read(game), f"{game.value}.json"))


def find_card(text: str, game: System) -> CardMatch | UnknownCard:
    """`text` read as the name of one card of `game`: exact, any case, a possessive, an alias
    or a short name, or the nearest name within a typo or two; else UnknownCard."""
    return catalogue(game).find(text)


def cards_in(text: str, game: System) -> tuple[CardMention, ...]:
    """Every card of `game` named in `text`, in order of mention."""
    return catalogue(game).mentions(text)


def unknown_card(written: str) -> UnknownCard:
    """A card Arbiter does not know, with the name as it was written."""
    return UnknownCard(written.strip())


def all_cards(game: System) -> Iterator[Card]:
    yield from catalogue(game).cards
