"""Totals a sentence states as they stand, before what changed them (sentence_steps.py): the board
read first as a report of its own, or refused where the words leave open which moment it stood at;
and totals supposed after the moment asked about ("What if we are both at 2 life?"), the board
it starts from (`board_supposed`); totals told after what changed them, refused where they may
be the total before it or after it (`total_told_late`); totals joined by "when" to what happened
("both players are at 13 life when Triskaidekaphobia's ability resolves"), the board it happened
on (`standing_first`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from bot.core.messages import Message
from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.number_reading import NUMBER
from bot.core.rulings.phrase_values import Clause, Item, Role
from bot.core.rulings.reader_kept import kept, restore
from bot.core.rulings.situation_values import Fork, Sentence, sentences_in
from bot.core.rulings.tenses import DROP, END, FALL, GET, GO, HIT, REACH
from bot.core.rulings.words import (
    EVERYONE,
    LIFE,
    MARK,
    SUBJECT,
    Entity,
    Reader,
    SituationError,
    quoted,
    spelled,
    who_unsure,
)

# The first clause of a part of a sentence, up to "and" or a comma.
_FIRST_CLAUSE = re.compile(r"^(?P<clause>.+?)(?:\s*+,\s*+|\s++and\s++)(?=\S)", re.IGNORECASE)


_PRONOUN = re.compile(rf"(?<![\w']){one_of(WORDS.pronouns)}(?![\w'])", re.IGNORECASE)


_SAID_BY_ROLE = WORDS.self_words | WORDS.pronouns


def pronoun_moved_first(sentence: str, first: str, then: str) -> None:
    """Refuse "bob has 3 life after alice bolts him": the moment "after" names is read first,
    and a pronoun in it was read as the one player named so far, alice, bolting herself (the
    asker means bob, named in the words read after it). A moment whose subject is the asker or
    a pronoun ("after I bolt him", "after he bolts me") names nobody else for it to be; written
    in the order it happened ("alice bolts bob, then ..."), a pronoun is read as before."""
    if sentence.find(then) >= sentence.find(first):
        return
    pronoun = _PRONOUN.search(first)
    subject = first.split(None, 1)[0].lower() if first.strip() else ""
    if pronoun is not None and subject not in _SAID_BY_ROLE:
        raise who_unsure(pronoun[0])


def board_moved_after(sentence: str, first: str, then: str, reader: Reader) -> None:
    """Refuse "I'm at 4 life and I take 5 damage after I gain 2 life": a total stated as the
    sentence opens, with what followed it, is put after the moment "after" names, and the
    words leave open whether the total stood before that moment or after it (read as after,
    the gain came before the total and was lost)."""
    if sentence.find(then) >= sentence.find(first):
        return
    lead = _FIRST_CLAUSE.match(then)
    if lead is None or _STATED.search(lead["clause"]) is None:
        return
    total = spelled(lead["clause"], reader.entities)
    raise SituationError(
        Message(
            '"{words}" may be the total before "{moment}" or after it: say the total in a '
            'sentence of its own, in the order things happened ("{total}. ...").',
            words=quoted(spelled(sentence, reader.entities)),
            moment=quoted(spelled(first, reader.entities)),
            total=quoted(total),
        ),
        unread=spelled(sentence, reader.entities),
    )


# A total stated as it stands ("bob is at 2 life", "I have 9 poison counters", "my life total
# is 3"), not a change to it ("bob goes to 2 life", "ends up at 0").
_STATED = re.compile(
    r"(?:\b(?:is|are|am|was|were)|'m|'s|'re)(?:\s++(?:now|still|only|already))?\s++(?:at|on)\s"
    r"|\b(?:(?:now|still|already)\s++)?(?:has|have|had)(?:\s++(?:now|still|only|already))?"
    rf"\s++\S++\s++(?:{LIFE}|poison)\b"  # "I have 5 vitae and take 4 damage" (Terrus)
    rf"|\b{LIFE}(?:\s++total)?\s++(?:is|was)\s",
    re.IGNORECASE,
)


# A total said with no verb at all ("alice at 2 life", "both of us at 3", "me at 1 life and my
# opponent at 3"): chat's way of stating the board, never of moving it ("ends up at 0", "left
# at 1", "goes down to 2" say a change, and keep their verb).
_VERBLESS = re.compile(
    rf"^(?:(?!\b{one_of(WORDS.total_moved)}\b)[^,;:])*?\bat\s++[-+]?\w++"
    rf"(?:\s++(?:{LIFE}|poison)(?:\s++(?:total|counters?))?)?$",
    re.IGNORECASE,
)


_COUNTED = (EventKind.LIFE, EventKind.POISON)


def board_before(sentence: str, clauses: list[Clause]) -> tuple[str, str] | None:
    """A sentence that first states totals as they stand (and the cards in play), then says
    what changed one of those totals: (the board, the events), read as two reports, the board
    first ("my opponent is at 2 life and I deal 10 damage to him" is the total before the
    damage, not a second change at the same time). None for any other sentence."""
    stated: set[tuple[EventKind, str | None]] = set()
    number = 0
    for number, clause in enumerate(clauses):  # noqa: B007 (where the board ends)
        if clause.role is Role.PRESENCE:  # a card in play: its effects hold all along
            continue
        if clause.role is None and clause.items and all(_stated(i) for i in clause.items):
            stated.update((i.event.kind, i.event.player) for i in clause.items)
            continue
        break
    else:
        return None
    changed = (
        any(
            (item.event.kind, item.event.player) in stated
            or (item.event.kind, EVERYONE) in stated  # "everyone at 2, alice takes 2 damage"
            for clause in clauses[number:]
            for item in clause.items
        )
        or any(_cast_unsaid(clause) for clause in clauses[number:])
    )
    if not stated or not changed or number == 0:
        return None
    last, first = clauses[number - 1].text, clauses[number].text
    end = sentence.find(last)
    if end < 0:
        return None
    end += len(last)
    if _at_the_totals(sentence, end, clauses[number:]):
        return None  # "he is at 0 life and gains 5 life at the same time": one moment
    words = first.split()
    # the first event as written; its subject may be left out ("I have 1 life and take 2
    # damage": the clause reads "me take 2 damage"), and is then said again: every player's
    # who shares it ("bob and carol are at 1 life and take 1 damage": bob's and carol's)
    for dropped in range(min(4, len(words))):
        written = " ".join(words[dropped:])
        cut = sentence.find(written, end)
        if cut >= 0:
            rest = sentence[cut + len(written) :]
            said = _shared_by(clauses[number:], written) if dropped else written
            return _without_join(sentence[:end]), said + rest
    return None


# A change said to come at the moment of the total ("... and gains 5 life at the same time"): the
# total is not the one before it; read as one moment, a total beside a change, whose order the
# rules core asks for.
_AT_ONCE = re.compile(
    rf"\b(?:{one_of(WORDS.same_time)}|simultaneous\w*+|at\s++once)\b", re.IGNORECASE
)


def _at_the_totals(sentence: str, end: int, changes: list[Clause]) -> bool:
    """Whether the one change told after the totals is said to come at their moment ("bob is
    at 0 life and gains 5 life at the same time"); not where it joins two changes ("at 3, I
    take 3 damage and at the same time gain 2 life": the gain with the damage, after the
    total), nor several players' changes together ("we are both at 1 and take 1 at once")."""
    return (
        _AT_ONCE.search(sentence, end) is not None
        and sum(1 for clause in changes if clause.items) == 1
        and _SEVERAL_PLAYERS.search(sentence) is None
    )


# "we are both at 1 and take 1 at the same time": the players' changes at once, after the totals
_SEVERAL_PLAYERS = re.compile(
    r"\b(?:both|each|we|us|they|them|all|every\w*+|players)\b", re.IGNORECASE
)


def _shared_by(clauses: list[Clause], predicate: str) -> str:
    """The event `predicate` with its subject said again: each player's the clauses read it of,
    one after another from the first ("bob take 1 damage", "carol take 1 damage": "bob and
    carol take 1 damage")."""
    subjects = []
    for clause in clauses:
        if not clause.text.endswith(f" {predicate}"):
            break
        subjects.append(clause.text[: -len(predicate)].strip())
    return f"{' and '.join(subjects)} {predicate}"


def _cast_unsaid(clause: Clause) -> bool:
    """A spell told cast with nothing it did ("I am at 1 life and my opponent casts Lightning
    Bolt"): after the board, as a sentence of its own, what it did is asked
    (`effects_unsaid.left_last`); beside the total it was taken to have done nothing, "nobody
    has won or lost yet"."""
    return (
        clause.role is Role.STACK
        and not clause.items
        and not clause.resolves
        and not aims_at_a_permanent(clause.text)
    )


# "I cast Lightning Bolt on my own creature": aimed at a permanent, read as before, beside the
# total (no player's life changes)
_AT_A_PERMANENT = re.compile(
    rf"\b{one_of(WORDS.aimed_at)}\s++(?:\S++\s++){{0,2}}?{one_of(WORDS.permanent_kinds)}\b",
    re.IGNORECASE,
)


def aims_at_a_permanent(text: str) -> bool:
    """Whether a cast is said aimed at a permanent ("on my own creature"): no player's total."""
    return _AT_A_PERMANENT.search(text) is not None


def _without_join(text: str) -> str:
    return re.sub(r"(?:\s*+,)?(?:\s++(?:and|while))?\s*+$", "", text, flags=re.I)


# "I'm now at 3", "which leaves him at 1", "so now he's at 2": a total said as what a change left
_LEFT_SAID = re.compile(
    rf"(?<![\w'])(?:{one_of(WORDS.total_after_openers)}|now|left)(?![\w'])", re.IGNORECASE
)


def stands_unplaced(item: Item) -> bool:
    """Whether the item is a total said as it stands ("I'm at 3 life", "he has 2 life"), with no
    word that places it after a change ("now", "goes to", "which leaves")."""
    return (
        _stated(item)
        and _LEFT_SAID.search(item.said) is None
        and _MOVED_TO.search(item.said) is None
    )


def before_or_after(words: str) -> SituationError:
    """A total said after what changed it, in words that leave open whether it was the total
    before the change or after it: refused, asking for it first."""
    return SituationError(
        Message(
            '"{words}", said after what changed that total, may be the total before it or '
            "after it: say the total first, in a sentence before what happened.",
            words=quoted(words),
        ),
        unread=words,
    )


def told_after_its_change(
    clauses: Sequence[Clause], reader: Reader, marks: tuple[int, ...]
) -> None:
    """Refuse a total as it stands told in the sentence after a change of it, with none of
    that player's told before ("I hit him with a 1/1 with lifelink and I'm at 5", "bob deals 3
    damage to me and I'm at 2"): the total before the change, or the one it left? It was
    refused as two totals at once, quoting the reader's own rewording. Not where a card is
    named (`marks`): its own refusal says more (one Arbiter cannot judge yet)."""
    changed: set[tuple[EventKind, str | None]] = set()
    for clause in clauses if not marks else ():
        for item in clause.items:
            said = (item.event.kind, item.event.player)
            if item.event.kind not in _COUNTED:
                continue
            if item.event.delta is not None:
                changed.add(said)
            elif (
                said in changed
                and item.event.player not in reader.totals_told
                and stands_unplaced(item)
            ):
                raise before_or_after(spelled(item.said, reader.entities))


def _stated(item: Item) -> bool:
    return (
        item.event.kind in _COUNTED
        and item.event.value is not None
        and (_STATED.search(item.said) is not None or _VERBLESS.match(item.said) is not None)
    )


# "What happens if I Char my opponent? What if we are both at 2 life?", "... What about if
# he has 3 poison counters?", "... What if I control Platinum Angel?": totals and cards held
# supposed after the moment asked about are the board that moment starts from (a condition on
# it, not a second moment after it).
SUPPOSED_LATER = re.compile(rf"^\s*+{one_of(WORDS.supposing_more)}\b", re.IGNORECASE)


# "we are both at 2 life", "I'm at 1 life and he's at 10", "he has 7 poison counters (too)":
# totals said, and nothing else
_A_TOTAL = (
    rf"(?:{SUBJECT})\s*+(?:is|are|am|was|were|'s|'m|'re|has|have|had)"
    rf"(?:\s++(?:both|all|each|still|only|now|already))?\s++(?:(?:at|on)\s++)?{NUMBER}"
    r"(?:\s++(?:life|poison(?:\s++counters?)?))?(?:\s++(?:too|as\s++well|also))?"
)
# "my opponent controls Platinum Angel", "I have a Platinum Angel in play": a card held
_A_HOLDING = (
    rf"(?:{SUBJECT})\s++(?:control|controls|controlled|has|have|had)\s++"
    rf"(?:(?:a|an|the|my|his|her|their)\s++)?{MARK}\d++"
    r"(?:\s++(?:in\s++play|on\s++the\s++battlefield|out))?"
)
# "... and control Platinum Angel": the subject before, said once ("I have 3 life and ...")
_SAME_SUBJECT = (
    r"(?:(?:control|controls|has|have)\s++(?:(?:a|an|the|my|his|her|their)\s++)?"
    rf"{MARK}\d++(?:\s++(?:in\s++play|on\s++the\s++battlefield|out))?"
    rf"|(?:am|is|are|has|have)\s++(?:(?:at|on)\s++)?{NUMBER}(?:\s++(?:life|poison(?:\s++counters?)?))?)"
)
_BOARD_SAID = re.compile(
    rf"(?P<opener>{one_of(WORDS.supposing_more)})\s++(?:{_A_TOTAL}|{_A_HOLDING})"
    rf"(?:\s*+,?\s*+and\s++(?:{_A_TOTAL}|{_A_HOLDING}|{_SAME_SUBJECT}))*+\s*+[?.!]*+",
    re.IGNORECASE,
)


def says_a_board(text: str) -> bool:
    """Whether the words, after "what if", say only totals and cards held ("what if we are
    both at 2 life", "what if I control Platinum Angel")."""
    return _BOARD_SAID.fullmatch(text.strip()) is not None


def board_supposed(
    steps: list[Sentence | Fork], before: list[Sentence | Fork], names: Sequence[str]
) -> list[Sentence] | None:
    """The steps of a sentence supposed after the moment `before` (`SUPPOSED_LATER`), as the
    board that moment starts from: each a total stated (life or poison, no change), of a
    player whose total of that kind the moment changes and never states, or a card a player
    is said to control that the moment never names. None for anything else: another moment,
    a total the moment states (a case of its own, maybe another game), one it leaves alone
    ("If he concedes, do I win? What if I'm at 0 life?": at 0 before or after he conceded?),
    a card nobody is said to control or one the moment names (`names`: each mark's card)."""
    said = [step for step in steps if isinstance(step, Sentence)]
    if not said or len(said) != len(steps):
        return None
    told = [sentence for step in before for sentence in sentences_in(step)]
    if not all(_holds(step, told, names) for step in said):
        return None
    totals = [e for step in said for e in step.events if e.kind is not EventKind.EFFECT_BEGINS]
    if any(e.kind not in _COUNTED or e.value is None or e.delta is not None for e in totals):
        return None
    events = [event for sentence in told for event in sentence.events]
    stated = {(event.kind, event.player) for event in events if event.value is not None}
    changed = {(event.kind, event.player) for event in events if event.delta}
    open_totals = changed - stated
    # "we are both at 2 life": every player, each one whose total the moment changes
    return said if all(_open_to(event, open_totals) for event in totals) else None


def _holds(step: Sentence, told: list[Sentence], names: Sequence[str]) -> bool:
    """Whether what `step` says of cards is only cards held, each by a player said, none named
    in the moment `told` (no card at all is as good)."""
    if not step.marks:
        return not step.held and all(e.kind is not EventKind.EFFECT_BEGINS for e in step.events)

    def name(mark: int) -> str:
        return names[mark] if mark < len(names) else str(mark)

    named = {name(mark) for sentence in told for mark in sentence.marks}
    return (
        bool(step.held)
        and all(source.controller for source in step.held)
        and named.isdisjoint(map(name, step.marks))
        and any(e.kind is EventKind.EFFECT_BEGINS for e in step.events)
    )


def _open_to(event: Event, open_totals: set[tuple[EventKind, str | None]]) -> bool:
    if event.player == EVERYONE:
        return any(kind is event.kind for kind, _ in open_totals)
    return (event.kind, event.player) in open_totals


_AS_IT_WAS = re.compile(r"\b(?:was|were|had)\b", re.IGNORECASE)


# "then I am at 0 life": a total said to come after what was told before it
_THEN_FIRST = re.compile(rf"^\W*+{one_of(WORDS.total_after_openers)}(?![\w'])", re.IGNORECASE)


def sentence_on(text: str, sentence: str) -> str:
    """The words of `text` from the start of the last sentence holding `sentence` (its opener,
    "Now", "Then", taken off by the sentence reader, with it) on; "" if it is not there. A
    question right before it is kept ("... do I lose? I'm at 3"): a total told after the
    question is asked is the board it is asked from, or the total the change left."""
    at = text.rfind(sentence)
    if at < 0:
        return ""
    start = max(text.rfind(mark, 0, at) for mark in ".!?;\n")
    return text[start if start >= 0 and text[start] == "?" else start + 1 :]


# "he goes to 2", "I drop to 0", "she is reduced to 1", "I'm left with 2": a total said as where
# a change took it, never the board before
_MOVED_TO = re.compile(
    rf"(?<![\w'])(?:(?:{GO}|{DROP}|{FALL}|{GET}|{END})\s++(?:down\s++|up\s++)?(?:to|at)"
    rf"|{REACH}|{HIT}|reduced\s++to|left\s++(?:at|with|on))(?![\w'])",
    re.IGNORECASE,
)


# A question asked last without its question mark, as chat asks it ("I bolt him. He is at 3.
# does he die"): a sentence after the one told that opens with a question's word.
_ASKED_UNMARKED = re.compile(
    r"[.!;,\n]\s*+(?:(?:so|and|but|then|now)\s++)?"
    r"(?:do|does|did|is|am|are|was|were|will|would|can|could|who|what|how|has|have)"
    r"(?![\w'])[^.!;,\n?]*+$",
    re.IGNORECASE,
)


def _asked_after(told: str) -> bool:
    """Whether the words from the last sentence that tells something on end in a question of
    the moment, marked or not, that sentence not said to come after what went before ("then I
    am at 0 life") nor to be where a change took the total ("he goes to 2"): a total told
    there may be the board the question is asked from."""
    unmarked = None if "?" in told else _ASKED_UNMARKED.search(told)
    said = told.split("?")[0] if unmarked is None else told[: unmarked.start()]
    asked = "?" in told or unmarked is not None
    return asked and not _THEN_FIRST.search(told) and not _MOVED_TO.search(said)


@dataclass
class LastTold:
    """The last sentence that tells something, as the reader goes (its words from its start on
    in the text, and what was told before it): a total told there, before the question, is
    checked once all is read (`total_told_late`, `told_last`)."""

    sentence: str = ""
    steps: list[Sentence | Fork] = field(default_factory=list)
    before: list[Sentence | Fork] = field(default_factory=list)
    words: str = ""

    def told(
        self, sentence: str, steps: list[Sentence | Fork], before: list[Sentence | Fork], words: str
    ) -> None:
        if steps:
            self.sentence, self.steps, self.before, self.words = (
                sentence,
                steps,
                list(before),
                words,
            )

    def checked(self, entities: tuple[Entity, ...]) -> None:
        if self.steps and _asked_after(self.words):
            # told last: the board the question is asked from, as one supposed after it is
            total_told_late(self.sentence, self.steps, self.before, entities, after_supposed=True)


def total_told_late(
    sentence: str,
    steps: list[Sentence | Fork],
    before: list[Sentence | Fork],
    entities: tuple[Entity, ...],
    after_supposed: bool = False,
    fights_told: bool = False,
    words: str | None = None,
) -> None:
    """Refuse a sentence of totals as they were ("He was at 3", "he had 3 life") told after a
    change of that total with none told before it ("I bolted my opponent. He had 3 life."):
    read in order it is the total after the Bolt ("nobody has lost"), though the words may
    mean the one before it. So is one as it is, after a moment supposed ("If my opponent shocks
    me and I shock him in response, who wins? He's at 2."): the board the asker supposes it
    from, read as the total after (`after_supposed`). So is one as it is after combat told in
    prose ("He attacks me with two 3/3s and I block one of them with a 2/2 with lifelink. I'm
    at 1 life.": after it nobody has lost, before it I end at 0), `fights_told`. So is one as
    it is, its sentence's `words` placing it nowhere ("I Char my opponent. I'm at two, and my
    opponent is at four.": no "now", "left", "after that", "goes to"): both at 0 before the
    Char, a draw, or the game goes on after it; it was read as after, as one that says "now"
    is, though the same total in the Char's own sentence was refused. So is one as
    it is after a spell cast whose resolution is unsaid ("I play Char. I'm at two, and my
    opponent is at four."): the total while it was on the stack, or after it resolved? So is
    one as it is told last, nothing happening after it but the question (`after_supposed`: "I
    bolt him. He is at 3. Does he die?", "I Char him at a tournament. I'm at two, and my
    opponent is at four. Who wins?"): the board the question is asked from, or the total the
    change left?"""
    late = _AS_IT_WAS.search(sentence) is not None or after_supposed or fights_told
    if not late and words is None and not any(isinstance(step, Fork) for step in before):
        return
    told = [event for step in steps if isinstance(step, Sentence) for event in step.events]
    if not told or any(
        e.kind is not EventKind.LIFE or e.value is None or e.delta is not None for e in told
    ):
        return
    players = {event.player for event in told}
    late = late or (
        words is not None and _placed_nowhere(words) and _after_a_spell(before, players)
    )
    if not late and not any(isinstance(step, Fork) for step in before):
        return
    totals: set[str | None] = set()
    for step in before:
        if not late and not isinstance(step, Fork):
            continue  # told in order: the total after it
        for said in sentences_in(step):
            for event in said.events:
                if event.kind is not EventKind.LIFE or not (
                    event.player in players
                    or EVERYONE in players  # "we were both at 2"
                    or event.player == EVERYONE  # Flame Rift's damage to each player
                ):
                    continue
                if event.value is not None:
                    totals.add(event.player)
                elif event.delta and not _told_before(event.player, players, totals):
                    raise before_or_after(spelled(sentence, entities))


def _told_before(player: str | None, players: set[str | None], totals: set[str | None]) -> bool:
    """Whether the total of the player a change was told of (every one of `players` for a
    change of everyone's) was told before it."""
    return EVERYONE in totals or (players <= totals if player == EVERYONE else player in totals)


def _after_a_spell(before: list[Sentence | Fork], players: set[str | None]) -> bool:
    """Whether the last step told changed the life totals of more than one player by one
    card's spell or ability (Char, Flame Rift, Earthquake), and the totals told are of them
    all: before it, and after it, one may lose and not the other, or both (a draw)."""
    last = before[-1] if before else None
    hit = {
        event.player
        for said in (sentences_in(last) if last is not None else [])
        for event, source in zip(said.events, said.sources, strict=False)
        if event.kind is EventKind.LIFE and event.delta and source is not None and source.cards
    }
    if EVERYONE in hit:
        return len(players) > 1 or EVERYONE in players
    return len(hit) > 1 and (EVERYONE in players or hit <= players)


def _placed_nowhere(words: str) -> bool:
    """Totals said with no word that places them after what went before ("now", "left",
    "after that", "then", "goes to")."""
    return not (_THEN_FIRST.search(words) or _LEFT_SAID.search(words) or _MOVED_TO.search(words))


Steps = Callable[[str, Reader, tuple[int, ...]], list[Sentence | Fork]]


def standing_first(
    standing: str, then: str, reader: Reader, marks: tuple[int, ...], steps: Steps
) -> list[Sentence | Fork] | None:
    """The reports of `standing` (what the "when" clause joins to) and then `then` (the
    clause after "when"), where `standing` only says life totals as they stand, each above 0
    ("I'm at 5 life when he casts Lightning Bolt": how things stood as it happened, so first).
    None otherwise, the reader as it was: a total of 0 or less said "when" something happened
    leaves open whether the game was checked between them (a Fork, as before)."""
    before = kept(reader)
    stood = steps(standing, reader, marks)
    if stood and all(_stands(step) for step in stood):
        return [*stood, *steps(then, reader, marks)]
    restore(reader, before)
    return None


def _stands(step: Sentence | Fork) -> bool:
    """A report that only says life totals as they stand, above 0."""
    return (
        isinstance(step, Sentence)
        and bool(step.events)
        and all(
            event.kind is EventKind.LIFE
            and event.delta is None
            and event.value is not None
            and event.value > 0
            and not event.effects
            for event in step.events
        )
    )
