"""A card's damage to a player, its amount never said, a fact the words leave open
(open_facts): whether it took them to 0 or less life; refused where the amount matters more."""

from __future__ import annotations

from collections.abc import Sequence

from bot.core.messages import Message
from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings.card_model import (
    EndsGame,
    Kind,
)
from bot.core.rulings.card_model import Moment as CardMoment
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
    _amount_blind_around(sentences, number, sentence.events[index], name)
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
    return Fact(
        asked(you).english(),
        asked(you),
        (
            OpenCase(
                said(you, False).english(),
                said(player, False),
                [*sentences[:number], above, *sentences[number + 1 :]],
            ),
            OpenCase(said(you, True).english(), said(player, True), sentences),
        ),
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
