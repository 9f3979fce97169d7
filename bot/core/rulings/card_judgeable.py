"""Whether the rules engine can judge a card Arbiter knows beside the events of a sentence,
given what the words say around it (`Beside`, `not_judged`): each effect's row of
card_use.USES (`judged_with`), unless the engine follows it (its continuous effects begun, a
card's own losing trigger, a pair of triggers feeding each other) or the words write out what
it does. Pure: no I/O.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from bot.core.rules.vocabulary import EventKind, Lasting
from bot.core.rulings.card_lasting import begins_of, own_trigger
from bot.core.rulings.card_use import (
    ANY,
    LIFE_EVENTS,
    USES,
    adds_to_its_own_hit,
    back_at_its_controller,
    changes_damage,
    feeding,
    life_threshold,
    on_a_change_of_life,
    on_its_combat_damage,
    on_its_own_damage,
    poison_at_zero,
)
from bot.core.rulings.cards import (
    Card,
    Change,
    ChangesStateLoss,
    Effect,
    EndsGame,
    Kind,
    Lifelink,
    LifelinkHow,
    Moment,
    Protection,
)


def _never_below(threshold: int) -> bool:
    return False


@dataclass(frozen=True)
class Beside:
    """What the words say around a card's sentence, for `not_judged`.

    `begun`: its continuous effects are the engine's (`lasting`), and only the rest is looked
    at; `acting`: the events are the card's own trigger or spell written out ("Sanguine Bond
    triggers and bob loses 2 life"), so its damage or life loss is what the words say;
    `totals_only`: the life events only say what a life total is ("bob is at 2 life"), a
    change of life nothing triggers on; `above_zero`: the card's controller is above 0 life
    when the events' damage is dealt, so damage that comes as poison only at 0 or less life
    (Phyrexian Unlife) is life lost, as the engine judges it; `gain_written`: the sentence
    deals no damage, or says the card's controller gains at least as much life as its
    damage, so the lifelink the card gives (Soulfire Grand Master) is written out;
    `below(n)`: the card's controller's life is only said as totals, and is below n, through
    the events (a loss at n or more life, Transcendence, never triggers; a change of life
    may trigger what the engine does not follow); `set_to_zero`: the card's holder is said
    to be at 0 or less life outright, which a life total reset (Enduring Angel) makes
    unclear: how did they get there?"""

    begun: bool = False
    acting: bool = False
    totals_only: bool = False
    above_zero: bool = False
    gain_written: bool = False
    below: Callable[[int], bool] = _never_below
    set_to_zero: bool = False  # the holder's life is said to be 0 or less outright
    # its holder also holds the other half of a pair of triggers feeding each other, both
    # begun, in a game of two players still in it: the engine plays the pair out
    fed: bool = False
    # the life total of each of the card's holders was said outright, here or before
    life_told: bool = False
    # a holder of the card holds another card named before (which phasing would take away)
    others_held: bool = False
    # every change of life, poison or commander damage of the sentence is the card's own
    # damage, so what its damage triggers came with it (Phage's trigger, `card_use._ends_game_hit`)
    dealt: bool = False
    # its player chose not to use its replacement of their draw: the draw is as said
    declined: bool = False
    # what its triggers on a change of life did is written out in the words, and its own
    # losing trigger is the engine's (loop_turn_order.loop_in_turn_order)
    written: bool = False
    # its continuous effects begin in this very sentence: the engine applies them from the
    # next report on, so what acts on the sentence's own damage (a life floor) is refused
    begins_here: bool = False
    # the damage it turned back at a player is written out in the sentence ("bob takes 2
    # damage from Deflecting Palm"): what it prevented is what the words leave out
    turned: bool = False
    # it leaves the battlefield in this very sentence ("I lose 1 life and I sacrifice Lich's
    # Tomb"): what its trigger on a change of life cost is told
    leaves_here: bool = False
    # damage to a player other than its holders whose source the words leave unsaid or say
    # as "it" ("my opponent takes 10 combat damage from it"): it may be the card's own
    unsourced: bool = False


def not_judged(card: Card, kinds: Iterable[EventKind], beside: Beside) -> bool:
    """Whether the engine cannot yet judge `card` beside events of `kinds`, given what the
    words say around them (`beside`)."""
    present = frozenset(kinds)
    for effect in card.effects:
        if _life_effect_not_judged(effect, present, beside) or (
            beside.unsourced and adds_to_its_own_hit(effect)
        ):
            return True
        trigger = own_trigger(effect) if beside.begun else None
        if trigger is not None:
            if not (beside.written or _trigger_judged(trigger, present, beside)):
                return True
            continue
        if feeding(effect) is not None:
            if beside.fed:
                continue
        elif beside.begun and _followed(effect, card, present, beside):
            continue
        if (
            (beside.acting and effect.kind in _ITS_OWN)
            or (beside.turned and effect.kind is Kind.TURNS_DAMAGE_BACK)
            or (beside.totals_only and _on_damage_or_life(effect))
            or (beside.above_zero and poison_at_zero(effect))
            or (beside.gain_written and _grants_lifelink(effect))
            or (beside.dealt and (on_its_combat_damage(effect) or back_at_its_controller(effect)))
            or (beside.declined and effect.kind is Kind.REPLACES_DRAW)
            or (beside.written and on_a_change_of_life(effect))
            or _reset_instead(effect, card)
        ):
            continue
        threshold = life_threshold(effect)
        if threshold is not None:
            if beside.below(threshold):
                continue
            return True
        needs = USES[effect.kind].judged_with(effect)
        if needs is not None and (needs is ANY or needs & present):
            return True
    return False


# What a card's own spell or trigger does, written out in the events it acts in: its damage
# (Sanguine Bond's trigger told with the loss), or the life totals it set (Biorhythm's, read
# with every player's count: life_set.py).
_ITS_OWN = frozenset({Kind.DAMAGE, Kind.SETS_LIFE})


def _life_effect_not_judged(effect: Effect, present: frozenset[EventKind], beside: Beside) -> bool:
    """A reset of a life total beside a total said to be 0 outright (how it got there?);
    protection beside what it does not follow; permanents a change of life costs (Lich's
    Tomb's trigger); a life floor begun in the very sentence that
    changes the life ("I control Worship and a creature and I take 5 damage": the engine
    applies it from the next report on)."""
    resets = isinstance(effect, ChangesStateLoss) and effect.change is Change.LIFE_RESET
    if resets and beside.set_to_zero:
        return True
    if isinstance(effect, Protection) and _protection_not_judged(effect, present, beside):
        return True
    changed = bool(present & LIFE_EVENTS) and not beside.totals_only
    if isinstance(effect, ChangesStateLoss) and effect.costs_permanents and changed:
        return not beside.leaves_here  # Lich's Tomb: which permanents the loss costs, unsaid
    return beside.begins_here and _floors(effect) and changed


def _on_damage_or_life(effect: Effect) -> bool:
    """What acts on a change of life or on damage, which a total said outright is not."""
    return on_a_change_of_life(effect) or on_its_own_damage(effect) or changes_damage(effect)


def _reset_instead(effect: Effect, card: Card) -> bool:
    """A loss that comes of a replacement the card's own life reset plays (Enduring Angel:
    a life total that would drop to 0 or less becomes 3 instead, the loss only where it did not
    transform), which the engine follows."""
    return (
        isinstance(effect, EndsGame)
        and effect.moment is Moment.REPLACEMENT
        and any(
            isinstance(other, ChangesStateLoss) and other.change is Change.LIFE_RESET
            for other in card.effects
        )
    )


def _floors(effect: Effect) -> bool:
    """A life floor for damage (Worship, Angel of Grace: 614.1a)."""
    return isinstance(effect, ChangesStateLoss) and effect.change is Change.LIFE_FLOOR


def _followed(effect: Effect, card: Card, present: frozenset[EventKind], beside: Beside) -> bool:
    """Whether the engine follows the effect of a card said to be in play. Damage as poison at
    0 or less life (guards.py) from the life total said, here or before, or above 0; not a
    commander's damage at 0 or less, which the engine does not guard."""
    if poison_at_zero(effect):
        return beside.above_zero or (beside.life_told and EventKind.COMMANDER_DAMAGE not in present)
    return begins_of(effect, "", card.name, condition_met=True) is not None


def _protection_not_judged(
    effect: Protection, present: frozenset[EventKind], beside: Beside
) -> bool:
    """Protection from everything is followed by the engine as damage prevented, but not what
    the words read as poison (infect's damage, which protection prevents, 702.16e), nor the
    permanents it phases out (702.26b): beside those, refused."""
    return EventKind.POISON in present or (effect.phases_out and beside.others_held)


def _trigger_judged(trigger: Lasting, present: frozenset[EventKind], beside: Beside) -> bool:
    """Whether a card's own losing trigger the engine follows is judged here. What a change of
    life, poison or damage does to the card beside it (Transcendence's gain, Lich's Mastery's
    exile, Nine Lives' prevention) the engine does not follow: judged only beside totals said
    outright; and one that watches the life total only once the words said it (never from a
    starting life total assumed)."""
    if not beside.totals_only or EventKind.POISON in present:
        return False
    return trigger is not Lasting.LOSE_AT_LIFE or beside.life_told


def _grants_lifelink(effect: Effect) -> bool:
    return isinstance(effect, Lifelink) and effect.how is LifelinkHow.GRANTS
