"""A sentence's moments (sentence_steps.py) against what the rules let happen at once, each
check keyed on a cheap word test of the sentence: a first striker's damage a step of its own
before the rest (strike_steps.py), a spell's damage never at once with another source's
(spells_apart.py), combat damage never both ways in one combat (combat_sides.py)."""

from __future__ import annotations

from bot.core.rulings.combat_sides import combat_both_ways
from bot.core.rulings.phrase_values import Item, Source
from bot.core.rulings.spells_apart import spell_apart
from bot.core.rulings.strike_steps import struck_in_steps
from bot.core.rulings.words import Entity

Moments = list[tuple[Source | None, list[Item]]]


def moments_checked(
    sentence: str,
    moments: Moments,
    opens: list[Item],
    marks: tuple[int, ...],
    entities: tuple[Entity, ...],
) -> tuple[Moments, list[Item]]:
    """The moments with a first striker's damage a step of its own; refused where the words
    tell at once what never is."""
    if "trik" in sentence or "TRIK" in sentence:  # first strike's own damage step
        moments, opens = struck_in_steps(moments, opens)
    for mark in marks:  # a spell beside another source's damage (a loop: no call per card)
        card = entities[mark].card if mark < len(entities) else None
        if card is not None and card.spell:
            spell_apart(moments, opens)
            break
    if "ombat" in sentence or "OMBAT" in sentence:  # one combat, one player's attackers
        combat_both_ways(moments, opens, entities)
    return moments, opens
