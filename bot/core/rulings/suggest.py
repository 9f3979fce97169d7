"""What to say about words the reader could not read (shared/spec/rulings.md, revision 3,
"Suggestions").

A "did you mean" is offered only when it cannot mislead: the suggested phrase is one of the
game's own (never a phrase of another game: no champion in Magic, no poison in Grand Archive),
and it reads back through the reader with the same players, the same numbers and no card or
negation dropped; never for what did not happen or only might have ("bob would have conceded",
"bob almost conceded", "bob tried to concede": "bob concedes" would say it did). The words
typed count as players only where they stand as names: the subject,
and the names after it other than the verb ("bob flibbers alice": bob and alice); a word of the
language, an ordinary word or a card's name is never made into a player ("from took" is no
player called "took"). The opponent or a role named anywhere in the clause, and a word for
several players ("both", "we"), must read back too. Otherwise the answer says what was read and
what was not, and shows two examples of the game's phrases closest to what was typed.

A clause whose outcome turns on something the reader does not play out (`Unsaid`: an attack or
a block, a loop or "infinite", cards left in a library or hand) is answered with the way to say
it instead (what combat dealt to each player; whether anyone can stop the loop; what was
drawn), with examples that read.

`unread_message` is what sentence_refusals.unread_refusal, the one refusal of a clause that
reads as nothing, says when no card stands where a player does, no card's text is told in
words and no tournament conduct is: the suggestion or what was read, and the examples.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

from rapidfuzz import fuzz, process

from bot.core.messages import Message, sentences
from bot.core.rules.engine import parse_setup
from bot.core.rules.errors import RuleError
from bot.core.rules.games import GAMES, GameNames, game_of, variant_named
from bot.core.rules.vocabulary import EventKind, System, Variant
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.known_phrases import KNOWN, VERB_WORDS
from bot.core.rulings.number_reading import NUMBER, number_value, number_words
from bot.core.rulings.outcome_questions import says_again
from bot.core.rulings.phrases import match_clause
from bot.core.rulings.typed_words import a_title_alone, as_typed, guesses_a_word
from bot.core.rulings.unsaid_hints import Unsaid, hint_for, unsaid
from bot.core.rulings.words import (
    EVERYONE,
    EXAMPLES,
    MARK,
    NOT_DONE,
    OPPONENT,
    ORDINARY,
    ROLE,
    Reader,
    SituationError,
    quoted,
    words_of,
)

_ME = "\x00"  # stands for the asker while a suggestion is put in the first person
_SHARED_WORDS_WEIGHT = 15  # points of 100, when every word typed is in the phrase
_WORD = re.compile(r"[a-z]+")
_NUMBER = re.compile(rf"(?<![\w-]){NUMBER}(?![\w])", re.IGNORECASE)
_NEGATION = re.compile(
    r"\b(?:not|never|no|none|nobody|cannot|can't|cant|without|nor)\b|n't\b", re.IGNORECASE
)
# "bob would have conceded", "bob almost conceded", "bob tried to concede", "bob could
# concede": what did not happen, or only might have; "bob concedes" would say it did.
_WOULD = re.compile(r"\bwould\b", re.IGNORECASE)
# "I have to concede?", "he must concede": a choice asked or demanded, not made ("I have to
# concede" offered "I concede")
_DEMANDED = re.compile(rf"\b{one_of(WORDS.concession_demanded)}\b", re.IGNORECASE)


def _not_done(clause: str) -> bool:
    """Whether the clause says what did not happen, or only might have, or is demanded (see
    above)."""
    return bool(NOT_DONE.search(clause) or _WOULD.search(clause) or _DEMANDED.search(clause))


# A clause's subject as written, when it is the asker or their opponent ("my" only before
# what a player has: "my champion", not "my last opponent").
_WRITTEN_SUBJECT = re.compile(
    r"^(?:(?P<opponent>my opponent|your opponent|the opponent|opponent)|i'm|i am|i|me"
    r"|(?:my|your)(?!\s++(?:[a-z]++\s++)?opponent)|you)"
    r"(?:'s)?\b",
    re.IGNORECASE,
)
_ROLE_FIRST = re.compile(rf"^{ROLE}", re.IGNORECASE)
_TOKEN = re.compile(r"[^\W\d_][\w'-]*|\d+", re.UNICODE)
_PHRASE_WORDS = frozenset(
    word for known, _ in KNOWN for word in _WORD.findall(known) if word not in ("x", "y", "n")
)
_PHRASE_WORD_LIST = sorted(_PHRASE_WORDS)


@cache
def _kinds(system: System | None, variant: Variant | None) -> frozenset[EventKind]:
    """The events of a game (and variant); of every game when none is known."""
    if system is None:
        games = [game.system for game in GAMES.values()]
        return frozenset.intersection(*(_kinds(g, None) for g in games))
    data: dict[str, object] = {"system": system.value, "players": ["a", "b"]}
    try:
        setup = parse_setup(data)
    except RuleError:  # pragma: no cover - two players always make a game
        return frozenset()
    game = game_of(system)
    played = game.variant(variant.value) if variant is not None else None
    # What the variant adds to the game's events (two players make no teams or leaders).
    return game.rules.allowed_events(setup) | (played.events if played else frozenset())


@cache
@cache
def _choices(system: System | None, variant: Variant | None) -> tuple[tuple[str, EventKind], ...]:
    """The phrases a game reads: of its events, counting structures only in a game that
    counts them at the start of a turn (a Magic turn begins with none), in its own words for
    life and the deck ("alice is at 3 vitae" in Terrus, "alice draws from an empty deck" in
    Grand Archive)."""
    allowed = _kinds(system, variant)
    counted = system is None or game_of(system).limits.structures is not None
    names = game_of(system).names if system is not None else None
    return tuple(
        (_in_words_of(known, names) if names is not None else known, kind)
        for known, kind in KNOWN
        if kind in allowed and (counted or "structures" not in known)
    )


def _in_words_of(phrase: str, names: GameNames) -> str:
    """A known phrase (Magic's words, "life", "library") in a game's own words."""
    phrase = re.sub(r"\blife\b", names.life, phrase)
    return re.sub(r"\blibrary\b", names.deck, phrase)


def _typed_numbers(clause: str) -> list[int]:
    return sorted(number_value(m[0]) for m in _NUMBER.finditer(clause))


def _near_a_phrase_word(word: str) -> bool:
    """A word of the language's phrases, or a typo of one ("concde", "lfie")."""
    if word in _PHRASE_WORDS:
        return True
    return (
        process.extractOne(word, _PHRASE_WORD_LIST, scorer=fuzz.ratio, score_cutoff=75) is not None
    )


def _typed_players(clause: str, asker: str) -> set[str]:
    """The players the words stand for as names: the subject (a name, I, my opponent, a
    role) and every other name but the verb right after the subject."""
    players: set[str] = set()
    rest = clause
    role = None
    subject = _WRITTEN_SUBJECT.match(clause)
    if subject is not None:
        players.add(OPPONENT if subject["opponent"] else _ME)
        rest = clause[subject.end() :]
    elif (role := _ROLE_FIRST.match(clause)) is not None:
        players.add(" ".join(role[0].lower().split()).removeprefix("the "))
        rest = clause[role.end() :]
    players |= _named_after(rest, asker_first=subject is not None and not subject["opponent"])
    words = [w for w in _TOKEN.findall(rest) if not w.isdigit()]
    start = 0
    if subject is None and role is None and words:
        first = words[0].casefold().removesuffix("'s")
        if first not in ORDINARY and not _a_verb(first):
            players.add(first)
        start = 1
    if len(words) > start and not _PUNCTUATED.match(clause, _after(clause, words, start)):
        if _a_second_name(words[start:]):
            players.add(words[start].casefold())
        start += 1  # the verb (none after "pokemon:" or "alice,")
    for word in dict.fromkeys(words[start:]):
        low = word.casefold()
        if low in ORDINARY or low in VERB_WORDS or low in number_words():
            continue
        if low.removesuffix("'s") in ORDINARY or _near_a_phrase_word(low):
            continue
        players.add(low.removesuffix("'s"))
    return players


_PUNCTUATED = re.compile(r"\s*+[:,;]")
_VERB_ENDING = re.compile(r"(?:s|ed|ing)$")


def _a_second_name(rest: list[str]) -> bool:
    """Whether the word after the subject, the last of the clause, is a second name rather
    than its verb: no verb's form nor a typo of one ("alice bob and carol lose" was offered
    "alice concedes", two players dropped; "bob flibbers" is still a verb mistyped)."""
    word = rest[0].casefold()
    return (
        len(rest) == 1
        and word.isalpha()
        and word not in ORDINARY
        and not _a_verb(word)
        and not _near_a_phrase_word(word)
        and _VERB_ENDING.search(word) is None
    )


_OPPONENT_WORD = re.compile(r"\bopponent\b", re.IGNORECASE)
_ASKER_WORD = re.compile(
    r"\b(?:me|i|myself|mine|you|yourself|my(?!\s++(?:last\s++|only\s++|remaining\s++)?opponent))\b",
    re.IGNORECASE,
)
# Words that stand for several players: a suggestion never drops one.
_SEVERAL = re.compile(
    r"\b(?:both|all|each|every|everyone|everybody|we|us|they|them)\b", re.IGNORECASE
)
_ROLE_ANYWHERE = re.compile(rf"\b{ROLE}", re.IGNORECASE)
# Words that compare a number, which a suggestion never drops: "under 1 life" is 0 or less.
_COMPARES = re.compile(
    r"\b(?:under|below|over|above|less|more|fewer|least|most|beyond|past|exceed(?:s|ed|ing)?)\b",
    re.IGNORECASE,
)
# Pronouns that stand for a player other than the subject: "him", "he", "she"; "her" where it
# is no possessive ("to her", "her for 3"); and after "I" or "my", "his" and "her" too.
_OTHER_PRONOUN = re.compile(r"\b(?:he|she|him|himself|herself)\b", re.IGNORECASE)
_OBJECT_HER = re.compile(
    r"\bher\b(?=\s*+(?:$|[.,;:!?]|\d|(?:for|with|to|and|then|by|at|from)\b))", re.IGNORECASE
)
_POSSESSIVE_PRONOUN = re.compile(r"\b(?:his|her|hers)\b", re.IGNORECASE)
_PRONOUN = "him"  # the player a pronoun stands for: never a name the situation knows


def _named_after(rest: str, *, asker_first: bool) -> set[str]:
    """The players named after the subject by a word that is no name."""
    players: set[str] = set()
    # The opponent or a role anywhere after the subject is a player typed too: "I think my
    # opponent was at 2 life" is never offered as "I am at 2 life".
    if _OPPONENT_WORD.search(rest):
        players.add(OPPONENT)
    # So is the asker: "my opponent attacks me for 6" is never offered as "my opponent takes
    # 6 damage".
    if _ASKER_WORD.search(rest):
        players.add(_ME)
    for other in _ROLE_ANYWHERE.finditer(rest):
        players.add(" ".join(other[0].lower().split()).removeprefix("the "))
    if _names_another_by_pronoun(rest, asker_first=asker_first):
        players.add(_PRONOUN)
    return players


def _names_another_by_pronoun(rest: str, *, asker_first: bool) -> bool:
    """Whether a pronoun after the subject stands for another player ("I deal him 10
    damage", "alice deals 3 damage to her"): a player typed that no phrase can write back, as
    a phrase about the subject alone would put the damage or the poison on them."""
    return bool(
        _OTHER_PRONOUN.search(rest)
        or _OBJECT_HER.search(rest)
        or (asker_first and _POSSESSIVE_PRONOUN.search(rest))
    )


def _after(clause: str, words: list[str], start: int) -> int:
    """Where the words before `words[start]` end in the clause."""
    position = 0
    for word in words[:start]:
        position = clause.find(word, position) + len(word)
    return position


def _read_players(
    suggestion: str, asker: str, variant: Variant | None
) -> tuple[set[str], list[int]] | None:
    """The players and numbers the suggestion reads as (in the variant's game: a commander's
    damage reads only in a game of commanders), or None when it does not read."""
    played = variant_named(variant.value) if variant is not None else None
    commanders = played is not None and EventKind.COMMANDER_DAMAGE in played.events
    reader = Reader(asker, commander_game=commanders)
    written = suggestion.replace(_ME, "I")
    try:
        read = match_clause(written, reader)
    except SituationError:
        return None
    if read is None or not read.items:
        return None
    players = set()
    for name in reader.order:
        if name == EVERYONE:
            return None
        players.add(_ME if name == asker else name.casefold())
    return players, _typed_numbers(written)


def suggestion(
    clause: str,
    system: System | None,
    variant: Variant | None,
    asker: str = "me",
    known: frozenset[str] = frozenset(),
) -> str | None:
    """The known phrase nearest the clause, with its names and number put in and said in the
    first person when the clause is ("I concede", "my champion dies"); None when the nearest
    one would not read back with the same players and numbers, or drops a card, a negation
    or the kind of event typed ("commander damage" is not plain damage)."""
    if _never_offered(clause, known):
        return None
    players = _typed_players(clause, asker)
    # A name after the verb is a player only if the situation names it elsewhere too: "a
    # card were worded" has no player called "worded".
    first = _subject(clause)
    if any(p not in (_ME, OPPONENT, first) and p not in known for p in players):
        return None
    # A name said only here, followed by nothing but ordinary words, is no player doing
    # something ("Based on what" is not "based concedes"); "bob flibbers" still is. Nor is a
    # verb mistyped after "and", its subject left out: "opp is at 3 and loeses 3 life" was
    # offered "loeses is at 3 life", a player called "loeses".
    if (
        first is not None
        and first not in known
        and (_only_ordinary_after(clause) or _a_verb_mistyped(first))
    ):
        return None
    numbers = _typed_numbers(clause)
    names = [p for p in players if p not in (_ME, OPPONENT)]
    subject = _WRITTEN_SUBJECT.match(clause)
    if subject is not None:
        x = " ".join(subject["opponent"].lower().split()) if subject["opponent"] else _ME
        others = names
    else:
        ordered = [w.casefold() for w in _TOKEN.findall(clause)]
        ranked = sorted(names, key=lambda n: ordered.index(n) if n in ordered else len(ordered))
        role = _ROLE_FIRST.match(clause)
        x = " ".join(role[0].split()) if role else (ranked[0] if ranked else "alice")
        others = [n for n in ranked if n != x.casefold()]
    y = others[0] if others else "bob"
    n = str(numbers[0]) if numbers else "N"
    typed = set(_WORD.findall(clause.lower())) - {x.lower(), y.lower()}
    best: tuple[float, str, bool, str] | None = None
    for phrase, _ in _choices(system, variant):
        if _drops_an_outcome(typed, phrase):
            continue
        choice = phrase.format(x=x, y=y, n=n)
        if x == _ME:
            choice = _first_person(choice)
        # A name or a number the asker did not type is never put in.
        typed_in = ("{y}" not in phrase or bool(others)) and ("{n}" not in phrase or bool(numbers))
        score = _score(clause, choice, typed)
        if best is None or score > best[0]:
            best = (score, choice, typed_in, phrase)
    # Only the nearest phrase is offered: when it cannot be offered as typed (its names or
    # number were not typed), the next one would be a guess at something else.
    if best is None or not best[2] or best[0] < _FLOOR:
        return None
    choice = best[1]
    if (
        _changes_the_event(best[3], choice, typed)
        or guesses_a_word(typed, choice)
        or _drops_several_or_a_comparison(clause, choice)
        or _turns_the_roles(typed, choice)
        or _a_card_drawn_made_a_game_drawn(clause, best[3])
    ):
        return None
    if _read_players(choice, asker, variant) != (players, numbers):
        return None
    return choice.replace(_ME, "I")


# Words that name a kind of event: a suggestion never drops one that was typed, nor brings
# in one of these that was not ("two creatures" are no "2 structures").
_KIND_WORDS = frozenset(
    words_of(
        "commander poison champion library deck effect loop judge vote structures relics"
        " life damage draws"
    )
)
_NEW_KIND_WORDS = _KIND_WORDS - {"effect", "library"}
_FLOOR = 45  # below this the nearest phrase is no nearer than any other


# The words of a phrase about no player that only hold it together; its other words say the
# event ("agrees", "draw"; "restarts"; "loop", "mandatory"; "draw": the game drawn by an effect
# is drawn all the same).
_GLUE = frozenset(words_of("the a an is in of to says effect game actions everyone"))


def _drops_an_outcome(typed: set[str], phrase: str) -> bool:
    """Whether the phrase leaves out an outcome the words typed say: "my opponent won" was
    offered "my opponent concedes" (a win made a loss), and "bob died", "I'm dead" and "alice
    lost" a concession (a loss made one way, which a "can't lose" effect stops, made another
    that none stops). A phrase of the same outcome may still be offered ("alice wins by an
    effect")."""
    said = set(_WORD.findall(phrase))
    return any(typed & kind and not said & kind for kind in WORDS.outcome_kinds)


def _changes_the_event(phrase: str, choice: str, typed: set[str]) -> bool:
    """Whether the phrase drops a kind of event typed or brings in one not typed, or drops a
    verb typed that stops, turns or trades the event ("I prevent 2 of the damage" was offered
    "I take 2 damage", "I pay 1 life for my spell" "I gain 1 life")."""
    kinds, offered = _kinds_in(typed), _kinds_in(set(_WORD.findall(choice.lower())))
    if kinds - offered or _NEW_KIND_WORDS & offered - kinds:
        return True
    if _TURNING & typed - set(_WORD.findall(choice.lower())):
        return True
    return _brings_in_a_whole_game_event(phrase, typed)


_TURNING = frozenset(WORDS.event_turning_verbs)


# Verbs of one event seen from its two sides: the player who deals damage and the one who takes
# it; life gained and life lost. A suggestion never swaps one for the other ("I deal 3 damage"
# was offered "I take 3 damage": the asker made the one hurt).
_DEALT = frozenset(words_of("deal deals dealt dealing"))
_TAKEN = frozenset(words_of("take takes took taken taking"))
_GAINED = frozenset(words_of("gain gains gained gaining"))
_LOST = frozenset(words_of("lose loses lost losing"))
_OPPOSED = ((_DEALT, _TAKEN), (_GAINED, _LOST))


def _turns_the_roles(typed: set[str], choice: str) -> bool:
    """Whether the phrase says the typed event from its other side."""
    offered = set(_WORD.findall(choice.lower()))
    return any(
        (typed & one and not typed & other and offered & other and not offered & one)
        or (typed & other and not typed & one and offered & one and not offered & other)
        for one, other in _OPPOSED
    )


# "draw" said as a game's outcome ("it's a draw", "the game is a draw", "a draw game", "the game
# is drawn"); any other "draw" is a card drawn ("I need to draw"), never offered a game drawn by
# an effect.
_A_DRAWN_GAME = re.compile(
    r"\b(?:a|is|game|intentional)\s++draw\b|\bdraw\s++game\b"
    r"|\b(?:is|was|be|been|game)\s++drawn\b",  # "the game is drawn"
    re.IGNORECASE,
)
_DRAW_WORD = re.compile(r"\bdraw(?:s|n)?\b", re.IGNORECASE)


def _a_card_drawn_made_a_game_drawn(clause: str, phrase: str) -> bool:
    """Whether the phrase is a game drawn for a clause whose "draw" is a card drawn."""
    game_drawn = "{x}" not in phrase and bool(_DRAW_WORD.search(phrase))
    return game_drawn and bool(_DRAW_WORD.search(clause)) and not _A_DRAWN_GAME.search(clause)


def _brings_in_a_whole_game_event(phrase: str, typed: set[str]) -> bool:
    """Whether a phrase about no player ("everyone agrees to a draw", "the game restarts", "the
    game is in a loop of mandatory actions") says an event the words typed do not: "Everyone"
    was offered "everyone agrees to a draw", "the stack" "the game restarts" and "the loop" a
    loop of mandatory actions (a draw, where an optional one is none). Such a phrase is
    offered only where every word of its event was typed, typos forgiven."""
    if "{x}" in phrase or "{y}" in phrase:
        return False
    event = set(_WORD.findall(phrase)) - _GLUE
    return not all(any(fuzz.ratio(word, w) >= 75 for w in typed) for word in event)


def _never_offered(clause: str, known: frozenset[str]) -> bool:
    """Whether no phrase may be offered for the clause at all: a card in it, a negation, what
    did not happen, a word of another alphabet, or "my" before no thing a player has."""
    marked = MARK in clause or _owner_unsure(clause) or says_again(clause)
    return (
        marked
        or a_title_alone(clause)
        or bool(_NEGATION.search(clause))
        or _not_done(clause)
        or _another_script(clause, known)
    )


_OWNER_FIRST = re.compile(r"^(?:my|your)\s++(?P<held>[^\W\d_][\w'-]*+)", re.IGNORECASE)


def _owner_unsure(clause: str) -> bool:
    """Whether the clause opens with "my" (or "your") before no thing a player has: "my
    rival concde", "my teammate concde" and "my oppponent is at 0 life" were offered "I
    concede" and "I am at 0 life", another player made the asker. "my champin dies" still
    says the asker's own (typos forgiven)."""
    owner = _OWNER_FIRST.match(clause)
    subject = _WRITTEN_SUBJECT.match(clause)
    if owner is None or (subject is not None and subject["opponent"]):
        return False
    held = owner["held"].casefold()
    return not any(fuzz.ratio(held, thing) >= 75 for thing in WORDS.held_by_players)


def _another_script(clause: str, known: frozenset[str]) -> bool:
    """Whether the clause has a word in another alphabet than the situation language's (a
    player's name said elsewhere aside): another language, never a typo of a phrase's words
    (Japanese for "I'm at 0 life. Do I lose?" was offered "<those words> concedes")."""
    return any(
        any(c.isalpha() and "LATIN" not in unicodedata.name(c, "") for c in word)
        for word in _TOKEN.findall(clause)
        if word.casefold().removesuffix("'s") not in known
    )


def _drops_several_or_a_comparison(clause: str, choice: str) -> bool:
    """Whether the choice drops a word for several players ("my opponent are both at 1
    life" is not "my opponent is at 1 life") or one that compares the number ("alice is
    under 1 life", 0 or less, is not "alice is at 1 life")."""
    return any(words.search(clause) and not words.search(choice) for words in (_SEVERAL, _COMPARES))


def _only_ordinary_after(clause: str) -> bool:
    """Whether every word after the clause's first is an ordinary word of the language and
    none is a verb ("wins") or a word of the phrases."""
    words = [w.casefold() for w in _TOKEN.findall(clause)[1:] if not w.isdigit()]
    return bool(words) and all(
        w in ORDINARY and w not in VERB_WORDS and not _near_a_phrase_word(w) for w in words
    )


def _kinds_in(words: set[str]) -> set[str]:
    """The kinds of event the words name, in any form and typos forgiven ("champin", "decks",
    "drew")."""
    return {
        kind
        for kind in _KIND_WORDS
        if any(fuzz.ratio(form, w) >= 75 for form in _KIND_FORMS.get(kind, (kind,)) for w in words)
    }


# A kind's other forms: "my library is empty" is no draw ("I draw from an empty library" was
# offered for "my libary is empty"); "I drew" is one.
_KIND_FORMS = {"draws": tuple(words_of("draw draws drew drawn drawing"))}


def _subject(clause: str) -> str | None:
    """The name a clause starts with, when it starts with one."""
    words = _TOKEN.findall(clause)
    if not words or _WRITTEN_SUBJECT.match(clause) or _ROLE_FIRST.match(clause):
        return None
    first = words[0].casefold().removesuffix("'s")
    return None if first in ORDINARY or _a_verb(first) else first


_VERB_LIST = sorted(word for word in VERB_WORDS if len(word) >= 4)
_MISTYPED_AT_LEAST = 80  # how near a word must be to a verb to be taken for its typo


def _a_verb_mistyped(word: str) -> bool:
    """Whether a word is a typo of one of the phrases' verbs ("taks", "loeses", "gians")."""
    return len(word) >= 4 and (
        process.extractOne(word, _VERB_LIST, scorer=fuzz.ratio, score_cutoff=_MISTYPED_AT_LEAST)
        is not None
    )


def _a_verb(word: str) -> bool:
    """Whether a word is one of the phrases' verbs, in any form: "gaining", "taking" ("after
    gaining 5 life" was offered "gaining is at 5 life", a player called "gaining")."""
    if word in VERB_WORDS:
        return True
    stem = word.removesuffix("ing")
    return stem != word and any(
        form in VERB_WORDS for form in (stem, f"{stem}e", stem[:-1], f"{stem}s")
    )


def _score(clause: str, choice: str, typed: set[str]) -> float:
    """How near a phrase is to the words typed: their spelling, and the words they share
    (spelling alone made "alice wins" nearest to "alice concedes": the words typed count
    too, so a suggestion keeps the verb that was meant)."""
    shared = len(typed & set(_WORD.findall(choice.lower()))) / len(typed) if typed else 0.0
    return fuzz.ratio(clause.lower(), choice.lower()) + _SHARED_WORDS_WEIGHT * shared


def _first_person(phrase: str) -> str:
    """A suggestion about the asker (`_ME`) as they would type it: "I concede", "I am at 3
    life", "my champion dies", "bob's commander deals 5 damage to me"."""
    phrase = phrase.replace(f"{_ME}'s", "my").replace(f"to {_ME}", "to me")
    phrase = phrase.replace(f"gives {_ME}", "gives me").replace("their turn", "my turn")
    phrase = phrase.replace(f"from {_ME}", "from me").replace(f"says {_ME} ", "says I ")
    for third, first in (("is", "am"), ("has", "have"), ("goes", "go")):
        phrase = phrase.replace(f"{_ME} {third} ", f"I {first} ")
    phrase = re.sub(rf"{_ME} (\w+?)s\b", r"I \1", phrase)  # concedes -> concede
    return re.sub(r"says I (\w+?)s\b", r"says I \1", phrase)  # says I wins -> says I win


_CHANGE = re.compile(r"\b(?:loses|gains|takes)\b")  # a life phrase of a change, not a total


def examples(clause: str, system: System | None, variant: Variant | None) -> tuple[str, str]:
    """Two situations of the game, of the phrases closest to what was typed; in a game with no
    starting life (Terrus's vitae is printed on each clade) only the phrases that say a total,
    the others read alone being refused."""
    if system is None:
        return EXAMPLES[0], EXAMPLES[1]
    if variant is not None and game_of(system).variant(variant.value) is None:
        variant = None  # "commander damage" said in a game with no Commander: the game's own
    prefix = system.value + (f" {variant.value.replace('-', ' ')}" if variant else "")
    no_start = game_of(system).setup.starting_life.get(variant) is None
    filled = [
        known.format(x="alice", y="bob", n="3")
        for known, kind in _choices(system, variant)
        if not (no_start and kind is EventKind.LIFE and _CHANGE.search(known))
    ]
    typed = set(_WORD.findall(clause.lower()))
    ranked = sorted(filled, key=lambda choice: -_score(clause, choice, typed))
    first, second = (ranked + filled)[:2]
    return f'"{prefix}: {first}"', f'"{prefix}: {second}"'


def unread_message(
    clause: str,
    read: list[str],
    system: System | None,
    variant: Variant | None,
    reader: Reader,
    *,
    names_a_card: bool = False,
) -> Message:
    """The refusal of a clause no phrase form reads: the words, the nearest phrase when one
    cannot mislead, else what was read; and two examples of the game close to the words.
    The words are quoted as the asker typed them (typed_words.as_typed); the suggestion keeps
    the players the rest of the situation names; a clause that `names_a_card` is offered no
    phrase, whose players would be made of the card's words ("final concedes" for Final
    Fortune)."""
    shown = as_typed(clause, reader.as_typed)
    known = frozenset(name.casefold() for name in reader.order)
    first, second = examples(clause, system, variant)
    stacked = unsaid(clause) is Unsaid.STACKED_DAMAGE  # never offered as damage dealt
    offered = (
        None
        if names_a_card or stacked
        else suggestion(clause, system, variant, reader.asker, known)
    )
    # Each sentence a message (the reader's language), the words quoted as written.
    examples_said = Message("Situations read like {first} or {second}.", first=first, second=second)
    if offered is not None:
        return sentences(
            [
                Message('I could not read "{clause}".', clause=quoted(shown)),
                Message("Did you mean {suggestion}?", suggestion=f'"{offered}"'),
                examples_said,
            ]
        )
    if read:
        unread = Message(
            'I could not read "{clause}" (I read "{read}" before it).',
            clause=quoted(shown),
            read=quoted("; ".join(read), 80),
        )
    else:
        unread = Message('I could not read "{clause}".', clause=quoted(shown))
    return sentences([unread, hint_for(clause, system) or examples_said])
