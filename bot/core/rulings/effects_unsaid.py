"""A spell or an ability whose effect as it resolves may end the game, with what it did unsaid
(judging.py): resolved, cast last, activated or drawing with nothing said of it, never judged as
doing nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from bot.core.messages import Message
from bot.core.rules.vocabulary import EventKind
from bot.core.rulings.cards import (
    Card,
    DamageSource,
    Effect,
    EmptiesLibrary,
    EndsGame,
    LibraryHow,
    PoisonHow,
    PoisonSource,
    SetsLife,
)
from bot.core.rulings.cards import Moment as CardMoment
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.event_sources import said_again
from bot.core.rulings.library_takers import only_takes_from_a_library
from bot.core.rulings.number_reading import NUMBER
from bot.core.rulings.phrase_values import Clause, Item, Role, Source
from bot.core.rulings.situation_values import Sentence, Situation
from bot.core.rulings.stated_totals import aims_at_a_permanent
from bot.core.rulings.tenses import RESOLVED
from bot.core.rulings.words import Reader, SituationError, quoted, spelled

# What a spell does as it resolves that can end a game: damage, a library emptied, a win or a
# loss, a life total set (Biorhythm's, to 0 with no creatures).
_ACTS_AS_IT_RESOLVES = (DamageSource, EmptiesLibrary, EndsGame, SetsLife)


def _poisons_as_it_resolves(effect: Effect) -> bool:
    """Poison counters given (Vraska's Fall) or proliferated (Tezzeret's Gambit, Karn's
    Bastion's ability) as a spell or an ability resolves: a tenth poison counter ends the game
    ("bob has 9 poison counters. alice casts Tezzeret's Gambit and it resolves" was "nobody has
    won or lost yet", the proliferation never played: 701.34a, 104.3d). It has no moment of its
    own: a spell's is its resolution (`Card.spell`), an ability's when the words say it is
    activated or resolves."""
    return (
        isinstance(effect, PoisonSource)
        and effect.how in (PoisonHow.DIRECT, PoisonHow.PROLIFERATE)
        and not effect.grants
    )


def _spell_poisons(card: Card) -> bool:
    """A spell (an instant or sorcery) whose resolution gives or proliferates poison."""
    return card.spell and any(_poisons_as_it_resolves(effect) for effect in card.effects)


def _as_it_enters(effect: Effect) -> bool:
    """A permanent spell's win or loss as it enters, which its being cast leaves to be counted
    (Thassa's Oracle: "My library is empty. I cast Thassa's Oracle" was "nobody has won or lost
    yet", its trigger unplayed: 603.3); not one that asks whether it was cast at all (Phage).
    So is its damage or life lost as it enters (Keldon Marauders: "I'm at 1 life. My opponent
    casts Keldon Marauders" was "nobody has won or lost yet")."""
    if isinstance(effect, DamageSource | PoisonSource):
        return effect.moment is CardMoment.ENTERS
    return (
        isinstance(effect, EndsGame)
        and effect.moment is CardMoment.ENTERS
        and (effect.condition is None or effect.condition.check is not None)
    )


def resolution_unsaid(sentence: Sentence, after: Sentence | None = None) -> bool:
    """A sentence that says a spell (or a card's ability) resolves whose effect as it resolves
    may end the game, with nothing said of what it did ("I am at 3 life. my opponent casts
    Lightning Bolt targeting me and it resolves"): the engine would play it as doing nothing.
    (A spell only cast is on the stack: what it does is said when it resolves; told last, with
    nothing after it, it is asked about: `_cast_last_unsaid`.) Not so where the sentence right
    `after` it tells what that card did (a step trigger's resolution its count settles:
    "Felidar Sovereign's trigger resolves", trigger_conditions.arrival_condition)."""
    if sentence.events or sentence.by is None or not RESOLVED.search(sentence.text):
        return False
    if after is not None and after.events and _same_card(sentence.by, after.sources):
        return False
    ability = _ITS_ABILITY.search(sentence.text) is not None
    return any(
        (
            isinstance(effect, _ACTS_AS_IT_RESOLVES)
            and (
                effect.moment is CardMoment.RESOLUTION
                or (ability and effect.moment is not CardMoment.REPLACEMENT)
                or _as_it_enters(effect)
            )
        )
        or ((card.spell or ability) and _poisons_as_it_resolves(effect))
        for card in sentence.by.cards
        if not only_takes_from_a_library(card)
        for effect in card.effects
    )


def ability_of_no_card(sentence: Sentence, sentences: Sequence[Sentence]) -> bool:
    """A sentence that says an ability resolves, with nothing said of what it did, where no
    sentence names a card it may be of ("I'm at 13 life. my opponent is at 13 life. its ability
    resolves", "bob's abilities resolve", a card's name not read: "Triskaidekaphobias'
    abilities resolve"): it was read as doing nothing, "the game goes on"."""
    by = sentence.by
    return (
        by is not None
        and not (sentence.events or by.cards or by.unknown)
        and RESOLVED.search(sentence.text) is not None
        and _ITS_ABILITY.search(sentence.text) is not None
        and not any(
            s.marks or s.unknown_in_play or any(h.cards or h.unknown for h in s.held)
            for s in sentences
        )
    )


def _same_card(source: Source, sources: list[Source | None]) -> bool:
    """Whether any of `sources` is one of the cards of `source`."""
    names = {card.name for card in source.cards}
    return any(
        other is not None and any(card.name in names for card in other.cards) for other in sources
    )


# "cast" or the older "play": a spell put on the stack (not an ability used)
CASTS = re.compile(r"\b(?:cast|casts|casting|play|plays|played|playing)\b", re.IGNORECASE)
# ... or "used", of a spell whose effect as it resolves may end the game ("Bob used Fireblast
# targeting Alice": an ability used acts as it resolves no spell's way)
_CASTS_OR_USES = re.compile(rf"{CASTS.pattern}|\b(?:use|uses|used|using)\b", re.IGNORECASE)


# countered or resolved: the words' own account of what became of the spell
_COUNTERED = re.compile(r"\bcounter(?:s|ed|ing)?\b", re.IGNORECASE)
_ITS_FATE = re.compile(rf"{_COUNTERED.pattern}|{RESOLVED.pattern}", re.IGNORECASE)
# "counters" the noun: "9 poison counters", "no counters", never what became of a spell ("I
# cast Lava Spike at opp and he has 1 poison counter" was "nobody has won or lost yet", the
# Spike taken for countered)
_COUNTERS_HELD = re.compile(
    rf"(?<![\w'])(?:{NUMBER}|{one_of(WORDS.stack_not_subjects)})\s++counters?\b", re.IGNORECASE
)


def _fate_said(text: str, fate: re.Pattern[str] = _ITS_FATE) -> bool:
    """Whether `text` says what became of a spell (`fate`: countered or resolved), counters
    held by a player or a permanent aside."""
    return fate.search(_COUNTERS_HELD.sub(" ", text)) is not None


_TOTALS = (EventKind.LIFE, EventKind.POISON)


def _totals_only(sentence: Sentence) -> bool:
    """A sentence that only states totals as they stand ("I'm at two, and my opponent is at
    four"): the board while the spell is on the stack, not what it did."""
    return all(
        event.kind in _TOTALS and event.value is not None and event.delta is None
        for event in sentence.events
    )


def _cast_last_unsaid(told: list[Sentence], *, told_before: frozenset[str] = frozenset()) -> bool:
    """A sentence (the first of `told`) that casts a spell whose effect as it resolves may end
    the game, with no event in it or after it: the words stop with the spell on the stack, but
    an asker who stops there means what it did ("I am at 1 life. my opponent casts Lightning
    Bolt", "we are both at 1 life. I cast Flame Rift" were "nobody has won or lost yet"); so
    does one who then says only the totals as they stand ("I play Char. I'm at two, and my
    opponent is at four." was "nobody has won or lost yet", Char's damage never dealt). Totals
    after it are what it did only where each restates a player's total told before it
    (`told_before`): "I'm at 10 life. I cast Earthquake for 10. My opponent is at 10." was
    "nobody has won or lost yet", the opponent's total, never told before, taken for all the
    Earthquake did."""
    sentence = told[0]
    if sentence.by is None or not _CASTS_OR_USES.search(sentence.text):
        return False
    cast = {card.name.casefold() for card in sentence.by.cards}
    if any(
        (
            _done(said, cast)
            and not (_totals_only(said) and not _restated(said, told_before, told))
            and not _by_another(said, sentence)
        )
        or _fate_said(said.text)
        for said in told
    ):
        return False  # what it did, or that it was countered or resolved, is said
    return _acts_as_it_resolves(sentence.by.cards) or any(
        _as_it_enters(effect)
        for card in sentence.by.cards
        if not only_takes_from_a_library(card)
        for effect in card.effects
    )


def _done(said: Sentence, cast: set[str]) -> bool:
    """Whether a sentence tells something done: another card only said held ("He has
    Platinum Angel") is no event, and says nothing of what the spell did ("We're at 1 life
    each. I cast Earthquake for 1. He has Platinum Angel." was "nobody has won or lost yet")."""
    return any(
        event.kind is not EventKind.EFFECT_BEGINS or (event.source or "").casefold() in cast
        for event in said.events
    )


def _restated(said: Sentence, told_before: frozenset[str], told: list[Sentence]) -> bool:
    """Whether the totals said after the spell restate every player's total told before it,
    and only theirs: "He is at 1" after "I'm at 3 and he's at 5. He casts Flame Rift." leaves
    the asker's total after it unsaid (it was "nobody has won or lost yet")."""
    after = {
        event.player or "" for later in told[1:] if _totals_only(later) for event in later.events
    }
    return bool(told_before) and after == told_before


def _by_another(said: Sentence, cast: Sentence) -> bool:
    """Whether `said` is what another card's spell or ability did, not the spell `cast`: "I
    cast Char at my opponent who is at 4. In response he casts Lightning Bolt at me." tells
    the Bolt's damage, never Char's (it was "nobody has won or lost yet", Char left on the
    stack)."""
    if said is cast or said.by is None or cast.by is None or not said.by.cards:
        return False
    names = {card.name.casefold() for card in cast.by.cards}
    return not any(card.name.casefold() in names for card in said.by.cards)


def left_last(sentences: list[Sentence]) -> Sentence | None:
    """The sentence that leaves a spell on the stack, told last (`_cast_last_unsaid`). Totals
    said after it count as what became of it where the same players' totals were said before
    it too ("I am at 1 life. my opponent casts Lightning Bolt. I am at 4 life.": the total
    after it)."""
    return next(
        (
            s
            for n, s in enumerate(sentences)
            if s.by is not None  # what _cast_last_unsaid asks first, before the totals told
            and _cast_last_unsaid(
                sentences[n:],
                told_before=frozenset(
                    event.player or ""
                    for said in sentences[:n]
                    if said.events and _totals_only(said)
                    for event in said.events
                ),
            )
        ),
        None,
    )


def cast_beside_events(clauses: list[Clause], reader: Reader, told: list[Clause]) -> None:
    """Refuse a spell told cast last in a sentence, after other events, whose effect as it
    resolves may end the game, with what it did unsaid ("we are both at 4 life. I lose 1 life
    and cast Flame Rift." and "alice gains 1 life, bob casts Flame Rift" were "nobody has won
    or lost yet", the spell dropped without a word): the events before it are not what it did
    (those after it are, as the situation language reads "bob casts X and alice takes 3
    damage", and so is "takes five damage from it"; a card in play is no event). Told last in
    a sentence of its own, it is asked about the same way (`_cast_last_unsaid`). A spell said
    countered is looked for in the clauses as `told` too: "It is countered." said after it is
    read with it, then dropped once it has countered the spell (it was refused, asking for
    those very words)."""
    if any(_fate_said(clause.text) for clause in clauses) or any(
        _fate_said(clause.text, _COUNTERED) for clause in told
    ):
        return  # its fate said ("..., and it is countered")
    for number, clause in enumerate(clauses):
        if (
            clause.role is not Role.STACK
            or clause.items
            or clause.resolves
            or clause.source is None
            or clause.text in reader.resolved  # a case of whether it resolved: its fate said
            or not _CASTS_OR_USES.search(clause.text)
            or aims_at_a_permanent(clause.text)  # at a creature: no player's total
            or not _acts_as_it_resolves(clause.source.cards)
            or any(_what_it_did(c, clauses[number + 1 :]) for c in clauses[number + 1 :])
        ):
            continue
        if any(_events(c) for c in clauses[number + 1 :]):
            raise _under_a_response(clause, reader)
        names = {card.name.casefold() for card in clause.source.cards}
        before = [item for earlier in clauses[:number] for item in _events(earlier)]
        if not before or any(_by_the_spell(item, clause, names) for item in before):
            continue
        words = spelled(clause.text, reader.entities)
        raise SituationError(
            Message(
                '"{words}" leaves {card} on the stack after the other events of its sentence, '
                "and what it does as it resolves may end the game: say what it did (e.g. "
                '"{example}"), or that it was countered ("it is countered").',
                words=quoted(words),
                card=clause.source.cards[0].name,
                example="alice takes 3 damage",
            ),
            unread=words,
        )


def _what_it_did(clause: Clause, later: list[Clause]) -> bool:
    """Whether `clause`, told after a spell cast (`later`, the clauses after it), may be what
    the spell did: an event not done in response to it, and no total as it stands where
    something is done in response ("I cast Flame Rift and opp is at 4. In response he casts
    Lightning Bolt at me." was "if the Bolt did not resolve, the game goes on", and "... In
    response he gains 3 life" was "nobody has won or lost yet", the Rift dropped: the total is
    the board under the response, not what the Rift did)."""
    if not _events(clause) or clause.responds:
        return False
    standing = all(
        item.event.kind in _TOTALS and item.event.value is not None and item.event.delta is None
        for item in _events(clause)
    )
    return not (standing and any(c.responds for c in later))


def _under_a_response(clause: Clause, reader: Reader) -> SituationError:
    """A spell told cast, then only what was done in response to it ("I cast Char at my
    opponent who is at 4. In response he casts Lightning Bolt at me." was "nobody has won or
    lost yet", Char never resolved): the response resolves first, then the spell (MTG CR
    405.5, 608.2), unless it was countered; what it did is unsaid."""
    words = spelled(clause.text, reader.entities)
    return SituationError(
        Message(
            '"{words}" leaves {card} on the stack under what was done in response to it: it '
            "resolves after that (MTG CR 405.5, 608.2), and what it does may end the game: say "
            'what it did (e.g. "{example}"), or that it was countered ("it is countered").',
            words=quoted(words),
            card=clause.source.cards[0].name if clause.source is not None else "",
            example="alice takes 3 damage",
        ),
        unread=words,
    )


def _events(clause: Clause) -> list[Item]:
    """The events a clause says happened (a card in play is none, nor its effect beginning)."""
    if clause.role is Role.PRESENCE:
        return []
    return [item for item in clause.items if item.event.kind is not EventKind.EFFECT_BEGINS]


def _acts_as_it_resolves(cards: tuple[Card, ...]) -> bool:
    """What a card does as it resolves may end the game: its own effect then, or a delayed
    trigger it sets up then that makes a player lose later (Final Fortune's end step, a Pact's
    upkeep, 603.7): "I cast Final Fortune. I'm at 3 life" was "nobody has won or lost yet", the
    spell dropped as if it never resolved."""
    return any(
        isinstance(effect, _ACTS_AS_IT_RESOLVES)
        and (
            effect.moment is CardMoment.RESOLUTION
            or (isinstance(effect, EndsGame) and effect.moment in _SET_UP_AS_IT_RESOLVES)
        )
        for card in cards
        if not only_takes_from_a_library(card)
        for effect in card.effects
    ) or any(_spell_poisons(card) for card in cards)


_SET_UP_AS_IT_RESOLVES = frozenset({CardMoment.DELAYED_UPKEEP, CardMoment.DELAYED_END_STEP})


def _sets_up_a_loss(card: Card) -> bool:
    """A spell that sets up, as it resolves, a delayed trigger that ends the game later (Final
    Fortune: its caster loses at the extra turn's end step; a Pact: at their next upkeep)."""
    return any(
        isinstance(effect, EndsGame) and effect.moment in _SET_UP_AS_IT_RESOLVES
        for effect in card.effects
    )


def _concedes(sentence: Sentence) -> bool:
    """A sentence that tells only concessions: told, it came before any loss to come (a game
    over has nobody left to concede), and it ends the game whatever else would (104.3a)."""
    return bool(sentence.events) and all(e.kind is EventKind.CONCEDE for e in sentence.events)


def pending_loss_unsaid(sentences: list[Sentence]) -> None:
    """Refuse a spell said to resolve that set up a loss at a later step, with more told
    after it (`_sets_up_a_loss`; told last, both cases are answered,
    trigger_conditions._last_cast): whether that step came before or after what was told is
    unsaid ("I cast Final Fortune and it resolves. My opponent is at 3 life" and "... and then
    cast Angel's Grace" were "nobody has won or lost yet", the loss to come never said)."""
    for number, sentence in enumerate(sentences):
        if sentence.by is None or not RESOLVED.search(sentence.text):
            continue
        if all(
            _same_card(sentence.by, later.sources) or _concedes(later)
            for later in sentences[number + 1 :]
        ):
            continue  # told last, its own trigger after it (a case of its step), a concession
        for card in filter(_sets_up_a_loss, sentence.by.cards):
            raise SituationError(
                Message(
                    '"{words}": as it resolved, {card} set up a trigger at a later step that '
                    "makes a player lose (MTG CR 603.7), and what is told after it does not "
                    'say whether that step came: tell {card} last ("{example}") to have both '
                    "cases answered, or say how the game ended.",
                    words=quoted(sentence.text),
                    card=card.name,
                    example=f"I cast {card.name} and it resolves",
                ),
                unread=sentence.text,
            )


_PERMANENT_TYPES = frozenset({"artifact", "creature", "enchantment", "planeswalker", "battle"})


def enters_to_end(cards: tuple[Card, ...]) -> bool:
    """A permanent card whose trigger as it enters may end the game (Thassa's Oracle, Phage the
    Untouchable): a permanent spell that resolves enters the battlefield (MTG CR 608.3), so
    what it does then may end the game too."""
    return any(
        isinstance(effect, EndsGame) and effect.moment is CardMoment.ENTERS
        for card in cards
        if _PERMANENT_TYPES.intersection(card.types)
        for effect in card.effects
    )


def _by_the_spell(item: Item, cast: Clause, names: set[str]) -> bool:
    """An event the words say the spell did ("player 2 takes five damage from it")."""
    if item.source is cast.source or (item.event.source or "").casefold() in names:
        return True
    if item.source is None:
        return False
    return said_again(item.source.text) or any(
        c.name.casefold() in names for c in item.source.cards
    )


def resolving_beside_lasting(
    text: str, source: Source, items: tuple[Item, ...], reader: Reader
) -> None:
    """Refuse a card cast beside another in one list, whose effects begin, where what it does
    as it resolves is read of none ("my opponent casts Angel's Grace and bolts me", "... and
    Lightning Bolt at me", the Bolt taken into the list: both were "nobody has won or lost
    yet", the damage dropped without a word)."""
    begun = {item.event.source for item in items}
    if not items or len(source.cards) < 2:
        return
    for card in source.cards:
        if card.name not in begun and (_acts_as_it_resolves((card,)) or enters_to_end((card,))):
            raise SituationError(
                Message(
                    '"{words}" leaves {card} on the stack, and what it does as it resolves may '
                    'end the game: say what it did (e.g. "{example}"), or that it was countered '
                    '("it is countered").',
                    words=quoted(spelled(text, reader.entities)),
                    card=card.name,
                    example="alice takes 3 damage",
                ),
                unread=spelled(text, reader.entities),
            )


def left_on_stack(sentence: Sentence) -> SituationError:
    """The refusal of a spell told cast last, in a game still going (`_cast_last_unsaid`)."""
    return SituationError(
        Message(
            '"{words}" leaves {card} on the stack, and what it does as it resolves may end '
            'the game: say what it did (e.g. "{example}"), or that it was countered ("it is '
            'countered").',
            words=quoted(sentence.text),
            card=sentence.by.cards[0].name if sentence.by is not None else "",
            example="alice takes 3 damage",
        ),
        unread=sentence.text,
    )


# "Triskaidekaphobia's ability resolves": an ability's (activated or triggered) resolution,
# what it did unsaid as much as a spell's.
_ITS_ABILITY = re.compile(r"\b(?:ability|abilities|trigger|triggers|triggered)\b", re.IGNORECASE)


# "I activate Jace, Wielder of Mysteries's -8 ability": a loyalty or activated ability put on
# the stack (602.2), what it did as it resolved unsaid.
_ACTIVATES = re.compile(
    r"\b(?:activat(?:e|es|ed|ing)|ultimate|ults?|ulted|ulting)\b|(?<![\w+-])[-+]\d++\b",
    re.IGNORECASE,
)


_ITS = re.compile(r"\b(?:its|it's|it|that|this)\b", re.IGNORECASE)


def activation_unsaid(told: list[Sentence], situation: Situation) -> bool:
    """A sentence (the first of `told`) that activates an ability of a card whose activated
    ability may end the game as it resolves (Jace, Wielder of Mysteries's -8: a win if the
    library is then empty; damage, Walking Ballista's), with no win, loss, draw or draw from an
    empty library said in it or after it (for damage, no change of life or poison): the engine
    would play it as doing nothing ("I have 0 cards in my library. I activate Jace's -8" was
    "nobody has won")."""
    sentence = told[0]
    if _ACTIVATES.search(sentence.text) is None:
        return False
    if any(
        (event.kind is EventKind.EFFECT and event.outcome) or event.kind is EventKind.DECK_OUT
        for said in told
        for event in said.events
    ):
        return False
    marks = sentence.marks
    if not marks and _ITS.search(sentence.text):  # "I activate its +1": any card named before
        marks = tuple(range(len(situation.entities)))
    # its damage (Walking Ballista's, Spear Spewer's) or the life total it sets (Sorin
    # Markov's -3, Mirror Universe's exchange) said nowhere: "we are both at 1 life. I activate
    # Spear Spewer" was "nobody has won", and so was "I control Platinum Angel and I'm at -5
    # life. My opponent is at 10. I activate Mirror Universe"
    # a total said after it, no change ("I activate Pestilence. I'm at 1 and my opponent is
    # at 1.": before it or after?), is no damage it dealt: it was "nobody has won"
    dealt = any(
        event.kind in _HARMS and not (event.kind is EventKind.LIFE and event.value is not None)
        for said in told
        for event in said.events
    )
    return any(
        (
            isinstance(effect, EndsGame | DamageSource | SetsLife)
            and effect.moment is CardMoment.ACTIVATED
            and not (dealt and isinstance(effect, DamageSource | SetsLife))
            # the case of a fork in which its ability was countered (Door to Nothingness
            # at a player, 608.2): its loss is what the other case holds
            and not (sentence.countered and isinstance(effect, EndsGame))
        )
        or (_poisons_as_it_resolves(effect) and not dealt)  # Karn's Bastion's proliferation
        for effect in _effects_named(sentence, situation, marks)
    )


_HARMS = frozenset({EventKind.LIFE, EventKind.POISON, EventKind.DAMAGE})


# "... triggers", "its trigger resolves" ending the sentence: nothing said of what it did
_TRIGGERS = re.compile(
    r"\b(?:triggers?|triggered)(?:\s++(?:ability\s++)?resolves)?\W*$", re.IGNORECASE
)


def trigger_unsaid(told: list[Sentence], situation: Situation) -> bool:
    """A sentence (the first of `told`) that says a card named in it triggers, with nothing it
    or a sentence after it says happened but that card's lasting effects: what the trigger did
    is unsaid, and the engine would play it as doing nothing ("My opponent controls Sulfuric
    Vortex. I'm at 2 life. At the beginning of my upkeep, Sulfuric Vortex triggers." was
    "nobody has won or lost yet": it deals 2 damage to that player). A card whose trigger the
    words leave to a count is read before this (trigger_conditions.arrival_condition); one
    Arbiter does not know is left to the words, as any such card is."""
    sentence = told[0]
    said = _TRIGGERS.search(sentence.text)
    if said is None:
        return False
    before = sentence.text[: said.start()]
    entities = situation.entities
    known = [entities[m].card for m in sentence.marks if m < len(entities)]
    if not any(
        card is not None
        and re.search(rf"{re.escape(card.name)}(?:'s?)?(?:\s++[\w-]++){{0,2}}\s*$", before, re.I)
        for card in known
    ):
        return False  # the card that triggers is one Arbiter does not know, or none
    return not any(
        event.kind is not EventKind.EFFECT_BEGINS and event.value is None
        for said in told
        for event in said.events
    )


def draws_unsaid(sentence: Sentence, told: list[Sentence], situation: Situation) -> bool:
    """A sentence that names a spell drawing cards as it resolves (Brainstorm) with no draw
    from an empty library said in the reading (`told`: its resolution, counted, may come in
    a report of its own, before or after what was said with it): what its draws did turns on
    the cards left in the library, so it is never judged as drawing nothing where the words
    do not count them."""
    if not any(
        isinstance(effect, EmptiesLibrary) and effect.how is LibraryHow.DRAW
        for effect in _effects_named(sentence, situation)
    ):
        return False  # no such spell named (most sentences): asked first, the cheapest
    if sentence.countered:
        return False  # the spell did not resolve: it drew nothing
    return not any(event.kind is EventKind.DECK_OUT for said in told for event in said.events)


def _effects_named(
    sentence: Sentence, situation: Situation, marks: tuple[int, ...] | None = None
) -> Iterator[Effect]:
    """The effects of every card Arbiter knows that the sentence names (or `marks` names)."""
    entities = situation.entities
    for mark in sentence.marks if marks is None else marks:
        card = entities[mark].card if mark < len(entities) else None
        if card is not None:
            yield from card.effects
