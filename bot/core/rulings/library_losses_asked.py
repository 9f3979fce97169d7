"""A card that only takes cards out of a library, asked of no moment whether it makes a player
lose: "Can Millstone make a player lose?", "My friends and I are wondering if the effect of a
Millstone and similar spells (Brain Freeze) can be the cause of a player losing the game." The
question is a general one: it presupposes the moment the card is used on a player, whose
library it mills or exiles (library_takers.py), which by itself ends nothing (an empty library
loses only when its player would draw from it, MTG CR 704.5b, 121.4). Told in the situation
language as the asker using it at their opponent, or, asked of the asker ("make me lose"),
the opponent using it at them. Only where every card the question names is one Arbiter knows
that only takes from a library at a target player, cast, or used for the count its ability
mills (Millstone: two cards; not one that takes its own controller's, Leveler, nor one that
does it on a trigger, Hedron Crab); any other sentence is a moment of its own, and the question
is left to the reader (None).
"""

from __future__ import annotations

import re

from bot.core.rules.vocabulary import System
from bot.core.rulings.card_marks import mark_cards
from bot.core.rulings.cards import Card, EmptiesLibrary, LibraryHow, Who
from bot.core.rulings.cards import Moment as CardMoment
from bot.core.rulings.chat_words import WORDS, one_of
from bot.core.rulings.library_takers import only_takes_from_a_library
from bot.core.rulings.words import MARK

_CARD = rf"(?:{one_of(WORDS.pair_articles)}\s++)?{MARK}(?P<n>\d++)"
_SIMILAR = (
    rf"(?:\s++{one_of(WORDS.similar_joins)}\s++{one_of(WORDS.similar_cards)}"
    r"(?:\s*+\((?P<like>[^()]*+)\))?)?"
)
_ASKED = re.compile(
    rf"^\s*+(?:{one_of(WORDS.wondering)}\s++{one_of(WORDS.whether)}\s++|"
    rf"(?:{one_of(WORDS.pair_asks)})\s++)(?:{one_of(WORDS.effects_of)}\s++)?{_CARD}{_SIMILAR}\s++"
    rf"(?:{one_of(WORDS.cause_can)}\s++)?(?:{one_of(WORDS.cause_to_lose)})\s++"
    rf"(?P<who>{one_of(WORDS.loser_asked_of)})\s++(?:{one_of(WORDS.infinitive_to)}\s++)?"
    rf"{one_of(WORDS.loss_said)}(?:\s++{one_of(WORDS.the_game)})?\s*+[?.!]*+\s*+$",
    re.IGNORECASE,
)
_MARKS = re.compile(rf"{MARK}(\d++)")
_AT_A_PLAYER = frozenset({Who.TARGET_PLAYER})


def _at_a_player(card: Card) -> bool:
    """A card that only takes from a library, as it resolves or by its activated ability, every
    effect at a target player."""
    return bool(card.effects) and all(
        isinstance(effect, EmptiesLibrary)
        and effect.who in _AT_A_PLAYER
        and (only_takes_from_a_library(card) or effect.moment is CardMoment.ACTIVATED)
        and effect.how is not LibraryHow.DRAW
        for effect in card.effects
    )


def _activated(card: Card) -> int | None:
    """The count of cards the card's activated ability mills (Millstone's two), None for a
    card that is cast."""
    return next(
        (
            effect.amount
            for effect in card.effects
            if isinstance(effect, EmptiesLibrary) and effect.moment is CardMoment.ACTIVATED
        ),
        None,
    )


def library_loss_presupposed(text: str, game: System | None) -> str | None:
    """The moment a question whether a library taker makes a player lose presupposes, in the
    situation language ("I activate Millstone targeting my opponent"), or None (see above)."""
    if game is None or MARK in text:
        return None
    marked, entities = mark_cards(text, game)
    asked = _ASKED.match(marked)
    if asked is None:
        return None
    marks = [int(n) for n in _MARKS.findall(marked)]
    cards = [entities[n].card if n < len(entities) else None for n in marks]
    if not cards or any(card is None or not _at_a_player(card) for card in cards):
        return None
    card = cards[0]
    assert card is not None  # checked above
    mine = asked["who"].lower() in WORDS.self_words
    user, target = ("my opponent", "me") if mine else ("I", "my opponent")
    count = _activated(card)
    if count is not None:  # its ability used, milling the count the card says
        return f"{user} {card.name} {target} for {count} cards"
    verb = "cast" if user == "I" else "casts"
    return f"{user} {verb} {card.name} targeting {target}"
