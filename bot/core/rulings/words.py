"""The words of the situation language (shared/spec/rulings.md): games and variants, names and
roles, the words that are never names, and who a written subject is (`Reader`).

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
from bot.core.rules.games import GAMES, game_named, game_with_variant
from bot.core.rules.vocabulary import System, Variant
from bot.core.rulings.cards import Card
from bot.core.rulings.chat_words import one_of
from bot.core.rulings.lexicon import ENGLISH, words_of
from bot.core.rulings.number_reading import NUMBER_VALUES

WORDS = ENGLISH  # the reader's words (lexicon/)
__all__ = ["words_of"]  # re-exported: the rulings core's modules take it from here


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

# A game's id ("grand-archive" also spaced) or abbreviation ("mtg"), longest first.
_GAME_NAMES = "|".join(
    re.escape(name).replace("\\-", "[ -]")
    for name in sorted((n for g in GAMES.values() for n in g.short_names()), key=len, reverse=True)
)


_PREFIX = re.compile(
    rf"^\s*+(?P<game>{_GAME_NAMES})"
    r"(?:\s++(?P<variant>commander|edh|two[ -]headed giant|2hg|emperor))?\s*+:\s*+"
    r"|^\s*+(?P<bare>commander|edh|two[ -]headed giant|2hg|emperor)\s*+:\s*+",
    re.IGNORECASE,
)


EXAMPLES = (
    '"magic: alice is at 0 life and an effect says alice wins"',
    '"commander: bob takes 21 commander damage from alice. then carol concedes"',
)


def read_in_english(example: str | None = None) -> Message:
    """What the answer says to a reader of another language: situations are read in English
    (issue 34 translates the answers, not the situation language), with an English example
    (the game's own, `game_words.example_of`, where the game is known)."""
    return Message(
        "Arbiter reads situations in English: describe the moment in English, e.g. {example}.",
        example=example or EXAMPLES[0],
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
    UNNAMED_CARD = "unnamed_card"  # a permanent held that no card names, which may decide it


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


def who_unsure(word: str) -> SituationError:
    """A word said of a player who may be any of several (a pronoun, "someone", "both")."""
    return SituationError(
        Message(
            'I could not tell who "{word}" is: name the player instead ("bob concedes").',
            word=word,
        ),
        unread=word,
    )


# -- the words -----------------------------------------------------------------------------

# A name may hold an apostrophe (O'Brien, D'Arcy), but not the language's own: a possessive
# `'s`, a contraction (`I'm`) or a final `'` (James').
#
# A name is one whole word, never a part of one: the group is atomic and its repeat possessive,
# so a pattern that fails after a name never tries it shorter. Without that, "players
# aandand...and#" could be cut into names at every "and" inside the word (`\s*and\s*` needs no
# space), 2^n ways for n of them: 100 characters stalled the event loop for seconds. And a
# name is at most 41 characters: a pattern that looks for a name at every position of a long
# run of word characters ("a'a'a'...") read the whole run from each, n^2 (a 1,000-character
# text took 73 ms of CPU, 14 ms bounded). A ping of the whole channel ("@everyone", "@here")
# names nobody: it is no player's name (a handle typed in chat, "@bob", is bob: run_ons.py).
PING = rf"@{one_of(WORDS.channel_pings)}(?![\w'])"
NAME = (
    rf"(?><@!?\d++>|(?!{PING})@?[^\W\d_]"
    r"(?:[\w-]|'(?!(?:s|m|re|ve|ll|d)\b)(?=\w)){0,40}+)"
)

# The asker's teammate ("my teammate", "my partner"): on the asker's team (game_setup.py).
_MATES = r"(?:teammate|team-mate|ally|partner)"
ASKERS_TEAMMATE = re.compile(rf"my\s++{_MATES}", re.IGNORECASE)
# the asker's teammate as a question's generic "you" says it too ("your teammate")
ASKERS_MATE = re.compile(rf"(?:my|your)\s++{_MATES}", re.IGNORECASE)

# Players named by their role at the table (rulings.md revision 3): "player A", "player 1",
# "the attacking player", "one player ... the other", "the storm player". Each is a fixed
# run of words (the one free word, before "player", is a NAME: atomic).
ROLE = (
    rf"(?>(?:the\s++)?(?:{'|'.join(sorted(WORDS.role_adjectives, key=len, reverse=True))})"
    r"\s++player"
    r"|player\s++(?:\d{1,2}+|[a-z])\b|(?:opponent|ai|bot|cpu)\s++\d{1,2}+\b"
    rf"|(?:my|your)\s++{_MATES}\b"
    r"|the\s++(?:first|second|third|fourth|fifth|other|last)\s++opponent\b"
    r"|one\s++player|(?:the\s++)?other\s++(?:player|person|one)\b"
    rf"|(?:the\s++)?(?:other\s++)?{NAME}\s++player\b"
    r"|the\s++other\b)"
)
# A player named by what they are doing at the moment, or by a card's choice ("target
# player", "enchanted player"): any of the players at the table (`Reader.roles_alone`).
_DOING_ROLES = frozenset(
    f"{adjective} player"
    for adjective in (
        *(role for role in WORDS.role_adjectives if role.endswith(("ing", "active"))),
        *WORDS.card_chosen_roles,
    )
)
# "the other player": one of two, named beside two others it may be either of
_THE_OTHER_NAMED = "the other player"
# Third persons, resolved to the one other player named so far (`Reader.player`).
PRONOUNS = WORDS.pronouns
_PERSONS = WORDS.pronoun_persons
# "opponent", or "opp" as chat writes it ("my opp is at 0"): lexicon.opponents holds both.
_OPPONENT = r"(?:opponent|opp\b)"
SUBJECT = (
    rf"my (?:last |only |remaining )?{_OPPONENT}|your {_OPPONENT}|the {_OPPONENT}"
    rf"|target opponent|{_OPPONENT}"
    r"|everyone|everybody|all players"
    r"|both players|each player|every player|both of us|all of us|each of us|we both|we all"
    rf"|both|we|{ROLE}|you|i|me|he|she|they|him|her|them|{NAME}"
)
OWNER = (
    r"my (?:last |only |remaining )?(?:opponent|opp)'s|your (?:opponent|opp)'s"
    r"|the (?:opponent|opp)'s|(?:opponent|opp)'s|my"
    r"|your|his|her|their|our"
    rf"|everyone's|{ROLE}'s?|(?:{NAME})'s?"
)

# "5 life points", "1 life point": the same life total.
LIFE = f"(?:{'|'.join(WORDS.life_words)})(?:\\s++points?\\b)?"
# Words in a source's free text that say its event was not done ("alice doesn't", "no one",
# "Phage no longer", "my opponent could"):
# a clause whose source holds one is never read as the event happening.
NOT_DONE = re.compile(
    r"(?<![\w'])(?:"
    + "|".join(re.escape(p).replace("\\ ", r"\s++") for p in (*WORDS.not_done, *WORDS.not_acting))
    + r")(?![\w'])",
    re.IGNORECASE,
)

# Words of the language: never names (so "the game restarts" is no one restarting).
RESERVED = WORDS.reserved

# Ordinary English words people write around a situation: never a player's name, so "empty
# deck" is no player called "empty" decking out, nor "took" a commander that dealt damage.
# The grammar's own words, the words of chat about a game, and everyday function words.
ORDINARY = WORDS.ordinary | RESERVED | frozenset(NUMBER_VALUES) | frozenset(WORDS.sentence_adverbs)

# "heal 3 life bleed 2 life": verbs of a change of life, never a player's name
_LIFE_VERBS = WORDS.life_verbs

SELF = WORDS.self_words
_ALL = WORDS.everyone
_BOTH = frozenset(words for words in _ALL if "both" in words.split())  # two players, no more
_WE = frozenset(words for words in _ALL if {"we", "us"} & set(words.split()))  # the asker's side
_OPPONENTS = WORDS.opponents
# "my opponent", "your opp": the asker's opponent, so the asker plays too
_ASKERS_OPPONENTS = frozenset(words for words in _OPPONENTS if words.split()[0] in SELF)
_THE_OTHER = WORDS.the_other
_SOMEONE = WORDS.someone
# "the other person" said as a player: "someone" is then the one of the two (rulings.md
# revision 3: "one player ... the other").
_OTHER_OF_TWO = re.compile(r"\bother\s++(?:player|person|one)\b", re.IGNORECASE)
# "I remove 9 cards from someone's library": the one the asker acts on, whose thing it is, is
# the other player of two (`someone_alone` refuses it beside any third player).
_SOMEONES = re.compile(rf"\b{one_of(tuple(WORDS.someone))}'s\b", re.IGNORECASE)
_ASKER_ACTS = re.compile(r"^\W*+(?:if\s++|when\s++|say\s++)?i\s++[a-z]", re.IGNORECASE)


# "you and I both have five creatures": the asker speaks to the other player, whose "you" it is.
_YOU_AND_I = re.compile(rf"\b{one_of(WORDS.you_and_i)}\b", re.IGNORECASE)
_ADDRESSED = WORDS.addressed
_AN_OPPONENT = re.compile(rf"\b{one_of(tuple(WORDS.opponents))}\b", re.IGNORECASE)
_ROLE = re.compile(ROLE, re.IGNORECASE)
# Words before "player" that pick no one out ("each player", "that player").
_NOT_ROLES = WORDS.not_roles


# A card named in the text stands in the grammar's text as `§` and its number (card_marks.py).
MARK = "\u00a7"
MARKED = re.compile(rf"{MARK}(\d++)")


@dataclass(frozen=True)
class Entity:
    """A card named in the text: one Arbiter knows (`card`), or a name it does not know."""

    name: str
    card: Card | None = None
    written: str = ""  # as the text wrote it ("Tymna" for Tymna the Weaver)
    # its name used as a verb ("he Shocks me"): quoted back as written, never "he Shock me"
    verb: bool = False


@dataclass(frozen=True)
class HeldUnnamed:
    """A permanent or a card a player is said to hold that no card names ("I control an
    enchantment"): its words, its holder, its kind's noun, and the words that name it as a
    card would (`example`); `matters` where it is on the battlefield and of a kind whose
    cards may decide an outcome (unnamed_held.py)."""

    words: str
    player: str
    kind: str
    example: str
    matters: bool
    # told cast or arriving (not held all along): the sentences telling it, where a game over
    # before them leaves it too late to turn anything (unnamed_held.too_late)
    told: tuple[str, ...] = ()
    leaves: bool = False  # said to leave the battlefield ("my enchantment is destroyed")
    # a spell told cast beside a card Arbiter knows that turns on what it may have done
    # (Laboratory Maniac on a card drawn), and the words that would say it did it ("I draw a
    # card"): asked for by both (unnamed_held.watched)
    turned_by: str = ""
    did: str = ""


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
        system: System | None = None,
    ) -> None:
        self.asker = asker
        self.entities = entities
        self.system = system  # the game the words are read in, where it is known
        self.commander_game = commander_game
        self.one_side = one_side  # each team plays as one: one life total (Two-Headed Giant)
        # (player, card name) of each emblem said to be a player's, in the order read
        self.emblems: set[tuple[str, str]] = set()
        # (player, card name) of each card with an emblem said held with no emblem said yet
        self.walkers_held: dict[tuple[str, str], Card] = {}
        # "both" said as players (`both_alone`): two players, never three or more
        self.both_said: str | None = None
        # "we", "each of us" said as every player: the asker's team, where they have one?
        self.we_said: str | None = None
        # "my opponent" said: the asker plays, named or not
        self.askers_opponent = False
        self.teammates: dict[str, str] = {}  # each player of a declared team of two: the other
        self.sides: tuple[frozenset[str], ...] = ()  # the teams declared, of any size
        # a card said held by "both" players, and the two they were read as (both_held.py)
        self.both_held: tuple[str, tuple[str, str]] | None = None
        # (controller, card) of each card whose effects the words began and no leaving ended
        # (card_clauses): a card leaving named by no card Arbiter knows may be one of them
        self.lasting_held: list[tuple[str, Card]] = []
        self.all_restated: tuple[str, frozenset[str]] | None = None  # "nobody can lose": whom
        # The last attack read with nothing said after it of what it dealt (it ends nothing).
        self.attack_unsaid: str | None = None
        # A tournament's sudden death was said (MTR 2.4): who lacks the highest life total
        # then loses, and may be said so without the totals.
        self.sudden_death = False
        # The players whose life total the words told in a sentence read before: a total said
        # after a spell cast at one of them is then the one the spell left (spell_resolutions).
        self.totals_told: set[str] = set()
        # Who has a card in play that replaces every draw of theirs (Shared Fate): their
        # "X draws a card" is then no draw. Player (or EVERYONE) -> the card.
        self.draws_replaced: dict[str, str] = {}
        # Who has a card in play that shares an opponent's draw of two or more cards (Alms
        # Collector: instead each of them draws one): player -> those cards.
        self.draws_shared: dict[str, list[Card]] = {}
        # Who holds the cards of a loop that a land entering under their control starts
        # (Sporemound and Life and Limb): player -> the cards in play; and the words of the
        # first land played into such a loop, which the words must then say the outcome of.
        self.loops_held: dict[str, list[Card]] = {}
        self.loop_unsaid: str | None = None
        # "player 1 has infinite mana": the first resource told that lets a player repeat an
        # action at will, which the words must then say the loop of (response_loops.py).
        self.endless_unsaid: str | None = None
        # The loyalty of each planeswalker the words told ("Gideon of the Trials is at 4
        # loyalty"), less the damage said dealt to it since: card name -> loyalty.
        self.loyalty: dict[str, int] = {}
        # The cards in each player's library, as the words last told or left them ("I have
        # 3 cards in my library", then "I draw 2 cards"): player -> count. A player missing
        # has a count never told, which is never guessed.
        self.library: dict[str, int] = {}
        # A draw of a count of cards by a player whose library's count was never told, as it
        # was refused (library_unsaid.py): the player and the count, to read both cases.
        self.draw_unsaid: tuple[str, int] | None = None
        # Whose library lost cards by a count while its own count was never told: a count
        # told after ("I mill bob for 18 cards and he has 15 cards in his library") may be
        # before or after the mill, so it is no count of what is left.
        self.milled_uncounted: set[str] = set()
        # A card that takes cards from a library was told cast, how many it took unsaid
        # (library_takers.py): a count above 0 told after it may be from before it resolved.
        self.library_taken = False
        # A library's count said only about ("I have around 50 cards in my library"): a draw
        # of more than that many is more than it holds, any other draw's count is unknown.
        self.library_about: dict[str, int] = {}
        # Who is said to control a creature (named by no card: "I control a creature"), and
        # the cards of a player's said in play whose effects hold while they do (Worship),
        # waiting for those words: player -> (card, its owner when another controls it).
        self.creatures_held: set[str] = set()
        # the parts of a spell's condition each player is told to hold (needs_met.py), and
        # the whole text, cards marked, which may say one of them went away
        self.needs_met: dict[str, set[str]] = {}
        # the players a spell drew for as it resolved, with the cast's words (cast_draws.py):
        # their library's count after it is not followed, so a draw said after asks for it
        self.drawn_uncounted: dict[str, str] = {}
        self.marked = ""
        # The situation as the asker typed it: a refusal quotes their words, never the
        # reader's rewrite of them ("my opponent" for "my buddy"; suggest.as_typed).
        self.as_typed = ""
        # Whether a permanent was said to change hands ("I steal his Platinum Angel with
        # Control Magic"): a card leaving after it may give it back, which is not followed.
        self.control_changed = False
        self.awaiting_creature: dict[str, list[tuple[Card, str | None]]] = {}
        # A card Arbiter does not know, cast or activated in the last words read, with
        # nothing said after of what it did (which may end the game).
        self.unknown_unsaid: str | None = None
        # Who was said to lose the game with nothing said of how ("my opponent loses the
        # game"): player -> the words. Beside an effect that may keep them in, how matters.
        self.lost_unsaid: dict[str, str] = {}
        # What each player is said to hold that no card names, in the order told
        # (unnamed_held.py): refused where it may decide the outcome, else shown as taken.
        self.held_unnamed: list[HeldUnnamed] = []
        # ... and the cards each player is said to hold, have arrive or cast, by name: what a
        # card of theirs reads of what they hold (Worship's creature) is theirs alone
        self.named_held: dict[str, set[str]] = {}
        # Who holds a card in play that gives their instant and sorcery spells lifelink
        # (Soulfire Grand Master): player -> the card. Their spell's damage gains them as much.
        self.spells_lifelink: dict[str, str] = {}
        # Whether a spell cast at a player resolved, by its clause, in the case being read
        # (spell_orders.whether_it_resolved): True, it resolved; False, it did not.
        self.resolved: dict[str, bool] = {}
        # Whether a response told after a draw, damage or a loss no card's spell or ability
        # brought answered one that did, by its clause, in the case being read
        # (spell_orders.whether_it_answered): True, it did (it came first); False, it came after.
        self.answered: dict[str, bool] = {}
        self.spelling: dict[str, str] = {}
        self.order: list[str] = []
        # "someone" is a player only where the words also say "the other player/person"
        # (`pairs_someone`): then the two are the game's players (`someone_alone`).
        self.pairs_someone = False
        # "you" is the other player, where the words say "you and I" (`pair_you`).
        self.you_other = False
        # The persons the asker was said in as a player: "you" (True) or "I" (False).
        self.asker_said_as: set[bool] = set()
        # (controller, controlled) of each turn said to be controlled by another player
        self.turns_controlled: set[tuple[str, str]] = set()
        # A pronoun read as the asker's opponent while no other player was named yet
        # (`pronoun_alone` holds it to the words that follow).
        self.pronoun_taken: str | None = None
        # the person ("he" or "she", WORDS.pronoun_persons) a player was called by
        self.persons: dict[str, int] = {}

    def player(self, written: str) -> str | None:
        """The player a subject names, EVERYONE, or None when the word is not a name."""
        word = " ".join(written.split())
        low = word.lower()
        if low.endswith("'s"):
            word, low = word[:-2], low[:-2]
        elif low.endswith("'"):
            word, low = word[:-1], low[:-1]
        if low in SELF:  # "you" beside "I" is the other player (`pair_you`)
            return self._note(self._in_person(low))
        if low in _OPPONENTS:
            self.askers_opponent = self.askers_opponent or low in _ASKERS_OPPONENTS
            return self._note(OPPONENT)
        if low in _ALL:
            return self._all(word, low)
        if low in PRONOUNS:
            return self._pronoun(word)
        if low in _THE_OTHER:
            return self._note("the other player")
        if low in _SOMEONE and self.pairs_someone:
            return self._note(word)
        if " " in low:
            return self._askers_mate(word, low) or self._role(word, low)
        if len(word) == 1 and word.isupper() and f"player {low}" in self.spelling:
            return self.spelling[f"player {low}"]  # "A is at 3 life" after "Player A"
        if low in ORDINARY or low.replace("'", "") in ORDINARY or low in _LIFE_VERBS or not word:
            return None  # "don't" as "dont": a word of chat, never a name
        return self._note(word)

    def _in_person(self, low: str) -> str:
        """The player "I" or "you" names: the asker, or after "you and I" "you" the other
        player (`pair_you`); refused where the words say both of players otherwise: "You are
        at 3 life and I deal you 3 damage" speaks to the other player as "you", and read as
        the asker it was the asker's own loss ("I could not tell who")."""
        if self.you_other and low in _ADDRESSED:
            return OPPONENT
        if low != "me":  # the subject the reader carries to a clause that left it out
            self.asker_said_as.add(low in _ADDRESSED)
        if len(self.asker_said_as) > 1:
            raise who_unsure("you")
        return self.asker

    def _askers_mate(self, word: str, low: str) -> str | None:
        """ "your teammate" where "you" is the asker (a question's generic "you": "if you
        control Platinum Angel and your teammate draws from an empty library"): the asker's
        teammate, "my teammate", as "you" is the asker. Said beside "I", "you" is someone
        else (`_in_person` refuses it); after "you and I", the other player's teammate (a
        role of its own, as before)."""
        owner, _, mate = low.partition(" ")
        subject = OWNER_SUBJECTS.get(owner, "").lower()  # "my": "i", "your": "you"
        if subject not in SELF or ASKERS_TEAMMATE.fullmatch(f"my {mate}") is None:
            return None  # "his teammate": not the asker's
        if self.you_other:
            return None
        # the asker said as "my" or "your" (both in one question: whose teammate is whose?)
        if (declared := self.teammates.get(self._in_person(subject))) is not None:
            return declared  # "teams: me and alice vs bob and carol. my teammate": alice
        return self._note(word if owner == "my" else f"my {word.split(None, 1)[1]}")

    def new_name(self, written: str) -> bool:
        """Whether `written` is a name not met yet: no player so far, no word that stands for
        one (I, opponent, he, a role). A source of damage so named is a card, never a new
        player ("takes 3 damage from Slagstorm")."""
        low = " ".join(written.split()).lower()
        low = low[:-2] if low.endswith("'s") else low.rstrip("'")
        taken = SELF | _OPPONENTS | _ALL | PRONOUNS | _THE_OTHER
        return " " not in low and low not in taken and low not in self.spelling

    def pair_you(self, text: str) -> None:
        """Let "you" name the asker's opponent when `text` says "you and I" and names no
        opponent in other words (then "you" might be another person)."""
        self.you_other = _YOU_AND_I.search(text) is not None and not _AN_OPPONENT.search(text)

    def pair_someone(self, text: str) -> None:
        """Let "someone" name a player when `text` also says "the other player/person", or
        when the text opens with the asker acting and says "someone's" (and no opponent)."""
        self.pairs_someone = _OTHER_OF_TWO.search(text) is not None or (
            _SOMEONES.search(text) is not None
            and _ASKER_ACTS.search(text) is not None
            and not _AN_OPPONENT.search(text)
        )

    def someone_alone(self) -> None:
        """Refuse a "someone" read as a player beside anyone but the other one of two: it
        never becomes a third player, nor stands for a player named otherwise."""
        named = [name for name in self.order if name.casefold() in _SOMEONE]
        if named and len(self.order) != 2:
            raise who_unsure(named[0])

    def _all(self, word: str, low: str) -> str:
        """Every player; "both" remembered, for the game it is said in (judging.py)."""
        if low in _BOTH:
            self.both_said = self.both_said or word
        elif low in _WE:
            self.we_said = self.we_said or word
        return EVERYONE

    def roles_alone(self) -> None:
        """Refuse a player named by what they are doing ("the active player", "the defending
        player"), or by a card's choice ("target player"), beside players named otherwise: it
        may be one of them, never a third player (with player A and player B named, "the
        active player takes 3 damage" was a third player who lost; with bob and the asker,
        "I deal 3 damage to target player" left bob at 3). So is "the other player" beside
        two players named otherwise: the other of two is one of them ("bob is at 3. I deal 3
        damage to the other player" was a third player, bob unhurt)."""
        doing = [name for name in self.order if name.casefold() in _DOING_ROLES]
        if doing and any(name.casefold() not in _DOING_ROLES for name in self.order):
            raise who_unsure(doing[0])
        if _THE_OTHER_NAMED in self.order and len(self.order) > 2:
            raise who_unsure(_THE_OTHER_NAMED)

    def _role(self, word: str, low: str) -> str | None:
        if _ROLE.fullmatch(word) is None:
            return None
        first = low.split()[0]
        if low.endswith(" player") and low.split()[-2] in _NOT_ROLES:
            return None  # "each player", "that player": not a role at the table
        if first == "the" and low.split()[1] != "other":
            word = word.split(None, 1)[1]  # "the attacking player" is "attacking player"
        return self._note(word)

    def pronoun_alone(self, *, more_than_two: bool = False) -> None:
        """Refuse a pronoun read as the asker's opponent before any other player was named
        ("he is at 2 life and I hit him for 10") unless the words end up naming the asker and
        that one player only, in a game not said to have more than two."""
        if self.pronoun_taken is None:
            return
        others = [name for name in self.order if name != self.asker]
        if self.asker in self.order and others == [OPPONENT] and not more_than_two:
            return
        raise who_unsure(self.pronoun_taken)

    def _pronoun(self, word: str) -> str:
        others = [name for name in self.order if name != self.asker]
        one = others[0] if len(others) == 1 else None if others else OPPONENT
        if one is not None and self._same_person(one, word):
            if others:
                return one
            # the asker's opponent, if no other player is named (pronoun_alone)
            self.pronoun_taken = self.pronoun_taken or word
            return self._note(OPPONENT)
        raise who_unsure(word)

    def _same_person(self, player: str, word: str) -> bool:
        """Whether `word` may name `player`: "he is at 2 life and she deals him 3" names two
        players, so "she" is not the player "he" was; "they" may be either."""
        person = next((n for n, words in enumerate(_PERSONS) if word.lower() in words), None)
        if person is None:
            return True
        return self.persons.setdefault(player, person) == person

    def _note(self, name: str) -> str:
        key = name.casefold()
        if key not in self.spelling:
            self.spelling[key] = name
            self.order.append(name)
        return self.spelling[key]


def marks_in(text: str) -> tuple[int, ...]:
    """The numbers of the cards marked in a text."""
    return tuple(int(number) for number in MARKED.findall(text))


def entity_marked(mark: str, entities: tuple[Entity, ...]) -> Entity | None:
    """What a card mark ("§3") stands for; None for a mark past the entities."""
    index = int(mark[len(MARK) :])
    return entities[index] if index < len(entities) else None


def card_marked(mark: str, entities: tuple[Entity, ...]) -> Card | None:
    """The card a card mark stands for; None for a card Arbiter does not know."""
    entity = entity_marked(mark, entities)
    return entity.card if entity is not None else None


# The player a possessive names: "my" card is one "I" control.
OWNER_SUBJECTS = {"my": "I", "your": "you", "his": "he", "her": "she", "their": "they"}
# Subjects whose verb takes no -s: "I cast", "they don't block" ("he casts", "she doesn't").
PLAIN_VERB_SUBJECTS = frozenset({"i", "you", "we", "they"})


def spelled(text: str, entities: tuple[Entity, ...], *, as_written: bool = False) -> str:
    """Text with its marked cards written out again: by their names, or as written ("Tymna"
    for Tymna the Weaver); "+" joins cards written one after the other."""

    def name(match: re.Match[str]) -> str:
        index = int(match[1])
        if index >= len(entities):
            return match[0]
        entity = entities[index]
        return entity.written if (as_written or entity.verb) and entity.written else entity.name

    return MARKED.sub(name, _JOINER.sub(r"\1 and ", text))


# The "+" the marking puts between cards written one after the other (card_marks.py), never a "+"
# the asker typed ("+1/+1 counters", "alice + bob").
_JOINER = re.compile(rf"({MARK}\d++)\+(?={MARK}\d)")


def quoted(words: str, limit: int = QUOTE_LIMIT) -> str:
    """The asker's words as an answer quotes them: at most `limit` characters."""
    return words if len(words) <= limit else words[: limit - 1].rstrip() + "…"


def read_prefix(text: str) -> tuple[System | None, Variant | None, str]:
    """The game and variant a leading `magic:` / `magic commander:` / `ga:` names, and the rest."""
    match = _PREFIX.match(text)
    if match is None:
        return None, None, text
    if match["bare"]:  # a variant alone: the game it is a format of
        bare = VARIANTS[_spaced(match["bare"])]
        game = game_with_variant(bare)
        return (game.system if game else None), bare, text[match.end() :]
    game = game_named(match["game"])
    variant = VARIANTS[_spaced(match["variant"])] if match["variant"] else None
    return (game.system if game else None), variant, text[match.end() :]


def _spaced(text: str) -> str:
    return re.sub(r"\s+", " ", text.lower().strip())
