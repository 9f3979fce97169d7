"""A draw said in one moment with a move of the card that changes it (sentence_clauses.py):
Laboratory Maniac makes a draw from an empty library a win instead, Shared Fate replaces every
draw; each applies as the card is drawn (MTG CR 614.1a), not at the next check, so "I draw a
card and Laboratory Maniac dies" is a win if the draw came first and a loss if the Maniac left
first. The words leave that order open: refused, asking for it. Pure: no I/O.
"""

from __future__ import annotations

from bot.core.messages import Message
from bot.core.rules.vocabulary import EventKind
from bot.core.rulings.card_model import Change, ChangesStateLoss, ReplacesDraw, StateLoss, Who
from bot.core.rulings.cards import Card
from bot.core.rulings.phrase_values import Clause, Role
from bot.core.rulings.words import SituationError, quoted


def draw_beside_its_card_leaving(clauses: list[Clause]) -> None:
    """Refuse a sentence in which a card that changes a player's draws as they are made moves
    (leaves, enters) beside that player's draw from an empty library, or beside a draw it was
    read to replace: which came first decides it."""
    moved = [
        (card, clause.source.holder(card), clause)
        for clause in clauses
        if clause.role is Role.MOVES and clause.source is not None
        for card in clause.source.cards
    ]
    for clause in clauses:
        drawers = {i.event.player for i in clause.items if i.event.kind is EventKind.DECK_OUT}
        for card, holder, left in moved:
            replaced = (
                clause.role is Role.ACTS
                and clause.source is not None
                and clause.source.text == card.name
            )
            if clause is not left and (
                replaced or any(_changes_draws(card, holder, d) for d in drawers)
            ):
                raise SituationError(
                    Message(
                        "{draw} and {left} are said at the same moment, but {card} changes a "
                        "draw as it is made ({rule}): whether the draw came before or after "
                        "decides it. Say them in the order they happened, in sentences of "
                        "their own.",
                        draw=f'"{quoted(clause.text)}"',
                        left=f'"{quoted(left.text)}"',
                        card=card.name,
                        rule="MTG CR 614.1a",
                    ),
                    cards=(card.name,),
                    rules=("MTG CR 614.1a",),
                )


def _changes_draws(card: Card, holder: str | None, drawer: str | None) -> bool:
    """Whether the card changes the drawer's draw as it is made: a win instead of a draw from
    an empty library, or a draw replaced (whoever holds it, where the words leave that open)."""
    for effect in card.effects:
        if isinstance(effect, ReplacesDraw) or (
            isinstance(effect, ChangesStateLoss)
            and effect.loss is StateLoss.EMPTY_LIBRARY
            and effect.change is Change.WIN_INSTEAD
        ):
            who = effect.who
        else:
            continue
        if who is not Who.CONTROLLER or holder is None or holder == drawer:
            return True
    return False
