"""A sentence's events grouped by when they happen (sentence_steps.py): what happens together first,
then each spell or ability's effects as it resolves, in the order of the stack.
"""

from __future__ import annotations

from bot.core.messages import Message
from bot.core.rules.vocabulary import EventKind
from bot.core.rulings.card_use import Moment
from bot.core.rulings.phrase_values import Clause, Item, Role, Source
from bot.core.rulings.words import (
    Entity,
    Refusal,
    SituationError,
    spelled,
)


class EventAnswered(Exception):
    """A response told after events no card's spell or ability brought: the clause's words,
    and those of the event it answers (spell_orders.whether_it_answered makes a case of each)."""

    def __init__(self, clause: str, event: str) -> None:
        super().__init__(clause)
        self.clause = clause
        self.event = event


def moments_of(
    clauses: list[Clause],
    entities: tuple[Entity, ...],
    answered: dict[str, bool],
) -> tuple[list[tuple[Source | None, list[Item]]], list[Item], Source | None, list[Source]]:
    """The clauses' events grouped by when they happen: what happens together first, then
    each spell or ability's effects as it resolves; the events the words leave open; the
    first spell or ability; and each spell or ability a response told after it resolved
    before (it was still on the stack then: a game over by the response never saw it
    resolve)."""
    moments: list[tuple[Source | None, list[Item]]] = [(None, [])]
    later: list[Item] = []
    opens: list[Item] = []
    first_by: Source | None = None
    responding: set[int] = set()  # the moments said in response to the one before
    for clause in clauses:
        if clause.responds and (moments[-1][1] or moments[-1][0] is not None):
            _respond(moments, responding, clause, entities, answered)
            continue
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
    waited: list[Source] = []
    moments = _in_stack_order(moments, responding, waited)
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
    return moments, opens, first_by, waited


def _respond(
    moments: list[tuple[Source | None, list[Item]]],
    responding: set[int],
    clause: Clause,
    entities: tuple[Entity, ...],
    answered: dict[str, bool],
) -> None:
    """A clause said in response as a moment of its own, marked to resolve before the one
    it answers; or after it, where it was taken to come after it in the case being read
    (spell_orders.whether_it_answered)."""
    after = answered.get(clause.text)
    if after is None:
        _nothing_to_respond_to(moments[-1], clause, entities)
    if after is not False:
        responding.add(len(moments))
    spell = clause.source if clause.role is Role.STACK else None
    moments.append((spell, list(clause.items)))


def _nothing_to_respond_to(
    moment: tuple[Source | None, list[Item]], clause: Clause, entities: tuple[Entity, ...]
) -> None:
    """A response told after a draw from an empty library no card's spell or ability was said
    to bring ("I draw from an empty library, and in response I cast Laboratory Maniac"): a
    draw is no object on the stack, and the draw step's draw leaves nobody a moment to act
    before it (MTG CR 117.1, 405.5, 504.1); whether the response answered a spell or ability
    that made the player draw (and came first) or came after the draw, the words leave open
    (EventAnswered). Damage and a loss of life always leave a moment before them (the spell,
    the ability, the attack), which "in response" says the response was done in."""
    if moment[0] is not None:
        return
    drawn = [i for i in moment[1] if i.event.kind is EventKind.DECK_OUT]
    if not drawn or any(_of_a_card(i.source) for i in moment[1]):
        return
    raise EventAnswered(clause.text, spelled(drawn[0].said or clause.text, entities))


def _of_a_card(source: Source | None) -> bool:
    """A source that names a card (a spell, an ability's card, a trigger), not a player."""
    return source is not None and bool(source.cards or source.unknown)


def _in_stack_order(
    moments: list[tuple[Source | None, list[Item]]],
    responding: set[int],
    waited: list[Source],
) -> list[tuple[Source | None, list[Item]]]:
    """The moments in the order they happen: one said in response to the spell or ability
    before it resolves first, and a response to that response before both (the stack: the
    last put on it resolves first, MTG CR 405.5, 608.1); each spell or ability a response
    resolved before is added to `waited`."""
    ordered: list[tuple[Source | None, list[Item]]] = []
    bottom = 0  # where the chain of responses the next one joins begins
    for index, moment in enumerate(moments):
        if index in responding:
            bottom += _states_first(ordered, bottom)
            waited.extend(source for source, _ in ordered[bottom:] if source is not None)
            ordered.insert(bottom, moment)
        else:
            # a spell told with nothing it did ("it resolves") moves nothing; one told on the
            # stack ("Felidar Sovereign triggers") is what a response after it responds to
            if moment[1] or moment[0] is not None:
                bottom = len(ordered)
            ordered.append(moment)
    return ordered


def _states_first(ordered: list[tuple[Source | None, list[Item]]], at: int) -> int:
    """Split what was said to be the case (a total said, a card said in play) off the moment
    at `at` that names no spell or ability: a response comes after it, never before a board
    said ("I control Felidar Sovereign and I'm at 41 life. My opponent bolts me in response to
    the trigger." set the total after the damage, and won). 1 where a split was made."""
    if at >= len(ordered) or ordered[at][0] is not None:
        return 0
    items = ordered[at][1]
    stated = [i for i in items if _stated(i)]
    if not stated:
        return 0
    ordered[at] = (None, stated)
    rest = [i for i in items if not _stated(i)]
    if rest:
        ordered.insert(at + 1, (None, rest))
    return 1


def _stated(item: Item) -> bool:
    return item.event.value is not None or item.event.kind is EventKind.EFFECT_BEGINS


def _same_source(item: Item, other: Item) -> bool:
    if item.source is None or other.source is None:
        return item.source is other.source
    return item.source.text.lower() == other.source.text.lower()
