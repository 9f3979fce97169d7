"""Facts a situation's words leave open that its outcome turns on (rulings.md revision 3,
"depends").

A reader that never invents facts meets questions whose answer turns on a number the asker
never gave: "my opponent takes 3 from the Bolt and I take 2" says nothing of either life total,
yet who is left depends on them. The modules below find such a fact and the values that matter;
`open_cases.py` has the engine judge one reading per value, so the parser never decides an outcome.

This module holds what every such fact is (`Fact`, its `OpenCase`s) and what the words say of a
life total outright (`said_outright`, `life_said`); each kind of fact is found in its own module:

- `total_ranges.py`: a life total never said, split into ranges of totals that end alike;
- `lethal_with_gain.py`: lethal damage with life gained at the same time;
- `damage_amount.py`: a card's damage to a player, its amount never said;
- `life_below_zero.py`: a life total on either side of 0 (Phyrexian Unlife);
- `paid_life.py`: life paid again and again until it can't be;
- `trigger_conditions.py`: a trigger that ends the game on a condition (entering, at a step);
- `cant_lose_scope.py`: how far a "can't lose" effect said in words reaches;
- `unsaid_controller.py`: a card nobody is said to control;
- `replaced_draws.py`: a draw its player may replace;
- `loop_turn_order.py`: whose turn it is in a loop beside a losing trigger;
- `triggers_in_turn_order.py`: whose turn it is when both players' cards trigger on the same
  events (Disciple of the Vault);
- `bounded_total.py`: a life total said only as a bound ("3 or less");
- `checked_deaths.py`: a card said to die beside other events: in the check after them, or before;
- `cast_places.py`: where a spell that wins only cast from its caster's hand was cast from
  (Approach of the Second Sun).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from bot.core.messages import Message
from bot.core.rules.vocabulary import Event, EventKind, Lasting
from bot.core.rulings.situation_values import Sentence
from bot.core.rulings.words import EVERYONE


@dataclass(frozen=True)
class OpenCase:
    """One way the open fact may have been: its condition (in English the asker is "you",
    `said` names the players) and the situation's reports if so."""

    condition: str
    said: Message
    sentences: list[Sentence]
    # The words leave out a trigger on purpose: the case is that it did not happen.
    untriggered: bool = False
    # Life totals the case is about (players as the words name them), had before the
    # situation: judged at the first, and each other must end alike, or the words do not
    # settle it (`lives[1:]`).
    lives: tuple[Mapping[str, int], ...] = ()
    # What settled the case, when the words did (the counts told): said with the answer.
    note: Message | None = None
    # The same words at the other end of a total they bound ("3 or less": at 1): each must
    # end as `sentences` do, or the words do not settle it (bounded_total.py).
    ends: tuple[list[Sentence], ...] = ()


@dataclass(frozen=True)
class Fact:
    """A fact the words leave open: the question that settles it and a case per answer."""

    question: str
    asked: Message
    cases: tuple[OpenCase, ...]


def said_outright(events: Sequence[Event], player: str, everyone: str) -> bool:
    """Whether the events set `player`'s life total outright (also as part of a spell or
    ability's effects, or for everyone)."""
    for event in events:
        if (
            event.kind is EventKind.LIFE
            and event.value is not None
            and event.player in (player, everyone)
        ):
            return True
        if event.effects and said_outright(event.effects, player, everyone):
            return True
    return False


def life_said(sentences: Sequence[Sentence], player: str, *, changed: bool = True) -> int | None:
    """The player's life total as the words tell it: the last said outright ("I am at 40
    life"), less and more each plain loss and gain of life told after it ("I lose 6 life":
    34, as a total said outright would be), of the player or of everyone; None where nothing
    said it, or where what changed it after is not told in numbers alone (damage as an event
    of its own, commander damage) or may be changed by what is in play (a card that changes a
    change of life, `_CHANGES_LIFE`, or one Arbiter does not know): a total never guessed.
    Without `changed`, only a total said outright and unchanged since."""
    plain = not any(
        sentence.unknown_in_play or any(_changes_life_changes(event) for event in sentence.events)
        for sentence in sentences
    )
    life = None
    for sentence in sentences:
        for event in sentence.events:
            if event.player not in (player, EVERYONE):
                continue
            if event.kind is EventKind.LIFE and event.value is not None:
                life = event.value
            elif event.kind is EventKind.LIFE and event.delta is not None:
                life = life + event.delta if life is not None and plain and changed else None
            elif event.kind in (EventKind.LIFE, EventKind.COMMANDER_DAMAGE, EventKind.DAMAGE):
                life = None
    return life


# What a loss or gain of life told may not be as told, with it in play: a card that gains or
# loses life on a change of life (Exquisite Blood), sets a total (Lich's Mirror), keeps one
# from changing, floors it or prevents damage; and an object whose effects are played out as
# it resolves (a trigger, a spell), which may change life in ways the words do not count.
_CHANGES_LIFE = frozenset(
    {
        Lasting.GAIN_FROM_LOSS,
        Lasting.LOSS_FROM_GAIN,
        Lasting.LIFE_RESET,
        Lasting.LIFE_FLOOR,
        Lasting.PREVENT_DAMAGE,
        Lasting.LIFE_CANT_CHANGE,
        Lasting.DAMAGE_AS_POISON,
    }
)


def _changes_life_changes(event: Event) -> bool:
    if event.kind in (EventKind.TRIGGER, EventKind.CAST, EventKind.RESOLVE, EventKind.DAMAGE):
        return True
    return event.kind is EventKind.EFFECT_BEGINS and event.lasting in _CHANGES_LIFE
