"""A card that brings each creature that dies back under an opponent's control (Endless
Whispers: when a creature dies, a target opponent of its controller puts it onto the
battlefield under their own control at the beginning of the next end step, MTG CR 603.7; it is
put there, not cast, 603.4), read before the sentences are.

Arbiter does not play the end step out: the words must tell where each creature card that
died went ("When Phage comes into play under my opponent's control ..."). Where a creature
card Arbiter knows is said to die, be sacrificed or destroyed beside such a card, and the words
never say it enters again afterwards, the situation is refused naming the card, never answered
as if the creature stayed in the graveyard.

Pure: no I/O.
"""

from __future__ import annotations

import re

from bot.core.rulings.card_checks import cannot_judge
from bot.core.rulings.cards import EndsNothing
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.words import MARK, Entity

# "a", "the", "my" card, "bob's" card
_OWNER = rf"(?:(?:{one_of(WORDS.card_articles)}|{one_of(WORDS.cast_aim_owners)}|[\w'-]+'s?)\s++)?"


def _died(mark: str) -> re.Pattern[str]:
    number = re.escape(mark)
    return re.compile(
        rf"{number}(?!\d)\s++(?:{one_of(WORDS.dies_words)})(?![\w'])"
        rf"|(?:{one_of(WORDS.killing_verbs)})\s++{_OWNER}{number}(?!\d)",
        re.IGNORECASE,
    )


def _arrives(marks: list[str]) -> re.Pattern[str]:
    """The card (named by any of its marks) said to enter the battlefield."""
    named = "|".join(re.escape(mark) for mark in marks)
    return re.compile(
        rf"(?:{named})(?!\d)\s++(?:{one_of(WORDS.arriving + WORDS.come_into_play)})(?![\w'])",
        re.IGNORECASE,
    )


def check_dead_returned(marked: str, entities: tuple[Entity, ...]) -> None:
    """Refuse (SituationError) where a card that returns the dead is named and a creature card
    dies in the words without its coming back told after it."""
    returning = next(
        (
            e.card
            for e in entities
            if e.card is not None
            and any(isinstance(x, EndsNothing) and x.returns_the_dead for x in e.card.effects)
        ),
        None,
    )
    if returning is None or MARK not in marked:
        return
    for number, entity in enumerate(entities):
        if entity.card is None or not entity.card.creature:
            continue
        mark = f"{MARK}{number}"
        again = [f"{MARK}{n}" for n, e in enumerate(entities) if e.card == entity.card]
        died = _died(mark).search(marked)
        if died is not None and _arrives(again).search(marked, died.end()) is None:
            raise cannot_judge(returning)
