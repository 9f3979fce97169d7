"""The situation language of quick rulings (shared/spec/rulings.md), read into events.

Deterministic and documented: the cards a text names are marked first and its framing skipped
(chat.py); the situation is split into sentences (one report each) on `.`, `!`, `?`, `;`, new
lines, `then`, `after that` and `later`; a sentence into clauses (simultaneous events) on `,`,
`and`, `while`, `at the same time (as)` and `simultaneously`. Each clause must match one of the
phrase forms of bot.core.rulings.phrases as a whole; a clause that matches none is never
guessed at: the reader stops and names it (suggest.py says what it could have meant). Sentences
that declare the game (players, teams, starting life, range of influence, emperors) are read
whole before splitting, since their lists use `,` and `and` too.

Within a sentence, what a spell, an ability or a trigger does ("my Blood Artist triggers and bob
loses 1 life", "Rakdos Charm: ...") happens when it resolves: after the checkpoint of what came
before it in the sentence, as a report of its own (MTG CR 603.3: a triggered ability waits for
the next priority, after state-based actions). An event from a source the words leave open (a
card Arbiter does not know: is it a trigger or not?) makes the situation a `Fork` with a case
for each reading; the answer judges each (judging.py).

Players are kept as typed (first spelling wins) and matched without regard to case; `I`, `me`,
`my` and `you` are the asker, `opponent` the other player of a two-player game, roles ("player
1", "the attacking player") players named by role, and `everyone` / `both` stand for every
player still in the game when the sentence happens (`EVERYONE`), which only the judge knows.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from bot.core.messages import Message
from bot.core.messages import sentences as one_after_another
from bot.core.rules.games import GAMES, game_named, game_with_variant, variant_named
from bot.core.rules.vocabulary import Event, EventKind, Lasting, System, Variant
from bot.core.rulings import chat, suggest
from bot.core.rulings.card_lookup import unknown_card
from bot.core.rulings.card_use import Moment, its_combat_trigger
from bot.core.rulings.cards import Card, EndsGame, Kind
from bot.core.rulings.cards import Moment as Trigger
from bot.core.rulings.phrase_events import prevented
from bot.core.rulings.phrase_values import Clause, Item, Role, Source
from bot.core.rulings.phrases import VERB_WORDS, match_clause, optional_loop, read_clause
from bot.core.rulings.words import (
    EVERYONE,
    EXAMPLES,
    LIFE,
    MARK,
    MARKED,
    MAX_SITUATION,
    NAME,
    ORDINARY,
    ROLE,
    SELF,
    SUBJECT,
    VARIANTS,
    Entity,
    Reader,
    Refusal,
    SituationError,
    Unread,
    marks_in,
    quoted,
    spelled,
)


@dataclass
class Sentence:
    """One report as read: its text, its events (players may be EVERYONE), and for each its
    source and what the answer adds about it; the cards named in it (`marks`, as numbers into
    `Situation.entities`), cards Arbiter does not know said to be in play, and the spell or
    ability whose effects its events are (`by`)."""

    text: str
    events: list[Event]
    sources: list[Source | None] = field(default_factory=list)
    whys: list[str | None] = field(default_factory=list)
    # each event that is a life loss by damage dealt (phrase_values.Item.dealt)
    dealt: list[bool] = field(default_factory=list)
    marks: tuple[int, ...] = ()
    unknown_in_play: tuple[str, ...] = ()
    by: Source | None = None
    held: tuple[Source, ...] = ()  # the cards its clauses say someone controls or casts
    optional_loop: bool = False  # it says the game is in a loop with an optional action
    # it says a state that ends nothing by itself ("my library is empty"): the game goes on
    states: bool = False
    # it says only actions that end nothing by themselves and name no card ("alice plays a
    # land", "adam does not concede"): alone, they are a situation where nothing ends
    acts: bool = False
    # every card it names ends nothing by itself (Kind.ENDS_NOTHING): none can act on what
    # it says was done, so those actions alone are a situation where nothing ends
    inert: bool = False
    # cards whose replacement of its draw its player chose not to use (open_facts.chosen_draw)
    declined: tuple[str, ...] = ()
    # the cards whose damage it says destroyed a permanent (a state-based action, 704.5g)
    killed_by: tuple[Card, ...] = ()
    # it says a player played a land
    lands_played: bool = False
    # it says only what cards are held, lands played and permanents dying of damage
    lands_and_deaths: bool = False
    # cards whose triggers on a change of life the words write out (open_facts)
    written_out: tuple[str, ...] = ()
    # the framing skipped before it ("at the beginning of my upkeep"): a step a card's
    # trigger may be said by (bot.core.rulings.open_facts.arrival_condition)
    framing: tuple[str, ...] = ()
    # it says an exchange of control (Role.EXCHANGES)
    exchanges: bool = False
    # it says only cards held, exchanges of control and ends not taken, and every card it
    # names acts only as it enters, leaves or deals damage (Phage the Untouchable): beside an
    # exchange of control, in which nothing enters, leaves or deals damage (603.6a), none acts
    still: bool = False

    def __post_init__(self) -> None:
        self.sources = self.sources or [None] * len(self.events)
        self.whys = self.whys or [None] * len(self.events)
        if len(self.dealt) != len(self.events):  # events made anew without their marks
            self.dealt = [False] * len(self.events)


@dataclass
class Fork:
    """A moment the words leave open: the question that settles it, and a reading per case."""

    question: str
    cases: list[tuple[str, list[Sentence]]]
    # It asks whether a source acted at the same time as the rest (its first case) or
    # resolved afterwards: the question "when" already asks of two moments.
    timing: bool = False
    # The question and each case's condition as messages, for readers of other languages:
    # the English text -> its message.
    said: dict[str, Message] = field(default_factory=dict)

    @property
    def asked(self) -> Message:
        """The question as a message: the reader's language where a message says it."""
        return question_asked(self.question, self.said.get(self.question))


def question_asked(english: str, said: Message | None) -> Message:
    """A question in a refusal: `said` where its English is the question's very words (so
    English stays as it was), else the English as written."""
    return (
        said if said is not None and said.english() == english else Message.verbatim_text(english)
    )


@dataclass
class Situation:
    """Everything the text says, before it is judged."""

    system: System | None  # as the text names it (prefix, or in passing)
    variant: Variant | None
    steps: list[Sentence | Fork]
    # Players in order of first mention (display spelling); declared ones when declared.
    mentioned: list[str] = field(default_factory=list)
    declared_players: list[str] | None = None
    declared_count: int | None = None
    teams: list[list[str]] | None = None
    emperors: list[str] | None = None
    starting_life: int | dict[str, int] | None = None
    range_of_influence: int | None = None
    table_size: int | None = None  # "in a 4 person game": players not named are there too
    several: bool = False  # "a multiplayer game": more than two players, how many not said
    entities: tuple[Entity, ...] = ()
    skipped: list[str] = field(default_factory=list)

    @property
    def sentences(self) -> list[Sentence]:
        """The reports of the first reading."""
        return self.readings()[0][1]

    def readings(self) -> list[tuple[str | None, list[Sentence]]]:
        """Each way the words can be read: one, or a case per answer to the open question."""
        forks = [step for step in self.steps if isinstance(step, Fork)]
        if not forks:
            return [(None, [s for s in self.steps if isinstance(s, Sentence)])]
        if len(forks) > 1:
            raise SituationError(
                Message(
                    "The outcome turns on two things the words leave open: {first} "
                    "And: {second} Say which, and ask again.",
                    first=forks[0].asked,
                    second=forks[1].asked,
                ),
                kind=Refusal.DEPENDS_TWICE,
            )
        (fork,) = forks
        readings: list[tuple[str | None, list[Sentence]]] = []
        for condition, sentences in fork.cases:
            reading: list[Sentence] = []
            for step in self.steps:
                reading.extend(sentences if step is fork else [step])  # type: ignore[list-item]
            readings.append((condition, reading))
        return readings

    @property
    def question(self) -> str | None:
        return next((step.question for step in self.steps if isinstance(step, Fork)), None)

    def said(self, text: str | None) -> Message | None:
        """The open question's or a condition's message (None: no fork says `text`)."""
        forks = (step for step in self.steps if isinstance(step, Fork))
        return next((f.said[text] for f in forks if text in f.said), None)


# -- splitting -----------------------------------------------------------------------------

# Every pattern here reads the asker's text in time proportional to its length (issue #29: one
# DM of 100 characters stalled the event loop for seconds). No two ways of matching the same
# characters are left for a failing match to try: a name is a whole word (words.NAME is atomic),
# runs of spaces, punctuation and digits are taken whole (`*+`, `++`), and a pattern that is
# searched for anywhere in a sentence and begins with such a run begins only where the run
# does (a lookbehind), so no run is scanned again from each of its characters. Sentences reach
# the patterns below them with their spaces collapsed (`sentences_of`).
# Clauses that say something was done, or not done, that ends nothing by itself.
# "alice plays a land" (phrases.py reads it as an action that ends nothing by itself)
_LAND_PLAYED = re.compile(
    r"\bplay(?:s|ed)?\b.*\b(?:land|Forest|Island|Mountain|Plains|Swamp)\b", re.IGNORECASE
)
_ENDS_NOTHING = frozenset({Role.ACTS, Role.EXCHANGES, Role.DECLINES, Role.DIES_OF_DAMAGE})
# Clauses in which no card enters, leaves or deals damage: cards held, an exchange of control,
# an end not taken.
_STILL = frozenset({Role.PRESENCE, Role.EXCHANGES, Role.DECLINES})

_SENTENCE_BREAK = re.compile(
    r"[.!?;\n]+(?!\d)|(?<=\s)/(?=\s)|\bthen\b|\bafter that\b|\bafterwards\b|\blater on\b"
    r"|\blater\b",
    re.IGNORECASE,
)
_CLAUSE_BREAK = re.compile(
    r"\s*+,\s*+(?:and\s++)?"
    r"|\s++(?:and|while|simultaneously|at\s++the\s++same\s++time(?:\s++as)?|as\s++well\s++as)\s++",
    re.IGNORECASE,
)
_EDGE_WORDS = re.compile(
    r"^(?:(?:and|so|also|but|then|now|next|while|whereas|simultaneously|at the same time"
    r"|what happens if|what happens when|what if|(?:who|which player) (?:wins|loses|won|lost)"
    r" (?:if|when)|if|suppose|say|meanwhile)\b[\s,]*+)++"
    r"|(?<![\s,])[\s,]*+\b(?:simultaneously|at the same time|at once|immediately|right away"
    r"|in response|as well|too|this turn|anyway)$",
    re.IGNORECASE,
)
_QUESTION = re.compile(
    r"(?<![\s:,-])[\s:,-]*+\b(?:who wins|who won|who loses|who lost|what happens|what's the result"
    r"|what is the result|is it a draw|does anyone win|who is the winner|what now|right|correct"
    r"|or not|is that right|is this right|am i right|how does (?:this|that|it) work"
    rf"|(?:does|do|did) (?:he|she|they|it|anyone|{NAME}) (?:still )?(?:win|lose|draw)"
    r"(?: the game)?)"
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

_PLAYER_REF = rf"(?>{ROLE}|my opponent|your opponent|the opponent|{NAME})"
_DECLARE_PLAYERS = re.compile(
    rf"^(?:(?P<count>\d++) players|players)\s*+:?\s*+"
    rf"(?P<names>{_PLAYER_REF}(?:\s*+(?:,|and)\s*+{_PLAYER_REF})*+)$",
    re.IGNORECASE,
)
# "teams: a and b vs c and d", or without the colon when the teams are set against each other
# ("teams a and b vs c and d"); "teams win and lose as a team" declares nothing.
_DECLARE_TEAMS = re.compile(
    r"^teams(?:\s*+:\s*+|\s++(?=[^/]*?(?:\s(?:vs\.?|versus|against)\s|/)))(?P<teams>.+)$",
    re.IGNORECASE,
)
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
# "with player 1 at 0 life and player 2 at -2": the state a moment ends with.
_ENDS_WITH = re.compile(
    r"^(?:an?|the)\s++(?:combat(?:\s++phase)?|turn|game|combat\s++damage\s++step|fight"
    r"|attack|exchange)\s++(?:ends|ended|finishes|finished|resolves|resolved)\s++with\s++",
    re.IGNORECASE,
)


_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def check_text(text: str) -> str:
    """The text fit to read, or SituationError: not too long, no control characters."""
    if not text or not text.strip():
        raise SituationError(
            Message("Describe the situation, e.g. {example}.", example=EXAMPLES[0])
        )
    if len(text) > MAX_SITUATION:
        raise SituationError(
            Message(
                "A situation is at most {most} characters; this one has {length}. "
                "Describe only the moment in question.",
                most=f"{MAX_SITUATION:,}",
                length=f"{len(text):,}",
            )
        )
    if _CONTROL.search(text):
        raise SituationError(
            Message(
                "The situation contains control characters (such as NUL); write it as plain text."
            )
        )
    return (
        text.replace("\u2019", "'")
        .replace("\u2018", "'")
        .replace("\u201c", '"')
        .replace("\u201d", '"')
        .replace("\r", "\n")
    )


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
        if _WHETHER.match(sentence):
            result.append(sentence)  # its "or not" is what it asks, no question word
            continue
        sentence = _QUESTION.sub("", sentence).strip(" ,:-")
        sentence = _EDGE_WORDS.sub("", sentence).strip(" ,:-")
        if sentence:
            result.append(sentence)
    return result


@dataclass(frozen=True)
class Game:
    """The game a situation is judged in, and where it came from."""

    system: System | None
    variant: Variant | None


def parse_situation(
    text: str,
    *,
    asker: str = "me",
    game: System | None = None,
    variant: Variant | None = None,
) -> Situation:
    """Read a whole situation; raise SituationError naming what could not be read. `game`
    and `variant` are the ones the text is judged in when it names none (the option, the
    channel's match, the server's default): they decide which cards are known."""
    text = check_text(text)
    system, prefix_variant, body = read_prefix(text)
    said = chat.game_said(body)
    if system is not None and said.system is not None and said.system != system:
        raise SituationError(
            Message(
                "The situation names two games; say which one it is played in "
                '(start with "magic:", "ga:" or "terrus:").'
            )
        )
    system = system or said.system
    chosen_variant = prefix_variant or said.variant
    effective = system or game
    effective_variant = chosen_variant if system else (chosen_variant or variant)
    marked, entities = chat.mark_cards(chat.card_words(body), effective)
    played = variant_named(effective_variant.value) if effective_variant else None
    commander_game = played is not None and EventKind.COMMANDER_DAMAGE in played.events
    one_side = played is not None and played.one_side is not None
    reader = Reader(asker, entities, commander_game=commander_game, one_side=one_side)
    situation = Situation(system=system, variant=chosen_variant, steps=[], entities=entities)
    situation.table_size = said.players
    situation.several = said.several
    read: list[str] = []
    try:
        for raw in sentences_of(marked):
            unframed = chat.unframe(raw)
            situation.skipped.extend(spelled(s, entities) for s in unframed.skipped)
            sentence = unframed.text
            if not sentence:
                continue
            if not _declaration(sentence, situation, reader):
                steps = _whether(sentence, reader, marks_in(raw))
                if unframed.skipped:
                    framing = tuple(unframed.skipped)
                    steps = [
                        replace(step, framing=framing) if isinstance(step, Sentence) else step
                        for step in steps
                    ]
                situation.steps.extend(_in_turn_order(steps, situation.steps, reader))
            read.append(spelled(sentence, entities))
    except Unread as error:
        raise _unread(
            error.unread or "", read, Game(effective, effective_variant), reader
        ) from None
    if reader.attack_unsaid is not None:  # it stops at an attack: what did it deal?
        attack = spelled(reader.attack_unsaid, entities)
        ends_nothing = Message(
            "{attack} ends nothing by itself, and nothing is said of what it dealt.",
            attack=f'"{quoted(attack)}"',
        )
        hint = suggest.hint_for(attack)
        raise SituationError(
            one_after_another([ends_nothing, hint]) if hint is not None else ends_nothing,
            unread=attack,
            read=tuple(read),
        )
    if reader.unknown_unsaid is not None:  # it stops at a card it does not know, acting
        name = spelled(reader.unknown_unsaid, entities)
        raise SituationError(unknown_card(name).said, kind=Refusal.UNKNOWN_CARD, cards=(name,))
    if not situation.steps and situation.skipped and not read:
        written = spelled(body, entities).strip()
        raise SituationError(
            Message(
                'I could not read "{words}" as a moment of a game: say what happens, e.g. '
                "{example}.",
                words=quoted(written),
                example=EXAMPLES[0],
            ),
            unread=written,
        )
    situation.steps = _triggers_said_later(situation.steps)
    situation.mentioned = list(reader.order)
    return situation


def _triggers_said_later(steps: list[Sentence | Fork]) -> list[Sentence | Fork]:
    """A card's trigger on its combat damage (Phage's), where the very next sentence says only
    what effects did, one of them to the same player ("... deals 3 combat damage to me. then
    an effect says I lose"): it says what the trigger did, at the moment the trigger resolves,
    so it is not counted twice (as a trigger on entering is not,
    open_facts.arrival_condition). With anything else said before it, or beside it, which
    effect it was would decide: both stay."""
    kept: list[Sentence | Fork] = []
    for number, step in enumerate(steps):
        after = steps[number + 1] if number + 1 < len(steps) else None
        if (
            isinstance(step, Sentence)
            and isinstance(after, Sentence)
            and any(its_combat_trigger(why) for why in step.whys)
            and all(event.kind is EventKind.EFFECT for event in after.events)
        ):
            later = {
                (event.player, event.outcome)
                for event, why in zip(after.events, after.whys, strict=True)
                if not its_combat_trigger(why)
            }
            keep = [
                i
                for i, (event, why) in enumerate(zip(step.events, step.whys, strict=True))
                if not (its_combat_trigger(why) and (event.player, event.outcome) in later)
            ]
            if len(keep) < len(step.events):
                step = replace(
                    step,
                    events=[step.events[i] for i in keep],
                    sources=[step.sources[i] for i in keep],
                    whys=[step.whys[i] for i in keep],
                    dealt=[step.dealt[i] for i in keep],
                )
        kept.append(step)
    return kept


def _unread(clause: str, read: list[str], game: Game, reader: Reader) -> SituationError:
    """What to say of a clause that reads as nothing: a card where a player stands, else
    the nearest phrase that cannot mislead, or what was read (suggest.py)."""
    written = spelled(clause, reader.entities)
    card = MARKED.match(clause)
    if card is not None and int(card[1]) < len(reader.entities):
        entity = reader.entities[int(card[1])]
        as_player = match_clause("alice" + clause[card.end() :], Reader(reader.asker))
        if as_player is not None and as_player.items:
            return SituationError(
                suggest.card_as_player(entity.name),
                unread=written,
                cards=(entity.name,),
                read=tuple(read),
            )
    known = frozenset(name.casefold() for name in reader.order)
    message = suggest.unread_message(
        written,
        read,
        game.system,
        game.variant,
        reader.asker,
        known,
        names_a_card=MARKED.search(clause) is not None,
    )
    return SituationError(message, unread=written, read=tuple(read))


def _names(text: str, reader: Reader) -> list[str]:
    names = []
    for word in _LIST_SPLIT.split(text.strip()):
        if not word:
            continue
        if re.fullmatch(_PLAYER_REF, word, re.IGNORECASE) is None and word.lower() not in SELF:
            raise SituationError(
                Message('I could not read "{words}" as a player\'s name.', words=quoted(word)),
                unread=word,
            )
        name = reader.player(word)
        if name is None or name == EVERYONE:
            raise SituationError(
                Message(
                    '"{words}" is a word of the situation language, not a name.',
                    words=quoted(word),
                )
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
                Message('Write teams like "teams: alice and carol vs bob and dave".'),
                unread=sentence,
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


# -- a sentence --------------------------------------------------------------------------------


def _steps(sentence: str, reader: Reader, marks: tuple[int, ...]) -> list[Sentence | Fork]:
    """A sentence as reports: one, or more where a spell or a trigger resolves after what came
    before it, or a Fork where the words leave that open. Two moments joined by "after" or
    "before" are read in that order; by "when", the words leave open whether they were one
    moment or one after the other (a Fork)."""
    joined = _joined_in_time(sentence)
    if joined is not None:
        first, then, how = joined
        if _joined_in_time(first) or _joined_in_time(then):
            raise SituationError(
                Message(
                    '"{words}" joins more than two moments in time: put each in a sentence of '
                    'its own, in the order they happened ("... . then ...").',
                    words=quoted(spelled(sentence, reader.entities)),
                ),
                unread=spelled(sentence, reader.entities),
            )
        if how == "order":
            return [*_steps(first, reader, marks), *_steps(then, reader, marks)]
        together = _sentences(
            _at_once(
                _steps(_WHEN.sub(", ", _WHEN_FIRST.sub(r"\g<first>, ", sentence), 1), reader, marks)
            )
        )
        apart = _sentences(_steps(first, reader, marks) + _steps(then, reader, marks))
        a, b = spelled(then, reader.entities), spelled(first, reader.entities)
        question = (
            f'Did "{a}" happen at the same time as "{b}" (before the game was next checked '
            "for a winner), or after it?"
        )
        at_once, after = f'"{a}" happened at the same time as "{b}"', f'"{a}" happened after "{b}"'
        return [
            Fork(
                question,
                [(at_once, together), (after, apart)],
                said={
                    question: Message(
                        'Did "{a}" happen at the same time as "{b}" (before the game was next '
                        "checked for a winner), or after it?",
                        a=a,
                        b=b,
                    ),
                    at_once: Message('"{a}" happened at the same time as "{b}"', a=a, b=b),
                    after: Message('"{a}" happened after "{b}"', a=a, b=b),
                },
            )
        ]
    clauses = _trigger_said_once(_clauses(sentence, reader))
    for clause in clauses:
        if clause.role is Role.ATTACKS:
            reader.attack_unsaid = clause.text
        elif clause.items:
            reader.attack_unsaid = None
        # A card Arbiter does not know, cast or resolving, is followed by what it did.
        unknown = clause.source.unknown if clause.source is not None else ()
        empty_stack = (
            clause.role is Role.STACK and not clause.items and bool(_ONLY_CAST.search(clause.text))
        )
        if empty_stack and unknown:
            reader.unknown_unsaid = unknown[0]
        elif not empty_stack or (clause.source is not None and clause.source.cards):
            reader.unknown_unsaid = None  # ("and it resolves" says no more of what it did)
    moments, opens, by_first = _moments(clauses)
    unknown = tuple(
        name
        for clause in clauses
        if clause.role is Role.PRESENCE and clause.source is not None
        for name in clause.source.unknown
    )
    held = tuple(
        c.source
        for c in clauses
        if c.role
        not in (
            None,
            Role.STOPS,
            Role.STATE,
            Role.ACTS,
            Role.EXCHANGES,
            Role.ATTACKS,
            Role.OPTIONAL_LOOP,
            Role.DECLINES,
            Role.DIES_OF_DAMAGE,
        )
        and c.source is not None
    )
    # the cards whose damage the sentence says destroyed a permanent (704.5g)
    killed_by = tuple(
        card
        for c in clauses
        if c.role is Role.DIES_OF_DAMAGE and c.source is not None
        for card in c.source.cards
    )
    lands_played = any(c.role is Role.ACTS and _LAND_PLAYED.search(c.text) for c in clauses)
    # cards held, lands played and permanents dying of damage, and nothing else
    lands_and_deaths = bool(clauses) and all(
        c.role in (Role.PRESENCE, Role.DIES_OF_DAMAGE, Role.DECLINES)
        or (c.role is Role.ACTS and _LAND_PLAYED.search(c.text))
        for c in clauses
    )
    looping = any(clause.role is Role.OPTIONAL_LOOP for clause in clauses)
    states = any(clause.role is Role.STATE for clause in clauses)
    acts = bool(clauses) and all(
        clause.role in _ENDS_NOTHING or _inert(clause) for clause in clauses
    )
    # every card it names ends nothing by itself (Fact or Fiction cast, Cromat held)
    named = [reader.entities[mark].card for mark in marks if mark < len(reader.entities)]
    inert = all(card is not None and _ends_nothing(card) for card in named)
    exchanges = any(clause.role is Role.EXCHANGES for clause in clauses)
    still = (
        bool(clauses)
        and all(
            not clause.items and (clause.role in _STILL or _inert(clause)) for clause in clauses
        )
        and all(card is not None and _acts_only_as_it_moves(card) for card in named)
    )

    def reports(groups: list[tuple[Source | None, list[Item]]]) -> list[Sentence]:
        built = [
            Sentence(
                spelled(sentence if len(groups) == 1 else _text_of(items), reader.entities),
                [item.event for item in items],
                [item.source for item in items],
                [item.why for item in items],
                [item.dealt for item in items],
                marks=marks,
                unknown_in_play=unknown,
                by=by,
                held=held,
                optional_loop=looping,
                states=states,
                acts=acts,
                inert=inert,
                killed_by=killed_by,
                lands_played=lands_played,
                lands_and_deaths=lands_and_deaths,
                exchanges=exchanges,
                still=still,
            )
            for by, items in groups
            if items
        ]
        return built or [
            Sentence(
                spelled(sentence, reader.entities),
                [],
                marks=marks,
                unknown_in_play=unknown,
                by=by_first,
                held=held,
                optional_loop=looping,
                states=states,
                acts=acts,
                inert=inert,
                killed_by=killed_by,
                lands_played=lands_played,
                lands_and_deaths=lands_and_deaths,
                exchanges=exchanges,
                still=still,
            )
        ]

    if not opens:
        return list(reports(moments))
    source = opens[0].source
    name = source.text if source is not None else "it"
    with_the_rest = [(moments[0][0], moments[0][1] + opens), *moments[1:]]
    after_the_rest = [*moments, (source, opens)]
    question = (
        f'Is what {name} did a triggered ability (worded "when", "whenever" or "at", '
        "so it resolved after the rest), or did it happen at the same time as the rest "
        "(lifelink, a static ability, or part of the same spell)?"
    )
    at_once = f"{name} acted at the same time as the rest"
    after = f"{name} is a triggered ability that resolved afterwards"
    return [
        Fork(
            question,
            [(at_once, reports(with_the_rest)), (after, reports(after_the_rest))],
            timing=True,
            said={
                question: Message(
                    'Is what {name} did a triggered ability (worded "when", "whenever" or "at", '
                    "so it resolved after the rest), or did it happen at the same time as the "
                    "rest (lifelink, a static ability, or part of the same spell)?",
                    name=name,
                ),
                at_once: Message("{name} acted at the same time as the rest", name=name),
                after: Message("{name} is a triggered ability that resolved afterwards", name=name),
            },
        )
    ]


# "after the extra turns" says when a match's time ran out (sudden death), not a moment.
_NO_MOMENT = r"(?!(?:the\s++)?(?:(?:five|three|\d+)\s++)?(?:extra|additional)\s++turns\b)"
_WHEN = re.compile(
    r"\s++(?P<how>when|as soon as|right after|just after|after|before|right before)\s++"
    + _NO_MOMENT,
    re.IGNORECASE,
)
_WHEN_FIRST = re.compile(
    r"^(?P<how>when|as soon as|right after|just after|after|before)\s++"
    + _NO_MOMENT
    + r"(?P<first>[^,]++),\s*+",
    re.IGNORECASE,
)


_WHETHER = re.compile(r"^(?:whether|if) (?P<what>.+?),? or not$", re.IGNORECASE)


def _whether(sentence: str, reader: Reader, marks: tuple[int, ...]) -> list[Sentence | Fork]:
    """A sentence's reports; "whether everyone agrees to a draw or not" asks for both: a case
    where it happened and one where it did not."""
    asked = _WHETHER.match(sentence)
    if asked is None:
        return _steps(sentence, reader, marks)
    what = asked["what"]
    happened = _sentences(_steps(what, reader, marks))
    said = spelled(what, reader.entities)
    question, yes, no = f'Did "{said}" happen?', f'"{said}" happened', f'"{said}" did not happen'
    return [
        Fork(
            question,
            [(yes, happened), (no, [])],
            said={
                question: Message('Did "{what}" happen?', what=said),
                yes: Message('"{what}" happened', what=said),
                no: Message('"{what}" did not happen', what=said),
            },
        )
    ]


def _in_turn_order(
    steps: list[Sentence | Fork], before: list[Sentence | Fork], reader: Reader
) -> list[Sentence | Fork]:
    """Draws by several players at once are made one player at a time, the active player
    first (MTG CR 101.4, 121.2c): when a draw from an empty library is a win instead
    (Laboratory Maniac), the first to draw wins and the rest never draw. The words rarely say
    whose turn it was, so the answer depends on it: a case per player, each drawing first."""
    found = [
        (number, step)
        for number, step in enumerate(steps)
        if isinstance(step, Sentence)
        and len({e.player for e in step.events if e.kind is EventKind.DECK_OUT}) > 1
    ]
    if not found or not any(_wins_instead(step) for step in [*before, *steps]):
        return steps
    number, sentence = found[0]
    drawers = list(dict.fromkeys(e.player for e in sentence.events if e.kind is EventKind.DECK_OUT))
    cases: list[tuple[str, list[Sentence]]] = []
    said: dict[str, Message] = {}
    for first in drawers:
        if first is None:
            continue
        draws_first = [
            i
            for i, e in enumerate(sentence.events)
            if e.kind is not EventKind.DECK_OUT or e.player == first
        ]
        rest = [i for i in range(len(sentence.events)) if i not in draws_first]
        condition = f"it was {_whose(first, reader)} turn, so {_who_drew(first, reader)} first"
        said[condition] = (
            Message("it was your turn, so you drew first")
            if first == reader.asker
            else Message("it was {player}'s turn, so {player} drew first", player=first)
        )
        cases.append(
            (
                condition,
                [
                    _part_of(sentence, draws_first, sentence.text),
                    _part_of(sentence, rest, _draws(sentence, rest, reader)),
                ],
            )
        )
    names = " or ".join(
        "yours" if p == reader.asker else f"{p}'s" for p in drawers if p is not None
    )
    question = (
        f"Whose turn was it ({names})? Players draw one at a time, the active player first "
        "(MTG CR 101.4), and a draw replaced by a win ends the game before the next one."
    )
    whose: list[Message] = [
        Message("yours") if p == reader.asker else Message("{player}'s", player=p)
        for p in drawers
        if p is not None
    ]
    either = whose[0]
    for more in whose[1:]:
        either = Message("{first} or {then}", first=either, then=more)
    said[question] = Message(
        "Whose turn was it ({players})? Players draw one at a time, the active player first "
        "({rule}), and a draw replaced by a win ends the game before the next one.",
        players=either,
        rule="MTG CR 101.4",
    )
    return [*steps[:number], Fork(question, cases, said=said), *steps[number + 1 :]]


def _wins_instead(step: Sentence | Fork) -> bool:
    sentences = [step] if isinstance(step, Sentence) else [s for _, c in step.cases for s in c]
    return any(
        event.kind is EventKind.EFFECT_BEGINS and event.lasting is Lasting.WIN_INSTEAD
        for sentence in sentences
        for event in sentence.events
    )


def _whose(player: str, reader: Reader) -> str:
    return "your" if player == reader.asker else f"{player}'s"


def _who_drew(player: str, reader: Reader) -> str:
    return "you drew" if player == reader.asker else f"{player} drew"


def _draws(sentence: Sentence, kept: list[int], reader: Reader) -> str:
    """The later draws of a sentence, in words."""
    return ", ".join(
        "you draw from an empty library"
        if sentence.events[i].player == reader.asker
        else f"{sentence.events[i].player} draws from an empty library"
        for i in kept
    )


def _part_of(sentence: Sentence, kept: list[int], text: str) -> Sentence:
    """The events of a sentence at `kept`, as a report of its own."""
    return Sentence(
        text,
        [sentence.events[i] for i in kept],
        [sentence.sources[i] for i in kept],
        [sentence.whys[i] for i in kept],
        [sentence.dealt[i] for i in kept],
        marks=sentence.marks,
        unknown_in_play=sentence.unknown_in_play,
        by=sentence.by,
        held=sentence.held,
    )


def _joined_in_time(sentence: str) -> tuple[str, str, str] | None:
    """Two moments a sentence joins in time, as (what happened first, what happened next,
    "order" or "when"): "alice concedes after bob goes to 0 life" is bob first; "alice concedes
    when bob goes to 0 life" leaves open whether they were one moment."""
    lead = _WHEN_FIRST.match(sentence)
    if lead is not None:
        said, other, rest = lead["how"].lower(), lead["first"], sentence[lead.end() :]
        if said == "before":
            return rest, other, "order"
        return other, rest, "when" if said in ("when", "as soon as") else "order"
    middle = _WHEN.search(sentence)
    if middle is None:
        return None
    said = " ".join(middle["how"].lower().split())
    before, after = sentence[: middle.start()], sentence[middle.end() :]
    if said in ("before", "right before"):
        return before, after, "order"
    return after, before, "when" if said in ("when", "as soon as") else "order"


def _at_once(steps: list[Sentence | Fork]) -> list[Sentence | Fork]:
    """The moments read as one: a source whose words leave open whether it acted with the
    rest is taken to have (the case "when" asks about is that they were one moment)."""
    found: list[Sentence | Fork] = []
    for step in steps:
        found.extend(step.cases[0][1] if isinstance(step, Fork) and step.timing else [step])
    return found


def _sentences(steps: list[Sentence | Fork]) -> list[Sentence]:
    """The reports of a case; a case of a case is more than one question can settle."""
    found = []
    for step in steps:
        if isinstance(step, Fork):
            raise SituationError(
                Message(
                    "The outcome turns on two things the words leave open. {question} "
                    "Put each moment in a sentence of its own, in the order they happened.",
                    question=step.asked,
                ),
                kind=Refusal.DEPENDS_TWICE,
            )
        found.append(step)
    return found


# Words that say a spell or an ability was cast, activated, triggered or resolved, and no more
# of what it did ("bob casts Murder on my Angel", "it resolves", "Sigil triggers").
_ONLY_CAST = re.compile(
    r"\b(?:(?:casts?|casting|activates?|activated|activating)\b(?!.*\b(?:deal|lose|gain|win|"
    r"exile|destroy|return|draw|mill|sacrifice|counter)\w*\b)"
    r"|(?:resolves?|resolved|triggers?|triggered)\s*$)",
    re.IGNORECASE,
)


def _text_of(items: list[Item]) -> str:
    """The words of a report cut out of a sentence: its clauses."""
    return ", ".join(dict.fromkeys(item.said for item in items if item.said))


def _moments(
    clauses: list[Clause],
) -> tuple[list[tuple[Source | None, list[Item]]], list[Item], Source | None]:
    """The clauses' events grouped by when they happen: what happens together first, then
    each spell or ability's effects as it resolves; and the events the words leave open."""
    moments: list[tuple[Source | None, list[Item]]] = [(None, [])]
    later: list[Item] = []
    opens: list[Item] = []
    first_by: Source | None = None
    for clause in clauses:
        if clause.role is Role.STACK:
            if moments[-1][1] or later:
                moments.append((clause.source, []))
            else:
                moments[-1] = (clause.source, moments[-1][1])
            first_by = first_by or clause.source
            moments[-1][1].extend(clause.items)  # what a spell cast before does meanwhile
            continue
        for item in clause.items:
            stacked = moments[-1][0] is not None
            if item.moment is Moment.LATER and not stacked:
                later.append(item)
            elif item.moment is Moment.OPEN and not stacked:
                opens.append(item)
            else:
                moments[-1][1].append(item)
    if later:
        moments.append((later[0].source, later))
    # Events of one source alone in their sentence: nothing for them to be before or after.
    everything = [i for _, items in moments for i in items] + opens
    if opens and all(_same_source(i, opens[0]) for i in everything):
        moments[0][1].extend(opens)
        opens = []
    elif opens and any(not _same_source(i, opens[0]) for i in opens):
        raise SituationError(
            Message(
                "Two effects in one sentence come from cards Arbiter does not know, and which "
                "of them are triggered abilities decides the outcome: put each in a sentence of "
                'its own in the order they happened ("... . then ...").'
            ),
            kind=Refusal.DEPENDS_TWICE,
        )
    if not moments[0][1] and len(moments) > 1 and moments[0][0] is None:
        moments = moments[1:]
    return moments, opens, first_by


def _same_source(item: Item, other: Item) -> bool:
    if item.source is None or other.source is None:
        return item.source is other.source
    return item.source.text.lower() == other.source.text.lower()


def _clauses(sentence: str, reader: Reader) -> list[Clause]:
    """The sentence's clauses as read, in order."""
    sentence = _STRUCTURES_AND_RELICS.sub(r"\1 structures with \2 relics", sentence)
    clauses: list[Clause] = []
    if _LOOPING.search(sentence):  # its cards are listed with "and": one clause
        whole = optional_loop(sentence, reader)
        if whole is not None:
            return [whole]
    head = _object_before_colon(sentence, reader)
    if head is not None:
        clauses.append(head[0])
        sentence = head[1]
    ended = _ENDS_WITH.match(sentence)
    if ended is not None:
        sentence = sentence[ended.end() :]
    # "alice and bob concede": names alone wait for the clause that says what they do.
    waiting: list[str] = []
    last: Clause | None = None
    joined = ""  # what joined the clause before to this one
    for raw, join in _joined_clauses(sentence):
        clause = _EDGE_WORDS.sub("", raw.strip(" ,")).strip(" ,")
        before, joined = joined, join
        if not clause:
            continue
        if _waits_for_a_verb(clause):
            reader.player(clause)  # met here, before the players of the clause that follows
            waiting.append(clause)
            continue
        instead = prevented(last, clause) if last is not None else None
        if instead is not None:  # "... would deal 3 damage to me and it is prevented"
            clauses[-1] = last = instead
            continue
        if waiting and before.strip() == ",":
            # "Bob, I concede" speaks to bob; a list says "and" before its last name.
            raise _no_shared_verb(waiting[0])
        read = _read(clause, last, reader)
        clauses.extend(_sharing_the_verb(waiting, clause, read, reader))
        waiting.clear()
        clauses.append(read)
        last = read
    if waiting:
        raise SituationError(
            Message(
                'I could not read "{words}": say what they do ("{name} concedes").',
                words=quoted(waiting[0]),
                name=waiting[0],
            ),
            unread=waiting[0],
        )
    if not clauses:
        raise Unread(sentence)
    return clauses


_LOOPING = re.compile(r"\bloop\b", re.IGNORECASE)


def _joined_clauses(sentence: str) -> list[tuple[str, str]]:
    """The sentence's clauses, each with the words that join it to the next ("" for the last)."""
    pieces, position = [], 0
    for join in _CLAUSE_BREAK.finditer(sentence):
        pieces.append((sentence[position : join.start()], join[0]))
        position = join.end()
    pieces.append((sentence[position:], ""))
    return pieces


def _no_shared_verb(name: str) -> SituationError:
    return SituationError(
        Message(
            'I could not read "{words}" here: say what each player does '
            '("alice concedes and bob concedes").',
            words=quoted(name),
        ),
        unread=name,
    )


def _read(clause: str, last: Clause | None, reader: Reader) -> Clause:
    """A clause as read; one that starts with its verb ("alice takes 20 damage and gains 5
    life") has the subject of the clause before it."""
    read = match_clause(clause, reader)
    if read is not None:
        return read
    if last is not None and last.role is Role.EXCHANGES:
        # "I exchange control of my creatures and player b's creatures": the exchange's other
        # side, cut off at its "and", read with the exchange it belongs to.
        other = match_clause(f"{last.text} and {clause}", reader)
        if other is not None and other.role is Role.EXCHANGES:
            return other
    subject = _subject_of(last) if last is not None else None
    if subject is None:
        raise Unread(clause)
    verb_first = clause.split()[0].lower() in VERB_WORDS
    shared = match_clause(f"{subject} {clause}", reader) if verb_first else None
    if shared is not None:
        return shared
    # "I control Cromat and a land of each basic land type": one more thing held, its verb
    # the clause's before ("controls", "has"), read as that clause would read it.
    held = _HELD.search(last.text) if last is not None else None
    if held is not None:
        verb = _HOLD_VERBS[held[0].lower()]
        again = match_clause(f"{subject} {verb} {clause}", reader)
        if again is not None:
            return again
    raise Unread(f"{subject} {clause}" if verb_first else clause)


_HELD = re.compile(
    r"\b(?:control|controls|controlled)\b(?!\s++of\b)|\b(?:has|have|had)\b", re.IGNORECASE
)
_HOLD_VERBS = {
    "control": "controls",
    "controls": "controls",
    "controlled": "controls",
    "has": "has",
    "have": "has",
    "had": "has",
}


def _sharing_the_verb(
    waiting: list[str], clause: str, read: Clause, reader: Reader
) -> list[Clause]:
    """The clauses of names that wait for this clause's verb ("alice and bob concede")."""
    if not waiting:
        return []
    written = _SUBJECT_FIRST.match(clause)
    predicate = clause[written.end() :] if written else ""
    try:
        if not predicate or _subject_of(read) is None:
            raise SituationError("no shared verb")
        return [read_clause(f"{name} {predicate}", reader) for name in waiting]
    except SituationError:
        raise _no_shared_verb(waiting[0]) from None


def _object_before_colon(sentence: str, reader: Reader) -> tuple[Clause, str] | None:
    """ "Rakdos Charm: I take 5 damage ...", "Duskmantle Seer's trigger: ...": a spell or an
    ability, and what it does as it resolves."""
    colon = sentence.find(":")
    if colon <= 0 or colon == len(sentence) - 1:
        return None
    head = sentence[:colon].strip()
    if MARK not in head and not re.search(r"\b(?:trigger|ability|spell)\b", head, re.I):
        return None
    read = match_clause(head, reader)
    if read is None:
        read = match_clause(f"{head} resolves", reader)
    if read is None or read.role is not Role.STACK:
        return None
    return read, sentence[colon + 1 :].strip()


_BARE_NAME = re.compile(rf"{NAME}|i|me|{ROLE}", re.IGNORECASE)
_PLAYER_WORDS = frozenset(
    {"i", "me", "you", "opponent", "my opponent", "the opponent", "your opponent"}
)
_SUBJECT_FIRST = re.compile(
    rf"(?:{SUBJECT})(?:\s++(?:both|all|each|too|also)\b)?\s+", re.IGNORECASE
)


def _waits_for_a_verb(clause: str) -> bool:
    """A player named alone ("alice", "I", "my opponent" in "alice and I concede"), whose
    verb is in the clause that follows."""
    low = clause.lower()
    if low in _PLAYER_WORDS:
        return True
    return _BARE_NAME.fullmatch(clause) is not None and low not in ORDINARY | VERB_WORDS


def _trigger_said_once(clauses: list[Clause]) -> list[Clause]:
    """A card's trigger on its combat damage (Phage the Untouchable), beside an effect the same
    sentence says did the same to the same player ("Phage deals combat damage to me and an
    effect says I lose"): the effect said is that trigger, not a second loss, and it resolves
    after the damage's checkpoint, as the trigger does (603.3)."""
    triggers = {
        (item.event.player, item.event.outcome)
        for clause in clauses
        for item in clause.items
        if item.event.kind is EventKind.EFFECT and its_combat_trigger(item.why)
    }

    def kept(item: Item) -> bool:
        event = item.event
        return (
            event.kind is not EventKind.EFFECT
            or its_combat_trigger(item.why)
            or (event.player, event.outcome) not in triggers
        )

    return [
        clause
        if all(kept(i) for i in clause.items)
        else replace(clause, items=tuple(i for i in clause.items if kept(i)))
        for clause in clauses
    ]


def _ends_nothing(card: Card) -> bool:
    return all(effect.kind is Kind.ENDS_NOTHING for effect in card.effects)


# The moments of a card's triggers that come only as it enters, leaves or deals damage.
_AS_IT_MOVES = frozenset({Trigger.ENTERS, Trigger.LEAVES, Trigger.DAMAGE})


def _acts_only_as_it_moves(card: Card) -> bool:
    """A card that can end the game only by a trigger as it enters, leaves or deals damage
    (Phage the Untouchable), or ends nothing by itself."""
    return all(
        effect.kind in (Kind.ENDS_NOTHING, Kind.COMMANDER_DAMAGE)
        or (isinstance(effect, EndsGame) and effect.moment in _AS_IT_MOVES)
        for effect in card.effects
    )


def _inert(clause: Clause) -> bool:
    """A clause about cards that end nothing by themselves, bringing no event: "I cast Fact
    or Fiction", "I control Cromat"."""
    source = clause.source
    return (
        clause.role in (Role.STACK, Role.PRESENCE)
        and not clause.items
        and source is not None
        and bool(source.cards)
        and not source.unknown
        and all(_ends_nothing(card) for card in source.cards)
    )


def _subject_of(clause: Clause) -> str | None:
    """Who the clause is about, for a clause after it that leaves its subject out."""
    if clause.role is not None and clause.source is not None:
        return clause.source.controller  # "bob controls Platinum Angel and is at 3 life"
    if not clause.items:
        return None
    event = clause.items[0].event  # the subject's own event comes first
    if event.player is None:
        return None
    if event.player == EVERYONE:
        return "everyone"
    if event.kind is EventKind.CHAMPION_CONTROL or (
        event.kind is EventKind.EFFECT and event.outcome is not None
    ):
        return None  # their subject is not the player the event names
    return event.player
