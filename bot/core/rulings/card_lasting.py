"""The continuous effects of a card Arbiter knows, as the rules engine judges them
(docs/replay-vocabulary.md).

The engine's continuous effects judge a card whose every effect is one of them: a card said to
be in play ("bob controls Platinum Angel") begins them (`effect_begins`, `lasting`), and one
said to leave ("Platinum Angel dies") ends them (`effect_ends`, `ending`). Such a card is then
judged beside any event; a card with an effect the engine has no event for (a loss when it
enters), or whose condition the words do not say (Worship's floor without a creature said),
stays refused. A card's own trigger that makes its controller lose as it leaves, or at a life
total, the engine follows (`own_trigger`), beside life totals said outright only. Pure: no
I/O.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.core.rules.vocabulary import Affects, EffectOutcome, Event, EventKind, Lasting
from bot.core.rules.vocabulary import StateLoss as EngineLoss
from bot.core.rules.vocabulary import Until as EngineUntil
from bot.core.rulings.card_use import feeding, life_threshold, poison_at_zero
from bot.core.rulings.cards import (
    CantLose,
    CantWin,
    Card,
    Change,
    ChangesStateLoss,
    Effect,
    EndsGame,
    Protection,
    ReplacesLoss,
    StateLoss,
    Until,
    Who,
)
from bot.core.rulings.cards import Moment as CardMoment
from bot.core.rulings.chat_words import WORDS, one_of

_AFFECTS = {
    Who.CONTROLLER: Affects.CONTROLLER,
    Who.OPPONENTS: Affects.OPPONENTS,
    Who.EACH_PLAYER: Affects.EACH_PLAYER,
}
# An emblem's effect lasts the game: only its own end (none) or its controller leaving.
_UNTIL = {
    Until.LEAVES: EngineUntil.LEAVES,
    Until.NEVER: EngineUntil.LEAVES,
    Until.END_OF_TURN: EngineUntil.END_OF_TURN,
    Until.YOUR_NEXT_TURN: EngineUntil.YOUR_NEXT_TURN,
    Until.USED: EngineUntil.USED,
}
_LIFE_INSTEAD = re.compile(rf"\b{one_of(WORDS.printed_life_becomes, ' ')} (\d+)\b")
# A replacement that puts its controller's permanents away (Lich's Mirror shuffles them into
# the library): their effects end with it (`sweeps`).
_PERMANENTS_AWAY = re.compile(rf"\b{one_of(WORDS.printed_permanents_away, ' ')}\b")
_STARTING_LIFE = re.compile(rf"\b{one_of(WORDS.printed_starting_life, ' ')}\b")
# Effects that say who wins or loses only when the words say so ("an effect says", "wins with
# Jace"); the words bring them, so they leave the card judged.
_SAID_IN_WORDS = frozenset({CardMoment.RESOLUTION, CardMoment.ACTIVATED})


def own_trigger(effect: Effect) -> Lasting | None:
    """The engine's trigger for a card's own trigger that makes its controller lose, or None:
    as it leaves the battlefield, whatever the way (Lich's Mastery: `lose_when_leaves`, MTG CR
    603.6c; not Lich, which only goes to a graveyard), or once their life total is at least a
    number (Transcendence: `lose_at_life`, 603.8)."""
    if not (
        isinstance(effect, EndsGame)
        and effect.outcome is EffectOutcome.LOSE
        and effect.who is Who.CONTROLLER
    ):
        return None
    if effect.moment is CardMoment.STATE and life_threshold(effect) is not None:
        return Lasting.LOSE_AT_LIFE
    words = effect.condition.words if effect.condition else ""
    if effect.moment is CardMoment.LEAVES and _ANY_LEAVING.search(words):
        return Lasting.LOSE_WHEN_LEAVES
    return None


_ANY_LEAVING = re.compile(rf"\b{one_of(WORDS.printed_leaving, ' ')}\b")


def _trigger_begins(effect: Effect, controller: str, source: str) -> Event | None:
    """The engine's `effect_begins` for a card's own losing trigger it follows, or None."""
    trigger = own_trigger(effect)
    if trigger is None:
        return None
    life = life_threshold(effect) if trigger is Lasting.LOSE_AT_LIFE else None
    return _while_in_play(trigger, controller, source, life=life)


def _while_in_play(
    lasting: Lasting, controller: str, source: str, *, life: int | None = None
) -> Event:
    """`effect_begins` of a card's `lasting` effect, for as long as the card stays."""
    return Event(
        EventKind.EFFECT_BEGINS,
        controller=controller,
        source=source,
        until=EngineUntil.LEAVES,
        lasting=lasting,
        life=life,
    )


def begins_of(
    effect: Effect, controller: str, source: str, *, condition_met: bool = False
) -> Event | None:
    """The engine's `effect_begins` for one effect, or None when it has no such effect.
    `condition_met`: an emblem's "while you control this planeswalker" holds (the words say
    its player has the emblem and controls the planeswalker that made it): the effect then
    lasts while that planeswalker stays, and ends as it leaves."""
    raw_until: Until | None = getattr(effect, "until", None)
    if condition_met and raw_until is Until.CONDITION:
        raw_until = Until.LEAVES
    until = _UNTIL.get(raw_until) if raw_until is not None else None
    if until is None or (getattr(effect, "condition", None) is not None and not condition_met):
        return None  # "while they control a Gideon": a condition the engine does not follow
    begin = Event(EventKind.EFFECT_BEGINS, controller=controller, source=source, until=until)
    if isinstance(effect, CantLose | CantWin):
        affects = _AFFECTS.get(effect.who)
        if affects is None:
            return None
        lasting = Lasting.CANT_LOSE if isinstance(effect, CantLose) else Lasting.CANT_WIN
        return replace(begin, lasting=lasting, applies_to=affects)
    if isinstance(effect, ReplacesLoss) and effect.who is Who.CONTROLLER:
        sweeps = _PERMANENTS_AWAY.search(effect.instead) is not None
        begin = replace(begin, lasting=Lasting.REPLACES_LOSS, sweeps=sweeps)
        if _STARTING_LIFE.search(effect.instead):
            return replace(begin, life_starting=True)
        life = _LIFE_INSTEAD.search(effect.instead)
        if life is None and "life" in effect.instead:
            return None  # a life total the words of the card do not give as a number
        return replace(begin, life=int(life[1]) if life else None)
    if isinstance(effect, ChangesStateLoss):
        return _changed_loss_begins(effect, begin)
    if isinstance(effect, Protection) and effect.who is Who.CONTROLLER:
        return replace(begin, lasting=Lasting.PREVENT_DAMAGE)
    return None


def _changed_loss_begins(effect: ChangesStateLoss, begin: Event) -> Event | None:
    """The engine's `effect_begins` for a changed state-based loss, or None."""
    if effect.change is Change.NO_LOSS:
        return replace(begin, lasting=Lasting.NO_LOSS, loss=EngineLoss(effect.loss.value))
    if effect.change is Change.WIN_INSTEAD and effect.loss is StateLoss.EMPTY_LIBRARY:
        return replace(begin, lasting=Lasting.WIN_INSTEAD)
    if effect.change is Change.LIFE_RESET and effect.loss is StateLoss.LIFE:
        return replace(begin, lasting=Lasting.LIFE_RESET, life=effect.floor)
    if effect.change is Change.LIFE_FLOOR and effect.loss is StateLoss.LIFE:
        return replace(begin, lasting=Lasting.LIFE_FLOOR, life=effect.floor)  # Worship (614.1a)
    if effect.change is Change.LIFE_CANT_CHANGE and effect.loss is StateLoss.LIFE:
        return replace(begin, lasting=Lasting.LIFE_CANT_CHANGE)
    if effect.change is Change.NO_POISON and effect.loss is StateLoss.POISON:
        return replace(begin, lasting=Lasting.NO_POISON)  # Melira (101.2)
    affects = _AFFECTS.get(effect.who)
    if effect.change is Change.NO_LIFE_GAIN and effect.loss is StateLoss.LIFE and affects:
        return replace(begin, lasting=Lasting.NO_LIFE_GAIN, applies_to=affects)  # 119.7
    return None


def _guard_begins(effect: Effect, controller: str, source: str) -> Event | None:
    """What happens to damage dealt to its controller, a static ability of the permanent in
    force while it stays: poison counters at 0 or less life (Phyrexian Unlife, 702.90b)."""
    if not poison_at_zero(effect):
        return None
    return _while_in_play(Lasting.DAMAGE_AS_POISON, controller, source)


def _feeding_begins(effect: Effect, controller: str, source: str) -> Event | None:
    """A trigger on a change of life that the engine follows in pairs (lasting.feedback)."""
    half = feeding(effect)
    return None if half is None else _while_in_play(half, controller, source)


def _resets_life(card: Card) -> bool:
    """A card whose replacement sets a life total lowered to 0 or less (Enduring Angel): the
    loss "if it can't" is that replacement's own exception, for a card that is not itself
    (a copy that can't transform), which the words would say."""
    return any(
        isinstance(e, ChangesStateLoss) and e.change is Change.LIFE_RESET for e in card.effects
    )


def lasting(card: Card, controller: str, *, condition_met: bool = False) -> list[Event]:
    """The continuous effects `card` begins for `controller` as it arrives or resolves
    (`effect_begins`): each the engine has an event for. A part it has none for (one with a
    condition the words do not say: Worship's, with no creature said) stays refused beside the
    events it changes (`card_judgeable.not_judged`). A card's own trigger that makes its
    controller lose the engine follows (`own_trigger`: Lich's Mastery leaving, Transcendence at
    20 life) begins with it; a card that makes a player lose by any other trigger the words may
    leave out (Phage entering, Lich going to a graveyard) begins nothing, and stays refused."""
    if any(
        isinstance(e, EndsGame)
        and e.moment not in _SAID_IN_WORDS
        and own_trigger(e) is None
        and not (e.moment is CardMoment.REPLACEMENT and _resets_life(card))
        for e in card.effects
    ):
        return []
    begins = (
        _feeding_begins(effect, controller, card.name)
        or _trigger_begins(effect, controller, card.name)
        or _guard_begins(effect, controller, card.name)
        or begins_of(effect, controller, card.name, condition_met=condition_met)
        for effect in card.effects
    )
    return [begin for begin in begins if begin is not None]


# The condition of a card's effect that holds while its controller controls a creature.
_WHILE_A_CREATURE = re.compile(one_of(WORDS.printed_while_a_creature, " "))


def on_a_creature(card: Card) -> bool:
    """Whether every condition of the card's effects is "while they control a creature"
    (Worship), and it has one."""
    conditions = [getattr(e, "condition", None) for e in card.effects]
    said = [c.words for c in conditions if c is not None]
    return bool(said) and all(_WHILE_A_CREATURE.fullmatch(words) for words in said)


def ending(card: Card, controller: str | None) -> Event:
    """The end of what `card` does, as it leaves the battlefield (`effect_ends`)."""
    return Event(EventKind.EFFECT_ENDS, controller=controller, source=card.name)
