"""What a phrase form reads a clause as (phrases.py): a `Clause` of `Item`s, each an event with
when it happens and the `Source` it came from, or a clause about a card that is no event
(`Role`); and what a form builds from its match (`Build`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from dataclasses import dataclass
from enum import StrEnum

from bot.core.messages import Message
from bot.core.rules.vocabulary import Event
from bot.core.rulings.card_use import Moment
from bot.core.rulings.cards import Card
from bot.core.rulings.words import Reader


@dataclass(frozen=True)
class Source:
    """What an event came from, as the words say: a card, a creature, a trigger, a player."""

    text: str  # as written, with the cards' names
    cards: tuple[Card, ...] = ()  # the cards Arbiter knows in it
    unknown: tuple[str, ...] = ()  # card names Arbiter does not know
    controller: str | None = None  # whose it is, when the words say ("my", "bob's")
    said: Moment | None = None  # when the words say it acts ("triggers", "lifelink")
    owner: str | None = None  # whose card it is, when another controls it
    # whose each card in it is, where the words say it of that card itself: "his creature
    # enchanted with my Armadillo Cloak" is his creature and my Aura (card name, player)
    holders: tuple[tuple[str, str], ...] = ()

    def holder(self, card: Card) -> str | None:
        """Whose `card` is: its own possessive, else the source's controller."""
        return next((who for name, who in self.holders if name == card.name), self.controller)

    def holder_among(self, card: Card, held: Collection[str]) -> str | None:
        """Whose `card` is: `holder`, else the one player in `held` (those the words say hold
        it elsewhere), or None where that is not one player."""
        said = self.holder(card)
        if said is not None:
            return said
        return next(iter(held)) if len(held) == 1 else None


@dataclass(frozen=True)
class Item:
    """One event read from a clause, when it happens beside the others, and from what."""

    event: Event
    moment: Moment = Moment.WITH
    source: Source | None = None
    why: str | Message | None = None  # what the answer adds to say how it was read
    said: str = ""  # the clause it was read from
    # a life loss that is damage dealt to the player ("takes 3 damage"), not a loss of life:
    # an effect that acts on damage (Phyrexian Unlife's poison at 0 life) turns it into more
    dealt: bool = False


class Role(StrEnum):
    """What a clause about a card does when it is no event."""

    PRESENCE = "presence"  # a card in play: "I control Platinum Angel"
    STACK = "stack"  # cast, activated, triggering or resolving: what follows resolves later
    MOVES = "moves"  # dies, leaves or enters the battlefield
    OPTIONAL_LOOP = "optional_loop"  # a loop with an optional action: no draw (104.4b)
    LOCK = "lock"  # a lock (locks_told.py): no draw, the game goes on (104.4b, 104.3a)
    STOPS = "stops"  # a player stops a loop of theirs: nothing happens by it
    STATE = "state"  # a state that does nothing by itself: "my library is empty"
    ACTS = "acts"  # an action that ends nothing by itself: "alice plays a land"
    # an exchange of control: an action in which no card enters, leaves or deals damage (603.6a)
    EXCHANGES = "exchanges"
    ATTACKS = "attacks"  # an attack: ends nothing by itself; what it dealt must follow
    DECLINES = "declines"  # an end not taken: "adam does not concede" (nothing happens)
    # a permanent destroyed by the damage dealt to it: by the game rules, as a state-based
    # action (704.5g), not by a spell or ability ("it dies to Aether Flash's damage")
    DIES_OF_DAMAGE = "dies_of_damage"


@dataclass(frozen=True)
class Clause:
    text: str
    items: tuple[Item, ...] = ()
    role: Role | None = None
    source: Source | None = None  # what a clause of a `role` is about
    # said "in response" to the spell or ability told before it: it resolves first (405.5)
    responds: bool = False
    # what a spell cast at a player does as it resolves, where the words say it resolved
    # ("bob casts Lightning Bolt at alice and it resolves"); else whether it did is open
    resolves: tuple[Item, ...] = ()
    # told as done ("he Shocks me"): it resolved, unless the words say it was countered
    done: bool = False
    # says its player is still in the game ("I'm still in the game"): a claim the judge checks
    kept_in: bool = False
    # a state (Role.STATE) said of a player's library or deck ("my library is empty"): the
    # answer's note says what an empty one ends; any other state is named in its note
    deck: bool = False


Built = Event | Clause | None


Builder = Callable[["re.Match[str]", Reader], Built]
