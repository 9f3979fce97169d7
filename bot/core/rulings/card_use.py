"""What the reader makes of a card Arbiter knows (bot.core.rulings.cards), in one table.

Each kind of effect a card can have (`cards.Kind`) has one row, `USES[kind]`, that says two
things:

- `judged_with`: the events beside which the rules engine cannot yet judge the effect. A
  situation that names the card and has such an event is refused, naming the card, instead of
  being answered as if the card were not there: "can't lose" (Platinum Angel), "can't win",
  replacements of losing and changes to a state-based loss (Laboratory Maniac, with a draw
  from an empty library) wait for the engine's continuous effects. `None`: nothing to refuse;
  `ANY`: every situation that names it.
- `hit`: what the card adds when it deals damage to a player, as "alice takes 3 damage from
  Glistener Elf" says (infect: poison counters instead of life; toxic; lifelink, gained at the
  same time; a trigger that gives poison later; a commander's combat damage).

The engine's continuous effects, which judge a card whose every effect is one of them, are
card_lasting.py's; whether a card is judged beside a sentence's events is card_judgeable.py's.
Pure: no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import StrEnum

from bot.core.messages import N_, Message
from bot.core.rules.vocabulary import EffectOutcome, Event, EventKind, Lasting
from bot.core.rulings.cards import (
    Card,
    ChangesStateLoss,
    CommanderDamageSource,
    CommanderHow,
    Compare,
    DamageHow,
    DamageSource,
    Effect,
    EndsGame,
    EndsNothing,
    Kind,
    Lifelink,
    LifelinkHow,
    Measure,
    PoisonHow,
    PoisonSource,
    StateLoss,
    Who,
)
from bot.core.rulings.cards import (
    Moment as CardMoment,
)
from bot.core.rulings.chat_words import WORDS, one_of

ANY: frozenset[EventKind] = frozenset(EventKind)
LIFE_EVENTS = frozenset({EventKind.LIFE, EventKind.COMMANDER_DAMAGE})
_DAMAGE_EVENTS = frozenset({EventKind.LIFE, EventKind.POISON, EventKind.COMMANDER_DAMAGE})


class Moment(StrEnum):
    """When an event read from the words happens, beside the other events of its sentence."""

    WITH = "with"  # at the same time (one report)
    LATER = "later"  # after the checkpoint: a trigger, or a spell or ability resolving
    OPEN = "open"  # the words do not say: the answer depends on it


@dataclass(frozen=True)
class Hit:
    """Damage a source dealt to a player, as read."""

    player: str
    amount: int
    controller: str | None  # whose source it is, when the words say
    combat: bool | None  # None: the words do not say
    commander_game: bool


@dataclass(frozen=True)
class Part:
    """An event a hit brings, when it happens, and the words that say why."""

    event: Event
    moment: Moment
    why: Message


class NeedsWords(Exception):
    """A hit the words do not say enough about (whose lifelink it is): one line for people."""

    def __init__(self, said: Message) -> None:
        super().__init__(said.english())
        self.said = said


@dataclass(frozen=True)
class Use:
    judged_with: Callable[[Effect], frozenset[EventKind] | None]
    hit: Callable[[Effect, Card, Hit], list[Part]] | None = None


def _never(effect: Effect) -> frozenset[EventKind] | None:
    return None


def _always(effect: Effect) -> frozenset[EventKind] | None:
    return ANY


def _state_loss(effect: Effect) -> frozenset[EventKind] | None:
    assert isinstance(effect, ChangesStateLoss)
    if effect.loss is StateLoss.EMPTY_LIBRARY:
        return frozenset({EventKind.DECK_OUT})
    if effect.loss is StateLoss.POISON:
        return frozenset({EventKind.POISON})
    return LIFE_EVENTS


def _poison_judged(effect: Effect) -> frozenset[EventKind] | None:
    # One that gives infect or poisonous to other creatures changes damage the words do not
    # tie to it.
    assert isinstance(effect, PoisonSource)
    if effect.how is PoisonHow.INFECT and effect.to is Who.CONTROLLER:
        return _DAMAGE_EVENTS  # Phyrexian Unlife: damage to its controller as poison, at times
    return _DAMAGE_EVENTS if effect.grants else None


def _lifelink_judged(effect: Effect) -> frozenset[EventKind] | None:
    # Exquisite Blood gains life after every loss of an opponent's, unsaid: refused beside it.
    assert isinstance(effect, Lifelink)
    if effect.how is LifelinkHow.DRAIN:
        return LIFE_EVENTS
    return _DAMAGE_EVENTS if effect.how is LifelinkHow.GRANTS else None


def _damage_judged(effect: Effect) -> frozenset[EventKind] | None:
    # A trigger on a change of life (Sanguine Bond) acts after every such change, said or not.
    # One on an attack (Hissing Miasma) or on its own combat damage (Ebonblade Reaper) acts
    # in a fight whose damage the words may tell without it: refused beside life and damage.
    assert isinstance(effect, DamageSource)
    if back_at_its_controller(effect):
        return ANY  # its damage to a creature too: judged only with its hit on a player
    if effect.moment in (CardMoment.ATTACKS, CardMoment.DAMAGE):
        return _DAMAGE_EVENTS
    return LIFE_EVENTS if effect.moment is CardMoment.LIFE else None


def _turned_back_judged(effect: Effect) -> frozenset[EventKind] | None:
    # Damage it prevents and turns back (Deflecting Palm), beside damage: which source, how
    # much? Read only where its own damage is written out (combat_told.py reads a fight).
    return _DAMAGE_EVENTS


def _ends_game_judged(effect: Effect) -> frozenset[EventKind] | None:
    # A loss that comes of dealing damage (Phage, Vorpal Sword) needs its condition judged; so
    # does a state trigger on what the engine cannot see (Immortal Coil's empty graveyard, which
    # the damage it prevents empties): beside any damage or change of life it may fire.
    assert isinstance(effect, EndsGame)
    if effect.moment is CardMoment.DAMAGE:
        return _DAMAGE_EVENTS
    if effect.moment is CardMoment.STATE and life_threshold(effect) is None:
        return _DAMAGE_EVENTS
    if effect.moment is CardMoment.REPLACEMENT:
        # A loss that comes of a replacement the engine does not play: Nefarious Lich's
        # damage exiling cards from a graveyard instead ("I control Nefarious Lich and have 3
        # cards in my graveyard. I'm dealt 5 damage" was "it depends on your life"), Forbidden
        # Crypt's draw returning a card instead (its draw from an empty library was a loss)
        return _REPLACED_EVENTS
    return None


_REPLACED_EVENTS = _DAMAGE_EVENTS | {EventKind.DECK_OUT}


def on_its_combat_damage(effect: Effect) -> bool:
    """A trigger that makes a player lose as the card itself deals them combat damage (Phage
    the Untouchable): the words' hit says all its condition needs. One with more to it (an
    Assassin token's damage, counters, a hand revealed) does not."""
    return (
        isinstance(effect, EndsGame)
        and effect.moment is CardMoment.DAMAGE
        and effect.outcome is EffectOutcome.LOSE
        and effect.who is Who.DAMAGED_PLAYER
        and effect.condition is not None
        and effect.condition.check is None
        and _ITS_COMBAT_DAMAGE.fullmatch(effect.condition.words) is not None
    )


_ITS_COMBAT_DAMAGE = re.compile(one_of(WORDS.wording_combat_hit, " "))


def _ends_game_hit(effect: Effect, card: Card, hit: Hit) -> list[Part]:
    """Phage's combat damage to a player: its trigger makes that player lose as it resolves,
    after the checkpoint (MTG CR 603.3)."""
    if not on_its_combat_damage(effect):
        return []
    if hit.combat is None:
        raise NeedsWords(
            Message(
                'Say whether {card} dealt combat damage ("takes {amount} combat damage from '
                '..."): its trigger makes a player lose on combat damage only.',
                card=card.name,
                amount=hit.amount,
            )
        )
    if not hit.combat:
        return []
    lose = Event(EventKind.EFFECT, outcome=EffectOutcome.LOSE, player=hit.player)
    return [Part(lose, Moment.LATER, Message(ON_ITS_COMBAT_DAMAGE, card=card.name))]


# The words that explain a card's trigger on its combat damage to a player, read with the hit:
# where the words also say what an effect did to that player, that effect is the trigger.
ON_ITS_COMBAT_DAMAGE = N_("{card}'s trigger on its combat damage to a player")


def its_combat_trigger(why: str | Message | None) -> bool:
    """Whether an event read with a hit is its card's trigger on its combat damage."""
    return isinstance(why, Message) and why.msgid == ON_ITS_COMBAT_DAMAGE


def gained_later_by(part: Part, player: str) -> bool:
    """Whether a hit's part is life the damaged player gains later, by a trigger (Armadillo
    Cloak's on its own controller): with damage taking them to 0 or less it never comes (they
    have lost at the check before it, MTG CR 704.3, 603.3), and with less it changes no one's
    result then, whatever the amount."""
    event = part.event
    return (
        part.moment is Moment.LATER
        and event.kind is EventKind.LIFE
        and event.player == player
        and (event.delta or 0) > 0
    )


def damage_as_it_resolves(card: Card) -> bool:
    """Whether a card is a spell whose every effect is damage dealt as it resolves (Lightning
    Bolt, Fireball, Lava Axe): never a permanent's ability."""
    return card.spell and all(
        isinstance(e, DamageSource) and e.moment is CardMoment.RESOLUTION for e in card.effects
    )


def back_at_its_controller(effect: Effect) -> bool:
    """A trigger on the card's own damage that deals as much damage to its controller (Flesh
    Reaver): read with the damage it deals a player, as it comes after the checkpoint."""
    return (
        isinstance(effect, DamageSource)
        and effect.how is DamageHow.DAMAGE
        and effect.to is Who.CONTROLLER
        and effect.moment is CardMoment.DAMAGE
        and effect.amount is None
        and not effect.half
    )


def on_its_own_damage(effect: Effect) -> bool:
    """A trigger on the card's own damage (Phage's loss, Flesh Reaver's damage back): beside
    life totals only said, no damage is dealt, and it does nothing."""
    return isinstance(effect, (EndsGame, DamageSource)) and effect.moment is CardMoment.DAMAGE


# The words that explain the damage a card deals its own controller after its damage to
# another player (Flesh Reaver's trigger).
BACK_AT_ITS_CONTROLLER = N_("{card}'s trigger on its damage: as much damage to its controller")


def _damage_hit(effect: Effect, card: Card, hit: Hit) -> list[Part]:
    """A trigger on the card's own combat damage to a player (Ebonblade Reaper) beside its
    damage not said to be combat damage: whether it fires is what the answer turns on. One
    that deals as much damage to its controller (`back_at_its_controller`) does, once its
    controller is said and the player it hit is another: after the checkpoint (603.3)."""
    assert isinstance(effect, DamageSource)
    if back_at_its_controller(effect):
        if hit.controller is None:
            raise NeedsWords(
                Message(
                    'Say whose {card} it is ("alice\'s {card}"): its trigger deals its '
                    "controller as much damage as it dealt.",
                    card=card.name,
                )
            )
        if hit.player == hit.controller:
            return []
        back = Event(EventKind.LIFE, player=hit.controller, delta=-hit.amount, source=card.name)
        return [Part(back, Moment.LATER, Message(BACK_AT_ITS_CONTROLLER, card=card.name))]
    if effect.moment is CardMoment.DAMAGE and hit.combat is None:
        raise _combat_unsaid(card, hit)
    return []


def _combat_unsaid(card: Card, hit: Hit) -> NeedsWords:
    """A card's trigger on its combat damage to a player beside damage not said to be combat
    damage: whether it fires is what the answer turns on."""
    return NeedsWords(
        Message(
            'Say whether {card} dealt combat damage ("takes {amount} combat damage from '
            '..."): its trigger acts on combat damage to a player only.',
            card=card.name,
            amount=hit.amount,
        )
    )


def _replaced_draw_judged(effect: Effect) -> frozenset[EventKind] | None:
    # "X draws from an empty library" beside a replaced draw: was a card drawn at all?
    return frozenset({EventKind.DECK_OUT})


_LOSS_EVENTS = {
    StateLoss.LIFE: LIFE_EVENTS,
    StateLoss.EMPTY_LIBRARY: frozenset({EventKind.DECK_OUT}),
    StateLoss.POISON: frozenset({EventKind.POISON}),
}


def _ends_nothing_judged(effect: Effect) -> frozenset[EventKind] | None:
    # Nothing of it ends the game; a count it changes unsaid (a life gain) is refused beside.
    assert isinstance(effect, EndsNothing)
    changed = frozenset(kind for loss in effect.losses for kind in _LOSS_EVENTS[loss])
    return changed or None


def _poison_hit(effect: Effect, card: Card, hit: Hit) -> list[Part]:
    assert isinstance(effect, PoisonSource)
    if effect.grants or (hit.combat is False and effect.how is not PoisonHow.INFECT):
        return []
    if effect.how is PoisonHow.PROLIFERATE and effect.moment is not CardMoment.DAMAGE:
        # its proliferation comes at another moment, never of its damage (Atraxa's at its
        # controller's end step, Viral Drake's as an ability, Evolution Sage's on a land):
        # "opp has 9 poison counters. my Atraxa deals 4 combat damage to him" was "you win"
        return []
    if effect.how is PoisonHow.PROLIFERATE and hit.combat is None:
        # "opp has 9 poison counters. my Thrummingbird hits him for 1" was "depends on his
        # life": its proliferation, on combat damage only, was dropped unasked
        raise _combat_unsaid(card, hit)
    count = effect.amount or hit.amount
    poison = Event(EventKind.POISON, player=hit.player, delta=count)
    match effect.how:
        case PoisonHow.INFECT:
            why = Message(
                "infect: {card}'s damage to a player is poison counters, not life", card=card.name
            )
            return [Part(poison, Moment.WITH, why)]
        case PoisonHow.TOXIC:
            why = Message(
                "toxic {n}: {card}'s combat damage also gives poison counters",
                n=count,
                card=card.name,
            )
            return [Part(poison, Moment.WITH, why)]
        case PoisonHow.POISONOUS:
            why = Message("{card}'s poisonous trigger", card=card.name)
            return [Part(poison, Moment.LATER, why)]
        case PoisonHow.TRIGGER if effect.to is Who.DAMAGED_PLAYER:
            why = Message("{card}'s trigger on dealing damage", card=card.name)
            return [Part(poison, Moment.LATER, why)]
        case PoisonHow.PROLIFERATE if hit.combat:
            # its trigger on combat damage to a player: one more of each kind of counter on
            # what its controller chooses (701.34a), the player it hit, whose poison counters
            # only help them win, among them; it was left out ("I have 8 poison counters. I
            # take 2 combat damage from Bloated Contaminator" went on at 9, not 10)
            why = Message(
                "{card}'s trigger proliferates: its controller gives the player it hit one "
                "more poison counter",
                card=card.name,
            )
            return [Part(replace(poison, delta=1, proliferate=True), Moment.LATER, why)]
    return []


def _lifelink_hit(effect: Effect, card: Card, hit: Hit) -> list[Part]:
    assert isinstance(effect, Lifelink)
    if effect.how in (LifelinkHow.GRANTS, LifelinkHow.DRAIN):
        return []
    if hit.controller is None:
        raise NeedsWords(
            Message(
                'Say whose {card} it is ("bob\'s {card}"): its lifelink gains its controller life.',
                card=card.name,
            )
        )
    gain = Event(EventKind.LIFE, player=hit.controller, delta=hit.amount)
    if effect.how is LifelinkHow.KEYWORD:
        why = Message("lifelink: gained as {card}'s damage is dealt", card=card.name)
        return [Part(gain, Moment.WITH, why)]
    why = Message("{card}'s trigger gains the life later", card=card.name)
    return [Part(gain, Moment.LATER, why)]


def _commander_judged(effect: Effect) -> frozenset[EventKind] | None:
    """A card that changes how much damage is dealt (Gisela, Blade of Goldnight: doubled to its
    controller's opponents, half of it prevented to its controller), which the engine does not
    play: refused beside damage ("I control Gisela and I'm at 3 life. I take 3 damage" was "you
    lose": half of it, rounded up, is prevented, 615.1). A total said outright is as said."""
    return _DAMAGE_EVENTS if changes_damage(effect) else None


def changes_damage(effect: Effect) -> bool:
    """A card that changes how much damage a source deals (`_commander_judged`)."""
    return isinstance(effect, CommanderDamageSource) and effect.how is CommanderHow.DOUBLES_DAMAGE


def _commander_hit(effect: Effect, card: Card, hit: Hit) -> list[Part]:
    assert isinstance(effect, CommanderDamageSource)
    if not hit.commander_game or effect.how is not CommanderHow.COMMANDER:
        return []
    if hit.controller is None:
        raise NeedsWords(
            Message(
                'Say whose commander {card} is ("alice\'s {card}"): its combat damage counts '
                "against its owner's commander damage.",
                card=card.name,
            )
        )
    if hit.combat is None:
        raise NeedsWords(
            Message(
                'Say whether {card} dealt combat damage ("takes {amount} combat damage from '
                '..."): only combat damage counts as commander damage.',
                card=card.name,
                amount=hit.amount,
            )
        )
    if not hit.combat:
        return []
    damage = Event(
        EventKind.COMMANDER_DAMAGE,
        player=hit.player,
        commander=hit.controller,
        delta=hit.amount,
        source=card.name,
    )
    why = Message("{card} is a commander: combat damage counts", card=card.name)
    return [Part(damage, Moment.WITH, why)]


USES: dict[Kind, Use] = {
    Kind.ENDS_GAME: Use(_ends_game_judged, _ends_game_hit),
    Kind.CANT_LOSE: Use(_always),
    Kind.CANT_WIN: Use(_always),
    Kind.REPLACES_LOSS: Use(_always),
    Kind.CHANGES_STATE_LOSS: Use(_state_loss),
    Kind.POISON: Use(_poison_judged, _poison_hit),
    Kind.COMMANDER_DAMAGE: Use(_commander_judged, _commander_hit),
    Kind.LIFELINK: Use(_lifelink_judged, _lifelink_hit),
    Kind.DAMAGE: Use(_damage_judged, _damage_hit),
    Kind.EMPTIES_LIBRARY: Use(_never),
    Kind.LOOP: Use(_never),
    Kind.REPLACES_DRAW: Use(_replaced_draw_judged),
    Kind.ENDS_NOTHING: Use(_ends_nothing_judged),
    Kind.PROTECTION: Use(_always),
    Kind.REMOVES_ABILITIES: Use(_never),  # what it takes away: abilities_removed.py
    Kind.SHARES_DRAW: Use(_never),  # the draws it makes: library_draws.draws_a_card
    Kind.TURNS_DAMAGE_BACK: Use(_turned_back_judged),
    Kind.COUNTERS: Use(_never),  # what it counters: spells_on_spells.py
    Kind.COPIES_SPELL: Use(_never),  # the copy it makes: spells_on_spells.py
    Kind.SETS_LIFE: Use(_always),  # judged only as its own spell, read: life_set.py
}


def on_a_change_of_life(effect: Effect) -> bool:
    """A trigger on a player gaining or losing life (Sanguine Bond, Exquisite Blood)."""
    if isinstance(effect, DamageSource):
        return effect.moment is CardMoment.LIFE
    return isinstance(effect, Lifelink) and effect.how is LifelinkHow.DRAIN


def feeding(effect: Effect) -> Lasting | None:
    """The engine's half of a pair of triggers that feed each other, or None: gaining what
    an opponent loses (Exquisite Blood), or an opponent losing what its controller gains
    (Sanguine Bond). Held together by one player in a game of two, the engine plays them out
    (lasting.feedback); one alone stays refused beside a change of life."""
    if isinstance(effect, Lifelink) and effect.how is LifelinkHow.DRAIN:
        return Lasting.GAIN_FROM_LOSS
    if (
        isinstance(effect, DamageSource)
        and effect.moment is CardMoment.LIFE
        and effect.how is DamageHow.LIFE_LOSS
        and effect.to is Who.TARGET_OPPONENT
        and effect.amount is None
    ):
        return Lasting.LOSS_FROM_GAIN
    return None


def life_threshold(effect: Effect) -> int | None:
    """The life total at or above which a state trigger makes the card's controller lose
    (Transcendence: 20), or None for any other effect."""
    if not isinstance(effect, EndsGame) or effect.moment is not CardMoment.STATE:
        return None
    check = effect.condition.check if effect.condition else None
    if (
        effect.outcome is not EffectOutcome.LOSE
        or effect.who is not Who.CONTROLLER
        or check is None
        or check.measure is not Measure.LIFE
        or check.compare is not Compare.AT_LEAST
    ):
        return None
    return check.amount


def poison_at_zero(effect: Effect) -> bool:
    """Damage to the controller comes as poison counters, as if it had infect, only while
    their life is 0 or less (Phyrexian Unlife): damage dealt while they are above 0 is all
    life lost, even what takes them below 0."""
    return (
        isinstance(effect, PoisonSource)
        and effect.how is PoisonHow.INFECT
        and (effect.to is Who.CONTROLLER)
    )


def adds_to_its_own_hit(effect: Effect) -> bool:
    """What the card's own damage to a player brings besides life lost: infect's poison
    counters in its place (702.90b), toxic's (702.164c) or a trigger's on that damage
    (702.70a, Marsh Viper), a proliferation of its damage (Thrummingbird), lifelink's gain
    (702.15b) or a trigger's (Spirit Link). Beside damage whose source the words leave unsaid
    or say as "it", that damage may be the card's (`card_checks`): "I control Glistener Elf and
    my opponent takes 10 combat damage from it" was "depends on his life"."""
    if isinstance(effect, Lifelink):
        return effect.how in (LifelinkHow.KEYWORD, LifelinkHow.TRIGGER)
    if not isinstance(effect, PoisonSource) or effect.grants or effect.to is Who.CONTROLLER:
        return False
    match effect.how:
        case PoisonHow.INFECT | PoisonHow.TOXIC | PoisonHow.POISONOUS:
            return True
        case PoisonHow.TRIGGER:
            return effect.to is Who.DAMAGED_PLAYER
        case PoisonHow.PROLIFERATE:
            return effect.moment is CardMoment.DAMAGE
    return False


def hit_parts(card: Card, hit: Hit) -> tuple[list[Part], bool]:
    """What `card` adds when it deals `hit`, and whether the damage itself is taken as
    poison (infect) rather than life."""
    parts: list[Part] = []
    for effect in card.effects:
        use = USES[effect.kind]
        if use.hit is not None:
            parts.extend(use.hit(effect, card, hit))
    infect = any(
        isinstance(e, PoisonSource) and e.how is PoisonHow.INFECT and not e.grants
        for e in card.effects
    )
    return parts, infect


def acts_later(card: Card, event: Event) -> bool:
    """Whether what the card does in `event` comes from a trigger (on the stack, after the
    checkpoint): Blood Artist's life loss, Spirit Link's life gain, Marsh Viper's poison."""
    for effect in card.effects:
        if isinstance(effect, DamageSource) and effect.moment.is_trigger:
            return event.kind is EventKind.LIFE and (event.delta or 0) <= 0
        if isinstance(effect, Lifelink) and effect.how is LifelinkHow.TRIGGER:
            return event.kind is EventKind.LIFE and (event.delta or 0) > 0
        if isinstance(effect, PoisonSource) and effect.how in _LATER_POISON:
            return event.kind is EventKind.POISON
    return False


_LATER_POISON = frozenset({PoisonHow.POISONOUS, PoisonHow.TRIGGER})


def card_ends_nothing(card: Card) -> bool:
    """A card none of whose effects ends anything by itself (what takes creatures' abilities
    away, Humility, ends nothing: the cards it reaches are read without theirs)."""
    return all(effect.kind in _NOTHING_ENDED for effect in card.effects)


_NOTHING_ENDED = frozenset(
    {Kind.ENDS_NOTHING, Kind.REMOVES_ABILITIES, Kind.COUNTERS, Kind.COPIES_SPELL}
)


def changes_life_unsaid(card: Card) -> bool:
    """A card that changes a life total by an amount its effects leave out (`changes` life:
    Chaplain's Blessing's gain, Force of Will's life paid)."""
    return any(isinstance(e, EndsNothing) and StateLoss.LIFE in e.losses for e in card.effects)
