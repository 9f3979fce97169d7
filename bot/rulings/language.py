"""The situation language of quick rulings (shared/spec/rulings.md), read into events.

Deterministic and documented: a situation is split into sentences (one report each) on `.`,
`!`, `?`, `;`, new lines and `then`; a sentence into clauses (simultaneous events) on `,`,
`and`, `while`, `at the same time (as)` and `simultaneously`. Each clause must match one of the
phrase forms in `_PHRASES` as a whole; a clause that matches none is never guessed at: the
reader stops and names it, with the nearest known phrase. Sentences that declare the game
(players, teams, starting life, range of influence, emperors) are read whole before splitting,
since their lists use `,` and `and` too.

Players are kept as typed (first spelling wins) and matched without regard to case; `I`, `me`
and `my` are the asker, `opponent` the other player of a two-player game, and `everyone` /
`both` stand for every player still in the game when the sentence happens (`EVERYONE`), which
only the judge knows.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process

from bot.rules.vocabulary import EffectOutcome, Event, EventKind, System, Variant

MAX_SITUATION = 1_000
QUOTE_LIMIT = 120  # an answer quotes at most this much of what it could not read
OPPONENT = "opponent"
# Stands for "every player still in the game"; not a possible name (names have no spaces).
EVERYONE = "every player still in the game"
_MAX_NUMBER = 1_000_000

GAMES: dict[str, System] = {
    "magic": System.MAGIC,
    "mtg": System.MAGIC,
    "grand archive": System.GRAND_ARCHIVE,
    "grand-archive": System.GRAND_ARCHIVE,
    "ga": System.GRAND_ARCHIVE,
    "terrus": System.TERRUS,
}
VARIANTS: dict[str, Variant] = {
    "commander": Variant.COMMANDER,
    "edh": Variant.COMMANDER,
    "two-headed giant": Variant.TWO_HEADED_GIANT,
    "two headed giant": Variant.TWO_HEADED_GIANT,
    "2hg": Variant.TWO_HEADED_GIANT,
    "emperor": Variant.EMPEROR,
}

EXAMPLES = (
    '"magic: alice is at 0 life and an effect says alice wins"',
    '"commander: bob takes 21 commander damage from alice. then carol concedes"',
)


class SituationError(Exception):
    """A situation that cannot be read: one line for people, and the words at fault."""

    def __init__(self, message: str, *, unread: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.unread = unread


@dataclass
class Sentence:
    """One report as read: its text and its events (players may be EVERYONE)."""

    text: str
    events: list[Event]


@dataclass
class Situation:
    """Everything the text says, before it is judged."""

    system: System | None
    variant: Variant | None
    sentences: list[Sentence]
    # Players in order of first mention (display spelling); declared ones when declared.
    mentioned: list[str] = field(default_factory=list)
    declared_players: list[str] | None = None
    declared_count: int | None = None
    teams: list[list[str]] | None = None
    emperors: list[str] | None = None
    starting_life: int | dict[str, int] | None = None
    range_of_influence: int | None = None


# -- the words -----------------------------------------------------------------------------

_NAME = r"<@!?\d+>|@?[^\W\d_][\w-]*"
_SUBJECT = (
    r"my opponent|the opponent|opponent|everyone|everybody|all players|both players|both of us"
    rf"|both|we|i|me|{_NAME}"
)
_OWNER = rf"my opponent's|the opponent's|opponent's|my|everyone's|(?:{_NAME})'s?"
_N = r"-?\d+"
# Words of the language: never names (so "the game restarts" is no one restarting).
_RESERVED_WORDS = """a an the game effect card judge it they he she you players player teams team
    all everyone everybody both we i me my opponent and then while if what who when
    simultaneously at is are was starting life vitae poison commander range emperors
    someone nobody"""
_RESERVED = frozenset(_RESERVED_WORDS.split())

_SELF = {"i", "me", "my"}
_ALL = {
    "everyone",
    "everybody",
    "all players",
    "both players",
    "both of us",
    "both",
    "we",
    "everyone's",
}


class _Reader:
    """Turns names as written into players, remembering the first spelling of each."""

    def __init__(self, asker: str) -> None:
        self.asker = asker
        self.spelling: dict[str, str] = {}
        self.order: list[str] = []

    def player(self, written: str) -> str | None:
        """The player a subject names, EVERYONE, or None when the word is not a name."""
        word = written.strip()
        low = word.lower()
        if low.endswith("'s"):
            word, low = word[:-2], low[:-2]
        elif low.endswith("'"):
            word, low = word[:-1], low[:-1]
        if low in _SELF:
            return self._note(self.asker)
        if low in ("my opponent", "the opponent", OPPONENT):
            return self._note(OPPONENT)
        if low in _ALL:
            return EVERYONE
        if low in _RESERVED or not word:
            return None
        return self._note(word)

    def _note(self, name: str) -> str:
        key = name.casefold()
        if key not in self.spelling:
            self.spelling[key] = name
            self.order.append(name)
        return self.spelling[key]


# -- phrase forms ----------------------------------------------------------------------------

_Build = Callable[["re.Match[str]", _Reader], Event | None]


def _p(reader: _Reader, match: re.Match[str], group: str) -> str | None:
    return reader.player(match[group])


def _int(match: re.Match[str], group: str) -> int:
    text = match[group]
    value = int(text)
    if abs(value) > _MAX_NUMBER:
        raise SituationError(f"{text} is too large a number for a game of cards.")
    return value


def _who(kind: EventKind, **fixed: object) -> _Build:
    def build(match: re.Match[str], reader: _Reader) -> Event | None:
        player = _p(reader, match, "x")
        return None if player is None else Event(kind, player=player, **fixed)  # type: ignore[arg-type]

    return build


def _counter(kind: EventKind, *, sign: int | None) -> _Build:
    """`sign` None: the number is the new total; +1/-1: a change by that much."""

    def build(match: re.Match[str], reader: _Reader) -> Event | None:
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


def _commander_damage(match: re.Match[str], reader: _Reader) -> Event | None:
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


def _control(match: re.Match[str], reader: _Reader) -> Event | None:
    owner, taker = _p(reader, match, "x"), _p(reader, match, "y")
    if owner is None or taker is None or EVERYONE in (owner, taker):
        return None
    return Event(EventKind.CHAMPION_CONTROL, player=owner, controller=taker)


def _effect(match: re.Match[str], reader: _Reader) -> Event | None:
    player = _p(reader, match, "x")
    if player is None:
        return None
    verb = match["v"].lower()
    outcome = EffectOutcome.WIN if verb.startswith("win") or verb == "won" else EffectOutcome.LOSE
    return Event(EventKind.EFFECT, outcome=outcome, player=player)


def _draw_effect(match: re.Match[str], reader: _Reader) -> Event | None:
    owner = match.groupdict().get("o")
    controller = reader.player(owner) if owner else None
    if owner and (controller is None or controller == EVERYONE):
        return None
    return Event(EventKind.EFFECT, outcome=EffectOutcome.DRAW, player=controller)


def _fixed(kind: EventKind) -> _Build:
    return lambda match, reader: Event(kind)


def _turn(match: re.Match[str], reader: _Reader) -> Event | None:
    player = _p(reader, match, "x")
    if player is None or player == EVERYONE:
        return None
    structures = _int(match, "s") if match["s"] else None
    relics = _int(match, "r") if match["r"] else None
    return Event(EventKind.TURN_START, player=player, structures=structures, relics=relics)


def _vote(match: re.Match[str], reader: _Reader) -> Event | None:
    player = _p(reader, match, "x")
    if player is None or player == EVERYONE:
        return None
    return Event(EventKind.DOMINION_VOTE, player=player, int_total=_int(match, "n"))


def _phrase(pattern: str) -> re.Pattern[str]:
    text = (
        pattern.replace("{X}", f"(?P<x>{_SUBJECT})")
        .replace("{Y}", f"(?P<y>{_SUBJECT})")
        .replace("{X's}", f"(?P<x>{_OWNER})")
        .replace("{Y's}", f"(?P<y>{_OWNER})")
        .replace("{N}", f"(?P<n>{_N})")
        .replace(" ", r"\s+")
    )
    return re.compile(text, re.IGNORECASE)


_BE = r"(?:is|are|am|'m|'s|was|were)"
_HAVE = r"(?:has|have|had)"
_LIFE = r"(?:life|vitae|hp)"
_CARD = rf"(?:an? |the |my |(?:{_NAME})'s )[\w' -]*?"

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
        _phrase(rf"{{X}}(?: {_BE}|'s|'m) (?:at|on|down to) {{N}}(?: {_LIFE})?"),
        _counter(EventKind.LIFE, sign=None),
    ),
    (_phrase(rf"{{X}} {_HAVE} {{N}} {_LIFE}(?: left)?"), _counter(EventKind.LIFE, sign=None)),
    (
        _phrase(
            rf"{{X}} (?:goes|go|went|drops|drop|dropped|falls|fall|fell|is reduced|are reduced)"
            rf" to {{N}}(?: {_LIFE})?"
        ),
        _counter(EventKind.LIFE, sign=None),
    ),
    (
        _phrase(rf"{{X's}} {_LIFE}(?: total)? (?:is|was|becomes|became|goes to|went to) {{N}}"),
        _counter(EventKind.LIFE, sign=None),
    ),
    (
        _phrase(rf"{{X}} (?:loses|lose|lost|pays|pay|paid) {{N}}(?: more)? {_LIFE}"),
        _counter(EventKind.LIFE, sign=-1),
    ),
    (
        _phrase(r"{X} (?:takes|take|took) {N}(?: more)?(?: (?:combat |noncombat )?damage)?"),
        _counter(EventKind.LIFE, sign=-1),
    ),
    (
        _phrase(rf"{{X}} (?:gains|gain|gained) {{N}}(?: more)? {_LIFE}"),
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
        _phrase(rf"(?P<o>{_OWNER}) (?:effect|card) (?:says|say|said) the game is a draw"),
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
_VERB_WORDS = frozenset(
    word
    for known in _KNOWN
    for word in re.findall(r"[a-z]+", known.replace("{x}", "").replace("{y}", ""))
    if word not in ("n", "x", "y")
) | {"is", "are", "has", "goes", "takes", "loses", "gains", "gets", "draws", "decks", "wins"}

# -- splitting -----------------------------------------------------------------------------

_SENTENCE_BREAK = re.compile(r"[.!?;\n]+|\bthen\b", re.IGNORECASE)
_CLAUSE_BREAK = re.compile(
    r"\s*,\s*(?:and\s+)?|\s+(?:and|while|simultaneously|at\s+the\s+same\s+time(?:\s+as)?)\s+",
    re.IGNORECASE,
)
_EDGE_WORDS = re.compile(
    r"^(?:(?:and|so|also|but|then|now|after that|afterwards|next|simultaneously|at the same time"
    r"|what happens if|what happens when|what if|if|suppose|say|meanwhile)\b[\s,]*)+"
    r"|[\s,]*\b(?:simultaneously|at the same time)$",
    re.IGNORECASE,
)
_QUESTION = re.compile(
    r"[\s:,-]*\b(?:who wins|who won|who loses|who lost|what happens|what's the result"
    r"|what is the result|is it a draw|does anyone win|who is the winner)(?: now| then| here)?$",
    re.IGNORECASE,
)
_PREFIX = re.compile(
    r"^\s*(?P<game>magic|mtg|grand[ -]archive|ga|terrus)"
    r"(?:\s+(?P<variant>commander|edh|two[ -]headed giant|2hg|emperor))?\s*:\s*"
    r"|^\s*(?P<bare>commander|edh|two[ -]headed giant|2hg|emperor)\s*:\s*",
    re.IGNORECASE,
)

_DECLARE_PLAYERS = re.compile(
    rf"^(?:(?P<count>\d+) players|players)\s*:?\s*"
    rf"(?P<names>(?:{_NAME})(?:\s*(?:,|and)\s*(?:{_NAME}))*)$",
    re.IGNORECASE,
)
_DECLARE_TEAMS = re.compile(r"^teams\s*:?\s*(?P<teams>.+)$", re.IGNORECASE)
_DECLARE_EMPERORS = re.compile(r"^emperors\s*:?\s*(?P<names>.+)$", re.IGNORECASE)
_DECLARE_RANGE = re.compile(r"^(?:the )?range of influence (?:is )?(?P<n>\d+)$", re.IGNORECASE)
_DECLARE_LIFE = re.compile(
    rf"^(?:starting (?:life|vitae)(?: is)?|(?:everyone|everybody|all players|both players|both)"
    rf" starts? (?:at|with)) (?P<n>\d+)(?: {_LIFE})?$",
    re.IGNORECASE,
)
_DECLARE_EACH_LIFE = re.compile(
    rf"^(?:{_NAME}) starts? (?:at|with) \d+(?: {_LIFE})?"
    rf"(?:\s*(?:,|and)\s*(?:{_NAME})(?: starts?)? (?:at|with) \d+(?: {_LIFE})?)*$",
    re.IGNORECASE,
)
_ONE_LIFE = re.compile(rf"(?P<x>{_NAME})(?: starts?)? (?:at|with) (?P<n>\d+)", re.IGNORECASE)
_LIST_SPLIT = re.compile(r"\s*(?:,\s*(?:and\s+)?|\band\b)\s*", re.IGNORECASE)
_TEAM_SPLIT = re.compile(r"\s+(?:vs\.?|versus|against)\s+|\s*/\s*", re.IGNORECASE)


_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def check_text(text: str) -> str:
    """The text fit to read, or SituationError: not too long, no control characters."""
    if not text or not text.strip():
        raise SituationError(f"Describe the situation, e.g. {EXAMPLES[0]}.")
    if len(text) > MAX_SITUATION:
        raise SituationError(
            f"A situation is at most {MAX_SITUATION:,} characters; this one has {len(text):,}. "
            "Describe only the moment in question."
        )
    if _CONTROL.search(text):
        raise SituationError(
            "The situation contains control characters (such as NUL); write it as plain text."
        )
    return text.replace("\u2019", "'").replace("\u2018", "'").replace("\r", "\n")


def read_prefix(text: str) -> tuple[System | None, Variant | None, str]:
    """The game and variant a leading `magic:` / `magic commander:` / `ga:` names, and the rest."""
    match = _PREFIX.match(text)
    if match is None:
        return None, None, text
    if match["bare"]:
        return System.MAGIC, VARIANTS[_spaced(match["bare"])], text[match.end() :]
    system = GAMES[_spaced(match["game"]).replace("-", " ") if match["game"] else ""]
    variant = VARIANTS[_spaced(match["variant"])] if match["variant"] else None
    return system, variant, text[match.end() :]


def _spaced(text: str) -> str:
    return re.sub(r"\s+", " ", text.lower().strip())


def sentences_of(text: str) -> list[str]:
    """The sentences of a situation, cleaned of question words and joining words."""
    result = []
    for raw in _SENTENCE_BREAK.split(text):
        sentence = re.sub(r"\s+", " ", raw).strip(" ,:-")
        sentence = _QUESTION.sub("", sentence).strip(" ,:-")
        sentence = _EDGE_WORDS.sub("", sentence).strip(" ,:-")
        if sentence:
            result.append(sentence)
    return result


def parse_situation(text: str, *, asker: str = "me") -> Situation:
    """Read a whole situation; raise SituationError naming what could not be read."""
    text = check_text(text)
    system, variant, body = read_prefix(text)
    reader = _Reader(asker)
    situation = Situation(system=system, variant=variant, sentences=[])
    for sentence in sentences_of(body):
        if _declaration(sentence, situation, reader):
            continue
        situation.sentences.append(Sentence(sentence, _events(sentence, reader)))
    situation.mentioned = list(reader.order)
    return situation


def _names(text: str, reader: _Reader) -> list[str]:
    names = []
    for word in _LIST_SPLIT.split(text.strip()):
        if not word:
            continue
        if re.fullmatch(_NAME, word, re.IGNORECASE) is None and word.lower() not in _SELF:
            raise SituationError(
                f'I could not read "{quoted(word)}" as a player\'s name.', unread=word
            )
        name = reader.player(word)
        if name is None or name == EVERYONE:
            raise SituationError(
                f'"{quoted(word)}" is a word of the situation language, not a name.'
            )
        names.append(name)
    return names


def _declaration(sentence: str, situation: Situation, reader: _Reader) -> bool:
    """Read a sentence that declares the game; False when it is not a declaration."""
    if match := _DECLARE_PLAYERS.match(sentence):
        situation.declared_players = _names(match["names"], reader)
        situation.declared_count = int(match["count"]) if match["count"] else None
        return True
    if match := _DECLARE_TEAMS.match(sentence):
        teams = [_names(team, reader) for team in _TEAM_SPLIT.split(match["teams"]) if team]
        if len(teams) < 2:
            raise SituationError(
                'Write teams like "teams: alice and carol vs bob and dave".', unread=sentence
            )
        situation.teams = teams
        return True
    if match := _DECLARE_EMPERORS.match(sentence):
        situation.emperors = _names(match["names"], reader)
        return True
    if match := _DECLARE_RANGE.match(sentence):
        situation.range_of_influence = int(match["n"])
        return True
    if match := _DECLARE_LIFE.match(sentence):
        situation.starting_life = int(match["n"])
        return True
    if _DECLARE_EACH_LIFE.match(sentence):
        life = {}
        for one in _ONE_LIFE.finditer(sentence):
            name = reader.player(one["x"])
            if name is None or name == EVERYONE:
                return False
            life[name] = int(one["n"])
        base = situation.starting_life
        situation.starting_life = {**(base if isinstance(base, dict) else {}), **life}
        return True
    return False


def _events(sentence: str, reader: _Reader) -> list[Event]:
    sentence = re.sub(
        r"(\d+) structures? and (\d+) relics?",
        r"\1 structures with \2 relics",
        sentence,
        flags=re.IGNORECASE,
    )
    events: list[Event] = []
    # "alice and bob concede": names alone wait for the clause that says what they do.
    waiting: list[str] = []
    for clause in _CLAUSE_BREAK.split(sentence):
        clause = _EDGE_WORDS.sub("", clause.strip(" ,")).strip(" ,")
        if not clause:
            continue
        if _BARE_NAME.fullmatch(clause) and clause.lower() not in _RESERVED | _VERB_WORDS:
            reader.player(clause)  # met here, before the players of the clause that follows
            waiting.append(clause)
            continue
        try:
            event = read_clause(clause, reader)
        except SituationError:
            # "alice takes 20 damage and gains 5 life": a clause that starts with its verb
            # has the subject of the clause before it.
            subject = _subject_of(events[-1]) if events else None
            if subject is None or clause.split()[0].lower() not in _VERB_WORDS:
                raise
            event = read_clause(f"{subject} {clause}", reader)
        if waiting:
            predicate = clause.partition(" ")[2]
            try:
                if not predicate or _subject_of(event) is None:
                    raise SituationError("no shared verb")
                events.extend(read_clause(f"{name} {predicate}", reader) for name in waiting)
            except SituationError:
                raise SituationError(
                    f'I could not read "{quoted(waiting[0])}" here: say what each player does '
                    '("alice concedes and bob concedes").',
                    unread=waiting[0],
                ) from None
            waiting.clear()
        events.append(event)
    if waiting:
        raise SituationError(
            f'I could not read "{quoted(waiting[0])}": say what they do ("{waiting[0]} concedes").',
            unread=waiting[0],
        )
    if not events:
        raise SituationError(f'I could not read "{quoted(sentence)}".', unread=sentence)
    return events


_BARE_NAME = re.compile(rf"{_NAME}|i|me", re.IGNORECASE)


def _subject_of(event: Event) -> str | None:
    if event.player is None:
        return None
    if event.player == EVERYONE:
        return "everyone"
    if event.kind is EventKind.CHAMPION_CONTROL or (
        event.kind is EventKind.EFFECT and event.outcome is not None
    ):
        return None  # their subject is not the player the event names
    return event.player


def read_clause(clause: str, reader: _Reader) -> Event:
    """One event from one clause, or SituationError naming it and the nearest phrase."""
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
    raise SituationError(
        f'I could not read "{quoted(clause)}". Did you mean "{nearest_phrase(clause)}"? '
        f"Situations read like {EXAMPLES[0]} or {EXAMPLES[1]}.",
        unread=clause,
    )


def quoted(words: str, limit: int = QUOTE_LIMIT) -> str:
    """The asker's words as an answer quotes them: at most `limit` characters."""
    return words if len(words) <= limit else words[: limit - 1].rstrip() + "…"


def nearest_phrase(clause: str) -> str:
    """The known phrase nearest the clause, with its names and number put in."""
    words = re.findall(_NAME, clause)
    names = [w for w in words if w.lower() not in _RESERVED | _VERB_WORDS] or ["alice"]
    numbers = re.findall(r"\d+", clause) or ["N"]
    x, y = names[0], (names[1] if len(names) > 1 else "bob")
    choices = [known.format(x=x, y=y, n=numbers[0]) for known in _KNOWN]
    best = process.extractOne(clause.lower(), [c.lower() for c in choices], scorer=fuzz.ratio)
    return choices[best[2]] if best else choices[0]
