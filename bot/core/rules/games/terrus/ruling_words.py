"""What a quick ruling says of a Terrus game in its own words: its example and its notes, with
the rules of Ending the Game (Complete Rulebook 5.0) they turn on, and vitae where other games
say life (bot.core.rules.games.game.RulingWords). Terrus's rules for ending a game have no
loss for drawing from an empty deck."""

from __future__ import annotations

from types import MappingProxyType

from bot.core.messages import Message
from bot.core.rules.counters import NO_START
from bot.core.rules.games.game import RulingNote, RulingWords
from bot.core.rules.games.terrus.rules import NO_CHAMPIONS, NO_POISON, NOT_AN_EVENT

RULING_WORDS = RulingWords(
    example='"terrus: alice is at 2 vitae and takes 3 damage"',
    notes=MappingProxyType(
        {
            RulingNote.EMPTY_DECK: Message(
                "An empty deck ends nothing: Terrus's rules for ending a game have no loss for "
                "drawing from an empty deck ({rule}).",
                rule="Terrus 5.3",
            ),
            RulingNote.STATE_SAID: Message(
                '"{words}" ends nothing by itself: a ruler leaves the game only by winning, '
                "losing, conceding or a draw ({rules}).",
                rules="Terrus 5.1, Terrus 5.3a",
            ),
            RulingNote.NOTHING_ENDS: Message(
                "Nothing said ends the game: a ruler leaves it only by winning, losing, "
                "conceding or a draw ({rules}), and none of what was done "
                "does that.",
                rules="Terrus 5.1, Terrus 5.3a",
            ),
            RulingNote.OPTIONAL_LOOP: Message(
                "A loop with an optional action in it is no draw: only a loop of mandatory "
                "actions that nobody can stop is one ({rule}).",
                rule="Terrus 5.4b",
            ),
            RulingNote.PAID_BEYOND: Message(
                '"{words}": Terrus\'s rules for ending a game do not say whether a ruler can '
                "pay more vitae than they have, and {life} is less than {amount}: say what was "
                "paid instead."
            ),
            RulingNote.GAINED_IN_TURN: Message(
                "Did {who} gain the {n} vitae at the same time as the vitae lost before it (one "
                "action or ability doing both), or afterwards, once the game had checked vitae "
                "totals ({rule})?",
                rule="Terrus 5.3b",
            ),
            RulingNote.GAINED_AT_ONCE: Message(
                "{who} gained the {n} vitae at the same time as the loss"
            ),
            RulingNote.GAINED_AFTER: Message("{who} gained the {n} vitae after the loss"),
            RulingNote.DEALT_IN_TURN: Message(
                "Did {first} and {second} deal each other that damage at the same time (one "
                "action, ability or battle dealing both), or one after the other, the game "
                "checking vitae totals between them ({rule})?",
                rule="Terrus 5.3b",
            ),
            RulingNote.COUNT_MISSING: Message(
                '"{words}": the cards drawn end nothing by themselves: Terrus\'s rules for '
                "ending a game have no loss for drawing from an empty deck ({rule}). Say "
                "what else happened.",
                rule="Terrus 5.3",
            ),
            RulingNote.CARDS_LEFT: Message(
                "The cards left in a deck end nothing in Terrus: its rules for ending a game have "
                "no loss for drawing from an empty deck ({rule}). Say what else happened, "
                "e.g. {first} or {second}.",
                rule="Terrus 5.3",
                first='"alice takes 3 damage"',
                second='"alice concedes"',
            ),
            RulingNote.LETHAL: Message("lethal damage: vitae of 0 or less"),
            RulingNote.UNKNOWN_CARD: Message(
                'Arbiter does not know the card "{card}". Say what it did in words instead, e.g. '
                "{first} or {second}.",
                first='"an effect says alice wins"',
                second='"alice loses 3 vitae"',
            ),
            RulingNote.COMBAT: Message(
                "Arbiter plays a battle out only from what it did: say the vitae each ruler lost, "
                "e.g. {first}.",
                first='"my opponent takes 6 damage"',
            ),
        }
    ),
    refusals=MappingProxyType(
        {
            NO_POISON: Message(
                "Terrus has no poison counters: a ruler loses at 0 vitae or less, so say their "
                "vitae ({example}).",
                example='"alice is at 0 vitae"',
            ),
            NO_CHAMPIONS: Message(
                "Terrus has no champions: a ruler loses at 0 vitae or less, so say their vitae "
                "({example}).",
                example='"alice is at 2 vitae and takes 3 damage"',
            ),
            NOT_AN_EVENT: Message(
                "Terrus's rules for ending a game count none of that: a ruler loses at 0 vitae "
                "or less, when they concede or by an effect, and wins by a victory; say which "
                "({first} or {second}).",
                first='"alice is at 0 vitae"',
                second='"alice begins her turn with 10 structures"',
            ),
            # Vitae has no default starting value (Terrus 4.3): a change needs the total.
            NO_START: Message(
                "Terrus vitae has no default starting value; say who starts at what "
                "({example}), or give the total ({total}).",
                example='"alice starts at 20, bob at 18"',
                total='"alice is at 5 vitae"',
            ),
        }
    ),
)
