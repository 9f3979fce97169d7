"""What the situation language reads a text as (language.py): a `Situation` of steps, each a
`Sentence` (one report, with what the judge needs of its words) or a `Fork` (a reading per
way the words leave open).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace

from bot.core.messages import Message
from bot.core.rules.vocabulary import Event, EventKind, System, Variant
from bot.core.rulings.cards import Card
from bot.core.rulings.phrase_values import Clause, Source
from bot.core.rulings.words import Entity, HeldUnnamed, Refusal, SituationError


@dataclass
class Sentence:
    """One report as read: its text, its events (players may be EVERYONE), and for each its
    source and what the answer adds about it; the cards named in it (`marks`, as numbers into
    `Situation.entities`), cards Arbiter does not know said to be in play, and the spell or
    ability whose effects its events are (`by`)."""

    text: str
    events: list[Event]
    sources: list[Source | None] = field(default_factory=list)
    # what the answer adds about each event: the reader's marks (str, English, worded by
    # event_messages._WHYS) or a note worded for every language (Message)
    whys: list[str | Message | None] = field(default_factory=list)
    # each event that is a life loss by damage dealt (phrase_values.Item.dealt)
    dealt: list[bool] = field(default_factory=list)
    marks: tuple[int, ...] = ()
    unknown_in_play: tuple[str, ...] = ()
    by: Source | None = None
    # its spell or ability was cast before a response told after it, which resolved first
    # (stack_moments.moments_of): still on the stack when the sentences before it happened
    responded_to: bool = False
    held: tuple[Source, ...] = ()  # the cards its clauses say someone controls or casts
    optional_loop: bool = False  # it says the game is in a loop with an optional action
    locked: bool = False  # it says a player is kept in a lock (locks_told.py): no draw
    # the states it says, each ending nothing by itself ("my library is empty", "my graveyard
    # is empty"): the game goes on, and the answer's note names what was said
    states: tuple[Clause, ...] = ()
    # it says only actions that end nothing by themselves and name no card ("alice plays a
    # land", "adam does not concede"): alone, they are a situation where nothing ends
    acts: bool = False
    # it says only attacks, nothing of what they dealt ("bob attacks"): shown as skipped
    attacks: bool = False
    # every card it names ends nothing by itself (Kind.ENDS_NOTHING): none can act on what
    # it says was done, so those actions alone are a situation where nothing ends
    inert: bool = False
    # cards whose replacement of its draw its player chose not to use (replaced_draws.chosen_draw)
    declined: tuple[str, ...] = ()
    # the cards whose damage it says destroyed a permanent (a state-based action, 704.5g)
    killed_by: tuple[Card, ...] = ()
    # it says a player played a land
    lands_played: bool = False
    # it says only what cards are held, lands played and permanents dying of damage
    lands_and_deaths: bool = False
    # cards whose triggers on a change of life the words write out (loop_turn_order)
    written_out: tuple[str, ...] = ()
    # the framing skipped before it ("at the beginning of my upkeep"): a step a card's
    # trigger may be said by (bot.core.rulings.trigger_conditions.arrival_condition)
    framing: tuple[str, ...] = ()
    # it says an exchange of control (Role.EXCHANGES)
    exchanges: bool = False
    # a reading where the spell it casts did not resolve (spell_orders.whether_it_resolved):
    # nothing it does happened
    countered: bool = False
    # it says only cards held, exchanges of control and ends not taken, and every card it
    # names acts only as it enters, leaves or deals damage (Phage the Untouchable): beside an
    # exchange of control, in which nothing enters, leaves or deals damage (603.6a), none acts
    still: bool = False
    # the players it says are still in the game ("but I'm still in the game"): never ruled out
    # in it without a word of what keeps them in (judging._kept_in_unsaid)
    kept_in: tuple[str, ...] = ()
    # ... said before every event of it ("I'm still in the game and I take 5 damage"): a claim
    # of the moment before them, checked there
    kept_in_before: tuple[str, ...] = ()
    # it is said to come some time after what was told before it ("later", "on his turn"):
    # events left unsaid may come between (told_moments.total_after_the_last)
    later: bool = False
    # a case of which of two spells resolved first (spell_orders.casts_unordered): its
    # reports came in the order the case gives, so a spell a later one casts was not yet
    # acting beside them (card_checks.cast_later)
    in_order: bool = False

    def __post_init__(self) -> None:
        self.sources = self.sources or [None] * len(self.events)
        self.whys = self.whys or [None] * len(self.events)
        if len(self.dealt) != len(self.events):  # events made anew without their marks
            self.dealt = [False] * len(self.events)

    def only(self, kept: list[int]) -> Sentence:
        """The sentence with only the events at `kept`, each with its source, why and mark."""
        return replace(
            self,
            events=[self.events[i] for i in kept],
            sources=[self.sources[i] for i in kept],
            whys=[self.whys[i] for i in kept],
            dealt=[self.dealt[i] for i in kept],
        )


def cards_named(sentences: Iterable[Sentence]) -> dict[str, Card]:
    """Each card Arbiter knows that the sentences name, held, acting or as their spell or
    ability, by its name."""
    return {
        card.name: card
        for sentence in sentences
        for source in (*sentence.held, *sentence.sources, sentence.by)
        if source is not None
        for card in source.cards
    }


@dataclass(frozen=True)
class OpenSpell:
    """A spell cast at players whose resolution the words leave open: its name as the
    question says it, who cast it, and the players its resolution changes a total of."""

    name: str
    caster: str | None
    hits: tuple[str, ...]


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
    # Where every case ends alike, nothing is said of it: the words' own reading (revision 2's
    # one moment) stands, and the question was the reader's, not the asker's (told_in_turn).
    quiet: bool = False
    # A spell cast at players whose resolution the words leave open (whether_it_resolved):
    # what is told after it may have come in response to it (responses_unsaid.py).
    open_spell: OpenSpell | None = None
    # Read only where every case ends alike (a library's count never told, library_unsaid):
    # where they differ, this refusal stands, as it did before the cases were read.
    alike_only: SituationError | None = None
    # Read only where the game was over before it in every case (a loop told by cards that can
    # end it, loop_pairs_asked): else this refusal stands, as it did before the cases were read.
    moot_only: SituationError | None = None

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
    # The words are played from a game whose totals are known (a match's current game), not
    # from the game's starting totals, which nobody said.
    from_a_game: bool = False
    # The game named by a prefix ("magic: ..."): the documented language, where a life total
    # never said is the game's starting total (rulings.md). In chat a total never said is
    # asked for wherever the outcome turns on it (unsaid_life_totals).
    prefixed: bool = False
    range_of_influence: int | None = None
    table_size: int | None = None  # "in a 4 person game": players not named are there too
    several: bool = False  # "a multiplayer game": more than two players, how many not said
    # "both" said as players (words.Reader.both_said): refused where more than two still play
    both_said: str | None = None
    # "we" said as every player (words.Reader.we_said): refused where the asker has a teammate
    we_said: str | None = None
    # "my opponent" said (words.Reader.askers_opponent): the asker plays, named or not
    askers_opponent: bool = False
    entities: tuple[Entity, ...] = ()
    skipped: list[str] = field(default_factory=list)
    # What a player is said to hold that no card names, taken to do only what the words say
    # (unnamed_held.py): shown under "understood".
    held_unnamed: list[str] = field(default_factory=list)
    # ... and those of them that may decide the outcome: the first not too late asked for
    # where the text would otherwise be ruled (after every other refusal)
    unnamed_asked: tuple[HeldUnnamed, ...] = ()
    # "Bob concedes. Do I win?": the asker asks of their own outcome (outcome_questions), so
    # with one other player named the two players are that player and the asker ("you win"),
    # not a player nobody named ("opponent wins", read as someone else winning).
    asker_asks: bool = False
    # "If alice concedes, I draw?": the asker's "I draw" after a concession, skipped as their
    # guess of a drawn game; where the game goes on after the concession it may be a card drawn
    # and is refused (ruling_on)
    draw_guessed: str | None = None
    # A card that gains its controller life with a loss (Blood Artist), its gain left out,
    # and the reports that tell the life of a player who may control it falling
    # (drain_gains.py): refused where one of them is played.
    gains_unsaid: tuple[tuple[str, tuple[str, ...]], ...] = ()

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

    @property
    def quiet(self) -> bool:
        """Whether the open question is one nothing need be said of where its cases end alike."""
        return any(isinstance(step, Fork) and step.quiet for step in self.steps)

    @property
    def alike_only(self) -> SituationError | None:
        """The refusal that stands where the open question's cases do not end alike."""
        forks = (step for step in self.steps if isinstance(step, Fork))
        return next((fork.alike_only for fork in forks if fork.alike_only), None)

    @property
    def moot_only(self) -> Iterator[tuple[SituationError, frozenset[str]]]:
        """Each refusal that stands unless every case was over before its open question, with
        the texts of that question's sentences (`Judged.after_end` must hold one of them)."""
        for step in self.steps:
            if isinstance(step, Fork) and step.moot_only is not None:
                told = frozenset(s.text for _, sentences in step.cases for s in sentences)
                yield step.moot_only, told

    def said(self, text: str | None) -> Message | None:
        """The open question's or a condition's message (None: no fork says `text`)."""
        forks = (step for step in self.steps if isinstance(step, Fork))
        return next((f.said[text] for f in forks if text in f.said), None)


def sentences_in(step: Sentence | Fork) -> list[Sentence]:
    """A step's sentences: the sentence, or every case's of a fork."""
    return [s for _, case in step.cases for s in case] if isinstance(step, Fork) else [step]


def totals_in(steps: list[Sentence | Fork]) -> Iterator[str]:
    """The players whose life total the steps say outright (in any case of a fork)."""
    for step in steps:
        for sentence in sentences_in(step):
            for event in sentence.events:
                if event.kind is EventKind.LIFE and event.value is not None and event.player:
                    yield event.player
