"""What a quick ruling says of a Grand Archive game in its own words: its example and its
notes, with the rules of Ending the Game they turn on (bot.core.rules.games.game.RulingWords).
Grand Archive has no life totals, so it has no notes of life paid, gained or lost."""

from __future__ import annotations

from types import MappingProxyType

from bot.core.messages import Message
from bot.core.rules.games.game import RulingNote, RulingWords
from bot.core.rules.games.grand_archive.rules import (
    MATCH_DRAW_ONLY,
    NO_LIFE,
    NO_LOOP,
    NOT_AN_EVENT,
)

RULING_WORDS = RulingWords(
    example='"grand archive: alice\'s champion dies and an effect says bob wins"',
    notes=MappingProxyType(
        {
            RulingNote.EMPTY_DECK: Message(
                "An empty deck ends nothing by itself: its player loses only when they try to "
                "draw a card from it ({rule}).",
                rule="GA Ending the Game 3",
            ),
            RulingNote.STATE_SAID: Message(
                '"{words}" ends nothing by itself: a player leaves the game only by winning, '
                "losing, conceding or a draw ({rules}).",
                rules="GA Ending the Game 1, GA Ending the Game 3",
            ),
            RulingNote.NOTHING_ENDS: Message(
                "Nothing said ends the game: a player leaves it only by winning, losing, "
                "conceding or a draw ({rules}), and none of "
                "what was done does that.",
                rules="GA Ending the Game 1, GA Ending the Game 3",
            ),
            RulingNote.OPTIONAL_LOOP: Message(
                "A loop ends nothing in Grand Archive: a game is drawn only by an effect or by "
                "every player left losing at once ({rule}).",
                rule="GA Ending the Game 4",
            ),
            RulingNote.COUNT_MISSING: Message(
                '"{words}": whether that is a draw from an empty deck turns on how many cards '
                'were drawn and how many were in the deck. Say both ("{example}").'
            ),
            RulingNote.CARDS_LEFT: Message(
                "Say exactly how many cards the deck holds and how many are drawn, e.g. "
                "{first} or {second}.",
                first='"alice has 2 cards in her deck and draws 3 cards"',
                second='"alice draws from an empty deck"',
            ),
            RulingNote.UNKNOWN_CARD: Message(
                'Arbiter does not know the card "{card}". Say what it did in words instead, e.g. '
                "{first} or {second}.",
                first='"an effect says alice wins"',
                second='"alice\'s champion dies"',
            ),
            RulingNote.COMBAT: Message(
                "Arbiter plays combat out only from what it did to the champions: say it, e.g. "
                "{first}.",
                first='"bob\'s champion dies"',
            ),
        }
    ),
    refusals=MappingProxyType(
        {
            NO_LIFE: Message(
                "Grand Archive players have no life totals: a player loses when their champion "
                "dies (the damage on it reaches its health), so say that ({example}).",
                example='"alice\'s champion dies"',
            ),
            NO_LOOP: Message(
                "A loop draws no Grand Archive game: only an effect or every player left losing "
                "at once does; say what happened ({first} or {second}).",
                first='"an effect says the game is a draw"',
                second='"alice concedes"',
            ),
            MATCH_DRAW_ONLY: Message(
                "Grand Archive allows intentional draws only before the first game of a match, "
                "never during a game: say what ended it ({example}).",
                example='"an effect says the game is a draw"',
            ),
            NOT_AN_EVENT: Message(
                "Grand Archive's rules for ending a game count none of that: a player loses when "
                "their champion dies, when they draw from an empty deck, when they concede or by "
                "an effect; say which ({first} or {second}).",
                first='"alice\'s champion dies"',
                second='"bob draws from an empty deck"',
            ),
        }
    ),
)
