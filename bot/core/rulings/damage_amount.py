"""A card's damage to a player, its amount never said, a fact the words leave open
(open_facts): whether it took them to 0 or less life; refused where the amount matters more."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bot.core.messages import Message
from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings.card_checks import cannot_judge
from bot.core.rulings.card_model import (
    EndsGame,
    Kind,
    Lifelink,
    LifelinkHow,
)
from bot.core.rulings.card_model import Moment as CardMoment
from bot.core.rulings.card_use import on_its_combat_damage
from bot.core.rulings.open_facts import Fact, OpenCase
from bot.core.rulings.phrase_events import UNMEASURED, amount_asked
from bot.core.rulings.situation_values import Sentence, cards_named
from bot.core.rulings.words import SituationError

# Effects that act the same whatever a damage's amount: a card that ends nothing, a "can't",
# a replacement of losing, and wins and losses on something other than a change of life. (A
# commander's damage is counted only in a game of commanders, where the hit itself asks for
# the amount: phrase_events.unmeasured_hit.)
_AMOUNT_BLIND = frozenset(
    {Kind.ENDS_NOTHING, Kind.CANT_LOSE, Kind.CANT_WIN, Kind.REPLACES_LOSS, Kind.COMMANDER_DAMAGE}
)


_ON_LIFE = frozenset({CardMoment.STATE, CardMoment.LIFE, CardMoment.EVENT})


def unmeasured_damage(sentences: Sequence[Sentence], asker: str) -> Fact | None:
    """A card's damage to a player with no amount said ("my opponent's Phage the Untouchable deals
    combat damage to me"), read as a life total of 0 or less (phrase_events.UNMEASURED): what
    its trigger on that damage does needs no amount, but whether the damage took the player to 0
    or less life (MTG CR 704.5a) does. A case where it did and one where it did not: where they
    end alike the amount does not matter. Never an amount guessed: refused beside a card whose
    effect turns on one (life gained or lost, poison) or another change of that player's life,
    poison or commander damage."""
    for number, sentence in enumerate(sentences):
        for index, why in enumerate(sentence.whys):
            if why == UNMEASURED:
                return _unmeasured(list(sentences), number, index, asker)
    return None


def _unmeasured(sentences: list[Sentence], number: int, index: int, asker: str) -> Fact:
    sentence = sentences[number]
    player = sentence.events[index].player or ""
    source = sentence.sources[index]
    name = source.cards[0].name if source is not None and source.cards else ""
    for card in source.cards if source is not None else ():
        if any(_on_the_hit_and_more(effect) for effect in card.effects):
            # Etrata, the Silencer: its trigger on that hit ends the game on a count the words
            # never give (exiled cards with hit counters), in either case: not followed
            raise cannot_judge(card)
    _amount_blind_around(sentences, number, sentence.events[index], name)
    unmeasured = sum(why == UNMEASURED for each in sentences for why in each.whys)
    if unmeasured > 1 and _too_late(sentences) is not None:
        # the other damage of no amount would be judged as lethal: only a trigger that ends
        # the game on the damage whatever it was (Phage) leaves its amount out of the outcome
        raise SituationError(amount_asked(name), cards=tuple(cards_named(sentences)))
    you: str | Message = Message("you") if player == asker else player

    def said(who: str | Message, lethal: bool) -> Message:
        if lethal:
            return Message("the damage took {who} to 0 or less life", who=who)
        return Message("the damage left {who} above 0 life", who=who)

    def asked(who: str | Message) -> Message:
        return Message(
            "How much damage did {card} deal to {who}, and from how much life? The outcome "
            "turns on whether it took {who} to 0 or less life (MTG CR 704.5a).",
            card=name,
            who=who,
        )

    kept = [i for i in range(len(sentence.events)) if i != index]
    above = sentence.only(kept)
    if not above.events:  # the damage alone, above 0 life: an act that ends nothing
        above = replace(above, acts=True, inert=True)
    return Fact(
        asked(you).english(),
        asked(you),
        (
            OpenCase(
                said(you, False).english(),
                said(player, False),
                [*sentences[:number], above, *sentences[number + 1 :]],
            ),
            OpenCase(
                said(you, True).english(), said(player, True), sentences, note=_too_late(sentences)
            ),
        ),
    )


def _on_the_hit_and_more(effect: object) -> bool:
    """A trigger on the card's own damage that ends the game on more than the hit itself
    (Etrata, the Silencer's exiled cards with hit counters; Phage's needs only the hit)."""
    return (
        isinstance(effect, EndsGame)
        and effect.moment is CardMoment.DAMAGE
        and effect.condition is not None
        and not on_its_combat_damage(effect)
    )


def _too_late(sentences: list[Sentence]) -> Message | None:
    """Why the life an Aura's trigger gains on its creature's damage (Armadillo Cloak) saves
    no one the damage took to 0 or less life; None without such a card."""
    later = next(
        (
            card.name
            for card in cards_named(sentences).values()
            if any(isinstance(e, Lifelink) and e.how is LifelinkHow.TRIGGER for e in card.effects)
        ),
        None,
    )
    if later is None:
        return None
    return Message(
        "{card}'s life comes by a trigger, once it resolves: the player the damage took to 0 or "
        "less life has lost before that (MTG CR 704.3, 603.3).",
        card=later,
    )


def _gained_later(effect: object, damage: Event, sentences: list[Sentence]) -> bool:
    """An Aura's trigger that gains its controller the life its creature deals (Armadillo
    Cloak), read with the damage as nothing (phrase_events.unmeasured_hit: life the damaged
    player gains later), where the words give no other player life (whose gain it was would
    be in doubt)."""
    if not (isinstance(effect, Lifelink) and effect.how is LifelinkHow.TRIGGER):
        return False
    return not any(
        event.kind is EventKind.LIFE and (event.delta or 0) > 0 and event.player != damage.player
        for sentence in sentences
        for event in sentence.events
    )


def _amount_blind_around(sentences: list[Sentence], at: int, damage: Event, name: str) -> None:
    """Refuse, asking for the amount, where it may change more than whether the player went to
    0 or less life: a card named whose effect turns on life, damage or poison, or another
    change of the damaged player's life, poison or commander damage (their life total said
    before it is no change)."""
    cards = cards_named(sentences)
    blind = all(
        effect.kind in _AMOUNT_BLIND
        or (isinstance(effect, EndsGame) and effect.moment not in _ON_LIFE)
        or _gained_later(effect, damage, sentences)
        for card in cards.values()
        for effect in card.effects
    )
    other = any(
        event is not damage
        and event.player == damage.player
        and event.kind in (EventKind.LIFE, EventKind.POISON, EventKind.COMMANDER_DAMAGE)
        and not (before and event.kind is EventKind.LIFE and event.value is not None)
        for number, sentence in enumerate(sentences)
        for before in (number < at,)
        for event in sentence.events
    )
    if not blind or other:
        raise SituationError(amount_asked(name), cards=tuple(cards))
