"""Finding the cards Arbiter knows by name, fuzzily (rapidfuzz): a whole text read as one card
(`find_card`), and the cards named inside a sentence (`cards_in`), with the rules of when words
that are also a card's name stand for it (bot.core.rulings.cards documents them). It changes
when the matching does. Pure: the catalogue of a game is built once from card_loading."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from enum import StrEnum
from functools import cache, lru_cache

from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

from bot.core.rules.games import GAMES
from bot.core.rules.vocabulary import System
from bot.core.rulings.card_loading import parse_cards, read_data
from bot.core.rulings.card_values import (
    NAME_WORD,
    Card,
    CardDataError,
    CardMatch,
    CardMention,
    UnknownCard,
    name_words,
    word_key,
)
from bot.core.rulings.chat_words import WORDS

FUZZY_CUTOFF = 90.0  # a name found inside a sentence with a typo
LOOKUP_CUTOFF = 85.0  # a whole text read as one card name
WORDS_KEPT = 8192  # words whose lookup facts a catalogue keeps (the words people use recur)

# -- words ---------------------------------------------------------------------------------

_OPENING = "\"\u201c'\u2018"  # quotes that may open a name
_CLOSING = "\"\u201d'\u2019"
_WORD = NAME_WORD
_POSSESSIVE_ENDINGS = ("'s", "\u2019s", "'", "\u2019")
_MINOR = frozenset(
    ["a", "an", "and", "at", "for", "from", "in", "of", "on", "or", "the", "to", "with"]
)
_POSSESSIVE = frozenset(["my", "your", "his", "her", "their", "our", "its"])
# "I used dread return on ...": a name of ordinary words after a verb of use is the card too
_CAST = frozenset(["cast", "casts", "casting", *WORDS.use_verbs])
_CAST_ARTICLES = WORDS.spell_verb_articles  # cast "a" lightning bolt
# "he has worship", "bob controls humility": a card's name of ordinary words after a verb of
# holding (the reader's own, and chat's "got") is the card: a player "has worship" says
# nothing else in a game
_HELD = frozenset([*WORDS.holds, "got", "controlling"])
_CASTS_COUNTED = WORDS.casts_counted  # the "second" Approach
_NOT_BEFORE = frozenset({"text"})  # "oracle text" is the rules' term, not a card
_GOES_ON = WORDS.name_goes_on  # "Approach of the First Moon": another name than Approach
# A word of a name misspelt: this many letters wrong (one inserted, dropped, changed, or two
# side by side swapped), or one more in a long word; more is another word ("Moon" for "Sun")
_TYPOS = 1
_LONG_WORD = 7


_key = word_key


def _base(token: str) -> str:
    """A token without its possessive: "Angel's" -> "angel", "Praetors'" -> "praetors"."""
    folded = token.casefold()
    for ending in _POSSESSIVE_ENDINGS:
        if folded.endswith(ending):
            return _key(folded[: -len(ending)])
    return _key(folded)


def fold(text: str) -> str:
    """A name as lookups compare it: lower case, no apostrophes, words joined by one space."""
    return " ".join(name_words(text))


class Form(StrEnum):
    NAME = "name"
    ALIAS = "alias"
    SHORT = "short"
    CASED = "cased"  # a short name read only capitalised after a cast, possessive or count


@dataclass(frozen=True)
class _Entry:
    card: Card
    form: Form
    words: int

    @property
    def needs_a_name(self) -> bool:
        """Found in a sentence only where it reads as a name (see the module's docstring)."""
        return self.form in (Form.SHORT, Form.CASED) or (self.form is Form.NAME and self.card.plain)

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
    near: bool  # the word is, or is a typo away from, a word of a typo-forgiving name
    opens: frozenset[int]  # the word counts of the names it begins as written


_NO_LENGTHS: frozenset[int] = frozenset()


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
                + [(Form.CASED, cased) for cased in card.cased]
            ):
                folded = fold(written)
                other = self._entries.get(folded)
                if other is not None:
                    raise CardDataError(
                        f"{game.value}: {written!r} of {card.name} is also {other.card.name}"
                    )
                self._entries[folded] = _Entry(card, form, len(folded.split()))
        self._lengths = sorted({entry.words for entry in self._entries.values()}, reverse=True)
        # Other cards' names a typo away from one of these: never read as it (`_other_at`).
        self._others = {fold(other) for card in cards for other in card.others}
        self._other_lengths = sorted({len(other.split()) for other in self._others}, reverse=True)
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
        self._verbs = {verb: card for card in cards for verb in card.verbs}
        # What a word is to the scan, worked out once per word (`_word_of`), not per mention;
        # and the card it is a verb of, asked of every word of a text (card_marks).
        self.verb: Callable[[str], Card | None] = lru_cache(maxsize=WORDS_KEPT)(self._verb_of)
        self._near: Callable[[str], bool] = lru_cache(maxsize=WORDS_KEPT)(self._near_of)
        self._word: Callable[[str], tuple[str, str, bool, frozenset[int]]] = lru_cache(
            maxsize=WORDS_KEPT
        )(self._word_of)

    def _verb_of(self, word: str) -> Card | None:
        """The card whose name people use as a verb, in any form ("bolts", "shocked"), or
        None (`verb`, which keeps what it found for each word)."""
        low = word.lower()
        for ending in ("", "s", "es", "ed", "d", "ing"):
            if ending and not low.endswith(ending):
                continue
            card = self._verbs.get(low[: len(low) - len(ending)])
            if card is not None:
                return card
        return None

    def exact(self, word: str) -> Card | None:
        """The card whose name, alias or short name `word` is, as written (no typo forgiven)."""
        entry = self._entries.get(fold(word))
        return entry.card if entry is not None else None

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
        if not found or folded in self._others or fold(written) in self._others:
            return UnknownCard(written)
        best = found[0]
        card = self._entries[best[0]].card
        if len(found) > 1 and found[1][1] == best[1] and self._entries[found[1][0]].card != card:
            return UnknownCard(written)  # two cards as near: not a guess to make
        if not misspelt(folded, best[0]):
            return UnknownCard(written)  # a word of another name ("Approach of the Third Sun")
        return CardMatch(card, written, round(best[1], 1))

    def mentions(self, text: str) -> tuple[CardMention, ...]:
        """The cards named in `text`, in order (a card named twice is found twice)."""
        tokens = [_Token(m[0], m.start(), m.end(), *self._word(m[0])) for m in _WORD.finditer(text)]
        # far[k]: how many of the first k words are far from every typo-forgiving name (a
        # window of words is looked up fuzzily only when none of its words is).
        far = [0] * (len(tokens) + 1)
        for k, token in enumerate(tokens):
            far[k + 1] = far[k] + (not token.near)
        found: list[CardMention] = []
        i = 0
        while i < len(tokens):
            first = tokens[i]
            other = self._other_at(tokens, i)
            if other:
                i += other  # another card's name, a typo away from one of these: none of them
                continue
            mention = self._at(text, tokens, i, far) if first.opens or first.near else None
            if mention is None:
                i += 1
                continue
            found.append(mention[0])
            i += mention[1]
        return tuple(found)

    def _other_at(self, tokens: list[_Token], i: int) -> int:
        """How many words from `tokens[i]` on spell another card's name that is a typo away
        from one Arbiter knows (Blinkmoth Nexus, which has no infect, is no Inkmoth Nexus);
        0 where none does."""
        for length in self._other_lengths:
            window = tokens[i : i + length]
            if len(window) < length:
                continue
            head = [token.key for token in window[:-1]]
            if any(" ".join([*head, k]) in self._others for k in (window[-1].key, window[-1].base)):
                return length
        return 0

    def _word_of(self, word: str) -> tuple[str, str, bool, frozenset[int]]:
        """A word's key and base (`_base`), whether it is near a typo-forgiving name's word,
        and the word counts of the names it begins (its base too, for a name of one word)."""
        key, base = _key(word), _base(word)
        opens = frozenset(self._starts.get(key, _NO_LENGTHS))
        if 1 in self._starts.get(base, ()):
            opens |= {1}
        return key, base, self._near(key), opens

    def _near_of(self, word: str) -> bool:
        """Whether a word is, or is a typo away from, a word of a typo-forgiving name."""
        return word in self._vocabulary or (
            len(word) > 2
            and process.extractOne(
                word, self._vocabulary_list, scorer=fuzz.ratio, processor=None, score_cutoff=70
            )
            is not None
        )

    def _at(
        self, text: str, tokens: list[_Token], i: int, far: list[int]
    ) -> tuple[CardMention, int] | None:
        """The card named by the words from `tokens[i]` on, the longest first, and how many
        words it takes; or None. A name is looked up as written only among the word counts
        its first word begins (no other could be found), fuzzily where every word is near."""
        first, words = tokens[i], len(tokens)
        for length in self._lengths:
            if i + length > words:
                continue
            exact = length in first.opens
            choices = self._fuzzy.get(length) if far[i + length] == far[i] else None
            if not exact and not choices:
                continue
            window = tokens[i : i + length]
            head = " ".join([token.key for token in window[:-1]])
            last = window[-1]
            keys = [f"{head} {k}" if head else k for k in dict.fromkeys((last.key, last.base))]
            for key in keys if exact else ():
                entry = self._entries.get(key)
                if entry is not None and self._reads(text, tokens, i, length, entry):
                    return self._mention(text, window, entry.card, 100.0), length
            if choices is None:
                continue
            for key in keys:
                best = process.extractOne(
                    key, choices, scorer=fuzz.ratio, processor=None, score_cutoff=FUZZY_CUTOFF
                )
                if best is not None and misspelt(key, best[0]):
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
        if entry.form in (Form.SHORT, Form.CASED) and _goes_on(text, tokens, i + length):
            return False  # "I cast Approach of the First Moon": a longer name, not this one
        if not entry.needs_a_name:
            return True
        window = tokens[i : i + length]
        start, end = window[0].start, window[-1].end
        if entry.form is Form.CASED:
            return _cased_at(tokens, i)
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
        if before.key in _CAST or before.key in _HELD:
            return True
        # "bob casts a lightning bolt": what is cast is a spell, the card of that name
        if i >= 2 and before.key in _CAST_ARTICLES and tokens[i - 2].key in _CAST:
            return True
        return _dealt_with(tokens, i)


def misspelt(written: str, name: str) -> bool:
    """Whether `written` (folded) is `name` (folded) misspelt word by word: each word the
    name's own or a typo away from it (`_TYPOS`), never another word in its place ("approach
    of the second moon" is no "approach of the second sun", however near the whole). Names of
    other word counts are compared whole (the ratio that found them)."""
    words, named = written.split(), name.split()
    if len(words) != len(named):
        return True
    return all(
        OSA.distance(word, own) <= _TYPOS + (len(own) >= _LONG_WORD)
        for word, own in zip(words, named, strict=True)
    )


def _goes_on(text: str, tokens: list[_Token], at: int) -> bool:
    """Whether the words at `at` go on, after a short name, as a longer name does ("Approach"
    "of the First Moon"): the short name is then part of another card's name."""
    if at >= len(tokens) or tokens[at].key not in _GOES_ON:
        return False
    return not text[tokens[at - 1].end : tokens[at].start].strip()


# "I deal 3 damage to him with lightning bolt": what deals damage "with" is a card
_DEALT_WITH = WORDS.dealt_with
_DAMAGE = WORDS.damage_nouns
_DAMAGE_REACH = 6  # the words "damage" may come before "with": "3 damage to my opponent"


def _dealt_with(tokens: list[_Token], i: int) -> bool:
    """Whether the words at `i` come after "with" (and "a" or a possessive) in a clause of
    damage dealt: "I deal 3 damage to him with (a, my) lightning bolt" names the card."""
    at = i - 1
    if at > 0 and (tokens[at].key in _CAST_ARTICLES or tokens[at].key in _POSSESSIVE):
        at -= 1
    if at < 1 or tokens[at].key not in _DEALT_WITH:
        return False
    return any(token.key in _DAMAGE for token in tokens[max(0, at - _DAMAGE_REACH) : at])


def _cased_at(tokens: list[_Token], i: int) -> bool:
    """Whether the everyday word at `i` is written as a card's name where a card stands:
    capitalised, right after a cast verb, a possessive or a count of casts ("cast Approach",
    "my Approach", "the second Approach")."""
    before = tokens[i - 1] if i > 0 else None
    return (
        _capitalised(tokens[i].text)
        and before is not None
        and (
            before.key in _CAST
            or before.key in _POSSESSIVE
            or before.key in _CASTS_COUNTED
            or before.text.casefold().endswith(_POSSESSIVE_ENDINGS[:2])
        )
    )


def _capitalised(word: str) -> bool:
    """Written as a name: a capital first letter, not shouted (ALL CAPS)."""
    return word[0].isupper() and (len(word) == 1 or not word[1:].isupper())


@cache
def catalogue(game: System) -> Catalogue:
    """The catalogue of `game`, read from the package's data once."""
    return Catalogue(game, parse_cards(game, read_data(game), f"{game.value}.json"))


def find_card(text: str, game: System) -> CardMatch | UnknownCard:
    """`text` read as the name of one card of `game`: exact, any case, a possessive, an alias
    or a short name, or the nearest name within a typo or two; else UnknownCard."""
    return catalogue(game).find(text)


def cards_in(text: str, game: System) -> tuple[CardMention, ...]:
    """Every card of `game` named in `text`, in order of mention."""
    return catalogue(game).mentions(text)


def named_in_some_game(text: str) -> bool:
    """Whether `text` names a card of any game: with no game said, no card is read as one
    (each game knows its own), so its words must not be read as players."""
    return any(cards_in(text, game.system) for game in GAMES.values())


def unknown_card(written: str) -> UnknownCard:
    """A card Arbiter does not know, with the name as it was written."""
    return UnknownCard(written.strip())


def all_cards(game: System) -> Iterator[Card]:
    yield from catalogue(game).cards
