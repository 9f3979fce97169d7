"""The situation language of quick rulings (shared/spec/rulings.md), read into events.

Deterministic and documented: a situation is split into sentences (one report each) on `.`,
`!`, `?`, `;`, new lines and `then`; a sentence into clauses (simultaneous events) on `,`,
`and`, `while`, `at the same time (as)` and `simultaneously`. Each clause must match one of the
phrase forms of bot.core.rulings.phrases as a whole; a clause that matches none is never guessed
at: the
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
from dataclasses import dataclass, field

from bot.core.rules.games import GAMES, game_named, game_with_variant
from bot.core.rules.vocabulary import Event, EventKind, System, Variant
from bot.core.rulings.phrases import VERB_WORDS, match_clause, read_clause, unread_clause
from bot.core.rulings.words import (
    EVERYONE,
    EXAMPLES,
    LIFE,
    MAX_SITUATION,
    NAME,
    RESERVED,
    SELF,
    SUBJECT,
    VARIANTS,
    Reader,
    SituationError,
    quoted,
)


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


# -- splitting -----------------------------------------------------------------------------

# Every pattern here reads the asker's text in time proportional to its length (issue #29: one
# DM of 100 characters stalled the event loop for seconds). No two ways of matching the same
# characters are left for a failing match to try: a name is a whole word (words.NAME is atomic),
# runs of spaces, punctuation and digits are taken whole (`*+`, `++`), and a pattern that is
# searched for anywhere in a sentence and begins with such a run begins only where the run
# does (a lookbehind), so no run is scanned again from each of its characters. Sentences reach
# the patterns below them with their spaces collapsed (`sentences_of`).
_SENTENCE_BREAK = re.compile(r"[.!?;\n]+|\bthen\b", re.IGNORECASE)
_CLAUSE_BREAK = re.compile(
    r"\s*+,\s*+(?:and\s++)?"
    r"|\s++(?:and|while|simultaneously|at\s++the\s++same\s++time(?:\s++as)?)\s++",
    re.IGNORECASE,
)
_EDGE_WORDS = re.compile(
    r"^(?:(?:and|so|also|but|then|now|after that|afterwards|next|simultaneously|at the same time"
    r"|what happens if|what happens when|what if|(?:who|which player) (?:wins|loses|won|lost)"
    r" (?:if|when)|if|suppose|say|meanwhile)\b[\s,]*+)++"
    r"|(?<![\s,])[\s,]*+\b(?:simultaneously|at the same time)$",
    re.IGNORECASE,
)
_QUESTION = re.compile(
    r"(?<![\s:,-])[\s:,-]*+\b(?:who wins|who won|who loses|who lost|what happens|what's the result"
    r"|what is the result|is it a draw|does anyone win|who is the winner|what now"
    rf"|(?:does|do|did) (?:he|she|they|it|anyone|{NAME}) (?:win|lose|draw)(?: the game)?)"
    r"(?: now| then| here)?$",
    re.IGNORECASE,
)
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

_DECLARE_PLAYERS = re.compile(
    rf"^(?:(?P<count>\d++) players|players)\s*+:?\s*+"
    rf"(?P<names>{NAME}(?:\s*+(?:,|and)\s*+{NAME})*+)$",
    re.IGNORECASE,
)
_DECLARE_TEAMS = re.compile(r"^teams\s*+:?\s*+(?P<teams>.+)$", re.IGNORECASE)
_DECLARE_EMPERORS = re.compile(r"^emperors\s*+:?\s*+(?P<names>.+)$", re.IGNORECASE)
_DECLARE_RANGE = re.compile(r"^(?:the )?range of influence (?:is )?(?P<n>\d++)$", re.IGNORECASE)
_DECLARE_LIFE = re.compile(
    rf"^(?:starting (?:life|vitae)(?: is)?|(?:everyone|everybody|all players|both players|both)"
    rf" starts? (?:at|with)) (?P<n>\d++)(?: {LIFE})?$",
    re.IGNORECASE,
)
_STARTER = rf"(?:my opponent|the opponent|{NAME})"  # who "starts at N" (I, my opponent, bob)
# "alice starts at 25, bob at 22": the first starter, then each next one after `,` or `and`,
# read one after the other from where the last ended (never searched for).
_FIRST_LIFE = re.compile(
    rf"(?P<x>{_STARTER}) starts? (?:at|with) (?P<n>\d++)(?: {LIFE})?", re.IGNORECASE
)
_NEXT_LIFE = re.compile(
    rf"\s*+(?:,|and)\s*+(?P<x>{_STARTER})(?: starts?)? (?:at|with) (?P<n>\d++)(?: {LIFE})?",
    re.IGNORECASE,
)
_LIST_SPLIT = re.compile(r"\s*+(?:,\s*+(?:and\s++)?|\band\b)\s*+", re.IGNORECASE)
_TEAM_SPLIT = re.compile(r"\s++(?:vs\.?|versus|against)\s++|\s*+/\s*+", re.IGNORECASE)
# "5 structures and 2 relics" is one event's, not two clauses (a number starts where its digits do).
_STRUCTURES_AND_RELICS = re.compile(r"(?<!\d)(\d++) structures? and (\d++) relics?", re.IGNORECASE)


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
    if match["bare"]:  # a variant alone: the game it is a format of
        bare = VARIANTS[_spaced(match["bare"])]
        game = game_with_variant(bare)
        return (game.system if game else None), bare, text[match.end() :]
    game = game_named(match["game"])
    variant = VARIANTS[_spaced(match["variant"])] if match["variant"] else None
    return (game.system if game else None), variant, text[match.end() :]


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
    reader = Reader(asker)
    situation = Situation(system=system, variant=variant, sentences=[])
    for sentence in sentences_of(body):
        if _declaration(sentence, situation, reader):
            continue
        situation.sentences.append(Sentence(sentence, _events(sentence, reader)))
    situation.mentioned = list(reader.order)
    return situation


def _names(text: str, reader: Reader) -> list[str]:
    names = []
    for word in _LIST_SPLIT.split(text.strip()):
        if not word:
            continue
        if re.fullmatch(NAME, word, re.IGNORECASE) is None and word.lower() not in SELF:
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


def _declaration(sentence: str, situation: Situation, reader: Reader) -> bool:
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
    if (starters := _each_life(sentence)) is not None:
        life = {}
        for written, number in starters:
            name = reader.player(written)
            if name is None or name == EVERYONE:
                return False
            life[name] = number
        base = situation.starting_life
        situation.starting_life = {**(base if isinstance(base, dict) else {}), **life}
        return True
    return False


def _each_life(sentence: str) -> list[tuple[str, int]] | None:
    """Who starts at what in "alice starts at 25, bob at 22" (as written), or None when the
    sentence is not such a list."""
    starters = []
    match = _FIRST_LIFE.match(sentence)
    while match is not None:
        starters.append((match["x"], int(match["n"])))
        if match.end() == len(sentence):
            return starters
        match = _NEXT_LIFE.match(sentence, match.end())
    return None


def _events(sentence: str, reader: Reader) -> list[Event]:
    sentence = _STRUCTURES_AND_RELICS.sub(r"\1 structures with \2 relics", sentence)
    events: list[Event] = []
    # "alice and bob concede": names alone wait for the clause that says what they do.
    waiting: list[str] = []
    for clause in _CLAUSE_BREAK.split(sentence):
        clause = _EDGE_WORDS.sub("", clause.strip(" ,")).strip(" ,")
        if not clause:
            continue
        if _waits_for_a_verb(clause):
            reader.player(clause)  # met here, before the players of the clause that follows
            waiting.append(clause)
            continue
        event = match_clause(clause, reader)
        if event is None:
            # "alice takes 20 damage and gains 5 life": a clause that starts with its verb
            # has the subject of the clause before it.
            subject = _subject_of(events[-1]) if events else None
            if subject is None or clause.split()[0].lower() not in VERB_WORDS:
                raise unread_clause(clause)
            event = read_clause(f"{subject} {clause}", reader)
        if waiting:
            written = _SUBJECT_FIRST.match(clause)
            predicate = clause[written.end() :] if written else ""
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


_BARE_NAME = re.compile(rf"{NAME}|i|me", re.IGNORECASE)
_PLAYER_WORDS = frozenset({"i", "me", "opponent", "my opponent", "the opponent"})
_SUBJECT_FIRST = re.compile(rf"(?:{SUBJECT})\s+", re.IGNORECASE)


def _waits_for_a_verb(clause: str) -> bool:
    """A player named alone ("alice", "I", "my opponent" in "alice and I concede"), whose
    verb is in the clause that follows."""
    low = clause.lower()
    if low in _PLAYER_WORDS:
        return True
    return _BARE_NAME.fullmatch(clause) is not None and low not in RESERVED | VERB_WORDS


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
