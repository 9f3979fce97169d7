"""A clause that leaves its subject out, read with the subject of the clause before it lent to
it (sentence_clauses.py: "I deal 1 damage to him and draw a card" reads "draw a card" as
"me draw a card"). A refusal of the clause so read quotes it as the asker wrote it: the
reader's subject ("me", a player's name for "I") is the reader's rewrite, never the asker's
words ('"me draw a card": whether that is a draw from an empty library ...' became '"draw a
card": ...').

Lent by a spell told by its card that only deals damage ("alice bolts bob and draws a
card", "I Fireball him for lethal and lose 1 life"), the clause is its caster's, but what it
tells is no part of what the card does: it came before the card resolved or after, never with
its damage, and the game checks for a loss in between (608.2, 704.3). It was read as at once
("alice bolts bob and draws a card" beside her empty library: a draw, though she either lost
before the Bolt resolved or drew after bob lost); it is refused, unless it is a gain of life
(which ends nothing)."""

from __future__ import annotations

from bot.core.messages import Message
from bot.core.rules.vocabulary import EventKind
from bot.core.rulings.card_use import damage_as_it_resolves
from bot.core.rulings.cards import Card
from bot.core.rulings.phrase_values import Clause, Role
from bot.core.rulings.phrases import match_clause
from bot.core.rulings.words import Reader, SituationError, quoted


def with_subject_lent(
    subject: str, clause: str, reader: Reader, lender: Clause | None
) -> Clause | None:
    """`clause` read with `subject` (that of `lender`, the clause before it) before it (None:
    no phrase reads it so); a refusal of it quotes `clause` as written."""
    told = f"{subject} {clause}"
    try:
        read = match_clause(told, reader)
    except SituationError as error:
        raise _as_written(error, told, clause) from error
    if read is not None and lender is not None and lender.role is Role.STACK and lender.source:
        dealing = [card for card in lender.source.cards if _only_deals_damage(card)]
        _beside_a_card(clause, read, dealing[0].name if dealing else None)
    return read


def _only_deals_damage(card: Card) -> bool:
    """Whether a card is a spell whose every effect is damage dealt as it resolves (Lightning
    Bolt, Fireball, Shock): never a permanent's ability ("I activate Aetherflux Reservoir and
    pay 50 life", the cost paid with it)."""
    return bool(card.effects) and damage_as_it_resolves(card)


def _beside_a_card(clause: str, read: Clause, card: str | None) -> None:
    """Refuse what a card's caster is told doing beside it (`read`), unless a gain of life."""
    if card is None or all(
        item.event.kind is EventKind.LIFE and (item.event.delta or 0) > 0 for item in read.items
    ):
        return
    raise SituationError(
        Message(
            '"{clause}" is told beside {card}, but it is no part of what {card} does: it came '
            "before {card} resolved or after it, and the game checks for a loss in between "
            "(MTG CR 608.2, 704.3), which may decide the outcome. Tell them in the order they "
            "happened, each in a sentence of its own.",
            clause=quoted(clause),
            card=card,
        ),
        unread=clause,
        cards=(card,),
        rules=("MTG CR 608.2", "MTG CR 704.3"),
    )


def _as_written(error: SituationError, told: str, clause: str) -> SituationError:
    """`error` with the words `told` it quotes (as a parameter of its message, or the words it
    could not read) the asker's `clause` instead."""
    said: Message = error.said
    params = {
        name: value.replace(quoted(told), quoted(clause))
        for name, value in said.params
        if isinstance(value, str) and quoted(told) in value
    }
    return SituationError(
        said.replaced(**params) if params else said,
        unread=clause if error.unread == told else error.unread,
        kind=error.kind,
        cards=error.cards,
        rules=error.rules,
        read=error.read,
    )
