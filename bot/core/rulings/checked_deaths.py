"""A card said to die in the same moment as other events ("my opponent goes to -2 life and my
Herald of Eternal Dawn dies"), a fact the words leave open (open_facts): whether it died in the
check of state-based actions after that moment (of damage dealt with the rest, MTG CR 704.5g; of
0 loyalty, 704.5i), when what it does still holds for that one check, all of whose actions happen
at once (704.3), or before the check (destroyed by a spell or ability), when it no longer does.
A case each; where both end alike, one answer. "is dealt lethal damage" says which
(card_damage_told.py, card_clauses.py) and opens nothing."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from bot.core.messages import Message
from bot.core.rules.vocabulary import EventKind
from bot.core.rulings.card_lookup import unknown_card
from bot.core.rulings.card_model import DamageSource, Who
from bot.core.rulings.card_values import Card
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.open_facts import Fact, OpenCase
from bot.core.rulings.situation_values import Sentence
from bot.core.rulings.told_creatures import a_creature
from bot.core.rulings.words import Entity, Refusal, SituationError

_DEATH = re.compile(rf"\b{one_of(WORDS.check_deaths)}\b", re.IGNORECASE)
_DIES = one_of(WORDS.dies_words)
_OWNER = one_of(WORDS.card_owners)
_BOTH = one_of(WORDS.two_sources)
_AND = one_of(WORDS.list_joins)


def died_in_or_before_check(
    sentences: Sequence[Sentence], entities: Sequence[Entity] = ()
) -> Fact | None:
    """The first card whose effects end as it dies beside other events of the same moment,
    neither said to be of lethal damage (read at the check) nor alone in its moment (no check
    between), nor beside another card named (what that card did to it says how it died;
    a card said to die itself, "and his Lightning Angel died", says nothing of that): a
    case where it died in the check, one where it died before it."""
    for number, sentence in enumerate(sentences):
        if not _DEATH.search(sentence.text):
            continue
        ends = sum(event.kind is EventKind.EFFECT_ENDS for event in sentence.events)
        if ends == len(sentence.events):
            continue  # nothing else in the moment: the check sees it gone either way
        others = _other_sources(sentence)
        named = len(sentence.marks) - _telling_nothing_of_how(sentence, entities, others)
        if named - _sweepers(sentence) > ends + len(others):
            continue  # another card named ("destroyed by Murder"): what it did, as before
        for index, event in enumerate(sentence.events):
            if event.kind is not EventKind.EFFECT_ENDS or event.state_based or not event.source:
                continue
            if not _may_die_in_check(event.source, entities):
                continue  # an enchantment destroyed: no state-based action puts it there
            events = list(sentence.events)
            events[index] = replace(event, state_based=True)
            told = replace(sentence, events=events)
            in_check = [*sentences[:number], told, *sentences[number + 1 :]]
            return _fact(event.source, in_check, list(sentences), _unsaid_lives(sentences))
    return None


def _telling_nothing_of_how(
    sentence: Sentence, entities: Sequence[Entity], others: set[str]
) -> int:
    """How many cards the sentence names, neither with an effect ending as they die nor the
    source of another of its events, that say nothing of how the other died: those it says
    die themselves ("his Lightning Angel died", "my Herald and his Oculus both died": one
    more death in the moment), creatures (their combat damage may have killed it, in the
    check) and cards that deal damage (Lightning Bolt: the same). A card Arbiter does not
    know named as the killer ("destroyed by his Tarmogoyf", was taken to do nothing, a
    confident draw) is refused naming it: how it killed, and what else it did, are unsaid."""
    ending = {e.source for e in sentence.events if e.kind is EventKind.EFFECT_ENDS}
    cards = {m: entities[m] for m in sentence.marks if m < len(entities)}
    names = {e.name for e in cards.values()} - ending - others
    if not names:
        return 0
    one = rf"(?:{_OWNER}\s++)?(?:{'|'.join(map(re.escape, sorted(names, key=len)[::-1]))})"
    dying = re.compile(
        rf"(?<![\w']){one}(?:\s*+,?\s++(?:{_AND}\s++)?{one})*+(?:\s++{_BOTH})?\s++{_DIES}(?![\w'])",
        re.IGNORECASE,
    )
    said = " ".join(m[0].lower() for m in dying.finditer(sentence.text))
    killers = {e.name: e.card for e in cards.values() if e.name.lower() not in said}
    for name, card in killers.items():
        if name in names and card is None:  # what it did, and what else, unsaid
            raise SituationError(unknown_card(name).said, kind=Refusal.UNKNOWN_CARD, cards=(name,))
    return sum(name.lower() in said or _may_deal_lethal(killers.get(name)) for name in names)


# A permanent's types a state-based action can put into its owner's graveyard: a creature
# (0 toughness or lethal damage, 704.5f-h), a planeswalker (0 loyalty, 704.5i), a battle
# (0 defense, 704.5v); an Aura's subtype (attached to nothing, 704.5m)
_CHECKED_TYPES = frozenset(WORDS.check_death_types)


def _may_die_in_check(name: str, entities: Sequence[Entity]) -> bool:
    """Whether the card of that name may have died in a check of state-based actions: one of
    `_CHECKED_TYPES`, or one whose types Arbiter does not know. A non-Aura enchantment
    (Phyrexian Unlife) or an artifact that is no creature is only ever destroyed, sacrificed or
    exiled by a spell or ability: before the check, never in it."""
    card = next((e.card for e in entities if e.name == name and e.card is not None), None)
    if card is None or not card.types:
        return True
    kinds = {*card.types, *card.subtypes}
    return a_creature(card) or bool(kinds & _CHECKED_TYPES)


def _may_deal_lethal(card: Card | None) -> bool:
    """Whether a card named as what killed another may have done it with damage, so in the
    check after that damage (704.5g): a creature (its combat damage) or a card that deals
    damage ("destroyed by Lightning Bolt", "killed by Earthquake")."""
    return card is not None and (
        a_creature(card) or any(isinstance(e, DamageSource) for e in card.effects)
    )


# Totals a player whose life the words never say is judged at, each case ending alike at
# both or the words not settling it: at 1, a change of life may end them where far above it
# does not ("my Exquisite Archangel dies and I take 3 damage": at 3 or less, dead before the
# check, I lose).
_FAR_ABOVE = 1000
_LOWEST = 1


def _unsaid_lives(sentences: Sequence[Sentence]) -> tuple[dict[str, int], ...]:
    """The totals to judge each case at: for the players whose life changes and whose total
    the words never say, far above any change and at 1; none where there are none."""
    said = {
        e.player
        for s in sentences
        for e in s.events
        if e.kind is EventKind.LIFE and e.value is not None
    }
    changed = {
        e.player
        for s in sentences
        for e in s.events
        if e.kind is EventKind.LIFE and e.value is None and e.player and e.player not in said
    }
    if not changed:
        return ()
    return ({p: _FAR_ABOVE for p in changed}, {p: _LOWEST for p in changed})


def _other_sources(sentence: Sentence) -> set[str]:
    """The cards named as the sources of its other events (the Lightning Bolt of "my
    opponent takes 4 damage from Lightning Bolt"): what they did is told, so none is what
    killed the card that dies beside them."""
    ending = {e.source for e in sentence.events if e.kind is EventKind.EFFECT_ENDS}
    return {
        name
        for event, source in zip(sentence.events, sentence.sources, strict=False)
        if source is not None and event.kind is not EventKind.EFFECT_ENDS
        for name in (*(card.name for card in source.cards), *source.unknown)
        if name not in ending
    }


def _sweepers(sentence: Sentence) -> int:
    """The cards named in the sentence, not already a source of its events, whose every
    effect deals damage to each player (Hurricane, Earthquake, Volcanic Fallout, and each
    creature with it): the card dying beside them may have died of that damage, in the check
    after it (704.5g), so naming them says nothing of how it died. "My opponent casts Hurricane
    and my angel dies and I take lethal damage" was "you lose": its Exquisite Archangel,
    dealt lethal damage with me, still replaces my loss in that check (704.3, 614.1a)."""
    told = _other_sources(sentence) | {
        e.source for e in sentence.events if e.kind is EventKind.EFFECT_ENDS and e.source
    }
    named = {
        card.name: card
        for source in (sentence.by, *sentence.held)
        if source is not None
        for card in source.cards
        if card.name not in told
    }
    return sum(
        bool(card.effects)
        and all(isinstance(e, DamageSource) and e.to is Who.EACH_PLAYER for e in card.effects)
        for card in named.values()
    )


def _fact(
    card: str,
    in_check: list[Sentence],
    before: list[Sentence],
    lives: tuple[dict[str, int], ...],
) -> Fact:
    checked = Message(
        "{card} died in the check of state-based actions after that moment (of damage dealt in it)",
        card=card,
    )
    earlier = Message("{card} died before that check (destroyed by a spell or ability)", card=card)
    asked = Message(
        "How did {card} die: of damage dealt in that moment, in the check of state-based "
        "actions after it, or destroyed by a spell or ability before it? What it does still "
        "holds in the check it dies in (MTG CR 704.3).",
        card=card,
    )
    cases = (
        OpenCase(checked.english(), checked, in_check, lives=lives),
        OpenCase(earlier.english(), earlier, before, lives=lives),
    )
    return Fact(asked.english(), asked, cases)
