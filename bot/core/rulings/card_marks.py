"""Cards marked in chat as people write it (chat.py, shared/spec/rulings.md revision 3, "Cards"):
every card named in the text, one Arbiter knows or a capitalised name where a card stands, is
replaced by `§` and its number (`mark_cards`), a card named again where it leaves is the one
named before that fits (`referred`). A card's words around its name as written (brackets,
emphasis, set codes, its text quoted) are in card_text_forms.py.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import Counter
from functools import lru_cache

from bot.core.rules.vocabulary import System
from bot.core.rulings.card_references import Span, named_before, referred
from bot.core.rulings.cards import (
    WORDS_KEPT,
    CardMention,
    cards_in,
    catalogue,
)
from bot.core.rulings.chat_words import (
    FUNCTION_WORDS,
    GAME_TERMS,
    WORDS,
    bare_word,
)
from bot.core.rulings.number_reading import number_words
from bot.core.rulings.words import MARK, ORDINARY, Entity

_TOKEN = re.compile(r"[^\W_](?:[\w-]|'(?=\w))*+(?:'s|')?+")


# Small words inside a card's name ("Oracle of Mul Daya"); not "and", which joins two cards.
_CAPITAL_CONNECTORS = WORDS.name_connectors


_BEFORE = WORDS.before_a_card


_BEFORE_TWO = frozenset(WORDS.before_a_card_two)


# What follows a card's name: "triggers", "'s trigger", "resolves"; for names of two words or
# more also what a card does ("dies", "says", "deals").
_AFTER_ONE = re.compile(
    r"(?:'s?\s++(?:trigger|ability|triggered|spell|static|effect|lifelink|-\d|\+\d|ultimate)"
    r"|\s++(?:triggers|triggered|resolves|resolved)\b|\s*+:)",
    re.IGNORECASE,
)


_AFTER_MORE = re.compile(
    r"\s++(?:dies|died|leaves|left|enters|entered|says|said|deals|dealt|is|was|copies|goes"
    r"|keeps|puts|put|makes|made|and|,|would|will|has|had|gets|gains|causes)\b",
    re.IGNORECASE,
)


_SENTENCE_END = re.compile(r"[.!?;:/\n]")


_JOINED = re.compile(rf"({MARK}\d++)\s*+(?:,\s*+(?:and\s++)?|and\s++|&\s*+)(?=(?:{MARK}\d))")


def _capitalised(word: str) -> bool:
    """Written as a name: a capital first letter, not shouted (ALL CAPS), not "I", not the
    X of a spell's cost ("Mind Twist with X = 10")."""
    return (
        word[0].isupper()
        and not (len(word) > 1 and word[1:].replace("'", "").isupper())
        and word not in ("I", "I'm", "I've", "I'll", "I'd", "X")
    )


# "[Aetherflux Reservoir Management Procedures: ...": a title that starts the text with a card's
# name, then words of the title's own, before its colon (chat reads the title).
_TEXT_START = re.compile(r"\s*+\[?\s*+")
_LABEL_REST = re.compile(r"(?P<words>[^:\n.?!\[\]]{1,80}?)\s*+:")
_TITLE_WORD = re.compile(r"[^\W\d_][\w'-]*+")


def title_words(words: str) -> bool:
    """Words of a title's own beside a card's name ("Management Procedures", "All About"):
    each capitalised or a function word, none a game term, a player or a number."""
    found = _TITLE_WORD.findall(words)
    return (
        bool(found)
        and re.search(r"\d", words) is None
        and all(
            (word[0].isupper() or word.lower() in FUNCTION_WORDS)
            and word.lower() not in GAME_TERMS
            and word.lower() not in WORDS.names_a_player
            and word.lower() not in number_words()
            for word in found
        )
    )


def _title_end(text: str, start: int, end: int) -> int | None:
    """Where the title a card's name starts ends (its colon), or None: no such title."""
    if _TEXT_START.fullmatch(text, 0, start) is None:
        return None
    label = _LABEL_REST.match(text, end)
    return label.end("words") if label is not None and title_words(label["words"]) else None


_POSSESSIVE_ENDINGS = ("'s", "'")


def _possessive(word: str) -> bool:
    return word.endswith(_POSSESSIVE_ENDINGS)


def _covered(tokens: list[tuple[str, int, int]], covered: list[tuple[int, int]]) -> list[bool]:
    """For each token, whether it starts inside one of the `covered` spans (a card already
    marked): each span's tokens found by bisection, not each token tested against each span."""
    starts = [token[1] for token in tokens]
    inside = [False] * len(tokens)
    for a, b in covered:
        for k in range(bisect_left(starts, a), bisect_left(starts, b)):
            inside[k] = True
    return inside


def _owns_a_known(
    tokens: list[tuple[str, int, int]], index: int, covered: list[tuple[int, int]]
) -> bool:
    """Whether the possessive at `index` is followed at once by a card Arbiter knows."""
    if index + 1 >= len(tokens):
        return False
    after = tokens[index + 1][1]
    return any(a == after for a, _ in covered)


def mark_cards(text: str, system: System | None) -> tuple[str, tuple[Entity, ...]]:
    """The text with every card it names marked (`§0`, `§1`...), and the cards in order."""
    text = text.replace(MARK, " ")
    tokens = [(m[0], *m.span()) for m in _TOKEN.finditer(text)]
    # A possessor that is also written on its own is a player ("Bob's Memnite ... Bob
    # concedes"); one written only as a possessive may start a card's name ("Pariah's Shield").
    alone = Counter([t[0].lower() for t in tokens if not t[0].endswith(_POSSESSIVE_ENDINGS)])
    known = list(cards_in(text, system)) if system is not None else []
    spans: list[Span] = []
    covered: list[tuple[int, int]] = []
    known_ends: dict[int, int] = {}  # where a name went on to from each token (_run)
    name_ends: dict[int, int] = {}  # the same, epithets after a comma taken in
    for mention in known:
        index = next((i for i, t in enumerate(tokens) if t[1] >= mention.start), None)
        if index is None:
            continue  # inside the text's last word ("xmage-2074-platinum-angel-removed"): no card
        run = _run(text, tokens, index, alone, epithets=False, articles=False, ends=known_ends)
        label = _title_end(text, mention.start, mention.end)
        after = _token_after(tokens, mention.end)
        if (
            run > after
            and not _known_after(text, known, mention.end, tokens[run - 1][2])
            and label is None
            and not _aimed(tokens, after)
        ):
            continue  # "Oracle of Mul Daya" is another card than Thassa's Oracle
        end = _name_end(text, mention.end)
        entity = Entity(mention.card.name, mention.card, text[mention.start : end])
        spans.append(Span(mention.start, end, entity))
        covered.append((mention.start, label or mention.end))
    if system is not None:
        spans.extend(_spells_as_verbs(tokens, covered, system))
    inside = _covered(tokens, covered)
    i = 0
    while i < len(tokens):
        start = tokens[i][1]
        if inside[i] or not _starts_a_name(tokens[i][0]):
            i += 1
            continue
        if _possessive(tokens[i][0]) and _owns_a_known(tokens, i, covered):
            i += 1  # "Alice's Phage the Untouchable" is alice's card, not one of that name
            continue
        run = _run(text, tokens, i, alone, ends=name_ends)
        if not _is_card(text, tokens, i, run) and not _listed_with_a_card(
            text, spans, start, tokens[run - 1][2]
        ):
            i += 1
            continue
        end = _name_end(text, tokens[run - 1][2])
        written = text[start:end].strip("[]\"' ")
        entity = named_before(text, spans, start, end) or Entity(written, written=written)
        spans.append(Span(start, end, entity))
        i = run
    spans.sort(key=lambda span: span.start)
    entities: list[Entity] = []
    parts: list[str] = []
    last = 0
    for span in spans:
        if span.start < last:
            continue
        parts.append(text[last : span.start])
        parts.append(f"{MARK}{len(entities)}")
        entities.append(span.entity)
        last = span.end
    parts.append(text[last:])
    marked = _JOINED.sub(r"\1+", "".join(parts))
    return referred(marked, tuple(entities)), tuple(entities)


def _spells_as_verbs(
    tokens: list[tuple[str, int, int]], covered: list[tuple[int, int]], system: System
) -> list[Span]:
    """A card's name used as a verb between a player and a player ("he Shocks me", "I bolt
    myself", "bob bolted alice"), marked as that card; never after a word that makes it a
    noun or a state ("a shock", "I was shocked"), nor before a word no player starts with."""
    found: list[Span] = []
    inside = _covered(tokens, covered)
    verb = catalogue(system).verb
    for j in range(1, len(tokens)):
        word, start, end = tokens[j]
        card = verb(word)
        if card is None or inside[j]:
            continue  # no card's name as a verb (most words), or a card already marked
        if _cast_noun(tokens, j):  # "I cast Bolt": the name it has as a verb, as the card
            goes_on = j + 1 < len(tokens) and tokens[j + 1][0].lower() in WORDS.name_goes_on
            if word.lower() in card.verbs and not goes_on:  # "cast Wrath of the Skies": none
                found.append(Span(start, end, Entity(card.name, card, word)))
                covered.append((start, end))
            continue
        if j == len(tokens) - 1 or tokens[j - 1][0].lower() in _NO_VERB_AFTER:
            continue
        after = tokens[j + 1][0].lower()
        if after not in _VERB_OBJECTS and (after in ORDINARY or _possessive(tokens[j + 1][0])):
            continue
        first = _name_before(tokens, j, card.name, covered)  # "he Lightning Bolts me"
        at = next(i for i, token in enumerate(tokens) if token[1] == first)
        if at == 0 or tokens[at - 1][0].lower() in _NO_VERB_AFTER:
            continue  # "the Lightning Bolts": a noun
        written = " ".join(t[0] for t in tokens if first <= t[1] < end)
        found.append(Span(first, end, Entity(card.name, card, written, verb=True)))
        covered.append((first, end))
    return found


def _name_before(
    tokens: list[tuple[str, int, int]], j: int, name: str, covered: list[tuple[int, int]]
) -> int:
    """Where a card's name said as a verb starts: with the words of its name before the verb
    word ("Lightning" of "he Lightning Bolts me"), else at the verb word."""
    words = name.lower().split()[:-1]
    said = tokens[j - len(words) : j] if 0 < len(words) <= j else []
    if (
        not said
        or [t[0].lower() for t in said] != words
        or any(a <= t[1] < b for t in said for a, b in covered)
    ):
        return tokens[j][1]
    return said[0][1]


def _cast_noun(tokens: list[tuple[str, int, int]], j: int) -> bool:
    """A word right after "cast" ("I cast Bolt"), or after "cast a" ("he casts a bolt")."""
    before = tokens[j - 1][0].lower()
    if before in _CASTS:
        return True
    return j >= 2 and before in _ARTICLES and tokens[j - 2][0].lower() in _CASTS


_CASTS = WORDS.spell_verb_casts


_ARTICLES = WORDS.spell_verb_articles


_NO_VERB_AFTER = WORDS.before_no_spell_verb


_VERB_OBJECTS = WORDS.spell_verb_objects


_LIST_JOIN = re.compile(r"\s*+(?:,\s*+(?:and\s++)?|and\s++|&\s*+)")


_LIST_GOES_ON = re.compile(r"\s*+(?:,|and\b|&|[.;!?:\n]|$)")


def _listed_with_a_card(text: str, spans: list[Span], start: int, end: int) -> bool:
    """A name in a list right after a card, that the list goes on after ("I control Platinum
    Angel and Mindcrank and bob is at 20 life"): another card, never a player (it read as a
    third player who shared bob's life total)."""
    return any(_LIST_JOIN.fullmatch(text, span.end, start) for span in spans) and (
        _LIST_GOES_ON.match(text, end) is not None
    )


@lru_cache(maxsize=WORDS_KEPT)
def _starts_a_name(word: str) -> bool:
    return (
        _capitalised(word)
        and bare_word(word) not in ORDINARY
        and bare_word(word) not in number_words()
    )


def _aimed(tokens: list[tuple[str, int, int]], after: int) -> bool:
    """Whether a known card's name is followed by a word it is aimed with ("Lightning Bolt at
    Bob", "on Bob"): what follows is its target, never more of the card's name ("Lightning
    Bolt at Bob" was a card Arbiter does not know)."""
    return after < len(tokens) and tokens[after][0].lower() in _AIMED_AT


_AIMED_AT = frozenset(WORDS.aimed_at)


def _name_end(text: str, end: int) -> int:
    """Where a name ends: before its possessive ("Dynamite Diver's trigger")."""
    if text[end - 2 : end] == "'s":
        return end - 2
    if text[end - 1 : end] == "'":
        return end - 1
    return end


def _known_after(text: str, known: list[CardMention], end: int, run_end: int) -> bool:
    """Whether the capitalised run past a known card's name is another known card joined by
    one small word ("Final Fortune with Isochron Scepter"): two cards, not one unknown."""
    return any(
        other.start > end
        and other.end >= run_end
        and _ONE_CONNECTOR.fullmatch(text, end, other.start) is not None
        for other in known
    )


_ONE_CONNECTOR = re.compile(r"\s++[a-z]++\s++")


def _token_after(tokens: list[tuple[str, int, int]], end: int) -> int:
    """The index of the first token that starts at or after `end`."""
    return next((i for i, t in enumerate(tokens) if t[1] >= end), len(tokens))


def _run(
    text: str,
    tokens: list[tuple[str, int, int]],
    i: int,
    alone: Counter[str],
    *,
    epithets: bool = True,
    articles: bool = True,
    ends: dict[int, int] | None = None,
) -> int:
    """The end (exclusive token index) of the capitalised name starting at token i: words with
    capitals, the small words between them ("Life and Limb", "Oracle of Mul Daya"), an
    epithet after a comma ("Omnath, Locus of Rage"), through a possessive only where the
    possessor is never written alone ("Pariah's Shield"); with `articles`, a small word and
    "the" ("Maralen of the Mornsong"), never after a card Arbiter knows ("Lightning Bolt in the
    Main Phase" is the Bolt).

    Where the name goes on from a token does not depend on where it began, so `ends` keeps,
    for each token a name went on from, where it ended: a text's names are found in time
    proportional to it, a run of a thousand capitalised words too."""
    j = i + 1
    if _possessive(tokens[i][0]) and (alone[bare_word(tokens[i][0])] or j >= len(tokens)):
        return j
    went_on_from: list[int] = []
    while j < len(tokens):
        if ends is not None and j in ends:
            j = ends[j]
            break
        went_on_from.append(j)
        gap = text[tokens[j - 1][2] : tokens[j][1]]
        word = tokens[j][0]
        if (
            gap in (" ", "-")
            and _capitalised(word)
            and bare_word(word) not in ORDINARY - _CAPITAL_CONNECTORS
        ):
            j += 1
        elif (
            gap == " "
            and word.lower() in _CAPITAL_CONNECTORS
            and j + 1 < len(tokens)
            and text[tokens[j][2] : tokens[j + 1][1]] == " "
            and _starts_a_name(tokens[j + 1][0])
        ):
            j += 2
        elif articles and gap == " " and _article_joined(text, tokens, j):
            j += 3  # "Maralen of the Mornsong", "Confusion in the Ranks"
        elif epithets and gap == ", " and _epithet(text, tokens, j):
            j += 1
            continue
        else:
            break
        possessor = tokens[j - 1][0]
        if _possessive(possessor) and (
            alone[bare_word(possessor)] or j >= len(tokens) or not _starts_a_name(tokens[j][0])
        ):
            break
    if ends is not None:
        ends.update(dict.fromkeys(went_on_from, j))
    return j


def _article_joined(text: str, tokens: list[tuple[str, int, int]], j: int) -> bool:
    """ "of the Mornsong", "in the Ranks": a small word and "the" inside a card's name, before
    a word that starts a name."""
    return (
        j + 2 < len(tokens)
        and tokens[j][0].lower() in _CAPITAL_CONNECTORS - _ARTICLES
        and tokens[j + 1][0].lower() == "the"
        and text[tokens[j][2] : tokens[j + 1][1]] == " "
        and text[tokens[j + 1][2] : tokens[j + 2][1]] == " "
        and _goes_on_a_name(text, tokens, j + 2)
    )


def _goes_on_a_name(text: str, tokens: list[tuple[str, int, int]], k: int) -> bool:
    """Whether tokens[k], after a small word inside a name, goes on with it: a word that starts
    a name, or a number written with a capital before one ("Approach of the First Moon", "Tale
    of the Two Cities": the name was cut at the number, "Approach" named as the card)."""
    word = tokens[k][0]
    if _starts_a_name(word):
        return True
    return (
        _capitalised(word)
        and (bare_word(word) in number_words() or bare_word(word) in WORDS.name_ordinals)
        and k + 1 < len(tokens)
        and text[tokens[k][2] : tokens[k + 1][1]] == " "
        and _starts_a_name(tokens[k + 1][0])
    )


_ARTICLES = frozenset(("the", "a", "an"))


def _epithet(text: str, tokens: list[tuple[str, int, int]], j: int) -> bool:
    """ ", Locus of Rage", ", the Blight Dragon": two words or more with capitals after a comma."""
    first = tokens[j][0]
    if first.lower() == "the":
        return j + 1 < len(tokens) and _starts_a_name(tokens[j + 1][0])
    return (
        _starts_a_name(first)
        and j + 1 < len(tokens)
        and text[tokens[j][2] : tokens[j + 1][1]] == " "
        and (_starts_a_name(tokens[j + 1][0]) or tokens[j + 1][0].lower() in _CAPITAL_CONNECTORS)
    )


def _is_card(text: str, tokens: list[tuple[str, int, int]], i: int, run: int) -> bool:
    """Whether the capitalised name tokens[i:run] stands where a card does."""
    start = tokens[i][1]
    end = _name_end(text, tokens[run - 1][2])
    if text[max(0, start - 2) : start] == "[[":
        return True
    if run - i == 1 and tokens[i][0].lower() in WORDS.basic_land_types:
        return False  # "he plays his Forest", "2 Forests in hand": a land by its type
    # "I have a Keldon Marauders", "she controls the Angel": the word before the article.
    at = i - 1 if i > 1 and tokens[i - 1][0].lower() in ("a", "an", "the") else i
    if at != i and tokens[at - 1][0].lower() not in _BEFORE:
        at = i
    before = tokens[at - 1][0].lower() if at > 0 else ""
    if at > 0 and _SENTENCE_END.search(text[tokens[at - 1][2] : start]):
        before = ""  # a new sentence
    if before in _BEFORE or (
        at > 0 and _possessive(tokens[at - 1][0]) and before not in WORDS.not_possessors
    ):
        return True
    if at > 1 and (tokens[at - 2][0].lower(), before) in _BEFORE_TWO:
        return True
    rest = text[end:]
    if _AFTER_ONE.match(rest):
        return True
    if run - i < 2:
        return False
    if before in ("from", "by", "with", "targeting", "target", "targets"):
        return True  # "takes 4 damage from Deflecting Palm"
    return _AFTER_MORE.match(rest) is not None and before in ("", "and", "then", "while")
