"""Cards whose triggers make loops of mandatory actions, told with nothing that starts one
(judging.py): only cards held, lands played and permanents dying of damage, every part
accounted for, so nothing ends.
"""

from __future__ import annotations

from bot.core.rulings.cards import (
    LoopAct,
    MandatoryLoop,
    saprolings_loop,
)
from bot.core.rulings.situation_values import Sentence, Situation


def loop_not_started(situation: Situation, sentences: list[Sentence]) -> bool:
    """Only cards held, lands played and permanents dying of damage, beside cards whose
    triggers make loops of mandatory actions (104.4b), every one accounted for. When a land
    played is a creature entering (a card makes lands creatures), one that damages each
    creature entering is said to have done it (its damage destroyed the land), and none
    destroys it by its ability; one that acts on a land an opponent's spell or ability
    destroyed then has nothing to act on, since what died, died of damage, by the game rules
    (704.5g). Then no loop starts, and nothing ends."""
    if not sentences or not all(
        s.lands_and_deaths and not s.events and not s.unknown_in_play for s in sentences
    ):
        return False
    marks = {mark for s in sentences for mark in s.marks}
    entities = [situation.entities[m] for m in marks if m < len(situation.entities)]
    loops = [
        (entity.card.name, effect)
        for entity in entities
        if entity.card is not None
        for effect in entity.card.effects
    ]
    if not loops or len(entities) != len(marks):
        return False
    if not all(
        isinstance(e, MandatoryLoop) and (e.on or e.lands_are_creatures or e.saprolings_are_lands)
        for _, e in loops
    ):
        return False  # a card whose part in a loop the reader does not know
    if any(s.lands_played for s in sentences) and saprolings_loop(
        [e for _, e in loops if isinstance(e, MandatoryLoop)]
    ):
        return False  # each land entering makes a Saproling that is a land entering
    killed = {card.name for s in sentences for card in s.killed_by}
    creatures_enter = any(s.lands_played for s in sentences) and any(
        isinstance(e, MandatoryLoop) and e.lands_are_creatures for _, e in loops
    )
    return not creatures_enter or all(
        LoopAct.DESTROYS_ENTERING not in effect.acts_on
        and (LoopAct.DAMAGES_ENTERING not in effect.acts_on or name in killed)
        for name, effect in loops
        if isinstance(effect, MandatoryLoop)
    )
