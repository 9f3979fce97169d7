"""The one rules index: exact citation lookup, search, autocomplete and one-line rendering.

Both the rules core (to explain its rulings) and the `/rule` command read rules through this
module. It is pure: no I/O, no Discord, no database; everything is built from
`bot.core.rules.catalogue.RULES` at import.

Search ranking (deterministic, no external libraries):

1. the query is exactly a citation (ignoring case, spacing and punctuation);
2. the rule number equals a number in the query ("104.3c", "GA 3", "Terrus 5.2b");
3. the rule number extends a number in the query ("104.3" -> 104.3a, 104.3b, ...);
4. word matches, by how many query words hit the title, summary or keywords, then whether the
   whole query appears as a phrase, then how many words hit the title or keywords.

Words naming a game ("magic", "mtg", "cr", "mtr", "ga", "grand archive", "terrus") narrow the
search to that game and are not searched for themselves. A caller that knows the game being
played (a match's, a server's default) passes it as `prefer`: within each of the tiers above,
that game's rules come first.

A bare number in the query that names no rule ("poison 10", "21 damage") only counts beside a
word hit: a number alone never matches a rule (Terrus's "10 structures" for "poison 10"). Nor
does a whole number told among words as an amount ("I'm at 3 life and take 3"): it is a rule's
number only when dotted ("104.3c"), after a game's or a document's name ("GA 3", "CR 104"), or
when the query has no other words ("3", "rule 104"); else "3 life" put GA Ending the Game 3
and MTR 3.1 first for a Magic situation. A
question about several players losing together ("two players at 0 life") puts first the rule
that says everyone losing at once is a draw (MTG CR 104.4a, GA Ending the Game 4, Terrus 5.4a).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Final

from bot.core.rules.catalogue import HEADLINES, RULES, Rule
from bot.core.rules.games import GAMES
from bot.core.rules.vocabulary import System

__all__ = ["RULES", "Rule", "autocomplete", "describe", "get", "lookup", "subrules"]

# Discord limits autocomplete choice names and values to 100 characters, and 25 choices.
MAX_CHOICE_CHARS: Final = 100
MAX_CHOICES: Final = 25

_TOKEN = re.compile(r"\d+(?:\.\d+)*[a-z]?|[a-z0-9]+")
_NUMBER = re.compile(r"\d+(?:\.\d+)*[a-z]?")

_GAME_WORDS: Final[dict[str, System]] = {
    word: game.system for game in GAMES.values() for word in game.names.search_words
}
# Words that carry no meaning for a search (including the rest of game and document names).
_STOPWORD_TEXT: Final = (
    "a an and are at by can comprehensive do does ending for from gathering grand how i if in is "
    "it my of on or rule s t tcg the to what when who with you your"
)
_STOPWORDS: Final = frozenset(_STOPWORD_TEXT.split())
# Words that make a question about several players at once, and the rules that settle everyone
# still in the game losing at the same moment.
_SEVERAL: Final = frozenset({"both", "two", "all", "everyone", "everybody", "simultaneous"})
_ALL_LOSE: Final[dict[System, str]] = {
    game.system: game.rules.shared.all_lose_draw for game in GAMES.values()
}
_LOSS_WORDS: Final = frozenset({"life", "lose", "poison", "vitae", "deck", "library", "zero"})


def _stem(word: str) -> str:
    """Strip a plural or third-person "s" ("counters" -> "counter", "loses" -> "lose")."""
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(text.lower())


def _words(text: str) -> list[str]:
    """Searchable words of a text: lower-case, stemmed, without stopwords."""
    return [_stem(t) for t in _tokens(text) if t not in _STOPWORDS]


def _normalise_citation(text: str) -> str:
    return " ".join(_tokens(text))


@dataclass(frozen=True, slots=True)
class _Entry:
    rule: Rule
    position: int
    words: frozenset[str]
    strong: frozenset[str]  # words of the title and keywords
    phrases: tuple[tuple[str, ...], ...]  # title, summary and each keyword as word sequences


def _entry(position: int, rule: Rule) -> _Entry:
    title = _words(rule.title)
    if not any(c.isdigit() for c in rule.number):
        # A named section ("End of Round") is searchable like a second title.
        title = [*_words(rule.number), *title]
    summary = _words(rule.summary)
    keywords = [_words(k) for k in rule.keywords]
    strong = frozenset(title).union(*keywords)
    return _Entry(
        rule=rule,
        position=position,
        words=strong | frozenset(summary),
        strong=strong,
        phrases=(tuple(title), tuple(summary), *(tuple(k) for k in keywords)),
    )


_ENTRIES: Final[tuple[_Entry, ...]] = tuple(_entry(i, r) for i, r in enumerate(RULES))
_BY_CITATION: Final[dict[str, Rule]] = {r.citation: r for r in RULES}
_BY_NORMALISED: Final[dict[str, Rule]] = {_normalise_citation(r.citation): r for r in RULES}

if len(_BY_CITATION) != len(RULES):  # pragma: no cover - guards the catalogue's data
    raise RuntimeError("duplicate citation in bot.core.rules.catalogue")


def get(citation: str) -> Rule | None:
    """The rule with exactly this citation ("MTG CR 104.3c"), or None.

    A citation typed by hand with different case, spacing or punctuation ("mtg cr 104.3C",
    "GA Tournament Rules Game Loss") is accepted too.
    """
    rule = _BY_CITATION.get(citation)
    if rule is None:
        rule = _BY_NORMALISED.get(_normalise_citation(citation))
    return rule


@dataclass(frozen=True, slots=True)
class _Query:
    games: frozenset[System]
    numbers: tuple[str, ...]  # the numbers that may cite a rule
    amounts: tuple[str, ...]  # whole numbers told among words, never a citation ("3 life")
    name: str  # the query without game words, normalised, to match named sections
    words: tuple[str, ...]  # stemmed, deduplicated, in query order
    several: bool  # the question is about several players at once ("both players at 0 life")
    partial: str  # the last word, as typed, when it may still be unfinished
    browse: bool  # only names a game or section ("magic", "GA ending the game"): list its rules


def _without_section_name(tokens: list[str]) -> list[str]:
    """Drop the words "ending the game" (GA's section name), which only locate the rule."""
    out: list[str] = []
    for token in tokens:
        out.append(token)
        if out[-3:] == ["ending", "the", "game"]:
            del out[-3:]
    return out


def _parse(query: str, *, partial_last: bool) -> _Query:
    tokens = _tokens(query)
    raw = _without_section_name(tokens)
    # While typing, the last word may be unfinished: it is matched as a prefix instead.
    partial = ""
    games: set[System] = set()
    if partial_last and raw and not query[-1:].isspace():
        last = raw[-1]
        if last not in _GAME_WORDS and not _NUMBER.fullmatch(last):
            raw = raw[:-1]
            # A game's name being typed ("terr", "mag", "grand arch") picks that game.
            typed_game = {
                g
                for word, g in _GAME_WORDS.items()
                if len(last) >= 3 and len(word) > 2 and word.startswith(last)
            }
            if typed_game:
                games |= typed_game
            elif len(last) >= 2 and last not in _STOPWORDS:
                partial = last
    numbers: list[str] = []
    told: list[str] = []  # whole numbers after no game's name: cited only without other words
    words: list[str] = []
    for position, token in enumerate(raw):
        if token in _GAME_WORDS:
            # "grand" and "the gathering" are stopwords; "ga"/"archive" and "magic" carry it.
            games.add(_GAME_WORDS[token])
        elif _NUMBER.fullmatch(token):
            after_a_game = position > 0 and raw[position - 1] in _GAME_WORDS
            (numbers if "." in token or after_a_game else told).append(token)
        elif token not in _STOPWORDS:
            words.append(_stem(token))
    if not words and not partial:
        numbers, told = numbers + told, []
    name = " ".join(t for t in tokens if t not in _GAME_WORDS)
    browse = not (numbers or words or partial) and bool(games or len(raw) < len(tokens))
    several = bool(_SEVERAL & set(tokens)) and bool(
        _LOSS_WORDS & set(words) or "0" in numbers + told
    )
    return _Query(
        games=frozenset(games),
        numbers=tuple(numbers),
        amounts=tuple(dict.fromkeys(told)),
        name=name,
        words=tuple(dict.fromkeys(words)),
        several=several,
        partial=partial,
        browse=browse,
    )


def _extends(number: str, prefix: str) -> bool:
    """Whether a rule number is a sub-rule of `prefix` ("104.3c" of "104.3", "5.1" of "5")."""
    if not number.startswith(prefix) or number == prefix:
        return False
    following = number[len(prefix)]
    return following == "." or (following.isalpha() and not prefix[-1].isalpha())


def _completes(partial: str, words: frozenset[str]) -> bool:
    """Whether an unfinished word could be one of `words` ("comman" -> "commander").

    Two letters are too few to guess from ("he" is in too many words): they must be whole.
    """
    stem = _stem(partial)
    if len(partial) < 3:
        return stem in words
    return any(w.startswith(partial) or w == stem for w in words)


def _has_phrase(entry: _Entry, words: tuple[str, ...]) -> bool:
    size = len(words)
    return any(
        phrase[i : i + size] == words
        for phrase in entry.phrases
        for i in range(len(phrase) - size + 1)
    )


# The main clause of each game: GA Ending the Game 1-7, MTG CR 104.1-104.6, Terrus 5.1-5.4.
_FIRST_PAGE: Final = tuple(r for r in RULES if r.citation in HEADLINES)


# Rules found so far, each with its sort key.
_Ranked = list[tuple[tuple[int, ...], _Entry]]


def _search(
    query: str,
    limit: int,
    *,
    partial_last: bool = False,
    game: str | None = None,
    prefer: str | None = None,
) -> list[Rule]:
    if limit <= 0:
        return []
    exact = get(query.strip()) if query.strip() else None
    parsed = _parse(query, partial_last=partial_last)
    games: frozenset[str] = parsed.games or (frozenset({game}) if game else frozenset())
    pool = [e for e in _ENTRIES if not games or e.rule.game in games]
    if parsed.browse and exact is None:
        return [r for r in _FIRST_PAGE if not games or r.game in games][:limit]

    def first(entry: _Entry) -> int:
        """0 for the game being played, so its rules lead each tier."""
        return 0 if prefer is None or entry.rule.game == prefer else 1

    ranked = _by_number(pool, parsed, exact, first)
    if parsed.words or parsed.partial:
        # Bare numbers that name no rule ("21 damage", "40 life") are searched as words, but
        # only beside a real word: a number alone never matches a rule.
        numbers_as_words = (
            () if ranked else tuple(n for n in parsed.numbers if n not in parsed.words)
        )
        already = {id(e) for _, e in ranked}
        rest = [e for e in pool if id(e) not in already]
        found = _by_words(rest, parsed, numbers_as_words, first)
        if parsed.several:
            found = _all_lose_first(found, pool, parsed, first)
        ranked += found

    ranked.sort(key=lambda item: item[0])
    return [entry.rule for _, entry in ranked[:limit]]


def _by_number(
    pool: list[_Entry], parsed: _Query, exact: Rule | None, first: Callable[[_Entry], int]
) -> _Ranked:
    """The exact rule, then rules the query numbers or names, then their sub-rules."""
    ranked: _Ranked = []
    for entry in pool:
        number = entry.rule.number.lower()
        if exact is not None and entry.rule is exact:
            ranked.append(((0, entry.position), entry))
        elif number in parsed.numbers or _normalise_citation(number) == parsed.name:
            ranked.append(((1, first(entry), entry.position), entry))
        elif any(_extends(number, n) for n in parsed.numbers):
            ranked.append(((2, first(entry), entry.position), entry))
    return ranked


def _by_words(
    pool: list[_Entry],
    parsed: _Query,
    numbers_as_words: tuple[str, ...],
    first: Callable[[_Entry], int],
) -> _Ranked:
    """Rules sharing words with the query: most words, then a phrase, then strong words."""
    words = parsed.words
    found: _Ranked = []
    for entry in pool:
        hits = [w for w in words if w in entry.words]
        strong = sum(1 for w in hits if w in entry.strong)
        if parsed.partial and _completes(parsed.partial, entry.words):
            hits.append(parsed.partial)
            strong += _completes(parsed.partial, entry.strong)
        if not hits:
            continue
        hits += [n for n in numbers_as_words if n in entry.words]
        phrase = len(words) > 1 and _has_phrase(entry, (*words, *numbers_as_words))
        # An amount told ("3 life") only breaks a tie: "3 points" is no rule about 3 life.
        amounts = sum(1 for n in parsed.amounts if n in entry.words)
        key = (3, first(entry), -len(hits), -int(phrase), -strong, -amounts, entry.position)
        found.append((key, entry))
    return found


def _all_lose_first(
    found: _Ranked, pool: list[_Entry], parsed: _Query, first: Callable[[_Entry], int]
) -> _Ranked:
    """Several players losing together: the games whose losses matched lead with the rule
    that makes it a draw."""
    losses = _LOSS_WORDS & set(parsed.words)
    lead = {_ALL_LOSE[e.rule.game] for _, e in found if losses & e.words}
    found = [
        ((3, first(e), -99, e.position) if e.rule.citation in lead else key, e) for key, e in found
    ]
    listed = {e.rule.citation for _, e in found}
    found += [((3, first(e), -99, e.position), e) for e in pool if e.rule.citation in lead - listed]
    return found


def lookup(
    query: str, limit: int = 5, *, game: str | None = None, prefer: str | None = None
) -> list[Rule]:
    """Rules matching a citation, a rule number or some words, best first.

    Examples: "104.3c", "CR 104.3c", "GA 3", "Terrus 5.2b", "104.3" (the rule, then its
    sub-rules), "empty deck", "commander damage", "two-headed giant". Case-insensitive; game
    names in the query (else `game`) limit the search to that game; `prefer` puts that game's
    rules first. Returns at most `limit` rules.
    """
    return _search(query, limit, game=game, prefer=prefer)


def subrules(rule: Rule) -> list[Rule]:
    """The rule's sub-rules in order ("MTG CR 104.3" -> 104.3a ... 104.3k)."""
    number = rule.number.lower()
    return [
        r
        for r in RULES
        if r.game == rule.game
        and r.citation.startswith(rule.citation.removesuffix(rule.number))
        and _extends(r.number.lower(), number)
    ]


def _english(rule: Rule) -> str:
    return rule.title


def _choice(rule: Rule, titled: Callable[[Rule], str]) -> tuple[str, str]:
    name = f"{rule.citation} \N{EM DASH} {titled(rule)}"
    if len(name) > MAX_CHOICE_CHARS:
        name = name[: MAX_CHOICE_CHARS - 1].rstrip() + "\N{HORIZONTAL ELLIPSIS}"
    return name, rule.citation


def autocomplete(
    current: str, limit: int = MAX_CHOICES, titled: Callable[[Rule], str] = _english
) -> list[tuple[str, str]]:
    """(display name, citation) pairs for a Discord autocomplete on what the user has typed,
    each rule's title as `titled` words it (a face: in the user's language).

    Names are at most 100 characters; values are always valid citations for `get`. The last
    word may be unfinished ("comman" finds Commander rules). Empty input gives the main clause
    of each game's "ending the game" rules.
    """
    limit = max(0, min(limit, MAX_CHOICES))
    rules: Iterable[Rule]
    if not current.strip():
        rules = _FIRST_PAGE[:limit]
    else:
        rules = _search(current, limit, partial_last=True)
    return [_choice(r, titled) for r in rules]


def describe(citation: str) -> str:
    """One line for chat: "MTG CR 104.3c — <title>: <summary>".

    An unknown citation is returned unchanged, so a caller can always show something.
    """
    rule = get(citation)
    if rule is None:
        return citation
    return f"{rule.citation} \N{EM DASH} {rule.title}: {rule.summary}"
