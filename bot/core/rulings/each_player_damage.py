"""A spell cast that deals damage to each player as it resolves (issue #31, session 23): "I cast
Flame Rift and it resolves", "alice casts Earthquake for 5 and it resolves", "I cast Hurricane
with X = 3"; and one activation of an ability that does (session 24: "I activate Pestilence and
it resolves", said used once, never "twice" or "three times"). Such a spell deals its damage to
every player at the same time (MTG CR 608.2); the players it takes to 0 or less life lose at the
next check together (704.5a, 704.3), and if that is every player still in, the game is a draw
(104.4a). Its damage is the card's amount, or the X
the words give for a card whose amount is X (card data `"x"`); what it does is kept for the
words that say whether it resolved (`Clause.resolves`), as a spell cast at a player is; read only
where the text says a spell resolved (with its resolving unsaid, what it did is asked, as before).

Read only where nothing else said can change it: the spell is the only card named (Earthquake
also destroys creatures, which may hold a "can't lose" effect; another card may change the
damage), it has one effect and one mode (Slagstorm's other mode hits creatures only: which one
was chosen is unsaid, card data `"modal"`), and an X spell's X is told. Otherwise as before: what
it did is still to be said. Pure: no I/O.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.core.rules.vocabulary import Event, EventKind
from bot.core.rulings.card_use import Moment
from bot.core.rulings.cards import DamageHow, DamageSource, Who
from bot.core.rulings.cards import Moment as CardMoment
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.number_reading import NUMBER, number_value
from bot.core.rulings.phrase_values import Built, Clause, Item, Role
from bot.core.rulings.tenses import RESOLVED
from bot.core.rulings.words import EVERYONE, Reader

# "for 5", "with X = 5", "with x equal to 5", "X=5": the X told after the card cast.
_X_TOLD = re.compile(
    rf"\b(?:{one_of(WORDS.x_told_for)}|{one_of(WORDS.x_told_with)}\s++x\s*+"
    rf"(?:=|{one_of(WORDS.x_told_equals)})|x\s*+=)\s*+(?P<n>{NUMBER})"
    rf"(?:\s++{one_of(WORDS.damage_noun)})?\s*+$",
    re.IGNORECASE,
)


# As a spell resolves, or as one activation of an ability resolves (Spear Spewer's tap,
# Pestilence's one black mana: "I activate Pestilence and it resolves").
_ONCE = frozenset({CardMoment.RESOLUTION, CardMoment.ACTIVATED})


# An ability said used more than once: each activation's damage is not counted.
_REPEATED = re.compile(rf"\b(?:{one_of(WORDS.used_repeatedly)}|x)\b", re.IGNORECASE)


def damage_each_on_resolving(built: Built, words: str, reader: Reader) -> Built:
    """A spell cast (`built`, from `words`) that deals damage to each player as it resolves:
    that damage to every player at once, kept for the words that say it resolved. Otherwise
    `built` as it was."""
    if not isinstance(built, Clause) or built.role is not Role.STACK or built.items:
        return built
    source = built.source
    if source is None or source.unknown or len(source.cards) != 1 or len(reader.entities) != 1:
        return built
    if not RESOLVED.search(reader.marked):
        return built  # its resolving unsaid: what it did is asked, as before
    effects = source.cards[0].effects
    effect = effects[0] if len(effects) == 1 else None
    if not (
        isinstance(effect, DamageSource)
        and effect.how is DamageHow.DAMAGE
        and effect.to is Who.EACH_PLAYER
        and effect.moment in _ONCE
        and not effect.modal
    ):
        return built
    if effect.moment is CardMoment.ACTIVATED and _REPEATED.search(reader.marked):
        return built  # "I activate Pestilence three times": how often is not followed
    told = _X_TOLD.search(words)
    amount = number_value(told["n"]) if told is not None else None
    if effect.x:
        if amount is None or amount < 0:
            return built  # X unsaid: what it did is still to be said
    elif amount is not None and amount != effect.amount:
        return built  # "I cast Flame Rift for 5": not what the card deals
    dealt = amount if effect.x else effect.amount
    if dealt is None:
        return built
    life = Event(EventKind.LIFE, player=EVERYONE, delta=-dealt)
    return replace(built, resolves=(Item(life, Moment.WITH, source, dealt=True),))
