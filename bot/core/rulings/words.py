"""The words of the situation language (shared/spec/rulings.md): games and variants, names and
roles, numbers, the words that are never names, and who a written subject is (`Reader`).

Every pattern here is a building block of the reader's patterns, and reads in time proportional
to its length: a name is one whole word (atomic, possessive), a role or a number is one of a
fixed list of words, tried longest first inside an atomic group, so a failing match never tries
a shorter cut of the same word (language.py says why it matters).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

from bot.core.messages import Message
from bot.core.rules.games import GAMES
from bot.core.rules.vocabulary import Variant
from bot.core.rulings.cards import Card


def words_of(text: str) -> list[str]:
    """The words of a list written as one string."""
    return text.split()


MAX_SITUATION = 1_000
QUOTE_LIMIT = 120  # an answer quotes at most this much of what it could not read
OPPONENT = "opponent"
# Stands for "every player still in the game"; not a possible name (names have no spaces).
EVERYONE = "every player still in the game"
MAX_NUMBER = 1_000_000

# What players call each game's variants, as its game says (`VariantRules.called`).
VARIANTS: dict[str, Variant] = {
    word: variant.id
    for game in GAMES.values()
    for variant in game.setup.variants.values()
    for word in variant.called
}

EXAMPLES = (
    '"magic: alice is at 0 life and an effect says alice wins"',
    '"commander: bob takes 21 commander damage from alice. then carol concedes"',
)


def read_in_english() -> Message:
    """What the answer says to a reader of another language: situations are read in English
    (issue 34 translates the answers, not the situation language), with an English example."""
    return Message(
        "Arbiter reads situations in English: describe the moment in English, e.g. {example}.",
        example=EXAMPLES[0],
    )


class Refusal(StrEnum):
    """Why a situation has no ruling: what a face may offer next (a judge, the rules)."""

    UNREAD = "unread"  # words that read as no phrase of the language
    INVALID = "invalid"  # read, but the game's rules refuse it (or the text is unusable)
    NO_GAME = "no_game"  # no game named anywhere
    UNKNOWN_CARD = "unknown_card"  # a card Arbiter does not know, whose effect is not said
    CARD_NOT_JUDGED = "card_not_judged"  # a card Arbiter knows but cannot judge yet
    RULE_QUESTION = "rule_question"  # a question about a rule, not a situation
    DEPENDS_TWICE = "depends_twice"  # the outcome turns on two open questions


class SituationError(Exception):
    """A situation that cannot be read: one line for people, the words at fault, and why
    (`kind`); `cards` names the cards it is about, `rules` the rules it points to, `read` what
    was read before the words at fault."""

    def __init__(
        self,
        message: str | Message,
        *,
        unread: str | None = None,
        kind: Refusal = Refusal.INVALID,
        cards: tuple[str, ...] = (),
        rules: tuple[str, ...] = (),
        read: tuple[str, ...] = (),
    ) -> None:
        said = message if isinstance(message, Message) else Message.verbatim_text(message)
        super().__init__(said.english())
        self.message = said.english()
        self.said = said  # the line as a message, worded in the reader's language by a face
        self.unread = unread
        self.kind = Refusal.UNREAD if unread is not None and kind is Refusal.INVALID else kind
        self.cards = cards
        self.rules = rules
        self.read = read  # what was read before the words at fault


class Unread(SituationError):
    """A clause that reads as no phrase of the language: the answer says what it could have
    meant (suggest.py)."""

    def __init__(self, clause: str) -> None:
        super().__init__(
            Message('I could not read "{clause}".', clause=quoted(clause)), unread=clause
        )


# -- the words -----------------------------------------------------------------------------

# A name may hold an apostrophe (O'Brien, D'Arcy), but not the language's own: a possessive
# `'s`, a contraction (`I'm`) or a final `'` (James').
#
# A name is one whole word, never a part of one: the group is atomic and its repeat possessive,
# so a pattern that fails after a name never tries it shorter. Without that, "players
# aandand...and#" could be cut into names at every "and" inside the word (`\s*and\s*` needs no
# space), 2^n ways for n of them: 100 characters stalled the event loop for seconds.
NAME = r"(?><@!?\d++>|@?[^\W\d_](?:[\w-]|'(?!(?:s|m|re|ve|ll|d)\b)(?=\w))*+)"

# Players named by their role at the table (rulings.md revision 3): "player A", "player 1",
# "the attacking player", "one player ... the other", "the storm player". Each is a fixed
# run of words (the one free word, before "player", is a NAME: atomic).
ROLE = (
    r"(?>(?:the\s++)?(?:attacking|defending|active|non-?active|starting|first|second|third"
    r"|fourth|fifth|sixth)\s++player"
    r"|player\s++(?:\d{1,2}+|[a-z])\b|(?:opponent|ai|bot|cpu)\s++\d{1,2}+\b"
    r"|(?:my|your)\s++(?:teammate|team-mate|ally|partner)\b"
    r"|the\s++(?:first|second|third|fourth|fifth|other|last)\s++opponent\b"
    r"|one\s++player|(?:the\s++)?other\s++(?:player|one)\b"
    rf"|(?:the\s++)?(?:other\s++)?{NAME}\s++player\b"
    r"|the\s++other\b)"
)
# Third persons, resolved to the one other player named so far (`Reader.player`).
PRONOUNS = frozenset({"he", "she", "him", "her", "his", "they", "them", "their", "hers"})
SUBJECT = (
    r"my (?:last |only |remaining )?opponent|your opponent|the opponent|target opponent|opponent"
    r"|everyone|everybody|all players"
    r"|both players|each player|every player|both of us|all of us|each of us|we both|we all"
    rf"|both|we|{ROLE}|you|i|me|he|she|they|him|her|them|{NAME}"
)
OWNER = (
    r"my (?:last |only |remaining )?opponent's|your opponent's|the opponent's|opponent's|my"
    r"|your|his|her|their|our"
    rf"|everyone's|{ROLE}'s?|(?:{NAME})'s?"
)

# Numbers as digits, with a sign ("-5", "negative 3", "neg 14"), or in words ("twenty",
# "forty-two"): the longest words first, inside an atomic group.
_UNITS = words_of("one two three four five six seven eight nine")
_TEENS = words_of("ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen")
_TENS = words_of("twenty thirty forty fifty sixty seventy eighty ninety")
_NUMBER_WORD = (
    rf"(?>(?:{'|'.join(_TENS)})(?:[\s-](?:{'|'.join(_UNITS)})\b)?"
    r"|(?:a|one)\s++hundred"
    rf"|{'|'.join(sorted(_TEENS, key=len, reverse=True))}|zero|{'|'.join(_UNITS)})\b"
)
NUMBER = (
    rf"(?:(?:-|\u2212|negative\s++|minus\s++|neg\.?\s*+)?+\d++"
    rf"|(?:negative\s++|minus\s++)?{_NUMBER_WORD})"
)
_NUMBER_VALUES = {
    "zero": 0,
    **{word: n for n, word in enumerate(_UNITS, 1)},
    **{word: n for n, word in enumerate(_TEENS, 10)},
    **{word: 10 * n for n, word in enumerate(_TENS, 2)},
}
LIFE = r"(?:life|vitae|hp|health)"

# Words of the language: never names (so "the game restarts" is no one restarting).
_RESERVED_WORDS = """a an the game effect card judge it they he she you players player teams team
    all everyone everybody both we i me my opponent and then while if what who when
    simultaneously at is are was starting life vitae poison commander range emperors
    someone nobody"""
RESERVED = frozenset(_RESERVED_WORDS.split())

# Ordinary English words people write around a situation: never a player's name, so "empty
# deck" is no player called "empty" decking out, nor "took" a commander that dealt damage.
# The grammar's own words, the words of chat about a game, and everyday function words.
_ORDINARY_WORDS = """
    about above after again against all almost alone already also always am among an and
    another any anybody anyone anything anyway are around as ask asked at away back bad be
    because been before being below best better between both but by came can cannot cant
    could did didnt do does doesnt doing done dont down during each either else enough even
    ever every exactly except few first for from full get gets getting give given gives go
    goes going gone good got had has hasnt have having her here hers herself him himself his
    how however if in instead into is isnt it its itself just last least less let lets like
    made make makes many may maybe me mine more most much must my myself need needs never new
    next no none nor not nothing now of off often on once one only onto or other others our
    out over own per please quite rather really right said same say says second see seems
    several shall she should since so some something still such sure than that the their
    theirs them themselves then there these they thing things third this those though through
    thus to too took under until up upon us very was wasnt way we well were what whatever when
    where whether which while who whoever whole whom whose why will with within without would
    wouldnt yes yet you your yours yourself
    ability abilities activate activated activates attack attacked attacker attackers attacks
    battlefield block blocked blocker blockers blocks board cast casting casts combat concede
    conceded concedes copies copy counter counters creature creatures damage deal dealing deals
    dealt deck decked decks destroy destroyed die died dies draw drawing drawn draws drew drop
    dropped drops effect effects emblem empty end ends enter enters exile exiled fall falls fell
    gain gained gains graveyard hand hit hits infinite lands land library lethal lifelink lose
    loses losing loss lost mana mill milled mills negative permanent permanents phase play
    played playing plays poison priority reach reached reaches resolve resolved resolves
    respond response sacrifice spell spells stack step take taken takes taking target targets
    token tokens total trigger triggered triggers turn turns upkeep win winner winning wins won
    zero alive dead kill killed kills
    hello hey hi thanks thank please lol ok okay yeah yep nope test testing help question
    ruling rulings arbiter bot guys everyone folks multiplayer ffa format
    """
ORDINARY = frozenset(_ORDINARY_WORDS.split()) | RESERVED | frozenset(_NUMBER_VALUES)

SELF = {"i", "me", "my", "you", "your", "yourself", "myself"}
_ALL = {
    "everyone",
    "everybody",
    "all players",
    "both players",
    "each player",
    "every player",
    "both of us",
    "all of us",
    "each of us",
    "we both",
    "we all",
    "both",
    "we",
    "everyone's",
}
_OPPONENTS = {
    "my opponent",
    "my last opponent",
    "my only opponent",
    "my remaining opponent",
    "your opponent",
    "the opponent",
    "target opponent",
    OPPONENT,
}
_THE_OTHER = {
    "the other",
    "other",
    "the other one",
    "other one",
    "the other player",
    "other player",
}
_ROLE = re.compile(ROLE, re.IGNORECASE)
# Words before "player" that pick no one out ("each player", "that player").
_NOT_ROLES = frozenset(words_of("a an any another each every no same some that this which"))


def number_value(written: str) -> int:
    """The value of a number as the grammar reads it: "12", "-5", "negative 3", "twenty-one"."""
    text = " ".join(written.lower().replace("\u2212", "-").split())
    sign = 1
    for mark in ("negative ", "minus ", "neg. ", "neg.", "neg ", "-"):
        if text.startswith(mark):
            sign, text = -1, text[len(mark) :].strip()
            break
    if text.isdigit():
        return sign * int(text)
    if text.endswith("hundred"):
        return sign * 100
    total = sum(_NUMBER_VALUES[part] for part in re.split(r"[\s-]+", text))
    return sign * total


def number_words() -> frozenset[str]:
    """The words a number may be written in."""
    return frozenset(_NUMBER_VALUES) | {"hundred", "negative", "minus"}


# A card named in the text stands in the grammar's text as `§` and its number (chat.py).
MARK = "\u00a7"
MARKED = re.compile(rf"{MARK}(\d++)")


@dataclass(frozen=True)
class Entity:
    """A card named in the text: one Arbiter knows (`card`), or a name it does not know."""

    name: str
    card: Card | None = None
    written: str = ""  # as the text wrote it ("Tymna" for Tymna the Weaver)


class Reader:
    """Turns names as written into players, remembering the first spelling of each.

    `I`, `me`, `my` and `you` are the asker; `opponent` and `your opponent` the other player
    of two; a role ("player 1", "the attacking player") is a player named by it; he, she and
    they are the one other player named so far (refused when there are several)."""

    def __init__(
        self,
        asker: str,
        entities: tuple[Entity, ...] = (),
        *,
        commander_game: bool = False,
        one_side: bool = False,
    ) -> None:
        self.asker = asker
        self.entities = entities
        self.commander_game = commander_game
        self.one_side = one_side  # each team plays as one: one life total (Two-Headed Giant)
        # (player, card name) of each emblem said to be a player's, in the order read
        self.emblems: set[tuple[str, str]] = set()
        # The last attack read with nothing said after it of what it dealt (an attack ends
        # nothing by itself, but a situation that stops at one leaves its outcome unsaid).
        self.attack_unsaid: str | None = None
        # A tournament's sudden death was said (MTR 2.4): who lacks the highest life total
        # then loses, and may be said so without the totals.
        self.sudden_death = False
        # Who has a card in play that replaces every draw of theirs (Shared Fate): their
        # "X draws a card" is then no draw. Player (or EVERYONE) -> the card.
        self.draws_replaced: dict[str, str] = {}
        self.spelling: dict[str, str] = {}
        self.order: list[str] = []

    def player(self, written: str) -> str | None:
        """The player a subject names, EVERYONE, or None when the word is not a name."""
        word = " ".join(written.split())
        low = word.lower()
        if low.endswith("'s"):
            word, low = word[:-2], low[:-2]
        elif low.endswith("'"):
            word, low = word[:-1], low[:-1]
        if low in SELF:
            return self._note(self.asker)
        if low in _OPPONENTS:
            return self._note(OPPONENT)
        if low in _ALL:
            return EVERYONE
        if low in PRONOUNS:
            return self._pronoun(word)
        if low in _THE_OTHER:
            return self._note("the other player")
        if " " in low:
            return self._role(word, low)
        if low in ORDINARY or not word:
            return None
        return self._note(word)

    def new_name(self, written: str) -> bool:
        """Whether `written` is a name not met yet: no player so far, no word that stands for
        one (I, opponent, he, a role). A source of damage so named is a card, never a new
        player ("takes 3 damage from Slagstorm")."""
        low = " ".join(written.split()).lower()
        low = low[:-2] if low.endswith("'s") else low.rstrip("'")
        taken = SELF | _OPPONENTS | _ALL | PRONOUNS | _THE_OTHER
        return " " not in low and low not in taken and low not in self.spelling

    def _role(self, word: str, low: str) -> str | None:
        if _ROLE.fullmatch(word) is None:
            return None
        first = low.split()[0]
        if low.endswith(" player") and low.split()[-2] in _NOT_ROLES:
            return None  # "each player", "that player": not a role at the table
        if first == "the" and low.split()[1] != "other":
            word = word.split(None, 1)[1]  # "the attacking player" is "attacking player"
        return self._note(word)

    def _pronoun(self, word: str) -> str:
        others = [name for name in self.order if name != self.asker]
        if len(others) == 1:
            return others[0]
        if not others and self.order:
            return self._note(OPPONENT)
        raise SituationError(
            f'I could not tell who "{word}" is: name the player instead ("bob concedes").',
            unread=word,
        )

    def _note(self, name: str) -> str:
        key = name.casefold()
        if key not in self.spelling:
            self.spelling[key] = name
            self.order.append(name)
        return self.spelling[key]


def marks_in(text: str) -> tuple[int, ...]:
    """The numbers of the cards marked in a text."""
    return tuple(int(number) for number in MARKED.findall(text))


def spelled(text: str, entities: tuple[Entity, ...], *, as_written: bool = False) -> str:
    """Text with its marked cards written out again: by their names, or as written ("Tymna"
    for Tymna the Weaver); "+" joins cards written one after the other."""

    def name(match: re.Match[str]) -> str:
        index = int(match[1])
        if index >= len(entities):
            return match[0]
        entity = entities[index]
        return entity.written if as_written and entity.written else entity.name

    return MARKED.sub(name, text).replace("+", " and ")


def quoted(words: str, limit: int = QUOTE_LIMIT) -> str:
    """The asker's words as an answer quotes them: at most `limit` characters."""
    return words if len(words) <= limit else words[: limit - 1].rstrip() + "…"
