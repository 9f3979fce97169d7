"""A spell's damage told in one moment with damage another source deals to another player
(sentence_steps.py): "I bolt him while his creature deals 3 combat damage to me", "at the same
time I bolt him and his creature deals 3 combat damage to me".

An instant or a sorcery does what it does as it resolves, on its own (MTG CR 608.2); combat
damage is dealt in its combat damage step with nothing on the stack (510.2, 510.4), and another
spell or ability resolves on its own too. So the two never happen at once, whatever the words
say, and the game checks between them (704.3): read as one moment both players reached 0 at
once and it was a draw, while the one that came first ended it. Which came first the words
leave open: refused, asking it.
"""

from __future__ import annotations

from bot.core.messages import Message
from bot.core.rules.vocabulary import EventKind
from bot.core.rulings.event_sources import CREATURE
from bot.core.rulings.phrase_values import Item, Source
from bot.core.rulings.words import SituationError

Moments = list[tuple[Source | None, list[Item]]]


def spell_apart(moments: Moments, opens: list[Item]) -> None:
    """Refuse a moment that holds a spell's damage to one player and damage a creature or
    another card deals to another player (moment_checks.py calls it where a spell is named)."""
    for index, (_, items) in enumerate(moments):
        together = items + opens if index == 0 else items
        for item in together:
            if item.source is None or not item.source.cards:
                continue  # no card's: no call for it
            spell = _spell_of(item)
            if spell is None or not _harms(item):
                continue
            other = next((o for o in together if _elsewhere(o, item)), None)
            if other is not None:
                raise SituationError(
                    Message(
                        "{spell} does what it does as it resolves, on its own, never at the "
                        "same time as damage another creature or card deals (combat damage is "
                        "dealt in its own step, MTG CR 608.2, 510.2), and the game checks "
                        "between them: say which came first, each in a sentence of its own "
                        '("... . then ...").',
                        spell=spell,
                    ),
                    cards=(spell,),
                    rules=("MTG CR 608.2", "MTG CR 510.2", "MTG CR 704.3"),
                )


def _spell_of(item: Item) -> str | None:
    source = item.source
    if source is None:
        return None
    return next((card.name for card in source.cards if card.spell), None)


def _harms(item: Item) -> bool:
    event = item.event
    if event.kind is EventKind.LIFE:
        return (event.delta or 0) < 0
    return event.kind in (EventKind.POISON, EventKind.COMMANDER_DAMAGE)


def _elsewhere(other: Item, spells: Item) -> bool:
    """Damage to another player than the spell's, from a creature (a commander) or another
    card."""
    source = other.source
    if not _harms(other) or other.event.player == spells.event.player:
        return False
    if other.event.kind is EventKind.COMMANDER_DAMAGE:
        return True  # a commander's combat damage
    if source is None or (
        spells.source is not None and source.text.lower() == spells.source.text.lower()
    ):
        return False
    return bool(source.cards or source.unknown) or CREATURE.search(source.text) is not None
