"""The typed card model of quick rulings: what a card Arbiter knows does to winning, losing and
drawing a game, its kinds of effect as frozen values (bot.core.rulings.cards documents the
kinds). It changes when a new kind of effect is modelled; the data files and the lookup follow
it. The card that carries them is card_values.py's. Pure: no I/O."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from bot.core.messages import Message
from bot.core.rules.vocabulary import EffectOutcome
from bot.core.rulings.card_targets import Removes, Takes

# -- the kinds and their words -------------------------------------------------------------


class Kind(StrEnum):
    ENDS_GAME = "ends_game"
    CANT_LOSE = "cant_lose"
    CANT_WIN = "cant_win"
    REPLACES_LOSS = "replaces_loss"
    CHANGES_STATE_LOSS = "changes_state_loss"
    POISON = "poison"
    COMMANDER_DAMAGE = "commander_damage"
    LIFELINK = "lifelink"
    DAMAGE = "damage"
    EMPTIES_LIBRARY = "empties_library"
    LOOP = "loop"
    REPLACES_DRAW = "replaces_draw"
    ENDS_NOTHING = "ends_nothing"
    PROTECTION = "protection"
    REMOVES_ABILITIES = "removes_abilities"
    SHARES_DRAW = "shares_draw"
    TURNS_DAMAGE_BACK = "turns_damage_back"
    COUNTERS = "counters"
    COPIES_SPELL = "copies_spell"
    SETS_LIFE = "sets_life"


class Who(StrEnum):
    """Whom an effect touches, as seen from the card's controller."""

    CONTROLLER = "controller"  # "you"
    OPPONENTS = "opponents"  # each opponent
    TARGET_OPPONENT = "target_opponent"
    TARGET_PLAYER = "target_player"
    EACH_PLAYER = "each_player"
    ANY_TARGET = "any_target"  # a player, or a creature or planeswalker
    DAMAGED_PLAYER = "damaged_player"  # the player a creature dealt damage to
    ATTACKED_PLAYER = "attacked_player"  # a player it attacked (defending player)
    # the controller of a creature that attacked (Hissing Miasma: one attacking its controller)
    ATTACKING_PLAYER = "attacking_player"
    ENCHANTED_PLAYER = "enchanted_player"  # the player a Curse is attached to
    OWNER = "owner"  # the owner of a creature the card names
    HIGHEST_LIFE = "highest_life"  # the player with the highest life total


class Moment(StrEnum):
    """When a win, loss or draw happens: at once as something resolves, or as a trigger."""

    RESOLUTION = "resolution"  # as the spell resolves
    ACTIVATED = "activated"  # as an activated (or loyalty) ability resolves
    REPLACEMENT = "replacement"  # inside a replacement effect ("if you can't, you lose")
    ENTERS = "enters"  # trigger: it enters the battlefield
    LEAVES = "leaves"  # trigger: it leaves the battlefield
    UPKEEP = "upkeep"  # trigger: at the beginning of an upkeep
    END_STEP = "end_step"  # trigger: at the beginning of an end step
    DELAYED_UPKEEP = "delayed_upkeep"  # delayed trigger: your next upkeep
    DELAYED_END_STEP = "delayed_end_step"  # delayed trigger: a later end step
    DAMAGE = "damage"  # trigger: a creature deals damage to a player
    # trigger: a creature attacks, in the declare attackers step, before blocks and combat
    # damage (MTG CR 508.3a, 603.3)
    ATTACKS = "attacks"
    STATE = "state"  # state trigger: as soon as a condition is true (CR 603.8)
    EVENT = "event"  # trigger: another event (a creature dies, you are dealt damage)
    LIFE = "life"  # trigger: a player gains or loses life (Sanguine Bond), itself an event read

    @property
    def is_trigger(self) -> bool:
        """A triggered ability waits for the next priority and the stack (MTG CR 603.3)."""
        return self not in (Moment.RESOLUTION, Moment.ACTIVATED, Moment.REPLACEMENT)


class TriggerEvent(StrEnum):
    """What an `EVENT` trigger waits for, where the reader follows it."""

    # an artifact goes from the battlefield to a graveyard (Disciple of the Vault)
    ARTIFACT_TO_GRAVEYARD = "artifact_to_graveyard"
    # a player draws a card (Psychosis Crawler, Underworld Dreams): a draw from a library that
    # holds cards is no event the words show, so beside one the trigger is asked about
    DRAW = "draw"


class Measure(StrEnum):
    LIFE = "life"  # the controller's life total (each player's for EACH_PLAYER)
    POISON = "poison"
    CARDS_IN_LIBRARY = "cards_in_library"
    CARDS_IN_HAND = "cards_in_hand"
    CARDS_IN_GRAVEYARD = "cards_in_graveyard"  # of what: `of`
    PERMANENTS = "permanents"  # permanents the controller controls, of what: `of`
    COUNTERS = "counters"  # counters on the card itself, of what kind: `of`
    DAMAGE_THIS_TURN = "damage_this_turn"  # damage it dealt to that player this turn
    SPELLS_CAST = "spells_cast"  # spells of a name cast this game (`of`)


class Compare(StrEnum):
    AT_LEAST = "at_least"
    EXACTLY = "exactly"
    AT_MOST = "at_most"


class Until(StrEnum):
    """What ends a continuous effect."""

    LEAVES = "leaves"  # the permanent leaves the battlefield
    END_OF_TURN = "end_of_turn"
    YOUR_NEXT_TURN = "your_next_turn"
    USED = "used"  # the next time it would apply, once
    CONDITION = "condition"  # while the condition in words holds
    NEVER = "never"  # an emblem: the rest of the game


class StateLoss(StrEnum):
    """The state-based losses of MTG CR 704.5a-c."""

    LIFE = "life"
    EMPTY_LIBRARY = "empty_library"
    POISON = "poison"


class Change(StrEnum):
    NO_LOSS = "no_loss"  # "you don't lose the game for having 0 or less life"
    LIFE_CANT_CHANGE = "life_cant_change"  # no gain, no loss
    NO_LIFE_LOSS = "no_life_loss"  # can't lose life
    LIFE_FLOOR = "life_floor"  # damage can't take life below `floor`
    LIFE_RESET = "life_reset"  # a drop to 0 or less sets life to `floor` instead
    WIN_INSTEAD = "win_instead"  # a draw from the empty library wins instead
    NO_POISON = "no_poison"  # can't get poison counters (Melira): poison never arrives
    NO_LIFE_GAIN = "no_life_gain"  # can't gain life (Sulfuric Vortex), for `who`


class PoisonHow(StrEnum):
    INFECT = "infect"  # damage to players as poison counters (CR 702.90b)
    TOXIC = "toxic"  # combat damage also gives N poison counters (CR 702.164c)
    POISONOUS = "poisonous"  # a trigger on combat damage: N poison counters (CR 702.70a)
    TRIGGER = "trigger"  # another trigger that gives poison counters
    DIRECT = "direct"  # a spell or ability that gives poison counters as it resolves
    PROLIFERATE = "proliferate"  # one more of each counter already there (CR 701.34a)


class CommanderHow(StrEnum):
    COMMANDER = "commander"  # a commander itself, named for its combat damage
    DOUBLE_STRIKE = "double_strike"  # two combat damage steps, both count (CR 702.4b)
    DOUBLES_DAMAGE = "doubles_damage"  # its damage doubled, all of it the commander's


class LifelinkHow(StrEnum):
    KEYWORD = "keyword"  # lifelink: life gained with the damage, at the same time (702.15b)
    GRANTS = "grants"  # gives lifelink to others
    TRIGGER = "trigger"  # a separate trigger: life gained later, on the stack (603.3)
    DRAIN = "drain"  # a trigger: its controller gains the life an opponent loses, later (603.3)


class DamageHow(StrEnum):
    DAMAGE = "damage"
    LIFE_LOSS = "life_loss"


class LibraryHow(StrEnum):
    MILL = "mill"
    EXILE = "exile"
    DOUBLES_MILL = "doubles_mill"
    DRAW = "draw"  # cards drawn: from an empty library, a loss at the next check (704.5b)


class Returns(StrEnum):
    """Under whose control a creature exiled and returned ("flickered") comes back: its
    owner's (Astral Slide, Ephemerate) or that of the player whose card did it (Cloudshift)."""

    OWNER = "owner"
    CASTER = "caster"
    # its owner's, but only at the beginning of the next end step (Astral Slide, 603.7): until
    # then it is in exile, and what is told after it may come first
    OWNER_AT_END = "owner_at_end"


# -- effects -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Check:
    """A mechanical condition: `measure` `compare` `amount` (or `against`, when the amount is
    itself a measure of the game, e.g. "your devotion to blue"); `adds`, what the trigger
    itself adds to the measure first (read by bot.core.rulings.counts)."""

    measure: Measure
    compare: Compare
    amount: int | None = None
    of: str | None = None
    against: str | None = None
    # How much the card's own trigger adds to the measure before it checks (Mechanized
    # Production's copy), and the card itself to what it is compared with (Thassa's Oracle's
    # two blue mana symbols to the devotion): a count told may be without or with it.
    adds: int = 0
    adds_against: int = 0
    # The least `against` can be when the words do not tell it (Angel of Destiny: a starting
    # life total is never below 20, MTG CR 103.4, so 35): a count below it never reaches it.
    least: int | None = None

    def __post_init__(self) -> None:
        if (self.amount is None) == (self.against is None):
            raise ValueError("a check compares with exactly one of amount and against")
        if self.least is not None and (
            self.against is None or self.compare is not Compare.AT_LEAST
        ):
            raise ValueError("only a check at least a count untold has a least")


class Need(StrEnum):
    """A part of a condition met by what a player holds, told in words ("I control a land of
    each basic land type") or by a card held that meets it (Cromat: a creature of every
    colour, MTG CR 105.2)."""

    LAND_OF_EACH_BASIC_TYPE = "land_of_each_basic_type"
    CREATURE_OF_EACH_COLOUR = "creature_of_each_colour"


def _needs_known(needs: tuple[str, ...]) -> None:
    known = {need.value for need in Need}
    if not set(needs) <= known:
        raise ValueError(f"needs names parts of a condition: {', '.join(sorted(known))}")


@dataclass(frozen=True)
class Condition:
    words: str
    check: Check | None = None
    # the parts, each met by what the card's controller holds (bot.core.rulings.needs_met)
    needs: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        _needs_known(self.needs)

    @property
    def said(self) -> Message:
        """The condition as a catalogue message (the `cards` domain, beside the card's
        wording), worded in the reader's language; a mana cost's braces are literal text."""
        return Message(self.words.replace("{", "{{").replace("}", "}}"))


@dataclass(frozen=True)
class EndsGame:
    kind: ClassVar[Kind] = Kind.ENDS_GAME
    outcome: EffectOutcome
    moment: Moment
    who: Who | None = None  # None only for a draw
    condition: Condition | None = None
    draws: int = 0  # cards the trigger makes its controller draw first (Mirrodin Besieged)

    def __post_init__(self) -> None:
        if (self.who is None) != (self.outcome is EffectOutcome.DRAW):
            raise ValueError("a win or a loss names who; a draw names no one")


@dataclass(frozen=True)
class CantLose:
    kind: ClassVar[Kind] = Kind.CANT_LOSE
    who: Who
    until: Until
    condition: Condition | None = None


@dataclass(frozen=True)
class CantWin:
    kind: ClassVar[Kind] = Kind.CANT_WIN
    who: Who
    until: Until
    condition: Condition | None = None


@dataclass(frozen=True)
class ReplacesLoss:
    kind: ClassVar[Kind] = Kind.REPLACES_LOSS
    who: Who
    instead: str
    until: Until
    draws: int = 0  # the cards its replacement draws (Stunning Reversal: 7), a loss of its own


@dataclass(frozen=True)
class ChangesStateLoss:
    kind: ClassVar[Kind] = Kind.CHANGES_STATE_LOSS
    loss: StateLoss
    change: Change
    until: Until
    floor: int | None = None
    condition: Condition | None = None
    who: Who = Who.CONTROLLER  # whom it applies to (Sulfuric Vortex: each player)
    # life lost costs its player permanents, by a trigger the engine does not play (Lich's
    # Tomb: the card itself among them, its "no loss" gone)
    costs_permanents: bool = False

    def __post_init__(self) -> None:
        if (self.floor is None) == (self.change in (Change.LIFE_FLOOR, Change.LIFE_RESET)):
            raise ValueError("a life floor or reset names its floor, and only they do")


@dataclass(frozen=True)
class PoisonSource:
    kind: ClassVar[Kind] = Kind.POISON
    how: PoisonHow
    amount: int | None = None  # counters per event; None: as much as the damage
    grants: bool = False  # gives the ability to other creatures
    to: Who | None = None  # for DIRECT and TRIGGER: who gets the counters
    # for TRIGGER, where it is one as the card enters (Ichor Rats): said to enter with what it
    # gave unsaid, refused (card_checks._arrival_trigger)
    moment: Moment | None = None


@dataclass(frozen=True)
class CommanderDamageSource:
    kind: ClassVar[Kind] = Kind.COMMANDER_DAMAGE
    how: CommanderHow


@dataclass(frozen=True)
class Lifelink:
    kind: ClassVar[Kind] = Kind.LIFELINK
    how: LifelinkHow
    until: Until | None = None
    # it gives lifelink to its controller's instant and sorcery spells (Soulfire Grand Master):
    # a spell of theirs (`Card.spell`) gains them as much life as it deals, at once (702.15b)
    to_spells: bool = False


@dataclass(frozen=True)
class DamageSource:
    kind: ClassVar[Kind] = Kind.DAMAGE
    how: DamageHow
    to: Who
    moment: Moment
    amount: int | None = None  # None: X, or as much as something else
    # the player loses half their life, rounded up, worked out as it resolves (MTG CR 107.1a:
    # Ebonblade Reaper); no amount then
    half: bool = False
    # what an `EVENT` trigger waits for, where the reader follows it (triggers_in_turn_order)
    on: TriggerEvent | None = None
    x: bool = False  # its amount is the X chosen as it is cast ("Earthquake for 5")
    modal: bool = False  # one mode of several deals it, which one its controller chooses
    # the life its controller gains with it, in the same resolution (Blood Artist's 1)
    gains: int | None = None

    def __post_init__(self) -> None:
        if self.x and self.amount is not None:
            raise ValueError("an amount of X is no fixed amount")
        if self.half and self.amount is not None:
            raise ValueError("half a life total is no fixed amount")
        if self.on is not None and self.moment is not Moment.EVENT:
            raise ValueError("only a trigger on an event waits for one")


@dataclass(frozen=True)
class EmptiesLibrary:
    kind: ClassVar[Kind] = Kind.EMPTIES_LIBRARY
    how: LibraryHow
    who: Who
    moment: Moment
    amount: int | None = None  # None: all, half, or as many as something else
    # half the library, rounded down (Traumatize): never the whole of one that holds a card
    half: bool = False

    def __post_init__(self) -> None:
        if self.half and self.amount is not None:
            raise ValueError("half a library is no fixed amount")


class LoopAct(StrEnum):
    """What the trigger of a card in a loop of mandatory actions acts on."""

    # whenever a creature enters the battlefield, its ability destroys it (Lethal Vapors)
    DESTROYS_ENTERING = "destroys_entering"
    # ... deals it damage (Aether Flash): what destroys it then is the game rules (704.5g)
    DAMAGES_ENTERING = "damages_entering"
    # a land of its controller's that an opponent's spell or ability puts into the graveyard
    # (not the game rules: a state-based action is no one's spell or ability, 704.5g)
    LAND_DESTROYED_BY_OPPONENT = "land_destroyed_by_opponent"
    # each land entering under its controller's control makes a 1/1 Saproling (Sporemound)
    SAPROLING_ON_LAND = "saproling_on_land"


@dataclass(frozen=True)
class MandatoryLoop:
    """A card whose trigger nobody may decline takes part in a loop of mandatory actions
    (104.4b). `on`: what its trigger acts on (`LoopAct` values); `lands_are_creatures`: it
    makes every land a creature, so a land played is a creature entering;
    `saprolings_are_lands`: it makes every Saproling a land, so a Saproling made is a land
    entering (Life and Limb); `life_on_creatures`: each other creature entering gains its
    controller life (Essence Warden), so a card that makes a creature whenever they gain life
    feeds it without end (supposed_loops.py)."""

    kind: ClassVar[Kind] = Kind.LOOP
    words: str
    on: tuple[str, ...] = ()
    lands_are_creatures: bool = False
    saprolings_are_lands: bool = False
    life_on_creatures: bool = False

    def __post_init__(self) -> None:
        known = {act.value for act in LoopAct}
        if not set(self.on) <= known:
            raise ValueError(f"on names what a loop acts on: {', '.join(sorted(known))}")

    @property
    def acts_on(self) -> tuple[LoopAct, ...]:
        return tuple(LoopAct(act) for act in self.on)


@dataclass(frozen=True)
class ReplacesDraw:
    """ "If a player would draw a card, instead ...": no card is drawn, so nobody it applies
    to draws from an empty library (MTG CR 614.1a, 121.6). `optional`: the player may choose
    to draw instead; with a second replacement of the same draw, the player drawing chooses
    which applies first (616.1)."""

    kind: ClassVar[Kind] = Kind.REPLACES_DRAW
    who: Who
    instead: str
    until: Until
    optional: bool = False
    condition: Condition | None = None
    # the state-based losses what it does instead changes the counts of (Words of War's 2
    # damage: "life"): beside a count of those told, the case where it was used is unsure
    changes: tuple[str, ...] = ()
    # what it gives instead comes from a pile set aside with the card (Parallel Thoughts): an
    # empty pile still replaces the draw, giving no card (empty_piles.py)
    pile: bool = False
    # the kinds of card its player names as they use it (Abundance: land, nonland): "I choose
    # land" is the card used instead of a draw (draw_choices.py)
    names: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        known = {loss.value for loss in StateLoss}
        if not set(self.changes) <= known:
            raise ValueError(f"changes names state-based losses: {', '.join(sorted(known))}")


def saprolings_loop(effects: list[MandatoryLoop]) -> bool:
    """Whether a Saproling made for each land entering (Sporemound) and every Saproling a land
    (Life and Limb) are both among `effects`: a land entering starts a loop that nobody may
    decline (104.4b)."""
    return any(LoopAct.SAPROLING_ON_LAND in e.acts_on for e in effects) and any(
        e.saprolings_are_lands for e in effects
    )


@dataclass(frozen=True)
class SharesDraw:
    """ "If an opponent would draw two or more cards, instead you and that player each draw a
    card" (Alms Collector): a draw of `at_least` cards or more by one of `who` is replaced by a
    draw of one card each by them and the card's controller, made one player at a time, the
    active player first (MTG CR 614.1a, 121.2c, 101.4)."""

    kind: ClassVar[Kind] = Kind.SHARES_DRAW
    who: Who
    until: Until
    at_least: int = 2


@dataclass(frozen=True)
class EndsNothing:
    """A card people name whose effect ends nothing by itself (it reveals, discards, exchanges
    control, or counts as every colour): the events the words say are all that happened.
    `changes`: the state-based losses whose counts it changes beyond what the words may say
    (a trigger that gains life or may draw), beside which it stays refused."""

    kind: ClassVar[Kind] = Kind.ENDS_NOTHING
    words: str
    changes: tuple[str, ...] = ()
    meets: tuple[str, ...] = ()  # the parts of a condition it meets, held (`Need`)
    # its caster and the player it is cast at exchange control (Reins of Power): nothing
    # enters or leaves the battlefield by it (603.6a)
    exchanges: bool = False
    # it exiles a creature and returns it to the battlefield, not cast (flickers.py): under
    # whose control it comes back
    returns: Returns | None = None
    # a creature that dies comes back later under an opponent's control, not cast (Endless
    # Whispers): judged only where the words tell where each creature that died went
    # (dead_returned.py)
    returns_the_dead: bool = False
    # it takes only a creature its caster controls (Ephemerate): told used on another's, whose
    # creature it was is unsure
    own_only: bool = False
    # it puts a creature card onto the battlefield, not cast (Sneak Attack, Tooth and Nail):
    # "I play Phage with it" is that creature put there (arrivals.played_via)
    puts_onto_battlefield: bool = False
    # it copies the card imprinted on it and its controller may cast the copy (Isochron
    # Scepter, 707.10): "I use it imprinted with Final Fortune" is a copy of that card cast
    # (imprinted_copies.py), only where the card is one it can hold (`Card.imprintable`)
    casts_imprinted: bool = False
    # it makes a token copy of the creature card imprinted on it (Soul Foundry, 111.1, 707.2):
    # "I imprint it with Clone, then Clone Phage" is a token copy of Phage, never cast
    # (foundry_copies.py)
    copies_imprinted_as_token: bool = False
    # it may enter as a copy of a creature on the battlefield (Clone, 707.2, 614.1c): its name
    # as a verb ("I Clone Phage") is it entering so, cast or not as said (foundry_copies.py)
    enters_as_copy: bool = False
    # its controller controls a target player's next turn (Mindslaver, MTG CR 722): its name
    # said as a verb between two players is that ("I Mindslaver him", turn_card_verbs.py)
    controls_turn: bool = False
    # its ability may be activated again and again, paying this much life each time in place
    # of mana (Phyrexian mana, MTG CR 107.4f): "I make him pay himself down to 0" is that life
    # paid until it can't be (119.4, life_paid_down.py)
    life_per_activation: int | None = None
    # it takes one target permanent off the battlefield (removals.py: "he casts Doom Blade on
    # my Platinum Angel"), where to, and what it can target
    removes: Removes | None = None
    takes: Takes | None = None
    # it takes every such permanent, none targeted (Wrath of God: each creature)
    every: bool = False

    def __post_init__(self) -> None:
        if (self.removes is None) != (self.takes is None) or (self.every and not self.takes):
            raise ValueError("removes and takes are said together, and every with them")
        known = {loss.value for loss in StateLoss}
        if not set(self.changes) <= known:
            raise ValueError(f"changes names state-based losses: {', '.join(sorted(known))}")
        _needs_known(self.meets)

    @property
    def losses(self) -> tuple[StateLoss, ...]:
        return tuple(StateLoss(change) for change in self.changes)


@dataclass(frozen=True)
class Protection:
    """Protection from everything for `who` until `until` (Teferi's Protection): damage that
    would be dealt to them is prevented (MTG CR 702.16e), so it costs no life, gives no poison
    and counts no commander damage (903.10a). `phases_out`: their permanents phase out with it
    and are treated as though they did not exist (702.26b), what the engine does not follow:
    beside another card they control it stays refused."""

    kind: ClassVar[Kind] = Kind.PROTECTION
    who: Who
    until: Until
    phases_out: bool = False


@dataclass(frozen=True)
class RemovesAbilities:
    """Every permanent of a kind loses all its abilities (Humility: creatures, layer 6, MTG CR
    613.1f): a creature card's triggered and static abilities do nothing while it is on the
    battlefield (its enters trigger never triggers, 603.2; Platinum Angel's "can't lose" is
    gone). The reader takes them away from the cards said to be creatures
    (bot.core.rulings.abilities_removed)."""

    kind: ClassVar[Kind] = Kind.REMOVES_ABILITIES
    of: str

    def __post_init__(self) -> None:
        if self.of != "creatures":
            raise ValueError('of is "creatures" (the kind of permanent that loses its abilities)')
