"""Effects that last a turn, as the words tell of their card (card_clauses.py): a spell said
cast on an earlier turn whose effects may have ended, and an instant or sorcery, or a card all
of whose effects last a turn, said to die or leave, which ends nothing of what it did."""

from __future__ import annotations

from bot.core.messages import Message
from bot.core.rules.vocabulary import Event
from bot.core.rules.vocabulary import Until as EngineUntil
from bot.core.rulings.cards import Card
from bot.core.rulings.words import Reader, SituationError, quoted, spelled

FOR_A_TURN = frozenset({EngineUntil.END_OF_TURN, EngineUntil.YOUR_NEXT_TURN})


def for_a_turn_ended(text: str, begins: list[Event], spell: bool, reader: Reader) -> None:
    """Refuse a spell said cast on an earlier turn whose effects last a turn ("I cast Angel's
    Grace last turn. I'm at 0 life."), or an instant's or sorcery's once-only replacement of
    this turn (Stunning Reversal): they may have ended (it was read as in force: 'nobody has
    won or lost')."""
    if begins and (spell or any(event.until in FOR_A_TURN for event in begins)):
        words = spelled(text, reader.entities)
        said = Message(
            '"{words}": said cast on an earlier turn, its effects that last a turn may have '
            "ended: say whether they still apply.",
            words=quoted(words),
        )
        raise SituationError(said, unread=words)


def lasts_the_turn(text: str, card: Card, begins: list[Event], reader: Reader) -> None:
    """Refuse an instant or sorcery, or a card all of whose effects last a turn, said to die or
    leave ("I cast Angel's Grace. ... my Angel's Grace dies"): what it did lasts as long as it
    says whatever becomes of the card (MTG CR 611.2a), so its leaving ends nothing (it was read
    as the end of its effects, a draw beside a case where the asker wins)."""
    if card.spell or all(event.until in FOR_A_TURN for event in begins):
        words = spelled(text, reader.entities)
        said = Message(
            '"{words}": what {card} does lasts as long as it says, whatever becomes of the card '
            "(MTG CR 611.2a): say what else happened.",
            words=quoted(words),
            card=card.name,
        )
        raise SituationError(said, unread=words)
