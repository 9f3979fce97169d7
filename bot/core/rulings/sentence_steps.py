"""One sentence of a situation read into steps (language.py): the reports it makes, in order (what
happens together first, then each spell or ability's effects as it resolves), a `Fork` where
the words leave open which reading is meant, and the cards and roles of its clauses the judge
needs (`Sentence`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from bot.core.messages import Message
from bot.core.rules.vocabulary import EventKind
from bot.core.rulings.alternatives import either, moments_either, sentences_only
from bot.core.rulings.card_model import EmptiesLibrary, LibraryHow
from bot.core.rulings.card_use import card_ends_nothing
from bot.core.rulings.cards import Card, EndsGame, Kind, ReplacesDraw
from bot.core.rulings.cards import Moment as Trigger
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.effects_unsaid import cast_beside_events
from bot.core.rulings.lethal_with_gain import lethal_made_precise
from bot.core.rulings.library_takers import only_takes_from_a_library
from bot.core.rulings.loop_forks import stoppable_or_not
from bot.core.rulings.loop_pairs_asked import drains_nobody, names_a_card, told_loop_refusal
from bot.core.rulings.moment_checks import moments_checked
from bot.core.rulings.phrase_values import Clause, Item, Role, Source
from bot.core.rulings.reader_kept import kept, restore
from bot.core.rulings.sentence_clauses import clauses_of, trigger_said_once
from bot.core.rulings.situation_values import Fork, Sentence, totals_in
from bot.core.rulings.spell_orders import (
    casts_unordered,
    entering_beside_open,
    whether_it_answered,
    whether_it_resolved,
)
from bot.core.rulings.spell_resolutions import resolutions_told
from bot.core.rulings.stack_moments import EventAnswered, moments_of
from bot.core.rulings.stated_totals import (
    board_before,
    board_moved_after,
    pronoun_moved_first,
    standing_first,
    told_after_its_change,
)
from bot.core.rulings.told_in_turn import InTurn, lifelink_gain, told_in_turn
from bot.core.rulings.unknown_followed import unknown_followed
from bot.core.rulings.words import (
    MARK,
    MARKED,
    NAME,
    Reader,
    SituationError,
    quoted,
    spelled,
)

# Clauses that say something was done, or not done, that ends nothing by itself.
# "alice plays a land" (phrases.py reads it as an action that ends nothing by itself)
_LAND_PLAYED = re.compile(
    r"\bplay(?:s|ed)?\b.*\b(?:land|Forest|Island|Mountain|Plains|Swamp)\b", re.IGNORECASE
)


_ENDS_NOTHING = frozenset({Role.ACTS, Role.EXCHANGES, Role.DECLINES, Role.DIES_OF_DAMAGE})


# Clauses in which no card enters, leaves or deals damage: cards held, an exchange of control,
# an end not taken.
_STILL = frozenset({Role.PRESENCE, Role.EXCHANGES, Role.DECLINES})


# An attack said to be "for lethal" (chat_forms.LETHAL_BESIDE_GAIN reads one told with the gain
# in its sentence): life gained after it tells nothing of what it dealt, and read alone it
# answered that the game goes on; it stays an attack whose damage is unsaid.
_FOR_LETHAL = re.compile(rf"\b{one_of(WORDS.for_lethal)}\b", re.IGNORECASE)


def _gain_beside_lethal(clause: Clause, attack: str | None) -> bool:
    """Whether the clause gains life and nothing else after an attack said to be lethal."""
    return (
        attack is not None
        and _FOR_LETHAL.search(attack) is not None
        and all(
            item.event.kind is EventKind.LIFE
            and item.event.value is None
            and (item.event.delta or 0) > 0
            for item in clause.items
        )
    )


# "he attacked me for 6 and I was at 4 life": a total in the past after an attack is the total
# the attack found, not what it dealt
_WAS = re.compile(r"(?<![\w'])(?:was|were|had\s++been)(?![\w'])", re.IGNORECASE)


def _total_before(clause: Clause, attack: str | None) -> bool:
    """Whether the clause, after an attack, only says in the past what a total was."""
    return (
        attack is not None
        and _WAS.search(clause.text) is not None
        and all(
            item.event.kind is EventKind.LIFE and item.event.value is not None
            for item in clause.items
        )
    )


def _steps(sentence: str, reader: Reader, marks: tuple[int, ...]) -> list[Sentence | Fork]:
    """A sentence as reports: one, or more where a spell or a trigger resolves after what came
    before it, or a Fork where the words leave that open. Two moments joined by "after" or
    "before" are read in that order; by "when", the words leave open whether they were one
    moment or one after the other (a Fork)."""
    in_time = _two_moments(sentence, reader, marks)
    if in_time is not None:
        return in_time
    before = kept(reader)
    clauses = lethal_made_precise(trigger_said_once(clauses_of(sentence, reader)))
    board = board_before(sentence, clauses)
    if board is not None:  # "my opponent is at 2 life and I deal 10 damage to him"
        restore(reader, before)  # read again in parts: a card drawn is drawn once
        first = _steps(board[0], reader, marks)
        reader.totals_told.update(totals_in(first))
        return [*first, *_steps(board[1], reader, marks)]
    told_after_its_change(clauses, reader, marks)  # "bob shocks me and I'm at 2": before/after?
    entering_beside_open(clauses)
    unordered = casts_unordered(clauses, reader, marks, _steps)
    if unordered is not None:
        return unordered
    told, clauses = clauses, resolutions_told(clauses, reader)
    unresolved = [clause for clause in clauses if clause.resolves]
    if unresolved:
        return whether_it_resolved(sentence, unresolved, reader, marks, _steps)
    cast_beside_events(clauses, reader, told)
    unsaid_here = False  # a card Arbiter does not know acted in this sentence
    for clause in clauses:
        if clause.role is Role.ATTACKS:
            reader.attack_unsaid = clause.text
        elif (
            clause.items
            and not _gain_beside_lethal(clause, reader.attack_unsaid)
            and not _total_before(clause, reader.attack_unsaid)
        ):
            reader.attack_unsaid = None
        unsaid_here = unknown_followed(clause, reader, unsaid_here)
    # a response told after a draw or damage no spell was said to bring: a case for each way
    try:
        moments, opens, by_first, waited = moments_of(clauses, reader.entities, reader.answered)
    except EventAnswered as found:
        return whether_it_answered(sentence, found.clause, found.event, reader, marks, _steps)
    if marks or "trik" in sentence or "ombat" in sentence or "TRIK" in sentence:  # no call
        moments, opens = moments_checked(sentence, moments, opens, marks, reader.entities)
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
            Role.LOCK,
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
    locked = any(clause.role is Role.LOCK for clause in clauses)
    states = tuple(clause for clause in clauses if clause.role is Role.STATE)
    acts = bool(clauses) and all(
        clause.role in _ENDS_NOTHING or _inert(clause) for clause in clauses
    )
    # every card it names ends nothing by itself (Fact or Fiction cast, Cromat held)
    named = [reader.entities[mark] for mark in marks if mark < len(reader.entities)]
    # a card Arbiter does not know, told used to do what the words say ("I used Ambassador
    # Laquatus to remove 9 cards from bob's library"): taken to do only that
    told_done = {
        name
        for c in clauses
        if c.role is Role.STACK and c.done and c.source is not None
        for name in c.source.unknown
    }
    inert = all(
        (entity.card is None and entity.name in told_done)
        or (
            entity.card is not None
            and (
                card_ends_nothing(entity.card)
                or _only_mills(entity.card)
                or only_takes_from_a_library(entity.card)
                or _only_replaces_draws(entity.card)
            )
        )
        for entity in named
    )
    exchanges = any(clause.role is Role.EXCHANGES for clause in clauses)
    still = (
        bool(clauses)
        and all(
            not clause.items and (clause.role in _STILL or _inert(clause)) for clause in clauses
        )
        and all(e.card is not None and _acts_only_as_it_moves(e.card) for e in named)
    )

    # the sentence as said, with no event: what each report of it says besides its events
    said = Sentence(
        spelled(sentence, reader.entities),
        [],
        marks=marks,
        unknown_in_play=unknown,
        by=by_first,
        held=held,
        optional_loop=looping,
        locked=locked,
        states=states,
        acts=acts,
        attacks=bool(clauses) and all(c.role is Role.ATTACKS and not c.items for c in clauses),
        inert=inert,
        killed_by=killed_by,
        lands_played=lands_played,
        lands_and_deaths=lands_and_deaths,
        exchanges=exchanges,
        still=still,
        kept_in=_kept_in(clauses, before=False),
        kept_in_before=_kept_in(clauses, before=True),
    )

    def reports(groups: list[tuple[Source | None, list[Item]]]) -> list[Sentence]:
        built = [
            replace(
                said,
                text=spelled(
                    sentence if len(groups) == 1 else _text_of(items) or _told_of(by, clauses),
                    reader.entities,
                ),
                events=[item.event for item in items],
                sources=[item.source for item in items],
                whys=[item.why for item in items],
                dealt=[item.dealt for item in items],
                by=by,
                responded_to=by is not None and by in waited,
            )
            for by, items in groups
            if items or (len(groups) > 1 and _told_of(by, clauses))
        ]
        return built or [replace(said)]  # a report of its own each time it is asked for

    # a player's loss, then a gain told after it; damage dealt back: at once, or in turn?
    in_order = [*moments[0][1], *opens] if len(moments) == 1 else None
    apart = told_in_turn(sentence, clauses, in_order, opens, reader) if in_order else None
    in_turn = _in_turn(apart, moments, reports, reader) if apart else None
    if not opens:
        return [in_turn] if in_turn is not None else list(reports(moments))
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
    # both open (the source's timing and the gain's): refused, asking both (Situation.readings)
    also = [in_turn] if in_turn is not None else []
    return [
        *also,
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
        ),
    ]


def _in_turn(
    apart: InTurn,
    moments: list[tuple[Source | None, list[Item]]],
    reports: Callable[[list[tuple[Source | None, list[Item]]]], list[Sentence]],
    reader: Reader,
) -> Fork:
    """Events of one sentence that may have come one after the other (told_in_turn): a case
    where they came at once, one where the game checked between them; nothing is said of it
    where both end alike."""
    at_once, after = apart.at_once.english(), apart.in_turn.english()
    parts = reports([(moments[0][0], apart.before), (moments[0][0], apart.after)])
    if apart.words is not None and len(parts) == 2:
        told = zip(parts, apart.words, strict=True)
        parts = [replace(part, text=spelled(text, reader.entities)) for part, text in told]
    return Fork(
        apart.question.english(),
        [(at_once, reports(moments)), (after, parts)],
        said={
            apart.question.english(): apart.question,
            at_once: apart.at_once,
            after: apart.in_turn,
        },
        quiet=True,
    )


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


WHETHER = re.compile(r"^(?:whether|if) (?P<what>.+?),? or not$", re.IGNORECASE)


# "I made an infinite loop with Stuffy Doll and Pariah's Shield", "my X and Y make a loop": a
# loop told by its cards, not by whether a player can stop it (the one thing 104.4b turns on).
_HOLDER = rf"(?:(?:my|your|his|her|their|our|the)\s++|{NAME}'s?\s++)?+"

_CARDS = rf"{_HOLDER}{MARK}\d++(?:(?:\s*+(?:,\s*+(?:and\s++)?|and\s++)|\+){_HOLDER}{MARK}\d++)*+"

_A_LOOP = rf"(?:a|an)\s++(?:{one_of(WORDS.loop_told_kinds)}\s++)*+loop"


_LOOP_UNSAID = re.compile(
    rf"^(?:(?:here\s++)?(?P<maker>{NAME})\s++(?:have\s++|has\s++|had\s++)?{one_of(WORDS.loop_made)}"
    rf"\s++{_A_LOOP}\s++(?:with|using|between|involving|out\s++of)\s++"
    rf"(?:(?P<a>{_CARDS})|(?P<w>[^\W\d_][\w' {MARK}-]{{0,80}}+))"
    rf"|(?P<b>{_CARDS})\s++{one_of(WORDS.loop_made_by_cards)}\s++{_A_LOOP}"
    # "Niv-Mizzet and Curiosity put the game in a loop": words that name no card it knows
    rf"|(?P<wb>[^\W\d_][\w' -]{{0,80}}?)\s++"
    rf"(?:{one_of(WORDS.loop_made_by_cards)}|{one_of(WORDS.loop_put_game_in)})\s++{_A_LOOP}"
    # "the triggers will just keep going forever": a loop of what, not said
    rf"|{one_of(WORDS.looping_things)}\s++(?:will\s++|would\s++|just\s++|then\s++)*+"
    rf"{one_of(WORDS.going_forever)})$",
    re.IGNORECASE,
)


# "your opponent has Platinum Angel, the triggers will just keep going forever": what holds,
# then the loop told after its comma, a step of its own after it.
_LOOP_AFTER = re.compile(
    rf"^(?P<head>.+?)\s*+,\s*+(?:and\s++|so\s++)?(?P<loop>{one_of(WORDS.looping_things)}\s++"
    rf"(?:will\s++|would\s++|just\s++|then\s++)*+{one_of(WORDS.going_forever)})$",
    re.IGNORECASE,
)


def _two_moments(
    sentence: str, reader: Reader, marks: tuple[int, ...]
) -> list[Sentence | Fork] | None:
    """A sentence that joins two moments in time ("after", "before", "when"), as its reports;
    None for one that does not."""
    joined = _joined_in_time(sentence)
    if joined is None:
        return None
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
    # "I gain 3 life from lifelink after I take 1 combat damage": lifelink's life may have come
    # with that damage (told_in_turn.lifelink_gain), so it is asked as "when" is
    if how == "order" and lifelink_gain(then) is None:
        board_moved_after(sentence, first, then, reader)
        pronoun_moved_first(sentence, first, then)
        return [*_steps(first, reader, marks), *_steps(then, reader, marks)]
    standing = standing_first(then, first, reader, marks, _steps)  # "at 13 life when ..."
    return standing or _at_once_or_after(sentence, first, then, reader, marks)


def _at_once_or_after(
    sentence: str, first: str, then: str, reader: Reader, marks: tuple[int, ...]
) -> list[Sentence | Fork]:
    """Two moments joined by "when", at once or one after the other: both readings (a Fork)."""
    library = dict(reader.library)  # each reading draws from the libraries as told
    together = sentences_only(
        _at_once(
            _steps(_WHEN.sub(", ", _WHEN_FIRST.sub(r"\g<first>, ", sentence), 1), reader, marks)
        )
    )
    reader.library = library
    apart = sentences_only(_steps(first, reader, marks) + _steps(then, reader, marks))
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


def _loop_kind_unsaid(
    sentence: str, reader: Reader, marks: tuple[int, ...]
) -> list[Sentence | Fork] | None:
    """A loop told by its cards: a draw (104.4b) where nobody may decline any card's part
    (`Kind.LOOP`); else a case per kind, asking whether a player can stop it (loop_pairs_asked)."""
    told = _LOOP_UNSAID.match(sentence)
    if told is None:
        after = _LOOP_AFTER.match(sentence)
        looped = _loop_kind_unsaid(after["loop"], reader, marks) if after else None
        if after is None or looped is None:
            return None
        return [*_steps(after["head"], reader, marks), *looped]
    if told["wb"] is not None and not names_a_card(told["wb"]):
        return None  # "I made a loop": neither its cards nor its kind
    if told["maker"] is not None:
        reader.player(told["maker"])  # the player who made it plays ("carol made a loop")
    marked = told["a"] or told["b"]
    cards = "+".join(f"{MARK}{n}" for n in MARKED.findall(marked)) if marked else None
    game = "the game is" if cards is None else f"{cards} put the game"
    mandatory = _steps(f"{game} in a loop of mandatory actions", reader, marks)
    in_loop = [reader.entities[int(n)] for n in MARKED.findall(cards or "")]
    if in_loop and all(e.card is not None and Kind.LOOP in e.card.kinds for e in in_loop):
        return mandatory
    if drains_nobody([e.card for e in in_loop]):  # Stuffy Doll with Pariah's Shield
        return mandatory
    refused = told_loop_refusal(
        spelled(sentence, reader.entities), in_loop, reader, told["w"] or told["wb"]
    )
    looping = "the game is" if cards is None else f"{cards} keep responding"
    optional = _steps(f"{looping} in a loop of optional actions", reader, marks)
    return [stoppable_or_not(mandatory, optional, refused)]


def either_of(
    one: str, other: str, reader: Reader, marks: tuple[int, ...]
) -> list[Sentence | Fork]:
    """Two alternatives, each read as the sentence (alternatives.either)."""
    return either(one, other, reader, marks, _steps)


def steps_of(sentence: str, reader: Reader, marks: tuple[int, ...]) -> list[Sentence | Fork]:
    """A sentence's reports; "whether everyone agrees to a draw or not" asks for both: a case
    where it happened and one where it did not; two alternatives joined by "or", a case each."""
    asked = WHETHER.match(sentence)
    if asked is None:
        looped = _loop_kind_unsaid(sentence, reader, marks)
        if looped is not None:
            return looped
        moments = moments_either(sentence, reader, marks, _steps)
        return moments if moments is not None else _steps(sentence, reader, marks)
    what = asked["what"]
    happened = sentences_only(_steps(what, reader, marks))
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


def _told_of(by: Source | None, clauses: list[Clause]) -> str:
    """The words of a spell or ability told with nothing it did ("Felidar Sovereign
    triggers"), beside a response in its sentence: kept as a report of its own, in the order
    of the stack, so what its card does at that moment is still read (it was dropped: "...
    Felidar Sovereign triggers. In response my opponent bolts me." at 45 life had no win); or
    said to resolve, so what it did is asked as in a sentence of its own ("I'm at 2 life and my
    opponent's Shock resolves" was "nobody has won or lost yet")."""
    if by is None:
        return ""
    told = [c.text for c in clauses if c.source is by and c.role is Role.STACK and not c.items]
    responded = any(c.responds for c in clauses)
    return ", ".join(told) if responded or any(map(_RESOLVED.search, told)) else ""


_RESOLVED = re.compile(r"\bresolv(?:es|ed)\b", re.IGNORECASE)


def _text_of(items: list[Item]) -> str:
    """The words of a report cut out of a sentence: its clauses."""
    return ", ".join(dict.fromkeys(item.said for item in items if item.said))


_AS_IT_MOVES = frozenset({Trigger.ENTERS, Trigger.LEAVES, Trigger.DAMAGE})


def _acts_only_as_it_moves(card: Card) -> bool:
    """A card that can end the game only by a trigger as it enters, leaves or deals damage
    (Phage the Untouchable), or ends nothing by itself."""
    return all(
        effect.kind in (Kind.ENDS_NOTHING, Kind.COMMANDER_DAMAGE)
        or (isinstance(effect, EndsGame) and effect.moment in _AS_IT_MOVES)
        for effect in card.effects
    )


def _only_mills(card: Card) -> bool:
    """A card whose every effect mills (Brain Freeze): cards leaving a library end nothing by
    themselves, however few it held; only a draw from it after does (MTG CR 704.5b)."""
    return bool(card.effects) and all(
        isinstance(effect, EmptiesLibrary) and effect.how is LibraryHow.MILL
        for effect in card.effects
    )


def _only_replaces_draws(card: Card) -> bool:
    """A card whose every effect replaces a draw with what changes no count a loss is judged
    by (Abundance, Parallel Thoughts): used, it ends nothing by itself (MTG CR 614.1a, 121.6);
    not Words of War, whose damage may."""
    return bool(card.effects) and all(
        isinstance(effect, ReplacesDraw) and not effect.changes for effect in card.effects
    )


def _inert(clause: Clause) -> bool:
    """A clause about cards that end nothing by themselves, bringing no event: "I cast Fact
    or Fiction", "I control Cromat", "Phage the Untouchable enters" under Humility."""
    source = clause.source
    if clause.role is Role.STACK and clause.done and source is not None and not source.cards:
        # a card Arbiter does not know, used to do what the words say after it: only that
        return not clause.items and not clause.resolves and bool(source.unknown)
    return (
        clause.role in (Role.STACK, Role.PRESENCE, Role.MOVES)
        and not clause.items
        and source is not None
        and bool(source.cards)
        and not source.unknown
        and all(
            card_ends_nothing(card) or _only_replaces_draws(card) or only_takes_from_a_library(card)
            for card in source.cards
        )
    )


def _kept_in(clauses: list[Clause], *, before: bool) -> tuple[str, ...]:
    """The players the clauses say are still in the game: said `before` every event of the
    sentence ("I'm still in the game and I take 5 damage": of the moment before the damage),
    or not."""
    first = next((n for n, clause in enumerate(clauses) if clause.items), len(clauses))
    return tuple(
        clause.source.controller or ""
        for n, clause in enumerate(clauses)
        if clause.kept_in and clause.source and (n < first) is before
    )
