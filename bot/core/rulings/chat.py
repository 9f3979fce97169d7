"""Chat as people write it, read into the situation language's terms before the grammar
(shared/spec/rulings.md, revision 3, "Reading chat" and "Cards").

Every word matched here is in the reader's one table of words, `lexicon.ENGLISH` (issue #34);
docs/situation-language.md, "The reader's words", lists what each does. Three things happen
here, each in one pass over the text (time proportional to its length):

- **Cards are marked** (`mark_cards`): every card named in the text, one Arbiter knows
  (bot.core.rulings.cards, fuzzy, any case) or a capitalised name where a card stands ("I
  control Soul Warden", "my Omnath, Locus of Rage triggers", "from Fateful Showdown"), is
  replaced by `§` and its number, so that a name is one token for the grammar whatever its
  words and commas. A capitalised name is a card only where the words around it make it one:
  after "controls", "cast", "activate", "use", "thanks to" or a possessive ("my", "bob's"), in
  [[brackets]], or, for a name of two words or more, before "triggers", "'s trigger",
  "resolves", "dies", "leaves", "enters", "says", "deals" or a colon. A card's name never
  becomes a player. A card named again where it leaves ("it dies", "my angel dies") is the
  one card named before that fits (`_referred`).
- **Framing is skipped** (`unframe`): the words around a situation that change nothing ("so",
  "according to the comp rules", "for example", "who wins if", "my question is"), questions
  made only of question words ("is it a draw?", "does he lose?"), what a person thinks of the
  outcome ("I think I won but he says it was a draw"), and the game or variant said in passing
  ("we were playing commander and", "in a 4 person edh game"), which is read as the game. A
  whole sentence is framing when it says nothing of the game (`says_nothing_of_the_game`:
  "From what I can tell", "Thanks in advance"): every word a function word or a word of talk
  (closed lists), and no game term, number, card, role or other name. What was skipped is
  kept, to be shown under "understood". Nothing that may change the outcome is skipped: a
  sentence with a word outside those lists ("I give up", "I'm out", "bob flibbers", "my
  opponent has a skyshroud behemoth"), or what a person thinks of a fact of the moment or of
  the order of things ("I think he was at 2 life", "I believe I had Platinum Angel", "I think
  I was first"), is read or refused and named. A game said to be multiplayer without its
  number of players (`GameSaid.several`) is answered only once its players are said, since a
  player not named may still be in the game; the players said to be left ("we are the two
  last players") are the game's players. A title line that says nothing of the game ("Review
  response — ...") and a question around the moment it asks about ("Does he lose if ...?",
  "..., or is it a draw?") are skipped too. A few forms of chat are put in the language's
  terms: "I hit him for 6", an attack "for 6 unblocked", "at exactly 50 life", "my deck runs
  out".
- **Questions about a rule** (`asks_about_a_rule`): "how many cards do we draw?" reads as no
  situation; the answer goes to the rules index instead. A moment asked about ("what happens
  if I ...") is no question about a rule: the words it could not read are named.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from bot.core.rules.games import GAMES, game_named, game_with_variant
from bot.core.rules.vocabulary import System, Variant
from bot.core.rulings.cards import CardMention, cards_in
from bot.core.rulings.lexicon import ENGLISH
from bot.core.rulings.words import (
    MARK,
    NAME,
    NUMBER,
    ORDINARY,
    ROLE,
    SUBJECT,
    VARIANTS,
    Entity,
    number_value,
    number_words,
)

WORDS = ENGLISH  # the reader's words (lexicon.py)


def one_of(phrases: tuple[str, ...] | frozenset[str], space: str = r"\s++") -> str:
    """A pattern matching any of the phrases, longest first (each space any spaces)."""
    ordered = sorted(phrases, key=lambda phrase: (-len(phrase), phrase))
    return "(?:" + "|".join(re.escape(p).replace("\\ ", space) for p in ordered) + ")"


# -- cards -----------------------------------------------------------------------------------

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


def _bare(word: str) -> str:
    low = word.lower()
    return low[:-2] if low.endswith("'s") else low.rstrip("'")


def _possessive(word: str) -> bool:
    return word.endswith(("'s", "'"))


@dataclass(frozen=True)
class _Span:
    start: int
    end: int
    entity: Entity


def mark_cards(text: str, system: System | None) -> tuple[str, tuple[Entity, ...]]:
    """The text with every card it names marked (`§0`, `§1`...), and the cards in order."""
    text = text.replace(MARK, " ")
    tokens = [(m[0], m.start(), m.end()) for m in _TOKEN.finditer(text)]
    # A possessor that is also written on its own is a player ("Bob's Memnite ... Bob
    # concedes"); one written only as a possessive may start a card's name ("Pariah's Shield").
    alone = Counter(t[0].lower() for t in tokens if not _possessive(t[0]))
    known = list(cards_in(text, system)) if system is not None else []
    spans: list[_Span] = []
    covered: list[tuple[int, int]] = []
    for mention in known:
        index = next(i for i, t in enumerate(tokens) if t[1] >= mention.start)
        run = _run(text, tokens, index, alone, epithets=False)
        if run > _token_after(tokens, mention.end) and not _known_after(
            text, known, mention.end, tokens[run - 1][2]
        ):
            continue  # "Oracle of Mul Daya" is another card than Thassa's Oracle
        end = _name_end(text, mention.end)
        entity = Entity(mention.card.name, mention.card, text[mention.start : end])
        spans.append(_Span(mention.start, end, entity))
        covered.append((mention.start, mention.end))
    i = 0
    while i < len(tokens):
        start = tokens[i][1]
        if any(a <= start < b for a, b in covered) or not _starts_a_name(tokens[i][0]):
            i += 1
            continue
        run = _run(text, tokens, i, alone)
        if not _is_card(text, tokens, i, run) and not _listed_with_a_card(
            text, spans, start, tokens[run - 1][2]
        ):
            i += 1
            continue
        end = _name_end(text, tokens[run - 1][2])
        written = text[start:end].strip("[]\"' ")
        spans.append(_Span(start, end, Entity(written, written=written)))
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
    return _referred(marked, tuple(entities)), tuple(entities)


# A card named again where it leaves or enters the battlefield: "it dies", "my opponent kills
# it", "my angel dies", "the unlife is destroyed", "it enters the battlefield". Read as the one
# card named before that fits (the only card named so far for "it", the only one with that
# word in its name otherwise); with none or several, the words stay as written, to be read or
# refused.
_LEAVING = re.compile(rf"\s++{one_of(WORDS.leaving + WORDS.arriving)}\b", re.IGNORECASE)
_REMOVING = re.compile(rf"\b{one_of(WORDS.removing)}\s++$", re.IGNORECASE)
_OTHER_THING = re.compile(rf"\b{one_of(WORDS.other_things)}\b", re.IGNORECASE)
_REFERENCE = re.compile(
    rf"\b(?:(?P<it>{one_of(WORDS.card_pronouns)})"
    rf"|(?P<owner>{one_of(WORDS.card_owners)})\s++(?P<word>[^\W\d_]{{4,}}+))\b(?!')",
    re.IGNORECASE,
)


def _referred(marked: str, entities: tuple[Entity, ...]) -> str:
    def card(match: re.Match[str]) -> str:
        if not (_LEAVING.match(marked, match.end()) or _REMOVING.search(marked, 0, match.start())):
            return match[0]
        before = {int(n) for n in re.findall(rf"{MARK}(\d++)", marked[: match.start()])}
        if match["it"]:
            since = marked[marked.rfind(MARK, 0, match.start()) : match.start()]
            if len(before) != 1 or _OTHER_THING.search(since):
                return match[0]  # "I control §0. bob has a creature. I kill it"
            return f"{MARK}{before.pop()}"
        word = match["word"].lower()
        if word in ORDINARY or word in _GAME_TERMS or word in _TALK or word in _FUNCTION:
            return match[0]
        fits = [n for n in before if n < len(entities) and word in _name_words(entities[n].name)]
        return f"{match['owner']} {MARK}{fits[0]}" if len(fits) == 1 else match[0]

    return _REFERENCE.sub(card, marked) if MARK in marked else marked


def _name_words(name: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[^\W\d_]+", name)}


_LIST_JOIN = re.compile(r"\s*+(?:,\s*+(?:and\s++)?|and\s++|&\s*+)")
_LIST_GOES_ON = re.compile(r"\s*+(?:,|and\b|&|[.;!?:\n]|$)")


def _listed_with_a_card(text: str, spans: list[_Span], start: int, end: int) -> bool:
    """A name in a list right after a card, that the list goes on after ("I control Platinum
    Angel and Mindcrank and bob is at 20 life"): another card, never a player (it read as a
    third player who shared bob's life total)."""
    return any(_LIST_JOIN.fullmatch(text, span.end, start) for span in spans) and (
        _LIST_GOES_ON.match(text, end) is not None
    )


def _starts_a_name(word: str) -> bool:
    return _capitalised(word) and _bare(word) not in ORDINARY and _bare(word) not in number_words()


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
) -> int:
    """The end (exclusive token index) of the capitalised name starting at token i: words with
    capitals, the small words between them ("Life and Limb", "Oracle of Mul Daya"), an
    epithet after a comma ("Omnath, Locus of Rage"), through a possessive only where the
    possessor is never written alone ("Pariah's Shield")."""
    j = i + 1
    if _possessive(tokens[i][0]) and (alone[_bare(tokens[i][0])] or j >= len(tokens)):
        return j
    while j < len(tokens):
        gap = text[tokens[j - 1][2] : tokens[j][1]]
        word = tokens[j][0]
        if (
            gap in (" ", "-")
            and _capitalised(word)
            and _bare(word) not in ORDINARY - _CAPITAL_CONNECTORS
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
        elif epithets and gap == ", " and _epithet(text, tokens, j):
            j += 1
            continue
        else:
            break
        possessor = tokens[j - 1][0]
        if _possessive(possessor) and (
            alone[_bare(possessor)] or j >= len(tokens) or not _starts_a_name(tokens[j][0])
        ):
            break
    return j


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


# -- a card's words, quoted ---------------------------------------------------------------------

_WORDED = re.compile(
    r"\b(?:a|the|this|my)\s++card\s++(?:(?:that\s++)?(?:were|was|is|'s)\s++)?"
    r"(?:worded|reads?|says?|said|printed)\s*+(?:as\s++)?[,:]?\s*+\"(?P<text>[^\"\n]{1,400}+)\"",
    re.IGNORECASE,
)
_QUOTED_SENTENCE = re.compile(r"\s*+[.;]\s*+")


def card_words(text: str) -> str:
    """A card's text quoted in the question ('If a card were worded, "Target opponent loses the
    game. You lose the game"') read as what an effect says, one sentence after the other:
    "an effect says target opponent loses the game. an effect says you lose the game"; and a
    player's life told in a clause of its own ("My opponent, who is at 10 life, takes 12
    damage"), a sentence of its own before what follows (`_who_is_at`)."""

    def said(match: re.Match[str]) -> str:
        parts = [p.strip() for p in _QUOTED_SENTENCE.split(match["text"]) if p.strip()]
        return ". ".join(f"an effect says {p[0].lower()}{p[1:]}" for p in parts) + "."

    return _who_is_at(_FULL_NAME.sub(_short_name, _WORDED.sub(said, text)))


# A game's full name with a colon in it, which would read as a card before a colon: its short
# name instead ("In Magic: The Gathering, ..." is "In Magic, ...").
_FULL_NAMES = {
    name: game.names.short_title for game in GAMES.values() for name in game.names_typed()
}
_FULL_NAME = re.compile(
    "|".join(
        re.escape(name).replace("\\ ", r"\s++")
        for name in sorted(_FULL_NAMES, key=len, reverse=True)
        if ":" in name
    )
    or "(?!)",
    re.IGNORECASE,
)


def _short_name(match: re.Match[str]) -> str:
    return _FULL_NAMES[" ".join(match[0].lower().split())]


# -- the game said in passing ----------------------------------------------------------------

_VARIANT_WORDS = "|".join(
    sorted((re.escape(v).replace("\\ ", r"\s++") for v in VARIANTS), key=len, reverse=True)
)
_GAME_WORDS = "|".join(
    re.escape(name).replace("\\ ", r"\s++")
    for name in sorted({n for g in GAMES.values() for n in g.names_typed()}, key=len, reverse=True)
)
_PLAYED = rf"(?:(?:{_GAME_WORDS})(?:\s++(?:{_VARIANT_WORDS}))?|{_VARIANT_WORDS})"
# A game of more than two players, how many not said ("we are playing multiplayer").
_SEVERAL_WORDS = one_of(WORDS.several_players)
_SEVERAL_PLAYERS = re.compile(rf"\b{_SEVERAL_WORDS}\b", re.IGNORECASE)
_COUNTED = sorted(number_words() - {*WORDS.negative, WORDS.hundred})
_TABLE = one_of(WORDS.table_words)
_KIND = one_of(WORDS.game_kinds)
_GAME_WORD = one_of(WORDS.game_words)
_COUNT = rf"(?P<n>\d{{1,2}}+|{'|'.join(_COUNTED)})"
_PLAYING = one_of(WORDS.played)
_GAME_FRAMING = re.compile(
    rf"(?:(?:we|i)(?:'re|'m|\s++are|\s++were|\s++was|\s++am)?+\s++)?{_PLAYING}\s++(?:a\s++|an\s++)?"
    rf"(?:{_COUNT.replace('<n>', '<m>')}[\s-]*+{_TABLE}s?\s++)?(?:{_KIND}\s++)?"
    rf"(?:game\s++of\s++)?(?:{_SEVERAL_WORDS}\s++)?"
    rf"(?:(?P<a>{_PLAYED})|{_SEVERAL_WORDS})(?:\s++game)?\b"
    rf"|(?:(?:we|i|this|it)(?:'re|'m|'s|\s++are|\s++were|\s++was|\s++is|\s++am)\s++)?"
    rf"(?:in|during|part\s++of)\s++(?:a|an|my|our|this|the)\s++(?:{_COUNT}[\s-]*+{_TABLE}s?\s++)?"
    rf"(?:(?:{_KIND}|{_SEVERAL_WORDS})\s++){{0,2}}+(?P<b>{_PLAYED})?\s*+{_GAME_WORD}\b"
    rf"|in\s++(?P<c>{_PLAYED})\b"
    rf"|(?:according\s++to|per|by)\s++the\s++(?P<d>{_GAME_WORDS})"
    rf"(?:\s++{one_of(WORDS.rule_sources)})?\s++rules\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class GameSaid:
    """The game, variant and table size the text says in passing."""

    system: System | None = None
    variant: Variant | None = None
    players: int | None = None
    several: bool = False  # more than two players, how many not said ("multiplayer")


def _said(match: re.Match[str]) -> GameSaid:
    groups = match.groupdict()
    said = groups.get("a") or groups.get("b") or groups.get("c") or groups.get("d") or ""
    words = " ".join(said.lower().split())
    system, variant = None, None
    for name, kind in VARIANTS.items():
        if words.endswith(name):
            variant = kind
            words = words[: -len(name)].strip()
            break
    if words:
        game = game_named(words)
        system = game.system if game else None
    elif variant is not None:
        game = game_with_variant(variant)
        system = game.system if game else None
    count = groups.get("n") or groups.get("m")
    players = number_value(count) if count else None
    return GameSaid(system, variant, players)


# "we are the two last players in play", "there are only two people left", "it's down to
# two players": how many are still in the game (the others have left it).
_LEFT_COUNT = rf"(?P<left{{}}>\d{{{{1,2}}}}+|{'|'.join(_COUNTED)})"
_LAST = one_of(WORDS.last_words)
_LEFT_IN = (
    rf"{one_of(WORDS.people_words)}(?:\s++{one_of(WORDS.left_words)})?+"
    rf"(?:\s++{one_of(WORDS.at_this_point)})?+\b"
)
_PLAYERS_LEFT = re.compile(
    rf"(?:(?:we|they)(?:'re|\s++are|\s++were)\s++(?:now\s++)?(?:the\s++)?(?:only\s++)?"
    rf"(?:{_LAST}\s++)?{_LEFT_COUNT.format(1)}\s++(?:{_LAST}\s++)?{_LEFT_IN}"
    rf"|there(?:'s|\s++is|\s++are|\s++were|'re)\s++(?:now\s++)?(?:only\s++)?"
    rf"{_LEFT_COUNT.format(2)}"
    rf"\s++(?:{_LAST}\s++)?{_LEFT_IN}"
    rf"|(?:it(?:'s|\s++is|\s++was)|(?:we|they)(?:'re|\s++are|\s++were))\s++(?:now\s++)?"
    rf"down\s++to\s++(?:the\s++)?(?:{_LAST}\s++)?{_LEFT_COUNT.format(3)}(?:\s++{_LEFT_IN})?"
    rf"|{_LEFT_COUNT.format(4)}\s++{one_of(WORDS.out_of)}\s++(?:the\s++)?(?:\d{{1,2}}+|{'|'.join(_COUNTED)})"
    rf"\s++{one_of(WORDS.people_words)}\s++(?:are|were|'re|remain|remained)\s++(?:now\s++)?"
    rf"{one_of(WORDS.left_words)})"
    r"(?=\s*+(?:[,.;:!?]|\band\b|$))",
    re.IGNORECASE,
)


def _ungrouped(pattern: str) -> str:
    """A pattern without its named groups, to be part of another."""
    return re.sub(r"\(\?P<\w+>", "(?:", pattern)


def game_said(text: str) -> GameSaid:
    """The game the text names in passing ("we were playing commander"), if it does, and
    how many play: the players said to be left ("we are the two last players") are the
    players of the game."""
    match = _GAME_FRAMING.search(text)
    said = _said(match) if match else GameSaid()
    left = _PLAYERS_LEFT.search(text)
    if left is not None:
        count = left["left1"] or left["left2"] or left["left3"] or left["left4"]
        return GameSaid(said.system, said.variant, number_value(count))
    if said.players is None and _SEVERAL_PLAYERS.search(text):
        return GameSaid(said.system, said.variant, None, several=True)
    return said


# -- framing ---------------------------------------------------------------------------------

_ASKED_QUESTION = (
    rf"(?:{one_of(WORDS.question_askers, ' ')} )?(?:a |one )?"
    rf"(?:{one_of(WORDS.question_kinds, ' ')} )?{one_of(WORDS.question_nouns, ' ')}"
    rf"(?: about {one_of(WORDS.question_topics, ' ')})?"
)
_WHETHER = one_of(WORDS.whether, " ")
_LEAD = re.compile(
    rf"(?:{one_of(WORDS.openers + WORDS.sentence_adverbs, ' ')}|{_ASKED_QUESTION}"
    rf"|{one_of(WORDS.my_question_is, ' ')}"
    rf"|{one_of(WORDS.wondering, ' ')}(?: {_WHETHER})?"
    rf"|{one_of(WORDS.someone_explain, ' ')}(?: {_WHETHER})?"
    rf"|(?:who|which player) {one_of(WORDS.outcome_verbs, ' ')} (?:if|when)"
    rf"|(?:during|on|in) (?:{ROLE}|{NAME})'s? (?:own )?{one_of(WORDS.whose_turn, ' ')}"
    # a step of a turn said first ("at the beginning of my end step"): Arbiter follows none
    rf"|at the (?:beginning|start) of (?:my|your|his|her|their|the|(?:{ROLE}|{NAME})'s?)"
    rf" (?:own |next )?{one_of(WORDS.whose_turn, ' ')})"
    r"(?=[\s,:;!-]|$)[\s,:;-]*+",
    re.IGNORECASE,
)
# "we were playing commander and", "in a 4 person edh game,": read as the game, then skipped.
_WHEN_PLAYED = (
    rf"(?:\s++(?:{one_of(WORDS.when_played)}"
    rf"|at\s++(?:my|our|the|a)\s++{one_of(WORDS.where_played)}))?+"
)
_GAME_WHERE = rf"\s++{one_of(WORDS.game_where)}\s++"
_GAME_LEAD = re.compile(
    rf"(?:{_GAME_FRAMING.pattern}){_WHEN_PLAYED}"
    rf"(?:\s*+,\s*+|\s++and\s++|\s*+:\s*+|{_GAME_WHERE}|\s++|$)",
    re.IGNORECASE,
)
_PLAYERS_LISTED = re.compile(
    r"(?:there(?:'s|\s++is|\s++are|\s++were|'re)|(?:we|they)(?:'re|\s++are|\s++were))"
    r"\s++(?P<n>\d{1,2}+)\s++players\s*+:",
    re.IGNORECASE,
)
_LEFT_LEAD = re.compile(
    rf"(?:{_ungrouped(_PLAYERS_LEFT.pattern)})(?:\s*+,\s*+(?:and\s++)?|\s++and\s++|\s*+:\s*+|\s++|$)",
    re.IGNORECASE,
)
# "alice takes 45 damage in commander", "... and we are playing multiplayer": the game said
# at the end.
_GAME_TAIL = re.compile(
    rf"\s++(?:in|during|playing)\s++(?:a\s++|an\s++)?(?P<a>{_PLAYED})(?:\s++(?:game|match))?$"
    rf"|\s*+(?:,\s*+)?(?:and|,)\s++"
    rf"(?:{_ungrouped(_GAME_FRAMING.pattern)}|{_ungrouped(_PLAYERS_LEFT.pattern)})$",
    re.IGNORECASE,
)
# "thanks to good 'ol Boros Reckoner,": a cause named before what it caused, which the rest
# of the sentence says (no number in it: a number is a fact to read).
_CAUSE_LEAD = re.compile(
    rf"{one_of(WORDS.cause_leads)}\s++[^\W\d][^,\d]{{0,80}}?,\s*+"
    rf"|(?:with|after)\s++[\w'{MARK}+ -]*?{MARK}\d++[\w' -]*?\s*+,\s*+"
    r"|(?:(?:we|i)(?:'re|'m|\s++are|\s++were|\s++was|\s++am)\s++)?playing\s++(?:a|an)\s++"
    r"(?:[a-z]++\s++){0,2}?(?:game|match)(?:\s++of\s++[a-z]++)?"
    rf"(?:\s*+,\s*+|\s++and\s++|{_GAME_WHERE}|\s*+$)"
    r"|(?:if\s++)?it\s++(?:were|was|is)\s++a\s++(?:two|2)[\s-]*+player\s++game\s*+(?:,\s*+|$)",
    re.IGNORECASE,
)
_OPINION = re.compile(
    rf"(?P<who>{ROLE}|my opponent|my friend|the opponent|i|we|he|she|they|you|{NAME})\s++"
    rf"{one_of(WORDS.opinion_verbs)}\b",
    re.IGNORECASE,
)
_NOT_PEOPLE = WORDS.not_people


# "[Quick question: ...]", "Review response — ...": a title line's label, and the brackets
# around a whole question (never a card's [[brackets]]).
_EDGE_BRACKETS = re.compile(r"^\s*+\[(?!\[)|(?<!\])\]\s*+$")
_TITLE = re.compile(r"^\s*+(?P<label>[^:\u2014\u2013\n]{1,80}?)(?:\s*+:|\s++[\u2014\u2013-]\s)\s*+")


@dataclass
class Unframed:
    """A sentence without its framing, and what was skipped (the game said in passing is
    read from the whole text, `game_said`)."""

    text: str
    skipped: list[str] = field(default_factory=list)


def unframe(sentence: str) -> Unframed:
    """The sentence with the framing at its start taken off, or nothing left of it when the
    sentence is an opinion ("I think I won") or a question of question words only."""
    sentence = _EDGE_BRACKETS.sub("", sentence)
    found = Unframed(sentence)
    position = 0
    title = _TITLE.match(sentence)
    if title is not None and (
        " ".join(title["label"].lower().split()) in WORDS.titles
        or says_nothing_of_the_game(title["label"])
    ):
        found.skipped.append(title["label"].strip())
        position = title.end()
    while position < len(sentence):
        listed = _PLAYERS_LISTED.match(sentence, position)
        if listed is not None:  # "there are 3 players: me, alice and bob": a declaration
            sentence = (
                f"{sentence[: listed.start()]}{listed['n']} players:{sentence[listed.end() :]}"
            )
            break
        match = (
            _GAME_LEAD.match(sentence, position)
            or _LEFT_LEAD.match(sentence, position)
            or _CAUSE_LEAD.match(sentence, position)
            or _LEAD.match(sentence, position)
        )
        if match is None or match.end() == position:
            break
        skipped = match[0].strip(" ,:;-")
        if skipped:
            found.skipped.append(skipped)
        position = match.end()
    rest = _BOTH_AFTER_VERB.sub(_both_first, sentence[position:].strip(" ,:;-"))
    rest = _EXACTLY.sub("", rest)
    rest = _RUNS_OUT.sub(r"\g<library> is empty", rest)
    rest = _UNBLOCKED.sub(_combat_damage, rest)
    rest = _SWING.sub(_attack, rest)
    rest = _HIT.sub(r"dealt \g<n> damage to \g<o>", rest)
    rest = board_told(rest)
    tail = _GAME_TAIL.search(rest)
    if tail is not None:
        found.skipped.append(tail[0].strip())
        rest = rest[: tail.start()]
    rest = _without_the_question(rest, found.skipped)
    if (
        _is_opinion(rest)
        or plays_a_deck(rest)
        or (rest and (is_question(rest) or says_nothing_of_the_game(rest)))
    ):
        found.skipped.append(rest)
        rest = ""
    found.text = rest
    return found


# "Does he lose if he takes 3 damage", "he takes 3 damage, do I win", "... or is it a draw":
# a question around the moment it asks about.
_ASKED_FIRST = re.compile(
    rf"^(?P<question>[^,]+?)\s++{one_of(WORDS.asked_if)}\s++(?P<moment>.+)$", re.IGNORECASE
)
_ASKED_AFTER = re.compile(r"(?:\s*+,\s*+(?:or\s++)?|\s++or\s++)(?P<question>[^,]*+)$", re.I)


def _without_the_question(text: str, skipped: list[str]) -> str:
    """The moment a question asks about, without the question around it (kept in `skipped`):
    a question made only of question words ("does he lose", "is it a draw") before "if" or
    after a comma or "or"."""
    first = _ASKED_FIRST.match(text)
    if first is not None and is_question(first["question"]):
        skipped.append(first["question"])
        text = first["moment"]
    after = _ASKED_AFTER.search(text)
    if after is not None and after.start() > 0:
        if is_question(after["question"]):
            skipped.append(after["question"])
            text = text[: after.start()]
        elif after["question"].lower() == "or":  # its question taken off before
            text = text[: after.start()]
    return text


# Words that say something of a game's state or events. A sentence with none of them, no
# number, no card and no player named by role says nothing a ruling turns on ("From what I can
# tell", "Thanks in advance"): framing. One with any of them is read, or refused and
# named: never skipped. Each word is listed in the forms people write it.
_GAME_TERMS = WORDS.game_terms
_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?|\d", re.IGNORECASE)
# Words that stand for a player whose state a sentence may describe.
_NAMES_A_PLAYER = WORDS.names_a_player
_A_ROLE = re.compile(ROLE, re.IGNORECASE)


# What a framing sentence may be made of, and nothing else: words that carry no fact of a
# game (function words) and words of talk about one. A closed list, so that a word it does not
# hold ("I give up", "I'm out", "he's gone", "we agreed") keeps the sentence from being skipped.
_FUNCTION = WORDS.function_words
# Words of talk about a game, not of the game.
_TALK = WORDS.talk_words


def says_nothing_of_the_game(sentence: str) -> bool:
    """Whether a sentence says nothing of the game's state or events ("From what I can tell",
    "Thanks in advance"): every word a function word or a word of talk (closed lists), none a
    game term, a number, a card (marked) or a player named by role or by a name. A sentence
    with any other word ("I give up", "my opponent has a skyshroud behemoth", "bob flibbers")
    is read, or refused and named: never skipped."""
    if MARK in sentence or _A_ROLE.search(sentence):
        return False
    numbers = number_words()
    for word in (w.lower() for w in _WORD.findall(sentence)):
        bare = _bare(word)
        if word.isdigit() or word in numbers or word in _GAME_TERMS or bare in _GAME_TERMS:
            return False
        if bare in _NAMES_A_PLAYER or not (word in _FUNCTION or word in _TALK):
            return False
    return True


# "I hit him for 6": damage dealt (as "I dealt 6 damage to him"). "my opponent attacks me for
# 6 unblocked", "bob swings at alice for 3 and she doesn't block": the attack's combat damage
# (an attack whose blocks are not said still asks what it dealt).
_TARGET = rf"(?P<o>{ROLE}|my opponent|your opponent|the opponent|him|her|them|me|you|{NAME})"
_HIT = re.compile(
    rf"\b{one_of(WORDS.hit_verbs)}\s++{_TARGET}\s++for\s++(?P<n>{NUMBER})(?:\s++damage)?\b",
    re.IGNORECASE,
)
_UNBLOCKED = re.compile(
    rf"(?<![\w'])(?P<a>{SUBJECT})\s++{one_of(WORDS.attack_verbs)}\s++{_TARGET}"
    rf"(?:\s++with\s++[\w'{MARK}/ -]{{1,60}}?)?\s++for\s++(?P<n>{NUMBER})(?:\s++damage)?"
    rf"(?:\s++{one_of(WORDS.unblocked)}"
    rf"|(?:\s*+,)?\s++and\s++(?:{SUBJECT})\s++{one_of(WORDS.no_block)}\s++block)\b",
    re.IGNORECASE,
)


# "at exactly 50 life": a number said exactly is that number. "my deck runs out of cards":
# my library is empty.
_EXACTLY = re.compile(rf"\b{one_of(WORDS.exactly)}\s++(?={NUMBER})", re.IGNORECASE)
_RUNS_OUT = re.compile(
    rf"\b(?P<library>{one_of(WORDS.library_words)})\s++{one_of(WORDS.runs_out)}"
    r"(?:\s++of\s++cards)?\b",
    re.IGNORECASE,
)
# "I swing with all four creatures", "I swung at him": an attack.
_SWING = re.compile(rf"\b(?P<verb>{one_of(WORDS.swing_verbs)})(?:\s++at)?+\b", re.IGNORECASE)


def _attack(match: re.Match[str]) -> str:
    return WORDS.attack_for_swing[WORDS.swing_verbs.index(match["verb"].lower())]


_AS_SUBJECT = {"me": "I", "him": "he", "her": "she", "them": "they"}


def _combat_damage(match: re.Match[str]) -> str:
    who = _AS_SUBJECT.get(match["o"].lower(), match["o"])
    return f"{who} took {match['n']} combat damage from {match['a']}"


# "we are both at 1 life", "alice and I were both at 2": "both" where the grammar has it,
# after the subject ("we both are at 1 life").
_BOTH_AFTER_VERB = re.compile(r"(?:\s++|')(?P<verb>are|were|re)\s++(?P<both>both|all)\b", re.I)


_MORE_THAN_ONE = re.compile(r"\band\b|&|\b(?:we|they|you)$", re.IGNORECASE)


def _both_first(match: re.Match[str]) -> str:
    """ "both" moved after a subject of several players; after one ("my opponent are both at
    1 life", the other player lost in the words) it stays where the grammar reads nothing."""
    if not _MORE_THAN_ONE.search(match.string, 0, match.start()):
        return match[0]
    verb = "are" if match["verb"].lower() == "re" else match["verb"]
    return f" {match['both']} {verb}"


_PEOPLE = WORDS.people
_CONCEDES = re.compile(rf"\b{one_of(WORDS.concedes)}\b", re.IGNORECASE)


def _is_opinion(text: str) -> bool:
    """What a person thinks or says ("I think I won", "he claims he's alive"), not what an
    effect says ("it says alice wins")."""
    opinion = _OPINION.match(text)
    if opinion is None or _CONCEDES.search(text):
        return False  # "bob says he concedes": saying so is conceding
    who = opinion["who"].lower()
    if who in _NOT_PEOPLE or (who in ORDINARY and who not in _PEOPLE):
        return False
    return _only_the_outcome(text[opinion.end() :])


_OPINION_WORDS = WORDS.opinion_words


def _only_the_outcome(text: str) -> bool:
    """Whether what a person thinks is only who won, lost or drew ("I won but he says it was a
    draw"). One that holds a fact of the moment ("I think he was at 2 life", "I believe I had
    Platinum Angel") is no opinion to skip: the ruling turns on it, so it is read or refused."""
    if MARK in text:
        return False
    words = [w.lower() for w in _QUESTION_TOKEN.findall(text) if w[0].isalnum()]
    return all(
        (w in _QUESTION_WORDS and w not in _WHEN_WORDS)
        or w in _OPINION_WORDS
        or w in _TALK
        or _bare(w) in _PEOPLE
        for w in words
    )


# What a person thinks of the order of things is a fact the ruling turns on ("I think I was
# first", "I think his came after"), never an opinion to skip.
_WHEN_WORDS = WORDS.order_words


# A question made only of these words asks about the outcome and says nothing of the moment.
_QUESTION_WORDS = WORDS.question_words
_QUESTION_START = WORDS.question_starts
_QUESTION_TOKEN = re.compile(r"[a-z]+(?:'[a-z]+)?|\d+|[^\s\w]", re.IGNORECASE)


def is_question(sentence: str) -> bool:
    """A question that asks about the outcome and says nothing of the moment: made only of
    question words, players named by role and punctuation ("does this count as a draw or
    does player 1 win", "is it a draw", "do I still win")."""
    tokens = [t.lower() for t in _QUESTION_TOKEN.findall(sentence)]
    words = [t for t in tokens if t[0].isalnum()]
    if not words or words[0] not in _QUESTION_START:
        return False
    previous = ""
    for word in words:
        if word not in _QUESTION_WORDS and not (previous == "player" and len(word) <= 2):
            return False
        previous = word
    return True


_RULE_QUESTION = re.compile(rf"^\s*+{one_of(WORDS.rule_question_starts)}\b", re.IGNORECASE)


# "what happens if I ...", "who wins if bob ...": a moment asked about, not a rule.
_MOMENT_ASKED = re.compile(
    rf"^\s*+{one_of(WORDS.situation_openers)}\s++(?P<who>{one_of(WORDS.someone_in_the_game)}\b"
    rf"|{ROLE}|{NAME})",
    re.IGNORECASE,
)


def asks_about_a_rule(text: str) -> bool:
    """Whether a text that read as no situation is a question about a rule ("how many cards
    do we draw", "what's the starting vitae"), not a moment asked about ("what happens if I
    ...", "what if bob ...": the words that could not be read are named instead)."""
    moment = _MOMENT_ASKED.match(text)
    who = moment["who"].lower().split() if moment is not None else []
    if (
        who
        and who[0] not in WORDS.not_roles
        and (
            " ".join(who) in WORDS.someone_in_the_game
            or _A_ROLE.fullmatch(" ".join(who))
            or _bare(who[0]) not in ORDINARY
        )
    ):
        return False
    return _RULE_QUESTION.match(text) is not None


# -- board states told in prose ----------------------------------------------------------------
#
# What a player holds or how much life they have, said as people say it, put in the language's
# terms ("X controls CARD", "X is at N life", "X has no creatures"). Only what can be read
# exactly is read: a count of a card named ("two Alpine Bears"), a creature told by its size
# and abilities ("a 3/2 with deathtouch"), counters on a card, loyalty, mana stay as written,
# to be refused and named, since each may decide who wins.

_NAMED = rf"(?P<x>my opponent|your opponent|the opponent|opponent|{ROLE}|{NAME})"
_LIFE = one_of(WORDS.life_words)
# "My opponent, who is at 10 life, takes 12 damage": the life total is a sentence of its own,
# before the rest (one sentence that sets a life and changes it would be refused as unordered).
_WHO_IS_AT = re.compile(
    rf"(?P<lead>^|[.!?;\n]\s*+){_NAMED}\s*+,\s*+{one_of(WORDS.who_is)}\s++(?:at\s++|on\s++)?"
    rf"(?P<n>{NUMBER})\s++{_LIFE}\s*+,\s*+(?=[^\W\d_])",
    re.IGNORECASE,
)


def _who_is_at(text: str) -> str:
    def told(match: re.Match[str]) -> str:
        who = match["x"]
        if _ordinary_name(who):
            return match[0]  # "So, who is at 10 life, ...": no player named
        return f"{match['lead']}{who} is at {match['n']} life. {who} "

    return _WHO_IS_AT.sub(told, text)


# "Opponent with Fell Specter", "my opponent with Platinum Angel on the battlefield": the
# player controls the card (a sentence of nothing else).
_IN_PLAY = one_of(WORDS.in_play)
_WITH_CARD = re.compile(
    rf"^{_NAMED}\s++with\s++(?P<c>{MARK}\d++(?:\+{MARK}\d++)*+)(?:\s++{_IN_PLAY})?$",
    re.IGNORECASE,
)
# "my opponent didn't have creatures": has none (what a player holds ends nothing by itself).
_NOT_HAVING = re.compile(
    rf"^(?P<x>{SUBJECT})\s++{one_of(WORDS.not_having)}\s++(?:any\s++)?"
    rf"(?P<k>{one_of(WORDS.kinds_held)})\b",
    re.IGNORECASE,
)
# "one card in my hand, 10 in my library": the noun said once, for both.
_CARDS_IN = re.compile(r"\bcards?\s++in\b", re.IGNORECASE)
_ELIDED = re.compile(
    rf"(?:(?<=,\s)|(?<=\band\s))(?P<n>{NUMBER})\s++in\s++"
    rf"(?P<z>(?:my|his|her|their|your|our|the)\s++{one_of(WORDS.card_zones)})\b",
    re.IGNORECASE,
)


# "I control Platinum Angel while being at -6 health": the subject's life total, said beside
# what they hold or do ("and I am at -6 life").
_WHILE_AT = re.compile(
    rf"^(?P<x>{SUBJECT})\s++(?P<rest>\S.*?)(?:\s*+,)?\s++{one_of(WORDS.while_being)}\s++"
    rf"(?:at\s++|on\s++)(?P<n>{NUMBER})\s++{_LIFE}$",
    re.IGNORECASE,
)
_SAID_OF_ME = frozenset({"i", "me"})


def _while_at(match: re.Match[str]) -> str:
    who = match["x"]
    if who.lower() not in WORDS.self_words | WORDS.pronouns and _ordinary_name(who):
        return match[0]
    be = "I am" if who.lower() in _SAID_OF_ME else f"{who} is"
    return f"{who} {match['rest']} and {be} at {match['n']} life"


def board_told(sentence: str) -> str:
    """A board state told in prose, in the language's terms (see above); else as it is."""
    sentence = _WHILE_AT.sub(_while_at, sentence)
    held = _WITH_CARD.match(sentence)
    if held is not None and not _ordinary_name(held["x"]):
        return f"{held['x']} controls {held['c']}"
    sentence = _NOT_HAVING.sub(r"\g<x> has no \g<k>", sentence)
    cards_in = _CARDS_IN.search(sentence)
    if cards_in is not None:
        head, tail = sentence[: cards_in.end()], sentence[cards_in.end() :]
        sentence = head + _ELIDED.sub(r"\g<n> cards in \g<z>", tail)
    return sentence


def _ordinary_name(who: str) -> bool:
    """A single ordinary word where a player stands ("So with ...") names no one."""
    return " " not in who.strip() and _bare(who) in ORDINARY and who.lower() != "opponent"


# "My opponent is playing UW control", "bob was playing a mono-red burn deck": the deck a
# player plays says nothing of the game's state or events (its cards that matter are named
# where they act): framing, skipped and shown.
_LETTERS = f"[{WORDS.colour_letters}]"
_DECK = re.compile(
    rf"^(?:{SUBJECT})\s++(?:is|was|are|were|am|'s|'re|'m)\s++playing\s++(?:a\s++|an\s++)?"
    rf"(?:(?:{one_of(WORDS.deck_colours)}|{_LETTERS}(?:/?{_LETTERS}){{0,4}}+)\s++)?"
    rf"{one_of(WORDS.deck_kinds)}(?:\s++{one_of(WORDS.deck_words)})?$",
    re.IGNORECASE,
)


def plays_a_deck(sentence: str) -> bool:
    """Whether the sentence only says what kind of deck someone plays ("My opponent is
    playing UW control")."""
    return _DECK.match(sentence.strip()) is not None
