"""What a sentence's words say of a spell's resolution (sentence_steps.py): "it resolves", "it is
countered", or what it did said in words; said no way, it stays open. The spell is said again
as "it", "the spell" ("my spell", "that ability") or by its card's name; a spell said countered
that is none told cast before it in the sentence is refused, which spell it was unsaid. A spell
"successfully" cast (the older rules' words for one that resolved) is said to resolve
(`successfully_cast`).
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.core.messages import Message
from bot.core.rules.vocabulary import EventKind
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.event_sources import said_again
from bot.core.rulings.phrase_values import Clause, Item, Role
from bot.core.rulings.stated_totals import before_or_after, stands_unplaced
from bot.core.rulings.tenses import RESOLVED
from bot.core.rulings.words import (
    MARK,
    SUBJECT,
    Reader,
    SituationError,
    marks_in,
    quoted,
    spelled,
)

_COUNTERED = re.compile(rf"\b{one_of(WORDS.countered_said)}\b", re.IGNORECASE)


def resolutions_told(clauses: list[Clause], reader: Reader) -> list[Clause]:
    """A spell cast at a player, and after it "it resolves" (its damage is dealt) or "it is
    countered" (nothing happens), or what it did said in words ("and alice takes 3 damage"):
    what the words say of its resolution ("it", "the spell" or its name again: `_names_it`).
    Said no way, it stays open (`spell_orders.whether_it_resolved`); said countered of no
    spell told before, refused (`_countered_unplaced`)."""
    told, case = list(clauses), reader.resolved
    said: set[int] = set()  # the clauses that said it: their spell's, nothing more
    for index, clause in enumerate(told):
        _used_and_countered(clause, told[index + 1 :], reader)
        countered = _countered_after(clause, told[index + 1 :], reader)
        if countered is not None:  # "I cast Platinum Angel and it gets countered"
            told[index] = replace(clause, items=())
            said.add(index + 1 + countered)
            continue
        if not clause.resolves:
            continue
        if clause.text in case:  # the case being read says
            told[index] = replace(
                clause,
                items=clause.items + clause.resolves if case[clause.text] else clause.items,
                resolves=(),
            )
            continue
        scope = _its_own(told[index + 1 :], clause, reader)
        said_resolved = clause.done or any(
            after.role is Role.STACK and RESOLVED.search(after.text) for after in scope
        )
        caster = clause.source.controller if clause.source is not None else None
        if _total_from_told(clause, scope, reader):  # its damage kept, the total beside it
            _total_beside_it(told, index, len(scope))
            continue
        if _what_it_did(clause, scope, reader) or (
            not said_resolved  # a cost its caster paid beside it: what it did is said after
            and any(item.event.player == caster for after in scope for item in after.items)
        ):
            told[index] = replace(clause, resolves=())  # what it did, said in words
            continue
        resolved = clause.done  # "he Shocks me": it resolved, unless said countered
        for at, after in enumerate(scope, index + 1):
            if not _names_it(after, clause, reader):
                continue
            if after.role is Role.STACK and RESOLVED.search(after.text):
                resolved = True
                said.add(at)
            elif after.role is Role.MOVES and _COUNTERED.search(after.text):
                resolved = False
                said.add(at)
            break
        else:
            if not clause.done:
                continue  # open: `spell_orders.whether_it_resolved`
        told[index] = replace(
            clause, items=clause.items + clause.resolves if resolved else clause.items, resolves=()
        )
    left = [clause for at, clause in enumerate(told) if at not in said]
    _countered_unplaced(left, reader)
    return left


def _used_and_countered(clause: Clause, after: list[Clause], reader: Reader) -> None:
    """A card told used to do something ("I use Shock to deal 2 damage to him", "he taps his
    Prodigal Sorcerer to deal 1 damage to me": told as done, what it did told after it) and
    then said countered ("but it gets countered", "but the ability is countered"): a countered
    spell or ability does nothing (MTG CR 701.6a), so the words tell the act both done and
    undone. Refused, asking which; the act had been kept as done."""
    if clause.role is not Role.STACK or not clause.done or clause.items or clause.resolves:
        return
    for later in _its_own(after, clause, reader):
        if later.role is Role.MOVES and _COUNTERED.search(later.text):
            if not _names_it(later, clause, reader):
                continue
            words = spelled(later.text, reader.entities)
            raise SituationError(
                Message(
                    '"{words}": the card used is told to have done what follows "to", and to '
                    'have been countered, which does nothing: say only what happened ("bob '
                    'casts Shock at alice and it is countered").',
                    words=quoted(words),
                ),
                unread=words,
            )
    scope = _its_own(after, clause, reader)
    if scope and not scope[0].responds:  # its act, then a gain beside it: in response, or after?
        _gain_beside(
            {item.event.player for item in scope[0].items if item.event.delta}, scope[1:], reader
        )


def _gain_beside(hit: set[str | None], scope: list[Clause], reader: Reader) -> bool:
    """Whether a clause of `scope` changes the total of a player in `hit` by damage or loss
    (what the spell did, said in words); a gain there is refused, asking whether it came in
    response to the spell or after it resolved."""
    for after in scope:
        for item in after.items:
            if item.event.player not in hit or item.event.kind not in _DONE_BY_DAMAGE:
                continue
            told = item.event.player in reader.totals_told  # the total before: told already
            if item.event.delta is None and not told and stands_unplaced(item):
                # "he bolts me, I'm at 3 life": the total it left, or the one it was cast at?
                raise before_or_after(spelled(after.text, reader.entities))
            if item.event.delta is None or item.event.delta <= 0:
                return True
            # "bob bolts me and I gain 1 life": gained in response (first) or after the
            # Bolt resolved and the game was checked (too late at 0) is the words' to say
            raise SituationError(
                Message(
                    '"{words}" is said beside a spell cast at that player: say whether it '
                    'happened in response to the spell ("in response, {words}") or after it '
                    'resolved ("then {words}").',
                    words=quoted(spelled(after.text, reader.entities)),
                ),
                unread=spelled(after.text, reader.entities),
            )
    return False


def _countered_unplaced(clauses: list[Clause], reader: Reader) -> None:
    """A spell said countered that is not one told cast before it in the sentence: which spell
    never resolved, and so what did not happen (701.6a), is the words' to say. With no spell
    or ability told before it ("I draw a card, but it gets countered", "I deal 3 damage to
    him and it gets countered"), or named as another ("I cast Shock at him, but Lightning
    Bolt is countered"), it was dropped and the event before it kept; after a spell told
    resolved ("... with Dread Return and it resolved, but the trigger is countered": a spell
    that resolved is no longer there to counter, 701.6a), what was countered is another, its
    trigger unnamed (Thassa's Oracle had won). ("It is countered" of a
    spell whose effects begin only as it resolves is read after: `effects_unsaid`.)"""
    for at, clause in enumerate(clauses):
        if clause.role is not Role.MOVES or not _COUNTERED.search(clause.text):
            continue
        words = spelled(clause.text, reader.entities)
        spells = [before for before in clauses[:at] if before.role is Role.STACK]
        if not spells:
            raise SituationError(
                Message(
                    '"{words}": Arbiter does not read what was countered there, or what it '
                    'stopped. Say the spell cast ("I cast Brainstorm and it is countered"), or '
                    "tell only what happened.",
                    words=quoted(words),
                ),
                unread=words,
            )
        if RESOLVED.search(spells[-1].text) or not any(
            _names_it(clause, spell, reader) for spell in spells
        ):  # the one before it told resolved: what was countered is another (its trigger?)
            raise SituationError(
                Message(
                    '"{words}" does not say which spell told before it was countered: say '
                    '"it is countered" of that spell, or tell the countered spell cast.',
                    words=quoted(words),
                ),
                unread=words,
            )


def _countered_after(clause: Clause, after: list[Clause], reader: Reader) -> int | None:
    """Where "it is countered" follows a spell cast whose effects the words began as it was
    cast (a permanent spell, "I cast Platinum Angel and it gets countered"): a countered spell
    never resolves, and none of its effects begin (MTG CR 701.6a, 608.2); they were kept (the
    Angel kept its caster in at 0 life). None: no such words."""
    if clause.role is not Role.STACK or not clause.items or clause.resolves:
        return None
    for at, next_clause in enumerate(_its_own(after, clause, reader)):
        if not _names_it(next_clause, clause, reader):
            continue
        if next_clause.role is Role.MOVES and _COUNTERED.search(next_clause.text):
            return at
        return None
    return None


def _what_it_did(spell: Clause, scope: list[Clause], reader: Reader) -> bool:
    """Whether the clauses after a spell say what it did in words: a change of the life,
    damage or poison of a player it hits ("bob bolts me and I take 3 damage"). Another
    player's event, or a gain, is no account of it ("bob bolts me and alice is at 3": the
    Bolt was dropped, and with it the loss it dealt); nor is damage from another card ("I
    Shock him and my Prodigal Sorcerer deals 1 damage to him": the Shock's 2 were dropped)."""
    hit = {item.event.player for item in spell.resolves}
    named = {card.name for card in spell.source.cards} if spell.source is not None else set()
    own = [
        replace(
            after,
            items=tuple(item for item in after.items if not _another(item, after, named, reader)),
        )
        for after in scope
    ]
    return _gain_beside(hit, own, reader)


def _total_from_told(spell: Clause, scope: list[Clause], reader: Reader) -> bool:
    """Whether the clauses after a spell cast at a player say only the total it left that
    player at, whose total before was told ("he is at 5. I bolt him and he goes to 2"): no
    account of its damage but where the damage leads from the total before, which the judge
    checks (the total was taken over the damage: "... and he goes to 0" ruled him dead at 2)."""
    hit = {item.event.player for item in spell.resolves}
    said = [item.event for after in scope for item in after.items if item.event.player in hit]
    return bool(said) and all(
        event.kind is EventKind.LIFE
        and event.delta is None
        and event.value is not None
        and event.player in reader.totals_told
        for event in said
    )


def _total_beside_it(told: list[Clause], index: int, scope: int) -> None:
    """The spell at `index` resolved, with the totals the `scope` clauses after it tell of the
    players it hits moved beside its damage, in its own moment: the judge reads a total there
    only where the damage leads to it from the total before (judging._total_after_its_change),
    and refuses one it does not lead to."""
    spell = told[index]
    hit = {item.event.player for item in spell.resolves}
    totals: list[Item] = []
    for at in range(index + 1, index + 1 + scope):
        after = told[at]
        totals += [item for item in after.items if item.event.player in hit]
        told[at] = replace(after, items=tuple(i for i in after.items if i.event.player not in hit))
    told[index] = replace(spell, items=(*spell.items, *spell.resolves, *totals), resolves=())


def _another(item: Item, after: Clause, named: set[str], reader: Reader) -> bool:
    """Whether `item` is damage from another source than the spell (`named`): no account of it
    ("I Shock him and my Prodigal Sorcerer deals 1 damage to him"; "... and a goblin deals 1
    damage to him", a source said by no card that is neither the spell said again nor a
    player)."""
    source = item.source or after.source
    if source is None:
        return False
    if source.unknown or (source.cards and named.isdisjoint(c.name for c in source.cards)):
        return True
    said = source.text.casefold().split()
    return bool(
        not source.cards
        and said
        and not said_again(source.text)
        and reader.player(source.text) is None
    )


_DONE_BY_DAMAGE = frozenset(
    {EventKind.LIFE, EventKind.DAMAGE, EventKind.POISON, EventKind.COMMANDER_DAMAGE}
)


def _its_own(after: list[Clause], spell: Clause, reader: Reader) -> list[Clause]:
    """The clauses after a spell told that say what it did: up to the next spell or ability
    told, or one said in response."""
    for at, clause in enumerate(after):
        told = clause.role is Role.STACK and not _names_it(clause, spell, reader)
        if told or clause.responds:
            return after[:at]
    return after


def _names_it(after: Clause, spell: Clause, reader: Reader) -> bool:
    """Whether a clause after a spell told speaks of that spell: "it", "the spell", or its
    card named again ("I shock him, but Shock is countered"; "the spell" and the name were
    taken for another spell, and the Shock resolved)."""
    source = after.source
    if source is None:
        return False
    if said_again(source.text):
        return True
    named = {card.name for card in spell.source.cards} if spell.source is not None else set()
    again = [reader.entities[i].card for i in marks_in(source.text) if i < len(reader.entities)]
    return not named.isdisjoint(card.name for card in again if card is not None)


# "my opponent successfully plays Tooth and Nail", "I successfully cast Lightning Bolt at him":
# the older rules' words for a spell that resolved (not countered), said as "X casts CARD and it
# resolves" (its target after it kept with it); a card only named after it, a cast of more than
# one card, stays as written.
_SUCCESSFULLY = re.compile(
    rf"\b(?P<x>{SUBJECT})\s++{one_of(WORDS.successfully)}\s++(?P<v>{one_of(WORDS.cast_verbs)}"
    rf"|{one_of(WORDS.successfully_cast)})\s++(?:{one_of(WORDS.card_articles)}\s++)?"
    rf"(?P<c>{MARK}\d++)(?P<aim>\s++{one_of(WORDS.aimed_at)}\s++(?:{SUBJECT}))?"
    rf"(?=\s*+(?:[.,;!?]|{one_of(WORDS.resolution_goes_on)}\b|$))",
    re.IGNORECASE,
)


def successfully_cast(text: str) -> str:
    """The text with each spell "successfully" cast said cast and resolved."""
    return _SUCCESSFULLY.sub(
        lambda m: f"{m['x']} {m['v']} {m['c']}{m['aim'] or ''} and it resolves", text
    )
