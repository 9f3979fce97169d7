"""What a quick ruling says of a Magic game in its own words: its example and its notes, with
the Comprehensive Rules they turn on (bot.core.rules.games.game.RulingWords)."""

from __future__ import annotations

from types import MappingProxyType

from bot.core.messages import Message
from bot.core.rules.games.game import RulingNote, RulingWords
from bot.core.rules.games.magic.rules import (
    NO_CHAMPIONS,
    NO_CITY,
    NO_COMMANDER_DAMAGE,
    NOT_AN_EVENT,
)
from bot.core.rules.guards import FLOOR_UNJUDGED, LIFE_UNCHANGING, NO_GAIN, NO_POISON_GIVEN

RULING_WORDS = RulingWords(
    example='"magic: alice is at 0 life and an effect says alice wins"',
    turn_draws=True,  # in its draw step (MTG CR 504.1)
    notes=MappingProxyType(
        {
            RulingNote.EMPTY_DECK: Message(
                "An empty library ends nothing by itself: its player loses only when they "
                "would draw from it (MTG CR 704.5b)."
            ),
            RulingNote.STATE_SAID: Message(
                '"{words}" ends nothing by itself: a player leaves the game only by winning, '
                "losing, conceding or a draw ({rules}).",
                rules="MTG CR 104.1, MTG CR 104.3a",
            ),
            RulingNote.NOTHING_ENDS: Message(
                "Nothing said ends the game: a player leaves it only by winning, losing, "
                "conceding or a draw (MTG CR 104.1, 104.3a), and none of what was done does that."
            ),
            RulingNote.OPTIONAL_LOOP: Message(
                "A loop with an optional action in it is no draw: the player who can stop it "
                "chooses how many times it repeats, then stops it (MTG CR 104.4b)."
            ),
            RulingNote.LOCK: Message(
                "A lock is no draw: nothing in it makes a player lose or the game end, and a "
                "game is a draw only when every player left loses at once or by a loop of "
                "mandatory actions nobody can stop; the game goes on until a player wins, loses "
                "or concedes (MTG CR 104.4a, 104.4b, 104.3a)."
            ),
            RulingNote.PAID_BEYOND: Message(
                '"{words}": a player can pay life only with a life total at least the amount '
                "({rule}), and {life} is less than {amount}: say what was paid instead.",
                rule="MTG CR 119.4",
            ),
            RulingNote.GAINED_IN_TURN: Message(
                "Did {who} gain the {n} life at the same time as the life lost before it (one "
                "spell or ability doing both, or lifelink in the same combat damage), or "
                "afterwards, once the game had checked life totals (MTG CR 704.3)?"
            ),
            RulingNote.GAINED_AT_ONCE: Message(
                "{who} gained the {n} life at the same time as the loss"
            ),
            RulingNote.GAINED_AFTER: Message("{who} gained the {n} life after the loss"),
            RulingNote.DEALT_IN_TURN: Message(
                "Did {first} and {second} deal each other that damage at the same time (one "
                "spell or ability dealing both), or one after the other, the game checking life "
                "totals between them (MTG CR 704.3)?"
            ),
            RulingNote.COUNT_MISSING: Message(
                '"{words}": whether that is a draw from an empty library turns on how many '
                'cards were drawn and how many were in the library. Say both ("{example}").'
            ),
            RulingNote.CARDS_LEFT: Message(
                "Say exactly how many cards the library holds and how many are drawn, e.g. "
                "{first} or {second}.",
                first='"alice has 2 cards in her library and draws 3 cards"',
                second='"alice draws from an empty library"',
            ),
            RulingNote.COMBAT: Message(
                "Arbiter plays combat out only from what fixes it: say the creatures' power and "
                "toughness and how it was blocked, e.g. {first}, or what it did to each player, "
                "e.g. {second}.",
                first='"I attack with a 4/4 and my opponent doesn\'t block"',
                second='"my opponent takes 6 combat damage"',
            ),
            RulingNote.LETHAL: Message("lethal damage: a life total of 0 or less"),
        }
    ),
    refusals=MappingProxyType(
        {
            NO_COMMANDER_DAMAGE: Message(
                "Commander damage counts only in a Commander game: say the damage as life lost "
                "({example}).",
                example='"alice takes 5 damage"',
            ),
            NO_CHAMPIONS: Message(
                "Magic has no champions: say a player's life or poison ({first}), or that they "
                "concede ({second}).",
                first='"alice is at 0 life"',
                second='"alice concedes"',
            ),
            NOT_AN_EVENT: Message(
                "Magic's rules for ending a game count none of that: say a player's life, poison "
                "or library ({first} or {second}), that they concede or what an effect says.",
                first='"alice is at 0 life"',
                second='"alice draws from an empty library"',
            ),
            # an effect in force forbids what was said: {player}, {sources}, {floor}
            FLOOR_UNJUDGED: Message(
                "Arbiter does not judge damage to {player} under {sources} when their life is "
                "below {floor}, their team shares one life total, or the same sentence also "
                "changes their life otherwise: say the life total that results instead."
            ),
            LIFE_UNCHANGING: Message(
                "{player}'s life total can't change while {sources} is in force (MTG CR 101.2): "
                "say what happened to it before, or nothing."
            ),
            NO_GAIN: Message(
                "{player} can't gain life while {sources} is in force (MTG CR 119.7): say a "
                "total no higher than they had, or what they lost."
            ),
            NO_POISON_GIVEN: Message(
                "{player} can't get poison counters while {sources} is in force (MTG CR "
                "101.2): say the count they had before it, or nothing."
            ),
            NO_CITY: Message(
                "Structures and Relics are Terrus's: a Magic turn's beginning is said only by "
                "whose it is ({example}).",
                example='"alice begins her turn"',
            ),
        }
    ),
)
