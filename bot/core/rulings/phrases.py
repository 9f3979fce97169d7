"""The phrase forms of the situation language, one event each (shared/spec/rulings.md, the
table of events): a clause is read by the first form it matches as a whole, or named with the
nearest known phrase (rapidfuzz), never guessed."""

from __future__ import annotations

import re
from collections.abc import Callable

from rapidfuzz import fuzz, process

from bot.core.rules.vocabulary import EffectOutcome, Event, EventKind
from bot.core.rulings.words import (
    EVERYONE,
    EXAMPLES,
    LIFE,
    MAX_NUMBER,
    NAME,
    NUMBER,
    OWNER,
    RESERVED,
    SUBJECT,
    Reader,
    SituationError,
    quoted,
)

# -- phrase forms ----------------------------------------------------------------------------

_Build = Callable[["re.Match[str]", Reader], Event | None]


def _p(reader: Reader, match: re.Match[str], group: str) -> str | None:
    return reader.player(match[group])


def _int(match: re.Match[str], group: str) -> int:
    text = match[group]
    value = int(text)
    if abs(value) > MAX_NUMBER:
        raise SituationError(f"{text} is too large a number for a game of cards.")
    return value


def _who(kind: EventKind, **fixed: object) -> _Build:
    def build(match: re.Match[str], reader: Reader) -> Event | None:
        player = _p(reader, match, "x")
        return None if player is None else Event(kind, player=player, **fixed)  # type: ignore[arg-type]

    return build


def _counter(kind: EventKind, *, sign: int | None) -> _Build:
    """`sign` None: the number is the new total; +1/-1: a change by that much."""

    def build(match: re.Match[str], reader: Reader) -> Event | None:
        player = _p(reader, match, "x")
        if player is None:
            return None
        number = _int(match, "n")
        if sign is None:
            return Event(kind, player=player, value=number)
        if number < 0:
            raise SituationError(
                f'"{quoted(match[0].strip())}": say how much as a positive number ("loses 3 life").'
            )
        return Event(kind, player=player, delta=sign * number)

    return build


def _commander_damage(match: re.Match[str], reader: Reader) -> Event | None:
    victim, dealer = _p(reader, match, "x"), _p(reader, match, "y")
    if victim is None or dealer is None or EVERYONE in (dealer,):
        return None
    number = _int(match, "n")
    if number < 0:
        raise SituationError(f'"{quoted(match[0].strip())}": damage is a positive number.')
    source = match.groupdict().get("src")
    source = source.strip() if source and source.strip().lower() != "commander" else None
    return Event(
        EventKind.COMMANDER_DAMAGE, player=victim, commander=dealer, delta=number, source=source
    )


def _control(match: re.Match[str], reader: Reader) -> Event | None:
    owner, taker = _p(reader, match, "x"), _p(reader, match, "y")
    if owner is None or taker is None or EVERYONE in (owner, taker):
        return None
    return Event(EventKind.CHAMPION_CONTROL, player=owner, controller=taker)


def _effect(match: re.Match[str], reader: Reader) -> Event | None:
    player = _p(reader, match, "x")
    if player is None:
        return None
    verb = match["v"].lower()
    outcome = EffectOutcome.WIN if verb.startswith("win") or verb == "won" else EffectOutcome.LOSE
    return Event(EventKind.EFFECT, outcome=outcome, player=player)


def _draw_effect(match: re.Match[str], reader: Reader) -> Event | None:
    owner = match.groupdict().get("o")
    controller = reader.player(owner) if owner else None
    if owner and (controller is None or controller == EVERYONE):
        return None
    return Event(EventKind.EFFECT, outcome=EffectOutcome.DRAW, player=controller)


def _fixed(kind: EventKind) -> _Build:
    return lambda match, reader: Event(kind)


def _turn(match: re.Match[str], reader: Reader) -> Event | None:
    player = _p(reader, match, "x")
    if player is None or player == EVERYONE:
        return None
    structures = _int(match, "s") if match["s"] else None
    relics = _int(match, "r") if match["r"] else None
    return Event(EventKind.TURN_START, player=player, structures=structures, relics=relics)


def _vote(match: re.Match[str], reader: Reader) -> Event | None:
    player = _p(reader, match, "x")
    if player is None or player == EVERYONE:
        return None
    return Event(EventKind.DOMINION_VOTE, player=player, int_total=_int(match, "n"))


def _phrase(pattern: str) -> re.Pattern[str]:
    """A phrase form as a pattern matched against a whole clause. Its names are whole words
    (words.NAME is atomic), its numbers and spaces are taken whole (possessive), and its one
    free text (a card's or a commander's words) is lazy between fixed words: a clause is read
    in time proportional to its length, whatever it holds (language.py, issue #29)."""
    text = (
        pattern.replace("{X}", f"(?P<x>{SUBJECT})")
        .replace("{Y}", f"(?P<y>{SUBJECT})")
        .replace("{X's}", f"(?P<x>{OWNER})")
        .replace("{Y's}", f"(?P<y>{OWNER})")
        .replace("{N}", f"(?P<n>{NUMBER})")
        .replace(" ", r"\s++")
    )
    return re.compile(text, re.IGNORECASE)


_BE = r"(?:is|are|am|'m|'s|was|were)"
_HAVE = r"(?:has|have|had)"
_CARD = rf"(?:an? |the |my |(?:{NAME})'s )[\w' -]*?"

# (phrase form, event): tried in order, the first whole match wins. Longer forms come first.
_PHRASES: list[tuple[re.Pattern[str], _Build]] = [
    (
        _phrase(
            r"{X} (?:takes|take|took|has taken|have taken) {N} (?:combat )?commander damage"
            r" from {Y}(?:'s?)?(?: commander)?(?: (?P<src>[\w' -]+?))?"
        ),
        _commander_damage,
    ),
    (
        _phrase(
            r"{Y's} commander(?: (?P<src>[\w' -]+?))? (?:deals|deal|dealt|does|did) {N}"
            r" (?:combat )?(?:commander )?damage to {X}"
        ),
        _commander_damage,
    ),
    (_phrase(r"{X} (?:concedes|concede|conceded|scoops|scooped)"), _who(EventKind.CONCEDE)),
    (
        _phrase(rf"{{X}}(?: {_BE}|'s|'m) (?:at|on|down to) {{N}}(?: {LIFE})?"),
        _counter(EventKind.LIFE, sign=None),
    ),
    (_phrase(rf"{{X}} {_HAVE} {{N}} {LIFE}(?: left)?"), _counter(EventKind.LIFE, sign=None)),
    (
        _phrase(
            rf"{{X}} (?:goes|go|went|drops|drop|dropped|falls|fall|fell|is reduced|are reduced)"
            rf" to {{N}}(?: {LIFE})?"
        ),
        _counter(EventKind.LIFE, sign=None),
    ),
    (
        _phrase(rf"{{X's}} {LIFE}(?: total)? (?:is|was|becomes|became|goes to|went to) {{N}}"),
        _counter(EventKind.LIFE, sign=None),
    ),
    (
        _phrase(rf"{{X}} (?:loses|lose|lost|pays|pay|paid) {{N}}(?: more)? {LIFE}"),
        _counter(EventKind.LIFE, sign=-1),
    ),
    (
        _phrase(r"{X} (?:takes|take|took) {N}(?: more)?(?: (?:combat |noncombat )?damage)?"),
        _counter(EventKind.LIFE, sign=-1),
    ),
    (
        _phrase(rf"{{X}} (?:gains|gain|gained) {{N}}(?: more)? {LIFE}"),
        _counter(EventKind.LIFE, sign=1),
    ),
    (_phrase(rf"{{X}} {_HAVE} {{N}} poison(?: counters?)?"), _counter(EventKind.POISON, sign=None)),
    (
        _phrase(rf"{{X}}(?: {_BE}|'s|'m) (?:at|on) {{N}} poison(?: counters?)?"),
        _counter(EventKind.POISON, sign=None),
    ),
    (
        _phrase(
            r"{X} (?:gets|get|got|receives|receive|received|takes|take|took) {N} (?:more )?"
            r"poison(?: counters?)?"
        ),
        _counter(EventKind.POISON, sign=1),
    ),
    (
        _phrase(
            r"{X} (?:draws|draw|drew|tries to draw|try to draw|tried to draw|attempts to draw"
            r"|attempt to draw|attempted to draw|must draw|has to draw|have to draw|had to draw)"
            r"(?: a card)? from (?:an|my|their|his|her|your) empty (?:library|deck)"
        ),
        _who(EventKind.DECK_OUT),
    ),
    (
        _phrase(r"{X}(?: (?:is|are|was|were|gets|got))? (?:decks|deck|decked)(?: out)?"),
        _who(EventKind.DECK_OUT),
    ),
    (
        _phrase(r"{X's} champion (?:dies|die|died|is destroyed|was destroyed)"),
        _who(EventKind.CHAMPION_DIED),
    ),
    (
        _phrase(
            r"{Y} (?:gains|gain|gained|takes|take|took|gets|get|got) control of {X's} champion"
        ),
        _control,
    ),
    (_phrase(r"{Y} (?:takes|take|took|steals|steal|stole) {X's} champion"), _control),
    (
        _phrase(rf"(?P<o>{OWNER}) (?:effect|card) (?:says|say|said) the game is a draw"),
        _draw_effect,
    ),
    (_phrase(rf"{_CARD}(?:says|say|said) the game is a draw"), _draw_effect),
    (
        _phrase(
            rf"{_CARD}(?:says|say|said) (?:that )?{{X}} (?P<v>wins|win|won|loses|lose|lost)"
            r"(?: the game)?"
        ),
        _effect,
    ),
    (
        _phrase(
            r"{X} (?P<v>wins|win|won|loses|lose|lost)(?: the game)? (?:by|through|because of|"
            r"from|to) (?:an?|the|my|their|his|her) (?:effect|card)"
        ),
        _effect,
    ),
    (
        _phrase(
            r"the game (?:is|goes|went|gets)(?: in| into)? (?:an? )?(?:infinite )?loop"
            r"(?: of mandatory actions)?"
        ),
        _fixed(EventKind.LOOP),
    ),
    (
        _phrase(
            r"(?:everyone|everybody|all players|both players|both|we|the players)"
            r" (?:agrees|agree|agreed) to (?:an? )?(?:intentional )?draw"
        ),
        _fixed(EventKind.INTENTIONAL_DRAW),
    ),
    (_phrase(r"(?:an? )?intentional draw"), _fixed(EventKind.INTENTIONAL_DRAW)),
    (
        _phrase(r"(?:a|the) judge (?:gives|give|gave|issues|issued) {X} a game loss"),
        _who(EventKind.PENALTY),
    ),
    (
        _phrase(r"{X} (?:gets|get|got|receives|receive|received) a game loss"),
        _who(EventKind.PENALTY),
    ),
    (
        _phrase(r"the game (?:restarts|restarted|is restarted|was restarted)"),
        _fixed(EventKind.RESTART),
    ),
    (
        _phrase(
            r"{X} (?:begins|begin|began|starts|start|started)"
            r"(?: their| his| her| my| a| the| your)? turn"
            r"(?: with (?P<s>\d+) structures?)?(?: with (?P<r>\d+) relics?)?"
        ),
        _turn,
    ),
    (_phrase(r"{X} (?:wins|win|won) (?:a|the) dominion vote with {N} int"), _vote),
]

# The phrases offered when a clause cannot be read ({x}, {y}: names; {n}: a number).
_KNOWN = (
    "{x} concedes",
    "{x} is at {n} life",
    "{x} loses {n} life",
    "{x} takes {n} damage",
    "{x} gains {n} life",
    "{x} has {n} poison counters",
    "{x} gets {n} poison counters",
    "{x} takes {n} commander damage from {y}",
    "{y}'s commander deals {n} damage to {x}",
    "{x} draws from an empty library",
    "{x} decks out",
    "{x}'s champion dies",
    "{y} gains control of {x}'s champion",
    "an effect says {x} wins",
    "an effect says {x} loses",
    "{x} wins by an effect",
    "an effect says the game is a draw",
    "the game is in a loop of mandatory actions",
    "everyone agrees to a draw",
    "a judge gives {x} a game loss",
    "the game restarts",
    "{x} begins their turn with {n} structures",
    "{x} wins a dominion vote with {n} int",
    "{x} goes to {n} life",
)

# Words that start a clause whose subject was left out (the known phrases' own words).
VERB_WORDS = frozenset(
    word
    for known in _KNOWN
    for word in re.findall(r"[a-z]+", known.replace("{x}", "").replace("{y}", ""))
    if word not in ("n", "x", "y")
) | {"is", "are", "has", "goes", "takes", "loses", "gains", "gets", "draws", "decks", "wins"}


def read_clause(clause: str, reader: Reader) -> Event:
    """One event from one clause, or SituationError naming it and the nearest phrase."""
    event = match_clause(clause, reader)
    if event is None:
        raise unread_clause(clause)
    return event


def match_clause(clause: str, reader: Reader) -> Event | None:
    """The event of the first phrase form the clause reads as, or None (and no suggestion
    looked for: a caller may still read the clause another way)."""
    for pattern, build in _PHRASES:
        match = pattern.fullmatch(clause)
        if match is None:
            continue
        # Players are met in the order they are written, whatever the phrase's grammar.
        named = [g for g in ("x", "y", "o") if match.groupdict().get(g)]
        for group in sorted(named, key=match.start):
            reader.player(match[group])
        event = build(match, reader)
        if event is not None:
            return event
    return None


def unread_clause(clause: str) -> SituationError:
    """The refusal of a clause no phrase form reads: its words and the nearest known phrase."""
    return SituationError(
        f'I could not read "{quoted(clause)}". Did you mean "{nearest_phrase(clause)}"? '
        f"Situations read like {EXAMPLES[0]} or {EXAMPLES[1]}.",
        unread=clause,
    )


def nearest_phrase(clause: str) -> str:
    """The known phrase nearest the clause, with its names and number put in; said in the
    first person when the clause is (`I concede`, `my champion dies`)."""
    subject = _WRITTEN_SUBJECT.match(clause)
    rest = clause[subject.end() :] if subject else clause
    names = [w for w in re.findall(NAME, rest) if w.lower() not in RESERVED | VERB_WORDS]
    numbers = re.findall(r"\d+", clause) or ["N"]
    if subject is not None:
        x = subject["opponent"] or _ME
    else:
        x, names = (names or ["alice"])[0], names[1:]
    y = names[0] if names else "bob"
    choices = [known.format(x=x, y=y, n=numbers[0]) for known in _KNOWN]
    if x == _ME:
        choices = [_first_person(choice) for choice in choices]
    typed = set(_WORD.findall(clause.lower())) - {x.lower(), y.lower()}

    def score(clause: str, choice: str, **_: object) -> float:
        # Spelling alone made "alice wins" nearest to "alice concedes": the words typed count
        # too, so a suggestion keeps the verb that was meant.
        shared = len(typed & set(_WORD.findall(choice))) / len(typed) if typed else 0.0
        return fuzz.ratio(clause, choice) + _SHARED_WORDS_WEIGHT * shared

    best = process.extractOne(clause.lower(), [c.lower() for c in choices], scorer=score)
    return choices[best[2]] if best else choices[0]


_WORD = re.compile(r"[a-z]+")
_SHARED_WORDS_WEIGHT = 15  # points of 100, when every word typed is in the phrase
# A clause's subject as written, when it is the asker or their opponent.
_WRITTEN_SUBJECT = re.compile(
    r"^(?:(?P<opponent>my opponent|the opponent|opponent)|i'm|i am|i|me|my)(?:'s)?\b",
    re.IGNORECASE,
)
_ME = "\x00"  # stands for the asker while a suggestion is put in the first person


def _first_person(phrase: str) -> str:
    """A suggestion about the asker (`_ME`) as they would type it: "I concede", "I am at 3
    life", "my champion dies", "bob's commander deals 5 damage to me"."""
    phrase = phrase.replace(f"{_ME}'s", "my").replace(f"to {_ME}", "to me")
    phrase = phrase.replace(f"gives {_ME}", "gives me").replace("their turn", "my turn")
    for third, first in (("is", "am"), ("has", "have"), ("goes", "go")):
        phrase = phrase.replace(f"{_ME} {third} ", f"I {first} ")
    return re.sub(rf"{_ME} (\w+?)s\b", r"I \1", phrase)  # concedes -> concede
