"""Chat as people write it, read into the situation language's terms before the grammar
(shared/spec/rulings.md, revision 3, "Reading chat" and "Cards").

Three things happen here, each in one pass over the text (time proportional to its length):

- **Cards are marked** (`mark_cards`): every card named in the text, one Arbiter knows
  (bot.core.rulings.cards, fuzzy, any case) or a capitalised name where a card stands ("I
  control Soul Warden", "my Omnath, Locus of Rage triggers", "from Fateful Showdown"), is
  replaced by `§` and its number, so that a name is one token for the grammar whatever its
  words and commas. A capitalised name is a card only where the words around it make it one:
  after "controls", "cast", "activate", "use", "thanks to" or a possessive ("my", "bob's"), in
  [[brackets]], or, for a name of two words or more, before "triggers", "'s trigger",
  "resolves", "dies", "leaves", "enters", "says", "deals" or a colon. A card's name never
  becomes a player.
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
  player not named may still be in the game.
- **Questions about a rule** (`asks_about_a_rule`): "how many cards do we draw?" reads as no
  situation; the answer goes to the rules index instead.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from bot.core.rules.games import GAMES, game_named, game_with_variant
from bot.core.rules.vocabulary import System, Variant
from bot.core.rulings.cards import cards_in
from bot.core.rulings.words import (
    MARK,
    NAME,
    ORDINARY,
    ROLE,
    VARIANTS,
    Entity,
    number_value,
    number_words,
    words_of,
)

# -- cards -----------------------------------------------------------------------------------

_TOKEN = re.compile(r"[^\W_](?:[\w-]|'(?=\w))*+(?:'s|')?+")
# Small words inside a card's name ("Oracle of Mul Daya"); not "and", which joins two cards.
_CAPITAL_CONNECTORS = frozenset(words_of("of the to from in on a an with for at de la le du"))
_BEFORE = frozenset(
    words_of(
        """controls control controlled controlling cast casts casting activate activates activated
    activating use uses used copy copies copied have has had my your his her their our its"""
    )
)
_BEFORE_TWO = frozenset({("thanks", "to"), ("because", "of"), ("due", "to")})
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
        if _run(text, tokens, index, alone, epithets=False) > _token_after(tokens, mention.end):
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
    return marked, tuple(entities)


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
        at > 0
        and _possessive(tokens[at - 1][0])
        and before
        not in ("it's", "that's", "what's", "let's", "here's", "there's", "he's", "she's")
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
    "an effect says target opponent loses the game. an effect says you lose the game"."""

    def said(match: re.Match[str]) -> str:
        parts = [p.strip() for p in _QUOTED_SENTENCE.split(match["text"]) if p.strip()]
        return ". ".join(f"an effect says {p[0].lower()}{p[1:]}" for p in parts) + "."

    return _WORDED.sub(said, text)


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
_SEVERAL_WORDS = r"(?:multi[\s-]?+player|free[\s-]for[\s-]all|ffa)"
_SEVERAL_PLAYERS = re.compile(rf"\b{_SEVERAL_WORDS}\b", re.IGNORECASE)
_COUNTED = sorted(number_words() - {"negative", "minus", "hundred"})
_COUNT = rf"(?P<n>\d{{1,2}}+|{'|'.join(_COUNTED)})"
_GAME_FRAMING = re.compile(
    rf"(?:(?:we|i)(?:'re|'m|\s++are|\s++were|\s++was|\s++am)\s++)?playing\s++(?:a\s++|an\s++)?"
    rf"(?:(?:casual\s++|friendly\s++)?game\s++of\s++)?(?:{_SEVERAL_WORDS}\s++)?"
    rf"(?:(?P<a>{_PLAYED})|{_SEVERAL_WORDS})(?:\s++game)?\b"
    rf"|(?:(?:we|i)(?:'re|'m|\s++are|\s++were|\s++was|\s++am)\s++)?"
    rf"(?:in|during)\s++(?:a|an|my|our|this|the)\s++(?:{_COUNT}[\s-]*+(?:person|player|man|people"
    rf"|way|seat)s?\s++)?(?:(?:casual|competitive|friendly|{_SEVERAL_WORDS})\s++){{0,2}}+"
    rf"(?P<b>{_PLAYED})?\s*+(?:game|match|pod)\b"
    rf"|in\s++(?P<c>{_PLAYED})\b",
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
    said = groups.get("a") or groups.get("b") or groups.get("c") or ""
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
    count = groups.get("n")
    players = number_value(count) if count else None
    return GameSaid(system, variant, players)


def game_said(text: str) -> GameSaid:
    """The game the text names in passing ("we were playing commander"), if it does."""
    match = _GAME_FRAMING.search(text)
    said = _said(match) if match else GameSaid()
    if said.players is None and _SEVERAL_PLAYERS.search(text):
        return GameSaid(said.system, said.variant, None, several=True)
    return said


# -- framing ---------------------------------------------------------------------------------

_LEAD = re.compile(
    r"(?:so|ok|okay|well|hey|hi|hello|um|uh|hmm|alright|basically|also|but|and|now|anyway"
    r"|actually|then|next|meanwhile|ok so|suppose"
    # a sentence adverb before its comma orders or joins what is said: never a player's name
    r"|(?:finally|lastly|firstly|secondly|thirdly|first|second|third|additionally|furthermore"
    r"|moreover|however|besides|likewise|similarly|otherwise|in addition|in the end|eventually"
    r"|ultimately|afterwards|later|again|still|plus|anyhow|regardless)(?=\s*+,)"
    r"|suppose|supposing|say|let's say|lets say|let us say"
    r"|imagine|assume|assuming|hypothetically|in theory|for example|for instance|example|ex"
    r"|e\.g\.|eg|i\.e\.|tl;dr|tldr|(?:(?:i have |i've got )?(?:a |one )?(?:quick |rules |timing )?"
    r"question(?: about (?:timing|the rules|a ruling|rulings|this|an interaction|the stack"
    r"|combat|a situation))?)"
    r"|(?:my|the|our|so the|so my) (?:real |actual |main )?question (?:is|was)"
    r"|i was wondering(?: if| whether)?"
    r"|i'm wondering(?: if| whether)?|wondering(?: if| whether)?"
    r"|can someone (?:explain|tell me)(?: if| whether| what happens if)?"
    r"|does anyone know(?: if| whether| what happens if)?|please help|help"
    r"|according to the (?:comp(?:rehensive)? rules|comprehensive rules|rules|cr)"
    r"|by the rules|per the rules|rules[ -]wise"
    r"|what happens if|what happens when|what would happen if|what if"
    r"|(?:who|which player) (?:wins|loses|would win|would lose|won|lost) (?:if|when)"
    r"|if|during combat|in combat|on my turn|on (?:his|her|their) turn|during my turn"
    rf"|(?:during|on|in) (?:{ROLE}|{NAME})'s? (?:own )?(?:turn|upkeep|end step|main phase)"
    rf"|at the (?:beginning|start) of (?:my|your|his|her|their|the|(?:{ROLE}|{NAME})'s?)"
    r" (?:own |next )?(?:turn|upkeep|draw step|end step|combat|main phase)"
    r"|in the (?:first strike |combat )?damage step|at the same time)(?=[\s,:;!-]|$)[\s,:;-]*+",
    re.IGNORECASE,
)
# "we were playing commander and", "in a 4 person edh game,": read as the game, then skipped.
_WHEN_PLAYED = (
    r"(?:\s++(?:last night|yesterday|today|tonight|earlier|the other day|this week"
    r"|at (?:my|our|the|a) (?:lgs|local game store|game store|store|shop|friend's)))?+"
)
_GAME_LEAD = re.compile(
    rf"(?:{_GAME_FRAMING.pattern}){_WHEN_PLAYED}(?:\s*+,\s*+|\s++and\s++|\s*+:\s*+|\s++|$)",
    re.IGNORECASE,
)
# "alice takes 45 damage in commander": the game said at the end.
_GAME_TAIL = re.compile(
    rf"\s++(?:in|during|playing)\s++(?:a\s++|an\s++)?(?P<a>{_PLAYED})(?:\s++(?:game|match))?$",
    re.IGNORECASE,
)
# "thanks to good 'ol Boros Reckoner,": a cause named before what it caused, which the rest
# of the sentence says (no number in it: a number is a fact to read).
_CAUSE_LEAD = re.compile(
    rf"(?:thanks to|because of|due to)\s++[^\W\d][^,\d]{{0,80}}?,\s*+"
    rf"|(?:with|after)\s++[\w'{MARK}+ -]*?{MARK}\d++[\w' -]*?\s*+,\s*+"
    r"|(?:(?:we|i)(?:'re|'m|\s++are|\s++were|\s++was|\s++am)\s++)?playing\s++(?:a|an)\s++"
    r"(?:[a-z]++\s++){0,2}?(?:game|match)(?:\s++of\s++[a-z]++)?(?:\s*+,\s*+|\s++and\s++|\s*+$)"
    r"|(?:if\s++)?it\s++(?:were|was|is)\s++a\s++(?:two|2)[\s-]*+player\s++game\s*+(?:,\s*+|$)",
    re.IGNORECASE,
)
_OPINION = re.compile(
    rf"(?P<who>{ROLE}|my opponent|my friend|the opponent|i|we|he|she|they|you|{NAME})\s++"
    r"(?:think|thinks|thought|believe|believes|believed|claim|claims|claimed|argue|argues"
    r"|argued|insist|insists|insisted|assume|assumes|assumed|feel|feels|felt|guess|guessed"
    r"|suspect|suspects|expect|expects|expected|say|says|said|tell|tells|told|am sure|'m sure"
    r"|was sure|is sure|(?:am|was|is|'m)\s++under\s++the\s++impression"
    r"|(?:is|was|were|are|am|'m|'re)\s++saying|keeps?\s++saying|would\s++say)\b",
    re.IGNORECASE,
)
_NOT_PEOPLE = frozenset({"it", "this", "that", "which", "what", "who", "card", "effect"})


@dataclass
class Unframed:
    """A sentence without its framing, and what was skipped (the game said in passing is
    read from the whole text, `game_said`)."""

    text: str
    skipped: list[str] = field(default_factory=list)


def unframe(sentence: str) -> Unframed:
    """The sentence with the framing at its start taken off, or nothing left of it when the
    sentence is an opinion ("I think I won") or a question of question words only."""
    found = Unframed(sentence)
    position = 0
    while position < len(sentence):
        match = (
            _GAME_LEAD.match(sentence, position)
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
    tail = _GAME_TAIL.search(rest)
    if tail is not None:
        found.skipped.append(tail[0].strip())
        rest = rest[: tail.start()]
    if _is_opinion(rest) or (rest and (is_question(rest) or says_nothing_of_the_game(rest))):
        found.skipped.append(rest)
        rest = ""
    found.text = rest
    return found


# Words that say something of a game's state or events. A sentence with none of them, no
# number, no card and no player named by role says nothing a ruling turns on ("From what I can
# tell", "Thanks in advance"): framing. One with any of them is read, or refused and
# named: never skipped. Each word is listed in the forms people write it.
_GAME_TERMS = frozenset(
    words_of(
        """life lives health hp vitae damage damaged poison poisoned poisonous infect toxic
    counter counters library libraries deck decks decked decking card cards hand hands graveyard
    graveyards battlefield board field exile exiled exiles destroy destroyed destroys sacrifice
    sacrificed sacrifices sac sacked mill milled mills discard discarded discards reveal revealed
    scry win wins won winning winner winners lose loses lost losing loser loss losses draw draws
    drew drawn drawing tie ties tied concede concedes conceded conceding scoop scooped forfeit
    forfeited dead die dies died dying death kill kills killed alive survive survives survived
    lethal attack attacks attacked attacking attacker attackers block blocks blocked blocking
    blocker blockers swing swings swung cast casts casting trigger triggers triggered
    triggering resolve resolves resolved resolving stack spell spells ability abilities
    activate activated activates creature creatures token tokens permanent permanents land lands
    mana infinite loop loops looping commander combat turn turns upkeep step phase priority tap
    taps tapped untap untapped copy copies copied emblem loyalty ultimate gain gains gained pay
    pays paid deal deals dealt dealing take takes took taken taking hit hits redirect redirected
    prevent prevented replace replaced replacement control controls controlled controlling
    steal stole stolen enter enters entered leave leaves left effect effects judge restart
    restarts restarted end ends ended over zero negative minus below less fewer empty lifelink
    trample deathtouch double first strike state-based sba sbas trigger triggers x"""
    )
)
_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?|\d", re.IGNORECASE)
# Words that stand for a player whose state a sentence may describe.
_NAMES_A_PLAYER = frozenset(words_of("opponent opponents player players everyone everybody"))
_A_ROLE = re.compile(ROLE, re.IGNORECASE)


# What a framing sentence may be made of, and nothing else: words that carry no fact of a
# game (function words) and words of talk about one. A closed list, so that a word it does not
# hold ("I give up", "I'm out", "he's gone", "we agreed") keeps the sentence from being skipped.
_FUNCTION = frozenset(
    words_of(
        """i me my mine myself we us our you your he him his she her they them their it its this
    that these those there here what which who whom whose how why when where whether a an the
    of to from in on at by for with about as and or but so if than is are was were be been
    being am do does did can could would should will may might must not just really very also
    too some any one i'm i've i'd it's that's what's there's here's we're we've they're you're
    let's isn't wasn't don't didn't doesn't can't couldn't wouldn't shouldn't"""
    )
)
# Words of talk about a game, not of the game.
_TALK = frozenset(
    words_of(
        """tell told know knew known think thought wonder wondering wondered understand understood
    understanding believe guess assume question questions answer answers ask asking explain
    explained confused confusing clear clarify clarification friend friends buddy people guys
    someone somebody person read reading reads wording worded rule rules ruling rulings ruled
    correct incorrect wrong right accurate true false happen happens happened happening case
    cases example scenario situation part totally pretty kinda sort interesting weird odd
    strange simple simply tricky advance appreciated appreciate thanks thank lot basically
    honestly apparently seem seemed seems seemingly remember recall found find curious
    interaction interactions thread post reddit forum online looked look looking search
    searched sure argued argue argument discussion debate hello hi hey please help anyone
    anybody everyone here"""
    )
)


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


_PEOPLE = frozenset({"i", "we", "he", "she", "they", "you"})
_CONCEDES = re.compile(r"\b(?:concede[sd]?|conceding|scoop(?:s|ed)?|forfeit(?:s|ed)?)\b", re.I)


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


_OPINION_WORDS = frozenset(words_of("think thinks thought believe believes claim claims says said"))


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
_WHEN_WORDS = frozenset(
    words_of("first last before after same time simultaneously together instead")
)


# A question made only of these words asks about the outcome and says nothing of the moment.
_QUESTION_WORDS = frozenset(
    words_of(
        """who what which how why whom when where is are was were be been am do does did doesn't
    don't didn't isn't aren't wasn't can could would will should shall might may must can't
    couldn't wouldn't won't shouldn't i me my we us our you your he him his she her they them
    their it this that these those there here one anyone anybody someone somebody nobody
    everyone everybody each other both either neither all player players opponent opponents
    friend the a an of or and but so then now still also too just really actually even ever
    win wins won winning winner lose loses lost losing loser draw draws drawn drew tie tied ties
    die dies died dead alive survive survives live lives happen happens happened happening
    count counts counted result results outcome game match end ends ended over first last
    before after same time simultaneously together anyway instead correct right wrong legal
    ruled rule ruling rules work works way case scenario situation get gets go goes mean means
    meant think thinks say says said consider considered supposed going to as at in on for
    with by what's who's how's that's it's isn't there's not no yes does"""
    )
)
_QUESTION_START = frozenset(
    words_of(
        """who what which how why is are was were do does did can could would will should shall
    might may must am isn't aren't doesn't don't didn't can't won't wouldn't what's who's"""
    )
)
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


_RULE_QUESTION = re.compile(
    r"^\s*+(?:how|what|what's|whats|which|when|where|why|can|could|may|is|are|do|does"
    r"|should|must|will|would|am)\b",
    re.IGNORECASE,
)


def asks_about_a_rule(text: str) -> bool:
    """Whether a text that read as no situation is a question about a rule ("how many cards
    do we draw", "what's the starting vitae")."""
    return _RULE_QUESTION.match(text) is not None
