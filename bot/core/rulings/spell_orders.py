"""Which spell resolved first, and whether one did, where the words leave it open
(sentence_steps.py): two players' spells told in one sentence with nothing said of which was
cast in response, both orders (405.5); a spell cast at a player whose resolution is unsaid, a
case for each (608.2). Each case is the sentence read again (`steps`). Pure: no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from bot.core.messages import Message
from bot.core.rules.vocabulary import EventKind
from bot.core.rulings.alternatives import Steps, sentences_only
from bot.core.rulings.card_checks import cannot_judge
from bot.core.rulings.card_use import its_combat_trigger
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.effects_unsaid import CASTS, enters_to_end
from bot.core.rulings.phrase_values import Clause, Role, Source
from bot.core.rulings.situation_values import Fork, OpenSpell, Sentence
from bot.core.rulings.told import whose_said
from bot.core.rulings.words import Reader, Refusal, SituationError, quoted, spelled

_ARRIVING = re.compile(rf"\b{one_of(WORDS.arriving)}(?![\w'])", re.IGNORECASE)


def _entering_beside_its_combat(clause: Clause, clauses: list[Clause]) -> bool:
    """A card told entering whose trigger as it enters may end the game (Phage the
    Untouchable), beside its trigger on its own combat damage in the same sentence ("I
    reanimate Phage and it deals combat damage to my opponent" was "you win", the trigger as it
    entered read by no sentence): that trigger resolves before any combat after (603.3), which
    the one sentence leaves unordered. Refused."""
    source = clause.source
    return (
        clause.role is Role.MOVES
        and source is not None
        and enters_to_end(source.cards)
        and _ARRIVING.search(clause.text) is not None
        and any(
            its_combat_trigger(item.why) for c in clauses if c is not clause for item in c.items
        )
    )


def entering_beside_open(clauses: list[Clause]) -> None:
    """Refuse a permanent spell cast whose trigger as it enters may end the game (Thassa's
    Oracle), its entering read by no clause, beside a spell whose resolution or order is a
    question ("If I have a Laboratory Maniac in play and I cast Brainstorm with only one card
    in my library, my opponent cast Thassa's Oracle and it resolves" was "if your Brainstorm
    did not resolve, the game goes on", the opponent's Oracle left out of every case)."""
    for clause in clauses:
        source = clause.source
        if _entering_beside_its_combat(clause, clauses):
            assert source is not None  # _entering_beside_its_combat
            raise cannot_judge(next(card for card in source.cards if enters_to_end((card,))))
        if clause.role is not Role.STACK or clause.items or source is None:
            continue
        if not enters_to_end(source.cards):
            continue
        if any(c.resolves for c in clauses if c is not clause):
            raise cannot_judge(next(card for card in source.cards if enters_to_end((card,))))


def casts_unordered(
    clauses: list[Clause], reader: Reader, marks: tuple[int, ...], steps: Steps
) -> list[Sentence | Fork] | None:
    """Two players' spells cast at players, told in one sentence with nothing said of which
    was cast in response ("alice bolts bob and bob bolts alice"): both were on the stack, and
    the one cast last resolves first (MTG CR 405.5), which the words leave open; both orders,
    and the question that settles it (a Fork). It was read in the order written. So is a
    permanent spell whose effects last while it is in play beside another player's spell ("I
    cast Platinum Angel and my opponent Bolts me" was "nobody has won or lost yet", the Angel
    taken to have resolved first). A spell told only as cast ("I cast Brainstorm"), beside
    the other, resolved in either order or was countered, a third case (608.2). The board told
    before both ("If I have a Laboratory Maniac in play and I cast Brainstorm with only one
    card in my library, my opponent cast Angel's Grace") stood before either resolved. Any
    other words beside them: refused, asking for the order."""
    spells = [
        c
        for c in clauses
        if c.role is Role.STACK and c.source is not None and (c.resolves or _lasting_cast(c))
    ]
    casters = {c.source.controller for c in spells if c.source is not None}
    if len(spells) < 2 or len(casters) < 2 or None in casters or any(c.responds for c in clauses):
        return None
    a, b = (spelled(c.text, reader.entities, as_written=True) for c in spells[:2])
    question = (
        f'Which resolved first, "{a}" or "{b}"? Both were on the stack, and the spell cast '
        "last resolves first (MTG CR 405.5)."
    )
    asked = Message(
        'Which resolved first, "{a}" or "{b}"? Both were on the stack, and the spell cast '
        "last resolves first ({rule}).",
        a=a,
        b=b,
        rule="MTG CR 405.5",
    )
    board = _board_before(clauses, spells)
    if len(spells) > 2 or len(clauses) - len(board) > 2:
        raise SituationError(
            Message(
                "{question} Put each spell in a sentence of its own, the one cast in response "
                'last ("in response, ...").',
                question=asked,
            ),
            kind=Refusal.DEPENDS_TWICE,
        )
    held: list[Sentence] = []  # the board, as it stood before either was cast
    for clause in board:
        held += sentences_only(steps(clause.text, reader, marks))
    # one spell whose resolution the words leave open ("I cast Brainstorm"): resolved, in
    # either order, or not at all (countered), a case of its own
    open_ = [c for c in spells[:2] if c.resolves and not c.done]
    one_open = open_[0] if len(open_) == 1 else None
    library = dict(reader.library)  # each reading draws from the libraries as told

    def read(clause: Clause, resolved: bool = True) -> list[Sentence]:
        if clause is not one_open:
            return sentences_only(steps(clause.text, reader, marks))
        reader.resolved[clause.text] = resolved
        try:
            return sentences_only(steps(clause.text, reader, marks))
        finally:
            del reader.resolved[clause.text]

    first = read(spells[0]) + read(spells[1])
    reader.library = dict(library)
    # the second resolved first: cast in response to the first, which waited on the stack
    answer = read(spells[1])
    second = answer + [replace(sentence, responded_to=True) for sentence in read(spells[0])]
    reader.library = dict(library)
    one, other = f'"{a}" resolved first', f'"{b}" resolved first'
    said = {
        question: asked,
        one: Message('"{spell}" resolved first', spell=a),
        other: Message('"{spell}" resolved first', spell=b),
    }
    cases = [(one, held + _in_order(first)), (other, held + _in_order(second))]
    if one_open is not None:
        no = f"{_whose_spell(one_open.source, reader)} did not resolve"
        cases.append((no, _countered(held, spells[:2], one_open, read)))
        said[no] = Message(
            "{name} did not resolve", name=_whose_spell_said(one_open.source, reader)
        )
    reader.library = library
    return [Fork(question, cases, said=said)]


def _countered(
    held: list[Sentence],
    spells: list[Clause],
    countered: Clause,
    read: Callable[[Clause, bool], list[Sentence]],
) -> list[Sentence]:
    """The case in which the spell whose resolution the words leave open was countered: the
    board, that spell doing nothing (608.2), and the other one resolving. Every report of it is
    of that reading (`Sentence.countered`), as `whether_it_resolved`'s are."""
    told = [
        replace(sentence, acts=True, inert=True) if clause is countered else sentence
        for clause in spells
        for sentence in read(clause, clause is not countered)
    ]
    return [replace(sentence, countered=True) for sentence in held + _in_order(told)]


def _in_order(sentences: list[Sentence]) -> list[Sentence]:
    """The reports of a case of which spell resolved first, marked as in that order."""
    return [replace(sentence, in_order=True) for sentence in sentences]


def _board_before(clauses: list[Clause], spells: list[Clause]) -> list[Clause]:
    """The clauses told before both spells that only say how the board stood ("If I have a
    Laboratory Maniac in play and I cast Brainstorm with only one card in my library, my
    opponent cast Angel's Grace"): a card in play, a state, an action that ends nothing by
    itself and tells no event. They held before either spell was cast, whichever resolved
    first; none when anything else is told among them or after the spells."""
    board = clauses[: clauses.index(spells[0])] if spells else []
    if clauses[len(board) :] != spells[:2] or not all(_holds(c) for c in board):
        return []
    return board


def _holds(clause: Clause) -> bool:
    """A clause that only says how the board stands: a card in play ("I have a Laboratory
    Maniac in play"), a state ("my library is empty"), or a count of cards told with no event
    ("I have only one card in my library")."""
    return clause.role in (Role.PRESENCE, Role.STATE) or (
        clause.role is Role.ACTS and not clause.items and not clause.resolves
    )


def _lasting_cast(clause: Clause) -> bool:
    """A permanent spell told cast whose effects the words begin ("I cast Platinum Angel"):
    they begin only once it resolves."""
    return (
        bool(clause.items)
        and all(item.event.kind is EventKind.EFFECT_BEGINS for item in clause.items)
        and CASTS.search(clause.text) is not None
    )


def _whose_spell(source: Source | None, reader: Reader) -> str:
    """ "bob's Lightning Bolt", "your Shock": a spell cast at a player, named for the asker."""
    if source is None or not source.cards:
        return "it"
    if source.controller == reader.asker:
        return f"your {source.cards[0].name}"
    return f"{source.controller}'s {source.cards[0].name}"


def _whose_spell_said(source: Source | None, reader: Reader) -> str | Message:
    """`_whose_spell` for readers of other languages: "your Shock" in their words."""
    if source is None or not source.cards:
        return _whose_spell(source, reader)
    return whose_said(source.controller or "", reader.asker, source.cards[0].name)


def whether_it_resolved(
    sentence: str,
    unresolved: list[Clause],
    reader: Reader,
    marks: tuple[int, ...],
    steps: Steps,
) -> list[Sentence | Fork]:
    """A spell cast at a player whose resolution the words leave open: its damage comes only
    as it resolves (608.2), never if it was countered. A case for each, and the question;
    two such spells are more than one question settles."""
    names = [_whose_spell(c.source, reader) for c in unresolved]
    if len(unresolved) > 1:
        raise SituationError(
            Message(
                "What a spell cast at a player does happens only as it resolves (MTG CR 608.2), "
                "and the words leave open whether {first} and {second} resolved: say of each "
                '("and it resolves", "and it is countered"), or say what they dealt ("bob '
                'Shocks alice").',
                first=names[0],
                second=names[1],
            ),
            kind=Refusal.DEPENDS_TWICE,
        )
    clause, name = unresolved[0], names[0]

    def read_as(resolved: bool) -> list[Sentence]:
        reader.resolved[clause.text] = resolved
        try:
            return sentences_only(steps(sentence, reader, marks))
        finally:
            del reader.resolved[clause.text]

    question = (
        f"Did {name} resolve? What it does happens only as it resolves (MTG CR 608.2), not if "
        "it was countered."
    )
    yes, no = f"{name} resolved", f"{name} did not resolve"
    hits = tuple(dict.fromkeys(i.event.player for i in clause.resolves if i.event.player))
    caster = clause.source.controller if clause.source is not None else None
    named = _whose_spell_said(clause.source, reader)
    return [
        Fork(
            question,
            [
                (yes, read_as(True)),
                # countered: nothing it does happens, and the cast alone ends nothing
                (no, [replace(s, acts=True, inert=True, countered=True) for s in read_as(False)]),
            ],
            said={
                question: Message(
                    "Did {name} resolve? What it does happens only as it resolves (MTG CR "
                    "608.2), not if it was countered.",
                    name=named,
                ),
                yes: Message("{name} resolved", name=named),
                no: Message("{name} did not resolve", name=named),
            },
            open_spell=OpenSpell(name, caster, hits),
        )
    ]


# The moments of a card's triggers that come only as it enters, leaves or deals damage.


def whether_it_answered(
    sentence: str, clause: str, event: str, reader: Reader, marks: tuple[int, ...], steps: Steps
) -> list[Sentence | Fork]:
    """A response told after a draw from an empty library that no card's spell or ability was
    said to bring ("I draw from an empty library, and in response I cast Laboratory Maniac"):
    only a spell or ability on the stack can be responded to (MTG CR 117.1, 405.5), and the
    draw step's draw leaves no moment before it (504.1); so either the response answered a
    spell or ability that made the player draw and came first, or the draw came by itself and
    the response after it. A case for each, and the question that settles it."""
    words = quoted(spelled(clause, reader.entities))
    event = quoted(event)

    def read_as(answered: bool) -> list[Sentence]:
        reader.answered[clause] = answered
        try:
            return sentences_only(steps(sentence, reader, marks))
        finally:
            del reader.answered[clause]

    said = {
        "question": Message(
            'Was "{event}" brought by a spell or ability still on the stack when "{words}" was '
            "done? Only a spell or ability can be responded to (MTG CR 117.1, 405.5): the draw "
            "step's draw cannot (504.1), and what is done then comes after it.",
            event=event,
            words=words,
        ),
        "yes": Message(
            '"{words}" answered the spell or ability that brought "{event}"',
            words=words,
            event=event,
        ),
        "no": Message('"{words}" came after "{event}"', words=words, event=event),
    }
    question, yes, no = (said[key].english() for key in ("question", "yes", "no"))
    return [
        Fork(
            question,
            [(yes, read_as(True)), (no, read_as(False))],
            said={question: said["question"], yes: said["yes"], no: said["no"]},
        )
    ]
