"""What is told after a spell cast at a player whose resolution the words leave open
(`spell_orders.whether_it_resolved`; language.py): "I cast Lightning Bolt at him. He gains 1
life." A gain of life by a player the spell hits, or a card's effect beginning that may have
been cast in response (Angel's Grace), may have come while the spell was on the stack (it
resolves after it, MTG CR 405.5, 608.2) or after it resolved and the game was checked (704.3);
the question "did it resolve?" reads it as after, and the outcome turns on which. Refused,
asking which: "in response, ..." or "it resolves. Then ...". A loss, damage, poison or a
concession of a player the spell hits, told after it, ends alike either way, and is read as
before; anything of another player may not ("we are at 3. I cast Lightning Bolt at him. I take
3 damage": which of us lost first?).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.core.messages import Message
from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.phrase_values import Source
from bot.core.rulings.situation_values import Fork, OpenSpell, Sentence
from bot.core.rulings.words import SituationError, quoted


def told_after_open_spells(steps: Sequence[Sentence | Fork]) -> None:
    """Refuse the first step that may have answered a spell told open before it: its order
    against that spell's resolution is unsaid."""
    spell: OpenSpell | None = None
    for step in steps:
        if spell is not None:
            for sentence in _sentences(step):
                if _may_answer(sentence, spell):
                    raise _refused(sentence.text, spell.name)
        if isinstance(step, Fork) and step.open_spell is not None:
            spell = step.open_spell


def _sentences(step: Sentence | Fork) -> list[Sentence]:
    if isinstance(step, Sentence):
        return [step]
    return [sentence for _, sentences in step.cases for sentence in sentences]


def _may_answer(sentence: Sentence, spell: OpenSpell) -> bool:
    """Whether the sentence tells what may have answered the spell and changes the outcome
    by coming first: anything but a loss, damage, poison or a concession of a player it hits
    (those end alike either way), a concession of anyone but its caster (whose spell leaves
    with them, MTG CR 800.4a) and a total told; an effect begun by a card known to be a
    permanent without flash came after it."""
    if _COMBAT_DAMAGE.search(sentence.text):
        return False  # dealt only with the stack empty (MTG CR 510.1, 117.4): after it
    for at, event in enumerate(sentence.events):
        if event.kind is EventKind.EFFECT_BEGINS:
            source = sentence.sources[at] if at < len(sentence.sources) else None
            if not _sorcery_speed(source):
                return True
        elif event.value is not None and event.kind in _TOTALS:
            continue  # a total told: stated_totals reads it
        elif event.kind is EventKind.CONCEDE and event.player != spell.caster:
            continue
        elif event.player not in spell.hits or not _worse(event):
            return True
    return False


_TOTALS = (EventKind.LIFE, EventKind.POISON)
# combat damage, as the fight's words say it (combat_told.py): no spell is left on the stack
_COMBAT_DAMAGE = re.compile(rf"\b{one_of(WORDS.combat_damage_words)}\b", re.IGNORECASE)


def _worse(event: Event) -> bool:
    """Whether the event only brings its player nearer to losing (or out)."""
    if event.kind is EventKind.LIFE:
        return (event.delta or 0) < 0
    if event.kind is EventKind.POISON:
        return (event.delta or 0) > 0
    return event.kind in (EventKind.DAMAGE, EventKind.CONCEDE, EventKind.DECK_OUT)


def _sorcery_speed(source: Source | None) -> bool:
    """Whether every card of `source` is known as a permanent without flash: never cast in
    response to a spell (MTG CR 307.1, 301.1, 702.8a)."""
    if source is None or source.unknown or not source.cards:
        return False
    return all(
        card.types and "instant" not in card.types and "flash" not in card.keywords
        for card in source.cards
    )


def _refused(words: str, name: str) -> SituationError:
    return SituationError(
        Message(
            '"{words}" is told after {name} was cast, and whether it happened in response to '
            "it (before it resolved) or after it resolved is not said, which the outcome "
            'turns on: say which ("in response, {words}" or "it resolves. Then {words}").',
            words=quoted(words),
            name=name,
        ),
        unread=words,
    )
