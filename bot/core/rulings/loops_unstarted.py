"""Cards whose triggers make loops of mandatory actions, told with nothing that starts one
(judging.py): only cards held, lands played and permanents dying of damage, every part
accounted for, so nothing ends; and told beside creatures entering, which their triggers act on
outside a loop too (Essence Warden's life gain): refused, never taken to do nothing.
"""

from __future__ import annotations

import re

from bot.core.rules.vocabulary import EventKind
from bot.core.rulings.card_checks import cannot_judge
from bot.core.rulings.cards import (
    LoopAct,
    MandatoryLoop,
    saprolings_loop,
)
from bot.core.rulings.chat_words import WORDS, one_of
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


# "I create 3 Goblin tokens", "I made 8 thopters", "a creature enters the battlefield", "he
# casts a creature": creatures entering, named by no card: a word, then another after it (each
# pair looked for from the first word's first place only, so a text is read once).
_ENTERING_SAID = tuple(
    (re.compile(first, re.IGNORECASE), re.compile(then, re.IGNORECASE))
    for first, then in (
        (
            rf"\b{one_of(WORDS.loop_creating)}\b",
            rf"\b(?:{one_of((*WORDS.loop_tokens, *WORDS.token_kinds))})\b",
        ),
        (rf"\b{one_of(WORDS.loop_creatures)}\b", rf"\b{one_of(WORDS.loop_entering)}\b"),
        (
            rf"\b{one_of(WORDS.spell_verb_casts)}\s++(?:{one_of(WORDS.spell_verb_articles)}|\d++)\b",
            rf"\b{one_of(WORDS.loop_creatures)}\b",
        ),
    )
)


def _creatures_enter(text: str) -> bool:
    for first, then in _ENTERING_SAID:
        found = first.search(text)
        if found is not None and then.search(text, found.end()) is not None:
            return True
    return False


# "I cast Platinum Angel", "my Vampire Nighthawk enters the battlefield": a card named
# arriving, which may be a creature (the card data marks few as creatures).
_ARRIVES = re.compile(
    rf"\b{one_of(WORDS.loop_arrivals)}\b",
    re.IGNORECASE,
)


def _card_named(situation: Situation, sentence: Sentence) -> bool:
    cards = [situation.entities[m].card for m in sentence.marks if m < len(situation.entities)]
    return any(
        card is not None and not any(isinstance(e, MandatoryLoop) for e in card.effects)
        for card in cards
    )


def creatures_entering_beside_a_loop(situation: Situation, sentences: list[Sentence]) -> None:
    """Refuse creatures said to enter beside a card whose trigger nobody may decline acts on
    them (Essence Warden gains its controller 1 life for each: "my opponent is at 1 life and
    controls Essence Warden. I create 3 Goblin tokens. I deal 1 damage to him" is no win),
    where no loop is said: the reader does not play those triggers out."""
    if any(e.kind is EventKind.LOOP for s in sentences for e in s.events):
        return
    if not any(
        _creatures_enter(s.text) or (_ARRIVES.search(s.text) and _card_named(situation, s))
        for s in sentences
    ):
        return
    for entity in situation.entities:
        card = entity.card
        if card is not None and any(isinstance(e, MandatoryLoop) for e in card.effects):
            raise cannot_judge(card)
